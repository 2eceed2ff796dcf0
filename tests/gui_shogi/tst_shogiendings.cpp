// SPDX-License-Identifier: GPL-3.0-or-later
// How a shogi game ends in the window, each from a short position set up by SFEN: 千日手 (the
// same position four times) drawn, perpetual check lost by the checker, 入玉宣言 by an engine
// (`bestmove win`, 27-point rule) and by a person (the board's context menu), and a loss on
// time in 秒読み. Moves by clicks on the board; each ending is checked in the status line and in
// the record saved as KIF, in English and in the Japanese UI.
#include "core/play/session.h"
#include "games/shogi/shogiboardwidget.h"
#include "uidriver.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>

using namespace kibitz;
using shogi::Square;

namespace {
Square sq(QStringView usi)
{
    return Square::at(usi[0].unicode() - '0', usi[1].unicode() - 'a' + 1);
}

// Black's king and ten pieces in the enemy camp, 26 points there and 2 in hand: 28, what Sente
// needs to win by declaration under the 27-point rule. Gote has only its king, on 5i.
const QString declarationSfen = QStringLiteral("RBGG1GGBR/3SKS3/9/9/9/9/9/9/4k4 b 2P 1");
// The same with one pawn fewer in hand: 27 points, one short.
const QString shortSfen = QStringLiteral("RBGG1GGBR/3SKS3/9/9/9/9/9/9/4k4 b P 1");

GameSetup shogiSetup(const QString &sfen, SideSetup sente = {}, SideSetup gote = {})
{
    GameSetup setup;
    setup.gameId = QStringLiteral("shogi");
    setup.sides = {sente, gote};
    setup.setup = sfen;
    return setup;
}
} // namespace

class TestShogiEndings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void sennichiteIsADraw_data();
    void sennichiteIsADraw();
    void perpetualCheckLoses_data();
    void perpetualCheckLoses();
    void declarationByTheEngine_data();
    void declarationByTheEngine();
    void declarationByAPerson();
    void timeLossInByoyomi();

private:
    // Plays each move (from-to, no drops) by two clicks on the board.
    void playByClicks(MainWindow &window, const QStringList &moves);
    // The record on the board, saved as KIF and read back as text.
    QString savedKif(MainWindow &window);
    static QStringList repeat(const QStringList &cycle, int times);

    QTemporaryDir m_dir;
};

void TestShogiEndings::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzShogiEndings"));
}

void TestShogiEndings::init()
{
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

QStringList TestShogiEndings::repeat(const QStringList &cycle, int times)
{
    QStringList moves;
    for (int i = 0; i < times; ++i)
        moves << cycle;
    return moves;
}

void TestShogiEndings::playByClicks(MainWindow &window, const QStringList &moves)
{
    auto *board = qobject_cast<ShogiBoardWidget *>(window.board());
    QVERIFY(board);
    for (const QString &move : moves) {
        QTRY_VERIFY2(board->isInteractive(), qPrintable(move));
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq(move)));
        QTest::mouseClick(board, Qt::LeftButton, {},
                          board->squareCenter(sq(QStringView(move).mid(2))));
        QCOMPARE(window.controller()->session()->moves().value(
                     window.controller()->session()->moves().size() - 1),
                 move);
    }
}

QString TestShogiEndings::savedKif(MainWindow &window)
{
    const QString path = m_dir.filePath(QStringLiteral("ending.kifu"));
    QFile::remove(path);
    if (const QString error = window.saveRecord(path); !error.isEmpty()) return error;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

void TestShogiEndings::sennichiteIsADraw_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("said");
    QTest::newRow("en") << "en"
                        << "Draw — by the rules (fourfold repetition (sennichite))";
    QTest::newRow("ja") << "ja"
                        << "千日手";
}

// The kings walk back and forth: the start position the fourth time after twelve moves.
void TestShogiEndings::sennichiteIsADraw()
{
    QFETCH(QString, language);
    QFETCH(QString, said);
    MainWindow window;
    window.setLanguage(language);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame(shogiSetup(QStringLiteral("4k4/9/9/9/9/9/9/9/K8 b - 1"))), QString());
    const QStringList cycle{"9i8i", "5a4a", "8i9i", "4a5a"};
    playByClicks(window, repeat(cycle, 2) + cycle.mid(0, 3));
    QVERIFY(!window.controller()
                 ->session()
                 ->isOver()); // three times so far, with the last move to come
    playByClicks(window, {cycle.last()});
    QVERIFY(window.controller()->session()->isOver());
    QCOMPARE(window.controller()->session()->result().kind, GameResult::Kind::Draw);
    QVERIFY2(window.statusText().contains(said), qPrintable(window.statusText()));
    QVERIFY(!window.board()->isInteractive());
    const QString kif = savedKif(window);
    QVERIFY2(kif.contains(QStringLiteral("  13 千日手")), qPrintable(kif));
}

void TestShogiEndings::perpetualCheckLoses_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("said");
    QTest::newRow("en") << "en"
                        << "Gote wins — by the rules (perpetual check)";
    QTest::newRow("ja") << "ja"
                        << "連続王手の千日手";
}

// Sente's dragon checks from 1a and 1b in turn while Gote's king steps between 5a and 5b: the
// fourth repetition comes of checks only, and Sente, the checker, loses.
void TestShogiEndings::perpetualCheckLoses()
{
    QFETCH(QString, language);
    QFETCH(QString, said);
    MainWindow window;
    window.setLanguage(language);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame(shogiSetup(QStringLiteral("4k4/8+R/9/9/9/9/9/9/K8 b - 1"))),
             QString());
    playByClicks(window, repeat({"1b1a", "5a5b", "1a1b", "5b5a"}, 3));
    QVERIFY(window.controller()->session()->isOver());
    const GameResult result = window.controller()->session()->result();
    QCOMPARE(result.kind, GameResult::Kind::Win);
    QCOMPARE(result.winner, 1);
    QVERIFY2(window.statusText().contains(said), qPrintable(window.statusText()));
    // KIF has no word of its own for it: Sente, to move, has lost by a foul, and why is said.
    const QString kif = savedKif(window);
    QVERIFY2(kif.contains(QStringLiteral("  13 反則負け")), qPrintable(kif));
    QVERIFY2(kif.contains(QStringLiteral("*") + result.detail), qPrintable(kif));
}

void TestShogiEndings::declarationByTheEngine_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("said");
    QTest::newRow("en") << "en"
                        << "Sente wins — by the rules (entering-king declaration)";
    QTest::newRow("ja") << "ja"
                        << "入玉宣言";
}

// A scripted USI engine as Sente declares at once (`bestmove win`): 28 points, a win.
void TestShogiEndings::declarationByTheEngine()
{
    QFETCH(QString, language);
    QFETCH(QString, said);
    const QString script = m_dir.filePath(QStringLiteral("declare.txt"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("usi => say id name Declarer; say usiok\n"
               "isready => say readyok\n"
               "go => say bestmove win\n");
    file.close();
    const QString fake =
        QCoreApplication::applicationDirPath() + QStringLiteral("/kibitz-fake-engine");
    SideSetup engine{SideSetup::Kind::Engine,
                     QStringLiteral("cmd=%1 arg=%2 proto=usi").arg(fake, script)};

    MainWindow window;
    window.setLanguage(language);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame(shogiSetup(declarationSfen, engine)), QString());
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session()->isOver(), 20000);
    const GameResult result = window.controller()->session()->result();
    QCOMPARE(result.kind, GameResult::Kind::Win);
    QCOMPARE(result.winner, 0);
    QCOMPARE(result.reason, EndReason::Rules);
    QVERIFY2(window.statusText().contains(said), qPrintable(window.statusText()));
    const QString kif = savedKif(window);
    QVERIFY2(kif.contains(QStringLiteral("   1 入玉勝ち")), qPrintable(kif));
}

// A person declares from the board's context menu: one point short it is refused, with why,
// and the game goes on; with enough points the declaration wins.
void TestShogiEndings::declarationByAPerson()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto declare = [&window](QString *said) {
        BoardWidget *board = window.board();
        QTimer::singleShot(0, board, [said] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu) return;
            QAction *declaration = nullptr;
            for (QAction *action : menu->actions())
                if (action->text().contains(QStringLiteral("入玉宣言"))) declaration = action;
            menu->close();
            if (!declaration) return;
            // A refusal is said in a message box: read it and close it.
            QTimer::singleShot(0, [said] {
                if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                    *said = box->text();
                    box->accept();
                }
            });
            declaration->trigger();
        });
        const QPoint at = board->rect().center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, board->mapToGlobal(at));
        QApplication::sendEvent(board, &event);
    };

    QCOMPARE(window.startGame(shogiSetup(shortSfen)), QString());
    QTRY_VERIFY(window.board()->isInteractive());
    QString said;
    declare(&said);
    QTRY_VERIFY(!said.isEmpty());
    QVERIFY2(said.contains(QStringLiteral("27 points (28 needed)")), qPrintable(said));
    QVERIFY(!window.controller()->session()->isOver());
    QVERIFY(window.controller()->session()->moves().isEmpty());

    QCOMPARE(window.startGame(shogiSetup(declarationSfen)), QString());
    QTRY_VERIFY(window.board()->isInteractive());
    said.clear();
    declare(&said);
    QTRY_VERIFY(window.controller()->session()->isOver());
    QVERIFY2(said.isEmpty(), qPrintable(said));
    QCOMPARE(window.controller()->session()->result().winner, 0);
    QVERIFY2(window.statusText().contains(QStringLiteral("entering-king declaration")),
             qPrintable(window.statusText()));
    QVERIFY(savedKif(window).contains(QStringLiteral("   1 入玉勝ち")));
}

// 秒読み of one second and no main time: the moves are made at once, until Gote lets the second
// go by.
void TestShogiEndings::timeLossInByoyomi()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSetup setup = shogiSetup({});
    setup.timeControl.byoyomiMs = 1000;
    QCOMPARE(window.startGame(setup), QString());
    // (A person's clock waits for their first move: both have made one before Gote waits.)
    playByClicks(window, {"7g7f", "3c3d", "2g2f"});
    QVERIFY(!window.controller()->session()->isOver());
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session()->isOver(), 10000);
    const GameResult result = window.controller()->session()->result();
    QCOMPARE(result.winner, 0);
    QCOMPARE(result.reason, EndReason::TimeForfeit);
    QVERIFY2(window.statusText().contains(QStringLiteral("Sente wins — time forfeit")),
             qPrintable(window.statusText()));
    QVERIFY2(window.statusText().contains(QStringLiteral("Gote's time ran out")),
             qPrintable(window.statusText()));
    const QString kif = savedKif(window);
    QVERIFY2(kif.contains(QStringLiteral("   4 切れ負け")), qPrintable(kif));
}

QTEST_MAIN(TestShogiEndings)
#include "tst_shogiendings.moc"
