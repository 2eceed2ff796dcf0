#include "gamecatalog.h"

#include "core/game.h"
#include "tictactoe/tictactoegame.h"

namespace kibitz {

QList<const Game *> allGames()
{
    static const tictactoe::TicTacToeGame ticTacToe;
    return {&ticTacToe};
}

const Game *gameById(QStringView id)
{
    for (const Game *g : allGames())
        if (g->id() == id) return g;
    return nullptr;
}

} // namespace kibitz
