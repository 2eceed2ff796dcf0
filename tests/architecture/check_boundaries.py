#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads every #include of the product (app/, ui/, engines/) and fails on one that crosses a
boundary of docs/architecture.md, as ShogiHome's linter does with its import zones:

- a game's folder (app/<game>, ui/games/<game>, engines/<game>) includes no other game;
- a game's rules (the files of kibitz_<game>_rules in app/<game>/CMakeLists.txt) include only
  their own rules, so that the bundled engine can link them alone;
- app/core includes no game, no cli, no game list; app/core/tournament is the top of the core,
  app/core/play under it: nothing else in the core includes either, save the opening types
  (tournament/opening*, openinglist*) that Game reads, which are of the core's base;
- kibitz-cli asks the game list and names no game;
- nothing under app/ or engines/ includes ui/ or a Qt Widgets or Qt Gui header;
- a bundled engine includes only its own folder, engines/common and its game's rules;
- only ui/gameui.cpp, the GUI's list of games, includes the games' widgets from outside them.

Usage: check_boundaries.py SOURCE_DIR [QT_INCLUDE_DIR]. Prints each crossing as
"file:line: includes X (zone) from zone: rule" and exits 1 when there is one, 0 otherwise.
An include that resolves to no file of the tree and no system header is reported too, so that a
moved header cannot slip past the check."""

import re
import sys
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.M)
GAME_FOLDERS_EXCLUDED = {"core", "cli"}
# The opening types: Game's vocabulary (Game::readOpenings), so in the core's base zone.
BASE_TOURNAMENT_FILES = {"opening", "openinglist"}
# The core's layers, lowest first: a zone includes its own and lower ones only.
CORE_LAYERS = ["core", "core/play", "core/tournament"]
SOURCE_SUFFIXES = {".h", ".cpp"}


def rules_files(root, game):
    """The stems of kibitz_<game>_rules' sources, read off the game's CMakeLists.txt."""
    text = (root / "app" / game / "CMakeLists.txt").read_text(encoding="utf-8")
    match = re.search(r"\bRULES\b(.*?)\bGAME\b", text, re.S)
    return {Path(word).stem for word in match.group(1).split()} if match else set()


class Tree:
    def __init__(self, root, qt_include):
        self.root = root
        self.qt_include = qt_include
        self.games = sorted(p.name for p in (root / "app").iterdir()
                            if p.is_dir() and (p / "CMakeLists.txt").exists()
                            and p.name not in GAME_FOLDERS_EXCLUDED)
        self.rules = {g: rules_files(root, g) for g in self.games}

    def zone(self, rel):
        """The zone of a product file, by its path relative to the root."""
        parts = rel.parts
        if parts[0] == "app":
            if len(parts) == 2:
                return "catalog"
            if parts[1] == "core":
                if parts[2] == "tournament" and rel.stem not in BASE_TOURNAMENT_FILES:
                    return "core/tournament"
                return "core/play" if parts[2] == "play" else "core"
            if parts[1] == "cli":
                return "cli"
            game = parts[1]
            stem = rel.stem
            own_cpp = (self.root / rel).with_suffix(".cpp").exists()
            # A header without a .cpp belongs to the rules unless it reaches outside them,
            # which the rules' own check then reports.
            if stem in self.rules[game] or (rel.suffix == ".h" and not own_cpp
                                             and self.header_only_rules(rel, game)):
                return f"rules:{game}"
            return f"game:{game}"
        if parts[0] == "ui":
            if len(parts) > 2 and parts[1] == "games":
                return f"ui-game:{parts[2]}"
            return "ui"
        if parts[0] == "engines":
            return "engine-common" if parts[1] == "common" else f"engine:{parts[1]}"
        return "other"

    def header_only_rules(self, rel, game):
        text = (self.root / rel).read_text(encoding="utf-8", errors="replace")
        return all(not inc.startswith(("core/", "gamecatalog")) for kind, inc in
                   INCLUDE.findall(text) if kind == '"')

    def resolve(self, including, name):
        """The included file relative to the root, or None for a system or Qt header."""
        for base in (including.parent, Path("app"), Path("ui"), Path("engines/common")):
            candidate = base / name
            if (self.root / candidate).is_file():
                return Path(*[p for p in candidate.parts if p != "."])
        return None

    def qt_module(self, name):
        """QtWidgets or QtGui for a header of those modules, else None."""
        module, _, header = name.rpartition("/")
        if module in ("QtWidgets", "QtGui"):
            return module
        if not module and self.qt_include:
            for candidate in ("QtWidgets", "QtGui"):
                if (self.qt_include / candidate / header).is_file() and not (
                        self.qt_include / "QtCore" / header).is_file():
                    return candidate
        return None


def allowed(zone, target, including):
    """None when `zone` may include `target`, else the rule it breaks."""
    kind, _, game = zone.partition(":")
    tkind, _, tgame = target.partition(":")
    if game and tgame and game != tgame:
        return "a game's folder includes no other game"
    if kind == "rules":
        return None if tkind == "rules" else "a game's rules include only their own rules"
    if target == "ui" or tkind == "ui-game":
        if zone == "ui" and tkind == "ui-game" and including.as_posix() != "ui/gameui.cpp":
            return "only ui/gameui.cpp names the games' widgets"
        if kind in ("ui", "ui-game"):
            return None
        return "nothing under app/ or engines/ includes ui/"
    if zone in CORE_LAYERS:
        if target in CORE_LAYERS:
            if CORE_LAYERS.index(target) <= CORE_LAYERS.index(zone):
                return None
            return ("app/core/tournament is the top of the core and app/core/play under it: "
                    "a part of the core includes only its own layer and those under it")
        return "app/core includes no game, cli or game list"
    if zone == "cli":
        return None if target in ["cli", "catalog"] + CORE_LAYERS else \
            "kibitz-cli asks the game list and names no game"
    if kind == "engine" or zone == "engine-common":
        ok = target == "engine-common" or (kind == "engine" and tkind in ("engine", "rules"))
        return None if ok else "a bundled engine includes its folder, engines/common and its rules"
    if target == "engine-common" or tkind == "engine":
        return "only a bundled engine includes engines/"
    if target == "cli":
        return "nothing includes kibitz-cli's files but kibitz-cli"
    return None


def check(root, qt_include):
    tree = Tree(root, qt_include)
    problems = []
    for folder in ("app", "ui", "engines"):
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in SOURCE_SUFFIXES:
                continue
            rel = path.relative_to(root)
            zone = tree.zone(rel)
            text = path.read_text(encoding="utf-8", errors="replace")
            for match in INCLUDE.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                kind, name = match.groups()
                where = f"{rel.as_posix()}:{line}: includes {name}"
                if kind == "<":
                    module = tree.qt_module(name)
                    if module and folder != "ui":
                        problems.append(f"{where} ({module}) from {zone}: only ui/ uses Qt "
                                        "Widgets or Qt Gui")
                    continue
                target_path = tree.resolve(rel, name)
                if target_path is None:
                    problems.append(f"{where}: no such file in the tree")
                    continue
                target = tree.zone(target_path)
                rule = allowed(zone, target, rel)
                if rule:
                    problems.append(f"{where} ({target}) from {zone}: {rule}")
    return problems


def main():
    root = Path(sys.argv[1]).resolve()
    qt_include = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    problems = check(root, qt_include)
    for problem in problems:
        print(problem)
    print(f"{len(problems)} boundary crossings")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
