// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/collectionloader.h"

#include <QMutex>
#include <QThreadPool>

namespace kibitz {

namespace {
// Games a task reads: small enough that the first rows come at once, large enough that the
// window is not called for every game.
constexpr int chunkSize = 100;
} // namespace

// What the tasks share with the loader: who to give the rows to, nobody once it is gone.
struct CollectionLoader::Shared
{
    QMutex mutex;
    CollectionLoader *loader = nullptr;
};

CollectionLoader::CollectionLoader(const Game &game, std::shared_ptr<const CollectionReader> reader,
                                   QObject *parent)
    : QObject(parent), m_game(game), m_reader(std::move(reader)),
      m_shared(std::make_shared<Shared>()),
      m_chunkCount(int((m_reader->count() + chunkSize - 1) / chunkSize))
{
    m_shared->loader = this;
}

CollectionLoader::~CollectionLoader()
{
    const QMutexLocker lock(&m_shared->mutex);
    m_shared->loader = nullptr;
}

void CollectionLoader::start()
{
    if (m_chunkCount == 0) {
        Q_EMIT finished();
        return;
    }
    for (int chunk = 0; chunk < m_chunkCount; ++chunk) {
        QThreadPool::globalInstance()->start(
            [shared = m_shared, reader = m_reader, game = &m_game, chunk] {
                {
                    const QMutexLocker lock(&shared->mutex);
                    if (!shared->loader) return; // abandoned before it began
                }
                QList<GameListing> rows;
                const qsizetype end = qMin(reader->count(), qsizetype(chunk + 1) * chunkSize);
                for (qsizetype i = qsizetype(chunk) * chunkSize; i < end; ++i)
                    rows << reader->listing(*game, i);
                const QMutexLocker lock(&shared->mutex);
                if (CollectionLoader *loader = shared->loader)
                    QMetaObject::invokeMethod(
                        loader, [loader, chunk, rows] { loader->chunkRead(chunk, rows); },
                        Qt::QueuedConnection);
            });
    }
}

void CollectionLoader::chunkRead(int chunk, const QList<GameListing> &rows)
{
    m_waiting.insert(chunk, rows);
    while (m_waiting.contains(m_nextChunk)) {
        const QList<GameListing> next = m_waiting.take(m_nextChunk++);
        Q_EMIT rowsRead(next);
    }
    if (isFinished()) Q_EMIT finished();
}

} // namespace kibitz
