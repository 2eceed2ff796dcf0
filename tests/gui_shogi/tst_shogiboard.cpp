// SPDX-License-Identifier: GPL-3.0-or-later
// The shogi board widget driven by mouse events: a move by two clicks and by a drag, drops from
// the hand, the promotion chooser answered both ways and dismissed, a forced promotion without
// it, illegal attempts ignored, the flipped board, the engine's line previewed, a font that has
// every piece's name, and a ShogiHome record opened in the main window on the board with its
// comments and think comments, and the board flipped by View → Flip Board.
#include "games/shogi/shogiboardwidget.h"
#include "games/shogi/shogipiecepainter.h"
#include "window/mainwindow.h"
#include "panels/movelistpanel.h"
#include "shogi/shogiposition.h"

#include <QAction>
#include <QFontMetrics>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using shogi::Color;
using shogi::PieceType;
using shogi::ShogiPosition;
using shogi::Square;

namespace {
Square sq(const char *usi)
{
    return Square::at(usi[0] - '0', usi[1] - 'a' + 1);
}

// Black's pawn on 2d may go to 2c promoted or not; the lance on 1b must promote taking on 1a.
// Black holds a pawn and a silver; file 1 has no black pawn, so the pawn may be dropped there.
const char *promotionSfen = "lnsgkgsnl/1r6L/ppppppp1p/7P1/9/9/PPPPPPP2/1B5R1/LNSGKG1N1 b SP 1";
} // namespace

class TestShogiBoard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void clickClickMove();
    void dragMove();
    void dropByClicksAndByDrag();
    void optionalPromotionAnsweredBothWays();
    void promotionChooserDismissed();
    void forcedPromotionIsNotAsked();
    void illegalAttemptsAreIgnored();
    void flippedBoardPutsWhiteAtTheBottom();
    void previewStopsAtAnIllegalMove();
    void fontHasEveryPieceName();
    void recordOpensOnTheBoardWithItsComments();

private:
    void show(const QString &setup);
    void click(QPoint at) { QTest::mouseClick(m_board, Qt::LeftButton, {}, at); }
    void drag(QPoint from, QPoint to);
    QStringList entered() const;

    ShogiBoardWidget *m_board = nullptr;
    QSignalSpy *m_spy = nullptr;
    QTemporaryDir m_dir;
};

void TestShogiBoard::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzShogi"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestShogiBoard::init()
{
    m_board = new ShogiBoardWidget;
    m_board->resize(680, 500);
    m_spy = new QSignalSpy(m_board, &BoardWidget::moveEntered);
}

void TestShogiBoard::cleanup()
{
    delete m_spy;
    delete m_board;
}

void TestShogiBoard::show(const QString &setup)
{
    QString error;
    const auto position = ShogiPosition::fromSetup(setup, &error);
    QVERIFY2(position, qPrintable(error));
    m_board->setPosition(*position);
    m_board->setInteractive(true);
}

void TestShogiBoard::drag(QPoint from, QPoint to)
{
    QTest::mousePress(m_board, Qt::LeftButton, {}, from);
    // Through a point on the way, as a hand moves, then onto the target.
    QTest::mouseMove(m_board, (from + to) / 2);
    QTest::mouseMove(m_board, to);
    QTest::mouseRelease(m_board, Qt::LeftButton, {}, to);
}

QStringList TestShogiBoard::entered() const
{
    QStringList moves;
    for (const QList<QVariant> &args : *m_spy)
        moves << args.at(0).toString();
    return moves;
}

void TestShogiBoard::clickClickMove()
{
    show({});
    m_board->setInteractive(false);
    click(m_board->squareCenter(sq("7g")));
    click(m_board->squareCenter(sq("7f")));
    QCOMPARE(entered(), QStringList());
    m_board->setInteractive(true);
    click(m_board->squareCenter(sq("7g")));
    click(m_board->squareCenter(sq("7f")));
    QCOMPARE(entered(), QStringList{QStringLiteral("7g7f")});
}

void TestShogiBoard::dragMove()
{
    show({});
    drag(m_board->squareCenter(sq("2g")), m_board->squareCenter(sq("2f")));
    QCOMPARE(entered(), QStringList{QStringLiteral("2g2f")});
}

void TestShogiBoard::dropByClicksAndByDrag()
{
    show(QString::fromLatin1(promotionSfen));
    const QPoint pawn = m_board->handPieceCenter(Color::Black, PieceType::Pawn);
    const QPoint silver = m_board->handPieceCenter(Color::Black, PieceType::Silver);
    QVERIFY(!pawn.isNull());
    QVERIFY(!silver.isNull());
    QVERIFY(m_board->handPieceCenter(Color::Black, PieceType::Gold).isNull()); // none held
    click(pawn);
    click(m_board->squareCenter(sq("1e")));
    drag(silver, m_board->squareCenter(sq("5e")));
    QCOMPARE(entered(), (QStringList{QStringLiteral("P*1e"), QStringLiteral("S*5e")}));
}

void TestShogiBoard::optionalPromotionAnsweredBothWays()
{
    for (const bool promote : {true, false}) {
        show(QString::fromLatin1(promotionSfen));
        m_spy->clear();
        click(m_board->squareCenter(sq("2d")));
        click(m_board->squareCenter(sq("2c")));
        QVERIFY(m_board->isChoosingPromotion());
        QCOMPARE(entered(), QStringList()); // nothing until the user answers
        const QPoint yes = m_board->promotionChoiceCenter(true);
        const QPoint no = m_board->promotionChoiceCenter(false);
        QVERIFY(!yes.isNull() && !no.isNull() && yes != no);
        // The promoted piece is offered on the destination itself.
        QCOMPARE(yes, m_board->squareCenter(sq("2c")));
        click(promote ? yes : no);
        QVERIFY(!m_board->isChoosingPromotion());
        QCOMPARE(entered(),
                 QStringList{promote ? QStringLiteral("2d2c+") : QStringLiteral("2d2c")});
    }
    // The same question after a drag.
    show(QString::fromLatin1(promotionSfen));
    m_spy->clear();
    drag(m_board->squareCenter(sq("2d")), m_board->squareCenter(sq("2c")));
    QVERIFY(m_board->isChoosingPromotion());
    click(m_board->promotionChoiceCenter(false));
    QCOMPARE(entered(), QStringList{QStringLiteral("2d2c")});
}

void TestShogiBoard::promotionChooserDismissed()
{
    show(QString::fromLatin1(promotionSfen));
    click(m_board->squareCenter(sq("2d")));
    click(m_board->squareCenter(sq("2c")));
    QVERIFY(m_board->isChoosingPromotion());
    click(m_board->squareCenter(sq("9i"))); // elsewhere: the piece is put back
    QVERIFY(!m_board->isChoosingPromotion());
    click(m_board->squareCenter(sq("2d")));
    click(m_board->squareCenter(sq("2c")));
    QTest::keyClick(m_board, Qt::Key_Escape);
    QVERIFY(!m_board->isChoosingPromotion());
    QCOMPARE(entered(), QStringList());
}

void TestShogiBoard::forcedPromotionIsNotAsked()
{
    show(QString::fromLatin1(promotionSfen));
    click(m_board->squareCenter(sq("1b")));
    click(m_board->squareCenter(sq("1a"))); // a lance on the last rank must promote
    QVERIFY(!m_board->isChoosingPromotion());
    QCOMPARE(entered(), QStringList{QStringLiteral("1b1a+")});
}

void TestShogiBoard::illegalAttemptsAreIgnored()
{
    show(QString::fromLatin1(promotionSfen));
    // Two squares for a pawn; White's piece when Black is to move; a pawn dropped on a file
    // that has one (二歩) and onto a piece; a drag to where the piece cannot go.
    click(m_board->squareCenter(sq("7g")));
    click(m_board->squareCenter(sq("7e")));
    click(m_board->squareCenter(sq("3c")));
    click(m_board->squareCenter(sq("3d")));
    click(m_board->handPieceCenter(Color::Black, PieceType::Pawn));
    click(m_board->squareCenter(sq("7e")));
    click(m_board->handPieceCenter(Color::Black, PieceType::Pawn));
    click(m_board->squareCenter(sq("5c")));
    drag(m_board->squareCenter(sq("5i")), m_board->squareCenter(sq("5g")));
    QVERIFY(!m_board->isChoosingPromotion());
    QCOMPARE(entered(), QStringList());
    // After all that, a legal move still goes through.
    click(m_board->squareCenter(sq("5i")));
    click(m_board->squareCenter(sq("4h")));
    QCOMPARE(entered(), QStringList{QStringLiteral("5i4h")});
}

void TestShogiBoard::flippedBoardPutsWhiteAtTheBottom()
{
    show({});
    // Black's view: 9a at the top left, 1i at the bottom right, Black's hand at the lower right.
    QVERIFY(m_board->squareCenter(sq("9a")).x() < m_board->squareCenter(sq("1a")).x());
    QVERIFY(m_board->squareCenter(sq("9a")).y() < m_board->squareCenter(sq("9i")).y());
    m_board->setFlipped(true);
    QVERIFY(m_board->isFlipped());
    QVERIFY(m_board->squareCenter(sq("1i")).x() < m_board->squareCenter(sq("9i")).x());
    QVERIFY(m_board->squareCenter(sq("1i")).y() < m_board->squareCenter(sq("1a")).y());
    // The geometry is followed by the clicks: Black still moves where the user clicks.
    click(m_board->squareCenter(sq("7g")));
    click(m_board->squareCenter(sq("7f")));
    QCOMPARE(entered(), QStringList{QStringLiteral("7g7f")});
    // White's hand is now at the lower right, Black's at the upper left.
    show(QStringLiteral("lnsgkgsnl/1r5b1/pppppppp1/9/9/9/1PPPPPPPP/1B5R1/LNSGKGSNL w Pp 1"));
    const QPoint white = m_board->handPieceCenter(Color::White, PieceType::Pawn);
    const QPoint black = m_board->handPieceCenter(Color::Black, PieceType::Pawn);
    QVERIFY(white.x() > black.x() && white.y() > black.y());
}

void TestShogiBoard::previewStopsAtAnIllegalMove()
{
    show({});
    // 7g7f 3c3d 8h2b+ 3a2b are legal; 9a9b is White's lance moving on Black's turn: the line
    // stops there, and the legal B*4e after it is not shown.
    m_board->setPreview({QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("8h2b+"),
                         QStringLiteral("3a2b"), QStringLiteral("9a9b"), QStringLiteral("B*4e")});
    QCOMPARE(m_board->shownPreview().size(), 4);
    QVERIFY(m_board->shownPreview().at(2).promote);
    m_board->setPreview({});
    QVERIFY(m_board->shownPreview().isEmpty());
}

void TestShogiBoard::fontHasEveryPieceName()
{
    const QFontMetrics metrics(shogipieces::font(32));
    for (int t = 1; t < shogi::pieceTypeCount; ++t)
        for (Color c : {Color::Black, Color::White}) {
            const QString name = shogipieces::name({PieceType(t), c});
            QCOMPARE(name.size(), 1);
            QVERIFY2(metrics.inFont(name.at(0)), qPrintable(name));
        }
    QCOMPARE(shogipieces::name({PieceType::King, Color::White}), QStringLiteral("王"));
    QCOMPARE(shogipieces::name({PieceType::King, Color::Black}), QStringLiteral("玉"));
    QCOMPARE(shogipieces::name({PieceType::Dragon, Color::Black}), QStringLiteral("龍"));
    QCOMPARE(shogipieces::name({PieceType::ProSilver, Color::Black}), QStringLiteral("全"));
}

void TestShogiBoard::recordOpensOnTheBoardWithItsComments()
{
    MainWindow window;
    const QString error = window.openRecord(
        QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge/1/record.kifu"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board);
    QVERIFY(!board->isInteractive()); // a record under review takes no moves
    // Move 12 of the file is "３二銀(31)", followed by the comment 互角 and ShogiHome's think
    // comment (評価値=8, 読み筋=▲５六歩△４三銀▲７八金△３二金, 深さ=5, ノード数=885).
    window.showPly(12);
    QCOMPARE(board->board().at(sq("3b")), (shogi::Piece{PieceType::Silver, Color::White}));
    QVERIFY(board->board().at(sq("3a")).isNone());
    const auto *comment = window.moveList()->findChild<QPlainTextEdit *>();
    QVERIFY(comment);
    const QString text = comment->toPlainText();
    for (const char *part : {"互角", "depth 5", "nodes 885", "▲５六歩"})
        QVERIFY2(text.contains(QString::fromUtf8(part)), qPrintable(text));
    // View → Flip Board turns it round.
    QAction *flip = nullptr;
    for (QAction *action : window.menuBar()->actions().value(2)->menu()->actions())
        if (action->text() == QStringLiteral("&Flip Board")) flip = action;
    QVERIFY(flip);
    QVERIFY(flip->isEnabled());
    flip->trigger();
    QVERIFY(board->isFlipped());
    flip->trigger();
    QVERIFY(!board->isFlipped());
}

QTEST_MAIN(TestShogiBoard)
#include "tst_shogiboard.moc"
