// SPDX-License-Identifier: GPL-3.0-or-later
// Game → Find VCF / Find VCT in the main window (issue 28): on a record with a known VCF the
// search runs off the GUI thread, its line is drawn on the board and written into the comment of
// the move shown; on a position without one the status bar says none; the menu items are there
// only for a game that offers the searches.
#include "core/play/gamecontroller.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokuposition.h"
#include "panels/movelistpanel.h"
#include "window/forcedwinpresenter.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace Qt::StringLiterals;
using gomoku::GomokuPosition;
using gomoku::Point;

namespace {
// Black's three h8 i8 j8 is closed by white's g8, and black has k7 k6 below: k8 makes a four
// (white must take l8) and an open three k8 k7 k6, which k9 or k5 then makes an open four: a VCF
// of five moves. White's other stones are far away, in the corners. Two moves in (h8 g8) black
// has no forced win.
const QString record = u"Piskvorky 15x15, 0:0, 0\r\n"
                       "8,8,0\r\n7,8,0\r\n9,8,0\r\n1,1,0\r\n10,8,0\r\n1,3,0\r\n"
                       "11,9,0\r\n1,5,0\r\n11,10,0\r\n15,15,0\r\n"
                       "0\r\n"_s;
} // namespace

class TestGomokuForcedWin : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void findsTheVcfAndShowsIt();
    void saysNoneWhereThereIsNone();
    void findsItAtTheStartOfAGameSetUp();
    void onlyAGameThatOffersItHasTheItems();

private:
    static QAction *gameAction(MainWindow &window, const QString &text);
    // Triggers the item and waits for the search; whether it ran off the GUI thread (nothing
    // shown yet when the trigger returned).
    static bool runSearch(MainWindow &window, QAction *action);
    QTemporaryDir m_dir;
};

void TestGomokuForcedWin::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(u"KibitzTest"_s);
    QCoreApplication::setApplicationName(u"KibitzGomokuForcedWin"_s);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QSettings().setValue(u"ui/language"_s, u"en"_s);
}

QAction *TestGomokuForcedWin::gameAction(MainWindow &window, const QString &text)
{
    for (QAction *menu : window.menuBar()->actions())
        if (menu->text() == u"&Game"_s)
            for (QAction *action : menu->menu()->actions())
                if (action->text() == text) return action;
    return nullptr;
}

bool TestGomokuForcedWin::runSearch(MainWindow &window, QAction *action)
{
    auto *presenter = window.findChild<ForcedWinPresenter *>();
    auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
    if (!presenter || !board) return false;
    QSignalSpy finished(presenter, &ForcedWinPresenter::searchFinished);
    const QList<Point> before = board->shownPreview();
    action->trigger();
    // The GUI thread came back before the answer: the item waits, the board shows no new line.
    const bool offThread = presenter->isSearching() && !action->isEnabled() &&
                           board->shownPreview() == before &&
                           window.statusBar()->currentMessage().startsWith(u"Searching"_s);
    if (!finished.wait(60000)) return false;
    return offThread && action->isEnabled();
}

void TestGomokuForcedWin::findsTheVcfAndShowsIt()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QCOMPARE(window.pasteRecordText(record), QString());
    window.showPly(10);
    QAction *vcf = gameAction(window, u"Find &VCF (continuous fours)"_s);
    QVERIFY(vcf);
    QVERIFY(vcf->isEnabled());
    QVERIFY(runSearch(window, vcf));

    // The line on the board: black's fours and white's forced replies, ending in five.
    auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
    const QList<Point> line = board->shownPreview();
    QVERIFY2(line.size() >= 3 && line.size() % 2 == 1, qPrintable(QString::number(line.size())));
    QCOMPARE(line.first(), (Point{10, 7}));
    auto position = window.controller()->positionAt(10);
    QStringList moves, shown;
    for (Point p : line) {
        const QString move = gomoku::toGomocup(p);
        QVERIFY2(position->isLegal(move), qPrintable(move));
        shown << position->displayMove(move);
        moves << move;
        position->play(move);
    }
    QVERIFY(position->result().isOver());
    // The comment of the move shown has it, as players read it, and the move list shows it.
    const QString comment = u"VCF: "_s + shown.join(u' ');
    QCOMPARE(window.controller()->commentAt(10), comment);
    QVERIFY2(window.moveList()->note().contains(comment), qPrintable(window.moveList()->note()));
    QVERIFY(window.controller()->isRecordModified());
    const QString status = window.statusBar()->currentMessage();
    QVERIFY2(status.startsWith(u"VCF found, %1 moves: "_s.arg(line.size())), qPrintable(status));
    // Asked again: the same line, the comment not written twice.
    QVERIFY(runSearch(window, vcf));
    QCOMPARE(window.controller()->commentAt(10), comment);
    QCOMPARE(board->shownPreview(), line);
    // Another ply shown: the line goes.
    window.showPly(9);
    QVERIFY(board->shownPreview().isEmpty());
}

void TestGomokuForcedWin::saysNoneWhereThereIsNone()
{
    MainWindow window;
    window.show();
    QCOMPARE(window.pasteRecordText(record), QString());
    window.showPly(2); // h8 g8: black to move has no forced win
    for (const QString &text :
         {u"Find &VCF (continuous fours)"_s, u"Find VC&T (threes and fours)"_s}) {
        QAction *action = gameAction(window, text);
        QVERIFY(action);
        QVERIFY(runSearch(window, action));
        const QString status = window.statusBar()->currentMessage();
        QVERIFY2(status.contains(u": none. The side to move has no such forced win here."_s),
                 qPrintable(status));
        QVERIFY(qobject_cast<GomokuBoardWidget *>(window.board())->shownPreview().isEmpty());
        QCOMPARE(window.controller()->commentAt(2), QString());
    }
    QVERIFY(!window.controller()->isRecordModified());
}

// The same stones as a set-up start, two people playing: the win goes into the record's comment
// on its start, and the game goes on.
void TestGomokuForcedWin::findsItAtTheStartOfAGameSetUp()
{
    MainWindow window;
    window.show();
    GameSetup setup;
    setup.gameId = u"gomoku"_s;
    setup.sides = {{SideSetup::Kind::Human, {}}, {SideSetup::Kind::Human, {}}};
    setup.setup = u"15 freestyle B7,7 W6,7 B8,7 W0,0 B9,7 W0,2 B10,8 W0,4 B10,9 W14,14"_s;
    QCOMPARE(window.startGame(setup), QString());
    QCOMPARE(window.shownPly(), 0);
    QAction *vcf = gameAction(window, u"Find &VCF (continuous fours)"_s);
    QVERIFY(vcf);
    QVERIFY(runSearch(window, vcf));
    QVERIFY(window.controller()->commentAt(0).startsWith(u"VCF: k8 l8 "_s));
    QCOMPARE(window.record()->root()->comment, window.controller()->commentAt(0));
    QVERIFY(window.moveList()->note().startsWith(u"VCF: k8 l8 "_s));
    QCOMPARE(qobject_cast<GomokuBoardWidget *>(window.board())->shownPreview().size(), 5);
    QVERIFY(window.controller()->acceptsMove());
}

void TestGomokuForcedWin::onlyAGameThatOffersItHasTheItems()
{
    MainWindow window;
    window.show();
    GameSetup setup;
    setup.gameId = u"tictactoe"_s;
    setup.sides = {{SideSetup::Kind::Human, {}}, {SideSetup::Kind::Human, {}}};
    QCOMPARE(window.startGame(setup), QString());
    QVERIFY(!gameAction(window, u"Find &VCF (continuous fours)"_s));
    QVERIFY(window.findChild<ForcedWinPresenter *>()->actions().isEmpty());
    setup.gameId = u"gomoku"_s;
    QCOMPARE(window.startGame(setup), QString());
    QAction *vcf = gameAction(window, u"Find &VCF (continuous fours)"_s);
    QVERIFY(vcf);
    QVERIFY(vcf->isEnabled());
    QVERIFY(gameAction(window, u"Find VC&T (threes and fours)"_s));
    // The items follow the language.
    window.setLanguage(u"ja"_s);
    QTRY_COMPARE(vcf->text(), u"&VCF を探す（四追い）"_s);
    window.setLanguage(u"en"_s);
    QTRY_COMPARE(vcf->text(), u"Find &VCF (continuous fours)"_s);
}

QTEST_MAIN(TestGomokuForcedWin)
#include "tst_gomokuforcedwin.moc"
