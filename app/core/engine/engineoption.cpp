#include "core/engine/engineoption.h"

#include <QCoreApplication>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::EngineOption", text);
}

bool isKeyword(QStringView word)
{
    return word == u"name" || word == u"type" || word == u"default" || word == u"min" ||
           word == u"max" || word == u"var";
}
} // namespace

QString EngineOption::typeName(Type type)
{
    switch (type) {
    case Type::Check:
        return QStringLiteral("check");
    case Type::Spin:
        return QStringLiteral("spin");
    case Type::Combo:
        return QStringLiteral("combo");
    case Type::Button:
        return QStringLiteral("button");
    case Type::String:
        return QStringLiteral("string");
    case Type::Filename:
        return QStringLiteral("filename");
    }
    return {};
}

std::optional<EngineOption> EngineOption::fromUsi(QStringView words, QString *error)
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
                option.type = Type::Check;
            else if (text == u"spin")
                option.type = Type::Spin;
            else if (text == u"combo")
                option.type = Type::Combo;
            else if (text == u"button")
                option.type = Type::Button;
            else if (text == u"string")
                option.type = Type::String;
            else if (text == u"filename")
                option.type = Type::Filename;
            else
                return fail(tr("unknown option type '%1'").arg(text));
        }
        if (!ok) return fail(tr("'%1' is not a whole number for %2").arg(text, key));
    }
    if (option.name.isEmpty()) return fail(tr("an option without a name"));
    if (!typed) return fail(tr("option %1 has no type").arg(option.name));
    // USI writes an empty string default as <empty>.
    if (option.defaultValue == u"<empty>") option.defaultValue.clear();
    if (option.type == Type::Spin) {
        if (!hasMin || !hasMax || option.min > option.max)
            return fail(tr("spin option %1 needs min <= max").arg(option.name));
    }
    if (option.type == Type::Combo && option.values.isEmpty())
        return fail(tr("combo option %1 lists no values").arg(option.name));
    return option;
}

QString EngineOption::check(const QString &value) const
{
    switch (type) {
    case Type::Check:
        if (value != u"true" && value != u"false")
            return tr("%1 takes true or false, not '%2'").arg(name, value);
        return {};
    case Type::Spin: {
        bool ok = false;
        const qint64 n = value.toLongLong(&ok);
        if (!ok) return tr("%1 takes a whole number, not '%2'").arg(name, value);
        if (n < min || n > max)
            return tr("%1 must be between %2 and %3, not %4").arg(name).arg(min).arg(max).arg(n);
        return {};
    }
    case Type::Combo:
        if (!values.contains(value))
            return tr("%1 takes one of %2, not '%3'")
                .arg(name, values.join(QStringLiteral(", ")), value);
        return {};
    case Type::Button:
        return {};
    case Type::String:
    case Type::Filename:
        if (value.contains(u'\n') || value.contains(u'\r'))
            return tr("%1 cannot hold a line break").arg(name);
        return {};
    }
    return {};
}

const EngineOption *findOption(const QList<EngineOption> &options, QStringView name)
{
    for (const EngineOption &o : options)
        if (o.name == name) return &o;
    for (const EngineOption &o : options)
        if (o.name.compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

} // namespace kibitz
