// SPDX-License-Identifier: GPL-3.0-or-later
// ShogiHome's 34 usi-csa-bridge scenarios replayed against Kibitz's CSA client: a replay server
// (CsaReplayServer) plays the CSA server's side of csa.log and checks every line Kibitz sends,
// kibitz-fake-engine plays the engine's side of usi.log, and each record Kibitz saves (in the
// scenario's format: .kifu, .csa, .kif, .jkf) must have the moves, times and ending the server's
// lines announced and, where ShogiHome saved one, record.kifu's moves, times, ending and think
// comments.
#include "csareplay.h"
#include "testprograms.h"

#include "core/engine/enginebuilder.h"
#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "shogi/csasession.h"
#include "shogi/notation.h"
#include "shogi/shogiposition.h"
#include "shogi/usi.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace kibitz;
using namespace kibitz::test;
using kibitz::shogi::CsaSession;

namespace {
const QString dataDir = QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge");

// What Kibitz sent to the engine, from its log: "# line" (a sent line), not "# # " comments.
QStringList sentToEngine(const EngineLog &log)
{
    QStringList sent;
    for (const QString &l : log.lines())
        if (l.startsWith(QLatin1String("# ")) && !l.startsWith(QLatin1String("# # ")))
            sent << l.mid(2);
    return sent;
}

QString describeThinks(const RecordNode *node)
{
    QStringList parts;
    for (const ThinkInfo &t : node->thinks)
        parts << QStringLiteral("score %1/%2 pv %3 depth %4 nodes %5 engine %6")
                     .arg(int(t.score.kind))
                     .arg(t.score.value)
                     .arg(t.pv.join(u' '))
                     .arg(t.depth)
                     .arg(t.nodes)
                     .arg(t.engine);
    return node->comment + QLatin1Char('|') + parts.join(QStringLiteral(" / "));
}

// The bridge's settings as Kibitz's session options, with the records saved in outDir.
CsaSession::Options sessionOptions(const CsaScenario &s, quint16 port, const QString &outDir)
{
    CsaSession::Options options;
    options.port = port;
    options.id = s.id;
    options.password = s.password;
    options.mode = s.protocolVersion == QLatin1String("v121") ? CsaSession::Mode::Csa121
                                                              : CsaSession::Mode::Floodgate;
    options.game.floodgateComments = options.mode == CsaSession::Mode::Floodgate;
    options.game.recordComments = s.enableComment;
    using shogi::SearchCommentFormat;
    options.game.commentFormat =
        s.searchCommentFormat == QLatin1String("floodgate")  ? SearchCommentFormat::Floodgate
        : s.searchCommentFormat == QLatin1String("csa3")     ? SearchCommentFormat::Csa3
        : s.searchCommentFormat == QLatin1String("shogigui") ? SearchCommentFormat::ShogiGui
                                                             : SearchCommentFormat::Es;
    options.game.earlyPonder = s.earlyPonder;
    options.repeat = s.repeat;
    options.restartPlayerEveryGame = s.restartPlayerEveryGame;
    options.reconnectDelayMs = 100;
    options.outDir = outDir;
    options.nameTemplate = QStringLiteral("{gameid}") + s.recordFileFormat;
    return options;
}

// What ShogiHome's records say for the server's endings (#RESIGN → 投了 …).
QString endingDetail(const QString &ending)
{
    static const QHash<QString, QString> details = {
        {QStringLiteral("#RESIGN"), QStringLiteral("投了")},
        {QStringLiteral("#TIME_UP"), QStringLiteral("切れ負け")},
        {QStringLiteral("#ILLEGAL_MOVE"), QStringLiteral("反則負け")},
        {QStringLiteral("#OUTE_SENNICHITE"), QStringLiteral("反則負け")},
        {QStringLiteral("#ILLEGAL_ACTION"), QStringLiteral("反則勝ち")},
        {QStringLiteral("#SENNICHITE"), QStringLiteral("千日手")},
        {QStringLiteral("#MAX_MOVES"), QStringLiteral("持将棋")},
        {QStringLiteral("#JISHOGI"), QStringLiteral("入玉勝ち")},
        {QString(), QStringLiteral("中断")}}; // #CHUDAN comes alone
    return details.value(ending, QStringLiteral("? ") + ending);
}

// A saved record against the game the server's lines tell: every move the server announced, in
// order, with its time (whole seconds exactly; a fraction within the format's second), the
// ending and who won.
void compareWithServer(const Record &got, const CsaScenario::ServerGame &server)
{
    QString error;
    const std::unique_ptr<shogi::ShogiPosition> position =
        shogi::ShogiPosition::fromSetup(got.setup(), &error);
    QVERIFY2(position, qPrintable(error));
    const QList<RecordNode *> line = got.mainLine();
    QCOMPARE(line.size(), server.moves.size());
    for (qsizetype i = 0; i < line.size(); ++i) {
        const shogi::Color mover =
            position->sideToMove() == 0 ? shogi::Color::Black : shogi::Color::White;
        const std::optional<shogi::Move> move =
            shogi::moveFromUsi(position->board(), line[i]->move, &error);
        QVERIFY2(move, qPrintable(error));
        QCOMPARE(shogi::formatCsaMove(*move, mover), server.moves[i].first);
        const double seconds = qMax(0.0, server.moves[i].second);
        if (seconds == std::floor(seconds))
            QCOMPARE(line[i]->timeMs, qint64(seconds) * 1000);
        else
            QVERIFY2(qAbs(line[i]->timeMs - seconds * 1000) < 1000,
                     qPrintable(QStringLiteral("move %1: %2 ms for T%3")
                                    .arg(i + 1)
                                    .arg(line[i]->timeMs)
                                    .arg(seconds)));
        position->play(line[i]->move);
    }
    QCOMPARE(got.result().detail, endingDetail(server.ending));
    const int winner = server.verdict == QLatin1String("#WIN")    ? server.mySide
                       : server.verdict == QLatin1String("#LOSE") ? 1 - server.mySide
                                                                  : -1;
    QCOMPARE(got.result().winner, winner);
}

// The moves, start, ending, times and think comments of the record Kibitz saved and ShogiHome's.
void compareRecords(const Game &game, const QString &gotPath, const QString &expectedPath)
{
    const RecordReadResult expected = readRecordFile(game, expectedPath);
    const RecordReadResult got = readRecordFile(game, gotPath);
    QVERIFY2(expected.ok(), qPrintable(expected.message()));
    QVERIFY2(got.ok(), qPrintable(got.message()));
    QCOMPARE(got.record->mainLineMoves(), expected.record->mainLineMoves());
    QCOMPARE(got.record->setup(), expected.record->setup());
    QCOMPARE(got.record->result().kind, expected.record->result().kind);
    QCOMPARE(got.record->result().winner, expected.record->result().winner);
    QCOMPARE(got.record->result().detail, expected.record->result().detail);
    const QList<RecordNode *> g = got.record->mainLine(), e = expected.record->mainLine();
    for (qsizetype i = 0; i < e.size(); ++i) {
        QCOMPARE(g[i]->timeMs, e[i]->timeMs);
        QCOMPARE(describeThinks(g[i]), describeThinks(e[i]));
    }
}
} // namespace

class TestCsaReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scenario_data();
    void scenario();
};

void TestCsaReplay::scenario_data()
{
    QTest::addColumn<QString>("dir");
    for (int n = 1; n <= 34; ++n)
        QTest::newRow(qPrintable(QString::number(n)))
            << dataDir + QLatin1Char('/') + QString::number(n);
}

void TestCsaReplay::scenario()
{
    QFETCH(QString, dir);
    QString error;
    const CsaScenario s = CsaScenario::load(dir, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const Game &game = *gameById(u"shogi");
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const QString script = temp.filePath(QStringLiteral("engine.script"));
    {
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(s.fakeEngineScript.toUtf8());
    }
    QStringList words = {QStringLiteral("cmd=") + binPath(QStringLiteral("kibitz-fake-engine")),
                         QStringLiteral("arg=") + script, QStringLiteral("proto=usi")};
    for (const auto &[name, value] : s.usiOptions)
        words << QStringLiteral("option.%1=%2").arg(name, value);
    const std::optional<EngineSpec> spec =
        EngineBuilder(QList<RegisteredEngine>{}).spec(words, game, &error);
    QVERIFY2(spec, qPrintable(error));

    CsaReplayServer server(s.events);
    QVERIFY(server.port() != 0);
    const CsaSession::Options options =
        sessionOptions(s, server.port(), temp.filePath(QStringLiteral("records")));
    EngineLog engineLog;
    CsaSession session(game, options, [&] { return new EnginePlayer(game, *spec, &engineLog); });
    QStringList saved, notices;
    connect(&session, &CsaSession::gameFinished, this,
            [&](const Record &, const QString &path) { saved << path; });
    connect(&session, &CsaSession::noticed, this, [&](const QString &t) { notices << t; });
    QStringList csaLines;
    connect(&session, &CsaSession::lineLogged, this, [&](bool sent, const QString &line) {
        csaLines << (sent ? QStringLiteral("> ") : QStringLiteral("< ")) + line;
    });
    QSignalSpy finished(&session, &CsaSession::finished);
    session.start();
    QVERIFY2(finished.wait(60'000),
             qPrintable(csaLines.mid(csaLines.size() - 8).join(u'\n') +
                        QStringLiteral("\nengine:\n") +
                        engineLog.lines().mid(engineLog.lines().size() - 8).join(u'\n')));
    QVERIFY2(finished.first().first().toString().isEmpty(),
             qPrintable(finished.first().first().toString() + notices.join(u'\n')));

    // The CSA traffic, line for line.
    QVERIFY2(server.mismatches().isEmpty(), qPrintable(server.mismatches().join(u'\n')));
    QVERIFY2(server.isDone(), "the client stopped before the end of csa.log");
    QCOMPARE(saved.size(), s.repeat);

    // Each record, in the format the bridge was set to, against the server's lines.
    const QList<CsaScenario::ServerGame> serverGames = s.serverGames();
    QCOMPARE(serverGames.size(), s.repeat);
    for (qsizetype i = 0; i < saved.size(); ++i) {
        QCOMPARE(QFileInfo(saved[i]).fileName(), serverGames[i].gameId + s.recordFileFormat);
        const RecordReadResult read = readRecordFile(game, saved[i]);
        QVERIFY2(read.ok(), qPrintable(read.message()));
        compareWithServer(*read.record, serverGames[i]);
        if (QTest::currentTestFailed()) return;
    }

    // The record, against ShogiHome's where the scenario has one.
    const QString expectedPath = dir + QStringLiteral("/record.kifu");
    if (QFile::exists(expectedPath)) {
        compareRecords(game, saved.last(), expectedPath);
        if (QTest::currentTestFailed()) return;
    }

    // The engine's side: what Kibitz told it, against what ShogiHome's bridge told it.
    QStringList expectedUsi = s.usiSent;
    for (int game = 1; s.restartPlayerEveryGame && game < s.repeat; ++game)
        expectedUsi << s.usiSent;
    const QStringList sentUsi = sentToEngine(engineLog);
    if (sentUsi != expectedUsi)
        qWarning().noquote() << "sent to the engine:\n"
                             << sentUsi.join(u'\n') << "\nexpected:\n"
                             << expectedUsi.join(u'\n');
    QCOMPARE(sentUsi, expectedUsi);
}

QTEST_GUILESS_MAIN(TestCsaReplay)
#include "tst_csareplay.moc"
