// SPDX-License-Identifier: GPL-3.0-or-later
#include "testprograms.h"

#include <QCoreApplication>
#include <QProcess>

namespace kibitz::test {

QString binPath(const QString &name)
{
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

CliRun runCli(const QStringList &args, int timeoutMs, const QProcessEnvironment &environment,
              const QString &workingDirectory)
{
    QProcess p;
    p.setProcessEnvironment(environment);
    p.setWorkingDirectory(workingDirectory);
    p.start(binPath(QStringLiteral("kibitz-cli")), args);
    CliRun run;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        qWarning("kibitz-cli did not finish");
        return run;
    }
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    run.out =
        QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    run.err = QString::fromUtf8(p.readAllStandardError());
    return run;
}

} // namespace kibitz::test
