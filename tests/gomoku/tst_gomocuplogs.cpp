// SPDX-License-Identifier: GPL-3.0-or-later
// The Gomocup adapter against real engine traffic: the Rapfi 0.43 logs of
// ../shared/data/gomoku/rapfi/ replayed search by search. Each search update (a rank at a
// depth) must come out as ONE EngineInfo with every field the engine gave for it.

#include "rapfilog.h"

#include <QSet>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gomoku;

class TestGomocupLogs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void replay_data();
    void replay();
    void laterLinesFillTheUpdateIn();
};

void TestGomocupLogs::replay_data()
{
    QTest::addColumn<QString>("log");
    QTest::addColumn<int>("searches"); // searches with a move
    QTest::addColumn<int>("maxRank");
    QTest::newRow("game, show_detail 3") << QStringLiteral("game-show-detail-3.log") << 3 << 1;
    QTest::newRow("YXNBEST 3, renju") << QStringLiteral("nbest3-renju-forbid.log") << 1 << 3;
    QTest::newRow("unlimited, YXSTOP") << QStringLiteral("unlimited-then-yxstop.log") << 1 << 1;
}

void TestGomocupLogs::replay()
{
    QFETCH(QString, log);
    QFETCH(int, searches);
    QFETCH(int, maxRank);
    const QList<rapfilog::Search> all =
        rapfilog::readSearches(QStringLiteral(SHARED_DATA_DIR "/gomoku/rapfi/") + log);
    QVERIFY(!all.isEmpty());
    const GomokuGame game;
    GomocupAdapter adapter(game);
    adapter.begin();
    adapter.receiveLine(QStringLiteral("name=\"Rapfi\", version=\"0.43\""));
    int moves = 0;
    int updates = 0;
    for (const rapfilog::Search &search : all) {
        const int movesBefore = moves;
        const QList<EngineInfo> infos = rapfilog::replay(adapter, game, search, &moves);
        if (moves == movesBefore) continue; // the log's TURN on a taken point: no position
        const QList<rapfilog::Block> blocks = rapfilog::blocks(search.output);
        const bool whiteSearched = search.moves.size() % 2 == 1;
        QSet<QPair<int, int>> seen;
        for (const EngineInfo &info : infos) {
            const QString where = QStringLiteral("%1 after %2 moves, rank %3 depth %4")
                                      .arg(log)
                                      .arg(search.moves.size())
                                      .arg(info.multipv)
                                      .arg(info.depth);
            // Complete: every field Rapfi gives in a block or its end-of-search line.
            QVERIFY2(info.depth >= 0 && info.seldepth >= 0 && info.score.isValid() &&
                         info.nodes >= 0 && info.nps >= 0 && info.timeMs >= 0 && !info.pv.isEmpty(),
                     qPrintable(where));
            QVERIFY2(info.multipv >= 1 && info.multipv <= maxRank, qPrintable(where));
            // One per rank and depth.
            QVERIFY2(!seen.contains({info.multipv, info.depth}), qPrintable(where));
            seen.insert({info.multipv, info.depth});
            QCOMPARE(info.sideToMove, whiteSearched ? 1 : 0);
        }
        if (blocks.isEmpty() && !search.output.join(u'\n').contains(u"MESSAGE Speed")) {
            QCOMPARE(infos.size(), 0); // a move at once (BEGIN): nothing said
        } else if (blocks.isEmpty()) {
            // show_detail 1: the end-of-search Speed line, with the Bestline as its PV.
            QCOMPARE(infos.size(), 1);
            QCOMPARE(infos[0].pv.size(), 22);
            QCOMPARE(infos[0].depth, 20);
        } else {
            // Exactly the blocks, each with its own score and line.
            QCOMPARE(infos.size(), blocks.size());
            for (qsizetype n = 0; n < blocks.size(); ++n) {
                const rapfilog::Block &b = blocks[n];
                QCOMPARE(infos[n].multipv, b.rank);
                QCOMPARE(infos[n].depth, b.depth);
                const Score engineView = Score::centipawns(b.eval.toInt());
                QCOMPARE(infos[n].score, whiteSearched ? engineView.negated() : engineView);
                QCOMPARE(infos[n].pv, b.bestline);
                // The win rate as a percentage, to one decimal (Qt's own reading of the text).
                if (!b.winRate.isEmpty())
                    QCOMPARE(
                        infos[n].text,
                        QStringLiteral("win rate %1%").arg(b.winRate.toDouble() * 100, 0, 'f', 1));
                else
                    QVERIFY(infos[n].text.isEmpty());
            }
        }
        updates += int(infos.size());
    }
    QCOMPARE(moves, searches);
    QVERIFY(updates > 0);
    qInfo("%s: %d search updates", qPrintable(log), updates);
}

void TestGomocupLogs::laterLinesFillTheUpdateIn()
{
    // A block without time, then Rapfi's Depth line for the same depth with it: the update comes
    // again, whole, with the time; the line for a new depth is a new update.
    const GomokuGame game;
    GomocupAdapter adapter(game);
    adapter.begin();
    adapter.receiveLine(QStringLiteral("name=\"x\""));
    rapfilog::Search search{QStringLiteral("15 freestyle"), {QStringLiteral("7,7")}, 1, false, {}};
    search.output = QStringList{QStringLiteral("INFO PV 0"),
                                QStringLiteral("INFO DEPTH 5"),
                                QStringLiteral("INFO EVAL 40"),
                                QStringLiteral("INFO BESTLINE 8,8 9,9"),
                                QStringLiteral("INFO PV DONE"),
                                QStringLiteral("MESSAGE Depth 5-7 | Eval 40 | Time 30ms | I9 J10"),
                                QStringLiteral("MESSAGE Depth 6-8 | Eval 45 | Time 50ms | I9"),
                                QStringLiteral("8,8")};
    const QList<EngineInfo> infos = rapfilog::replay(adapter, game, search);
    QCOMPARE(infos.size(), 3);
    QCOMPARE(infos[0].timeMs, -1);
    QCOMPARE(infos[1].depth, 5);
    QCOMPARE(infos[1].seldepth, 7);
    QCOMPARE(infos[1].timeMs, 30);
    QCOMPARE(infos[1].score, Score::centipawns(-40)); // white searched: black's view
    QCOMPARE(infos[1].pv, (QStringList{QStringLiteral("8,8"), QStringLiteral("9,9")}));
    QCOMPARE(infos[2].depth, 6);
}

QTEST_GUILESS_MAIN(TestGomocupLogs)
#include "tst_gomocuplogs.moc"
