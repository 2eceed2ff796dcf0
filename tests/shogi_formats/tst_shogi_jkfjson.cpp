// The JKF reader's own JSON reading (JsonTree) against QJsonDocument's: a document is read once
// as it is (the fast reader) and once with a member that only QJsonDocument reads (a fraction),
// which hands the whole document to QJsonDocument; both must give the same record, on the real
// JKF files and on documents with escapes, repeated keys, a handicap and an OTHER start.
#include "core/recordformat.h"
#include "shogi/shogigame.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {
const QString dataDir = QStringLiteral(SHARED_DATA_DIR "/shogi/tsshogi-jkf");

// JSON written with ' for " (quotes in C++ literals are hard to read).
QByteArray doc(const char *text)
{
    return QByteArray(text).replace('\'', '"');
}

// The same document with a member the fast reader leaves to QJsonDocument.
QByteArray viaQJsonDocument(QByteArray json)
{
    const qsizetype brace = json.indexOf('{');
    return json.insert(brace + 1, "\"kibitzTest\": 0.5, ");
}

// Everything a record holds, node by node, as text.
QStringList dump(const Record &r)
{
    QStringList out;
    for (const auto &[key, value] : r.headers())
        out << QStringLiteral("header %1=%2").arg(key, value);
    out << QStringLiteral("setup %1").arg(r.setup());
    out << QStringLiteral("result %1 %2").arg(int(r.result().kind)).arg(r.result().detail);
    QList<const RecordNode *> todo{r.root()};
    while (!todo.isEmpty()) {
        const RecordNode *n = todo.takeFirst();
        out << QStringLiteral("%1 %2 %3 [%4]")
                   .arg(n->ply())
                   .arg(n->move)
                   .arg(n->timeMs)
                   .arg(n->comment);
        for (const ThinkInfo &t : n->thinks)
            out << QStringLiteral("think %1 %2 %3")
                       .arg(t.score.value)
                       .arg(t.depth)
                       .arg(t.pv.join(u' '));
        for (const auto &c : n->children)
            todo << c.get();
    }
    return out;
}

const RecordFormat *jkf()
{
    static const ShogiGame game;
    return game.recordFormatById(u"jkf");
}
} // namespace

class TestShogiJkfJson : public QObject
{
    Q_OBJECT

private slots:
    void realFilesReadAlike()
    {
        int files = 0;
        qsizetype moves = 0;
        QDirIterator it(dataDir, {QStringLiteral("*.jkf")}, QDir::Files);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray json = f.readAll();
            const RecordReadResult fast = jkf()->read(json);
            const RecordReadResult qt = jkf()->read(viaQJsonDocument(json));
            QVERIFY2(fast.ok() && qt.ok(), qPrintable(it.filePath()));
            QCOMPARE(dump(*fast.record), dump(*qt.record));
            moves += fast.record->mainLine().size();
            ++files;
        }
        QVERIFY(files >= 5);
        QVERIFY(moves >= 100);
    }

    void escapesRepeatedKeysAndStarts_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("firstHeader"); // as QJsonDocument orders them
        // Escaped keys and values, a key given twice (the last wins), a comment with a newline
        // and a surrogate pair, a fork.
        QTest::newRow("escapes")
            << doc("{'header': {'\\u5f8c\\u624b': 'a\\'b', '先手': 'x',\n"
                   "            '先手': '\\ud83d\\ude00\\/\\t'}, 'moves': [{'comments': "
                   "['line\\none']},\n"
                   "            {'move': {'from': {'x': 7, 'y': 7}, 'to': {'x': 7, 'y': 6}, "
                   "'piece': 'FU'},\n"
                   "             'time': {'now': {'m': 0, 's': 3}, 'total': {'h': 0, 'm': 0, 's': "
                   "3}},\n"
                   "             'forks': [[{'move': {'from': {'x': 2, 'y': 7}, 'to': {'x': 2, "
                   "'y': 6},\n"
                   "                                  'piece': 'FU'}}]]},\n"
                   "            {'move': {'from': {'x': 3, 'y': 3}, 'to': {'x': 3, 'y': 4}, "
                   "'piece': 'FU',\n"
                   "                      'promote': false}, 'comments': ['*評価値=-12']},\n"
                   "            {'special': 'TORYO'}]}")
            << QStringLiteral("Player1");
        QTest::newRow("handicap") << doc("{'header': {}, 'initial': {'preset': 'KA'},\n"
                                         "            'moves': [{}, {'move': {'from': {'x': 5, "
                                         "'y': 1}, 'to': {'x': 4, 'y': 2},\n"
                                         "            'piece': 'OU'}}]}")
                                  << QString();
        QTest::newRow("other start")
            << doc("{'header': {'棋戦': 'e'}, 'initial': {'preset': 'OTHER',\n"
                   "            'data': {'color': 0, 'board': [[{}, {}, {}, {}, {}, {}, {}, {}, "
                   "{}],\n"
                   "            [{}, {}, {}, {}, {}, {}, {}, {}, {}], [{}, {}, {}, {}, {}, {}, {}, "
                   "{}, {}],\n"
                   "            [{}, {}, {}, {}, {}, {}, {}, {}, {}],\n"
                   "            [{'color': 1, 'kind': 'OU'}, {}, {}, {}, {}, {}, {}, {}, {'color': "
                   "0, 'kind': 'OU'}],\n"
                   "            [{}, {}, {}, {}, {}, {}, {}, {}, {}], [{}, {}, {}, {}, {}, {}, {}, "
                   "{}, {}],\n"
                   "            [{}, {}, {}, {}, {}, {}, {}, {}, {}], [{}, {}, {}, {}, {}, {}, {}, "
                   "{}, {}]],\n"
                   "            'hands': [{'KI': 1, 'FU': 2, 'KI': 2}, {}]}},\n"
                   "            'moves': [{}, {'move': {'to': {'x': 5, 'y': 2}, 'piece': 'KI'}}]}")
            << QStringLiteral("Event");
    }

    void escapesRepeatedKeysAndStarts()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, firstHeader);
        const RecordReadResult fast = jkf()->read(json);
        const RecordReadResult qt = jkf()->read(viaQJsonDocument(json));
        QVERIFY2(fast.ok(), qPrintable(fast.error));
        QVERIFY2(qt.ok(), qPrintable(qt.error));
        QVERIFY(!fast.record->mainLine().isEmpty());
        QCOMPARE(dump(*fast.record), dump(*qt.record));
        QCOMPARE(fast.record->headers().value(0).first, firstHeader);
    }

    void brokenDocumentsSayWhereAlike()
    {
        // Broken either way: QJsonDocument says what is wrong and where.
        const RecordReadResult r = jkf()->read("{\"header\": {},\n \"moves\": [{}, \"x\" 1]}");
        QVERIFY(!r.ok());
        QVERIFY(r.error.startsWith(QStringLiteral("not a JKF object")));
        QCOMPARE(r.errorLine, 2);
        QVERIFY(!jkf()->read("[1, 2]").ok());
    }
};

QTEST_GUILESS_MAIN(TestShogiJkfJson)
#include "tst_shogi_jkfjson.moc"
