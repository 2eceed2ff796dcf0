// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace kibitz::test {

// A program built next to the test (build/bin): kibitz-cli, the bundled engines, the fake engine.
QString binPath(const QString &name);

struct CliRun
{
    int exitCode = -1; // -1 when it crashed or did not finish in time
    QStringList out;   // standard output, by line, empty lines left out
    QString err;
};

// Runs kibitz-cli with the arguments and waits for it to end (killed after timeoutMs), in
// workingDirectory when one is given (the test's own otherwise).
CliRun runCli(const QStringList &args, int timeoutMs = 500000,
              const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
              const QString &workingDirectory = {});

} // namespace kibitz::test
