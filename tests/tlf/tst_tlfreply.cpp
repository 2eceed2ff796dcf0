// SPDX-License-Identifier: GPL-3.0-or-later
#include "tictactoe/tlfreply.h"

#include <QRandomGenerator>
#include <QTest>

using namespace kibitz::tictactoe;
using namespace Qt::StringLiterals;

namespace {
// "= [message] name={value} …", with newlines shown as \n.
QString describe(const TlfReply &reply)
{
    QString s = reply.kind == TlfReply::Kind::Ok ? u"="_s : u"?"_s;
    s += u" ["_s + reply.message + u']';
    for (const auto &p : reply.properties)
        s += u' ' + p.first + u"={"_s + p.second + u'}';
    s.replace(u'\n', u"\\n"_s);
    return s;
}

QStringList flatten(const QList<QPair<QString, QString>> &properties)
{
    QStringList out;
    for (const auto &p : properties)
        out << p.first << p.second;
    return out;
}

// Feeds the lines and records, per line, each reply returned and whether an error was reported.
QStringList trace(const QStringList &lines)
{
    TlfReplyReader reader;
    QStringList out;
    auto record = [&](const QString &at, const QList<TlfReply> &replies) {
        for (const TlfReply &r : replies)
            out << at + u": "_s + describe(r);
        if (!reader.lastError().isEmpty()) out << at + u": error"_s;
    };
    for (int i = 0; i < lines.size(); ++i)
        record(QString::number(i), reader.feed(lines[i]));
    record(u"end"_s, reader.finish());
    return out;
}

bool isName(const QString &name)
{
    if (name.isEmpty()) return false;
    for (QChar c : name) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'_' && c != u'-') return false;
    }
    return true;
}

// A body that parseTlfBody reads back as the same message and properties.
QString serialise(const TlfReply &reply)
{
    QString s = reply.message;
    for (const auto &p : reply.properties)
        s += u' ' + p.first + u':' + tlfQuote(p.second);
    return s;
}
} // namespace

class TestTlfReply : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseBody_data();
    void parseBody();
    void parseBodyError_data();
    void parseBodyError();
    void valueAndHas();
    void reader_data();
    void reader();
    void singleLineIsDeliveredAtOnce();
    void hugeLines();
    void openValueLineCap();
    void openValueCharCap();
    void openValueCapCountsWholeReply();
    void oversizedFirstLine();
    void invalidCharacters();
    void fuzz();
    void quote_data();
    void quote();
};

void TestTlfReply::parseBody_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QStringList>("properties");

    // Seed 000.
    QTest::newRow("empty") << u""_s << u""_s << QStringList();
    QTest::newRow("seed message") << u"A1"_s << u"A1"_s << QStringList();
    QTest::newRow("seed property") << u"coord:'A1'"_s << u""_s << QStringList{u"coord"_s, u"A1"_s};
    QTest::newRow("seed profile") << u"profile name:'nihon taro' weight:92.6"_s << u"profile"_s
                                  << QStringList{u"name"_s, u"nihon taro"_s, u"weight"_s,
                                                 u"92.6"_s};
    QTest::newRow("seed board") << u"board:'''\n..x\n.x.\no.o\n'''"_s << u""_s
                                << QStringList{u"board"_s, u"..x\n.x.\no.o\n"_s};
    QTest::newRow("seed unknown_command")
        << u"unknown_command"_s << u"unknown_command"_s << QStringList();
    QTest::newRow("seed internal error")
        << u"internal error"_s << u"internal error"_s << QStringList();
    QTest::newRow("seed unexpected_profile")
        << u"unexpected_profile name:'nihon taro' weight:92.6"_s << u"unexpected_profile"_s
        << QStringList{u"name"_s, u"nihon taro"_s, u"weight"_s, u"92.6"_s};
    QTest::newRow("seed unexpected board")
        << u"unexpected board:'''\nxxx\nxox\nxxx\n'''"_s << u"unexpected"_s
        << QStringList{u"board"_s, u"xxx\nxox\nxxx\n"_s};

    // DESIGN.md, tic-tac-toe dialect.
    QTest::newRow("design info") << u"info depth:5 score:0 nodes:812 pv:'4 0 8'"_s << u"info"_s
                                 << QStringList{u"depth"_s, u"5"_s,   u"score"_s, u"0"_s,
                                                u"nodes"_s, u"812"_s, u"pv"_s,    u"4 0 8"_s};
    QTest::newRow("design bestmove")
        << u"bestmove sq:4"_s << u"bestmove"_s << QStringList{u"sq"_s, u"4"_s};
    QTest::newRow("design resign") << u"resign"_s << u"resign"_s << QStringList();
    QTest::newRow("design won") << u"won"_s << u"won"_s << QStringList();
    QTest::newRow("design draw") << u"draw"_s << u"draw"_s << QStringList();
    QTest::newRow("design lost") << u"lost"_s << u"lost"_s << QStringList();
    QTest::newRow("design name") << u"name:'Tic Tac Toe' author:'muzudho'"_s << u""_s
                                 << QStringList{u"name"_s, u"Tic Tac Toe"_s, u"author"_s,
                                                u"muzudho"_s};
    QTest::newRow("design board") << u"board:'''\nX.O\n.X.\n...\n'''"_s << u""_s
                                  << QStringList{u"board"_s, u"X.O\n.X.\n...\n"_s};
    QTest::newRow("design refusal")
        << u"this engine couldn't play"_s << u"this engine couldn't play"_s << QStringList();

    // Basic strings and escapes.
    QTest::newRow("escapes") << uR"(s:"a\"b\\c\nd\te\rf\bg\fh")"_s << u""_s
                             << QStringList{u"s"_s, u"a\"b\\c\nd\te\rf\bg\fh"_s};
    QTest::newRow("unicode escapes")
        << uR"(u:"\u00e9\u00C9\U0001F600")"_s << u""_s << QStringList{u"u"_s, u"éÉ😀"_s};
    QTest::newRow("basic with spaces")
        << uR"(m s:"a b" t:1)"_s << u"m"_s << QStringList{u"s"_s, u"a b"_s, u"t"_s, u"1"_s};
    QTest::newRow("basic raw unicode")
        << uR"(s:"日本語")"_s << u""_s << QStringList{u"s"_s, u"日本語"_s};
    QTest::newRow("literal keeps backslashes")
        << uR"(p:'C:\path\n')"_s << u""_s << QStringList{u"p"_s, uR"(C:\path\n)"_s};
    QTest::newRow("literal with double quote")
        << uR"(p:'say "hi"')"_s << u""_s << QStringList{u"p"_s, u"say \"hi\""_s};

    // Empty values.
    QTest::newRow("empty basic") << uR"(s:"")"_s << u""_s << QStringList{u"s"_s, u""_s};
    QTest::newRow("empty literal") << u"s:''"_s << u""_s << QStringList{u"s"_s, u""_s};
    QTest::newRow("empty bare") << u"s:"_s << u""_s << QStringList{u"s"_s, u""_s};
    QTest::newRow("empty bare then more")
        << u"s: t:1"_s << u""_s << QStringList{u"s"_s, u""_s, u"t"_s, u"1"_s};

    // Multi-line literals.
    QTest::newRow("ml one line") << u"b:'''a'b'''"_s << u""_s << QStringList{u"b"_s, u"a'b"_s};
    QTest::newRow("ml quotes before close")
        << u"b:''''q''''"_s << u""_s << QStringList{u"b"_s, u"'q'"_s};
    QTest::newRow("ml two quotes before close")
        << u"b:'''q'''''"_s << u""_s << QStringList{u"b"_s, u"q''"_s};
    QTest::newRow("ml no escapes")
        << uR"(b:'''a\nb''')"_s << u""_s << QStringList{u"b"_s, uR"(a\nb)"_s};
    QTest::newRow("ml text after open")
        << u"b:'''..x\no.o'''"_s << u""_s << QStringList{u"b"_s, u"..x\no.o"_s};
    QTest::newRow("ml crlf after open")
        << u"b:'''\r\nx'''"_s << u""_s << QStringList{u"b"_s, u"x"_s};
    QTest::newRow("ml then property")
        << u"b:'''\nx\n''' c:1"_s << u""_s << QStringList{u"b"_s, u"x\n"_s, u"c"_s, u"1"_s};
    QTest::newRow("ml empty") << u"b:''''''"_s << u""_s << QStringList{u"b"_s, u""_s};

    // Messages and separators.
    QTest::newRow("message spaces trimmed")
        << u"  hello   world  a:1  "_s << u"hello   world"_s << QStringList{u"a"_s, u"1"_s};
    QTest::newRow("message with quote")
        << u"it's fine a:1"_s << u"it's fine"_s << QStringList{u"a"_s, u"1"_s};
    QTest::newRow("message with lone colon")
        << u"see :x a:1"_s << u"see :x"_s << QStringList{u"a"_s, u"1"_s};
    QTest::newRow("name: in a message word")
        << u"go http://x"_s << u"go"_s << QStringList{u"http"_s, u"//x"_s};
    QTest::newRow("duplicate names")
        << u"a:1 a:2"_s << u""_s << QStringList{u"a"_s, u"1"_s, u"a"_s, u"2"_s};
    QTest::newRow("tabs") << u"m\ta:1\tb:2"_s << u"m"_s
                          << QStringList{u"a"_s, u"1"_s, u"b"_s, u"2"_s};
    QTest::newRow("bare with quote inside") << u"a:b'c"_s << u""_s << QStringList{u"a"_s, u"b'c"_s};
    QTest::newRow("bare with colon") << u"a:b:c"_s << u""_s << QStringList{u"a"_s, u"b:c"_s};
    QTest::newRow("name chars") << u"A-b_9:x"_s << u""_s << QStringList{u"A-b_9"_s, u"x"_s};
}

void TestTlfReply::parseBody()
{
    QFETCH(QString, body);
    QFETCH(QString, message);
    QFETCH(QStringList, properties);

    TlfReply reply;
    QString error;
    QVERIFY2(parseTlfBody(body, &reply, &error), qPrintable(error));
    QCOMPARE(reply.message, message);
    QCOMPARE(flatten(reply.properties), properties);
    for (const auto &p : reply.properties)
        QVERIFY(!p.second.isNull());
}

void TestTlfReply::parseBodyError_data()
{
    QTest::addColumn<QString>("body");

    QTest::newRow("unterminated literal") << u"a:'x"_s;
    QTest::newRow("unterminated basic") << uR"(a:"x)"_s;
    QTest::newRow("basic ends in backslash") << uR"(a:"x\)"_s;
    QTest::newRow("escaped closing quote") << uR"(a:"x\")"_s;
    QTest::newRow("unknown escape") << uR"(a:"\x")"_s;
    QTest::newRow("short \\u") << uR"(a:"\u12")"_s;
    QTest::newRow("bad hex") << uR"(a:"\u12G4")"_s;
    QTest::newRow("surrogate escape") << uR"(a:"\uD800")"_s;
    QTest::newRow("escape beyond unicode") << uR"(a:"\U00110000")"_s;
    QTest::newRow("multi-line basic") << uR"(a:"""x""")"_s;
    QTest::newRow("newline in basic") << u"a:\"x\ny\""_s;
    QTest::newRow("newline in literal") << u"a:'x\ny'"_s;
    QTest::newRow("unterminated ml") << u"a:'''x\ny"_s;
    QTest::newRow("text after literal") << u"a:'x'y"_s;
    QTest::newRow("text after basic") << uR"(a:"x"y)"_s;
    QTest::newRow("text after ml") << u"a:'''x'''y"_s;
    QTest::newRow("stray word after property") << u"a:1 stray"_s;
    QTest::newRow("stray quote after property") << u"a:1 'b'"_s;
}

void TestTlfReply::parseBodyError()
{
    QFETCH(QString, body);
    TlfReply reply;
    reply.message = u"untouched"_s;
    QString error;
    QVERIFY(!parseTlfBody(body, &reply, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(reply.message, u"untouched"_s);
    QVERIFY(reply.properties.isEmpty());
}

void TestTlfReply::valueAndHas()
{
    TlfReply reply;
    QVERIFY(parseTlfBody(u"m a:1 e: a:2 q:''", &reply, nullptr));
    QCOMPARE(reply.value(u"a"), u"1"_s);
    QVERIFY(reply.has(u"a"));
    QVERIFY(reply.has(u"e"));
    QVERIFY(!reply.value(u"e").isNull());
    QVERIFY(reply.value(u"e").isEmpty());
    QVERIFY(!reply.value(u"q").isNull());
    QVERIFY(!reply.has(u"m"));
    QVERIFY(!reply.has(u"A"));
    QVERIFY(reply.value(u"missing").isNull());
}

void TestTlfReply::reader_data()
{
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QStringList>("expected");

    // Seed 000.
    QTest::newRow("seed empty reply") << QStringList{u"="_s} << QStringList{u"0: = []"_s};
    QTest::newRow("seed A1") << QStringList{u"= A1"_s} << QStringList{u"0: = [A1]"_s};
    QTest::newRow("seed coord") << QStringList{u"= coord:'A1'"_s}
                                << QStringList{u"0: = [] coord={A1}"_s};
    QTest::newRow("seed profile") << QStringList{u"= profile name:'nihon taro' weight:92.6"_s}
                                  << QStringList{
                                         u"0: = [profile] name={nihon taro} weight={92.6}"_s};
    QTest::newRow("seed board") << QStringList{u"= board:'''"_s, u". ..x"_s, u". .x."_s, u". o.o"_s,
                                               u". '''"_s}
                                << QStringList{u"4: = [] board={..x\\n.x.\\no.o\\n}"_s};
    QTest::newRow("seed unknown_command")
        << QStringList{u"? unknown_command"_s} << QStringList{u"0: ? [unknown_command]"_s};
    QTest::newRow("seed internal error")
        << QStringList{u"? internal error"_s} << QStringList{u"0: ? [internal error]"_s};
    QTest::newRow("seed unexpected_profile")
        << QStringList{u"? unexpected_profile name:'nihon taro' weight:92.6"_s}
        << QStringList{u"0: ? [unexpected_profile] name={nihon taro} weight={92.6}"_s};
    QTest::newRow("seed unexpected board")
        << QStringList{u"? unexpected board:'''"_s, u". xxx"_s, u". xox"_s, u". xxx"_s, u". '''"_s}
        << QStringList{u"4: ? [unexpected] board={xxx\\nxox\\nxxx\\n}"_s};
    QTest::newRow("bare ?") << QStringList{u"?"_s} << QStringList{u"0: ? []"_s};

    // DESIGN.md.
    QTest::newRow("design board") << QStringList{u"= board:'''"_s, u". X.O"_s, u". .X."_s,
                                                 u". ..."_s, u". '''"_s}
                                  << QStringList{u"4: = [] board={X.O\\n.X.\\n...\\n}"_s};
    QTest::newRow("design go") << QStringList{u"= info depth:5 score:0 nodes:812 pv:'4 0 8'"_s,
                                              u"= bestmove sq:4"_s}
                               << QStringList{
                                      u"0: = [info] depth={5} score={0} nodes={812} pv={4 0 8}"_s,
                                      u"1: = [bestmove] sq={4}"_s};
    QTest::newRow("design resign") << QStringList{u"= resign"_s} << QStringList{u"0: = [resign]"_s};
    QTest::newRow("design judge") << QStringList{u"= won"_s, u"= draw"_s, u"= lost"_s}
                                  << QStringList{u"0: = [won]"_s, u"1: = [draw]"_s,
                                                 u"2: = [lost]"_s};
    QTest::newRow("design name") << QStringList{u"= name:'Tic Tac Toe' author:'muzudho'"_s}
                                 << QStringList{u"0: = [] name={Tic Tac Toe} author={muzudho}"_s};
    QTest::newRow("design refusal") << QStringList{u"? this engine couldn't play"_s}
                                    << QStringList{u"0: ? [this engine couldn't play]"_s};

    // Bare '.' lines.
    QTest::newRow("bare dot after reply") << QStringList{u"= ok"_s, u"."_s, u"= next"_s, u"."_s}
                                          << QStringList{u"0: = [ok]"_s, u"2: = [next]"_s};
    QTest::newRow("dot space after reply")
        << QStringList{u"= ok"_s, u". "_s} << QStringList{u"0: = [ok]"_s};
    QTest::newRow("bare dot inside value") << QStringList{u"= b:'''"_s, u"."_s, u". '''"_s, u"."_s}
                                           << QStringList{u"2: = [] b={\\n}"_s};

    // Multi-line forms.
    QTest::newRow("close on content line")
        << QStringList{u"= board:'''"_s, u". ..x"_s, u". o.o'''"_s}
        << QStringList{u"2: = [] board={..x\\no.o}"_s};
    QTest::newRow("text after open") << QStringList{u"= board:'''..x"_s, u". o.o"_s, u". '''"_s}
                                     << QStringList{u"2: = [] board={..x\\no.o\\n}"_s};
    QTest::newRow("leading spaces kept")
        << QStringList{u"= b:'''"_s, u".  x"_s, u". '''"_s} << QStringList{u"2: = [] b={ x\\n}"_s};
    QTest::newRow("properties after close")
        << QStringList{u"= info board:'''"_s, u". x"_s, u". ''' depth:3 pv:'1 2'"_s}
        << QStringList{u"2: = [info] board={x\\n} depth={3} pv={1 2}"_s};
    QTest::newRow("two values") << QStringList{u"= a:'''"_s, u". 1"_s, u". ''' b:'''"_s, u". 2"_s,
                                               u". '''"_s}
                                << QStringList{u"4: = [] a={1\\n} b={2\\n}"_s};
    QTest::newRow("one-line ml is complete")
        << QStringList{u"= b:'''x''' c:1"_s} << QStringList{u"0: = [] b={x} c={1}"_s};
    QTest::newRow("escapes are not processed in ml")
        << QStringList{u"= b:'''"_s, uR"(. a\nb")"_s, u". '''"_s}
        << QStringList{uR"(2: = [] b={a\nb"\n})"_s};
    QTest::newRow("raw lines inside value")
        << QStringList{u"= board:'''"_s, u"..x"_s, u"# not a comment here"_s, u"'''"_s}
        << QStringList{u"3: = [] board={..x\\n# not a comment here\\n}"_s};
    QTest::newRow("crlf") << QStringList{u"= a:1\r"_s, u"= b:'''\r"_s, u". x\r"_s, u". '''\r"_s}
                          << QStringList{u"0: = [] a={1}"_s, u"3: = [] b={x\\n}"_s};

    // Cut-off and malformed replies.
    QTest::newRow("new reply cuts off open value")
        << QStringList{u"= board:'''"_s, u". x"_s, u"= next"_s}
        << QStringList{u"2: = [] board={x}"_s, u"2: = [next]"_s, u"2: error"_s};
    QTest::newRow("error reply cuts off open value")
        << QStringList{u"= a:1 board:'''"_s, u"? oops"_s}
        << QStringList{u"1: = [] a={1} board={}"_s, u"1: ? [oops]"_s, u"1: error"_s};
    QTest::newRow("finish cuts off open value")
        << QStringList{u"= board:'''"_s, u". x"_s}
        << QStringList{u"end: = [] board={x}"_s, u"end: error"_s};
    QTest::newRow("malformed reply then good one")
        << QStringList{u"= a:'x"_s, u"= b"_s} << QStringList{u"0: error"_s, u"1: = [b]"_s};
    QTest::newRow("bad escape") << QStringList{uR"(= a:"\q")"_s} << QStringList{u"0: error"_s};
    QTest::newRow("text right after close") << QStringList{u"= b:'''"_s, u". x'''y"_s, u"= ok"_s}
                                            << QStringList{u"1: error"_s, u"2: = [ok]"_s};
    QTest::newRow("bad property after close")
        << QStringList{u"= b:'''"_s, u". ''' c:'oops"_s, u". more"_s}
        << QStringList{u"1: error"_s, u"2: error"_s};
    QTest::newRow("continuation outside value")
        << QStringList{u"= ok"_s, u". stray"_s} << QStringList{u"0: = [ok]"_s, u"1: error"_s};
    QTest::newRow("garbage line") << QStringList{u"hello"_s, u"= ok"_s}
                                  << QStringList{u"0: error"_s, u"1: = [ok]"_s};
    QTest::newRow("mark without space") << QStringList{u"=ok"_s, u"?no"_s, u".x"_s}
                                        << QStringList{u"0: error"_s, u"1: error"_s, u"2: error"_s};
    QTest::newRow("comments and blank lines ignored")
        << QStringList{u"# board"_s, u""_s, u"   "_s, u"#"_s, u"= ok"_s}
        << QStringList{u"4: = [ok]"_s};
}

void TestTlfReply::reader()
{
    QFETCH(QStringList, lines);
    QFETCH(QStringList, expected);
    QCOMPARE(trace(lines), expected);
}

void TestTlfReply::singleLineIsDeliveredAtOnce()
{
    TlfReplyReader reader;
    QList<TlfReply> replies = reader.feed(u"= bestmove sq:4");
    QCOMPARE(replies.size(), 1);
    QCOMPARE(replies[0].message, u"bestmove"_s);
    QCOMPARE(replies[0].value(u"sq"), u"4"_s);
    QVERIFY(!reader.isPending());
    QVERIFY(reader.finish().isEmpty());

    replies = reader.feed(u"= board:'''");
    QVERIFY(replies.isEmpty());
    QVERIFY(reader.isPending());
    QVERIFY(reader.feed(u". x").isEmpty());
    replies = reader.feed(u". '''");
    QCOMPARE(replies.size(), 1);
    QCOMPARE(replies[0].value(u"board"), u"x\n"_s);
    QVERIFY(!reader.isPending());
    QVERIFY(reader.lastError().isEmpty());
    QVERIFY(reader.finish().isEmpty());
    QVERIFY(reader.lastError().isEmpty());
}

void TestTlfReply::hugeLines()
{
    const qsizetype mib = 1024 * 1024;
    TlfReplyReader reader;

    QList<TlfReply> replies = reader.feed(u"= "_s + QString(mib, u'x'));
    QCOMPARE(replies.size(), 1);
    QCOMPARE(replies[0].message.size(), mib);

    replies = reader.feed(u"= a:"_s + QString(mib, u'y'));
    QCOMPARE(replies.size(), 1);
    QCOMPARE(replies[0].value(u"a").size(), mib);

    replies = reader.feed(u"= a:'"_s + QString(mib, u'z'));
    QVERIFY(replies.isEmpty());
    QVERIFY(!reader.lastError().isEmpty());
    QVERIFY(reader.lastError().size() < 500);

    replies = reader.feed(u"= a:\""_s + QString(mib, u'\\'));
    QVERIFY(replies.isEmpty());
    QVERIFY(!reader.lastError().isEmpty());

    replies = reader.feed(u"= a:\""_s + QString(mib, u'\\') + u'"');
    QCOMPARE(replies.size(), 1);
    QCOMPARE(replies[0].value(u"a"), QString(mib / 2, u'\\'));

    replies = reader.feed(QString(mib, u'g'));
    QVERIFY(replies.isEmpty());
    QVERIFY(!reader.lastError().isEmpty());
    QVERIFY(reader.lastError().size() < 500);

    replies = reader.feed(u"= "_s + u"a:b "_s.repeated(mib / 4));
    QCOMPARE(replies.size(), 1);
    QCOMPARE(replies[0].properties.size(), mib / 4);

    replies = reader.feed(u"= "_s + u"''' "_s.repeated(mib / 4));
    QCOMPARE(replies.size(), 1);
    QVERIFY(replies[0].properties.isEmpty());

    QCOMPARE(reader.feed(u"= ok").size(), 1);
    QVERIFY(reader.lastError().isEmpty());
}

void TestTlfReply::openValueLineCap()
{
    TlfReplyReader reader;
    QVERIFY(reader.feed(u"= a:'''").isEmpty());
    for (int i = 0; i < TlfReplyReader::maxPendingLines; ++i) {
        QVERIFY(reader.feed(u". x").isEmpty());
        QVERIFY(reader.lastError().isEmpty());
    }
    QVERIFY(reader.isPending());
    QVERIFY(reader.feed(u". x").isEmpty());
    QVERIFY(!reader.lastError().isEmpty());
    QVERIFY(!reader.isPending());
    // The rest of the runaway value is skipped silently, up to its end or the next reply.
    for (int i = 0; i < 500; ++i) {
        QVERIFY(reader.feed(u". x").isEmpty());
        QVERIFY(reader.lastError().isEmpty());
    }
    QVERIFY(reader.feed(u". '''").isEmpty());
    QVERIFY(reader.lastError().isEmpty());
    QVERIFY(reader.feed(u". stray").isEmpty());
    QVERIFY(!reader.lastError().isEmpty());
    const QList<TlfReply> replies = reader.feed(u"= ok");
    QCOMPARE(replies.size(), 1);
    QCOMPARE(replies[0].message, u"ok"_s);
    QVERIFY(reader.finish().isEmpty());

    // Just under the cap: 999 lines and the closing one.
    QVERIFY(reader.feed(u"= a:'''").isEmpty());
    for (int i = 0; i < TlfReplyReader::maxPendingLines - 1; ++i)
        reader.feed(u". x");
    const QList<TlfReply> full = reader.feed(u". '''");
    QCOMPARE(full.size(), 1);
    QCOMPARE(full[0].value(u"a"), u"x\n"_s.repeated(TlfReplyReader::maxPendingLines - 1));
}

void TestTlfReply::openValueCharCap()
{
    TlfReplyReader reader;
    const QString chunk = u". "_s + QString(200 * 1024, u'c');
    QVERIFY(reader.feed(u"= a:'''").isEmpty());
    int lines = 0;
    while (reader.isPending() && lines < 100) {
        QVERIFY(reader.feed(chunk).isEmpty());
        ++lines;
    }
    QCOMPARE(lines, 6);
    QVERIFY(!reader.lastError().isEmpty());
    // A new reply ends the skipping.
    QVERIFY(reader.feed(chunk).isEmpty());
    QVERIFY(reader.lastError().isEmpty());
    QCOMPARE(reader.feed(u"? after").size(), 1);
}

void TestTlfReply::openValueCapCountsWholeReply()
{
    TlfReplyReader reader;
    const QString chunk = u". "_s + QString(300 * 1024, u'c');
    reader.feed(u"= a:'''");
    reader.feed(chunk);
    reader.feed(chunk);
    QVERIFY(reader.feed(u". ''' b:'''").isEmpty());
    QVERIFY(reader.isPending());
    reader.feed(chunk);
    QVERIFY(reader.lastError().isEmpty());
    reader.feed(chunk);
    QVERIFY(!reader.lastError().isEmpty());
    QVERIFY(!reader.isPending());
}

void TestTlfReply::oversizedFirstLine()
{
    TlfReplyReader reader;
    QVERIFY(reader.feed(u"= a:'''"_s + QString(1024 * 1024 + 1, u'x')).isEmpty());
    QVERIFY(!reader.lastError().isEmpty());
    QVERIFY(!reader.isPending());
    QVERIFY(reader.feed(u". more"_s).isEmpty());
    QVERIFY(reader.lastError().isEmpty());
    QVERIFY(reader.finish().isEmpty());
}

void TestTlfReply::invalidCharacters()
{
    TlfReplyReader reader;
    QString line = u"= \x01\x1b a:'"_s;
    line += QChar(0);
    line += u'\'';
    QList<TlfReply> replies = reader.feed(line);
    QCOMPARE(replies.size(), 1);
    QCOMPARE(replies[0].message, u"\x01\x1b"_s);
    QCOMPARE(replies[0].value(u"a"), QString(QChar(0)));

    replies = reader.feed(u"= a:1 \x01"_s); // a control character is not a property
    QVERIFY(replies.isEmpty());
    QVERIFY(!reader.lastError().isEmpty());

    line = u"= "_s;
    line += QChar(0xD800); // a lone surrogate
    line += u" b:"_s;
    line += QChar(0xDC00);
    replies = reader.feed(line);
    QCOMPARE(replies.size(), 1);
    QCOMPARE(replies[0].message, QString(QChar(0xD800)));
    QCOMPARE(replies[0].value(u"b"), QString(QChar(0xDC00)));

    replies = reader.feed(QString(QChar(0)));
    QVERIFY(replies.isEmpty());
    QVERIFY(!reader.lastError().isEmpty());

    replies = reader.feed(u"= \uFFFF\uFEFF n\u00E4me:1"_s); // not ASCII: no property
    QCOMPARE(replies.size(), 1);
    QVERIFY(replies[0].properties.isEmpty());
}

void TestTlfReply::fuzz()
{
    QRandomGenerator rng(20240601);
    const QString alphabet = u"=?.#'\" :\\abn19_-\t\r\nuU"_s;
    auto randomText = [&](int maxLength) {
        QString s;
        const int n = rng.bounded(maxLength + 1);
        for (int i = 0; i < n; ++i) {
            const int k = rng.bounded(int(alphabet.size()) + 2);
            if (k == alphabet.size())
                s += QChar(0xD800 + rng.bounded(0x800)); // lone surrogates
            else if (k == alphabet.size() + 1)
                s += QChar(rng.bounded(0x10000));
            else
                s += alphabet[k];
        }
        return s;
    };

    TlfReplyReader reader;
    int replies = 0;
    int reparsed = 0;
    for (int i = 0; i < 20000; ++i) {
        const QString text = randomText(30);
        QString line = text;
        if (i % 3 == 0)
            line.prepend(u"= "_s);
        else if (i % 3 == 1)
            line.prepend(u". "_s);
        line.remove(u'\n');
        for (const TlfReply &r : reader.feed(line)) {
            ++replies;
            for (const auto &p : r.properties)
                QVERIFY2(isName(p.first), qPrintable(p.first));
        }

        // Whatever parses must read back the same once written out again.
        TlfReply first;
        if (parseTlfBody(text, &first, nullptr)) {
            TlfReply second;
            QString error;
            QVERIFY2(parseTlfBody(serialise(first), &second, &error), qPrintable(error));
            QCOMPARE(second.message, first.message);
            QCOMPARE(flatten(second.properties), flatten(first.properties));
            ++reparsed;
        }

        const QString value = randomText(12);
        TlfReply quoted;
        QVERIFY(parseTlfBody(u"v:"_s + tlfQuote(value), &quoted, nullptr));
        QCOMPARE(quoted.value(u"v"), value);
    }
    QVERIFY(replies > 1000);
    QVERIFY(reparsed > 1000);

    const QList<TlfReply> last = reader.feed(u"= sentinel");
    QVERIFY(!last.isEmpty());
    QCOMPARE(last.last().message, u"sentinel"_s);
    QVERIFY(!reader.isPending());
}

void TestTlfReply::quote_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("quoted");

    QTest::newRow("digit") << u"4"_s << u"4"_s;
    QTest::newRow("number") << u"92.6"_s << u"92.6"_s;
    QTest::newRow("negative") << u"-35"_s << u"-35"_s;
    QTest::newRow("plain token") << u"a-b_c+d.E9"_s << u"a-b_c+d.E9"_s;
    QTest::newRow("empty") << u""_s << u"''"_s;
    QTest::newRow("space") << u"nihon taro"_s << u"'nihon taro'"_s;
    QTest::newRow("pv") << u"4 0 8"_s << u"'4 0 8'"_s;
    QTest::newRow("colon") << u"a:b"_s << u"'a:b'"_s;
    QTest::newRow("double quote") << u"say \"hi\""_s << u"'say \"hi\"'"_s;
    QTest::newRow("backslash") << uR"(C:\dir)"_s << uR"('C:\dir')"_s;
    QTest::newRow("tab") << u"a\tb"_s << u"'a\tb'"_s;
    QTest::newRow("japanese") << u"日本 語"_s << u"'日本 語'"_s;
    QTest::newRow("non-ascii token") << u"é"_s << u"'é'"_s;
    QTest::newRow("apostrophe") << u"it's"_s << u"\"it's\""_s;
    QTest::newRow("triple quote") << u"'''"_s << u"\"'''\""_s;
    QTest::newRow("newline") << u"..x\n.x.\no.o\n"_s << uR"("..x\n.x.\no.o\n")"_s;
    QTest::newRow("all escapes") << u"'\"\\\n\t\r\b\f"_s << uR"("'\"\\\n\t\r\b\f")"_s;
    QTest::newRow("control") << u"\x01\x1f\x7f"_s << uR"("\u0001\u001F\u007F")"_s;
    QTest::newRow("nul") << QString(QChar(0)) << uR"("\u0000")"_s;
}

void TestTlfReply::quote()
{
    QFETCH(QString, value);
    QFETCH(QString, quoted);

    const QString q = tlfQuote(value);
    QCOMPARE(q, quoted);
    QVERIFY(!q.contains(u'\n'));
    QVERIFY(!q.contains(u'\r'));

    TlfReply reply;
    QString error;
    QVERIFY2(parseTlfBody(u"v:"_s + q, &reply, &error), qPrintable(error));
    QCOMPARE(reply.message, QString());
    QCOMPARE(reply.value(u"v"), value);

    QVERIFY2(parseTlfBody(u"msg v:"_s + q + u" w:1"_s, &reply, &error), qPrintable(error));
    QCOMPARE(reply.message, u"msg"_s);
    QCOMPARE(flatten(reply.properties), (QStringList{u"v"_s, value, u"w"_s, u"1"_s}));

    TlfReplyReader reader;
    const QList<TlfReply> replies = reader.feed(u"= v:"_s + q);
    QCOMPARE(replies.size(), 1);
    QCOMPARE(replies[0].value(u"v"), value);
}

QTEST_APPLESS_MAIN(TestTlfReply)

#include "tst_tlfreply.moc"
