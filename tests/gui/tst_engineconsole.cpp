// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30: the engine log's console (typing to a running engine), reading a log (filter, search,
// times, autoscroll, copy) and the chart of an engine's search over time, in the real window.
#include "board/boardwidget.h"
#include "core/engine/engineconsole.h"
#include "core/engine/enginelog.h"
#include "core/play/gamecontroller.h"
#include "core/play/session.h"
#include "gamesetup.h"
#include "panels/engineconsoleline.h"
#include "panels/enginelogpanel.h"
#include "panels/enginelogview.h"
#include "panels/searchchart.h"
#include "testprograms.h"
#include "window/mainwindow.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCompleter>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QStringListModel>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace kibitz;

class TestEngineConsole : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void typesUsiToAUsiEngine();
    void typesToTheTicTacToeAndGomokuEngines_data();
    void typesToTheTicTacToeAndGomokuEngines();
    void aCliMatchLogIsFilteredAndSearched();
    void newLinesWaitWhileThePersonReadsAbove();
    void theChartDrawsAShogiEnginesSearch();
    void at800x600TheLogLeavesTheBoardWhole();

private:
    // A person against the bundled engine of gameId, the person moving first unless engineFirst.
    static void startAgainstBundled(MainWindow &window, const QString &gameId, bool engineFirst);
    static EngineLog *shownLog(MainWindow &window);
    static void type(EngineConsoleLine *line, const QString &text);

    QTemporaryDir m_dir;
};

void TestEngineConsole::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzTestConsole"));
}

void TestEngineConsole::init()
{
    const QString settingsDir = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir);
    QSettings().clear();
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestEngineConsole::startAgainstBundled(MainWindow &window, const QString &gameId,
                                            bool engineFirst)
{
    GameSetup setup;
    setup.gameId = gameId;
    setup.sides = {{SideSetup::Kind::Human, {}},
                   {SideSetup::Kind::Engine, QStringLiteral("bundled")}};
    if (engineFirst) std::swap(setup.sides[0], setup.sides[1]);
    setup.timeControl.moveTimeMs = 1000;
    QCOMPARE(window.startGame(setup), QString());
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session()->isStarted(), 10000);
}

EngineLog *TestEngineConsole::shownLog(MainWindow &window)
{
    // The only log of a game against one engine.
    const auto logs = window.controller()->engineLogs();
    return logs.isEmpty() ? nullptr : logs.first().first;
}

void TestEngineConsole::type(EngineConsoleLine *line, const QString &text)
{
    line->setFocus();
    QTest::keyClicks(line, text);
    QTest::keyClick(line, Qt::Key_Return);
}

void TestEngineConsole::typesUsiToAUsiEngine()
{
    MainWindow window;
    window.show();
    startAgainstBundled(window, QStringLiteral("shogi"), false);
    QTRY_VERIFY_WITH_TIMEOUT(window.board()->isInteractive(), 10000);
    EngineLogPanel *panel = window.logPanel();
    EngineConsoleLine *console = panel->consoleLine();
    QTRY_VERIFY(console->isEnabled());
    // The protocol's own words complete the first word.
    QVERIFY(console->completer()
                ->model()
                ->match(console->completer()->model()->index(0, 0), Qt::DisplayRole,
                        QStringLiteral("usinewgame"))
                .size() == 1);
    auto *warning = panel->findChild<QLabel *>(QStringLiteral("consoleWarning"));
    QVERIFY(warning && warning->isHidden());
    EngineLog *log = shownLog(window);
    type(console, QStringLiteral("usi"));
    QVERIFY(warning->isVisible()); // typing into an engine in a game is warned about
    // The line went as typed, and the log says it was the person's; the reply follows it (in
    // the log at once, in the view once its next batch of rows is shown).
    const qsizetype typed = log->lines().lastIndexOf(QStringLiteral("# usi"));
    QVERIFY(typed > 0 && log->isTyped(typed));
    QVERIFY(!log->isTyped(0)); // Kibitz's own "usi" at the start
    QTRY_VERIFY_WITH_TIMEOUT(log->lines().indexOf(QStringLiteral(". usiok"), typed) > typed, 5000);
    QTRY_COMPARE(panel->shownText().count(QStringLiteral("usiok")), 2);
    QVERIFY(log->toTlf().contains(QStringLiteral("# # typed\n# usi\n")));
    // The warning is said once: the next line goes without it.
    warning->hide();
    type(console, QStringLiteral("isready"));
    QTRY_VERIFY(log->lines().contains(QStringLiteral("= readyok")));
    QVERIFY(warning->isHidden());
    // ↑ and ↓ walk what was sent.
    QTest::keyClick(console, Qt::Key_Up);
    QCOMPARE(console->text(), QStringLiteral("isready"));
    QTest::keyClick(console, Qt::Key_Up);
    QCOMPARE(console->text(), QStringLiteral("usi"));
    QTest::keyClick(console, Qt::Key_Down);
    QTest::keyClick(console, Qt::Key_Down);
    QCOMPARE(console->text(), QString());
    // The game goes on: the person's move is answered.
    QVERIFY(window.controller()->session()->isStarted() &&
            !window.controller()->session()->isOver());
}

void TestEngineConsole::typesToTheTicTacToeAndGomokuEngines_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("reply");
    QTest::addColumn<QString>("completes");
    QTest::newRow("tictactoe") << QStringLiteral("tictactoe") << QStringLiteral("name")
                               << QStringLiteral("= name:'kibitz-tictactoe'")
                               << QStringLiteral("setoption");
    QTest::newRow("gomoku") << QStringLiteral("gomoku") << QStringLiteral("ABOUT")
                            << QStringLiteral("= name=\"kibitz-gomoku\"")
                            << QStringLiteral("RECTSTART");
}

void TestEngineConsole::typesToTheTicTacToeAndGomokuEngines()
{
    QFETCH(QString, gameId);
    QFETCH(QString, command);
    QFETCH(QString, reply);
    QFETCH(QString, completes);
    MainWindow window;
    window.show();
    startAgainstBundled(window, gameId, false);
    QTRY_VERIFY_WITH_TIMEOUT(window.board()->isInteractive(), 10000);
    EngineConsoleLine *console = window.logPanel()->consoleLine();
    QTRY_VERIFY(console->isEnabled());
    const QStringList words =
        qobject_cast<QStringListModel *>(console->completer()->model())->stringList();
    QVERIFY2(words.contains(completes), qPrintable(words.join(u' ')));
    EngineLog *log = shownLog(window);
    const qsizetype before = log->lines().size();
    type(console, command);
    QTRY_VERIFY_WITH_TIMEOUT(log->lines().mid(before).filter(reply.left(12)).size() == 1, 5000);
    QCOMPARE(log->lines().at(before), QStringLiteral("# ") + command);
    QVERIFY(log->isTyped(before));
    QTRY_VERIFY(window.logPanel()->shownText().contains(
        log->lines().mid(before).filter(reply.left(12)).first()));
}

void TestEngineConsole::aCliMatchLogIsFilteredAndSearched()
{
    // A TLF log as kibitz-cli match --log writes it, opened in the window's engine log.
    const QString logs = m_dir.filePath(QStringLiteral("cli-logs"));
    const test::CliRun run = test::runCli({QStringLiteral("match"), QStringLiteral("--game"),
                                           QStringLiteral("tictactoe"), QStringLiteral("--engine"),
                                           QStringLiteral("bundled"), QStringLiteral("--engine"),
                                           QStringLiteral("bundled"), QStringLiteral("--games"),
                                           QStringLiteral("2"), QStringLiteral("--log"), logs});
    QCOMPARE(run.exitCode, 0);
    const QString path = QDir(logs).filePath(QStringLiteral("1-kibitz-tictactoe.tlf"));
    MainWindow window;
    window.show();
    EngineLogPanel *panel = window.logPanel();
    QCOMPARE(panel->openLog(path), QString());
    const QStringList all = panel->shownText().split(u'\n');
    QVERIFY(all.size() > 20);
    QVERIFY(all.filter(QRegularExpression(QStringLiteral("^= info "))).size() > 0);
    // Each line has its time since the log began, and the clock time on hover.
    auto *lines = panel->findChild<QTreeView *>(QStringLiteral("logLines"));
    QVERIFY(lines);
    const QAbstractItemModel *model = lines->model();
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("0.000"));
    QVERIFY(model->index(0, 0).data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("20")));
    // No console for a log read from a file: no engine runs behind it.
    QVERIFY(!panel->consoleLine()->isEnabled());
    // The filter: the engine's info lines hidden, then everything sent by Kibitz.
    auto *filter = panel->findChild<QToolButton *>(QStringLiteral("logFilter"));
    QVERIFY(filter);
    const auto filterAction = [filter](const char *name) {
        return filter->menu()->findChild<QAction *>(QLatin1String(name));
    };
    filterAction("showInfo")->trigger();
    QStringList shown = panel->shownText().split(u'\n');
    QVERIFY(shown.filter(QRegularExpression(QStringLiteral("^= info "))).isEmpty());
    QVERIFY(shown.contains(QStringLiteral("# go")));
    QVERIFY(shown.size() < all.size());
    filterAction("showSent")->trigger();
    shown = panel->shownText().split(u'\n');
    for (const QString &line : shown)
        QVERIFY2(logLineKind(line) != LogLineKind::Sent, qPrintable(line));
    QVERIFY(!shown.filter(QRegularExpression(QStringLiteral("^= bestmove"))).isEmpty());
    filterAction("showSent")->trigger();
    filterAction("showInfo")->trigger();
    QCOMPARE(panel->shownText().split(u'\n'), all);
    // Search: Enter finds the first match, the arrows the next and the previous ones.
    const int bestMoves = int(all.filter(QStringLiteral("bestmove")).size());
    QVERIFY(bestMoves >= 2);
    auto *find = panel->findChild<QLineEdit *>(QStringLiteral("logFind"));
    QTest::keyClicks(find, QStringLiteral("BESTMOVE")); // whatever its case
    QTest::keyClick(find, Qt::Key_Return);
    const auto current = [lines] {
        return lines->currentIndex().siblingAtColumn(1).data().toString();
    };
    const auto matches = panel->findChild<QLabel *>(QStringLiteral("findMatches"));
    QVERIFY(current().contains(QStringLiteral("bestmove")));
    QCOMPARE(matches->text(), QStringLiteral("1 of %1").arg(bestMoves));
    const int first = lines->currentIndex().row();
    QTest::mouseClick(panel->findChild<QToolButton *>(QStringLiteral("findNext")), Qt::LeftButton);
    QCOMPARE(matches->text(), QStringLiteral("2 of %1").arg(bestMoves));
    QVERIFY(lines->currentIndex().row() > first);
    QTest::mouseClick(panel->findChild<QToolButton *>(QStringLiteral("findPrevious")),
                      Qt::LeftButton);
    QCOMPARE(lines->currentIndex().row(), first);
    QTest::mouseClick(panel->findChild<QToolButton *>(QStringLiteral("findPrevious")),
                      Qt::LeftButton); // round to the last one
    QCOMPARE(matches->text(), QStringLiteral("%1 of %1").arg(bestMoves));
    // Search goes through the lines shown: with Kibitz's lines hidden, "go" finds no "# go".
    filterAction("showSent")->trigger();
    QVERIFY(!panel->view()->find(QStringLiteral("# go"), false));
    QCOMPARE(matches->text(), QStringLiteral("not found"));
    filterAction("showSent")->trigger();
    // Copy: the lines selected, as they are.
    QVERIFY(panel->view()->find(QStringLiteral("# go"), false));
    lines->setFocus();
    QTest::keyClick(lines, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("# go"));
}

void TestEngineConsole::newLinesWaitWhileThePersonReadsAbove()
{
    EngineLog log;
    EngineLogPanel panel;
    panel.resize(500, 300);
    panel.show();
    panel.addLog(&log, QStringLiteral("engine"));
    for (int i = 0; i < 200; ++i)
        log.logReceived(QStringLiteral("info depth %1").arg(i));
    auto *lines = panel.findChild<QTreeView *>(QStringLiteral("logLines"));
    QScrollBar *bar = lines->verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > 0 && bar->value() == bar->maximum()); // it follows
    // Times count from the log's first line, though the log was empty when it was shown.
    QCOMPARE(lines->model()->index(0, 0).data().toString(), QStringLiteral("0.000"));
    auto *newest = panel.findChild<QToolButton *>(QStringLiteral("logNewest"));
    QVERIFY(newest->isHidden());
    bar->setValue(10); // the person reads above
    QVERIFY(newest->isVisible());
    const int maximum = bar->maximum();
    for (int i = 200; i < 300; ++i)
        log.logReceived(QStringLiteral("info depth %1").arg(i));
    QTRY_VERIFY(bar->maximum() > maximum);
    QTest::qWait(150);
    QCOMPARE(bar->value(), 10);
    QTest::mouseClick(newest, Qt::LeftButton);
    QCOMPARE(bar->value(), bar->maximum());
    QVERIFY(newest->isHidden());
    log.logReceived(QStringLiteral("bestmove 7g7f"));
    QTRY_VERIFY(panel.shownText().endsWith(QStringLiteral("bestmove 7g7f")));
    QTRY_COMPARE(bar->value(), bar->maximum());
}

void TestEngineConsole::theChartDrawsAShogiEnginesSearch()
{
    MainWindow window;
    window.show();
    startAgainstBundled(window, QStringLiteral("shogi"), true);
    // The engine's first move made, the person's turn.
    QTRY_VERIFY_WITH_TIMEOUT(window.board()->isInteractive(), 15000);
    SearchChart *chart = window.logPanel()->searchChart();
    chart->showPerMove(false);
    QTRY_VERIFY(!chart->points(QStringLiteral("depth")).isEmpty());
    const QList<QPointF> depth = chart->points(QStringLiteral("depth"));
    QVERIFY(depth.last().y() >= depth.first().y());
    QVERIFY(depth.last().x() <= 1.5); // seconds of a one-second move
    QVERIFY(!chart->points(QStringLiteral("score")).isEmpty());
    chart->showPerMove(true);
    QTRY_COMPARE(chart->points(QStringLiteral("depth")).size(), 1);
    QCOMPARE(chart->points(QStringLiteral("depth")).first(), QPointF(1, depth.last().y()));
}

void TestEngineConsole::at800x600TheLogLeavesTheBoardWhole()
{
    // The engine log raised in its dock (console, filter, search row) at the smallest size one
    // plays on: the window stays 800×600 and the board whole.
    MainWindow window;
    window.resize(800, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    startAgainstBundled(window, QStringLiteral("shogi"), false);
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("engineLog"));
    QVERIFY(dock);
    dock->raise();
    QTRY_VERIFY(window.logPanel()->isVisible());
    QTest::qWait(100);
    qInfo("At 800x600 with the log: the window %dx%d (at least %dx%d), the board %dx%d, the log "
          "%dx%d",
          window.width(), window.height(), window.minimumSizeHint().width(),
          window.minimumSizeHint().height(), window.board()->width(), window.board()->height(),
          window.logPanel()->width(), window.logPanel()->height());
    QCOMPARE(window.size(), QSize(800, 600));
    QVERIFY(window.board()->height() >= 260);
    const QRect inWindow(window.board()->mapTo(&window, QPoint(0, 0)), window.board()->size());
    QVERIFY(window.rect().contains(inWindow));
}

QTEST_MAIN(TestEngineConsole)
#include "tst_engineconsole.moc"
