// SPDX-License-Identifier: GPL-3.0-or-later
// The record analysis's edge rules (issue 32), with a scripted engine whose scores make each rule
// matter: the engine's own best move loses nothing even when the search after it scores worse
// (its bestmove counts before its PV; its PV when it resigned without one), a search that ends
// in a resignation without a score is a lost position for the side to move, and a move the
// engine did not choose does lose (the control that shows the scores are not all zero).
#include "core/analysis/analysiscomment.h"
#include "core/analysis/evaluationline.h"
#include "core/analysis/moveloss.h"
#include "core/analysis/recordanalyser.h"
#include "core/engine/bundledfiles.h"
#include "core/game/game.h"
#include "core/record/record.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace kibitz;
using namespace kibitz::test;

namespace {
// The win rate of the issue, written out here rather than taken from the code under test.
double winRate600(double cp)
{
    return 100.0 / (1.0 + std::exp(-cp / 600.0));
}

const Game &shogi()
{
    return *gameById(QStringLiteral("shogi"));
}

// A shogi record of the given USI moves from the start.
Record shogiRecord(const QStringList &moves)
{
    Record record(QStringLiteral("shogi"));
    RecordNode *node = record.root();
    for (const QString &m : moves)
        node = record.addMove(node, m);
    return record;
}

// A USI fake engine: handshake, then each `go` answered from the script lines given.
EngineSpec fakeUsi(const QTemporaryDir &dir, const QStringList &goRules)
{
    QString script = QStringLiteral("usi => say id name Fake; say usiok\n"
                                    "isready => say readyok\n"
                                    "usinewgame =>\nposition =>\n");
    for (const QString &r : goRules)
        script += r + u'\n';
    const QString path = dir.filePath(QStringLiteral("fake.script"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(script.toUtf8()) < 0) qWarning("no script");
    QString error;
    std::optional<EngineSpec> spec = EngineSpec::parse(
        QStringList{QStringLiteral("cmd=") + binPath(QStringLiteral("kibitz-fake-engine")),
                    QStringLiteral("arg=") + path, QStringLiteral("proto=usi")},
        &error);
    if (spec) error = spec->resolve(shogi(), bundledEngineDirectory());
    if (!error.isEmpty()) qWarning("%s", qPrintable(error));
    return *spec;
}

QList<ThinkInfo> analysisOf(const RecordNode &node)
{
    QList<ThinkInfo> out;
    for (const ThinkInfo &t : node.thinks)
        if (t.origin == ThinkInfo::Origin::Analysis) out << t;
    return out;
}
} // namespace

class TestAnalysisEdges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void enginesOwnMoveLosesNothing();
    void searchWithoutAScoreMarksNothing();
    void graphPrefersAnalysisAndSkipsScoreless();
};

// Every search scores +300 for the side to move: a move always leaves the other side +300, so
// each move "loses" winRate(300) - winRate(-300) (24.5, a mistake) unless the rule says it
// loses nothing. Engines speak from the side to move's view.
//   go#1 start, sente: PV 2g2f but bestmove 7g7f; ▲7六歩 played: the bestmove counts, loss 0.
//   go#2 after 7g7f, gote: PV 3c3d, then resigns (no bestmove); △3四歩 played: the PV's first
//        move is the engine's choice, loss 0.
//   go#3 after 3c3d, sente: bestmove 6i7h; ▲2六歩 played: not the engine's, a mistake.
//   go#4 after 2g2f, gote: bestmove 4a3b; △8四歩 played, after which …
//   go#5 sente resigns without a word: sente is lost, so gote's △8四歩 lost nothing (were the
//        loss read the other way round, gote would have thrown away a won game: a blunder).
void TestAnalysisEdges::enginesOwnMoveLosesNothing()
{
    QTemporaryDir dir;
    const EngineSpec spec = fakeUsi(
        dir, {QStringLiteral("go#1 => say info depth 3 score cp 300 pv 2g2f 8c8d; "
                             "say bestmove 7g7f"),
              QStringLiteral("go#2 => say info depth 3 score cp 300 pv 3c3d; say bestmove resign"),
              QStringLiteral("go#3 => say info depth 3 score cp 300 pv 6i7h; say bestmove 6i7h"),
              QStringLiteral("go#4 => say info depth 3 score cp 300 pv 4a3b; say bestmove 4a3b"),
              QStringLiteral("go#5 => say bestmove resign")});
    Record record = shogiRecord({QStringLiteral("7g7f"), QStringLiteral("3c3d"),
                                 QStringLiteral("2g2f"), QStringLiteral("8c8d")});
    RecordAnalyser analyser(shogi(), spec);
    QSignalSpy finished(&analyser, &RecordAnalyser::finished);
    AnalysisSettings settings;
    settings.moveTimeMs = 100;
    QCOMPARE(analyser.start(&record, settings), QString());
    QVERIFY(finished.wait(20000));

    const double mistake = winRate600(300) - winRate600(-300);
    QVERIFY(mistake >= 20 && mistake < 50);
    const QList<RecordNode *> line = record.mainLine();
    QCOMPARE(line[0]->comment, QString());
    QCOMPARE(line[1]->comment, QString());
    QCOMPARE(line[2]->comment, QStringLiteral("【Mistake】"));
    QCOMPARE(line[3]->comment, QString());
    // The resignation's block: sente (to move) mated, length unknown, from sente's view.
    QCOMPARE(analysisOf(*line[3]).value(0).score, Score::mate(-Score::unknownMatePlies));

    const AnalysisSummary &summary = analyser.summary();
    const AnalysisSummary::Side sente = summary.side(0);
    const AnalysisSummary::Side gote = summary.side(1);
    QCOMPARE(sente.moves, 2);
    QCOMPARE(sente.marks[int(MoveMark::None)], 1);
    QCOMPARE(sente.marks[int(MoveMark::Mistake)], 1);
    QVERIFY(std::abs(sente.averageLoss - mistake / 2) < 1e-6);
    QCOMPARE(gote.moves, 2);
    QCOMPARE(gote.marks[int(MoveMark::None)], 2);
    QCOMPARE(gote.averageLoss, 0.0);

    QSignalSpy gone(&analyser, &RecordAnalyser::quitCompleted);
    analyser.quit();
    QVERIFY(gone.wait(5000));
}

// A search that gave a line but no score says nothing of the move's loss: no mark, and the move
// is not counted in the summary (were the missing score read as an even game, ▲7六歩 would be
// a mistake: 50 before, winRate(-600) after).
void TestAnalysisEdges::searchWithoutAScoreMarksNothing()
{
    QTemporaryDir dir;
    const EngineSpec spec =
        fakeUsi(dir, {QStringLiteral("go#1 => say info depth 3 pv 2g2f; say bestmove 2g2f"),
                      QStringLiteral("go#2 => say info depth 3 score cp 600 pv 3c3d; "
                                     "say bestmove 3c3d")});
    Record record = shogiRecord({QStringLiteral("7g7f")});
    RecordAnalyser analyser(shogi(), spec);
    QSignalSpy finished(&analyser, &RecordAnalyser::finished);
    AnalysisSettings settings;
    settings.moveTimeMs = 100;
    QCOMPARE(analyser.start(&record, settings), QString());
    QVERIFY(finished.wait(20000));
    QVERIFY(50 - winRate600(-600) >= 20); // what the move would have lost
    QCOMPARE(record.mainLine()[0]->comment, QString());
    QCOMPARE(analysisOf(*record.mainLine()[0]).value(0).score, Score::centipawns(-600));
    QCOMPARE(analyser.summary().side(0).moves, 0);
    QSignalSpy gone(&analyser, &RecordAnalyser::quitCompleted);
    analyser.quit();
    QVERIFY(gone.wait(5000));
}

// The evaluation graph's point for a move: the analysis's think when there is one (whatever the
// player said after it), else the player's latest; a think without a score is no point.
void TestAnalysisEdges::graphPrefersAnalysisAndSkipsScoreless()
{
    Record record = shogiRecord({QStringLiteral("7g7f"), QStringLiteral("3c3d")});
    auto think = [](ThinkInfo::Origin origin, std::optional<int> cp) {
        ThinkInfo t;
        t.origin = origin;
        if (cp) t.score = Score::centipawns(*cp);
        return t;
    };
    const auto player = ThinkInfo::Origin::Player, analysis = ThinkInfo::Origin::Analysis;
    const QList<RecordNode *> nodes = record.mainLine();
    nodes[0]->thinks = {think(player, 50), think(analysis, 80), think(player, 10)};
    nodes[1]->thinks = {think(analysis, std::nullopt), think(player, 30), think(player, 20)};
    const QList<EvaluationPoint> points =
        evaluationLine(record, {nodes[0], nodes[1]}); // the root has no think: no point
    QCOMPARE(points.size(), 2);
    QCOMPARE(points[0].ply, 1);
    QCOMPARE(points[0].score, Score::centipawns(80));
    QCOMPARE(points[1].ply, 2);
    QCOMPARE(points[1].score, Score::centipawns(20));
}

QTEST_GUILESS_MAIN(TestAnalysisEdges)
#include "tst_analysisedges.moc"
