// SPDX-License-Identifier: GPL-3.0-or-later
// USI faults through kibitz-cli match, as a user runs it: a scripted fake engine
// (tests/fakeengine) against kibitz-shogi, two games with sides alternating. Every fault in play
// ends its game with a named reason, the match goes on to its end, writes both records and the
// logs, and the engine log says what went wrong; game 1's record names its players and the
// ending. A fault in the handshake is no game: the match is refused with the reason.
#include "core/game/game.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {
QString bin(const QString &name)
{
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

const QString handshake =
    QStringLiteral("usi => say id name faulty; say usiok\nisready => say readyok\n");

struct Run
{
    int exitCode = -1;
    QStringList out;
    QString err;
    QString log; // the fake engine's TLF log
    int records = 0;
    QStringList players; // game 1's record: Sente, Gote
    QString ending;      // game 1's record: its result's detail
};

Run runMatch(const QString &script, const QString &fakeWords, const QString &tc)
{
    QTemporaryDir dir;
    const QString scriptPath = dir.filePath(QStringLiteral("engine.script"));
    QFile f(scriptPath);
    if (!f.open(QIODevice::WriteOnly) || f.write(script.toUtf8()) < 0)
        qFatal("cannot write the script");
    f.close();
    const QString out = dir.filePath(QStringLiteral("records")),
                  logs = dir.filePath(QStringLiteral("logs"));
    QDir().mkpath(out);
    QDir().mkpath(logs);
    QProcess p;
    p.start(bin(QStringLiteral("kibitz-cli")),
            QStringList{QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("shogi"),
                        QStringLiteral("--engine"),
                        QStringLiteral("cmd=%1 arg=%2 proto=usi %3")
                            .arg(bin(QStringLiteral("kibitz-fake-engine")), scriptPath, fakeWords),
                        QStringLiteral("--engine"), QStringLiteral("bundled"),
                        QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--tc"), tc,
                        QStringLiteral("--out"), out, QStringLiteral("--log"), logs});
    Run run;
    if (!p.waitForFinished(180000)) {
        p.kill();
        p.waitForFinished();
        qWarning("kibitz-cli did not finish");
        return run;
    }
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    run.out = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    run.err = QString::fromUtf8(p.readAllStandardError());
    run.records = int(QDir(out).entryList({QStringLiteral("game-*")}, QDir::Files).size());
    const RecordReadResult first =
        readRecordFile(*gameById(u"shogi"), QDir(out).filePath(QStringLiteral("game-001.kif")));
    if (first.record) {
        run.players << first.record->headerValue(header::player(0))
                    << first.record->headerValue(header::player(1));
        run.ending = first.record->result().detail;
    }
    for (const QString &name : QDir(logs).entryList({QStringLiteral("1-*")}, QDir::Files)) {
        QFile l(QDir(logs).filePath(name));
        if (l.open(QIODevice::ReadOnly)) run.log = QString::fromUtf8(l.readAll());
    }
    return run;
}
} // namespace

class TestUsiFaults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void faults_data();
    void faults();
    void refusedOptionStopsTheMatchBeforeItStarts();
};

void TestUsiFaults::faults_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("reason");    // of game 1, the fake engine playing Sente
    QTest::addColumn<QString>("detail");    // in game 1's result line
    QTest::addColumn<QString>("logSays");   // in the fake engine's log
    QTest::addColumn<QString>("fakeWords"); // more engine words for the fake
    QTest::addColumn<QString>("tc");
    // After its first move the fake resigns, so that the games it survives end too.
    const QString thenResign = QStringLiteral("\ngo => say bestmove resign");
    QTest::newRow("crash before usiok")
        << QStringLiteral("usi => say id name faulty; crash") << "engine-crash"
        << "crashed"
        << ""
        << ""
        << "movetime=300";
    QTest::newRow("crash mid-search")
        << handshake + QStringLiteral("go => say info depth 1 score cp 0 pv 7g7f; sleep 50; crash")
        << "engine-crash"
        << "crashed"
        << "info depth 1"
        << ""
        << "movetime=300";
    // With an option given, kibitz-cli first starts the engine to check it: a stall there is
    // left for the match to find, which then refuses the engine.
    QTest::newRow("no usiok") << QStringLiteral("usi => say id name faulty") << "engine-stall"
                              << "usi → usiok"
                              << ""
                              << "option.USI_Hash=16"
                              << "movetime=300";
    QTest::newRow("no readyok") << QStringLiteral("usi => say usiok\nisready =>") << "engine-stall"
                                << "isready → readyok"
                                << ""
                                << ""
                                << "movetime=300";
    QTest::newRow("no bestmove after stop")
        << handshake + QStringLiteral("go => say info depth 1 score cp 0 pv 7g7f; mute")
        << "time-forfeit"
        << ""
        << "# stop"
        << ""
        << "movetime=300";
    QTest::newRow("illegal bestmove")
        << handshake + QStringLiteral("go => say bestmove 5e5d") << "illegal-move"
        << "5e5d"
        << ""
        << ""
        << "movetime=300";
    QTest::newRow("unreadable bestmove")
        << handshake + QStringLiteral("go => say bestmove hello") << "illegal-move"
        << "cannot be read"
        << "not a move"
        << ""
        << "movetime=300";
    QTest::newRow("false win") << handshake + QStringLiteral("go => say bestmove win")
                               << "illegal-move"
                               << "'win'"
                               << ""
                               << ""
                               << "movetime=300";
    // 7g7f is legal for Sente; as a reply it would be Gote's, which it cannot be: never pondered.
    QTest::newRow("illegal ponder move")
        << handshake + QStringLiteral("go#1 => say bestmove 7g7f ponder 7g7f") + thenResign
        << "resignation"
        << ""
        << "not pondered"
        << "option.USI_Ponder=true"
        << "movetime=300";
    // One byte over the 1 MiB a line may have.
    QTest::newRow("1 MiB line")
        << handshake + QStringLiteral("go#1 => longline 1048577; say bestmove 7g7f") + thenResign
        << "resignation"
        << ""
        << "was dropped"
        << ""
        << "movetime=300";
    QTest::newRow("invalid UTF-8") << handshake +
                                          QStringLiteral("go#1 => bytes 69 6e 66 6f 20 73 74 72 69 "
                                                         "6e 67 20 ff fe 0a; say bestmove 7g7f") +
                                          thenResign
                                   << "resignation"
                                   << ""
                                   << "invalid UTF-8"
                                   << ""
                                   << "movetime=300";
    // Reading 100 000 lines takes a while on a busy machine: 60 s and 1 s a move for this one.
    QTest::newRow("100k-line flood")
        << handshake +
               QStringLiteral("go#1 => flood 100000 info depth {i} nodes {i} score cp 0 pv 7g7f; "
                              "say bestmove 7g7f") +
               thenResign
        << "resignation"
        << ""
        << "info depth 100000"
        << ""
        << "60+0+1";
}

void TestUsiFaults::faults()
{
    QFETCH(QString, script);
    QFETCH(QString, reason);
    QFETCH(QString, detail);
    QFETCH(QString, logSays);
    QFETCH(QString, fakeWords);
    QFETCH(QString, tc);
    const Run run = runMatch(script, fakeWords, tc);
    const QByteArray row = QTest::currentDataTag();
    if (row == "crash before usiok" || row == "no usiok" || row == "no readyok") {
        // Issue 14 item 10: an engine that never got through its handshake did not lose a game;
        // the match stops, saying which engine and why, with nothing scored or written.
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out.join(u'\n')));
        QVERIFY2(run.err.startsWith(QStringLiteral("kibitz-cli match: engine 1 (")) &&
                     run.err.contains(QStringLiteral(") cannot start: ")) &&
                     run.err.contains(detail),
                 qPrintable(run.err));
        QCOMPARE(run.records, 0);
        QVERIFY2(run.log.contains(logSays), qPrintable(run.log.left(3000)));
        return;
    }
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.size(), 3);
    QVERIFY2(run.out[0].startsWith(QStringLiteral("Game 1 (")), qPrintable(run.out[0]));
    QVERIFY2(run.out[0].contains(QStringLiteral(": 0-1 {") + reason), qPrintable(run.out[0]));
    QVERIFY2(run.out[0].contains(detail), qPrintable(run.out[0]));
    // Game 2 ends too, with a reason, and the faulty engine never wins.
    QVERIFY2(run.out[1].startsWith(QStringLiteral("Game 2 (")) && run.out[1].contains(u'{'),
             qPrintable(run.out[1]));
    QVERIFY2(run.out[2].contains(QStringLiteral(": 0 - 2 - 0")), qPrintable(run.out[2]));
    QCOMPARE(run.records, 2);
    // Game 1's record names both players and the ending in the words of its result line (a
    // resignation is its KIF word, 投了), however early the game ended.
    QCOMPARE(run.players.size(), 2);
    QVERIFY2(!run.players[0].isEmpty() && run.players[1] == u"kibitz-shogi",
             qPrintable(run.players.join(u',')));
    const QString shown = run.out[0].section(u'{', 1).section(QStringLiteral(": "), 1).chopped(1);
    QCOMPARE(run.ending, reason == u"resignation" ? QStringLiteral("投了") : shown);
    QVERIFY2(run.log.contains(logSays), qPrintable(run.log.left(3000)));
    // Whatever came after a stop, no best move did (the "no bestmove after stop" row), and the
    // referee went on: gameover, quit.
    if (logSays == u"# stop") {
        const QString afterStop =
            run.log.mid(run.log.indexOf(logSays)).section(QStringLiteral("# # game 2"), 0, 0);
        QVERIFY2(!afterStop.contains(QStringLiteral("bestmove")), qPrintable(afterStop));
        QVERIFY(afterStop.contains(QStringLiteral("# gameover lose")));
    }
}

void TestUsiFaults::refusedOptionStopsTheMatchBeforeItStarts()
{
    QTemporaryDir dir;
    QProcess p;
    p.start(bin(QStringLiteral("kibitz-cli")),
            {QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("shogi"),
             QStringLiteral("--engine"), QStringLiteral("bundled"),
             QStringLiteral("option.MultiPV=99"), QStringLiteral("--engine"),
             QStringLiteral("bundled"), QStringLiteral("option.Strategy=best"),
             QStringLiteral("--out"), dir.path()});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(
        err.contains(QStringLiteral("engine 1: MultiPV: MultiPV must be between 1 and 16, not 99")),
        qPrintable(err));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 0);

    // The engines are checked all at once: the second one's problem is still its own.
    p.start(bin(QStringLiteral("kibitz-cli")),
            {QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("shogi"),
             QStringLiteral("--engine"), QStringLiteral("bundled"),
             QStringLiteral("option.Strategy=random"), QStringLiteral("--engine"),
             QStringLiteral("bundled"), QStringLiteral("option.MultiPV=0"), QStringLiteral("--out"),
             dir.path()});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    const QString second = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(second.contains(QStringLiteral("engine 2: MultiPV: MultiPV must be between 1 and 16, "
                                            "not 0")),
             qPrintable(second));
    QVERIFY2(!second.contains(QStringLiteral("engine 1:")), qPrintable(second));
}

QTEST_GUILESS_MAIN(TestUsiFaults)
#include "tst_usifaults.moc"
