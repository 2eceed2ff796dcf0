// SPDX-License-Identifier: GPL-3.0-or-later
// What the engine panels and the engine log show in the real window as a game goes on (issue 29
// items 11 and 13): a panel says "thinking…" only while its engine searches — not once it has
// moved, not after the moves were taken back (paused or not), not after an analysis engine
// answered by itself — and the search taken back leaves no line behind; once an engine has said
// its name, the panels and the log's choices use it, not its program's file name. Scripted
// engines (kibitz-fake-engine), moves by mouse clicks, the Game menu's actions.
#include "core/engine/engineregistry.h"
#include "core/play/session.h"
#include "dialogs/enginesdialog.h"
#include "enginenames.h"
#include "games/tictactoe/tictactoeboardwidget.h"
#include "gamesetup.h"
#include "panels/engineinfomodel.h"
#include "panels/enginelogpanel.h"
#include "panels/enginepanel.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;

class TestStaleState : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void takeBackClearsTheEnginesSearch_data();
    void takeBackClearsTheEnginesSearch();
    void anAnalysisThatAnsweredIsNotThinking();
    void theEnginesOwnNamesAreShown();

private:
    // Engine words for the fake engine running `script` (written to a file of that name).
    QString fakeEngine(const QString &name, const QByteArray &script, const QString &protocol);
    static QAction *action(MainWindow &window, const QString &text);
    static void playFirstEmptySquare(MainWindow &window);
    static QString panelTitle(const EnginePanel *panel);
    static QStringList logChoices(const MainWindow &window);
    static QStringList engineList(MainWindow *window = nullptr);

    QTemporaryDir m_dir;
};

void TestStaleState::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzStaleState"));
}

void TestStaleState::init()
{
    const QString settingsDir = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) +
                                               QString::fromLatin1(QTest::currentDataTag()));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir);
    QSettings().clear();
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

QString TestStaleState::fakeEngine(const QString &name, const QByteArray &script,
                                   const QString &protocol)
{
    const QString path = m_dir.filePath(name + QStringLiteral(".txt"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(script) != script.size()) return {};
    const QString fake =
        QCoreApplication::applicationDirPath() + QStringLiteral("/kibitz-fake-engine");
    return QStringLiteral("cmd=%1 arg=%2 proto=%3").arg(fake, path, protocol);
}

QAction *TestStaleState::action(MainWindow &window, const QString &text)
{
    for (QAction *a : window.findChildren<QAction *>())
        if (a->text() == text) return a;
    return nullptr;
}

void TestStaleState::playFirstEmptySquare(MainWindow &window)
{
    QTRY_VERIFY_WITH_TIMEOUT(window.board()->isInteractive(), 10000);
    auto *board = qobject_cast<TicTacToeBoardWidget *>(window.board());
    QVERIFY(board);
    for (int square = 0; square < 9; ++square)
        if (board->board().isLegal(square)) {
            QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(square));
            return;
        }
    QFAIL("no empty square");
}

// The panel's title as the user reads it: "<b>name</b> (side) — state".
QString TestStaleState::panelTitle(const EnginePanel *panel)
{
    for (const QLabel *label : panel->findChildren<QLabel *>())
        if (label->text().contains(QStringLiteral("</b>"))) return label->text();
    return {};
}

QStringList TestStaleState::logChoices(const MainWindow &window)
{
    QStringList names;
    if (const auto *combo = window.logPanel()->findChild<QComboBox *>())
        for (int i = 0; i < combo->count(); ++i)
            names << combo->itemText(i);
    return names;
}

void TestStaleState::takeBackClearsTheEnginesSearch_data()
{
    QTest::addColumn<bool>("paused");
    QTest::newRow("paused") << true;
    QTest::newRow("not paused") << false;
}

// A person (X) against an engine (O) that answers its first search at once and then thinks
// without end: the person's second move is taken back while it thinks.
void TestStaleState::takeBackClearsTheEnginesSearch()
{
    QFETCH(bool, paused);
    const QString engine = fakeEngine(QStringLiteral("ponderer"),
                                      "uxi => say uxiok Ponderer 1\n"
                                      "go#1 => say info depth 1 score 0 pv {free}; say bestmove "
                                      "{free}\n"
                                      "go => say info depth 6 score 20 pv {free}\n",
                                      QStringLiteral("uxi"));
    QVERIFY(!engine.isEmpty());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSetup setup;
    setup.gameId = QStringLiteral("tictactoe");
    setup.sides = {{SideSetup::Kind::Human, {}}, {SideSetup::Kind::Engine, engine}};
    QCOMPARE(window.startGame(setup), QString());
    playFirstEmptySquare(window);
    if (QTest::currentTestFailed()) return;
    // The engine has moved: its panel no longer says it thinks.
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->session()->moves().size(), 2, 10000);
    EnginePanel *panel = window.enginePanel(1);
    QVERIFY(panel);
    QVERIFY(!panel->isThinking());
    QVERIFY2(panelTitle(panel).endsWith(QStringLiteral("waiting")), qPrintable(panelTitle(panel)));

    playFirstEmptySquare(window);
    if (QTest::currentTestFailed()) return;
    QTRY_VERIFY(panel->isThinking());
    QTRY_COMPARE(panel->model()->rowCount(), 1); // its line of the search going on
    if (paused) {
        action(window, QStringLiteral("&Pause"))->trigger();
        QVERIFY(window.controller()->session()->isPaused());
    }
    QAction *takeBack = action(window, QStringLiteral("&Take Back"));
    QVERIFY(takeBack && takeBack->isEnabled());
    takeBack->trigger();
    QCOMPARE(window.controller()->session()->moves().size(), 2);
    QVERIFY(!panel->isThinking());
    QVERIFY2(panelTitle(panel).endsWith(QStringLiteral("waiting")), qPrintable(panelTitle(panel)));
    QCOMPARE(panel->model()->rowCount(), 0);
    QVERIFY(!panel->model()->best());
    QTest::qWait(200); // nothing of the stopped search comes back
    QCOMPARE(panel->model()->rowCount(), 0);
}

// An analysis engine that answers with its move (it found the position decided) has ended its
// search: its panel says so, and keeps the lines.
void TestStaleState::anAnalysisThatAnsweredIsNotThinking()
{
    const QString engine = fakeEngine(QStringLiteral("solver"),
                                      "uxi => say uxiok Solver 1\n"
                                      "go => say info depth 9 score 0 pv {free}; say bestmove "
                                      "{free}\n",
                                      QStringLiteral("uxi"));
    QSettings().setValue(QStringLiteral("analysis/tictactoe"), QStringList{engine});
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSetup setup;
    setup.gameId = QStringLiteral("tictactoe");
    setup.sides = {{SideSetup::Kind::Human, {}}, {SideSetup::Kind::Human, {}}};
    QCOMPARE(window.startGame(setup), QString());
    action(window, QStringLiteral("A&nalyse Position"))->trigger();
    QVERIFY(window.isAnalysing());
    EnginePanel *panel = window.analysisPanel();
    QVERIFY(panel);
    QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 1, 10000);
    QTRY_VERIFY(!panel->isThinking());
    QVERIFY2(panelTitle(panel).endsWith(QStringLiteral("waiting")), qPrintable(panelTitle(panel)));
    QCOMPARE(panel->model()->rowCount(), 1);
    // The next position is searched again.
    playFirstEmptySquare(window);
    if (QTest::currentTestFailed()) return;
    QTRY_COMPARE(window.controller()->session()->moves().size(), 1);
    QTRY_VERIFY(!panel->isThinking());
    QCOMPARE(panel->model()->rowCount(), 1);
}

// Issue 29 item 13: the engines said their names in the handshake (USI `id name`, UXI's uxiok):
// the players' panels, the log's choices, an analysis engine's panel and log use them.
void TestStaleState::theEnginesOwnNamesAreShown()
{
    const QByteArray usi = "usi => say id name %1; say usiok\n"
                           "isready => say readyok\n"
                           "go =>\n";
    const QString first =
        fakeEngine(QStringLiteral("first"), QByteArray(usi).replace("%1", "Told One 1.0"),
                   QStringLiteral("usi"));
    const QString second =
        fakeEngine(QStringLiteral("second"), QByteArray(usi).replace("%1", "Told Two 2.0"),
                   QStringLiteral("usi"));
    const QString analyst =
        fakeEngine(QStringLiteral("analyst"), QByteArray(usi).replace("%1", "Told Analyst"),
                   QStringLiteral("usi"));
    QSettings().setValue(QStringLiteral("analysis/shogi"), QStringList{analyst});
    {
        // Registered without a name= of their own: listed by their program's file name at first.
        QSettings settings;
        EngineRegistry::save(
            settings, {{QStringLiteral("shogi"), first}, {QStringLiteral("shogi"), analyst}});
    }
    QCOMPARE(engineList(), (QStringList{QStringLiteral("kibitz-fake-engine"),
                                        QStringLiteral("kibitz-fake-engine")}));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSetup setup;
    setup.gameId = QStringLiteral("shogi");
    setup.sides = {{SideSetup::Kind::Engine, first}, {SideSetup::Kind::Engine, second}};
    setup.timeControl.baseMs = 10 * 60'000;
    QCOMPARE(window.startGame(setup), QString());
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session()->isStarted(), 10000);
    QTRY_VERIFY(window.enginePanel(0)->isThinking());
    QVERIFY2(panelTitle(window.enginePanel(0)).contains(QStringLiteral("<b>Told One 1.0</b>")),
             qPrintable(panelTitle(window.enginePanel(0))));
    QVERIFY2(panelTitle(window.enginePanel(1)).contains(QStringLiteral("<b>Told Two 2.0</b>")),
             qPrintable(panelTitle(window.enginePanel(1))));
    QCOMPARE(logChoices(window), (QStringList{QStringLiteral("Told One 1.0 (Sente)"),
                                              QStringLiteral("Told Two 2.0 (Gote)")}));
    QCOMPARE(engineList(&window),
             (QStringList{QStringLiteral("Told One 1.0"), QStringLiteral("kibitz-fake-engine")}));

    // An analysis of the position (the game aborted first: a game on has its engines thinking).
    action(window, QStringLiteral("&Abort Game"))->trigger();
    QVERIFY(window.setAnalysing(true).isEmpty());
    EnginePanel *panel = window.analysisPanel();
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->isThinking(), 10000);
    QVERIFY2(panelTitle(panel).contains(QStringLiteral("<b>Told Analyst</b>")),
             qPrintable(panelTitle(panel)));
    QTRY_VERIFY2(logChoices(window).contains(QStringLiteral("Told Analyst (analysis)")),
                 qPrintable(logChoices(window).join(u'|')));
    QCOMPARE(engineList(&window),
             (QStringList{QStringLiteral("Told One 1.0"), QStringLiteral("Told Analyst")}));
}

// The engines of File → Engines…, opened from the window's menu (or, without a window, made
// as the window makes it), by the names the list shows.
QStringList TestStaleState::engineList(MainWindow *window)
{
    QStringList names;
    const auto read = [&names](QDialog *dialog) {
        if (const auto *list = dialog->findChild<QListWidget *>())
            for (int row = 0; row < list->count(); ++row)
                names << list->item(row)->text().section(QStringLiteral(" — "), 0, 0);
        dialog->reject();
    };
    if (!window) {
        QSettings settings;
        EnginesDialog dialog(EngineRegistry::load(settings), QStringLiteral("shogi"));
        dialog.setToldNames(enginenames::load(settings));
        read(&dialog);
        return names;
    }
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&read] {
        if (auto *dialog = qobject_cast<EnginesDialog *>(QApplication::activeModalWidget()))
            read(dialog);
    });
    poll.start(50);
    action(*window, QStringLiteral("&Engines…"))->trigger(); // returns when it is closed
    return names;
}

QTEST_MAIN(TestStaleState)
#include "tst_stalestate.moc"
