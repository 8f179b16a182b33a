#!/bin/sh
# jobs.sh - end-to-end throughput of the sudoku command with one job and
# with every processor, side by side.
#
# Usage: tests/bench/jobs.sh SUDOKU [-r RUNS] FILE_OR_DIR...
#
# For each data set (a file, or the *.txt and *.csv files of a directory)
# it runs `SUDOKU --stats --jobs 1 FILE` and `SUDOKU --stats --jobs N FILE`
# (N = the online processors) RUNS times each (default 5), alternating, so
# that both see the same machine load, with results to /dev/null.  It
# prints per set the puzzles, the median puzzles/s and microseconds per
# puzzle of each, the guesses per puzzle, and the speed-up of N jobs over
# one.  The times include reading, parsing and printing.
#
# In the same rounds it runs N separate `SUDOKU --jobs 1` processes at once,
# each on 1/N of the set's lines (for sets with one puzzle a line), timed
# from outside: no engine can beat N independent processes, so their
# speed-up over one job ("procs") is what the machine allows at that
# moment, and the column to compare the N-job speed-up with.
set -eu

if [ $# -lt 2 ]; then
    echo "usage: jobs.sh SUDOKU [-r RUNS] FILE_OR_DIR..." >&2
    exit 2
fi
sudoku=$1
shift
runs=5
if [ "$1" = "-r" ]; then
    runs=$2
    shift 2
fi
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)

# median of the numbers on standard input
median() {
    sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# one run: prints "seconds puzzles guesses"
run() {
    "$sudoku" --stats --jobs "$1" "$2" 2>&1 >/dev/null |
        awk '/ puzzles: / { p = $2; g = $0; sub(/.*\(/, "", g); split(g, w, " "); q = w[1] }
             / s, / { s = $2 }
             END { print s, p, q }'
}

printf '%-28s %8s %12s %9s %12s %9s %9s %8s %8s\n' set puzzles "1 job/s" "us" \
    "$cores jobs/s" "us" guesses speedup procs
# N processes at once on the parts of the split set: prints the seconds
now() {
    date +%s%N
}
run_split() {
    t0=$(now)
    for part in "$tmp"/part.*; do
        "$sudoku" --jobs 1 "$part" >/dev/null 2>&1 &
    done
    wait
    t1=$(now)
    awk -v a="$t0" -v b="$t1" 'BEGIN { print (b - a) / 1e9 }'
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for arg in "$@"; do
    if [ -d "$arg" ]; then
        files=$(ls "$arg"/*.txt "$arg"/*.csv 2>/dev/null | sort)
    else
        files=$arg
    fi
    for file in $files; do
        one=""
        many=""
        split=""
        rm -f "$tmp"/part.*
        split -n "l/$cores" "$file" "$tmp/part."
        i=0
        while [ "$i" -lt "$runs" ]; do
            one="$one$(run 1 "$file")
"
            many="$many$(run "$cores" "$file")
"
            split="$split$(run_split)
"
            i=$((i + 1))
        done
        puzzles=$(printf '%s' "$one" | awk 'NR == 1 { print $2 }')
        guesses=$(printf '%s' "$one" | awk 'NR == 1 { print $3 }')
        t1=$(printf '%s' "$one" | awk '{ print $1 }' | median)
        tn=$(printf '%s' "$many" | awk '{ print $1 }' | median)
        ts=$(printf '%s' "$split" | median)
        awk -v n="$(basename "$file")" -v p="$puzzles" -v a="$t1" -v b="$tn" \
            -v c="$ts" -v g="$guesses" 'BEGIN {
            printf "%-28s %8d %12.0f %9.2f %12.0f %9.2f %9s %7.2fx %7.2fx\n",
                   n, p, p / a, 1e6 * a / p, p / b, 1e6 * b / p, g, a / b,
                   a / c }'
    done
done
