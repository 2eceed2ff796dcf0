// SPDX-License-Identifier: GPL-3.0-or-later
// The game list of a collection: the SGF collection c-gomoku-cli writes for a 10-game match
// opens as 10 games beside the board; typing in the filter narrows the list; the third game,
// chosen by the keyboard, is shown on the board, and the list keeps its filter and its place.
// Saving a changed game of the collection asks where to, and "Into the Collection" writes it in
// its place, every other game kept byte for byte.
#include "core/game/game.h"
#include "core/play/gamecontroller.h"
#include "panels/gamelistmodel.h"
#include "panels/gamelistpanel.h"
#include "window/collectionbrowser.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;

namespace {
const QString matchFile = QStringLiteral(DATA_DIR "/c-gomoku-cli-match.sgf");

// The game trees of the file, read without the code under test.
QStringList trees(const QString &path = matchFile)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QStringList list;
    for (const QString &t : QString::fromUtf8(f.readAll()).split(QStringLiteral("(;")))
        if (!t.trimmed().isEmpty()) list << t;
    return list;
}

QStringList movesOf(const QString &tree)
{
    static const QRegularExpression move(QStringLiteral(";[BW]\\[([a-z])([a-z])\\]"));
    QStringList moves;
    for (const QRegularExpressionMatch &m : move.globalMatch(tree))
        moves << QStringLiteral("%1,%2")
                     .arg(m.captured(1)[0].unicode() - u'a')
                     .arg(m.captured(2)[0].unicode() - u'a');
    return moves;
}
} // namespace

class TestGameList : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void opensFiltersAndShowsTheThirdGame();
    void savesAChangedGameIntoItsCollection();

private:
    QTemporaryDir m_dir;
};

void TestGameList::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzGameList"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestGameList::opensFiltersAndShowsTheThirdGame()
{
    const QStringList games = trees();
    QCOMPARE(games.size(), 10);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.openRecord(matchFile), QString());
    CollectionBrowser *browser = window.collectionBrowser();
    QTRY_VERIFY_WITH_TIMEOUT(!browser->isReading(), 60000);
    QVERIFY(browser->dock()->isVisible());
    GameListPanel *panel = browser->panel();
    QCOMPARE(panel->model()->rowCount(), 10);
    // The first game is on the board at once.
    QCOMPARE(window.controller()->record()->mainLineMoves(), movesOf(games[0]));

    // The filter keeps the games a player took part in.
    const QString player = QStringLiteral("yixin");
    int withPlayer = 0;
    for (const QString &g : games)
        withPlayer += g.contains(QStringLiteral("[pbrain-yixin]")) ? 1 : 0;
    QVERIFY(withPlayer > 1 && withPlayer < 10);
    QVERIFY(games[2].contains(QStringLiteral("[pbrain-yixin]")));
    QTableView *view = panel->view();
    QTest::keyClicks(panel->filterEdit(), player);
    QCOMPARE(view->model()->rowCount(), withPlayer);

    // The third game of the file: its row found by its number, chosen with the keyboard.
    int row = -1;
    for (int r = 0; r < view->model()->rowCount(); ++r)
        if (view->model()->index(r, GameListModel::Number).data().toInt() == 3) row = r;
    QVERIFY(row >= 0);
    view->setFocus();
    view->setCurrentIndex(view->model()->index(row, 0));
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_COMPARE(window.controller()->record()->mainLineMoves(), movesOf(games[2]));
    QVERIFY(!movesOf(games[2]).isEmpty());

    // The list keeps its filter and its place.
    QCOMPARE(panel->filterEdit()->text(), player);
    QCOMPARE(view->model()->rowCount(), withPlayer);
    QCOMPARE(view->currentIndex().row(), row);
    QVERIFY(browser->dock()->isVisible());
}

void TestGameList::savesAChangedGameIntoItsCollection()
{
    const QString path = m_dir.filePath(QStringLiteral("match.sgf"));
    QFile::remove(path);
    QVERIFY(QFile::copy(matchFile, path));
    const QStringList before = trees(path);
    QCOMPARE(before.size(), 10);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.openRecord(path), QString());
    CollectionBrowser *browser = window.collectionBrowser();
    QTRY_VERIFY_WITH_TIMEOUT(!browser->isReading(), 60000);
    QCOMPARE(browser->showGame(2), QString());

    // The game changed: its last move taken off (as the window would show an edited record).
    GameController *controller = window.controller();
    Record changed = controller->record()->clone();
    const QStringList moves = movesOf(before[2]);
    QCOMPARE(changed.mainLineMoves(), moves);
    changed.removeNode(changed.mainLine().last());
    const QString gamePath = controller->recordPath();
    controller->showRecord(*controller->game(), std::move(changed), gamePath, {});
    QVERIFY(browser->showsCollectionGame());

    // Save asks: into the collection or a file of its own; the test answers the first.
    QString asked;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) return;
        asked = box->text();
        for (QAbstractButton *b : box->buttons())
            if (b->text() == QStringLiteral("Into the Collection")) b->click();
    });
    answer.start();
    QAction *save = nullptr;
    for (QAction *a : window.findChildren<QAction *>())
        if (a->text() == QStringLiteral("&Save Record As…")) save = a;
    QVERIFY(save);
    save->trigger();
    answer.stop();
    QVERIFY2(asked.contains(QStringLiteral("game 3")) &&
                 asked.contains(QStringLiteral("match.sgf")),
             qPrintable(asked));

    // Game 3 in its place with a move less; every other game as it was, byte for byte.
    const QStringList after = trees(path);
    QCOMPARE(after.size(), 10);
    for (int i = 0; i < 10; ++i)
        if (i != 2) QCOMPARE(after[i], before[i]);
    QCOMPARE(movesOf(after[2]), moves.mid(0, moves.size() - 1));
    // The list shows the game as saved.
    const QModelIndex length = browser->panel()->model()->index(2, GameListModel::Length);
    QCOMPARE(length.data().toInt(), moves.size() - 1);
}

QTEST_MAIN(TestGameList)
#include "tst_gamelist.moc"
