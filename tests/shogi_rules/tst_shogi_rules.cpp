// SPDX-License-Identifier: GPL-3.0-or-later
// The shogi rules library. Expected values come from outside the code under test: published
// perft counts, positions worked out by hand (explained next to each), the handicap boards of
// the KIF format, and tsshogi's 入玉宣言 test positions.
#include "shogi/board.h"
#include "shogi/handicap.h"
#include "shogi/impasse.h"
#include "shogi/perft.h"
#include "shogi/repetition.h"
#include "shogi/usi.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace kibitz::shogi;

namespace {
const QString startSfen =
    QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
const QString denseSfen =
    QStringLiteral("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
const QString maxMovesSfen = QStringLiteral("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1");

Board board(const QString &sfen)
{
    QString error;
    const std::optional<Board> b = Board::fromSfen(sfen, &error);
    if (!b) qFatal("bad SFEN in the test: %s: %s", qPrintable(sfen), qPrintable(error));
    return *b;
}

QStringList usiMoves(const Board &b)
{
    QStringList moves;
    for (const Move &m : b.legalMoves())
        moves << toUsi(m);
    moves.sort();
    return moves;
}

QStringList movesFrom(const Board &b, const QString &square)
{
    QStringList moves;
    for (const QString &m : usiMoves(b))
        if (m.startsWith(square)) moves << m;
    return moves;
}

void play(Board &b, const QString &usi)
{
    QString error;
    const std::optional<Move> m = moveFromUsi(b, usi, &error);
    if (!m) qFatal("%s", qPrintable(error));
    b.doMove(*m);
}

int piecesOf(const Board &b, Color c)
{
    int n = 0;
    for (int i = 0; i < 81; ++i) {
        const Piece p = b.at(Square::fromIndex(i));
        if (!p.isNone() && p.color == c) ++n;
    }
    return n;
}
} // namespace

class TestShogiRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void perft_data();
    void perft();
    void perftStartDepth5();
    void perftDivideSumsUp();
    void mostLegalMovesKnown();

    void squares();
    void sfenRoundTrip_data();
    void sfenRoundTrip();
    void sfenCanonicalHands();
    void sfenPrefixesAndDefaults();
    void sfenErrors_data();
    void sfenErrors();

    void usiText();
    void usiRoundTripOfEveryLegalMove_data();
    void usiRoundTripOfEveryLegalMove();
    void usiErrors_data();
    void usiErrors();

    void nifu();
    void pawnDropMateIsIllegal();
    void pawnPushMateIsLegal();
    void pawnDropCheckThatIsNotMate();
    void forcedPromotion();
    void dropsOnDeadRanks();
    void checkEvasions();
    void pinnedPieces();
    void kingDoesNotWalkIntoCheck();
    void checkmate();
    void tsumeShogiWithoutBlackKing();

    void repetitionDraw();
    void perpetualCheckLoses();
    void repetitionTakeback();

    void impasse_data();
    void impasse();
    void impasseReasons();

    void handicaps_data();
    void handicaps();
    void handicapLookups();
    void handicapSetupText();

    void zobristTranspositions();
    void randomGameKeepsItsInvariants();
    void isLegalAgreesWithTheGeneratedMoves();

    void cliPerft();
};

// --- Perft ---------------------------------------------------------------------------------------

void TestShogiRules::perft_data()
{
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    QTest::newRow("start 1") << startSfen << 1 << quint64(30);
    QTest::newRow("start 2") << startSfen << 2 << quint64(900);
    QTest::newRow("start 3") << startSfen << 3 << quint64(25470);
    QTest::newRow("start 4") << startSfen << 4 << quint64(719731);
    QTest::newRow("dense 1") << denseSfen << 1 << quint64(207);
    QTest::newRow("dense 2") << denseSfen << 2 << quint64(28684);
    QTest::newRow("dense 3") << denseSfen << 3 << quint64(4809015);
}

void TestShogiRules::perft()
{
    QFETCH(QString, sfen);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    Board b = board(sfen);
    QCOMPARE(kibitz::shogi::perft(b, depth), nodes);
    QCOMPARE(b.toSfen(), sfen); // make/unmake left it as it was
}

void TestShogiRules::perftStartDepth5()
{
    Board b = Board::startPosition();
    QCOMPARE(kibitz::shogi::perft(b, 5), quint64(19861490));
}

void TestShogiRules::perftDivideSumsUp()
{
    Board b = board(denseSfen);
    const auto divided = perftDivide(b, 2);
    QCOMPARE(divided.size(), 207);
    quint64 total = 0;
    for (const auto &entry : divided)
        total += entry.second;
    QCOMPARE(total, quint64(28684));
}

void TestShogiRules::mostLegalMovesKnown()
{
    QCOMPARE(board(maxMovesSfen).legalMoves().size(), 593);
}

// --- Squares and SFEN ----------------------------------------------------------------------------

void TestShogiRules::squares()
{
    const Square sq = Square::at(7, 7);
    QVERIFY(sq.isValid());
    QCOMPARE(sq.file(), 7);
    QCOMPARE(sq.rank(), 7);
    QCOMPARE(Square::fromIndex(0), Square::at(9, 1)); // SFEN reading order
    QCOMPARE(Square::fromIndex(80), Square::at(1, 9));
    QVERIFY(!Square::at(0, 5).isValid());
    QVERIFY(!Square::at(5, 10).isValid());
    QVERIFY(!Square().isValid());
    QCOMPARE(squareToUsi(sq), QStringLiteral("7g"));
    QCOMPARE(squareFromUsi(u"1a"), Square::at(1, 1));
    const Board start = Board::startPosition();
    QCOMPARE(start.at(Square::at(5, 9)), (Piece{PieceType::King, Color::Black}));
    QCOMPARE(start.at(Square::at(8, 2)), (Piece{PieceType::Rook, Color::White}));
    QCOMPARE(start.at(Square::at(2, 2)), (Piece{PieceType::Bishop, Color::White}));
    QCOMPARE(start.kingSquare(Color::White), Square::at(5, 1));
}

void TestShogiRules::sfenRoundTrip_data()
{
    QTest::addColumn<QString>("sfen");
    QTest::newRow("start") << startSfen;
    QTest::newRow("dense") << denseSfen;
    QTest::newRow("max moves") << maxMovesSfen;
    QTest::newRow("promoted pieces")
        << QStringLiteral("+R+B2k4/+P+L+N+S5/9/9/9/9/9/9/4K4 w 2G2S2N2L16Prb2g 37");
    QTest::newRow("tsume") << QStringLiteral("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1");
    QTest::newRow("handicap") << QStringLiteral(
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
}

void TestShogiRules::sfenRoundTrip()
{
    QFETCH(QString, sfen);
    const Board b = board(sfen);
    QCOMPARE(b.toSfen(), sfen);
    QCOMPARE(b.toSfen(false), sfen.left(sfen.lastIndexOf(QLatin1Char(' '))));
}

void TestShogiRules::sfenCanonicalHands()
{
    // Read in any order, written R B G S N L P with Black's first.
    const Board b = board(QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b pP2Rgb3p 12"));
    QCOMPARE(b.toSfen(), QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b 2RPbg4p 12"));
    QCOMPARE(b.handCount(Color::Black, PieceType::Rook), 2);
    QCOMPARE(b.handCount(Color::White, PieceType::Pawn), 4);
    QCOMPARE(b.handCount(Color::White, PieceType::Silver), 0);
    QCOMPARE(b.moveNumber(), 12);
}

void TestShogiRules::sfenPrefixesAndDefaults()
{
    QVERIFY(Board::fromSfen(u"startpos")->samePosition(Board::startPosition()));
    QCOMPARE(Board::fromSfen(QStringLiteral("sfen ") + startSfen)->toSfen(), startSfen);
    const std::optional<Board> noNumber = Board::fromSfen(u"4k4/9/9/9/9/9/9/9/4K4 w -");
    QVERIFY(noNumber);
    QCOMPARE(noNumber->moveNumber(), 1);
    QCOMPARE(noNumber->sideToMove(), Color::White);
    QCOMPARE(Board::startPosition().toSfen(), startSfen);
}

void TestShogiRules::sfenErrors_data()
{
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << QString() << "expected 3 or 4 fields";
    QTest::newRow("five fields") << startSfen + QStringLiteral(" 5") << "expected 3 or 4 fields";
    QTest::newRow("eight ranks") << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1"
                                 << "8 ranks";
    QTest::newRow("long rank") << "lnsgkgsnl/1r5b2/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
                               << "rank 2 has more than 9 squares";
    QTest::newRow("short rank") << "lnsgkgsnl/1r5b/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
                                << "rank 2 has 8 squares, not 9";
    QTest::newRow("letter") << "lnsgxgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
                            << "unknown piece letter 'x' in rank 1";
    QTest::newRow("promoted gold")
        << "lnsgk+gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
        << "a gold cannot be promoted";
    QTest::newRow("side") << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1"
                          << "'b' or 'w', not 'x'";
    QTest::newRow("king in hand") << "4k4/9/9/9/9/9/9/9/4K4 b K 1"
                                  << "'K' cannot be in a hand";
    QTest::newRow("hand count") << "4k4/9/9/9/9/9/9/9/4K4 b 19P 1"
                                << "hand count above 18";
    QTest::newRow("hand ends") << "4k4/9/9/9/9/9/9/9/4K4 b P2 1"
                               << "ends with a count";
    QTest::newRow("19 pawns") << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1"
                              << "too many pieces of type pawn: 19 (a set has 18)";
    QTest::newRow("two kings") << "4k4/9/9/9/9/9/9/9/3KK4 b - 1"
                               << "black has two kings";
    QTest::newRow("dead pawn") << "P3k4/9/9/9/9/9/9/9/4K4 b - 1"
                               << "black pawn on rank 1 could never move";
    QTest::newRow("dead knight") << "4k4/N8/9/9/9/9/9/9/4K4 b - 1"
                                 << "black knight on rank 2 could never move";
    QTest::newRow("dead white lance") << "4k4/9/9/9/9/9/9/9/l3K4 b - 1"
                                      << "white lance on rank 9 could never move";
    QTest::newRow("nifu") << "4k4/9/9/4P4/9/9/4P4/9/4K4 b - 1"
                          << "two unpromoted black pawns on file 5";
    QTest::newRow("mover's opponent in check") << "4k4/9/9/9/4R4/9/9/9/4K4 b - 1"
                                               << "white is not to move but its king is in check";
    QTest::newRow("move number") << startSfen.left(startSfen.size() - 1) + QStringLiteral("0")
                                 << "positive integer";
}

void TestShogiRules::sfenErrors()
{
    QFETCH(QString, sfen);
    QFETCH(QString, error);
    QString actual;
    QVERIFY(!Board::fromSfen(sfen, &actual));
    QVERIFY2(actual.startsWith(QStringLiteral("SFEN: ")), qPrintable(actual));
    QVERIFY2(actual.contains(error), qPrintable(actual));
}

// --- USI move text -------------------------------------------------------------------------------

void TestShogiRules::usiText()
{
    const Board start = Board::startPosition();
    const std::optional<Move> pawn = moveFromUsi(start, u"7g7f");
    QVERIFY(pawn);
    QCOMPARE(pawn->from, Square::at(7, 7));
    QCOMPARE(pawn->to, Square::at(7, 6));
    QCOMPARE(pawn->piece, PieceType::Pawn);
    QCOMPARE(pawn->captured, PieceType::None);
    QVERIFY(!pawn->promote && !pawn->drop);

    // Bishop exchange: after 7g7f 3c3d, 8h2b+ takes the bishop and promotes.
    Board b = start;
    play(b, QStringLiteral("7g7f"));
    play(b, QStringLiteral("3c3d"));
    const std::optional<Move> takes = moveFromUsi(b, u"8h2b+");
    QVERIFY(takes);
    QCOMPARE(takes->piece, PieceType::Bishop);
    QCOMPARE(takes->captured, PieceType::Bishop);
    QVERIFY(takes->promote);
    QCOMPARE(takes->pieceAfter(), PieceType::Horse);
    QCOMPARE(toUsi(*takes), QStringLiteral("8h2b+"));
    b.doMove(*takes);
    QCOMPARE(b.handCount(Color::Black, PieceType::Bishop), 1);
    QCOMPARE(b.at(Square::at(2, 2)), (Piece{PieceType::Horse, Color::Black}));
    play(b, QStringLiteral("3a2b")); // the silver takes the horse back
    const std::optional<Move> drop = moveFromUsi(b, u"B*5e");
    QVERIFY(drop);
    QVERIFY(drop->drop);
    QVERIFY(!drop->from.isValid());
    QCOMPARE(drop->piece, PieceType::Bishop);
    QCOMPARE(toUsi(Move::dropMove(PieceType::Pawn, Square::at(5, 5))), QStringLiteral("P*5e"));

    const std::optional<UsiMove> parsed = parseUsiMove(u"8h2b+");
    QVERIFY(parsed);
    QCOMPARE(parsed->from, Square::at(8, 8));
    QCOMPARE(parsed->to, Square::at(2, 2));
    QVERIFY(parsed->promote);
}

void TestShogiRules::usiRoundTripOfEveryLegalMove_data()
{
    QTest::addColumn<QString>("sfen");
    QTest::newRow("dense") << denseSfen;
    QTest::newRow("max moves") << maxMovesSfen;
}

void TestShogiRules::usiRoundTripOfEveryLegalMove()
{
    QFETCH(QString, sfen);
    const Board b = board(sfen);
    QSet<QString> texts;
    for (const Move &m : b.legalMoves()) {
        const QString text = toUsi(m);
        QVERIFY2(!texts.contains(text), qPrintable(text)); // one move, one text
        texts.insert(text);
        QString error;
        const std::optional<Move> back = moveFromUsi(b, text, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, m);
    }
}

void TestShogiRules::usiErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << ""
                           << "empty";
    QTest::newRow("short") << "7g7"
                           << "from-square and a to-square";
    QTest::newRow("rank j") << "7j7f"
                            << "'7j' is not a square";
    QTest::newRow("file 0") << "7g0f"
                            << "'0f' is not a square";
    QTest::newRow("suffix") << "7g7f="
                            << "only '+' may follow";
    QTest::newRow("same square") << "7g7g"
                                 << "the same square";
    QTest::newRow("lower-case drop") << "p*5e"
                                     << "'p' is not a piece that can be dropped";
    QTest::newRow("king drop") << "K*5e"
                               << "'K' is not a piece that can be dropped";
    QTest::newRow("drop square") << "P*5"
                                 << "a piece letter, '*' and a square";
    QTest::newRow("resign") << "resign"
                            << "game-ending word";
    QTest::newRow("empty square") << "5e5d"
                                  << "black has no piece on 5e";
    QTest::newRow("opponent's piece") << "3c3d"
                                      << "black has no piece on 3c";
    QTest::newRow("not in hand") << "P*5e"
                                 << "black has no pawn in hand";
    QTest::newRow("illegal") << "7g7e"
                             << "not a legal move in this position";
    QTest::newRow("blocked bishop") << "8h2b+"
                                    << "not a legal move in this position";
    QTest::newRow("promotion outside the zone") << "7g7f+"
                                                << "not a legal move in this position";
}

void TestShogiRules::usiErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    QString actual;
    QVERIFY(!moveFromUsi(Board::startPosition(), text, &actual));
    QVERIFY2(actual.startsWith(QStringLiteral("USI move '%1': ").arg(text)), qPrintable(actual));
    QVERIFY2(actual.contains(error), qPrintable(actual));
}

// --- The rules, one by one
// ------------------------------------------------------------------------

void TestShogiRules::nifu()
{
    // Black pawn on 5g and one in hand: no pawn drop on file 5, pawn drops elsewhere are fine.
    const Board b = board(QStringLiteral("4k4/9/9/9/9/9/4P4/9/4K4 b P 1"));
    const QStringList moves = usiMoves(b);
    for (int rank = 2; rank <= 9; ++rank) {
        const QString five = QStringLiteral("P*5") + QChar(u'a' + rank - 1);
        QVERIFY2(!moves.contains(five), qPrintable(five));
    }
    QVERIFY(moves.contains(QStringLiteral("P*4e")));
    QVERIFY(moves.contains(QStringLiteral("P*6b")));
    // A promoted pawn (と) does not count.
    const Board tokin = board(QStringLiteral("4k4/9/9/9/9/9/4+P4/9/4K4 b P 1"));
    QVERIFY(usiMoves(tokin).contains(QStringLiteral("P*5e")));
}

void TestShogiRules::pawnDropMateIsIllegal()
{
    // White king 1a. Black gold 2c covers 1b, 2b (and defends 1b); black knight 3c covers 2a.
    // P*1b would check with no escape and no capture: 打ち歩詰め.
    const Board b = board(QStringLiteral("8k/9/6NG1/9/9/9/9/9/4K4 b P 1"));
    const QStringList moves = usiMoves(b);
    QVERIFY(!moves.contains(QStringLiteral("P*1b")));
    QVERIFY(moves.contains(QStringLiteral("P*1c"))); // other pawn drops stay legal
    QVERIFY(b.isPawnDropMate(Move::dropMove(PieceType::Pawn, Square::at(1, 2))));
    QVERIFY(!b.isLegal(Move::dropMove(PieceType::Pawn, Square::at(1, 2))));
    QString error;
    QVERIFY(!moveFromUsi(b, u"P*1b", &error));

    // The same for White: black king 9i, white gold 8g, white knight 7g; P*9h is forbidden.
    const Board w = board(QStringLiteral("4k4/9/9/9/9/9/1gn6/9/K8 w p 1"));
    QVERIFY(!usiMoves(w).contains(QStringLiteral("P*9h")));
    QVERIFY(usiMoves(w).contains(QStringLiteral("P*9g")));
}

void TestShogiRules::pawnPushMateIsLegal()
{
    // As above with a black pawn on 1c: pushing it to 1b (突き歩詰め) mates and is legal.
    Board b = board(QStringLiteral("8k/9/6NGP/9/9/9/9/9/4K4 b - 1"));
    QVERIFY(usiMoves(b).contains(QStringLiteral("1c1b")));
    play(b, QStringLiteral("1c1b"));
    QVERIFY(b.inCheck());
    QVERIFY(b.isCheckmate());
    QVERIFY(b.legalMoves().isEmpty());
}

void TestShogiRules::pawnDropCheckThatIsNotMate()
{
    // Without the knight the king escapes to 2a: P*1b is an ordinary check.
    Board b = board(QStringLiteral("8k/9/7G1/9/9/9/9/9/4K4 b P 1"));
    QVERIFY(usiMoves(b).contains(QStringLiteral("P*1b")));
    play(b, QStringLiteral("P*1b"));
    QVERIFY(b.inCheck());
    QVERIFY(!b.isCheckmate());
    QCOMPARE(usiMoves(b), QStringList{QStringLiteral("1a2a")});
}

void TestShogiRules::forcedPromotion()
{
    // Black pawn 5b, knight 2d, lance 1d; kings on 9a and 9i.
    const Board b = board(QStringLiteral("k8/4P4/9/7NL/9/9/9/9/K8 b - 1"));
    QCOMPARE(movesFrom(b, QStringLiteral("5b")), QStringList{QStringLiteral("5b5a+")});
    QCOMPARE(movesFrom(b, QStringLiteral("2d")),
             (QStringList{QStringLiteral("2d1b+"), QStringLiteral("2d3b+")}));
    QCOMPARE(movesFrom(b, QStringLiteral("1d")),
             (QStringList{QStringLiteral("1d1a+"), QStringLiteral("1d1b"), QStringLiteral("1d1b+"),
                          QStringLiteral("1d1c"), QStringLiteral("1d1c+")}));
    // White mirrored: pawn 5h must promote on 5i; knight 8f to 7h/9h must promote.
    const Board w = board(QStringLiteral("k8/9/9/9/9/1n7/9/4p4/K8 w - 1"));
    QCOMPARE(movesFrom(w, QStringLiteral("5h")), QStringList{QStringLiteral("5h5i+")});
    QCOMPARE(movesFrom(w, QStringLiteral("8f")),
             (QStringList{QStringLiteral("8f7h+"), QStringLiteral("8f9h+")}));
    // A silver may stay unpromoted anywhere; moving out of the zone still allows promotion.
    const Board s = board(QStringLiteral("k8/9/4S4/9/9/9/9/9/K8 b - 1"));
    const QStringList silver = movesFrom(s, QStringLiteral("5c"));
    QVERIFY(silver.contains(QStringLiteral("5c4d")) && silver.contains(QStringLiteral("5c4d+")));
    QVERIFY(silver.contains(QStringLiteral("5c5b")) && silver.contains(QStringLiteral("5c5b+")));
    QCOMPARE(silver.size(), 10);
}

void TestShogiRules::dropsOnDeadRanks()
{
    // Black holds P, L, N: none on rank 1 (a), the knight not on rank 2 (b) either.
    const Board b = board(QStringLiteral("k8/9/9/9/9/9/9/9/K8 b NLP 1"));
    const QStringList moves = usiMoves(b);
    for (const QString &m : moves) {
        if (m.endsWith(QLatin1Char('a'))) QFAIL(qPrintable(m));
        if (m.startsWith(QStringLiteral("N*")) && m.endsWith(QLatin1Char('b')))
            QFAIL(qPrintable(m));
    }
    QVERIFY(moves.contains(QStringLiteral("P*5b")));
    QVERIFY(moves.contains(QStringLiteral("L*5b")));
    QVERIFY(moves.contains(QStringLiteral("N*5c")));
    // 79 empty squares, 8 of them on rank a and 9 on rank b: P and L may go to 71, N to 62.
    QCOMPARE(moves.size() - movesFrom(b, QStringLiteral("9i")).size(), (79 - 8) * 2 + (79 - 8 - 9));
}

void TestShogiRules::checkEvasions()
{
    // Black king 5i checked by the rook on 5a; gold 4g; a pawn in hand. Evasions: the king to
    // 4h 6h 4i 6i (5h stays on the file), the gold to 5g or 5f, a pawn drop on 5b..5h: 13.
    const Board b = board(QStringLiteral("4r3k/9/9/9/9/9/5G3/9/4K4 b P 1"));
    QVERIFY(b.inCheck());
    QVERIFY(!b.isCheckmate());
    const QStringList expected{"4g5f", "4g5g", "5i4h", "5i4i", "5i6h", "5i6i", "P*5b",
                               "P*5c", "P*5d", "P*5e", "P*5f", "P*5g", "P*5h"};
    QCOMPARE(usiMoves(b), expected);
    for (const Move &m : b.legalMoves()) {
        Board after = b;
        after.doMove(m);
        QVERIFY(!after.isInCheck(Color::Black));
    }
    // Double check (rook on the file, bishop on the diagonal): only the king may move.
    // The bishop on 9e sees 5i through 8f 7g 6h; the king may go to 4h, 4i or 6i.
    const Board twice = board(QStringLiteral("4r3k/9/9/9/b8/9/5G3/9/4K4 b P 1"));
    QCOMPARE(usiMoves(twice),
             (QStringList{QStringLiteral("5i4h"), QStringLiteral("5i4i"), QStringLiteral("5i6i")}));
}

void TestShogiRules::pinnedPieces()
{
    // Silver 5h between its king 5i and the rook 5a: it may only move along the file, to 5g.
    const Board file = board(QStringLiteral("4r3k/9/9/9/9/9/9/4S4/4K4 b - 1"));
    QCOMPARE(movesFrom(file, QStringLiteral("5h")), QStringList{QStringLiteral("5h5g")});
    // Gold 4h between king 5i and bishop 1e: only 3g, along the diagonal.
    const Board diagonal = board(QStringLiteral("8k/9/9/9/8b/9/9/5G3/4K4 b - 1"));
    QCOMPARE(movesFrom(diagonal, QStringLiteral("4h")), QStringList{QStringLiteral("4h3g")});
    // A lance pins only from straight ahead: a white lance on 5a pins the gold on 5h.
    const Board lance = board(QStringLiteral("4l3k/9/9/9/9/9/9/4G4/4K4 b - 1"));
    QCOMPARE(movesFrom(lance, QStringLiteral("5h")), QStringList{QStringLiteral("5h5g")});
}

void TestShogiRules::kingDoesNotWalkIntoCheck()
{
    // Black king 5e; the white rook on 4a covers file 4, the white gold on 6c covers 5d and 6d.
    const Board b = board(QStringLiteral("5r2k/9/3g5/9/4K4/9/9/9/9 b - 1"));
    QCOMPARE(usiMoves(b),
             (QStringList{QStringLiteral("5e5f"), QStringLiteral("5e6e"), QStringLiteral("5e6f")}));
}

void TestShogiRules::checkmate()
{
    QVERIFY(!Board::startPosition().inCheck());
    QVERIFY(!Board::startPosition().isCheckmate());
    // 頭金: white king 5a, black gold 5b defended by the pawn on 5c.
    const Board mated = board(QStringLiteral("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"));
    QVERIFY(mated.inCheck());
    QVERIFY(mated.isCheckmate());
    // Not mate when the gold is not defended: the king takes it.
    const Board notMated = board(QStringLiteral("4k4/4G4/9/9/9/9/9/9/4K4 w - 1"));
    QVERIFY(notMated.inCheck());
    QVERIFY(!notMated.isCheckmate());
    QVERIFY(usiMoves(notMated).contains(QStringLiteral("5a5b")));
}

void TestShogiRules::tsumeShogiWithoutBlackKing()
{
    // 1手詰: G*5b mates (the pawn on 5c defends the gold). Black has no king.
    Board b = board(QStringLiteral("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"));
    QVERIFY(!b.kingSquare(Color::Black).isValid());
    QVERIFY(!b.inCheck());
    // Gold drops on the 79 empty squares, and the pawn to 5b with or without promotion.
    QCOMPARE(b.legalMoves().size(), 81);
    play(b, QStringLiteral("G*5b"));
    QVERIFY(b.isCheckmate());
    // White's lone king against a side without a king: its five steps.
    Board w = board(QStringLiteral("4k4/9/9/9/9/9/9/9/9 w - 1"));
    QCOMPARE(w.legalMoves().size(), 5);
}

// --- 千日手
// ---------------------------------------------------------------------------------------

void TestShogiRules::repetitionDraw()
{
    Board b = Board::startPosition();
    PositionHistory history(b);
    const QStringList cycle{"2h1h", "8b9b", "1h2h", "9b8b"};
    for (int round = 0; round < 3; ++round) {
        for (int i = 0; i < 4; ++i) {
            QVERIFY(!history.result().isOver());
            play(b, cycle[i]);
            history.push(b);
        }
        QCOMPARE(history.occurrences(), round + 2);
    }
    const RepetitionResult r = history.result();
    QCOMPARE(r.kind, RepetitionResult::Kind::Draw);
    QCOMPARE(r.occurrences, 4);
    QCOMPARE(history.plies(), 12);
}

void TestShogiRules::perpetualCheckLoses()
{
    // Black rook checks from 1h and 2h in turn, the white king runs between 1a and 2b.
    Board b = board(QStringLiteral("8k/9/9/9/9/9/9/7R1/K8 b - 1"));
    PositionHistory history(b);
    const QStringList cycle{"2h1h", "1a2b", "1h2h", "2b1a"};
    for (int round = 0; round < 3; ++round) {
        for (int i = 0; i < 4; ++i) {
            QVERIFY(!history.result().isOver());
            play(b, cycle[i]);
            history.push(b);
            QCOMPARE(b.inCheck(), i % 2 == 0); // every black move checks
        }
    }
    const RepetitionResult r = history.result();
    QCOMPARE(r.kind, RepetitionResult::Kind::PerpetualCheck);
    QCOMPARE(r.loser, Color::Black);

    // The same with White checking: the white rook checks from 9b and 8b, the black king runs
    // between 9i and 8h.
    Board w = board(QStringLiteral("8k/1r7/9/9/9/9/9/9/K8 w - 1"));
    PositionHistory whiteHistory(w);
    const QStringList whiteCycle{"8b9b", "9i8h", "9b8b", "8h9i"};
    for (int round = 0; round < 3; ++round) {
        for (const QString &m : whiteCycle) {
            QVERIFY(!whiteHistory.result().isOver());
            play(w, m);
            whiteHistory.push(w);
        }
    }
    QCOMPARE(whiteHistory.result().kind, RepetitionResult::Kind::PerpetualCheck);
    QCOMPARE(whiteHistory.result().loser, Color::White);
}

void TestShogiRules::repetitionTakeback()
{
    Board b = Board::startPosition();
    PositionHistory history(b);
    const QStringList cycle{"2h1h", "8b9b", "1h2h", "9b8b"};
    for (int n = 0; n < 12; ++n) {
        play(b, cycle[n % 4]);
        history.push(b);
    }
    QVERIFY(history.result().isOver());
    history.pop();
    QCOMPARE(history.plies(), 11);
    QVERIFY(!history.result().isOver());
}

// --- 入玉宣言
// -------------------------------------------------------------------------------------

void TestShogiRules::impasse_data()
{
    // From tsshogi's tests (MIT; positions, points and verdicts as ShogiHome judges them).
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<int>("blackTotal");
    QTest::addColumn<int>("whiteTotal");
    QTest::addColumn<int>("blackPoints");
    QTest::addColumn<int>("whitePoints");
    QTest::addColumn<QString>("verdicts"); // black24 black27 white24 white27: W(in) D(raw) L(ose)
    QTest::newRow("sente_10pieces_28points")
        << "2GK1+L3/2+P+S+R1G+N1/3+B1GG2/9/+r8/1+bs6/+p+p3+n3/2+n2k3/6+p2 b 2SN7P3l7p 375" << 28
        << 26 << 28 << 15 << "DWLL";
    QTest::newRow("gote_5pieces_15points")
        << "2GK1+L3/2+P+S+R1G+N1/3+B1GG2/9/9/+r+bs6/+p+p3+n3/2+n2k3/6+p2 w 2SN7P3l7p 374" << 28
        << 26 << 28 << 15 << "LLLL";
    QTest::newRow("gote_10pieces_44points")
        << "1+N2+N4/1K7/1+N+P6/9/5g3/4L1s2/1+l2pPg1+s/1s2b1b1+p/1+r4+p1k w 2Pr2gsn2l11p 378" << 8
        << 46 << 6 << 44 << "LLWW";
    QTest::newRow("gote_10pieces_28points")
        << "1+N4+B1+P/1K4+N+P1/1+L+P3B2/7P1/2G6/9/2G3+l1g/1+r1sppppg/1+l6k w 7Pr3s2nl3p 306" << 26
        << 28 << 23 << 28 << "LLDW";
    QTest::newRow("gote_10pieces_39points")
        << "K6n1/+PG7/+P3G4/1P+P6/9/4P4/9/3p+bp+pps/3+pk1rr+b w SNL4P2g2s2n3l4p 416" << 14 << 40
        << 11 << 39 << "LLWW";
    QTest::newRow("gote_10pieces_38points_checked")
        << "K6n1/+PG7/+P3G4/1P+P6/9/9/4P4/3pGp+pps/3+pkbrr+b w SNL4Pg2s2n3l4p 414" << 15 << 39 << 11
        << 38 << "LLLL";
    QTest::newRow("gote_9pieces_38points")
        << "K6n1/+PG7/+P3G4/1P+P6/9/9/4P4/3p1p+pps/3+pkbr1+b w GSNL4Prg2s2n3l4p 412" << 15 << 39
        << 12 << 38 << "LLLL";
    QTest::newRow("uwate_9pieces_38points")
        << "K6n1/+PG7/+P3G4/1P+P6/9/9/4P4/2+pp1p+ppp/1+p1+pkb3 w GSNL4Pr2n3lp 1" << 15 << 39 << 12
        << 38 << "LLLL";
    QTest::newRow("uwate_10pieces_38points")
        << "K6n1/+PG1P5/+P3G4/1P+P6/9/9/4P4/1p+pp1p+ppp/1+p1+pkb3 w GSNL3Pr2n3l 1" << 15 << 39 << 12
        << 38 << "LLWW";
    QTest::newRow("hirate_initial") << startSfen << 27 << 27 << 0 << 0 << "LLLL";
}

void TestShogiRules::impasse()
{
    QFETCH(QString, sfen);
    QFETCH(int, blackTotal);
    QFETCH(int, whiteTotal);
    QFETCH(int, blackPoints);
    QFETCH(int, whitePoints);
    QFETCH(QString, verdicts);
    const Board b = board(sfen);
    QCOMPARE(impasseTotalPoints(b, Color::Black), blackTotal);
    QCOMPARE(impasseTotalPoints(b, Color::White), whiteTotal);
    QCOMPARE(impasseDeclarationPoints(b, Color::Black), blackPoints);
    QCOMPARE(impasseDeclarationPoints(b, Color::White), whitePoints);
    auto letter = [&](Color c, ImpasseRule rule) {
        switch (judgeImpasseDeclaration(b, c, rule).outcome) {
        case ImpasseJudgement::Outcome::Win:
            return QLatin1Char('W');
        case ImpasseJudgement::Outcome::Draw:
            return QLatin1Char('D');
        case ImpasseJudgement::Outcome::Lose:
            break;
        }
        return QLatin1Char('L');
    };
    const QString actual = QString() + letter(Color::Black, ImpasseRule::Points24) +
                           letter(Color::Black, ImpasseRule::Points27) +
                           letter(Color::White, ImpasseRule::Points24) +
                           letter(Color::White, ImpasseRule::Points27);
    QCOMPARE(actual, verdicts);
}

void TestShogiRules::impasseReasons()
{
    using Reason = ImpasseJudgement::Reason;
    const Board sente = board(QStringLiteral(
        "2GK1+L3/2+P+S+R1G+N1/3+B1GG2/9/+r8/1+bs6/+p+p3+n3/2+n2k3/6+p2 b 2SN7P3l7p 375"));
    ImpasseJudgement j = judgeImpasseDeclaration(sente, Color::Black, ImpasseRule::Points27);
    QCOMPARE(j.reason, Reason::None);
    QCOMPARE(j.piecesInZone, 10);
    QCOMPARE(judgeImpasseDeclaration(sente, Color::White, ImpasseRule::Points27).reason,
             Reason::NotToMove);
    j = judgeImpasseDeclaration(sente, Color::Black, ImpasseRule::Points27, false);
    QCOMPARE(j.outcome, ImpasseJudgement::Outcome::Lose);
    QCOMPARE(j.reason, Reason::NoTimeLeft);
    QVERIFY(!j.reasonText().isEmpty());

    const Board checked = board(
        QStringLiteral("K6n1/+PG7/+P3G4/1P+P6/9/9/4P4/3pGp+pps/3+pkbrr+b w SNL4Pg2s2n3l4p 414"));
    QCOMPARE(judgeImpasseDeclaration(checked, Color::White, ImpasseRule::Points27).reason,
             Reason::InCheck);
    const Board nine = board(
        QStringLiteral("K6n1/+PG7/+P3G4/1P+P6/9/9/4P4/3p1p+pps/3+pkbr1+b w GSNL4Prg2s2n3l4p 412"));
    j = judgeImpasseDeclaration(nine, Color::White, ImpasseRule::Points24);
    QCOMPARE(j.reason, Reason::TooFewPiecesInZone);
    QCOMPARE(j.piecesInZone, 9);
    QCOMPARE(
        judgeImpasseDeclaration(Board::startPosition(), Color::Black, ImpasseRule::Points27).reason,
        Reason::KingNotInZone);

    // Worked by hand: Black king 5a; nine tokin on rank 3 and a gold on 4b are 10 pieces and
    // 10 points in the zone; in hand R B 3G S are 5 + 5 + 3 + 1. 24 points: a draw under the
    // 24-point rule, a loss under the 27-point rule (Black needs 28).
    const Board drawn = board(QStringLiteral("4K4/5G3/+P+P+P+P+P+P+P+P+P/9/9/9/9/9/4k4 b RB3GS 1"));
    QCOMPARE(impasseDeclarationPoints(drawn, Color::Black), 24);
    j = judgeImpasseDeclaration(drawn, Color::Black, ImpasseRule::Points24);
    QCOMPARE(j.outcome, ImpasseJudgement::Outcome::Draw);
    j = judgeImpasseDeclaration(drawn, Color::Black, ImpasseRule::Points27);
    QCOMPARE(j.outcome, ImpasseJudgement::Outcome::Lose);
    QCOMPARE(j.reason, Reason::TooFewPoints);
    QCOMPARE(j.pointsNeeded, 28);
}

// --- Handicaps
// ------------------------------------------------------------------------------------

void TestShogiRules::handicaps_data()
{
    // The squares 上手 (White) leaves empty, from the KIF format's 手合割 boards.
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("removed");
    const QStringList six{"8b", "2b", "1a", "9a", "8a", "2a"};
    QTest::newRow("even") << "even"
                          << "平手" << QStringList{};
    QTest::newRow("lance") << "lance"
                           << "香落ち" << QStringList{"1a"};
    QTest::newRow("right-lance") << "right-lance"
                                 << "右香落ち" << QStringList{"9a"};
    QTest::newRow("bishop") << "bishop"
                            << "角落ち" << QStringList{"2b"};
    QTest::newRow("rook") << "rook"
                          << "飛車落ち" << QStringList{"8b"};
    QTest::newRow("rook-lance") << "rook-lance"
                                << "飛香落ち" << QStringList{"8b", "1a"};
    QTest::newRow("2-piece") << "2-piece"
                             << "二枚落ち" << QStringList{"8b", "2b"};
    QTest::newRow("3-piece") << "3-piece"
                             << "三枚落ち" << QStringList{"8b", "2b", "1a"};
    QTest::newRow("4-piece") << "4-piece"
                             << "四枚落ち" << QStringList{"8b", "2b", "1a", "9a"};
    QTest::newRow("5-piece") << "5-piece"
                             << "五枚落ち" << QStringList{"8b", "2b", "1a", "9a", "8a"};
    QTest::newRow("left-5-piece") << "left-5-piece"
                                  << "左五枚落ち" << QStringList{"8b", "2b", "1a", "9a", "2a"};
    QTest::newRow("6-piece") << "6-piece"
                             << "六枚落ち" << six;
    QTest::newRow("left-7-piece") << "left-7-piece"
                                  << "左七枚落ち" << six + QStringList{"3a"};
    QTest::newRow("right-7-piece") << "right-7-piece"
                                   << "右七枚落ち" << six + QStringList{"7a"};
    QTest::newRow("8-piece") << "8-piece"
                             << "八枚落ち" << six + QStringList{"3a", "7a"};
    QTest::newRow("10-piece") << "10-piece"
                              << "十枚落ち" << six + QStringList{"3a", "7a", "4a", "6a"};
}

void TestShogiRules::handicaps()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(QStringList, removed);
    const Handicap *h = handicapById(id);
    QVERIFY(h);
    QCOMPARE(h->japaneseName, name);
    QCOMPARE(h->removed, removed.size());
    const Board b = board(h->sfen);
    QCOMPARE(piecesOf(b, Color::Black), 20);
    QCOMPARE(piecesOf(b, Color::White), 20 - removed.size());
    QCOMPARE(b.sideToMove(), removed.isEmpty() ? Color::Black : Color::White);
    QVERIFY(b.handIsEmpty(Color::Black) && b.handIsEmpty(Color::White));
    Board expected = Board::startPosition();
    for (const QString &sq : removed) {
        QVERIFY2(!expected.at(squareFromUsi(sq)).isNone(), qPrintable(sq));
        expected.setPiece(squareFromUsi(sq), Piece{});
    }
    if (!removed.isEmpty()) expected.setSideToMove(Color::White);
    QVERIFY2(b.samePosition(expected), qPrintable(b.toSfen()));
    QCOMPARE(handicapForBoard(b), h);
    QCOMPARE(handicapByJapaneseName(name), h);
    QCOMPARE(handicapByJkfPreset(h->jkfPreset), h);
}

void TestShogiRules::handicapLookups()
{
    QCOMPARE(kibitz::shogi::handicaps().size(), 16);
    QSet<QString> ids, names, presets;
    for (const Handicap &h : kibitz::shogi::handicaps()) {
        ids.insert(h.id);
        names.insert(h.japaneseName);
        presets.insert(h.jkfPreset);
    }
    QCOMPARE(ids.size(), 16);
    QCOMPARE(names.size(), 16);
    QCOMPARE(presets.size(), 16);
    QCOMPARE(handicapByJapaneseName(u"飛落ち"), handicapById(u"rook"));
    QVERIFY(!handicapById(u"nine-piece"));
    Board moved = Board::startPosition();
    play(moved, QStringLiteral("7g7f"));
    QVERIFY(!handicapForBoard(moved));
}

// What every record reader sets as its record's setup.
void TestShogiRules::handicapSetupText()
{
    QCOMPARE(setupText(Board::startPosition()), QString());
    const QString lance =
        QStringLiteral("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
    QCOMPARE(setupText(board(lance)), lance);
    // A handicap is written with move number 1, whatever the board's.
    QCOMPARE(setupText(board(QStringLiteral(
                 "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 7"))),
             lance);
    Board moved = Board::startPosition();
    play(moved, QStringLiteral("7g7f"));
    QCOMPARE(setupText(moved),
             QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"));
    Board whiteFirst = Board::startPosition();
    whiteFirst.setSideToMove(Color::White);
    QCOMPARE(setupText(whiteFirst),
             QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"));
}

// --- Zobrist
// --------------------------------------------------------------------------------------

void TestShogiRules::zobristTranspositions()
{
    Board a = Board::startPosition();
    Board b = Board::startPosition();
    for (const char *m : {"7g7f", "3c3d", "2g2f"})
        play(a, QString::fromLatin1(m));
    for (const char *m : {"2g2f", "3c3d", "7g7f"})
        play(b, QString::fromLatin1(m));
    QCOMPARE(a.key(), b.key());
    QVERIFY(a.samePosition(b));
    // With a bishop exchange (both hands hold a bishop) reached in two orders.
    Board c = Board::startPosition();
    Board d = Board::startPosition();
    for (const char *m : {"7g7f", "3c3d", "8h2b+", "3a2b", "2g2f", "8c8d"})
        play(c, QString::fromLatin1(m));
    for (const char *m : {"2g2f", "8c8d", "7g7f", "3c3d", "8h2b+", "3a2b"})
        play(d, QString::fromLatin1(m));
    QCOMPARE(c.key(), d.key());
    QVERIFY(c.samePosition(d));
    QVERIFY(c.key() != a.key());
    // Different side to move, same board: different keys.
    Board white = Board::startPosition();
    white.setSideToMove(Color::White);
    QVERIFY(white.key() != Board::startPosition().key());
    QVERIFY(a.key() != Board::startPosition().key());
    // The hands are in the key: the same board with a pawn moved from one hand to the other.
    const Board blackPawn = board(QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b P 1"));
    const Board whitePawn = board(QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b p 1"));
    QVERIFY(blackPawn.key() != whitePawn.key());
    // Stable across runs: the start key is the same whichever way the board was built.
    QCOMPARE(board(startSfen).key(), Board::startPosition().key());
}

void TestShogiRules::randomGameKeepsItsInvariants()
{
    // Random legal games: after every move the incremental key equals a fresh computation and the
    // key of the SFEN read back; undoing every move restores the start exactly.
    QRandomGenerator rng(20240601);
    for (const QString &start : {startSfen, denseSfen}) {
        for (int game = 0; game < 20; ++game) {
            Board b = board(start);
            QList<Move> played;
            for (int ply = 0; ply < 200; ++ply) {
                const QList<Move> moves = b.legalMoves();
                if (moves.isEmpty()) {
                    QCOMPARE(b.isCheckmate(), b.inCheck());
                    break;
                }
                const Move m = moves[rng.bounded(int(moves.size()))];
                b.doMove(m);
                played.append(m);
                QCOMPARE(b.key(), b.computeKey());
                QVERIFY(!b.isInCheck(opposite(b.sideToMove()))); // no move leaves its king attacked
                const Board reread = board(b.toSfen());
                QCOMPARE(reread.key(), b.key());
                QVERIFY(reread == b);
            }
            while (!played.isEmpty())
                b.undoMove(played.takeLast());
            QCOMPARE(b.toSfen(), start);
            QCOMPARE(b.key(), board(start).key());
        }
    }
}

void TestShogiRules::isLegalAgreesWithTheGeneratedMoves()
{
    // isLegal() decides a move without generating the list: every move one could write down
    // (each from/to pair, with and without promotion, each captured type the square could name,
    // each drop) is legal exactly when generateLegalMoves() lists it, along random games from
    // positions with checks, pins, drops and promotions.
    QRandomGenerator rng(20261123);
    int legalSeen = 0, illegalSeen = 0;
    for (const QString &start : {startSfen, denseSfen, maxMovesSfen}) {
        for (int game = 0; game < 4; ++game) {
            Board b = board(start);
            for (int ply = 0; ply < 100; ++ply) {
                MoveList list;
                b.generateLegalMoves(list);
                const QList<Move> generated(list.begin(), list.end());
                auto packed = [](const Move &m) {
                    return quint32(m.from.index()) | quint32(m.to.index()) << 8 |
                           quint32(m.piece) << 16 | quint32(m.captured) << 20 |
                           quint32(m.promote) << 24 | quint32(m.drop) << 25;
                };
                QSet<quint32> listedSet;
                for (const Move &m : generated)
                    listedSet.insert(packed(m));
                for (int to = 0; to < 81; ++to) {
                    const Square t = Square::fromIndex(to);
                    QList<Move> tries;
                    for (int t8 = 1; t8 < 8; ++t8) {
                        tries << Move::dropMove(PieceType(t8), t);
                        tries << Move{
                            Square::at(5, 5), t,     PieceType(t8),
                            PieceType::None,  false, true}; // a drop that names a from-square
                    }
                    for (int from = 0; from < 81; ++from) {
                        const Square f = Square::fromIndex(from);
                        const Move plain = b.boardMove(f, t, false);
                        if (plain.isNull()) continue;
                        tries << plain << b.boardMove(f, t, true);
                        Move wrongCapture = plain;
                        wrongCapture.captured = PieceType::Gold;
                        tries << wrongCapture;
                    }
                    for (const Move &m : std::as_const(tries)) {
                        const bool listed = listedSet.contains(packed(m));
                        if (b.isLegal(m) != listed)
                            QFAIL(qPrintable(QStringLiteral("isLegal says %1 for %2 in %3")
                                                 .arg(!listed)
                                                 .arg(toUsi(m), b.toSfen())));
                        ++(listed ? legalSeen : illegalSeen);
                    }
                }
                if (generated.isEmpty()) break;
                b.doMove(generated[rng.bounded(int(generated.size()))]);
            }
        }
    }
    QVERIFY(legalSeen > 10000);
    QVERIFY(illegalSeen > 10000);
}

// --- kibitz-cli perft
// -----------------------------------------------------------------------------

void TestShogiRules::cliPerft()
{
    auto run = [](const QStringList &args, QString *err = nullptr) {
        QProcess p;
        p.start(QStringLiteral(KIBITZ_CLI_PATH), QStringList{QStringLiteral("perft")} + args);
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return qMakePair(-1, QStringList());
        }
        if (err) *err = QString::fromUtf8(p.readAllStandardError());
        return qMakePair(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput())
                                           .split(QLatin1Char('\n'), Qt::SkipEmptyParts));
    };
    auto result = run({QStringLiteral("--game"), QStringLiteral("shogi"), QStringLiteral("--depth"),
                       QStringLiteral("3")});
    QCOMPARE(result.first, 0);
    QCOMPARE(result.second, QStringList{QStringLiteral("25470")});

    result = run({QStringLiteral("--game"), QStringLiteral("shogi"), QStringLiteral("--sfen"),
                  denseSfen, QStringLiteral("--depth"), QStringLiteral("2")});
    QCOMPARE(result.first, 0);
    QCOMPARE(result.second, QStringList{QStringLiteral("28684")});

    result = run({QStringLiteral("--game"), QStringLiteral("shogi"), QStringLiteral("--depth"),
                  QStringLiteral("2"), QStringLiteral("--divide")});
    QCOMPARE(result.first, 0);
    QCOMPARE(result.second.size(), 31);
    QVERIFY(result.second.contains(QStringLiteral("7g7f: 30")));
    QCOMPARE(result.second.last(), QStringLiteral("900"));

    result = run({QStringLiteral("--game"), QStringLiteral("shogi"), QStringLiteral("--setup"),
                  QStringLiteral("2-piece"), QStringLiteral("--depth"), QStringLiteral("0")});
    QCOMPARE(result.first, 0);
    QCOMPARE(result.second, QStringList{QStringLiteral("1")});

    QString err;
    result = run({QStringLiteral("--game"), QStringLiteral("shogi"), QStringLiteral("--sfen"),
                  QStringLiteral("9/9 b - 1"), QStringLiteral("--depth"), QStringLiteral("1")},
                 &err);
    QCOMPARE(result.first, 2);
    QVERIFY2(err.contains(QStringLiteral("SFEN: ")), qPrintable(err));
    result = run({QStringLiteral("--game"), QStringLiteral("gomoku"), QStringLiteral("--depth"),
                  QStringLiteral("1")},
                 &err);
    QCOMPARE(result.first, 2);
    QVERIFY2(err.contains(QStringLiteral("--game")), qPrintable(err));
    result = run({QStringLiteral("--game"), QStringLiteral("shogi")}, &err);
    QCOMPARE(result.first, 2);
    QVERIFY2(err.contains(QStringLiteral("--depth")), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestShogiRules)
#include "tst_shogi_rules.moc"
