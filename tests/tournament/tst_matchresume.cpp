// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match stopped and continued (--resume), through the real program: killed with
// SIGKILL or stopped with SIGTERM in the middle of a --concurrency 2 run, then resumed, it
// has played every game of the schedule once; a different command line is refused.
#include "core/game/game.h"
#include "core/record/recordcollection.h"
#include "core/record/recordfile.h"
#include "core/tournament/resultsstream.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
QStringList gomokuMatch(const QString &out, int games, const QString &engine)
{
    return {QStringLiteral("match"),
            QStringLiteral("--game"),
            QStringLiteral("gomoku"),
            QStringLiteral("--engine"),
            engine,
            QStringLiteral("--engine"),
            engine,
            QStringLiteral("--games"),
            QString::number(games),
            QStringLiteral("--concurrency"),
            QStringLiteral("2"),
            QStringLiteral("--margin"),
            QStringLiteral("2000"),
            QStringLiteral("--out"),
            out};
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int finishedGames(const QString &out)
{
    return int(readFile(QDir(out).filePath(QStringLiteral("results.jsonl"))).count('\n'));
}

// Whether a worker's journal (docs/formats/journal.md: the game's line, then a line a move)
// holds a game of 1 to 3 moves. The first-free-square engines below win at ply 7, so that game
// has at least 4 moves (600 ms) to go: it is surely in progress when the run is stopped.
bool gameEarlyInProgress(const QString &out)
{
    for (const QString &name :
         QDir(out).entryList({QStringLiteral("in-progress-w*")}, QDir::Files)) {
        const qsizetype lines = readFile(QDir(out).filePath(name)).count('\n');
        if (lines >= 2 && lines <= 4) return true;
    }
    return false;
}

// A tic-tac-toe engine (the fake engine, TLF) that thinks 150 ms a move and plays the first
// free square, its script in dir.
QString slowEngine(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name + QStringLiteral(".script"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write("name => say = name:'slow'\nposition => say =\n"
                "go => sleep 150; say = bestmove sq:{free}\nstop =>\n") < 0)
        qWarning("cannot write the script");
    return QStringLiteral("cmd=%1 arg=%2 proto=tlf name=%3")
        .arg(binPath(QStringLiteral("kibitz-fake-engine")), path, name);
}

// Every game 1..count once in the stream, each record there and readable, its result the one
// the stream gives.
void checkComplete(const QString &out, int count, const QString &gameId = QStringLiteral("gomoku"))
{
    const ResultsReadout results = readResults({out});
    QVERIFY2(results.problems.isEmpty(), qPrintable(results.problems.join(u'\n')));
    QCOMPARE(results.games.size(), count);
    QSet<int> games;
    const Game &game = *gameById(gameId);
    for (const FinishedGame &g : results.games) {
        QVERIFY2(!games.contains(g.game), qPrintable(QStringLiteral("game %1 twice").arg(g.game)));
        games.insert(g.game);
        const RecordReadResult r = readRecordFile(game, QDir(out).filePath(g.record));
        QVERIFY2(r.ok(), qPrintable(g.record + QStringLiteral(": ") + r.error));
        QVERIFY2(r.record->result().isOver(), qPrintable(g.record));
        QCOMPARE(int(r.record->mainLineMoves().size()), g.plies);
    }
    QCOMPARE(*std::min_element(games.begin(), games.end()), 1);
    QCOMPARE(*std::max_element(games.begin(), games.end()), count);
}

// The game numbers of the "Game N (" lines of a run's output.
QSet<int> gameLines(const QStringList &out)
{
    static const QRegularExpression line(QStringLiteral("^Game (\\d+) \\("));
    QSet<int> games;
    for (const QString &l : out)
        if (const QRegularExpressionMatch m = line.match(l); m.hasMatch())
            games.insert(m.captured(1).toInt());
    return games;
}
} // namespace

class TestMatchResume : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killedThenResumed();
    void terminatedStopsCleanlyThenResumes();
    void resumeRefusesAnotherCommandLine();
    void collectionKilledThenResumed();
    void collectionRefusalsAndShards();
};

void TestMatchResume::killedThenResumed()
{
    // Enough games of random moves that the kill falls in the middle: the run writes a few
    // hundred games a second.
    const int games = 400;
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const QStringList args =
        gomokuMatch(out, games, QStringLiteral("bundled option.Strategy=random"));
    QProcess cli;
    cli.start(binPath(QStringLiteral("kibitz-cli")), args);
    QVERIFY(cli.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(finishedGames(out) >= 6, 60000);
    cli.kill();
    QVERIFY(cli.waitForFinished());
    const QByteArray before = readFile(QDir(out).filePath(QStringLiteral("results.jsonl")));
    const int kept = int(before.count('\n'));
    QVERIFY2(kept < games, "killed before the end");
    QSet<int> keptGames;
    for (const FinishedGame &g : readResults({out}).games)
        keptGames.insert(g.game);

    const CliRun resumed = runCli(QStringList(args) << QStringLiteral("--resume"));
    QCOMPARE(resumed.exitCode, 0);
    checkComplete(out, games);
    // The finished games were kept as written and not played again; the rest were played.
    QVERIFY(readFile(QDir(out).filePath(QStringLiteral("results.jsonl"))).startsWith(before));
    const QSet<int> played = gameLines(resumed.out);
    QCOMPARE(played.size(), games - kept);
    QVERIFY(!played.intersects(keptGames));
    // The score counts them all.
    const QRegularExpression score(QStringLiteral("^Score of .*: (\\d+) - (\\d+) - (\\d+)$"));
    const QRegularExpressionMatch m = score.match(resumed.out.last());
    QVERIFY2(m.hasMatch(), qPrintable(resumed.out.last()));
    QCOMPARE(m.captured(1).toInt() + m.captured(2).toInt() + m.captured(3).toInt(), games);
}

void TestMatchResume::terminatedStopsCleanlyThenResumes()
{
    // Engines that think 150 ms a move: stopped past the first game, with a game in progress
    // (not between two games, where the next has no record yet).
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const QStringList args{QStringLiteral("match"),
                           QStringLiteral("--game"),
                           QStringLiteral("tictactoe"),
                           QStringLiteral("--engine"),
                           slowEngine(dir, QStringLiteral("A")),
                           QStringLiteral("--engine"),
                           slowEngine(dir, QStringLiteral("B")),
                           QStringLiteral("--games"),
                           QStringLiteral("8"),
                           QStringLiteral("--concurrency"),
                           QStringLiteral("2"),
                           QStringLiteral("--out"),
                           out};
    QProcess cli;
    cli.start(binPath(QStringLiteral("kibitz-cli")), args);
    QVERIFY(cli.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(finishedGames(out) >= 1 && gameEarlyInProgress(out), 60000);
    cli.terminate(); // SIGTERM, as Ctrl-C's SIGINT
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 128 + 15);
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("stopped by signal 15")), qPrintable(err));
    const QStringList lines =
        QString::fromUtf8(cli.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    const int kept = finishedGames(out);
    QVERIFY(kept < 8);
    QCOMPARE(gameLines(lines).size(), kept);
    QVERIFY2(lines.last().startsWith(QStringLiteral("Score of A vs B: ")),
             qPrintable(lines.join(u'\n')));
    // The games in progress are on disk as unfinished records, readable, not in the stream.
    const QStringList records =
        QDir(out).entryList({QStringLiteral("game-*")}, QDir::Files, QDir::Name);
    QVERIFY2(records.size() > kept, qPrintable(records.join(u' ')));
    const Game &game = *gameById(u"tictactoe");
    for (const QString &name : records) {
        const RecordReadResult r = readRecordFile(game, QDir(out).filePath(name));
        QVERIFY2(r.ok(), qPrintable(name));
    }

    const CliRun resumed = runCli(QStringList(args) << QStringLiteral("--resume"));
    QCOMPARE(resumed.exitCode, 0);
    QCOMPARE(gameLines(resumed.out).size(), 8 - kept);
    checkComplete(out, 8, QStringLiteral("tictactoe"));
}

void TestMatchResume::resumeRefusesAnotherCommandLine()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const QStringList args{
        QStringLiteral("match"),    QStringLiteral("--game"),  QStringLiteral("tictactoe"),
        QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--engine"),
        QStringLiteral("bundled"),  QStringLiteral("--out"),   out};
    QCOMPARE(runCli(QStringList(args) << QStringLiteral("--games") << QStringLiteral("2")).exitCode,
             0);
    // Another --games: refused, saying what differs, and nothing is played.
    CliRun run = runCli(QStringList(args) << QStringLiteral("--games") << QStringLiteral("4")
                                          << QStringLiteral("--resume"));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("games (was 2, now 4)")), qPrintable(run.err));
    QCOMPARE(finishedGames(out), 2);
    // The same folder without --resume: refused too.
    run = runCli(QStringList(args) << QStringLiteral("--games") << QStringLiteral("2"));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--resume")), qPrintable(run.err));
    // The same command line resumes a finished run: nothing left to play, the same score.
    run = runCli(QStringList(args)
                 << QStringLiteral("--games") << QStringLiteral("2") << QStringLiteral("--resume"));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(
        run.out,
        (QStringList{QStringLiteral("Score of kibitz-tictactoe vs kibitz-tictactoe: 0 - 0 - 2")}));
    QCOMPARE(finishedGames(out), 2);
}

// --collection: a run killed after a game reached the collection and before its results line
// (and in the middle of writing another), then resumed, has every game in the collection once,
// in the stream's order, each as its own record holds it.
void TestMatchResume::collectionKilledThenResumed()
{
    const int games = 40; // enough that the kill comes in the middle
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const QStringList args =
        gomokuMatch(out, games, QStringLiteral("bundled option.Strategy=random"))
        << QStringLiteral("--collection") << QStringLiteral("games.sgf");
    const QString collection = QDir(out).filePath(QStringLiteral("games.sgf"));
    QProcess cli;
    cli.start(binPath(QStringLiteral("kibitz-cli")), args);
    QVERIFY(cli.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(finishedGames(out) >= 4, 60000);
    cli.kill();
    QVERIFY(cli.waitForFinished());
    const Game &game = *gameById(u"gomoku");
    const RecordFormat &sgf = *game.recordFormatById(u"sgf");
    // What the kill left reads back: at least every game the stream holds.
    const int kept = finishedGames(out);
    QVERIFY(kept < games);
    QVERIFY(CollectionReader(sgf, readFile(collection)).count() >= kept);
    // The stream's last line lost (the kill came before it was written), a game cut short.
    QByteArray results = readFile(QDir(out).filePath(QStringLiteral("results.jsonl")));
    results.chop(1);
    results.truncate(results.lastIndexOf('\n') + 1);
    QFile stream(QDir(out).filePath(QStringLiteral("results.jsonl")));
    QVERIFY(stream.open(QIODevice::WriteOnly));
    stream.write(results);
    stream.close();
    QFile file(collection);
    QVERIFY(file.open(QIODevice::Append));
    file.write("(;GM[4]FF[4]SZ[15];B[hh];W[");
    file.close();

    const CliRun resumed = runCli(QStringList(args) << QStringLiteral("--resume"));
    QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
    checkComplete(out, games);
    const std::vector<CollectionGame> collected =
        CollectionReader(sgf, readFile(collection)).readAll();
    const QList<FinishedGame> lines = readResults({out}).games;
    QCOMPARE(int(collected.size()), games);
    for (int i = 0; i < games; ++i) {
        QVERIFY2(collected[i].read.ok(), qPrintable(collected[i].message()));
        const RecordReadResult own = readRecordFile(game, QDir(out).filePath(lines[i].record));
        QCOMPARE(collected[i].read.record->mainLineMoves(), own.record->mainLineMoves());
        QCOMPARE(collected[i].read.record->result().kind, own.record->result().kind);
        QCOMPARE(collected[i].read.record->result().winner, own.record->result().winner);
    }
}

void TestMatchResume::collectionRefusalsAndShards()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    const QStringList args{QStringLiteral("match"),
                           QStringLiteral("--engine"),
                           QStringLiteral("bundled"),
                           QStringLiteral("--engine"),
                           QStringLiteral("bundled"),
                           QStringLiteral("--out"),
                           out,
                           QStringLiteral("--collection")};
    // Tic-tac-toe has no format of several games; a gomoku PSQ file holds one.
    CliRun run = runCli(QStringList(args) << QStringLiteral("games.ttt") << QStringLiteral("--game")
                                          << QStringLiteral("tictactoe"));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("no Tic-tac-toe record format holds several")),
             qPrintable(run.err));
    run = runCli(QStringList(args) << QStringLiteral("games.psq") << QStringLiteral("--game")
                                   << QStringLiteral("gomoku"));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("is named .sgf")), qPrintable(run.err));
    // A collection that holds games, without --resume.
    QVERIFY(QDir().mkpath(out));
    QFile file(QDir(out).filePath(QStringLiteral("games.sgf")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("(;GM[4]SZ[15];B[hh])\n");
    file.close();
    run = runCli(QStringList(args) << QStringLiteral("games.sgf") << QStringLiteral("--game")
                                   << QStringLiteral("gomoku"));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("holds games already")), qPrintable(run.err));
    // A shard's collection is its own, named as its results stream.
    const QString shardOut = dir.filePath(QStringLiteral("shards"));
    run = runCli(gomokuMatch(shardOut, 4, QStringLiteral("bundled option.Strategy=random"))
                 << QStringLiteral("--shard") << QStringLiteral("2/2")
                 << QStringLiteral("--collection") << QStringLiteral("games.sgf"));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const RecordFormat &sgf = *gameById(u"gomoku")->recordFormatById(u"sgf");
    QCOMPARE(
        CollectionReader(sgf, readFile(QDir(shardOut).filePath(QStringLiteral("games-2-of-2.sgf"))))
            .count(),
        2);
}

QTEST_GUILESS_MAIN(TestMatchResume)
#include "tst_matchresume.moc"
