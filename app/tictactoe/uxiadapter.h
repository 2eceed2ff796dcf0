// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineadapter.h"

namespace kibitz::tictactoe {

// The UXI dialect of muzudho's tic-tac-toe engines: `uxi` → `uxiok <name>` (free text before it
// is ignored), `position xfen <r1>/<r2>/<r3> <o|x> moves d d …` with keypad squares
// (7 8 9 / 4 5 6 / 1 2 3) where `o` moves first, `go` → `info …` lines, `bestmove d` or `resign`.
class UxiAdapter : public EngineAdapter
{
    Q_OBJECT
public:
    KIBITZ_ENGINE_ADAPTER_INTERFACE("uxi")

    // The xfen of a start position and moves, as sent after `position `.
    static QString xfen(const class Board &start, const QStringList &moves);

protected:
    void parseLine(QStringView line) override;

private:
    EngineInfo parseInfo(QStringView line) const;
};

} // namespace kibitz::tictactoe
