// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation graph: a record analysed by ShogiHome opens with one point per 評価値 its
// comments hold, at the ply of the move they follow and with their value (read here from the
// file's text, not by Kibitz's reader); a click on a point shows that ply, and the pointer over
// the point of the ply shown previews its line on the board, over the live analysis' line, and
// tells its score in a tooltip that stays while the pointer rests there.
#include "core/analysis/evaluationline.h"
#include "core/record/record.h"
#include "games/shogi/shogiboardwidget.h"
#include "panels/displaytext.h"
#include "panels/engineinfomodel.h"
#include "panels/enginepanel.h"
#include "panels/evaluationgraph.h"
#include "shogi/usi.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace kibitz;

class TestEvaluationGraph : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void graphFromShogiHomeComments_data();
    void graphFromShogiHomeComments();
    void clickShowsThePlyAndHoverPreviewsTheLine();
    void aRestingPointerGetsTheScoreInATooltip();
    void hoverPreviewWinsOverTheAnalysisLine();
    void noEvaluationsNoPoints();
    void aShortGraphKeepsItsLabelsAndLegendReadable();

private:
    QTemporaryDir m_dir;
};

namespace {
QString analysed(const QString &name)
{
    return QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/analysed/") + name;
}

// (ply, score) in the order of the file, at the ply of the last move line before each: "cp N"
// for 評価値=N, "mate +" / "mate -" for 詰み=先手勝ち / 後手勝ち (sente's view both).
QList<std::pair<int, QString>> valuesInFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QString text = QStringDecoder(QStringDecoder::Utf8)(file.readAll());
    static const QRegularExpression moveLine(QStringLiteral("^\\s*(\\d+) "));
    static const QRegularExpression value(QStringLiteral("^\\*#評価値=(-?\\d+)"));
    static const QRegularExpression mate(QStringLiteral("^\\*#詰み=(先手|後手)勝ち"));
    QList<std::pair<int, QString>> values;
    int ply = 0;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (const auto m = moveLine.match(line); m.hasMatch()) ply = m.captured(1).toInt();
        if (const auto m = value.match(line); m.hasMatch())
            values.append({ply, QStringLiteral("cp ") + m.captured(1)});
        if (const auto m = mate.match(line); m.hasMatch())
            values.append({ply, m.captured(1) == QStringLiteral("先手")
                                    ? QStringLiteral("mate +")
                                    : QStringLiteral("mate -")});
    }
    return values;
}

QString scoreText(const Score &score)
{
    if (score.isMate())
        return score.value > 0 ? QStringLiteral("mate +") : QStringLiteral("mate -");
    return QStringLiteral("cp %1").arg(score.value);
}
} // namespace

void TestEvaluationGraph::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzEvaluationGraph"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestEvaluationGraph::graphFromShogiHomeComments_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("src01") << QStringLiteral("src01.kifu");
    QTest::newRow("src02") << QStringLiteral("src02.kifu");
    QTest::newRow("src03, mates") << QStringLiteral("src03.kifu");
}

void TestEvaluationGraph::graphFromShogiHomeComments()
{
    QFETCH(QString, file);
    const QList<std::pair<int, QString>> expected = valuesInFile(analysed(file));
    QVERIFY(!expected.isEmpty());
    MainWindow window;
    QCOMPARE(window.openRecord(analysed(file)), QString());
    QList<std::pair<int, QString>> shown;
    for (const EvaluationPoint &p : window.evaluationGraph()->points())
        shown.append({p.ply, scoreText(p.score)});
    QCOMPARE(shown, expected);
}

void TestEvaluationGraph::clickShowsThePlyAndHoverPreviewsTheLine()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.openRecord(analysed(QStringLiteral("src01.kifu"))), QString());
    EvaluationGraph *graph = window.evaluationGraph();
    QVERIFY(graph->isVisible());
    const EvaluationPoint point = graph->points().value(1);
    QVERIFY(point.ply > 0);
    QCOMPARE(window.shownPly(), 0);

    const QPoint at = graph->pointPosition(point.ply);
    QVERIFY(graph->rect().contains(at));
    QTest::mouseClick(graph->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(window.shownPly(), point.ply);

    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board);
    QVERIFY(board->shownPreview().isEmpty());
    QVERIFY(!point.pv.isEmpty());
    QTest::mouseMove(graph->viewport(), at);
    // The board draws the first moves of the line (as many as it previews).
    QTRY_VERIFY(!board->shownPreview().isEmpty());
    QCOMPARE(shogi::toUsi(board->shownPreview().first()), point.pv.first());
    // Away from the points the preview goes.
    QTest::mouseMove(graph->viewport(), QPoint(2, 2));
    QTRY_VERIFY(board->shownPreview().isEmpty());
}

void TestEvaluationGraph::aRestingPointerGetsTheScoreInATooltip()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.openRecord(analysed(QStringLiteral("src01.kifu"))), QString());
    EvaluationGraph *graph = window.evaluationGraph();
    const EvaluationPoint point = graph->points().value(1);
    QVERIFY(point.ply > 0);
    const QString expected =
        QStringLiteral("Move %1: %2").arg(point.ply).arg(displaytext::score(point.score));

    QTest::mouseMove(graph->viewport(), graph->pointPosition(point.ply));
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().startsWith(expected + u'\n'), qPrintable(QToolTip::text()));
    // The pointer rests: Qt asks the graph for a tooltip (after about 700 ms), and the one shown
    // stays.
    QTest::qWait(1500);
    QVERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().startsWith(expected + u'\n'), qPrintable(QToolTip::text()));
    // Away from the points it goes.
    QTest::mouseMove(graph->viewport(), QPoint(2, 2));
    QTRY_VERIFY(!QToolTip::isVisible());
}

void TestEvaluationGraph::hoverPreviewWinsOverTheAnalysisLine()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.openRecord(analysed(QStringLiteral("src01.kifu"))), QString());
    EvaluationGraph *graph = window.evaluationGraph();
    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board);
    const auto preview = [board] {
        QStringList moves;
        for (const shogi::Move &m : board->shownPreview())
            moves << shogi::toUsi(m);
        return moves;
    };
    const EvaluationPoint point = graph->points().value(1);
    QVERIFY(point.ply > 0 && !point.pv.isEmpty());
    QTest::mouseClick(graph->viewport(), Qt::LeftButton, {}, graph->pointPosition(point.ply));
    QCOMPARE(window.shownPly(), point.ply);

    // The bundled engine analyses the ply shown (F5) and its best line is drawn.
    QTest::mouseMove(window.board(), QPoint(5, 5));
    QTest::keyClick(window.board(), Qt::Key_F5);
    QVERIFY(window.isAnalysing());
    EngineInfoModel *model = window.analysisPanel()->model();
    QTRY_VERIFY_WITH_TIMEOUT(model->best() && !model->best()->pv.isEmpty(), 20000);
    QTRY_COMPARE(preview().value(0), model->best()->pv.first());

    // The pointer on the point: its line is drawn, and stays while the analysis goes on.
    QTest::mouseMove(graph->viewport(), graph->pointPosition(point.ply));
    QTRY_COMPARE(preview().value(0), point.pv.first());
    const QStringList pointPreview = preview();
    QCOMPARE(pointPreview, point.pv.mid(0, pointPreview.size()));
    QSignalSpy shown(model, &EngineInfoModel::rowsShown);
    QTRY_VERIFY_WITH_TIMEOUT(shown.size() >= 3, 20000);
    QCOMPARE(preview(), pointPreview);
    // Off the point, the analysis' line again.
    QTest::mouseMove(graph->viewport(), QPoint(2, 2));
    QTRY_COMPARE(preview().value(0), model->best()->pv.first());
    QVERIFY(window.setAnalysing(false).isEmpty());
}

void TestEvaluationGraph::noEvaluationsNoPoints()
{
    const QString path = m_dir.filePath(QStringLiteral("plain.kifu"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*a comment\n"
               "   2 ３四歩(33)\n");
    file.close();
    MainWindow window;
    QCOMPARE(window.openRecord(path), QString());
    QCOMPARE(window.record()->mainLineMoves().size(), 2);
    QVERIFY(window.evaluationGraph()->points().isEmpty());
}

namespace {
// The legend's entries as drawn: QtCharts' marker items, a level under the legend.
QList<QRectF> legendEntries(QChart *chart)
{
    QList<QRectF> entries;
    for (QGraphicsItem *box : chart->legend()->childItems())
        for (QGraphicsItem *item : box->childItems())
            if (item->isVisible() && item->type() == QGraphicsItem::UserType)
                entries.append(item->sceneBoundingRect());
    return entries;
}
} // namespace

// An analysis marks a 169-ply record move by move in a graph as short as the smallest window's:
// the legend's two entries side by side (Qt laid a second one out at 0×0 over the first), the
// score labels read (not "…"), and the line not a band of dots.
void TestEvaluationGraph::aShortGraphKeepsItsLabelsAndLegendReadable()
{
    EvaluationGraph graph;
    graph.resize(290, 160);
    graph.show();
    QVERIFY(QTest::qWaitForWindowExposed(&graph));
    QList<EvaluationPoint> points;
    for (int ply = 1; ply <= 169; ++ply)
        points.append({ply, Score::centipawns(ply * 10 % 700 - 300), {}, {}, MoveMark::None});
    points[64].mark = MoveMark::Inaccuracy;
    graph.setPoints(points, 169, QStringLiteral("Sente"));
    QTest::qWait(50);
    points[88].mark = MoveMark::Dubious;
    graph.setPoints(points, 169, QStringLiteral("Sente"));
    QTest::qWait(50);
    const QList<QRectF> entries = legendEntries(graph.chart());
    QCOMPARE(entries.size(), 2);
    QVERIFY2(!entries[0].intersects(entries[1]) && entries[1].width() > 0,
             qPrintable(QStringLiteral("%1,%2 %3x%4 against %5,%6 %7x%8")
                            .arg(entries[0].x())
                            .arg(entries[0].y())
                            .arg(entries[0].width())
                            .arg(entries[0].height())
                            .arg(entries[1].x())
                            .arg(entries[1].y())
                            .arg(entries[1].width())
                            .arg(entries[1].height())));
    QStringList labels;
    for (QGraphicsItem *item : graph.scene()->items())
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            labels << text->toPlainText();
    QVERIFY2(labels.contains(QStringLiteral("2000")) && labels.contains(QStringLiteral("-2000")),
             qPrintable(labels.join(QLatin1Char('|'))));
    const QString all = labels.join(QLatin1Char('|'));
    QVERIFY2(!all.contains(QStringLiteral("...")) && !all.contains(QChar(0x2026)), qPrintable(all));
    int dots = 0;
    for (QAbstractSeries *series : graph.chart()->series())
        if (auto *scatter = qobject_cast<QScatterSeries *>(series);
            scatter && scatter->isVisible() && scatter->count() > 100)
            ++dots;
    QCOMPARE(dots, 0);
}

QTEST_MAIN(TestEvaluationGraph)
#include "tst_evaluationgraph.moc"
