#include "gameui.h"

#include "core/game.h"
#include "gamecatalog.h"
#include "games/goita/goitatablewidget.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "games/shogi/shogiboardwidget.h"
#include "games/tictactoe/tictactoeboardwidget.h"

namespace kibitz::gameui {

namespace {
struct Entry
{
    const char *gameId;
    BoardWidget *(*createBoard)(QWidget *parent);
};

template <class Board> BoardWidget *create(QWidget *parent)
{
    return new Board(parent);
}

const Entry entries[] = {
    {"tictactoe", create<TicTacToeBoardWidget>},
    {"gomoku", create<GomokuBoardWidget>},
    {"goita", create<GoitaTableWidget>},
    {"shogi", create<ShogiBoardWidget>},
};

const Entry *entryFor(const Game &game)
{
    for (const Entry &entry : entries)
        if (game.id() == QLatin1String(entry.gameId)) return &entry;
    return nullptr;
}
} // namespace

QList<const Game *> games()
{
    QList<const Game *> shown;
    for (const Game *game : allGames())
        if (entryFor(*game)) shown << game;
    return shown;
}

BoardWidget *createBoard(const Game &game, QWidget *parent)
{
    const Entry *entry = entryFor(game);
    return entry ? entry->createBoard(parent) : nullptr;
}

} // namespace kibitz::gameui
