// SPDX-License-Identifier: GPL-3.0-or-later
// Game → Play on Server… in the real window: the dialog filled by keys and clicks, a replay
// server on 127.0.0.1 (ShogiHome's scenario 1, CsaReplayServer) and kibitz-fake-engine playing
// usi.log as the registered engine. The game ends on the board as record.kifu has it, and the
// password is in no settings file nor in the CSA log. A person plays, resigns and declares a
// win at the board; a refused connection is said in words.
#include "csareplay.h"
#include "testprograms.h"

#include "core/engine/engineregistry.h"
#include "core/game/gameclock.h"
#include "core/play/gamecontroller.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "games/shogi/shogiboardwidget.h"
#include "panels/enginelogpanel.h"
#include "window/mainwindow.h"
#include "window/serverplaydialog.h"
#include "window/serverplaypresenter.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;
using namespace kibitz::test;
using Event = CsaScenario::Event;

namespace {
const QString scenarioDir = QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge/1");

QAction *findAction(QWidget *window, const QString &text)
{
    for (QAction *action : window->findChildren<QAction *>())
        if (action->text() == text) return action;
    return nullptr;
}

void typeInto(QWidget *dialog, const char *name, const QString &text)
{
    QWidget *field = dialog->findChild<QWidget *>(QLatin1String(name));
    QVERIFY2(field, name);
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier); // all of it is replaced
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
}

// The server's side up to START: "me" plays Sente against "Enemy" on 600 s + 10 s byoyomi.
QList<Event> personOpening()
{
    QList<Event> e;
    e << Event{true, QStringLiteral("LOGIN me game-600-10,secret")}
      << Event{false, QStringLiteral("LOGIN:me OK")};
    const QStringList summary = {QStringLiteral("BEGIN Game_Summary"),
                                 QStringLiteral("Protocol_Version:1.2"),
                                 QStringLiteral("Game_ID:g7"),
                                 QStringLiteral("Name+:me"),
                                 QStringLiteral("Name-:Enemy"),
                                 QStringLiteral("Your_Turn:+"),
                                 QStringLiteral("To_Move:+"),
                                 QStringLiteral("BEGIN Time"),
                                 QStringLiteral("Time_Unit:1sec"),
                                 QStringLiteral("Total_Time:600"),
                                 QStringLiteral("Byoyomi:10"),
                                 QStringLiteral("END Time"),
                                 QStringLiteral("BEGIN Position"),
                                 QStringLiteral("PI"),
                                 QStringLiteral("+"),
                                 QStringLiteral("END Position"),
                                 QStringLiteral("END Game_Summary")};
    for (const QString &l : summary)
        e << Event{false, l};
    e << Event{true, QStringLiteral("AGREE g7")} << Event{false, QStringLiteral("START:g7")};
    return e;
}

// Fills the dialog (the first choice of who plays is the person at the board) and connects.
void fillDialog(quint16 port, const QString &id, const QString &password, const QString &margin)
{
    auto *dialog = qobject_cast<ServerPlayDialog *>(QApplication::activeModalWidget());
    QVERIFY(dialog);
    typeInto(dialog, "host", QStringLiteral("127.0.0.1"));
    typeInto(dialog, "port", QString::number(port));
    typeInto(dialog, "id", id);
    typeInto(dialog, "password", password);
    typeInto(dialog, "margin", margin);
    auto *who = dialog->findChild<QComboBox *>(QStringLiteral("engine"));
    who->setFocus();
    QTest::keyClick(who, Qt::Key_Home);
    QCOMPARE(who->currentText(), QStringLiteral("Me, at the board"));
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
}

// A window with a shogi game on the board, whatever the settings kept from the test before.
void showShogi(MainWindow *window)
{
    window->show();
    GameSetup setup;
    setup.gameId = QStringLiteral("shogi");
    setup.sides = {SideSetup{}, SideSetup{}};
    QCOMPARE(window->startGame(setup), QString());
}

// A move made with the mouse: the piece on from, then the square to.
void clickMove(ShogiBoardWidget *board, shogi::Square from, shogi::Square to)
{
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(from));
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(to));
}
} // namespace

class TestCsaWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void engineGame();
    void personGame();
    void waitingIsSaid();
    void refusedConnectionIsSaid();
    void personDeclaresWin();

private:
    QTemporaryDir m_dir{QDir::tempPath() + QStringLiteral("/kibitz-csawin-XXXXXX")};
};

void TestCsaWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzCsaWindow"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzCsaWindow"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath("settings"));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath("settings"));
    QSettings().clear();
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestCsaWindow::engineGame()
{
    QString error;
    const CsaScenario s = CsaScenario::load(scenarioDir, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(s.password, QStringLiteral("test")); // what the dialog is given below
    const QString script = m_dir.filePath(QStringLiteral("engine.script"));
    {
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(s.fakeEngineScript.toUtf8());
    }
    QStringList words = {QStringLiteral("cmd=") + binPath(QStringLiteral("kibitz-fake-engine")),
                         QStringLiteral("arg=") + script, QStringLiteral("proto=usi"),
                         QStringLiteral("name=ReplayEngine")};
    for (const auto &[name, value] : s.usiOptions)
        words << QStringLiteral("option.%1=%2").arg(name, value);
    {
        QSettings settings;
        EngineRegistry::save(settings,
                             {RegisteredEngine{QStringLiteral("shogi"), words.join(u' ')}});
    }

    CsaReplayServer server(s.events);
    QVERIFY(server.port() != 0);
    MainWindow window;
    window.show();
    GameSetup setup;
    setup.gameId = QStringLiteral("shogi");
    setup.sides = {SideSetup{}, SideSetup{}};
    QCOMPARE(window.startGame(setup), QString());
    QAction *play = findAction(&window, QStringLiteral("Play on &Server…"));
    QVERIFY(play);
    QVERIFY(play->isVisible());

    bool filled = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<ServerPlayDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        typeInto(dialog, "host", QStringLiteral("127.0.0.1"));
        typeInto(dialog, "port", QString::number(server.port()));
        typeInto(dialog, "id", s.id);
        typeInto(dialog, "password", s.password);
        typeInto(dialog, "margin", QStringLiteral("0"));
        auto *engine = dialog->findChild<QComboBox *>(QStringLiteral("engine"));
        engine->setFocus();
        QTest::keyClick(engine, Qt::Key_End); // the registered engine, after the bundled one
        QCOMPARE(engine->currentText(), QStringLiteral("ReplayEngine"));
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("mode"))->currentData().toString(),
                 QStringLiteral("floodgate"));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        filled = true;
    });
    QSignalSpy finished(window.serverPlay(), &ServerPlayPresenter::finished);
    play->trigger();
    QVERIFY(filled);
    QVERIFY(finished.wait(60'000));
    QCOMPARE(finished.first().first().toString(), QString());
    QVERIFY2(server.mismatches().isEmpty(), qPrintable(server.mismatches().join(u'\n')));
    QVERIFY(server.isDone());

    // The board ends where ShogiHome's record ends, with its result.
    const RecordReadResult expected =
        readRecordFile(*gameById(u"shogi"), scenarioDir + QStringLiteral("/record.kifu"));
    QVERIFY2(expected.ok(), qPrintable(expected.message()));
    QVERIFY(window.record());
    QCOMPARE(window.record()->mainLineMoves(), expected.record->mainLineMoves());
    QCOMPARE(window.record()->result().detail, expected.record->result().detail);
    QCOMPARE(window.shownPly(), int(expected.record->mainLineMoves().size()));
    QVERIFY2(window.statusBar()->currentMessage().contains(expected.record->result().detail),
             qPrintable(window.statusBar()->currentMessage()));

    // The choices are kept, the password is not: not in the settings file, in no form.
    QSettings().sync();
    QFile settingsFile(QSettings().fileName());
    QVERIFY(settingsFile.open(QIODevice::ReadOnly));
    const QByteArray kept = settingsFile.readAll();
    QVERIFY(kept.contains(s.id.toUtf8()));
    QVERIFY2(!kept.contains(s.password.toUtf8()), kept.constData());

    // Opened again, the dialog has the login name; the password comes from the keyring, or,
    // where there is none (no keyring daemon here), the dialog says so and it is typed again.
    bool checked = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<ServerPlayDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("id"))->text(), s.id);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->passwordEdit()->text() == s.password ||
                                     dialog->keyringNote()->isVisible(),
                                 20'000);
        if (dialog->keyringNote()->isVisible()) QVERIFY(dialog->passwordEdit()->text().isEmpty());
        dialog->reject();
        checked = true;
    });
    play->trigger();
    QVERIFY(checked);
}

// The person at the board plays Sente on the server: two moves made with the mouse go to the
// server as CSA moves, the opponent's appear on the board, the clocks show the server's times
// (the margin off the person's), Resign sends %TORYO, and the status line says what goes on.
void TestCsaWindow::personGame()
{
    QList<Event> events = personOpening();
    events << Event{true, QStringLiteral("+7776FU")} << Event{false, QStringLiteral("+7776FU,T3")}
           << Event{false, QStringLiteral("-3334FU,T2")} << Event{true, QStringLiteral("+2726FU")}
           << Event{false, QStringLiteral("+2726FU,T1")}
           << Event{false, QStringLiteral("-8384FU,T4")} << Event{true, QStringLiteral("%TORYO")}
           << Event{false, QStringLiteral("%TORYO")} << Event{false, QStringLiteral("#RESIGN")}
           << Event{false, QStringLiteral("#LOSE")};
    CsaReplayServer server(events);
    QVERIFY(server.port() != 0);
    MainWindow window;
    showShogi(&window);
    QAction *play = findAction(&window, QStringLiteral("Play on &Server…"));
    QVERIFY(play);
    QTimer::singleShot(0, &window, [&] {
        fillDialog(server.port(), QStringLiteral("me"), QStringLiteral("game-600-10,secret"),
                   QStringLiteral("1000"));
    });
    QSignalSpy finished(window.serverPlay(), &ServerPlayPresenter::finished);
    play->trigger();

    // The game is on the board, the person to move.
    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board);
    // The server's game on the board (not the one shown before), the person to move.
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session() &&
                                 window.controller()->session()->isRefereedElsewhere() &&
                                 board->isInteractive(),
                             30'000);
    QCOMPARE(
        window.statusText(),
        QStringLiteral("On 127.0.0.1, playing Sente against Enemy — Sente to move: your turn"));
    QVERIFY(window.controller()->session()->isRefereedElsewhere());
    QVERIFY(!window.controller()->canTakeBack());
    QVERIFY(!window.controller()->canPause());

    using shogi::Square;
    clickMove(board, Square::at(7, 7), Square::at(7, 6)); // 7g7f
    QTRY_COMPARE_WITH_TIMEOUT(window.record()->mainLineMoves().size(), 2, 30'000);
    QTRY_VERIFY_WITH_TIMEOUT(board->isInteractive(), 30'000);
    // The server's count: 600 − 3 s for the person (less the 1 s margin), 600 − 2 s for Enemy.
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->clock()->remainingMs(0), 596'000, 30'000);
    QCOMPARE(window.controller()->clock()->remainingMs(1), 598'000);
    clickMove(board, Square::at(2, 7), Square::at(2, 6)); // 2g2f
    QTRY_COMPARE_WITH_TIMEOUT(window.record()->mainLineMoves().size(), 4, 30'000);
    QCOMPARE(window.record()->mainLineMoves(),
             (QStringList{QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("2g2f"),
                          QStringLiteral("8c8d")}));
    QList<qint64> times;
    for (const RecordNode *node : window.record()->mainLine())
        times << node->timeMs;
    QCOMPARE(times, (QList<qint64>{3000, 2000, 1000, 4000})); // the server's, not the board's
    QTRY_VERIFY_WITH_TIMEOUT(board->isInteractive(), 30'000);

    // Resign, confirmed: %TORYO goes to the server, and its verdict ends the game.
    QTimer::singleShot(0, &window, [] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
    });
    findAction(&window, QStringLiteral("&Resign"))->trigger();
    QVERIFY(finished.wait(30'000));
    QCOMPARE(finished.first().first().toString(), QString());
    QVERIFY2(server.mismatches().isEmpty(), qPrintable(server.mismatches().join(u'\n')));
    QVERIFY(server.isDone());
    QVERIFY(window.record()->result().isOver());
    QCOMPARE(window.record()->result().winner, 1);
    QVERIFY2(window.statusText().startsWith(QStringLiteral("Game over on 127.0.0.1: Gote wins")),
             qPrintable(window.statusText()));
    QVERIFY(!board->isInteractive());

    // The CSA log, in the window and saved as TLF, has the login with the password masked.
    auto *logs = window.findChild<EngineLogPanel *>();
    QVERIFY(logs);
    QVERIFY2(logs->shownText().contains(QStringLiteral("LOGIN me ********")),
             qPrintable(logs->shownText()));
    QVERIFY(!logs->shownText().contains(QStringLiteral("secret")));
    const QString savedLog = m_dir.filePath(QStringLiteral("csa.tlf"));
    QCOMPARE(logs->saveShownLog(savedLog), QString());
    QFile logFile(savedLog);
    QVERIFY(logFile.open(QIODevice::ReadOnly));
    const QByteArray logText = logFile.readAll();
    QVERIFY2(logText.contains("LOGIN me ********"), logText.constData());
    QVERIFY(!logText.contains("secret"));
}

// Logged in, no game offered yet: the status line says so; a refused connection is said in
// words.
void TestCsaWindow::waitingIsSaid()
{
    QList<Event> events = {Event{true, QStringLiteral("LOGIN me game-600-10,secret")},
                           Event{false, QStringLiteral("LOGIN:me OK")}};
    CsaReplayServer server(events);
    server.setCloseAtEnd(false);
    MainWindow window;
    showShogi(&window);
    QTimer::singleShot(0, &window, [&] {
        fillDialog(server.port(), QStringLiteral("me"), QStringLiteral("game-600-10,secret"),
                   QStringLiteral("0"));
    });
    findAction(&window, QStringLiteral("Play on &Server…"))->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(window.statusText(),
                              QStringLiteral("Logged in to 127.0.0.1 as me: waiting for a game …"),
                              30'000);
    QVERIFY(server.mismatches().isEmpty());
}

// Nothing listens on the port: the status line says so in words (and that Kibitz tries again).
void TestCsaWindow::refusedConnectionIsSaid()
{
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    } // closed: a connection to it is refused
    MainWindow window;
    showShogi(&window);
    QTimer::singleShot(0, &window, [&] {
        fillDialog(port, QStringLiteral("me"), QStringLiteral("game-600-10,secret"),
                   QStringLiteral("0"));
    });
    findAction(&window, QStringLiteral("Play on &Server…"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(
        window.statusBar()->currentMessage().startsWith(QStringLiteral(
            "the server refused the connection (is it running, is the port right?) (")),
        30'000);
    QVERIFY2(
        window.statusBar()->currentMessage().endsWith(QStringLiteral("; trying again in 5 s.")),
        qPrintable(window.statusBar()->currentMessage()));
}

// ShogiHome's scenario 3 with the person at the board as Gote, whose king and pieces are in the
// enemy camp: Declare a Win from the board's context menu sends %KACHI, and the server's
// #JISHOGI, #WIN ends the game as the person's win by declaration.
void TestCsaWindow::personDeclaresWin()
{
    QString error;
    const CsaScenario s = CsaScenario::load(
        QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge/3"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    CsaReplayServer server(s.events);
    MainWindow window;
    showShogi(&window);
    QTimer::singleShot(0, &window,
                       [&] { fillDialog(server.port(), s.id, s.password, QStringLiteral("0")); });
    QSignalSpy finished(window.serverPlay(), &ServerPlayPresenter::finished);
    findAction(&window, QStringLiteral("Play on &Server…"))->trigger();
    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board);
    // The server's game on the board (not the one shown before), the person to move.
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session() &&
                                 window.controller()->session()->isRefereedElsewhere() &&
                                 board->isInteractive(),
                             30'000);

    bool declared = false;
    QTimer::singleShot(0, board, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction *action : menu->actions())
            if (action->text() == QStringLiteral("Declare a Win (入玉宣言)")) {
                action->trigger();
                declared = true;
            }
        menu->close();
    });
    const QPoint at = board->rect().center();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, board->mapToGlobal(at));
    QApplication::sendEvent(board, &event);
    QVERIFY(declared);
    QVERIFY(finished.wait(30'000));
    QCOMPARE(finished.first().first().toString(), QString());
    QVERIFY2(server.mismatches().isEmpty(), qPrintable(server.mismatches().join(u'\n')));
    QVERIFY(server.isDone());
    QCOMPARE(window.record()->result().detail, QStringLiteral("入玉勝ち"));
    QCOMPARE(window.record()->result().winner, 1);
}

QTEST_MAIN(TestCsaWindow)
#include "tst_csawindow.moc"
