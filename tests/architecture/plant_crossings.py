#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Shows that check_boundaries.py catches each kind of crossing: copies the product's folders
into a scratch folder, plants one include that crosses a boundary (one per rule), and checks that
the planted line, and nothing else, is reported. The unplanted copy must pass.

Usage: plant_crossings.py SOURCE_DIR SCRATCH_DIR [QT_INCLUDE_DIR]"""

import shutil
import sys
from pathlib import Path

import check_boundaries

# (file that gets the include, the include line, what the report must name)
PLANTS = [
    ("app/shogi/notation.cpp", '#include "gomoku/renju.h"', "no other game"),
    ("app/shogi/board.cpp", '#include "core/game/game.h"', "only their own rules"),
    ("app/core/game/game.cpp", '#include "shogi/board.h"', "app/core includes no game"),
    ("app/core/record/record.cpp", '#include "core/play/session.h"', "top of the core"),
    ("app/core/play/session.cpp", '#include "core/tournament/matchtally.h"', "top of the core"),
    ("app/core/game/game.cpp", '#include "core/tournament/openingbook.h"', "top of the core"),
    ("app/core/record/record.cpp", '#include "gamecatalog.h"', "app/core includes no game"),
    ("app/cli/main.cpp", '#include "shogi/usi.h"', "names no game"),
    ("app/core/engine/engineprocess.cpp", "#include <QWidget>", "Qt Widgets or Qt Gui"),
    ("app/gomoku/gomokugame.cpp", "#include <QtGui/QColor>", "Qt Widgets or Qt Gui"),
    ("app/gomoku/gomokugame.cpp", '#include "window/mainwindow.h"', "includes ui/"),
    ("engines/shogi/search.cpp", '#include "shogi/notation.h"', "a bundled engine includes"),
    ("engines/gomoku/engine.cpp", '#include "core/game/game.h"', "a bundled engine includes"),
    ("ui/games/gomoku/gomokuboardwidget.cpp", '#include "games/shogi/shogiboardwidget.h"',
     "no other game"),
    ("ui/window/mainwindow.cpp", '#include "games/shogi/shogiboardwidget.h"', "ui/gameui.cpp"),
    ("ui/window/mainwindow.cpp", '#include "stdinreader.h"', "only a bundled engine"),
    ("app/core/game/game.cpp", '#include "core/game/nosuchfile.h"', "no such file"),
]


def copy_product(source, scratch):
    if scratch.exists():
        shutil.rmtree(scratch)
    for folder in ("app", "ui", "engines"):
        shutil.copytree(source / folder, scratch / folder)


def main():
    source, scratch = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    qt_include = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    failures = 0
    copy_product(source, scratch)
    if check_boundaries.check(scratch, qt_include):
        print("FAIL: the unplanted copy already has crossings")
        failures += 1
    for file, line, rule in PLANTS:
        target = scratch / file
        original = target.read_text(encoding="utf-8")
        target.write_text(f"{line}\n{original}", encoding="utf-8")
        problems = check_boundaries.check(scratch, qt_include)
        target.write_text(original, encoding="utf-8")
        caught = [p for p in problems if p.startswith(f"{file}:1:") and rule in p]
        if caught and len(problems) == 1:
            print(f"PASS: {caught[0]}")
        else:
            print(f"FAIL: {file}: {line} gave {problems or 'nothing'}")
            failures += 1
    shutil.rmtree(scratch)
    print(f"{len(PLANTS) + 1 - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
