// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/recordanalyser.h"
#include "core/engine/enginespec.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QTextStream>

#include <memory>

namespace kibitz {
class Game;
class Record;
} // namespace kibitz

namespace kibitz::cli {

// kibitz-cli analyse over a list of record files (or games of a collection): each record is
// analysed by its own engine process and written to its output, `jobs` files at a time (all on this
// thread: the engines are the ones working), stamped as whole (stampAnalysis). A file whose output
// already has this engine's whole analysis to the asked depth is passed over, so an interrupted run
// resumes where it stopped.
class FolderAnalysis : public QObject
{
    Q_OBJECT
public:
    struct Item
    {
        QString input;
        QString output;
        const Game *game = nullptr;
        // A game of a collection file, read already: the record to analyse instead of input's.
        std::shared_ptr<const Record> record;
        QString readError; // why a game of a collection could not be read: failed so
    };

    // specs: the engine resolved for each game of the items, by game id.
    FolderAnalysis(QList<Item> items, QHash<QString, EngineSpec> specs,
                   const AnalysisSettings &settings, QTextStream &out, QTextStream &err);

    // Runs every item, `jobs` at once; finished follows.
    void run(int jobs);
    int analysedCount() const { return m_analysed; }
    int skippedCount() const { return m_skipped; }
    int failedCount() const { return m_failed; }

Q_SIGNALS:
    void finished();

private:
    struct Job;
    void startNext();
    void begin(Job *job);
    void complete(Job *job);
    void fail(Job *job, const QString &why);
    void end(Job *job);

    QList<Item> m_items;
    QHash<QString, EngineSpec> m_specs;
    AnalysisSettings m_settings;
    QTextStream &m_out;
    QTextStream &m_err;
    qsizetype m_next = 0;
    int m_running = 0;
    int m_analysed = 0;
    int m_skipped = 0;
    int m_failed = 0;
};

} // namespace kibitz::cli
