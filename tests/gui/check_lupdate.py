#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs lupdate over the sources into copies of the .ts files and fails when it would add, drop
or leave unfinished a message: a tr() whose context lupdate files differently from the context
the program looks it up in (a helper class calling another class's tr, say) is then seen here,
not as an untranslated message in the running program.

Usage: check_lupdate.py CMAKE LUPDATE GENERATE_SCRIPT PROJECT_IN TS_DIR SCRATCH"""

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def entries(path):
    found = {}
    for context in ET.parse(path).getroot().findall("context"):
        name = context.find("name").text
        for message in context.findall("message"):
            translation = message.find("translation")
            found[(name, message.find("source").text)] = translation.get("type")
    return found


def main():
    cmake, lupdate, generate, project_in, ts_dir, scratch = sys.argv[1:]
    scratch = Path(scratch)
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir(parents=True)
    project = scratch / "project.json"
    subprocess.run([cmake, f"-DIN_FILE={project_in}", f"-DOUT_FILE={project}", "-P", generate],
                   check=True)
    problems = 0
    for ts in sorted(Path(ts_dir).glob("*.ts")):
        copy = scratch / ts.name
        shutil.copy(ts, copy)
        subprocess.run([lupdate, "-silent", "-project", str(project), "-no-obsolete",
                        "-locations", "none", "-ts", str(copy)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        before, after = entries(ts), entries(copy)
        for key in sorted(set(before) - set(after)):
            print(f"{ts.name}: no tr() in the sources has {key} any more (obsolete)")
            problems += 1
        for key, kind in sorted(after.items()):
            if key not in before or kind == "unfinished":
                print(f"{ts.name}: {key} has no translation")
                problems += 1
    print(f"{problems} translation problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
