// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shogi/move.h"
#include "shogi/square.h"
#include "shogi/types.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace kibitz::shogi {

// A shogi position: the 81 squares, both hands, the side to move and SFEN's move number. A
// value type of about 200 bytes; copy it freely. Moves are made and taken back in place
// (doMove/undoMove), which is what search and perft want.
//
// A side may have no king (詰将棋 positions have no Black king): it can then never be in check,
// and its moves are limited only by the piece rules.
//
// The Zobrist key (key()) is kept up to date incrementally by doMove/undoMove and the editing
// functions; it covers board, hands and side to move, not the move number.
class Board
{
public:
    Board();                      // empty board, empty hands, Black to move, move number 1
    static Board startPosition(); // 平手

    // --- SFEN (sfen.cpp) ---------------------------------------------------------------------
    // Reads "<board> <b|w> <hands|-> [<move number>]"; a leading "sfen " and the word
    // "startpos" are accepted too. Returns nullopt and sets *error (plain English, for the caller
    // to show) when the text is malformed or the position impossible: a square count that is
    // not 9 per rank, unknown letters, more pieces than a set has, two kings of one colour, a
    // piece that could never move (歩/香 on the last rank, 桂 on the last two), two unpromoted
    // pawns of one colour on a file (二歩), or the side that just moved left in check.
    static std::optional<Board> fromSfen(QStringView sfen, QString *error = nullptr);
    // The same without the rules' checks (the position editor shows any well-formed position
    // and says itself what keeps it from being played).
    static std::optional<Board> fromSfenUnchecked(QStringView sfen, QString *error = nullptr);
    // Canonical SFEN: hands as R B G S N L P, Black's first, counts before letters, "-" when
    // both are empty.
    QString toSfen(bool withMoveNumber = true) const;

    // --- State --------------------------------------------------------------------------------
    Piece at(Square sq) const
    {
        // Inline: notations look at every square for each move. The padded layout is
        // geometry.h's (13 rows of 11, the board from row 2, column 1).
        if (!sq.isValid()) return {};
        const quint8 c = m_cells[(sq.index() / 9 + 2) * 11 + sq.index() % 9 + 1];
        if (c == 0) return {};
        return {PieceType(c & 0x0F), Color((c >> 4) & 1)};
    }
    int handCount(Color c, PieceType t) const; // t must be a hand type (Pawn..Gold)
    bool handIsEmpty(Color c) const;
    Color sideToMove() const { return m_side; }
    int moveNumber() const { return m_moveNumber; } // SFEN's: 1 before the first move
    Square kingSquare(Color c) const;               // invalid when c has no king
    quint64 key() const { return m_key; }
    quint64 computeKey() const;              // from scratch; equals key()
    bool samePosition(const Board &o) const; // board, hands, side to move
    bool operator==(const Board &o) const
    {
        return samePosition(o) && m_moveNumber == o.m_moveNumber;
    }

    // --- Editing (setups, tests); the key follows ------------------------------------------------
    void setPiece(Square sq, Piece p); // Piece{} empties the square
    void setHandCount(Color c, PieceType t, int count);
    void setSideToMove(Color c);
    void setMoveNumber(int n) { m_moveNumber = n; }
    // Why this position cannot occur in a game (see fromSfen), or empty.
    QString validate() const;

    // --- Moves (movegen.cpp) ------------------------------------------------------------------
    QList<Move> legalMoves() const;
    void generateLegalMoves(MoveList &list) const; // allocation-free; clears list first
    bool hasLegalMove() const;
    bool isLegal(const Move &m) const;
    // Moves built from the board, not checked for legality: piece and captured are filled in
    // from the squares.
    Move boardMove(Square from, Square to, bool promote = false) const;
    Move dropMove(PieceType t, Square to) const;

    // Precondition: m is legal here (at least: its piece stands on from / is in hand).
    void doMove(const Move &m);
    // Precondition: m is the last move done on this board.
    void undoMove(const Move &m);

    // --- Attacks and check (attacks.cpp) ---------------------------------------------------------
    bool inCheck() const; // the side to move's king is attacked (false without a king)
    bool isInCheck(Color c) const;
    bool isCheckmate() const; // in check and no legal move
    // A pawn drop that mates: forbidden (打ち歩詰め). m must otherwise be a legal drop.
    bool isPawnDropMate(const Move &m) const;
    // The squares holding `piece` from which it reaches `to` by its movement (the squares
    // between empty), regardless of pins, in square order; returns how many there are. Record
    // notations resolve and write moves from these, looking only along the lines into `to`.
    int reachingSquares(Square to, Piece piece, std::array<Square, 8> &out) const;

private:
    bool attackedPad(int pad, Color by, int vacated = -1, int occupied = -1) const;
    bool reaches(int from, int to, quint8 code) const;
    bool leavesKingAttacked(int from, int to, quint8 movedCode) const;
    bool pawnDropMates(int toPad) const;
    // generateLegalMoves()'s two halves (movegen.cpp); check: the side to move is in check.
    void generateBoardMoves(MoveList &list, bool check) const;
    void generateDrops(MoveList &list, bool check) const;
    void recomputeKey();
    void recomputeKings();

    std::array<quint8, 13 * 11> m_cells{};
    std::array<std::array<quint8, 8>, 2> m_hands{}; // [colour][hand type]
    Color m_side = Color::Black;
    int m_moveNumber = 1;
    std::array<qint16, 2> m_kingPad{-1, -1};
    quint64 m_key = 0;
};

} // namespace kibitz::shogi
