// SPDX-License-Identifier: GPL-3.0-or-later
// Collections: every game of an SGF collection (the one c-gomoku-cli writes for a match), a
// SFEN/USI list and a CSA file with '/' read, a broken game named with its number and line and
// the others read all the same; Gomocup's RU codes; collections written and read back.
#include "core/game/game.h"
#include "core/record/collectionappender.h"
#include "core/record/recordcollection.h"
#include "gamecatalog.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {
const QString matchFile = QStringLiteral(DATA_DIR "/c-gomoku-cli-match.sgf");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const Game &gomoku()
{
    return *gameById(u"gomoku");
}

const Game &shogi()
{
    return *gameById(u"shogi");
}

std::vector<CollectionGame> readAllGames(const Game &game, const QString &formatId,
                                         const QByteArray &data)
{
    return CollectionReader(*game.recordFormatById(formatId), data).readAll();
}

// The moves of each game tree in SGF text, read here without the code under test: each
// B[xy]/W[xy] as Kibitz's gomoku move text "x,y" (0-based from the top-left).
QList<QStringList> sgfMoves(const QByteArray &data)
{
    QList<QStringList> games;
    static const QRegularExpression move(QStringLiteral(";[BW]\\[([a-z])([a-z])\\]"));
    for (const QString &tree : QString::fromUtf8(data).split(QStringLiteral("(;"))) {
        if (tree.trimmed().isEmpty()) continue;
        QStringList moves;
        for (const QRegularExpressionMatch &m : move.globalMatch(tree))
            moves << QStringLiteral("%1,%2")
                         .arg(m.captured(1)[0].unicode() - u'a')
                         .arg(m.captured(2)[0].unicode() - u'a');
        games << moves;
    }
    return games;
}

QStringList sgfValues(const QByteArray &data, const char *property)
{
    QStringList values;
    const QRegularExpression re(
        QStringLiteral("\\b%1\\[([^\\]]*)\\]").arg(QLatin1String(property)));
    for (const QRegularExpressionMatch &m : re.globalMatch(QString::fromUtf8(data)))
        values << m.captured(1);
    return values;
}
} // namespace

class TestCollections : public QObject
{
    Q_OBJECT
private slots:
    void sgfMatchReadsEveryGame();
    void sgfBrokenGameIsNamedAndTheRestRead();
    void sgfTextAfterTheLastGameIsReported();
    void sgfGomocupRuleCodes();
    void sgfCollectionWrittenAndReadBack();
    void sfenListReadsEveryLine();
    void csaGamesBetweenSlashes();
    void csaCollectionWrittenAndReadBack();
    void collectionAppendedGameByGame_data();
    void collectionAppendedGameByGame();
    void summaryOfAGame();
    void formatsOfOneGameAFileReadTheFileWhole();
    void psqGomocupResultLine();
};

void TestCollections::sgfMatchReadsEveryGame()
{
    const QByteArray data = readAll(matchFile);
    QVERIFY(!data.isEmpty());
    const CollectionReadResult read = readCollectionFile(gomoku(), matchFile);
    QVERIFY(read.error.isEmpty());
    QCOMPARE(read.format->id(), QStringLiteral("sgf"));
    const QList<QStringList> moves = sgfMoves(data);
    const QStringList blacks = sgfValues(data, "PB"), whites = sgfValues(data, "PW");
    QCOMPARE(moves.size(), 10);
    QCOMPARE(int(read.games.size()), 10);
    QCOMPARE(read.failedCount(), 0);
    for (int i = 0; i < 10; ++i) {
        const CollectionGame &g = read.games[i];
        QCOMPARE(g.index, i);
        QVERIFY2(g.read.ok(), qPrintable(g.message()));
        // RU[0] is Gomocup's freestyle: no "unknown rule" warning, and the 15x15 freestyle start.
        QVERIFY2(g.read.warnings.isEmpty(), qPrintable(g.read.warnings.join(u'\n')));
        QCOMPARE(g.read.record->setup(), QString()); // the standard start: 15 freestyle
        QCOMPARE(g.read.record->mainLineMoves(), moves[i]);
        QCOMPARE(g.read.record->headerValue(header::player(0)), blacks[i]);
        QCOMPARE(g.read.record->headerValue(header::player(1)), whites[i]);
    }
    // Game 7 was adjudicated a draw (RE[0]); game 1 won by black's five.
    QCOMPARE(read.games[6].read.record->result().kind, GameResult::Kind::Draw);
    QCOMPARE(read.games[0].read.record->result().kind, GameResult::Kind::Win);
    QCOMPARE(read.games[0].read.record->result().winner, 0);
}

void TestCollections::sgfBrokenGameIsNamedAndTheRestRead()
{
    // Game 3 (from line 5) has a stone off the board; SGF names the game, not the move's line.
    const QByteArray data = "(;GM[4]SZ[15]RU[0]PB[a]PW[b];B[hh];W[hi])\n"
                            "\n"
                            "(;GM[4]SZ[15]RU[0]PB[c]PW[d]\n"
                            ";B[hh];W[ii])\n"
                            "(;GM[4]SZ[15]RU[0]PB[e]PW[f]\n"
                            ";B[hh];W[zz])\n"
                            "(;GM[4]SZ[15]RU[0]PB[g]PW[h];B[aa])\n";
    const std::vector<CollectionGame> games = readAllGames(gomoku(), QStringLiteral("sgf"), data);
    QCOMPARE(int(games.size()), 4);
    QCOMPARE(games[1].firstLine, 3);
    QCOMPARE(games[2].firstLine, 5);
    QVERIFY(games[0].read.ok() && games[1].read.ok() && games[3].read.ok());
    QVERIFY(!games[2].read.error.isEmpty());
    QVERIFY2(games[2].message().startsWith(QStringLiteral("game 3 (from line 5): W[zz]")),
             qPrintable(games[2].message()));
    // The moves before the error are kept.
    QCOMPARE(games[2].read.record->mainLineMoves(), QStringList{QStringLiteral("7,7")});
    QCOMPARE(games[3].read.record->headerValue(header::player(0)), QStringLiteral("g"));
    QCOMPARE(games[3].read.record->mainLineMoves(), QStringList{QStringLiteral("0,0")});
}

void TestCollections::sgfTextAfterTheLastGameIsReported()
{
    // Brackets and parentheses inside values do not end a game; text after the last does not
    // vanish.
    const QByteArray data = "(;GM[4]C[a ) and ( and \\] inside];B[hh])\nnot sgf\n";
    const std::vector<CollectionGame> games = readAllGames(gomoku(), QStringLiteral("sgf"), data);
    QCOMPARE(int(games.size()), 2);
    QVERIFY2(games[0].read.ok(), qPrintable(games[0].message()));
    QCOMPARE(games[0].read.record->root()->comment, QStringLiteral("a ) and ( and ] inside"));
    QCOMPARE(games[1].firstLine, 2);
    QVERIFY(!games[1].read.error.isEmpty());
    QVERIFY2(games[1].message().startsWith(QStringLiteral("game 2 ")),
             qPrintable(games[1].message()));
}

void TestCollections::sgfGomocupRuleCodes()
{
    const RecordFormat &sgf = *gomoku().recordFormatById(u"sgf");
    const auto setupOf = [&](const char *ru) {
        const RecordReadResult r = sgf.read(QByteArray("(;GM[4]SZ[15]RU[") + ru + "];B[hh])");
        return r.record ? r.record->setup() : QStringLiteral("error: ") + r.error;
    };
    QCOMPARE(setupOf("0"), QString()); // 15 freestyle, the standard start
    QCOMPARE(setupOf("1"), QStringLiteral("15 standard"));
    QCOMPARE(setupOf("4"), QStringLiteral("15 renju"));
    QCOMPARE(setupOf("8"), QStringLiteral("15 caro"));
    QCOMPARE(setupOf("9"), QStringLiteral("15 standard-caro"));
    QCOMPARE(setupOf("3"), QStringLiteral("15 standard")); // bit 2: a continuous game
    const RecordReadResult unknown = sgf.read("(;GM[4]SZ[15]RU[12];B[hh])"); // renju and caro
    QVERIFY(unknown.ok());
    QCOMPARE(unknown.warnings.size(), 1);
}

void TestCollections::sgfCollectionWrittenAndReadBack()
{
    const CollectionReadResult read = readCollectionFile(gomoku(), matchFile);
    QList<const Record *> records;
    for (const CollectionGame &g : read.games)
        records << &*g.read.record;
    const RecordWriteResult written = read.format->writeAll(records);
    QVERIFY(written.problems.isEmpty());
    const std::vector<CollectionGame> back =
        readAllGames(gomoku(), QStringLiteral("sgf"), written.data);
    QCOMPARE(qsizetype(back.size()), records.size());
    for (size_t i = 0; i < back.size(); ++i) {
        QVERIFY(back[i].read.ok());
        QCOMPARE(back[i].read.record->mainLineMoves(), records[i]->mainLineMoves());
    }
}

void TestCollections::sfenListReadsEveryLine()
{
    const QByteArray data =
        "startpos moves 7g7f 3c3d 8h2b+\r\n"
        "\r\n"
        "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves "
        "2g2f\r\n"
        "startpos moves 7g7f 7g7f\r\n"
        "sfen lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    const std::vector<CollectionGame> games = readAllGames(shogi(), QStringLiteral("sfen"), data);
    QCOMPARE(int(games.size()), 4);
    QCOMPARE(
        games[0].read.record->mainLineMoves(),
        (QStringList{QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("8h2b+")}));
    QCOMPARE(games[1].firstLine, 3);
    QCOMPARE(games[1].read.record->mainLineMoves(), QStringList{QStringLiteral("2g2f")});
    QVERIFY(games[1].read.warnings.isEmpty()); // no "only the first is read"
    // The second 7g7f cannot be played: game 3, line 4; its first move is kept.
    QVERIFY(!games[2].read.error.isEmpty());
    QVERIFY2(games[2].message().startsWith(QStringLiteral("game 3 (line 4): move 2")),
             qPrintable(games[2].message()));
    QCOMPARE(games[2].read.record->mainLineMoves(), QStringList{QStringLiteral("7g7f")});
    QVERIFY(games[3].read.ok());
    QVERIFY(games[3].read.record->mainLineMoves().isEmpty());
    // USI reads the same lines.
    QCOMPARE(int(readAllGames(shogi(), QStringLiteral("usi"), data).size()), 4);
}

void TestCollections::csaGamesBetweenSlashes()
{
    const QByteArray data = "V2.2\nN+Sente1\nN-Gote1\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n"
                            "/\n"
                            "V2.2\nN+Sente2\nN-Gote2\nPI\n+\n+2726FU\n"
                            "/\n"
                            "N+Sente3\nPI\n+\n+7776FU\n-7776FU\n"
                            "/\n";
    const std::vector<CollectionGame> games = readAllGames(shogi(), QStringLiteral("csa"), data);
    QCOMPARE(int(games.size()), 3);
    QVERIFY(games[0].read.ok() && games[1].read.ok());
    QCOMPARE(games[0].read.record->headerValue(header::player(0)), QStringLiteral("Sente1"));
    QCOMPARE(games[0].read.record->mainLineMoves().size(), 2);
    QVERIFY(games[0].read.warnings.isEmpty()); // not "only the first is read"
    QCOMPARE(games[1].firstLine, 10);
    QCOMPARE(games[1].read.record->headerValue(header::player(1)), QStringLiteral("Gote2"));
    QCOMPARE(games[1].read.record->mainLineMoves(), QStringList{QStringLiteral("2g2f")});
    QCOMPARE(games[2].firstLine, 17);
    QVERIFY2(games[2].message().startsWith(QStringLiteral("game 3 (line 21): ")),
             qPrintable(games[2].message()));
}

void TestCollections::csaCollectionWrittenAndReadBack()
{
    const RecordFormat &csa = *shogi().recordFormatById(u"csa");
    const std::vector<CollectionGame> games = readAllGames(
        shogi(), QStringLiteral("sfen"), "startpos moves 7g7f 3c3d\nstartpos moves 2g2f\n");
    const RecordWriteResult written =
        csa.writeAll({&*games[0].read.record, &*games[1].read.record});
    QCOMPARE(QString::fromUtf8(written.data).count(QStringLiteral("\n/\r\n")), 1);
    const std::vector<CollectionGame> back =
        readAllGames(shogi(), QStringLiteral("csa"), written.data);
    QCOMPARE(int(back.size()), 2);
    QCOMPARE(back[0].read.record->mainLineMoves(), games[0].read.record->mainLineMoves());
    QCOMPARE(back[1].read.record->mainLineMoves(), games[1].read.record->mainLineMoves());
}

void TestCollections::collectionAppendedGameByGame_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QString>("formatId");
    QTest::addColumn<QByteArray>("torn"); // part of a game, as a kill mid-write leaves it
    QTest::newRow("csa") << QStringLiteral("shogi") << QStringLiteral("csa")
                         << QByteArray("/\r\nV2.2\r\nPI\r\n+\r\n+77");
    QTest::newRow("sfen") << QStringLiteral("shogi") << QStringLiteral("sfen")
                          << QByteArray("startpos moves 7g7f 3c");
    QTest::newRow("sgf") << QStringLiteral("gomoku") << QStringLiteral("sgf")
                         << QByteArray("(;GM[4]FF[4]SZ[15];B[hh];W[");
}

// kibitz-cli match --collection's file: games appended one at a time read back as the
// collection writeAll makes; a resumed run keeps the games counted and cuts the rest.
void TestCollections::collectionAppendedGameByGame()
{
    QFETCH(QString, gameId);
    QFETCH(QString, formatId);
    QFETCH(QByteArray, torn);
    const Game &game = *gameById(gameId);
    const RecordFormat &format = *game.recordFormatById(formatId);
    const QByteArray source = gameId == u"shogi"
                                  ? QByteArray("startpos moves 7g7f 3c3d\nstartpos moves 2g2f\n"
                                               "startpos moves 5g5f 5c5d 6g6f\n")
                                  : QByteArray("(;GM[4]SZ[15];B[hh];W[hi])(;GM[4]SZ[15];B[gg])"
                                               "(;GM[4]SZ[15];B[aa];W[bb];B[cc])");
    const std::vector<CollectionGame> games = readAllGames(
        game, gameId == u"shogi" ? QStringLiteral("sfen") : QStringLiteral("sgf"), source);
    QCOMPARE(int(games.size()), 3);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.") + format.extensions().first());
    {
        CollectionAppender appender(format, path);
        QCOMPARE(appender.keepFirst(0), QString()); // a new run: no file yet
        for (const CollectionGame &g : games)
            QCOMPARE(appender.append(format.write(*g.read.record).data), QString());
    }
    QCOMPARE(
        readAll(path),
        format.writeAll({&*games[0].read.record, &*games[1].read.record, &*games[2].read.record})
            .data);
    // Killed after the third game reached the file and before the stream counted it, in the
    // middle of a fourth: resumed with two games counted.
    QFile file(path);
    QVERIFY(file.open(QIODevice::Append));
    file.write(torn);
    file.close();
    CollectionAppender resumed(format, path);
    QCOMPARE(resumed.keepFirst(2), QString());
    QCOMPARE(resumed.append(format.write(*games[2].read.record).data), QString());
    const std::vector<CollectionGame> back = readAllGames(game, formatId, readAll(path));
    QCOMPARE(int(back.size()), 3);
    for (int i = 0; i < 3; ++i) {
        QVERIFY2(back[i].read.ok(), qPrintable(back[i].message()));
        QCOMPARE(back[i].read.record->mainLineMoves(), games[i].read.record->mainLineMoves());
    }
    // A file that lost games says so; the games appended follow those it has.
    CollectionAppender short_(format, path);
    QVERIFY2(short_.keepFirst(5).contains(QStringLiteral("held 3 of the 5 games")),
             qPrintable(short_.keepFirst(5)));
}

void TestCollections::summaryOfAGame()
{
    const std::vector<CollectionGame> games = readAllGames(
        gomoku(), QStringLiteral("sgf"),
        "(;GM[4]SZ[15]RU[0]PB[Yixin]PW[Embryo]DT[2026-11-28]RE[W+R];B[hh];W[hi];B[ih];W[gg])");
    const GameSummary s = summarizeGame(gomoku(), *games[0].read.record);
    QCOMPARE(s.player1, QStringLiteral("Yixin"));
    QCOMPARE(s.player2, QStringLiteral("Embryo"));
    QCOMPARE(s.result, QStringLiteral("0-1"));
    QCOMPARE(s.length, 4);
    QCOMPARE(s.date, QStringLiteral("2026-11-28"));
    // The first three moves as players read them (gomoku: column letter, row from the bottom).
    QCOMPARE(s.opening.split(u' ').size(), 3);
    QVERIFY2(s.opening.startsWith(QStringLiteral("h8 h7")), qPrintable(s.opening));
}

void TestCollections::formatsOfOneGameAFileReadTheFileWhole()
{
    const RecordFormat &psq = *gomoku().recordFormatById(u"psq");
    QVERIFY(!psq.holdsSeveralGames());
    const QList<GameText> texts = psq.splitGames("Piskvorky 15x15, 0:0, 0\n8,8,0\n");
    QCOMPARE(texts.size(), 1);
    QCOMPARE(texts[0].firstLine, 1);
}

void TestCollections::psqGomocupResultLine()
{
    // A Gomocup tournament file: names, code -1, then the winner and the rule. Four moves, no
    // five: the line gives the winner (2, the second mover) and the rule.
    const RecordFormat &psq = *gomoku().recordFormatById(u"psq");
    const RecordReadResult r = psq.read("Piskvorky 15x15, 11:11, 0\r\n8,8,10\r\n9,9,20\r\n"
                                        "8,9,30\r\n9,8,40\r\npbrain-a\r\npbrain-b\r\n-1\r\n"
                                        "2,Renju\r\n");
    QVERIFY2(r.ok(), qPrintable(r.message()));
    QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.join(u'\n')));
    QCOMPARE(r.record->setup(), QStringLiteral("15 renju"));
    QCOMPARE(r.record->headerValue(header::player(0)), QStringLiteral("pbrain-a"));
    QCOMPARE(r.record->headerValue(header::player(1)), QStringLiteral("pbrain-b"));
    QCOMPARE(r.record->mainLineMoves().size(), 4);
    QCOMPARE(r.record->result().kind, GameResult::Kind::Win);
    QCOMPARE(r.record->result().winner, 1);
    // An unknown rule name is said, and the rule read as without the line.
    const RecordReadResult u = psq.read("Piskvorky 15x15, 11:11, 0\n8,8,10\na\nb\n-1\n1,Pente\n");
    QVERIFY(u.ok());
    QVERIFY2(u.warnings.join(u'\n').contains(QStringLiteral("unknown rule 'Pente'")),
             qPrintable(u.warnings.join(u'\n')));
    QCOMPARE(u.record->setup(), QString());
    // Caro (Gomocup rule 8) is a rule Kibitz knows.
    const RecordReadResult c = psq.read("Piskvorky 15x15, 11:11, 0\n8,8,10\na\nb\n-1\n1,Caro\n");
    QVERIFY2(c.ok() && c.warnings.isEmpty(), qPrintable(c.warnings.join(u'\n')));
    QCOMPARE(c.record->setup(), QStringLiteral("15 caro"));
}

QTEST_GUILESS_MAIN(TestCollections)
#include "tst_collections.moc"
