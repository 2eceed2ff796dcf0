// SPDX-License-Identifier: GPL-3.0-or-later
// The schedule of a match or tournament (docs/tournament.md): who meets whom, in which seats,
// with which opening, and the shards of it.
#include "core/tournament/schedule.h"

#include <QSet>
#include <QTest>

using namespace kibitz;

namespace {
ScheduleOptions options(int engines, int games, bool repeat = true)
{
    ScheduleOptions o;
    o.engines = engines;
    o.gamesPerEncounter = games;
    o.repeat = repeat;
    return o;
}

// "a-b" for the engines by seat ("a-b-c-d" in goita), by command-line number.
QString meeting(const ScheduledGame &g)
{
    QStringList seats;
    for (int e : g.seats)
        seats << QString::number(e + 1);
    return seats.join(u'-');
}
} // namespace

class TestSchedule : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void twoEnginesPlayPairsWithSidesSwapped()
    {
        const QList<ScheduledGame> s = makeSchedule(options(2, 4));
        QCOMPARE(s.size(), 4);
        QStringList seen;
        for (qsizetype i = 0; i < s.size(); ++i) {
            QCOMPARE(s[i].game, int(i) + 1);
            QCOMPARE(s[i].round, 1);
            QCOMPARE(s[i].pair, int(i) / 2 + 1);
            QCOMPARE(s[i].opening, int(i) / 2);
            seen << meeting(s[i]);
        }
        QCOMPARE(seen, (QStringList{"1-2", "2-1", "1-2", "2-1"}));
    }

    void repeatRoundsTheGamesUpToWholePairs()
    {
        const QList<ScheduledGame> s = makeSchedule(options(2, 3));
        QCOMPARE(s.size(), 4);
        QCOMPARE(s.last().pair, 2);
    }

    void withoutRepeatEachGameHasItsOwnOpening()
    {
        const QList<ScheduledGame> s = makeSchedule(options(2, 3, false));
        QCOMPARE(s.size(), 3);
        QStringList seen;
        for (qsizetype i = 0; i < s.size(); ++i) {
            QCOMPARE(s[i].pair, 0);
            QCOMPARE(s[i].opening, int(i));
            seen << meeting(s[i]);
        }
        QCOMPARE(seen, (QStringList{"1-2", "2-1", "1-2"}));
    }

    void roundRobinMeetsEveryPairEachRound()
    {
        ScheduleOptions o = options(3, 2);
        o.rounds = 2;
        const QList<ScheduledGame> s = makeSchedule(o);
        QCOMPARE(s.size(), 3 * 2 * 2);
        QStringList seen;
        for (const ScheduledGame &g : s)
            seen << QStringLiteral("r%1:%2").arg(g.round).arg(meeting(g));
        QCOMPARE(seen, (QStringList{"r1:1-2", "r1:2-1", "r1:1-3", "r1:3-1", "r1:2-3", "r1:3-2",
                                    "r2:1-2", "r2:2-1", "r2:1-3", "r2:3-1", "r2:2-3", "r2:3-2"}));
        // Each pair its own opening, both of its games the same one.
        for (qsizetype i = 0; i < s.size(); ++i)
            QCOMPARE(s[i].opening, int(i) / 2);
    }

    void gauntletPlaysTheFirstEngineAgainstEachOther()
    {
        ScheduleOptions o = options(4, 2);
        o.gauntlet = true;
        QStringList seen;
        for (const ScheduledGame &g : makeSchedule(o))
            seen << meeting(g);
        QCOMPARE(seen, (QStringList{"1-2", "2-1", "1-3", "3-1", "1-4", "4-1"}));
    }

    void goitaTeamsSwapTheirSeatsInAPair()
    {
        ScheduleOptions o = options(2, 2);
        o.seats = 4;
        const QList<ScheduledGame> s = makeSchedule(o);
        QCOMPARE(s.size(), 2);
        QCOMPARE(meeting(s[0]), QStringLiteral("1-2-1-2"));
        QCOMPARE(meeting(s[1]), QStringLiteral("2-1-2-1"));
        QCOMPARE(s[0].opening, s[1].opening);
        QCOMPARE(s[0].pair, s[1].pair);
    }

    void goitaRoundRobinOfThreeTeams()
    {
        // Each engine is a team holding two seats: every pair of teams meets, seats swapped.
        ScheduleOptions o = options(3, 2);
        o.seats = 4;
        QStringList seen;
        for (const ScheduledGame &g : makeSchedule(o))
            seen << meeting(g);
        QCOMPARE(seen,
                 (QStringList{"1-2-1-2", "2-1-2-1", "1-3-1-3", "3-1-3-1", "2-3-2-3", "3-2-3-2"}));
        o.gauntlet = true;
        seen.clear();
        for (const ScheduledGame &g : makeSchedule(o))
            seen << meeting(g);
        QCOMPARE(seen, (QStringList{"1-2-1-2", "2-1-2-1", "1-3-1-3", "3-1-3-1"}));
    }

    void goitaEnginesBySeat()
    {
        // --seats: four engines one a seat, 1 and 3 against 2 and 4; the pair's second game
        // swaps the teams' seats, each engine keeping its partner.
        ScheduleOptions o = options(2, 4);
        o.seats = 4;
        o.enginesBySeat = true;
        QStringList seen;
        for (const ScheduledGame &g : makeSchedule(o))
            seen << meeting(g);
        QCOMPARE(seen, (QStringList{"1-2-3-4", "2-1-4-3", "1-2-3-4", "2-1-4-3"}));
    }

    void shardsAreDisjointWholePairsAndMakeTheSchedule_data()
    {
        QTest::addColumn<bool>("repeat");
        QTest::addColumn<int>("shards");
        QTest::newRow("pairs in 3") << true << 3;
        QTest::newRow("pairs in 1") << true << 1;
        QTest::newRow("games in 4") << false << 4;
        QTest::newRow("more shards than pairs") << true << 40;
    }

    void shardsAreDisjointWholePairsAndMakeTheSchedule()
    {
        QFETCH(bool, repeat);
        QFETCH(int, shards);
        ScheduleOptions o = options(3, 6, repeat);
        o.rounds = 2;
        const QList<ScheduledGame> whole = makeSchedule(o);
        QSet<int> games;
        QHash<int, int> shardOfPair;
        int total = 0;
        for (int i = 1; i <= shards; ++i) {
            const QList<ScheduledGame> part = shardOf(whole, i, shards);
            total += int(part.size());
            for (const ScheduledGame &g : part) {
                QVERIFY2(!games.contains(g.game), "a game in two shards");
                games.insert(g.game);
                QCOMPARE(g.seats, whole[g.game - 1].seats);
                if (g.pair > 0) {
                    QVERIFY2(shardOfPair.value(g.pair, i) == i, "a pair split between shards");
                    shardOfPair[g.pair] = i;
                }
            }
        }
        QCOMPARE(total, int(whole.size()));
        QCOMPARE(games.size(), whole.size());
        // Balanced: no shard has more than one unit (pair or game) more than another.
        const int unit = repeat ? 2 : 1;
        const int units = int(whole.size()) / unit;
        for (int i = 1; i <= shards; ++i) {
            const qsizetype size = shardOf(whole, i, shards).size();
            QVERIFY(size == units / shards * unit || size == (units / shards + 1) * unit);
        }
    }
};

QTEST_APPLESS_MAIN(TestSchedule)
#include "tst_schedule.moc"
