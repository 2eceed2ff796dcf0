// SPDX-License-Identifier: GPL-3.0-or-later
// The goita table widget: clicks make exactly the legal moves of the viewer's seat and nothing
// else, the viewer never sees another seat's hidden pieces unless in review mode, the 5し
// decision is a dialog; and a round played by clicks in the real main window against three
// bundled engines.
#include "core/play/session.h"
#include "games/goita/goitagoshidialog.h"
#include "games/goita/goitatablewidget.h"
#include "goita/goitaposition.h"
#include "window/mainwindow.h"

#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using goita::GoitaPosition;
using goita::Move;
using goita::Piece;

namespace {
// Seed 004's model game A: seat 0 deals and holds 王玉香香香香しし.
const QString modelA = QStringLiteral("seed 1 deal 0 11777788 22444488 35555888 36666888");
// Seat 2 holds five し: its partner, seat 0, decides.
const QString goshiDeal = QStringLiteral("seed 1 deal 0 11223344 44555588 66788888 66777888");

std::unique_ptr<GoitaPosition> positionOf(const QString &setup)
{
    QString error;
    auto position = GoitaPosition::fromSetup(setup, &error);
    if (!position) qWarning("setup '%s': %s", qPrintable(setup), qPrintable(error));
    return position;
}

void clickPiece(GoitaTableWidget &table, int index)
{
    QTest::mouseClick(&table, Qt::LeftButton, {}, table.handPieceCenter(index));
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}
} // namespace

class TestGoitaTable : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void clicksMakeExactlyTheLegalMoves_data();
    void clicksMakeExactlyTheLegalMoves();
    void nothingHappensOutOfTurn();
    void otherSeatsHiddenPiecesStayHidden();
    void reviewModeShowsEverything();
    void withoutViewerTheSeatToMovePlays();
    void goshiDialogAsksTheDecider();
    void playsARoundByClicksAgainstThreeEngines();

private:
    // Plays every ordered pair of the viewer's hand pieces, and the pass button; returns the
    // moves emitted. Fails the test when a pair emits anything but its own legal move.
    static QStringList movesByClicks(GoitaTableWidget &table);
    void showTable(GoitaTableWidget &table);

    QTemporaryDir m_dir;
};

void TestGoitaTable::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzGoitaTest"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QSettings().clear();
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestGoitaTable::showTable(GoitaTableWidget &table)
{
    table.resize(760, 520);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
}

QStringList TestGoitaTable::movesByClicks(GoitaTableWidget &table)
{
    QSignalSpy spy(&table, &BoardWidget::moveEntered);
    const GoitaPosition &position = *table.position();
    const QList<Piece> hand = table.viewerHand();
    QStringList emitted;
    for (int i = 0; i < hand.size(); ++i) {
        for (int j = 0; j < hand.size(); ++j) {
            if (i == j) continue;
            const int before = int(spy.size());
            clickPiece(table, i);
            const bool firstOk = table.selectedPiece() == i;
            clickPiece(table, j);
            const QString pair = Move::play(hand[i], hand[j]).text();
            const bool legal = position.isLegal(pair);
            if (legal) {
                if (spy.size() != before + 1 || spy.last().at(0).toString() != pair)
                    qWarning("pair %d,%d (%s) did not emit its move", i, j, qPrintable(pair));
                if (spy.size() != before + 1) return {};
                emitted << spy.last().at(0).toString();
            } else if (spy.size() != before) {
                qWarning("pair %d,%d (%s, illegal) emitted %s", i, j, qPrintable(pair),
                         qPrintable(spy.last().at(0).toString()));
                return {};
            }
            // A first piece that starts no legal move is not even selected.
            bool startsAMove = false;
            for (const QString &move : position.legalMoves())
                startsAMove |= move.size() == 2 && move[0] == goita::pieceDigit(hand[i]);
            if (firstOk != startsAMove) {
                qWarning("piece %d selectable: %d, starts a legal move: %d", i, firstOk,
                         startsAMove);
                return {};
            }
            if (table.selectedPiece() >= 0) clickPiece(table, table.selectedPiece()); // deselect
            if (table.selectedPiece() != -1) return {};
        }
    }
    if (table.passButton()->isVisible()) {
        const int before = int(spy.size());
        QTest::mouseClick(table.passButton(), Qt::LeftButton);
        if (spy.size() != before + 1) return {};
        emitted << spy.last().at(0).toString();
    }
    emitted.removeDuplicates(); // two alike pieces make one move in two ways
    return emitted;
}

void TestGoitaTable::clicksMakeExactlyTheLegalMoves_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<int>("viewer");
    QTest::newRow("lead, two kings in hand") << modelA << 0;
    QTest::newRow("block し or pass") << modelA + QStringLiteral(" moves 78") << 1;
    QTest::newRow("no block of 香: pass only") << modelA + QStringLiteral(" moves 87") << 1;
    QTest::newRow("lead again after three passes")
        << modelA + QStringLiteral(" moves 87 0 0 0") << 0;
    QTest::newRow("partner blocks with the king")
        << QStringLiteral("seed 1 deal 0 23456788 12345688 14455688 67778888 moves 24") << 1;
}

void TestGoitaTable::clicksMakeExactlyTheLegalMoves()
{
    QFETCH(QString, setup);
    QFETCH(int, viewer);
    auto position = positionOf(setup);
    QVERIFY(position);
    QCOMPARE(position->sideToMove(), viewer);
    GoitaTableWidget table;
    showTable(table);
    table.setViewer(viewer);
    table.setPosition(*position);
    table.setInteractive(true);
    QCOMPARE(table.viewerHand().size(), position->round().hand(viewer).size());

    const QStringList legal = position->legalMoves();
    QVERIFY(!legal.isEmpty());
    QCOMPARE(table.passButton()->isVisible(), legal.contains(QStringLiteral("0")));
    const QStringList clicked = movesByClicks(table);
    QCOMPARE(sorted(clicked), sorted(legal));
}

void TestGoitaTable::nothingHappensOutOfTurn()
{
    auto position = positionOf(modelA);
    QVERIFY(position);
    GoitaTableWidget table;
    showTable(table);
    QSignalSpy spy(&table, &BoardWidget::moveEntered);
    table.setPosition(*position);

    // Not interactive: the viewer's own turn, but the window has not asked for a move.
    clickPiece(table, 7);
    clickPiece(table, 2);
    QCOMPARE(table.selectedPiece(), -1);

    // Interactive, but another seat is to move.
    table.setViewer(2);
    table.setInteractive(true);
    for (int i = 0; i < table.viewerHand().size(); ++i)
        clickPiece(table, i);
    QCOMPARE(table.selectedPiece(), -1);
    QVERIFY(!table.passButton()->isVisible());

    // Clicks away from the hand.
    table.setViewer(0);
    QTest::mouseClick(&table, Qt::LeftButton, {}, QPoint(2, 2));
    QTest::mouseClick(&table, Qt::LeftButton, {}, table.rect().center());
    QCOMPARE(table.selectedPiece(), -1);
    QCOMPARE(spy.size(), 0);

    // The check that this test can fail: a legal pair does emit.
    clickPiece(table, 7); // し
    clickPiece(table, 2); // 香
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("87"));
}

void TestGoitaTable::otherSeatsHiddenPiecesStayHidden()
{
    // Seat 0 leads し face down and 香 three times over (model game A's turns).
    auto position = positionOf(modelA + QStringLiteral(" moves 87 0 0 0 87 0 0 0 77"));
    QVERIFY(position);
    GoitaTableWidget table;
    showTable(table);
    table.setPosition(*position);
    const QString back = QStringLiteral("裏");

    table.setViewer(0); // the player who played them sees them
    QCOMPARE(table.shownField(0), QStringList({"し", "香", "し", "香", "香", "香"}));
    QCOMPARE(table.shownHand(0), QStringList({"王", "玉"}));
    for (int seat : {1, 2, 3}) {
        QCOMPARE(table.shownHand(seat), QStringList(8, back));
        QCOMPARE(table.shownField(seat), QStringList());
    }

    for (int viewer : {1, 2, 3}) { // nobody else, not even the partner
        table.setViewer(viewer);
        QCOMPARE(table.shownField(0), QStringList({back, "香", back, "香", back, "香"}));
        QCOMPARE(table.shownHand(0), QStringList(2, back));
        const QStringList own = table.shownHand(viewer);
        QCOMPARE(own.size(), 8);
        QVERIFY(!own.contains(back));
        for (int seat = 1; seat < 4; ++seat) { // seat 0's pieces were checked above
            if (seat == viewer) continue;
            for (const QString &tile : table.shownTiles(seat))
                QVERIFY2(tile == back, qPrintable(QStringLiteral("viewer %1 sees %2 of seat %3")
                                                      .arg(viewer)
                                                      .arg(tile)
                                                      .arg(seat)));
        }
    }
}

void TestGoitaTable::reviewModeShowsEverything()
{
    auto position = positionOf(modelA + QStringLiteral(" moves 87 0 0 0"));
    QVERIFY(position);
    GoitaTableWidget table;
    showTable(table);
    table.setViewer(1);
    table.setPosition(*position);
    QCOMPARE(table.shownField(0), QStringList({"裏", "香"}));
    table.setReviewMode(true);
    QCOMPARE(table.shownField(0), QStringList({"し", "香"}));
    QCOMPARE(table.shownHand(0), QStringList({"王", "玉", "香", "香", "香", "し"}));
    QCOMPARE(table.shownHand(2), QStringList({"角", "銀", "銀", "銀", "銀", "し", "し", "し"}));
    QCOMPARE(table.shownHand(3), QStringList({"角", "馬", "馬", "馬", "馬", "し", "し", "し"}));
    table.setReviewMode(false);
    QCOMPARE(table.shownHand(2), QStringList(8, QStringLiteral("裏")));
}

void TestGoitaTable::withoutViewerTheSeatToMovePlays()
{
    // Several people at one screen: no viewer, everything shown, the seat to move at the bottom.
    auto position = positionOf(modelA + QStringLiteral(" moves 78"));
    QVERIFY(position);
    GoitaTableWidget table;
    showTable(table);
    table.setPosition(*position);
    table.setViewer(-1);
    QVERIFY(table.showsAll());
    QCOMPARE(table.shownField(0), QStringList({"香", "し"}));
    QCOMPARE(table.shownHand(2), QStringList({"角", "銀", "銀", "銀", "銀", "し", "し", "し"}));
    QCOMPARE(table.bottomSeat(), 0);
    table.setInteractive(true);
    QCOMPARE(table.bottomSeat(), 1);
    QCOMPARE(sorted(movesByClicks(table)), sorted(position->legalMoves()));
    table.setViewer(3);
    QVERIFY(!table.showsAll());
    QCOMPARE(table.bottomSeat(), 3);
    QCOMPARE(table.shownField(0), QStringList({"裏", "し"}));
}

void TestGoitaTable::goshiDialogAsksTheDecider()
{
    auto position = positionOf(goshiDeal);
    QVERIFY(position);
    QVERIFY(position->isGoshiDecision());
    QCOMPARE(position->sideToMove(), 0);
    GoitaTableWidget table;
    showTable(table);
    QSignalSpy spy(&table, &BoardWidget::moveEntered);
    table.setPosition(*position);

    // Not asked yet, or not the decider: no dialog.
    QVERIFY(!table.goshiDialog() || !table.goshiDialog()->isVisible());
    table.setViewer(2);
    table.setInteractive(true);
    QVERIFY(!table.goshiDialog() || !table.goshiDialog()->isVisible());

    table.setViewer(0);
    QVERIFY(table.goshiDialog());
    QTRY_VERIFY(table.goshiDialog()->isVisible());
    QVERIFY(!table.passButton()->isVisible());
    for (int i = 0; i < table.viewerHand().size(); ++i) // the hand plays no part now
        clickPiece(table, i);
    QCOMPARE(spy.size(), 0);
    auto *dialog = qobject_cast<GoitaGoshiDialog *>(table.goshiDialog());
    QVERIFY(dialog);
    QCOMPARE(dialog->holder(), 2);
    QCOMPARE(dialog->shownHand(), QStringList({"馬", "馬", "香", "し", "し", "し", "し", "し"}));

    QTest::mouseClick(dialog->playOnButton(), Qt::LeftButton);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), GoitaPosition::proceedMove);
    QVERIFY(!dialog->isVisible());

    table.setInteractive(false); // asked again, as the window does for the next turn
    table.setInteractive(true);
    QTRY_VERIFY(dialog->isVisible());
    QTest::mouseClick(dialog->redealButton(), Qt::LeftButton);
    QCOMPARE(spy.size(), 2);
    QCOMPARE(spy.at(1).at(0).toString(), GoitaPosition::redealMove);

    // Closed unanswered, the question comes back with a click on the table.
    table.setInteractive(false);
    table.setInteractive(true);
    QTRY_VERIFY(dialog->isVisible());
    dialog->close();
    QVERIFY(!dialog->isVisible());
    QTest::mouseClick(&table, Qt::LeftButton, {}, table.rect().center());
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(spy.size(), 2);

    // Once decided, the dialog goes.
    position->play(GoitaPosition::proceedMove);
    table.setPosition(*position);
    QVERIFY(!dialog->isVisible());
}

void TestGoitaTable::playsARoundByClicksAgainstThreeEngines()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSetup setup;
    setup.gameId = QStringLiteral("goita");
    const SideSetup engine{SideSetup::Kind::Engine, QStringLiteral("bundled option.MoveTime=50")};
    setup.sides = {SideSetup{SideSetup::Kind::Human, {}}, engine, engine, engine};
    setup.timeControl.moveTimeMs = 100;
    setup.setup = QStringLiteral("seed 20261121");
    const QString error = window.startGame(setup);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    auto *table = qobject_cast<GoitaTableWidget *>(window.board());
    QVERIFY(table);

    auto position = [&]() -> const GoitaPosition & {
        return static_cast<const GoitaPosition &>(window.controller()->session()->position());
    };
    const std::array<int, 2> start = position().scores();
    QCOMPARE(position().roundIndex(), 0);
    auto roundScored = [&] { return position().scores() != start; };

    int clicks = 0;
    for (int turn = 0; turn < 200 && !roundScored(); ++turn) {
        QTRY_VERIFY2_WITH_TIMEOUT(
            roundScored() || window.controller()->session()->isOver() || table->isInteractive(),
            qPrintable(window.statusText() +
                       QStringLiteral(" shown %1 of %2")
                           .arg(window.shownPly())
                           .arg(window.controller()->session()->moves().size())),
            20000);
        if (roundScored()) break;
        QVERIFY2(!window.controller()->session()->isOver(), qPrintable(window.statusText()));
        QCOMPARE(position().sideToMove(), 0);
        const QString move = position().legalMoves().value(0);
        const qsizetype before = window.controller()->session()->moves().size();
        if (move == GoitaPosition::proceedMove) {
            QTRY_VERIFY(table->goshiDialog() && table->goshiDialog()->isVisible());
            QTest::mouseClick(
                qobject_cast<GoitaGoshiDialog *>(table->goshiDialog())->playOnButton(),
                Qt::LeftButton);
        } else if (move == QStringLiteral("0")) {
            QVERIFY(table->passButton()->isVisible());
            QTest::mouseClick(table->passButton(), Qt::LeftButton);
        } else {
            const std::optional<Move> m = Move::fromText(move);
            QVERIFY(m);
            const QList<Piece> hand = table->viewerHand();
            const int first = int(hand.indexOf(m->first));
            const int attack = int(hand.indexOf(m->attack, m->attack == m->first ? first + 1 : 0));
            QVERIFY(first >= 0 && attack >= 0);
            clickPiece(*table, first);
            clickPiece(*table, attack);
        }
        QCOMPARE(window.controller()->session()->moves().size(), before + 1);
        QCOMPARE(window.controller()->session()->moves().last(), move);
        ++clicks;
    }
    QVERIFY2(roundScored(), "the round did not end");
    const GoitaPosition::RoundEntry &first = position().rounds().first();
    qInfo("round 1 (%d moves by clicks): dealer %d, record %s, scores %d-%d", clicks,
          first.round.dealer(), qPrintable(first.round.recordText()), position().scores()[0],
          position().scores()[1]);
    QVERIFY(clicks > 0);
    QVERIFY(!window.controller()->session()->isOver() || position().winningTeam() >= 0);
    // The next round is dealt and shown, the first one's result in the middle of the table.
    if (position().winningTeam() < 0)
        QVERIFY(table->infoLines()
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("Round %1:").arg(position().roundIndex())));
}

QTEST_MAIN(TestGoitaTable)
#include "tst_goitatable.moc"
