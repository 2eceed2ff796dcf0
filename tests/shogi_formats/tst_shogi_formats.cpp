// SPDX-License-Identifier: GPL-3.0-or-later
// Record formats on the real files in ../shared/data/shogi. Expected moves come from the files'
// other sources (the CSA server log of the same game, ShogiHome's conversions of the same
// input, the JKF's own coordinates, hand-written lists), never from this code's output.
#include "core/record/recordformat.h"
#include "shogi/notation.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"
#include "shogi/shogiposition.h"
#include "shogi/thinkcomment.h"
#include "shogi/usi.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {
const QString dataDir = QStringLiteral(SHARED_DATA_DIR "/shogi");

QByteArray load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

QString normalized(const QByteArray &data)
{
    QString t = RecordFileText::decode(data);
    t.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    while (t.endsWith(QLatin1Char('\n')))
        t.chop(1);
    return t;
}

// Every main-line move, in USI.
QStringList moves(const Record &r)
{
    return r.mainLineMoves();
}

// The moves the CSA server sent in its log, and the Floodgate comments the engine sent.
struct CsaLog
{
    QString positionCsa; // the game summary's position, as a CSA record
    QStringList csaMoves;
    QMap<int, QString> comments; // ply -> "* 8 +5756FU …"
};

CsaLog readCsaLog(const QString &path)
{
    CsaLog log;
    bool inPosition = false;
    for (const QString &line : QString::fromUtf8(load(path)).split(QLatin1Char('\n'))) {
        if (line == QLatin1String("send:BEGIN Position"))
            inPosition = true;
        else if (line == QLatin1String("send:END Position"))
            inPosition = false;
        else if (inPosition && line.startsWith(QLatin1String("send:")) &&
                 !line.contains(QLatin1Char(',')))
            log.positionCsa += line.mid(5) + QLatin1Char('\n');
        // A move of a known piece (the server also relays the illegal "+9999XX" it was sent).
        static const QRegularExpression sent(QStringLiteral(
            "^send:([+-]\\d{4}(?:FU|KY|KE|GI|KI|KA|HI|OU|TO|NY|NK|NG|UM|RY)),T\\d+"));
        const auto m = sent.match(line);
        if (m.hasMatch()) log.csaMoves << m.captured(1);
        static const QRegularExpression recv(QStringLiteral("^recv:([+-]\\d{4}[A-Z]{2}),'(.*)$"));
        const auto c = recv.match(line);
        if (c.hasMatch()) log.comments.insert(int(log.csaMoves.size()) + 1, c.captured(2));
    }
    return log;
}

QStringList filesUnder(const QString &dir, const QStringList &patterns)
{
    QStringList out;
    QDirIterator it(dir, patterns, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    out.sort();
    return out;
}
} // namespace

class TestShogiFormats : public QObject
{
    Q_OBJECT
    ShogiGame game;

    RecordReadResult readFile(const QString &path)
    {
        const RecordFormat *f = game.recordFormatForFile(path);
        if (!f) return {};
        return f->read(load(path));
    }
    const RecordFormat *fmt(const char *id)
    {
        return game.recordFormatById(QString::fromLatin1(id));
    }

private slots:
    void sharedDataIsThere()
    {
        QVERIFY2(QDir(dataDir).exists(), qPrintable(dataDir));
        QVERIFY(
            filesUnder(dataDir, {"*.kif", "*.kifu", "*.ki2", "*.ki2u", "*.csa", "*.jkf", "*.sfen"})
                .size() >= 60);
    }

    // Every record file reads without an error.
    void everyFileReads()
    {
        for (const QString &path : filesUnder(
                 dataDir, {"*.kif", "*.kifu", "*.ki2", "*.ki2u", "*.csa", "*.jkf", "*.sfen"})) {
            const RecordReadResult r = readFile(path);
            QVERIFY2(r.ok(), qPrintable(path + QStringLiteral(": ") + r.message()));
        }
    }

    // usi-csa-bridge: ShogiHome's record of a game against the CSA log of the same game.
    void bridgeRecordsMatchTheirCsaLogs()
    {
        int checked = 0, thinksChecked = 0;
        for (const QString &kifu :
             filesUnder(dataDir + QStringLiteral("/shogihome/usi-csa-bridge"), {"record.kifu"})) {
            const CsaLog log =
                readCsaLog(QFileInfo(kifu).dir().filePath(QStringLiteral("csa.log")));
            const RecordReadResult r = readFile(kifu);
            QVERIFY2(r.ok(), qPrintable(kifu + r.message()));
            // The log's position and moves, read as a CSA record, give the same game.
            QString csa = log.positionCsa;
            for (const QString &m : log.csaMoves)
                csa += m + QLatin1Char('\n');
            const RecordReadResult fromLog = fmt("csa")->read(csa.toUtf8());
            QVERIFY2(fromLog.ok(), qPrintable(kifu + fromLog.message()));
            QCOMPARE(moves(*r.record), moves(*fromLog.record));
            QCOMPARE(r.record->setup(), fromLog.record->setup());
            QCOMPARE(moves(*r.record).size(), log.csaMoves.size());
            // The engine's Floodgate comments hold the score and PV ShogiHome wrote as ES lines.
            const QList<RecordNode *> line = r.record->mainLine();
            for (auto it = log.comments.begin(); it != log.comments.end(); ++it) {
                const int ply = it.key();
                if (ply > line.size()) continue;
                Board after =
                    *Board::fromSfen(fromLog.record->setup().isEmpty() ? QStringLiteral("startpos")
                                                                       : fromLog.record->setup());
                for (int i = 0; i < ply; ++i)
                    after.doMove(*moveFromUsi(after, line[i]->move));
                RecordNode probe;
                ThinkComment::parse({it.value()}, after, {}, &probe);
                QCOMPARE(probe.thinks.size(), 1);
                const RecordNode *node = line[ply - 1];
                if (node->thinks.isEmpty()) continue; // ShogiHome wrote no comments for this game
                const ThinkInfo &fromKifu = node->thinks.last();
                if (fromKifu.score.isMate()) continue; // the bridge sends mates as +-30000
                QCOMPARE(fromKifu.score.value, probe.thinks[0].score.value);
                QCOMPARE(fromKifu.pv, probe.thinks[0].pv);
                ++thinksChecked;
            }
            ++checked;
        }
        QVERIFY(checked >= 25);
        QVERIFY(thinksChecked >= 50);
    }

    void analysedFiles()
    {
        const QStringList expected{"7g7f", "8c8d", "2h6h", "3c3d", "6g6f",
                                   "8d8e", "8h7g", "7a6b", "1g1f", "5a4b"};
        for (const char *name : {"src01.kifu", "src02.kifu", "src03.kifu"}) {
            const RecordReadResult r =
                readFile(dataDir + QStringLiteral("/shogihome/analysed/") + QLatin1String(name));
            QVERIFY(r.ok());
            QCOMPARE(moves(*r.record), expected);
            QCOMPARE(r.record->headerValue(header::player(0)), QStringLiteral("藤井竜王"));
            QCOMPARE(r.record->headerValue(header::player(1)), QStringLiteral("羽生名人"));
        }
        const RecordReadResult r =
            readFile(dataDir + QStringLiteral("/shogihome/analysed/src01.kifu"));
        const ThinkInfo &t = r.record->mainLine()[4]->thinks.value(0);
        QCOMPARE(t.origin, ThinkInfo::Origin::Analysis);
        QCOMPARE(t.score, Score::centipawns(-102));
        QCOMPARE(t.depth, 21);
        QCOMPARE(t.engine, QStringLiteral("MyEngine"));
        QCOMPARE(t.pv.size(), 21);
        QCOMPARE(t.pv.first(), QStringLiteral("8d8e"));
        const RecordReadResult r3 =
            readFile(dataDir + QStringLiteral("/shogihome/analysed/src03.kifu"));
        QCOMPARE(r3.record->mainLine()[8]->thinks.value(0).score,
                 Score::mate(Score::unknownMatePlies));
        QCOMPARE(r3.record->mainLine()[9]->thinks.value(0).score,
                 Score::mate(-Score::unknownMatePlies));
    }

    // The same record in Shift_JIS and UTF-8, KIF and KI2.
    void encodings()
    {
        const QStringList expected{"2g2f", "8c8d", "7g7f", "8d8e"};
        QList<RecordReadResult> all;
        for (const char *name : {"sjis.kif", "utf8.kif", "sjis.ki2", "utf8.ki2"}) {
            const QByteArray data =
                load(dataDir + QStringLiteral("/shogihome/encoding/") + QLatin1String(name));
            RecordFileText::Encoding enc;
            RecordFileText::decode(data, &enc);
            QCOMPARE(enc, QByteArray(name).startsWith("sjis") ? RecordFileText::Encoding::ShiftJis
                                                              : RecordFileText::Encoding::Utf8);
            RecordReadResult r =
                readFile(dataDir + QStringLiteral("/shogihome/encoding/") + QLatin1String(name));
            QVERIFY(r.ok());
            QCOMPARE(moves(*r.record), expected);
            const auto line = r.record->mainLine();
            QCOMPARE(line[1]->thinks.size(), 2);
            QCOMPARE(line[1]->thinks[0].origin, ThinkInfo::Origin::Player);
            QCOMPARE(line[1]->thinks[0].score, Score::centipawns(80));
            QCOMPARE(line[1]->thinks[1].origin, ThinkInfo::Origin::Analysis);
            QCOMPARE(line[1]->thinks[1].score, Score::centipawns(-60));
            QCOMPARE(line[2]->thinks[0].score, Score::mate(Score::unknownMatePlies));
            QCOMPARE(line[2]->thinks[1].score, Score::mate(-Score::unknownMatePlies));
            QCOMPARE(line[3]->thinks[0].score, Score::mate(15));
            QCOMPARE(line[3]->thinks[1].score, Score::mate(-8));
            QVERIFY(line[1]->comment.isEmpty());
        }
    }

    // ShogiHome's conversions: the same game read from its input and from its output.
    void conversionOutputs()
    {
        const QString in = dataDir + QStringLiteral("/shogihome/conversion-input/");
        const QString out = dataDir + QStringLiteral("/shogihome/conversion-output/");
        int pairs = 0;
        for (const QString &csa : filesUnder(out + QStringLiteral("all-to-csa"), {"*.csa"})) {
            const QString base = QFileInfo(csa).completeBaseName().remove(
                QRegularExpression(QStringLiteral("-\\d+$")));
            // Several inputs share a name (sub01/kif-sjis.kif …); one of them is the source.
            const QStringList candidates = filesUnder(in, {base + QStringLiteral(".*")});
            QVERIFY2(!candidates.isEmpty(), qPrintable(csa));
            const RecordReadResult b = readFile(csa);
            QVERIFY2(b.ok(), qPrintable(csa + b.message()));
            bool found = false;
            for (const QString &c : candidates) {
                const RecordReadResult a = readFile(c);
                QVERIFY(a.ok());
                found |= moves(*a.record) == moves(*b.record) &&
                         a.record->result().kind == b.record->result().kind;
            }
            QVERIFY2(found, qPrintable(csa));
            ++pairs;
        }
        const QList<QPair<QString, QString>> others{
            {QStringLiteral("csa-sjis.csa"), QStringLiteral("csa-to-ki2/csa-sjis.ki2")},
            {QStringLiteral("csa-sjis.csa"), QStringLiteral("csa-to-ki2-utf8/csa-sjis.ki2")},
            {QStringLiteral("ki2u-utf8.ki2u"),
             QStringLiteral("ki2u-to-kifu/overwrite/ki2u-utf8.kifu")},
        };
        for (const auto &[src, dst] : others) {
            const RecordReadResult a = readFile(in + src);
            const RecordReadResult b = readFile(out + dst);
            QVERIFY(a.ok() && b.ok());
            QCOMPARE(moves(*a.record), moves(*b.record));
            // Variations too (ki2u has one at move 9).
            QCOMPARE(a.record->root()->mainChild() ? a.record->mainLine()[7]->children.size() : 0,
                     b.record->root()->mainChild() ? b.record->mainLine()[7]->children.size() : 0);
            ++pairs;
        }
        const QStringList sfenLines =
            QString::fromUtf8(load(in + QStringLiteral("division-input.sfen")))
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (int i = 0; i < sfenLines.size(); ++i) {
            const RecordReadResult a = fmt("usi")->read(sfenLines[i].toUtf8());
            const RecordReadResult b = readFile(
                out +
                QStringLiteral("sfen-to-ki2/record_%1.ki2u").arg(i + 1, 6, 10, QLatin1Char('0')));
            QVERIFY(a.ok() && b.ok());
            QCOMPARE(moves(*a.record), moves(*b.record));
            QCOMPARE(moves(*a.record), sfenLines[i].split(QLatin1Char(' ')).mid(3));
            ++pairs;
        }
        QVERIFY(pairs >= 25);
    }

    void jkfMovesFromTheirCoordinates()
    {
        for (const QString &path :
             filesUnder(dataDir + QStringLiteral("/tsshogi-jkf"), {"*.jkf"})) {
            const QJsonArray jmoves = QJsonDocument::fromJson(load(path))
                                          .object()
                                          .value(QStringLiteral("moves"))
                                          .toArray();
            QStringList expected;
            for (const QJsonValue &v : jmoves) {
                const QJsonObject m = v.toObject().value(QStringLiteral("move")).toObject();
                if (m.isEmpty()) continue;
                const QJsonObject to = m.value(QStringLiteral("to")).toObject();
                const QString toText = QString::number(to.value(QStringLiteral("x")).toInt()) +
                                       QChar(u'a' + to.value(QStringLiteral("y")).toInt() - 1);
                if (m.contains(QStringLiteral("from"))) {
                    const QJsonObject f = m.value(QStringLiteral("from")).toObject();
                    expected << QString::number(f.value(QStringLiteral("x")).toInt()) +
                                    QChar(u'a' + f.value(QStringLiteral("y")).toInt() - 1) +
                                    toText +
                                    (m.value(QStringLiteral("promote")).toBool()
                                         ? QStringLiteral("+")
                                         : QString());
                } else {
                    const QString piece = m.value(QStringLiteral("piece")).toString();
                    const QMap<QString, QString> letters{{"FU", "P"}, {"KY", "L"}, {"KE", "N"},
                                                         {"GI", "S"}, {"KI", "G"}, {"KA", "B"},
                                                         {"HI", "R"}};
                    expected << letters.value(piece) + QLatin1Char('*') + toText;
                }
            }
            const RecordReadResult r = readFile(path);
            QVERIFY2(r.ok(), qPrintable(path + r.message()));
            QCOMPARE(moves(*r.record), expected);
        }
    }

    // ShogiHome-written KIF files come back byte for byte (line ends aside).
    void kifRoundTripIsExact()
    {
        QStringList files =
            filesUnder(dataDir + QStringLiteral("/shogihome/usi-csa-bridge"), {"record.kifu"});
        files << filesUnder(dataDir + QStringLiteral("/shogihome/analysed"), {"*.kifu"});
        files << filesUnder(dataDir + QStringLiteral("/shogihome/encoding"), {"*.kif"});
        files << filesUnder(dataDir + QStringLiteral("/shogihome/conversion-output"), {"*.kifu"});
        for (const QString &path : files) {
            const RecordReadResult r = readFile(path);
            QVERIFY(r.ok());
            const RecordWriteResult w = game.recordFormatForFile(path)->write(*r.record);
            QVERIFY(w.problems.isEmpty());
            QCOMPARE(normalized(w.data), normalized(load(path)));
        }
    }

    void ki2RoundTripIsExact()
    {
        QStringList files = filesUnder(dataDir + QStringLiteral("/shogihome/conversion-output"),
                                       {"*.ki2", "*.ki2u"});
        files << filesUnder(dataDir + QStringLiteral("/shogihome/encoding"), {"*.ki2"});
        for (const QString &path : files) {
            const RecordReadResult r = readFile(path);
            QVERIFY(r.ok());
            QCOMPARE(normalized(game.recordFormatForFile(path)->write(*r.record).data),
                     normalized(load(path)));
        }
    }

    // Every file through every format that keeps comments: same moves, comments and thinks;
    // and what Kibitz writes is read back to the same bytes (CSA, KI2, JKF, KIF).
    void everyFileThroughEveryFormat()
    {
        for (const QString &path :
             filesUnder(dataDir, {"*.kif", "*.kifu", "*.ki2", "*.ki2u", "*.csa", "*.jkf"})) {
            const RecordReadResult r = readFile(path);
            QVERIFY(r.ok());
            for (const char *id : {"kif", "kifu", "ki2", "ki2u", "csa", "csa3", "jkf"}) {
                const RecordWriteResult once = fmt(id)->write(*r.record);
                const RecordReadResult back = fmt(id)->read(once.data);
                QVERIFY2(back.ok(), qPrintable(path + QLatin1Char(' ') + id + back.message()));
                QCOMPARE(moves(*back.record), moves(*r.record));
                const auto a = r.record->mainLine(), b = back.record->mainLine();
                for (qsizetype i = 0; i < a.size(); ++i) {
                    QCOMPARE(b[i]->thinks, a[i]->thinks);
                    QCOMPARE(b[i]->comment, a[i]->comment);
                    if (QByteArray(id) != "csa" && QByteArray(id) != "csa3")
                        QCOMPARE(b[i]->children.size(), a[i]->children.size());
                }
                QVERIFY2(back.record->result().kind == r.record->result().kind &&
                             back.record->result().winner == r.record->result().winner,
                         qPrintable(path + QLatin1Char(' ') + id + QLatin1Char(' ') +
                                    r.record->result().detail));
                QCOMPARE(fmt(id)->write(*back.record).data, once.data);
            }
        }
    }

    // JKF: what tsshogi wrote comes back as the same JSON document.
    void jkfRoundTrip()
    {
        for (const QString &path :
             filesUnder(dataDir + QStringLiteral("/tsshogi-jkf"), {"*.jkf"})) {
            const RecordReadResult r = readFile(path);
            QJsonObject original = QJsonDocument::fromJson(load(path)).object();
            QJsonObject written =
                QJsonDocument::fromJson(fmt("jkf")->write(*r.record).data).object();
            // Kibitz keeps no time for the ending itself (sample05's 投了 took 50:43): compare
            // the ending without its time. Documented in docs/formats/shogi.md.
            auto dropEndTime = [](QJsonObject &doc) {
                QJsonArray ms = doc.value(QStringLiteral("moves")).toArray();
                if (!ms.isEmpty() && ms.last().toObject().contains(QStringLiteral("special"))) {
                    QJsonObject last = ms.last().toObject();
                    last.remove(QStringLiteral("time"));
                    ms.replace(ms.size() - 1, last);
                }
                doc.insert(QStringLiteral("moves"), ms);
            };
            dropEndTime(original);
            dropEndTime(written);
            QCOMPARE(written, original);
        }
    }

    // Byte-for-byte ShogiHome's think comment for a played move.
    void thinkCommentIsShogiHomes()
    {
        const RecordReadResult r =
            readFile(dataDir + QStringLiteral("/shogihome/usi-csa-bridge/1/record.kifu"));
        Record record(QStringLiteral("shogi"));
        RecordNode *n = record.root();
        for (const RecordNode *src : r.record->mainLine())
            n = record.addMove(n, src->move);
        // Move 12 (△３二銀): the engine's search, as the session would record it.
        RecordNode *twelve = record.mainLine()[11];
        ThinkInfo t;
        t.origin = ThinkInfo::Origin::Player;
        t.score = Score::centipawns(8);
        t.pv = QStringList{"5g5f", "3b4c", "6i7h", "4a3b"};
        t.depth = 5;
        t.nodes = 885;
        t.engine = QStringLiteral("usi-csa-bridge");
        twelve->thinks << t;
        const QString text = normalized(fmt("kifu")->write(record).data);
        QVERIFY(
            text.contains(QStringLiteral("  12 ３二銀(31)   ( 0:00/00:00:00)\n*互角\n**評価値=8\n"
                                         "**読み筋=▲５六歩△４三銀▲７八金△３二金\n**深さ=5\n"
                                         "**ノード数=885\n**エンジン=usi-csa-bridge\n  13 ")));
        // The lines are those of ShogiHome's own file.
        const QString original =
            normalized(load(dataDir + QStringLiteral("/shogihome/usi-csa-bridge/1/record.kifu")));
        QVERIFY(original.contains(
            QStringLiteral("*互角\n**評価値=8\n**読み筋=▲５六歩△４三銀▲７八金△３二金\n**深さ=5\n**"
                           "ノード数=885\n**エンジン=usi-csa-bridge\n")));
    }

    void otherThinkStyles()
    {
        const Board b = Board::startPosition();
        RecordNode n;
        ThinkComment::parse({QStringLiteral("* 123 +7776FU -3334FU"), QStringLiteral("nice")}, b,
                            {}, &n);
        QCOMPARE(n.thinks.size(), 1);
        QCOMPARE(n.thinks[0].score, Score::centipawns(123));
        QCOMPARE(n.thinks[0].pv, (QStringList{"7g7f", "3c3d"}));
        // The line stays as written (and is not written again as an ES block).
        QCOMPARE(n.comment, QStringLiteral("* 123 +7776FU -3334FU\nnice"));
        RecordNode g;
        ThinkComment::parse({QStringLiteral("*解析 深さ 12/20 ノード数 12345 評価値 -45 読み筋 "
                                            "▲７六歩(77) △３四歩(33) ▲２六歩(27)")},
                            b, {}, &g);
        QCOMPARE(g.thinks.size(), 1);
        QCOMPARE(g.thinks[0].origin, ThinkInfo::Origin::Analysis);
        QCOMPARE(g.thinks[0].score, Score::centipawns(-45));
        QCOMPARE(g.thinks[0].depth, 12);
        QCOMPARE(g.thinks[0].nodes, 12345);
        QCOMPARE(g.thinks[0].pv, (QStringList{"7g7f", "3c3d", "2g2f"}));
    }

    void unrepresentableCharacterIsReported()
    {
        Record record(QStringLiteral("shogi"));
        record.setHeader(header::player(0), QStringLiteral("𠮷田"));
        record.setHeader(header::player(1), QStringLiteral("髙橋"));
        record.addMove(record.root(), QStringLiteral("7g7f"));
        const RecordWriteResult w = fmt("kif")->write(record);
        QCOMPARE(w.problems.size(), 1);
        QVERIFY2(w.problems[0].startsWith(
                     QStringLiteral("先手 header: '𠮷' (U+20BB7) cannot be written in Shift_JIS")),
                 qPrintable(w.problems[0]));
        // Shift_JIS bytes: 髙 (CP932) survives, 𠮷 became 〓, nothing else changed.
        QStringDecoder sjis("CP932");
        const QString text = sjis.decode(w.data);
        QVERIFY(text.contains(QStringLiteral("先手：〓田\r\n後手：髙橋\r\n")));
        RecordFileText::Encoding enc;
        RecordFileText::decode(w.data, &enc);
        QCOMPARE(enc, RecordFileText::Encoding::ShiftJis);
        QVERIFY(fmt("kifu")->write(record).problems.isEmpty());
    }

    void brokenFiles()
    {
        const QByteArray kif = "手合割：平手\r\n手数----指手---------消費時間--\r\n"
                               "   1 ７六歩(77)   ( 0:01/00:00:01)\r\n"
                               "   2 ３四歩(33)   ( 0:01/00:00:01)\r\n"
                               "   3 ７五歩(77)   ( 0:01/00:00:02)\r\n";
        const RecordReadResult r = fmt("kifu")->read(kif);
        QVERIFY(!r.ok());
        QCOMPARE(r.errorLine, 5);
        QVERIFY(r.record);
        QCOMPARE(moves(*r.record), (QStringList{"7g7f", "3c3d"}));
        QVERIFY(r.message().startsWith(QStringLiteral("line 5: ")));
        const RecordReadResult c = fmt("csa")->read("V2.2\nPI\n+\n+7776FU\n-3334FU\n+2726XX\n");
        QCOMPARE(c.errorLine, 6);
        QCOMPARE(moves(*c.record), (QStringList{"7g7f", "3c3d"}));
        const RecordReadResult k2 = fmt("ki2u")->read("手合割：平手\n▲７六歩 △３四歩 ▲５八金\n");
        QCOMPARE(k2.errorLine, 2);
        QCOMPARE(moves(*k2.record), (QStringList{"7g7f", "3c3d"}));
        const RecordReadResult j = fmt("jkf")->read("{\"moves\": [{}, ");
        QVERIFY(!j.ok());
        QVERIFY(j.errorLine >= 1);
        const RecordReadResult s = fmt("usi")->read("position startpos moves 7g7f 7g7f\n");
        QCOMPARE(moves(*s.record), QStringList{"7g7f"});
        QVERIFY(!s.ok());
    }

    void csaTimeOutOfRange()
    {
        // Found by fuzz_shogi_csa: a huge T time overflowed qint64 (undefined behaviour).
        for (const char *time : {"T1e60", "T-3", "Tnan", "Tinf"}) {
            const RecordReadResult r =
                fmt("csa")->read(QByteArray("PI\n+\n+7776FU\n") + time + "\n-3334FU\n");
            QVERIFY2(!r.ok(), time);
            QCOMPARE(r.errorLine, 4);
            QCOMPARE(moves(*r.record), QStringList{"7g7f"});
        }
        QVERIFY(fmt("csa")->read("PI\n+\n+7776FU\nT12.5\n").ok());
    }

    void specialsAndMultiGame()
    {
        const QByteArray csa =
            "V2.2\nN+a\nN-b\nPI\n+\n+7776FU\nT3\n-3334FU\nT1\n%TORYO\n/\nPI\n+\n+2726FU\n";
        const RecordReadResult r = fmt("csa")->read(csa);
        QVERIFY(r.ok());
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.record->result().winner, 1);
        QCOMPARE(r.record->mainLine()[0]->timeMs, 3000);
        const QString kif = normalized(fmt("kifu")->write(*r.record).data);
        QVERIFY(kif.endsWith(QStringLiteral("   3 投了         ( 0:00/00:00:03)")));
        QVERIFY(normalized(fmt("ki2u")->write(*r.record).data)
                    .endsWith(QStringLiteral("まで2手で後手の勝ち")));
        for (const QString &word :
             {QStringLiteral("中断"), QStringLiteral("千日手"), QStringLiteral("持将棋"),
              QStringLiteral("詰み"), QStringLiteral("切れ負け"), QStringLiteral("反則勝ち"),
              QStringLiteral("反則負け"), QStringLiteral("入玉勝ち"), QStringLiteral("不戦勝"),
              QStringLiteral("不戦敗")}) {
            const QString text = QStringLiteral("手合割：平手\n手数----指手---------消費時間--\n   "
                                                "1 ７六歩(77)   ( 0:00/00:00:00)\n   2 %1\n")
                                     .arg(word);
            const RecordReadResult k = fmt("kifu")->read(text.toUtf8());
            QVERIFY(k.ok());
            QVERIFY(k.record->result().isOver());
            QVERIFY2(normalized(fmt("kifu")->write(*k.record).data)
                         .contains(QStringLiteral("   2 ") + word),
                     qPrintable(word));
            const RecordReadResult viaKi2 = fmt("ki2u")->read(fmt("ki2u")->write(*k.record).data);
            QCOMPARE(viaKi2.record->result().kind, k.record->result().kind);
            QCOMPARE(viaKi2.record->result().winner, k.record->result().winner);
        }
    }

    // An engine that crashed or stalled ends its game as 反則負け or 切れ負け; what happened is
    // the ending's comment (as tsshogi writes a special move's), and reads back as the detail.
    void faultEndingKeepsItsCause()
    {
        Record crash(QStringLiteral("shogi"));
        crash.addMove(crash.root(), QStringLiteral("7g7f"))->comment = QStringLiteral("opening");
        crash.setResult(
            GameResult::win(0, EndReason::EngineCrash, QStringLiteral("faulty crashed")));
        QVERIFY(
            normalized(fmt("kifu")->write(crash).data)
                .endsWith(QStringLiteral("   1 ７六歩(77)   ( 0:00/00:00:00)\n*opening\n"
                                         "   2 反則負け     ( 0:00/00:00:00)\n*faulty crashed")));
        QVERIFY(normalized(fmt("ki2u")->write(crash).data)
                    .endsWith(QStringLiteral("まで1手で後手の反則負け\n*faulty crashed")));
        for (const char *id : {"kifu", "ki2u"}) {
            const RecordReadResult r = fmt(id)->read(fmt(id)->write(crash).data);
            QVERIFY2(r.ok(), id);
            QCOMPARE(r.record->result().kind, GameResult::Kind::Win);
            QCOMPARE(r.record->result().winner, 0);
            QCOMPARE(r.record->result().detail, QStringLiteral("faulty crashed"));
            QCOMPARE(r.record->mainLine()[0]->comment, QStringLiteral("opening"));
        }

        // Before any move, in Shift_JIS: a handshake that never finished.
        Record stall(QStringLiteral("shogi"));
        const QString why = QStringLiteral("faulty did not answer usi → usiok within 10 s");
        stall.setResult(GameResult::win(1, EndReason::EngineStall, why));
        const RecordWriteResult w = fmt("kif")->write(stall);
        QVERIFY(w.problems.isEmpty());
        QVERIFY(normalized(w.data).endsWith(
            QStringLiteral("   1 切れ負け     ( 0:00/00:00:00)\n*") + why));
        const RecordReadResult r = fmt("kif")->read(w.data);
        QCOMPARE(r.record->result().winner, 1);
        QCOMPARE(r.record->result().reason, EndReason::TimeForfeit);
        QCOMPARE(r.record->result().detail, why);

        // 投了 says what happened: no comment follows it.
        const QString bare = QStringLiteral("*opening\n   2 投了         ( 0:00/00:00:00)");
        crash.setResult(
            GameResult::win(0, EndReason::Resignation, QStringLiteral("Gote resigned")));
        QVERIFY(normalized(fmt("kifu")->write(crash).data).endsWith(bare));
    }

    void sfenAndUsiAndBod()
    {
        const RecordReadResult r =
            fmt("sfen")->read("sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - "
                              "1 moves 7g7f 3c3d\n");
        QVERIFY(r.ok());
        QCOMPARE(QString::fromUtf8(fmt("usi")->write(*r.record).data),
                 QStringLiteral("position startpos moves 7g7f 3c3d\r\n"));
        QCOMPARE(QString::fromUtf8(fmt("sfen")->write(*r.record).data),
                 QStringLiteral("startpos moves 7g7f 3c3d\r\n"));
        const RecordReadResult h = fmt("usi")->read(
            "position sfen lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves "
            "5a4b\n");
        QVERIFY(h.ok());
        QVERIFY(normalized(fmt("kifu")->write(*h.record).data)
                    .startsWith(QStringLiteral("手合割：香落ち")));
        // BOD of record 3 (a 入玉 ending) read on its own.
        const QString kifu =
            normalized(load(dataDir + QStringLiteral("/shogihome/usi-csa-bridge/3/record.kifu")));
        const QString diagram = kifu.mid(kifu.indexOf(QStringLiteral("後手の持駒")));
        const RecordReadResult b = fmt("bod")->read(diagram.toUtf8());
        QVERIFY2(b.ok(), qPrintable(b.message()));
        QCOMPARE(b.record->setup(), QStringLiteral("4K4/9/9/9/9/9/+r+bgggg+b+r1/ssssk4/9 w - 1"));
        QVERIFY(normalized(fmt("bod")->write(*b.record).data)
                    .startsWith(QStringLiteral("後手の持駒：なし\n  ９ ８")));
    }
};

QTEST_GUILESS_MAIN(TestShogiFormats)
#include "tst_shogi_formats.moc"
