// SPDX-License-Identifier: GPL-3.0-or-later
// Move times read from KIF and JKF (issues 14 item 5, 29 item 14): each move takes the time the
// file shows ("0:00" is 0 s, "0:09" is 9 s, as ShogiHome reads them) and each side's running
// total is kept as the file shows it and written back as read, so a record another program wrote
// comes back byte for byte even where its total runs a second ahead of the shown times; Kibitz's
// own games write times and totals cut apart, as ShogiHome writes its own. The expected times
// come from the files' text (parsed here with a regular expression), the CSA server's log of the
// same game, or by hand.
#include "core/record/recordformat.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {
const QString dataDir = QStringLiteral(SHARED_DATA_DIR "/shogi");

QByteArray load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

QStringList filesUnder(const QString &dir, const QStringList &patterns)
{
    QStringList out;
    QDirIterator it(dir, patterns, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    out.sort();
    return out;
}

// What the move list shows for a time (displaytext::seconds: tenths, rounded).
QString shown(qint64 ms)
{
    return QString::number(ms / 1000.0, 'f', 1);
}

struct Shown
{
    int ply;
    qint64 moveMs;
    qint64 totalMs;
};

// The main line's "( m:ss/hh:mm:ss)" of a KIF text, up to its first variation.
QList<Shown> kifTimes(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*(\\d+)\\s.*\\(\\s*(\\d+):(\\d+)/(\\d+):(\\d+):(\\d+)\\)"));
    QList<Shown> out;
    for (const QString &line : RecordFileText::splitLines(text)) {
        if (line.startsWith(QStringLiteral("変化"))) break;
        const auto m = re.match(line);
        if (!m.hasMatch()) continue;
        out << Shown{m.captured(1).toInt(),
                     (m.captured(2).toLongLong() * 60 + m.captured(3).toInt()) * 1000,
                     ((m.captured(4).toLongLong() * 60 + m.captured(5).toInt()) * 60 +
                      m.captured(6).toInt()) *
                         1000};
    }
    return out;
}

// JKF's "time" of each main-line move: now and total.
QList<Shown> jkfTimes(const QByteArray &json)
{
    QList<Shown> out;
    const QJsonArray moves =
        QJsonDocument::fromJson(json).object()[QStringLiteral("moves")].toArray();
    for (int ply = 1; ply < moves.size(); ++ply) {
        const QJsonObject t = moves[ply].toObject()[QStringLiteral("time")].toObject();
        if (t.isEmpty()) continue;
        const QJsonObject now = t[QStringLiteral("now")].toObject();
        const QJsonObject total = t[QStringLiteral("total")].toObject();
        out << Shown{
            ply,
            (now[QStringLiteral("m")].toInt() * 60LL + now[QStringLiteral("s")].toInt()) * 1000,
            ((total[QStringLiteral("h")].toInt() * 60LL + total[QStringLiteral("m")].toInt()) * 60 +
             total[QStringLiteral("s")].toInt()) *
                1000};
    }
    return out;
}
} // namespace

class TestShogiMoveTimes : public QObject
{
    Q_OBJECT
    ShogiGame game;

    const RecordFormat *fmt(const char *id)
    {
        return game.recordFormatById(QString::fromLatin1(id));
    }

    // Each main-line move of `record` takes the time the file shows (0:09 is 9 s, 0:00 is 0) and
    // keeps its side's running total as the file shows it. An empty string when all agree, else
    // what does not; `zeros` counts the moves shown as 0:00.
    static QString disagreement(const Record &record, const QList<Shown> &file, int &zeros)
    {
        const QList<RecordNode *> line = record.mainLine();
        for (const Shown &s : file) {
            if (s.ply > line.size()) continue; // the ending (投了 …) is no move of the record
            const RecordNode *n = line[s.ply - 1];
            if (n->timeMs != s.moveMs)
                return QStringLiteral("move %1 takes %2 s where the file says %3 s")
                    .arg(s.ply)
                    .arg(shown(n->timeMs))
                    .arg(s.moveMs / 1000);
            if (s.moveMs == 0) ++zeros;
            if (n->totalMs != s.totalMs)
                return QStringLiteral("move %1: total %2 ms where the file says %3 s")
                    .arg(s.ply)
                    .arg(n->totalMs)
                    .arg(s.totalMs / 1000);
        }
        return {};
    }

    // What a format writes, its CRLF line ends made LF as in the texts here.
    QByteArray written(const char *id, const Record &record)
    {
        return fmt(id)->write(record).data.replace("\r\n", "\n");
    }

private slots:
    // Every real KIF: ShogiHome's games against a CSA server, its conversions and analyses.
    void realKifFiles()
    {
        int files = 0, zeros = 0, carried = 0;
        for (const QString &path : filesUnder(dataDir, {"*.kif", "*.kifu"})) {
            const QByteArray data = load(path);
            const RecordReadResult r = game.recordFormatForFile(path)->read(data);
            QVERIFY2(r.ok(), qPrintable(path + r.message()));
            const QList<Shown> file = kifTimes(RecordFileText::decode(data));
            const QString wrong = disagreement(*r.record, file, zeros);
            QVERIFY2(wrong.isEmpty(), qPrintable(path + QStringLiteral(": ") + wrong));
            // Moves whose side's total ran ahead of its shown times (a carried fraction).
            qint64 shownSums[2] = {0, 0};
            for (const Shown &s : file) {
                shownSums[(s.ply - 1) % 2] += s.moveMs;
                if (shownSums[(s.ply - 1) % 2] != s.totalMs) ++carried;
                shownSums[(s.ply - 1) % 2] = s.totalMs;
            }
            ++files;
        }
        qInfo("%d files, %d moves shown as 0:00, %d totals ahead of the shown times", files, zeros,
              carried);
        QVERIFY(files >= 40);
        QVERIFY(zeros >= 250);
        QVERIFY(carried >= 1);
    }

    // usi-csa-bridge game 32: the server's log has each move's time in fractions of a second;
    // the record shows them cut to seconds, and Black's total (10.375 s cut to 10) runs a second
    // ahead of its shown moves (3 + 4 + 2 s). Each move reads as shown, the totals as shown, and
    // the file comes back byte for byte.
    void carriedFractionAgainstTheServerLog()
    {
        const QString dir = dataDir + QStringLiteral("/shogihome/usi-csa-bridge/32/");
        QList<qint64> truth;
        static const QRegularExpression sent(QStringLiteral("^send:[+-]\\d{4}[A-Z]{2},T([\\d.]+)"));
        for (const QString &line :
             QString::fromUtf8(load(dir + QStringLiteral("csa.log"))).split(u'\n')) {
            const auto m = sent.match(line);
            if (m.hasMatch()) truth << qRound64(m.captured(1).toDouble() * 1000);
        }
        QCOMPARE(truth, (QList<qint64>{3500, 2250, 4125, 1000, 2750, 1500}));
        const QByteArray data = load(dir + QStringLiteral("record.kifu"));
        const RecordReadResult r = fmt("kifu")->read(data);
        QVERIFY(r.ok());
        QList<qint64> times, totals;
        for (const RecordNode *n : r.record->mainLine()) {
            times << n->timeMs;
            totals << n->totalMs;
        }
        // The server's times cut to seconds; the totals as the file shows them (by hand).
        QList<qint64> cut;
        for (qint64 t : truth)
            cut << t / 1000 * 1000;
        QCOMPARE(times, cut);
        QCOMPARE(times, (QList<qint64>{3000, 2000, 4000, 1000, 2000, 1000}));
        QCOMPARE(totals, (QList<qint64>{3000, 2000, 7000, 3000, 10000, 4000}));
        QCOMPARE(written("kifu", *r.record), QByteArray(data).replace("\r\n", "\n"));
    }

    // tsshogi's JKF samples: 0:00 moves and long thinks with totals.
    void realJkfFiles()
    {
        int zeros = 0, moves = 0;
        for (const QString &path :
             filesUnder(dataDir + QStringLiteral("/tsshogi-jkf"), {"*.jkf"})) {
            const QByteArray data = load(path);
            const RecordReadResult r = fmt("jkf")->read(data);
            QVERIFY2(r.ok(), qPrintable(path + r.message()));
            const QList<Shown> file = jkfTimes(data);
            const QString wrong = disagreement(*r.record, file, zeros);
            QVERIFY2(wrong.isEmpty(), qPrintable(path + QStringLiteral(": ") + wrong));
            moves += file.size();
        }
        QVERIFY(zeros >= 100);
        QVERIFY(moves >= 110);
    }

    // By hand: 0:00 reads as 0 and 0:09 as 9 s whatever the totals say; the totals, as read,
    // come back as written, in a variation too, and so do totals edited by hand that contradict
    // the moves before them.
    void shownTimesAndTotalsAsRead()
    {
        const QByteArray kif = "手合割：平手\n手数----指手---------消費時間--\n"
                               "   1 ７六歩(77)   ( 0:00/00:00:00)\n"
                               "   2 ３四歩(33)   ( 0:09/00:00:09)\n"
                               "   3 ２六歩(27)   ( 0:00/00:00:01)+\n"
                               "   4 ８四歩(83)   ( 0:09/00:00:19)\n"
                               "   5 ２五歩(26)   ( 0:05/00:01:00)\n"
                               "\n変化：3手\n"
                               "   3 ６八飛(28)   ( 0:00/00:00:01)\n";
        for (const char *id : {"kifu", "kif"}) {
            const RecordReadResult r = fmt(id)->read(kif);
            QVERIFY2(r.ok(), qPrintable(r.message()));
            QList<qint64> times, totals;
            for (const RecordNode *n : r.record->mainLine()) {
                times << n->timeMs;
                totals << n->totalMs;
            }
            QCOMPARE(times, (QList<qint64>{0, 9000, 0, 9000, 5000}));
            QCOMPARE(totals, (QList<qint64>{0, 9000, 1000, 19000, 60000}));
            const RecordNode *fork = r.record->mainLine()[1]->children[1].get();
            QCOMPARE(fork->move, QStringLiteral("2h6h"));
            QCOMPARE(fork->timeMs, 0);
            QCOMPARE(fork->totalMs, 1000);
            QCOMPARE(written("kifu", *r.record), kif);
        }
    }

    // Kibitz's own game: milliseconds measured by its clock are written as ShogiHome writes
    // its own, each move's time and each side's total cut to seconds apart (Black: 3.5 + 4.6 +
    // 2.9 s shows 3 + 4 + 2 s and a total of 11 s); read back, each move takes its shown time and
    // the totals are written again as they were. Expected text by hand.
    void ownGameWrittenAndReadBack()
    {
        Record record(QStringLiteral("shogi"));
        RecordNode *n = record.root();
        const QList<std::pair<const char *, qint64>> moves{
            {"2g2f", 3500}, {"8c8d", 999}, {"2f2e", 4600}, {"8d8e", 1001}, {"6i7h", 2900}};
        for (const auto &[move, ms] : moves) {
            n = record.addMove(n, QString::fromLatin1(move));
            n->timeMs = ms;
        }
        record.setResult(GameResult::win(0, EndReason::Resignation)); // White resigns
        const QByteArray kif = "手合割：平手\n手数----指手---------消費時間--\n"
                               "   1 ２六歩(27)   ( 0:03/00:00:03)\n"
                               "   2 ８四歩(83)   ( 0:00/00:00:00)\n"
                               "   3 ２五歩(26)   ( 0:04/00:00:08)\n"
                               "   4 ８五歩(84)   ( 0:01/00:00:02)\n"
                               "   5 ７八金(69)   ( 0:02/00:00:11)\n"
                               "   6 投了         ( 0:00/00:00:02)\n";
        QCOMPARE(RecordFileText::decode(written("kifu", record)), QString::fromUtf8(kif));
        const RecordReadResult back = fmt("kifu")->read(kif);
        QVERIFY2(back.ok(), qPrintable(back.message()));
        QList<qint64> times;
        for (const RecordNode *m : back.record->mainLine())
            times << m->timeMs;
        QCOMPARE(times, (QList<qint64>{3000, 0, 4000, 1000, 2000}));
        QCOMPARE(written("kifu", *back.record), kif);
        // JKF the same way: tsshogi's now/total, cut apart, and back.
        const QByteArray jkf = written("jkf", record);
        const RecordReadResult viaJkf = fmt("jkf")->read(jkf);
        QVERIFY2(viaJkf.ok(), qPrintable(viaJkf.message()));
        int zeros = 0;
        QCOMPARE(disagreement(*viaJkf.record, jkfTimes(jkf), zeros), QString());
        QCOMPARE(jkfTimes(jkf).value(4).totalMs, 11000); // move 5, Black's
        QCOMPARE(written("jkf", *viaJkf.record), jkf);
    }

    // A JKF of 0:00 moves with zero totals (what tsshogi writes for an untimed game).
    void jkfZeroTimes()
    {
        const QByteArray jkf =
            R"({"header":{},"moves":[{},)"
            R"({"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"color":0,"piece":"FU"},)"
            R"("time":{"now":{"m":0,"s":0},"total":{"h":0,"m":0,"s":0}}},)"
            R"({"move":{"from":{"x":3,"y":3},"to":{"x":3,"y":4},"color":1,"piece":"FU"},)"
            R"("time":{"now":{"m":0,"s":0},"total":{"h":0,"m":0,"s":0}}}]})";
        const RecordReadResult r = fmt("jkf")->read(jkf);
        QVERIFY2(r.ok(), qPrintable(r.message()));
        QCOMPARE(r.record->mainLine().size(), 2);
        QCOMPARE(r.record->mainLine()[0]->timeMs, 0);
        QCOMPARE(r.record->mainLine()[1]->timeMs, 0);
    }
};

QTEST_GUILESS_MAIN(TestShogiMoveTimes)
#include "tst_shogi_movetimes.moc"
