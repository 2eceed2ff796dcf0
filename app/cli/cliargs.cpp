#include "cliargs.h"

#include <QProcess>

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

} // namespace kibitz::cli
