// SPDX-License-Identifier: GPL-3.0-or-later
// Game → Tournament… as a user meets it (issue 25, must-show 1): by QTest key and mouse events in
// the real dialog opened from the real window, a round robin of three tic-tac-toe engines and a
// gomoku match of two at concurrency 2, the bundled engines all, run to the end by the same
// runner as kibitz-cli match; the standings shown are checked against results.jsonl, counted
// here from its lines. A setting that cannot work is refused in the dialog with its reason.
#include "tournament/tournamentdialog.h"
#include "tournament/tournamentview.h"
#include "tournamentdriver.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace kibitz;
using namespace tournamentdriver;

namespace {
// An engine's figures counted from results.jsonl: W, L, D, and its points.
struct Counted
{
    int wins = 0, losses = 0, draws = 0;
};

QMap<QString, Counted> countResults(const QString &path, int *lines)
{
    QFile file(path);
    QMap<QString, Counted> counted;
    *lines = 0;
    if (!file.open(QIODevice::ReadOnly)) return counted;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.trimmed().isEmpty()) continue;
        ++*lines;
        const QJsonObject game = QJsonDocument::fromJson(line).object();
        const QJsonArray engines = game.value(QStringLiteral("engines")).toArray();
        const QString first = engines.at(0).toString(), second = engines.at(1).toString();
        const QString result = game.value(QStringLiteral("result")).toString();
        if (result == u"1-0") {
            ++counted[first].wins;
            ++counted[second].losses;
        } else if (result == u"0-1") {
            ++counted[first].losses;
            ++counted[second].wins;
        } else if (result == u"1/2-1/2") {
            ++counted[first].draws;
            ++counted[second].draws;
        }
    }
    return counted;
}
} // namespace

class TestTournament : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void aRoundRobinOfThreeTicTacToeEngines();
    void aGomokuMatchOfTwoAtConcurrencyTwo();
    void stoppedThenResumedFromItsFolderReplaysNothing();

private:
    TournamentView *runTournament(MainWindow *window, const Choice &choice);
    void checkStandings(TournamentView *view, const QString &outDir, int games);

    QTemporaryDir m_dir;
};

void TestTournament::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // KIBITZ_TEST_KEEP=1 keeps the tournaments' folders to look at.
    m_dir.setAutoRemove(!qEnvironmentVariableIsSet("KIBITZ_TEST_KEEP"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzTournament"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

TournamentView *TestTournament::runTournament(MainWindow *window, const Choice &choice)
{
    if (!openDialog(window, [&](TournamentDialog *dialog) { driveDialog(dialog, choice); }))
        return nullptr;
    auto *view = window->findChild<TournamentView *>();
    if (!view) return nullptr;
    // Generous: the machine runs other suites at once.
    return QTest::qWaitFor([view] { return !view->isRunning(); }, 300000) ? view : nullptr;
}

void TestTournament::checkStandings(TournamentView *view, const QString &outDir, int games)
{
    QVERIFY2(view->statusText().startsWith(QStringLiteral("Finished: %1 games").arg(games)),
             qPrintable(view->statusText()));
    int lines = 0;
    const QMap<QString, Counted> counted =
        countResults(QDir(outDir).filePath(QStringLiteral("results.jsonl")), &lines);
    QCOMPARE(lines, games);
    const QAbstractItemModel *standings =
        view->findChild<QTableView *>(QStringLiteral("standings"))->model();
    QCOMPARE(standings->rowCount(), counted.size());
    for (int row = 0; row < standings->rowCount(); ++row) {
        const QString engine = standings->index(row, 0).data().toString();
        QVERIFY2(counted.contains(engine), qPrintable(engine));
        const Counted &c = counted[engine];
        QCOMPARE(standings->index(row, 1).data().toString(),
                 QString::number(c.wins + c.losses + c.draws));
        QCOMPARE(standings->index(row, 2).data().toString(),
                 QStringLiteral("%1-%2-%3").arg(c.wins).arg(c.losses).arg(c.draws));
        QCOMPARE(standings->index(row, 3).data().toString(),
                 QLocale().toString(c.wins + 0.5 * c.draws, 'f', 1));
    }
    const QAbstractItemModel *list =
        view->findChild<QTableView *>(QStringLiteral("games"))->model();
    QCOMPARE(list->rowCount(), games);
}

void TestTournament::aRoundRobinOfThreeTicTacToeEngines()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString out = m_dir.filePath(QStringLiteral("tictactoe"));
    TournamentView *view = runTournament(
        &window, {QStringLiteral("tictactoe"), 3, 2, 1, QStringLiteral("5+0+0.1"), out});
    QVERIFY(view);
    // Three encounters of a game pair each.
    checkStandings(view, out, 6);
}

void TestTournament::aGomokuMatchOfTwoAtConcurrencyTwo()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString out = m_dir.filePath(QStringLiteral("gomoku"));
    TournamentView *view = runTournament(
        &window, {QStringLiteral("gomoku"), 2, 4, 2, QStringLiteral("movetime=20"), out});
    QVERIFY(view);
    checkStandings(view, out, 4);
    // Two game pairs: each engine's pentanomial counts, counted here by its points over the
    // two games of each pair.
    QFile file(QDir(out).filePath(QStringLiteral("results.jsonl")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QMap<int, QMap<QString, double>> pointsByPair;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QJsonObject game = QJsonDocument::fromJson(line).object();
        if (game.isEmpty()) continue;
        const QJsonArray engines = game.value(QStringLiteral("engines")).toArray();
        const QString result = game.value(QStringLiteral("result")).toString();
        const double first = result == u"1-0" ? 1 : result == u"0-1" ? 0 : 0.5;
        QMap<QString, double> &points = pointsByPair[game.value(QStringLiteral("pair")).toInt()];
        points[engines.at(0).toString()] += first;
        points[engines.at(1).toString()] += 1 - first;
    }
    QCOMPARE(pointsByPair.size(), 2);
    const QAbstractItemModel *standings =
        view->findChild<QTableView *>(QStringLiteral("standings"))->model();
    for (int row = 0; row < standings->rowCount(); ++row) {
        const QString engine = standings->index(row, 0).data().toString();
        QList<int> ptnml(5, 0);
        for (const QMap<QString, double> &points : std::as_const(pointsByPair))
            ++ptnml[int(points.value(engine) * 2)];
        QStringList expected;
        for (int n : ptnml)
            expected << QString::number(n);
        QCOMPARE(standings->index(row, 8).data().toString(), expected.join(QStringLiteral(", ")));
    }
}

// Stop in the middle, then Resume from the dialog with the folder: the finished games are kept
// as they were, the others played once each, none twice (issue 25, must-show 2 in part).
void TestTournament::stoppedThenResumedFromItsFolderReplaysNothing()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString out = m_dir.filePath(QStringLiteral("resumed"));
    const QString results = QDir(out).filePath(QStringLiteral("results.jsonl"));
    const int games = 40;
    QVERIFY(openDialog(&window, [&](TournamentDialog *dialog) {
        driveDialog(dialog,
                    {QStringLiteral("gomoku"), 2, games, 2, QStringLiteral("movetime=50"), out});
    }));
    auto *view = window.findChild<TournamentView *>();
    QVERIFY(view);
    int lines = 0;
    QTRY_VERIFY_WITH_TIMEOUT((countResults(results, &lines), lines >= 2), 120000);
    QPushButton *stop = nullptr;
    for (QPushButton *button : view->findChildren<QPushButton *>())
        if (button->text().remove(QLatin1Char('&')) == QStringLiteral("Stop")) stop = button;
    QVERIFY(stop);
    QTest::mouseClick(stop, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 120000);
    QVERIFY2(view->statusText().startsWith(QStringLiteral("Stopped:")),
             qPrintable(view->statusText()));
    QFile file(results);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    countResults(results, &lines);
    QVERIFY2(lines < games, "stopped too late to resume anything");

    QVERIFY(openDialog(&window, [&](TournamentDialog *dialog) {
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        typeInto(fieldOfLabel(dialog, QStringLiteral("Output folder")), out);
        clickButton(dialog, QStringLiteral("Resume"));
        QVERIFY(!dialog->isVisible());
    }));
    QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 300000);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray after = file.readAll();
    QVERIFY(after.startsWith(before));
    QList<int> numbers;
    for (const QByteArray &line : after.split('\n'))
        if (!line.trimmed().isEmpty())
            numbers << QJsonDocument::fromJson(line).object().value(QStringLiteral("game")).toInt();
    std::sort(numbers.begin(), numbers.end());
    QList<int> expected;
    for (int n = 1; n <= games; ++n)
        expected << n;
    QCOMPARE(numbers, expected);
    checkStandings(view, out, games);
}

QTEST_MAIN(TestTournament)
#include "tst_tournament.moc"
