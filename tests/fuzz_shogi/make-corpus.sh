#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Seeds each shogi fuzz target's corpus from the shared shogi files:
#   tests/fuzz_shogi/make-corpus.sh [DATA_DIR] [OUT_DIR]
# DATA_DIR defaults to ../shared/data/shogi next to the source tree, OUT_DIR to
# build-fuzz-shogi/corpus; it fills OUT_DIR/{kif,ki2,csa,jkf,sfen,bod}. Files are copied, never
# committed: the corpora grow while fuzzing.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
data=${1:-$root/../shared/data/shogi}
out=${2:-$root/build-fuzz-shogi/corpus}
[ -d "$data" ] || { echo "no shogi data in $data" >&2; exit 1; }

# copy FORMAT FILE: under a name made from its path, so files called record.kifu do not clash.
copy() {
    mkdir -p "$out/$1"
    cp "$2" "$out/$1/$(echo "${2#"$data"/}" | tr '/' '_')"
}

find "$data" -type f | sort | while read -r f; do
    case $f in
    *.kif | *.kifu) copy kif "$f" ;;
    *.ki2 | *.ki2u) copy ki2 "$f" ;;
    *.csa) copy csa "$f" ;;
    *.jkf) copy jkf "$f" ;;
    *.sfen) copy sfen "$f" ;;
    esac
done

# SFEN/USI: the position lines engines were sent (the first, a middle one and the last of each log).
mkdir -p "$out/sfen" "$out/bod"
i=0
for log in $(find "$data" -name usi.log | sort); do
    lines=$(grep -c 'position ' "$log" || true)
    [ "$lines" -gt 0 ] || continue
    for k in 1 $(((lines + 1) / 2)) "$lines"; do
        i=$((i + 1))
        grep 'position ' "$log" | sed -n "${k}p" | sed 's/^.*position /position /' \
            >"$out/sfen/usi-$i.usi"
    done
done

# BOD: the diagrams in KIF files (from 後手の持駒 to 先手の持駒, with the turn line after it).
i=0
for f in $(grep -l '^後手の持駒' -r "$data" --include='*.kif*' | sort); do
    i=$((i + 1))
    sed -n '/^後手の持駒/,/^先手の持駒/p' "$f" >"$out/bod/diagram-$i.bod"
    sed -n '/^先手の持駒/{n;/番$/p}' "$f" >>"$out/bod/diagram-$i.bod"
done

for d in kif ki2 csa jkf sfen bod; do
    echo "$d: $(ls "$out/$d" | wc -l) seeds"
done
