#!/usr/bin/env bash
# `cmake --install` lays out the prefix, and the prefix still works once moved elsewhere: the
# moved kibitz-cli plays a match with the bundled engine, which exists only in the moved prefix's
# libexec/kibitz/ (none beside the program), so it is found relative to the program.
# Usage: check-relocated-install.sh BUILD_DIR SCRATCH_DIR ENGINE...
set -euo pipefail
build=$1 scratch=$2
shift 2
engines=("$@")
[ ${#engines[@]} -ge 3 ] || { echo "FAIL: too few bundled engines given: ${engines[*]}" >&2; exit 1; }
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
    share/man/man1/kibitz-cli.1.gz; do
    [ -e "$root/$file" ] || { echo "FAIL: not installed: $file" >&2; failed=1; }
done
for engine in "${engines[@]}"; do
    [ ! -e "$root/bin/$engine" ] || { echo "FAIL: $engine is installed in bin/" >&2; failed=1; }
done

output=$(cd "$scratch" && "$root/bin/kibitz-cli" match --game tictactoe --engine bundled \
    --engine bundled --games 2 --movetime 50 2>&1) || true
echo "$output"
grep -q '^Score of kibitz-tictactoe vs kibitz-tictactoe: 0 - 0 - 2$' <<<"$output" || {
    echo "FAIL: the moved kibitz-cli did not play its match with the bundled engine" >&2
    failed=1
}
[ $failed -eq 0 ] && rm -rf "$scratch"
exit $failed
