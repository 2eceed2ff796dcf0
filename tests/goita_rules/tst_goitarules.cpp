// SPDX-License-Identifier: GPL-3.0-or-later
#include "goita/match.h"
#include "goita/round.h"
#include "goita/seatview.h"

#include <QRandomGenerator>
#include <QTest>

using namespace kibitz::goita;

namespace {

using Hands = std::array<Hand, seatCount>;

// Four hands from digit strings; an invalid string fails the test through an empty hand.
Hands handsOf(const QStringList &texts)
{
    Hands hands;
    for (int i = 0; i < seatCount; ++i)
        hands[i] = Hand::fromText(texts.value(i)).value_or(Hand());
    return hands;
}

Round dealOf(const QStringList &texts, int dealer = 0, const Rules &rules = {})
{
    const auto round = Round::deal(handsOf(texts), dealer, rules);
    if (!round) qFatal("not a deal: %s", qPrintable(texts.join(u',')));
    return *round;
}

// Plays turns given as texts separated by spaces; fails the test at an illegal one.
bool playAll(Round &round, const QString &turns)
{
    for (const QString &text : turns.split(u' ', Qt::SkipEmptyParts)) {
        if (!round.playText(text)) {
            qWarning("illegal turn %s after %s", qPrintable(text), qPrintable(round.recordText()));
            return false;
        }
    }
    return true;
}

// Seed 004's model games.
const QStringList gameAHands{"11777788", "22444488", "35555888", "36666888"};
const QString gameARecord = QStringLiteral("87000870007700011");
const QStringList gameBHands{"11277788", "24444588", "35556888", "36667888"};
const QString gameBRecord =
    QStringLiteral("17000170008700760008600086006500085000850054000840008400042");
const auto gameAMoves = parseRecord(gameARecord);
const auto gameBMoves = parseRecord(gameBRecord);

// A plain deal: seats 0 and 1 hold one of each piece, seats 2 and 3 the rest (four し each).
const QStringList plainHands{"12345678", "12345678", "45678888", "45678888"};

} // namespace

class TestGoitaRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pieces();
    void handText();
    void moveText();
    void displayText();
    void recordParsing();
    void dealValidation();
    void modelGameA();
    void modelGameB();
    void blockingRules();
    void kingBlocksButNotShiOrLance();
    void kingAttackBlockedOnlyByKing();
    void kingAttackNeedsBothKingsOrFaceUp();
    void kingFinish_data();
    void kingFinish();
    void faceDownKingDoesNotCount();
    void doubleOnlyForFaceDownPair();
    void passesAndLeadChanges();
    void leaderCannotPass();
    void goshiDecision();
    void goshiSameTeamWinsGame();
    void goshiOppositeTeams();
    void sixShi_data();
    void sixShi();
    void sevenShi_data();
    void sevenShi();
    void eightShi();
    void seatViewMasksFaceDown();
    void seatViewUnseen();
    void seatViewRejects();
    void matchScoresAndDealer();
    void matchTarget();
    void randomRoundsEndWithLegalWinner();
    void randomMatchesEnd();
};

void TestGoitaRules::pieces()
{
    // Issue 5: し 10, 香 馬 20, 銀 金 30, 角 飛 40, 王 50.
    QCOMPARE(points(Piece::Shi), 10);
    QCOMPARE(points(Piece::Lance), 20);
    QCOMPARE(points(Piece::Horse), 20);
    QCOMPARE(points(Piece::Silver), 30);
    QCOMPARE(points(Piece::Gold), 30);
    QCOMPARE(points(Piece::Bishop), 40);
    QCOMPARE(points(Piece::Rook), 40);
    QCOMPARE(points(Piece::King), 50);
    QCOMPARE(points(Piece::Hidden), 0);
    // 2+2+2+4+4+4+4+10 = 32.
    QCOMPARE(Hand::fullSet().size(), 32);
    QCOMPARE(Hand::fullSet().text(), QStringLiteral("11223344445555666677778888888888"));
    QCOMPARE(pieceName(Piece::Horse), QStringLiteral("馬"));
    QCOMPARE(pieceName(Piece::Hidden), QStringLiteral("裏"));
    QCOMPARE(pieceFromDigit(u'9'), Piece::Hidden);
    QVERIFY(!pieceFromDigit(u'a'));
    QCOMPARE(teamOf(2), 0);
    QCOMPARE(teamOf(3), 1);
    QCOMPARE(partnerOf(3), 1);
}

void TestGoitaRules::handText()
{
    QCOMPARE(Hand::fromText(u"87654321")->text(), QStringLiteral("12345678"));
    QVERIFY(!Hand::fromText(u"111"));       // only two kings in the set
    QVERIFY(!Hand::fromText(u"1290"));      // 9 and 0 are not pieces of a hand
    QVERIFY(Hand::fromText(u"8888888888")); // ten し is the set's count
    QVERIFY(!Hand::fromText(u"88888888888"));
    QCOMPARE(Hand::fromText(u"36666888")->highest(), Piece::Bishop);
}

void TestGoitaRules::moveText()
{
    QCOMPARE(Move::pass().text(), QStringLiteral("0"));
    QCOMPARE(Move::play(Piece::Shi, Piece::Lance).text(), QStringLiteral("87"));
    QCOMPARE(Move::fromText(u"87"), Move::play(Piece::Shi, Piece::Lance));
    QCOMPARE(Move::fromText(u"0"), Move::pass());
    QCOMPARE(Move::fromText(u"97"), Move::play(Piece::Hidden, Piece::Lance));
    QVERIFY(!Move::fromText(u"79")); // the attack is always seen
    QVERIFY(!Move::fromText(u"07"));
    QVERIFY(!Move::fromText(u"70"));
    QVERIFY(!Move::fromText(u"00"));
    QVERIFY(!Move::fromText(u"877"));
    QVERIFY(!Move::fromText(u""));
}

void TestGoitaRules::displayText()
{
    // Seed 004's tables: ☗し☖香 (face down し, attack 香), ☖香☖馬 (block, attack), なし.
    QCOMPARE(Move::play(Piece::Shi, Piece::Lance).displayText(true), QStringLiteral("☗し☖香"));
    QCOMPARE(Move::play(Piece::Lance, Piece::Horse).displayText(false), QStringLiteral("☖香☖馬"));
    QCOMPARE(Move::pass().displayText(false), QStringLiteral("なし"));
    QCOMPARE(Move::play(Piece::King, Piece::King).displayText(true), QStringLiteral("☗王☖玉"));
    QCOMPARE(Move::play(Piece::Hidden, Piece::Lance).displayText(true), QStringLiteral("☗裏☖香"));
}

void TestGoitaRules::recordParsing()
{
    // 87 0 0 0 87 0 0 0 77 0 0 0 11: 17 turns, as docs/formats/goita.md counts "17 digits at the
    // shortest".
    const auto a = parseRecord(gameARecord);
    QVERIFY(a);
    QCOMPARE(a->size(), 13);
    QCOMPARE(recordText(*a), gameARecord);
    const auto dashed = parseRecord(u"87-0-0-0-87-0-0-0-77-0-0-0-11");
    QVERIFY(dashed);
    QCOMPARE(*dashed, *a);
    QVERIFY(!parseRecord(u"8-7"));    // a separator inside a play
    QVERIFY(!parseRecord(u"870008")); // a play cut short
    QVERIFY(!parseRecord(u"87x"));
    QCOMPARE(parseRecord(u"")->size(), 0);
}

void TestGoitaRules::dealValidation()
{
    QVERIFY(Round::deal(handsOf(plainHands), 0));
    // Seven pieces to one seat, nine to another.
    QVERIFY(!Round::deal(handsOf({"1234567", "123456788", "45678888", "45678888"}), 0));
    // Eight each, but three 金 and five 銀.
    QVERIFY(!Round::deal(handsOf({"12345678", "12355678", "45678888", "45678888"}), 0));
    QVERIFY(!Round::deal(handsOf(plainHands), 4));
}

void TestGoitaRules::modelGameA()
{
    Round round = dealOf(gameAHands);
    QCOMPARE(round.phase(), Round::Phase::Playing);
    QCOMPARE(round.turn(), 0);
    QVERIFY(round.playText(u"87"));
    // Bob (22444488) holds no 香 and no king: he can only pass.
    QCOMPARE(round.legalMoveTexts(), QStringList{"0"});
    QVERIFY(round.playRecord(gameARecord.mid(2)));
    QVERIFY(round.isOver());
    const auto result = round.result();
    QVERIFY(result);
    // Alice's last turn: 王 face down, then 玉: a pair, so 王's 50 doubled; docs/formats/goita.md's
    // second round starts from the score [100, 0].
    QCOMPARE(result->kind, RoundResult::Kind::Finish);
    QCOMPARE(result->winner, 0);
    QCOMPARE(result->team(), 0);
    QVERIFY(result->doubled);
    QCOMPARE(result->points, 100);
    QCOMPARE(round.recordText(), gameARecord);
    QCOMPARE(round.legalMoveTexts(), QStringList());
    QVERIFY(!round.playText(u"0"));
}

void TestGoitaRules::modelGameB()
{
    Round round = dealOf(gameBHands);
    QVERIFY(round.playRecord(gameBRecord));
    QVERIFY(round.isOver());
    // The file says "winner":0, but Bob (seat 1) plays his eighth piece: 5,4 / 8,4 / 8,4 / 4,2.
    // His last turn is a lead of 金 face down and 飛: 40, not doubled.
    const auto result = round.result();
    QCOMPARE(result->winner, 1);
    QCOMPARE(result->points, 40);
    QVERIFY(!result->doubled);
    QVERIFY(round.hand(1).isEmpty());
    // Alice was dealt 11277788 and played 1,7 / 1,7 / 8,7: 飛 and し remain.
    QCOMPARE(round.hand(0).text(), QStringLiteral("28"));
}

void TestGoitaRules::blockingRules()
{
    Round round = dealOf(plainHands);
    QVERIFY(round.playText(u"84")); // し face down, 金 attacks
    // Seat 1 (12345678): pass; the king blocks 金 and attacks with any of 2-8 (the only king is
    // spent on the block); 金 blocks and attacks with 2,3,5,6,7,8 (not the king: one king, none
    // face up, not the last piece).
    const QStringList expected{"0",  "12", "13", "14", "15", "16", "17",
                               "18", "42", "43", "45", "46", "47", "48"};
    QCOMPARE(round.legalMoveTexts(), expected);
    QVERIFY(!round.playText(u"41"));
    QVERIFY(!round.playText(u"54")); // 銀 does not answer 金
    QVERIFY(!round.playText(u"44")); // one 金 cannot both block and attack
}

void TestGoitaRules::kingBlocksButNotShiOrLance()
{
    for (const QString &lead : {QStringLiteral("87"), QStringLiteral("78")}) {
        Round round = dealOf(plainHands);
        QVERIFY(round.playText(lead));
        const QChar attack = lead[1];
        // Only the same piece answers 香 or し: no move starts with 1.
        const QStringList moves = round.legalMoveTexts();
        QCOMPARE(moves.first(), QStringLiteral("0"));
        for (const QString &move : moves.mid(1))
            QCOMPARE(move[0], attack);
        QCOMPARE(moves.size(), 1 + 6); // attacks 2-8 less the blocker, never the lone king
    }
    // Against every other piece the king blocks.
    for (int a = 2; a <= 6; ++a) {
        Round round = dealOf(plainHands);
        QVERIFY(round.playText(QStringLiteral("8%1").arg(a)));
        QVERIFY(round.legalMoveTexts().contains(QStringLiteral("1%1").arg(a == 2 ? 3 : 2)));
    }
}

void TestGoitaRules::kingAttackBlockedOnlyByKing()
{
    Round round = dealOf(plainHands);
    // Seat 0 attacks 金; seat 1 blocks with its king (now face up) and attacks 飛; seats 2 and 3
    // pass; seat 0 blocks 飛 and attacks with its king, allowed as a king is face up.
    QVERIFY(playAll(round, u"84 12 0 0"_qs));
    QVERIFY(round.legalMoveTexts().contains(u"21"_qs));
    QVERIFY(round.playText(u"21"));
    QCOMPARE(round.table().kingsFaceUp(), 2);
    // Seat 1 has no king left, seats 2 and 3 never had one: 金 or anything else cannot answer.
    for (int seat : {1, 2, 3}) {
        QCOMPARE(round.turn(), seat);
        QCOMPARE(round.legalMoveTexts(), QStringList{"0"});
        QVERIFY(!round.playText(u"41"));
        QVERIFY(round.playText(u"0"));
    }
    // Three passes: seat 0 leads again.
    QCOMPARE(round.turn(), 0);
    QVERIFY(round.table().isLeading());
}

void TestGoitaRules::kingAttackNeedsBothKingsOrFaceUp()
{
    // One king, none face up, eight pieces: 8 first pieces x 7 attacks = 56 leads, less the 7
    // that attack with the king = 49.
    Round one = dealOf(plainHands);
    QCOMPARE(one.legalMoves().size(), 49);
    for (const QString &move : one.legalMoveTexts())
        QVERIFY(!move.endsWith(u'1'));
    // Both kings (seed game A's Alice, 11777788): 王 attacks, even with 玉 face down ("11").
    Round both = dealOf(gameAHands);
    const QStringList moves = both.legalMoveTexts();
    QVERIFY(moves.contains(u"11"_qs));
    QVERIFY(moves.contains(u"71"_qs));
    QVERIFY(moves.contains(u"81"_qs));
    // Kinds 1,7,8: 3 x 3 pairs, all allowed (each kind has two or more copies).
    QCOMPARE(moves.size(), 9);
}

void TestGoitaRules::kingFinish_data()
{
    QTest::addColumn<bool>("kingMayFinish");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("allowed (default)") << true << QStringList{"15", "51"};
    QTest::newRow("forbidden") << false << QStringList{"15"};
}

void TestGoitaRules::kingFinish()
{
    QFETCH(bool, kingMayFinish);
    QFETCH(QStringList, expected);
    Rules rules;
    rules.kingMayFinish = kingMayFinish;
    QCOMPARE(Rules().kingMayFinish, true);
    Round round = dealOf(plainHands, 0, rules);
    // Seat 0 (12345678) leads three times, everybody passes: し/飛, 香/角, 馬/金 leave 王 and 銀,
    // and no king was ever face up.
    QVERIFY(playAll(round, u"82 0 0 0 73 0 0 0 64 0 0 0"_qs));
    QCOMPARE(round.hand(0).text(), QStringLiteral("15"));
    QCOMPARE(round.legalMoveTexts(), expected);
    if (kingMayFinish) {
        QVERIFY(round.playText(u"51"));
        // 王 finishes: 50, not doubled (銀 face down).
        QCOMPARE(round.result()->winner, 0);
        QCOMPARE(round.result()->points, 50);
        QVERIFY(!round.result()->doubled);
    } else {
        QVERIFY(!round.playText(u"51"));
    }
}

void TestGoitaRules::faceDownKingDoesNotCount()
{
    // Model game B: Alice leads 王 face down; no king is face up, so Bob, holding none, and
    // anybody with one king still may not attack with it.
    Round round = dealOf(gameBHands);
    QVERIFY(round.playText(u"17"));
    QCOMPARE(round.table().kingsFaceUp(), 0);
    QCOMPARE(round.table().fieldAt(0, 0), (FieldPiece{Piece::King, true}));
    QCOMPARE(round.table().fieldAt(0, 1), (FieldPiece{Piece::Lance, false}));
}

void TestGoitaRules::doubleOnlyForFaceDownPair()
{
    // Seat 0: 飛 角 香 香 し し し し. Seat 1 has one of each piece, seat 2 王 金金金 銀銀銀 し,
    // seat 3 the rest: 馬馬馬 香 しししし.
    const QStringList hands{"23778888", "12345678", "14445558", "66678888"};
    {
        // Seat 0 leads し/飛, し/角, し/し with passes, then 香 face down and 香: a pair, 20 x 2.
        Round round = dealOf(hands);
        QVERIFY(playAll(round, u"82 0 0 0 83 0 0 0 88 0 0 0 77"_qs));
        QCOMPARE(round.result()->winner, 0);
        QVERIFY(round.result()->doubled);
        QCOMPARE(round.result()->points, 40);
    }
    {
        // The same, but seat 1 answers し and attacks 香: seat 0 blocks 香 with 香 and attacks
        // 香: the same two pieces, but the first is face up: 20, not doubled.
        Round round = dealOf(hands);
        QVERIFY(playAll(round, u"82 0 0 0 83 0 0 0 88 87 0 0 77"_qs));
        QCOMPARE(round.result()->winner, 0);
        QVERIFY(!round.result()->doubled);
        QCOMPARE(round.result()->points, 20);
    }
}

void TestGoitaRules::passesAndLeadChanges()
{
    Round round = dealOf(plainHands);
    const Table &table = round.table();
    QVERIFY(table.isLeading());
    QCOMPARE(table.attacker(), -1);
    QVERIFY(round.playText(u"84"));
    QCOMPARE(table.attacker(), 0);
    QCOMPARE(table.attack(), Piece::Gold);
    QCOMPARE(table.passes(), 0);
    QVERIFY(round.playText(u"0"));
    QCOMPARE(table.passes(), 1);
    // Seat 2 (45678888) blocks 金 and attacks 馬: the attack and the attacker change.
    QVERIFY(round.playText(u"46"));
    QCOMPARE(table.attacker(), 2);
    QCOMPARE(table.attack(), Piece::Horse);
    QCOMPARE(table.passes(), 0);
    QVERIFY(playAll(round, u"0 0 0"_qs));
    QCOMPARE(table.passes(), 3);
    // Back to seat 2, who leads: no pass among its moves, and its next first piece is face down.
    QCOMPARE(round.turn(), 2);
    QVERIFY(table.isLeading());
    QVERIFY(!round.legalMoveTexts().contains(u"0"_qs));
    QVERIFY(round.playText(u"88"));
    QCOMPARE(table.fieldAt(2, 2), (FieldPiece{Piece::Shi, true}));
    QCOMPARE(table.fieldAt(2, 0), (FieldPiece{Piece::Gold, false})); // the block was face up
    QCOMPARE(table.passes(), 0);
    QCOMPARE(round.turn(), 3);
}

void TestGoitaRules::leaderCannotPass()
{
    Round round = dealOf(plainHands);
    QVERIFY(!round.isLegal(Move::pass()));
    QVERIFY(!round.playText(u"0"));
    QCOMPARE(round.turn(), 0);
}

void TestGoitaRules::goshiDecision()
{
    // Seat 1 holds five し (飛 角 金 + しx5); seats 0, 2, 3 hold 2, 2 and 1 し.
    const QStringList hands{"12456788", "23488888", "14556788", "34566778"};
    QCOMPARE(Hand::fromText(hands[3])->count(Piece::Shi), 1);
    Round round = dealOf(hands, 2);
    QCOMPARE(round.phase(), Round::Phase::GoshiDecision);
    QCOMPARE(round.goshiSeats(), QList<int>{1});
    QCOMPARE(round.goshiDecider(), 3); // the partner decides
    QVERIFY(round.legalMoveTexts().isEmpty());
    QVERIFY(!round.result());
    Round redeal = round;
    redeal.decideGoshi(false);
    QVERIFY(redeal.isOver());
    QCOMPARE(redeal.result()->kind, RoundResult::Kind::Redeal);
    QCOMPARE(redeal.result()->winner, -1);
    QCOMPARE(redeal.result()->nextDealer(2), 2); // the same dealer deals again
    round.decideGoshi(true);
    QCOMPARE(round.phase(), Round::Phase::Playing);
    QCOMPARE(round.turn(), 2); // the dealer leads
    QCOMPARE(round.goshiDecider(), -1);
}

void TestGoitaRules::goshiSameTeamWinsGame()
{
    // Seats 0 and 2 hold five し each.
    const QStringList hands{"12388888", "12344556", "45688888", "45667777"};
    for (int dealer : {0, 1}) {
        Round round = dealOf(hands, dealer);
        QVERIFY(round.isOver());
        const auto result = round.result();
        QCOMPARE(result->kind, RoundResult::Kind::GoshiWin);
        QCOMPARE(result->team(), 0);
        QVERIFY(result->winsGame);
        // The first 5し seat from the dealer: 0 when 0 deals, 2 when 1 deals (1, 2, 3, 0).
        QCOMPARE(result->winner, dealer == 0 ? 0 : 2);
    }
    // In a match the team wins the game at once, whatever the scores.
    Match match(Rules(), 1, 0, handsOf(hands));
    QVERIFY(match.isOver());
    QCOMPARE(match.winningTeam(), 0);
}

void TestGoitaRules::goshiOppositeTeams()
{
    // Seats 0 and 1 hold five し each.
    const QStringList hands{"12388888", "45688888", "12344556", "45667777"};
    Round redeal = dealOf(hands, 3);
    QVERIFY(redeal.isOver());
    QCOMPARE(redeal.result()->kind, RoundResult::Kind::Redeal);
    QCOMPARE(redeal.result()->nextDealer(3), 3);
    Rules playOn;
    playOn.oppositeGoshi = OppositeGoshi::PlayOn;
    Round played = dealOf(hands, 3, playOn);
    QCOMPARE(played.phase(), Round::Phase::Playing);
    QCOMPARE(played.goshiSeats(), (QList<int>{0, 1}));
    QCOMPARE(played.goshiDecider(), -1);
    QCOMPARE(played.turn(), 3);
}

void TestGoitaRules::sixShi_data()
{
    QTest::addColumn<QString>("hand2");
    QTest::addColumn<int>("points");
    // The higher of the other two, doubled when they are the same piece.
    QTest::newRow("角 and 金: 角 40") << "38888884" << 40;
    QTest::newRow("金 and 金: 30 x 2") << "44888888" << 60;
    QTest::newRow("王 and 飛: 王 50") << "12888888" << 50;
    QTest::newRow("王 and 玉: 50 x 2") << "11888888" << 100;
    QTest::newRow("香 and 馬: 20") << "67888888" << 20;
}

void TestGoitaRules::sixShi()
{
    QFETCH(QString, hand2);
    QFETCH(int, points);
    // Seat 2 holds six し; seats 0, 1, 3 share the rest (four し among them).
    Hand rest = Hand::fullSet();
    const Hand two = *Hand::fromText(hand2);
    for (int d = 1; d <= 8; ++d)
        rest.remove(Piece(d), two.count(Piece(d)));
    const QString others = rest.text(); // 24 pieces in digit order
    // Deal them round-robin so that nobody gets more than two of the four remaining し.
    QStringList hands{QString(), QString(), hand2, QString()};
    for (int i = 0; i < others.size(); ++i)
        hands[QList<int>{0, 1, 3}[i % 3]] += others[i];
    Round round = dealOf(hands, 1);
    QVERIFY(round.isOver());
    QCOMPARE(round.result()->kind, RoundResult::Kind::SixShi);
    QCOMPARE(round.result()->winner, 2);
    QCOMPARE(round.result()->points, points);
    QCOMPARE(round.result()->nextDealer(1), 2); // the winner deals next
}

void TestGoitaRules::sevenShi_data()
{
    QTest::addColumn<QString>("hand3");
    QTest::addColumn<int>("points");
    QTest::newRow("銀: 30 x 2") << "58888888" << 60;
    QTest::newRow("王: 50 x 2") << "18888888" << 100;
}

void TestGoitaRules::sevenShi()
{
    QFETCH(QString, hand3);
    QFETCH(int, points);
    Hand rest = Hand::fullSet();
    const Hand three = *Hand::fromText(hand3);
    for (int d = 1; d <= 8; ++d)
        rest.remove(Piece(d), three.count(Piece(d)));
    const QString others = rest.text();
    QStringList hands{QString(), QString(), QString(), hand3};
    for (int i = 0; i < others.size(); ++i)
        hands[i % 3] += others[i];
    Round round = dealOf(hands);
    QCOMPARE(round.result()->kind, RoundResult::Kind::SevenShi);
    QCOMPARE(round.result()->winner, 3);
    QCOMPARE(round.result()->team(), 1);
    QCOMPARE(round.result()->points, points);
}

void TestGoitaRules::eightShi()
{
    Round round = dealOf({"11223344", "88888888", "44555566", "66777788"});
    QCOMPARE(round.result()->kind, RoundResult::Kind::EightShi);
    QCOMPARE(round.result()->winner, 1);
    QCOMPARE(round.result()->points, 100);
    Match match(Rules(), 7, 0, handsOf({"11223344", "88888888", "44555566", "66777788"}));
    QCOMPARE(match.scores(), (std::array<int, 2>{0, 100}));
    QVERIFY(!match.isOver());
}

void TestGoitaRules::seatViewMasksFaceDown()
{
    Round round = dealOf(gameBHands);
    QVERIFY(round.playRecord(gameBRecord));
    // Bob (seat 1) sees his own leads 84 84 42; Alice's leads 17 17 87, Dave's 86 86 and Carol's
    // 85 85 arrive with 9 face down; the blocks 76 65 54 are face up for everybody.
    const QString bob = QStringLiteral(
        "97 0 0 0 97 0 0 0 97 0 0 76 0 0 0 96 0 0 0 96 0 0 65 0 0 0 95 0 0 0 95 0 0 54 0 0 0 "
        "84 0 0 0 84 0 0 0 42");
    const SeatView view = SeatView::of(round, 1);
    QCOMPARE(view.movesText(), bob);
    QCOMPARE(recordText(round.maskedHistory(1)), QString(bob).remove(u' '));
    QCOMPARE(view.hand().text(), QString());
    QCOMPARE(view.dealtHand().text(), gameBHands[1]);
    // Alice's field from Bob's seat: 裏 香 裏 香 裏 香.
    const QList<FieldPiece> alice = view.table().field(0);
    QCOMPARE(alice.size(), 6);
    for (int i = 0; i < 6; i += 2) {
        QCOMPARE(alice[i], (FieldPiece{Piece::Hidden, true}));
        QCOMPARE(alice[i + 1], (FieldPiece{Piece::Lance, false}));
    }
    // Alice sees her own face-down pieces.
    const SeatView aliceView = SeatView::of(round, 0);
    QCOMPARE(aliceView.table().fieldAt(0, 0), (FieldPiece{Piece::King, true}));
    QVERIFY(aliceView.movesText().startsWith(u"17 0 0 0 17 0 0 0 87 0 0 76"));
    QCOMPARE(aliceView.hand().text(), QStringLiteral("28"));
    // No seat's view holds another seat's face-down piece.
    for (int seat = 0; seat < seatCount; ++seat) {
        const SeatView v = SeatView::of(round, seat);
        for (int other = 0; other < seatCount; ++other) {
            if (other == seat) continue;
            for (const FieldPiece &p : v.table().field(other)) {
                if (p.faceDown) QCOMPARE(p.piece, Piece::Hidden);
            }
        }
    }
}

void TestGoitaRules::seatViewUnseen()
{
    Round round = dealOf(gameBHands);
    QVERIFY(round.playRecord(gameBRecord));
    // The set less Bob's 24444588 leaves 11 2 33 555 6666 7777 8x8; less the face-up pieces of
    // the others (Alice 香香香, Dave 香馬馬馬, Carol 馬銀銀銀): 11 2 33 8x8.
    QCOMPARE(SeatView::of(round, 1).unseen().text(), QStringLiteral("1123388888888"));
    // Their unseen slots: Alice 3 face down + 2 in hand, Carol 2 + 2, Dave 2 + 2 = 13.
}

void TestGoitaRules::seatViewRejects()
{
    const Hand hand1 = *Hand::fromText(u"12345678");
    const auto parse = [](const QString &text) { return *parseRecord(text); };
    // Seat 1 of the plain deal, dealer 0.
    QVERIFY(SeatView::fromMoves(1, 0, hand1, {}, parse(u"940"_qs)));
    QVERIFY(!SeatView::fromMoves(1, 0, hand1, {}, parse(u"0"_qs)));    // the leader passed
    QVERIFY(!SeatView::fromMoves(1, 0, hand1, {}, parse(u"9454"_qs))); // 銀 does not answer 金
    QVERIFY(!SeatView::fromMoves(1, 0, hand1, {}, parse(u"9441"_qs))); // seat 1's lone king
    // Seat 1 blocks with a piece seat 2 is not shown: a block is face up, never 9.
    const Move hidden4 = Move::play(Piece::Hidden, Piece::Gold);
    QVERIFY(!SeatView::fromMoves(2, 0, *Hand::fromText(u"45678888"), {}, {hidden4, hidden4}));
    QVERIFY(SeatView::fromMoves(1, 0, hand1, {}, parse(u"9442"_qs)));
    // Seat 0 attacks with a king that needs both while seat 1 holds one.
    QVERIFY(!SeatView::fromMoves(1, 0, hand1, {}, parse(u"91"_qs)));
    // Five 金 seen: seat 1's own and four attacked by others.
    QVERIFY(!SeatView::fromMoves(1, 0, hand1, {}, parse(u"94 0 44 0 0 0 94 0 0 0 94"_qs)));
    // The 5し declaration must match the seat's own hand.
    QVERIFY(!SeatView::fromMoves(1, 0, hand1, {1}, {}));
    QVERIFY(!SeatView::fromMoves(1, 0, *Hand::fromText(u"1234567"), {}, {}));
}

void TestGoitaRules::matchScoresAndDealer()
{
    // Seed 004's example: model game A twice; the second round starts from [100, 0].
    Match match(Rules(), 3, 0, handsOf(gameAHands));
    for (const Move &turn : *gameAMoves)
        QVERIFY(match.play(turn));
    QCOMPARE(match.scores(), (std::array<int, 2>{100, 0}));
    QVERIFY(!match.isOver());
    QVERIFY(match.nextRound(handsOf(gameAHands)));
    QCOMPARE(match.round().dealer(), 0); // Alice won, Alice deals
    QCOMPARE(match.roundNumber(), 2);
    // Model game B as the second deal, but dealt by seat 0 again: Bob wins 40.
    Match second(Rules(), 3, 0, handsOf(gameBHands));
    for (const Move &move : *gameBMoves)
        QVERIFY(second.play(move));
    QCOMPARE(second.scores(), (std::array<int, 2>{0, 40}));
    second.nextRound();
    QCOMPARE(second.round().dealer(), 1); // the winner deals
    QCOMPARE(second.results().size(), 1);
}

void TestGoitaRules::matchTarget()
{
    Rules rules;
    rules.targetScore = 100;
    Match match(rules, 5, 0, handsOf(gameAHands));
    for (const Move &turn : *gameAMoves)
        QVERIFY(match.play(turn));
    // 100 reaches the target of 100.
    QVERIFY(match.isOver());
    QCOMPARE(match.winningTeam(), 0);
    // Same seed, same deals.
    Match a(Rules(), 42);
    Match b(Rules(), 42);
    QCOMPARE(a.round().initialHand(2), b.round().initialHand(2));
}

void TestGoitaRules::randomRoundsEndWithLegalWinner()
{
    QRandomGenerator rng(20240501);
    int finished = 0;
    for (int n = 0; n < 400; ++n) {
        auto round = Round::deal(Match::randomDeal(rng), int(rng.bounded(4)));
        QVERIFY(round);
        if (round->phase() == Round::Phase::GoshiDecision) round->decideGoshi(true);
        int turns = 0;
        while (!round->isOver()) {
            const QList<Move> moves = round->legalMoves();
            QVERIFY2(!moves.isEmpty(), qPrintable(round->recordText()));
            // The mover's own view offers the same moves: nothing hidden is needed to move.
            const SeatView view = SeatView::of(*round, round->turn());
            QCOMPARE(view.legalMoves(), moves);
            round->play(moves[rng.bounded(int(moves.size()))]);
            QVERIFY(++turns <= 52);
        }
        const auto result = round->result();
        QVERIFY(result);
        if (result->kind != RoundResult::Kind::Finish) continue;
        ++finished;
        const int w = result->winner;
        QVERIFY(w >= 0 && w < 4);
        // The winner played all eight; everybody else holds at least two.
        QVERIFY(round->hand(w).isEmpty());
        QCOMPARE(round->table().fieldSize(w), 8);
        for (int s = 0; s < 4; ++s) {
            if (s != w) QVERIFY(round->hand(s).size() >= 2);
            // Pieces are neither lost nor made: hand + field == dealt.
            Hand all = round->hand(s);
            for (const FieldPiece &p : round->table().field(s))
                all.add(p.piece);
            QCOMPARE(all, round->initialHand(s));
        }
        // The points are those of the winner's last face-up piece (x2 for a face-down pair).
        const QList<FieldPiece> field = round->table().field(w);
        const bool pair = field[6].faceDown && field[6].piece == field[7].piece;
        QCOMPARE(result->doubled, pair);
        QCOMPARE(result->points, points(field[7].piece) * (pair ? 2 : 1));
        // The record replays from the deal to the same end.
        Hands dealt;
        for (int s = 0; s < 4; ++s)
            dealt[s] = round->initialHand(s);
        auto replay = Round::deal(dealt, round->dealer());
        QVERIFY(replay);
        if (replay->phase() == Round::Phase::GoshiDecision) replay->decideGoshi(true);
        QVERIFY(replay->playRecord(round->recordText()));
        QCOMPARE(replay->result(), result);
    }
    QVERIFY(finished > 300);
}

void TestGoitaRules::randomMatchesEnd()
{
    for (quint32 seed = 1; seed <= 20; ++seed) {
        Match match(Rules(), seed);
        QRandomGenerator rng(seed * 7);
        int sum = 0;
        while (true) {
            const Round &round = match.round();
            if (round.phase() == Round::Phase::GoshiDecision) match.decideGoshi(rng.bounded(2));
            while (!match.round().isOver()) {
                const QList<Move> moves = match.round().legalMoves();
                QVERIFY(match.play(moves[rng.bounded(int(moves.size()))]));
            }
            sum += match.round().result()->points;
            if (match.isOver()) break;
            QVERIFY(match.roundNumber() < 200);
            match.nextRound();
        }
        QCOMPARE(match.scores()[0] + match.scores()[1], sum);
        QVERIFY(match.scores()[match.winningTeam()] >= 150);
        QVERIFY(match.scores()[1 - match.winningTeam()] < 150);
    }
}

QTEST_APPLESS_MAIN(TestGoitaRules)
#include "tst_goitarules.moc"
