// SPDX-License-Identifier: GPL-3.0-or-later
// The shogi record readers' guards against odd input (issue 32): in CSA, the time line after the
// ending (%TORYO's own time) is not the last move's, moves after the ending are not the game's,
// and a negative time is an error; in KIF, a move number out of order and a variation that
// branches from a move the record does not have are errors, the moves before them kept. Texts
// written by hand after the CSA standard v3.0 and the Kakinoki format description.
#include "core/record/recordformat.h"
#include "shogi/shogigame.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {
QStringList mainMoves(const Record &record)
{
    QStringList out;
    for (const RecordNode *n : record.mainLine())
        out << n->move;
    return out;
}
} // namespace

class TestShogiReaderEdges : public QObject
{
    Q_OBJECT
    ShogiGame game;

    RecordReadResult read(const char *format, const QByteArray &text)
    {
        return game.recordFormatById(QString::fromLatin1(format))->read(text);
    }

private Q_SLOTS:
    void csaEndingTimeIsNotTheLastMoves()
    {
        const RecordReadResult r =
            read("csa", "V2.2\nPI\n+\n+7776FU\nT5\n-3334FU\nT3\n%TORYO\nT2\n");
        QVERIFY2(r.ok(), qPrintable(r.message()));
        const QList<RecordNode *> line = r.record->mainLine();
        QCOMPARE(line.size(), 2);
        QCOMPARE(line[0]->timeMs, 5000);
        QCOMPARE(line[1]->timeMs, 3000);
        QCOMPARE(r.record->result().kind, GameResult::Kind::Win);
        QCOMPARE(r.record->result().winner, 1); // Black, to move, resigned
    }

    void csaMovesAfterTheEndingAreNotTheGames()
    {
        const RecordReadResult r =
            read("csa", "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n+2726FU\n-8384FU\n");
        QVERIFY(r.record);
        QCOMPARE(mainMoves(*r.record),
                 (QStringList{QStringLiteral("7g7f"), QStringLiteral("3c3d")}));
        QCOMPARE(r.record->result().winner, 1);
    }

    void csaNegativeTimeIsAnError()
    {
        const RecordReadResult r = read("csa", "V2.2\nPI\n+\n+7776FU\nT-3\n-3334FU\n");
        QVERIFY(!r.ok());
        QCOMPARE(r.errorLine, 5);
        QVERIFY(r.record);
        QCOMPARE(mainMoves(*r.record), QStringList{QStringLiteral("7g7f")});
    }

    void kifMoveNumberOutOfOrderIsAnError()
    {
        const QByteArray kif = "手合割：平手\n手数----指手---------消費時間--\n"
                               "   1 ７六歩(77)\n"
                               "   3 ３四歩(33)\n"; // Gote's move, legal but numbered 3
        const RecordReadResult r = read("kifu", kif);
        QVERIFY(!r.ok());
        QCOMPARE(r.errorLine, 4);
        QVERIFY(r.record);
        QCOMPARE(mainMoves(*r.record), QStringList{QStringLiteral("7g7f")});
    }

    void kifVariationWithoutItsMoveIsAnError()
    {
        const QByteArray kif = "手合割：平手\n手数----指手---------消費時間--\n"
                               "   1 ７六歩(77)\n"
                               "   2 ３四歩(33)\n"
                               "\n変化：5手\n"
                               "   5 ２六歩(27)\n";
        const RecordReadResult r = read("kifu", kif);
        QVERIFY(!r.ok());
        QCOMPARE(r.errorLine, 6);
        QVERIFY(r.record);
        QCOMPARE(mainMoves(*r.record),
                 (QStringList{QStringLiteral("7g7f"), QStringLiteral("3c3d")}));
    }
};

QTEST_GUILESS_MAIN(TestShogiReaderEdges)
#include "tst_shogi_readeredges.moc"
