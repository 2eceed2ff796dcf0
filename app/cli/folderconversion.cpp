// SPDX-License-Identifier: GPL-3.0-or-later
#include "folderconversion.h"

#include "cliargs.h"

#include "core/game/game.h"
#include "core/record/recordfile.h"
#include "core/record/recordformat.h"
#include "gamecatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QThreadPool>

#include <algorithm>

namespace kibitz::cli {

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

QString FolderConversion::run(int jobs)
{
    QString error;
    m_in = FolderIo::open(m_inDir, false, &error);
    if (m_in.isOpen()) m_out = FolderIo::open(m_outDir, true, &error);
    if (!error.isEmpty()) return error;
    QThreadPool pool;
    pool.setMaxThreadCount(jobs);
    pool.start([this, &pool] { convertFolder(pool, QString()); });
    pool.waitForDone();
    std::sort(m_items.begin(), m_items.end(),
              [](const Item &a, const Item &b) { return a.input < b.input; });
    return {};
}

void FolderConversion::convertFolder(QThreadPool &pool, const QString &relative)
{
    QList<Item> items;
    QString error;
    FolderIo in = FolderIo::open(m_in, relative, false, &error);
    const QList<FolderIo::Entry> entries =
        in.isOpen() ? in.entries(&error) : QList<FolderIo::Entry>();
    if (!error.isEmpty()) {
        Item unread{in.path(), {}, nullptr, nullptr, true, {error}, {}};
        const QMutexLocker lock(&m_mutex);
        m_items.append(unread);
        return;
    }
    // Subfolders go to other threads at once. An output folder inside the input one is not
    // read: it fills while the others are read.
    QStringList files;
    for (const FolderIo::Entry &entry : entries) {
        if (!entry.isFolder) {
            files << entry.name;
            continue;
        }
        const QString sub = relative.isEmpty() ? entry.name : relative + u'/' + entry.name;
        if (m_inDirAbsolute + u'/' + sub != m_outDirAbsolute)
            pool.start([this, &pool, sub] { convertFolder(pool, sub); });
    }
    // Sorted, so that which of two same-named inputs gets the "-2" does not depend on the
    // file system's order.
    std::sort(files.begin(), files.end());

    QList<std::pair<QString, QString>> names; // each item's input and output file names
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
        const QString stem = QFileInfo(name).completeBaseName();
        QString out = stem + u'.' + extension;
        for (int n = 2; taken.contains(out); ++n)
            out = stem + u'-' + QString::number(n) + u'.' + extension;
        taken.insert(out);
        items.append({in.path() + u'/' + name, {}, inFormat, format, false, {}, {}});
        names.append({name, out});
    }
    if (!items.isEmpty()) {
        // Made once per folder; its parents too when they hold no records of their own.
        const FolderIo out = FolderIo::open(m_out, relative, true, &error);
        for (qsizetype i = 0; i < items.size(); ++i) {
            items[i].output = out.path() + u'/' + names[i].second;
            if (out.isOpen()) {
                convert(in, names[i].first, out, names[i].second, items[i]);
            } else {
                items[i].failed = true;
                items[i].messages << error;
            }
        }
    }
    const QMutexLocker lock(&m_mutex);
    m_items += items;
    m_notRecords += notRecords;
    m_noSuchFormat += noSuchFormat;
}

void FolderConversion::convert(const FolderIo &in, const QString &inName, const FolderIo &out,
                               const QString &outName, Item &item)
{
    QString error;
    const QByteArray data = in.readFile(inName, maxRecordFileSize, &error);
    if (!error.isEmpty()) {
        item.failed = true;
        item.messages << error;
        return;
    }
    const RecordReadResult read = item.inputFormat->read(data);
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
    item.problems = written.problems;
    if (const QString failure = out.writeFile(outName, written.data); !failure.isEmpty()) {
        item.failed = true;
        item.messages << failure;
    }
}

int FolderConversion::failedCount() const
{
    return int(
        std::count_if(m_items.begin(), m_items.end(), [](const Item &i) { return i.failed; }));
}

} // namespace kibitz::cli
