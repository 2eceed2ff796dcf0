// SPDX-License-Identifier: GPL-3.0-or-later
// The gomoku record formats' guards against odd input (issue 32): SGF set-up stones off the board
// (named in the error), a move of the wrong colour, another game's GM, a negative KT time, a
// time of 0 kept; PSQ moves off the board (named in the error) and unknown times written as 0
// (Piskvork's own files have a time on every move). Texts written by hand after the SGF FF[4]
// specification and Piskvork's savePsq.
#include "core/record/recordformat.h"
#include "gomoku/gomokugame.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::gomoku;

class TestGomokuRecordEdges : public QObject
{
    Q_OBJECT
    GomokuGame game;

    RecordReadResult read(QStringView format, const QByteArray &text)
    {
        return game.recordFormatById(format)->read(text);
    }

private Q_SLOTS:
    void sgfSetupStoneOffTheBoardIsNamed()
    {
        const RecordReadResult r = read(u"sgf", "(;GM[4]SZ[15]AB[hh][zz]AW[ii])");
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QStringLiteral("[zz]")), qPrintable(r.error));
    }

    void sgfMoveOfTheWrongColourIsAnError()
    {
        const RecordReadResult r = read(u"sgf", "(;GM[4]SZ[15];B[hh];B[ii])");
        QVERIFY(!r.ok());
        QVERIFY(r.record);
        QCOMPARE(r.record->mainLineMoves(), QStringList{QStringLiteral("7,7")});
    }

    void sgfOfAnotherGameIsRefused()
    {
        QVERIFY(!read(u"sgf", "(;GM[1]SZ[15];B[hh])").ok()); // GM[1] is go
        QVERIFY(read(u"sgf", "(;SZ[15];B[hh])").ok());       // no GM: read as gomoku
    }

    void sgfTimes()
    {
        const RecordReadResult r = read(u"sgf", "(;GM[4]SZ[15];B[hh]KT[-5];W[ii]KT[0];B[jj]KT[7])");
        QVERIFY2(r.ok(), qPrintable(r.message()));
        const QList<RecordNode *> line = r.record->mainLine();
        QCOMPARE(line[0]->timeMs, -1); // a negative time is no time
        QCOMPARE(line[1]->timeMs, 0);
        QCOMPARE(line[2]->timeMs, 7);
        // Written back: the 0 stays a 0 (an instant move), the unknown one has no KT.
        const QByteArray written = game.recordFormatById(u"sgf")->write(*r.record).data;
        const RecordReadResult back = read(u"sgf", written);
        QVERIFY2(back.ok(), qPrintable(back.message()));
        QCOMPARE(back.record->mainLine()[0]->timeMs, -1);
        QCOMPARE(back.record->mainLine()[1]->timeMs, 0);
        QCOMPARE(back.record->mainLine()[2]->timeMs, 7);
    }

    void psqMoveOffTheBoardIsNamed()
    {
        const RecordReadResult r =
            read(u"psq", "Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n16,9,0\r\n-1\r\n");
        QVERIFY(!r.ok());
        // Said to be off the board (whose size is named), not "taken".
        QVERIFY2(r.error.contains(QStringLiteral("16,9")), qPrintable(r.error));
        QVERIFY2(r.error.contains(QStringLiteral("15x15")), qPrintable(r.error));
        QCOMPARE(r.errorLine, 3);
    }

    void psqWritesUnknownTimesAsZero()
    {
        Record record(game.id());
        RecordNode *n = record.addMove(record.root(), QStringLiteral("7,7"));
        n = record.addMove(n, QStringLiteral("8,8"));
        n->timeMs = 250;
        const QString text = QString::fromLatin1(game.recordFormatById(u"psq")->write(record).data);
        const QStringList lines = text.split(QStringLiteral("\r\n"));
        QVERIFY2(lines.contains(QStringLiteral("8,8,0")), qPrintable(text));
        QVERIFY2(lines.contains(QStringLiteral("9,9,250")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestGomokuRecordEdges)
#include "tst_gomokurecordedges.moc"
