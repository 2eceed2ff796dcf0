#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `cmake --install` lays out the prefix, and the prefix still works once moved elsewhere: the
# moved kibitz-cli plays a match with every bundled engine and a shogi mate search; the engines
# exist only in the moved prefix's libexec/kibitz/ (none beside the program), so they are found
# relative to the program.
# Usage: check-relocated-install.sh BUILD_DIR SCRATCH_DIR ENGINE...
set -euo pipefail
build=$1 scratch=$2
shift 2
engines=("$@")
[ ${#engines[@]} -ge 4 ] || { echo "FAIL: too few bundled engines given: ${engines[*]}" >&2; exit 1; }
rm -rf "$scratch"
cmake --install "$build" --prefix "$scratch/prefix" >/dev/null
mv "$scratch/prefix" "$scratch/moved"
root=$scratch/moved
failed=0
for file in bin/kibitz bin/kibitz-cli "${engines[@]/#/libexec/kibitz/}" \
    share/kibitz/translations/kibitz_ja.qm share/kibitz/translations/kibitz_zh_CN.qm \
    share/applications/io.github.kibitz.Kibitz.desktop \
    share/metainfo/io.github.kibitz.Kibitz.metainfo.xml \
    share/mime/packages/io.github.kibitz.Kibitz.xml \
    share/icons/hicolor/scalable/apps/io.github.kibitz.Kibitz.svg \
    share/icons/hicolor/48x48/apps/io.github.kibitz.Kibitz.png \
    share/man/man1/kibitz-cli.1.gz share/doc/kibitz/copyright; do
    [ -e "$root/$file" ] || { echo "FAIL: not installed: $file" >&2; failed=1; }
done
for engine in "${engines[@]}"; do
    [ ! -e "$root/bin/$engine" ] || { echo "FAIL: $engine is installed in bin/" >&2; failed=1; }
done

# kibitz-cli ARGS... must print every line of EXPECTED (one pattern a line) and nothing of an
# engine that crashed, stalled, played an illegal move or was not found.
expect() {
    local expected=$1 output
    shift
    output=$(cd "$scratch" && "$root/bin/kibitz-cli" "$@" 2>&1) || true
    echo "$output"
    while read -r pattern; do
        grep -qE -- "$pattern" <<<"$output" || {
            echo "FAIL: kibitz-cli $* did not print: $pattern" >&2
            failed=1
        }
    done <<<"$expected"
    ! grep -qE 'engine-crash|engine-stall|illegal-move|missing' <<<"$output" || {
        echo "FAIL: kibitz-cli $* ran into an engine fault" >&2
        failed=1
    }
}
# A match for every bundled engine, short ones: shogi from a mate in one for the side to move.
for engine in "${engines[@]}"; do
    case $engine in
    kibitz-tictactoe)
        expect '^Score of kibitz-tictactoe vs kibitz-tictactoe: 0 - 0 - 2$' \
            match --game tictactoe --engine bundled --engine bundled --games 2 --movetime 50 ;;
    kibitz-shogi)
        expect '^Score of kibitz-shogi vs kibitz-shogi: 1 - 1 - 0$' \
            match --game shogi --engine bundled --engine bundled --games 2 --movetime 50 \
            --setup 'sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1'
        # The mate search finds the engine the same way.
        expect $'^mate in 1: \n^usi: G\\*5b$' \
            mate --engine bundled --sfen '4k4/9/4P4/9/9/9/9/9/9 b G 1' --movetime 5000 ;;
    kibitz-gomoku)
        expect $'^Game 2 .*\\{rules: \n^Score of kibitz-gomoku[^ ]* [^ ]* vs kibitz-gomoku' \
            match --game gomoku --size 7 --engine bundled --engine bundled --games 2 --movetime 20 ;;
    kibitz-goita)
        expect $'^Game 1 .*\\{rules: \n^Score of kibitz-goita vs' \
            match --game goita --target 30 --engine bundled --engine bundled --engine bundled \
            --engine bundled --movetime 20 ;;
    *)
        echo "FAIL: no match here for the bundled engine $engine" >&2
        failed=1 ;;
    esac
done
[ $failed -eq 0 ] && rm -rf "$scratch"
exit $failed
