// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

namespace kibitz::gomoku {

class GomokuGame;

// Piskvork's .psq (docs/formats/gomoku.md), as Piskvork itself writes it (CRLF):
//   Piskvorky 15x15, 11:11, 0        size, players' levels (0 = human), 1 when the second
//                                    player began
//   8,8,1204                         one move a line: x,y 1-based from the top-left, ms used
//   kibitz-gomoku 1.0                the players' names (tournament files only), first player
//   pbrain-embryo                    first
//   0                                Piskvork's code: 0 finished, 15 time out, -2 error
// PSQ records neither the rule (read as freestyle, or standard when an overline did not end the
// game) nor comments; set-up stones are written as the first moves.
class PsqRecordFormat : public RecordFormat
{
public:
    explicit PsqRecordFormat(const GomokuGame &game) : m_game(game) {}

    QString id() const override { return QStringLiteral("psq"); }
    QString displayName() const override;
    QStringList extensions() const override { return {QStringLiteral("psq")}; }
    RecordReadResult read(const QByteArray &data) const override;
    RecordWriteResult write(const Record &record) const override;

    // Headers that keep what PSQ holds and Kibitz does not, so that a file is written back as
    // it was read: the header's level pair ("11:11") and which player began ("1").
    static inline const QString levelsHeader = QStringLiteral("PsqLevels");
    static inline const QString swappedHeader = QStringLiteral("PsqSwapped");

private:
    const GomokuGame &m_game;
};

} // namespace kibitz::gomoku
