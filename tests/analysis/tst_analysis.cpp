// SPDX-License-Identifier: GPL-3.0-or-later
// Record analysis in app/core: the marks on the game's scale, the `#` blocks written and
// replaced, and RecordAnalyser driving a scripted engine over a record.
#include "core/analysis/analysiscomment.h"
#include "core/analysis/moveloss.h"
#include "core/analysis/recordanalyser.h"
#include "core/engine/bundledfiles.h"
#include "core/game/game.h"
#include "core/record/record.h"
#include "core/record/recordformat.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
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

class TestAnalysis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shogiMarksAtShogiHomesThresholds();
    void marksInJapaneseAreShogiHomesWords();
    void secondAnalysisReplacesTheFirst();
    void scriptedEngineMarksTheLosingMoves();
    void depthModeStopsAtTheDepth();
    void rangeOfPlies();
    void boundLinesDoNotReplaceTheExactOne();
};

void TestAnalysis::shogiMarksAtShogiHomesThresholds()
{
    const std::optional<LossScale> scale = shogi().lossScale();
    QVERIFY(scale);
    QCOMPARE(scale->winRate(Score::centipawns(0)), 50.0);
    QVERIFY(std::abs(scale->winRate(Score::centipawns(600)) - winRate600(600)) < 1e-9);
    QVERIFY(std::abs(scale->winRate(Score::centipawns(-1234)) - winRate600(-1234)) < 1e-9);
    QCOMPARE(scale->winRate(Score::mate(5)), 100.0);
    QCOMPARE(scale->winRate(Score::mate(-5)), 0.0);
    QCOMPARE(scale->markFor(4.99), MoveMark::None);
    QCOMPARE(scale->markFor(5), MoveMark::Inaccuracy);
    QCOMPARE(scale->markFor(9.99), MoveMark::Inaccuracy);
    QCOMPARE(scale->markFor(10), MoveMark::Dubious);
    QCOMPARE(scale->markFor(20), MoveMark::Mistake);
    QCOMPARE(scale->markFor(49.99), MoveMark::Mistake);
    QCOMPARE(scale->markFor(50), MoveMark::Blunder);
    // Every game that scores has its own scale; goita's points are not a win rate.
    QVERIFY(gameById(QStringLiteral("gomoku"))->lossScale());
    QVERIFY(gameById(QStringLiteral("tictactoe"))->lossScale());
    QVERIFY(!gameById(QStringLiteral("goita"))->lossScale());
}

void TestAnalysis::marksInJapaneseAreShogiHomesWords()
{
    QCOMPARE(moveMarkLine(MoveMark::Mistake), QStringLiteral("【Mistake】"));
    QTranslator ja;
    QVERIFY(ja.load(QStringLiteral("kibitz_ja"), translationsDirectory()));
    QCoreApplication::installTranslator(&ja);
    const QStringList lines{moveMarkLine(MoveMark::Inaccuracy), moveMarkLine(MoveMark::Dubious),
                            moveMarkLine(MoveMark::Mistake), moveMarkLine(MoveMark::Blunder)};
    QCoreApplication::removeTranslator(&ja);
    QCOMPARE(lines, (QStringList{QStringLiteral("【緩手】"), QStringLiteral("【疑問手】"),
                                 QStringLiteral("【悪手】"), QStringLiteral("【大悪手】")}));
    // Known whatever language is in use, so that a second run replaces them.
    for (const QString &l : lines)
        QVERIFY2(isMoveMarkLine(l), qPrintable(l));
    QVERIFY(isMoveMarkLine(QStringLiteral("【Blunder】")));
    QVERIFY(!isMoveMarkLine(QStringLiteral("【名局】")));
    QVERIFY(!isMoveMarkLine(QStringLiteral("悪手")));
}

void TestAnalysis::secondAnalysisReplacesTheFirst()
{
    Record record = shogiRecord({QStringLiteral("7g7f"), QStringLiteral("3c3d")});
    RecordNode *node = record.mainLine().first();
    node->comment = QStringLiteral("a note\nsecond line");
    ThinkInfo played;
    played.score = Score::centipawns(40);
    played.engine = QStringLiteral("Player");
    node->thinks << played;

    ThinkInfo a;
    a.score = Score::centipawns(-300);
    a.depth = 10;
    a.pv = {QStringLiteral("3c3d")};
    a.engine = QStringLiteral("E");
    setMoveAnalysis(node, {a, a}, MoveMark::Blunder);
    QCOMPARE(node->comment, QStringLiteral("a note\nsecond line\n【Blunder】"));
    QCOMPARE(analysisOf(*node).size(), 2);

    a.score = Score::centipawns(12);
    setMoveAnalysis(node, {a}, MoveMark::Inaccuracy);
    QCOMPARE(node->comment, QStringLiteral("a note\nsecond line\n【Inaccuracy】"));
    QCOMPARE(analysisOf(*node).size(), 1);
    QCOMPARE(analysisOf(*node).first().score, Score::centipawns(12));
    QCOMPARE(node->thinks.first(), played); // the player's own think stays
    setMoveAnalysis(node, {a}, MoveMark::None);
    QCOMPARE(node->comment, QStringLiteral("a note\nsecond line"));

    // Through KIF and back, as a second run over a written file sees it.
    const RecordFormat *kif = shogi().recordFormatById(u"kifu");
    QVERIFY(kif);
    setMoveAnalysis(node, {a}, MoveMark::Dubious);
    RecordReadResult read = kif->read(kif->write(record).data);
    QVERIFY2(read.ok(), qPrintable(read.message()));
    RecordNode *again = read.record->mainLine().first();
    QCOMPARE(again->comment, node->comment);
    setMoveAnalysis(again, {a}, MoveMark::Dubious);
    const QString text = QString::fromUtf8(kif->write(*read.record).data);
    QCOMPARE(text.count(QStringLiteral("*#評価値=12")), 1);
    QCOMPARE(text.count(QStringLiteral("【Dubious】")), 1);
    QCOMPARE(text.count(QStringLiteral("**評価値=40")), 1);
    QVERIFY(hasMoveAnalysis(*again, QStringLiteral("E"), 10));
    QVERIFY(!hasMoveAnalysis(*again, QStringLiteral("E"), 11));
    QVERIFY(!hasMoveAnalysis(*again, QStringLiteral("F"), 0));
}

void TestAnalysis::scriptedEngineMarksTheLosingMoves()
{
    // Engines speak from the side to move's view. Position 0 (sente to move) 0; after ▲7六歩
    // (the engine's best) gote to move 0 with 8c8d best; after △3四歩 sente to move +1000;
    // after ▲6六歩 (not 2g2f) gote to move −700, i.e. +700 for sente.
    QTemporaryDir dir;
    const EngineSpec spec = fakeUsi(
        dir, {QStringLiteral("go#1 => say info depth 3 nodes 100 score cp 0 pv 7g7f 3c3d; "
                             "say bestmove 7g7f"),
              QStringLiteral("go#2 => say info depth 4 nodes 200 score cp 0 pv 8c8d; say "
                             "bestmove 8c8d"),
              QStringLiteral("go#3 => say info depth 5 nodes 300 score cp 1000 pv 2g2f 8c8d; say "
                             "bestmove 2g2f"),
              QStringLiteral("go#4 => say info depth 6 nodes 400 score cp -700 pv 8c8d; say "
                             "bestmove 8c8d")});
    Record record =
        shogiRecord({QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("6g6f")});
    record.mainLine().first()->comment = QStringLiteral("kept");
    RecordAnalyser analyser(shogi(), spec);
    QSignalSpy finished(&analyser, &RecordAnalyser::finished);
    QSignalSpy moves(&analyser, &RecordAnalyser::moveAnalysed);
    AnalysisSettings settings;
    settings.moveTimeMs = 100;
    QCOMPARE(analyser.start(&record, settings), QString());
    QVERIFY(finished.wait(10000));
    QCOMPARE(moves.size(), 3);
    QCOMPARE(moves.last().at(1).toInt(), 4);
    QCOMPARE(moves.last().at(2).toInt(), 4);

    const QList<RecordNode *> line = record.mainLine();
    const double loss2 = 50 - (100 - winRate600(1000));
    const double loss3 = winRate600(1000) - winRate600(700);
    QVERIFY(loss2 >= 20 && loss2 < 50); // a mistake
    QVERIFY(loss3 >= 5 && loss3 < 10);  // an inaccuracy
    QCOMPARE(line[0]->comment, QStringLiteral("kept"));
    QCOMPARE(line[1]->comment, QStringLiteral("【Mistake】"));
    QCOMPARE(line[2]->comment, QStringLiteral("【Inaccuracy】"));

    // The block on each move is the search after it, from the first player's view.
    const QList<ThinkInfo> first = analysisOf(*line[0]);
    QCOMPARE(first.size(), 1);
    QCOMPARE(first[0].score, Score::centipawns(0));
    QCOMPARE(first[0].pv, QStringList{QStringLiteral("8c8d")});
    QCOMPARE(first[0].depth, 4);
    QCOMPARE(first[0].nodes, 200);
    QCOMPARE(first[0].engine, QStringLiteral("Fake"));
    QCOMPARE(analysisOf(*line[1])[0].score, Score::centipawns(1000));
    QCOMPARE(analysisOf(*line[2])[0].score, Score::centipawns(700));

    const AnalysisSummary &summary = analyser.summary();
    const AnalysisSummary::Side sente = summary.side(0);
    const AnalysisSummary::Side gote = summary.side(1);
    QCOMPARE(sente.moves, 2);
    QCOMPARE(sente.marks[int(MoveMark::Inaccuracy)], 1);
    QCOMPARE(sente.marks[int(MoveMark::None)], 1);
    QVERIFY(std::abs(sente.averageLoss - loss3 / 2) < 1e-6);
    QCOMPARE(gote.moves, 1);
    QCOMPARE(gote.marks[int(MoveMark::Mistake)], 1);
    QVERIFY(std::abs(gote.averageLoss - loss2) < 1e-6);
    const double accuracy2 = 103.1668 * std::exp(-0.04354 * loss2) - 3.1669;
    QVERIFY(std::abs(gote.accuracy - accuracy2) < 1e-6);
    const QList<MoveLoss> worst = summary.worst(3);
    QCOMPARE(worst.size(), 2);
    QCOMPARE(worst[0].ply, 2);
    QCOMPARE(worst[0].move, QStringLiteral("△３四歩"));
    QCOMPARE(worst[1].ply, 3);
    const QStringList text = summary.text(shogi());
    QCOMPARE(text.size(), 3);
    QVERIFY2(text[2].startsWith(QStringLiteral("worst: 2 △３四歩 (−")), qPrintable(text[2]));

    QSignalSpy gone(&analyser, &RecordAnalyser::quitCompleted);
    analyser.quit();
    QVERIFY(gone.wait(5000));
}

void TestAnalysis::depthModeStopsAtTheDepth()
{
    // The engine searches until stopped; the analysis stops it once depth 2 is reported.
    QTemporaryDir dir;
    const EngineSpec spec = fakeUsi(
        dir, {QStringLiteral("go => say info depth 1 score cp 5 pv 7g7f; say info depth 2 score "
                             "cp 7 pv 2g2f"),
              QStringLiteral("stop => say bestmove 2g2f")});
    Record record = shogiRecord({QStringLiteral("7g7f")});
    RecordAnalyser analyser(shogi(), spec);
    QSignalSpy finished(&analyser, &RecordAnalyser::finished);
    AnalysisSettings settings;
    settings.depth = 2;
    QCOMPARE(analyser.start(&record, settings), QString());
    QVERIFY(finished.wait(10000));
    const QList<ThinkInfo> a = analysisOf(*record.mainLine().first());
    QCOMPARE(a.size(), 1);
    QCOMPARE(a[0].depth, 2);
    QCOMPARE(a[0].score, Score::centipawns(-7)); // gote to move said +7
    QVERIFY(analyser.isAnalysed(record, settings));
    settings.depth = 3;
    QVERIFY(!analyser.isAnalysed(record, settings));
    analyser.quit();
}

void TestAnalysis::rangeOfPlies()
{
    QTemporaryDir dir;
    const EngineSpec spec = fakeUsi(
        dir, {QStringLiteral("go => say info depth 1 score cp {n} pv 1g1f; say bestmove 1g1f")});
    Record record = shogiRecord({QStringLiteral("7g7f"), QStringLiteral("3c3d"),
                                 QStringLiteral("2g2f"), QStringLiteral("8c8d")});
    RecordAnalyser analyser(shogi(), spec);
    QSignalSpy finished(&analyser, &RecordAnalyser::finished);
    AnalysisSettings settings;
    settings.moveTimeMs = 50;
    settings.firstPly = 2;
    settings.lastPly = 3;
    QCOMPARE(analyser.start(&record, settings), QString());
    QVERIFY(finished.wait(10000));
    const QList<RecordNode *> line = record.mainLine();
    QCOMPARE(analysisOf(*line[0]).size(), 0);
    QCOMPARE(analysisOf(*line[1]).size(), 1);
    QCOMPARE(analysisOf(*line[2]).size(), 1);
    QCOMPARE(analysisOf(*line[3]).size(), 0);
    QCOMPARE(analyser.positionCount(), 3);
    analyser.quit();
}

// Issue 29 item 4: the `#` block is the last line with an exact score and its whole PV; a later
// fail-high (`lowerbound`, a one-move PV) or the PV repeated cut short does not replace it.
void TestAnalysis::boundLinesDoNotReplaceTheExactOne()
{
    QTemporaryDir dir;
    const EngineSpec spec = fakeUsi(
        dir, {QStringLiteral("go => say info depth 12 seldepth 15 nodes 20000 score cp 64 pv 8c8d "
                             "2f2e 8d8e; say info depth 13 nodes 30000 score cp 50 pv 8c8d 2f2e; "
                             "say info depth 14 nodes 31000 score cp 90 lowerbound pv 8c8d; say "
                             "bestmove 8c8d")});
    Record record = shogiRecord({QStringLiteral("2g2f")});
    RecordAnalyser analyser(shogi(), spec);
    QSignalSpy finished(&analyser, &RecordAnalyser::finished);
    AnalysisSettings settings;
    settings.moveTimeMs = 50;
    QCOMPARE(analyser.start(&record, settings), QString());
    QVERIFY(finished.wait(10000));
    const QList<ThinkInfo> a = analysisOf(*record.mainLine().first());
    QCOMPARE(a.size(), 1);
    QCOMPARE(a[0].score, Score::centipawns(-50)); // gote to move said +50, exact
    QCOMPARE(a[0].depth, 13);
    QCOMPARE(a[0].seldepth, 15);
    QCOMPARE(a[0].nodes, 31000);
    QCOMPARE(a[0].pv,
             (QStringList{QStringLiteral("8c8d"), QStringLiteral("2f2e"), QStringLiteral("8d8e")}));
    analyser.quit();
}

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
