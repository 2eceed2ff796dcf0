// SPDX-License-Identifier: GPL-3.0-or-later
// Perft speed of the shogi rules library: leaf nodes per second (the last ply counted from the
// generated list, as perft does) and moves generated per second (legal generation repeated on
// one position). Usage: bench-shogi-perft [--quick]
#include "shogi/board.h"
#include "shogi/perft.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

using namespace kibitz::shogi;

namespace {
struct Case
{
    const char *name;
    const char *sfen;
    int depth;
    int quickDepth;
};

double seconds(const QElapsedTimer &t)
{
    return qMax(1e-9, t.nsecsElapsed() / 1e9);
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));
    QTextStream out(stdout);
    const Case cases[] = {
        {"start", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", 5, 3},
        {"dense", "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", 3, 2},
        {"max-moves", "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", 2, 1},
    };
    out << (quick ? "quick mode\n" : "");
    for (const Case &c : cases) {
        std::optional<Board> board = Board::fromSfen(QString::fromLatin1(c.sfen));
        if (!board) {
            out << c.name << ": bad SFEN\n";
            return 1;
        }
        const int depth = quick ? c.quickDepth : c.depth;
        QElapsedTimer timer;
        timer.start();
        const quint64 nodes = perft(*board, depth);
        const double perftSeconds = seconds(timer);

        MoveList list;
        const int repeats = quick ? 20000 : 200000;
        quint64 generated = 0;
        timer.restart();
        for (int i = 0; i < repeats; ++i) {
            board->generateLegalMoves(list);
            generated += quint64(list.size());
        }
        const double genSeconds = seconds(timer);

        out << QStringLiteral("%1: perft(%2) = %3 in %4 s, %5 Mnodes/s; movegen %6 Mmoves/s (%7 "
                              "moves per call)\n")
                   .arg(QLatin1String(c.name))
                   .arg(depth)
                   .arg(nodes)
                   .arg(perftSeconds, 0, 'f', 3)
                   .arg(nodes / perftSeconds / 1e6, 0, 'f', 2)
                   .arg(generated / genSeconds / 1e6, 0, 'f', 2)
                   .arg(list.size());
        out.flush();
    }
    return 0;
}
