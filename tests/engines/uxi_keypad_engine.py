#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A UXI tic-tac-toe engine that is "not ours", for Kibitz's tests.

This is a stand-in written for Kibitz's tests. It imitates the wire behaviour of muzudho's
tic-tac-toe-on-python (the UXI engine Kibitz must be able to play), because the original cannot
be fetched on the test machines. None of its code is copied; only what it looks like on the
wire is imitated:

- free text before `uxiok`: self-test output, a Japanese help text, a board picture,
  lines such as `Nought=|o|` and `win o`, and a short pause before input is read;
- keypad squares (7 8 9 / 4 5 6 / 1 2 3) and `o` moving first;
- messy `info` lines during `go` (fixed-width numbers, a PV followed by `|`-separated columns,
  quoted chatter), then `info result=win|draw|lose` and `bestmove <digit>` or `resign`;
- `Debug   | Invalid command=|...|` for anything it does not know (including `stop`).

Commands: uxi, position xfen <r1>/<r2>/<r3> <o|x> [moves d d ...], go, pos, xfen, do <d>,
undo, quit. Play is a full minimax (memoised), so it never plays an illegal move and never loses.
"""

import sys
import time

# Keypad digits in reading order (top row first), and the order moves are tried in.
READING_ORDER = [7, 8, 9, 4, 5, 6, 1, 2, 3]
PREFERENCE = [5, 7, 9, 1, 3, 8, 4, 6, 2]
LINES = [(7, 8, 9), (4, 5, 6), (1, 2, 3), (7, 4, 1), (8, 5, 2), (9, 6, 3), (7, 5, 3), (9, 5, 1)]
NAME = "tic-tac-toe v20200704.0.0"


def emit(text=""):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def opponent(mark):
    return "x" if mark == "o" else "o"


class Position:
    def __init__(self):
        self.cells = {d: None for d in range(1, 10)}
        self.start_turn = "o"
        self.history = []

    @property
    def turn(self):
        return self.start_turn if len(self.history) % 2 == 0 else opponent(self.start_turn)

    def stones(self):
        return sum(1 for v in self.cells.values() if v)

    def winner(self):
        for a, b, c in LINES:
            if self.cells[a] and self.cells[a] == self.cells[b] == self.cells[c]:
                return self.cells[a]
        return None

    def legal(self):
        if self.winner():
            return []
        return [d for d in PREFERENCE if self.cells[d] is None]

    def play(self, d):
        self.cells[d] = self.turn
        self.history.append(d)

    def undo(self):
        self.cells[self.history.pop()] = None

    def key(self):
        return tuple(self.cells[d] or "." for d in range(1, 10)) + (self.turn,)

    def xfen(self):
        """The current position, without a move list."""
        rows = []
        for r in range(3):
            text, run = "", 0
            for d in READING_ORDER[r * 3:r * 3 + 3]:
                if self.cells[d] is None:
                    run += 1
                    continue
                if run:
                    text += str(run)
                run = 0
                text += self.cells[d]
            if run:
                text += str(run)
            rows.append(text)
        return "xfen " + "/".join(rows) + " " + self.turn


def parse_position(words):
    """words: the tokens after `position`. Returns a Position or raises ValueError."""
    if len(words) < 3 or words[0] != "xfen":
        raise ValueError("expected xfen")
    rows = words[1].split("/")
    if len(rows) != 3:
        raise ValueError("expected three rows")
    pos = Position()
    for r, row in enumerate(rows):
        col = 0
        for ch in row:
            if ch in "123":
                col += int(ch)
            elif ch in "oxOX":
                if col > 2:
                    raise ValueError("row too long")
                pos.cells[READING_ORDER[r * 3 + col]] = ch.lower()
                col += 1
            else:
                raise ValueError("bad character")
        if col != 3:
            raise ValueError("row length")
    if words[2] not in ("o", "x"):
        raise ValueError("side to move")
    pos.start_turn = words[2]
    rest = words[3:]
    if rest:
        if rest[0] != "moves":
            raise ValueError("expected moves")
        for w in rest[1:]:
            if len(w) != 1 or w not in "123456789":
                raise ValueError("bad move")
            d = int(w)
            if d not in pos.legal():
                raise ValueError("illegal move")
            pos.play(d)
    return pos


def board_picture(pos):
    c = {d: (pos.cells[d] or " ") for d in range(1, 10)}

    def row(a, b, d):
        return "| {} | {} | {} |".format(c[a], c[b], c[d])

    lines = [
        "[Next {} move(s) | Go {}]".format(pos.stones() + 1, pos.turn),
        "+---+---+---+",
        row(7, 8, 9) + " マスを選んでください。例 `do 7`",
        "+---+---+---+",
        row(4, 5, 6) + "    7 8 9",
        "+---+---+---+    4 5 6",
        row(1, 2, 3) + "    1 2 3",
        "+---+---+---+",
    ]
    return "\n".join(lines)


RESULT_WORD = {1: "win", 0: "draw", -1: "lose"}
CHATTER = {1: '"I win!"', 0: '"Draw."', -1: '"You win..."'}


class Search:
    def __init__(self, pos):
        self.pos = pos
        self.memo = {}
        self.nodes = 0
        self.started = time.monotonic()

    def value(self):
        """Minimax value for the side to move: 1 win, 0 draw, -1 loss."""
        self.nodes += 1
        key = self.pos.key()
        if key in self.memo:
            return self.memo[key]
        if self.pos.winner():
            v = -1  # the previous move won
        elif self.pos.stones() == 9:
            v = 0
        else:
            v = -1
            for d in self.pos.legal():
                self.pos.play(d)
                v = max(v, -self.value())
                self.pos.undo()
                if v == 1:
                    break
        self.memo[key] = v
        return v

    def nps(self):
        elapsed = time.monotonic() - self.started
        return int(self.nodes / elapsed) if elapsed > 0.001 else 0

    def line(self, path, down, d, result=None):
        pv = " ".join(str(m) for m in path)
        height = self.pos.stones() + (1 if down else 2)
        arrow = "->   to height {}".format(height) if down else "<- from height {}".format(height)
        move = "+ [{}]".format(d)
        return "info nps {:>6} nodes {:>6} pv {}             | {} | {} | {} | {:<4} | + {}".format(
            self.nps(), self.nodes, pv,
            move if down else "     ", arrow, "     " if down else move,
            "" if result is None else RESULT_WORD[result],
            '"Hello!"' if down else CHATTER[result])

    def explore(self, path, depth):
        """Value for the side to move; prints the tree walk down to `depth` plies."""
        best = -2
        for d in self.pos.legal():
            self.pos.play(d)
            path.append(d)
            emit(self.line(path, True, d))
            self.nodes += 1
            if self.pos.winner():
                v = 1
            elif self.pos.stones() == 9:
                v = 0
            elif depth > 1:
                v = -self.explore(path, depth - 1)
            else:
                v = -self.value()
            self.pos.undo()
            emit(self.line(path, False, d, v))
            path.pop()
            best = max(best, v)
        return best

    def best_move(self):
        """(move, value) for the side to move, or (None, None) when there is no move."""
        moves = self.pos.legal()
        if not moves:
            return None, None
        self.explore([], 2)
        best, best_value = None, -2
        for d in moves:
            self.pos.play(d)
            won = self.pos.winner() is not None
            v = 1 if won else -self.value()
            self.pos.undo()
            if won:
                return d, v  # the quickest win
            if v > best_value:
                best, best_value = d, v
        return best, best_value


def banner(pos):
    # Self-test output first, as the original prints it on every start.
    emit("Test")
    emit("----")
    test = Position()
    for d in (7, 4, 8, 5, 9):
        test.play(d)
    emit("Nought=|o|")
    emit("Cross=|x|")
    emit("position {}".format(test.xfen()))
    emit("win {}".format(test.winner()))
    emit("Test ok.")
    emit()
    emit("〇×ゲーム（UXI 対応）")
    emit("コマンド一覧:")
    emit("    do 7                             ... 7 番のマスに打つ（番号はテンキーの並び）")
    emit("    undo                             ... 一手戻す")
    emit("    pos                              ... 盤面を表示する")
    emit("    position xfen 3/3/3 o moves 5 1  ... 局面を設定する")
    emit("    xfen                             ... 局面を xfen で表示する")
    emit("    go                               ... コンピューターが次の一手を考える")
    emit("    uxi                              ... UXI プロトコルを使う")
    emit("    quit                             ... 終了する")
    emit()
    emit(board_picture(pos))


def main():
    for stream in (sys.stdin, sys.stdout):
        stream.reconfigure(encoding="utf-8", errors="replace")
    pos = Position()
    banner(pos)
    time.sleep(0.3)

    while True:
        raw = sys.stdin.readline()
        if not raw:
            return 0
        line = raw.strip()
        words = line.split()
        if not words:
            continue
        cmd = words[0]
        if cmd == "quit":
            return 0
        if cmd == "uxi":
            emit("uxiok " + NAME)
        elif cmd == "position":
            try:
                pos = parse_position(words[1:])
            except ValueError:
                emit("Debug   | Invalid command=|{}|".format(line))
        elif cmd == "go":
            move, value = Search(pos).best_move()
            if move is None:
                emit("resign")
            else:
                emit("info result={}".format(RESULT_WORD[value]))
                emit("bestmove {}".format(move))
        elif cmd == "pos":
            emit(board_picture(pos))
            if pos.winner():
                emit("win {}".format(pos.winner()))
        elif cmd == "xfen":
            emit(pos.xfen())
        elif cmd == "do" and len(words) == 2 and words[1].isdigit() \
                and int(words[1]) in pos.legal():
            pos.play(int(words[1]))
            emit(board_picture(pos))
            if pos.winner():
                emit("win {}".format(pos.winner()))
        elif cmd == "undo" and pos.history:
            pos.undo()
            emit(board_picture(pos))
        else:
            emit("Debug   | Invalid command=|{}|".format(line))


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (BrokenPipeError, KeyboardInterrupt):
        sys.exit(0)
