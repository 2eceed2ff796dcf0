// SPDX-License-Identifier: GPL-3.0-or-later
// The Gomocup and AGI adapters' guards against odd input (issue 32): a move reply with a sign, a
// SUGGEST before the engine has answered START, AGI scores outside the "decided" band (only
// 20001..30000 are wins, docs/protocols/agi.md), a negative NPS, and a board taller than AGI's
// hex coordinates reach. Lines fed by hand; expectations from the protocol descriptions.
#include "core/engine/engineadapter.h"
#include "gomoku/agiadapter.h"
#include "gomoku/gomocupadapter.h"
#include "gomoku/gomocupinforeader.h"
#include "gomoku/gomokugame.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gomoku;

namespace {
const GomokuGame game;

SearchRequest request(const QString &setup)
{
    SearchRequest r;
    std::shared_ptr<Position> start(game.startPosition(setup));
    Q_ASSERT(start);
    r.start = start;
    r.current = start;
    r.timeControl = *TimeControl::parse(u"movetime=1000");
    return r;
}

QStringList taken(QSignalSpy &spy)
{
    QStringList lines;
    for (const QList<QVariant> &args : std::as_const(spy))
        lines << args.at(0).toString();
    spy.clear();
    return lines;
}
} // namespace

class TestGomokuAdapterEdges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gomocupMoveWithASignIsUnreadable();
    void gomocupSuggestBeforeStartIsAnsweredIsIgnored();
    void gomocupRefusedSettingIsNoAnswer();
    void gomocupWinRateIsAPlainDecimal_data();
    void gomocupWinRateIsAPlainDecimal();
    void agiScoresOutsideTheDecidedBand();
    void agiNegativeNpsIsUnknown();
    void agiBoardTallerThanHexIsRefused();
};

void TestGomokuAdapterEdges::gomocupMoveWithASignIsUnreadable()
{
    for (const QString &reply :
         {QStringLiteral("-1,5"), QStringLiteral("5,+1"), QStringLiteral("1234567,1")}) {
        GomocupAdapter a(game);
        a.begin();
        a.receiveLine(QStringLiteral("name=\"fake\""));
        QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
        QSignalSpy bad(&a, &EngineAdapter::unreadableMoveReceived);
        a.go(request(QStringLiteral("15 freestyle")));
        a.receiveLine(QStringLiteral("OK"));
        a.receiveLine(reply);
        QVERIFY2(best.isEmpty(), qPrintable(reply));
        QCOMPARE(bad.size(), 1);
        QVERIFY(!a.isSearching());
    }
}

// Piskvork plays a suggestion only once the board is set: a SUGGEST that arrives while START
// waits for its OK is not answered with PLAY.
void TestGomokuAdapterEdges::gomocupSuggestBeforeStartIsAnsweredIsIgnored()
{
    GomocupAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("name=\"fake\""));
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    a.go(request(QStringLiteral("15 freestyle")));
    QCOMPARE(taken(sent), QStringList{QStringLiteral("START 15")});
    a.receiveLine(QStringLiteral("SUGGEST 7,7"));
    QCOMPARE(taken(sent), QStringList());
    a.receiveLine(QStringLiteral("OK"));
    const QStringList afterOk = taken(sent);
    QVERIFY(!afterOk.contains(QStringLiteral("PLAY 7,7")));
    QCOMPARE(afterOk.last(), QStringLiteral("BEGIN"));
}

// Rapfi answers "INFO max_memory" below its reserve with "ERROR Max memory too small, might
// exceeds memory limits" and plays on. That ERROR comes while START is awaited (the setting went
// out at the handshake) or in the search after it (the settings went out with BEGIN): each
// setting takes one ERROR, an engine answering in order. time_left is no setting: an ERROR on a
// later turn, after only time_left, ends the search as before.
void TestGomokuAdapterEdges::gomocupRefusedSettingIsNoAnswer()
{
    const QString refusal =
        QStringLiteral("ERROR Max memory too small, might exceeds memory limits");
    GomocupAdapter a(game);
    a.setConfiguredOptions({{QStringLiteral("max_memory"), QStringLiteral("64")}});
    a.begin();
    QSignalSpy sent(&a, &EngineAdapter::lineSent);
    a.receiveLine(QStringLiteral("name=\"rapfi-like\""));
    QVERIFY(taken(sent).contains(QStringLiteral("INFO max_memory 64")));
    QSignalSpy best(&a, &EngineAdapter::bestMoveReceived);
    QSignalSpy bad(&a, &EngineAdapter::unreadableMoveReceived);
    QSignalSpy errors(&a, &EngineAdapter::protocolErrorDetected);
    a.go(request(QStringLiteral("15 freestyle")));
    QCOMPARE(taken(sent), QStringList{QStringLiteral("START 15")});
    a.receiveLine(refusal); // the handshake's setting, while START is awaited
    QCOMPARE(errors.size(), 1);
    QCOMPARE(bad.size(), 0);
    a.receiveLine(QStringLiteral("OK"));
    const QStringList first = taken(sent);
    QCOMPARE(first.last(), QStringLiteral("BEGIN"));
    QVERIFY(first.contains(QStringLiteral("INFO max_memory 64")));
    a.receiveLine(refusal); // the same setting sent again with the settings before BEGIN
    QCOMPARE(errors.size(), 2);
    QCOMPARE(bad.size(), 0);
    QVERIFY(a.isSearching());
    a.receiveLine(QStringLiteral("7,7"));
    QCOMPARE(best.size(), 1);

    SearchRequest next = request(QStringLiteral("15 freestyle"));
    next.moves = {QStringLiteral("7,7"), QStringLiteral("8,8")};
    std::shared_ptr<Position> current(next.start->clone());
    for (const QString &m : std::as_const(next.moves))
        current->play(m);
    next.current = current;
    a.go(next);
    const QStringList turn = taken(sent);
    QCOMPARE(turn.last(), QStringLiteral("TURN 8,8"));
    QVERIFY(!turn.contains(QStringLiteral("INFO max_memory 64")));
    a.receiveLine(refusal);
    QCOMPARE(bad.size(), 1);
    QVERIFY(!a.isSearching());
}

void TestGomokuAdapterEdges::gomocupWinRateIsAPlainDecimal_data()
{
    QTest::addColumn<QString>("winRate");
    QTest::addColumn<QString>("text"); // the info's text: empty when the value is refused
    QTest::newRow("Rapfi's") << QStringLiteral("0.5449") << QStringLiteral("win rate 54.5%");
    QTest::newRow("bounds") << QStringLiteral("1") << QStringLiteral("win rate 100.0%");
    QTest::newRow("exponent") << QStringLiteral("1e-1") << QStringLiteral("win rate 10.0%");
    QTest::newRow("above one") << QStringLiteral("1.5") << QString();
    QTest::newRow("negative") << QStringLiteral("-0.1") << QString();
    QTest::newRow("not a number") << QStringLiteral("nan") << QString();
    QTest::newRow("decimal comma") << QStringLiteral("0,5") << QString();
    QTest::newRow("trailing text") << QStringLiteral("0.5x") << QString();
    // U+0135 ends in the byte of '5': not read as one.
    QTest::newRow("not ASCII") << QStringLiteral("0.\u0135") << QString();
    QTest::newRow("too long") << QStringLiteral("0.") + QString(40, QLatin1Char('5')) << QString();
}

void TestGomokuAdapterEdges::gomocupWinRateIsAPlainDecimal()
{
    QFETCH(QString, winRate);
    QFETCH(QString, text);
    GomocupInfoReader reader;
    reader.reset(15, 15);
    for (const QString &line :
         {QStringLiteral("PV 0"), QStringLiteral("DEPTH 3"), QStringLiteral("EVAL 20"),
          QStringLiteral("WINRATE ") + winRate, QStringLiteral("BESTLINE 7,7")})
        QVERIFY(reader.readInfo(line).isEmpty());
    const QList<EngineInfo> infos = reader.readInfo(u"PV DONE");
    QCOMPARE(infos.size(), 1);
    QCOMPARE(infos.first().depth, 3);
    QCOMPARE(infos.first().text, text);
}

void TestGomokuAdapterEdges::agiScoresOutsideTheDecidedBand()
{
    QCOMPARE(AgiAdapter::scoreFromAgi(30000), Score::mate(0));
    QCOMPARE(AgiAdapter::scoreFromAgi(20001), Score::mate(9999));
    QCOMPARE(AgiAdapter::scoreFromAgi(20000), Score::centipawns(20000));
    QCOMPARE(AgiAdapter::scoreFromAgi(30001), Score::centipawns(30001));
    QCOMPARE(AgiAdapter::scoreFromAgi(-30001), Score::centipawns(-30001));
    QCOMPARE(AgiAdapter::scoreFromAgi(-30000), Score::mate(0));
}

void TestGomokuAdapterEdges::agiNegativeNpsIsUnknown()
{
    AgiAdapter a(game);
    a.begin();
    a.receiveLine(QStringLiteral("AGIOK"));
    QSignalSpy infos(&a, &EngineAdapter::infoReceived);
    a.go(request(QStringLiteral("15 freestyle")));
    a.receiveLine(QStringLiteral("READYOK"));
    a.receiveLine(QStringLiteral("INFO DEPTH 2 NPS -5"));
    a.receiveLine(QStringLiteral("INFO DEPTH 3 NPS 70"));
    QCOMPARE(infos.size(), 2);
    const EngineInfo bad = infos[0].at(0).value<EngineInfo>();
    QCOMPARE(bad.depth, 2);
    QCOMPARE(bad.nps, -1);
    QCOMPARE(infos[1].at(0).value<EngineInfo>().nps, 70);
}

void TestGomokuAdapterEdges::agiBoardTallerThanHexIsRefused()
{
    for (const QString &setup :
         {QStringLiteral("15x16 freestyle"), QStringLiteral("16 freestyle")}) {
        AgiAdapter a(game);
        a.begin();
        a.receiveLine(QStringLiteral("AGIOK"));
        QSignalSpy bad(&a, &EngineAdapter::unreadableMoveReceived);
        a.go(request(setup));
        QVERIFY2(bad.size() == 1, qPrintable(setup));
        QVERIFY(!a.isSearching());
    }
}

QTEST_GUILESS_MAIN(TestGomokuAdapterEdges)
#include "tst_gomokuadapteredges.moc"
