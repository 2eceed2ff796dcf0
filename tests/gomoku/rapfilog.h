// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Replays a real Gomocup engine log (`recv:` sent to the engine, `send:` its output; the Rapfi
// logs of ../shared/data/gomoku/rapfi/) through a GomocupAdapter, search by search, and reads
// the log's INFO PV blocks on its own, so that what the adapter emits can be checked against
// the raw text. Used by the adapter tests and the engine panel test.

#include "core/engine/engineadapter.h"
#include "gomoku/gomocupadapter.h"
#include "gomoku/gomokugame.h"

#include <QFile>
#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QStringList>

#include <memory>

namespace rapfilog {

// One search of the log: the position it was for and the engine's lines until its move.
struct Search
{
    QString setup;        // Kibitz's set-up text: size and rule
    QStringList moves;    // from the empty board, black first
    int multiPv = 1;      // YXNBEST n
    bool stopped = false; // YXSTOP was sent during the search
    QStringList output;   // the engine's lines, the move (or ERROR) last
};

// A block `INFO PV n … INFO PV DONE` of the log, read with plain string splitting.
struct Block
{
    int rank = 0; // n + 1
    int depth = -1;
    QString eval;
    QStringList bestline;
    QString winRate; // as the engine wrote it ("0.567093"); empty without one
};

inline QString ruleName(int bits)
{
    return bits & 4   ? QStringLiteral("renju")
           : bits & 1 ? QStringLiteral("standard")
                      : QStringLiteral("freestyle");
}

inline QList<Search> readSearches(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    static const QRegularExpression move(QStringLiteral("^\\d+,\\d+$"));
    QList<Search> searches;
    QString size = QStringLiteral("15");
    QString rule = QStringLiteral("freestyle");
    QStringList moves;
    QString board; // BOARD or YXBOARD while its stones are read
    bool searching = false;
    auto begin = [&](int multiPv) {
        searches.append({size + QLatin1Char(' ') + rule, moves, multiPv, false, {}});
        searching = true;
    };
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.startsWith(u"recv:")) {
            const QString c = line.mid(5);
            if (!board.isEmpty()) {
                if (c != u"DONE") {
                    // The logs' positions list the stones black, white, black … in order.
                    moves << c.section(QLatin1Char(','), 0, 1);
                    continue;
                }
                if (board == u"BOARD") begin(1); // YXBOARD waits for YXNBEST
                board.clear();
            } else if (c.startsWith(u"START ")) {
                size = c.mid(6);
                moves.clear();
            } else if (c.startsWith(u"INFO rule ")) {
                rule = ruleName(c.mid(10).toInt());
            } else if (c == u"BOARD" || c == u"YXBOARD") {
                board = c;
                moves.clear();
            } else if (c == u"BEGIN") {
                begin(1);
            } else if (c.startsWith(u"TURN ")) {
                moves << c.mid(5);
                begin(1);
            } else if (c.startsWith(u"YXNBEST ")) {
                begin(c.mid(8).toInt());
            } else if (c == u"YXSTOP" && searching) {
                searches.last().stopped = true;
            }
            continue;
        }
        if (!line.startsWith(u"send:") || !searching) continue;
        const QString out = line.mid(5);
        searches.last().output << out;
        if (move.match(out).hasMatch() || out.startsWith(u"ERROR")) {
            searching = false;
            if (!out.startsWith(u"ERROR")) moves << out;
        }
    }
    return searches;
}

// The INFO PV blocks among a search's lines.
inline QList<Block> blocks(const QStringList &output)
{
    QList<Block> found;
    bool open = false;
    for (const QString &l : output) {
        const QStringList w = l.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (w.size() < 2 || w[0] != u"INFO") continue;
        if (w[1] == u"PV" && w.value(2) == u"DONE") {
            open = false;
        } else if (w[1] == u"PV") {
            found.append({w.value(2).toInt() + 1, -1, {}, {}, {}});
            open = true;
        } else if (open && w[1] == u"DEPTH") {
            found.last().depth = w.value(2).toInt();
        } else if (open && w[1] == u"EVAL") {
            found.last().eval = w.value(2);
        } else if (open && w[1] == u"WINRATE") {
            found.last().winRate = w.value(2);
        } else if (open && w[1] == u"BESTLINE") {
            found.last().bestline = w.mid(2);
        }
    }
    return found;
}

// Runs a search's lines through the adapter (which answers START itself), as Kibitz would have
// asked for that position; returns the infos the adapter emitted.
inline QList<kibitz::EngineInfo> replay(kibitz::gomoku::GomocupAdapter &adapter,
                                        const kibitz::gomoku::GomokuGame &game,
                                        const Search &search, int *bestMoves = nullptr)
{
    using namespace kibitz;
    QList<EngineInfo> infos;
    std::shared_ptr<Position> start(game.startPosition(search.setup));
    if (!start) return infos;
    std::shared_ptr<Position> current(start->clone());
    for (const QString &m : search.moves) {
        if (!current->isLegal(m)) return infos;
        current->play(m);
    }
    SearchRequest request;
    request.start = start;
    request.current = current;
    request.moves = search.moves;
    request.multiPv = search.multiPv;
    // Several lines, or a search the user stopped: an analysis until stopped; else a turn of 1 s.
    if (search.multiPv > 1 || search.stopped)
        request.kind = SearchRequest::Kind::Analysis;
    else
        request.timeControl = *TimeControl::parse(QStringLiteral("movetime=1000"));
    QString lastSent;
    const auto sent = QObject::connect(&adapter, &EngineAdapter::lineSent,
                                       [&](const QString &l) { lastSent = l; });
    const auto got = QObject::connect(&adapter, &EngineAdapter::infoReceived,
                                      [&](const EngineInfo &i) { infos << i; });
    const auto best = QObject::connect(&adapter, &EngineAdapter::bestMoveReceived, [&] {
        if (bestMoves) ++*bestMoves;
    });
    adapter.go(request);
    for (int i = 0; i < 2 && (lastSent.startsWith(u"START") || lastSent == u"RESTART"); ++i)
        adapter.receiveLine(QStringLiteral("OK"));
    for (const QString &l : search.output)
        adapter.receiveLine(l);
    QObject::disconnect(sent);
    QObject::disconnect(got);
    QObject::disconnect(best);
    return infos;
}

} // namespace rapfilog
