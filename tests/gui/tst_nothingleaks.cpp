// SPDX-License-Identifier: GPL-3.0-or-later
// What one game or record leaves behind must not show in the next: a record's player names,
// side names and think comments, and an analysis with the line it draws on the board. The
// window renders its GameController, which replaces all of that at once; these tests drive the
// real window as a user would and look at what it shows.
#include "core/game/game.h"
#include "core/play/session.h"
#include "games/gomoku/gomokuboardwidget.h"
#include "panels/clockpanel.h"
#include "panels/engineinfomodel.h"
#include "panels/enginelogpanel.h"
#include "panels/enginepanel.h"
#include "panels/movelistmodel.h"
#include "panels/movelistpanel.h"
#include "window/mainwindow.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

class TestNothingLeaks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void aRecordShowsNothingOfThePreviousOne();
    void newGameSwitchesTheAnalysisOffAndClearsItsLine();
    void analysisOffClearsItsLine();

private:
    QString writeFile(const QString &name, const QByteArray &text);
    static QString shownText(MainWindow &window);
    static GameSetup gomokuSetup();
    static GomokuBoardWidget *analyseUntilALineIsShown(MainWindow &window);

    QTemporaryDir m_dir;
};

void TestNothingLeaks::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzNothingLeaks"));
}

void TestNothingLeaks::init()
{
    const QString settingsDir = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir);
    QSettings().clear();
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

QString TestNothingLeaks::writeFile(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(text);
    return path;
}

// Every text the window shows outside the board: clocks with names, the move list with its side
// column, and the note under it.
QString TestNothingLeaks::shownText(MainWindow &window)
{
    QStringList texts;
    for (const QLabel *label : window.findChild<ClockPanel *>()->findChildren<QLabel *>())
        texts << label->text();
    const MoveListModel *model = window.moveList()->model();
    for (int row = 0; row < model->rowCount(); ++row)
        for (int column = 0; column < model->columnCount(); ++column)
            texts << model->data(model->index(row, column)).toString();
    texts << window.moveList()->findChild<QPlainTextEdit *>()->toPlainText();
    return texts.join(QLatin1Char('\n'));
}

void TestNothingLeaks::aRecordShowsNothingOfThePreviousOne()
{
    const QString first = writeFile(QStringLiteral("first.ttt"), "#KIBITZ tictactoe 1\n"
                                                                 "Player1: Deep Thought\n"
                                                                 "Player2: Alice\n"
                                                                 "1 b2 1.0\n"
                                                                 "**評価値=35\n"
                                                                 "**深さ=7\n"
                                                                 "**エンジン=Deep Thought\n"
                                                                 "*a centre opening\n"
                                                                 "2 a1 1.0\n");
    // A shogi record without names or comments.
    const QString second =
        writeFile(QStringLiteral("second.csa"), "V2.2\nPI\n+\n+7776FU\n-3334FU\n");
    MainWindow window;
    window.show();
    QCOMPARE(window.openRecord(first), QString());
    window.showPly(1);
    const QString before = shownText(window);
    QVERIFY2(before.contains(QStringLiteral("Deep Thought")), qPrintable(before));
    QVERIFY2(before.contains(QStringLiteral("a centre opening")), qPrintable(before));
    QVERIFY2(before.contains(QStringLiteral("depth 7")), qPrintable(before));

    QCOMPARE(window.openRecord(second), QString());
    QCOMPARE(window.game()->id(), QStringLiteral("shogi"));
    for (int ply = 0; ply <= 2; ++ply) {
        window.showPly(ply);
        const QString after = shownText(window);
        for (const QString &old : {QStringLiteral("Deep Thought"), QStringLiteral("Alice"),
                                   QStringLiteral("a centre opening"), QStringLiteral("depth")})
            QVERIFY2(!after.contains(old),
                     qPrintable(QStringLiteral("ply %1 shows '%2':\n%3").arg(ply).arg(old, after)));
        // The side column names the sides of this game, not X and O.
        const MoveListModel *model = window.moveList()->model();
        QCOMPARE(model->data(model->index(1, MoveListModel::SideColumn)).toString(),
                 window.game()->sideName(0));
        QCOMPARE(model->data(model->index(2, MoveListModel::SideColumn)).toString(),
                 window.game()->sideName(1));
    }
}

GameSetup TestNothingLeaks::gomokuSetup()
{
    GameSetup setup;
    setup.gameId = QStringLiteral("gomoku");
    setup.sides = {{SideSetup::Kind::Human, {}},
                   {SideSetup::Kind::Engine, QStringLiteral("bundled")}};
    setup.timeControl.moveTimeMs = 300;
    setup.setup = QStringLiteral("15 freestyle");
    return setup;
}

GomokuBoardWidget *TestNothingLeaks::analyseUntilALineIsShown(MainWindow &window)
{
    auto *board = qobject_cast<GomokuBoardWidget *>(window.board());
    if (!board) return nullptr;
    if (!QTest::qWaitFor([board] { return board->isInteractive(); }, 20000)) return nullptr;
    if (!window.setAnalysing(true).isEmpty()) return nullptr;
    EnginePanel *panel = window.analysisPanel();
    if (!panel || !QTest::qWaitFor([panel] { return panel->model()->rowCount() > 0; }, 20000))
        return nullptr;
    return board;
}

void TestNothingLeaks::newGameSwitchesTheAnalysisOffAndClearsItsLine()
{
    MainWindow window;
    window.show();
    QCOMPARE(window.startGame(gomokuSetup()), QString());
    GomokuBoardWidget *board = analyseUntilALineIsShown(window);
    QVERIFY2(board, "the analysis showed no line");

    // The same game again: the board is kept, but nothing of the analysis is.
    QCOMPARE(window.startGame(gomokuSetup()), QString());
    QCOMPARE(window.board(), board);
    QVERIFY(!window.isAnalysing());
    QVERIFY(!window.analysisPanel());
    QVERIFY(board->shownPreview().isEmpty());
    QTest::qWait(1500); // no line comes back later either
    QVERIFY(board->shownPreview().isEmpty());
    QCOMPARE(window.logPanel()->logCount(), 1); // the new game's engine only
}

void TestNothingLeaks::analysisOffClearsItsLine()
{
    MainWindow window;
    window.show();
    QCOMPARE(window.startGame(gomokuSetup()), QString());
    GomokuBoardWidget *board = analyseUntilALineIsShown(window);
    QVERIFY2(board, "the analysis showed no line");
    QCOMPARE(window.setAnalysing(false), QString());
    QVERIFY(board->shownPreview().isEmpty());
}

QTEST_MAIN(TestNothingLeaks)
#include "tst_nothingleaks.moc"
