// SPDX-License-Identifier: GPL-3.0-or-later
// Game-independent pieces: time control and clocks, the TLF engine log, ES think comments
// (against ShogiHome's own files), the record tree and engine words.
#include "core/engine/enginelog.h"
#include "core/engine/enginelogfile.h"
#include "core/engine/enginespec.h"
#include "core/engine/protocolwords.h"
#include "core/game/gameclock.h"
#include "core/game/timecontrol.h"
#include "core/record/esthinkcomment.h"
#include "core/record/record.h"

#include <QDateTime>
#include <QDirIterator>
#include <QFile>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

class TestCore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void timeControlParse_data();
    void timeControlParse();
    void clockByoyomiAndIncrement();
    void engineLogFraming();
    void engineLogSavesAtomically();
    void engineLogIsBounded();
    void engineLogFilesKeepTheirTimes();
    void engineLogReadsTrafficLogs();
    void engineLogFileNamesTheLineItCannotRead();
    void esBlockFormat();
    void esParseKeepsUnknownLines();
    void esParseRefusesScoresOutOfRange();
    void esShogiHomeFilesRoundTrip();
    void recordTree();
    void protocolKeywordsIgnoreAsciiCaseOnly();
    void engineWords_data();
    void engineWords();
};

void TestCore::timeControlParse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("base");
    QTest::addColumn<qint64>("byoyomi");
    QTest::addColumn<qint64>("increment");
    QTest::addColumn<qint64>("movetime");
    QTest::newRow("base") << "60" << true << 60000LL << 0LL << 0LL << 0LL;
    QTest::newRow("shogihome 30+0+5") << "30+0+5" << true << 30000LL << 0LL << 5000LL << 0LL;
    QTest::newRow("byoyomi") << "600+30" << true << 600000LL << 30000LL << 0LL << 0LL;
    QTest::newRow("fraction") << "0.5+0+0.1" << true << 500LL << 0LL << 100LL << 0LL;
    QTest::newRow("movetime") << "movetime=250" << true << 0LL << 0LL << 0LL << 250LL;
    QTest::newRow("both byoyomi and increment") << "60+10+5" << false << 0LL << 0LL << 0LL << 0LL;
    QTest::newRow("negative") << "-1" << false << 0LL << 0LL << 0LL << 0LL;
    QTest::newRow("words") << "ten" << false << 0LL << 0LL << 0LL << 0LL;
    QTest::newRow("too many parts") << "1+2+3+4" << false << 0LL << 0LL << 0LL << 0LL;
    QTest::newRow("bad movetime") << "movetime=0" << false << 0LL << 0LL << 0LL << 0LL;
}

void TestCore::timeControlParse()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QString error;
    const std::optional<TimeControl> tc = TimeControl::parse(text, &error);
    QCOMPARE(tc.has_value(), valid);
    if (!valid) {
        QVERIFY(error.contains(text));
        return;
    }
    QTEST(tc->baseMs, "base");
    QTEST(tc->byoyomiMs, "byoyomi");
    QTEST(tc->incrementMs, "increment");
    QTEST(tc->moveTimeMs, "movetime");
    QCOMPARE(TimeControl::parse(tc->toString()), tc);
}

void TestCore::clockByoyomiAndIncrement()
{
    GameClock inc(*TimeControl::parse(u"1+0+2"));
    inc.start(0);
    QVERIFY(inc.timeToFlag().has_value());
    QVERIFY(*inc.timeToFlag() <= 1000);
    inc.stop();
    QVERIFY(inc.remainingMs(0) > 2000); // 1 s minus a few ms, plus 2 s
    QVERIFY(inc.remainingMs(0) <= 3000);
    QCOMPARE(inc.remainingMs(1), 1000);

    GameClock byo(*TimeControl::parse(u"0+5"));
    byo.start(1);
    QVERIFY(*byo.timeToFlag() <= 5000 && *byo.timeToFlag() > 4000);
    byo.stop();
    QCOMPARE(byo.remainingMs(1), 0); // byoyomi never accumulates

    GameClock unlimited;
    unlimited.start(0);
    QVERIFY(!unlimited.timeToFlag().has_value());
}

void TestCore::engineLogFraming()
{
    EngineLog log;
    log.logSent(QStringLiteral("usi"));
    log.logReceived(QStringLiteral("id name X"));
    log.logReceived(QStringLiteral("usiok"));
    log.logStderr(QStringLiteral("debug"));
    log.logError(QStringLiteral("bad\nthing"));
    log.logReceived(QString());
    log.logSent(QStringLiteral("isready"));
    log.logReceived(QStringLiteral("readyok"));
    const QStringList expected = {
        QStringLiteral("# usi"),     QStringLiteral("= id name X"), QStringLiteral(". usiok"),
        QStringLiteral("# # debug"), QStringLiteral("? bad thing"), QStringLiteral("="),
        QStringLiteral("# isready"), QStringLiteral("= readyok"),
    };
    QCOMPARE(log.lines(), expected);
    for (const QString &l : log.lines())
        QVERIFY(isTlfLogLine(l));

    EngineLog tlf;
    tlf.setOutputIsTlf(true);
    tlf.logSent(QStringLiteral("go"));
    tlf.logReceived(QStringLiteral("= info depth:1"));
    tlf.logReceived(QStringLiteral("= bestmove sq:4"));
    tlf.logReceived(QStringLiteral("garbage"));
    QCOMPARE(tlf.lines(),
             (QStringList{QStringLiteral("# go"), QStringLiteral("= info depth:1"),
                          QStringLiteral("= bestmove sq:4"), QStringLiteral(". garbage")}));
    QVERIFY(!isTlfLogLine(u"garbage"));
    QVERIFY(!isTlfLogLine(u"=x"));
}

void TestCore::engineLogSavesAtomically()
{
    QTemporaryDir dir;
    EngineLog log;
    log.logSent(QStringLiteral("名前"));
    const QString path = dir.filePath(QStringLiteral("a.tlf"));
    QCOMPARE(log.save(path), QString());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    // Issue 29 item 6: the line carries its time, as a TLF comment before it.
    const QStringList saved = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    QCOMPARE(saved.size(), 3);
    QVERIFY2(saved[0].startsWith(QStringLiteral("# # time:")), qPrintable(saved[0]));
    QCOMPARE(saved.mid(1), (QStringList{QStringLiteral("# 名前"), QString()}));
    QVERIFY(!log.save(dir.filePath(QStringLiteral("missing/dir/a.tlf"))).isEmpty());
}

void TestCore::engineLogIsBounded()
{
    EngineLog log;
    log.setMaxLines(1000);
    for (int i = 0; i < 5000; ++i)
        log.logReceived(QString::number(i));
    QVERIFY(log.lines().size() <= 1000);
    QCOMPARE(log.lines().last(), QStringLiteral(". 4999"));
    QVERIFY(log.droppedLines() >= 4000);
    QVERIFY(log.toTlf().startsWith(QStringLiteral("# # ")));
}

void TestCore::engineLogFilesKeepTheirTimes()
{
    // Issue 29 item 6: a saved log read back has its lines and, to the millisecond, their times.
    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    EngineLog log;
    log.logSent(QStringLiteral("usi"));
    log.logReceived(QStringLiteral("id name X"));
    QTest::qWait(5);
    log.logReceived(QStringLiteral("usiok"));
    log.logError(QStringLiteral("bad"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.tlf"));
    QCOMPARE(log.save(path), QString());
    EngineLog read;
    const EngineLogFileError error = readEngineLogFile(path, &read);
    QVERIFY2(error.ok(), qPrintable(error.text));
    QCOMPARE(read.lines(), log.lines());
    for (qsizetype i = 0; i < log.lines().size(); ++i) {
        QVERIFY(log.timeAt(i) >= before);
        QCOMPARE(read.timeAt(i), log.timeAt(i));
    }
    QVERIFY(read.timeAt(2) > read.timeAt(0));
    // Saved again, it is the same file.
    QCOMPARE(read.toTlf(), log.toTlf());
    QCOMPARE(EngineLog::timeOfComment(u"# # time:2026-11-25T16:20:31.123Z"),
             QDateTime(QDate(2026, 11, 25), QTime(16, 20, 31, 123), Qt::UTC).toMSecsSinceEpoch());
    QCOMPARE(EngineLog::timeOfComment(u"# # timeless"), -1);
}

void TestCore::engineLogReadsTrafficLogs()
{
    // The shared data's recv:/send: logs (ShogiHome's usi.log and csa.log, YaneuraOu's, Rapfi's).
    int files = 0;
    for (QDirIterator it(QStringLiteral(SHARED_DATA_DIR), {QStringLiteral("*.log")}, QDir::Files,
                         QDirIterator::Subdirectories);
         it.hasNext();) {
        const QString path = it.next();
        EngineLog log;
        const EngineLogFileError error = readEngineLogFile(path, &log);
        QVERIFY2(error.ok(),
                 qPrintable(
                     QStringLiteral("%1: line %2: %3").arg(path).arg(error.line).arg(error.text)));
        QVERIFY(!log.lines().isEmpty());
        QCOMPARE(log.timeAt(0), -1);
        ++files;
    }
    QCOMPARE(files, 72);
    // The head of usi-csa-bridge/1/usi.log: "recv:usi", then the engine's reply.
    EngineLog usi;
    QVERIFY(readEngineLogFile(
                QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge/1/usi.log"), &usi)
                .ok());
    QCOMPARE(usi.lines().mid(0, 3),
             (QStringList{QStringLiteral("# usi"), QStringLiteral("= id name Sunfish4"),
                          QStringLiteral(". id author Kubo Ryosuke")}));
}

void TestCore::engineLogFileNamesTheLineItCannotRead()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("b.tlf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# usi\n= id name X\n\nusiok\n");
    f.close();
    EngineLog log;
    const EngineLogFileError error = readEngineLogFile(path, &log);
    QCOMPARE(error.line, 4);
    QVERIFY2(error.text.contains(QStringLiteral("'usiok'")), qPrintable(error.text));
    QVERIFY(!readEngineLogFile(dir.filePath(QStringLiteral("missing.tlf")), &log).ok());
}

void TestCore::esBlockFormat()
{
    // The lines of ShogiHome's usi-csa-bridge/1/record.kifu after move 12, without the KIF
    // comment mark '*'.
    ThinkInfo t;
    t.origin = ThinkInfo::Origin::Player;
    t.score = Score::centipawns(8);
    t.depth = 5;
    t.nodes = 885;
    t.engine = QStringLiteral("usi-csa-bridge");
    const QStringList lines = es::formatBlock(t, QStringLiteral("▲５六歩△４三銀▲７八金△３二金"));
    QCOMPARE(lines, (QStringList{
                        QStringLiteral("*評価値=8"),
                        QStringLiteral("*読み筋=▲５六歩△４三銀▲７八金△３二金"),
                        QStringLiteral("*深さ=5"),
                        QStringLiteral("*ノード数=885"),
                        QStringLiteral("*エンジン=usi-csa-bridge"),
                    }));
    ThinkInfo mate;
    mate.origin = ThinkInfo::Origin::Analysis;
    mate.score = Score::mate(-7);
    QCOMPARE(es::formatBlock(mate, {}), QStringList{QStringLiteral("#詰み=後手勝ち:7手")});
    mate.score = Score::mate(Score::unknownMatePlies);
    QCOMPARE(es::formatBlock(mate, {}), QStringList{QStringLiteral("#詰み=先手勝ち")});
    const es::Comment back = es::parseComment({QStringLiteral("#詰み=先手勝ち")});
    QCOMPARE(back.blocks.size(), 1);
    QCOMPARE(back.blocks[0].info.score, Score::mate(Score::unknownMatePlies));
}

void TestCore::esParseRefusesScoresOutOfRange()
{
    // Values no engine means would overflow the rounding to centipawns: not a score.
    for (const char *value : {"1e300", "-1e300", "nan", "inf"}) {
        const es::Comment c = es::parseComment({QStringLiteral("*評価値=") + QLatin1String(value)});
        for (const es::Block &block : c.blocks)
            QVERIFY2(!block.info.score.isValid(), value);
    }
    const es::Comment fine = es::parseComment({QStringLiteral("*評価値=12.6")});
    QCOMPARE(fine.blocks.size(), 1);
    QCOMPARE(fine.blocks[0].info.score, Score::centipawns(13));
}

void TestCore::esParseKeepsUnknownLines()
{
    const QStringList lines = {QStringLiteral("互角"),
                               QStringLiteral("*評価値=92"),
                               QStringLiteral("*ES-独自=1"),
                               QStringLiteral("*深さ=15"),
                               QString(),
                               QStringLiteral("#評価値=-3"),
                               QStringLiteral("#エンジン=A B C")};
    const es::Comment c = es::parseComment(lines);
    QCOMPARE(c.blocks.size(), 2);
    QCOMPARE(c.blocks[0].info.origin, ThinkInfo::Origin::Player);
    QCOMPARE(c.blocks[0].info.score.value, 92);
    QCOMPARE(c.blocks[0].info.depth, 15);
    QCOMPARE(c.blocks[1].info.origin, ThinkInfo::Origin::Analysis);
    QCOMPARE(c.blocks[1].info.engine, QStringLiteral("A B C"));
    // The empty line between the blocks only separates them and is not kept.
    QCOMPARE(c.freeLines, (QStringList{QStringLiteral("互角"), QStringLiteral("*ES-独自=1")}));
    // Two blocks written back stay two blocks.
    const QStringList again = es::formatComment({}, c.blocks);
    QCOMPARE(es::parseComment(again).blocks.size(), 2);
}

void TestCore::esShogiHomeFilesRoundTrip()
{
    // Every think block in ShogiHome's KIF files, read and written again, gives the same lines.
    int blocks = 0;
    QDirIterator it(QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome"), {QStringLiteral("*.kifu")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList fileLines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
        QStringList comment;
        auto check = [&] {
            QStringList pairLines;
            for (const QString &l : comment)
                if (es::isPairLine(l)) pairLines << l;
            const es::Comment c = es::parseComment(comment);
            QStringList written;
            for (const es::Block &b : c.blocks)
                written << es::formatBlock(b.info, b.pvText);
            QCOMPARE(written, pairLines);
            blocks += int(c.blocks.size());
            comment.clear();
        };
        for (QString line : fileLines) {
            if (line.endsWith(QLatin1Char('\r'))) line.chop(1);
            if (line.startsWith(QLatin1Char('*')))
                comment << line.mid(1);
            else
                check();
        }
        check();
    }
    qInfo("%d think blocks checked", blocks);
    QVERIFY(blocks > 50); // the files were found and hold blocks
}

void TestCore::recordTree()
{
    Record r(QStringLiteral("tictactoe"));
    RecordNode *a = r.addMove(r.root(), QStringLiteral("4"));
    RecordNode *b = r.addMove(a, QStringLiteral("0"));
    RecordNode *c = r.addMove(a, QStringLiteral("2"));
    QCOMPARE(r.addMove(a, QStringLiteral("0")), b);
    QCOMPARE(r.mainLineMoves(), (QStringList{QStringLiteral("4"), QStringLiteral("0")}));
    QCOMPARE(Record::movesTo(c), (QStringList{QStringLiteral("4"), QStringLiteral("2")}));
    QCOMPARE(c->ply(), 2);
    r.setHeader(QStringLiteral("B"), QStringLiteral("1"));
    r.setHeader(QStringLiteral("A"), QStringLiteral("2"));
    r.setHeader(QStringLiteral("B"), QStringLiteral("3"));
    QCOMPARE(r.headers().first().second, QStringLiteral("3"));
    Record copy = r.clone();
    r.removeNode(b);
    QCOMPARE(r.mainLineMoves(), (QStringList{QStringLiteral("4"), QStringLiteral("2")}));
    QCOMPARE(copy.mainLineMoves(), (QStringList{QStringLiteral("4"), QStringLiteral("0")}));
    QCOMPARE(copy.root()->mainChild()->children.size(), size_t(2));
}

void TestCore::protocolKeywordsIgnoreAsciiCaseOnly()
{
    using namespace Qt::StringLiterals;
    QVERIFY(isKeyword(u"INFO", "INFO"_L1));
    QVERIFY(isKeyword(u"info", "INFO"_L1));
    QVERIFY(isKeyword(u"iNfO", "INFO"_L1));
    QVERIFY(isKeyword(u"max_thread_num", "MAX_THREAD_NUM"_L1));
    QVERIFY(isKeyword(u"Time_Left", "time_left"_L1));
    QVERIFY(isKeyword(u"", ""_L1));
    QVERIFY(!isKeyword(u"INFOS", "INFO"_L1));
    QVERIFY(!isKeyword(u"INF", "INFO"_L1));
    QVERIFY(!isKeyword(u"INF0", "INFO"_L1));
    QVERIFY(!isKeyword(u"BEGIM", "BEGIN"_L1));
    // Only letters fold: DEL is '_' with bit 5 set, '@' is '`' without it.
    QVERIFY(!isKeyword(u"MAX\u007FTHREAD", "MAX_THREAD"_L1));
    QVERIFY(!isKeyword(u"`", "@"_L1));
    // Not Unicode's foldings: the long s, the Kelvin sign, a dotless i, a fullwidth letter.
    QVERIFY(!isKeyword(u"\u017FTART", "START"_L1));
    QVERIFY(!isKeyword(u"\u212AEY", "KEY"_L1));
    QVERIFY(!isKeyword(u"\u0131NFO", "INFO"_L1));
    QVERIFY(!isKeyword(u"\uFF29NFO", "INFO"_L1));
}

void TestCore::engineWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("bundled") << "bundled" << true;
    QTest::newRow("full")
        << "cmd=/opt/e arg=-v arg=\"two words\" dir=/tmp proto=uxi name=E option.Strategy=random"
        << true;
    QTest::newRow("none") << "" << false;
    QTest::newRow("both") << "bundled cmd=/x" << false;
    QTest::newRow("unknown key") << "cmd=/x colour=red" << false;
    QTest::newRow("no key") << "cmd=/x justaword" << false;
}

void TestCore::engineWords()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QString error;
    const std::optional<EngineSpec> spec = EngineSpec::parse(text, &error);
    QCOMPARE(spec.has_value(), valid);
    QCOMPARE(error.isEmpty(), valid);
    if (!spec) return;
    // The words written back parse to the same engine.
    const std::optional<EngineSpec> again = EngineSpec::parse(spec->toText(), &error);
    QVERIFY(again);
    QCOMPARE(again->toWords(), spec->toWords());
    if (!spec->bundled) {
        QCOMPARE(spec->arguments.value(1), QStringLiteral("two words"));
        QCOMPARE(spec->options.value(0).first, QStringLiteral("Strategy"));
    }
}

QTEST_GUILESS_MAIN(TestCore)
#include "tst_core.moc"
