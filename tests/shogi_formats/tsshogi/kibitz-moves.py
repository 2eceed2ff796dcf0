#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Prints, for every shogi record under a folder, what `kibitz-cli convert` reads: the start SFEN,
the main line in USI and the ending (as tsshogi names it), in tsshogi-moves.cjs's columns.
Usage: kibitz-moves.py KIBITZ_CLI ROOT"""
import os, re, subprocess, sys, tempfile
cli, root = sys.argv[1], sys.argv[2]
exts = {".kif", ".kifu", ".ki2", ".ki2u", ".csa", ".jkf"}
start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
words = {"投了": "resign", "中断": "interrupt", "千日手": "repetitionDraw", "持将棋": "impass",
         "詰み": "mate", "不詰": "noMate", "切れ負け": "timeout", "反則勝ち": "foulWin",
         "反則負け": "foulLose", "入玉勝ち": "enteringOfKing", "不戦勝": "winByDefault",
         "不戦敗": "loseByDefault", "トライ": "try"}
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs
               if os.path.splitext(f)[1].lower() in exts)
tmp = tempfile.mkdtemp()
for path in sorted(files, key=lambda p: os.path.relpath(p, root).split(os.sep)):
    rel = os.path.relpath(path, root)
    usi, kif = os.path.join(tmp, "o.usi"), os.path.join(tmp, "o.kifu")
    p = subprocess.run([cli, "convert", "--in", path, "--out", usi], capture_output=True, text=True)
    if p.returncode != 0:
        print(f"{rel}\tERROR\t{(p.stderr or p.stdout).strip()}")
        continue
    subprocess.run([cli, "convert", "--in", path, "--out", kif], capture_output=True)
    line = open(usi, encoding="utf-8").read().split("\n")[0].strip()
    m = re.match(r"position (startpos|sfen (.*?))(?: moves (.*))?$", line)
    sfen = start if m.group(1) == "startpos" else m.group(2)
    ending = ""
    for l in open(kif, encoding="utf-8").read().split("\n"):
        if l.startswith("変化"): break
        w = re.match(r"\s*\d+ (\S+)", l)
        if w and not re.match(r"[１-９同]", w.group(1)):
            ending = words.get(w.group(1), "any:" + w.group(1))
    print(f"{rel}\t{sfen}\t{m.group(3) or ''}\t{ending}")
