// SPDX-License-Identifier: GPL-3.0-or-later
// The USI adapter against real traffic: ShogiHome's usi-csa-bridge games and YaneuraOu's
// multi-PV/ponder session (../shared/data/shogi). Each log is replayed: the actions its `recv:`
// lines show (position + go, ponderhit, stop, gameover, quit) are asked of the adapter, whose
// lines must be exactly the log's, and its `send:` lines are fed back, whose best moves must be
// the logged ones and legal in the searched position (checked with the rules library).
#include "core/engine/engineadapter.h"
#include "core/game/position.h"
#include "gamecatalog.h"
#include "shogi/shogiposition.h"
#include "shogi/usiadapter.h"
#include "shogi/usioption.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {
const QString dataDir = QStringLiteral(SHARED_DATA_DIR "/shogi");

const Game &shogiGame()
{
    return *gameById(u"shogi");
}

// The request a `position …` and a `go …` line describe.
SearchRequest requestFor(QStringView positionLine, QStringView goLine)
{
    SearchRequest r;
    QStringView rest = positionLine.mid(QStringLiteral("position ").size());
    QString setup;
    const qsizetype movesAt = rest.indexOf(u" moves ");
    const QStringView head = movesAt < 0 ? rest : rest.left(movesAt);
    if (head != u"startpos") setup = head.mid(5).toString(); // "sfen …"
    auto start = ShogiPosition::fromSetup(setup);
    Q_ASSERT(start);
    if (movesAt >= 0)
        for (QStringView m : rest.mid(movesAt + 7).split(u' ', Qt::SkipEmptyParts))
            r.moves << m.toString();
    std::unique_ptr<Position> current = start->clone();
    for (const QString &m : std::as_const(r.moves)) {
        if (!current->isLegal(m)) qFatal("log move %s is not legal", qPrintable(m));
        current->play(m);
    }
    r.start = std::shared_ptr<const Position>(std::move(start));
    r.current = std::shared_ptr<const Position>(std::move(current));
    const QList<QStringView> w = goLine.split(u' ', Qt::SkipEmptyParts);
    qint64 b = 0, wt = 0, byo = 0, binc = 0;
    for (qsizetype i = 1; i < w.size(); ++i) {
        if (w[i] == u"ponder")
            r.kind = SearchRequest::Kind::Ponder;
        else if (w[i] == u"infinite")
            r.kind = SearchRequest::Kind::Analysis;
        else if (i + 1 < w.size()) {
            const qint64 n = w[i + 1].toLongLong();
            if (w[i] == u"btime")
                b = n;
            else if (w[i] == u"wtime")
                wt = n;
            else if (w[i] == u"byoyomi")
                byo = n;
            else if (w[i] == u"binc")
                binc = n;
            else
                continue;
            ++i;
        }
    }
    if (r.kind == SearchRequest::Kind::Analysis) return r; // go infinite: no time
    r.timeControl.baseMs = 1;                              // some base time: a timed game
    r.timeControl.byoyomiMs = byo;
    r.timeControl.incrementMs = binc;
    r.remainingMs = {b + binc, wt + binc};
    return r;
}

struct Replay
{
    QStringList expected; // the log's recv: lines that were replayed
    QStringList sent;     // what the adapter sent for them
    int bestMoves = 0;
    int legalBestMoves = 0;
    QStringList bestMoveTexts;
    QStringList ponderMoves;
    int infos = 0;
    int resigns = 0;
    QList<EngineInfo> infoList;
    std::unique_ptr<UsiAdapter> adapter;
};

// Replays one log through a fresh adapter. A second game on the same process (the engine
// readied again) is where the replay ends: Kibitz starts a fresh process for every game.
Replay replay(const QString &path)
{
    Replay out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    out.adapter = std::make_unique<UsiAdapter>(shogiGame());
    UsiAdapter &a = *out.adapter;
    QList<QPair<QString, QString>> options;
    for (const QString &l : lines) {
        if (!l.startsWith(QLatin1String("recv:setoption name "))) continue;
        const QStringView rest = QStringView(l).mid(20);
        const qsizetype v = rest.indexOf(u" value ");
        options.append({rest.left(v).toString(), rest.mid(v + 7).toString()});
    }
    a.setConfiguredOptions(options);
    QObject::connect(&a, &EngineAdapter::lineSent, [&](const QString &l) { out.sent << l; });
    SearchRequest current;
    QString positionLine;
    QObject::connect(&a, &EngineAdapter::bestMoveReceived, [&](const QString &move) {
        ++out.bestMoves;
        out.bestMoveTexts << move;
        out.ponderMoves << a.ponderMove();
        if (current.current->isLegal(move)) ++out.legalBestMoves;
    });
    QObject::connect(&a, &EngineAdapter::resigned, [&] { ++out.resigns; });
    QObject::connect(&a, &EngineAdapter::infoReceived, [&](const EngineInfo &i) {
        ++out.infos;
        out.infoList << i;
    });
    bool readied = false;
    for (const QString &line : lines) {
        if (line.startsWith(u'#') || line.isEmpty()) continue;
        if (line.startsWith(QLatin1String("send:"))) {
            a.receiveLine(line.mid(5));
            continue;
        }
        if (!line.startsWith(QLatin1String("recv:"))) continue;
        const QString cmd = line.mid(5);
        const QString word = cmd.section(u' ', 0, 0);
        if (word == u"isready") {
            if (readied) break;
            readied = true;
        }
        out.expected << cmd;
        if (word == u"usi")
            a.begin();
        else if (word == u"position")
            positionLine = cmd;
        else if (word == u"go") {
            current = requestFor(positionLine, cmd);
            a.go(current);
        } else if (word == u"ponderhit")
            a.ponderHit();
        else if (word == u"stop")
            a.stop();
        else if (word == u"quit")
            a.quit();
        else if (word == u"gameover") {
            const QString r = cmd.section(u' ', 1, 1);
            a.gameOver(r == u"draw"  ? GameResult::draw(EndReason::Rules)
                       : r == u"win" ? GameResult::win(0, EndReason::Rules)
                                     : GameResult::win(1, EndReason::Rules),
                       0);
        }
        // setoption, isready and usinewgame the adapter sends by itself.
    }
    return out;
}

// Whether Kibitz's line does what the log's line did. ShogiHome's "early ponder" (bridge logs 2
// and 30) sends a bare `go ponder` and gives the clocks with `ponderhit`; Kibitz sends the clocks
// with go ponder and a bare ponderhit, as the USI spec has it: those lines match up to the clocks.
bool sameCommand(const QString &sent, const QString &logged)
{
    if (sent == logged) return true;
    if (logged == u"go ponder") return sent.startsWith(QLatin1String("go ponder btime "));
    if (logged.startsWith(QLatin1String("ponderhit "))) return sent == u"ponderhit";
    return false;
}

QStringList bridgeLogs()
{
    QStringList logs;
    const QDir dir(dataDir + QStringLiteral("/shogihome/usi-csa-bridge"));
    for (const QString &d : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        logs << dir.filePath(d + QStringLiteral("/usi.log"));
    return logs;
}
} // namespace

class TestUsiAdapter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void newGameOfAKeptEngine();
    void bridgeLogsReplay_data();
    void bridgeLogsReplay();
    void declarationWinIsJudgedByTheRules();
    void yaneuraouSession();
    void optionsAreCheckedBeforeTheyAreSent();
    void optionDeclarations_data();
    void optionDeclarations();
    void infoLines_data();
    void infoLines();
    void clockWords_data();
    void clockWords();
    void clockWordsPerSide_data();
    void clockWordsPerSide();
    void bestMoveForms();
    void mateSearchAnswers_data();
    void mateSearchAnswers();
    void handshakeStepsAreNamed();
    void multiPvFollowsTheSearchKind();
};

void TestUsiAdapter::bridgeLogsReplay_data()
{
    QTest::addColumn<QString>("path");
    const QStringList logs = bridgeLogs();
    QVERIFY2(logs.size() >= 30, qPrintable(dataDir));
    for (const QString &p : logs)
        QTest::newRow(qPrintable(QFileInfo(p).dir().dirName())) << p;
}

void TestUsiAdapter::bridgeLogsReplay()
{
    QFETCH(QString, path);
    const Replay r = replay(path);
    QVERIFY(r.expected.size() >= 6);
    QCOMPARE(r.sent.size(), r.expected.size());
    for (qsizetype i = 0; i < r.expected.size(); ++i)
        QVERIFY2(sameCommand(r.sent[i], r.expected[i]),
                 qPrintable(QStringLiteral("line %1: Kibitz '%2', log '%3'")
                                .arg(i)
                                .arg(r.sent[i], r.expected[i])));
    QVERIFY(r.adapter->isHandshakeDone());
    // Every move the engine chose is legal where it was asked ("win" is judged in its own test).
    const int declarations = int(r.bestMoveTexts.count(QStringLiteral("win")));
    QCOMPARE(r.legalBestMoves + (declarations ? r.bestMoves - r.legalBestMoves : 0), r.bestMoves);
}

void TestUsiAdapter::declarationWinIsJudgedByTheRules()
{
    // Log 3: White's king in the zone with 10 pieces and 28+ points there: a winning declaration.
    // Log 4: bare kings: the same word is a false declaration, which the referee refuses.
    const Replay good = replay(dataDir + QStringLiteral("/shogihome/usi-csa-bridge/3/usi.log"));
    QCOMPARE(good.bestMoveTexts, QStringList{QStringLiteral("win")});
    QCOMPARE(good.legalBestMoves, 1);
    const Replay bad = replay(dataDir + QStringLiteral("/shogihome/usi-csa-bridge/4/usi.log"));
    QCOMPARE(bad.bestMoveTexts, QStringList{QStringLiteral("win")});
    QCOMPARE(bad.legalBestMoves, 0);
}

void TestUsiAdapter::yaneuraouSession()
{
    const Replay r = replay(dataDir + QStringLiteral("/yaneuraou/usi-multipv-ponder.log"));
    for (qsizetype i = 0; i < qMax(r.expected.size(), r.sent.size()); ++i)
        QCOMPARE(r.sent.value(i), r.expected.value(i));
    QVERIFY(r.expected.contains(QStringLiteral("ponderhit")));
    QVERIFY(r.expected.contains(QStringLiteral("go infinite")));
    QCOMPARE(r.adapter->engineName(), QStringLiteral("YaneuraOu MaterialLv1 9.70git 64AVX2"));
    QCOMPARE(r.adapter->engineAuthor(), QStringLiteral("yaneurao"));
    // Its 38 declared options, nothing added: USI_Hash and USI_Ponder are YaneuraOu's own.
    const QList<EngineOption> &options = r.adapter->declaredOptions();
    QCOMPARE(options.size(), 38);
    const EngineOption *nodes = findOption(options, u"NodesLimit");
    QVERIFY(nodes);
    QCOMPARE(nodes->type, EngineOption::Type::Spin);
    QCOMPARE(nodes->max, std::numeric_limits<qint64>::max());
    const EngineOption *rule = findOption(options, u"EnteringKingRule");
    QVERIFY(rule);
    QCOMPARE(rule->type, EngineOption::Type::Combo);
    QCOMPARE(rule->defaultValue, QStringLiteral("CSARule27"));
    QCOMPARE(rule->values.size(), 6);
    QCOMPARE(findOption(options, u"DebugLogFile")->defaultValue, QString());
    QCOMPARE(findOption(options, u"USI_Ponder")->type, EngineOption::Type::Check);
    QVERIFY(r.adapter->pondersEnabled());
    // Multi-PV ranks 1..3; the first line: black to move, +60 for black.
    QSet<int> ranks;
    for (const EngineInfo &i : r.infoList)
        ranks.insert(i.multipv);
    QCOMPARE(ranks, (QSet<int>{1, 2, 3}));
    const EngineInfo &first = r.infoList.first();
    QCOMPARE(first.depth, 14);
    QCOMPARE(first.seldepth, 14);
    QCOMPARE(first.score, Score::centipawns(60));
    QCOMPARE(first.nodes, 675398);
    QCOMPARE(first.nps, 1865740);
    QCOMPARE(first.hashfull, 72);
    QCOMPARE(first.timeMs, 362);
    QCOMPARE(first.pv.first(), QStringLiteral("6g6f"));
    QCOMPARE(r.ponderMoves.first(), QStringLiteral("4c4d"));
    QCOMPARE(r.bestMoveTexts.first(), QStringLiteral("6i5h"));
    QCOMPARE(r.legalBestMoves, r.bestMoves);
}

void TestUsiAdapter::optionsAreCheckedBeforeTheyAreSent()
{
    UsiAdapter a(shogiGame());
    QStringList sent;
    QStringList refused;
    connect(&a, &EngineAdapter::lineSent, [&](const QString &l) { sent << l; });
    connect(&a, &EngineAdapter::optionRefused, [&](const QString &n, const QString &why) {
        refused << n + QStringLiteral(": ") + why;
    });
    QSignalSpy ready(&a, &EngineAdapter::handshakeCompleted);
    a.setConfiguredOptions({{QStringLiteral("MultiPV"), QStringLiteral("0")},
                            {QStringLiteral("MultiPV"), QStringLiteral("3")},
                            {QStringLiteral("NodesLimit"), QStringLiteral("9223372036854775807")},
                            {QStringLiteral("EnteringKingRule"), QStringLiteral("Points27")},
                            {QStringLiteral("EnteringKingRule"), QStringLiteral("TryRule")},
                            {QStringLiteral("ClearHash"), QStringLiteral("")},
                            {QStringLiteral("Ponderous"), QStringLiteral("true")},
                            {QStringLiteral("USI_Ponder"), QStringLiteral("yes")},
                            {QStringLiteral("EvalDir"), QStringLiteral("eval files")}});
    a.begin();
    for (const char *l :
         {"id name Test", "option name MultiPV type spin default 1 min 1 max 600",
          "option name NodesLimit type spin default 0 min 0 max 9223372036854775807",
          "option name EnteringKingRule type combo default CSARule27 var NoEnteringKing var "
          "CSARule27 var TryRule",
          "option name ClearHash type button", "option name EvalDir type string default eval",
          "usiok"})
        a.receiveLine(QString::fromLatin1(l));
    QCOMPARE(sent.join(u'|'),
             (QStringList{QStringLiteral("usi"), QStringLiteral("setoption name MultiPV value 3"),
                          QStringLiteral("setoption name NodesLimit value 9223372036854775807"),
                          QStringLiteral("setoption name EnteringKingRule value TryRule"),
                          QStringLiteral("setoption name ClearHash"),
                          QStringLiteral("setoption name EvalDir value eval files"),
                          QStringLiteral("setoption name USI_Hash value 32"),
                          QStringLiteral("setoption name USI_Ponder value false"),
                          QStringLiteral("isready")})
                 .join(u'|'));
    QCOMPARE(refused.size(), 4);
    QVERIFY2(refused[0].contains(QStringLiteral("between 1 and 600")), qPrintable(refused[0]));
    QVERIFY2(refused[1].contains(QStringLiteral("NoEnteringKing, CSARule27, TryRule")),
             qPrintable(refused[1]));
    QVERIFY2(refused[2].contains(QStringLiteral("no option Ponderous")), qPrintable(refused[2]));
    QVERIFY2(refused[3].contains(QStringLiteral("true or false")), qPrintable(refused[3]));
    QVERIFY(!a.pondersEnabled());
    QCOMPARE(ready.size(), 0);
    a.receiveLine(QStringLiteral("readyok"));
    QCOMPARE(ready.size(), 1);
}

void TestUsiAdapter::optionDeclarations_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("defaultValue");
    QTest::addRow("spin") << "name Threads type spin default 4 min 1 max 1024" << true
                          << int(EngineOption::Type::Spin) << "Threads"
                          << "4";
    QTest::addRow("check") << "name USI_Ponder type check default false" << true
                           << int(EngineOption::Type::Check) << "USI_Ponder"
                           << "false";
    QTest::addRow("string empty") << "name DebugLogFile type string default <empty>" << true
                                  << int(EngineOption::Type::String) << "DebugLogFile"
                                  << "";
    QTest::addRow("filename") << "name EvalFile type filename default eval/nn.bin" << true
                              << int(EngineOption::Type::Filename) << "EvalFile"
                              << "eval/nn.bin";
    QTest::addRow("button") << "name ClearHash type button" << true
                            << int(EngineOption::Type::Button) << "ClearHash"
                            << "";
    QTest::addRow("combo value like a keyword")
        << "name BookMoveSelector type combo default default var default var random" << true
        << int(EngineOption::Type::Combo) << "BookMoveSelector"
        << "default";
    QTest::addRow("name with space") << "name Book File type string default a b" << true
                                     << int(EngineOption::Type::String) << "Book File"
                                     << "a b";
    QTest::addRow("no type") << "name X default 1" << false << 0 << ""
                             << "";
    QTest::addRow("unknown type") << "name X type slider" << false << 0 << ""
                                  << "";
    QTest::addRow("spin without max") << "name X type spin default 1 min 0" << false << 0 << ""
                                      << "";
    QTest::addRow("spin min > max") << "name X type spin default 1 min 5 max 2" << false << 0 << ""
                                    << "";
    QTest::addRow("combo without var") << "name X type combo default a" << false << 0 << ""
                                       << "";
    QTest::addRow("no name") << "type check default true" << false << 0 << ""
                             << "";
}

void TestUsiAdapter::optionDeclarations()
{
    QFETCH(QString, line);
    QFETCH(bool, valid);
    QString error;
    const std::optional<EngineOption> o = parseUsiOption(line, &error);
    QCOMPARE(o.has_value(), valid);
    if (!valid) {
        QVERIFY(!error.isEmpty());
        return;
    }
    QFETCH(int, type);
    QFETCH(QString, name);
    QFETCH(QString, defaultValue);
    QCOMPARE(int(o->type), type);
    QCOMPARE(o->name, name);
    QCOMPARE(o->defaultValue, defaultValue);
}

void TestUsiAdapter::infoLines_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("side"); // the side that searches
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("value"); // first player's view
    QTest::addColumn<int>("bound");
    QTest::addColumn<QString>("pv");
    const int cp = int(Score::Kind::Centipawns), mate = int(Score::Kind::Mate),
              none = int(Score::Kind::None);
    const int exact = int(Score::Bound::Exact), lower = int(Score::Bound::Lower),
              upper = int(Score::Bound::Upper);
    const int unknown = Score::unknownMatePlies;
    QTest::addRow("cp black") << "info depth 3 score cp 120 pv 7g7f 3c3d" << 0 << cp << 120 << exact
                              << "7g7f 3c3d";
    QTest::addRow("cp white") << "info depth 3 score cp 120 pv 3c3d" << 1 << cp << -120 << exact
                              << "3c3d";
    QTest::addRow("lowerbound white")
        << "info score cp 50 lowerbound depth 2" << 1 << cp << -50 << upper << "";
    QTest::addRow("upperbound black")
        << "info score cp -7 upperbound" << 0 << cp << -7 << upper << "";
    QTest::addRow("lowerbound black")
        << "info score cp 7 lowerbound" << 0 << cp << 7 << lower << "";
    QTest::addRow("mate 5 white") << "info score mate 5 pv G*5b" << 1 << mate << -5 << exact
                                  << "G*5b";
    QTest::addRow("mate -4 black") << "info score mate -4" << 0 << mate << -4 << exact << "";
    QTest::addRow("mate + black") << "info score mate +" << 0 << mate << unknown << exact << "";
    QTest::addRow("mate - white") << "info score mate -" << 1 << mate << unknown << exact << "";
    QTest::addRow("pv stops at junk")
        << "info pv 7g7f zz 3c3d" << 0 << none << 0 << exact << "7g7f";
    QTest::addRow("drops and promotion")
        << "info pv P*5e 8h2b+ 3a2b" << 0 << none << 0 << exact << "P*5e 8h2b+ 3a2b";
}

void TestUsiAdapter::infoLines()
{
    QFETCH(QString, line);
    QFETCH(int, side);
    QFETCH(int, kind);
    QFETCH(int, value);
    QFETCH(int, bound);
    QFETCH(QString, pv);
    UsiAdapter a(shogiGame());
    a.begin();
    a.receiveLine(QStringLiteral("usiok"));
    a.receiveLine(QStringLiteral("readyok"));
    SearchRequest r = requestFor(side ? QStringLiteral("position startpos moves 7g7f")
                                      : QStringLiteral("position startpos"),
                                 QStringLiteral("go btime 0 wtime 0 byoyomi 1000"));
    a.go(r);
    QSignalSpy infos(&a, &EngineAdapter::infoReceived);
    a.receiveLine(line);
    QCOMPARE(infos.size(), 1);
    const EngineInfo info = infos.first().first().value<EngineInfo>();
    QCOMPARE(int(info.score.kind), kind);
    if (kind != int(Score::Kind::None)) {
        QCOMPARE(info.score.value, value);
        QCOMPARE(int(info.score.bound), bound);
    }
    QCOMPARE(info.pv.join(u' '), pv);
}

void TestUsiAdapter::clockWords_data()
{
    QTest::addColumn<QString>("tc");
    QTest::addColumn<qint64>("black");
    QTest::addColumn<qint64>("white");
    QTest::addColumn<QString>("words");
    QTest::addRow("byoyomi") << "600+10" << qint64(590000) << qint64(600000)
                             << "btime 590000 wtime 600000 byoyomi 10000";
    // Fischer: the increment Kibitz adds after a move is taken off first (btime + binc = left).
    QTest::addRow("fischer") << "60+0+5" << qint64(35000) << qint64(30000)
                             << "btime 30000 wtime 25000 binc 5000 winc 5000";
    QTest::addRow("fischer, almost out")
        << "60+0+5" << qint64(3000) << qint64(30000) << "btime 0 wtime 25000 binc 5000 winc 5000";
    QTest::addRow("sudden death") << "300" << qint64(1000) << qint64(2000)
                                  << "btime 1000 wtime 2000 byoyomi 0";
    QTest::addRow("movetime") << "movetime=500" << qint64(0) << qint64(0)
                              << "btime 0 wtime 0 byoyomi 500";
    QTest::addRow("unlimited") << "0" << qint64(0) << qint64(0) << "btime 0 wtime 0 byoyomi 10000";
}

void TestUsiAdapter::clockWords()
{
    QFETCH(QString, tc);
    QFETCH(qint64, black);
    QFETCH(qint64, white);
    QFETCH(QString, words);
    SearchRequest r;
    r.timeControl = *TimeControl::parse(tc);
    r.remainingMs = {black, white};
    QCOMPARE(UsiAdapter::clockArguments(r), words);
}

// Each side its own control (issue 29 item 8): each side's time from its own, the byoyomi of
// the side to move (USI has one), binc/winc by side; a side without a clock has no time to tell.
void TestUsiAdapter::clockWordsPerSide_data()
{
    QTest::addColumn<QString>("blackTc");
    QTest::addColumn<QString>("whiteTc");
    QTest::addColumn<int>("toMove");
    QTest::addColumn<qint64>("black");
    QTest::addColumn<qint64>("white");
    QTest::addColumn<QString>("words");
    QTest::addRow("untimed person, engine 1 s a move")
        << "0"
        << "movetime=1000" << 1 << qint64(0) << qint64(0) << "btime 0 wtime 0 byoyomi 1000";
    QTest::addRow("engine on a clock, untimed person")
        << "300"
        << "0" << 0 << qint64(200000) << qint64(0) << "btime 200000 wtime 0 byoyomi 0";
    QTest::addRow("time odds, both byoyomi") << "600+30"
                                             << "60+10" << 1 << qint64(500000) << qint64(50000)
                                             << "btime 500000 wtime 50000 byoyomi 10000";
    // ShogiHome's game 16 (usi-csa-bridge): Sente 600+0+10, Gote 600+30; its engine, Gote, was
    // sent its own byoyomi and no binc: "go btime 605000 wtime 600000 byoyomi 30000".
    QTest::addRow("increment against byoyomi, byoyomi side to move")
        << "600+0+10"
        << "600+30" << 1 << qint64(615000) << qint64(600000)
        << "btime 605000 wtime 600000 byoyomi 30000";
    QTest::addRow("increment against byoyomi, increment side to move")
        << "600+0+10"
        << "600+30" << 0 << qint64(610000) << qint64(600000)
        << "btime 600000 wtime 600000 binc 10000 winc 0";
}

void TestUsiAdapter::clockWordsPerSide()
{
    QFETCH(QString, blackTc);
    QFETCH(QString, whiteTc);
    QFETCH(int, toMove);
    QFETCH(qint64, black);
    QFETCH(qint64, white);
    QFETCH(QString, words);
    SearchRequest r;
    r.timeControls = {*TimeControl::parse(blackTc), *TimeControl::parse(whiteTc)};
    r.timeControl = r.timeControls[toMove];
    r.remainingMs = {black, white};
    QCOMPARE(UsiAdapter::clockArguments(r), words);
}

void TestUsiAdapter::bestMoveForms()
{
    UsiAdapter a(shogiGame());
    a.begin();
    a.receiveLine(QStringLiteral("usiok"));
    a.receiveLine(QStringLiteral("readyok"));
    const SearchRequest r = requestFor(QStringLiteral("position startpos"),
                                       QStringLiteral("go btime 0 wtime 0 byoyomi 100"));
    QSignalSpy moves(&a, &EngineAdapter::bestMoveReceived);
    QSignalSpy resigns(&a, &EngineAdapter::resigned);
    QSignalSpy unreadable(&a, &EngineAdapter::unreadableMoveReceived);
    QSignalSpy errors(&a, &EngineAdapter::protocolErrorDetected);
    a.go(r);
    a.receiveLine(QStringLiteral("bestmove 7g7f ponder 3c3d"));
    QCOMPARE(moves.takeFirst().first().toString(), QStringLiteral("7g7f"));
    QCOMPARE(a.ponderMove(), QStringLiteral("3c3d"));
    a.go(r);
    QCOMPARE(a.ponderMove(), QString()); // a new search forgets the last expected reply
    a.receiveLine(QStringLiteral("bestmove resign"));
    QCOMPARE(resigns.size(), 1);
    a.go(r);
    a.receiveLine(QStringLiteral("bestmove win"));
    QCOMPARE(moves.takeFirst().first().toString(), QStringLiteral("win"));
    a.go(r);
    a.receiveLine(QStringLiteral("bestmove 7g7f ponder ??"));
    QCOMPARE(moves.size(), 1);
    QCOMPARE(a.ponderMove(), QString());
    QCOMPARE(errors.size(), 1);
    a.go(r);
    a.receiveLine(QStringLiteral("bestmove 0z0z"));
    a.go(r);
    a.receiveLine(QStringLiteral("bestmove"));
    QCOMPARE(unreadable.size(), 2);
    QVERIFY(!a.isSearching());
}

void TestUsiAdapter::mateSearchAnswers_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("moves");
    QTest::addRow("mate") << "checkmate G*5b" << int(MateResult::Kind::Mate) << "G*5b";
    QTest::addRow("long mate") << "checkmate 2c2b+ 1a2b G*3a" << int(MateResult::Kind::Mate)
                               << "2c2b+ 1a2b G*3a";
    QTest::addRow("nomate") << "checkmate nomate" << int(MateResult::Kind::NoMate) << "";
    QTest::addRow("timeout") << "checkmate timeout" << int(MateResult::Kind::Timeout) << "";
    QTest::addRow("notimplemented")
        << "checkmate notimplemented" << int(MateResult::Kind::NotImplemented) << "";
}

void TestUsiAdapter::mateSearchAnswers()
{
    QFETCH(QString, line);
    QFETCH(int, kind);
    QFETCH(QString, moves);
    UsiAdapter a(shogiGame());
    QStringList sent;
    connect(&a, &EngineAdapter::lineSent, [&](const QString &l) { sent << l; });
    a.begin();
    a.receiveLine(QStringLiteral("usiok"));
    a.receiveLine(QStringLiteral("readyok"));
    SearchRequest r = requestFor(QStringLiteral("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1"),
                                 QStringLiteral("go"));
    r.kind = SearchRequest::Kind::Mate;
    r.timeControl = TimeControl{0, 0, 0, 3000};
    a.go(r);
    QCOMPARE(sent.mid(sent.size() - 2),
             (QStringList{QStringLiteral("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1"),
                          QStringLiteral("go mate 3000")}));
    QSignalSpy done(&a, &EngineAdapter::mateSearchFinished);
    a.receiveLine(QStringLiteral("info depth 1 string looking"));
    a.receiveLine(line);
    QCOMPARE(done.size(), 1);
    const MateResult result = done.first().first().value<MateResult>();
    QCOMPARE(int(result.kind), kind);
    QCOMPARE(result.moves.join(u' '), moves);
    r.timeControl = {};
    a.go(r);
    QCOMPARE(sent.last(), QStringLiteral("go mate infinite"));
}

void TestUsiAdapter::handshakeStepsAreNamed()
{
    UsiAdapter a(shogiGame());
    QSignalSpy progressed(&a, &EngineAdapter::handshakeProgressed);
    a.begin();
    QCOMPARE(a.handshakeStep(), QStringLiteral("usi → usiok"));
    a.receiveLine(QStringLiteral("readyok")); // too early: not the step awaited
    QVERIFY(!a.isHandshakeDone());
    a.receiveLine(QStringLiteral("usiok"));
    QCOMPARE(progressed.size(), 1);
    QCOMPARE(a.handshakeStep(), QStringLiteral("isready → readyok"));
    a.receiveLine(QStringLiteral("readyok"));
    QVERIFY(a.isHandshakeDone());
    QCOMPARE(a.handshakeStep(), QString());
}

// An analysis asks for its lines whether it has a time (a record analysis by time) or not; a turn
// after it asks for one line again, and a mate search leaves MultiPV as it is.
void TestUsiAdapter::multiPvFollowsTheSearchKind()
{
    UsiAdapter a(shogiGame());
    QStringList sent;
    connect(&a, &EngineAdapter::lineSent, [&](const QString &l) { sent << l; });
    a.begin();
    a.receiveLine(QStringLiteral("option name MultiPV type spin default 1 min 1 max 16"));
    a.receiveLine(QStringLiteral("usiok"));
    a.receiveLine(QStringLiteral("readyok"));
    QVERIFY(a.isHandshakeDone());
    sent.clear();
    auto search = [&](SearchRequest::Kind kind, qint64 moveTimeMs, int lines) {
        SearchRequest r = requestFor(QStringLiteral("position startpos"), QStringLiteral("go"));
        r.kind = kind;
        r.timeControl = TimeControl{0, 0, 0, moveTimeMs};
        r.remainingMs = {};
        r.multiPv = lines;
        a.go(r);
        a.receiveLine(kind == SearchRequest::Kind::Mate ? QStringLiteral("checkmate nomate")
                                                        : QStringLiteral("bestmove 7g7f"));
        return std::exchange(sent, {}).join(u'|');
    };
    using Kind = SearchRequest::Kind;
    QCOMPARE(search(Kind::Analysis, 500, 3),
             QStringLiteral("setoption name MultiPV value 3|usinewgame|position startpos|"
                            "go btime 0 wtime 0 byoyomi 500"));
    QCOMPARE(search(Kind::Analysis, 0, 3), QStringLiteral("position startpos|go infinite"));
    QCOMPARE(search(Kind::Mate, 0, 1), QStringLiteral("position startpos|go mate infinite"));
    QCOMPARE(search(Kind::Move, 500, 3),
             QStringLiteral("setoption name MultiPV value 1|position startpos|"
                            "go btime 0 wtime 0 byoyomi 500"));
    QCOMPARE(search(Kind::Move, 500, 1),
             QStringLiteral("position startpos|go btime 0 wtime 0 byoyomi 500"));
    QCOMPARE(search(Kind::Analysis, 0, 2),
             QStringLiteral("setoption name MultiPV value 2|position startpos|go infinite"));
}

// A match keeps the engine for its next game: after gameover, isready → readyok, then
// usinewgame at once (also for an engine that will not move), and not again before the position.
void TestUsiAdapter::newGameOfAKeptEngine()
{
    UsiAdapter a(shogiGame());
    QStringList sent;
    connect(&a, &EngineAdapter::lineSent, [&](const QString &l) { sent << l; });
    QSignalSpy readied(&a, &EngineAdapter::newGameReadied);
    a.begin();
    a.receiveLine(QStringLiteral("usiok"));
    a.receiveLine(QStringLiteral("readyok"));
    QVERIFY(a.isHandshakeDone());
    a.go(requestFor(QStringLiteral("position startpos"), QStringLiteral("go byoyomi 100")));
    a.receiveLine(QStringLiteral("bestmove 7g7f"));
    a.gameOver(GameResult::win(0, EndReason::Rules, {}), 0);
    sent.clear();
    a.prepareNewGame();
    QCOMPARE(sent, QStringList{QStringLiteral("isready")});
    QCOMPARE(a.handshakeStep(), QStringLiteral("isready → readyok"));
    QVERIFY(readied.isEmpty());
    a.receiveLine(QStringLiteral("readyok"));
    QCOMPARE(readied.size(), 1);
    QCOMPARE(sent, (QStringList{QStringLiteral("isready"), QStringLiteral("usinewgame")}));
    sent.clear();
    a.go(requestFor(QStringLiteral("position startpos"), QStringLiteral("go byoyomi 100")));
    QCOMPARE(sent.value(0), QStringLiteral("position startpos"));
}

QTEST_GUILESS_MAIN(TestUsiAdapter)
#include "tst_usiadapter.moc"
