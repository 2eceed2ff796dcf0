// SPDX-License-Identifier: GPL-3.0-or-later
// The journal's lines are built by hand (issue 24: no QJsonObject a move or game); here each is
// checked byte for byte against the QJsonObject line it replaced (docs/formats/journal.md), on
// random headers, moves, times and think comments with every kind of character. And one journal
// file serves all of a worker's games.
#include "core/game/game.h"
#include "core/record/record.h"
#include "core/tournament/gamejournal.h"
#include "gamecatalog.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace kibitz;
using namespace Qt::StringLiterals;

namespace {

QString referenceScore(const Score &score)
{
    if (score.kind == Score::Kind::Centipawns) return QStringLiteral("cp %1").arg(score.value);
    if (qAbs(score.value) == Score::unknownMatePlies)
        return score.value > 0 ? QStringLiteral("mate +") : QStringLiteral("mate -");
    return QStringLiteral("mate %1").arg(score.value);
}

// The move line as GameJournal built it with QJsonObject before.
QByteArray referenceLine(const RecordNode &node)
{
    QJsonObject line{{QLatin1String("ply"), node.ply()}, {QLatin1String("move"), node.move}};
    if (node.timeMs >= 0) line.insert(QLatin1String("ms"), node.timeMs);
    if (!node.thinks.isEmpty()) {
        const ThinkInfo &think = node.thinks.last();
        QJsonObject o;
        if (think.score.isValid()) o.insert(QLatin1String("score"), referenceScore(think.score));
        if (think.depth >= 0) o.insert(QLatin1String("depth"), think.depth);
        if (think.seldepth >= 0) o.insert(QLatin1String("seldepth"), think.seldepth);
        if (think.nodes >= 0) o.insert(QLatin1String("nodes"), think.nodes);
        if (!think.pv.isEmpty()) o.insert(QLatin1String("pv"), think.pv.join(QLatin1Char(' ')));
        if (!think.engine.isEmpty()) o.insert(QLatin1String("engine"), think.engine);
        line.insert(QLatin1String("think"), o);
    }
    return QJsonDocument(line).toJson(QJsonDocument::Compact);
}

// The game's line as GameJournal built it with QJsonObject before.
QByteArray referenceGameLine(const Record &record, const QString &recordName)
{
    QJsonObject headers;
    for (const auto &[key, value] : record.headers())
        headers.insert(key, value);
    const QJsonObject line{{QLatin1String("journal"), 1},
                           {QLatin1String("game"), record.gameId()},
                           {QLatin1String("record"), recordName},
                           {QLatin1String("setup"), record.setup()},
                           {QLatin1String("headers"), headers}};
    return QJsonDocument(line).toJson(QJsonDocument::Compact);
}

// Text mixing plain ASCII, JSON's special characters, every control character, non-ASCII (BMP
// and beyond, as surrogate pairs) and lone surrogates.
QString randomText(QRandomGenerator &random)
{
    static const char16_t pool[] = {u'a', u'7',   u',',   u' ',   u'"',   u'\\',  u'/',   0x7f,
                                    0xe9, 0x6b69, 0xfffd, 0xd83d, 0xdc4d, 0xdbff, 0xdfff, 0x2028};
    QString text;
    const int length = int(random.bounded(12));
    for (int i = 0; i < length; ++i) {
        const int pick = int(random.bounded(int(std::size(pool)) + 4));
        text += pick < int(std::size(pool)) ? QChar(pool[pick]) : QChar(random.bounded(0x20));
    }
    return text;
}

qint64 maybe(QRandomGenerator &random, qint64 big)
{
    return random.bounded(3) == 0 ? -1 : qint64(random.bounded(quint64(big)));
}

ThinkInfo randomThink(QRandomGenerator &random)
{
    ThinkInfo think;
    switch (random.bounded(4)) {
    case 0:
        break;
    case 1:
        think.score = Score::centipawns(int(random.bounded(-3000, 3000)));
        break;
    case 2:
        think.score = Score::mate(int(random.bounded(-40, 40)));
        break;
    default:
        think.score =
            Score::mate(random.bounded(2) ? Score::unknownMatePlies : -Score::unknownMatePlies);
    }
    think.depth = int(maybe(random, 100));
    think.seldepth = int(maybe(random, 100));
    think.nodes = maybe(random, Q_INT64_C(1) << 62);
    for (int i = int(random.bounded(4)); i > 0; --i)
        think.pv << randomText(random);
    if (random.bounded(2)) think.engine = randomText(random);
    return think;
}

} // namespace

class TestGameJournal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void linesAreWhatQJsonObjectWrote();
    void fullDiskIsSaid();
    void oneFileServesAWorkersGames();
    void unwrittenGameIsKeptUnderItsOwnName();
};

void TestGameJournal::linesAreWhatQJsonObjectWrote()
{
    QRandomGenerator random(24);
    Record record(QStringLiteral("gomoku"));
    // Headers of every kind of text, keys too, set out of order (the line has them sorted).
    for (int i = 0; i < 12; ++i)
        record.setHeader(i % 3 ? randomText(random) : QStringLiteral("Z%1").arg(i),
                         randomText(random));
    record.setHeader(u"Player1"_s, u"Ａ \"quoted\"\n"_s);
    record.setSetup(u"20 freestyle"_s);
    RecordNode *node = record.root();
    for (int ply = 1; ply <= 2000; ++ply) {
        node = record.addMove(node, ply % 7 ? QStringLiteral("%1,%2").arg(ply % 20).arg(ply / 20)
                                            : randomText(random));
        node->timeMs = maybe(random, Q_INT64_C(1) << 40);
        for (int i = int(random.bounded(3)); i > 0; --i)
            node->thinks << randomThink(random);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game-001.sgf.part"));
    GameJournal journal;
    QCOMPARE(journal.open(path, *gameById(u"gomoku"), record, u"game-001.sgf"_s), QString());
    // One more through append, as the worker journals a move made.
    node = record.addMove(node, QStringLiteral("19,19"));
    node->thinks << randomThink(random);
    journal.append(*node);
    QCOMPARE(journal.flush(), QString());

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readLine(), referenceGameLine(record, u"game-001.sgf"_s) + '\n');
    for (const RecordNode *n : record.mainLine()) {
        QByteArray line = file.readLine();
        QVERIFY(line.endsWith('\n'));
        line.chop(1);
        QCOMPARE(line, referenceLine(*n));
    }
    QVERIFY(file.atEnd());
}

// /dev/full takes the file open and refuses every write (ENOSPC), as a full disk does: the
// journal says which file it cannot write, and a move after that is not tried again.
void TestGameJournal::fullDiskIsSaid()
{
    Record record(QStringLiteral("gomoku"));
    RecordNode *node = record.addMove(record.root(), QStringLiteral("7,7"));
    GameJournal journal;
    const QString error =
        journal.open(QStringLiteral("/dev/full"), *gameById(u"gomoku"), record, u"game-001.sgf"_s);
    QVERIFY2(error.contains(QStringLiteral("/dev/full")), qPrintable(error));
    node = record.addMove(node, QStringLiteral("8,8"));
    journal.append(*node);
    QCOMPARE(journal.flush(), QString());
}

namespace {
// The file's lines, without their line ends.
QList<QByteArray> lines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QList<QByteArray> out = file.readAll().split('\n');
    if (!out.isEmpty() && out.last().isEmpty()) out.removeLast();
    return out;
}

ino_t inode(const QString &path)
{
    struct stat info = {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_ino : 0;
}
} // namespace

// A worker's journal is one file: emptied when a game is safe in its record, written again by the
// next game (not deleted and made again, which slows every new file in the folder), and deleted
// after the worker's last game.
void TestGameJournal::oneFileServesAWorkersGames()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"in-progress-w1.jsonl"_s);
    const Game &gomoku = *gameById(u"gomoku");
    Record first(u"gomoku"_s);
    first.addMove(first.addMove(first.root(), u"7,7"_s), u"8,8"_s);
    GameJournal journal;
    QCOMPARE(journal.open(path, gomoku, first, u"game-001.sgf"_s), QString());
    QCOMPARE(lines(path).size(), 3);
    QVERIFY(lines(path).first().contains("\"record\":\"game-001.sgf\""));
    const ino_t made = inode(path);
    QVERIFY(made != 0);

    journal.finish();
    // Emptied, not deleted: a file deleted and made again may even get the same inode back.
    QVERIFY(QFileInfo::exists(path));
    QCOMPARE(QFileInfo(path).size(), 0);

    Record second(u"gomoku"_s);
    second.addMove(second.root(), u"3,4"_s);
    QCOMPARE(journal.open(path, gomoku, second, u"game-002.sgf"_s), QString());
    const QList<QByteArray> written = lines(path);
    QCOMPARE(written.size(), 2); // the game's line and its one move: nothing of the first game
    QVERIFY(written.first().contains("\"record\":\"game-002.sgf\""));
    QVERIFY(written.last().contains("\"move\":\"3,4\""));
    QCOMPARE(inode(path), made);

    journal.finish();
    journal.remove();
    QVERIFY(!QFile::exists(path));
}

// A game whose record could not be written keeps its journal, the only copy of its moves, as
// the record's name with .part; the worker's next game starts a journal of its own.
void TestGameJournal::unwrittenGameIsKeptUnderItsOwnName()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"in-progress-w1.jsonl"_s);
    const QString kept = dir.filePath(u"game-001.sgf.part"_s);
    const Game &gomoku = *gameById(u"gomoku");
    Record first(u"gomoku"_s);
    first.addMove(first.root(), u"7,7"_s);
    GameJournal journal;
    QCOMPARE(journal.open(path, gomoku, first, u"game-001.sgf"_s), QString());
    QCOMPARE(journal.keepAs(kept), QString());
    QVERIFY(!QFile::exists(path));
    QCOMPARE(lines(kept).size(), 2);

    Record second(u"gomoku"_s);
    QCOMPARE(journal.open(path, gomoku, second, u"game-002.sgf"_s), QString());
    QCOMPARE(lines(path).size(), 1);
    journal.remove();
    QVERIFY(!QFile::exists(path));
    QCOMPARE(lines(kept).size(), 2); // the kept journal is not the worker's to delete
    QVERIFY(lines(kept).first().contains("\"record\":\"game-001.sgf\""));
}

QTEST_GUILESS_MAIN(TestGameJournal)
#include "tst_gamejournal.moc"
