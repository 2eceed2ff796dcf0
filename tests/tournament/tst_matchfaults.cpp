// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match with an engine that crashes every few games, through the real program
// (issue 24's must-show 6): the run finishes, each crash is one game lost with its reason in the
// results stream and the record, and the engine is started again for the next game. And a
// Gomocup engine that refuses a setting with an ERROR, as Rapfi does, plays its game on.
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
// The fake engine running `script` (written into dir as name.script), with the spec's other
// words.
QString fakeEngine(const QTemporaryDir &dir, const QString &name, const QByteArray &script,
                   const QString &words)
{
    const QString path = dir.filePath(name + QStringLiteral(".script"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(script) < 0) qWarning("cannot write the script");
    return QStringLiteral("cmd=%1 arg=%2 %3")
        .arg(binPath(QStringLiteral("kibitz-fake-engine")), path, words);
}

// A tic-tac-toe engine (TLF) whose every process crashes at its fifth search, and says on
// standard error (in the log) each time it starts.
QString crashingEngine(const QTemporaryDir &dir)
{
    return fakeEngine(dir, QStringLiteral("crashing"),
                      "start => err fake-started\n"
                      "name => say = name:'crashing' author:'tests'\n"
                      "position => say =\n"
                      "go#5 => crash\n"
                      "go => say = info depth:1 score:0 pv:'{free}'; say = bestmove sq:{free}\n"
                      "stop =>\n",
                      QStringLiteral("proto=tlf name=crashing"));
}

// A Gomocup engine that refuses every "INFO max_memory" as Rapfi refuses one below its reserve:
// the one sent at the handshake (its first INFO line) and the one sent again with the first
// search's settings, just before BEGIN (its seventh: timeout_turn, timeout_match, game_type,
// rule, show_detail, then the user's options). As black it plays the corners far from white's
// stones.
QString refusingEngine(const QTemporaryDir &dir)
{
    return fakeEngine(dir, QStringLiteral("refusing"),
                      "ABOUT => say name=\"refusing\", version=\"1\"\n"
                      "INFO#1 => say ERROR Max memory too small, might exceeds memory limits\n"
                      "INFO#7 => say ERROR Max memory too small, might exceeds memory limits\n"
                      "INFO =>\n"
                      "START => say OK\n"
                      "BEGIN => say 0,0\n"
                      "TURN => say 14,14\n",
                      QStringLiteral("proto=gomocup option.max_memory=64"));
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
    void refusedSettingIsNoLostGame();
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

void TestMatchFaults::refusedSettingIsNoLostGame()
{
    // Three plies (black 0,0, white near it, black 14,14), then drawn by --maxmoves: the ERRORs
    // came during the handshake and during black's first search, and lost nothing.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const CliRun run =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("gomoku"),
                QStringLiteral("--engine"), refusingEngine(dir), QStringLiteral("--engine"),
                QStringLiteral("bundled"), QStringLiteral("--games"), QStringLiteral("1"),
                QStringLiteral("--no-repeat"), QStringLiteral("--movetime"), QStringLiteral("300"),
                QStringLiteral("--maxmoves"), QStringLiteral("3"), QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    const ResultsReadout results = readResults({out});
    QVERIFY2(results.problems.isEmpty(), qPrintable(results.problems.join(u'\n')));
    QCOMPARE(results.games.size(), 1);
    const FinishedGame &g = results.games.first();
    QVERIFY2(g.reason == QStringLiteral("max-moves"), qPrintable(run.out.join(u'\n')));
    QCOMPARE(g.plies, 3);
}

QTEST_GUILESS_MAIN(TestMatchFaults)
#include "tst_matchfaults.moc"
