// SPDX-License-Identifier: GPL-3.0-or-later
// KIF, KI2 and CSA move text. Expected texts are written by hand from the JSA notation rules
// (and, for 竜/馬, from how ShogiHome writes them), never taken from this code's output.
#include "shogi/notation.h"
#include "shogi/shogigame.h"
#include "shogi/shogiposition.h"
#include "shogi/usi.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {
Board after(const QString &sfen, const QStringList &moves, Square *lastTo = nullptr)
{
    Board b = *Board::fromSfen(sfen);
    for (const QString &u : moves) {
        const auto m = moveFromUsi(b, u);
        Q_ASSERT(m);
        b.doMove(*m);
        if (lastTo) *lastTo = m->to;
    }
    return b;
}
Board start(const QStringList &moves = {}, Square *lastTo = nullptr)
{
    return after(QStringLiteral("startpos"), moves, lastTo);
}
} // namespace

class TestShogiNotation : public QObject
{
    Q_OBJECT

private slots:
    void kifMoves_data()
    {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QString>("kif");
        QTest::addColumn<QString>("usi");
        QTest::addColumn<QString>("written");
        QTest::newRow("plain") << QStringList{} << QStringLiteral("７六歩(77)")
                               << QStringLiteral("7g7f") << QStringLiteral("７六歩(77)");
        QTest::newRow("same") << QStringList{"7g7f", "3c3d", "7f7e", "3d3e", "7e7d"}
                              << QStringLiteral("同　歩(73)") << QStringLiteral("7c7d")
                              << QStringLiteral("同　歩(73)");
        QTest::newRow("drop") << QStringList{"7g7f", "3c3d", "8h2b+", "3a2b"}
                              << QStringLiteral("５五角打") << QStringLiteral("B*5e")
                              << QStringLiteral("５五角打");
        QTest::newRow("promote") << QStringList{"7g7f", "3c3d"} << QStringLiteral("２二角成(88)")
                                 << QStringLiteral("8h2b+") << QStringLiteral("２二角成(88)");
        // ShogiHome does not write 不成 in KIF; it is read.
        QTest::newRow("no promotion")
            << QStringList{"7g7f", "3c3d"} << QStringLiteral("２二角不成(88)")
            << QStringLiteral("8h2b") << QStringLiteral("２二角(88)");
        QTest::newRow("king alias") << QStringList{} << QStringLiteral("５八王(59)")
                                    << QStringLiteral("5i5h") << QStringLiteral("５八玉(59)");
    }
    void kifMoves()
    {
        QFETCH(QStringList, before);
        QFETCH(QString, kif);
        QFETCH(QString, usi);
        QFETCH(QString, written);
        Square last;
        const Board b = start(before, &last);
        QString error;
        const auto m = parseKifMove(b, kif, last, &error);
        QVERIFY2(m, qPrintable(error));
        QCOMPARE(toUsi(*m), usi);
        QString text = QStringLiteral("12 "); // appended to what is there
        appendKifMove(text, *m, last);
        QCOMPARE(text, QStringLiteral("12 ") + written);
    }

    void kifRejects()
    {
        QString error;
        QVERIFY(!parseKifMove(start(), QStringLiteral("７五歩(77)"), {}, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!parseKifMove(start(), QStringLiteral("同　歩(77)"), {}, &error));
        QVERIFY(!parseKifMove(start(), QStringLiteral("５五角打"), {}, &error));
    }

    void ki2Moves_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<QString>("usi");
        QTest::addColumn<QString>("ki2");
        const QString initial = QStringLiteral("startpos");
        // Two golds reach 5八 from the start: 右 and 左 by where they stand.
        QTest::newRow("gold right")
            << initial << QStringLiteral("4i5h") << QStringLiteral("▲５八金右");
        QTest::newRow("gold left")
            << initial << QStringLiteral("6i5h") << QStringLiteral("▲５八金左");
        QTest::newRow("single gold")
            << initial << QStringLiteral("6i7h") << QStringLiteral("▲７八金");
        // 直 (straight up) against 左.
        const QString straight = QStringLiteral("4k4/9/9/9/9/9/9/9/3GG4 b - 1");
        QTest::newRow("straight") << straight << QStringLiteral("5i5h")
                                  << QStringLiteral("▲５八金直");
        QTest::newRow("not straight")
            << straight << QStringLiteral("6i5h") << QStringLiteral("▲５八金左");
        // 上 and 引 on one file.
        const QString upDown = QStringLiteral("4k4/9/9/9/9/9/5G3/9/5G3 b - 1");
        QTest::newRow("up") << upDown << QStringLiteral("4i4h") << QStringLiteral("▲４八金上");
        QTest::newRow("down") << upDown << QStringLiteral("4g4h") << QStringLiteral("▲４八金引");
        // 寄 (sideways) against 引.
        const QString side = QStringLiteral("4k4/9/9/9/9/9/5G3/6G2/9 b - 1");
        QTest::newRow("sideways") << side << QStringLiteral("3h4h") << QStringLiteral("▲４八金寄");
        QTest::newRow("down2") << side << QStringLiteral("4g4h") << QStringLiteral("▲４八金引");
        // A drop where a board piece could also go: 打.
        QTest::newRow("drop") << QStringLiteral("4k4/9/9/9/9/9/9/9/3G5 b G 1")
                              << QStringLiteral("G*5h") << QStringLiteral("▲５八金打");
        QTest::newRow("plain drop") << QStringLiteral("4k4/9/9/9/9/9/9/9/9 b G 1")
                                    << QStringLiteral("G*5h") << QStringLiteral("▲５八金");
        // White's golds at the start: 6一 is White's right.
        QTest::newRow("white right")
            << QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
            << QStringLiteral("6a5b") << QStringLiteral("△５二金右");
        QTest::newRow("white left")
            << QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
            << QStringLiteral("4a5b") << QStringLiteral("△５二金左");
        // 竜: one moves up, the other sideways: 上 and 寄, never 直.
        const QString dragons = QStringLiteral("8+R/9/k8/9/4+R4/9/9/9/9 b - 1");
        QTest::newRow("dragon up")
            << dragons << QStringLiteral("5e5a") << QStringLiteral("▲５一龍上");
        QTest::newRow("dragon along")
            << dragons << QStringLiteral("1a5a") << QStringLiteral("▲５一龍寄");
        QTest::newRow("dragon sideways") << QStringLiteral("k8/9/9/9/4+R4/9/9/9/9 b - 1")
                                         << QStringLiteral("5e5a") << QStringLiteral("▲５一龍");
        // 竜 on 4四 moves straight up, 竜 on 3三 moves up-left to 4二: 左 is the one on the left.
        const QString twoDragons = QStringLiteral("k8/9/6+R2/5+R3/9/9/9/9/9 b - 1");
        QTest::newRow("dragon left straight")
            << twoDragons << QStringLiteral("4d4b") << QStringLiteral("▲４二龍左");
        QTest::newRow("dragon right")
            << twoDragons << QStringLiteral("3c4b") << QStringLiteral("▲４二龍右");
        // Two dragons on one rank moving sideways to a square between them.
        const QString rank = QStringLiteral("4k4/1+R5+R1/9/9/9/9/9/9/9 b - 1");
        QTest::newRow("dragon rank left")
            << rank << QStringLiteral("8b5b") << QStringLiteral("▲５二龍左");
        QTest::newRow("dragon rank right")
            << rank << QStringLiteral("2b5b") << QStringLiteral("▲５二龍右");
        // 馬 likewise.
        const QString horses = QStringLiteral("4k4/9/9/9/9/9/9/9/+B7+B b - 1");
        QTest::newRow("horse left")
            << horses << QStringLiteral("9i5e") << QStringLiteral("▲５五馬左");
        QTest::newRow("horse right")
            << horses << QStringLiteral("1i5e") << QStringLiteral("▲５五馬右");
        // 成 and 不成.
        QTest::newRow("promote")
            << QStringLiteral("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3")
            << QStringLiteral("8h2b+") << QStringLiteral("▲２二角成");
        QTest::newRow("decline")
            << QStringLiteral("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3")
            << QStringLiteral("8h2b") << QStringLiteral("▲２二角不成");
        // Knights: two can jump to one square.
        QTest::newRow("knight right") << QStringLiteral("4k4/9/9/9/9/9/9/9/3N1N3 b - 1")
                                      << QStringLiteral("4i5g") << QStringLiteral("▲５七桂右");
        // Silvers: 上 against 引 with a third on the side.
        QTest::newRow("silver up")
            << QStringLiteral("4k4/9/9/9/9/3S1S3/9/4S4/9 b - 1") << QStringLiteral("5h5g")
            << QStringLiteral("▲５七銀上"); // the others move down: 上, not 直
        QTest::newRow("silver down right")
            << QStringLiteral("4k4/9/9/9/9/3S1S3/9/4S4/9 b - 1") << QStringLiteral("4f5g")
            << QStringLiteral("▲５七銀右"); // 右 alone tells it apart
    }
    void ki2Moves()
    {
        QFETCH(QString, sfen);
        QFETCH(QString, usi);
        QFETCH(QString, ki2);
        const Board b = after(sfen, {});
        const auto m = moveFromUsi(b, usi);
        QVERIFY(m);
        QCOMPARE(formatKi2Move(b, *m), ki2);
        QString error;
        const auto back = parseKi2Move(b, ki2, {}, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(toUsi(*back), usi);
    }

    void ki2ReadsOtherForms()
    {
        Square last;
        const Board b = start({"7g7f", "3c3d", "7f7e", "3d3e", "7e7d"}, &last);
        for (const QString &text :
             {QStringLiteral("△同　歩"), QStringLiteral("☖同歩"), QStringLiteral("△同 歩"),
              QStringLiteral("同　歩"), QStringLiteral("▽７四歩")}) {
            QString error;
            const auto m = parseKi2Move(b, text, last, &error);
            QVERIFY2(m, qPrintable(text + QLatin1Char(' ') + error));
            QCOMPARE(toUsi(*m), QStringLiteral("7c7d"));
        }
        QVERIFY(!parseKi2Move(start(), QStringLiteral("▲５八金"))); // ambiguous
        QVERIFY(!parseKi2Move(start(), QStringLiteral("△３四歩"))); // not White's turn
        QCOMPARE(toUsi(*parseKi2Move(start(), QStringLiteral("☗５八金右"))),
                 QStringLiteral("4i5h"));
        QCOMPARE(toUsi(*parseKi2Move(start(), QStringLiteral("▲５八金(69)"))),
                 QStringLiteral("6i5h"));
    }

    // Direction words no piece's move fits: no move, even when only one piece can go there.
    void ki2WordsMustFit()
    {
        // A lone 馬 on ９九 going to ５五 moves right (towards file 1): it stands on the left.
        const Board horse = after(QStringLiteral("4k4/9/9/9/9/9/9/9/+B3K4 b - 1"), {});
        QVERIFY(!parseKi2Move(horse, QStringLiteral("▲５五馬右")));
        QCOMPARE(toUsi(*parseKi2Move(horse, QStringLiteral("▲５五馬左"))), QStringLiteral("9i5e"));
        QCOMPARE(toUsi(*parseKi2Move(horse, QStringLiteral("▲５五馬"))), QStringLiteral("9i5e"));
        // Both 金 go up to ５八: neither goes back, sideways or straight up.
        for (const char *text : {"▲５八金引", "▲５八金寄", "▲５八金直"})
            QVERIFY2(!parseKi2Move(start(), QString::fromUtf8(text)), text);
    }

    void ki2Line()
    {
        // As in ShogiHome's usi-csa-bridge/1 (move 38): PVs never start with 同, even when the
        // first move takes on the square just moved to; later moves use it.
        Square last;
        const Board b =
            start({"2g2f", "8c8d", "7g7f", "8d8e", "8h7g", "3c3d", "7i6h", "4c4d", "2f2e", "2b3c",
                   "3i4h", "3a3b", "6i7h", "3b4c", "6g6f", "4a3b", "6h6g", "6a5b", "4g4f", "7a6b",
                   "3g3f", "6c6d", "2i3g", "6b6c", "4h4g", "7c7d", "4i5h", "8a7c", "2h2i", "8b8a",
                   "1g1f", "5a6b", "9g9f", "6b7b", "9f9e", "5c5d", "5i6h", "6d6e"},
                  &last);
        const QList<Move> pv =
            parseKi2Line(b, QStringLiteral("▲６五歩△同　桂▲６六角△８六歩▲同　歩△同　飛"), last);
        QCOMPARE(pv.size(), 6);
        QStringList usi;
        for (const Move &m : pv)
            usi << toUsi(m);
        QCOMPARE(usi, (QStringList{"6f6e", "7c6e", "7g6f", "8e8f", "8g8f", "8a8f"}));
        QCOMPARE(formatKi2Line(b, pv),
                 QStringLiteral("▲６五歩△同　桂▲６六角△８六歩▲同　歩△同　飛"));
    }

    void csaMoves()
    {
        QCOMPARE(formatCsaMove(*moveFromUsi(start(), QStringLiteral("7g7f")), Color::Black),
                 QStringLiteral("+7776FU"));
        const Board b = start({"7g7f", "3c3d"});
        QCOMPARE(toUsi(*parseCsaMove(b, QStringLiteral("+8822UM"))), QStringLiteral("8h2b+"));
        QCOMPARE(toUsi(*parseCsaMove(b, QStringLiteral("+8822KA"))), QStringLiteral("8h2b"));
        QCOMPARE(formatCsaMove(*moveFromUsi(b, QStringLiteral("8h2b+")), Color::Black),
                 QStringLiteral("+8822UM"));
        const Board d = start({"7g7f", "3c3d", "8h2b+", "3a2b"});
        QCOMPARE(toUsi(*parseCsaMove(d, QStringLiteral("+0055KA"))), QStringLiteral("B*5e"));
        QVERIFY(!parseCsaMove(start(), QStringLiteral("-3334FU")));
        QVERIFY(!parseCsaMove(start(), QStringLiteral("+7775FU")));
        QVERIFY(!parseCsaMove(start(), QStringLiteral("+7776XX")));
    }

    void positionParsesEveryNotation()
    {
        ShogiPosition p;
        for (const QString &t :
             {QStringLiteral("7g7f"), QStringLiteral("+7776FU"), QStringLiteral("７六歩(77)"),
              QStringLiteral("▲７六歩"), QStringLiteral("７六歩")})
            QCOMPARE(p.parseMove(t), QStringLiteral("7g7f"));
        QCOMPARE(p.displayMove(QStringLiteral("6i5h")), QStringLiteral("▲５八金左"));
        QCOMPARE(p.parseMove(QStringLiteral("nonsense")), QString());
    }

    void positionResults()
    {
        // Mate: 頭金.
        auto p = ShogiPosition::fromSetup(QStringLiteral("4k4/9/4P4/9/9/9/9/9/9 b G 1"));
        QVERIFY(p);
        p->play(QStringLiteral("G*5b"));
        QCOMPARE(p->result().kind, GameResult::Kind::Win);
        QCOMPARE(p->result().winner, 0);
        // 千日手: kings shuffle back and forth.
        auto r = ShogiPosition::fromSetup(QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b - 1"));
        const QStringList cycle{"5i5h", "5a5b", "5h5i", "5b5a"};
        for (int i = 0; i < 3; ++i) {
            for (const QString &m : cycle) {
                QVERIFY(r->result().kind == GameResult::Kind::Ongoing);
                r->play(m);
            }
        }
        QCOMPARE(r->result().kind, GameResult::Kind::Draw);
        // Setups by name.
        ShogiGame game;
        QVERIFY(game.startPosition(QStringLiteral("香落ち")));
        QVERIFY(game.startPosition(QStringLiteral("lance")));
        QCOMPARE(game.startPosition(QStringLiteral("二枚落ち"))->sideToMove(), 1);
        QString error;
        QVERIFY(!game.startPosition(QStringLiteral("no such thing"), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!ShogiPosition().isLegal(QStringLiteral("win")));
    }
};

QTEST_GUILESS_MAIN(TestShogiNotation)
#include "tst_shogi_notation.moc"
