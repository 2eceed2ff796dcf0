#pragma once

#include "core/recordformat.h"

namespace kibitz::gomoku {

class GomokuGame;

// Kibitz's gomoku record text (.gmk), UTF-8, LF; the shape of the tic-tac-toe .ttt format.
// Documented in docs/formats/gomoku.md:
//   #KIBITZ gomoku 1
//   Player1: kibitz-gomoku             header lines "Key: value"
//   Setup: 15 renju                    only for another start than "15 freestyle"
//   Result: 1-0 | 0-1 | 1/2-1/2 | *
//   Termination: rules                 end-reason keyword; Detail: the reason in words
//   1 h8 0.512                         ply, point (letter-number), seconds used (optional)
//   **評価値=35                         comment lines start '*'; ES think lines are '**…' / '*#…'
//   variation 2                        the following moves replace ply 2 of the line above
class TextRecordFormat : public RecordFormat
{
public:
    explicit TextRecordFormat(const GomokuGame &game) : m_game(game) {}

    QString id() const override { return QStringLiteral("gmk"); }
    QString displayName() const override;
    QStringList extensions() const override { return {QStringLiteral("gmk")}; }
    RecordReadResult read(const QByteArray &data) const override;
    RecordWriteResult write(const Record &record) const override;

private:
    const GomokuGame &m_game;
};

} // namespace kibitz::gomoku
