// SPDX-License-Identifier: GPL-3.0-or-later
// How a game ends and what the window says about it (issue 29 item 10): Resign asks first, the
// move list's last row names the ending (投了, 千日手 … in the language of the moment), handicap
// games name their sides 下手 and 上手, a click on a renju forbidden point says why nothing
// happened, goita's finished round stays on the table with the score until the next deal, and
// goita's window shows no evaluation graph. Real windows, QTest events.
#include "board/boardwidget.h"
#include "core/game/game.h"
#include "core/play/session.h"
#include "gamecatalog.h"
#include "games/goita/goitatablewidget.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "gamesetup.h"
#include "goita/goitaposition.h"
#include "panels/clockpanel.h"
#include "panels/enginepanel.h"
#include "panels/movelistmodel.h"
#include "panels/movelistpanel.h"
#include "window/mainwindow.h"
#include "window/resignprompt.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;

class TestEndings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void resignAsksFirst();
    void theMoveListEndsWithTheEnding_data();
    void theMoveListEndsWithTheEnding();
    void aResignedShogiGameEndsWithToryo();
    void handicapGamesNameShitateAndUwate();
    void aForbiddenPointSaysWhy();
    void goitaShowsTheFinishedRoundBeforeTheNextDeal();
    void goitaHasNoEvaluationGraph();

private:
    static QAction *action(MainWindow &window, const QString &text);
    static void answerNextQuestion(QMessageBox::StandardButton button, QString *text = nullptr);
    static GameSetup people(const QString &gameId, const QString &setup = {});
    static QString lastRow(MainWindow &window);
    static QStringList clockTexts(MainWindow &window);

    QTemporaryDir m_dir;
};

void TestEndings::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzEndings"));
}

void TestEndings::init()
{
    const QString settingsDir = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) +
                                               QString::fromLatin1(QTest::currentDataTag()));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir);
    QSettings().clear();
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

QAction *TestEndings::action(MainWindow &window, const QString &text)
{
    for (QAction *a : window.findChildren<QAction *>())
        if (a->text() == text) return a;
    return nullptr;
}

// Answers the next message box (once it is open) with `button`, keeping its text.
void TestEndings::answerNextQuestion(QMessageBox::StandardButton button, QString *text)
{
    QTimer::singleShot(0, qApp, [button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        if (text) *text = box->text();
        box->button(button)->click();
    });
}

GameSetup TestEndings::people(const QString &gameId, const QString &setup)
{
    GameSetup s;
    s.gameId = gameId;
    s.sides = QList<SideSetup>(gameById(gameId)->playerCount(), SideSetup{});
    s.setup = setup;
    return s;
}

QString TestEndings::lastRow(MainWindow &window)
{
    const MoveListModel *model = window.moveList()->model();
    return model->index(model->rowCount() - 1, MoveListModel::MoveColumn).data().toString();
}

QStringList TestEndings::clockTexts(MainWindow &window)
{
    QStringList texts;
    for (const QLabel *label : window.findChild<ClockPanel *>()->findChildren<QLabel *>())
        texts << label->text();
    return texts;
}

void TestEndings::resignAsksFirst()
{
    MainWindow window;
    window.show();
    QCOMPARE(window.startGame(people(QStringLiteral("tictactoe"))), QString());
    QTRY_VERIFY(window.board()->isInteractive());
    window.controller()->enterMove(QStringLiteral("4"));
    QAction *resign = action(window, QStringLiteral("&Resign"));
    QVERIFY(resign && resign->isEnabled());
    // No: the game goes on.
    QString question;
    answerNextQuestion(QMessageBox::No, &question);
    resign->trigger();
    QVERIFY2(question.contains(QStringLiteral("Resign")), qPrintable(question));
    QVERIFY(!window.controller()->session()->isOver());
    QVERIFY(window.board()->isInteractive());
    // Yes: the side to move (O) resigns.
    answerNextQuestion(QMessageBox::Yes);
    resign->trigger();
    QVERIFY(window.controller()->session()->isOver());
    QCOMPARE(window.controller()->session()->result().reason, EndReason::Resignation);
    QCOMPARE(window.controller()->session()->result().winner, 0);
    QCOMPARE(lastRow(window), QStringLiteral("Resigned"));
}

void TestEndings::theMoveListEndsWithTheEnding_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("ending"); // the KIF record's last move
    QTest::addColumn<QString>("shown");
    QTest::newRow("投了") << "ja"
                          << "投了"
                          << "投了";
    QTest::newRow("切れ負け") << "ja"
                              << "切れ負け"
                              << "時間切れ";
    QTest::newRow("千日手") << "ja"
                            << "千日手"
                            << "千日手";
    QTest::newRow("持将棋") << "ja"
                            << "持将棋"
                            << "持将棋";
    QTest::newRow("反則負け") << "ja"
                              << "反則負け"
                              << "反則負け";
    QTest::newRow("中断") << "ja"
                          << "中断"
                          << "中断";
    QTest::newRow("resigned") << "en"
                              << "投了"
                              << "Resigned";
    QTest::newRow("repetition") << "en"
                                << "千日手"
                                << "Repetition";
    QTest::newRow("impasse") << "en"
                             << "持将棋"
                             << "Impasse";
    QTest::newRow("time out") << "en"
                              << "切れ負け"
                              << "Time out";
}

void TestEndings::theMoveListEndsWithTheEnding()
{
    QFETCH(QString, language);
    QFETCH(QString, ending);
    QFETCH(QString, shown);
    MainWindow window;
    window.setLanguage(language);
    window.show();
    const QString kif = QStringLiteral("手合割：平手\n手数----指手---------消費時間--\n"
                                       "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 %1\n")
                            .arg(ending);
    QCOMPARE(window.pasteRecordText(kif), QString());
    const MoveListModel *model = window.moveList()->model();
    QCOMPARE(model->moveCount(), 2);
    QCOMPARE(model->rowCount(), 4); // the start, two moves, the ending
    QCOMPARE(lastRow(window), shown);
    QCOMPARE(model->index(3, MoveListModel::NumberColumn).data().toInt(), 3); // as KIF numbers it
    // The status names the ending once: not "投了 (投了)" where the reason's word is the record's.
    const QString status = window.statusText();
    QVERIFY2(!status.contains(QStringLiteral("%1 (%1)").arg(shown)), qPrintable(status));
    // The ending is no position: a click on it shows the last one.
    QTableView *view = window.moveList()->view();
    window.showPly(0);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->visualRect(model->index(3, MoveListModel::MoveColumn)).center());
    QCOMPARE(window.shownPly(), 2);
    // The language changes: the ending follows.
    window.setLanguage(language == QStringLiteral("ja") ? QStringLiteral("en")
                                                        : QStringLiteral("ja"));
    QVERIFY(lastRow(window) != shown);
    QVERIFY(!lastRow(window).isEmpty());
}

void TestEndings::aResignedShogiGameEndsWithToryo()
{
    MainWindow window;
    window.setLanguage(QStringLiteral("ja"));
    window.show();
    QCOMPARE(window.startGame(people(QStringLiteral("shogi"))), QString());
    QTRY_VERIFY(window.board()->isInteractive());
    window.controller()->enterMove(QStringLiteral("7g7f"));
    QCOMPARE(window.moveList()->model()->rowCount(), 2); // no ending while the game is on
    answerNextQuestion(QMessageBox::Yes);
    askToResign(&window, window.controller()); // Game → Resign (its text is translated)
    QVERIFY(window.controller()->session()->isOver());
    QCOMPARE(window.moveList()->model()->rowCount(), 3);
    QCOMPARE(lastRow(window), QStringLiteral("投了"));
}

void TestEndings::handicapGamesNameShitateAndUwate()
{
    MainWindow window;
    window.setLanguage(QStringLiteral("ja"));
    window.show();
    // The engine gives (下手, Black); the person takes the handicap (上手, White, first to move).
    GameSetup setup = people(QStringLiteral("shogi"));
    setup.sides[0] = {SideSetup::Kind::Engine, QStringLiteral("bundled")};
    setup.timeControl.baseMs = 10 * 60'000;
    setup.setup =
        *gameById(QStringLiteral("shogi"))
             ->setupWithOptions({}, {{QStringLiteral("handicap"), QStringLiteral("lance")}});
    QCOMPARE(window.startGame(setup), QString());
    QTRY_VERIFY_WITH_TIMEOUT(window.board()->isInteractive(), 10000);
    const QString clocks = clockTexts(window).join(QLatin1Char('|'));
    QVERIFY2(clocks.contains(QStringLiteral("下手")) && clocks.contains(QStringLiteral("上手")) &&
                 !clocks.contains(QStringLiteral("先手")) &&
                 !clocks.contains(QStringLiteral("後手")),
             qPrintable(clocks));
    QStringList panelTexts;
    for (const QLabel *label : window.enginePanel(0)->findChildren<QLabel *>())
        panelTexts << label->text();
    QVERIFY2(panelTexts.join(QLatin1Char('|')).contains(QStringLiteral("下手")),
             qPrintable(panelTexts.join(QLatin1Char('|'))));
    QVERIFY2(window.statusText().contains(QStringLiteral("上手")), qPrintable(window.statusText()));
    window.controller()->enterMove(QStringLiteral("3c3d"));
    const QModelIndex side = window.moveList()->model()->index(1, MoveListModel::SideColumn);
    QCOMPARE(side.data().toString(), QStringLiteral("上手"));
    // An even game names them 先手 and 後手 again.
    QCOMPARE(window.startGame(people(QStringLiteral("shogi"))), QString());
    QTRY_VERIFY(clockTexts(window).join(QLatin1Char('|')).contains(QStringLiteral("先手")));
}

void TestEndings::aForbiddenPointSaysWhy()
{
    MainWindow window;
    window.show();
    const Game *gomoku = gameById(QStringLiteral("gomoku"));
    const QString renju =
        *gomoku->setupWithOptions({}, {{QStringLiteral("rule"), QStringLiteral("renju")}});
    QCOMPARE(window.startGame(people(QStringLiteral("gomoku"), renju)), QString());
    QTRY_VERIFY(window.board()->isInteractive());
    // Black makes two open twos that cross at (8,7); White plays in the corners.
    for (const char *move : {"7,7", "0,0", "6,7", "0,14", "8,5", "14,0", "8,6", "14,14"})
        window.controller()->enterMove(QString::fromLatin1(move));
    auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
    QVERIFY(board && board->isInteractive());
    QVERIFY(board->shownForbiddenPoints().contains(gomoku::Point{8, 7}));
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter({8, 7}));
    QCOMPARE(window.controller()->moves().size(), 8); // nothing played …
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Forbidden for Black: double three")); // … and why
    // A click on a free point is a move and says nothing of the kind.
    window.statusBar()->clearMessage();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter({10, 10}));
    QCOMPARE(window.controller()->moves().size(), 9);
    QVERIFY(window.statusBar()->currentMessage().isEmpty());
}

void TestEndings::goitaShowsTheFinishedRoundBeforeTheNextDeal()
{
    MainWindow window;
    window.show();
    // Four people at one screen, a fixed seed: the moves are entered for each in turn.
    QCOMPARE(window.startGame(people(QStringLiteral("goita"), QStringLiteral("seed 7"))),
             QString());
    QTRY_VERIFY(window.board()->isInteractive());
    auto *table = qobject_cast<GoitaTableWidget *>(window.board());
    QVERIFY(table);
    const auto position = [&window] {
        std::unique_ptr<Position> p = window.controller()->positionAt(window.shownPly());
        return std::unique_ptr<goita::GoitaPosition>(
            static_cast<goita::GoitaPosition *>(p.release()));
    };
    const int firstRound = position()->roundIndex();
    for (int i = 0; i < 200 && position()->roundIndex() == firstRound; ++i) {
        QVERIFY(!table->showsFinishedRound());
        window.controller()->enterMove(position()->legalMoves().constLast());
    }
    QVERIFY(position()->roundIndex() > firstRound);
    // The round just finished stays on the table, with its points and the score; the game
    // waits for the person.
    QVERIFY(table->showsFinishedRound());
    QVERIFY(table->nextDealButton()->isVisible());
    const QString info = table->infoLines().join(QLatin1Char('\n'));
    QVERIFY2(info.contains(QStringLiteral("Round %1 is over").arg(firstRound + 1)) &&
                 info.contains(QStringLiteral("points")) &&
                 info.contains(QStringLiteral("Seats 0 & 2:")),
             qPrintable(info));
    QVERIFY(window.controller()->session()->isPaused());
    QVERIFY(!table->isInteractive() || table->passButton()->isHidden());
    // Next deal: the new round, and the game goes on.
    QTest::mouseClick(table->nextDealButton(), Qt::LeftButton);
    QVERIFY(!table->showsFinishedRound());
    QVERIFY(!table->nextDealButton()->isVisible());
    QVERIFY(!window.controller()->session()->isPaused());
    QVERIFY(table->infoLines()
                .join(QLatin1Char('\n'))
                .contains(QStringLiteral("Round %1 ").arg(position()->roundIndex() + 1)));
}

void TestEndings::goitaHasNoEvaluationGraph()
{
    MainWindow window;
    window.show();
    auto *graph = window.findChild<QDockWidget *>(QStringLiteral("evaluation"));
    QVERIFY(graph);
    QCOMPARE(window.startGame(people(QStringLiteral("goita"))), QString());
    QTRY_VERIFY(!graph->isVisible());
    QVERIFY(!graph->toggleViewAction()->isEnabled());
    // A game with an evaluation brings it back.
    QCOMPARE(window.startGame(people(QStringLiteral("shogi"))), QString());
    QTRY_VERIFY(graph->isVisible());
    QVERIFY(graph->toggleViewAction()->isEnabled());
    // One the person hid stays hidden.
    graph->toggleViewAction()->trigger();
    QVERIFY(!graph->isVisible());
    QCOMPARE(window.startGame(people(QStringLiteral("goita"))), QString());
    QCOMPARE(window.startGame(people(QStringLiteral("shogi"))), QString());
    QVERIFY(!graph->isVisible());
}

QTEST_MAIN(TestEndings)
#include "tst_endings.moc"
