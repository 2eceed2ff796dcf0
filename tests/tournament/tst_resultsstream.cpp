// SPDX-License-Identifier: GPL-3.0-or-later
// results.jsonl written and read back, the tally of its games, and the report text.
#include "core/tournament/matchreport.h"
#include "core/tournament/matchtally.h"
#include "core/tournament/resultsstream.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {
bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A two-engine game of a stream, by its number, pair and result.
FinishedGame game(int number, int pair, const QString &first, const QString &second,
                  const QString &result)
{
    FinishedGame g;
    g.game = number;
    g.pair = pair;
    g.engines = {first, second};
    g.result = result;
    return g;
}

// The line as resultsLine built it with QJsonObject before it was written by hand.
QByteArray referenceLine(const FinishedGame &game)
{
    QJsonObject o{{QStringLiteral("game"), game.game},
                  {QStringLiteral("engines"), QJsonArray::fromStringList(game.engines)},
                  {QStringLiteral("reason"), game.reason},
                  {QStringLiteral("plies"), game.plies}};
    if (!game.result.isEmpty())
        o.insert(QStringLiteral("result"), game.result);
    else
        o.insert(QStringLiteral("result"),
                 QJsonObject{{QStringLiteral("team1"), game.team1Points},
                             {QStringLiteral("team2"), game.team2Points}});
    if (game.pair > 0) o.insert(QStringLiteral("pair"), game.pair);
    if (game.round > 0) o.insert(QStringLiteral("round"), game.round);
    if (game.openingIndex > 0 || !game.openingText.isEmpty())
        o.insert(QStringLiteral("opening"),
                 QJsonObject{{QStringLiteral("index"), game.openingIndex},
                             {QStringLiteral("text"), game.openingText}});
    if (!game.record.isEmpty()) o.insert(QStringLiteral("record"), game.record);
    if (game.started.isValid())
        o.insert(QStringLiteral("started"), game.started.toString(Qt::ISODateWithMs));
    if (game.finished.isValid())
        o.insert(QStringLiteral("finished"), game.finished.toString(Qt::ISODateWithMs));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Text with JSON's special characters, control characters, non-ASCII and lone surrogates.
QString randomText(QRandomGenerator &random)
{
    static const char16_t pool[] = {u'a', u'7', u' ',   u'"',   u'\\',
                                    u'/', 0x7f, 0x30a8, 0xd83d, 0xdc4d};
    QString text;
    for (int i = int(random.bounded(10)); i > 0; --i) {
        const int pick = int(random.bounded(int(std::size(pool)) + 2));
        text += pick < int(std::size(pool)) ? QChar(pool[pick]) : QChar(random.bounded(0x20));
    }
    return text;
}
} // namespace

class TestResultsStream : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writtenGamesReadBack();
    void linesAreWhatQJsonObjectWrote();
    void appendingKeepsWhatIsWritten();
    void aLineCutShortDoesNotSwallowTheNext();
    void partialLastLineUnknownFieldsAndABrokenLine();
    void linesWithoutTheNeededFields();
    void severalFilesAndFolders();
    void pairsMakeThePentanomial();
    void selfPlayAndTeams();
    void reportWithoutPairs();
    void pairingNamedAsItsFirstGameSeatsIt();
};

void TestResultsStream::writtenGamesReadBack()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("results.jsonl"));
    FinishedGame shogi = game(7, 4, QStringLiteral("Engine A"), QStringLiteral("エンジンB"),
                              QStringLiteral("1/2-1/2"));
    shogi.round = 2;
    shogi.openingIndex = 3;
    shogi.openingText =
        QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b");
    shogi.reason = QStringLiteral("rules");
    shogi.plies = 256;
    shogi.record = QStringLiteral("0007-Engine_A-vs-B.kif");
    shogi.started = QDateTime(QDate(2025, 1, 2), QTime(3, 4, 5, 678), Qt::UTC);
    shogi.finished = shogi.started.addSecs(90);
    FinishedGame goita;
    goita.game = 8;
    goita.engines = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                     QStringLiteral("d")};
    goita.team1Points = 150;
    goita.team2Points = 80;
    ResultsWriter writer(path);
    QCOMPARE(writer.append(shogi), QString());
    QCOMPARE(writer.append(goita), QString());
    // Flushed as each game ends: another reader sees both before the writer is gone.
    const ResultsReadout readout = readResults({path});
    QCOMPARE(readout.problems, QStringList());
    QCOMPARE(readout.games.size(), 2);
    const FinishedGame &s = readout.games[0];
    QCOMPARE(s.game, 7);
    QCOMPARE(s.pair, 4);
    QCOMPARE(s.round, 2);
    QCOMPARE(s.openingIndex, 3);
    QCOMPARE(s.openingText, shogi.openingText);
    QCOMPARE(s.engines, shogi.engines);
    QCOMPARE(s.result, QStringLiteral("1/2-1/2"));
    QCOMPARE(s.reason, QStringLiteral("rules"));
    QCOMPARE(s.plies, 256);
    QCOMPARE(s.record, shogi.record);
    QCOMPARE(s.started, shogi.started);
    QCOMPARE(s.finished, shogi.finished);
    QCOMPARE(s.firstSideScore(), std::optional<double>(0.5));
    const FinishedGame &g = readout.games[1];
    QVERIFY(g.result.isEmpty());
    QCOMPARE(g.team1Points, 150);
    QCOMPARE(g.team2Points, 80);
    QCOMPARE(g.firstSideScore(), std::optional<double>(1.0));
    // The format as documented: one object per line, the fields by their names.
    const QList<QByteArray> lines = readFile(path).split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[2].isEmpty());
    QVERIFY(lines[0].contains("\"opening\":{\"index\":3,\"text\":\"lnsgkgsnl/"));
    QVERIFY(lines[0].contains("\"started\":\"2025-01-02T03:04:05.678Z\""));
    QVERIFY(lines[1].contains("\"result\":{\"team1\":150,\"team2\":80}"));
}

// resultsLine is written by hand (it runs for every game); each line is checked byte for byte
// against the QJsonObject line it replaced, on games with every field present or absent.
void TestResultsStream::linesAreWhatQJsonObjectWrote()
{
    QRandomGenerator random(24);
    for (int i = 0; i < 500; ++i) {
        FinishedGame g;
        g.game = int(random.bounded(1, 100000));
        for (int e = int(random.bounded(5)); e > 0; --e)
            g.engines << randomText(random);
        if (random.bounded(2)) {
            g.result = randomText(random);
        } else {
            g.team1Points = int(random.bounded(-1, 200));
            g.team2Points = int(random.bounded(-1, 200));
        }
        g.reason = randomText(random);
        g.plies = int(random.bounded(0, 1000));
        g.pair = int(random.bounded(0, 3)) * int(random.bounded(1, 1000));
        g.round = int(random.bounded(0, 3)) * int(random.bounded(1, 100));
        if (random.bounded(2)) g.openingIndex = int(random.bounded(0, 50));
        if (random.bounded(2)) g.openingText = randomText(random);
        if (random.bounded(2)) g.record = randomText(random);
        const QDateTime at = QDateTime::fromMSecsSinceEpoch(
            qint64(random.bounded(quint64(Q_INT64_C(1) << 41))), Qt::UTC);
        if (random.bounded(2)) g.started = at;
        if (random.bounded(2)) g.finished = at.addMSecs(qint64(random.bounded(100000)));
        QCOMPARE(resultsLine(g), referenceLine(g));
    }
}

void TestResultsStream::appendingKeepsWhatIsWritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("results.jsonl"));
    QCOMPARE(ResultsWriter(path).append(game(1, 1, "A", "B", "1-0")), QString());
    const QByteArray first = readFile(path);
    // A second run (a resumed match) appends after the first line, which stays as it was.
    QCOMPARE(ResultsWriter(path).append(game(2, 1, "B", "A", "0-1")), QString());
    const QByteArray both = readFile(path);
    QVERIFY(both.startsWith(first));
    QCOMPARE(both.count('\n'), 2);
    QVERIFY(!ResultsWriter(dir.filePath(QStringLiteral("no/such/folder/r.jsonl")))
                 .append(game(1, 1, "A", "B", "1-0"))
                 .isEmpty());
}

void TestResultsStream::aLineCutShortDoesNotSwallowTheNext()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("results.jsonl"));
    QVERIFY(writeFile(path, "{\"game\":1,\"engines\":[\"A\",\"B\"],\"resu"));
    QCOMPARE(ResultsWriter(path).append(game(2, 0, "A", "B", "0-1")), QString());
    const ResultsReadout readout = readResults({path});
    QCOMPARE(readout.games.size(), 1);
    QCOMPARE(readout.games[0].game, 2);
    // The cut line is no longer the last: it is named.
    QCOMPARE(readout.problems.size(), 1);
    QVERIFY2(readout.problems[0].startsWith(path + QStringLiteral(":1: ")),
             qPrintable(readout.problems[0]));
}

void TestResultsStream::partialLastLineUnknownFieldsAndABrokenLine()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("results.jsonl"));
    QVERIFY(writeFile(path, "{\"game\":1,\"engines\":[\"A\",\"B\"],\"result\":\"1-0\","
                            "\"elo\":{\"a\":1},\"comment\":\"from a newer Kibitz\"}\n"
                            "{\"game\":2,\"engines\":[\"B\",\"A\"],\"result\":\"1-0\"\n"
                            "\n"
                            "{\"game\":3,\"engines\":[\"A\",\"B\"],\"result\":\"1/2-1/2\"}\r\n"
                            "{\"game\":4,\"engines\":[\"B\",\"A\"],\"res"));
    const ResultsReadout readout = readResults({path});
    QCOMPARE(readout.games.size(), 2);
    QCOMPARE(readout.games[0].game, 1);
    QCOMPARE(readout.games[1].game, 3);
    // Only the broken line in the middle is a problem, named by file and line.
    QCOMPARE(readout.problems.size(), 1);
    QVERIFY2(readout.problems[0].startsWith(path + QStringLiteral(":2: ")),
             qPrintable(readout.problems[0]));
}

void TestResultsStream::linesWithoutTheNeededFields()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("results.jsonl"));
    QVERIFY(writeFile(path, "{\"engines\":[\"A\",\"B\"],\"result\":\"1-0\"}\n"
                            "{\"game\":2,\"engines\":[\"A\"],\"result\":\"1-0\"}\n"
                            "{\"game\":3,\"engines\":[\"A\",\"B\"],\"result\":\"2-0\"}\n"
                            "{\"game\":4,\"engines\":[\"A\",\"B\"],\"result\":{\"team1\":1}}\n"
                            "[1,2]\n"
                            "{\"game\":6,\"engines\":[\"A\",\"B\"],\"result\":\"*\"}\n"));
    const ResultsReadout readout = readResults({path});
    QCOMPARE(readout.games.size(), 1);
    QCOMPARE(readout.games[0].firstSideScore(), std::nullopt);
    QCOMPARE(readout.problems.size(), 5);
    for (int line = 1; line <= 5; ++line)
        QVERIFY2(readout.problems[line - 1].startsWith(path + QStringLiteral(":%1: ").arg(line)),
                 qPrintable(readout.problems[line - 1]));
}

void TestResultsStream::severalFilesAndFolders()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("shards")));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("empty")));
    const QString shards = dir.filePath(QStringLiteral("shards"));
    QVERIFY(writeFile(shards + QStringLiteral("/results-2.jsonl"),
                      "{\"game\":2,\"engines\":[\"B\",\"A\"],\"result\":\"0-1\"}\n"));
    QVERIFY(writeFile(shards + QStringLiteral("/results-1.jsonl"),
                      "{\"game\":1,\"engines\":[\"A\",\"B\"],\"result\":\"1-0\"}\n"));
    QVERIFY(writeFile(shards + QStringLiteral("/notes.jsonl"),
                      "{\"game\":9,\"engines\":[\"A\",\"B\"],\"result\":\"1-0\"}\n"));
    const QString single = dir.filePath(QStringLiteral("other.jsonl"));
    QVERIFY(writeFile(single, "{\"game\":3,\"engines\":[\"A\",\"B\"],\"result\":\"0-1\"}\n"));
    const QString missing = dir.filePath(QStringLiteral("missing.jsonl"));
    const ResultsReadout readout =
        readResults({shards, single, dir.filePath(QStringLiteral("empty")), missing});
    QCOMPARE(readout.games.size(), 3);
    QCOMPARE(readout.games[0].game, 1); // results-1 before results-2; notes.jsonl left alone
    QCOMPARE(readout.games[1].game, 2);
    QCOMPARE(readout.games[2].game, 3);
    QCOMPARE(readout.problems.size(), 2);
    QVERIFY2(readout.problems[0].contains(QStringLiteral("empty")),
             qPrintable(readout.problems[0]));
    QVERIFY2(readout.problems[1].contains(missing), qPrintable(readout.problems[1]));
}

void TestResultsStream::pairsMakeThePentanomial()
{
    // Out of order, as shards write them. Pairs by A's points: 1 WW (2), 2 LD (0.5), 3 WL (1:
    // a win and a loss), 4 DD (1: two draws), 5 WD (1.5), 6 LL (0); pair 7 lost its second game,
    // pair 8 has a game without a result, pair 9 has three games: those count in W-L-D only.
    const QList<FinishedGame> games = {
        game(2, 1, "B", "A", "0-1"),     game(1, 1, "A", "B", "1-0"),
        game(3, 2, "A", "B", "0-1"),     game(4, 2, "B", "A", "1/2-1/2"),
        game(5, 3, "A", "B", "1-0"),     game(6, 3, "B", "A", "1-0"),
        game(7, 4, "A", "B", "1/2-1/2"), game(8, 4, "B", "A", "1/2-1/2"),
        game(9, 5, "A", "B", "1-0"),     game(10, 5, "B", "A", "1/2-1/2"),
        game(11, 6, "A", "B", "0-1"),    game(12, 6, "B", "A", "1-0"),
        game(13, 7, "A", "B", "1-0"),    game(14, 8, "A", "B", "*"),
        game(15, 8, "B", "A", "0-1"),    game(16, 9, "A", "B", "1-0"),
        game(17, 9, "B", "A", "1-0"),    game(18, 9, "A", "B", "1-0"),
    };
    const MatchTally tally = tallyResults(games);
    QCOMPARE(tally.noResults, 1);
    QCOMPARE(tally.pairings.size(), 1);
    const EnginePairing &p = tally.pairings[0];
    QCOMPARE(p.first, QStringLiteral("A")); // moved first in game 1
    QCOMPARE(p.second, QStringLiteral("B"));
    const PairCounts &c = p.counts;
    // A won 1 2 5 9 13 15 16 18, lost 3 6 11 12 17, drew 4 7 8 10.
    QCOMPARE(c.wins, 8);
    QCOMPARE(c.losses, 5);
    QCOMPARE(c.draws, 4);
    QCOMPARE(c.pentanomial(), (std::array<int, 5>{1, 1, 2, 1, 1}));
    QCOMPARE(c.pairWL, 1);
    QCOMPARE(c.pairDD, 1);
    QCOMPARE(tally.standings.size(), 2);
    QCOMPARE(tally.standings[0].engine, QStringLiteral("A"));
    QCOMPARE(tally.standings[0].counts.wins, 8);
    QCOMPARE(tally.standings[1].counts.wins, 5);
}

void TestResultsStream::selfPlayAndTeams()
{
    // The same engine on both sides: "first" is whoever moved first in game 1 and second in
    // game 2, so a pair of first-mover wins is a win and a loss.
    MatchTally tally = tallyResults({game(1, 1, "X", "X", "1-0"), game(2, 1, "X", "X", "1-0")});
    QCOMPARE(tally.pairings[0].counts.pairWL, 1);
    QCOMPARE(tally.pairings[0].counts.wins, 1);
    QCOMPARE(tally.pairings[0].counts.losses, 1);
    QCOMPARE(tally.standings.size(), 1);
    QCOMPARE(tally.standings[0].counts.games(), 4);
    // Goita: seats 1 and 3 against 2 and 4, scored by team points.
    FinishedGame g1;
    g1.game = 1;
    g1.pair = 1;
    g1.engines = {"p", "q", "r", "s"};
    g1.team1Points = 150;
    g1.team2Points = 150;
    FinishedGame g2 = g1;
    g2.game = 2;
    g2.engines = {"q", "p", "s", "r"};
    g2.team2Points = 160;
    tally = tallyResults({g1, g2});
    QCOMPARE(tally.pairings.size(), 1);
    QCOMPARE(tally.pairings[0].first, QStringLiteral("p+r"));
    QCOMPARE(tally.pairings[0].second, QStringLiteral("q+s"));
    QCOMPARE(tally.pairings[0].counts.draws, 1);
    QCOMPARE(tally.pairings[0].counts.wins, 1);
    QCOMPARE(tally.pairings[0].counts.pairWD, 1);
    // A team of one engine in both its seats (kibitz-cli match's two goita teams) is named once,
    // in the pairing and the standings, not "A+A".
    g1.engines = {"A", "B", "A", "B"};
    g2.engines = {"B", "A", "B", "A"};
    tally = tallyResults({g1, g2});
    QCOMPARE(tally.pairings.size(), 1);
    QCOMPARE(tally.pairings[0].first, QStringLiteral("A"));
    QCOMPARE(tally.pairings[0].second, QStringLiteral("B"));
    QCOMPARE(tally.pairings[0].counts.pairWD, 1);
    QCOMPARE(tally.standings.size(), 2);
    // A drew game 1 and won game 2 (160 to 150 as team 2): 1.5 points of 2, B 0.5.
    QCOMPARE(tally.standings[0].engine, QStringLiteral("A"));
    QCOMPARE(tally.standings[0].counts.points(), 1.5);
    QCOMPARE(tally.standings[1].engine, QStringLiteral("B"));
    // One partner named as the other team's engine is still a team of two.
    QCOMPARE(matchSideName({"A", "B", "C", "B"}, 0), QStringLiteral("A+C"));
    QCOMPARE(matchSideName({"A", "B", "C", "B"}, 1), QStringLiteral("B"));
    QCOMPARE(matchSideName({"A", "A"}, 1), QStringLiteral("A"));
}

void TestResultsStream::reportWithoutPairs()
{
    // Unpaired games: W-L-D alone, no PairsRatio or Ptnml. Expected figures from Python:
    //   c = [4, 4, 9]  (losses, draws, wins); n = 17; mu = 11 / 17
    //   var = sum(c_i (a_i - mu)^2) / n; se = sqrt(var / n); z = 1.959963984540054
    //   elo(s) = -400 log10(1 / s - 1)  -> 105.30, +/- (elo(mu + z se) - elo(mu - z se)) / 2
    //   = 162.82; nElo (mu - 0.5) / sqrt(var) * 800 / ln 10 = 124.08, +/- z se / sqrt(var) *
    //   800 / ln 10 = 165.16; LOS 50 erfc(-(mu - 0.5) / (se sqrt 2)) = 92.96; the LLR of
    //   logistic [-10, 10] from the mean-constrained MLEs (tests/tournament/tst_reportcli.cpp
    //   shows that script) 0.38.
    EnginePairing p{QStringLiteral("X"), QStringLiteral("Y"), {}};
    p.counts.wins = 9;
    p.counts.losses = 4;
    p.counts.draws = 4;
    const SprtTest logistic{-10, 10, 0.05, 0.05, SprtTest::Model::Logistic};
    QCOMPARE(pairingReport(p, logistic),
             QStringLiteral("Results of X vs Y:\n"
                            "Elo: 105.30 +/- 162.82, nElo: 124.08 +/- 165.16\n"
                            "LOS: 92.96 %, DrawRatio: 23.53 %\n"
                            "Games: 17, Wins: 9, Losses: 4, Draws: 4, Points: 11.0 (64.71 %)\n"
                            "LLR: 0.38 (-2.94, 2.94) [-10.00, 10.00]\n"));
    // Decided: all won, bounds ln 4 at alpha = beta = 0.2.
    const SprtTest loose{-10, 10, 0.2, 0.2, SprtTest::Model::Logistic};
    p.counts = {};
    p.counts.wins = 40;
    QVERIFY2(pairingReport(p, loose).endsWith(
                 QStringLiteral("LLR: 2.30 (-1.39, 1.39) [-10.00, 10.00] - H1 accepted\n")),
             qPrintable(pairingReport(p, loose)));
    std::swap(p.counts.wins, p.counts.losses);
    QVERIFY(pairingReport(p, loose).endsWith(QStringLiteral(" - H0 accepted\n")));
    QVERIFY(!pairingReport(p, std::nullopt).contains(QStringLiteral("LLR")));
}

// A run stopped when only game 2 (the second of pair 1, B moving first) had ended: the pairing is
// still A vs B, as game 1 seats it, and B's win is A's loss.
void TestResultsStream::pairingNamedAsItsFirstGameSeatsIt()
{
    MatchTally tally = tallyResults({game(2, 1, "B", "A", "1-0")});
    QCOMPARE(tally.pairings.size(), 1);
    QCOMPARE(tally.pairings[0].first, QStringLiteral("A"));
    QCOMPARE(tally.pairings[0].second, QStringLiteral("B"));
    QCOMPARE(tally.pairings[0].counts.losses, 1);
    QCOMPARE(tally.pairings[0].counts.wins, 0);
    // Pair 2's first game (game 3) seats its engines as they are.
    tally = tallyResults({game(3, 2, "A", "B", "0-1"), game(4, 2, "B", "A", "1-0")});
    QCOMPARE(tally.pairings[0].first, QStringLiteral("A"));
    QCOMPARE(tally.pairings[0].counts.losses, 2);
}

QTEST_APPLESS_MAIN(TestResultsStream)
#include "tst_resultsstream.moc"
