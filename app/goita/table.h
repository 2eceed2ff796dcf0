// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/hand.h"
#include "goita/movelist.h"
#include "goita/rules.h"

#include <QList>

#include <array>

namespace kibitz::goita {

// A piece played in front of a seat.
struct FieldPiece
{
    Piece piece = Piece::None; // Hidden when the viewer may not see it
    bool faceDown = false;

    bool operator==(const FieldPiece &) const = default;
};

// What every seat sees of a round in play: the pieces in front of each seat in the order played,
// the current attack and its attacker, whose turn it is, the passes since the attack, and the
// turns so far. Hands are not here (Round and SeatView add them), so the same class serves the
// full round and one seat's view of it. Fixed-size and cheap to copy, for playouts.
class Table
{
public:
    explicit Table(int dealer = 0);

    int dealer() const { return m_dealer; }
    int turn() const { return m_turn; } // the seat to move
    int attacker() const
    {
        return m_attacker;
    }                                         // the seat of the current attack, -1 before the first
    Piece attack() const { return m_attack; } // None before the first attack
    int passes() const { return m_passes; }   // since the current attack, 0-3
    bool isLeading() const { return m_attacker < 0 || m_attacker == m_turn; }
    int kingsFaceUp() const { return m_kingsFaceUp; }

    int fieldSize(int seat) const { return m_fieldSize[seat]; }
    FieldPiece fieldAt(int seat, int index) const { return m_field[seat][index]; }
    QList<FieldPiece> field(int seat) const;
    int piecesLeft(int seat) const { return piecesPerSeat - m_fieldSize[seat]; }

    int moveCount() const { return m_moveCount; }
    Move moveAt(int index) const { return m_moves[index]; }
    QList<Move> moves() const;
    // The seat that made turn `index` (turns go round the table from the dealer).
    int seatOfMove(int index) const { return (m_dealer + index) % seatCount; }

    // Set once a seat has played its last piece.
    bool isFinished() const { return m_winner >= 0; }
    int winner() const { return m_winner; }
    // The finishing turn was a lead whose face-down piece was the attacking piece.
    bool finishedDoubled() const { return m_doubled; }

    // Whether the seat to move, holding `hand`, may make `move`.
    bool isLegal(const Hand &hand, const Rules &rules, Move move) const;
    // Its legal moves: a pass first (when it may pass), then by first piece and attack piece,
    // each in digit order.
    void legalMoves(const Hand &hand, const Rules &rules, MoveList &out) const;
    // Whether `move` fits what every seat can check without seeing the mover's hand: a pass only
    // after an attack, a block that answers the attack, a face-down piece only when leading
    // (Hidden allowed there), and pieces left to play.
    bool fitsPublicly(Move move) const;

    // Records the move of the seat to move (precondition: fitsPublicly).
    void apply(Move move);

private:
    bool kingMayAttack(const Hand &hand, const Rules &rules) const;

    std::array<std::array<FieldPiece, piecesPerSeat>, seatCount> m_field{};
    std::array<quint8, seatCount> m_fieldSize{};
    // Turns in a round: at most 13 plays (a seat goes out on its 4th) and 3 passes between plays.
    std::array<Move, 52> m_moves{};
    quint8 m_moveCount = 0;
    qint8 m_dealer = 0;
    qint8 m_turn = 0;
    qint8 m_attacker = -1;
    Piece m_attack = Piece::None;
    quint8 m_passes = 0;
    quint8 m_kingsFaceUp = 0;
    qint8 m_winner = -1;
    bool m_doubled = false;
};

} // namespace kibitz::goita
