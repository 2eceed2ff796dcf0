#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the shogi fuzz targets one after another (never in parallel: one core each is plenty):
#   tests/fuzz_shogi/run-fuzzers.sh [SECONDS] [TARGET…]
# from a build made as README.md says; the corpora are the ones make-corpus.sh fills. Each
# target's output goes to build-fuzz-shogi/fuzz-logs/<target>.log, crashes to …/artifacts/.
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=${BUILD:-$here/../../build-fuzz-shogi}
seconds=${1:-600}
[ $# -gt 0 ] && shift
targets=${*:-kif ki2 csa jkf sfen bod}
mkdir -p "$build/fuzz-logs" "$build/artifacts"
status=0
for t in $targets; do
    mkdir -p "$build/corpus/$t"
    "$build/bin/fuzz_shogi_$t" "$build/corpus/$t" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$build/artifacts/$t-" \
        >"$build/fuzz-logs/fuzz_shogi_$t.log" 2>&1 || status=1
    echo "fuzz_shogi_$t: $(grep -E '^(Done|stat::number_of_executed_units)|ERROR|SUMMARY' \
        "$build/fuzz-logs/fuzz_shogi_$t.log" | tr '\n' ' ')"
done
exit $status
