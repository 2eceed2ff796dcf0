// SPDX-License-Identifier: GPL-3.0-or-later
// The running totals written for moves inside variations (issue 32): a variation's move adds its
// time to its side's total as it stood where the variation leaves its parent line, not to the
// main line's total at its end nor to nothing; a variation inside a variation likewise. Checked
// in KIF's "( m:ss/hh:mm:ss)" and JKF's time objects. Every expected total is summed by hand below.
#include "core/record/recordformat.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {
// A line of moves "ply:m:ss/total seconds", one string per move, for comparing as sets.
QString entry(int ply, qint64 moveS, qint64 totalS)
{
    return QStringLiteral("%1:%2/%3").arg(ply).arg(moveS).arg(totalS);
}

// Kibitz's own game (times measured, no totals read from a file), with variations:
//   main       1 2g2f 3.5 s   2 8c8d 0.999 s   3 2f2e 4.6 s   4 8d8e 1.001 s   5 6i7h 2.9 s
//   at ply 3   3 7g7f 2.0 s   4 3c3d 7.0 s     5 8h2b+ 1.0 s
//     at ply 4 (inside it)    4 4a3b 0.5 s
//   at ply 4   4 4a3b 2.5 s
Record gameWithVariations()
{
    Record record(QStringLiteral("shogi"));
    auto add = [&record](RecordNode *parent, const char *move, qint64 ms) {
        RecordNode *n = record.addMove(parent, QString::fromLatin1(move));
        n->timeMs = ms;
        return n;
    };
    RecordNode *m1 = add(record.root(), "2g2f", 3500);
    RecordNode *m2 = add(m1, "8c8d", 999);
    RecordNode *m3 = add(m2, "2f2e", 4600);
    RecordNode *m4 = add(m3, "8d8e", 1001);
    add(m4, "6i7h", 2900);
    RecordNode *v3 = add(m2, "7g7f", 2000);
    RecordNode *v4 = add(v3, "3c3d", 7000);
    add(v4, "8h2b+", 1000);
    add(v3, "4a3b", 500);
    add(m3, "4a3b", 2500);
    return record;
}

// By hand, in whole seconds as written (each time and each total cut to seconds apart).
// Sente: main 3.5, 8.1, 11.0; the ply-3 variation from 3.5: 5.5, then 6.5.
// Gote: main 0.999, 2.0; the ply-3 variation from 0.999: 7.999, its inner one 1.499;
// the ply-4 variation from 0.999: 3.499.
const QStringList expectedMain{entry(1, 3, 3), entry(2, 0, 0), entry(3, 4, 8), entry(4, 1, 2),
                               entry(5, 2, 11)};
const QStringList expectedVariations{
    entry(3, 2, 5) + u' ' + entry(4, 7, 7) + u' ' + entry(5, 1, 6), // at ply 3
    entry(4, 0, 1),                                                 // inside it, at ply 4
    entry(4, 2, 3),                                                 // at ply 4
};

// KIF: the main line, and each variation's moves joined, from the "( m:ss/hh:mm:ss)" columns.
std::pair<QStringList, QStringList> kifLines(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*(\\d+)\\s.*\\(\\s*(\\d+):(\\d+)/(\\d+):(\\d+):(\\d+)\\)"));
    QStringList main, variations;
    QStringList *current = &main;
    QStringList variation;
    for (const QString &line : RecordFileText::splitLines(text)) {
        if (line.startsWith(QStringLiteral("変化"))) {
            if (current == &variation) variations << variation.join(u' ');
            variation.clear();
            current = &variation;
            continue;
        }
        const auto m = re.match(line);
        if (!m.hasMatch()) continue;
        *current << entry(
            m.captured(1).toInt(), m.captured(2).toLongLong() * 60 + m.captured(3).toInt(),
            (m.captured(4).toLongLong() * 60 + m.captured(5).toInt()) * 60 + m.captured(6).toInt());
    }
    if (current == &variation) variations << variation.join(u' ');
    return {main, variations};
}

// JKF: the same from the moves' time objects, forks followed wherever they hang.
void jkfLine(const QJsonArray &moves, int firstPly, QStringList *out, QStringList *variations)
{
    int ply = firstPly;
    for (const QJsonValue &v : moves) {
        const QJsonObject o = v.toObject();
        if (!o.contains(QStringLiteral("move"))) continue; // the start position's entry
        const QJsonObject t = o.value(QStringLiteral("time")).toObject();
        const QJsonObject now = t.value(QStringLiteral("now")).toObject();
        const QJsonObject total = t.value(QStringLiteral("total")).toObject();
        *out << entry(ply, now.value(u"m").toInt() * 60 + now.value(u"s").toInt(),
                      (total.value(u"h").toInt() * 60 + total.value(u"m").toInt()) * 60 +
                          total.value(u"s").toInt());
        for (const QJsonValue &fork : o.value(QStringLiteral("forks")).toArray()) {
            QStringList line;
            jkfLine(fork.toArray(), ply, &line, variations);
            variations->prepend(line.join(u' '));
        }
        ++ply;
    }
}
} // namespace

class TestShogiVariationTimes : public QObject
{
    Q_OBJECT
    ShogiGame game;

private Q_SLOTS:
    void kifTotalsInVariations();
    void jkfTotalsInVariations();
};

void TestShogiVariationTimes::kifTotalsInVariations()
{
    const Record record = gameWithVariations();
    const QByteArray data = game.recordFormatById(QStringLiteral("kifu"))->write(record).data;
    const auto [main, variations] = kifLines(RecordFileText::decode(data));
    QCOMPARE(main, expectedMain);
    QCOMPARE(variations.size(), expectedVariations.size());
    for (const QString &v : expectedVariations)
        QVERIFY2(variations.contains(v), qPrintable(v + QStringLiteral(" not in ") +
                                                    variations.join(QStringLiteral(" | "))));
}

void TestShogiVariationTimes::jkfTotalsInVariations()
{
    const Record record = gameWithVariations();
    const QByteArray data = game.recordFormatById(QStringLiteral("jkf"))->write(record).data;
    const QJsonArray moves = QJsonDocument::fromJson(data).object().value(u"moves").toArray();
    QStringList main, variations;
    jkfLine(moves, 1, &main, &variations);
    QCOMPARE(main, expectedMain);
    QCOMPARE(variations.size(), expectedVariations.size());
    for (const QString &v : expectedVariations)
        QVERIFY2(variations.contains(v), qPrintable(v + QStringLiteral(" not in ") +
                                                    variations.join(QStringLiteral(" | "))));
}

QTEST_GUILESS_MAIN(TestShogiVariationTimes)
#include "tst_shogi_variationtimes.moc"
