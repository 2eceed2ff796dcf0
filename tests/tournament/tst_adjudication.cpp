// SPDX-License-Identifier: GPL-3.0-or-later
// Adjudication as cutechess-cli and fastchess define it (--draw, --resign, --maxmoves): the
// rules' words, the counts on hand-built score sequences, and a referee's game ended by it.
#include "core/game/game.h"
#include "core/game/player.h"
#include "core/game/position.h"
#include "core/tournament/adjudicator.h"
#include "core/play/session.h"
#include "core/tournament/adjudication.h"
#include "gamecatalog.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace kibitz;

namespace {
using Rules = AdjudicationRules;

Score cp(int v)
{
    return Score::centipawns(v);
}

// Feeds moves in turn, side 0 first, each with the mover's own score (none for std::nullopt);
// returns the ply after which a ruling came (0 for none) and the ruling.
struct Fed
{
    int ply = 0;
    GameResult result;
};
Fed feed(const Rules &rules, const QList<std::optional<Score>> &scores)
{
    AdjudicationTracker tracker(rules);
    for (int i = 0; i < scores.size(); ++i)
        if (const std::optional<GameResult> r = tracker.afterMove(i % 2, i + 1, scores[i]))
            return {i + 1, *r};
    return {};
}

Rules drawRules(int number, int count, int score)
{
    Rules r;
    r.draw = Rules::Draw{number, count, score};
    return r;
}

Rules resignRules(int count, int score, bool twoSided)
{
    Rules r;
    r.resign = Rules::Resign{count, score, twoSided};
    return r;
}

// A player that plays its moves in order, each after reporting its score (first player's view).
class ScriptedPlayer : public Player
{
public:
    ScriptedPlayer(QStringList moves, QList<Score> scores)
        : m_moves(std::move(moves)), m_scores(std::move(scores))
    {}
    QString name() const override { return QStringLiteral("scripted"); }
    bool isHuman() const override { return false; }
    void prepare() override
    {
        m_ready = true;
        QTimer::singleShot(0, this, &Player::readied);
    }
    bool isReady() const override { return m_ready; }
    void think(const SearchRequest &) override
    {
        QTimer::singleShot(0, this, [this] {
            EngineInfo info;
            info.depth = 5;
            info.score = m_scores.value(m_next);
            Q_EMIT infoReceived(info);
            Q_EMIT moveChosen(m_moves.value(m_next++));
        });
    }
    void stopThinking(bool) override {}
    void gameEnded(const GameResult &, int) override {}
    void quit() override { QTimer::singleShot(0, this, &Player::quitCompleted); }

private:
    QStringList m_moves;
    QList<Score> m_scores;
    int m_next = 0;
    bool m_ready = false;
};

// A tic-tac-toe game of scripted players under the rules, played to its end.
std::unique_ptr<Session> playTicTacToe(const Rules &rules, ScriptedPlayer *x, ScriptedPlayer *o)
{
    auto session = std::make_unique<Session>(*gameById(u"tictactoe"), nullptr, TimeControl());
    session->setPlayer(0, x);
    session->setPlayer(1, o);
    new Adjudicator(rules, session.get());
    QSignalSpy ended(session.get(), &Session::gameEnded);
    session->start();
    if (!ended.wait(5000)) return nullptr;
    return session;
}
} // namespace

class TestAdjudication : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parseDraw_data();
    void parseDraw();
    void parseResign_data();
    void parseResign();
    void scoreOfAMove();
    void drawAfterTheMoveNumber();
    void drawRunResets();
    void drawWindowBounds();
    void resignOneSided();
    void resignRunResets();
    void resignOnMateScores();
    void resignTwoSided();
    void maxMoves();
    void rulingOrder();
    void sessionEndsByMaxMoves();
    void sessionResignsOnTheLosersTurn();
    void rulesSpeakFirst();
};

void TestAdjudication::parseDraw_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("number"); // -1: refused
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("score");
    QTest::addColumn<QString>("expected");
    QTest::newRow("all") << QStringList{"movenumber=40", "movecount=8", "score=10"} << 40 << 8 << 10
                         << "";
    QTest::newRow("no movenumber") << QStringList{"score=0", "movecount=1"} << 0 << 1 << 0 << "";
    QTest::newRow("no score") << QStringList{"movecount=8"} << -1 << 0 << 0 << "score=S";
    QTest::newRow("no count") << QStringList{"score=8"} << -1 << 0 << 0 << "movecount=K";
    QTest::newRow("count 0") << QStringList{"movecount=0", "score=8"} << -1 << 0 << 0
                             << "movecount needs a whole number of at least 1, not '0'";
    QTest::newRow("negative score") << QStringList{"movecount=2", "score=-8"} << -1 << 0 << 0
                                    << "score needs a whole number of at least 0, not '-8'";
    QTest::newRow("not a number") << QStringList{"movecount=2", "score=1.5"} << -1 << 0 << 0
                                  << "not '1.5'";
    QTest::newRow("unknown") << QStringList{"movecount=2", "score=8", "moves=3"} << -1 << 0 << 0
                             << "not a --draw setting: moves=3";
    QTest::newRow("twice") << QStringList{"movecount=2", "score=8", "movecount=3"} << -1 << 0 << 0
                           << "movecount is given twice";
    QTest::newRow("bare word") << QStringList{"movecount=2", "score=8", "twosided"} << -1 << 0 << 0
                               << "not a --draw setting: twosided";
}

void TestAdjudication::parseDraw()
{
    QFETCH(QStringList, words);
    QFETCH(int, number);
    QString error;
    const std::optional<Rules::Draw> draw = Rules::parseDraw(words, &error);
    if (number < 0) {
        QVERIFY(!draw);
        QFETCH(QString, expected);
        QVERIFY2(error.contains(expected), qPrintable(error));
        return;
    }
    QVERIFY2(draw, qPrintable(error));
    QCOMPARE(draw->moveNumber, number);
    QTEST(draw->moveCount, "count");
    QTEST(draw->score, "score");
}

void TestAdjudication::parseResign_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("count"); // -1: refused
    QTest::addColumn<int>("score");
    QTest::addColumn<bool>("twoSided");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one-sided") << QStringList{"movecount=3", "score=400"} << 3 << 400 << false
                               << "";
    QTest::newRow("bare twosided")
        << QStringList{"twosided", "movecount=3", "score=400"} << 3 << 400 << true << "";
    QTest::newRow("twosided=true")
        << QStringList{"movecount=3", "score=400", "twosided=true"} << 3 << 400 << true << "";
    QTest::newRow("twosided=false")
        << QStringList{"movecount=3", "score=400", "twosided=false"} << 3 << 400 << false << "";
    QTest::newRow("twosided=yes") << QStringList{"movecount=3", "score=400", "twosided=yes"} << -1
                                  << 0 << false << "twosided is true or false, not 'yes'";
    QTest::newRow("twosided twice")
        << QStringList{"movecount=3", "score=400", "twosided", "twosided=false"} << -1 << 0 << false
        << "twosided is given twice";
    QTest::newRow("score 0") << QStringList{"movecount=3", "score=0"} << -1 << 0 << false
                             << "score needs a whole number of at least 1, not '0'";
    QTest::newRow("no count") << QStringList{"score=400"} << -1 << 0 << false << "movecount=K";
    QTest::newRow("movenumber") << QStringList{"movecount=3", "score=400", "movenumber=3"} << -1
                                << 0 << false << "not a --resign setting: movenumber=3";
}

void TestAdjudication::parseResign()
{
    QFETCH(QStringList, words);
    QFETCH(int, count);
    QString error;
    const std::optional<Rules::Resign> resign = Rules::parseResign(words, &error);
    if (count < 0) {
        QVERIFY(!resign);
        QFETCH(QString, expected);
        QVERIFY2(error.contains(expected), qPrintable(error));
        return;
    }
    QVERIFY2(resign, qPrintable(error));
    QCOMPARE(resign->moveCount, count);
    QTEST(resign->score, "score");
    QTEST(resign->twoSided, "twoSided");
}

void TestAdjudication::scoreOfAMove()
{
    EngineInfo info;
    info.depth = 12;
    info.score = cp(-250); // first player's view
    QCOMPARE(adjudicationScore(info, 0), std::optional<Score>(cp(-250)));
    QCOMPARE(adjudicationScore(info, 1), std::optional<Score>(cp(250)));
    info.score = Score::mate(-3);
    QCOMPARE(adjudicationScore(info, 1), std::optional<Score>(Score::mate(3)));
    info.depth = -1; // not reported: the score still counts
    QVERIFY(adjudicationScore(info, 0).has_value());
    info.depth = 0; // a book or random move
    QVERIFY(!adjudicationScore(info, 0).has_value());
    info.depth = 3;
    info.score = Score();
    QVERIFY(!adjudicationScore(info, 0).has_value());
}

void TestAdjudication::drawAfterTheMoveNumber()
{
    // movecount=2: four plies in the window. From the start, the run is long enough at ply 4,
    // but the draw waits for ply 7.
    const QList<std::optional<Score>> quiet(12, cp(0));
    Fed f = feed(drawRules(7, 2, 10), quiet);
    QCOMPARE(f.ply, 7);
    QCOMPARE(f.result.kind, GameResult::Kind::Draw);
    QCOMPARE(f.result.reason, EndReason::AdjudicatedDraw);
    // movenumber=0: as soon as both engines have had two moves in the window.
    QCOMPARE(feed(drawRules(0, 2, 10), quiet).ply, 4);
    QCOMPARE(feed(drawRules(0, 3, 10), quiet).ply, 6);
}

void TestAdjudication::drawRunResets()
{
    // A score outside the window at ply 3, a mate at ply 6, a move without a score at ply 9:
    // each starts the run again.
    QList<std::optional<Score>> s(16, cp(5));
    s[2] = cp(11);
    QCOMPARE(feed(drawRules(0, 2, 10), s).ply, 3 + 4);
    s[5] = Score::mate(7);
    QCOMPARE(feed(drawRules(0, 2, 10), s).ply, 6 + 4);
    s[8] = std::nullopt;
    QCOMPARE(feed(drawRules(0, 2, 10), s).ply, 9 + 4);
    s[12] = cp(-11);
    QCOMPARE(feed(drawRules(0, 2, 10), s).ply, 0);
}

void TestAdjudication::drawWindowBounds()
{
    // ±S is inside the window, one more is not; the sign does not matter.
    QCOMPARE(feed(drawRules(0, 1, 10), {cp(10), cp(-10)}).ply, 2);
    QCOMPARE(feed(drawRules(0, 1, 10), {cp(10), cp(-11)}).ply, 0);
    QCOMPARE(feed(drawRules(0, 1, 0), {cp(0), cp(0)}).ply, 2);
    QCOMPARE(feed(drawRules(0, 1, 0), {cp(0), cp(1)}).ply, 0);
}

void TestAdjudication::resignOneSided()
{
    // The second player's own score is at the threshold on its moves 2, 4, 6; it resigns on its
    // next turn, after ply 7, whatever the first player thinks.
    const QList<std::optional<Score>> s{cp(0), cp(-300), cp(-50), cp(-300),
                                        cp(0), cp(-900), cp(0),   cp(-900)};
    Fed f = feed(resignRules(3, 300, false), s);
    QCOMPARE(f.ply, 7);
    QCOMPARE(f.result.kind, GameResult::Kind::Win);
    QCOMPARE(f.result.winner, 0);
    QCOMPARE(f.result.reason, EndReason::AdjudicatedResign);
    // One short of the threshold does not count.
    QList<std::optional<Score>> short1 = s;
    short1[3] = cp(-299);
    QCOMPARE(feed(resignRules(3, 300, false), short1).ply, 0);
    // The first player losing: the second wins, ruled on the first player's turn.
    f = feed(resignRules(2, 300, false), {cp(-400), cp(0), cp(-400), cp(0)});
    QCOMPARE(f.ply, 4);
    QCOMPARE(f.result.winner, 1);
}

void TestAdjudication::resignRunResets()
{
    // The loser's run breaks on a better score and on a move without one.
    QList<std::optional<Score>> s{cp(0), cp(-400), cp(0), cp(-400), cp(0), cp(-100),
                                  cp(0), cp(-400), cp(0), cp(-400), cp(0)};
    QCOMPARE(feed(resignRules(3, 300, false), s).ply, 0);
    s[5] = std::nullopt;
    QCOMPARE(feed(resignRules(3, 300, false), s).ply, 0);
    s[5] = cp(-400);
    QCOMPARE(feed(resignRules(3, 300, false), s).ply, 7);
}

void TestAdjudication::resignOnMateScores()
{
    // Being mated is beyond any threshold; mating is not losing.
    Fed f = feed(resignRules(2, 100000, false),
                 {cp(0), Score::mate(-9), cp(0), Score::mate(-Score::unknownMatePlies), cp(0)});
    QCOMPARE(f.ply, 5);
    QCOMPARE(f.result.winner, 0);
    QCOMPARE(
        feed(resignRules(2, 100000, false), {cp(0), Score::mate(9), cp(0), Score::mate(7), cp(0)})
            .ply,
        0);
}

void TestAdjudication::resignTwoSided()
{
    // The loser's scores alone do not do: the winner must agree, with +S (or a mate) on as
    // many of its own moves.
    const Rules rules = resignRules(2, 300, true);
    QCOMPARE(feed(rules, {cp(100), cp(-400), cp(100), cp(-400), cp(100), cp(-400)}).ply, 0);
    Fed f = feed(rules, {cp(100), cp(-400), cp(300), cp(-400), Score::mate(5), cp(-400)});
    QCOMPARE(f.ply, 5);
    QCOMPARE(f.result.winner, 0);
    QCOMPARE(f.result.reason, EndReason::AdjudicatedResign);
    // The winner's run resets too.
    QCOMPARE(feed(rules, {cp(300), cp(-400), cp(100), cp(-400), cp(300), cp(-400)}).ply, 0);
    // Without twosided the same game ends at ply 5.
    QCOMPARE(
        feed(resignRules(2, 300, false), {cp(100), cp(-400), cp(100), cp(-400), cp(100), cp(-400)})
            .ply,
        5);
}

void TestAdjudication::maxMoves()
{
    Rules rules;
    rules.maxMoves = 5;
    const QList<std::optional<Score>> s(9, std::nullopt);
    const Fed f = feed(rules, s);
    QCOMPARE(f.ply, 5);
    QCOMPARE(f.result.kind, GameResult::Kind::Draw);
    QCOMPARE(f.result.reason, EndReason::MaxMoves);
    QVERIFY(rules.draw == std::nullopt && !rules.isEmpty());
    QVERIFY(Rules().isEmpty());
}

void TestAdjudication::rulingOrder()
{
    Rules rules = resignRules(1, 10, false);
    rules.draw = Rules::Draw{0, 1, 10};
    rules.maxMoves = 4;
    // At ply 4 all three rules apply: the resignation comes first.
    Fed f = feed(rules, {cp(50), cp(50), cp(-10), cp(0)});
    QCOMPARE(f.ply, 4);
    QCOMPARE(f.result.reason, EndReason::AdjudicatedResign);
    QCOMPARE(f.result.winner, 1);
    // The draw and the move limit: the draw.
    f = feed(rules, {cp(50), cp(50), cp(0), cp(0)});
    QCOMPARE(f.ply, 4);
    QCOMPARE(f.result.reason, EndReason::AdjudicatedDraw);
    // The move limit alone.
    f = feed(rules, {cp(50), cp(50), cp(50), cp(-10)});
    QCOMPARE(f.ply, 4);
    QCOMPARE(f.result.reason, EndReason::MaxMoves);
}

void TestAdjudication::sessionEndsByMaxMoves()
{
    Rules rules;
    rules.maxMoves = 3;
    auto *x = new ScriptedPlayer({"0", "1"}, {cp(0), cp(0)});
    auto *o = new ScriptedPlayer({"4", "8"}, {cp(0), cp(0)});
    const std::unique_ptr<Session> session = playTicTacToe(rules, x, o);
    QVERIFY(session);
    QCOMPARE(session->moves(), (QStringList{"0", "4", "1"}));
    QCOMPARE(session->result().kind, GameResult::Kind::Draw);
    QCOMPARE(session->result().reason, EndReason::MaxMoves);
    // The record says why, in its header and in the last move's comment.
    QCOMPARE(session->record().headerValue(header::Termination), QStringLiteral("max-moves"));
    QCOMPARE(session->record().mainLine().last()->comment,
             QStringLiteral("move limit reached: the game reached 3 moves"));
}

void TestAdjudication::sessionResignsOnTheLosersTurn()
{
    // O reports +500 for X (first player's view) with its first move: hopeless from its own
    // view. It resigns when its turn comes, after X's second move.
    auto *x = new ScriptedPlayer({"0", "1", "2"}, {cp(100), cp(100), cp(100)});
    auto *o = new ScriptedPlayer({"4", "8"}, {cp(500), cp(500)});
    const std::unique_ptr<Session> session = playTicTacToe(resignRules(1, 500, false), x, o);
    QVERIFY(session);
    QCOMPARE(session->moves(), (QStringList{"0", "4", "1"}));
    QCOMPARE(session->result().kind, GameResult::Kind::Win);
    QCOMPARE(session->result().winner, 0);
    QCOMPARE(session->result().reason, EndReason::AdjudicatedResign);
    QCOMPARE(session->sideToMove(), 1);
    QCOMPARE(session->record().headerValue(header::Termination),
             QStringLiteral("adjudicated-resign"));
}

void TestAdjudication::rulesSpeakFirst()
{
    // X completes its row on ply 5, the move limit: the rules decide the game.
    Rules rules;
    rules.maxMoves = 5;
    auto *x = new ScriptedPlayer({"0", "1", "2"}, {cp(0), cp(0), cp(0)});
    auto *o = new ScriptedPlayer({"4", "8"}, {cp(0), cp(0)});
    const std::unique_ptr<Session> session = playTicTacToe(rules, x, o);
    QVERIFY(session);
    QCOMPARE(int(session->moves().size()), 5);
    QCOMPARE(session->result().kind, GameResult::Kind::Win);
    QCOMPARE(session->result().reason, EndReason::Rules);
    QVERIFY(session->record().mainLine().last()->comment.isEmpty());
}

QTEST_MAIN(TestAdjudication)
#include "tst_adjudication.moc"
