// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecatalog.h"

#include "core/game/game.h"
#include "goita/goitagame.h"
#include "gomoku/gomokugame.h"
#include "shogi/shogigame.h"
#include "tictactoe/tictactoegame.h"

namespace kibitz {

QList<const Game *> allGames()
{
    static const tictactoe::TicTacToeGame ticTacToe;
    static const gomoku::GomokuGame gomoku;
    static const shogi::ShogiGame shogi;
    static const goita::GoitaGame goita;
    return {&ticTacToe, &shogi, &gomoku, &goita};
}

const Game *gameById(QStringView id)
{
    for (const Game *g : allGames())
        if (g->id() == id) return g;
    return nullptr;
}

const Game *gameForFile(const QString &path, const RecordFormat **format)
{
    for (const Game *g : allGames()) {
        if (const RecordFormat *f = g->recordFormatForFile(path)) {
            if (format) *format = f;
            return g;
        }
    }
    return nullptr;
}

} // namespace kibitz
