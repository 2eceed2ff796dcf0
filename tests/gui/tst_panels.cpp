// SPDX-License-Identifier: GPL-3.0-or-later
// The panels and dialogs on their own: what they show for given input, and that a flood of
// engine output stays bounded.
#include "core/engine/enginelog.h"
#include "core/engine/engineregistry.h"
#include "core/game/game.h"
#include "core/game/gameclock.h"
#include "dialogs/engineeditdialog.h"
#include "dialogs/enginesdialog.h"
#include "dialogs/newgamedialog.h"
#include "gamecatalog.h"
#include "gamesetup.h"
#include "panels/clockpanel.h"
#include "panels/displaytext.h"
#include "panels/engineinfomodel.h"
#include "panels/enginelogpanel.h"
#include "panels/enginepanel.h"

#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;

class TestPanels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void scoreTexts_data();
    void scoreTexts();
    void clockTexts_data();
    void clockTexts();
    void movesAreShownInTheGamesNotation();
    void infoUpdatesAreCoalescedNewestFirst();
    void aFloodKeepsOnlyTheNewestRows();
    void multiPvShowsItsColumn();
    void logPanelShowsABoundedTail();
    void clockPanelCountsDownTheRunningSide();
    void clockPanelShowsTheByoyomiToCome();
    void clockPanelSaysASideIsUntimed();
    void aPanelKeepsTheLinesAskedInView();
    void gameSetupRoundTripsThroughSettings();
    void engineRegistryRoundTripsThroughSettings();
    void newGameDialogGivesBackItsSetup();
    void addingAnEngineStartsFromTheGameOnTheBoard();
    void numberColumnsAreNeverCut();
    void aSavedLogsNameHasNoStrayDashes();
    void theScoreHeaderSaysWhoseViewItIs();

private:
    QTemporaryDir m_dir;
};

void TestPanels::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzPanels"));
}

void TestPanels::scoreTexts_data()
{
    QTest::addColumn<Score>("score");
    QTest::addColumn<QString>("text");
    QTest::newRow("positive") << Score::centipawns(35) << QStringLiteral("+35");
    QTest::newRow("negative") << Score::centipawns(-12) << QStringLiteral("-12");
    QTest::newRow("zero") << Score::centipawns(0) << QStringLiteral("0");
    QTest::newRow("mate") << Score::mate(5) << QStringLiteral("M5");
    QTest::newRow("mated") << Score::mate(-3) << QStringLiteral("-M3");
    QTest::newRow("mate unknown length")
        << Score::mate(Score::unknownMatePlies) << QStringLiteral("M");
    QTest::newRow("lower bound") << Score::centipawns(50, Score::Bound::Lower)
                                 << QStringLiteral("≥+50");
    QTest::newRow("none") << Score() << QString();
}

void TestPanels::scoreTexts()
{
    QFETCH(Score, score);
    QFETCH(QString, text);
    QCOMPARE(displaytext::score(score), text);
}

void TestPanels::clockTexts_data()
{
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("hours") << qint64(3723'000) << QStringLiteral("1:02:03");
    QTest::newRow("minutes") << qint64(245'000) << QStringLiteral("4:05");
    QTest::newRow("tenths under ten seconds") << qint64(9'350) << QStringLiteral("0:09.3");
    QTest::newRow("zero") << qint64(0) << QStringLiteral("0:00.0");
}

void TestPanels::clockTexts()
{
    QFETCH(qint64, ms);
    QFETCH(QString, text);
    QCOMPARE(displaytext::clock(ms), text);
}

void TestPanels::movesAreShownInTheGamesNotation()
{
    const Game *game = gameById(u"tictactoe");
    const auto start = game->startPosition();
    // Squares are numbered from the top-left; players read columns a–c and rows 1–3 from below.
    QCOMPARE(
        displaytext::moves(*start, {QStringLiteral("4"), QStringLiteral("0"), QStringLiteral("8")}),
        QStringLiteral("b2 a3 c1"));
    // An illegal move ends the text: an engine's bad PV is not shown past it.
    QCOMPARE(displaytext::moves(*start, {QStringLiteral("4"), QStringLiteral("4")}),
             QStringLiteral("b2"));
}

void TestPanels::infoUpdatesAreCoalescedNewestFirst()
{
    EngineInfoModel model;
    model.setSearchPosition(gameById(u"tictactoe")->startPosition());
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    for (int depth = 1; depth <= 3; ++depth) {
        EngineInfo info;
        info.depth = depth;
        info.score = Score::centipawns(depth * 10);
        info.nodes = 1000 * depth;
        info.pv = {QStringLiteral("4"), QStringLiteral("0")};
        model.addInfo(info);
    }
    QCOMPARE(model.rowCount(), 0); // nothing shown until the batch is flushed
    QTRY_COMPARE(model.rowCount(), 3);
    QCOMPARE(inserted.size(), 1); // one view update for the three lines
    QCOMPARE(model.data(model.index(0, EngineInfoModel::DepthColumn)).toString(),
             QStringLiteral("3"));
    QCOMPARE(model.data(model.index(0, EngineInfoModel::ScoreColumn)).toString(),
             QStringLiteral("+30"));
    QCOMPARE(model.data(model.index(2, EngineInfoModel::NodesColumn)).toString(),
             QStringLiteral("1,000"));
    QCOMPARE(model.data(model.index(0, EngineInfoModel::PvColumn)).toString(),
             QStringLiteral("b2 a3"));
}

void TestPanels::aFloodKeepsOnlyTheNewestRows()
{
    EngineInfoModel model;
    model.setMaxRows(100);
    for (int i = 0; i < 100'000; ++i) {
        EngineInfo info;
        info.depth = i;
        model.addInfo(info);
    }
    model.flush();
    QCOMPARE(model.rowCount(), 100);
    QCOMPARE(model.data(model.index(0, EngineInfoModel::DepthColumn)).toInt(), 99'999);
    QCOMPARE(model.data(model.index(99, EngineInfoModel::DepthColumn)).toInt(), 99'900);
    EngineInfo more;
    more.depth = 100'000;
    model.addInfo(more);
    model.flush();
    QCOMPARE(model.rowCount(), 100);
    QCOMPARE(model.data(model.index(0, EngineInfoModel::DepthColumn)).toInt(), 100'000);
    QCOMPARE(model.data(model.index(99, EngineInfoModel::DepthColumn)).toInt(), 99'901);
}

void TestPanels::multiPvShowsItsColumn()
{
    EngineInfoModel model;
    QSignalSpy seen(&model, &EngineInfoModel::multiPvSeen);
    EngineInfo first;
    first.depth = 1;
    model.addInfo(first);
    model.flush();
    QCOMPARE(seen.size(), 0);
    QVERIFY(!model.hasMultiPv());
    EngineInfo second = first;
    second.multipv = 2;
    model.addInfo(second);
    model.flush();
    QCOMPARE(seen.size(), 1);
    // Line 1 above line 2 at the same depth, whichever came last.
    QCOMPARE(model.data(model.index(0, EngineInfoModel::MultiPvColumn)).toInt(), 1);
    QCOMPARE(model.data(model.index(1, EngineInfoModel::MultiPvColumn)).toInt(), 2);
}

void TestPanels::logPanelShowsABoundedTail()
{
    EngineLog log;
    EngineLogPanel panel;
    panel.addLog(&log, QStringLiteral("engine"));
    log.logSent(QStringLiteral("go"));
    for (int i = 0; i < 20'000; ++i)
        log.logReceived(QStringLiteral("info %1").arg(i));
    QTRY_VERIFY(panel.shownText().contains(QStringLiteral("info 19999")));
    const QStringList shown = panel.shownText().split(QLatin1Char('\n'));
    QVERIFY(shown.size() <= 5000);
    QVERIFY(!shown.contains(QStringLiteral(". info 0")));
    for (const QString &line : shown)
        QVERIFY2(isTlfLogLine(line), qPrintable(line));
    // The saved log has every line, not just the shown ones.
    const QString path = m_dir.filePath(QStringLiteral("flood.tlf"));
    QCOMPARE(panel.saveShownLog(path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> saved = file.readAll().split('\n');
    QVERIFY(saved.contains(QByteArray("= info 0")));
    QVERIFY(saved.contains(QByteArray(". info 19999")));
    panel.clearLogs();
    QCOMPARE(panel.logCount(), 0);
    QVERIFY(panel.saveShownLog(path).size() > 0);
}

void TestPanels::clockPanelCountsDownTheRunningSide()
{
    TimeControl tc;
    tc.baseMs = 60'000;
    GameClock clock(tc, 2);
    ClockPanel panel;
    panel.setSides({QStringLiteral("X"), QStringLiteral("O")},
                   {QStringLiteral("a"), QStringLiteral("b")});
    panel.setClock(&clock);
    QCOMPARE(panel.timeText(0), QStringLiteral("1:00"));
    clock.setRemaining(0, 9'000);
    clock.start(0);
    QTest::qWait(300);
    const QString running = panel.timeText(0);
    QVERIFY2(running.startsWith(QStringLiteral("0:08.")), qPrintable(running));
    QCOMPARE(panel.timeText(1), QStringLiteral("1:00"));

    TimeControl byoyomi;
    byoyomi.baseMs = 0;
    byoyomi.byoyomiMs = 30'000;
    GameClock byoyomiClock(byoyomi, 2);
    panel.setClock(&byoyomiClock);
    QCOMPARE(panel.timeText(1), QStringLiteral("byoyomi 0:30"));
}

// Issue 29 item 8: the byoyomi after the main time is on the clock ("5:00 + 30 s"), then counted
// down once in it; each side shows its own control.
void TestPanels::clockPanelShowsTheByoyomiToCome()
{
    GameClock clock(*TimeControl::parse(u"300+30"), 2);
    clock.setTimeControl(1, *TimeControl::parse(u"60+0+5"));
    ClockPanel panel;
    panel.setSides({QStringLiteral("Sente"), QStringLiteral("Gote")},
                   {QStringLiteral("a"), QStringLiteral("b")});
    panel.setClock(&clock);
    QCOMPARE(panel.timeText(0), QStringLiteral("5:00 + 30 s"));
    QCOMPARE(panel.timeText(1), QStringLiteral("1:00"));
    clock.setRemaining(0, 0);
    clock.start(0);
    QTest::qWait(1100);
    const QString counting = panel.timeText(0);
    QVERIFY2(counting == QStringLiteral("byoyomi 0:28") ||
                 counting == QStringLiteral("byoyomi 0:27"),
             qPrintable(counting));
}

// An untimed person against an engine on a clock: "untimed", counting up on its turn, never a
// bare 0:00 that reads as a fallen flag.
void TestPanels::clockPanelSaysASideIsUntimed()
{
    GameClock clock(TimeControl{}, 2);
    clock.setTimeControl(1, *TimeControl::parse(u"60+10"));
    ClockPanel panel;
    panel.setSides({QStringLiteral("Sente"), QStringLiteral("Gote")},
                   {QStringLiteral("a"), QStringLiteral("b")});
    panel.setClock(&clock);
    QCOMPARE(panel.timeText(0), QStringLiteral("untimed"));
    QCOMPARE(panel.timeText(1), QStringLiteral("1:00 + 10 s"));
    clock.start(0);
    QTest::qWait(1100);
    const QString counting = panel.timeText(0);
    QVERIFY2(counting.startsWith(QStringLiteral("untimed 0:01")), qPrintable(counting));
}

// Rapfi asked for three lines in one of two analysis panels showed one row: each panel may
// shrink to a row, but not below the lines asked of its engine (three at most; more scroll).
void TestPanels::aPanelKeepsTheLinesAskedInView()
{
    EnginePanel panel;
    panel.keepRows(1);
    const int oneRow = panel.table()->minimumHeight();
    const int row = panel.table()->verticalHeader()->defaultSectionSize();
    panel.showLinesControl(3); // the lines remembered for this engine
    QCOMPARE(panel.table()->minimumHeight(), oneRow + 2 * row);
    auto *lines = panel.findChild<QSpinBox *>();
    QVERIFY(lines);
    lines->setValue(5);
    QCOMPARE(panel.table()->minimumHeight(), oneRow + 2 * row);
    lines->setValue(2);
    QCOMPARE(panel.table()->minimumHeight(), oneRow + row);
    lines->setValue(1);
    QCOMPARE(panel.table()->minimumHeight(), oneRow);
}

void TestPanels::gameSetupRoundTripsThroughSettings()
{
    QSettings settings;
    settings.clear();
    QCOMPARE(GameSetup::load(settings), GameSetup::firstStart());
    GameSetup setup;
    setup.gameId = QStringLiteral("tictactoe");
    setup.sides = {{SideSetup::Kind::Engine, QStringLiteral("cmd=/opt/my engine/run proto=uxi")},
                   {SideSetup::Kind::Human, {}}};
    setup.timeControl.baseMs = 600'000;
    setup.timeControl.byoyomiMs = 30'000;
    setup.save(settings);
    QCOMPARE(GameSetup::load(settings), setup);
}

void TestPanels::engineRegistryRoundTripsThroughSettings()
{
    QSettings settings;
    settings.clear();
    const QList<RegisteredEngine> engines{
        {QStringLiteral("tictactoe"), QStringLiteral("cmd=/usr/bin/python3 arg=engine.py name=Py")},
        {QStringLiteral("shogi"), QStringLiteral("\"cmd=/opt/a b/engine\"")}};
    EngineRegistry::save(settings, engines);
    QCOMPARE(EngineRegistry::load(settings), engines);
    QCOMPARE(engines[0].name(), QStringLiteral("Py"));
    QCOMPARE(engines[1].name(), QStringLiteral("engine"));
    QCOMPARE(EngineRegistry::forGame(engines, QStringLiteral("shogi")).size(), 1);
}

void TestPanels::newGameDialogGivesBackItsSetup()
{
    NewGameDialog dialog;
    const RegisteredEngine mine{QStringLiteral("tictactoe"),
                                QStringLiteral("cmd=/bin/true name=Mine")};
    dialog.setEngines({mine});
    GameSetup setup;
    setup.gameId = QStringLiteral("tictactoe");
    setup.sides = {{SideSetup::Kind::Engine, mine.words},
                   {SideSetup::Kind::Engine, QStringLiteral("bundled")}};
    setup.timeControl.moveTimeMs = 2500;
    dialog.setSetup(setup);
    QCOMPARE(dialog.setup(), setup);
    // Each side offers a person, the bundled engine and the registered one.
    const QList<QComboBox *> combos = dialog.findChildren<QComboBox *>();
    QVERIFY(combos.size() >= 3);
    QCOMPARE(combos.last()->count(), 3);
}

void TestPanels::addingAnEngineStartsFromTheGameOnTheBoard()
{
    // During a gomoku game, Add… in the Engines dialog offers gomoku, not the first game listed.
    EnginesDialog dialog({}, QStringLiteral("gomoku"));
    dialog.show();
    auto *add = dialog.findChild<QPushButton *>(QStringLiteral("add"));
    QVERIFY(add);
    QString offered;
    QTimer::singleShot(0, &dialog, [&] {
        auto *edit = qobject_cast<EngineEditDialog *>(QApplication::activeModalWidget());
        if (!edit) return;
        offered = edit->findChild<QComboBox *>(QStringLiteral("game"))->currentData().toString();
        edit->reject();
    });
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(offered, QStringLiteral("gomoku"));
}

void TestPanels::numberColumnsAreNeverCut()
{
    // A big search in a panel as wide as the Engines dock of a small window: score, nodes and
    // speed are shown whole; the PV takes what is left and ends in '…'.
    EnginePanel panel;
    panel.resize(640, 220);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.model()->setSearchPosition(gameById(u"tictactoe")->startPosition());
    EngineInfo info;
    info.depth = 42;
    info.seldepth = 61;
    info.score = Score::centipawns(-1234);
    info.nodes = 1'284'567'890;
    info.nps = 12'345'678;
    info.timeMs = 104'300;
    for (int i = 0; i < 9; ++i)
        info.pv << QString::number(i);
    panel.model()->addInfo(info);
    panel.model()->flush();
    auto *view = panel.findChild<QTableView *>();
    QVERIFY(view);
    QTRY_COMPARE(view->model()->rowCount(), 1);
    const QFontMetrics metrics(view->font());
    for (int column : {int(EngineInfoModel::DepthColumn), int(EngineInfoModel::ScoreColumn),
                       int(EngineInfoModel::NodesColumn), int(EngineInfoModel::NpsColumn),
                       int(EngineInfoModel::TimeColumn)}) {
        const QString text = view->model()->index(0, column).data().toString();
        QVERIFY2(
            view->columnWidth(column) > metrics.horizontalAdvance(text) + 6,
            qPrintable(QStringLiteral("%1 in %2 px").arg(text).arg(view->columnWidth(column))));
    }
    // The PV column ends at the view's edge: no horizontal scrolling to find the numbers.
    const QHeaderView *header = view->horizontalHeader();
    QCOMPARE(header->sectionViewportPosition(EngineInfoModel::PvColumn) +
                 header->sectionSize(EngineInfoModel::PvColumn),
             view->viewport()->width());
    QVERIFY(header->sectionSize(EngineInfoModel::PvColumn) > 100);
}

void TestPanels::aSavedLogsNameHasNoStrayDashes()
{
    // Issue 14 item 8: "kibitz-gomoku (White)" was offered as "kibitz-gomoku-White-.tlf".
    EngineLog log;
    EngineLogPanel panel;
    panel.addLog(&log, QStringLiteral("kibitz-gomoku (White)"));
    QCOMPARE(panel.suggestedFileName(), QStringLiteral("kibitz-gomoku-White.tlf"));
    EngineLog other;
    panel.addLog(&other, QStringLiteral("(Analysis) YaneuraOu 9.70"));
    QCOMPARE(panel.suggestedFileName(), QStringLiteral("Analysis-YaneuraOu-9.70.tlf"));
}

void TestPanels::theScoreHeaderSaysWhoseViewItIs()
{
    // Issue 14 item 8: scores are from the first player's view, and the Score header says so.
    EngineInfoModel model;
    const QString tip =
        model.headerData(EngineInfoModel::ScoreColumn, Qt::Horizontal, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("first player's view")), qPrintable(tip));
    QVERIFY(model.headerData(EngineInfoModel::PvColumn, Qt::Horizontal, Qt::ToolTipRole).isNull());
}

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
