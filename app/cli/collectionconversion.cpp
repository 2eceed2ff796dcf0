// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionconversion.h"

#include "cliargs.h"
#include "core/game/game.h"
#include "core/record/recordcollection.h"
#include "core/record/recordfile.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

namespace kibitz::cli {

QStringList collectionExtensions(const Game &game)
{
    QStringList list;
    for (const RecordFormat *f : game.recordFormats()) {
        // CSA V3 has no extension of its own (V2.2's .csa reads both).
        const QString ext = f->extensions().value(0);
        if (f->holdsSeveralGames() && !ext.isEmpty() && !list.contains(u'.' + ext))
            list << u'.' + ext;
    }
    return list;
}

CollectionConversion::CollectionConversion(const Game &game, const CollectionReadResult &read,
                                           const QString &in, const QString &out,
                                           const std::optional<QString> &formatId)
    : m_game(game), m_read(read), m_in(in), m_out(out), m_formatId(formatId)
{}

int CollectionConversion::run()
{
    const RecordFormat *format =
        m_formatId ? m_game.recordFormatById(*m_formatId) : m_game.recordFormatForFile(m_out);
    const bool folder = QFileInfo(m_out).isDir() || m_out.endsWith(u'/');
    if (format && format->holdsSeveralGames() && !folder) return toCollection();
    // A file name of a one-game format (x.kif) is neither: refused, not made a folder of that
    // name.
    if (!folder && m_game.recordFormatForFile(m_out) && m_read.games.size() > 1)
        return refuse(tr("kibitz-cli convert: %1 holds %2 games and a %3 file holds one: give a "
                         "folder for --out (a name ending in '/') to get one file per game, or "
                         "a file of a format that holds several (%4)\n")
                          .arg(m_in)
                          .arg(m_read.games.size())
                          .arg(format ? format->displayName() : QFileInfo(m_out).suffix())
                          .arg(collectionExtensions(m_game).join(QStringLiteral(", "))));
    return toFolder();
}

int CollectionConversion::sayReadFailures() const
{
    QTextStream err(stderr);
    int failed = 0;
    for (const CollectionGame &g : m_read.games) {
        for (const QString &w : g.read.warnings)
            err << tr("kibitz-cli convert: %1: game %2: %3\n").arg(m_in).arg(g.index + 1).arg(w);
        if (g.read.error.isEmpty()) continue;
        ++failed;
        err << tr("kibitz-cli convert: %1: %2 (not converted)\n").arg(m_in, g.message());
    }
    return failed;
}

int CollectionConversion::toFolder()
{
    const RecordFormat *format = m_formatId ? m_game.recordFormatById(*m_formatId) : m_read.format;
    QTextStream err(stderr);
    if (!format || format->extensions().isEmpty())
        return refuse(tr("kibitz-cli convert: %1 records have no format '%2' with a file "
                         "extension of its own\n")
                          .arg(m_game.displayName(), m_formatId.value_or(QString())));
    if (!QDir().mkpath(m_out))
        return refuse(tr("kibitz-cli convert: cannot make the folder %1\n").arg(m_out));
    const int failed = sayReadFailures();
    const QString base = QFileInfo(m_in).completeBaseName();
    const int width = qMax(2, int(QString::number(m_read.games.size()).size()));
    int written = 0, writeFailed = 0;
    for (const CollectionGame &g : m_read.games) {
        if (!g.read.ok()) continue;
        const QString path = QDir(m_out).filePath(QStringLiteral("%1-%2.%3")
                                                      .arg(base)
                                                      .arg(g.index + 1, width, 10, QLatin1Char('0'))
                                                      .arg(format->extensions().first()));
        QStringList problems;
        const QString error = writeRecordFile(m_game, *g.read.record, path, &problems, format);
        for (const QString &p : std::as_const(problems))
            err << tr("kibitz-cli convert: %1: %2\n").arg(path, p);
        if (!error.isEmpty()) {
            err << QStringLiteral("kibitz-cli convert: ") << error << '\n';
            ++writeFailed;
            continue;
        }
        ++written;
    }
    err.flush();
    QTextStream(stdout) << tr("%1: %2 games found, %3 written to %4, %5 failed\n")
                               .arg(m_in)
                               .arg(m_read.games.size())
                               .arg(written)
                               .arg(m_out)
                               .arg(failed + writeFailed);
    return failed + writeFailed > 0 ? 1 : 0;
}

int CollectionConversion::toCollection()
{
    const RecordFormat *format =
        m_formatId ? m_game.recordFormatById(*m_formatId) : m_game.recordFormatForFile(m_out);
    const int failed = sayReadFailures();
    QList<const Record *> records;
    for (const CollectionGame &g : m_read.games)
        if (g.read.ok()) records << &*g.read.record;
    const RecordWriteResult written = format->writeAll(records);
    QTextStream err(stderr);
    for (const QString &p : written.problems)
        err << tr("kibitz-cli convert: %1: %2\n").arg(m_out, p);
    QSaveFile file(m_out);
    if (!file.open(QIODevice::WriteOnly) || file.write(written.data) != written.data.size() ||
        !file.commit()) {
        err << tr("kibitz-cli convert: cannot write %1: %2\n").arg(m_out, file.errorString());
        return 1;
    }
    err.flush();
    QTextStream(stdout) << tr("%1: %2 games found, %3 written to %4, %5 failed\n")
                               .arg(m_in)
                               .arg(m_read.games.size())
                               .arg(records.size())
                               .arg(m_out)
                               .arg(failed);
    return failed > 0 ? 1 : 0;
}

} // namespace kibitz::cli
