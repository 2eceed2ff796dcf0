// SPDX-License-Identifier: GPL-3.0-or-later
// Records through the clipboard: text of every shogi record format pasted is recognised and
// read with the same moves as the file it came from; Copy Record puts UTF-8 KIF text on the
// clipboard that pastes back to the same game; text that is no record is refused and the record
// on the board is kept. And a file of several USI games says that only its first was loaded.
#include "core/game/game.h"
#include "core/record/recordclipboard.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "panels/gamelistmodel.h"
#include "panels/gamelistpanel.h"
#include "window/collectionbrowser.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QMenuBar>
#include <QSettings>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {
const QString dataDir = QStringLiteral(SHARED_DATA_DIR "/shogi/");

// The file as a user would copy it from an editor: text, whatever the file's encoding.
QString fileText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray data = file.readAll();
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8.decode(data);
    if (!utf8.hasError()) return text;
    QStringDecoder sjis("CP932");
    return sjis.decode(data);
}

QAction *fileMenuAction(const MainWindow &window, const QString &text)
{
    for (QAction *action : window.menuBar()->actions().value(0)->menu()->actions())
        if (action->text() == text) return action;
    return nullptr;
}
} // namespace

class TestShogiClipboard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void pastedTextIsRecognised_data();
    void pastedTextIsRecognised();
    void usiAndSfenLinesAreRecognised();
    void copyRecordPastesBack();
    void textThatIsNoRecordIsRefused();
    void multiGameFileSaysWhichGameWasLoaded();

private:
    QTemporaryDir m_dir;
};

void TestShogiClipboard::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzShogiClipboard"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestShogiClipboard::pastedTextIsRecognised_data()
{
    QTest::addColumn<QString>("file");
    for (const char *file :
         {"shogihome/conversion-input/kif-sjis.kif", "shogihome/conversion-input/kifu-utf8.kifu",
          "shogihome/conversion-input/ki2-sjis.ki2", "shogihome/conversion-input/ki2u-utf8.ki2u",
          "shogihome/conversion-input/csa-sjis.csa", "tsshogi-jkf/sample01.jkf",
          "shogihome/usi-csa-bridge/1/record.kifu"})
        QTest::newRow(file) << dataDir + QLatin1String(file);
}

void TestShogiClipboard::pastedTextIsRecognised()
{
    QFETCH(QString, file);
    const Game *shogi = gameById(u"shogi");
    QVERIFY(shogi);
    // What reading the file by its extension gives is what pasting its text must give.
    const RecordReadResult expected = readRecordFile(*shogi, file);
    QVERIFY2(expected.record, qPrintable(expected.message()));
    QVERIFY(!expected.record->mainLineMoves().isEmpty());

    const RecordTextRead pasted = readRecordText(allGames(), fileText(file));
    QVERIFY2(pasted.read.record, qPrintable(pasted.read.message()));
    QCOMPARE(pasted.game, shogi);
    QCOMPARE(pasted.read.error, expected.error);
    QCOMPARE(pasted.read.record->setup(), expected.record->setup());
    QCOMPARE(pasted.read.record->mainLineMoves(), expected.record->mainLineMoves());
}

void TestShogiClipboard::usiAndSfenLinesAreRecognised()
{
    const QStringList moves{QStringLiteral("7g7f"), QStringLiteral("3c3d"),
                            QStringLiteral("8h2b+")};
    for (const QString &text :
         {QStringLiteral("position startpos moves 7g7f 3c3d 8h2b+"),
          QStringLiteral("sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 "
                         "moves 7g7f 3c3d 8h2b+")}) {
        const RecordTextRead pasted = readRecordText(allGames(), text);
        QVERIFY2(pasted.read.record, qPrintable(text));
        QCOMPARE(pasted.game->id(), QStringLiteral("shogi"));
        QCOMPARE(pasted.read.record->mainLineMoves(), moves);
    }
}

void TestShogiClipboard::copyRecordPastesBack()
{
    MainWindow window;
    const QString path = dataDir + QStringLiteral("shogihome/usi-csa-bridge/1/record.kifu");
    QCOMPARE(window.openRecord(path), QString());
    const QStringList moves = window.record()->mainLineMoves();
    QAction *copy = fileMenuAction(window, QStringLiteral("&Copy Record"));
    QVERIFY(copy);
    QVERIFY(copy->isEnabled());
    QGuiApplication::clipboard()->clear();
    copy->trigger();
    const QString text = QGuiApplication::clipboard()->text();
    // KIF as ShogiHome writes it, in Unicode text.
    QVERIFY2(text.contains(QStringLiteral("手合割：平手")), qPrintable(text.left(300)));
    QVERIFY(text.contains(QStringLiteral("２六歩(27)")));

    QCOMPARE(window.pasteRecordText(text), QString());
    QCOMPARE(window.record()->mainLineMoves(), moves);
    QCOMPARE(window.game()->id(), QStringLiteral("shogi"));
    QVERIFY2(window.statusText().startsWith(QStringLiteral("Reviewing the pasted record")),
             qPrintable(window.statusText()));
}

void TestShogiClipboard::textThatIsNoRecordIsRefused()
{
    MainWindow window;
    const QString path = dataDir + QStringLiteral("shogihome/usi-csa-bridge/1/record.kifu");
    QCOMPARE(window.openRecord(path), QString());
    const QStringList moves = window.record()->mainLineMoves();
    for (const QString &text : {QString(), QStringLiteral("Dear diary, today I played shogi.")}) {
        const QString error = window.pasteRecordText(text);
        QVERIFY2(!error.isEmpty(), qPrintable(text));
        QCOMPARE(window.record()->mainLineMoves(), moves); // nothing lost
    }
}

void TestShogiClipboard::multiGameFileSaysWhichGameWasLoaded()
{
    const QString path = m_dir.filePath(QStringLiteral("three.usi"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("position startpos moves 7g7f 3c3d\n"
               "position startpos moves 2g2f\n"
               "position startpos moves 5g5f 5c5d 5i5h\n");
    file.close();
    MainWindow window;
    QCOMPARE(window.openRecord(path), QString());
    QCOMPARE(window.record()->mainLineMoves(),
             (QStringList{QStringLiteral("7g7f"), QStringLiteral("3c3d")}));
    // The other two are not dropped: the game list has all three (issue 31).
    CollectionBrowser *browser = window.collectionBrowser();
    QTRY_VERIFY_WITH_TIMEOUT(!browser->isReading(), 60000);
    QCOMPARE(browser->panel()->model()->rowCount(), 3);
    QVERIFY2(window.statusText().contains(QStringLiteral("three-01.usi")),
             qPrintable(window.statusText()));
}

QTEST_MAIN(TestShogiClipboard)
#include "tst_shogiclipboard.moc"
