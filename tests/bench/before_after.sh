#!/bin/sh
# before_after.sh - times two builds of the project side by side.
#
# Usage: tests/bench/before_after.sh OLD_BUILD NEW_BUILD [ROUNDS] [DATA]
#
# For a change that should not change speed (a move, a split): OLD_BUILD
# and NEW_BUILD are build directories of the two trees, each with the
# command and the benchmark programs built (`cmake --build BUILD --target
# sudoku sudoku-bench sudoku-bench-domino`).  DATA is the folder of the
# public sets (default ../shared/data from the top of the sources).  Each
# round runs every row once for each build, the order of the two builds
# swapped from one round to the next:
#
#   classic-17clue, -top1465, -hardest   sudoku-bench --runs 1 (the
#                     smallest solution, limit 1) on the first 5,000
#                     puzzles of 17clue.txt and hardest1905_11plus.txt,
#                     and on top1465.txt; count-top1465: limit 2
#   domino            sudoku-bench-domino on sudominoku/dev.in, one run
#   rate              sudoku -j1 --rate on top1465.txt
#   explain           sudoku -e on the first 300 puzzles of top1465.txt
#   generate          sudoku -j1 --generate=3000 (a seed per round)
#   generate-extreme  sudoku -j1 --generate=60 --difficulty=extreme
#   generate-domino   sudoku -j1 --generate=5 -f sudominoku
#
# Rows are rates (puzzles/s, the benchmark's own figure or puzzles over
# the shell clock's seconds).  It prints per row the median rate of each
# build, the median of the per-round ratios NEW/OLD (above 1: the new
# build is faster) and those ratios, round by round.  Needs GNU date (%N)
# and awk.
set -eu

if [ $# -lt 2 ]; then
    echo "usage: before_after.sh OLD_BUILD NEW_BUILD [ROUNDS] [DATA]" >&2
    exit 2
fi
old=$1
new=$2
rounds=${3:-5}
data=${4:-$(cd "$(dirname "$0")/../.." && pwd)/../shared/data}
for b in "$old" "$new"; do
    for p in sudoku tests/sudoku-bench tests/sudoku-bench-domino; do
        if [ ! -x "$b/$p" ]; then
            echo "before_after.sh: $b/$p is missing: build it" >&2
            exit 2
        fi
    done
done
if [ ! -f "$data/classic/top1465.txt" ]; then
    echo "before_after.sh: no public sets under $data" >&2
    exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep -v '^#' "$data/classic/17clue.txt" | head -n 5000 >"$tmp/17clue.txt"
grep -v '^#' "$data/classic/hardest1905_11plus.txt" | head -n 5000 \
    >"$tmp/hardest.txt"
head -n 300 "$data/classic/top1465.txt" >"$tmp/top300.txt"
top=$data/classic/top1465.txt

now() { date +%s.%N; }

# rate N START: N puzzles over the seconds since START.
rate() { awk -v n="$1" -v s="$2" -v e="$(now)" 'BEGIN { print n / (e - s) }'; }

# bench_rate OUTPUT [PATTERN]: the puzzles/s figure of the line (that
# matches PATTERN) of a benchmark's output.
bench_rate() {
    awk -v re="${2:-.}" '$0 ~ re && /puzzles\/s/ {
        for (i = 1; i < NF; i++) if ($(i + 1) == "puzzles/s") print $i }' "$1"
}

# One build's rates for one round, a "row rate" line each.
measure() {
    b=$1
    seed=$2
    for set in 17clue hardest; do
        "$b/tests/sudoku-bench" --runs 1 "$tmp/$set.txt" >"$tmp/out"
        echo "classic-$set $(bench_rate "$tmp/out")"
    done
    "$b/tests/sudoku-bench" --runs 1 "$top" >"$tmp/out"
    echo "classic-top1465 $(bench_rate "$tmp/out")"
    "$b/tests/sudoku-bench" --runs 1 --limit 2 "$top" >"$tmp/out"
    echo "count-top1465 $(bench_rate "$tmp/out")"
    "$b/tests/sudoku-bench-domino" "$data/sudominoku/dev.in" 1 >"$tmp/out"
    echo "domino $(bench_rate "$tmp/out" '^solver:')"
    s=$(now)
    "$b/sudoku" -j1 --rate "$top" >/dev/null
    echo "rate $(rate 1465 "$s")"
    s=$(now)
    "$b/sudoku" -e "$tmp/top300.txt" >/dev/null
    echo "explain $(rate 300 "$s")"
    s=$(now)
    "$b/sudoku" -j1 --generate=3000 --seed="$seed" >/dev/null
    echo "generate $(rate 3000 "$s")"
    s=$(now)
    "$b/sudoku" -j1 --generate=60 --difficulty=extreme --seed="$seed" \
        >/dev/null
    echo "generate-extreme $(rate 60 "$s")"
    s=$(now)
    "$b/sudoku" -j1 --generate=5 -f sudominoku --seed="$seed" >/dev/null
    echo "generate-domino $(rate 5 "$s")"
}

round=1
while [ "$round" -le "$rounds" ]; do
    if [ $((round % 2)) -eq 1 ]; then
        first=old
        second=new
    else
        first=new
        second=old
    fi
    for which in $first $second; do
        if [ "$which" = old ]; then b=$old; else b=$new; fi
        # Through a file, so that a benchmark that fails stops the script.
        measure "$b" "$round" >"$tmp/round"
        sed "s/^/$round $which /" "$tmp/round" >>"$tmp/all"
    done
    echo "round $round done" >&2
    round=$((round + 1))
done

awk '
function median(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 2; i <= n; i++)
        for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) {
            t = a[j]; a[j] = a[j - 1]; a[j - 1] = t
        }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{
    key = $1 SUBSEP $3
    if ($2 == "old") old[key] = $4; else new[key] = $4
    if (!($3 in seen)) { seen[$3] = 1; order[++rows] = $3 }
    if ($1 > last) last = $1
}
END {
    printf "%-18s %14s %14s %12s  %s\n", "row", "old /s", "new /s",
           "new/old", "ratios"
    for (r = 1; r <= rows; r++) {
        row = order[r]; o = ""; n = ""; q = ""
        for (k = 1; k <= last; k++) {
            key = k SUBSEP row
            o = o " " old[key]; n = n " " new[key]
            q = q " " sprintf("%.3f", new[key] / old[key])
        }
        printf "%-18s %14.2f %14.2f %12.3f %s\n", row, median(o), median(n),
               median(q), q
    }
}' "$tmp/all"
