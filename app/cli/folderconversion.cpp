#include "folderconversion.h"

#include "cliargs.h"

#include "core/game.h"
#include "core/recordfile.h"
#include "core/recordformat.h"
#include "gamecatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>
#include <QThreadPool>

#include <algorithm>

namespace kibitz::cli {

namespace {
const Game *gameForFile(const QString &path, const RecordFormat **format)
{
    for (const Game *g : allGames()) {
        if (const RecordFormat *f = g->recordFormatForFile(path)) {
            *format = f;
            return g;
        }
    }
    return nullptr;
}
} // namespace

FolderConversion::FolderConversion(const QString &inDir, const QString &outDir,
                                   const QString &formatId)
    : m_inDir(QDir::cleanPath(inDir)), m_outDir(QDir::cleanPath(outDir)), m_formatId(formatId),
      m_inDirAbsolute(QDir::cleanPath(QDir().absoluteFilePath(inDir))),
      m_outDirAbsolute(QDir::cleanPath(QDir().absoluteFilePath(outDir)))
{}

QString FolderConversion::check() const
{
    if (m_formatId.isEmpty()) return {}; // each file's own format, found by its extension
    for (const Game *g : allGames())
        if (const RecordFormat *f = g->recordFormatById(m_formatId); f && f->extensions().isEmpty())
            return tr("format '%1' has no file extension of its own: convert single files "
                      "with --out FILE")
                .arg(f->id());
    return {};
}

void FolderConversion::run(int jobs)
{
    QThreadPool pool;
    pool.setMaxThreadCount(jobs);
    pool.start([this, &pool] { convertFolder(pool, QString()); });
    pool.waitForDone();
    std::sort(m_items.begin(), m_items.end(),
              [](const Item &a, const Item &b) { return a.input < b.input; });
}

void FolderConversion::convertFolder(QThreadPool &pool, const QString &relative)
{
    // Subfolders go to other threads at once. Symbolic links to folders are not followed, and
    // an output folder inside the input one is not read: it fills while the others are read.
    QStringList files;
    QDirIterator it(m_inDir + u'/' + relative,
                    QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        if (!info.isDir()) {
            files << info.fileName();
            continue;
        }
        const QString sub = relative + info.fileName();
        if (!info.isSymLink() && m_inDirAbsolute + u'/' + sub != m_outDirAbsolute)
            pool.start([this, &pool, sub] { convertFolder(pool, sub + u'/'); });
    }
    // Sorted, so that which of two same-named inputs gets the "-2" does not depend on the
    // file system's order.
    std::sort(files.begin(), files.end());

    QList<Item> items;
    QSet<QString> taken;
    int notRecords = 0;
    int noSuchFormat = 0;
    for (const QString &name : std::as_const(files)) {
        const RecordFormat *inFormat = nullptr;
        const Game *game = gameForFile(name, &inFormat);
        if (!game) {
            ++notRecords;
            continue;
        }
        const RecordFormat *format =
            m_formatId.isEmpty() ? inFormat : game->recordFormatById(m_formatId);
        if (!format) {
            ++noSuchFormat;
            continue;
        }
        const QString extension = format->extensions().value(0); // check() made sure of one
        const QString stem = relative + QFileInfo(name).completeBaseName();
        QString out = stem + u'.' + extension;
        for (int n = 2; taken.contains(out); ++n)
            out = stem + u'-' + QString::number(n) + u'.' + extension;
        taken.insert(out);
        items.append(
            {m_inDir + u'/' + relative + name, m_outDir + u'/' + out, game, format, false, {}});
    }
    if (!items.isEmpty()) {
        // Made once per folder; its parents too when they hold no records of their own.
        const QString outDir = m_outDir + u'/' + relative;
        const bool made = QDir().mkpath(outDir);
        for (Item &item : items) {
            if (made) {
                convert(item);
            } else {
                item.failed = true;
                item.messages << tr("cannot make the folder %1").arg(outDir);
            }
        }
    }
    const QMutexLocker lock(&m_mutex);
    m_items += items;
    m_notRecords += notRecords;
    m_noSuchFormat += noSuchFormat;
}

void FolderConversion::convert(Item &item)
{
    const RecordReadResult read = readRecordFile(*item.game, item.input);
    if (!read.record) {
        item.failed = true;
        item.messages << fileMessage(item.input, read.message());
        return;
    }
    if (!read.error.isEmpty()) {
        item.failed = true;
        item.messages
            << tr("%1: %2 (the moves before it are converted)").arg(item.input, read.message());
    }
    for (const QString &w : read.warnings)
        item.messages << QStringLiteral("%1: %2").arg(item.input, w);
    const RecordWriteResult written = item.format->write(*read.record);
    for (const QString &p : written.problems)
        item.messages << QStringLiteral("%1: %2").arg(item.output, p);
    // Not synced to disk, unlike a record saved alone: see writeFileUnsynced.
    const QString error = writeFileUnsynced(item.output, written.data);
    if (!error.isEmpty()) {
        item.failed = true;
        item.messages << error;
    }
}

int FolderConversion::failedCount() const
{
    return int(
        std::count_if(m_items.begin(), m_items.end(), [](const Item &i) { return i.failed; }));
}

} // namespace kibitz::cli
