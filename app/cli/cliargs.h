#pragma once

#include <QCoreApplication>
#include <QList>
#include <QStringList>
#include <optional>

class QCommandLineParser;

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

// Parses a command's options as every command does: -h/--help prints the usage to standard output
// ("Usage: kibitz-cli COMMAND [options]", without the program's path or Qt's --help-all) and
// ends with status 0; a wrong option is named on standard error and ends with status 2. Returns
// the status to end with, none to go on.
std::optional<int> parseOptions(QCommandLineParser &parser, const QString &command,
                                const QStringList &arguments);

// A message about the file at `path`, named once: "PATH: MESSAGE", or the message alone when it
// names the file already (as "Cannot open PATH: …" does).
QString fileMessage(const QString &path, const QString &message);

} // namespace kibitz::cli
