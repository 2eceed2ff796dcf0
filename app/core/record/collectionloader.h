// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordcollection.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <memory>

namespace kibitz {

class Game;

// Reads the list rows of a collection's games (CollectionReader::listing) in the global thread
// pool, a chunk of games a task, so that a window answers while they are read and every core
// reads. The rows come in the file's order, a chunk at a time. Destroying the loader abandons
// what is not read yet; the tasks that are running finish unseen.
class CollectionLoader : public QObject
{
    Q_OBJECT
public:
    CollectionLoader(const Game &game, std::shared_ptr<const CollectionReader> reader,
                     QObject *parent = nullptr);
    ~CollectionLoader() override;

    // Queues the reading; rowsRead follows, then finished (at once for no games).
    void start();
    bool isFinished() const { return m_nextChunk >= m_chunkCount; }

Q_SIGNALS:
    void rowsRead(const QList<kibitz::GameListing> &rows);
    void finished();

private:
    struct Shared;
    void chunkRead(int chunk, const QList<GameListing> &rows);

    const Game &m_game;
    std::shared_ptr<const CollectionReader> m_reader;
    std::shared_ptr<Shared> m_shared;
    int m_chunkCount = 0;
    int m_nextChunk = 0;
    QMap<int, QList<GameListing>> m_waiting; // chunks read ahead of one still being read
};

} // namespace kibitz
