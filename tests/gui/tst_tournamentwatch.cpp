// SPDX-License-Identifier: GPL-3.0-or-later
// A tournament watched from the window (issue 25, must-show 2): by QTest clicks in the real
// Tournament dock of the real window, two running gomoku games (the bundled engine against
// itself, concurrency 2) are shown on the board in turn and back, live and read-only; Pause
// holds every game (no move made, no clock running, no panel thinking) until Continue; a
// finished game opens for review while the others play on; Stop ends the run; File → Open of
// its folder shows it and Resume there plays the games left, none twice.
#include "board/boardwidget.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/play/session.h"
#include "panels/enginepanel.h"
#include "testprograms.h"
#include "tournament/tournamentgamesmodel.h"
#include "tournament/tournamentview.h"
#include "tournamentdriver.h"
#include "window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>

using namespace kibitz;
using namespace tournamentdriver;

namespace {
QTableView *gamesList(TournamentView *view)
{
    return view->findChild<QTableView *>(QStringLiteral("games"));
}

// The games the list says are being played, with at least minPlies moves made.
QList<int> runningGames(TournamentView *view, int minPlies)
{
    const QAbstractItemModel *model = gamesList(view)->model();
    QList<int> games;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(TournamentGamesModel::RunningRole).toBool() &&
            model->index(row, TournamentGamesModel::Plies).data().toInt() >= minPlies)
            games << index.data(TournamentGamesModel::GameRole).toInt();
    }
    return games;
}

int firstFinishedRow(TournamentView *view)
{
    const QAbstractItemModel *model = gamesList(view)->model();
    for (int row = 0; row < model->rowCount(); ++row)
        if (!model->index(row, 0).data(TournamentGamesModel::RunningRole).toBool()) return row;
    return -1;
}

int rowOfGame(TournamentView *view, int game)
{
    const QAbstractItemModel *model = gamesList(view)->model();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, 0).data(TournamentGamesModel::GameRole).toInt() == game) return row;
    return -1;
}

// Clicks a row of the list, as the user chooses a game.
void clickRow(TournamentView *view, int row)
{
    QTableView *list = gamesList(view);
    const QModelIndex index = list->model()->index(row, TournamentGamesModel::Players);
    list->scrollTo(index);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
}

QPushButton *button(QWidget *parent, const QString &text)
{
    for (QPushButton *b : parent->findChildren<QPushButton *>())
        if (b->text().remove(QLatin1Char('&')) == text) return b;
    return nullptr;
}

// The board shows the session's game: its moves, its position, its players; no person moves.
bool showsGame(const MainWindow &window, const Session *session)
{
    const GameController *controller = window.controller();
    if (!session || controller->session() != session || !controller->isWatching()) return false;
    QStringList moves;
    for (const RecordNode *node : window.record()->mainLine())
        moves << node->move;
    const std::unique_ptr<Position> shown = controller->positionAt(window.shownPly());
    return moves == session->moves() && shown &&
           shown->setupText() == session->position().setupText() &&
           controller->playerName(0) == session->player(0)->name() &&
           !window.board()->isInteractive();
}

QList<int> gameNumbers(const QByteArray &results)
{
    QList<int> numbers;
    for (const QByteArray &line : results.split('\n'))
        if (!line.trimmed().isEmpty())
            numbers << QJsonDocument::fromJson(line).object().value(QStringLiteral("game")).toInt();
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TestTournamentWatch : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void runningGamesShownPausedStoppedAndResumed();
    void aKibitzCliFolderOpensToBeRead();

private:
    QTemporaryDir m_dir;
};

void TestTournamentWatch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_dir.setAutoRemove(!qEnvironmentVariableIsSet("KIBITZ_TEST_KEEP"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzTournamentWatch"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestTournamentWatch::runningGamesShownPausedStoppedAndResumed()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString out = m_dir.filePath(QStringLiteral("watched"));
    const QString results = QDir(out).filePath(QStringLiteral("results.jsonl"));
    const int games = 6;
    QVERIFY(openDialog(&window, [&](TournamentDialog *dialog) {
        driveDialog(dialog,
                    {QStringLiteral("gomoku"), 2, games, 2, QStringLiteral("movetime=150"), out});
    }));
    auto *view = window.findChild<TournamentView *>();
    QVERIFY(view && view->isRunning());

    // Two games under way: each shown on the board in turn, then the first again, live.
    QTRY_VERIFY_WITH_TIMEOUT(runningGames(view, 2).size() >= 2, 120000);
    const QList<int> running = runningGames(view, 2);
    const int first = running[0], second = running[1];
    for (int game : {first, second, first}) {
        clickRow(view, rowOfGame(view, game));
        const Session *session = view->runner()->session(game);
        QVERIFY2(session, qPrintable(QStringLiteral("game %1 ended too soon").arg(game)));
        QVERIFY2(showsGame(window, session), qPrintable(QString::number(game)));
        // Live: the next move comes to the board.
        const qsizetype plies = session->moves().size();
        QTRY_VERIFY_WITH_TIMEOUT(
            !view->runner()->session(game) || window.record()->mainLine().size() > plies, 60000);
        if (view->runner()->session(game)) QVERIFY(showsGame(window, session));
    }
    // The list says the running games' moves and clocks.
    const QAbstractItemModel *list = gamesList(view)->model();
    const int shownRow = rowOfGame(view, first);
    QVERIFY(list->index(shownRow, TournamentGamesModel::Plies).data().toInt() > 0);
    QVERIFY(!list->index(shownRow, TournamentGamesModel::Clocks).data().toString().isEmpty());

    // Pause: every game held at its next move, for as long as it lasts.
    QPushButton *pause = button(view, QStringLiteral("Pause"));
    QVERIFY(pause);
    QTest::mouseClick(pause, Qt::LeftButton);
    QVERIFY(view->isPaused());
    QVERIFY2(view->statusText().startsWith(QStringLiteral("Paused:")),
             qPrintable(view->statusText()));
    QMap<int, qsizetype> pliesAtPause;
    for (int game : runningGames(view, 0))
        if (const Session *session = view->runner()->session(game))
            pliesAtPause.insert(game, session->moves().size());
    QVERIFY(!pliesAtPause.isEmpty());
    const QByteArray resultsAtPause = readAll(results);
    QTest::qWait(500);
    for (auto it = pliesAtPause.cbegin(); it != pliesAtPause.cend(); ++it) {
        const Session *session = view->runner()->session(it.key());
        QVERIFY2(session, "a game ended while paused");
        QCOMPARE(session->moves().size(), it.value());
        QVERIFY(session->isPaused());
        QCOMPARE(session->clock().runningSide(), -1);
    }
    QCOMPARE(readAll(results), resultsAtPause);
    for (int side = 0; side < 2; ++side)
        QVERIFY(window.enginePanel(side) && !window.enginePanel(side)->isThinking());
    QVERIFY(window.statusText().contains(QStringLiteral("Paused")));

    // Continue: the games go on.
    QPushButton *resumeButton = button(view, QStringLiteral("Continue"));
    QVERIFY(resumeButton);
    QTest::mouseClick(resumeButton, Qt::LeftButton);
    QVERIFY(!view->isPaused());
    const int watched = pliesAtPause.contains(first) ? first : pliesAtPause.firstKey();
    QTRY_VERIFY_WITH_TIMEOUT(!view->runner()->session(watched) ||
                                 view->runner()->session(watched)->moves().size() >
                                     pliesAtPause.value(watched),
                             60000);

    // A finished game opens for review while the tournament plays on.
    QTRY_VERIFY_WITH_TIMEOUT(firstFinishedRow(view) >= 0 || !view->isRunning(), 120000);
    QVERIFY2(view->isRunning(), "the tournament ended before a game could be reviewed");
    const int finishedRow = firstFinishedRow(view);
    clickRow(view, finishedRow);
    const QString record = QDir(out).filePath(
        list->index(finishedRow, 0).data(TournamentGamesModel::RecordRole).toString());
    QCOMPARE(window.controller()->recordPath(), record);
    QVERIFY(!window.controller()->isWatching());
    QVERIFY(window.record() && window.record()->result().isOver());
    QVERIFY(view->isRunning());

    // Stop, then the folder opened as File → Open opens it, and Resume there.
    QPushButton *stop = button(view, QStringLiteral("Stop"));
    QVERIFY(stop);
    QTest::mouseClick(stop, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 120000);
    QVERIFY2(view->statusText().startsWith(QStringLiteral("Stopped:")),
             qPrintable(view->statusText()));
    const QByteArray before = readAll(results);
    QVERIFY2(gameNumbers(before).size() < games, "stopped too late to resume anything");

    QCOMPARE(window.openRecord(out), QString());
    QVERIFY2(view->statusText().contains(QStringLiteral("Resume plays the others")),
             qPrintable(view->statusText()));
    QCOMPARE(list->rowCount(), gameNumbers(before).size());
    QPushButton *resume = button(view, QStringLiteral("Resume"));
    QVERIFY(resume && resume->isVisible());
    QTest::mouseClick(resume, Qt::LeftButton);
    QVERIFY(view->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 300000);
    QVERIFY2(view->statusText().startsWith(QStringLiteral("Finished: %1 games").arg(games)),
             qPrintable(view->statusText()));
    const QByteArray after = readAll(results);
    QVERIFY(after.startsWith(before));
    QList<int> expected;
    for (int n = 1; n <= games; ++n)
        expected << n;
    QCOMPARE(gameNumbers(after), expected);
}

// A folder kibitz-cli match wrote (no tournament.json): File → Open shows its standings and
// games, each finished game reviewable, and nothing to resume.
void TestTournamentWatch::aKibitzCliFolderOpensToBeRead()
{
    const QString out = m_dir.filePath(QStringLiteral("cli"));
    const test::CliRun run = test::runCli(
        {QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("tictactoe"),
         QStringLiteral("--engine"), QStringLiteral("bundled name=A"), QStringLiteral("--engine"),
         QStringLiteral("bundled option.Strategy=random name=R"), QStringLiteral("--games"),
         QStringLiteral("4"), QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!QFile::exists(QDir(out).filePath(QStringLiteral("tournament.json"))));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.openRecord(out), QString());
    auto *view = window.findChild<TournamentView *>();
    QVERIFY(view && !view->isRunning());
    QVERIFY2(view->statusText().contains(QStringLiteral("4 games finished")),
             qPrintable(view->statusText()));
    const QAbstractItemModel *standings =
        view->findChild<QTableView *>(QStringLiteral("standings"))->model();
    QCOMPARE(standings->rowCount(), 2);
    int games = 0;
    for (int row = 0; row < standings->rowCount(); ++row)
        games += standings->index(row, 1).data().toInt();
    QCOMPARE(games, 8); // each of the 4 games counted for both engines
    QPushButton *resume = button(view, QStringLiteral("Resume"));
    QVERIFY(resume && !resume->isVisible());
    QCOMPARE(gamesList(view)->model()->rowCount(), 4);
    clickRow(view, 2);
    const QString record =
        gamesList(view)->model()->index(2, 0).data(TournamentGamesModel::RecordRole).toString();
    QCOMPARE(window.controller()->recordPath(), QDir(out).filePath(record));
    QVERIFY(window.record() && window.record()->result().isOver());
}

QTEST_MAIN(TestTournamentWatch)
#include "tst_tournamentwatch.moc"
