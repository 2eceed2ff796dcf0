// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/openingbook.h"

#include "core/game/game.h"

#include <QRandomGenerator>

namespace kibitz {

OpeningBook OpeningBook::read(const Game &game, const QString &path, const QString &baseSetup,
                              const Options &options)
{
    OpeningBook book;
    book.m_game = &game;
    book.m_path = path;
    const OpeningReadResult read = game.readOpenings(path, baseSetup);
    book.m_error = read.error;
    book.m_refused = read.refused;
    book.keepPlayable(read, options.plies);
    if (!book.m_error.isEmpty()) return book;
    if (book.m_openings.isEmpty()) {
        book.m_error = tr("%1 holds no opening that can be played").arg(path);
        return book;
    }
    if (options.start < 1 || options.start > book.m_openings.size()) {
        book.m_error = tr("--start %1 is not one of the %2 openings of %3")
                           .arg(options.start)
                           .arg(book.m_openings.size())
                           .arg(path);
        return book;
    }
    book.m_transforms = options.transform ? qMax(1, game.openingTransformCount(baseSetup)) : 1;
    book.arrange(options);
    return book;
}

OpeningBook OpeningBook::seeded(const Game &game, const QString &baseSetup, quint64 seed, int start)
{
    OpeningBook book;
    book.m_game = &game;
    book.m_seed = seed;
    book.m_baseSetup = baseSetup;
    book.m_start = start - 1;
    if (!game.seededOpening(baseSetup, seed, 0))
        book.m_error = tr("%1 has no seeded starts: give --openings").arg(game.displayName());
    return book;
}

// Cuts each opening at `plies` and keeps those the game can be played from.
void OpeningBook::keepPlayable(const OpeningReadResult &read, int plies)
{
    for (Opening opening : read.openings) {
        if (plies >= 0 && opening.moves.size() > plies) opening.moves.resize(plies);
        const QString why = whyUnplayable(opening);
        if (why.isEmpty())
            m_openings.append(opening);
        else
            m_refused.append({opening.file, opening.line, opening.text, why});
    }
}

// Empty when the opening's setup is one and its moves legal, and the game is not over after them.
QString OpeningBook::whyUnplayable(const Opening &opening) const
{
    QString why;
    const std::unique_ptr<Position> position = m_game->startPosition(opening.setup, &why);
    if (!position) return why;
    for (qsizetype i = 0; i < opening.moves.size(); ++i) {
        const QString &move = opening.moves[i];
        if (!position->isLegal(move)) return tr("move %1 (%2) is not legal").arg(i + 1).arg(move);
        position->play(move);
    }
    const GameResult result = position->result();
    if (result.isOver())
        return tr("the game is over after the opening (%1)")
            .arg(result.detail.isEmpty() ? endReasonText(result.reason) : result.detail);
    return {};
}

// The order openings are played in: as read, or shuffled (Fisher–Yates with Qt's seeded
// generator, which gives the same order for the same seed everywhere).
void OpeningBook::arrange(const Options &options)
{
    m_order.clear();
    for (int i = 0; i < m_openings.size(); ++i)
        m_order.append(i);
    if (options.order == Order::Random) {
        const quint32 seed[2] = {quint32(options.seed), quint32(options.seed >> 32)};
        QRandomGenerator random(seed, 2);
        for (qsizetype i = m_order.size() - 1; i > 0; --i)
            m_order.swapItemsAt(i, qsizetype(random.bounded(quint32(i + 1))));
    }
    m_start = options.start - 1;
}

OpeningBook::Scheduled OpeningBook::at(qint64 k) const
{
    Q_ASSERT(m_error.isEmpty() && k >= 0);
    if (m_seed)
        return {int(k + m_start), 0, *m_game->seededOpening(m_baseSetup, *m_seed, k + m_start)};
    const qint64 n = m_order.size();
    const qint64 position = k + m_start;
    Scheduled s;
    s.index = m_order[position % n];
    s.transform = int((position / n) % m_transforms);
    s.opening = s.transform == 0 ? m_openings[s.index]
                                 : m_game->transformOpening(m_openings[s.index], s.transform);
    return s;
}

QStringList OpeningBook::report() const
{
    QStringList lines;
    if (!m_error.isEmpty()) lines << m_error;
    lines << tr("%1: %n opening(s) kept", nullptr, int(m_openings.size())).arg(m_path);
    if (!m_refused.isEmpty()) lines << tr("%n line(s) refused:", nullptr, int(m_refused.size()));
    for (const OpeningRefusal &r : m_refused)
        lines << r.message();
    return lines;
}

} // namespace kibitz
