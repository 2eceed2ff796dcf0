// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliargs.h"

#include "core/game/game.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QProcess>
#include <QTextStream>

#include <algorithm>

namespace kibitz::cli {

EngineArgs extractEngineArgs(const QStringList &arguments)
{
    EngineArgs out;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] != QLatin1String("--engine") && arguments[i] != QLatin1String("-engine")) {
            out.rest << arguments[i];
            continue;
        }
        QStringList words;
        while (i + 1 < arguments.size() && !arguments[i + 1].startsWith(QLatin1Char('-')))
            words << QProcess::splitCommand(arguments[++i]);
        out.engines << words;
    }
    return out;
}

WordArgs extractWordArgs(const QStringList &arguments, const QList<WordOption> &options)
{
    WordArgs out;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const auto option = std::find_if(options.begin(), options.end(), [&](const WordOption &o) {
            return arguments[i] == QLatin1String("--") + o.name;
        });
        if (option == options.end()) {
            out.rest << arguments[i];
            continue;
        }
        QStringList &words = out.words[option->name];
        while (i + 1 < arguments.size() && !arguments[i + 1].startsWith(u'-') &&
               (arguments[i + 1].contains(u'=') || option->bareWords.contains(arguments[i + 1])))
            words << QProcess::splitCommand(arguments[++i]);
    }
    return out;
}

std::optional<int> parseOptions(QCommandLineParser &parser, const QString &command,
                                const QStringList &arguments)
{
    const QCommandLineOption help(
        {QStringLiteral("h"), QStringLiteral("help")},
        QCoreApplication::translate("kibitz::cli", "Show this help and exit."));
    parser.addOption(help);
    if (!parser.parse(arguments)) {
        QTextStream(stderr)
            << QStringLiteral("kibitz-cli %1: %2\n").arg(command, parser.errorText());
        return 2;
    }
    if (!parser.isSet(help)) return std::nullopt;
    QString text = parser.helpText();
    // Qt names the program by the path it was started from: name the command instead.
    const QString program = QCoreApplication::arguments().value(0);
    if (const qsizetype at = text.indexOf(program); at >= 0 && at < text.indexOf(u'\n'))
        text.replace(at, program.size(), QStringLiteral("kibitz-cli ") + command);
    QTextStream(stdout) << text;
    return 0;
}

int positiveValue(const QCommandLineParser &parser, const QCommandLineOption &option, int fallback,
                  bool *ok)
{
    if (!parser.isSet(option)) return fallback;
    bool good = false;
    const int v = parser.value(option).toInt(&good);
    if (!good || v < 1) *ok = false;
    return v;
}

QString gameIds(const QList<const Game *> &games)
{
    QStringList ids;
    for (const Game *game : games)
        ids << game->id();
    return ids.join(QStringLiteral(", "));
}

int refuse(const QString &line)
{
    QTextStream(stderr) << line;
    return 2;
}

int refuse(QStringView command, const QString &message)
{
    return refuse(QStringLiteral("kibitz-cli %1: %2\n").arg(command, message));
}

QString fileMessage(const QString &path, const QString &message)
{
    return message.contains(path) ? message : QStringLiteral("%1: %2").arg(path, message);
}

} // namespace kibitz::cli
