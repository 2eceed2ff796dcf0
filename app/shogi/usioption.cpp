// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/usioption.h"

#include <QCoreApplication>

namespace kibitz::shogi {

namespace {
// The context lupdate files this file's tr() under (the namespace of parseUsiOption).
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi", text);
}

bool isKeyword(QStringView word)
{
    return word == u"name" || word == u"type" || word == u"default" || word == u"min" ||
           word == u"max" || word == u"var";
}
} // namespace

std::optional<EngineOption> parseUsiOption(QStringView words, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<EngineOption> {
        if (error) *error = why;
        return std::nullopt;
    };
    // Split into keyword groups; a group's value is every word up to the next keyword, so that
    // names and string defaults with spaces survive (ShogiHome reads them the same way).
    const QList<QStringView> tokens = words.split(u' ', Qt::SkipEmptyParts);
    QList<QPair<QStringView, QStringList>> groups;
    for (QStringView t : tokens) {
        // A keyword's first word is its value even when it reads like a keyword
        // ("combo default default var default var random").
        if (isKeyword(t) && (groups.isEmpty() || !groups.last().second.isEmpty()))
            groups.append({t, {}});
        else if (!groups.isEmpty())
            groups.last().second << t.toString();
        else
            return fail(tr("an option declaration starts with 'name'"));
    }
    EngineOption option;
    bool typed = false, hasMin = false, hasMax = false;
    for (const auto &[key, value] : groups) {
        const QString text = value.join(u' ');
        bool ok = true;
        if (key == u"name")
            option.name = text;
        else if (key == u"default")
            option.defaultValue = text;
        else if (key == u"var")
            option.values << text;
        else if (key == u"min") {
            option.min = text.toLongLong(&ok);
            hasMin = ok;
        } else if (key == u"max") {
            option.max = text.toLongLong(&ok);
            hasMax = ok;
        } else if (key == u"type") {
            typed = true;
            if (text == u"check")
                option.type = EngineOption::Type::Check;
            else if (text == u"spin")
                option.type = EngineOption::Type::Spin;
            else if (text == u"combo")
                option.type = EngineOption::Type::Combo;
            else if (text == u"button")
                option.type = EngineOption::Type::Button;
            else if (text == u"string")
                option.type = EngineOption::Type::String;
            else if (text == u"filename")
                option.type = EngineOption::Type::Filename;
            else
                return fail(tr("unknown option type '%1'").arg(text));
        }
        if (!ok) return fail(tr("'%1' is not a whole number for %2").arg(text, key));
    }
    if (option.name.isEmpty()) return fail(tr("an option without a name"));
    if (!typed) return fail(tr("option %1 has no type").arg(option.name));
    // USI writes an empty string default as <empty>.
    if (option.defaultValue == u"<empty>") option.defaultValue.clear();
    if (option.type == EngineOption::Type::Spin) {
        if (!hasMin || !hasMax || option.min > option.max)
            return fail(tr("spin option %1 needs min <= max").arg(option.name));
    }
    if (option.type == EngineOption::Type::Combo && option.values.isEmpty())
        return fail(tr("combo option %1 lists no values").arg(option.name));
    return option;
}

} // namespace kibitz::shogi
