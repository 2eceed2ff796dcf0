// The engine panel fed by the Gomocup adapter with Rapfi's real traffic
// (../shared/data/gomoku/rapfi): one complete row per search update (rank and depth), and a
// header that speaks of the first line, not of the newest row.

#include "../gomoku/rapfilog.h"
#include "panels/displaytext.h"
#include "panels/engineinfomodel.h"
#include "panels/enginepanel.h"

#include <QLabel>
#include <QSet>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gomoku;

class TestGomokuPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rapfiLogsGiveOneCompleteRowPerUpdate_data();
    void rapfiLogsGiveOneCompleteRowPerUpdate();
};

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

QTEST_MAIN(TestGomokuPanel)
#include "tst_gomokupanel.moc"
