// SPDX-License-Identifier: GPL-3.0-or-later
// The one way from engine words to an engine (core/engine/enginebuilder.h), as the window and
// kibitz-cli take it: conf=NAME from the registered engines, the words parsed, the protocol and
// the program checked, each fault said in words a user can act on.
#include "core/engine/enginebuilder.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"
#include "gamecatalog.h"

#include <QDir>
#include <QTest>

using namespace kibitz;
using namespace Qt::StringLiterals;

class TestEngineBuilder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wordsThatNameNoEngineSayWhy_data();
    void wordsThatNameNoEngineSayWhy();
    void confNameTakesTheRegisteredWords();
    void programsAreFoundWhereTheEngineStarts();
    void bundledEngineComesFromTheProgramsFolder();
};

namespace {
const Game &ticTacToe()
{
    return *gameById(u"tictactoe");
}
const QList<RegisteredEngine> registered{
    {QStringLiteral("tictactoe"), QStringLiteral("cmd=/bin/true name=Mine option.Level=3")},
    {QStringLiteral("gomoku"), QStringLiteral("cmd=/bin/false name=Other")}};
} // namespace

void TestEngineBuilder::wordsThatNameNoEngineSayWhy_data()
{
    QTest::addColumn<QString>("words");
    QTest::addColumn<QStringList>("said");
    QTest::newRow("unknown conf name")
        << "conf=Nobody" << QStringList{QStringLiteral("'Nobody'"), QStringLiteral("Mine")};
    QTest::newRow("conf name of another game")
        << "conf=Other" << QStringList{QStringLiteral("'Other'"), QStringLiteral("Mine")};
    QTest::newRow("missing program")
        << "cmd=/nonexistent/engine name=E"
        << QStringList{QStringLiteral("/nonexistent/engine"), QStringLiteral("not there")};
    QTest::newRow("missing program on the PATH")
        << "cmd=kibitz-no-such-engine" << QStringList{QStringLiteral("kibitz-no-such-engine")};
    QTest::newRow("unknown protocol")
        << "bundled proto=nope"
        << QStringList{QStringLiteral("'nope'"), ticTacToe().protocols().join(u", ")};
    QTest::newRow("unknown word") << "cmd=/bin/true colour=red"
                                  << QStringList{QStringLiteral("'colour'")};
    QTest::newRow("no engine") << "" << QStringList{QStringLiteral("bundled")};
}

void TestEngineBuilder::wordsThatNameNoEngineSayWhy()
{
    QFETCH(QString, words);
    QFETCH(QStringList, said);
    EngineBuilder builder(registered);
    QString error;
    QVERIFY(!builder.spec(words, ticTacToe(), &error));
    for (const QString &part : std::as_const(said))
        QVERIFY2(error.contains(part), qPrintable(error));
    // A player is made of the same words, or not at all with the same error.
    QString playerError;
    QVERIFY(!builder.player(words, ticTacToe(), &playerError));
    QCOMPARE(playerError, error);
}

void TestEngineBuilder::confNameTakesTheRegisteredWords()
{
    EngineBuilder builder(registered);
    QString error;
    // The words after conf= add to the registered ones or override them.
    const std::optional<EngineSpec> spec =
        builder.spec(QStringList{QStringLiteral("conf=Mine"), QStringLiteral("name=Renamed")},
                     ticTacToe(), &error);
    QVERIFY2(spec, qPrintable(error));
    QCOMPARE(spec->command, QStringLiteral("/bin/true"));
    QCOMPARE(spec->name, QStringLiteral("Renamed"));
    QCOMPARE(spec->options, (QList<QPair<QString, QString>>{{u"Level"_s, u"3"_s}}));
    QCOMPARE(spec->protocol, ticTacToe().protocols().first());
}

void TestEngineBuilder::programsAreFoundWhereTheEngineStarts()
{
    EngineBuilder builder(registered);
    QString error;
    // On the PATH, by a path from the engine's folder, or from the current folder.
    QVERIFY2(builder.spec(u"cmd=sh"_s, ticTacToe(), &error), qPrintable(error));
    QVERIFY2(builder.spec(u"cmd=./true dir=/bin"_s, ticTacToe(), &error), qPrintable(error));
    QVERIFY2(builder.spec(u"cmd=true dir=/bin"_s, ticTacToe(), &error), qPrintable(error));
    const QString here = QDir::currentPath();
    QVERIFY(QDir::setCurrent(QStringLiteral("/bin")));
    const bool fromHere = bool(builder.spec(u"cmd=./true"_s, ticTacToe(), &error));
    QDir::setCurrent(here);
    QVERIFY2(fromHere, qPrintable(error));
    QVERIFY(!builder.spec(u"cmd=./true dir=/nonexistent"_s, ticTacToe(), &error));
}

void TestEngineBuilder::bundledEngineComesFromTheProgramsFolder()
{
    QString error;
    std::unique_ptr<EnginePlayer> player =
        EngineBuilder().player(u"bundled"_s, ticTacToe(), &error);
    QVERIFY2(player, qPrintable(error));
    QCOMPARE(QFileInfo(player->spec().command).absolutePath(),
             QCoreApplication::applicationDirPath());
    QCOMPARE(QFileInfo(player->spec().command).fileName(), ticTacToe().bundledEngineExecutable());
    QCOMPARE(player->spec().protocol, ticTacToe().protocols().first());
}

QTEST_GUILESS_MAIN(TestEngineBuilder)
#include "tst_enginebuilder.moc"
