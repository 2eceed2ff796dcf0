// SPDX-License-Identifier: GPL-3.0-or-later
// Shogi in the window as a user plays it, by QTest key and mouse events only: a whole game
// against the bundled engine (kibitz-shogi) started from the New Game dialog with an SFEN typed
// into its SFEN field, with a drop, an optional promotion taken and one declined, a forced
// promotion and a mate; and a handicap (角落ち) chosen by keys, where the engine, as 上手 (gote),
// moves first.
#include "core/play/session.h"
#include "dialogs/newgamedialog.h"
#include "games/shogi/shogiboardwidget.h"
#include "shogi/handicap.h"
#include "uidriver.h"
#include "window/mainwindow.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
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

// Gote has only its king on 9a, and Sente's gold on 8c and lance on 7i leave it one square
// to go to each turn (9a→8a→9a …): the engine's replies are forced, so the game is the same on
// every run. Sente holds a gold and a pawn; its silver on 3d and pawn on 4d may promote on 3c
// and 4c, and its lance on 1b must promote on 1a.
const QString gameSfen = QStringLiteral("k8/8L/1G7/5PS2/9/9/9/9/2L1K4 b GP 1");
constexpr int engineMs = 20000; // what a reply may take on a loaded machine
} // namespace

class TestShogiGame : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void wholeGameAgainstTheBundledEngine();
    void handicapChosenByKeysEngineMovesFirst();

private:
    // Fills the New Game dialog by keys: shogi, the given start, a person as Sente against the
    // bundled engine as Gote, a fixed second per move; then Start.
    static void fillNewGame(NewGameDialog *dialog, const std::function<void()> &chooseStart);
    void click(QPoint at) { QTest::mouseClick(m_board, Qt::LeftButton, {}, at); }
    void drag(QPoint from, QPoint to);
    // Waits for the engine's reply after the person's move, which must be `mine`.
    void expectReply(const QString &mine, const QString &reply);

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    ShogiBoardWidget *m_board = nullptr;
};

void TestShogiGame::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzShogiGame"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestShogiGame::fillNewGame(NewGameDialog *dialog, const std::function<void()> &chooseStart)
{
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto *gameCombo = qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("Game")));
    QVERIFY(gameCombo);
    chooseByKeys(gameCombo, QStringLiteral("Shogi"));
    QCOMPARE(gameCombo->currentData().toString(), QStringLiteral("shogi"));
    chooseStart();
    QTRY_VERIFY(fieldOfRow(dialog, QStringLiteral("Sente")));
    auto *sente = qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("Sente")));
    auto *gote = qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("Gote")));
    QVERIFY(sente && gote);
    chooseByKeys(sente, QStringLiteral("Human"));
    chooseByKeys(gote, QStringLiteral("Bundled engine"));
    QCheckBox *fixed = nullptr; // the shared time control's (the sides share one by default)
    for (QCheckBox *box : dialog->findChildren<QCheckBox *>())
        if (!fixed && box->isVisible() && box->text().remove(u'&').startsWith(u"Fixed"))
            fixed = box;
    QVERIFY(fixed);
    fixed->setFocus();
    if (!fixed->isChecked()) QTest::keyClick(fixed, Qt::Key_Space); // the last game's choice
    QVERIFY(fixed->isChecked());
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    QVERIFY(!dialog->isVisible());
}

void TestShogiGame::drag(QPoint from, QPoint to)
{
    QTest::mousePress(m_board, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_board, (from + to) / 2);
    QTest::mouseMove(m_board, to);
    QTest::mouseRelease(m_board, Qt::LeftButton, {}, to);
}

void TestShogiGame::expectReply(const QString &mine, const QString &reply)
{
    const QStringList before = m_window->controller()->session()->moves();
    QVERIFY(!before.isEmpty());
    QCOMPARE(before.last(), mine);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->controller()->session()->moves().size(), before.size() + 1,
                              engineMs);
    QCOMPARE(m_window->controller()->session()->moves().last(), reply);
    QTRY_VERIFY_WITH_TIMEOUT(m_board->isInteractive(), engineMs);
}

void TestShogiGame::wholeGameAgainstTheBundledEngine()
{
    MainWindow window;
    m_window = &window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *newGame = actionNamed(&window, QStringLiteral("&New Game…"));
    QVERIFY(newGame);
    const bool driven = driveModal<NewGameDialog>(newGame, [](NewGameDialog *dialog) {
        fillNewGame(dialog, [dialog] {
            auto *sfen = qobject_cast<QLineEdit *>(fieldOfRow(dialog, QStringLiteral("SFEN")));
            QVERIFY(sfen);
            sfen->setFocus();
            QTest::keyClicks(sfen, gameSfen);
        });
    });
    QVERIFY(driven);
    QVERIFY(!QTest::currentTestFailed());

    m_board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(m_board);
    QCOMPARE(m_board->board().toSfen(), gameSfen);
    QTRY_VERIFY_WITH_TIMEOUT(m_board->isInteractive(), engineMs);

    // A drop by two clicks: the pawn from Sente's hand to 2e.
    click(m_board->handPieceCenter(Color::Black, PieceType::Pawn));
    click(m_board->squareCenter(sq("2e")));
    expectReply(QStringLiteral("P*2e"), QStringLiteral("9a8a"));
    QCOMPARE(m_board->board().handCount(Color::Black, PieceType::Pawn), 0);

    // The silver dragged into the zone: the chooser asks, and the promotion is taken.
    drag(m_board->squareCenter(sq("3d")), m_board->squareCenter(sq("3c")));
    QVERIFY(m_board->isChoosingPromotion());
    click(m_board->promotionChoiceCenter(true));
    expectReply(QStringLiteral("3d3c+"), QStringLiteral("8a9a"));
    QCOMPARE(m_board->board().at(sq("3c")), (Piece{PieceType::ProSilver, Color::Black}));

    // The pawn by two clicks: asked again, and declined.
    click(m_board->squareCenter(sq("4d")));
    click(m_board->squareCenter(sq("4c")));
    QVERIFY(m_board->isChoosingPromotion());
    click(m_board->promotionChoiceCenter(false));
    expectReply(QStringLiteral("4d4c"), QStringLiteral("9a8a"));
    QCOMPARE(m_board->board().at(sq("4c")), (Piece{PieceType::Pawn, Color::Black}));

    // The lance onto the last rank must promote: nothing is asked.
    drag(m_board->squareCenter(sq("1b")), m_board->squareCenter(sq("1a")));
    QVERIFY(!m_board->isChoosingPromotion());
    expectReply(QStringLiteral("1b1a+"), QStringLiteral("8a9a"));
    QCOMPARE(m_board->board().at(sq("1a")), (Piece{PieceType::ProLance, Color::Black}));

    // The gold dragged from the hand to 9b, guarded by the gold on 8c: mate.
    drag(m_board->handPieceCenter(Color::Black, PieceType::Gold), m_board->squareCenter(sq("9b")));
    QTRY_VERIFY(window.controller()->session()->isOver());
    const GameResult result = window.controller()->session()->result();
    QCOMPARE(result.kind, GameResult::Kind::Win);
    QCOMPARE(result.winner, 0);
    QCOMPARE(result.reason, EndReason::Rules);
    QVERIFY(!m_board->isInteractive());

    const QStringList played{"P*2e", "9a8a",  "3d3c+", "8a9a", "4d4c",
                             "9a8a", "1b1a+", "8a9a",  "G*9b"};
    QVERIFY(window.record());
    QCOMPARE(window.record()->setup(), gameSfen);
    QCOMPARE(window.record()->mainLineMoves(), played);
    QCOMPARE(window.record()->result().winner, 0);
    QVERIFY2(window.statusText().contains(QStringLiteral("Sente")),
             qPrintable(window.statusText()));
    m_window = nullptr;
    m_board = nullptr;
}

void TestShogiGame::handicapChosenByKeysEngineMovesFirst()
{
    MainWindow window;
    m_window = &window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *newGame = actionNamed(&window, QStringLiteral("&New Game…"));
    QVERIFY(newGame);
    const bool driven = driveModal<NewGameDialog>(newGame, [](NewGameDialog *dialog) {
        fillNewGame(dialog, [dialog] {
            auto *handicap =
                qobject_cast<QComboBox *>(fieldOfRow(dialog, QStringLiteral("Handicap")));
            QVERIFY(handicap);
            auto *sfen = qobject_cast<QLineEdit *>(fieldOfRow(dialog, QStringLiteral("SFEN")));
            QVERIFY(sfen);
            QVERIFY(sfen->text().isEmpty()); // a handicap or an SFEN, not both
            chooseByKeys(handicap, QStringLiteral("角落ち"));
            QCOMPARE(handicap->currentData().toString(), QStringLiteral("bishop"));
        });
    });
    QVERIFY(driven);
    QVERIFY(!QTest::currentTestFailed());

    m_board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(m_board);
    // The record keeps the start as the handicap's SFEN.
    QCOMPARE(window.record()->setup(), shogi::handicapById(u"bishop")->sfen);
    QVERIFY2(window.windowTitle().contains(QStringLiteral("角落ち")),
             qPrintable(window.windowTitle()));
    // Gote (上手) has no bishop and moves first: the engine answers before Sente may move.
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->session()->moves().size(), 1, engineMs);
    const QString reply = window.controller()->session()->moves().first();
    const auto start = shogi::Board::fromSfen(shogi::handicapById(u"bishop")->sfen);
    QVERIFY(start);
    shogi::Board expected = *start;
    QCOMPARE(expected.sideToMove(), Color::White);
    QVERIFY(expected.at(sq("2b")).isNone()); // the bishop is off
    QCOMPARE(expected.at(sq("8b")), (Piece{PieceType::Rook, Color::White}));
    const auto engineMove = shogi::moveFromUsi(expected, reply);
    QVERIFY2(engineMove, qPrintable(reply));
    expected.doMove(*engineMove);
    QTRY_VERIFY_WITH_TIMEOUT(m_board->isInteractive(), engineMs);
    QVERIFY(m_board->board().samePosition(expected));
    // Sente answers by a click on the board.
    QTest::mouseClick(m_board, Qt::LeftButton, {}, m_board->squareCenter(sq("7g")));
    QTest::mouseClick(m_board, Qt::LeftButton, {}, m_board->squareCenter(sq("7f")));
    QCOMPARE(window.controller()->session()->moves(), (QStringList{reply, QStringLiteral("7g7f")}));
    m_window = nullptr;
    m_board = nullptr;
}

QTEST_MAIN(TestShogiGame)
#include "tst_shogigame.moc"
