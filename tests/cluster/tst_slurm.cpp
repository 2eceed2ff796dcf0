// SPDX-License-Identifier: GPL-3.0-or-later
// docs/cluster.md's sbatch scripts, as written there, run as arrays on a real one-node Slurm that
// the test starts (SlurmCluster): a match's shards sharing one folder give the report of the
// same match played by one process, game for game; a task killed in mid-run and submitted again
// leaves every game exactly once; an analysis's shards write what one process writes.
#include "slurmcluster.h"
#include "testprograms.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace kibitz::test;

namespace {
// The ```sh block of docs/cluster.md that holds `marker`.
QByteArray documentedScript(const QString &marker)
{
    QFile doc(QStringLiteral(CLUSTER_DOC));
    if (!doc.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromUtf8(doc.readAll());
    static const QRegularExpression block(QStringLiteral("```sh\\n(.*?)```"),
                                          QRegularExpression::DotMatchesEverythingOption);
    for (auto it = block.globalMatch(text); it.hasNext();)
        if (const QString script = it.next().captured(1); script.contains(marker))
            return script.toUtf8();
    return {};
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Every line of the folder's results streams that parses, the times taken out (they differ from
// run to run); by game number, all of a game's lines.
QMap<int, QList<QJsonObject>> gamesIn(const QString &dir, QStringList *streams = nullptr)
{
    QMap<int, QList<QJsonObject>> games;
    const QStringList names = QDir(dir).entryList({QStringLiteral("results*.jsonl")}, QDir::Files);
    if (streams) *streams = names;
    for (const QString &name : names)
        for (const QByteArray &line : readFile(QDir(dir).filePath(name)).split('\n')) {
            QJsonObject game = QJsonDocument::fromJson(line).object();
            if (game.isEmpty()) continue;
            game.remove(QStringLiteral("started"));
            game.remove(QStringLiteral("finished"));
            games[game.value(QStringLiteral("game")).toInt()] << game;
        }
    return games;
}

QJsonObject paramsOf(const QString &dir)
{
    return QJsonDocument::fromJson(readFile(QDir(dir).filePath(QStringLiteral("match.params"))))
        .object();
}

// The environment of a kibitz-cli run outside Slurm: no array task's variables.
QProcessEnvironment plainEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name :
         {"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT", "JOB_COMPLETION_INDEX"})
        env.remove(QString::fromLatin1(name));
    return env;
}

// The records' blocks of analyse's or report's standard output, by record: "PATH: N moves
// analysed by E" (analyse's time cut off) and the summary lines under it.
QMap<QString, QStringList> summaryBlocks(const QStringList &lines)
{
    static const QRegularExpression head(
        QStringLiteral("^(.*): (\\d+ moves analysed by .*?)(?: in [0-9.]+ s)?$"));
    QMap<QString, QStringList> blocks;
    QString current;
    for (const QString &line : lines) {
        if (const QRegularExpressionMatch m = head.match(line); m.hasMatch()) {
            current = m.captured(1);
            blocks[current] << m.captured(2);
        } else if (line.startsWith(QStringLiteral("  ")) && !current.isEmpty()) {
            blocks[current] << line;
        } else {
            current.clear();
        }
    }
    return blocks;
}

// The blocks with their records' paths made relative to base.
QMap<QString, QStringList> relativeTo(const QMap<QString, QStringList> &blocks, const QString &base)
{
    QMap<QString, QStringList> relative;
    for (auto it = blocks.begin(); it != blocks.end(); ++it)
        relative.insert(QDir(base).relativeFilePath(it.key()), it.value());
    return relative;
}

// The files under dir, relative, sorted.
QStringList filesUnder(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << QDir(dir).relativeFilePath(it.next());
    out.sort();
    return out;
}
} // namespace

class TestSlurm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void matchArrayReportsTheMatchOfOneProcess();
    void killedTaskSubmittedAgainLeavesEveryGameOnce();
    void analyseArrayWritesWhatOneProcessWrites();

private:
    // The variables docs/cluster.md's match.sbatch reads, for a tic-tac-toe match of the
    // bundled engine with itself.
    QProcessEnvironment matchVariables(const QString &out, int rounds) const;
    QStringList matchArgs(const QString &out, int rounds) const;
    // Submits docs/cluster.md's script (by its marker) with the sbatch options; the job id.
    QString submitScript(const QString &marker, const QStringList &options,
                         const QProcessEnvironment &variables);
    // Waits until the job has left the queue; its tasks' states.
    QMap<int, QString> finish(const QString &jobId);
    QStringList jobOutput(const QString &jobId, int task) const;

    QTemporaryDir m_dir;
    std::unique_ptr<SlurmCluster> m_cluster;
    QString m_openings;
};

void TestSlurm::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const char *program : {"munged", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol"})
        QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(program)).isEmpty() ||
                     QFile::exists(QStringLiteral("/usr/sbin/") + QString::fromLatin1(program)),
                 qPrintable(QStringLiteral("%1 is not installed: scripts/install-deps installs "
                                           "slurm-wlm and munge")
                                .arg(QString::fromLatin1(program))));
    // Openings after which the first mover wins (center then edge, corner then edge) or draws.
    m_openings = m_dir.filePath(QStringLiteral("openings.txt"));
    QVERIFY(writeFile(m_openings, "4 1\n0 1\n4 0\n2 5\n"));
    // munged's socket must be reachable by every user: the folders on its path too.
    QVERIFY(QFile::setPermissions(m_dir.path(), QFile::permissions(m_dir.path()) | QFile::ExeGroup |
                                                    QFile::ExeOther));
    m_cluster = std::make_unique<SlurmCluster>(m_dir.filePath(QStringLiteral("slurm")));
    const QString error = m_cluster->start();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestSlurm::cleanupTestCase()
{
    m_cluster.reset(); // every daemon stopped, the jobs cancelled
}

QProcessEnvironment TestSlurm::matchVariables(const QString &out, int rounds) const
{
    QProcessEnvironment v;
    v.insert(QStringLiteral("KIBITZ"), binPath(QStringLiteral("kibitz-cli")));
    v.insert(QStringLiteral("GAME"), QStringLiteral("tictactoe"));
    v.insert(QStringLiteral("NEW"), QStringLiteral("bundled name=new"));
    v.insert(QStringLiteral("BASE"), QStringLiteral("bundled name=base"));
    v.insert(QStringLiteral("OPENINGS"), m_openings);
    v.insert(QStringLiteral("TC"), QStringLiteral("1+0+0.01"));
    v.insert(QStringLiteral("ROUNDS"), QString::number(rounds));
    v.insert(QStringLiteral("OUT"), out);
    return v;
}

// What match.sbatch runs, as one process.
QStringList TestSlurm::matchArgs(const QString &out, int rounds) const
{
    return {QStringLiteral("match"),
            QStringLiteral("--game"),
            QStringLiteral("tictactoe"),
            QStringLiteral("--engine"),
            QStringLiteral("bundled name=new"),
            QStringLiteral("--engine"),
            QStringLiteral("bundled name=base"),
            QStringLiteral("--tc"),
            QStringLiteral("1+0+0.01"),
            QStringLiteral("--games"),
            QStringLiteral("2"),
            QStringLiteral("--rounds"),
            QString::number(rounds),
            QStringLiteral("--openings"),
            m_openings,
            QStringLiteral("--order"),
            QStringLiteral("random"),
            QStringLiteral("--seed"),
            QStringLiteral("1"),
            QStringLiteral("--out"),
            out};
}

QString TestSlurm::submitScript(const QString &marker, const QStringList &options,
                                const QProcessEnvironment &variables)
{
    const QByteArray script = documentedScript(marker);
    if (script.isEmpty()) return {};
    const QString path = m_dir.filePath(marker.section(u' ', 1, 1).chopped(1));
    if (!writeFile(path, script)) return {};
    QString error;
    // One CPU a task: the node is this machine, which may have no more than two.
    const QString id =
        m_cluster->submit(options + QStringList{QStringLiteral("--cpus-per-task=1"), path},
                          m_dir.path(), variables, &error);
    if (id.isEmpty()) qWarning("%s", qPrintable(error));
    return id;
}

QMap<int, QString> TestSlurm::finish(const QString &jobId)
{
    const QDeadlineTimer deadline(400000);
    while (!m_cluster->jobGone(jobId) && !deadline.hasExpired())
        QTest::qWait(200);
    return m_cluster->taskStates(jobId);
}

QStringList TestSlurm::jobOutput(const QString &jobId, int task) const
{
    return QString::fromUtf8(
               readFile(m_dir.filePath(QStringLiteral("slurm-%1_%2.out").arg(jobId).arg(task))))
        .split(u'\n', Qt::SkipEmptyParts);
}

void TestSlurm::matchArrayReportsTheMatchOfOneProcess()
{
    const QString array = m_dir.filePath(QStringLiteral("match-array"));
    const QString one = m_dir.filePath(QStringLiteral("match-one"));
    const QString job =
        submitScript(QStringLiteral("# match.sbatch:"), {}, matchVariables(array, 10));
    QVERIFY(!job.isEmpty());
    const CliRun whole = runCli(matchArgs(one, 10), 300000, plainEnvironment());
    QCOMPARE(whole.exitCode, 0);
    const QMap<int, QString> states = finish(job);
    QCOMPARE(states.keys(), (QList<int>{1, 2, 3, 4}));
    for (auto it = states.cbegin(); it != states.cend(); ++it)
        QVERIFY2(it.value() == u"COMPLETED 0:0",
                 qPrintable(QStringLiteral("task %1: %2\n%3\n%4")
                                .arg(it.key())
                                .arg(it.value(), jobOutput(job, it.key()).join(u'\n'),
                                     m_cluster->logs())));
    for (int task = 1; task <= 4; ++task)
        QVERIFY2(
            jobOutput(job, task).join(u'\n').contains(
                QStringLiteral("shard %1 of 4 (--shard auto/4, SLURM_ARRAY_TASK_ID=%1)").arg(task)),
            qPrintable(jobOutput(job, task).join(u'\n')));

    // One folder, a stream a shard; the same games as one process's, each once.
    QStringList streams;
    const QMap<int, QList<QJsonObject>> sharded = gamesIn(array, &streams);
    QCOMPARE(streams, (QStringList{QStringLiteral("results-1-of-4.jsonl"),
                                   QStringLiteral("results-2-of-4.jsonl"),
                                   QStringLiteral("results-3-of-4.jsonl"),
                                   QStringLiteral("results-4-of-4.jsonl")}));
    const QMap<int, QList<QJsonObject>> single = gamesIn(one);
    QCOMPARE(single.size(), 20);
    QCOMPARE(sharded.keys(), single.keys());
    for (auto it = single.cbegin(); it != single.cend(); ++it) {
        QCOMPARE(sharded[it.key()].size(), 1);
        QCOMPARE(sharded[it.key()].first(), it.value().first());
    }
    // Wins and draws, each engine winning some: the openings made games of every kind.
    QSet<QString> results, winners;
    for (const QList<QJsonObject> &game : single) {
        const QJsonObject &g = game.first();
        results.insert(g.value(QStringLiteral("result")).toString());
        if (g.value(QStringLiteral("result")).toString() == u"1-0")
            winners.insert(g.value(QStringLiteral("engines")).toArray().first().toString());
    }
    QCOMPARE(results, (QSet<QString>{QStringLiteral("1-0"), QStringLiteral("1/2-1/2")}));
    QCOMPARE(winners, (QSet<QString>{QStringLiteral("new"), QStringLiteral("base")}));
    QJsonObject params = paramsOf(array);
    QCOMPARE(params.take(QStringLiteral("shards")).toString(), QStringLiteral("4"));
    QJsonObject singleParams = paramsOf(one);
    QCOMPARE(singleParams.take(QStringLiteral("shards")).toString(), QStringLiteral("1"));
    QCOMPARE(params, singleParams);

    const CliRun report = runCli({QStringLiteral("report"), array});
    QCOMPARE(report.exitCode, 0);
    const CliRun singleReport = runCli({QStringLiteral("report"), one});
    QCOMPARE(report.out, singleReport.out);
    QVERIFY(report.out.contains(QStringLiteral("Results of new vs base:")));
}

void TestSlurm::killedTaskSubmittedAgainLeavesEveryGameOnce()
{
    // Shard 3 has 750 pairs, played for long enough to be killed in mid-run (a shard plays a few
    // hundred of these instant games a second).
    const int rounds = 3000;
    const QString out = m_dir.filePath(QStringLiteral("match-killed"));
    const QProcessEnvironment variables = matchVariables(out, rounds);
    const QString job = submitScript(QStringLiteral("# match.sbatch:"), {}, variables);
    QVERIFY(!job.isEmpty());
    const QString stream = QDir(out).filePath(QStringLiteral("results-3-of-4.jsonl"));
    // Killed (SIGKILL, the batch script and all) once it has written ten games.
    QTRY_VERIFY_WITH_TIMEOUT(readFile(stream).count('\n') >= 10, 300000);
    const SlurmCluster::Run cancel = m_cluster->run(
        QStringLiteral("scancel"),
        {QStringLiteral("--full"), QStringLiteral("--signal=KILL"), job + QStringLiteral("_3")});
    QCOMPARE(cancel.exitCode, 0);
    const QMap<int, QString> states = finish(job);
    QVERIFY2(states.value(3) != u"COMPLETED 0:0", qPrintable(states.value(3)));
    QCOMPARE(states.value(4), QStringLiteral("COMPLETED 0:0"));
    const int killedAt = int(gamesIn(out).size());
    QVERIFY2(killedAt < 2 * rounds, "the shard had finished before it was killed");

    const QString again =
        submitScript(QStringLiteral("# match.sbatch:"), {QStringLiteral("--array=3")}, variables);
    QVERIFY(!again.isEmpty());
    QCOMPARE(finish(again).value(3), QStringLiteral("COMPLETED 0:0"));
    const QStringList resumed = jobOutput(again, 3);
    // A task alone is an array of one; auto/4 keeps it the third of four.
    QVERIFY2(resumed.join(u'\n').contains(QStringLiteral("shard 3 of 4")),
             qPrintable(resumed.join(u'\n')));

    const QMap<int, QList<QJsonObject>> games = gamesIn(out);
    QCOMPARE(games.size(), 2 * rounds);
    QCOMPARE(games.firstKey(), 1);
    QCOMPARE(games.lastKey(), 2 * rounds);
    for (auto it = games.cbegin(); it != games.cend(); ++it)
        QVERIFY2(
            it.value().size() == 1,
            qPrintable(
                QStringLiteral("game %1 written %2 times").arg(it.key()).arg(it.value().size())));
    const CliRun report = runCli({QStringLiteral("report"), out});
    QVERIFY2(report.out.join(u'\n').contains(QStringLiteral("Games: %1,").arg(2 * rounds)),
             qPrintable(report.out.join(u'\n')));
}

void TestSlurm::analyseArrayWritesWhatOneProcessWrites()
{
    // Forty records of the match, some with a losing opening move that earns a mark.
    const QString records = m_dir.filePath(QStringLiteral("records"));
    QCOMPARE(runCli(matchArgs(records, 20), 300000, plainEnvironment()).exitCode, 0);
    const QString array = m_dir.filePath(QStringLiteral("analysed-array"));
    const QString one = m_dir.filePath(QStringLiteral("analysed-one"));
    QProcessEnvironment v;
    v.insert(QStringLiteral("KIBITZ"), binPath(QStringLiteral("kibitz-cli")));
    v.insert(QStringLiteral("ENGINE"), QStringLiteral("bundled"));
    v.insert(QStringLiteral("IN"), records);
    v.insert(QStringLiteral("OUT"), array);
    // A time a move, not a depth: the analysis of a search stopped at a depth has what the
    // engine said before the stop reached it, which varies with the load; the bundled engine
    // solves tic-tac-toe well within the time, so each search ends alike.
    v.insert(QStringLiteral("SEARCH"), QStringLiteral("--movetime 50"));
    v.insert(QStringLiteral("SHARDS"), QStringLiteral("4"));
    const QString job =
        submitScript(QStringLiteral("# analyse.sbatch:"), {QStringLiteral("--array=1-4")}, v);
    QVERIFY(!job.isEmpty());
    const CliRun whole =
        runCli({QStringLiteral("analyse"), QStringLiteral("--engine"), QStringLiteral("bundled"),
                QStringLiteral("--in"), records, QStringLiteral("--out"), one,
                QStringLiteral("--movetime"), QStringLiteral("50")},
               300000, plainEnvironment());
    QCOMPARE(whole.exitCode, 0);
    QVERIFY2(whole.out.last().startsWith(QStringLiteral("analysed 40, skipped 0, failed 0")),
             qPrintable(whole.out.last()));
    const QMap<int, QString> states = finish(job);
    QCOMPARE(states.keys(), (QList<int>{1, 2, 3, 4}));
    QStringList shardLines;
    for (int task = 1; task <= 4; ++task) {
        QCOMPARE(states.value(task), QStringLiteral("COMPLETED 0:0"));
        const QStringList lines = jobOutput(job, task);
        QVERIFY2(lines.join(u'\n').contains(QStringLiteral("shard %1 of 4 (--shard auto/4, "
                                                           "SLURM_ARRAY_TASK_ID=%1): 10 of the 40 "
                                                           "records")
                                                .arg(task)),
                 qPrintable(lines.join(u'\n')));
        shardLines += lines;
    }
    // The same files, byte for byte: every move's comment and mark.
    const QStringList files = filesUnder(one);
    QCOMPARE(files.size(), 41); // and analysis.params, the run's count of records
    QCOMPARE(files.first(), QStringLiteral("analysis.params"));
    QCOMPARE(filesUnder(array), files);
    for (const QString &f : files)
        QVERIFY2(readFile(QDir(array).filePath(f)) == readFile(QDir(one).filePath(f)),
                 qPrintable(f));
    QVERIFY(readFile(QDir(one).filePath(files.last())).contains("#"));
    // The same summary of each record, and some with marks.
    const QMap<QString, QStringList> blocks = summaryBlocks(whole.out);
    QCOMPARE(blocks.size(), 40);
    QCOMPARE(summaryBlocks(shardLines), blocks);
    QVERIFY(whole.out.join(u'\n').contains(QStringLiteral("worst:")));
    // kibitz-cli report reads the same summaries back from the array's folder.
    const CliRun report = runCli({QStringLiteral("report"), array}, 300000, plainEnvironment());
    QVERIFY2(report.exitCode == 0, qPrintable(report.err));
    QCOMPARE(relativeTo(summaryBlocks(report.out), array), relativeTo(blocks, records));
    QCOMPARE(report.out.last(), QStringLiteral("analysed 40 of 40 records, not analysed yet 0"));
}

QTEST_GUILESS_MAIN(TestSlurm)
#include "tst_slurm.moc"
