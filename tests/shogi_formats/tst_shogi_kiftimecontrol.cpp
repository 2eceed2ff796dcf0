// The time control in a KIF header (issue 29 items 8 and 14): a record's control is written in
// KIF's own words (持ち時間：各10分, 秒読み：30秒, Kakinoki's keys), each side's own under
// ShogiHome's keys 先手持ち時間/後手持ち時間; what another program wrote that is no control Kibitz
// reads (a CSA server's "10:00+10") is kept as written. Real files are ShogiHome's games against
// a CSA server (usi-csa-bridge/14, 16 and 17).
#include "core/record/record.h"
#include "core/record/recordformat.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"

#include <QFile>
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

// The header lines of a KIF text, up to the moves.
QStringList headerLines(const QString &text)
{
    QStringList out;
    for (const QString &line : RecordFileText::splitLines(text)) {
        if (line.startsWith(QStringLiteral("手数"))) break;
        if (line.contains(QStringLiteral("時間")) || line.startsWith(QStringLiteral("秒読み")))
            out << line;
    }
    return out;
}
} // namespace

class TestKifTimeControl : public QObject
{
    Q_OBJECT
    ShogiGame game;

    QString writeKif(const Record &record)
    {
        const RecordWriteResult w = game.recordFormatById(QStringLiteral("kifu"))->write(record);
        return QString::fromUtf8(w.data);
    }

private slots:
    void recordsControlInKifWords_data()
    {
        QTest::addColumn<QString>("tc");
        QTest::addColumn<QStringList>("lines");
        QTest::addRow("byoyomi") << "600+30" << QStringList{"持ち時間：各10分", "秒読み：30秒"};
        QTest::addRow("sudden death") << "5400" << QStringList{"持ち時間：各1時間30分"};
        QTest::addRow("increment")
            << "90+0+5" << QStringList{"持ち時間：各1分30秒（1手ごとに5秒加算）"};
        QTest::addRow("fixed time per move")
            << "movetime=1000" << QStringList{"持ち時間：なし", "秒読み：1秒"};
        QTest::addRow("half a second a move")
            << "movetime=500" << QStringList{"持ち時間：なし", "秒読み：0.5秒"};
        QTest::addRow("byoyomi only") << "0+10" << QStringList{"持ち時間：なし", "秒読み：10秒"};
    }

    void recordsControlInKifWords()
    {
        QFETCH(QString, tc);
        QFETCH(QStringList, lines);
        Record record(QStringLiteral("shogi"));
        record.setHeader(header::TimeControl, tc);
        QCOMPARE(headerLines(writeKif(record)), lines);
    }

    // Each side its own, as a game of a person untimed against an engine on 1 s a move.
    void eachSidesOwnControl()
    {
        Record record(QStringLiteral("shogi"));
        record.setHeader(header::timeControl(0), QStringLiteral("0+0+0"));
        record.setHeader(header::timeControl(1), QStringLiteral("movetime=1000"));
        QCOMPARE(headerLines(writeKif(record)),
                 (QStringList{"先手持ち時間：無制限", "後手持ち時間：なし、秒読み1秒"}));
    }

    // ShogiHome's per-side game: its keys are read as the sides' own and written in words; what
    // Kibitz wrote reads back and writes again the same.
    void shogiHomesSidesRoundTrip()
    {
        const RecordReadResult r = game.recordFormatById(QStringLiteral("kifu"))
                                       ->read(load(bridgeDir + QStringLiteral("16/record.kifu")));
        QVERIFY2(r.ok(), qPrintable(r.message()));
        QCOMPARE(r.record->headerValue(header::timeControl(0)), QStringLiteral("600+0+10"));
        QCOMPARE(r.record->headerValue(header::timeControl(1)), QStringLiteral("600+30+0"));
        const QString written = writeKif(*r.record);
        const QStringList expected{"先手持ち時間：10分（1手ごとに10秒加算）",
                                   "後手持ち時間：10分、秒読み30秒"};
        QCOMPARE(headerLines(written), expected);
        const RecordReadResult again =
            game.recordFormatById(QStringLiteral("kifu"))->read(written.toUtf8());
        QVERIFY2(again.ok(), qPrintable(again.message()));
        QCOMPARE(headerLines(writeKif(*again.record)), expected);
    }

    // One control for both: ShogiHome's "60+0+5" in words; a CSA server's "10:00+10" as written.
    void shogiHomesSharedControl()
    {
        const RecordFormat *kifu = game.recordFormatById(QStringLiteral("kifu"));
        const RecordReadResult words =
            kifu->read(load(bridgeDir + QStringLiteral("17/record.kifu")));
        QVERIFY2(words.ok(), qPrintable(words.message()));
        QCOMPARE(headerLines(writeKif(*words.record)),
                 QStringList{"持ち時間：各1分（1手ごとに5秒加算）"});
        const RecordReadResult kept =
            kifu->read(load(bridgeDir + QStringLiteral("14/record.kifu")));
        QVERIFY2(kept.ok(), qPrintable(kept.message()));
        QCOMPARE(headerLines(writeKif(*kept.record)), QStringList{"持ち時間：10:00+10"});
    }
};

QTEST_GUILESS_MAIN(TestKifTimeControl)
#include "tst_shogi_kiftimecontrol.moc"
