// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameui.h"

#include "core/game/game.h"
#include "gamecatalog.h"
#include "games/goita/goitatablewidget.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "games/shogi/shogiboardwidget.h"
#include "games/shogi/shogipositioneditor.h"
#include "games/tictactoe/tictactoeboardwidget.h"

namespace kibitz::gameui {

namespace {
struct Entry
{
    const char *gameId;
    BoardWidget *(*createBoard)(QWidget *parent);
    PositionEditor *(*createPositionEditor)(QWidget *parent) = nullptr; // optional
    void (*showMoveNumbers)(BoardWidget *board, bool on) = nullptr;     // optional
};

template <class Widget, class Base> Base *create(QWidget *parent)
{
    return new Widget(parent);
}

template <class Widget> void showMoveNumbers(BoardWidget *board, bool on)
{
    if (auto *widget = qobject_cast<Widget *>(board)) widget->setShowMoveNumbers(on);
}

const Entry entries[] = {
    {"tictactoe", create<TicTacToeBoardWidget, BoardWidget>},
    {"gomoku", create<GomokuBoardWidget, BoardWidget>, nullptr, showMoveNumbers<GomokuBoardWidget>},
    {"goita", create<GoitaTableWidget, BoardWidget>},
    {"shogi", create<ShogiBoardWidget, BoardWidget>, create<ShogiPositionEditor, PositionEditor>},
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

PositionEditor *createPositionEditor(const Game &game, QWidget *parent)
{
    const Entry *entry = entryFor(game);
    return entry && entry->createPositionEditor ? entry->createPositionEditor(parent) : nullptr;
}

bool hasPositionEditor(const Game &game)
{
    const Entry *entry = entryFor(game);
    return entry && entry->createPositionEditor;
}

bool hasMoveNumbers(const Game &game)
{
    const Entry *entry = entryFor(game);
    return entry && entry->showMoveNumbers;
}

void setShowMoveNumbers(const Game &game, BoardWidget *board, bool on)
{
    const Entry *entry = entryFor(game);
    if (entry && entry->showMoveNumbers && board) entry->showMoveNumbers(board, on);
}

} // namespace kibitz::gameui
