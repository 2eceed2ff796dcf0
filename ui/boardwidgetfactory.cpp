#include "boardwidgetfactory.h"

#include "games/goita/goitatablewidget.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "games/shogi/shogiboardwidget.h"
#include "games/tictactoe/tictactoeboardwidget.h"

namespace kibitz {

BoardWidget *createBoardWidget(QStringView gameId, QWidget *parent)
{
    if (gameId == QLatin1String("tictactoe")) return new TicTacToeBoardWidget(parent);
    if (gameId == QLatin1String("gomoku")) return new GomokuBoardWidget(parent);
    if (gameId == QLatin1String("goita")) return new GoitaTableWidget(parent);
    if (gameId == QLatin1String("shogi")) return new ShogiBoardWidget(parent);
    return nullptr;
}

bool hasBoardWidget(QStringView gameId)
{
    return gameId == QLatin1String("tictactoe") || gameId == QLatin1String("gomoku") ||
           gameId == QLatin1String("goita") || gameId == QLatin1String("shogi");
}

} // namespace kibitz
