// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game dialog as a user meets it, by QTest key and mouse events in the real dialog opened
// from the real window: its setup editor is built from the options the game declares; renju on
// a 19×19 board is chosen, the game starts, and a move is played by a click on the board. And
// the dialog keeps no blank gap when a game with fewer sides is chosen after one with more. Each
// side its own time control (issue 29 item 8): a person untimed against the engine on 1 s a move,
// the note on what an unlimited engine is told, and fields that keep their values.
#include "core/game/game.h"
#include "core/play/session.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/setupoptionseditor.h"
#include "dialogs/timecontroleditor.h"
#include "gamecatalog.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "gomoku/gomokuboard.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;

class TestNewGameDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    // First: no game of a test before is in progress to be given up.
    void anUntimedPersonAgainstAnEngineOnOneSecondAMove();
    void aFieldKeepsItsValueWhenAnotherChanges();
    void choosesRenjuOnNineteenAndPlaysAMoveByClicks();
    void noBlankGapAfterAGameWithMoreSides();
    void theEditorFollowsTheGamesOptions();

private:
    static void chooseByKeys(QComboBox *combo, const QString &itemText);
    static void driveDialog(NewGameDialog *dialog);
    static QWidget *fieldOfRow(QWidget *dialog, const QString &labelStart);
    static void typeInto(QAbstractSpinBox *spin, const QString &text);
    static void driveTimeControls(NewGameDialog *dialog);

    QTemporaryDir m_dir;
};

void TestNewGameDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzNewGameDialog"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

// Walks a combo box with the arrow keys, as a user with the keyboard does.
void TestNewGameDialog::chooseByKeys(QComboBox *combo, const QString &itemText)
{
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < combo->count() && !combo->currentText().startsWith(itemText); ++i)
        QTest::keyClick(combo, Qt::Key_Down);
}

// The field beside a form label, found as the user sees it: by the label's text.
QWidget *TestNewGameDialog::fieldOfRow(QWidget *dialog, const QString &labelStart)
{
    for (QLabel *label : dialog->findChildren<QLabel *>())
        if (label->isVisible() && label->text().remove(QLatin1Char('&')).startsWith(labelStart))
            return label->buddy();
    return nullptr;
}

// Chooses gomoku, renju and 19 by keys, a person against the bundled engine, and starts.
void TestNewGameDialog::driveDialog(NewGameDialog *dialog)
{
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto *gameCombo = qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("Game")));
    QVERIFY(gameCombo);
    chooseByKeys(gameCombo, QStringLiteral("Gomoku"));
    QCOMPARE(gameCombo->currentData().toString(), QStringLiteral("gomoku"));

    auto *rule = qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("Rule")));
    auto *size = qobject_cast<QSpinBox *>(fieldOfRow(dialog, QStringLiteral("Board size")));
    QVERIFY(rule);
    QVERIFY(size);
    chooseByKeys(rule, QStringLiteral("Renju"));
    size->setFocus();
    QTest::keyClick(size, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(size, QStringLiteral("19"));
    QCOMPARE(size->value(), 19);

    // The first side a person, the second the bundled engine. The rows of the sides are shown
    // once the event loop has run (QLayout shows new children by a queued call).
    QTRY_VERIFY(fieldOfRow(dialog, QStringLiteral("Black")));
    auto *black = qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("Black")));
    auto *white = qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("White")));
    QVERIFY(black);
    QVERIFY(white);
    chooseByKeys(black, QStringLiteral("Human"));
    chooseByKeys(white, QStringLiteral("Bundled engine"));

    QPushButton *start = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTest::mouseClick(start, Qt::LeftButton);
}

void TestNewGameDialog::choosesRenjuOnNineteenAndPlaysAMoveByClicks()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *newGame = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->text() == QStringLiteral("&New Game…")) newGame = action;
    QVERIFY(newGame);

    bool driven = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        driveDialog(dialog);
        // A check that failed leaves the dialog open: close it so that the test ends.
        if (QTest::currentTestFailed()) dialog->reject();
        driven = true;
    });
    newGame->trigger(); // returns when the dialog is closed
    QVERIFY(driven);
    QVERIFY(!QTest::currentTestFailed());

    QCOMPARE(window.game()->id(), QStringLiteral("gomoku"));
    auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
    QVERIFY(board);
    QCOMPARE(board->board().width(), 19);
    QCOMPARE(board->board().height(), 19);
    QCOMPARE(board->board().rule(), gomoku::Rule::Renju);
    QVERIFY2(window.windowTitle().contains(QStringLiteral("19")) &&
                 window.windowTitle().contains(QStringLiteral("renju"), Qt::CaseInsensitive),
             qPrintable(window.windowTitle()));

    QTRY_VERIFY_WITH_TIMEOUT(board->isInteractive(), 20000);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter({9, 9}));
    QCOMPARE(window.controller()->session()->moves(), QStringList{QStringLiteral("9,9")});
    // The engine answers under renju on the big board.
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session()->moves().size() == 2, 20000);
    auto replay = window.game()->startPosition(window.record()->setup());
    for (const QString &move : window.controller()->session()->moves()) {
        QVERIFY2(replay->isLegal(move), qPrintable(move));
        replay->play(move);
    }
}

void TestNewGameDialog::noBlankGapAfterAGameWithMoreSides()
{
    NewGameDialog dialog;
    GameSetup setup = GameSetup::firstStart();
    dialog.setSetup(setup);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const int ticTacToeHeight = dialog.height();
    auto *gameCombo = qobject_cast<QComboBox *>(fieldOfRow(&dialog, QStringLiteral("Game")));
    QVERIFY(gameCombo);
    chooseByKeys(gameCombo, QStringLiteral("Goita"));
    QCOMPARE(gameCombo->currentData().toString(), QStringLiteral("goita"));
    QTRY_VERIFY(dialog.height() > ticTacToeHeight); // four sides and the target
    chooseByKeys(gameCombo, QStringLiteral("Tic-tac-toe"));
    QCOMPARE(gameCombo->currentData().toString(), QStringLiteral("tictactoe"));
    QTRY_COMPARE(dialog.height(), ticTacToeHeight);
}

void TestNewGameDialog::theEditorFollowsTheGamesOptions()
{
    // One row per option each game declares, in its order; none for a game without options.
    NewGameDialog dialog;
    dialog.show();
    auto *gameCombo = qobject_cast<QComboBox *>(fieldOfRow(&dialog, QStringLiteral("Game")));
    QVERIFY(gameCombo);
    for (int i = 0; i < gameCombo->count(); ++i) {
        gameCombo->setCurrentIndex(i);
        const Game *game = gameById(gameCombo->currentData().toString());
        QVERIFY(game);
        auto *editor = dialog.findChild<SetupOptionsEditor *>();
        QVERIFY(editor);
        QStringList shown;
        if (editor->isVisible())
            for (const QLabel *label : editor->findChildren<QLabel *>())
                shown << label->text();
        QStringList declared;
        for (const SetupOption &option : game->setupOptions())
            declared << option.label;
        QCOMPARE(shown, declared);
    }
    // A setup chosen before comes back in the editor.
    GameSetup setup = GameSetup::firstStart();
    setup.gameId = QStringLiteral("gomoku");
    setup.setup = QStringLiteral("20 standard");
    dialog.setSetup(setup);
    QCOMPARE(dialog.setup().setup, QStringLiteral("20 standard"));
}

void TestNewGameDialog::typeInto(QAbstractSpinBox *spin, const QString &text)
{
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Tab);
}

// Gomoku, a person (Black) untimed against the bundled engine (White) on 1 s a move, by keys.
void TestNewGameDialog::driveTimeControls(NewGameDialog *dialog)
{
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    chooseByKeys(qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("Game"))),
                 QStringLiteral("Gomoku"));
    QTRY_VERIFY(fieldOfRow(dialog, QStringLiteral("Black")));
    chooseByKeys(qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("Black"))),
                 QStringLiteral("Human"));
    chooseByKeys(qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("White"))),
                 QStringLiteral("Bundled engine"));
    QCheckBox *same = nullptr;
    for (QCheckBox *box : dialog->findChildren<QCheckBox *>())
        if (box->text().remove(u'&').startsWith(u"Same for both")) same = box;
    QVERIFY(same && same->isVisible() && same->isChecked());
    same->setFocus();
    QTest::keyClick(same, Qt::Key_Space);
    const QList<TimeControlEditor *> editors = dialog->findChildren<TimeControlEditor *>();
    QCOMPARE(editors.size(), 2);
    QTRY_VERIFY(editors[1]->isVisible());
    QCOMPARE(editors[0]->title(), QStringLiteral("Black"));
    QCOMPARE(editors[1]->title(), QStringLiteral("White"));
    // Byoyomi and increment exclude each other: the one set last time is cleared first.
    for (int pass = 0; pass < 2; ++pass)
        for (const char *row : {"Main time", "Byoyomi", "Increment"})
            if (auto *spin =
                    qobject_cast<QSpinBox *>(fieldOfRow(editors[0], QString::fromLatin1(row)));
                spin->isEnabled())
                typeInto(spin, QStringLiteral("0"));
    auto *fixed = editors[1]->findChild<QCheckBox *>();
    fixed->setFocus();
    if (!fixed->isChecked()) QTest::keyClick(fixed, Qt::Key_Space);
    typeInto(editors[1]->findChild<QDoubleSpinBox *>(), QStringLiteral("1"));
    QCOMPARE(editors[0]->timeControl(), TimeControl());
    QCOMPARE(editors[1]->timeControl(), *TimeControl::parse(u"movetime=1000"));
    // The dialog says what an engine is told when its side is unlimited (Gomocup: 10 s a turn).
    QLabel *note = nullptr;
    for (QLabel *label : dialog->findChildren<QLabel *>())
        if (label->isVisible() && label->text().startsWith(u"Unlimited")) note = label;
    QVERIFY(note);
    QVERIFY2(note->text().contains(QStringLiteral("timeout_turn 10000")), qPrintable(note->text()));
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
}

void TestNewGameDialog::anUntimedPersonAgainstAnEngineOnOneSecondAMove()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *newGame = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->text() == QStringLiteral("&New Game…")) newGame = action;
    QVERIFY(newGame);
    bool driven = false;
    std::function<void()> drive = [&] {
        auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
        if (!dialog) { // not shown yet
            QTimer::singleShot(50, this, drive);
            return;
        }
        driveTimeControls(dialog);
        if (QTest::currentTestFailed()) dialog->reject();
        driven = true;
    };
    QTimer::singleShot(0, this, drive);
    newGame->trigger();
    QVERIFY(driven);
    QVERIFY(!QTest::currentTestFailed());

    const Session *session = window.controller()->session();
    QVERIFY(session->clock().timeControl(0).isUnlimited());
    QCOMPARE(session->clock().timeControl(1).moveTimeMs, 1000);
    auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
    QTRY_VERIFY_WITH_TIMEOUT(board->isInteractive(), 20000);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter({7, 7}));
    QCOMPARE(session->moves().size(), 1);
    // The engine answers within its second; then the person's clock runs with nothing to flag.
    QTRY_VERIFY_WITH_TIMEOUT(session->moves().size() == 2, 20000);
    QVERIFY(!session->isOver());
    QVERIFY(session->record().mainLine().at(1)->timeMs < 1000 + 500);
    QTRY_COMPARE(session->clock().runningSide(), 0);
    QVERIFY(!session->clock().timeToFlag().has_value());
    QCOMPARE(session->record().headerValue(header::timeControl(0)), QStringLiteral("0+0+0"));
    QCOMPARE(session->record().headerValue(header::timeControl(1)),
             QStringLiteral("movetime=1000"));

    // The person resigns: no game is left in progress for the next test's window.
    window.controller()->resign();
    QTRY_VERIFY(session->isOver());

    // The next New Game offers the same: each side its own.
    NewGameDialog again;
    again.setSetup(GameSetup::load(QSettings()));
    QCOMPARE(again.setup().sideTimeControls,
             (QList<TimeControl>{TimeControl(), *TimeControl::parse(u"movetime=1000")}));
}

// Ticking "fixed time per move" and back gives the main time and byoyomi back; byoyomi and
// increment exclude each other without clearing one another.
void TestNewGameDialog::aFieldKeepsItsValueWhenAnotherChanges()
{
    TimeControlEditor editor(QStringLiteral("Each side"));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    auto *main = qobject_cast<QSpinBox *>(fieldOfRow(&editor, QStringLiteral("Main time")));
    auto *byoyomi = qobject_cast<QSpinBox *>(fieldOfRow(&editor, QStringLiteral("Byoyomi")));
    auto *increment = qobject_cast<QSpinBox *>(fieldOfRow(&editor, QStringLiteral("Increment")));
    QVERIFY(main && byoyomi && increment);
    typeInto(main, QStringLiteral("10"));
    typeInto(byoyomi, QStringLiteral("30"));
    QVERIFY(!increment->isEnabled());
    auto *fixed = editor.findChild<QCheckBox *>();
    fixed->setFocus();
    QTest::keyClick(fixed, Qt::Key_Space);
    QCOMPARE(editor.timeControl().moveTimeMs, 1000);
    QTest::keyClick(fixed, Qt::Key_Space);
    QCOMPARE(editor.timeControl(), *TimeControl::parse(u"600+30"));
    // Given a fixed time per move (the settings of the last game), the other fields keep theirs.
    editor.setTimeControl(*TimeControl::parse(u"movetime=2500"));
    QCOMPARE(editor.timeControl().moveTimeMs, 2500);
    fixed->setFocus();
    QTest::keyClick(fixed, Qt::Key_Space);
    QCOMPARE(editor.timeControl(), *TimeControl::parse(u"600+30"));
}

QTEST_MAIN(TestNewGameDialog)
#include "tst_newgamedialog.moc"
