#pragma once

#include "core/recordformat.h"

namespace kibitz::tictactoe {

class TicTacToeGame;

// Kibitz's tic-tac-toe record text (.ttt), UTF-8, LF. Documented in docs/formats/tictactoe.md:
//   #KIBITZ tictactoe 1
//   Player1: kibitz-tictactoe          header lines "Key: value"
//   Setup: ....X.... O                 only for another start position
//   Result: 1-0 | 0-1 | 1/2-1/2 | *
//   Termination: rules                 end-reason keyword; Detail: the reason in words
//   1 b2 0.512                         ply, square (a1–c3), seconds used (optional)
//   **評価値=0                          comment lines start '*'; ES think lines are '**…' / '*#…'
//   variation 2                        the following moves replace ply 2 of the line above
class TextRecordFormat : public RecordFormat
{
public:
    explicit TextRecordFormat(const TicTacToeGame &game) : m_game(game) {}

    QString id() const override { return QStringLiteral("ttt"); }
    QString displayName() const override;
    QStringList extensions() const override { return {QStringLiteral("ttt")}; }
    RecordReadResult read(const QByteArray &data) const override;
    RecordWriteResult write(const Record &record) const override;

private:
    const TicTacToeGame &m_game;
};

} // namespace kibitz::tictactoe
