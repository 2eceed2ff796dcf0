#include "boardwidgetfactory.h"

#include "tictactoeboardwidget.h"

namespace kibitz {

BoardWidget *createBoardWidget(QStringView gameId, QWidget *parent)
{
    if (gameId == QLatin1String("tictactoe")) return new TicTacToeBoardWidget(parent);
    return nullptr;
}

} // namespace kibitz
