// SPDX-License-Identifier: GPL-3.0-or-later
// The window at 1400×900 and at its smallest (issue 14 items 4 and 6): how many search lines the
// Engines panels show, number columns shown whole, whole clocks and a usable board in the
// smallest window, and docks that get their room back when the window grows again or starts
// anew. Real windows; scripted fake engines that never answer "go" keep a game still while the
// panels are filled.
#include "board/boardwidget.h"
#include "core/game/game.h"
#include "core/play/session.h"
#include "gamecatalog.h"
#include "gamesetup.h"
#include "panels/clockpanel.h"
#include "panels/engineinfomodel.h"
#include "panels/enginepanel.h"
#include "panels/evaluationgraph.h"
#include "window/mainwindow.h"

#include <QDockWidget>
#include <QFile>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSettings>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

class TestWindowSize : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void aFirstStartGivesTheEnginesDockItsShare();
    void enginesPanelsShowTheirLinesAt1400x900();
    void docksGetTheirRoomBackWhenTheWindowGrows();
    void theNextStartGivesTheMovesDockItsWidth();
    void theSmallestWindowShowsWholeClocksAndABoard_data();
    void theSmallestWindowShowsWholeClocksAndABoard();
    void theBoardTakesTheRoomAndGrowsWithTheWindow();
    void at800x600TheBoardAndThreeEngineLinesFit();

private:
    QString stillEngine(const QString &name);
    static QDockWidget *dock(MainWindow &window, const QString &name);
    static void fill(EnginePanel *panel);
    static int fullyVisibleRows(const QTableView *view);
    static void showAt(MainWindow &window, const QSize &size);
    static void startShogiAgainstTheEngine(MainWindow &window);

    QTemporaryDir m_dir;
};

void TestWindowSize::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzWindowSize"));
}

void TestWindowSize::init()
{
    // Each test is a first start: no saved layout, no saved game.
    const QString settingsDir = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) +
                                               QString::fromLatin1(QTest::currentDataTag()));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir);
    QSettings().clear();
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

// A USI engine that starts and never answers "go": the game stays on its first turn.
QString TestWindowSize::stillEngine(const QString &name)
{
    const QString script = m_dir.filePath(name + QStringLiteral(".txt"));
    QFile file(script);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QStringLiteral("usi => say id name %1; say usiok\n"
                              "isready => say readyok\n"
                              "go =>\n")
                   .arg(name)
                   .toUtf8());
    file.close();
    const QString fake =
        QCoreApplication::applicationDirPath() + QStringLiteral("/kibitz-fake-engine");
    return QStringLiteral("cmd=%1 arg=%2 proto=usi").arg(fake, script);
}

QDockWidget *TestWindowSize::dock(MainWindow &window, const QString &name)
{
    return window.findChild<QDockWidget *>(name);
}

// Thirty lines of a long search, numbers as wide as they get in a real game.
void TestWindowSize::fill(EnginePanel *panel)
{
    for (int depth = 1; depth <= 30; ++depth) {
        EngineInfo info;
        info.depth = depth;
        info.seldepth = depth + 12;
        info.score = Score::centipawns(-1234 + depth);
        info.nodes = 1'284'567'890 + depth;
        info.nps = 12'345'678;
        info.timeMs = 104'300;
        info.pv = QStringList(24, QStringLiteral("7g7f"));
        panel->model()->addInfo(info);
    }
    panel->model()->flush();
}

int TestWindowSize::fullyVisibleRows(const QTableView *view)
{
    const QRect inside = view->viewport()->rect();
    int rows = 0;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        if (inside.contains(view->visualRect(view->model()->index(row, 1)))) ++rows;
    return rows;
}

void TestWindowSize::showAt(MainWindow &window, const QSize &size)
{
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
}

void TestWindowSize::aFirstStartGivesTheEnginesDockItsShare()
{
    // No saved layout, a window first shown at 1400×900 (a window manager's choice): the Engines
    // dock has its share of the height (the board has the most of it), not what the
    // constructor's 1100×760 window gave it.
    MainWindow window;
    showAt(window, QSize(1400, 900));
    QDockWidget *engines = dock(window, QStringLiteral("engines"));
    QVERIFY(engines && engines->isVisible());
    QTRY_VERIFY2(engines->height() > 900 * 13 / 100,
                 qPrintable(QStringLiteral("%1 px").arg(engines->height())));
    qInfo("Engines dock at the first start at 1400x900: %d px", engines->height());
}

void TestWindowSize::enginesPanelsShowTheirLinesAt1400x900()
{
    // A game of two engines (the panels share the dock), thirty lines of a deep search in each.
    MainWindow window;
    showAt(window, QSize(1400, 900));
    GameSetup setup;
    setup.gameId = QStringLiteral("shogi");
    setup.sides = {{SideSetup::Kind::Engine, stillEngine(QStringLiteral("First"))},
                   {SideSetup::Kind::Engine, stillEngine(QStringLiteral("Second"))}};
    setup.timeControl.baseMs = 10 * 60'000;
    QCOMPARE(window.startGame(setup), QString());
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session()->isStarted(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(window.enginePanel(0) && window.enginePanel(0)->isThinking(), 20000);
    for (int side = 0; side < 2; ++side)
        fill(window.enginePanel(side));
    for (int side = 0; side < 2; ++side) {
        QTableView *view = window.enginePanel(side)->table();
        QTRY_COMPARE(view->model()->rowCount(), 30);
        qInfo("Panel %d at 1400x900: %d lines shown whole", side, fullyVisibleRows(view));
        QVERIFY2(fullyVisibleRows(view) >= 3, qPrintable(QString::number(fullyVisibleRows(view))));
        // Every number column is shown, its text whole (the view draws a cell's text with the
        // focus frame's margin and one pixel more on each side); the PV has the rest.
        const QFontMetrics metrics(view->font());
        const int margins =
            2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
        for (int column : {int(EngineInfoModel::DepthColumn), int(EngineInfoModel::ScoreColumn),
                           int(EngineInfoModel::NodesColumn), int(EngineInfoModel::NpsColumn),
                           int(EngineInfoModel::TimeColumn)}) {
            const QString text = view->model()->index(0, column).data().toString();
            QVERIFY(!view->isColumnHidden(column));
            QVERIFY2(
                view->columnWidth(column) >= metrics.horizontalAdvance(text) + margins,
                qPrintable(QStringLiteral("%1 in %2 px").arg(text).arg(view->columnWidth(column))));
        }
        QVERIFY(!view->horizontalScrollBar()->isVisible());
        QVERIFY(view->columnWidth(EngineInfoModel::PvColumn) > 300);
    }
}

void TestWindowSize::docksGetTheirRoomBackWhenTheWindowGrows()
{
    MainWindow window;
    showAt(window, QSize(1400, 1000));
    QDockWidget *moves = dock(window, QStringLiteral("moves"));
    QDockWidget *engines = dock(window, QStringLiteral("engines"));
    QTest::qWait(100);
    const int movesWidth = moves->width();
    const int enginesHeight = engines->height();
    QVERIFY(movesWidth >= 290);
    // The smallest window squeezes both docks …
    window.resize(1, 1);
    QTRY_COMPARE(window.size(), window.minimumSize());
    QTRY_VERIFY(moves->width() < movesWidth - 50);
    QTRY_VERIFY(engines->height() < enginesHeight - 25);
    // … and they get their room back as the window grows again.
    window.resize(1400, 1000);
    QTRY_VERIFY2(qAbs(moves->width() - movesWidth) <= 2,
                 qPrintable(QStringLiteral("%1 px, was %2").arg(moves->width()).arg(movesWidth)));
    QTRY_VERIFY2(
        qAbs(engines->height() - enginesHeight) <= 2,
        qPrintable(QStringLiteral("%1 px, was %2").arg(engines->height()).arg(enginesHeight)));
}

void TestWindowSize::theNextStartGivesTheMovesDockItsWidth()
{
    int movesWidth = 0;
    {
        // The person makes the move list wider by dragging its edge, then closes the window
        // while it is at its smallest.
        MainWindow window;
        showAt(window, QSize(1100, 760));
        QDockWidget *moves = dock(window, QStringLiteral("moves"));
        QTest::qWait(100);
        const QPoint edge(moves->x() - 2, moves->y() + moves->height() / 2);
        QTest::mousePress(&window, Qt::LeftButton, {}, edge);
        QTest::mouseMove(&window, edge - QPoint(80, 0));
        QTest::qWait(50); // the window moves its separators on a timer
        QTest::mouseRelease(&window, Qt::LeftButton, {}, edge - QPoint(80, 0));
        QTRY_VERIFY2(moves->width() > 360, qPrintable(QString::number(moves->width())));
        movesWidth = moves->width();
        window.resize(1, 1);
        QTRY_VERIFY(moves->width() < 300);
        QVERIFY(window.close());
    }
    // The next start comes back at that small size; grown again, the move list is as wide as
    // the person made it.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QDockWidget *moves = dock(window, QStringLiteral("moves"));
    QTRY_VERIFY(moves->width() < 300);
    window.resize(1100, 760);
    QTRY_VERIFY2(qAbs(moves->width() - movesWidth) <= 2,
                 qPrintable(QStringLiteral("%1 px, was %2").arg(moves->width()).arg(movesWidth)));
}

void TestWindowSize::theSmallestWindowShowsWholeClocksAndABoard_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "ja"})
        for (const char *game : {"tictactoe", "gomoku", "shogi", "goita"})
            QTest::addRow("%s-%s", game, language)
                << QString::fromLatin1(game) << QString::fromLatin1(language);
}

void TestWindowSize::theSmallestWindowShowsWholeClocksAndABoard()
{
    QFETCH(QString, gameId);
    QFETCH(QString, language);
    MainWindow window;
    window.setLanguage(language);
    showAt(window, QSize(1100, 760));
    // A person against the bundled engine (goita: three of them); the person moves first, so
    // the engines' panels stay as they are filled.
    GameSetup setup;
    setup.gameId = gameId;
    setup.sides = {{SideSetup::Kind::Human, {}}};
    for (int side = 1; side < gameById(gameId)->playerCount(); ++side)
        setup.sides.append({SideSetup::Kind::Engine, QStringLiteral("bundled")});
    setup.timeControl.baseMs = 10 * 60'000;
    QCOMPARE(window.startGame(setup), QString());
    QTRY_VERIFY_WITH_TIMEOUT(window.board()->isInteractive(), 10000);
    for (EnginePanel *panel : window.findChildren<EnginePanel *>())
        fill(panel);

    window.resize(1, 1);
    QTRY_COMPARE(window.size(), window.minimumSize());
    QTest::qWait(100);
    qInfo("The smallest window: %dx%d, its board %dx%d", window.width(), window.height(),
          window.board()->width(), window.board()->height());
    // Each clock's title and digits whole.
    const QList<QLabel *> clockLabels = window.findChild<ClockPanel *>()->findChildren<QLabel *>();
    QCOMPARE(clockLabels.size(), 2 * gameById(gameId)->playerCount());
    for (const QLabel *label : clockLabels) {
        const QSize needed = label->fontMetrics().size(0, label->text());
        QVERIFY2(label->width() >= needed.width() && label->height() >= needed.height(),
                 qPrintable(QStringLiteral("'%1' needs %2x%3, has %4x%5")
                                .arg(label->text())
                                .arg(needed.width())
                                .arg(needed.height())
                                .arg(label->width())
                                .arg(label->height())));
    }
    // A board one can play on.
    QVERIFY(window.board()->width() >= 260 && window.board()->height() >= 260);
    // The engines' lines: three at least, none scrolled sideways, depth and score whole.
    for (EnginePanel *panel : window.findChildren<EnginePanel *>()) {
        QTableView *view = panel->table();
        QVERIFY2(fullyVisibleRows(view) >= 3, qPrintable(QString::number(fullyVisibleRows(view))));
        QVERIFY(!view->horizontalScrollBar()->isVisible());
        const QFontMetrics metrics(view->font());
        for (int column : {int(EngineInfoModel::DepthColumn), int(EngineInfoModel::ScoreColumn)}) {
            const QString text = view->model()->index(0, column).data().toString();
            QVERIFY(!view->isColumnHidden(column));
            QVERIFY(view->columnWidth(column) >= metrics.horizontalAdvance(text));
        }
        QVERIFY(view->columnWidth(EngineInfoModel::PvColumn) >= 80);
    }
    // A move list one can read.
    QVERIFY(dock(window, QStringLiteral("moves"))->width() >= 220);
    // The evaluation graph's title and score labels whole (a chart elides what does not fit).
    QStringList graphTexts;
    for (const QGraphicsItem *item : window.evaluationGraph()->scene()->items())
        if (const auto *text = qgraphicsitem_cast<const QGraphicsTextItem *>(item))
            graphTexts << text->toPlainText();
    const QChart *chart = window.evaluationGraph()->chart();
    const QString title = chart->title();
    const QString scoreTitle = chart->axes(Qt::Vertical).value(0)->titleText(); // "X ahead"
    QVERIFY(!title.isEmpty());
    for (const QString &whole :
         {title, scoreTitle, QStringLiteral("2000"), QStringLiteral("-2000")})
        QVERIFY2(graphTexts.contains(whole), qPrintable(graphTexts.join(QStringLiteral(" | "))));
}

// A person against the bundled engine, the person to move.
void TestWindowSize::startShogiAgainstTheEngine(MainWindow &window)
{
    GameSetup setup;
    setup.gameId = QStringLiteral("shogi");
    setup.sides = {{SideSetup::Kind::Human, {}},
                   {SideSetup::Kind::Engine, QStringLiteral("bundled")}};
    setup.timeControl.baseMs = 10 * 60'000;
    QCOMPARE(window.startGame(setup), QString());
    QTRY_VERIFY_WITH_TIMEOUT(window.board() && window.board()->isInteractive(), 10000);
}

void TestWindowSize::theBoardTakesTheRoomAndGrowsWithTheWindow()
{
    // A first start: the window at the size the program gives it.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    startShogiAgainstTheEngine(window);
    QTest::qWait(100);
    const BoardWidget *board = window.board();
    qInfo("The default window %dx%d: its board %dx%d", window.width(), window.height(),
          board->width(), board->height());
    QCOMPARE(window.size(), QSize(1100, 760));
    QTRY_VERIFY2(
        board->height() >= 0.6 * window.height(),
        qPrintable(QStringLiteral("%1 px of %2").arg(board->height()).arg(window.height())));
    // A bigger window gives the board most of what it adds.
    const int before = board->height();
    window.resize(1400, 1000);
    QTRY_VERIFY2(board->height() >= before + 150,
                 qPrintable(QStringLiteral("%1 px, was %2").arg(board->height()).arg(before)));
    QVERIFY(board->height() >= 0.6 * window.height());
    qInfo("At 1400x1000: its board %dx%d", board->width(), board->height());
}

void TestWindowSize::at800x600TheBoardAndThreeEngineLinesFit()
{
    MainWindow window;
    showAt(window, QSize(800, 600));
    startShogiAgainstTheEngine(window);
    EnginePanel *panel = window.enginePanel(1);
    QVERIFY(panel);
    fill(panel);
    QTest::qWait(100);
    const BoardWidget *board = window.board();
    qInfo("At 800x600: the board %dx%d, the engine's lines %d", board->width(), board->height(),
          fullyVisibleRows(panel->table()));
    QCOMPARE(window.size(), QSize(800, 600));
    // The board whole inside the window's centre, at the smallest size one plays on.
    QVERIFY(board->width() >= 260 && board->height() >= 260);
    const QRect inWindow(board->mapTo(&window, QPoint(0, 0)), board->size());
    QVERIFY(window.rect().contains(inWindow));
    QVERIFY(panel->isVisible());
    QVERIFY2(fullyVisibleRows(panel->table()) >= 3,
             qPrintable(QString::number(fullyVisibleRows(panel->table()))));
}

QTEST_MAIN(TestWindowSize)
#include "tst_windowsize.moc"
