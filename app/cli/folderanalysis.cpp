// SPDX-License-Identifier: GPL-3.0-or-later
#include "folderanalysis.h"

#include "core/analysis/writtenanalysis.h"
#include "core/game/game.h"
#include "core/record/record.h"
#include "core/record/recordfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <optional>

namespace kibitz::cli {

struct FolderAnalysis::Job
{
    Item item;
    std::optional<Record> record;
    RecordAnalyser *analyser = nullptr;
    QElapsedTimer clock;
    bool done = false; // counted already
};

FolderAnalysis::FolderAnalysis(QList<Item> items, QHash<QString, EngineSpec> specs,
                               const AnalysisSettings &settings, QTextStream &out, QTextStream &err)
    : m_items(std::move(items)), m_specs(std::move(specs)), m_settings(settings), m_out(out),
      m_err(err)
{}

void FolderAnalysis::run(int jobs)
{
    if (m_items.isEmpty()) {
        QMetaObject::invokeMethod(this, &FolderAnalysis::finished, Qt::QueuedConnection);
        return;
    }
    for (int i = 0; i < jobs && m_next < m_items.size(); ++i)
        startNext();
}

void FolderAnalysis::startNext()
{
    if (m_next >= m_items.size()) {
        if (m_running == 0) Q_EMIT finished();
        return;
    }
    auto *job = new Job{m_items[m_next++], std::nullopt, nullptr, {}, false};
    ++m_running;
    job->clock.start();
    RecordReadResult read;
    if (job->item.record)
        read.record = job->item.record->clone();
    else if (!job->item.readError.isEmpty())
        read.error = job->item.readError;
    else
        read = readRecordFile(*job->item.game, job->item.input);
    if (!read.ok()) {
        // Half a record analysed and written would lose the rest of the file: not done.
        ++m_failed;
        m_err << QStringLiteral("%1: %2").arg(job->item.input, read.message()) << Qt::endl;
        --m_running;
        delete job;
        QMetaObject::invokeMethod(this, &FolderAnalysis::startNext, Qt::QueuedConnection);
        return;
    }
    job->record = std::move(read.record);
    job->analyser = new RecordAnalyser(*job->item.game, m_specs.value(job->item.game->id()), this);
    connect(job->analyser, &RecordAnalyser::readied, this, [this, job] { begin(job); });
    connect(job->analyser, &RecordAnalyser::finished, this, [this, job] { complete(job); });
    connect(job->analyser, &RecordAnalyser::failed, this,
            [this, job](const QString &why) { fail(job, why); });
    connect(job->analyser, &RecordAnalyser::quitCompleted, this, [this, job] {
        job->analyser->deleteLater();
        delete job;
        --m_running;
        startNext();
    });
}

void FolderAnalysis::begin(Job *job)
{
    // Resuming: an output of the same moves already analysed so is kept as it is.
    if (QFileInfo::exists(job->item.output)) {
        const RecordReadResult done = readRecordFile(*job->item.game, job->item.output);
        if (done.ok() && done.record->mainLineMoves() == job->record->mainLineMoves() &&
            job->analyser->isAnalysed(*done.record, m_settings) &&
            writtenAnalysis(*job->item.game, *done.record)) {
            ++m_skipped;
            m_out << tr("%1: already analysed, skipped").arg(job->item.input) << Qt::endl;
            job->done = true;
            end(job);
            return;
        }
    }
    const QString error = job->analyser->start(&*job->record, m_settings);
    if (!error.isEmpty()) fail(job, error);
}

void FolderAnalysis::complete(Job *job)
{
    stampAnalysis(&*job->record, *job->analyser, m_settings);
    QStringList problems;
    const QString error =
        writeRecordFile(*job->item.game, *job->record, job->item.output, &problems);
    for (const QString &p : std::as_const(problems))
        m_err << QStringLiteral("%1: %2").arg(job->item.output, p) << Qt::endl;
    if (!error.isEmpty()) {
        fail(job, error);
        return;
    }
    ++m_analysed;
    job->done = true;
    m_out << tr("%1: %2 moves analysed by %3 in %4 s")
                 .arg(job->item.input)
                 .arg(qMax(0, job->analyser->positionCount() - 1))
                 .arg(job->analyser->engineName())
                 .arg(job->clock.elapsed() / 1000.0, 0, 'f', 1)
          << Qt::endl;
    for (const QString &line : job->analyser->summary().text(*job->item.game))
        m_out << QStringLiteral("  ") << line << Qt::endl;
    end(job);
}

void FolderAnalysis::fail(Job *job, const QString &why)
{
    if (!job->done) {
        ++m_failed;
        job->done = true;
        m_err << tr("%1: not analysed: %2").arg(job->item.input, why) << Qt::endl;
    }
    end(job);
}

void FolderAnalysis::end(Job *job)
{
    job->analyser->quit();
}

} // namespace kibitz::cli
