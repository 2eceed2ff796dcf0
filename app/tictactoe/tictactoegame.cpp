#include "tictactoegame.h"

#include "tictactoe/tictactoeposition.h"
#include "tictactoe/tictactoerecordformat.h"
#include "tictactoe/tlfadapter.h"
#include "tictactoe/uxiadapter.h"

#include <QCoreApplication>

namespace kibitz::tictactoe {

namespace {
const QString protoTlf = QStringLiteral("tlf");
const QString protoUxi = QStringLiteral("uxi");

QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::tictactoe::TicTacToeGame", text);
}
} // namespace

TicTacToeGame::TicTacToeGame() : m_textFormat(std::make_unique<TextRecordFormat>(*this)) {}

TicTacToeGame::~TicTacToeGame() = default;

QString TicTacToeGame::displayName() const
{
    return tr("Tic-tac-toe");
}

QString TicTacToeGame::sideName(int side) const
{
    return side == 0 ? tr("X") : tr("O");
}

std::unique_ptr<Position> TicTacToeGame::startPosition(const QString &setup, QString *error) const
{
    if (setup.trimmed().isEmpty()) return std::make_unique<TicTacToePosition>();
    return TicTacToePosition::fromSetup(setup, error);
}

QStringList TicTacToeGame::protocols() const
{
    return {protoTlf, protoUxi};
}

QString TicTacToeGame::protocolDisplayName(const QString &protocol) const
{
    if (protocol == protoTlf) return tr("TLF dialect");
    if (protocol == protoUxi) return tr("UXI dialect");
    return protocol;
}

std::unique_ptr<EngineAdapter> TicTacToeGame::createAdapter(const QString &protocol) const
{
    if (protocol == protoTlf) return std::make_unique<TlfAdapter>(*this);
    if (protocol == protoUxi) return std::make_unique<UxiAdapter>(*this);
    return nullptr;
}

QList<const RecordFormat *> TicTacToeGame::recordFormats() const
{
    return {m_textFormat.get()};
}

} // namespace kibitz::tictactoe
