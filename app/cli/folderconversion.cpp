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
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>

namespace kibitz::cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::cli::FolderConversion", text);
}

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
    : m_inDir(QDir::cleanPath(inDir)), m_outDir(QDir::cleanPath(outDir)), m_formatId(formatId)
{}

QString FolderConversion::plan()
{
    // Sorted, so that which of two same-named inputs gets the "-2" does not depend on the
    // file system's order.
    QStringList relatives;
    QDirIterator it(m_inDir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    const qsizetype prefix = m_inDir.size() + (m_inDir.endsWith(u'/') ? 0 : 1);
    while (it.hasNext())
        relatives << it.next().mid(prefix); // the iterator's paths start with m_inDir
    std::sort(relatives.begin(), relatives.end());

    QSet<QString> taken;
    QSet<QString> dirs;
    for (const QString &rel : std::as_const(relatives)) {
        const RecordFormat *inFormat = nullptr;
        const Game *game = gameForFile(rel, &inFormat);
        if (!game) {
            ++m_notRecords;
            continue;
        }
        const RecordFormat *format =
            m_formatId.isEmpty() ? inFormat : game->recordFormatById(m_formatId);
        if (!format) {
            ++m_noSuchFormat;
            continue;
        }
        const QString extension = format->extensions().value(0);
        if (extension.isEmpty())
            return tr("format '%1' has no file extension of its own: convert single files "
                      "with --out FILE")
                .arg(format->id());
        const QFileInfo info(rel);
        const QString dir = info.path() == QLatin1String(".") ? QString() : info.path() + u'/';
        const QString stem = dir + info.completeBaseName();
        QString out = stem + u'.' + extension;
        for (int n = 2; taken.contains(out); ++n)
            out = stem + u'-' + QString::number(n) + u'.' + extension;
        taken.insert(out);
        dirs.insert(m_outDir + u'/' + dir);
        m_items.append({m_inDir + u'/' + rel, m_outDir + u'/' + out, game, format, false, {}});
    }
    for (const QString &dir : std::as_const(dirs))
        if (!QDir().mkpath(dir)) return tr("cannot make the folder %1").arg(dir);
    return {};
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
    QStringList problems;
    const QString error =
        writeRecordFile(*item.game, *read.record, item.output, &problems, item.format);
    for (const QString &p : std::as_const(problems))
        item.messages << QStringLiteral("%1: %2").arg(item.output, p);
    if (!error.isEmpty()) {
        item.failed = true;
        item.messages << error;
    }
}

void FolderConversion::run(int jobs)
{
    if (jobs <= 1) {
        for (Item &item : m_items)
            convert(item);
        return;
    }
    QThreadPool pool;
    pool.setMaxThreadCount(jobs);
    QtConcurrent::blockingMap(&pool, m_items, &FolderConversion::convert);
}

int FolderConversion::failedCount() const
{
    return int(
        std::count_if(m_items.begin(), m_items.end(), [](const Item &i) { return i.failed; }));
}

} // namespace kibitz::cli
