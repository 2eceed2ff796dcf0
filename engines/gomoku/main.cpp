// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"
#include "patterns.h"

#include <QCoreApplication>

#include <iostream>
#include <string>

// kibitz-gomoku: the bundled gomoku engine (docs/engines/kibitz-gomoku.md). This thread reads
// the commands; searches run in a thread of their own.
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    std::ios::sync_with_stdio(false);
    // The plain rules' pattern tables, built before the first command so that no move pays for
    // them (a caro rule's are built when it is set).
    kibitz::gomoku::PatternTable::instance();
    kibitz::gomoku::Engine engine;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!engine.handleLine(QString::fromUtf8(line.data(), qsizetype(line.size())))) return 0;
    }
    engine.endOfInput();
    return 0;
}
