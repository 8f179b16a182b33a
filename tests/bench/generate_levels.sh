#!/bin/sh
# generate_levels.sh - qqwing's generator at each of its levels against
# `sudoku --generate --difficulty` at the matching band, side by side.
#
# Usage: tests/bench/generate_levels.sh SUDOKU [ROUNDS]
#
# The bands match qqwing's levels by the mean rating `--rate` gives
# qqwing's own puzzles of each level: simple and easy are easy (1.62 and
# 1.65), intermediate is medium (2.30), expert is extreme (6.70).  Each
# round times, one after the other, `qqwing --generate N --difficulty D
# --one-line` (N = 10 for simple, which qqwing makes slowly, else 50),
# then `sudoku --generate=1000 --difficulty=BAND` in one thread and of
# 2000 on every core.  It prints per round the rates in puzzles/s, then
# per level the median rates and the medians of the per-round ratios.
# Every seed differs by round.  Needs qqwing, GNU date (%N) and awk.
set -eu

if [ $# -lt 1 ]; then
    echo "usage: generate_levels.sh SUDOKU [ROUNDS]" >&2
    exit 2
fi
sudoku=$1
rounds=${2:-5}
# shellcheck source=tests/bench/rates.sh
. "$(dirname "$0")/rates.sh"
need_qqwing generate_levels.sh

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for level in "simple easy 10" "easy easy 50" "intermediate medium 50" \
             "expert extreme 50"; do
    # shellcheck disable=SC2086 # three words
    set -- $level
    round=1
    while [ "$round" -le "$rounds" ]; do
        q=$(rate "$3" qqwing --generate "$3" --difficulty "$1" --one-line)
        s1=$(rate 1000 "$sudoku" --generate=1000 --seed="$round" \
             --difficulty="$2" -j1)
        sa=$(rate 2000 "$sudoku" --generate=2000 --seed="$round" \
             --difficulty="$2")
        echo "round $round: qqwing $1 $q/s, sudoku $2 -j1 $s1/s, every core $sa/s"
        echo "$1 $2 $q $s1 $sa" >>"$tmp"
        round=$((round + 1))
    done
done
awk "$median_awk"'
{ if (!($1 in n)) order[++levels] = $1
  k = ++n[$1]; band[$1] = $2
  q[$1, k] = $3; a[$1, k] = $4; b[$1, k] = $5 }
END {
    for (l = 1; l <= levels; l++) {
        x = order[l]; m = n[x]
        for (i = 1; i <= m; i++) { v1[i] = q[x, i]; v2[i] = a[x, i]; v3[i] = b[x, i]
                                   r1[i] = a[x, i] / q[x, i]; r2[i] = b[x, i] / q[x, i] }
        printf "%s / %s: qqwing %.1f/s, sudoku -j1 %.0f/s (%.1fx), every core %.0f/s (%.1fx)\n",
               x, band[x], median(v1, m), median(v2, m), median(r1, m), median(v3, m), median(r2, m)
    }
}' "$tmp"
