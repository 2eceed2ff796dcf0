// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli as a user runs it: a real process with real engine processes behind it.
#include "core/engine/enginelog.h"
#include "core/engine/enginelogfile.h"
#include "core/engine/engineregistry.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/record/recordfile.h"
#include "core/record/recordformat.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDateTime>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
// The engine words for the fake engine running a script written to a file in dir.
QString fakeEngine(const QTemporaryDir &dir, const QString &script)
{
    const QString path = dir.filePath(QStringLiteral("engine.script"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(script.toUtf8()) < 0)
        qWarning("cannot write the script");
    return QStringLiteral("cmd=%1 arg=%2 proto=tlf name=faulty")
        .arg(binPath(QStringLiteral("kibitz-fake-engine")), path);
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bundledMatchIsAllDraws();
    void matchAgainstAForeignUxiEngine();
    void faultyEnginesLoseAndTheMatchGoesOn();
    void anEngineThatCannotStartIsRefused();
    void killedMatchLeavesTheGameInProgress();
    void convertRoundTrip();
    void engineRegisteredInTheGui();
    void helpAndUsage();
    void everyCommandSpeaksTheUsersLanguage();
    void badArgumentsSayWhat_data();
    void badArgumentsSayWhat();
    void aWrongFormatListsTheRightOnes();
    void aMissingFileIsNamedOnce();
    void aRecordFileNamesItsGameAndFormat();
    void mateSaysWhatTheEngineAnswered_data();
    void mateSaysWhatTheEngineAnswered();
};

void TestCli::bundledMatchIsAllDraws()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("records"));
    const QString logs = dir.filePath(QStringLiteral("logs"));
    const qint64 started = QDateTime::currentMSecsSinceEpoch();
    const CliRun run =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
                QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--engine"),
                QStringLiteral("bundled"), QStringLiteral("--games"), QStringLiteral("20"),
                QStringLiteral("--out"), out, QStringLiteral("--log"), logs});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.size(), 21);
    QCOMPARE(run.out.last(),
             QStringLiteral("Score of kibitz-tictactoe vs kibitz-tictactoe: 0 - 0 - 20"));
    for (int i = 0; i < 20; ++i)
        QVERIFY2(run.out[i].contains(QStringLiteral("1/2-1/2 {rules")), qPrintable(run.out[i]));

    const QStringList logFiles = QDir(logs).entryList(QDir::Files);
    QCOMPARE(logFiles, (QStringList{QStringLiteral("1-kibitz-tictactoe.tlf"),
                                    QStringLiteral("2-kibitz-tictactoe.tlf")}));
    for (const QString &name : logFiles) {
        QFile f(QDir(logs).filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 20 * 10);
        for (const QString &l : lines)
            QVERIFY2(isTlfLogLine(l), qPrintable(name + QStringLiteral(": ") + l));
        QVERIFY(lines.filter(QStringLiteral("game 20, playing")).size() == 1);
        // Issue 29 item 6: the engine log window reads it back, every line with its time.
        EngineLog read;
        const EngineLogFileError error = readEngineLogFile(QDir(logs).filePath(name), &read);
        QVERIFY2(error.ok(), qPrintable(error.text));
        QCOMPARE(read.lines().size(),
                 lines.size() -
                     lines.filter(QRegularExpression(QStringLiteral("^# # time:"))).size());
        for (qsizetype i = 0; i < read.lines().size(); ++i)
            QVERIFY(read.timeAt(i) >= started &&
                    read.timeAt(i) <= QDateTime::currentMSecsSinceEpoch());
    }
    const Game &game = *gameById(u"tictactoe");
    // The records, and results.jsonl beside them (tst_matchopenings reads it).
    QVERIFY(QFile::exists(QDir(out).filePath(QStringLiteral("results.jsonl"))));
    const QStringList records = QDir(out).entryList({QStringLiteral("game-*")}, QDir::Files);
    QCOMPARE(records.size(), 20);
    for (const QString &name : records) {
        const RecordReadResult r = readRecordFile(game, QDir(out).filePath(name));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.record->mainLineMoves().size(), 9);
        QCOMPARE(r.record->result().kind, GameResult::Kind::Draw);
        for (const RecordNode *n : r.record->mainLine()) {
            QCOMPARE(n->thinks.size(), 1);
            QCOMPARE(n->thinks.first().origin, ThinkInfo::Origin::Player);
        }
    }
}

void TestCli::matchAgainstAForeignUxiEngine()
{
    // A stand-in for muzudho's tic-tac-toe-on-python (tests/engines/uxi_keypad_engine.py):
    // free text before uxiok, keypad squares, messy info lines. Illegal moves would end games
    // with {illegal-move}; every game must end by the rules.
    const QString foreign = QStringLiteral("cmd=python3 arg=%1/uxi_keypad_engine.py proto=uxi")
                                .arg(QStringLiteral(TEST_ENGINES_DIR));
    const CliRun run =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
                QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--engine"),
                foreign, QStringLiteral("--games"), QStringLiteral("4")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.size(), 5);
    for (int i = 0; i < 4; ++i)
        QVERIFY2(run.out[i].contains(QStringLiteral("{rules")), qPrintable(run.out[i]));
    QVERIFY2(run.out.last().startsWith(
                 QStringLiteral("Score of kibitz-tictactoe vs tic-tac-toe v20200704.0.0: ")),
             qPrintable(run.out.last()));
}

void TestCli::faultyEnginesLoseAndTheMatchGoesOn()
{
    const QString handshake = QStringLiteral("name => say = name:'faulty'\nposition => say =\n");
    const QString move = QStringLiteral("say = bestmove sq:{free}");
    struct Case
    {
        const char *what;
        QString script;
        QString reason;
    };
    const Case cases[] = {
        {"crash", handshake + QStringLiteral("go#1 => ") + move + QStringLiteral("\ngo => crash"),
         QStringLiteral("engine-crash")},
        {"hang", handshake + QStringLiteral("go#1 => ") + move + QStringLiteral("\ngo => hang"),
         QStringLiteral("time-forfeit")},
        {"illegal", handshake + QStringLiteral("go => say = bestmove sq:4"),
         QStringLiteral("illegal-move")},
    };
    for (const Case &c : cases) {
        QTemporaryDir dir;
        QTemporaryDir scriptDir;
        const CliRun run =
            runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
                    QStringLiteral("--engine"), fakeEngine(scriptDir, c.script),
                    QStringLiteral("--engine"), QStringLiteral("bundled"),
                    QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--tc"),
                    QStringLiteral("2+0+0.5"), QStringLiteral("--out"), dir.path()});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.size(), 3);
        // "illegal" plays the centre, which is legal the first time it is X, and taken when it
        // is O against an engine that starts in the centre: each game still ends with a reason.
        bool sawReason = false;
        for (int i = 0; i < 2; ++i) {
            QVERIFY2(run.out[i].contains(QRegularExpression(QStringLiteral("\\{[a-z-]+"))),
                     qPrintable(run.out[i]));
            sawReason = sawReason || run.out[i].contains(QLatin1Char('{') + c.reason);
        }
        QVERIFY2(sawReason, c.what);
        QVERIFY(
            run.out.last().startsWith(QStringLiteral("Score of faulty vs kibitz-tictactoe: 0 - ")));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("game-*")}, QDir::Files).size(), 2);
    }
}

void TestCli::anEngineThatCannotStartIsRefused()
{
    // Issue 14 item 10: no game is scored (nor written) for an engine that never played; the
    // match stops with the engine's place, name and why, and a status that says it failed.
    QTemporaryDir scriptDir;
    const QString dead = fakeEngine(scriptDir, QStringLiteral("start => exit 3"));
    QTemporaryDir notAProgram;
    QFile text(notAProgram.filePath(QStringLiteral("engine.txt")));
    QVERIFY(text.open(QIODevice::WriteOnly) && text.write("not a program\n") > 0);
    text.close();
    struct Case
    {
        QStringList engines;
        QString named; // how the error names the engine
        QString why;
    };
    const Case cases[] = {
        {{dead, QStringLiteral("bundled")},
         QStringLiteral("engine 1 (faulty)"),
         QStringLiteral("exited with code 3")},
        {{QStringLiteral("bundled"), dead},
         QStringLiteral("engine 2 (faulty)"),
         QStringLiteral("exited with code 3")},
        {{QStringLiteral("cmd=%1 proto=tlf name=text").arg(text.fileName()),
          QStringLiteral("bundled")},
         QStringLiteral("engine 1 (text)"),
         QStringLiteral("could not start")},
    };
    for (const Case &c : cases) {
        QTemporaryDir out;
        const CliRun run = runCli(
            {QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
             QStringLiteral("--engine"), c.engines[0], QStringLiteral("--engine"), c.engines[1],
             QStringLiteral("--games"), QStringLiteral("3"), QStringLiteral("--out"), out.path()},
            60000);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out.join(u'\n')));
        QVERIFY2(run.err.contains(QStringLiteral("kibitz-cli match: ") + c.named +
                                  QStringLiteral(" cannot start: ")) &&
                     run.err.contains(c.why),
                 qPrintable(run.err));
        QCOMPARE(run.err.count(QStringLiteral("cannot start")), 1);
        QVERIFY(QDir(out.path()).entryList(QDir::Files).isEmpty());
    }
}

void TestCli::killedMatchLeavesTheGameInProgress()
{
    // kill -9 in the middle of a game: the game's journal in --out (docs/formats/journal.md) has
    // every move played so far; its record is written once, at the game's end.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("records"));
    QProcess cli;
    cli.start(binPath(QStringLiteral("kibitz-cli")),
              {QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("gomoku"),
               QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--engine"),
               QStringLiteral("bundled"), QStringLiteral("--movetime"), QStringLiteral("300"),
               QStringLiteral("--games"), QStringLiteral("50"), QStringLiteral("--out"), out});
    QVERIFY(cli.waitForStarted());
    const Game &game = *gameById(u"gomoku");
    // The journal of the game in progress, read as its lines: the game's, then a move each.
    auto journal = [&] {
        const QStringList files =
            QDir(out).entryList({QStringLiteral("in-progress-w*.jsonl")}, QDir::Files, QDir::Name);
        QFile f(files.isEmpty() ? QString() : QDir(out).filePath(files.last()));
        QList<QJsonObject> lines;
        if (!f.open(QIODevice::ReadOnly)) return lines;
        for (const QByteArray &line : f.readAll().split('\n'))
            if (const QJsonDocument doc = QJsonDocument::fromJson(line); doc.isObject())
                lines << doc.object();
        return lines;
    };
    QTRY_VERIFY_WITH_TIMEOUT(journal().size() >= 5, 30000);
    QCOMPARE(cli.state(), QProcess::Running);
    cli.kill(); // SIGKILL: nothing is written after this
    QVERIFY(cli.waitForFinished());
    const QList<QJsonObject> lines = journal();
    QVERIFY(lines.size() >= 5);
    QCOMPARE(lines.first().value(QStringLiteral("game")).toString(), QStringLiteral("gomoku"));
    QCOMPARE(lines.first().value(QStringLiteral("record")).toString(),
             QStringLiteral("game-001.gmk"));
    std::unique_ptr<Position> position =
        game.startPosition(lines.first().value(QStringLiteral("setup")).toString());
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QCOMPARE(lines[i].value(QStringLiteral("ply")).toInt(), int(i));
        const QString move = lines[i].value(QStringLiteral("move")).toString();
        QVERIFY2(position->isLegal(move), qPrintable(move));
        position->play(move);
    }
    QVERIFY(!position->result().isOver());
}

void TestCli::convertRoundTrip()
{
    QTemporaryDir dir;
    const CliRun match =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
                QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--engine"),
                QStringLiteral("bundled"), QStringLiteral("--out"), dir.path()});
    QCOMPARE(match.exitCode, 0);
    const QString in = dir.filePath(QStringLiteral("game-001.ttt"));
    const QString copy = dir.filePath(QStringLiteral("copy.ttt"));
    const CliRun run = runCli(
        {QStringLiteral("convert"), QStringLiteral("--in"), in, QStringLiteral("--out"), copy});
    QCOMPARE(run.exitCode, 0);
    QFile a(in), b(copy);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), a.readAll());
}

void TestCli::engineRegisteredInTheGui()
{
    // The GUI's settings file, in a config folder of the test's own.
    QTemporaryDir config;
    {
        QSettings gui(config.filePath(QStringLiteral("Kibitz/Kibitz.conf")), QSettings::IniFormat);
        EngineRegistry::save(
            gui,
            {{QStringLiteral("gomoku"), QStringLiteral("cmd=/bin/false name=Registered")},
             {QStringLiteral("tictactoe"), QStringLiteral("cmd=%1 name=Registered")
                                               .arg(binPath(QStringLiteral("kibitz-tictactoe")))}});
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    const QStringList match{QStringLiteral("match"),     QStringLiteral("--game"),
                            QStringLiteral("tictactoe"), QStringLiteral("--games"),
                            QStringLiteral("2"),         QStringLiteral("--engine")};
    CliRun run = runCli(match + QStringList{QStringLiteral("conf=Registered"),
                                            QStringLiteral("--engine"), QStringLiteral("bundled")},
                        120000, env);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(
        run.out.value(run.out.size() - 1).startsWith(QStringLiteral("Score of Registered vs ")),
        qPrintable(run.out.join(u'\n') + run.err));
    // Words after conf= override the registered ones.
    run = runCli(match + QStringList{QStringLiteral("conf=Registered name=Renamed"),
                                     QStringLiteral("--engine"), QStringLiteral("bundled")},
                 120000, env);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.value(run.out.size() - 1).startsWith(QStringLiteral("Score of Renamed vs ")),
             qPrintable(run.out.join(u'\n') + run.err));
    run = runCli(match + QStringList{QStringLiteral("conf=Nobody"), QStringLiteral("--engine"),
                                     QStringLiteral("bundled")},
                 20000, env);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("'Nobody'")) &&
                 run.err.contains(QStringLiteral("Registered")),
             qPrintable(run.err));
}

// Every command, not only analyse, is translated for a user whose locale asks for it.
void TestCli::everyCommandSpeaksTheUsersLanguage()
{
    QProcessEnvironment japanese = QProcessEnvironment::systemEnvironment();
    japanese.insert(QStringLiteral("LC_ALL"), QStringLiteral("ja_JP.UTF-8"));
    CliRun run = runCli({QStringLiteral("match"), QStringLiteral("--help")}, 20000, japanese);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.join(u'\n').contains(QStringLiteral("エンジン同士の対局")),
             qPrintable(run.out.join(u'\n')));
    QProcessEnvironment chinese = QProcessEnvironment::systemEnvironment();
    chinese.insert(QStringLiteral("LC_ALL"), QStringLiteral("zh_CN.UTF-8"));
    run = runCli({QStringLiteral("mate"), QStringLiteral("--help")}, 20000, chinese);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.join(u'\n').contains(QStringLiteral("询问引擎行棋方能否强制将死")),
             qPrintable(run.out.join(u'\n')));
}

void TestCli::helpAndUsage()
{
    // Asked for, the usage goes to standard output with status 0.
    CliRun run = runCli({QStringLiteral("--help")}, 20000);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.value(0), QStringLiteral("Usage: kibitz-cli COMMAND [options]"));
    QVERIFY(run.err.isEmpty());
    // Without a command the usage explains a wrong command line: standard error, status 2.
    run = runCli({}, 20000);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.err.contains(QStringLiteral("Usage: kibitz-cli COMMAND")));
    for (const QString &command : {QStringLiteral("match"), QStringLiteral("convert"),
                                   QStringLiteral("perft"), QStringLiteral("mate")}) {
        run = runCli({command, QStringLiteral("--help")}, 20000);
        QCOMPARE(run.exitCode, 0);
        // Named as the user calls it, not by the path of the program; no Qt-only options.
        QVERIFY2(run.out.value(0).startsWith(
                     QStringLiteral("Usage: kibitz-cli %1 [options]").arg(command)),
                 qPrintable(run.out.value(0)));
        const QString all = run.out.join(u'\n');
        QVERIFY2(!all.contains(binPath(QStringLiteral("kibitz-cli"))), qPrintable(all));
        QVERIFY(!all.contains(QStringLiteral("--help-all")));
        QVERIFY(all.contains(QStringLiteral("--game")) || command == QLatin1String("convert"));
        run = runCli({command, QStringLiteral("--no-such-option")}, 20000);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("kibitz-cli %1: ").arg(command)) &&
                     run.err.contains(QStringLiteral("no-such-option")),
                 qPrintable(run.err));
    }
}

void TestCli::badArgumentsSayWhat_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no game") << QStringList{"match", "--engine", "bundled", "--engine", "bundled"}
                             << "--game";
    QTest::newRow("one engine") << QStringList{"match", "--game", "tictactoe", "--engine",
                                               "bundled"}
                                << "one per side";
    QTest::newRow("bad tc") << QStringList{"match",    "--game",  "tictactoe",
                                           "--engine", "bundled", "--engine",
                                           "bundled",  "--tc",    "x"}
                            << "not a time control";
    QTest::newRow("bad proto")
        << QStringList{"match",    "--game", "tictactoe", "--engine", "bundled proto=usi",
                       "--engine", "bundled"}
        << "protocol 'usi'";
    QTest::newRow("bad word") << QStringList{"match",    "--game",           "tictactoe",
                                             "--engine", "cmd=x colour=red", "--engine",
                                             "bundled"}
                              << "colour";
    QTest::newRow("missing program")
        << QStringList{"match",    "--game", "tictactoe", "--engine", "cmd=/nonexistent/engine",
                       "--engine", "bundled"}
        << "the engine program /nonexistent/engine is not there";
    QTest::newRow("mate: missing program")
        << QStringList{"mate", "--game", "shogi", "--engine", "cmd=/nonexistent/engine"}
        << "kibitz-cli mate: the engine program /nonexistent/engine is not there";
    QTest::newRow("mate: bad proto")
        << QStringList{"mate", "--game", "shogi", "--engine", "bundled proto=tlf"}
        << "protocol 'tlf'";
    QTest::newRow("mate: unknown conf name")
        << QStringList{"mate", "--game", "shogi", "--engine", "conf=Nobody"} << "'Nobody'";
    QTest::newRow("unknown command") << QStringList{"play"} << "unknown command";
    QTest::newRow("convert missing file")
        << QStringList{"convert", "--in", "/nonexistent/a.ttt", "--out", "/tmp/b.ttt"}
        << "Cannot open";
}

void TestCli::badArgumentsSayWhat()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun run = runCli(args, 20000);
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestCli::aWrongFormatListsTheRightOnes()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.ttt"));
    QVERIFY(
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
                QStringLiteral("--engine"), QStringLiteral("bundled"), QStringLiteral("--engine"),
                QStringLiteral("bundled"), QStringLiteral("--out"), dir.path()})
            .exitCode == 0);
    QVERIFY(QFile::rename(dir.filePath(QStringLiteral("game-001.ttt")), in));
    const Game &ttt = *gameById(u"tictactoe");
    QStringList ids;
    for (const RecordFormat *f : ttt.recordFormats())
        ids << f->id();
    QVERIFY(!ids.isEmpty());
    // A --format the game has not, an output name no format of it writes, a folder's --format
    // that no game has: each error lists what would do.
    CliRun run = runCli({QStringLiteral("convert"), QStringLiteral("--in"), in,
                         QStringLiteral("--out"), dir.filePath(QStringLiteral("out.ttt")),
                         QStringLiteral("--format"), QStringLiteral("nope")},
                        20000);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("'nope'")) &&
                 run.err.contains(ids.join(QStringLiteral(", "))),
             qPrintable(run.err));
    run = runCli({QStringLiteral("convert"), QStringLiteral("--in"), in, QStringLiteral("--out"),
                  dir.filePath(QStringLiteral("out.nope"))},
                 20000);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("out.nope")) &&
                 run.err.contains(QStringLiteral(".") + ttt.recordFormats()[0]->extensions()[0]) &&
                 run.err.contains(ids.join(QStringLiteral(", "))),
             qPrintable(run.err));
    run = runCli({QStringLiteral("convert"), QStringLiteral("--in"), dir.path(),
                  QStringLiteral("--out"), dir.filePath(QStringLiteral("copies")),
                  QStringLiteral("--format"), QStringLiteral("nope")},
                 20000);
    QCOMPARE(run.exitCode, 2);
    for (const char *id : {"kifu", "csa", "ttt", "sgf"})
        QVERIFY2(run.err.contains(QLatin1String(id)), qPrintable(run.err));
}

void TestCli::aMissingFileIsNamedOnce()
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("missing.ttt"));
    CliRun run = runCli({QStringLiteral("convert"), QStringLiteral("--in"), missing,
                         QStringLiteral("--out"), dir.filePath(QStringLiteral("b.ttt"))},
                        20000);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err.count(missing), 1);
    QVERIFY2(run.err.startsWith(QStringLiteral("kibitz-cli convert: Cannot open ") + missing),
             qPrintable(run.err));
    // A record that cannot be read (no file's own error): named once too, with the line.
    const QString broken = dir.filePath(QStringLiteral("broken.ttt"));
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write("{\n") > 0);
    f.close();
    run = runCli({QStringLiteral("convert"), QStringLiteral("--in"), broken,
                  QStringLiteral("--out"), dir.filePath(QStringLiteral("c.ttt"))},
                 20000);
    QVERIFY(run.exitCode != 0);
    QCOMPARE(run.err.count(broken), 1);
}

// gameForFile, by which every command finds how to read a record: the game and the format of
// the file name's extension, in any case; a name no game reads leaves the format as it was.
void TestCli::aRecordFileNamesItsGameAndFormat()
{
    const RecordFormat *format = nullptr;
    QCOMPARE(gameForFile(QStringLiteral("a/b.KI2"), &format)->id(), QStringLiteral("shogi"));
    QVERIFY(format);
    QCOMPARE(format->id(), QStringLiteral("ki2"));
    QCOMPARE(gameForFile(QStringLiteral("game.json"), &format)->id(), QStringLiteral("goita"));
    QCOMPARE(format->id(), QStringLiteral("goita-json"));
    QCOMPARE(gameForFile(QStringLiteral("x.psq"), &format)->id(), QStringLiteral("gomoku"));
    QCOMPARE(format->id(), QStringLiteral("psq"));
    QCOMPARE(gameForFile(QStringLiteral("notes.txt"), &format), nullptr);
    QCOMPARE(format->id(), QStringLiteral("psq"));
    QCOMPARE(gameForFile(QStringLiteral("game-001.ttt"))->id(), QStringLiteral("tictactoe"));
}

void TestCli::mateSaysWhatTheEngineAnswered_data()
{
    QTest::addColumn<QString>("goRules");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("out");
    QTest::addColumn<QString>("err");
    QTest::newRow("mate") << "go => say checkmate G*5b" << 0
                          << QStringList{"mate in 1: ▲５二金打", "usi: G*5b"} << QString();
    QTest::newRow("illegal") << "go => say checkmate G*5b 9i9a" << 1 << QStringList()
                             << "kibitz-cli mate: the engine's mate has an illegal move: 9i9a\n";
    QTest::newRow("none") << "go => say checkmate nomate" << 0 << QStringList{"no mate"}
                          << QString();
    QTest::newRow("not implemented")
        << "go => say checkmate notimplemented" << 1
        << QStringList{"the engine cannot search for mates"} << QString();
    // Silent past its time and the grace after it: stopped, it says it found none in time.
    QTest::newRow("stopped") << "go =>\nstop => say checkmate timeout" << 0
                             << QStringList{"no mate found within 200 ms"} << QString();
}

// kibitz-cli mate with a USI engine whose answer the script gives, in a position where gold to
// 5b (▲５二金打) mates.
void TestCli::mateSaysWhatTheEngineAnswered()
{
    QFETCH(QString, goRules);
    QFETCH(int, exitCode);
    QFETCH(QStringList, out);
    QFETCH(QString, err);
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("usi.script"));
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly) &&
            f.write(QStringLiteral("usi => say id name Fake; say usiok\n"
                                   "isready => say readyok\n"
                                   "usinewgame =>\nposition =>\n%1\n")
                        .arg(goRules)
                        .toUtf8()) > 0);
    f.close();
    const CliRun run =
        runCli({QStringLiteral("mate"), QStringLiteral("--game"), QStringLiteral("shogi"),
                QStringLiteral("--setup"), QStringLiteral("sfen 4k4/9/4G4/9/9/9/9/9/4K4 b G 1"),
                QStringLiteral("--movetime"), QStringLiteral("200"), QStringLiteral("--engine"),
                QStringLiteral("cmd=%1 arg=%2 proto=usi")
                    .arg(binPath(QStringLiteral("kibitz-fake-engine")), script)},
               20000);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.out, out);
    QCOMPARE(run.err, err);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
