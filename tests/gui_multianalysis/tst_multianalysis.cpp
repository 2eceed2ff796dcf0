// SPDX-License-Identifier: GPL-3.0-or-later
// Several engines analysing the position shown at once, driven by QTest events on the real main
// window: engines are chosen in Game → Analysis Engines, F5 starts them, each gets its own panel
// and log; the ply shown changes by keys and every engine is sent the new position (read back
// from its log, and from what its panel's lines are about); a scripted engine that crashes
// stops alone, and the window says so; hovering a row previews its line on the board, the wheel
// and ←/→ step through it, and leaving the row gives the board back. The positions expected are
// written out here as SFEN, not computed by Kibitz.
#include "core/engine/engineregistry.h"
#include "core/engine/enginespec.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/record/record.h"
#include "games/shogi/shogiboardwidget.h"
#include "gamesetup.h"
#include "panels/enginearea.h"
#include "panels/engineinfomodel.h"
#include "panels/enginelogpanel.h"
#include "panels/enginepanel.h"
#include "shogi/usi.h"
#include "window/mainwindow.h"

#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {
const QString record = QStringLiteral("position startpos moves 7g7f 3c3d 2g2f 8c8d");
// The boards (SFEN's first field) after 2, 3 and 4 moves of the record.
const QString afterTwo =
    QStringLiteral("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL");
const QString afterThree =
    QStringLiteral("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL");
const QString afterFour =
    QStringLiteral("lnsgkgsnl/1r5b1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL");
// The fixed line of the Steady engine, legal after two moves.
const QStringList steadyLine = {QStringLiteral("2g2f"), QStringLiteral("8c8d"),
                                QStringLiteral("2f2e"), QStringLiteral("8d8e")};

QString boardOf(const QString &sfen)
{
    return sfen.section(QLatin1Char(' '), 0, 0);
}
} // namespace

class TestMultiAnalysis : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void threeEnginesFollowThePlyShownAndOneCrashes();
    void fourEnginesAtMostAndEachPanelReads();
    void hoverPreviewStepsThroughALine();

private:
    RegisteredEngine engine(const QString &name, const QString &program,
                            const QStringList &arguments = {}) const;
    QString writeScript(const QString &name, const QString &text);
    static QMenu *enginesMenu(MainWindow &window);
    static QAction *chooseEngine(MainWindow &window, const QString &name);
    static bool openRecordAtPly(MainWindow &window, int ply);
    static EnginePanel *panelOf(MainWindow &window, const QString &name);
    static QString lastPositionSent(MainWindow &window, const QString &logName);
    static QString searchedBoard(EnginePanel *panel);
    static QStringList shownPreview(MainWindow &window);
    static QString shownBoard(MainWindow &window);

    QTemporaryDir m_dir;
    QString m_bin;
};

void TestMultiAnalysis::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_bin = QCoreApplication::applicationDirPath();
    QVERIFY(QFileInfo(m_bin + QStringLiteral("/kibitz-shogi")).isExecutable());
    QVERIFY(QFileInfo(m_bin + QStringLiteral("/kibitz-fake-engine")).isExecutable());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzMultiAnalysis"));
}

RegisteredEngine TestMultiAnalysis::engine(const QString &name, const QString &program,
                                           const QStringList &arguments) const
{
    EngineSpec spec;
    spec.command = m_bin + QLatin1Char('/') + program;
    spec.arguments = arguments;
    spec.protocol = QStringLiteral("usi");
    spec.name = name;
    return {QStringLiteral("shogi"), spec.toText()};
}

QString TestMultiAnalysis::writeScript(const QString &name, const QString &text)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(text.toUtf8());
    return path;
}

// Fresh settings for each test: a shogi game between two people on the board, and the engines
// registered for shogi: the bundled engine under two more names and two scripted ones.
void TestMultiAnalysis::init()
{
    const QString dir = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir);
    QSettings settings;
    settings.clear();
    settings.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
    GameSetup setup;
    setup.gameId = QStringLiteral("shogi");
    setup.sides = {SideSetup{}, SideSetup{}};
    setup.save(settings);
    // Crasher answers its first search with a line, and dies at its second.
    const QString crasher =
        writeScript(QStringLiteral("crasher.txt"),
                    QStringLiteral("usi => say id name Crasher; say usiok\n"
                                   "isready => say readyok\n"
                                   "go#1 => say info depth 1 score cp 15 pv 2f2e\n"
                                   "stop => say bestmove 2f2e\n"
                                   "go => crash\n"));
    const QString steady = writeScript(QStringLiteral("steady.txt"),
                                       QStringLiteral("usi => say id name Steady; say usiok\n"
                                                      "isready => say readyok\n"
                                                      "go => say info depth 3 score cp 42 pv %1\n"
                                                      "stop => say bestmove 2g2f\n")
                                           .arg(steadyLine.join(QLatin1Char(' '))));
    QVERIFY(!crasher.isEmpty() && !steady.isEmpty());
    EngineRegistry::save(
        settings,
        {engine(QStringLiteral("Second"), QStringLiteral("kibitz-shogi")),
         engine(QStringLiteral("Crasher"), QStringLiteral("kibitz-fake-engine"), {crasher}),
         engine(QStringLiteral("Steady"), QStringLiteral("kibitz-fake-engine"), {steady}),
         engine(QStringLiteral("Fourth"), QStringLiteral("kibitz-shogi"))});
}

QMenu *TestMultiAnalysis::enginesMenu(MainWindow &window)
{
    for (QAction *top : window.menuBar()->actions())
        if (top->menu())
            for (QAction *item : top->menu()->actions())
                if (item->menu() && item->menu()->title() == QStringLiteral("Analysis Engines"))
                    return item->menu();
    return nullptr;
}

// Opens the Analysis Engines menu and clicks the engine's entry; returns it as it was shown
// (the menu makes its entries anew each time it opens).
QAction *TestMultiAnalysis::chooseEngine(MainWindow &window, const QString &name)
{
    QMenu *menu = enginesMenu(window);
    if (!menu) return nullptr;
    menu->popup(window.mapToGlobal(QPoint(40, 40)));
    if (!QTest::qWaitForWindowExposed(menu)) return nullptr;
    QAction *found = nullptr;
    for (QAction *action : menu->actions())
        if (action->text().startsWith(name)) found = action;
    if (found && found->isEnabled())
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(found).center());
    else
        menu->hide();
    return found;
}

// The record comes in by the clipboard and Ctrl+V, the ply by Home and → on the board.
bool TestMultiAnalysis::openRecordAtPly(MainWindow &window, int ply)
{
    QGuiApplication::clipboard()->setText(record);
    QTest::keyClick(&window, Qt::Key_V, Qt::ControlModifier);
    if (!window.game() || window.game()->id() != QStringLiteral("shogi")) return false;
    if (!window.record() || window.record()->mainLineMoves().size() != 4) return false;
    QTest::keyClick(window.board(), Qt::Key_Home);
    for (int i = 0; i < ply; ++i)
        QTest::keyClick(window.board(), Qt::Key_Right);
    return window.shownPly() == ply;
}

EnginePanel *TestMultiAnalysis::panelOf(MainWindow &window, const QString &name)
{
    for (EnginePanel *panel : window.findChild<EngineArea *>()->analysisPanels())
        for (const QLabel *label : panel->findChildren<QLabel *>())
            if (label->text().contains(QStringLiteral("<b>%1</b>").arg(name))) return panel;
    return nullptr;
}

// The last `position` line the log shows as sent to the engine, chosen by its name in the log
// panel's list.
QString TestMultiAnalysis::lastPositionSent(MainWindow &window, const QString &logName)
{
    auto *choice = window.logPanel()->findChild<QComboBox *>();
    const int index = choice->findText(QStringLiteral("%1 (analysis)").arg(logName));
    if (index < 0) return QStringLiteral("no log named %1").arg(logName);
    choice->setCurrentIndex(index);
    const QStringList lines = window.logPanel()->shownText().split(QLatin1Char('\n'));
    for (auto it = lines.crbegin(); it != lines.crend(); ++it)
        if (it->startsWith(QStringLiteral("# position "))) return it->mid(2);
    return {};
}

QString TestMultiAnalysis::searchedBoard(EnginePanel *panel)
{
    const Position *position = panel ? panel->model()->searchPosition() : nullptr;
    return position ? boardOf(position->setupText()) : QString();
}

QStringList TestMultiAnalysis::shownPreview(MainWindow &window)
{
    QStringList moves;
    for (const shogi::Move &m : static_cast<ShogiBoardWidget *>(window.board())->shownPreview())
        moves << shogi::toUsi(m);
    return moves;
}

QString TestMultiAnalysis::shownBoard(MainWindow &window)
{
    return boardOf(static_cast<ShogiBoardWidget *>(window.board())->board().toSfen(false));
}

void TestMultiAnalysis::threeEnginesFollowThePlyShownAndOneCrashes()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(openRecordAtPly(window, 4));
    QVERIFY(qobject_cast<ShogiBoardWidget *>(window.board()));

    // The bundled engine is chosen at first; two more by the menu.
    QAction *second = chooseEngine(window, QStringLiteral("Second"));
    QVERIFY(second && second->isChecked());
    QAction *crasher = chooseEngine(window, QStringLiteral("Crasher"));
    QVERIFY(crasher && crasher->isChecked());
    QTest::keyClick(window.board(), Qt::Key_F5);
    QVERIFY(window.isAnalysing());
    QCOMPARE(window.findChild<EngineArea *>()->analysisPanels().size(), 3);
    EnginePanel *bundled = panelOf(window, QStringLiteral("kibitz-shogi"));
    EnginePanel *secondPanel = panelOf(window, QStringLiteral("Second"));
    EnginePanel *crasherPanel = panelOf(window, QStringLiteral("Crasher"));
    QVERIFY(bundled && secondPanel && crasherPanel);
    QCOMPARE(window.logPanel()->logCount(), 3); // the review has no players: the analysis only
    for (EnginePanel *panel : {bundled, secondPanel, crasherPanel}) {
        QTRY_VERIFY_WITH_TIMEOUT(panel->model()->rowCount() > 0, 20000);
        QCOMPARE(searchedBoard(panel), afterFour);
    }

    // Two lines for the second engine, typed into its panel's Lines box.
    auto *lines = secondPanel->findChild<QSpinBox *>();
    QVERIFY(lines && lines->isVisible());
    QTest::mouseClick(lines, Qt::LeftButton);
    QTest::keyClick(lines, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(lines, QStringLiteral("2"));
    auto hasSecondLine = [](EnginePanel *panel) {
        for (int row = 0; row < panel->model()->rowCount(); ++row)
            if (panel->model()->infoAt(row)->multipv == 2) return true;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(hasSecondLine(secondPanel), 20000);
    QVERIFY(!hasSecondLine(bundled)); // each engine has its own number of lines
    auto *choice = window.logPanel()->findChild<QComboBox *>();
    choice->setCurrentIndex(choice->findText(QStringLiteral("Second (analysis)")));
    QVERIFY(window.logPanel()->shownText().contains(
        QStringLiteral("# setoption name MultiPV value 2")));
    QCOMPARE(QSettings().value(QStringLiteral("analysisLines/shogi")).toStringList(),
             QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("1")}));

    // One move back: every engine is sent the position after three moves.
    QTest::keyClick(window.board(), Qt::Key_Left);
    QCOMPARE(window.shownPly(), 3);
    const QString sent = QStringLiteral("position startpos moves 7g7f 3c3d 2g2f");
    for (const QString &name :
         {QStringLiteral("kibitz-shogi"), QStringLiteral("Second"), QStringLiteral("Crasher")})
        QTRY_COMPARE_WITH_TIMEOUT(lastPositionSent(window, name), sent, 10000);
    for (EnginePanel *panel : {bundled, secondPanel}) {
        QTRY_COMPARE_WITH_TIMEOUT(searchedBoard(panel), afterThree, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(panel->model()->rowCount() > 0, 20000);
    }

    // Crasher died at that second search: its panel and the window say so, the others go on.
    QTRY_VERIFY_WITH_TIMEOUT(window.statusText().contains(QStringLiteral("Crasher crashed")),
                             10000);
    QVERIFY2(window.statusText().contains(QStringLiteral("the other engines go on analysing")),
             qPrintable(window.statusText()));
    QVERIFY(panelOf(window, QStringLiteral("Crasher")) == crasherPanel);
    QVERIFY(crasherPanel->findChild<QLabel *>()->text().contains(QStringLiteral("stopped")));
    QCOMPARE(crasherPanel->model()->rowCount(), 1);
    QVERIFY(crasherPanel->model()
                ->data(crasherPanel->model()->index(0, EngineInfoModel::PvColumn))
                .toString()
                .contains(QStringLiteral("crashed")));
    QVERIFY(window.isAnalysing());
    QVERIFY(bundled->isThinking() && secondPanel->isThinking());
    QVERIFY(!crasherPanel->isThinking());
    // And they still follow the ply shown.
    QTest::keyClick(window.board(), Qt::Key_Right);
    for (EnginePanel *panel : {bundled, secondPanel})
        QTRY_COMPARE_WITH_TIMEOUT(searchedBoard(panel), afterFour, 10000);
    QCOMPARE(lastPositionSent(window, QStringLiteral("Second")),
             QStringLiteral("position startpos moves 7g7f 3c3d 2g2f 8c8d"));

    // A new game switches every engine off (issue 14): no panel and no log of theirs is left.
    GameSetup people;
    people.gameId = QStringLiteral("shogi");
    people.sides = {SideSetup{}, SideSetup{}};
    QCOMPARE(window.startGame(people), QString());
    QVERIFY(!window.isAnalysing());
    QVERIFY(window.findChild<EngineArea *>()->analysisPanels().isEmpty());
    QCOMPARE(window.logPanel()->logCount(), 0);
}

void TestMultiAnalysis::fourEnginesAtMostAndEachPanelReads()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(openRecordAtPly(window, 2));
    for (const QString &name :
         {QStringLiteral("Second"), QStringLiteral("Steady"), QStringLiteral("Fourth")})
        QVERIFY(chooseEngine(window, name)->isChecked());
    // A fifth cannot be chosen: its entry says why.
    QAction *fifth = chooseEngine(window, QStringLiteral("Crasher"));
    QVERIFY(fifth && !fifth->isEnabled() && !fifth->isChecked());
    QVERIFY(fifth->toolTip().contains(QStringLiteral("At most 4 engines")));
    QCOMPARE(QSettings().value(QStringLiteral("analysis/shogi")).toStringList().size(), 4);

    QTest::keyClick(window.board(), Qt::Key_F5);
    const QList<EnginePanel *> panels = window.findChild<EngineArea *>()->analysisPanels();
    QCOMPARE(panels.size(), 4);
    // The window keeps its size: four panels fit in 1400×900.
    QTRY_VERIFY(window.minimumSizeHint().height() <= 900);
    QCOMPARE(window.size(), QSize(1400, 900));
    for (EnginePanel *panel : panels) {
        QTRY_VERIFY_WITH_TIMEOUT(panel->model()->rowCount() > 0, 20000);
        // Each panel shows its newest row whole enough to read: at least one row of the table
        // and its principal variation column wider than a few moves.
        const QTableView *table = panel->table();
        QVERIFY2(table->viewport()->height() >= table->rowHeight(0),
                 qPrintable(QStringLiteral("%1 px high").arg(table->viewport()->height())));
        QVERIFY2(
            table->columnWidth(EngineInfoModel::PvColumn) >= 150,
            qPrintable(
                QStringLiteral("%1 px wide").arg(table->columnWidth(EngineInfoModel::PvColumn))));
    }
    // Taking one off while they analyse stops it alone, and frees its place in the menu.
    QVERIFY(!chooseEngine(window, QStringLiteral("Steady"))->isChecked());
    QCOMPARE(window.findChild<EngineArea *>()->analysisPanels().size(), 3);
    QVERIFY(!panelOf(window, QStringLiteral("Steady")));
    QCOMPARE(window.logPanel()->logCount(), 3);
    QVERIFY(chooseEngine(window, QStringLiteral("Crasher"))->isChecked());
    QCOMPARE(window.findChild<EngineArea *>()->analysisPanels().size(), 4);
    QTRY_VERIFY_WITH_TIMEOUT(panelOf(window, QStringLiteral("Crasher"))->model()->rowCount() > 0,
                             20000);
}

void TestMultiAnalysis::hoverPreviewStepsThroughALine()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(openRecordAtPly(window, 2));
    QVERIFY(chooseEngine(window, QStringLiteral("Steady"))->isChecked());
    QTest::keyClick(window.board(), Qt::Key_F5);
    EnginePanel *steady = panelOf(window, QStringLiteral("Steady"));
    QVERIFY(steady);
    QTRY_VERIFY_WITH_TIMEOUT(steady->model()->rowCount() > 0, 20000);
    QCOMPARE(steady->model()->infoAt(0)->pv, steadyLine);
    QCOMPARE(shownBoard(window), afterTwo);

    // The pointer on the row: the board shows its line from the position searched.
    QTableView *table = steady->table();
    const QPoint row =
        table->visualRect(steady->model()->index(0, EngineInfoModel::PvColumn)).center();
    QTest::mouseMove(table->viewport(), row);
    QTRY_COMPARE(shownPreview(window), steadyLine);
    QCOMPARE(shownBoard(window), afterTwo);
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("mouse wheel or ←/→")));

    // The wheel down plays its first move on the board, the rest stays drawn.
    QWheelEvent down(row, table->viewport()->mapToGlobal(row), {}, {0, -120}, Qt::NoButton,
                     Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(table->viewport(), &down);
    QCOMPARE(shownBoard(window), afterThree);
    QCOMPARE(shownPreview(window), steadyLine.mid(1));
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("move 1 of 4")),
             qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(!window.board()->isInteractive());
    // → goes on through the line (not through the record), ← comes back.
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(shownBoard(window), afterFour);
    QCOMPARE(shownPreview(window), steadyLine.mid(2));
    QCOMPARE(window.shownPly(), 2);
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(shownBoard(window), afterThree);
    QWheelEvent up(row, table->viewport()->mapToGlobal(row), {}, {0, 120}, Qt::NoButton,
                   Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(table->viewport(), &up);
    QApplication::sendEvent(table->viewport(), &up); // no further back than the start
    QCOMPARE(shownBoard(window), afterTwo);
    QCOMPARE(shownPreview(window), steadyLine);

    // Leaving the row gives the board back: the position shown, the keys move the record again.
    QTest::keyClick(&window, Qt::Key_Right);
    QTest::mouseMove(window.board(), window.board()->rect().center());
    QTRY_VERIFY(window.statusBar()->currentMessage().isEmpty());
    QCOMPARE(shownBoard(window), afterTwo);
    QVERIFY(shownPreview(window) != steadyLine.mid(1));
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(window.shownPly(), 3);
    QCOMPARE(shownBoard(window), afterThree);
}

QTEST_MAIN(TestMultiAnalysis)
#include "tst_multianalysis.moc"
