// SPDX-License-Identifier: GPL-3.0-or-later
// Variations (the record tree) in the move list, for every game, by QTest events: a move with
// alternatives is marked with "+", selecting it lists its alternatives under the moves, a click
// there or the row's context menu follows another line; the board, the comment box and the
// evaluation graph then show that line, and saving keeps the whole tree.
#include "core/game/game.h"
#include "core/play/gamecontroller.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "games/shogi/shogiboardwidget.h"
#include "games/tictactoe/tictactoeboardwidget.h"
#include "panels/evaluationgraph.h"
#include "panels/movelistmodel.h"
#include "panels/movelistpanel.h"
#include "window/mainwindow.h"

#include <QListWidget>
#include <QMenu>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;

namespace {
// A KIF with a variation at move 2 that has its own comment and think comment, and goes on
// longer than the main line.
const QString kif = QStringLiteral("手合割：平手\n"
                                   "手数----指手---------消費時間--\n"
                                   "   1 ７六歩(77)\n"
                                   "   2 ３四歩(33)+\n"
                                   "*main line comment\n"
                                   "*#評価値=-50\n"
                                   "   3 ２六歩(27)\n"
                                   "\n"
                                   "変化：2手\n"
                                   "   2 ８四歩(83)\n"
                                   "*branch comment\n"
                                   "*#評価値=120\n"
                                   "   3 ２六歩(27)\n"
                                   "   4 ８五歩(84)\n");

QString moveText(const MainWindow &window, int row)
{
    const MoveListModel *model = window.moveList()->model();
    return model->data(model->index(row, MoveListModel::MoveColumn)).toString();
}

// Clicks the row of a ply in the move list, as a user selects a move.
void clickRow(MainWindow &window, int ply)
{
    QTableView *view = window.moveList()->view();
    const QRect rect = view->visualRect(view->model()->index(ply, MoveListModel::MoveColumn));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
}

// Clicks an alternative in the list under the moves.
void clickVariation(MainWindow &window, int row)
{
    QListWidget *list = window.moveList()->variationList();
    const QRect rect = list->visualItemRect(list->item(row));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
}

QString score(const MainWindow &window, int ply)
{
    for (const EvaluationPoint &point : window.evaluationGraph()->points())
        if (point.ply == ply) return QString::number(point.score.value);
    return {};
}
} // namespace

class TestVariations : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void shogiVariationFollowedAndSaved();
    void jkfForksByContextMenu();
    void gomokuSgfVariation();
    void tictactoeTextVariation();

private:
    QTemporaryDir m_dir;
};

void TestVariations::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzVariations"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestVariations::shogiVariationFollowedAndSaved()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QListWidget *list = window.moveList()->variationList();
    QVERIFY(!list->isVisible()); // the game on the board at start has no variations
    QCOMPARE(window.pasteRecordText(kif), QString());
    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board);

    // The main line: three moves, the second marked as having alternatives.
    QCOMPARE(window.moveList()->model()->moveCount(), 3);
    QVERIFY(!moveText(window, 1).endsWith(QStringLiteral("+")));
    QCOMPARE(moveText(window, 2), QStringLiteral("△３四歩 +"));
    QCOMPARE(score(window, 2), QStringLiteral("-50"));
    clickRow(window, 1);
    QCOMPARE(window.shownPly(), 1);
    QVERIFY(list->isVisible()); // while the line has variations, the list stays
    QCOMPARE(list->count(), 0);
    clickRow(window, 2);
    QCOMPARE(window.shownPly(), 2);
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), QStringLiteral("△３四歩"));
    QCOMPARE(list->item(1)->text(), QStringLiteral("△８四歩"));
    QCOMPARE(list->currentRow(), 0);
    QVERIFY(window.moveList()->note().contains(QStringLiteral("main line comment")));

    // The other line by a click in the list: the board, the comment, the moves and the graph.
    clickVariation(window, 1);
    QTRY_COMPARE(window.moveList()->model()->moveCount(), 4);
    QCOMPARE(window.shownPly(), 2);
    QCOMPARE(moveText(window, 2), QStringLiteral("△８四歩 +"));
    QCOMPARE(moveText(window, 4), QStringLiteral("△８五歩"));
    QCOMPARE(board->board().toSfen(),
             QStringLiteral("lnsgkgsnl/1r5b1/p1ppppppp/1p7/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3"));
    QVERIFY(window.moveList()->note().contains(QStringLiteral("branch comment")));
    QVERIFY(!window.moveList()->note().contains(QStringLiteral("main line comment")));
    QCOMPARE(score(window, 2), QStringLiteral("120"));
    QCOMPARE(list->currentRow(), 1);
    // Further along the chosen line, the board follows it.
    clickRow(window, 4);
    QCOMPARE(window.shownPly(), 4);
    QCOMPARE(
        board->board().toSfen(),
        QStringLiteral("lnsgkgsnl/1r5b1/p1ppppppp/9/1p7/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL b - 5"));

    // Saving keeps the whole tree, with the comments of both lines.
    const QString path = m_dir.filePath(QStringLiteral("variations.kifu"));
    QCOMPARE(window.saveRecord(path), QString());
    const Game *shogi = gameById(QStringLiteral("shogi"));
    QVERIFY(shogi);
    RecordReadResult read = readRecordFile(*shogi, path);
    QVERIFY2(read.record, qPrintable(read.message()));
    const RecordNode *first = read.record->root()->mainChild();
    QVERIFY(first);
    QCOMPARE(first->children.size(), size_t(2));
    QCOMPARE(first->children[0]->move, QStringLiteral("3c3d"));
    QCOMPARE(first->children[0]->comment, QStringLiteral("main line comment"));
    QCOMPARE(first->children[1]->move, QStringLiteral("8c8d"));
    QCOMPARE(first->children[1]->comment, QStringLiteral("branch comment"));
    QCOMPARE(Record::movesTo(first->children[1]->mainChild()->mainChild()),
             (QStringList{"7g7f", "8c8d", "2g2f", "8d8e"}));
}

void TestVariations::jkfForksByContextMenu()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.openRecord(QStringLiteral(SHARED_DATA_DIR "/shogi/tsshogi-jkf/sample03.jkf")),
             QString());
    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board);
    // Move 9 has forks: the king to 5h in the main line, 6h and a pawn to 9f in the forks.
    QVERIFY(moveText(window, 9).endsWith(QStringLiteral(" +")));
    QVERIFY(moveText(window, 9).startsWith(QStringLiteral("▲５八玉")));
    QVERIFY(!moveText(window, 8).endsWith(QStringLiteral(" +")));

    // The row's context menu lists the alternatives, the one shown checked; the third is chosen.
    QTableView *view = window.moveList()->view();
    const QRect rect = view->visualRect(view->model()->index(9, MoveListModel::MoveColumn));
    bool menuSeen = false;
    QTimer::singleShot(0, this, [&menuSeen] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu) return;
        QStringList texts;
        QAction *third = nullptr;
        for (QAction *action : menu->actions()) {
            if (action->isSeparator()) continue;
            texts << action->text();
            if (texts.size() == 3) third = action;
        }
        menuSeen = texts.size() == 3 && texts[0] == QStringLiteral("▲５八玉") &&
                   menu->actions().at(1)->isChecked() && third;
        if (third) third->trigger();
        menu->close();
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, rect.center(),
                            view->viewport()->mapToGlobal(rect.center()));
    QApplication::sendEvent(view->viewport(), &event);
    QVERIFY(menuSeen);
    QTRY_VERIFY(moveText(window, 9).startsWith(QStringLiteral("▲９六歩")));
    QCOMPARE(window.shownPly(), 9);
    QCOMPARE(board->board().at(shogi::Square::at(9, 6)),
             (shogi::Piece{shogi::PieceType::Pawn, shogi::Color::Black}));
    QCOMPARE(window.moveList()->variationList()->currentRow(), 2);
}

void TestVariations::gomokuSgfVariation()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.pasteRecordText(
                 QStringLiteral("(;GM[4]FF[4]SZ[15];B[hh](;W[ii]C[main];B[jj])(;W[gg]C[other]))")),
             QString());
    auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
    QVERIFY(board);
    QCOMPARE(window.moveList()->model()->moveCount(), 3);
    QVERIFY(moveText(window, 2).endsWith(QStringLiteral(" +")));
    clickRow(window, 2);
    QCOMPARE(window.moveList()->variationList()->count(), 2);
    clickVariation(window, 1);
    QTRY_COMPARE(window.moveList()->model()->moveCount(), 2);
    QCOMPARE(board->board().history().last(), (gomoku::Point{6, 6}));
    QCOMPARE(window.moveList()->note(), QStringLiteral("other"));
    // And back to the main line by the list.
    clickVariation(window, 0);
    QTRY_COMPARE(window.moveList()->model()->moveCount(), 3);
    QCOMPARE(board->board().history().last(), (gomoku::Point{8, 8}));
    QCOMPARE(window.moveList()->note(), QStringLiteral("main"));
}

void TestVariations::tictactoeTextVariation()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.pasteRecordText(QStringLiteral("#KIBITZ tictactoe 1\n"
                                                   "1 b2\n"
                                                   "2 a1\n"
                                                   "3 c3\n"
                                                   "variation 2\n"
                                                   "2 a3\n"
                                                   "*the other reply\n")),
             QString());
    auto *board = qobject_cast<TicTacToeBoardWidget *>(window.board());
    QVERIFY(board);
    QCOMPARE(window.moveList()->model()->moveCount(), 3);
    QVERIFY(moveText(window, 2).endsWith(QStringLiteral(" +")));
    clickRow(window, 2);
    QCOMPARE(board->board().cells(), QStringLiteral("....X.O.."));
    clickVariation(window, 1);
    QTRY_COMPARE(window.moveList()->model()->moveCount(), 2);
    QCOMPARE(board->board().cells(), QStringLiteral("O...X...."));
    QCOMPARE(window.moveList()->note(), QStringLiteral("the other reply"));
}

QTEST_MAIN(TestVariations)
#include "tst_variations.moc"
