// SPDX-License-Identifier: GPL-3.0-or-later
// Shogi record speed: generates random legal games (80–200 plies from the start, seeded, with
// times and some think comments), writes them as KIF, KI2, CSA and JKF and reads them back,
// printing MB/s and games/s each way (CPU time). Fails only when a game does not come back
// with its moves.
// With --dir DIR it reads the real record files under DIR instead (kept in memory, read and
// written again in their own format --repeat times, default 20), and prints the figures per
// format. Fails when a file cannot be read.
// Usage: bench-shogi-records [--quick] [--games N] | --dir DIR [--repeat N]
#include "core/record/recordformat.h"
#include "shogi/board.h"
#include "shogi/shogigame.h"
#include "shogi/specialmove.h"
#include "shogi/usi.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QTextStream>
#include <ctime>
#include <map>
#include <random>
#include <vector>

using namespace kibitz;
using namespace kibitz::shogi;

namespace {

// CPU time of this process: the machine is often shared, and wall time would measure the others.
class CpuTimer
{
public:
    CpuTimer() { restart(); }
    void restart() { m_start = now(); }
    double seconds() const { return qMax(1e-9, now() - m_start); }

private:
    static double now() { return double(std::clock()) / CLOCKS_PER_SEC; }
    double m_start = 0;
};

template <typename T> T pick(std::mt19937 &rng, T low, T high)
{
    return std::uniform_int_distribution<T>(low, high)(rng);
}

// A random legal continuation from board (left as it was): what an engine's PV looks like.
QStringList randomPv(Board board, std::mt19937 &rng, int length)
{
    QStringList pv;
    MoveList list;
    for (int i = 0; i < length; ++i) {
        board.generateLegalMoves(list);
        if (list.size() == 0) break;
        const Move m = list[pick<int>(rng, 0, int(list.size()) - 1)];
        pv << toUsi(m);
        board.doMove(m);
    }
    return pv;
}

Record randomGame(std::mt19937 &rng, int number)
{
    Record record(QStringLiteral("shogi"));
    record.setHeader(header::Event, QStringLiteral("ベンチマーク"));
    record.setHeader(header::Date, QStringLiteral("2026/11/21 10:00:00"));
    record.setHeader(header::player(1), QStringLiteral("先手%1").arg(number));
    record.setHeader(header::player(2), QStringLiteral("後手%1").arg(number));
    Board board = Board::startPosition();
    MoveList list;
    RecordNode *node = record.root();
    const int plies = pick(rng, 80, 200);
    for (int ply = 0; ply < plies; ++ply) {
        board.generateLegalMoves(list);
        if (list.size() == 0) break; // mated: the last move ends the game
        const Move m = list[pick<int>(rng, 0, int(list.size()) - 1)];
        node = record.addMove(node, toUsi(m));
        board.doMove(m);
        node->timeMs = 1000 * pick(rng, 0, 90); // whole seconds, as KIF and CSA keep them
        if (pick(rng, 0, 9) == 0) {
            ThinkInfo think;
            think.score = Score::centipawns(pick(rng, -900, 900));
            think.pv = randomPv(board, rng, pick(rng, 1, 8));
            think.depth = pick(rng, 5, 30);
            think.nodes = pick<qint64>(rng, 1000, 100000000);
            think.engine = QStringLiteral("bench-engine");
            node->thinks << think;
        }
        if (pick(rng, 0, 29) == 0) node->comment = QStringLiteral("ここが勝負所");
    }
    board.generateLegalMoves(list);
    if (list.size() > 0) // the side to move resigns; a mated one has no ending to write
        record.setResult(SpecialMove::toResult(SpecialMove::Resign, board.sideToMove()));
    return record;
}

// The --dir mode: real files, per format.
int benchFolder(const QString &dir, int repeat, QTextStream &out)
{
    const ShogiGame shogi;
    std::map<QString, std::vector<QByteArray>> byFormat; // format id → file contents
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const RecordFormat *format = shogi.recordFormatForFile(path);
        QFile file(path);
        if (!format || !file.open(QIODevice::ReadOnly)) continue;
        byFormat[format->id()].push_back(file.readAll());
    }
    if (byFormat.empty()) {
        out << QStringLiteral("no shogi records under %1\n").arg(dir);
        return 1;
    }
    out << QStringLiteral("%1: each file read and written %2 times (CPU time)\n")
               .arg(dir)
               .arg(repeat);
    int status = 0;
    for (const auto &[id, files] : byFormat) {
        const RecordFormat *format = shogi.recordFormatById(id);
        qint64 bytes = 0;
        for (const QByteArray &f : files)
            bytes += f.size();
        std::vector<Record> records;
        CpuTimer timer;
        for (int r = 0; r < repeat; ++r) {
            for (const QByteArray &f : files) {
                RecordReadResult read = format->read(f);
                if (!read.ok()) status = 1;
                if (r == 0 && read.record) records.push_back(std::move(*read.record));
            }
        }
        const double readSeconds = timer.seconds();
        qint64 written = 0;
        timer.restart();
        for (int r = 0; r < repeat; ++r)
            for (const Record &record : records)
                written += format->write(record).data.size();
        const double writeSeconds = timer.seconds();
        const double mb = double(bytes) * repeat / 1e6;
        const double files_ = double(files.size()) * repeat;
        out << QStringLiteral("%1: %2 files, %3 kB; read %4 MB/s, %5 files/s; "
                              "write %6 MB/s, %7 files/s\n")
                   .arg(id, -4)
                   .arg(files.size())
                   .arg(bytes / 1000.0, 0, 'f', 1)
                   .arg(mb / readSeconds, 0, 'f', 2)
                   .arg(files_ / readSeconds, 0, 'f', 0)
                   .arg(written / 1e6 / writeSeconds, 0, 'f', 2)
                   .arg(double(records.size()) * repeat / writeSeconds, 0, 'f', 0);
        out.flush();
    }
    if (status) out << QStringLiteral("some files could not be read\n");
    return status;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool quick = args.contains(QStringLiteral("--quick"));
    int games = quick ? 100 : 3000;
    if (const qsizetype i = args.indexOf(QStringLiteral("--games")); i > 0 && i + 1 < args.size())
        games = qMax(1, args[i + 1].toInt());
    QTextStream out(stdout);
    if (const qsizetype i = args.indexOf(QStringLiteral("--dir")); i > 0 && i + 1 < args.size()) {
        int repeat = 20;
        if (const qsizetype r = args.indexOf(QStringLiteral("--repeat"));
            r > 0 && r + 1 < args.size())
            repeat = qMax(1, args[r + 1].toInt());
        return benchFolder(args[i + 1], repeat, out);
    }

    CpuTimer timer;
    std::mt19937 rng(20261121);
    std::vector<Record> corpus;
    qint64 plies = 0;
    for (int i = 0; i < games; ++i) {
        corpus.push_back(randomGame(rng, i + 1));
        plies += corpus.back().mainLineMoves().size();
    }
    out << QStringLiteral("%1%2 games, %3 plies, generated in %4 s (all times are CPU time)\n")
               .arg(quick ? QStringLiteral("quick mode: ") : QString())
               .arg(games)
               .arg(plies)
               .arg(timer.seconds(), 0, 'f', 2);
    out.flush();

    const ShogiGame shogi;
    int status = 0;
    for (const char16_t *id : {u"kif", u"ki2", u"csa", u"jkf"}) {
        const RecordFormat *format = shogi.recordFormatById(id);
        std::vector<QByteArray> files;
        files.reserve(corpus.size());
        qint64 bytes = 0;
        timer.restart();
        for (const Record &record : corpus) {
            files.push_back(format->write(record).data);
            bytes += files.back().size();
        }
        const double writeSeconds = timer.seconds();

        int wrong = 0;
        timer.restart();
        for (size_t i = 0; i < files.size(); ++i) {
            const RecordReadResult read = format->read(files[i]);
            if (!read.ok() || read.record->mainLineMoves() != corpus[i].mainLineMoves()) ++wrong;
        }
        const double readSeconds = timer.seconds();

        const double mb = bytes / 1e6;
        out << QStringLiteral("%1: %2 MB; read %3 MB/s, %4 games/s; write %5 MB/s, %6 games/s\n")
                   .arg(format->id(), -4)
                   .arg(mb, 0, 'f', 2)
                   .arg(mb / readSeconds, 0, 'f', 2)
                   .arg(games / readSeconds, 0, 'f', 0)
                   .arg(mb / writeSeconds, 0, 'f', 2)
                   .arg(games / writeSeconds, 0, 'f', 0);
        if (wrong) {
            out << QStringLiteral("%1: %2 games did not read back with their moves\n")
                       .arg(format->id())
                       .arg(wrong);
            status = 1;
        }
        out.flush();
    }
    return status;
}
