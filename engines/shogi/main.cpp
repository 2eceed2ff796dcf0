// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include <iostream>
#include <string>

// kibitz-shogi: the bundled shogi engine, a USI engine (docs/engines/kibitz-shogi.md).
int main()
{
    std::ios::sync_with_stdio(false);
    kibitz::shogi::engine::Engine engine;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!engine.handle(QString::fromUtf8(line.data(), qsizetype(line.size())))) return 0;
    }
    return 0; // end of input: the engine's destructor stops a search
}
