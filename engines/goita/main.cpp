// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"
#include "stdinreader.h"

#include <QCoreApplication>

// kibitz-goita: the bundled goita engine (docs/engines/kibitz-goita.md).
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    kibitz::goita::Engine engine;
    return kibitz::engines::serveStdin(engine.commands());
}
