#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A STAND-IN for a foreign Gomocup engine with Yixin/Rapfi-style live output.

No real engine of that kind (Rapfi, Yixin, Embryo …) can be installed on the test machines (the
only package sources are Debian and npm, and neither has one), so this script speaks the Gomocup
protocol (docs/protocols/gomocup.md) and prints exactly the forms Rapfi prints (Rapfi/search/searchoutput.cpp,
Rapfi/core/iohelper.cpp, Rapfi/core/utils.cpp) so that Kibitz's reading of them is exercised by a
process that is not Kibitz's own engine:

  MESSAGE Depth 3-5 | Eval 35 | Time 12ms | H8 I9 J7          after each depth
  MESSAGE Speed 1200 | Depth 3-5 | Eval 35 | Node 14 | Time 12ms   at the end
  MESSAGE (2) -10 | 3-5 | I9 H8                               multi-PV lines (YXNBEST)
  MESSAGE REALTIME POS x,y / DONE x,y / BEST x,y / REFRESH    with INFO show_detail bit 1
  INFO PV 0 … INFO EVAL … INFO BESTLINE 7,7 8,8 … INFO PV DONE  with INFO show_detail bit 2

Its play is a one-ply pattern count (freestyle, any size): it is not meant to be strong.
"""
import sys

size_w = size_h = 0
board = {}
history = []
show_detail = 0


def out(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def letters(moves):
    # Rapfi's Pos text: column letter from the left, row number from the top, 1-based.
    return " ".join("%s%d" % (chr(ord("A") + x), y + 1) for x, y in moves)


def line_score(x, y, colour):
    total = 0
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = 1
        for s in (1, -1):
            i = 1
            while board.get((x + s * i * dx, y + s * i * dy)) == colour:
                run += 1
                i += 1
        total += (10 ** min(run, 5))
    return total


def candidates(me):
    if not board:
        return [((size_w // 2, size_h // 2), 0)]
    opp = 3 - me
    scored = []
    for y in range(size_h):
        for x in range(size_w):
            if (x, y) in board:
                continue
            near = any((x + dx, y + dy) in board for dx in (-2, -1, 0, 1, 2) for dy in (-2, -1, 0, 1, 2))
            if not near:
                continue
            attack = line_score(x, y, me)
            defend = line_score(x, y, opp)
            scored.append(((x, y), attack * 2 + defend))
    scored.sort(key=lambda t: -t[1])
    return scored


def side_to_move():
    return 1 if len(history) % 2 == 0 else 2


def think(nbest=1):
    me = side_to_move()
    cands = candidates(me)
    if not cands:
        return None
    best = cands[0][0]
    top = [c[0] for c in cands[:3]]
    evals = [min(20000, c[1] // 100) for c in cands[:3]]
    for depth in (1, 2, 3):
        if show_detail & 1:
            out("MESSAGE REALTIME POS %d,%d" % best)
            out("MESSAGE REALTIME DONE %d,%d" % best)
        for k in range(min(nbest, len(top))):
            pv = [top[k]] + [t for t in top if t != top[k]][:depth]
            if show_detail & 2:
                for line in ("PV %d" % k, "NUMPV %d" % nbest, "DEPTH %d" % depth, "SELDEPTH %d" % (depth + 2),
                             "NODES %d" % (depth * 7), "TOTALNODES %d" % (depth * 7), "TOTALTIME %d" % depth,
                             "SPEED 7000", "EVAL %d" % evals[k], "WINRATE 0.5000",
                             "BESTLINE " + " ".join("%d,%d" % p for p in pv), "PV DONE"):
                    out("INFO " + line)
            if nbest > 1:
                out("MESSAGE (%d) %d | %d-%d | %s" % (k + 1, evals[k], depth, depth + 2, letters(pv)))
        out("MESSAGE Depth %d-%d | Eval %d | Time %dms | %s" % (depth, depth + 2, evals[0], depth, letters([best] + top[1:depth])))
        if show_detail & 1:
            out("MESSAGE REALTIME REFRESH")
            out("MESSAGE REALTIME BEST %d,%d" % best)
    out("MESSAGE Speed 7000 | Depth 3-5 | Eval %d | Node 21 | Time 3ms" % evals[0])
    return best


def play_and_print(nbest=1):
    move = think(nbest)
    if move is None:
        out("ERROR no empty point")
        return
    board[move] = side_to_move()
    history.append(move)
    out("%d,%d" % move)


def read_board(search):
    board.clear()
    history.clear()
    entries = []
    for raw in sys.stdin:
        line = raw.strip()
        if line.upper() == "DONE":
            break
        parts = line.split(",")
        if len(parts) == 3:
            entries.append(((int(parts[0]), int(parts[1])), int(parts[2])))
    # Colours: the stones come in playing order, black first.
    for (p, _field) in entries:
        board[p] = 1 if len(history) % 2 == 0 else 2
        history.append(p)
    if search:
        play_and_print()


def main():
    global size_w, size_h, show_detail
    for raw in sys.stdin:
        line = raw.strip()
        if not line:
            continue
        word, _, rest = line.partition(" ")
        word = word.upper()
        if word == "ABOUT":
            out('name="YixinStyleStandIn", version="0.1", author="Kibitz tests (a stand-in)", country="-"')
        elif word in ("START", "RECTSTART"):
            try:
                if word == "START":
                    size_w = size_h = int(rest)
                else:
                    size_w, size_h = (int(v) for v in rest.split(","))
                board.clear()
                history.clear()
                out("OK")
            except ValueError:
                out("ERROR bad size")
        elif word == "RESTART":
            board.clear()
            history.clear()
            out("OK")
        elif word == "INFO":
            key, _, value = rest.partition(" ")
            if key.lower() == "show_detail":
                show_detail = int(value or 0)
        elif word == "BEGIN":
            play_and_print()
        elif word == "TURN":
            x, y = (int(v) for v in rest.split(","))
            board[(x, y)] = side_to_move()
            history.append((x, y))
            play_and_print()
        elif word == "BOARD":
            read_board(True)
        elif word == "YXBOARD":
            read_board(False)
        elif word == "YXNBEST":
            play_and_print(max(1, int(rest or 1)))
        elif word == "TAKEBACK":
            x, y = (int(v) for v in rest.split(","))
            if (x, y) in board:
                del board[(x, y)]
                history.remove((x, y))
            out("OK")
        elif word in ("YXSTOP", "STOP"):
            pass  # the search above never outlasts a command
        elif word == "END":
            return
        else:
            out("UNKNOWN " + word)


if __name__ == "__main__":
    main()
