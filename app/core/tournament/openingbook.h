// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/opening.h"

#include <QCoreApplication>

#include <optional>

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

    // The starts of a match without a file when the game draws its start at random (goita's
    // deals) and --seed N makes them reproducible: opening k is the game's seededOpening k of
    // the sequence `seed` gives, from the `start`-th (1-based) on. openings() is then empty;
    // error() is set for a game whose start is not drawn.
    static OpeningBook seeded(const Game &game, const QString &baseSetup, quint64 seed, int start);

    // Set when there is nothing to play: the file could not be read, it holds no opening, or
    // --start is past the last.
    const QString &error() const { return m_error; }
    const QList<Opening> &openings() const { return m_openings; } // in file order, cut; none seeded
    const QList<OpeningRefusal> &refused() const { return m_refused; }
    int transformCount() const { return m_transforms; } // 1 when openings play as written
    const QList<int> &order() const { return m_order; } // indexes into openings()

    // Opening k (0-based) of the schedule: the order from --start on, round and round. With
    // --transform, pass r through the openings plays symmetry r mod transformCount() (as
    // c-gomoku-cli's -transform does). A seeded book's index is the place in its sequence.
    // Precondition: error() is empty.
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
    std::optional<quint64> m_seed; // a seeded book's (seeded())
    QString m_baseSetup;           // a seeded book's
};

} // namespace kibitz
