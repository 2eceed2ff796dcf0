// SPDX-License-Identifier: GPL-3.0-or-later
// The time control in a KIF header (issue 29 items 8 and 14): a record's control is written in
// KIF's own words (持ち時間：各10分, 秒読み：30秒, Kakinoki's keys), each side's own under
// ShogiHome's keys 先手持ち時間/後手持ち時間; what another program wrote (ShogiHome's "60+0+5", a
// CSA server's "10:00+10") is kept as written. Real files are ShogiHome's games against
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

    // What another program wrote is written back as written: ShogiHome's per-side keys and its
    // "60+0+5", a CSA server's "10:00+10".
    void otherProgramsWordsKept_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("lines");
        QTest::addRow("16") << "16"
                            << QStringList{"先手持ち時間：600+0+10", "後手持ち時間：600+30+0"};
        QTest::addRow("17") << "17" << QStringList{"持ち時間：60+0+5"};
        QTest::addRow("14") << "14" << QStringList{"持ち時間：10:00+10"};
    }

    void otherProgramsWordsKept()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, lines);
        const QByteArray data = load(bridgeDir + game + QStringLiteral("/record.kifu"));
        QCOMPARE(headerLines(RecordFileText::decode(data)), lines);
        const RecordReadResult r = this->game.recordFormatById(QStringLiteral("kifu"))->read(data);
        QVERIFY2(r.ok(), qPrintable(r.message()));
        QCOMPARE(headerLines(writeKif(*r.record)), lines);
    }
};

QTEST_GUILESS_MAIN(TestKifTimeControl)
#include "tst_shogi_kiftimecontrol.moc"
