#!/bin/sh
# scaling.sh - how the batch engine's threads scale, against one job and
# against separate processes, side by side.
#
# Usage: tests/bench/scaling.sh SUDOKU [-r ROUNDS] [-b OLD_SUDOKU] [DATA]
#
# DATA is the folder of the public sets (default ../shared/data from the
# top of the sources); two inputs are made from its 17-clue set in a
# temporary folder:
#
#   solved   one million completed grids (the set's solutions, repeated),
#            81 digits a line: nothing to search, so reading, checking
#            and writing are the whole work
#   17clue   the 17-clue set repeated 20 times (983,160 puzzles)
#
# Each round (default 5) runs, results to /dev/null:
#
#   solved -j1, solved -j2       the engine alone and with both cores;
#                                "speed-up" is the -j1 time over the -j2
#                                time (the target: at least 1.8)
#   17clue -j2, 2 processes      one process with two jobs, and two
#                                separate -j1 processes at once, each on
#                                half of the lines; "vs procs" is the two
#                                processes' time over the -j2 time (the
#                                target: at least 1.0)
#   old solved -j1               with -b, OLD_SUDOKU (another build) on
#                                the completed grids, for the cost of a
#                                record before and after
#
# It prints the median seconds of each row, microseconds per record, and
# the median of the per-round ratios with the ratios round by round.
# Wall-clock times from the shell's clock (GNU date's %N); with GNU time
# installed as /usr/bin/time, the -j1 rows also give the processor time
# (user + system) per record, which other load on the machine moves less.
set -eu

if [ $# -lt 1 ]; then
    echo "usage: scaling.sh SUDOKU [-r ROUNDS] [-b OLD_SUDOKU] [DATA]" >&2
    exit 2
fi
sudoku=$1
shift
rounds=5
old=""
while [ $# -gt 0 ]; do
    case $1 in
    -r) rounds=$2; shift 2 ;;
    -b) old=$2; shift 2 ;;
    *) break ;;
    esac
done
data=${1:-$(cd "$(dirname "$0")/../.." && pwd)/../shared/data}
if [ ! -f "$data/classic/17clue.txt" ]; then
    echo "scaling.sh: no $data/classic/17clue.txt" >&2
    exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$sudoku" -j2 "$data/classic/17clue.txt" >"$tmp/solutions.txt"
i=0
while [ "$i" -lt 21 ]; do
    cat "$tmp/solutions.txt"
    i=$((i + 1))
done | head -n 1000000 >"$tmp/solved.txt"
i=0
while [ "$i" -lt 20 ]; do
    cat "$data/classic/17clue.txt"
    i=$((i + 1))
done >"$tmp/17clue.txt"
split -n l/2 "$tmp/17clue.txt" "$tmp/half."
solved=$(wc -l <"$tmp/solved.txt")
clues=$(grep -c '^[0-9.]' "$tmp/17clue.txt")

now() {
    date +%s%N
}
# seconds between two now values
seconds() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f\n", (b - a) / 1e9 }'
}
# one run: prints "wall cpu" (cpu is - without GNU time)
run() {
    t0=$(now)
    if [ -x /usr/bin/time ]; then
        cpu=$(/usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -n 1 |
            awk '{ print $1 + $2 }')
    else
        "$@" >/dev/null 2>&1
        cpu=-
    fi
    t1=$(now)
    echo "$(seconds "$t0" "$t1") $cpu"
}
run_procs() {
    t0=$(now)
    for half in "$tmp"/half.*; do
        "$sudoku" -j1 "$half" >/dev/null 2>&1 &
    done
    wait
    t1=$(now)
    seconds "$t0" "$t1"
}
median() {
    sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

r=0
while [ "$r" -lt "$rounds" ]; do
    echo "j1 $(run "$sudoku" -j1 "$tmp/solved.txt")"
    echo "j2 $(run "$sudoku" -j2 "$tmp/solved.txt")"
    echo "c2 $(run "$sudoku" -j2 "$tmp/17clue.txt")"
    echo "cp $(run_procs) -"
    if [ -n "$old" ]; then
        echo "o1 $(run "$old" -j1 "$tmp/solved.txt")"
    fi
    r=$((r + 1))
done >"$tmp/log"

# the column of a row's runs: field 2 wall, 3 cpu
column() {
    awk -v k="$1" -v f="$2" '$1 == k { print $f }' "$tmp/log"
}
# per-round ratios of row a over row b (wall)
ratios() {
    paste -d ' ' "$1" "$2" | awk '{ printf "%.2f\n", $1 / $2 }'
}
row() { # name key records
    wall=$(column "$2" 2 | median)
    cpu=""
    if column "$2" 3 | grep -q '^[0-9]'; then
        cpu=$(column "$2" 3 | grep '^[0-9]' | median)
    fi
    awk -v n="$1" -v w="$wall" -v c="${cpu:-}" -v p="$3" 'BEGIN {
        printf "%-24s %8.3f s %8.3f us/record", n, w, 1e6 * w / p
        if (c != "") printf "   cpu %.3f us/record", 1e6 * c / p
        printf "\n" }'
}
compare() { # name a b
    column "$2" 2 >"$tmp/a"
    column "$3" 2 >"$tmp/b"
    ratios "$tmp/a" "$tmp/b" >"$tmp/r"
    printf '%-24s median %s, rounds: %s\n' "$1" "$(median <"$tmp/r")" \
        "$(tr '\n' ' ' <"$tmp/r")"
}

echo "$rounds rounds; $solved completed grids, $clues 17-clue puzzles"
row "solved -j1" j1 "$solved"
row "solved -j2" j2 "$solved"
[ -n "$old" ] && row "old solved -j1" o1 "$solved"
row "17clue x20 -j2" c2 "$clues"
row "17clue x20 2 processes" cp "$clues"
compare "speed-up -j2 (>= 1.8)" j1 j2
compare "vs procs (>= 1.0)" cp c2
if [ -n "$old" ]; then
    compare "solved -j1 old/new" o1 j1
fi
