// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match with an engine that crashes every few games, through the real program
// (issue 24's must-show 6): the run finishes, each crash is one game lost with its reason in the
// results stream and the record, and the engine is started again for the next game.
#include "core/record/recordfile.h"
#include "core/tournament/resultsstream.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
// A tic-tac-toe engine (the fake engine, TLF) whose every process crashes at its fifth search,
// and says on standard error (in the log) each time it starts.
QString crashingEngine(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("crashing.script"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write("start => err fake-started\n"
                "name => say = name:'crashing' author:'tests'\n"
                "position => say =\n"
                "go#5 => crash\n"
                "go => say = info depth:1 score:0 pv:'{free}'; say = bestmove sq:{free}\n"
                "stop =>\n") < 0)
        qWarning("cannot write the script");
    return QStringLiteral("cmd=%1 arg=%2 proto=tlf name=crashing")
        .arg(binPath(QStringLiteral("kibitz-fake-engine")), path);
}

QStringList readLines(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
}
} // namespace

class TestMatchFaults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void crashingEngineLosesAndIsRestarted();
};

void TestMatchFaults::crashingEngineLosesAndIsRestarted()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const QString logs = dir.filePath(QStringLiteral("logs"));
    const int games = 10;
    const CliRun run =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
                QStringLiteral("--engine"), crashingEngine(dir), QStringLiteral("--engine"),
                QStringLiteral("bundled"), QStringLiteral("--games"), QString::number(games),
                QStringLiteral("--movetime"), QStringLiteral("200"), QStringLiteral("--out"), out,
                QStringLiteral("--log"), logs});
    QCOMPARE(run.exitCode, 0);
    const ResultsReadout results = readResults({out});
    QVERIFY2(results.problems.isEmpty(), qPrintable(results.problems.join(u'\n')));
    QCOMPARE(results.games.size(), games);
    const Game &game = *gameById(u"tictactoe");
    int crashes = 0;
    bool lastCrashed = false;
    for (const FinishedGame &g : results.games) {
        lastCrashed = g.reason == QStringLiteral("engine-crash");
        if (!lastCrashed) continue;
        ++crashes;
        // The crashing engine lost, whichever side it played.
        const bool crashingFirst = g.engines.first() == QStringLiteral("crashing");
        QCOMPARE(g.result, crashingFirst ? QStringLiteral("0-1") : QStringLiteral("1-0"));
        const RecordReadResult r = readRecordFile(game, QDir(out).filePath(g.record));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.record->headerValue(QStringLiteral("Termination")), g.reason);
    }
    // Four moves a process at most: a crash every two or three games.
    QVERIFY2(crashes >= 3, qPrintable(QString::number(crashes)));
    QCOMPARE(run.out.filter(QStringLiteral("{engine-crash: ")).size(), crashes);
    // Started once, and again after each crash but one in the last game.
    const QStringList log = readLines(QDir(logs).filePath(QStringLiteral("1-crashing.tlf")));
    QVERIFY2(!log.isEmpty(), qPrintable(QDir(logs).entryList().join(u' ')));
    QCOMPARE(log.filter(QStringLiteral("# # fake-started")).size(),
             crashes + (lastCrashed ? 0 : 1));
}

QTEST_GUILESS_MAIN(TestMatchFaults)
#include "tst_matchfaults.moc"
