// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/board.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace kibitz::shogi {

// BOD, the board diagram of KIF/KI2 files (and files of its own):
//   後手の持駒：角　歩二
//     ９ ８ ７ ６ ５ ４ ３ ２ １
//   +---------------------------+
//   |v香v桂 ・ … |一
//   …
//   +---------------------------+
//   先手の持駒：なし
//   先手番
// 上手/下手 are read for 後手/先手. Lines are fed one at a time; the reader says which it took.
class Bod
{
public:
    // The lines as ShogiHome writes them (side-to-move line included).
    static QStringList write(const Board &board);
    static QString handText(const Board &board, Color c); // "角　歩二　" or "なし"

    // Takes the line if it belongs to a diagram; sets error() when it does but is malformed.
    bool feed(QStringView line);
    bool started() const { return m_started; }
    const QString &error() const { return m_error; }
    // The position, once at least the nine ranks were read; *error says why not otherwise.
    std::optional<Board> board(QString *error = nullptr) const;

private:
    bool readHand(QStringView text, Color c);
    Board m_board;
    bool m_started = false;
    int m_rowsRead = 0;
    QString m_error;
};

} // namespace kibitz::shogi
