// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace kibitz::cli {

// The file analyse writes into a folder it writes records into: the run's --in and how many
// records the whole run has, every shard of it alike, so that report tells how many are not
// analysed yet.
inline const QString analysisParamsName = QStringLiteral("analysis.params");

// The files under dir, relative to it, sorted: the list every shard of an analysis splits alike.
QStringList sortedFilesUnder(const QString &dir);
// Writes DIR/analysis.params; an error for the user, empty when written.
QString writeAnalysisParams(const QString &dir, const QString &in, qsizetype records);
// Whether path is a folder analyse writes into (it holds analysis.params), and not a match's
// analysed in place (results*.jsonl: report reads the match unless told --analysis).
bool isAnalysisFolder(const QString &path);

// kibitz-cli report over folders of analysed records, from however many shards, finished or
// still running: the summary of each record analysed to the end (as analyse printed it, without
// the time), then how many are analysed and how many not yet. A record with no stamp of a whole
// analysis (writtenAnalysis) is not analysed yet. Returns the exit status.
int reportAnalysis(const QStringList &folders, QTextStream &out, QTextStream &err);

} // namespace kibitz::cli
