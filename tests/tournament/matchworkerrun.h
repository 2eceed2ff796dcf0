// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the match worker's tests share: engines, settings and orders for a game, and a worker
// played until its games are done.
#include "core/engine/enginespec.h"
#include "core/tournament/matchworker.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace kibitz::test {

EngineSpec bundled(const Game &game, const QString &protocol = {},
                   const QList<QPair<QString, QString>> &options = {});
// The fake engine (kibitz-fake-engine) running `script`.
EngineSpec fake(const QString &protocol, const QString &script);
MatchWorker::Settings settingsFor(const Game &game, const QList<EngineSpec> &engines,
                                  const QString &tc, const QString &logDir);
// Game n (1-based) of two engines, sides alternating; records in `dir` when not empty.
MatchWorker::Order orderFor(const Game &game, int n, const QString &dir, const QString &setup = {});

struct Run
{
    QList<FinishedGame> lines;
    QList<QPair<int, QString>> refusals;
    QStringList writeErrors;
    bool shutDown = false;
};

// Plays the games one after the other, the next handed out from gameFinished, then shuts the
// worker down.
Run playAll(MatchWorker &worker, const QList<MatchWorker::Order> &orders, int timeoutMs = 60000);

// The lines of an engine's log in `dir`, without the times noted between them.
QStringList logLines(const QString &dir, const QString &fileName);
qsizetype countLines(const QStringList &lines, const QString &line);
qsizetype countStarting(const QStringList &lines, const QString &word);

} // namespace kibitz::test
