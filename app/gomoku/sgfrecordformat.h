// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

namespace kibitz::gomoku {

class GomokuGame;

// SGF for gomoku, GM[4] (FF[4], UTF-8; docs/formats/gomoku.md). Root: SZ[15] or SZ[20:15],
// RU[freestyle|standard|renju] (or Gomocup's codes 0, 1, 4), PB, PW, EV, PC, DT, RE (B+, W+R, B+T,
// W+F, 0, Void), set-up stones AB/AW with PL, and Kibitz's private KH[Key: value] (other headers)
// and KD[detail]. Moves B[hh]/W[ii] (SGF letters, x then y from the top-left), KT[ms] the time
// used, C[] the comment with ES think lines (*評価値=…, *読み筋=h8 i9). Variations are SGF
// variations. The syntax is sgftree.h's; read() is in sgfrecordreader.cpp, write() here.
class SgfRecordFormat : public RecordFormat
{
public:
    explicit SgfRecordFormat(const GomokuGame &game) : m_game(game) {}

    QString id() const override { return QStringLiteral("sgf"); }
    QString displayName() const override;
    QStringList extensions() const override { return {QStringLiteral("sgf")}; }
    RecordReadResult read(const QByteArray &data) const override;
    RecordWriteResult write(const Record &record) const override;
    // A collection: several game trees one after the other (c-gomoku-cli's and Yixin's files).
    bool holdsSeveralGames() const override { return true; }
    QList<GameText> splitGames(const QByteArray &data) const override;

private:
    const GomokuGame &m_game;
};

} // namespace kibitz::gomoku
