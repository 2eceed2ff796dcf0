// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"
#include "stdinreader.h"

#include <QCoreApplication>

// kibitz-tictactoe: the bundled tic-tac-toe engine (docs/engines/kibitz-tictactoe.md).
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    kibitz::tictactoe::Engine engine;
    return kibitz::engines::serveStdin(engine.commands());
}
