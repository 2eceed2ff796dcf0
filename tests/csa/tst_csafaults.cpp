// SPDX-License-Identifier: GPL-3.0-or-later
// The CSA client when things go wrong: the server drops the connection or falls silent
// mid-game, sends a huge or binary line, the engine plays an illegal move, a side runs out of
// time. Nothing crashes, the record so far is saved, and the user is told.
#include "csareplay.h"
#include "testprograms.h"

#include "core/engine/enginebuilder.h"
#include "core/engine/engineplayer.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "shogi/csasession.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;
using kibitz::shogi::CsaSession;
using Event = CsaScenario::Event;

namespace {
// The server's side up to START, this client playing Gote on 30 s + 5 s a move.
QList<Event> opening(int totalSeconds = 30)
{
    QList<Event> e;
    e << Event{true, QStringLiteral("LOGIN kibitz secret")}
      << Event{false, QStringLiteral("LOGIN:kibitz OK")};
    const QStringList summary = {QStringLiteral("BEGIN Game_Summary"),
                                 QStringLiteral("Protocol_Version:1.2"),
                                 QStringLiteral("Game_ID:g1"),
                                 QStringLiteral("Name+:enemy"),
                                 QStringLiteral("Name-:kibitz"),
                                 QStringLiteral("Your_Turn:-"),
                                 QStringLiteral("To_Move:+"),
                                 QStringLiteral("BEGIN Time"),
                                 QStringLiteral("Time_Unit:1sec"),
                                 QStringLiteral("Total_Time:%1").arg(totalSeconds),
                                 QStringLiteral("Increment:5"),
                                 QStringLiteral("END Time"),
                                 QStringLiteral("BEGIN Position"),
                                 QStringLiteral("PI"),
                                 QStringLiteral("+"),
                                 QStringLiteral("END Position"),
                                 QStringLiteral("END Game_Summary")};
    for (const QString &l : summary)
        e << Event{false, l};
    e << Event{true, QStringLiteral("AGREE g1")} << Event{false, QStringLiteral("START:g1")};
    return e;
}

const QString engineScript = QStringLiteral(
    "usi => say id name fake; say usiok\nisready => say readyok\n"
    "go#1 => say bestmove 8c8d\ngo#2 => say bestmove 8d8e\ngo#3 => say bestmove 3c3d\n");

struct Run
{
    QString error;
    QStringList notices;
    QStringList saved;
    std::optional<Record> record;
};

Run play(CsaReplayServer &server, const QString &script = engineScript, qint64 graceMs = 60'000)
{
    Run run;
    const Game &game = *gameById(u"shogi");
    QTemporaryDir temp;
    QString error;
    const std::optional<EngineSpec> spec =
        EngineBuilder(QList<RegisteredEngine>{})
            .spec(
                QStringList{QStringLiteral("cmd=") + binPath(QStringLiteral("kibitz-fake-engine")),
                            QStringLiteral("arg=--script-text"), QStringLiteral("arg=") + script,
                            QStringLiteral("proto=usi")},
                game, &error);
    if (!spec) {
        run.error = error;
        return run;
    }
    CsaSession::Options options;
    options.port = server.port();
    options.id = QStringLiteral("kibitz");
    options.password = QStringLiteral("secret");
    options.reconnectDelayMs = 100;
    options.reconnectAttempts = 0;
    options.game.silenceGraceMs = graceMs;
    options.outDir = temp.path();
    options.nameTemplate = QStringLiteral("{gameid}.kif");
    CsaSession session(game, options, [&] { return new EnginePlayer(game, *spec); });
    QObject::connect(&session, &CsaSession::noticed, [&](const QString &t) { run.notices << t; });
    QObject::connect(&session, &CsaSession::gameFinished,
                     [&](const Record &, const QString &path) { run.saved << path; });
    QSignalSpy finished(&session, &CsaSession::finished);
    session.start();
    if (!finished.wait(60'000)) {
        run.error = QStringLiteral("the session did not finish");
        return run;
    }
    run.error = finished.first().first().toString();
    if (!run.saved.isEmpty()) {
        RecordReadResult r = readRecordFile(game, run.saved.first());
        if (r.record) run.record = std::move(*r.record);
    }
    return run;
}
} // namespace

class TestCsaFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void droppedConnectionKeepsRecord();
    void refusedConnectionIsSaid();
    void silentServerIsLeft();
    void hugeLineEndsConnection();
    void binaryLineEndsConnection();
    void illegalEngineMoveResigns();
    void timeUpIsRecorded();
    void passwordIsMaskedInLog();
    void cliPlaysWithPasswordFile();
    void nextGameAfterShogiServerCloses();
};

void TestCsaFaults::droppedConnectionKeepsRecord()
{
    QList<Event> e = opening();
    e << Event{false, QStringLiteral("+2726FU,T1")} << Event{true, QStringLiteral("-8384FU")}
      << Event{false, QStringLiteral("-8384FU,T1")} << Event{false, QStringLiteral("+2625FU,T1")};
    // then the server closes the connection while Kibitz's answer is on its way
    CsaReplayServer server(e);
    const Run run = play(server);
    QVERIFY2(run.record, qPrintable(run.error));
    QCOMPARE(run.record->mainLineMoves(), (QStringList{"2g2f", "8c8d", "2f2e"}));
    QCOMPARE(run.record->result().detail, QStringLiteral("中断"));
    QVERIFY2(run.notices.join(u'\n').contains(QLatin1String("connection to the server was lost")),
             qPrintable(run.notices.join(u'\n')));
}

// Nothing listens on the port: the session ends saying so in words (Qt's text after them).
void TestCsaFaults::refusedConnectionIsSaid()
{
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    } // closed: a connection to it is refused
    const Game &game = *gameById(u"shogi");
    QString error;
    const std::optional<EngineSpec> spec =
        EngineBuilder(QList<RegisteredEngine>{})
            .spec(
                QStringList{QStringLiteral("cmd=") + binPath(QStringLiteral("kibitz-fake-engine")),
                            QStringLiteral("arg=--script-text"),
                            QStringLiteral("arg=") + engineScript, QStringLiteral("proto=usi")},
                game, &error);
    QVERIFY2(spec, qPrintable(error));
    CsaSession::Options options;
    options.port = port;
    options.id = QStringLiteral("kibitz");
    options.password = QStringLiteral("secret");
    options.reconnectAttempts = 0;
    CsaSession session(game, options, [&] { return new EnginePlayer(game, *spec); });
    QSignalSpy finished(&session, &CsaSession::finished);
    session.start();
    QVERIFY(finished.wait(30'000));
    const QString said = finished.first().first().toString();
    QVERIFY2(said.startsWith(QStringLiteral("cannot reach the server 127.0.0.1:%1: the server "
                                            "refused the connection (is it running, is the port "
                                            "right?) (")
                                 .arg(port)),
             qPrintable(said));
}

void TestCsaFaults::silentServerIsLeft()
{
    QList<Event> e = opening(1); // Sente has 1 s + 5 s, then the server must speak
    CsaReplayServer server(e);
    server.setCloseAtEnd(false);
    const Run run = play(server, engineScript, 500);
    QVERIFY2(run.record, qPrintable(run.error));
    QCOMPARE(run.record->mainLineMoves(), QStringList());
    QCOMPARE(run.record->result().detail, QStringLiteral("中断"));
    QVERIFY2(run.notices.join(u'\n').contains(QLatin1String("sent nothing")),
             qPrintable(run.notices.join(u'\n')));
}

void TestCsaFaults::hugeLineEndsConnection()
{
    QList<Event> e = opening();
    e << Event{false, QStringLiteral("+2726FU,T1")} << Event{true, QStringLiteral("-8384FU")}
      << Event{false, QString(200'000, QLatin1Char('x'))};
    CsaReplayServer server(e);
    server.setCloseAtEnd(false);
    const Run run = play(server);
    QVERIFY2(run.record, qPrintable(run.error));
    QCOMPARE(run.record->mainLineMoves(), QStringList{"2g2f"});
    QVERIFY2(run.notices.join(u'\n').contains(QLatin1String("longer than")),
             qPrintable(run.notices.join(u'\n')));
}

void TestCsaFaults::binaryLineEndsConnection()
{
    QList<Event> e = opening();
    e << Event{false, QStringLiteral("+2726FU,T1")} << Event{true, QStringLiteral("-8384FU")}
      << Event{false, QStringLiteral("-8384FU,T1\x01\x02") + QChar(0xFFFD)};
    CsaReplayServer server(e);
    server.setCloseAtEnd(false);
    const Run run = play(server);
    QVERIFY2(run.record, qPrintable(run.error));
    QCOMPARE(run.record->mainLineMoves(), QStringList{"2g2f"});
    QVERIFY2(run.notices.join(u'\n').contains(QLatin1String("not text")),
             qPrintable(run.notices.join(u'\n')));
}

void TestCsaFaults::illegalEngineMoveResigns()
{
    QList<Event> e = opening();
    // The engine answers 5e5d, a move from an empty square: Kibitz resigns rather than send it.
    e << Event{false, QStringLiteral("+2726FU,T1")} << Event{true, QStringLiteral("%TORYO")}
      << Event{false, QStringLiteral("%TORYO,T0")} << Event{false, QStringLiteral("#RESIGN")}
      << Event{false, QStringLiteral("#LOSE")};
    CsaReplayServer server(e);
    const Run run = play(server, QStringLiteral("usi => say usiok\nisready => say readyok\n"
                                                "go => say bestmove 5e5d\n"));
    QVERIFY2(run.record, qPrintable(run.error));
    QVERIFY2(server.mismatches().isEmpty(), qPrintable(server.mismatches().join(u'\n')));
    QCOMPARE(run.record->result().detail, QStringLiteral("投了"));
    QCOMPARE(run.record->result().winner, 0);
    QVERIFY2(run.notices.join(u'\n').contains(QLatin1String("illegal move (5e5d)")),
             qPrintable(run.notices.join(u'\n')));
}

void TestCsaFaults::timeUpIsRecorded()
{
    QList<Event> e = opening();
    e << Event{false, QStringLiteral("+2726FU,T1")} << Event{true, QStringLiteral("-8384FU")}
      << Event{false, QStringLiteral("-8384FU,T1")} << Event{false, QStringLiteral("#TIME_UP")}
      << Event{false, QStringLiteral("#WIN")};
    CsaReplayServer server(e);
    const Run run = play(server);
    QVERIFY2(run.record, qPrintable(run.error));
    QVERIFY2(server.mismatches().isEmpty(), qPrintable(server.mismatches().join(u'\n')));
    QCOMPARE(run.record->mainLineMoves(), (QStringList{"2g2f", "8c8d"}));
    QCOMPARE(run.record->result().detail, QStringLiteral("切れ負け"));
    QCOMPARE(run.record->result().winner, 1);
}

void TestCsaFaults::passwordIsMaskedInLog()
{
    QCOMPARE(shogi::CsaClient::maskedLogin(QStringLiteral("LOGIN me floodgate-300-10F,secret x1")),
             QStringLiteral("LOGIN me ******** x1"));
}

// kibitz-cli csa plays scenario 13 of ShogiHome's (Kibitz Sente, the opponent resigns) with the
// password from a file: the server sees it; the process list (ps, taken while the game is on),
// the CSA log on standard error and the output do not.
void TestCsaFaults::cliPlaysWithPasswordFile()
{
    QString error;
    const CsaScenario s = CsaScenario::load(
        QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge/13"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // A password no other process on this machine has in its command line by chance.
    const QString password =
        QStringLiteral("pw%1x").arg(QCoreApplication::applicationPid()) + s.password;
    QList<Event> events = s.events;
    for (Event &e : events)
        if (e.fromClient && e.line == QStringLiteral("LOGIN %1 %2").arg(s.id, s.password))
            e.line = QStringLiteral("LOGIN %1 %2").arg(s.id, password);
    qsizetype start = 0; // the server's START, held back until ps has been asked
    while (start < events.size() && !events[start].line.startsWith(QLatin1String("START:")))
        ++start;
    QVERIFY(start < events.size());
    CsaReplayServer server(events);
    server.holdAt(start);
    QTemporaryDir temp;
    const QString passwordFile = temp.filePath(QStringLiteral("password"));
    const QString script = temp.filePath(QStringLiteral("engine.script"));
    for (const auto &[path, text] : {std::pair{passwordFile, password + QLatin1Char('\n')},
                                     std::pair{script, s.fakeEngineScript}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
    }
    const QString out = temp.filePath(QStringLiteral("records"));
    QStringList args = {QStringLiteral("csa"),
                        QStringLiteral("--engine"),
                        QStringLiteral("cmd=") + binPath(QStringLiteral("kibitz-fake-engine")),
                        QStringLiteral("arg=") + script,
                        QStringLiteral("proto=usi"),
                        QStringLiteral("option.USI_Hash=32"),
                        QStringLiteral("option.USI_Ponder=true"),
                        QStringLiteral("--port"),
                        QString::number(server.port()),
                        QStringLiteral("--id"),
                        s.id,
                        QStringLiteral("--password-file"),
                        passwordFile,
                        QStringLiteral("--floodgate"),
                        QStringLiteral("--out"),
                        out,
                        QStringLiteral("--name"),
                        QStringLiteral("{gameid}.kifu")};
    QProcess cli;
    cli.start(binPath(QStringLiteral("kibitz-cli")), args);
    QVERIFY(cli.waitForStarted());
    // Once the game is agreed (the engine runs, it said readyok) and START held back: every
    // process's command line, as ps shows them.
    QTRY_COMPARE_WITH_TIMEOUT(server.position(), start, 30'000);
    QProcess ps;
    ps.start(QStringLiteral("ps"), {QStringLiteral("-eo"), QStringLiteral("pid,args")});
    QVERIFY(ps.waitForFinished(30'000));
    const QString listing = QString::fromUtf8(ps.readAllStandardOutput());
    QVERIFY2(listing.contains(QStringLiteral("--password-file ") + passwordFile),
             qPrintable(listing));
    QVERIFY2(listing.contains(QStringLiteral("kibitz-fake-engine ") + script), qPrintable(listing));
    QVERIFY2(!listing.contains(password), qPrintable(listing));
    server.release();
    QSignalSpy done(&cli, &QProcess::finished);
    QVERIFY(done.wait(60'000));
    const QString stdErr = QString::fromUtf8(cli.readAllStandardError());
    const QString stdOut = QString::fromUtf8(cli.readAllStandardOutput());
    QCOMPARE(cli.exitCode(), 0);
    QVERIFY2(server.mismatches().isEmpty(), qPrintable(server.mismatches().join(u'\n')));
    QVERIFY(server.isDone());
    QVERIFY2(stdErr.contains(QStringLiteral("> LOGIN %1 ********").arg(s.id)), qPrintable(stdErr));
    QVERIFY(!stdErr.contains(password));
    QVERIFY(!stdOut.contains(password));
    QVERIFY2(stdOut.contains(QStringLiteral("game 1: 投了 (5 moves)")), qPrintable(stdOut));
    QString gameId;
    for (const CsaScenario::Event &e : s.events)
        if (e.line.startsWith(QLatin1String("Game_ID:"))) gameId = e.line.mid(8);
    QVERIFY(QFile::exists(out + QLatin1Char('/') + gameId + QStringLiteral(".kifu")));
}

// ShogiHome's scenario 33 (two Floodgate games in a row) against a server that, as shogi-server
// does, closes the connection after a game only once it reads a line from the client: with no
// timed ping, Kibitz's ping at the end of the game is what lets the second game's login follow.
void TestCsaFaults::nextGameAfterShogiServerCloses()
{
    QString error;
    const CsaScenario s = CsaScenario::load(
        QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge/33"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(s.repeat, 2);
    QCOMPARE(s.protocolVersion, QStringLiteral("v121_floodgate"));
    const Game &game = *gameById(u"shogi");
    QStringList words = {QStringLiteral("cmd=") + binPath(QStringLiteral("kibitz-fake-engine")),
                         QStringLiteral("arg=--script-text"),
                         QStringLiteral("arg=") + s.fakeEngineScript, QStringLiteral("proto=usi")};
    for (const auto &[name, value] : s.usiOptions)
        words << QStringLiteral("option.%1=%2").arg(name, value);
    const std::optional<EngineSpec> spec =
        EngineBuilder(QList<RegisteredEngine>{}).spec(words, game, &error);
    QVERIFY2(spec, qPrintable(error));
    CsaReplayServer server(s.events);
    server.setCloseOnRead(true);
    CsaSession::Options options;
    options.port = server.port();
    options.id = s.id;
    options.password = s.password;
    options.mode = CsaSession::Mode::Floodgate;
    options.game.floodgateComments = true;
    options.repeat = s.repeat;
    options.keepAlive.pingInitialSeconds = 0; // no timed ping
    options.reconnectDelayMs = 100;
    QStringList played;
    CsaSession session(game, options, [&] { return new EnginePlayer(game, *spec); });
    QObject::connect(
        &session, &CsaSession::gameFinished,
        [&](const Record &record, const QString &) { played << record.result().detail; });
    QSignalSpy finished(&session, &CsaSession::finished);
    session.start();
    QVERIFY2(finished.wait(30'000), qPrintable(played.join(u' ')));
    QCOMPARE(finished.first().first().toString(), QString());
    QVERIFY2(server.mismatches().isEmpty(), qPrintable(server.mismatches().join(u'\n')));
    QVERIFY(server.isDone());
    QCOMPARE(played, (QStringList{QStringLiteral("投了"), QStringLiteral("投了")}));
}

QTEST_GUILESS_MAIN(TestCsaFaults)
#include "tst_csafaults.moc"
