#!/bin/bash
# generate_shapes.sh - puzzles a second made by --generate on one thread,
# the median of 5 seeds each, side by side in one run: classic 9x9 beside
# 9x9 jigsaw, and 16x16 minimal, easy and medium.  The time is the
# processor time the command used (user and system), so that other work
# on the machine moves the figures little.
#
#   tests/bench/generate_shapes.sh build/sudoku

S=${1:?usage: generate_shapes.sh SUDOKU_BINARY}
TIMEFORMAT='%U %S'

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

# rate N ARGS...: puzzles a second making N puzzles, for seeds 1 to 5
rate() {
    n=$1
    shift
    for seed in 1 2 3 4 5; do
        t=$( { time "$S" -j1 --seed=$seed -g"$n" "$@" > /dev/null; } 2>&1 )
        echo "$t" | awk -v n="$n" '{printf "%.2f\n", n / ($1 + $2 + 1e-9)}'
    done | median
}

printf '| puzzles made | a second |\n|---|---|\n'
printf '| classic 9x9, minimal | %s |\n' "$(rate 1000)"
printf '| 9x9 jigsaw, minimal, new regions each | %s |\n' "$(rate 200 --jigsaw=9)"
printf '| 16x16, minimal | %s |\n' "$(rate 20 --box=4x4)"
printf '| 16x16, --difficulty=easy | %s |\n' "$(rate 100 --box=4x4 --difficulty=easy)"
printf '| 16x16, --difficulty=medium | %s |\n' "$(rate 50 --box=4x4 --difficulty=medium)"
