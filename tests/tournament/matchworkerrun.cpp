// SPDX-License-Identifier: GPL-3.0-or-later
#include "matchworkerrun.h"

#include "core/game/game.h"
#include "core/record/recordformat.h"
#include "testprograms.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QSignalSpy>
#include <QTimer>

#include <algorithm>

namespace kibitz::test {

EngineSpec bundled(const Game &game, const QString &protocol,
                   const QList<QPair<QString, QString>> &options)
{
    EngineSpec spec;
    spec.bundled = true;
    spec.protocol = protocol;
    spec.options = options;
    spec.resolve(game, QCoreApplication::applicationDirPath());
    return spec;
}

EngineSpec fake(const QString &protocol, const QString &script)
{
    EngineSpec spec;
    spec.command = binPath(QStringLiteral("kibitz-fake-engine"));
    spec.arguments = {QStringLiteral("--script-text"), script};
    spec.protocol = protocol;
    return spec;
}

MatchWorker::Settings settingsFor(const Game &game, const QList<EngineSpec> &engines,
                                  const QString &tc, const QString &logDir)
{
    MatchWorker::Settings settings;
    settings.game = &game;
    settings.engines = engines;
    for (qsizetype i = 0; i < engines.size(); ++i)
        settings.timeControls << *TimeControl::parse(tc);
    settings.timeMarginMs = 100;
    settings.logDir = logDir;
    // The records go into the same folder in these tests (orderFor).
    if (!logDir.isEmpty())
        settings.journalPath = QDir(logDir).filePath(QStringLiteral("in-progress-w1.jsonl"));
    return settings;
}

MatchWorker::Order orderFor(const Game &game, int n, const QString &dir, const QString &setup)
{
    const int seats = game.playerCount();
    const QString ext = game.recordFormats().value(0)->extensions().value(0);
    MatchWorker::Order order;
    order.scheduled.game = n;
    order.scheduled.round = 1;
    for (int seat = 0; seat < seats; ++seat)
        order.scheduled.seats << (seat + n - 1) % 2; // goita: A and B as teams
    order.setup = setup;
    if (!dir.isEmpty())
        order.recordPath = QDir(dir).filePath(QStringLiteral("game-%1.%2").arg(n).arg(ext));
    return order;
}

Run playAll(MatchWorker &worker, const QList<MatchWorker::Order> &orders, int timeoutMs)
{
    Run run;
    QEventLoop loop;
    QObject context;
    QObject::connect(&worker, &MatchWorker::gameFinished, &context,
                     [&](const FinishedGame &line, const GameResult &) {
                         run.lines << line;
                         if (run.lines.size() < orders.size())
                             worker.play(orders[run.lines.size()]);
                         else
                             loop.quit();
                     });
    QObject::connect(&worker, &MatchWorker::engineRefused, &context,
                     [&](int engine, const QString &why) {
                         run.refusals << qMakePair(engine, why);
                         loop.quit();
                     });
    QObject::connect(&worker, &MatchWorker::writeFailed, &context,
                     [&](const QString &error) { run.writeErrors << error; });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    worker.play(orders.first());
    loop.exec();
    QSignalSpy done(&worker, &MatchWorker::shutDownCompleted);
    worker.shutDown();
    run.shutDown = done.wait(10000);
    return run;
}

QStringList logLines(const QString &dir, const QString &fileName)
{
    QFile file(QDir(dir).filePath(fileName));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    // Without the times the log notes between the lines.
    lines.removeIf([](const QString &line) { return line.startsWith(u"# # time:"); });
    return lines;
}

qsizetype countLines(const QStringList &lines, const QString &line)
{
    return std::count(lines.begin(), lines.end(), line);
}

qsizetype countStarting(const QStringList &lines, const QString &word)
{
    return std::count_if(lines.begin(), lines.end(),
                         [&](const QString &l) { return l.startsWith(word); });
}
} // namespace kibitz::test
