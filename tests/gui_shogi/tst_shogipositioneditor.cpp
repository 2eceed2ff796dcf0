// SPDX-License-Identifier: GPL-3.0-or-later
// The shogi position editor as a user meets it, by QTest events in the real window: Game → Edit
// Position…, an empty board, a 詰将棋 (一手詰: Gote's king on 5a, Sente's gold on 5c and one in
// hand) set up by drags, clicks and a right click, a pawn on the last rank refused with a
// message, the rest of the set put into Gote's hand, the side to move chosen; then an analysis
// started from it, where the bundled engine finds the mate, and a game started from it through
// the New Game dialog, which offers the position's SFEN.
#include "core/engine/engineinfo.h"
#include "core/game/game.h"
#include "core/play/session.h"
#include "dialogs/newgamedialog.h"
#include "games/shogi/shogiboardwidget.h"
#include "games/shogi/shogipositioneditor.h"
#include "games/shogi/shogisetupboard.h"
#include "panels/engineinfomodel.h"
#include "panels/enginepanel.h"
#include "uidriver.h"
#include "window/mainwindow.h"

#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>

using namespace kibitz;
using namespace uidriver;
using shogi::Color;
using shogi::Piece;
using shogi::PieceType;
using shogi::Square;

namespace {
Square sq(const char *usi)
{
    return Square::at(usi[0] - '0', usi[1] - 'a' + 1);
}

// Written by hand: the kings on 5a and 9i, Sente's gold on 5c and one in hand, and in Gote's
// hand what a set has left (2 rooks, 2 bishops, 2 golds, 4 silvers, knights and lances, 18
// pawns).
const QString tsumeSfen = QStringLiteral("4k4/9/4G4/9/9/9/9/9/K8 b G2r2b2g4s4n4l18p 1");
constexpr int engineMs = 30000;

QPushButton *buttonNamed(QWidget *dialog, const QString &text)
{
    for (QPushButton *button : dialog->findChildren<QPushButton *>())
        if (button->text() == text) return button;
    return nullptr;
}
} // namespace

class TestShogiPositionEditor : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void tsumeSetUpAndAnalysed();
    void tsumeWithoutSenteKingAnalysedAndMated();
    void gameStartedFromTheEditor();
    void sfenTypedAndBoardFlipped();

private:
    static void setUpTsume(ShogiPositionEditor *editor);
    static void openEditorFromShogiGame(MainWindow &window);
    static void newGameOffersTheStandardStart(MainWindow &window);

    QTemporaryDir m_dir;
};

void TestShogiPositionEditor::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzShogiEditor"));
    QSettings settings;
    settings.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

// Everything by events on the editor's widgets, as a user does it.
void TestShogiPositionEditor::setUpTsume(ShogiPositionEditor *editor)
{
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    ShogiSetupBoard *board = editor->setupBoard();
    auto *sfen = editor->findChild<QLineEdit *>();
    QVERIFY(sfen);
    QPushButton *analyse = buttonNamed(editor, QStringLiteral("&Analyse"));
    QVERIFY(analyse);
    auto drag = [board](QPoint from, QPoint to) {
        QTest::mousePress(board, Qt::LeftButton, {}, from);
        QTest::mouseMove(board, (from + to) / 2);
        QTest::mouseMove(board, to);
        QTest::mouseRelease(board, Qt::LeftButton, {}, to);
    };
    auto click = [board](QPoint at, Qt::MouseButton button = Qt::LeftButton) {
        QTest::mouseClick(board, button, {}, at);
    };

    QTest::mouseClick(buttonNamed(editor, QStringLiteral("&Empty Board")), Qt::LeftButton);
    QCOMPARE(sfen->text(), QStringLiteral("9/9/9/9/9/9/9/9/9 b - 1"));
    QVERIFY(!analyse->isEnabled()); // no kings

    // A king from the box to 5a is Sente's; a right click gives it to Gote.
    drag(board->boxCenter(PieceType::King), board->squareCenter(sq("5a")));
    QCOMPARE(board->board().at(sq("5a")), (Piece{PieceType::King, Color::Black}));
    click(board->squareCenter(sq("5a")), Qt::RightButton);
    QCOMPARE(board->board().at(sq("5a")), (Piece{PieceType::King, Color::White}));
    // The other king by two clicks to 9i; a gold dragged to 5c and one into Sente's hand.
    click(board->boxCenter(PieceType::King));
    click(board->squareCenter(sq("9i")));
    drag(board->boxCenter(PieceType::Gold), board->squareCenter(sq("5c")));
    drag(board->boxCenter(PieceType::Gold), board->handCenter(Color::Black, PieceType::Gold));
    QCOMPARE(board->board().handCount(Color::Black, PieceType::Gold), 1);
    QCOMPARE(board->boxCount(PieceType::Gold), 2);
    QVERIFY(analyse->isEnabled());

    // A pawn on the last rank could never move: refused, with why.
    drag(board->boxCenter(PieceType::Pawn), board->squareCenter(sq("1a")));
    QVERIFY(!analyse->isEnabled());
    bool said = false;
    for (QLabel *label : editor->findChildren<QLabel *>())
        said |= label->text().contains(QStringLiteral("could never move"));
    QVERIFY(said);
    // Promoted by a right click it may stay; back in the box by a drag.
    click(board->squareCenter(sq("1a")), Qt::RightButton);
    QCOMPARE(board->board().at(sq("1a")), (Piece{PieceType::ProPawn, Color::Black}));
    QVERIFY(analyse->isEnabled());
    drag(board->squareCenter(sq("1a")), board->boxCenter(PieceType::Pawn));
    QVERIFY(board->board().at(sq("1a")).isNone());
    QCOMPARE(board->boxCount(PieceType::Pawn), 18);

    QTest::mouseClick(buttonNamed(editor, QStringLiteral("&Rest to Gote's Hand")), Qt::LeftButton);
    QCOMPARE(board->boxCount(PieceType::Pawn), 0);
    // Gote to move, then Sente again, by clicks on the radio buttons' circles.
    auto *gote = editor->findChildren<QRadioButton *>().value(1);
    auto *sente = editor->findChildren<QRadioButton *>().value(0);
    QVERIFY(gote && sente);
    QTest::mouseClick(gote, Qt::LeftButton, {}, QPoint(8, gote->height() / 2));
    QCOMPARE(board->board().sideToMove(), Color::White);
    QVERIFY(sfen->text().contains(QStringLiteral(" w ")));
    QTest::mouseClick(sente, Qt::LeftButton, {}, QPoint(8, sente->height() / 2));
    QCOMPARE(sfen->text(), tsumeSfen);
    QCOMPARE(editor->setupText(), tsumeSfen);
}

void TestShogiPositionEditor::openEditorFromShogiGame(MainWindow &window)
{
    // Tic-tac-toe has no position editor.
    QAction *edit = actionNamed(&window, QStringLiteral("Edit &Position…"));
    QVERIFY(edit);
    QCOMPARE(window.startGame(GameSetup::firstStart()), QString());
    QCOMPARE(window.game()->id(), QStringLiteral("tictactoe"));
    QVERIFY(!edit->isEnabled());
    GameSetup shogi = GameSetup::firstStart();
    shogi.gameId = QStringLiteral("shogi");
    shogi.sides = {SideSetup{}, SideSetup{}};
    QCOMPARE(window.startGame(shogi), QString());
    QVERIFY(edit->isEnabled());
}

void TestShogiPositionEditor::tsumeSetUpAndAnalysed()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openEditorFromShogiGame(window);
    QVERIFY(!QTest::currentTestFailed());
    const bool driven = driveModal<PositionEditor>(
        actionNamed(&window, QStringLiteral("Edit &Position…")), [](PositionEditor *dialog) {
            auto *editor = qobject_cast<ShogiPositionEditor *>(dialog);
            QVERIFY(editor);
            // It opens on the position shown: the standard one.
            QCOMPARE(editor->setupText(),
                     QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL "
                                    "b - 1"));
            setUpTsume(editor);
            if (QTest::currentTestFailed()) return;
            QTest::mouseClick(buttonNamed(editor, QStringLiteral("&Analyse")), Qt::LeftButton);
        });
    QVERIFY(driven);
    QVERIFY(!QTest::currentTestFailed());

    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board);
    QCOMPARE(board->board().toSfen(), tsumeSfen);
    QVERIFY(window.record());
    QCOMPARE(window.record()->setup(), tsumeSfen);
    QVERIFY(window.isAnalysing());
    // The bundled engine analyses the position set up: it finds the mate G*5b.
    EnginePanel *panel = window.analysisPanel();
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->model()->best() && !panel->model()->best()->pv.isEmpty() &&
                                 panel->model()->best()->pv.first() == QStringLiteral("G*5b"),
                             engineMs);
    // Moves can be tried on the board: the mate, by a drag from Sente's hand.
    QVERIFY(board->isInteractive());
    QTest::mousePress(board, Qt::LeftButton, {},
                      board->handPieceCenter(Color::Black, PieceType::Gold));
    QTest::mouseMove(board, board->squareCenter(sq("5d")));
    QTest::mouseMove(board, board->squareCenter(sq("5b")));
    QTest::mouseRelease(board, Qt::LeftButton, {}, board->squareCenter(sq("5b")));
    QCOMPARE(window.controller()->session()->moves(), QStringList{QStringLiteral("G*5b")});
    QTRY_VERIFY(window.controller()->session()->isOver());
    QCOMPARE(window.controller()->session()->result().winner, 0);
    newGameOffersTheStandardStart(window);
}

// The usual 詰将棋 has no Sente king: the editor takes it, the bundled engine analyses it, and
// the mate played on the board ends the game.
void TestShogiPositionEditor::tsumeWithoutSenteKingAnalysedAndMated()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openEditorFromShogiGame(window);
    QVERIFY(!QTest::currentTestFailed());
    const QString kinglessSfen = QStringLiteral("4k4/9/4G4/9/9/9/9/9/9 b G2r2b2g4s4n4l18p 1");
    const bool driven = driveModal<PositionEditor>(
        actionNamed(&window, QStringLiteral("Edit &Position…")), [&](PositionEditor *dialog) {
            auto *editor = qobject_cast<ShogiPositionEditor *>(dialog);
            QVERIFY(editor);
            ShogiSetupBoard *board = editor->setupBoard();
            QPushButton *analyse = buttonNamed(editor, QStringLiteral("&Analyse"));
            QTest::mouseClick(buttonNamed(editor, QStringLiteral("&Empty Board")), Qt::LeftButton);
            // Gote's king on 5a (a click from the box, a right click to give it to Gote).
            QTest::mouseClick(board, Qt::LeftButton, {}, board->boxCenter(PieceType::King));
            QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq("5a")));
            QTest::mouseClick(board, Qt::RightButton, {}, board->squareCenter(sq("5a")));
            QCOMPARE(board->board().at(sq("5a")), (Piece{PieceType::King, Color::White}));
            QTest::mouseClick(board, Qt::LeftButton, {}, board->boxCenter(PieceType::Gold));
            QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq("5c")));
            QTest::mouseClick(board, Qt::LeftButton, {}, board->boxCenter(PieceType::Gold));
            QTest::mouseClick(board, Qt::LeftButton, {},
                              board->handCenter(Color::Black, PieceType::Gold));
            QTest::mouseClick(buttonNamed(editor, QStringLiteral("&Rest to Gote's Hand")),
                              Qt::LeftButton);
            QCOMPARE(editor->setupText(), kinglessSfen);
            QVERIFY(analyse->isEnabled()); // no Sente king is no problem
            QTest::mouseClick(analyse, Qt::LeftButton);
        });
    QVERIFY(driven);
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(window.record()->setup(), kinglessSfen);
    QVERIFY(window.isAnalysing());
    EnginePanel *panel = window.analysisPanel();
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->model()->best() && !panel->model()->best()->pv.isEmpty() &&
                                 panel->model()->best()->pv.first() == QStringLiteral("G*5b"),
                             engineMs);
    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board && board->isInteractive());
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->handPieceCenter(Color::Black, PieceType::Gold));
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq("5b")));
    QCOMPARE(window.controller()->session()->moves(), QStringList{QStringLiteral("G*5b")});
    QTRY_VERIFY(window.controller()->session()->isOver());
    QCOMPARE(window.controller()->session()->result().winner, 0);
}

void TestShogiPositionEditor::gameStartedFromTheEditor()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openEditorFromShogiGame(window);
    QVERIFY(!QTest::currentTestFailed());
    bool offered = false;
    bool newGameDriven = false;
    const bool driven = driveModal<PositionEditor>(
        actionNamed(&window, QStringLiteral("Edit &Position…")), [&](PositionEditor *dialog) {
            auto *editor = qobject_cast<ShogiPositionEditor *>(dialog);
            QVERIFY(editor);
            setUpTsume(editor);
            if (QTest::currentTestFailed()) return;
            // The New Game dialog follows once the editor has closed.
            whenModal<NewGameDialog>(
                [&](NewGameDialog *newGame) {
                    QTRY_VERIFY(fieldOfRow(newGame, QStringLiteral("Sente")));
                    auto *sfen =
                        qobject_cast<QLineEdit *>(fieldOfRow(newGame, QStringLiteral("SFEN")));
                    offered = sfen && sfen->text() == tsumeSfen;
                    auto *sente =
                        qobject_cast<QComboBox *>(fieldOfRow(newGame, QStringLiteral("Sente")));
                    auto *gote =
                        qobject_cast<QComboBox *>(fieldOfRow(newGame, QStringLiteral("Gote")));
                    QVERIFY(sente && gote);
                    chooseByKeys(sente, QStringLiteral("Human"));
                    chooseByKeys(gote, QStringLiteral("Bundled engine"));
                    QTest::mouseClick(
                        newGame->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                        Qt::LeftButton);
                },
                &newGameDriven);
            QTest::mouseClick(buttonNamed(editor, QStringLiteral("&Play from Here…")),
                              Qt::LeftButton);
        });
    QVERIFY(driven);
    QVERIFY(newGameDriven);
    QVERIFY(offered);
    QCOMPARE(window.record()->setup(), tsumeSfen);
    QVERIFY(!window.isAnalysing());
    const Session *session = window.controller()->session();
    QVERIFY(session->player(0)->isHuman());
    QVERIFY(!session->player(1)->isHuman());
    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board);
    QCOMPARE(board->board().toSfen(), tsumeSfen);
    QTRY_VERIFY_WITH_TIMEOUT(board->isInteractive(), engineMs);
    newGameOffersTheStandardStart(window);
}

// Issue 29 item 11: File → New Game after a start from the editor offers the standard start,
// not the editor's position (Play from Here is how a game starts from it).
void TestShogiPositionEditor::newGameOffersTheStandardStart(MainWindow &window)
{
    QString offered = QStringLiteral("no dialog");
    const bool driven = driveModal<NewGameDialog>(
        actionNamed(&window, QStringLiteral("&New Game…")), [&](NewGameDialog *newGame) {
            auto *sfen = qobject_cast<QLineEdit *>(fieldOfRow(newGame, QStringLiteral("SFEN")));
            offered = sfen ? sfen->text() : QStringLiteral("no SFEN field");
            newGame->reject();
        });
    QVERIFY(driven);
    QVERIFY2(offered.isEmpty(), qPrintable(offered));
}

// The SFEN field takes a position typed into it (a bad one is refused with why, and kept for
// the user to mend); Flip Board puts Gote at the bottom, where clicks then land.
void TestShogiPositionEditor::sfenTypedAndBoardFlipped()
{
    ShogiPositionEditor editor;
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    ShogiSetupBoard *board = editor.setupBoard();
    auto *sfen = qobject_cast<QLineEdit *>(fieldOfRow(&editor, QStringLiteral("SFEN")));
    QVERIFY(sfen);
    QVERIFY(!sfen->isReadOnly());
    QPushButton *analyse = buttonNamed(&editor, QStringLiteral("&Analyse"));
    QVERIFY(analyse && analyse->isEnabled());
    auto problemText = [&editor] {
        QString said;
        for (QLabel *label : editor.findChildren<QLabel *>())
            if (label->styleSheet().contains(QStringLiteral("color"))) said += label->text();
        return said;
    };

    // Half an SFEN: refused with why, the board as it was.
    sfen->setFocus();
    sfen->selectAll();
    QTest::keyClicks(sfen, QStringLiteral("4k4/9/4G4"));
    QVERIFY2(problemText().contains(QStringLiteral("not an SFEN")), qPrintable(problemText()));
    QVERIFY2(problemText().contains(QStringLiteral("fields")), qPrintable(problemText()));
    QVERIFY(!analyse->isEnabled());
    QCOMPARE(board->board().toSfen(), shogi::Board::startPosition().toSfen());
    // Typed on to the end: the position is set, and can be played.
    QTest::keyClicks(sfen, QStringLiteral("/9/9/9/9/9/K8 b G2r2b2g4s4n4l18p 1"));
    QCOMPARE(board->board().toSfen(), tsumeSfen);
    QCOMPARE(editor.setupText(), tsumeSfen);
    QVERIFY(analyse->isEnabled());
    QCOMPARE(board->board().at(sq("5c")), (Piece{PieceType::Gold, Color::Black}));
    // Two unpromoted pawns of Sente on file 1: shown, and said in words.
    sfen->selectAll();
    QTest::keyClicks(sfen, QStringLiteral("4k4/9/4G3P/8P/9/9/9/9/K8 b - 1"));
    QCOMPARE(board->board().at(sq("1c")), (Piece{PieceType::Pawn, Color::Black}));
    QVERIFY2(problemText().contains(QStringLiteral("二歩")), qPrintable(problemText()));
    QVERIFY(!analyse->isEnabled());
    // Text that is no SFEN stays when the field is left.
    sfen->selectAll();
    QTest::keyClicks(sfen, QStringLiteral("4k4/9 x"));
    QTest::keyClick(sfen, Qt::Key_Tab);
    QCOMPARE(sfen->text(), QStringLiteral("4k4/9 x"));
    QVERIFY(problemText().contains(QStringLiteral("not an SFEN")));

    // Flipped: 9i is at the top right, and a drag from there moves Sente's king.
    sfen->selectAll();
    QTest::keyClicks(sfen, tsumeSfen);
    QPushButton *flip = buttonNamed(&editor, QStringLiteral("Fl&ip Board"));
    QVERIFY(flip);
    const QPoint kingBefore = board->squareCenter(sq("9i"));
    QTest::mouseClick(flip, Qt::LeftButton);
    QVERIFY(board->isFlipped());
    const QPoint kingAfter = board->squareCenter(sq("9i"));
    QVERIFY(kingAfter.y() < board->squareCenter(sq("5c")).y());
    QVERIFY(kingAfter.x() > board->squareCenter(sq("5c")).x());
    QVERIFY(kingBefore.x() < board->squareCenter(sq("5c")).x());
    QVERIFY(kingBefore.y() > kingAfter.y());
    // Sente's king dragged from 9i to 8h on the flipped board.
    QTest::mousePress(board, Qt::LeftButton, {}, kingAfter);
    QTest::mouseMove(board, board->squareCenter(sq("8h")));
    QTest::mouseRelease(board, Qt::LeftButton, {}, board->squareCenter(sq("8h")));
    QCOMPARE(board->board().at(sq("8h")), (Piece{PieceType::King, Color::Black}));
    QVERIFY(board->board().at(sq("9i")).isNone());
    // Gote's hand is at the lower right when flipped.
    QVERIFY(board->handCenter(Color::White, PieceType::Gold).y() >
            board->handCenter(Color::Black, PieceType::Gold).y());
    QCOMPARE(sfen->text(), QStringLiteral("4k4/9/4G4/9/9/9/9/1K7/9 b G2r2b2g4s4n4l18p 1"));
}

QTEST_MAIN(TestShogiPositionEditor)
#include "tst_shogipositioneditor.moc"
