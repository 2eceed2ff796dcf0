// SPDX-License-Identifier: GPL-3.0-or-later
// Game → Analyse Record in the real main window, driven by QTest key and mouse events: the
// dialog is filled in, the analysis runs with the bundled engine, and what it wrote is read back
// from the record saved by the window (its text, not Kibitz's reader): a `#` block on every move
// of the range and on no other, marks that match the summary dialog's counts, the graph's
// points. A tic-tac-toe record with a known blunder gives the one mark it must, shown in the
// move list and on the graph. Cancelling keeps what was written and nothing more arrives; an
// engine that crashes half-way is reported and the record keeps what it had. A USI engine
// analysing by time with three lines is told so.
#include "core/analysis/analysissummary.h"
#include "core/analysis/recordanalysisrun.h"
#include "core/engine/enginelog.h"
#include "core/engine/engineregistry.h"
#include "core/game/game.h"
#include "core/play/session.h"
#include "dialogs/analysissummarydialog.h"
#include "dialogs/recordanalysisdialog.h"
#include "gamecatalog.h"
#include "gamesetup.h"
#include "panels/analysisprogress.h"
#include "panels/evaluationgraph.h"
#include "panels/movelistmodel.h"
#include "panels/movelistpanel.h"
#include "panels/movemarkcolor.h"
#include "testprograms.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <functional>

using namespace kibitz;

namespace {
const QString shogiRecord =
    QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/conversion-input/kifu-utf8.kifu");
constexpr int shogiMoves = 19;

// X takes the centre, O answers on an edge — the one reply that loses — and X wins by force.
// Move 5 carries a comment of its own.
const QByteArray edgeBlunder = "#KIBITZ tictactoe 1\n"
                               "Result: 1-0\n"
                               "1 b2\n2 b1\n3 a3\n4 c1\n5 a1\n*keep me\n6 c3\n7 a2\n";

QString writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) return {};
    return path;
}

// The comment lines (those starting with '*') under each move of a saved KIF or .ttt file, by
// ply.
QMap<int, QStringList> commentsByPly(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    static const QRegularExpression moveLine(QStringLiteral("^\\s*(\\d+) "));
    QMap<int, QStringList> comments;
    int ply = 0;
    for (QString line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        line.remove(u'\r');
        if (const auto m = moveLine.match(line); m.hasMatch()) {
            ply = m.captured(1).toInt();
            comments[ply]; // a move without comments is listed too
        } else if (ply > 0 && line.startsWith(u'*')) {
            comments[ply] << line;
        }
    }
    return comments;
}

bool hasAnalysisBlock(const QStringList &comments)
{
    return std::any_of(comments.cbegin(), comments.cend(),
                       [](const QString &l) { return l.startsWith(QLatin1String("*#")); });
}

// The mark lines "*【…】" of a move.
QStringList marks(const QStringList &comments)
{
    QStringList out;
    for (const QString &l : comments)
        if (l.startsWith(QStringLiteral("*【")) && l.endsWith(QStringLiteral("】")))
            out << l.mid(1);
    return out;
}

int analysedMoves(const MainWindow &window)
{
    int count = 0;
    for (const RecordNode *node : window.record()->mainLine())
        count += std::any_of(node->thinks.cbegin(), node->thinks.cend(), [](const ThinkInfo &t) {
            return t.origin == ThinkInfo::Origin::Analysis;
        });
    return count;
}

QAction *action(const MainWindow &window, const QString &text)
{
    for (QAction *a : window.findChildren<QAction *>())
        if (a->text() == text) return a;
    return nullptr;
}

// Answers the modal dialogs that open from now on, one handler each in order, as the user
// would; what the message boxes asked is kept in `asked`. The dialogs open inside a nested
// event loop (exec), so the handlers run from a timer.
class ModalAnswers : public QObject
{
public:
    using Handler = std::function<void(QWidget *)>;
    explicit ModalAnswers(QList<Handler> handlers) : m_handlers(std::move(handlers))
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            QWidget *modal = QApplication::activeModalWidget();
            if (!modal || modal == m_last || m_handlers.isEmpty()) return;
            m_last = modal;
            if (auto *box = qobject_cast<QMessageBox *>(modal)) asked << box->text();
            m_handlers.takeFirst()(modal);
        });
        m_timer.start(50);
    }
    bool done() const { return m_handlers.isEmpty(); }
    QStringList asked;

private:
    QList<Handler> m_handlers;
    QPointer<QWidget> m_last;
    QTimer m_timer;
};

ModalAnswers::Handler click(QMessageBox::StandardButton button)
{
    return [button](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        if (!box) {
            modal->close(); // not the question: the test fails, and does not hang on it
            QFAIL(qPrintable(QStringLiteral("no question but a %1")
                                 .arg(QLatin1String(modal->metaObject()->className()))));
        }
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    };
}
} // namespace

class TestRecordAnalysis : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void shogiRangeLiveAndSummary();
    void ticTacToeBlunderAndSecondRun();
    void cancelKeepsWhatIsWritten();
    void crashingEngineIsReported();
    void startsWithTheFirstEngineOfThePositionAnalysis();
    void usiEngineIsToldTheLinesOfAnAnalysisByTime();
    void anAnalysedRecordAsksBeforeItIsLeft();
    // Last: the game it starts is the one later windows would start with.
    void onlyAGameThatIsOverIsAnalysed();

private:
    // The edge blunder's mark (move 2), in the move list and on the graph, and no other.
    static void checkBlunderShown(const MainWindow &window);
    // Opens Game → Analyse Record by its shortcut, sets the time per move (seconds), the range
    // (0: leave it) and the lines, picks the engine `engineDown` places below the bundled one,
    // and clicks Analyse.
    void startByDialog(MainWindow &window, const QString &seconds, int first = 0, int last = 0,
                       int engineDown = 0, int lines = 1);
    QTemporaryDir m_dir;
};

void TestRecordAnalysis::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzRecordAnalysis"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestRecordAnalysis::startByDialog(MainWindow &window, const QString &seconds, int first,
                                       int last, int engineDown, int lines)
{
    // The shortcut is the main window's (a dialog closed before may have left it inactive).
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    RecordAnalysisDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<RecordAnalysisDialog *>()));
    QTRY_VERIFY(dialog->isVisible());
    auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("engine"));
    QVERIFY(combo);
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < engineDown; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentIndex(), engineDown);
    auto *time = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("moveTime"));
    QVERIFY(time && time->isEnabled());
    QTest::keyClick(time, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(time, seconds);
    QCOMPARE(time->value(), seconds.toDouble());
    auto setSpin = [dialog](const char *name, int value) {
        auto *spin = dialog->findChild<QSpinBox *>(QLatin1String(name));
        QVERIFY(spin);
        QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(spin, QString::number(value));
        QTest::keyClick(spin, Qt::Key_Tab); // the other end of the range follows
        QCOMPARE(spin->value(), value);
    };
    if (last) setSpin("lastPly", last);
    if (first) setSpin("firstPly", first);
    setSpin("lines", lines);
    auto *buttons = dialog->findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
}

void TestRecordAnalysis::checkBlunderShown(const MainWindow &window)
{
    // The move list: move 2 in the mark's colour, its name in the Mark column, shown.
    const MoveListModel *model = window.moveList()->model();
    QCOMPARE(model->moveCount(), 7);
    for (int row = 1; row <= 7; ++row) {
        const bool marked = row == 2;
        QCOMPARE(model->mark(row), marked ? MoveMark::Blunder : MoveMark::None);
        QCOMPARE(model->data(model->index(row, MoveListModel::MarkColumn)).toString(),
                 marked ? QStringLiteral("Blunder") : QString());
        QCOMPARE(model->data(model->index(row, MoveListModel::MoveColumn), Qt::ForegroundRole),
                 marked ? QVariant(moveMarkColor(MoveMark::Blunder)) : QVariant());
    }
    QVERIFY(!window.moveList()->view()->isColumnHidden(MoveListModel::MarkColumn));
    QVERIFY(window.moveList()->view()->columnWidth(MoveListModel::MarkColumn) > 0);

    // The graph: one point in the blunder's colour, at move 2, named in the legend.
    QChart *chart = window.evaluationGraph()->chart();
    QList<QPointF> blunders;
    int markedSeries = 0;
    for (QAbstractSeries *series : chart->series()) {
        auto *dots = qobject_cast<QScatterSeries *>(series);
        if (!dots || dots->name().isEmpty()) continue; // the plain points have no name
        if (dots->count() > 0) ++markedSeries;
        if (dots->name() != QStringLiteral("Blunder")) continue;
        QCOMPARE(dots->color(), moveMarkColor(MoveMark::Blunder));
        blunders = dots->points();
        const QList<QLegendMarker *> markers = chart->legend()->markers(dots);
        QVERIFY(!markers.isEmpty() && markers.first()->isVisible());
    }
    QCOMPARE(markedSeries, 1);
    QCOMPARE(blunders.size(), 1);
    QCOMPARE(blunders.first().x(), 2.0);
    QVERIFY(chart->legend()->isVisible());
}

// With several engines analysing the position (Game → Analysis Engines keeps their words as a
// list), the dialog's first choice is the first of them, not the bundled engine.
void TestRecordAnalysis::startsWithTheFirstEngineOfThePositionAnalysis()
{
    QSettings settings(m_dir.filePath(QStringLiteral("positionanalysis.ini")),
                       QSettings::IniFormat);
    const Game &game = *gameById(QStringLiteral("shogi"));
    const RegisteredEngine first{game.id(), QStringLiteral("cmd=/bin/true name=First")};
    const RegisteredEngine second{game.id(), QStringLiteral("cmd=/bin/true name=Second")};
    EngineRegistry::save(settings, {first, second});
    settings.setValue(QStringLiteral("analysis/shogi"), QStringList{second.words, first.words});
    RecordAnalysisDialog dialog(game, 10, &settings);
    auto *engine = dialog.findChild<QComboBox *>(QStringLiteral("engine"));
    QVERIFY(engine);
    QCOMPARE(engine->currentData().toString(), second.words);
}

// Lines 3 by time: the USI engine is sent `setoption name MultiPV value 3` before the first
// search (by time, so `go … byoyomi`, not `go infinite`), and each move gets three lines.
void TestRecordAnalysis::usiEngineIsToldTheLinesOfAnAnalysisByTime()
{
    const QString script = writeFile(
        m_dir.filePath(QStringLiteral("multipv.txt")),
        "usi => say id name multipv; say option name MultiPV type spin default 1 min 1 max 16; "
        "say usiok\n"
        "isready => say readyok\n"
        "go => say info depth 1 multipv 1 score cp 30; say info depth 1 multipv 2 score cp 0; "
        "say info depth 1 multipv 3 score cp -30; say bestmove resign\n");
    QVERIFY(!script.isEmpty());
    {
        QSettings settings;
        EngineRegistry::save(settings,
                             {{QStringLiteral("shogi"),
                               EngineSpec{false,
                                          test::binPath(QStringLiteral("kibitz-fake-engine")),
                                          {script},
                                          {},
                                          QStringLiteral("usi"),
                                          QStringLiteral("multipv"),
                                          {}}
                                   .toText()}});
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.openRecord(shogiRecord), QString());
    startByDialog(window, QStringLiteral("0.1"), 1, 3, 1, 3);
    if (QTest::currentTestFailed()) return;
    QTRY_VERIFY_WITH_TIMEOUT(window.findChild<AnalysisSummaryDialog *>(), 30000);

    const QStringList log = window.controller()->recordAnalysis()->log()->lines();
    const QString multiPv = QStringLiteral("# setoption name MultiPV value 3");
    const QString go = QStringLiteral("# go btime 0 wtime 0 byoyomi 100");
    QVERIFY2(log.contains(multiPv), qPrintable(log.join(u'\n')));
    QCOMPARE(log.count(multiPv), 1);
    QVERIFY2(log.indexOf(multiPv) < log.indexOf(go), qPrintable(log.join(u'\n')));
    QCOMPARE(log.count(go), 4); // the start and after each of the three moves
    const QList<RecordNode *> line = window.record()->mainLine();
    for (int i = 0; i < 3; ++i)
        QCOMPARE(line[i]->thinks.size(), 3);
}

// Issue 29 item 1: an analysed record is a changed record. The window says so (its title's
// `*`), and File → Open, New Game and closing the window ask Save / Discard / Cancel first;
// Cancel keeps the record, Save writes it (here through the Save dialog) and leaves.
void TestRecordAnalysis::anAnalysedRecordAsksBeforeItIsLeft()
{
    const QString path = writeFile(m_dir.filePath(QStringLiteral("asks.ttt")), edgeBlunder);
    QVERIFY(!path.isEmpty());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.openRecord(path), QString());
    QVERIFY(!window.isWindowModified());
    startByDialog(window, QStringLiteral("0.1"));
    if (QTest::currentTestFailed()) return;
    AnalysisSummaryDialog *summary = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((summary = window.findChild<AnalysisSummaryDialog *>()), 30000);
    summary->close();
    QCOMPARE(analysedMoves(window), 7);
    QVERIFY(window.isWindowModified());
    QVERIFY2(window.windowTitle().contains(QStringLiteral("[*]")),
             qPrintable(window.windowTitle()));
    const QString question = QStringLiteral("not been saved");

    const auto cancelled = [&](QAction *leave, QList<ModalAnswers::Handler> before) {
        before << click(QMessageBox::Cancel);
        ModalAnswers answers(before);
        leave->trigger(); // returns when the dialogs are answered
        QVERIFY(answers.done());
        QCOMPARE(answers.asked.size(), 1);
        QVERIFY2(answers.asked.first().contains(question), qPrintable(answers.asked.first()));
        // The record is still there, analysis and all, and still changed.
        QCOMPARE(window.controller()->recordPath(), path);
        QCOMPARE(analysedMoves(window), 7);
        QVERIFY(window.isWindowModified());
    };
    cancelled(action(window, QStringLiteral("&Open Record…")), {});
    if (QTest::currentTestFailed()) return;
    // New Game asks once the new game is chosen (its dialog accepted).
    cancelled(action(window, QStringLiteral("&New Game…")),
              {[](QWidget *dialog) { qobject_cast<QDialog *>(dialog)->accept(); }});
    if (QTest::currentTestFailed()) return;
    {
        ModalAnswers answers({click(QMessageBox::Cancel)});
        QVERIFY(!window.close());
        QVERIFY(answers.done());
        QVERIFY(window.isVisible());
        QCOMPARE(analysedMoves(window), 7);
    }

    // Save: the Save dialog asks where, the record is written there and the window closes.
    const QString saved = m_dir.filePath(QStringLiteral("asks-saved.ttt"));
    ModalAnswers answers({click(QMessageBox::Save), [&saved](QWidget *modal) {
                              auto *dialog = qobject_cast<QFileDialog *>(modal);
                              if (!dialog) {
                                  modal->close();
                                  QFAIL("no Save dialog");
                              }
                              // The file's name typed where the dialog asks for it, and Enter.
                              auto *name =
                                  dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
                              QVERIFY(name);
                              name->setText(saved);
                              QTest::keyClick(name, Qt::Key_Return);
                          }});
    QVERIFY(window.close());
    QVERIFY(answers.done());
    const QMap<int, QStringList> comments = commentsByPly(saved);
    QCOMPARE(comments.size(), 7);
    for (auto it = comments.cbegin(); it != comments.cend(); ++it)
        QVERIFY2(hasAnalysisBlock(*it), qPrintable(QString::number(it.key())));
    QVERIFY(!window.isWindowModified());
}

void TestRecordAnalysis::onlyAGameThatIsOverIsAnalysed()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    // The first start's game, a person against the engine, is on: its record is not analysed.
    QVERIFY(window.controller()->isGameOn());
    QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::qWait(300);
    QVERIFY(!window.findChild<RecordAnalysisDialog *>());

    // Once a game is over, it is.
    GameSetup setup;
    setup.gameId = QStringLiteral("tictactoe");
    setup.sides = {SideSetup{SideSetup::Kind::Engine, QStringLiteral("bundled")},
                   SideSetup{SideSetup::Kind::Engine, QStringLiteral("bundled")}};
    setup.timeControl.baseMs = 60'000;
    QCOMPARE(window.startGame(setup), QString());
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->session()->isOver(), 20000);
    const int moves = int(window.controller()->session()->moves().size());
    QVERIFY(moves >= 5);
    startByDialog(window, QStringLiteral("0.1"));
    if (QTest::currentTestFailed()) return;
    QTRY_VERIFY_WITH_TIMEOUT(window.findChild<AnalysisSummaryDialog *>(), 30000);
    QCOMPARE(analysedMoves(window), moves);
}

void TestRecordAnalysis::shogiRangeLiveAndSummary()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.openRecord(shogiRecord), QString());
    QCOMPARE(window.record()->mainLine().size(), shogiMoves);
    QVERIFY(window.evaluationGraph()->points().isEmpty());
    auto *progress = window.findChild<AnalysisProgress *>();
    QVERIFY(progress && !progress->isVisible());

    const int first = 4, last = 15;
    startByDialog(window, QStringLiteral("0.1"), first, last);
    if (QTest::currentTestFailed()) return;
    QTRY_VERIFY(progress->isVisible());

    // Live: once a few moves are done the view is on the last one analysed, its comment shows
    // the analysis, and the graph has some points but not all.
    QTRY_VERIFY_WITH_TIMEOUT(progress->done() >= 4, 30000);
    if (!window.findChild<AnalysisSummaryDialog *>()) {
        const int lastDone = first + progress->done() - 2;
        QCOMPARE(window.shownPly(), lastDone);
        QVERIFY2(window.moveList()->note().contains(QStringLiteral("Analysis")),
                 qPrintable(window.moveList()->note()));
        const qsizetype points = window.evaluationGraph()->points().size();
        QVERIFY(points >= 3 && points < last - first + 1);
    }

    AnalysisSummaryDialog *summary = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((summary = window.findChild<AnalysisSummaryDialog *>()), 60000);
    QVERIFY(summary->isVisible());
    QVERIFY(!progress->isVisible());

    // The move list's comment of every move in range shows the analysis, of no other none.
    for (int ply = 1; ply <= shogiMoves; ++ply) {
        window.showPly(ply);
        const bool shown = window.moveList()->note().contains(QStringLiteral("Analysis"));
        QVERIFY2(shown == (ply >= first && ply <= last), qPrintable(QString::number(ply)));
    }
    // The graph: a point on every move in range.
    QSet<int> plies;
    for (const EvaluationPoint &p : window.evaluationGraph()->points())
        plies.insert(p.ply);
    for (int ply = first; ply <= last; ++ply)
        QVERIFY2(plies.contains(ply), qPrintable(QString::number(ply)));

    // Saved as KIF: a `#` block on each move in range and on no other.
    const QString saved = m_dir.filePath(QStringLiteral("shogi.kifu"));
    QCOMPARE(window.saveRecord(saved), QString());
    const QMap<int, QStringList> comments = commentsByPly(saved);
    QCOMPARE(comments.size(), shogiMoves);
    int markCount[2] = {0, 0};
    for (auto it = comments.cbegin(); it != comments.cend(); ++it) {
        QVERIFY2(hasAnalysisBlock(*it) == (it.key() >= first && it.key() <= last),
                 qPrintable(QString::number(it.key())));
        markCount[(it.key() - 1) % 2] += int(marks(*it).size());
    }

    // The summary dialog says what AnalysisSummary says, and its marks are the file's.
    const AnalysisSummary &expected = window.controller()->recordAnalysis()->summary();
    const Game &game = *window.game();
    QTableWidget *figures = summary->figures();
    QCOMPARE(figures->columnCount(), 2);
    QCOMPARE(figures->rowCount(), 2 + moveMarkCount - 1);
    for (int side = 0; side < 2; ++side) {
        const AnalysisSummary::Side s = expected.side(side);
        QCOMPARE(s.moves, side == 0 ? 6 : 6); // plies 4–15: six of each side
        QCOMPARE(figures->horizontalHeaderItem(side)->text(), game.sideName(side));
        QCOMPARE(figures->item(0, side)->text(), AnalysisSummary::figure(s.accuracy) + u'%');
        QCOMPARE(figures->item(1, side)->text(), AnalysisSummary::figure(s.averageLoss));
        int shownMarks = 0;
        for (int m = 1; m < moveMarkCount; ++m) {
            QCOMPARE(figures->item(m + 1, side)->text(), QString::number(s.marks[m]));
            shownMarks += figures->item(m + 1, side)->text().toInt();
        }
        QCOMPARE(shownMarks, markCount[side]);
    }
    QTreeWidget *worst = summary->worstMoves();
    const QList<MoveLoss> worstExpected = expected.worst(AnalysisSummaryDialog::worstShown);
    QCOMPARE(worst->topLevelItemCount(), worstExpected.size());
    for (int i = 0; i < worstExpected.size(); ++i)
        QCOMPARE(worst->topLevelItem(i)->text(0), QString::number(worstExpected[i].ply));
    // The dialog as it opens shows every figure and the whole of each worst move, unscrolled.
    QVERIFY(QTest::qWaitForWindowExposed(summary));
    for (int r = 0; r < figures->rowCount(); ++r)
        for (int c = 0; c < figures->columnCount(); ++c)
            QVERIFY2(
                figures->viewport()->rect().contains(figures->visualItemRect(figures->item(r, c))),
                qPrintable(figures->verticalHeaderItem(r)->text()));
    for (int c = 0; c < worst->columnCount(); ++c) {
        const int right = worst->header()->sectionViewportPosition(c) + worst->columnWidth(c);
        QVERIFY2(right <= worst->viewport()->width(), qPrintable(worst->headerItem()->text(c)));
        for (int i = 0; i < worst->topLevelItemCount(); ++i) {
            const QString text = worst->topLevelItem(i)->text(c);
            QVERIFY2(worst->fontMetrics().horizontalAdvance(text) < worst->columnWidth(c),
                     qPrintable(text));
        }
    }
    if (!worstExpected.isEmpty()) {
        // Double-clicking a worst move shows its ply.
        QTreeWidgetItem *item = worst->topLevelItem(0);
        window.showPly(0);
        // A double-click as the window system gives it: press, release, double-click.
        const QPoint at = worst->visualItemRect(item).center();
        QTest::mouseClick(worst->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(window.shownPly(), 0); // one click selects only
        QTest::mouseDClick(worst->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(window.shownPly(), worstExpected[0].ply);
    }
}

void TestRecordAnalysis::ticTacToeBlunderAndSecondRun()
{
    const QString path = writeFile(m_dir.filePath(QStringLiteral("edge.ttt")), edgeBlunder);
    QVERIFY(!path.isEmpty());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.openRecord(path), QString());
    QCOMPARE(window.record()->mainLine().size(), 7);

    QStringList blockLines;
    for (int run = 1; run <= 2; ++run) {
        startByDialog(window, QStringLiteral("0.1"));
        if (QTest::currentTestFailed()) return;
        AnalysisSummaryDialog *summary = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((summary = window.findChild<AnalysisSummaryDialog *>()), 30000);

        // O's edge reply (move 2) is the one mark: a blunder, from a draw to a lost game.
        QTableWidget *figures = summary->figures();
        for (int m = 1; m < moveMarkCount; ++m) {
            QCOMPARE(figures->item(m + 1, 0)->text(), QStringLiteral("0"));
            QCOMPARE(figures->item(m + 1, 1)->text(),
                     m == int(MoveMark::Blunder) ? QStringLiteral("1") : QStringLiteral("0"));
        }
        QVERIFY(summary->worstMoves()->topLevelItemCount() >= 1);
        QCOMPARE(summary->worstMoves()->topLevelItem(0)->text(0), QStringLiteral("2"));

        const QString saved = m_dir.filePath(QStringLiteral("edge-%1.ttt").arg(run));
        QCOMPARE(window.saveRecord(saved), QString());
        const QMap<int, QStringList> comments = commentsByPly(saved);
        QCOMPARE(comments.size(), 7);
        QStringList lines;
        for (auto it = comments.cbegin(); it != comments.cend(); ++it) {
            QVERIFY2(hasAnalysisBlock(*it), qPrintable(QString::number(it.key())));
            QCOMPARE(marks(*it),
                     it.key() == 2 ? QStringList{QStringLiteral("【Blunder】")} : QStringList{});
            for (const QString &l : *it)
                if (l.startsWith(QLatin1String("*#"))) lines << l;
        }
        QVERIFY(comments[5].contains(QStringLiteral("*keep me")));
        checkBlunderShown(window);
        if (QTest::currentTestFailed()) return;
        // The second run replaces the first one's blocks: as many lines, no more.
        if (run == 1)
            blockLines = lines;
        else
            QCOMPARE(lines.size(), blockLines.size());

        // The user closes the summary; it goes.
        auto *buttons = summary->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QPointer<AnalysisSummaryDialog> closing = summary;
        QTest::mouseClick(buttons->button(QDialogButtonBox::Close), Qt::LeftButton);
        QTRY_VERIFY(!closing);
    }
}

void TestRecordAnalysis::cancelKeepsWhatIsWritten()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.openRecord(shogiRecord), QString());
    startByDialog(window, QStringLiteral("0.5"));
    if (QTest::currentTestFailed()) return;
    auto *progress = window.findChild<AnalysisProgress *>();
    QTRY_VERIFY_WITH_TIMEOUT(progress->done() >= 4, 30000);
    QTest::mouseClick(progress->cancelButton(), Qt::LeftButton);
    QVERIFY(!progress->isVisible());
    const int kept = analysedMoves(window);
    QVERIFY(kept >= 3 && kept < shogiMoves);
    // The moves analysed are the first ones.
    const QList<RecordNode *> line = window.record()->mainLine();
    for (int i = 0; i < shogiMoves; ++i)
        QCOMPARE(line[i]->thinks.isEmpty(), i >= kept);
    QTest::qWait(2000); // four more searches' time: none writes
    QCOMPARE(analysedMoves(window), kept);
    QVERIFY(!window.findChild<AnalysisSummaryDialog *>());
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("cancelled")),
             qPrintable(window.statusBar()->currentMessage()));
    const QString saved = m_dir.filePath(QStringLiteral("cancelled.kifu"));
    QCOMPARE(window.saveRecord(saved), QString());
    const QMap<int, QStringList> comments = commentsByPly(saved);
    for (auto it = comments.cbegin(); it != comments.cend(); ++it)
        QCOMPARE(hasAnalysisBlock(*it), it.key() <= kept);
}

void TestRecordAnalysis::crashingEngineIsReported()
{
    // A TLF engine that answers three searches (the start and after moves 1 and 2), then dies.
    const QString script =
        writeFile(m_dir.filePath(QStringLiteral("crasher.txt")),
                  "name => say = name:'crasher' author:'tests'\n"
                  "position => say =\n"
                  "go#1 => say = info depth:1 score:0 pv:'{free}'; say = bestmove sq:{free}\n"
                  "go#2 => say = info depth:1 score:0 pv:'{free}'; say = bestmove sq:{free}\n"
                  "go#3 => say = info depth:1 score:0 pv:'{free}'; say = bestmove sq:{free}\n"
                  "go => crash\n");
    QVERIFY(!script.isEmpty());
    {
        QSettings settings;
        EngineRegistry::save(settings,
                             {{QStringLiteral("tictactoe"),
                               EngineSpec{false,
                                          test::binPath(QStringLiteral("kibitz-fake-engine")),
                                          {script},
                                          {},
                                          QStringLiteral("tlf"),
                                          QStringLiteral("crasher"),
                                          {}}
                                   .toText()}});
    }
    const QString path = writeFile(m_dir.filePath(QStringLiteral("crash.ttt")), edgeBlunder);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.openRecord(path), QString());
    startByDialog(window, QStringLiteral("0.1"), 0, 0, 1);
    if (QTest::currentTestFailed()) return;

    QMessageBox *box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (box = window.findChild<QMessageBox *>(QStringLiteral("recordAnalysisError"))), 20000);
    QVERIFY2(box->text().contains(QStringLiteral("crashed")), qPrintable(box->text()));
    QVERIFY(!window.findChild<AnalysisProgress *>()->isVisible());
    // Moves 1 and 2 keep their analysis, the rest is as it was.
    const QList<RecordNode *> line = window.record()->mainLine();
    QCOMPARE(line.size(), 7);
    for (int i = 0; i < 7; ++i)
        QCOMPARE(line[i]->thinks.isEmpty(), i >= 2);
    QCOMPARE(line[4]->comment, QStringLiteral("keep me"));

    // The window goes on: the box closes, moves can be shown, and another analysis runs.
    QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("recordAnalysisError")));
    window.showPly(3);
    QCOMPARE(window.shownPly(), 3);
    startByDialog(window, QStringLiteral("0.1"));
    if (QTest::currentTestFailed()) return;
    QTRY_VERIFY_WITH_TIMEOUT(window.findChild<AnalysisSummaryDialog *>(), 30000);
    QCOMPARE(analysedMoves(window), 7);
}

QTEST_MAIN(TestRecordAnalysis)
#include "tst_recordanalysis.moc"
