// SPDX-License-Identifier: GPL-3.0-or-later
// The JKF reader's JSON reading (simdjson) answers as QJsonDocument, which it was first written
// with, does: escapes, a key given twice (the last wins), headers in key order, whole numbers
// written as fractions, a handicap and an OTHER start; the values expected are read off the
// documents by hand.
#include "core/record/recordformat.h"
#include "shogi/shogigame.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {
// JSON written with ' for " (quotes in C++ literals are hard to read).
QByteArray doc(const char *text)
{
    return QByteArray(text).replace('\'', '"');
}

const RecordFormat *jkf()
{
    static const ShogiGame game;
    return game.recordFormatById(u"jkf");
}
} // namespace

class TestShogiJkfJson : public QObject
{
    Q_OBJECT

private slots:
    void escapesAndRepeatedKeys()
    {
        const RecordReadResult r = jkf()->read(doc(
            "{'header': {'\\u5f8c\\u624b': 'a\\'b', '先手': 'x',\n"
            "            '先手': '\\ud83d\\ude00\\/\\t'}, 'moves': [{'comments': ['line\\none']},\n"
            "  {'move': {'from': {'x': 7, 'y': 7}, 'to': {'x': 7.0, 'y': 6}, 'piece': 'FU'},\n"
            "   'time': {'now': {'m': 0, 's': 3}, 'total': {'h': 0, 'm': 0, 's': 3}},\n"
            "   'forks': [[{'move': {'from': {'x': 2, 'y': 7}, 'to': {'x': 2, 'y': 6},\n"
            "               'piece': 'FU'}}]]},\n"
            "  {'move': {'from': {'x': 3, 'y': 3}, 'to': {'x': 3, 'y': 4}, 'piece': 'FU',\n"
            "            'promote': false}, 'comments': ['*評価値=-12']},\n"
            "  {'special': 'TORYO'}]}"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        const Record &rec = *r.record;
        // 後手 (escaped) before 先手 as QJsonObject sorts them; the second 先手 wins.
        QCOMPARE(rec.headers().size(), 2);
        QCOMPARE(rec.headers().value(0),
                 (std::pair{QStringLiteral("Player1"), QStringLiteral("\U0001F600/\t")}));
        QCOMPARE(rec.headers().value(1),
                 (std::pair{QStringLiteral("Player2"), QStringLiteral("a\"b")}));
        QCOMPARE(rec.root()->comment, QStringLiteral("line\none"));
        QCOMPARE(rec.mainLineMoves(), (QStringList{"7g7f", "3c3d"}));
        QCOMPARE(rec.root()->children.size(), size_t(2));
        QCOMPARE(rec.root()->children[1]->move, QStringLiteral("2g2f"));
        const RecordNode *first = rec.root()->children.front().get();
        QCOMPARE(first->timeMs, 3000);
        QCOMPARE(first->mainChild()->thinks.value(0).score.value, -12);
        QCOMPARE(rec.result().kind, GameResult::Kind::Win); // Black wins: White resigned
    }

    void handicapAndOtherStart()
    {
        const RecordReadResult kaku = jkf()->read(
            doc("{'header': {}, 'initial': {'preset': 'KA'}, 'moves': [{},\n"
                " {'move': {'from': {'x': 5, 'y': 1}, 'to': {'x': 4, 'y': 2}, 'piece': 'OU'}}]}"));
        QVERIFY2(kaku.ok(), qPrintable(kaku.error));
        QVERIFY(kaku.record->setup().startsWith(
            QStringLiteral("lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w")));
        QCOMPARE(kaku.record->mainLineMoves(), QStringList{"5a4b"});

        // Two kings, and hands whose KI is given twice (the last, 2, wins) and FU 2.
        QByteArray rows;
        for (int x = 0; x < 9; ++x) {
            if (x) rows += ",";
            rows += x == 4 ? "[{'color': 1, 'kind': 'OU'}, {}, {}, {}, {}, {}, {}, {}, "
                             "{'color': 0, 'kind': 'OU'}]"
                           : "[{}, {}, {}, {}, {}, {}, {}, {}, {}]";
        }
        const RecordReadResult other = jkf()->read(doc(
            "{'header': {}, 'initial': {'preset': 'OTHER', 'data': {'color': 0, 'board': [" + rows +
            "], 'hands': [{'KI': 1, 'FU': 2, 'KI': 2}, {}]}},\n"
            " 'moves': [{}, {'move': {'to': {'x': 5, 'y': 2}, 'piece': 'KI'}}]}"));
        QVERIFY2(other.ok(), qPrintable(other.error));
        QCOMPARE(other.record->setup(), QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b 2G2P 1"));
        QCOMPARE(other.record->mainLineMoves(), QStringList{"G*5b"});
    }

    void brokenDocumentsSayWhere()
    {
        // QJsonDocument says what is wrong and where; a document that is no object is refused.
        const RecordReadResult r = jkf()->read("{\"header\": {},\n \"moves\": [{}, \"x\" 1]}");
        QVERIFY(!r.ok());
        QVERIFY(r.error.startsWith(QStringLiteral("not a JKF object")));
        QCOMPARE(r.errorLine, 2);
        QVERIFY(!jkf()->read("[1, 2]").ok());
    }
};

QTEST_GUILESS_MAIN(TestShogiJkfJson)
#include "tst_shogi_jkfjson.moc"
