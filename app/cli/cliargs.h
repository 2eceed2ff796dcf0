// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QStringList>
#include <optional>

class QCommandLineOption;
class QCommandLineParser;

namespace kibitz {
class Game;
}

namespace kibitz::cli {

// tr() for the commands' free functions: lupdate files their strings under their namespace, so
// they are looked up under it.
inline QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::cli", text);
}

// Pulls the `--engine WORD…` groups out of an argument list: the words after each --engine up
// to the next option, so that both `--engine cmd=x proto=tlf` and `--engine "cmd=x proto=tlf"`
// work. The remaining arguments are returned for QCommandLineParser.
struct EngineArgs
{
    QList<QStringList> engines;
    QStringList rest;
};
EngineArgs extractEngineArgs(const QStringList &arguments);

// Pulls the options whose value is several KEY=VALUE words (--sprt, --draw, --resign) out of an
// argument list: the words with '=' after each, given one by one or quoted together, and the
// option's own words without '=' (--resign's twosided). The remaining arguments are returned for
// QCommandLineParser, which knows these options only for their help.
struct WordOption
{
    QString name;          // without the dashes: "sprt"
    QStringList bareWords; // its words without '='
};
struct WordArgs
{
    QHash<QString, QStringList> words; // by option name, for each option given
    QStringList rest;
};
WordArgs extractWordArgs(const QStringList &arguments, const QList<WordOption> &options);

// Parses a command's options as every command does: -h/--help prints the usage to standard output
// ("Usage: kibitz-cli COMMAND [options]", without the program's path or Qt's --help-all) and
// ends with status 0; a wrong option is named on standard error and ends with status 2. Returns
// the status to end with, none to go on.
std::optional<int> parseOptions(QCommandLineParser &parser, const QString &command,
                                const QStringList &arguments);

// The value of an option that takes a positive whole number, `fallback` when it is not given;
// sets *ok to false when it is given and is not one.
int positiveValue(const QCommandLineParser &parser, const QCommandLineOption &option, int fallback,
                  bool *ok);

// The ids of `games`, for the help of --game and a wrong one.
QString gameIds(const QList<const Game *> &games);

// Ends a command whose command line cannot run: `line` on standard error and exit status 2. The
// line names the command itself ("kibitz-cli match: …\n", translated whole).
int refuse(const QString &line);
// The same for a message that does not name the command (the library's errors): it is said as
// "kibitz-cli COMMAND: MESSAGE".
int refuse(QStringView command, const QString &message);

// A message about the file at `path`, named once: "PATH: MESSAGE", or the message alone when it
// names the file already (as "Cannot open PATH: …" does).
QString fileMessage(const QString &path, const QString &message);

} // namespace kibitz::cli
