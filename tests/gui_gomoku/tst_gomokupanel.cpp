// SPDX-License-Identifier: GPL-3.0-or-later
// The engine panel fed by the Gomocup adapter with Rapfi's real traffic
// (../shared/data/gomoku/rapfi): one complete row per search update (rank and depth), and a
// header that speaks of the first line, not of the newest row. With YXNBEST 3 the three lines
// are the first rows, line 1 first, and a row under a still pointer keeps its line as the
// search goes on.

#include "../gomoku/rapfilog.h"
#include "panels/displaytext.h"
#include "panels/engineinfomodel.h"
#include "panels/enginepanel.h"

#include <QLabel>
#include <QScrollBar>
#include <QSet>
#include <QTableView>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gomoku;

class TestGomokuPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rapfiLogsGiveOneCompleteRowPerUpdate_data();
    void rapfiLogsGiveOneCompleteRowPerUpdate();
    void nbestShowsTheLinesAskedInRankOrder_data();
    void nbestShowsTheLinesAskedInRankOrder();
    void aStillPointerKeepsItsRow();
};

namespace {
// The log's YXNBEST 3 search: its position, and what the adapter made of Rapfi's lines.
struct NbestSearch
{
    rapfilog::Search search;
    std::unique_ptr<Position> position;
    QList<EngineInfo> infos;
};

NbestSearch nbestSearch(const GomokuGame &game)
{
    NbestSearch found;
    const QList<rapfilog::Search> searches = rapfilog::readSearches(
        QStringLiteral(SHARED_DATA_DIR "/gomoku/rapfi/nbest3-renju-forbid.log"));
    for (const rapfilog::Search &search : searches) {
        if (search.multiPv != 3) continue;
        found.search = search;
        found.position = game.startPosition(search.setup);
        for (const QString &m : search.moves)
            found.position->play(m);
        GomocupAdapter adapter(game);
        adapter.begin();
        adapter.receiveLine(QStringLiteral("name=\"Rapfi\", version=\"0.43\""));
        found.infos = rapfilog::replay(adapter, game, search);
        break;
    }
    return found;
}

int cellInt(const EngineInfoModel *model, int row, int column)
{
    return model->data(model->index(row, column)).toString().section(u'/', 0, 0).toInt();
}
} // namespace

void TestGomokuPanel::rapfiLogsGiveOneCompleteRowPerUpdate_data()
{
    QTest::addColumn<QString>("log");
    QTest::newRow("game, show_detail 3") << QStringLiteral("game-show-detail-3.log");
    QTest::newRow("YXNBEST 3, renju") << QStringLiteral("nbest3-renju-forbid.log");
    QTest::newRow("unlimited, YXSTOP") << QStringLiteral("unlimited-then-yxstop.log");
}

void TestGomokuPanel::rapfiLogsGiveOneCompleteRowPerUpdate()
{
    QFETCH(QString, log);
    const QList<rapfilog::Search> searches =
        rapfilog::readSearches(QStringLiteral(SHARED_DATA_DIR "/gomoku/rapfi/") + log);
    QVERIFY(!searches.isEmpty());
    const GomokuGame game;
    GomocupAdapter adapter(game);
    adapter.begin();
    adapter.receiveLine(QStringLiteral("name=\"Rapfi\", version=\"0.43\""));
    EnginePanel panel;
    panel.setTitle(QStringLiteral("Rapfi 0.43"), QStringLiteral("black"));
    EngineInfoModel *model = panel.model();
    connect(&adapter, &EngineAdapter::infoReceived, model, &EngineInfoModel::addInfo);
    QLabel *summary = panel.findChild<QLabel *>(QStringLiteral("summary"));
    QVERIFY(summary);
    int checked = 0;
    for (const rapfilog::Search &search : searches) {
        std::unique_ptr<Position> position = game.startPosition(search.setup);
        bool legal = true;
        for (const QString &m : search.moves) {
            legal = legal && position->isLegal(m);
            if (legal) position->play(m);
        }
        if (!legal) continue; // the log's TURN on a taken point
        model->setSearchPosition(std::move(position));
        rapfilog::replay(adapter, game, search);
        model->flush();

        // The log's own updates: its INFO blocks, or (show_detail 1) the end-of-search line.
        QList<rapfilog::Block> blocks = rapfilog::blocks(search.output);
        const bool summaryLine = search.output.join(u'\n').contains(u"MESSAGE Speed");
        const int expectedRows = blocks.isEmpty() ? (summaryLine ? 1 : 0) : int(blocks.size());
        QCOMPARE(model->rowCount(), expectedRows);
        if (expectedRows == 0) continue; // a move at once (BEGIN)
        QSet<QPair<int, int>> keys;
        for (int row = 0; row < model->rowCount(); ++row) {
            auto cell = [&](int column) {
                return model->data(model->index(row, column)).toString();
            };
            for (int column : {EngineInfoModel::DepthColumn, EngineInfoModel::ScoreColumn,
                               EngineInfoModel::NodesColumn, EngineInfoModel::NpsColumn,
                               EngineInfoModel::TimeColumn, EngineInfoModel::PvColumn})
                QVERIFY2(!cell(column).isEmpty(),
                         qPrintable(
                             QStringLiteral("%1 row %2 column %3").arg(log).arg(row).arg(column)));
            const int rank = model->data(model->index(row, EngineInfoModel::MultiPvColumn)).toInt();
            const int depth = cell(EngineInfoModel::DepthColumn).section(u'/', 0, 0).toInt();
            QVERIFY(!keys.contains({rank, depth}));
            keys.insert({rank, depth});
        }
        for (const rapfilog::Block &b : std::as_const(blocks))
            QVERIFY(keys.contains({b.rank, b.depth}));

        // The header: the newest update of rank 1, whatever row came last.
        const EngineInfo *best = model->best();
        QVERIFY(best);
        QCOMPARE(best->multipv, 1);
        if (!blocks.isEmpty()) {
            const auto last = std::find_if(blocks.crbegin(), blocks.crend(),
                                           [](const rapfilog::Block &b) { return b.rank == 1; });
            QCOMPARE(best->depth, last->depth);
            const Score engineView = Score::centipawns(last->eval.toInt());
            QCOMPARE(best->score, search.moves.size() % 2 ? engineView.negated() : engineView);
        }
        QVERIFY2(summary->text().startsWith(displaytext::score(best->score)),
                 qPrintable(summary->text()));
        QVERIFY(summary->text().contains(QString::number(best->depth)));
        ++checked;
    }
    QVERIFY(checked > 0);
}

void TestGomokuPanel::nbestShowsTheLinesAskedInRankOrder_data()
{
    QTest::addColumn<bool>("flushEach");
    QTest::newRow("shown at the end") << false;
    QTest::newRow("shown as they come") << true;
}

void TestGomokuPanel::nbestShowsTheLinesAskedInRankOrder()
{
    QFETCH(bool, flushEach);
    const GomokuGame game;
    NbestSearch nbest = nbestSearch(game);
    QVERIFY(!nbest.infos.isEmpty());
    const QList<rapfilog::Block> blocks = rapfilog::blocks(nbest.search.output);
    EnginePanel panel;
    EngineInfoModel *model = panel.model();
    model->setSearchPosition(std::move(nbest.position));
    for (const EngineInfo &info : std::as_const(nbest.infos)) {
        model->addInfo(info);
        if (flushEach) model->flush();
    }
    model->flush();
    QCOMPARE(model->rowCount(), blocks.size());

    // The first rows: the lines asked for, line 1 first, each its newest block's depth and line.
    for (int rank = 1; rank <= nbest.search.multiPv; ++rank) {
        const int row = rank - 1;
        QCOMPARE(cellInt(model, row, EngineInfoModel::MultiPvColumn), rank);
        const auto last = std::find_if(blocks.crbegin(), blocks.crend(),
                                       [rank](const rapfilog::Block &b) { return b.rank == rank; });
        QCOMPARE(cellInt(model, row, EngineInfoModel::DepthColumn), last->depth);
        QCOMPARE(model->infoAt(row)->pv, last->bestline);
    }
    // Below them the older updates, the newest depth first and line 1 above line 2 at each.
    for (int row = nbest.search.multiPv + 1; row < model->rowCount(); ++row) {
        const int depth = cellInt(model, row, EngineInfoModel::DepthColumn);
        const int above = cellInt(model, row - 1, EngineInfoModel::DepthColumn);
        const QString where = QStringLiteral("row %1").arg(row);
        QVERIFY2(depth <= above, qPrintable(where));
        if (depth == above)
            QVERIFY2(cellInt(model, row, EngineInfoModel::MultiPvColumn) >
                         cellInt(model, row - 1, EngineInfoModel::MultiPvColumn),
                     qPrintable(where));
    }
}

void TestGomokuPanel::aStillPointerKeepsItsRow()
{
    const GomokuGame game;
    NbestSearch nbest = nbestSearch(game);
    QVERIFY(nbest.infos.size() > 30);
    EnginePanel panel;
    panel.resize(700, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    EngineInfoModel *model = panel.model();
    QTableView *table = panel.table();
    model->setSearchPosition(std::move(nbest.position));
    // The search goes on an update at a time, as the panel's timer shows them.
    qsizetype fed = 0;
    const auto feed = [&](qsizetype count) {
        for (; count > 0 && fed < nbest.infos.size(); --count) {
            model->addInfo(nbest.infos[fed++]);
            model->flush();
        }
    };
    feed(15); // depths 2 to 6
    // What a row shows: its line's rank, depth and moves.
    const auto shown = [&](int y) {
        const int row = table->rowAt(y);
        return QStringList{
            model->data(model->index(row, EngineInfoModel::MultiPvColumn)).toString(),
            model->data(model->index(row, EngineInfoModel::DepthColumn)).toString(),
            model->data(model->index(row, EngineInfoModel::PvColumn)).toString()};
    };

    // On line 2's row: the row stays line 2's as deeper updates come.
    const int lineY = table->visualRect(model->index(1, EngineInfoModel::PvColumn)).center().y();
    QTest::mouseMove(table->viewport(), QPoint(table->viewport()->width() / 2, lineY));
    feed(10); // three depths and a line more
    QCOMPARE(shown(lineY).first(), QStringLiteral("2"));
    QCOMPARE(model->infoAt(table->rowAt(lineY))->pv, model->infoAt(1)->pv);

    // On an older row: it stays under the pointer, whole, as rows come in above it.
    const int olderY = table->visualRect(model->index(5, EngineInfoModel::PvColumn)).center().y();
    QTest::mouseMove(table->viewport(), QPoint(table->viewport()->width() / 2, olderY));
    const QStringList older = shown(olderY);
    feed(10);
    QCOMPARE(shown(olderY), older);
    QVERIFY(table->verticalScrollBar()->value() > 0);
    // Away from the rows the list shows its top again: the lines.
    QTest::mouseMove(&panel, QPoint(2, 2));
    QTRY_COMPARE(table->verticalScrollBar()->value(), 0);
}

QTEST_MAIN(TestGomokuPanel)
#include "tst_gomokupanel.moc"
