#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The manual page formats without warnings and describes every option of every kibitz-cli
# command (what `kibitz-cli COMMAND --help` prints).
# Usage: check-man-page.sh MAN_PAGE KIBITZ_CLI
set -euo pipefail
page=$1 cli=$2
failed=0
warnings=$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$page" 2>&1)
[ -z "$warnings" ] || { echo "FAIL: groff warns: $warnings" >&2; failed=1; }
# The commands as `kibitz-cli --help` lists them ("  NAME  what it does").
commands=$("$cli" --help 2>&1 | sed -nE 's/^  ([a-z]+)  .*/\1/p')
[ "$(wc -w <<<"$commands")" -ge 4 ] || { echo "FAIL: commands read from kibitz-cli --help: $commands" >&2; exit 1; }
for command in $commands; do
    grep -qxF ".SS $command" "$page" || { echo "FAIL: kibitz-cli $command has no section in $page" >&2; failed=1; }
    help=$(QT_QPA_PLATFORM=offscreen "$cli" "$command" --help)
    options=$(grep -oE -- '--[a-z][a-z-]*' <<<"$help" | sort -u | grep -vxE -- '--help(-all)?')
    [ -n "$options" ] || { echo "FAIL: no options read from kibitz-cli $command --help" >&2; failed=1; }
    for option in $options; do
        grep -qF -- ".BI \\-\\-${option#--} " "$page" || grep -qxF -- ".B \\-\\-${option#--}" "$page" || {
            echo "FAIL: kibitz-cli $command $option is not described in $page" >&2
            failed=1
        }
    done
done
[ $failed -eq 0 ] && echo "manual page covers every option"
exit $failed
