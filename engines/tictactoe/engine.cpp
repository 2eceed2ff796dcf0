// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cstdio>

namespace kibitz::tictactoe {

namespace {
const QString engineName = QStringLiteral("kibitz-tictactoe");

int digitOf(QChar c)
{
    return c >= u'0' && c <= u'9' ? c.unicode() - u'0' : -1;
}

int tlfSquare(int digit)
{
    return digit >= 0 && digit <= 8 ? digit : -1;
}

Mark markFromLetter(QChar c)
{
    const QChar upper = c.toUpper();
    return upper == u'X' ? Mark::X : upper == u'O' ? Mark::O : Mark::Empty;
}

// UXI's `o` moves first, so it is Kibitz's X.
Mark markFromUxi(QChar c)
{
    const QChar lower = c.toLower();
    return lower == u'o' ? Mark::X : lower == u'x' ? Mark::O : Mark::Empty;
}

// The words from..to-1 as one view of the command they were split from.
QStringView span(const QList<QStringView> &words, qsizetype from, qsizetype to)
{
    return from < to ? QStringView(words[from].begin(), words[to - 1].end()) : QStringView();
}

// Squares written as digits, one or more to a word ("53" or "5 3"); nullopt if one is not.
std::optional<QList<int>> parseSquares(const QList<QStringView> &words, int (*toSquare)(int))
{
    QList<int> squares;
    for (QStringView word : words) {
        for (QChar c : word) {
            const int square = toSquare(digitOf(c));
            if (square < 0) return std::nullopt;
            squares << square;
        }
    }
    return squares;
}

// xfen rows run top to bottom: `o`, `x`, and digits 1-3 for runs of empty squares.
std::optional<Board> boardFromXfen(QStringView rows, QChar side)
{
    QString cells;
    for (QStringView row : rows.split(u'/')) {
        const qsizetype rowStart = cells.size();
        for (QChar c : row) {
            const int run = digitOf(c);
            const Mark m = markFromUxi(c);
            if (run >= 1 && run <= 3)
                cells += QString(run, u'.');
            else if (m != Mark::Empty)
                cells += m == Mark::X ? u'X' : u'O';
            else
                return std::nullopt;
        }
        if (cells.size() - rowStart != 3) return std::nullopt;
    }
    return Board::fromCells(cells, markFromUxi(side));
}
} // namespace

Engine::Engine(QObject *parent)
    : QObject(parent),
      m_rng(quint32(QDateTime::currentMSecsSinceEpoch() ^ QCoreApplication::applicationPid())),
      m_commands({QStringLiteral("stop"), QStringLiteral("quit")},
                 {[this] { return m_search.has_value(); },
                  [this](const QString &command) { execute(command); }, [this] { quit(); },
                  // '#' starts a developer's comment in TLF.
                  [](const QString &command) { return command.startsWith(u'#'); }})
{
    m_iterationTimer.setSingleShot(true);
    m_iterationTimer.setInterval(0);
    connect(&m_iterationTimer, &QTimer::timeout, this, &Engine::searchNextDepth);
}

void Engine::execute(const QString &command)
{
    if (m_dialect == Dialect::Undecided)
        m_dialect = command == u"uxi" ? Dialect::Uxi : Dialect::Tlf;
    const QList<QStringView> words = QStringView(command).split(u' ');
    const QStringView verb = words.first();
    if (verb == u"quit")
        quit();
    else if (verb == u"stop")
        stop();
    else if (verb == u"go")
        go();
    else if (verb == u"setoption")
        setOption(words);
    else if (m_dialect == Dialect::Tlf)
        executeTlf(words);
    else
        executeUxi(words);
}

void Engine::executeTlf(const QList<QStringView> &words)
{
    const QStringView verb = words.first();
    if (verb == u"name") {
        send(QStringLiteral("= name:'%1' author:'Kibitz'").arg(engineName));
    } else if (verb == u"board") {
        tlfBoard();
    } else if (verb == u"position") {
        tlfPosition(words);
    } else if (verb == u"play") {
        tlfPlay(words);
    } else if (verb == u"undo") {
        if (m_history.isEmpty()) return send(QStringLiteral("? nothing_to_undo"));
        m_board.undo(m_history.takeLast());
        send(QStringLiteral("="));
    } else if (verb == u"judge") {
        tlfJudge();
    } else if (verb == u"option") {
        // option <name>:<value> …, values plain or quoted
        QString error;
        for (QStringView property : words.mid(1)) {
            const qsizetype colon = property.indexOf(u':');
            QStringView value = property.mid(colon + 1);
            if (value.size() >= 2 && (value.front() == u'\'' || value.front() == u'"') &&
                value.back() == value.front())
                value = value.sliced(1, value.size() - 2);
            if (error.isEmpty())
                error = colon < 0 ? QStringLiteral("invalid_option")
                                  : applyOption(property.left(colon), value);
        }
        send(error.isEmpty() ? QStringLiteral("=") : QStringLiteral("? ") + error);
    } else {
        send(QStringLiteral("? unknown_command"));
    }
}

void Engine::executeUxi(const QList<QStringView> &words)
{
    const QStringView verb = words.first();
    if (verb == u"uxi")
        send(QStringLiteral("uxiok %1 1.0").arg(engineName));
    else if (verb == u"isready")
        send(QStringLiteral("readyok"));
    else if (verb == u"position")
        uxiPosition(words);
    else
        send(QStringLiteral("info string unknown command ") +
             span(words, 0, words.size()).toString());
}

void Engine::tlfBoard()
{
    const QString cells = m_board.cells();
    send(QStringLiteral("= board:'''"));
    for (int row = 0; row < 3; ++row)
        send(QStringLiteral(". ") + cells.mid(row * 3, 3));
    send(QStringLiteral(". '''"));
}

void Engine::tlfPosition(const QList<QStringView> &words)
{
    // position <cells> next <X|O> [moves <squares>]
    std::optional<Board> start;
    if (words.size() >= 4 && words[2] == u"next" && words[3].size() == 1 &&
        (words.size() == 4 || words[4] == u"moves"))
        start = Board::fromCells(words[1], markFromLetter(words[3][0]));
    if (!start) return send(QStringLiteral("? invalid_position"));
    const auto moves = parseSquares(words.mid(5), tlfSquare);
    if (!moves || !setPosition(*start, *moves)) return send(QStringLiteral("? illegal_move"));
    send(QStringLiteral("="));
}

void Engine::tlfPlay(const QList<QStringView> &words)
{
    // play <X|O> <square>
    const bool ok = words.size() == 3 && words[1].size() == 1 && words[2].size() == 1 &&
                    markFromLetter(words[1][0]) == m_board.toMove() &&
                    m_board.isLegal(tlfSquare(digitOf(words[2][0])));
    if (!ok) return send(QStringLiteral("? this engine couldn't play"));
    m_board.play(digitOf(words[2][0]));
    m_history << digitOf(words[2][0]);
    send(QStringLiteral("="));
}

void Engine::tlfJudge()
{
    // From the view of the side that moved last: only it can have completed a line.
    if (m_board.winner() != Mark::Empty)
        send(QStringLiteral("= won"));
    else if (m_board.isFull())
        send(QStringLiteral("= draw"));
    else
        send(QStringLiteral("="));
}

void Engine::uxiPosition(const QList<QStringView> &words)
{
    // position xfen <r1>/<r2>/<r3> <o|x> [moves <d> <d> …]
    std::optional<Board> start;
    if (words.size() >= 4 && words[1] == u"xfen" && words[3].size() == 1 &&
        (words.size() == 4 || words[4] == u"moves"))
        start = boardFromXfen(words[2], words[3][0]);
    if (!start) return send(QStringLiteral("info string invalid position"));
    const auto moves = parseSquares(words.mid(5), keypadToSquare);
    if (!moves || !setPosition(*start, *moves)) send(QStringLiteral("info string illegal move"));
}

bool Engine::setPosition(Board start, const QList<int> &moves)
{
    for (int square : moves) {
        if (!start.isLegal(square)) return false;
        start.play(square);
    }
    m_board = start;
    m_history = moves;
    return true;
}

void Engine::setOption(const QList<QStringView> &words)
{
    // setoption name <name> value <value>
    const qsizetype valueAt = words.indexOf(u"value");
    const QString error =
        words.size() > 2 && words[1] == u"name" && valueAt > 2
            ? applyOption(span(words, 2, valueAt), span(words, valueAt + 1, words.size()))
            : QStringLiteral("invalid_option");
    if (error.isEmpty())
        reply(QStringLiteral("="), QString());
    else
        reply(QStringLiteral("? ") + error, QStringLiteral("info string ") + error);
}

QString Engine::applyOption(QStringView name, QStringView value)
{
    if (!engines::Strategy::isOptionName(name)) return QStringLiteral("unknown_option");
    if (!m_strategy.set(value)) return QStringLiteral("invalid_value");
    return {};
}

void Engine::go()
{
    if (m_board.isOver()) return reply(QStringLiteral("= resign"), QStringLiteral("resign"));
    QList<int> moves = m_board.legalMoves();
    if (m_strategy.isRandom()) moves = {moves.at(m_rng.bounded(int(moves.size())))};
    m_search.emplace(m_board, moves);
    // A random move is searched to the end at once, only to report its true score.
    m_nextDepth = m_strategy.isRandom() ? m_search->maxDepth() : 1;
    searchNextDepth(); // the first depth now, so that stop always finds a move
}

void Engine::searchNextDepth()
{
    m_best = m_search->iterate(m_nextDepth);
    const int mate = matePlies(m_best.score);
    const QString depth = QString::number(m_best.depth);
    const QString nodes = QString::number(m_best.nodes);
    const QString pv = pvText(m_best.pv);
    reply(QStringLiteral("= info depth:%1 score:%2%3 nodes:%4 pv:'%5'")
              .arg(depth, QString::number(m_best.score),
                   mate ? QStringLiteral(" mate:%1").arg(mate) : QString(), nodes, pv),
          QStringLiteral("info depth %1 score %2 nodes %3 pv %4")
              .arg(depth,
                   mate ? QStringLiteral("mate %1").arg(mate) : QString::number(m_best.score),
                   nodes, pv));
    if (m_nextDepth++ < m_search->maxDepth())
        m_iterationTimer.start();
    else
        finishSearch();
}

void Engine::finishSearch()
{
    m_iterationTimer.stop();
    m_search.reset();
    const QString move = moveText(m_best.pv.first());
    reply(QStringLiteral("= bestmove sq:") + move, QStringLiteral("bestmove ") + move);
    m_commands.runPending();
}

void Engine::stop()
{
    if (m_search)
        finishSearch();
    else
        reply(QStringLiteral("="), QString()); // TLF answers every command
}

void Engine::quit()
{
    m_commands.close();
    if (m_search) finishSearch(); // the bestmove a GUI may still be waiting for
    QCoreApplication::exit(0);
}

void Engine::send(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void Engine::reply(const QString &tlf, const QString &uxi)
{
    const QString &line = m_dialect == Dialect::Uxi ? uxi : tlf;
    if (!line.isEmpty()) send(line);
}

QString Engine::moveText(int square) const
{
    return QString::number(m_dialect == Dialect::Uxi ? squareToKeypad(square) : square);
}

QString Engine::pvText(const QList<int> &pv) const
{
    QStringList moves;
    for (int square : pv)
        moves << moveText(square);
    return moves.join(u' ');
}

} // namespace kibitz::tictactoe
