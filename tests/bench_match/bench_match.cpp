// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match's throughput and its own latency per move, side by side with c-gomoku-cli:
// 20×20 freestyle gomoku between two copies of one engine, from the openings of
// offset-20x20.txt (c-gomoku-cli's offset notation), each played twice with sides swapped,
// records written. The bundled engine moving at random times nothing but the harness; at tiny
// time controls the engines search a little. Prints figures; asserts nothing about time.
//
//   bench-match [--quick] [--games N] [--engine PATH] [--only NAME/cN] [--runs N] [--no-affinity]
//
// --no-affinity also plays each scenario with kibitz-cli match --no-affinity (nothing kept to
// CPUs; kibitz-cli keeps each game at once to CPUs of its own by default), in turn with the others.
// --runs N plays each scenario N times, the two tools in turn, and prints each tool's median
// moves per second (this machine's speed wanders from run to run).
// --engine plays another Gomocup engine (e.g. Rapfi's pbrain-rapfi, run from its own folder)
// instead of the bundled one, at the time controls only, with 64 MB of memory. KIBITZ_BENCH_CGOMOKU
// =/path/to/c-gomoku-cli in the environment runs c-gomoku-cli on the same engines, openings and
// limits. Both tools get the same grace past the time per move: c-gomoku-cli's own, 1 s (half its
// default 3 s tolerance, at most 1 s), given to kibitz-cli as --margin.
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <optional>

namespace {

const QString graceMs = QStringLiteral("1000");
const qint64 foreignEngineMemory = 64 << 20; // Gomocup max_memory, bytes

struct Scenario
{
    QString name;
    bool random = false; // the engines move at random (Strategy random), limited by movetimeMs
    int movetimeMs = 0;
    int concurrency = 1;
};

struct Setup
{
    QString cli;         // kibitz-cli
    QString engine;      // the engine both sides run
    bool bundled = true; // engine is kibitz-gomoku (which can move at random)
    QString openings;    // offset notation, 20×20
    int games = 40;
    QString cgomoku;     // c-gomoku-cli, empty for none
    QStringList cliHelp; // what kibitz-cli match --help lists, to see which options exist
    QString workDir;
    bool unkept = false; // also kibitz-cli --no-affinity
};

struct Figures
{
    int games = 0;
    qint64 moves = 0; // moves the engines chose (opening moves left out)
    int timeLosses = 0;
    double seconds = 0;
    QString latency; // "p50 … µs, p99 … µs", kibitz-cli only
    QString error;   // why the run failed, empty when it did not
};

bool cliHas(const Setup &setup, const QString &option)
{
    return setup.cliHelp.contains(option);
}

// Runs program to its end, timing it; the standard error it wrote, or nullopt (with *error)
// when it could not run or ended with a failure.
std::optional<QString> runTimed(const QString &program, const QStringList &arguments,
                                double *seconds, QString *error)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        *error = QStringLiteral("%1 failed (exit %2): %3")
                     .arg(QFileInfo(program).fileName())
                     .arg(process.exitCode())
                     .arg(QString::fromUtf8(process.readAllStandardError()).left(2000));
        return std::nullopt;
    }
    *seconds = timer.nsecsElapsed() / 1e9;
    return QString::fromUtf8(process.readAllStandardError());
}

// Moves in an offset-notation opening: "x,y, x,y, x,y" has one more move than ", ".
int openingMoves(const QString &text)
{
    return text.trimmed().isEmpty() ? 0 : int(text.count(QStringLiteral(", "))) + 1;
}

// Games, engine moves and time losses from the results.jsonl kibitz-cli wrote.
void readResults(const QString &path, Figures *figures)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        figures->error = QStringLiteral("no %1").arg(path);
        return;
    }
    while (!file.atEnd()) {
        const QJsonObject game = QJsonDocument::fromJson(file.readLine()).object();
        if (game.isEmpty()) continue;
        ++figures->games;
        figures->moves += game.value(u"plies").toInt() -
                          openingMoves(game.value(u"opening").toObject().value(u"text").toString());
        if (game.value(u"reason").toString() == u"time-forfeit") ++figures->timeLosses;
    }
}

QStringList kibitzArguments(const Setup &setup, const Scenario &s, const QString &out, bool unkept)
{
    QString engine = setup.bundled ? QStringLiteral("bundled")
                                   : QStringLiteral("cmd=%1 dir=%2")
                                         .arg(setup.engine, QFileInfo(setup.engine).absolutePath());
    if (s.random) engine += QStringLiteral(" option.Strategy=random");
    if (!setup.bundled) engine += QStringLiteral(" option.max_memory=%1").arg(foreignEngineMemory);
    QStringList args{QStringLiteral("match"),
                     QStringLiteral("--game"),
                     QStringLiteral("gomoku"),
                     QStringLiteral("--size"),
                     QStringLiteral("20"),
                     QStringLiteral("--games"),
                     QString::number(setup.games),
                     QStringLiteral("--movetime"),
                     QString::number(s.movetimeMs),
                     QStringLiteral("--openings"),
                     setup.openings,
                     QStringLiteral("--out"),
                     out,
                     QStringLiteral("--engine"),
                     engine,
                     QStringLiteral("--engine"),
                     engine};
    // Before the tournament runner, every match plays each opening twice, sides swapped.
    if (cliHas(setup, QStringLiteral("--repeat"))) args << QStringLiteral("--repeat");
    if (s.concurrency > 1)
        args << QStringLiteral("--concurrency") << QString::number(s.concurrency);
    if (unkept) args << QStringLiteral("--no-affinity");
    return args;
}

// Each run writes into a folder of its own, all deleted at the end: deleting a run's hundreds of
// records just before the next makes the next one's new files slow to create (ext4 skips the
// inodes of recently deleted files), which would time the file system, not the harness.
Figures runKibitz(const Setup &setup, const Scenario &s, int run, bool unkept = false)
{
    Figures figures;
    const QString out =
        QDir(setup.workDir)
            .filePath(QStringLiteral("kibitz-%1-c%2-run%3%4")
                          .arg(s.name)
                          .arg(s.concurrency)
                          .arg(run)
                          .arg(unkept ? QStringLiteral("-no-affinity") : QString()));
    const std::optional<QString> err = runTimed(setup.cli, kibitzArguments(setup, s, out, unkept),
                                                &figures.seconds, &figures.error);
    if (!err) return figures;
    readResults(QDir(out).filePath(QStringLiteral("results.jsonl")), &figures);
    static const QRegularExpression latency(QStringLiteral("p50 [0-9.]+ µs, p99 [0-9.]+ µs"));
    figures.latency = latency.match(*err).captured();
    if (figures.latency.isEmpty() && figures.error.isEmpty())
        figures.error = QStringLiteral("no harness latency in: ") + err->left(2000);
    if (figures.games != setup.games && figures.error.isEmpty())
        figures.error = QStringLiteral("%1 games in results.jsonl, %2 asked for")
                            .arg(figures.games)
                            .arg(setup.games);
    return figures;
}

// Games, engine moves and time losses from c-gomoku-cli's SGF file: each game's moves are
// ";B[..]" or ";W[..]", the opening's commented "opening move".
void readSgf(const QString &path, Figures *figures)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        figures->error = QStringLiteral("no %1").arg(path);
        return;
    }
    const QString sgf = QString::fromUtf8(file.readAll());
    figures->games = int(sgf.count(QStringLiteral("(;FF[")));
    static const QRegularExpression move(QStringLiteral(";[BW]\\[[a-z]{2}\\]"));
    figures->moves = sgf.count(move) - sgf.count(QStringLiteral("C[opening move]"));
    figures->timeLosses = int(sgf.count(QStringLiteral("by time forfeit")));
}

Figures runCGomoku(const Setup &setup, const Scenario &s, int run)
{
    Figures figures;
    const QString sgf =
        QDir(setup.workDir)
            .filePath(
                QStringLiteral("cgomoku-%1-c%2-run%3.sgf").arg(s.name).arg(s.concurrency).arg(run));
    // tc=MATCH/TURN in seconds; a match time of 0 leaves the time per move alone.
    QStringList each{QStringLiteral("-each"), QStringLiteral("cmd=") + setup.engine,
                     QStringLiteral("tc=0/%1").arg(s.movetimeMs / 1000.0)};
    if (s.random) each << QStringLiteral("option.strategy=random");
    if (!setup.bundled) each << QStringLiteral("maxmemory=%1").arg(foreignEngineMemory);
    const QStringList args = each + QStringList{QStringLiteral("-engine"),
                                                QStringLiteral("name=A"),
                                                QStringLiteral("-engine"),
                                                QStringLiteral("name=B"),
                                                QStringLiteral("-rule"),
                                                QStringLiteral("0"),
                                                QStringLiteral("-boardsize"),
                                                QStringLiteral("20"),
                                                QStringLiteral("-games"),
                                                QString::number(setup.games),
                                                QStringLiteral("-repeat"),
                                                QStringLiteral("-concurrency"),
                                                QString::number(s.concurrency),
                                                QStringLiteral("-openings"),
                                                QStringLiteral("file=") + setup.openings,
                                                QStringLiteral("type=offset"),
                                                QStringLiteral("order=sequential"),
                                                QStringLiteral("-sgf"),
                                                sgf};
    if (runTimed(setup.cgomoku, args, &figures.seconds, &figures.error)) readSgf(sgf, &figures);
    return figures;
}

void print(const char *tool, const Scenario &s, const Figures &f)
{
    if (!f.error.isEmpty()) {
        std::printf("%-24s %-12s c%d  FAILED: %s\n", tool, qPrintable(s.name), s.concurrency,
                    qPrintable(f.error));
        return;
    }
    const double seconds = qMax(f.seconds, 1e-9);
    std::printf("%-24s %-12s c%d  %4d games %7lld moves in %6.2f s: %7.1f games/s %9.0f moves/s"
                "  time losses %d%s%s\n",
                tool, qPrintable(s.name), s.concurrency, f.games, static_cast<long long>(f.moves),
                f.seconds, f.games / seconds, double(f.moves) / seconds, f.timeLosses,
                f.latency.isEmpty() ? "" : "  harness latency ", qPrintable(f.latency));
    std::fflush(stdout);
}

double movesPerSecond(const Figures &f)
{
    return double(f.moves) / qMax(f.seconds, 1e-9);
}

void printMedian(const char *tool, const Scenario &s, QList<double> rates)
{
    if (rates.isEmpty()) return;
    std::sort(rates.begin(), rates.end());
    const qsizetype n = rates.size();
    const double median = n % 2 ? rates[n / 2] : (rates[n / 2 - 1] + rates[n / 2]) / 2;
    std::printf("%-24s %-12s c%d  median of %lld runs: %9.0f moves/s (from %.0f to %.0f)\n", tool,
                qPrintable(s.name), s.concurrency, static_cast<long long>(n), median, rates.first(),
                rates.last());
    std::fflush(stdout);
}

QList<Scenario> scenarios(const Setup &setup, bool quick)
{
    if (quick) return {{QStringLiteral("random"), true, 1000, 1}};
    QList<int> concurrencies{1};
    if (cliHas(setup, QStringLiteral("--concurrency")))
        concurrencies << 2;
    else
        std::printf("kibitz-cli match has no --concurrency yet: concurrency 1 only\n");
    QList<Scenario> list;
    for (const int c : concurrencies) {
        if (setup.bundled) list << Scenario{QStringLiteral("random"), true, 1000, c};
        list << Scenario{QStringLiteral("movetime-20"), false, 20, c};
        list << Scenario{QStringLiteral("movetime-10"), false, 10, c};
        list << Scenario{QStringLiteral("movetime-5"), false, 5, c};
    }
    return list;
}

// The setup from the command line and the environment; nullopt (having said why) when wrong.
std::optional<Setup> readSetup(const QStringList &args, const QString &workDir)
{
    Setup setup;
    const QString bin = QCoreApplication::applicationDirPath();
    setup.cli = bin + QStringLiteral("/kibitz-cli");
    setup.engine = bin + QStringLiteral("/kibitz-gomoku");
    setup.openings = QStringLiteral(BENCH_OPENINGS);
    setup.workDir = workDir;
    setup.cgomoku = qEnvironmentVariable("KIBITZ_BENCH_CGOMOKU");
    if (args.contains(QStringLiteral("--quick"))) setup.games = 4;
    setup.unkept = args.contains(QStringLiteral("--no-affinity"));
    if (const qsizetype i = args.indexOf(QStringLiteral("--games")); i >= 0)
        setup.games = args.value(i + 1).toInt();
    if (const qsizetype i = args.indexOf(QStringLiteral("--engine")); i >= 0) {
        setup.engine = QFileInfo(args.value(i + 1)).absoluteFilePath();
        setup.bundled = false;
    }
    if (setup.games <= 0 || !QFileInfo(setup.engine).isExecutable()) {
        std::fprintf(stderr,
                     "usage: bench-match [--quick] [--games N] [--engine PATH] [--only NAME/cN] "
                     "[--runs N] [--no-affinity]\n");
        return std::nullopt;
    }
    QProcess help;
    help.start(setup.cli, {QStringLiteral("match"), QStringLiteral("--help")});
    help.waitForFinished(-1);
    setup.cliHelp = QString::fromUtf8(help.readAllStandardOutput())
                        .split(QRegularExpression(QStringLiteral("[\\s,=<>]+")));
    return setup;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir workDir;
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));
    const std::optional<Setup> setup = readSetup(app.arguments(), workDir.path());
    if (!setup) return 2;
    std::printf("%d games of 20x20 gomoku, %s against itself, openings %s, records written\n",
                setup->games, qPrintable(QFileInfo(setup->engine).fileName()),
                qPrintable(QFileInfo(setup->openings).fileName()));
    bool failed = false;
    // --runs N plays each scenario N times and prints each tool's median too.
    const qsizetype runsAt = app.arguments().indexOf(QStringLiteral("--runs"));
    const int runs = runsAt < 0 ? 1 : qMax(1, app.arguments().value(runsAt + 1).toInt());
    // --only NAME/cN (e.g. "random/c2") plays that scenario alone.
    const QString only =
        app.arguments().value(app.arguments().indexOf(QStringLiteral("--only")) + 1);
    for (const Scenario &s : scenarios(*setup, quick)) {
        if (app.arguments().contains(QStringLiteral("--only")) &&
            only != QStringLiteral("%1/c%2").arg(s.name).arg(s.concurrency))
            continue;
        // Run after run, each tool in turn, so that a slow spell of the machine falls on both.
        QList<double> kibitzRates, unkeptRates, cgomokuRates;
        for (int run = 0; run < runs; ++run) {
            const Figures kibitz = runKibitz(*setup, s, run);
            print("kibitz-cli", s, kibitz);
            failed = failed || !kibitz.error.isEmpty();
            if (kibitz.error.isEmpty()) kibitzRates << movesPerSecond(kibitz);
            if (setup->unkept) {
                const Figures unkept = runKibitz(*setup, s, run, true);
                print("kibitz-cli --no-affinity", s, unkept);
                failed = failed || !unkept.error.isEmpty();
                if (unkept.error.isEmpty()) unkeptRates << movesPerSecond(unkept);
            }
            if (setup->cgomoku.isEmpty()) continue;
            const Figures cgomoku = runCGomoku(*setup, s, run);
            print("c-gomoku-cli", s, cgomoku);
            if (cgomoku.error.isEmpty()) cgomokuRates << movesPerSecond(cgomoku);
        }
        if (runs > 1) {
            printMedian("kibitz-cli", s, kibitzRates);
            if (setup->unkept) printMedian("kibitz-cli --no-affinity", s, unkeptRates);
            if (!setup->cgomoku.isEmpty()) printMedian("c-gomoku-cli", s, cgomokuRates);
        }
    }
    return failed ? 1 : 0;
}
