#include "commands.h"

#include "shogi/board.h"
#include "shogi/handicap.h"
#include "shogi/perft.h"
#include "shogi/usi.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace kibitz::cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::cli::Perft", text);
}
} // namespace

// Engine authors compare these counts with their own move generators, so the output is plain:
// with --divide one "move: count" line per root move, and always the total on the last line.
int runPerft(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Counts the legal move sequences of a given length (perft) from a position."));
    parser.addHelpOption();
    const QCommandLineOption gameOpt(QStringLiteral("game"),
                                     tr("The game: %1.").arg(QStringLiteral("shogi")), tr("GAME"));
    const QCommandLineOption sfenOpt(
        QStringLiteral("sfen"), tr("Start position (default: the initial position)."), tr("SFEN"));
    const QCommandLineOption setupOpt(
        QStringLiteral("setup"),
        tr("Start from a standard setup by id or Japanese name (e.g. bishop, 角落ち)."),
        tr("HANDICAP"));
    const QCommandLineOption depthOpt(QStringLiteral("depth"), tr("Number of plies."), tr("N"));
    const QCommandLineOption divideOpt(QStringLiteral("divide"),
                                       tr("Also print the count after each root move."));
    parser.addOptions({gameOpt, sfenOpt, setupOpt, depthOpt, divideOpt});
    parser.process(arguments);

    if (parser.value(gameOpt) != QLatin1String("shogi")) {
        err << tr("kibitz-cli perft: --game must be one of: %1\n").arg(QStringLiteral("shogi"));
        return 2;
    }
    bool ok = false;
    const int depth = parser.value(depthOpt).toInt(&ok);
    if (!ok || depth < 0 || depth > 20) {
        err << tr("kibitz-cli perft: give --depth N with N from 0 to 20\n");
        return 2;
    }
    if (parser.isSet(sfenOpt) && parser.isSet(setupOpt)) {
        err << tr("kibitz-cli perft: give --sfen or --setup, not both\n");
        return 2;
    }
    QString sfen = parser.value(sfenOpt);
    if (parser.isSet(setupOpt)) {
        const QString name = parser.value(setupOpt);
        const shogi::Handicap *h = shogi::handicapById(name);
        if (!h) h = shogi::handicapByJapaneseName(name);
        if (!h) {
            err << tr("kibitz-cli perft: unknown setup '%1'\n").arg(name);
            return 2;
        }
        sfen = h->sfen;
    }
    QString error;
    std::optional<shogi::Board> board =
        sfen.isEmpty() ? shogi::Board::startPosition() : shogi::Board::fromSfen(sfen, &error);
    if (!board) {
        // The library's error texts are English; they are shown as they are.
        err << tr("kibitz-cli perft: %1\n").arg(error);
        return 2;
    }
    if (parser.isSet(divideOpt)) {
        quint64 total = 0;
        for (const auto &[move, count] : shogi::perftDivide(*board, depth)) {
            out << shogi::toUsi(move) << ": " << count << '\n';
            total += count;
        }
        out << (depth == 0 ? 1 : total) << '\n';
        return 0;
    }
    out << shogi::perft(*board, depth) << '\n';
    return 0;
}

} // namespace kibitz::cli
