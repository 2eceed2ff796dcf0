#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# compare.sh TSSHOGI.tsv KIBITZ.tsv: files where both read the same start, moves and ending
# (tsshogi-moves.cjs and kibitz-moves.py wrote them, the same files in the same order).
paste "$1" "$2" | awk -F'\t' '{n++; if ($2==$6 && $3==$7 && $4==$8) same++; else print "DIFF " $1 " | " $4 " vs " $8 " | moves equal: " ($3==$7) " start equal: " ($2==$6)} END {print same "/" n " agree"}'
