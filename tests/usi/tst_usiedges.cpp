// SPDX-License-Identifier: GPL-3.0-or-later
// The USI adapter's guards against odd input (issue 32): a score whose number cannot be read
// (never "mate in 0"), a mate length too long to be one, a score cut short, junk in a checkmate
// answer, answers that do not fit the search asked (bestmove to go mate, checkmate to go), and the
// commands sent only once (stop, ponderhit). Each expectation follows the USI spec, not the code.
#include "core/engine/engineadapter.h"
#include "core/game/position.h"
#include "gamecatalog.h"
#include "shogi/shogiposition.h"
#include "shogi/usiadapter.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {
// An adapter past its handshake, searching the start position (kind: a move, a ponder, a mate).
struct Searching
{
    explicit Searching(SearchRequest::Kind kind = SearchRequest::Kind::Move)
        : adapter(*gameById(u"shogi"))
    {
        QObject::connect(&adapter, &EngineAdapter::lineSent,
                         [this](const QString &l) { sent << l; });
        adapter.begin();
        adapter.receiveLine(QStringLiteral("usiok"));
        adapter.receiveLine(QStringLiteral("readyok"));
        SearchRequest r;
        r.start = std::shared_ptr<const Position>(ShogiPosition::fromSetup({}));
        r.current = r.start;
        r.kind = kind;
        r.timeControl.byoyomiMs = 1000;
        r.remainingMs = {0, 0};
        adapter.go(r);
    }
    UsiAdapter adapter;
    QStringList sent;
};
} // namespace

class TestUsiEdges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unreadableScores_data();
    void unreadableScores();
    void scoreAloneIsNoInfo();
    void multipvZeroIsTheFirstLine();
    void unreadableCurrmoveIsDropped();
    void checkmateWithJunkIsNoMate();
    void answersThatDoNotFitTheSearch();
    void stopAndPonderhitAreSentOnce();
};

void TestUsiEdges::unreadableScores_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<QString>("pv");
    // The score is dropped; what else the line says is kept.
    QTest::addRow("mate length unreadable")
        << "info depth 3 score mate x pv 7g7f" << 3 << qint64(-1) << "7g7f";
    QTest::addRow("mate length with junk")
        << "info depth 4 score mate 5x nodes 9" << 4 << qint64(9) << "";
    QTest::addRow("mate length empty word")
        << "info depth 5 score mate nodes 9" << 5 << qint64(-1) << "";
    QTest::addRow("mate too long") << "info depth 6 score mate 40000" << 6 << qint64(-1) << "";
    QTest::addRow("mate too long, negative")
        << "info depth 6 score mate -32767 nodes 1" << 6 << qint64(1) << "";
    QTest::addRow("cp unreadable") << "info depth 7 score cp ? nodes 10" << 7 << qint64(10) << "";
    QTest::addRow("unknown score kind")
        << "info depth 8 score wdl 10 nodes 11" << 8 << qint64(11) << "";
    QTest::addRow("score cut short") << "info depth 9 score cp" << 9 << qint64(-1) << "";
}

// The case: `info score mate` with an unreadable length must not become "mate in 0"
// (nor any mate): the score is dropped, the rest of the line kept.
void TestUsiEdges::unreadableScores()
{
    QFETCH(QString, line);
    QFETCH(int, depth);
    QFETCH(qint64, nodes);
    QFETCH(QString, pv);
    Searching s;
    QSignalSpy infos(&s.adapter, &EngineAdapter::infoReceived);
    s.adapter.receiveLine(line);
    QCOMPARE(infos.size(), 1);
    const EngineInfo info = infos.first().first().value<EngineInfo>();
    QCOMPARE(int(info.score.kind), int(Score::Kind::None));
    QVERIFY(!info.score.isValid());
    QCOMPARE(info.depth, depth);
    QCOMPARE(info.nodes, nodes);
    QCOMPARE(info.pv.join(u' '), pv);
}

void TestUsiEdges::scoreAloneIsNoInfo()
{
    Searching s;
    QSignalSpy infos(&s.adapter, &EngineAdapter::infoReceived);
    s.adapter.receiveLine(QStringLiteral("info score mate ?"));
    s.adapter.receiveLine(QStringLiteral("info score"));
    s.adapter.receiveLine(QStringLiteral("info nodes many"));
    QCOMPARE(infos.size(), 0);
    s.adapter.receiveLine(QStringLiteral("info score mate 3"));
    QCOMPARE(infos.size(), 1);
    QCOMPARE(infos.first().first().value<EngineInfo>().score, Score::mate(3));
}

void TestUsiEdges::multipvZeroIsTheFirstLine()
{
    Searching s;
    QSignalSpy infos(&s.adapter, &EngineAdapter::infoReceived);
    s.adapter.receiveLine(QStringLiteral("info multipv 0 depth 2 score cp 5"));
    s.adapter.receiveLine(QStringLiteral("info multipv 3 depth 2 score cp 5"));
    QCOMPARE(infos.size(), 2);
    QCOMPARE(infos[0].first().value<EngineInfo>().multipv, 1);
    QCOMPARE(infos[1].first().value<EngineInfo>().multipv, 3);
}

void TestUsiEdges::unreadableCurrmoveIsDropped()
{
    Searching s;
    QSignalSpy infos(&s.adapter, &EngineAdapter::infoReceived);
    s.adapter.receiveLine(QStringLiteral("info currmove zz depth 2"));
    s.adapter.receiveLine(QStringLiteral("info currmove 7g7f"));
    QCOMPARE(infos.size(), 2);
    const EngineInfo junk = infos[0].first().value<EngineInfo>();
    QCOMPARE(junk.currmove, QString());
    QCOMPARE(junk.depth, 2);
    QCOMPARE(infos[1].first().value<EngineInfo>().currmove, QStringLiteral("7g7f"));
}

void TestUsiEdges::checkmateWithJunkIsNoMate()
{
    Searching s(SearchRequest::Kind::Mate);
    QSignalSpy done(&s.adapter, &EngineAdapter::mateSearchFinished);
    QSignalSpy errors(&s.adapter, &EngineAdapter::protocolErrorDetected);
    s.adapter.receiveLine(QStringLiteral("checkmate G*5b ?? 4a5b"));
    QCOMPARE(done.size(), 1);
    const MateResult result = done.first().first().value<MateResult>();
    QCOMPARE(int(result.kind), int(MateResult::Kind::NoMate));
    QVERIFY(result.moves.isEmpty());
    QCOMPARE(errors.size(), 1);
    QVERIFY(!s.adapter.isSearching());
}

void TestUsiEdges::answersThatDoNotFitTheSearch()
{
    {
        // bestmove to go mate: the mate search still waits for its checkmate.
        Searching s(SearchRequest::Kind::Mate);
        QSignalSpy moves(&s.adapter, &EngineAdapter::bestMoveReceived);
        QSignalSpy errors(&s.adapter, &EngineAdapter::protocolErrorDetected);
        s.adapter.receiveLine(QStringLiteral("bestmove 7g7f"));
        QCOMPARE(moves.size(), 0);
        QCOMPARE(errors.size(), 1);
        QVERIFY(s.adapter.isSearching());
    }
    {
        // checkmate to an ordinary go: the move search still waits for its bestmove.
        Searching s;
        QSignalSpy done(&s.adapter, &EngineAdapter::mateSearchFinished);
        QSignalSpy errors(&s.adapter, &EngineAdapter::protocolErrorDetected);
        s.adapter.receiveLine(QStringLiteral("checkmate G*5b"));
        QCOMPARE(done.size(), 0);
        QCOMPARE(errors.size(), 1);
        QVERIFY(s.adapter.isSearching());
    }
}

void TestUsiEdges::stopAndPonderhitAreSentOnce()
{
    Searching s(SearchRequest::Kind::Ponder);
    s.adapter.ponderHit();
    s.adapter.ponderHit();
    s.adapter.stop();
    s.adapter.stop();
    QCOMPARE(s.sent.count(QStringLiteral("ponderhit")), 1);
    QCOMPARE(s.sent.count(QStringLiteral("stop")), 1);
    Searching notPondering;
    notPondering.adapter.ponderHit();
    QCOMPARE(notPondering.sent.count(QStringLiteral("ponderhit")), 0);
    notPondering.adapter.receiveLine(QStringLiteral("bestmove 7g7f"));
    notPondering.adapter.stop(); // nothing to stop
    QCOMPARE(notPondering.sent.count(QStringLiteral("stop")), 0);
}

QTEST_GUILESS_MAIN(TestUsiEdges)
#include "tst_usiedges.moc"
