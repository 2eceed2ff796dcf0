// The evaluation graph: a record analysed by ShogiHome opens with one point per 評価値 its
// comments hold, at the ply of the move they follow and with their value (read here from the
// file's text, not by Kibitz's reader); a click on a point shows that ply, and the pointer over
// the point of the ply shown previews its line on the board.
#include "core/analysis/evaluationline.h"
#include "core/record/record.h"
#include "games/shogi/shogiboardwidget.h"
#include "panels/evaluationgraph.h"
#include "shogi/usi.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

class TestEvaluationGraph : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void graphFromShogiHomeComments_data();
    void graphFromShogiHomeComments();
    void clickShowsThePlyAndHoverPreviewsTheLine();
    void noEvaluationsNoPoints();

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

QTEST_MAIN(TestEvaluationGraph)
#include "tst_evaluationgraph.moc"
