// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/enginespec.h"

#include "core/engine/engineadapter.h"
#include "core/game/game.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::EngineSpec", text);
}
} // namespace

QString EngineSpec::quoted(const QString &word)
{
    if (!word.isEmpty() && !word.contains(QLatin1Char(' ')) && !word.contains(QLatin1Char('"')) &&
        !word.contains(QLatin1Char('\'')))
        return word;
    QString w = word;
    w.replace(QLatin1Char('"'), QLatin1String("\"\"\""));
    return QLatin1Char('"') + w + QLatin1Char('"');
}

std::optional<EngineSpec> EngineSpec::parse(const QString &text, QString *error)
{
    return parse(QProcess::splitCommand(text), error);
}

std::optional<EngineSpec> EngineSpec::parse(const QStringList &words, QString *error)
{
    EngineSpec spec;
    auto fail = [&](const QString &why) -> std::optional<EngineSpec> {
        if (error) *error = why;
        return std::nullopt;
    };
    if (words.isEmpty()) return fail(tr("no engine given: write 'bundled' or cmd=PATH …"));
    for (const QString &word : words) {
        if (word == QLatin1String("bundled")) {
            spec.bundled = true;
            continue;
        }
        const qsizetype eq = word.indexOf(QLatin1Char('='));
        if (eq <= 0) return fail(tr("'%1' is not a key=value engine word").arg(word));
        const QString key = word.left(eq);
        const QString value = word.mid(eq + 1);
        if (key == QLatin1String("cmd"))
            spec.command = value;
        else if (key == QLatin1String("arg"))
            spec.arguments << value;
        else if (key == QLatin1String("dir"))
            spec.workingDirectory = value;
        else if (key == QLatin1String("proto"))
            spec.protocol = value;
        else if (key == QLatin1String("name"))
            spec.name = value;
        else if (key.startsWith(QLatin1String("option.")) && key.size() > 7)
            spec.options.append({key.mid(7), value});
        else
            return fail(tr("unknown engine word '%1'").arg(key));
    }
    if (spec.bundled == !spec.command.isEmpty())
        return fail(tr("give either 'bundled' or cmd=PATH for an engine"));
    return spec;
}

QStringList EngineSpec::toWords() const
{
    QStringList words;
    if (bundled)
        words << QStringLiteral("bundled");
    else
        words << QStringLiteral("cmd=") + command;
    for (const QString &a : arguments)
        words << QStringLiteral("arg=") + a;
    if (!workingDirectory.isEmpty()) words << QStringLiteral("dir=") + workingDirectory;
    if (!protocol.isEmpty()) words << QStringLiteral("proto=") + protocol;
    if (!name.isEmpty()) words << QStringLiteral("name=") + name;
    for (const auto &[k, v] : options)
        words << QStringLiteral("option.%1=%2").arg(k, v);
    return words;
}

QString EngineSpec::toText() const
{
    QStringList words;
    for (const QString &w : toWords())
        words << quoted(w);
    return words.join(QLatin1Char(' '));
}

QString EngineSpec::resolve(const Game &game, const QString &engineDirectory)
{
    const QStringList protocols = game.protocols();
    if (protocols.isEmpty())
        return tr("Kibitz cannot yet speak to %1 engines").arg(game.displayName());
    if (protocol.isEmpty()) protocol = protocols.first();
    if (!protocols.contains(protocol))
        return tr("protocol '%1' is not spoken for %2 (known: %3)")
            .arg(protocol, game.displayName(), protocols.join(QStringLiteral(", ")));
    if (bundled) {
        command = QDir(engineDirectory).filePath(game.bundledEngineExecutable());
        if (!QFileInfo(command).isExecutable())
            return tr("the bundled engine %1 is missing").arg(command);
    }
    return {};
}

QString EngineSpec::displayName() const
{
    if (!name.isEmpty()) return name;
    return QFileInfo(command).fileName();
}

} // namespace kibitz
