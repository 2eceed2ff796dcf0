#pragma once

#include <QList>
#include <QStringList>

namespace kibitz::cli {

// Pulls the `--engine WORD…` groups out of an argument list: the words after each --engine up
// to the next option, so that both `--engine cmd=x proto=tlf` and `--engine "cmd=x proto=tlf"`
// work. The remaining arguments are returned for QCommandLineParser.
struct EngineArgs
{
    QList<QStringList> engines;
    QStringList rest;
};
EngineArgs extractEngineArgs(const QStringList &arguments);

} // namespace kibitz::cli
