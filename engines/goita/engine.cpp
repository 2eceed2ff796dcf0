// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QThread>

#include <cmath>
#include <cstdio>
#include <mutex>

namespace kibitz::goita {

namespace {
const QString engineName = QStringLiteral("kibitz-goita");

// The words from..to-1 as one view of the command they were split from.
QStringView span(const QList<QStringView> &words, qsizetype from, qsizetype to)
{
    return from < to ? QStringView(words[from].begin(), words[to - 1].end()) : QStringView();
}

std::optional<int> seatNumber(QStringView word)
{
    bool ok = false;
    const int seat = word.toInt(&ok);
    return ok && seat >= 0 && seat < seatCount ? std::optional<int>(seat) : std::nullopt;
}
} // namespace

Engine::Engine(QObject *parent)
    : QObject(parent), m_rng(quint64(QDateTime::currentMSecsSinceEpoch()) ^
                             (quint64(QCoreApplication::applicationPid()) << 32)),
      m_commands({QStringLiteral("stop"), QStringLiteral("quit"), QStringLiteral("isready")},
                 {[this] { return searching(); },
                  [this](const QString &command) { execute(command); }, [this] { quit(); }})
{}

Engine::~Engine()
{
    if (m_thread) {
        m_stop = true;
        m_thread->wait();
        delete m_thread;
    }
}

void Engine::execute(const QString &command)
{
    const QList<QStringView> words = QStringView(command).split(u' ');
    const QStringView verb = words.first();
    if (verb == u"goita")
        handshake();
    else if (verb == u"isready")
        send(QStringLiteral("readyok"));
    else if (verb == u"setoption")
        setOption(words);
    else if (verb == u"newgame")
        newGame(words);
    else if (verb == u"newround")
        newRound(words);
    else if (verb == u"position")
        position(words);
    else if (verb == u"go")
        go(words);
    else if (verb == u"goshi")
        goshi();
    else if (verb == u"stop")
        stop();
    else if (verb == u"quit")
        quit();
    else if (verb == u"roundover" || verb == u"gameover")
        m_view.reset(); // nothing to answer; the next round starts with newround
    else
        send(QStringLiteral("info string unknown command ") + command);
}

void Engine::handshake()
{
    send(QStringLiteral("id name ") + engineName);
    send(QStringLiteral("id author Kibitz"));
    send(m_strategy.declaration());
    send(QStringLiteral("option name MoveTime type spin default 1000 min 1 max 3600000"));
    send(QStringLiteral("option name Seed type spin default 0 min 0 max 2147483647"));
    send(QStringLiteral("goitaok"));
}

void Engine::setOption(const QList<QStringView> &words)
{
    // setoption name <name> value <value>
    const qsizetype valueAt = words.indexOf(u"value");
    if (words.size() < 3 || words[1] != u"name" || valueAt < 3)
        return send(QStringLiteral("info string error invalid setoption"));
    const QStringView name = span(words, 2, valueAt);
    const QStringView value = span(words, valueAt + 1, words.size());
    if (engines::Strategy::isOptionName(name)) {
        if (!m_strategy.set(value))
            send(QStringLiteral("info string error invalid value ") + value.toString());
    } else if (name.compare(u"MoveTime", Qt::CaseInsensitive) == 0) {
        bool ok = false;
        const qint64 ms = value.toLongLong(&ok);
        if (ok && ms > 0)
            m_moveTimeMs = ms;
        else
            send(QStringLiteral("info string error invalid value ") + value.toString());
    } else if (name.compare(u"Seed", Qt::CaseInsensitive) == 0) {
        // 0 keeps the clock-seeded generator; any other value makes searches repeatable.
        bool ok = false;
        const qint64 seed = value.toLongLong(&ok);
        if (ok && seed > 0)
            m_rng = Rng(quint64(seed));
        else if (!ok || seed < 0)
            send(QStringLiteral("info string error invalid value ") + value.toString());
    } else {
        send(QStringLiteral("info string error unknown option ") + name.toString());
    }
}

void Engine::newGame(const QList<QStringView> &words)
{
    // newgame [target <n>] [kingfinish yes|no] [oppositegoshi redeal|playon]
    Rules rules;
    for (qsizetype i = 1; i + 1 < words.size(); i += 2) {
        const QStringView key = words[i];
        const QStringView value = words[i + 1];
        bool ok = true;
        if (key == u"target")
            rules.targetScore = value.toInt(&ok);
        else if (key == u"kingfinish" && (value == u"yes" || value == u"no"))
            rules.kingMayFinish = value == u"yes";
        else if (key == u"oppositegoshi" && (value == u"redeal" || value == u"playon"))
            rules.oppositeGoshi =
                value == u"redeal" ? OppositeGoshi::Redeal : OppositeGoshi::PlayOn;
        else
            ok = false;
        if (!ok) return send(QStringLiteral("info string error invalid newgame"));
    }
    if (words.size() % 2 == 0) return send(QStringLiteral("info string error invalid newgame"));
    m_rules = rules;
    m_seat = -1;
    m_view.reset();
}

void Engine::newRound(const QList<QStringView> &words)
{
    // newround seat <s> dealer <d> hand <8 digits> score <ours> <theirs> [goshi <s>…]
    m_seat = -1;
    m_view.reset();
    const auto invalid = [] { send(QStringLiteral("info string error invalid newround")); };
    if (words.size() < 10 || words[1] != u"seat" || words[3] != u"dealer" || words[5] != u"hand" ||
        words[7] != u"score")
        return invalid();
    const auto seat = seatNumber(words[2]);
    const auto dealer = seatNumber(words[4]);
    const auto hand = Hand::fromText(words[6]);
    if (!seat || !dealer || !hand || hand->size() != piecesPerSeat) return invalid();
    QList<int> goshi;
    if (words.size() > 10) {
        if (words[10] != u"goshi") return invalid();
        for (QStringView word : words.mid(11)) {
            const auto s = seatNumber(word);
            if (!s) return invalid();
            goshi << *s;
        }
    }
    const auto view = SeatView::fromMoves(*seat, *dealer, *hand, goshi, {}, m_rules);
    if (!view) return invalid();
    m_seat = *seat;
    m_dealer = *dealer;
    m_dealt = *hand;
    m_goshi = goshi;
    m_view = view;
}

void Engine::position(const QList<QStringView> &words)
{
    // position [moves <turn> …]
    if (m_seat < 0) return send(QStringLiteral("info string error position before newround"));
    QList<Move> moves;
    if (words.size() > 1 && words[1] != u"moves")
        return send(QStringLiteral("info string error invalid position"));
    for (QStringView word : words.mid(2)) {
        const auto move = Move::fromText(word);
        if (!move) {
            m_view.reset();
            return send(QStringLiteral("info string error invalid move ") + word.toString());
        }
        moves << *move;
    }
    m_view = SeatView::fromMoves(m_seat, m_dealer, m_dealt, m_goshi, moves, m_rules);
    if (!m_view) send(QStringLiteral("info string error illegal position"));
}

void Engine::go(const QList<QStringView> &words)
{
    // go [time <ms>] [playouts <n>] [infinite]
    if (!m_view || !m_view->isMyTurn()) {
        send(QStringLiteral("info string error not this seat's turn"));
        return send(QStringLiteral("bestmove none"));
    }
    SearchLimits limits;
    bool infinite = false;
    for (qsizetype i = 1; i < words.size(); ++i) {
        bool ok = true;
        if (words[i] == u"infinite")
            infinite = true;
        else if (words[i] == u"time" && i + 1 < words.size())
            limits.timeMs = words[++i].toLongLong(&ok);
        else if (words[i] == u"playouts" && i + 1 < words.size())
            limits.playouts = words[++i].toLongLong(&ok);
        else
            ok = false;
        if (!ok)
            send(QStringLiteral("info string error invalid go argument ") + words[i].toString());
    }
    if (!infinite && limits.timeMs < 0 && limits.playouts < 0) limits.timeMs = m_moveTimeMs;

    if (m_strategy.isRandom()) {
        const QList<Move> moves = m_view->legalMoves();
        m_result = SearchProgress{};
        m_result.best = moves.at(m_rng.bounded(int(moves.size())));
        return send(QStringLiteral("bestmove ") + m_result.best.text());
    }
    m_stop = false;
    const quint64 id = ++m_searchId;
    const SeatView view = *m_view;
    const quint64 seed = m_rng.next();
    m_thread = QThread::create([this, view, seed, limits] {
        Search search(view, seed);
        m_result = search.run(limits, m_stop, [](const SearchProgress &p) { send(infoLine(p)); });
    });
    connect(m_thread, &QThread::finished, this, [this, id] {
        if (id == m_searchId && m_thread) finishSearch();
    });
    m_thread->start();
}

void Engine::finishSearch()
{
    m_stop = true;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    ++m_searchId; // a "finished" still queued for this search is stale now
    send(QStringLiteral("bestmove ") + m_result.best.text());
    m_commands.runPending();
}

void Engine::goshi()
{
    // Asked of the partner of a 5し holder: play on with a hand that can attack, else redeal.
    bool proceed;
    if (m_strategy.isRandom()) {
        proceed = m_rng.chance(50);
    } else {
        int strong = 0;
        for (int d = 1; d <= 5; ++d)
            strong += m_dealt.count(Piece(d));
        proceed = m_dealt.contains(Piece::King) || strong >= 3;
    }
    send(proceed ? QStringLiteral("goshi proceed") : QStringLiteral("goshi redeal"));
}

void Engine::stop()
{
    if (searching()) finishSearch();
}

void Engine::quit()
{
    if (searching()) finishSearch(); // the bestmove a GUI may still be waiting for
    m_commands.close();
    QCoreApplication::exit(0);
}

void Engine::send(const QString &line)
{
    static std::mutex mutex;
    const QByteArray bytes = line.toUtf8() + '\n';
    const std::lock_guard lock(mutex);
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

QString Engine::infoLine(const SearchProgress &p)
{
    const qint64 nps = p.elapsedMs > 0 ? p.playouts * 1000 / p.elapsedMs : 0;
    return QStringLiteral("info score %1 pv %2 samples %3 playouts %4 time %5 nps %6")
        .arg(qRound64(p.score))
        .arg(p.best.text())
        .arg(p.samples)
        .arg(p.playouts)
        .arg(p.elapsedMs)
        .arg(nps);
}

} // namespace kibitz::goita
