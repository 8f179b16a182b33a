#!/bin/sh
# generate.sh - times qqwing's generator and `sudoku --generate` side by side.
#
# Usage: tests/bench/generate.sh SUDOKU [ROUNDS]
#
# Each round times, with the shell's clock and one after the other:
# `qqwing --generate N --one-line` (N = 200; its puzzles are minimal: it
# tries to remove every given once), `qqwing ... --difficulty expert`
# (N = 50), `sudoku --generate` of 20 times as many minimal puzzles in one
# thread and on every core, and of Sudominoku puzzles with 12 and 10
# dominoes.  It prints per round the rates in puzzles/s, then the median
# rate of each and the median of the per-round ratios against qqwing.
# Every seed differs by round, so no run reuses another's puzzles.  qqwing
# is single-threaded; the `-j1` row compares like with like.  Needs
# qqwing, GNU date (%N) and awk.
set -eu

if [ $# -lt 1 ]; then
    echo "usage: generate.sh SUDOKU [ROUNDS]" >&2
    exit 2
fi
sudoku=$1
rounds=${2:-5}
# shellcheck source=tests/bench/rates.sh
. "$(dirname "$0")/rates.sh"
need_qqwing generate.sh

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
round=1
while [ "$round" -le "$rounds" ]; do
    q=$(rate 200 qqwing --generate 200 --one-line)
    qx=$(rate 50 qqwing --generate 50 --one-line --difficulty expert)
    s1=$(rate 4000 "$sudoku" --generate=4000 --seed="$round" -j1)
    sa=$(rate 4000 "$sudoku" --generate=4000 --seed="$round")
    d12=$(rate 1000 "$sudoku" --generate=1000 --seed="$round" -f sudominoku --dominoes=12)
    d10=$(rate 1000 "$sudoku" --generate=1000 --seed="$round" -f sudominoku --dominoes=10)
    echo "round $round: qqwing $q/s, qqwing expert $qx/s, sudoku -j1 $s1/s," \
         "sudoku $sa/s, Sudominoku 12 $d12/s, Sudominoku 10 $d10/s"
    echo "$q $qx $s1 $sa $d12 $d10" >>"$tmp"
    round=$((round + 1))
done
awk "$median_awk"'
{ n++; for (k = 1; k <= 6; k++) r[k, n] = $k
  a[n] = $3 / $1; b[n] = $4 / $1; c[n] = $3 / $2; d[n] = $4 / $2 }
END {
    split("qqwing,qqwing expert,sudoku -j1,sudoku (every core),Sudominoku 12 dominoes,Sudominoku 10 dominoes", name, ",")
    for (k = 1; k <= 6; k++) {
        for (i = 1; i <= n; i++) v[i] = r[k, i]
        printf "median %s: %.0f puzzles/s\n", name[k], median(v, n)
    }
    printf "sudoku -j1 / qqwing: %.1f; every core / qqwing: %.1f\n", median(a, n), median(b, n)
    printf "sudoku -j1 / qqwing expert: %.1f; every core / qqwing expert: %.1f\n", median(c, n), median(d, n)
}' "$tmp"
