// SPDX-License-Identifier: GPL-3.0-or-later
// Move times read from KIF and JKF (issue 14 item 5): a move the file shows as 0:00 reads as 0
// (the move list shows "0.0", not "1.0"), every move shows as the file shows it, and each side's
// running total still shows as the file's total. The expected times come from the files' text
// (parsed here with a regular expression), the CSA server's log of the same game, or by hand.
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

    // Each move of `record` shows as the file shows it (a move of s seconds as s.0 to s.9) and
    // each side's running total, cut to whole seconds, is the file's total. An empty string when
    // all agree, else what does not; `zeros` counts the moves shown as 0:00.
    static QString disagreement(const Record &record, const QList<Shown> &file, int &zeros)
    {
        const QList<RecordNode *> line = record.mainLine();
        qint64 sums[2] = {0, 0};
        for (const Shown &s : file) {
            if (s.ply > line.size()) continue; // the ending (投了 …) is no move of the record
            const qint64 ms = line[s.ply - 1]->timeMs;
            const qint64 tenths = qRound64(ms / 100.0);
            if (tenths < s.moveMs / 100 || tenths > s.moveMs / 100 + 9)
                return QStringLiteral("move %1 shows %2 s where the file says %3 s")
                    .arg(s.ply)
                    .arg(shown(ms))
                    .arg(s.moveMs / 1000);
            if (s.moveMs == 0) ++zeros;
            qint64 &sum = sums[(s.ply - 1) % 2];
            sum += ms;
            if (sum / 1000 * 1000 != s.totalMs)
                return QStringLiteral("move %1: total %2 ms where the file says %3 s")
                    .arg(s.ply)
                    .arg(sum)
                    .arg(s.totalMs / 1000);
        }
        return {};
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
    // the record shows them cut to seconds, and one side's total runs a second ahead.
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
        int zeros = 0;
        const QString wrong =
            disagreement(*r.record, kifTimes(RecordFileText::decode(data)), zeros);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        const QList<RecordNode *> line = r.record->mainLine();
        QCOMPARE(line.size(), truth.size());
        for (int i = 0; i < truth.size(); ++i)
            QVERIFY2(qAbs(line[i]->timeMs - truth[i]) < 1000, qPrintable(QString::number(i)));
        // Black's 10.375 s in all shows as 10 s from shown moves of 3 + 4 + 2 s: the extra second
        // is spread, so that no move shows a second more than the file says.
        qint64 black = 0;
        for (int i = 0; i < truth.size(); i += 2)
            black += line[i]->timeMs;
        QCOMPARE(black / 1000, 10);
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

    // By hand: two 0:00 moves whose side's total shows 1 s took at least a second together and
    // each under a second: half a second each is the even split. A variation continues its
    // line's totals at the fork (from 0.5 s, its 0:00 move reaching 1 s took 0.5 s).
    void carriedFractionsAndVariations()
    {
        const QByteArray kif = "手合割：平手\n手数----指手---------消費時間--\n"
                               "   1 ７六歩(77)   ( 0:00/00:00:00)\n"
                               "   2 ３四歩(33)   ( 0:00/00:00:00)\n"
                               "   3 ２六歩(27)   ( 0:00/00:00:01)\n"
                               "   4 ８四歩(83)   ( 0:00/00:00:00)\n"
                               "\n変化：3手\n"
                               "   3 ６八飛(28)   ( 0:00/00:00:01)\n";
        for (const char *id : {"kifu", "kif"}) {
            const RecordReadResult r = fmt(id)->read(kif);
            QVERIFY2(r.ok(), qPrintable(r.message()));
            const QList<RecordNode *> line = r.record->mainLine();
            QCOMPARE(line.size(), 4);
            QCOMPARE(line[0]->timeMs, 500);
            QCOMPARE(line[1]->timeMs, 0);
            QCOMPARE(line[2]->timeMs, 500);
            QCOMPARE(line[3]->timeMs, 0);
            QCOMPARE(line[1]->children.size(), size_t(2));
            QCOMPARE(line[1]->children[1]->move, QStringLiteral("2h6h"));
            QCOMPARE(line[1]->children[1]->timeMs, 500);
        }
        // Totals that contradict the moves before them (edited by hand) count afresh.
        const RecordReadResult odd =
            fmt("kifu")->read("手合割：平手\n手数----指手---------消費時間--\n"
                              "   1 ７六歩(77)   ( 0:05/00:00:05)\n"
                              "   2 ３四歩(33)   ( 0:00/00:00:00)\n"
                              "   3 ２六歩(27)   ( 0:02/00:00:01)\n"
                              "   4 ８四歩(83)   ( 0:00/00:00:00)\n"
                              "   5 ２五歩(26)   ( 0:03/00:01:00)\n");
        QVERIFY2(odd.ok(), qPrintable(odd.message()));
        QList<qint64> times;
        for (const RecordNode *n : odd.record->mainLine())
            times << n->timeMs;
        QCOMPARE(times, (QList<qint64>{5000, 0, 2000, 0, 3000}));
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
