// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/opening.h"

#include <QCoreApplication>

namespace kibitz {

class Game;

// The openings of a match and the order they are played in (--openings FILE --order --seed
// --plies --start, and --transform for games with symmetries). The game reads the file
// (Game::readOpenings); the book cuts each opening's moves at --plies, refuses an opening whose
// game is over, and answers which opening (and which symmetry) game pair k starts from.
class OpeningBook
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::OpeningBook)

public:
    enum class Order { Sequential, Random };
    struct Options
    {
        Order order = Order::Sequential;
        quint64 seed = 0;       // the shuffle's, for Order::Random
        int plies = -1;         // each opening's moves cut to this many; negative keeps them all
        int start = 1;          // the schedule begins with this opening of the order (1-based)
        bool transform = false; // cycle the game's symmetries, one per pass through the openings
    };

    // Opening k of the schedule.
    struct Scheduled
    {
        int index = -1;    // into openings()
        int transform = 0; // the symmetry it is played in (Game::transformOpening); 0 as written
        Opening opening;   // in that symmetry
    };

    // Reads `path` as `game` reads its opening files, for a match from `baseSetup`.
    static OpeningBook read(const Game &game, const QString &path, const QString &baseSetup,
                            const Options &options);

    // Set when there is nothing to play: the file could not be read, it holds no opening, or
    // --start is past the last.
    const QString &error() const { return m_error; }
    const QList<Opening> &openings() const { return m_openings; } // in file order, cut
    const QList<OpeningRefusal> &refused() const { return m_refused; }
    int transformCount() const { return m_transforms; } // 1 when openings play as written
    const QList<int> &order() const { return m_order; } // indexes into openings()

    // Opening k (0-based) of the schedule: the order from --start on, round and round. With
    // --transform, pass r through the openings plays symmetry r mod transformCount() (as
    // c-gomoku-cli's -transform does). Precondition: error() is empty.
    Scheduled at(qint64 k) const;

    // For people: how many were read and kept, then each refusal on a line of its own.
    QStringList report() const;

private:
    void keepPlayable(const OpeningReadResult &read, int plies);
    QString whyUnplayable(const Opening &opening) const;
    void arrange(const Options &options);

    const Game *m_game = nullptr;
    QString m_path;
    QList<Opening> m_openings;
    QList<OpeningRefusal> m_refused;
    QList<int> m_order;
    QString m_error;
    int m_start = 0; // 0-based
    int m_transforms = 1;
};

} // namespace kibitz
