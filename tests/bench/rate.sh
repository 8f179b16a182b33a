#!/bin/sh
# rate.sh - times qqwing's rating and `sudoku --rate` side by side.
#
# Usage: tests/bench/rate.sh SUDOKU [N|FILE] [ROUNDS]
#
# Makes N puzzles (default 1,000) with `qqwing --generate N --difficulty
# expert --one-line`, or takes those of FILE (one a line: qqwing's sets
# differ from one another, so comparing two builds wants the same file),
# then each round times, with the shell's clock and
# one after the other on that file: `qqwing --solve --stats --one-line`
# (qqwing's rating, with its steps per technique), `sudoku --rate -j1` and
# `sudoku --rate` on every core.  It prints per round the rates in
# puzzles/s, then the median rate of each and the median of the per-round
# ratios against qqwing.  qqwing is single-threaded; the `-j1` row
# compares like with like.  Needs qqwing, GNU date (%N) and awk.
set -eu

if [ $# -lt 1 ]; then
    echo "usage: rate.sh SUDOKU [N|FILE] [ROUNDS]" >&2
    exit 2
fi
sudoku=$1
n=${2:-1000}
rounds=${3:-5}
# shellcheck source=tests/bench/rates.sh
. "$(dirname "$0")/rates.sh"
need_qqwing rate.sh

puzzles=$(mktemp)
tmp=$(mktemp)
trap 'rm -f "$puzzles" "$tmp"' EXIT
if [ -f "$n" ]; then
    cp "$n" "$puzzles"
    n=$(wc -l <"$puzzles")
else
    qqwing --generate "$n" --difficulty expert --one-line >"$puzzles"
fi
round=1
while [ "$round" -le "$rounds" ]; do
    q=$(rate "$n" qqwing --solve --stats --one-line <"$puzzles")
    s1=$(rate "$n" "$sudoku" --rate -j1 "$puzzles")
    sa=$(rate "$n" "$sudoku" --rate "$puzzles")
    echo "round $round: qqwing $q/s, sudoku --rate -j1 $s1/s, sudoku --rate $sa/s"
    echo "$q $s1 $sa" >>"$tmp"
    round=$((round + 1))
done
awk "$median_awk"'
{ n++; for (k = 1; k <= 3; k++) r[k, n] = $k; a[n] = $2 / $1; b[n] = $3 / $1 }
END {
    split("qqwing --solve --stats,sudoku --rate -j1,sudoku --rate (every core)", name, ",")
    for (k = 1; k <= 3; k++) {
        for (i = 1; i <= n; i++) v[i] = r[k, i]
        printf "median %s: %.0f puzzles/s\n", name[k], median(v, n)
    }
    printf "sudoku --rate -j1 / qqwing: %.2f; every core / qqwing: %.2f\n", median(a, n), median(b, n)
}' "$tmp"
