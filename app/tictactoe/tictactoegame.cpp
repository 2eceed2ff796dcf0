// SPDX-License-Identifier: GPL-3.0-or-later
#include "tictactoegame.h"

#include "core/record/kibitztextformat.h"

#include "tictactoe/tictactoeposition.h"
#include "tictactoe/tlfadapter.h"
#include "tictactoe/uxiadapter.h"

#include <QCoreApplication>

namespace kibitz::tictactoe {

TicTacToeGame::TicTacToeGame()
    : m_textFormat(std::make_unique<KibitzTextFormat>(
          *this, QStringLiteral("ttt"), [] { return tr("Kibitz tic-tac-toe record"); }))
{}

TicTacToeGame::~TicTacToeGame() = default;

QString TicTacToeGame::displayName() const
{
    return tr("Tic-tac-toe");
}

// The marks themselves, the same in every language.
QString TicTacToeGame::sideName(int side) const
{
    return QString(QLatin1Char(side == 0 ? 'X' : 'O'));
}

std::unique_ptr<Position> TicTacToeGame::startPosition(const QString &setup, QString *error) const
{
    if (setup.trimmed().isEmpty()) return std::make_unique<TicTacToePosition>();
    return TicTacToePosition::fromSetup(setup, error);
}

QList<Protocol> TicTacToeGame::protocolTable() const
{
    return {Protocol::of<TlfAdapter>(QStringLiteral("tlf"), tr("TLF dialect")),
            Protocol::of<UxiAdapter>(QStringLiteral("uxi"), tr("UXI dialect"))};
}

QList<const RecordFormat *> TicTacToeGame::recordFormats() const
{
    return {m_textFormat.get()};
}

} // namespace kibitz::tictactoe
