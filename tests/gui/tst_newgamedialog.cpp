// The new-game dialog as a user meets it, by QTest key and mouse events in the real dialog opened
// from the real window: its setup editor is built from the options the game declares; renju on
// a 19×19 board is chosen, the game starts, and a move is played by a click on the board. And
// the dialog keeps no blank gap when a game with fewer sides is chosen after one with more.
#include "core/game/game.h"
#include "core/play/session.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/setupoptionseditor.h"
#include "gamecatalog.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "gomoku/gomokuboard.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
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
    void choosesRenjuOnNineteenAndPlaysAMoveByClicks();
    void noBlankGapAfterAGameWithMoreSides();
    void theEditorFollowsTheGamesOptions();

private:
    static void chooseByKeys(QComboBox *combo, const QString &itemText);
    static void driveDialog(NewGameDialog *dialog);
    static QWidget *fieldOfRow(QWidget *dialog, const QString &labelStart);

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

QTEST_MAIN(TestNewGameDialog)
#include "tst_newgamedialog.moc"
