// SPDX-License-Identifier: GPL-3.0-or-later
// A goita match from an opening file of deal lines without seeds, stopped between the two games
// of a pair and resumed: the resumed game is dealt as its pair's other game was (issue 24).
#include "core/record/recordfile.h"
#include "core/tournament/resultsstream.h"
#include "gamecatalog.h"
#include "testprograms.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::test;

namespace {
int finishedGames(const QString &out)
{
    QFile f(QDir(out).filePath(QStringLiteral("results.jsonl")));
    return f.open(QIODevice::ReadOnly) ? int(f.readAll().count('\n')) : 0;
}

// The first deal of a finished game's record ("deal <dealer> <hand> <hand> <hand> <hand>", the
// hands by seat), from its setup.
QString firstDeal(const QString &path)
{
    const RecordReadResult r = readRecordFile(*gameById(u"goita"), path);
    if (!r.ok()) return r.message();
    static const QRegularExpression deal(QStringLiteral("deal \\d( \\d+){4}"));
    return deal.match(r.record->setup()).captured(0);
}
} // namespace

class TestGoitaResume : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void resumedGameHasItsPairsDeal();
};

void TestGoitaResume::resumedGameHasItsPairsDeal()
{
    QTemporaryDir dir;
    const QString deals = dir.filePath(QStringLiteral("deals.txt"));
    QFile file(deals);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("target 50\ntarget 50\ntarget 50\n"); // no seeds: given one when read
    file.close();
    const QString out = dir.filePath(QStringLiteral("out"));
    const QStringList args{QStringLiteral("match"),
                           QStringLiteral("--game"),
                           QStringLiteral("goita"),
                           QStringLiteral("--engine"),
                           QStringLiteral("bundled"),
                           QStringLiteral("--engine"),
                           QStringLiteral("bundled option.Strategy=random name=random"),
                           QStringLiteral("--games"),
                           QStringLiteral("6"),
                           QStringLiteral("--openings"),
                           deals,
                           QStringLiteral("--movetime"),
                           QStringLiteral("20"),
                           QStringLiteral("--margin"),
                           QStringLiteral("2000"),
                           QStringLiteral("--out"),
                           out};
    // One game at a time: after an odd number of results, a pair's second game is being played.
    QProcess cli;
    cli.start(binPath(QStringLiteral("kibitz-cli")), args);
    QVERIFY(cli.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(finishedGames(out) % 2 == 1, 120000);
    cli.terminate();
    QVERIFY(cli.waitForFinished(60000));
    const int kept = finishedGames(out);
    QVERIFY2(kept % 2 == 1 && kept < 6, qPrintable(QString::number(kept)));

    const CliRun resumed = runCli(QStringList(args) << QStringLiteral("--resume"));
    QCOMPARE(resumed.exitCode, 0);
    const ResultsReadout results = readResults({out});
    QCOMPARE(results.games.size(), 6);
    QHash<int, QString> dealOfPair;
    for (const FinishedGame &g : results.games) {
        const QString deal = firstDeal(QDir(out).filePath(g.record));
        QVERIFY2(deal.startsWith(QStringLiteral("deal ")), qPrintable(g.record + u' ' + deal));
        if (dealOfPair.contains(g.pair))
            QVERIFY2(
                deal == dealOfPair[g.pair],
                qPrintable(
                    QStringLiteral("pair %1: %2 / %3").arg(g.pair).arg(dealOfPair[g.pair], deal)));
        dealOfPair[g.pair] = deal;
    }
    QCOMPARE(dealOfPair.size(), 3);
    // Three lines of the same text are three deals.
    QCOMPARE(QSet<QString>(dealOfPair.cbegin(), dealOfPair.cend()).size(), 3);
}

QTEST_GUILESS_MAIN(TestGoitaResume)
#include "tst_goitaresume.moc"
