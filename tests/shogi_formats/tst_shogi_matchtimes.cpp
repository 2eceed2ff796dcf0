// SPDX-License-Identifier: GPL-3.0-or-later
// A shogi match whose two engines have their own time controls (issue 29 items 8 and 14), run as
// a user runs it: kibitz-cli match writes KIF records whose header gives each side's control in
// KIF's words under ShogiHome's keys; each record, read back, gives every move the time the file
// shows and is written again byte for byte (Kibitz's own games, with their measured times); and
// kibitz-cli convert makes CSA V3.0 files with each side's $TIME+/$TIME- line. Expected lines by
// hand from the engines' words.
#include "core/record/recordformat.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;
using kibitz::test::runCli;

namespace {
QByteArray load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

QStringList linesStarting(const QString &text, const QStringList &starts)
{
    QStringList out;
    for (const QString &line : RecordFileText::splitLines(text))
        for (const QString &s : starts)
            if (line.startsWith(s)) out << line;
    return out;
}
} // namespace

class TestShogiMatchTimes : public QObject
{
    Q_OBJECT
    ShogiGame game;

private slots:
    void eachSidesControlInTheMatchRecords()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("records"));
        const auto run = runCli(
            {"match", "--game", "shogi", "--engine", "bundled name=Slow tc=10+1", "--engine",
             "bundled name=Quick movetime=100", "--games", "2", "--maxmoves", "12", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList kifs = QDir(out).entryList({QStringLiteral("game-*.kif")}, QDir::Files);
        QCOMPARE(kifs.size(), 2);
        const QStringList slow{"先手持ち時間：10秒、秒読み1秒", "後手持ち時間：なし、秒読み0.1秒"};
        const QStringList quick{"先手持ち時間：なし、秒読み0.1秒", "後手持ち時間：10秒、秒読み1秒"};
        static const QRegularExpression timeRe(
            QStringLiteral("^\\s*\\d+\\s.*\\(\\s*(\\d+):(\\d+)/\\d+:\\d+:\\d+\\)"));
        QStringList blacks;
        for (const QString &name : kifs) {
            const QByteArray data = load(QDir(out).filePath(name));
            const QString text = RecordFileText::decode(data);
            const QStringList black = linesStarting(text, {QStringLiteral("先手：")});
            QCOMPARE(black.size(), 1);
            blacks << black.first();
            QCOMPARE(linesStarting(
                         text, {QStringLiteral("先手持ち時間"), QStringLiteral("後手持ち時間")}),
                     black.first() == QStringLiteral("先手：Slow") ? slow : quick);
            // Each move takes the time the file shows; the file comes back byte for byte.
            const RecordFormat *kif = game.recordFormatForFile(name);
            const RecordReadResult r = kif->read(data);
            QVERIFY2(r.ok(), qPrintable(r.message()));
            QList<qint64> shown, read;
            for (const QString &line : RecordFileText::splitLines(text))
                if (const auto m = timeRe.match(line); m.hasMatch())
                    shown << (m.captured(1).toLongLong() * 60 + m.captured(2).toInt()) * 1000;
            for (const RecordNode *n : r.record->mainLine())
                read << n->timeMs;
            QCOMPARE(read, shown.mid(0, read.size()));
            QCOMPARE(read.size(), 12);
            QCOMPARE(kif->write(*r.record).data, data);
        }
        blacks.sort();
        QCOMPARE(blacks, (QStringList{"先手：Quick", "先手：Slow"}));

        // The folder to CSA V2.2, each file to V3.0 (which converts single files only): the
        // per-side lines are the same in both, as tsshogi writes them.
        const QString csa = dir.filePath(QStringLiteral("csa"));
        const auto converted = runCli({"convert", "--in", out, "--out", csa, "--format", "csa"});
        QVERIFY2(converted.exitCode == 0, qPrintable(converted.err));
        for (const QString &name : kifs) {
            const QString base = QString(name).replace(QStringLiteral(".kif"), QString());
            const QString v3 = dir.filePath(base + QStringLiteral("-v3.csa"));
            const auto single = runCli(
                {"convert", "--in", QDir(out).filePath(name), "--out", v3, "--format", "csa3"});
            QVERIFY2(single.exitCode == 0, qPrintable(single.err));
            for (const QString &path : {QDir(csa).filePath(base + QStringLiteral(".csa")), v3}) {
                const QString text = RecordFileText::decode(load(path));
                const QStringList expected = text.contains(QStringLiteral("N+Slow"))
                                                 ? QStringList{"$TIME+:10+1+0", "$TIME-:0+0.1+0"}
                                                 : QStringList{"$TIME+:0+0.1+0", "$TIME-:10+1+0"};
                QCOMPARE(linesStarting(text, {QStringLiteral("$TIME")}), expected);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestShogiMatchTimes)
#include "tst_shogi_matchtimes.moc"
