#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The built programs carry no RPATH or RUNPATH: every library they link is the system's, and an
# empty entry (CMake's padding for an install-time rewrite) is the current directory, searched
# first for every library and able to load one planted there.
#   check-no-runpath.sh PROGRAM...
set -u
status=0
for program in "$@"; do
    if ! dynamic=$(readelf --dynamic "$program" 2>&1); then
        echo "FAIL: cannot read $program: $dynamic" >&2
        status=1
        continue
    fi
    if paths=$(grep -E '\((RPATH|RUNPATH)\)' <<<"$dynamic"); then
        echo "FAIL: $program has a library search path: $paths" >&2
        status=1
    fi
done
exit $status
