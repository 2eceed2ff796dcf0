// SPDX-License-Identifier: GPL-3.0-or-later
// The time control in a CSA file (issue 29 items 8 and 14): V3.0's $TIME:BASE+BYOYOMI+INCREMENT
// in seconds, $TIME+:/$TIME-: when the sides' differ, V2.2's $TIME_LIMIT:HH:MM+SS where it can
// hold the control, written from Kibitz's own headers and from the KIF headers of a file read
// (KIF's words, ShogiHome's "600+0+10", a server's "10:00+10"). Expected lines by hand, from the
// CSA V3.0 and V2.2 specifications' forms as tsshogi's src/csa.ts reads and writes them (its
// timeRegExpV2 and timeRegExpV3, restated below). Real files: ShogiHome's games 14, 16, 17.
#include "core/record/record.h"
#include "core/record/recordformat.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {
const QString bridgeDir = QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge/");

QByteArray load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

// The time lines of a CSA text.
QStringList timeLines(const QByteArray &csa)
{
    QStringList out;
    for (const QString &line : RecordFileText::splitLines(RecordFileText::decode(csa)))
        if (line.startsWith(QStringLiteral("$TIME"))) out << line;
    return out;
}

// What tsshogi takes for a time control (src/csa.ts): "$TIME_LIMIT:" with HH:MM+SS, "$TIME:",
// "$TIME+:" and "$TIME-:" with three numbers.
bool tsshogiReads(const QString &line)
{
    static const QRegularExpression v2(QStringLiteral("^\\$TIME_LIMIT:[0-9]+:[0-9]{2}\\+[0-9]+$"));
    static const QRegularExpression v3(
        QStringLiteral("^\\$TIME[+-]?:[0-9.]+\\+[0-9.]+\\+[0-9.]+$"));
    return v2.match(line).hasMatch() || v3.match(line).hasMatch();
}
} // namespace

class TestCsaTimeControl : public QObject
{
    Q_OBJECT
    ShogiGame game;

    QByteArray write(const char *id, const Record &record)
    {
        return game.recordFormatById(QString::fromLatin1(id))->write(record).data;
    }

private slots:
    void sharedControl_data()
    {
        QTest::addColumn<QString>("tc");
        QTest::addColumn<QString>("v3");
        QTest::addColumn<QString>("v22");
        QTest::addRow("byoyomi") << "600+30"
                                 << "$TIME:600+30+0"
                                 << "$TIME_LIMIT:00:10+30";
        QTest::addRow("hours") << "5400"
                               << "$TIME:5400+0+0"
                               << "$TIME_LIMIT:01:30+00";
        // V2.2 holds no increment nor seconds of main time: V3.0's line, as tsshogi writes.
        QTest::addRow("increment") << "90+0+5"
                                   << "$TIME:90+0+5"
                                   << "$TIME:90+0+5";
        QTest::addRow("fixed time per move") << "movetime=1000"
                                             << "$TIME:0+1+0"
                                             << "$TIME_LIMIT:00:00+01";
        QTest::addRow("half a second a move") << "movetime=500"
                                              << "$TIME:0+0.5+0"
                                              << "$TIME:0+0.5+0";
    }

    void sharedControl()
    {
        QFETCH(QString, tc);
        QFETCH(QString, v3);
        QFETCH(QString, v22);
        Record record(QStringLiteral("shogi"));
        record.setHeader(header::TimeControl, tc);
        QCOMPARE(timeLines(write("csa3", record)), QStringList{v3});
        QCOMPARE(timeLines(write("csa", record)), QStringList{v22});
        QVERIFY(tsshogiReads(v3) && tsshogiReads(v22));
    }

    // Each side its own (a person untimed against an engine on 1 s a move): $TIME+ and $TIME-,
    // in both versions (V2.2 has no per-side line; tsshogi writes these in either).
    void eachSidesOwnControl()
    {
        Record record(QStringLiteral("shogi"));
        record.setHeader(header::timeControl(0), QStringLiteral("0+0+0"));
        record.setHeader(header::timeControl(1), QStringLiteral("movetime=1000"));
        const QStringList lines{"$TIME+:0+0+0", "$TIME-:0+1+0"};
        QCOMPARE(timeLines(write("csa3", record)), lines);
        QCOMPARE(timeLines(write("csa", record)), lines);
        for (const QString &l : lines)
            QVERIFY(tsshogiReads(l));
        // Read back by Kibitz, written again the same (kept as read: "$TIME+" …).
        const RecordReadResult back =
            game.recordFormatById(QStringLiteral("csa3"))->read(write("csa3", record));
        QVERIFY2(back.ok(), qPrintable(back.message()));
        QCOMPARE(timeLines(write("csa3", *back.record)), lines);
    }

    // KIF headers as read from files: Kibitz's words, ShogiHome's and a server's forms.
    void fromKifHeaders_data()
    {
        QTest::addColumn<QByteArray>("kif");
        QTest::addColumn<QStringList>("v3");
        QTest::addRow("shared words")
            << QByteArray("持ち時間：各10分\n秒読み：30秒\n") << QStringList{"$TIME:600+30+0"};
        QTest::addRow("increment words") << QByteArray("持ち時間：各1分30秒（1手ごとに5秒加算）\n")
                                         << QStringList{"$TIME:90+0+5"};
        QTest::addRow("per side words")
            << QByteArray("先手持ち時間：無制限\n後手持ち時間：なし、秒読み0.5秒\n")
            << QStringList{"$TIME+:0+0+0", "$TIME-:0+0.5+0"};
        QTest::addRow("per side with time")
            << QByteArray(
                   "先手持ち時間：1時間、秒読み1分\n後手持ち時間：10分（1手ごとに10秒加算）\n")
            << QStringList{"$TIME+:3600+60+0", "$TIME-:600+0+10"};
        QTest::addRow("words Kibitz does not write")
            << QByteArray("持ち時間：30分+30秒\n") << QStringList{};
    }

    void fromKifHeaders()
    {
        QFETCH(QByteArray, kif);
        QFETCH(QStringList, v3);
        const RecordReadResult r =
            game.recordFormatById(QStringLiteral("kifu"))->read(kif + "手合割：平手\n");
        QVERIFY2(r.ok(), qPrintable(r.message()));
        QCOMPARE(timeLines(write("csa3", *r.record)), v3);
    }

    // ShogiHome's games: per side "600+0+10"/"600+30+0" (16), shared "60+0+5" (17) and a CSA
    // server's "10:00+10" (14), written as tsshogi writes them.
    void shogiHomeFiles_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("lines");
        QTest::addRow("16") << "16" << QStringList{"$TIME+:600+0+10", "$TIME-:600+30+0"};
        QTest::addRow("17") << "17" << QStringList{"$TIME:60+0+5"};
        QTest::addRow("14") << "14" << QStringList{"$TIME_LIMIT:10:00+10"};
    }

    void shogiHomeFiles()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, lines);
        const RecordReadResult r =
            this->game.recordFormatById(QStringLiteral("kifu"))
                ->read(load(bridgeDir + game + QStringLiteral("/record.kifu")));
        QVERIFY2(r.ok(), qPrintable(r.message()));
        QCOMPARE(timeLines(write("csa3", *r.record)), lines);
        for (const QString &l : lines)
            QVERIFY(tsshogiReads(l));
    }
};

QTEST_GUILESS_MAIN(TestCsaTimeControl)
#include "tst_shogi_csatimecontrol.moc"
