// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysisreport.h"

#include "cliargs.h"
#include "core/analysis/writtenanalysis.h"
#include "core/record/record.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kibitz::cli {

namespace {
const QString inKey = u"in"_s;
const QString recordsKey = u"records"_s;

// DIR/analysis.params: the run's --in, and its count of records (-1 when there is none).
struct RunParams
{
    QString in;
    qsizetype records = -1;
};

RunParams paramsOf(const QString &dir)
{
    QFile file(QDir(dir).filePath(analysisParamsName));
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QJsonObject params = QJsonDocument::fromJson(file.readAll()).object();
    if (!params.contains(recordsKey)) return {};
    return {params.value(inKey).toString(), qsizetype(params.value(recordsKey).toInteger())};
}

} // namespace

QStringList sortedFilesUnder(const QString &dir)
{
    QStringList files;
    // QDir::relativeFilePath gives a relative path back as it is ("DIR/a.kifu" from "DIR", which
    // would then be read as DIR/DIR/a.kifu): both sides are made absolute first.
    const QDir root(QFileInfo(dir).absoluteFilePath());
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << root.relativeFilePath(QFileInfo(it.next()).absoluteFilePath());
    std::sort(files.begin(), files.end());
    return files;
}

QString writeAnalysisParams(const QString &dir, const QString &in, qsizetype records)
{
    QSaveFile file(QDir(dir).filePath(analysisParamsName));
    const QJsonObject params{{inKey, QFileInfo(in).absoluteFilePath()},
                             {recordsKey, qint64(records)}};
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(params).toJson()) < 0 ||
        !file.commit())
        return tr("cannot write %1: %2").arg(file.fileName(), file.errorString());
    return {};
}

bool isAnalysisFolder(const QString &path)
{
    const QDir dir(path);
    return QFileInfo(dir.filePath(analysisParamsName)).isFile() &&
           dir.entryList({u"results*.jsonl"_s}, QDir::Files).isEmpty();
}

int reportAnalysis(const QStringList &folders, QTextStream &out, QTextStream &err)
{
    qsizetype analysed = 0;
    // Records found and the count of each run, by the run's --in: folders of one run's shards
    // that each machine wrote on its own disk hold the same count, which counts once.
    QHash<QString, std::pair<qsizetype, qsizetype>> runs;
    for (const QString &given : folders) {
        const QString folder = QDir::cleanPath(given);
        if (!QFileInfo(folder).isDir()) {
            err << tr("kibitz-cli report: %1 is not a folder\n").arg(given);
            return 2;
        }
        qsizetype found = 0;
        for (const QString &rel : sortedFilesUnder(folder)) {
            const Game *game = gameForFile(rel);
            if (!game) continue;
            ++found;
            const QString path = folder + u'/' + rel;
            const RecordReadResult read = readRecordFile(*game, path);
            const std::optional<WrittenAnalysis> written =
                read.ok() ? writtenAnalysis(*game, *read.record) : std::nullopt;
            if (!written) {
                out << tr("%1: not analysed yet").arg(path) << Qt::endl;
                continue;
            }
            ++analysed;
            out << tr("%1: %2 moves analysed by %3")
                       .arg(path)
                       .arg(written->moves)
                       .arg(written->engine)
                << Qt::endl;
            for (const QString &line : written->summary.text(*game))
                out << u"  "_s << line << Qt::endl;
        }
        const RunParams params = paramsOf(folder);
        auto &run = runs[params.records < 0 ? folder : params.in];
        run.first += found;
        run.second = params.records;
    }
    // The records of a run not written yet are in its count, not in its folders.
    qsizetype total = 0;
    for (const auto &[found, records] : std::as_const(runs))
        total += qMax(found, records);
    out << tr("analysed %1 of %2 records, not analysed yet %3")
               .arg(analysed)
               .arg(total)
               .arg(total - analysed)
        << Qt::endl;
    return 0;
}

} // namespace kibitz::cli
