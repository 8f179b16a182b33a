#!/bin/sh
# costly.sh - how the batch engine shares records of every cost between its
# threads: one job against several, from a file and from a pipe, side by
# side, and several jobs against as many separate processes.
#
# Usage: tests/bench/costly.sh SUDOKU [-r ROUNDS] [-j JOBS] [-o ROWS] [DATA]
#
# DATA is the folder of the public sets (default ../shared/data from the
# top of the sources).  The rows, each made in a temporary folder (ROWS,
# a comma-separated list of their names, picks some; default all):
#
#   rate800     --rate on 800 of qqwing's expert puzzles (qqwing makes
#               them; the row is left out without qqwing)
#   rate100     --rate on the first 100 of them: one piece of input
#   se-bunched  --rate=se on 20,000 easy puzzles (Kaggle's, twice) followed
#               by 200 that Sudoku Explainer rates 9.0 to 9.9 (those of
#               tests/data/se121-*.txt and the set rated/se_top1465_400,
#               repeated to 200): the costly records all in the last pieces
#   count       --count=1000 on serg_multi (puzzles with many solutions)
#   hardest     solving hardest1905_11plus
#   solved      one million completed grids (the 17-clue set's solutions,
#               repeated): nothing to search, the engine's own cost
#   17clue      the 17-clue set repeated 20 times, -jJOBS against JOBS
#               separate -j1 processes, each on its share of the lines
#
# Each round (default 5) runs every row, results to /dev/null: `-j1 FILE`,
# `-jJOBS FILE`, `cat FILE | sudoku -j1` and `cat FILE | sudoku -jJOBS`
# (JOBS default 2), or, for 17clue, -jJOBS and the separate processes;
# the short rows several times a measure (rate100 10, rate800 2), the
# time of one run their mean.
# It prints per row the median seconds of each, and the median of the
# per-round speed-ups (-j1 time over -jJOBS time; for 17clue, the
# processes' time over -jJOBS's) with the ratios round by round.
# Wall-clock times from the shell's clock (GNU date's %N).
set -eu
# shellcheck source=tests/bench/rates.sh
. "$(dirname "$0")/rates.sh"

if [ $# -lt 1 ]; then
    echo "usage: costly.sh SUDOKU [-r ROUNDS] [-j JOBS] [-o ROWS] [DATA]" >&2
    exit 2
fi
sudoku=$1
shift
rounds=5
jobs=2
rows=rate800,rate100,se-bunched,count,hardest,solved,17clue
while [ $# -gt 0 ]; do
    case $1 in
    -r) rounds=$2; shift 2 ;;
    -j) jobs=$2; shift 2 ;;
    -o) rows=$2; shift 2 ;;
    *) break ;;
    esac
done
top=$(cd "$(dirname "$0")/../.." && pwd)
data=${1:-$top/../shared/data}
if [ ! -f "$data/classic/17clue.txt" ]; then
    echo "costly.sh: no $data/classic/17clue.txt" >&2
    exit 2
fi
want() {
    case ",$rows," in *",$1,"*) return 0 ;; esac
    return 1
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if want rate800 || want rate100; then
    if command -v qqwing >/dev/null 2>&1; then
        qqwing --generate 800 --difficulty expert --one-line >"$tmp/rate800"
        head -n 100 "$tmp/rate800" >"$tmp/rate100"
    else
        echo "costly.sh: no qqwing: the rate800 and rate100 rows are left out" >&2
        rows=$(echo "$rows" | sed 's/rate800//; s/rate100//')
    fi
fi
if want se-bunched; then
    cut -d, -f1 "$data/classic/kaggle9999_with_solutions.csv" |
        grep -E '^[0-9.]{81}$' >"$tmp/easy"
    cat "$tmp/easy" "$tmp/easy" | head -n 20000 >"$tmp/se-bunched"
    cat "$top"/tests/data/se121-*.txt "$data/rated/se_top1465_400.txt" |
        awk '!/^#/ && $2 >= 9.0 && $2 < 10 && !seen[$1]++ { print $1 }' \
            >"$tmp/se9"
    cat "$tmp/se9" "$tmp/se9" | head -n 200 >>"$tmp/se-bunched"
fi
if want count; then
    cp "$data/classic/serg_multi.txt" "$tmp/count"
fi
if want hardest; then
    cp "$data/classic/hardest1905_11plus.txt" "$tmp/hardest"
fi
if want solved; then
    "$sudoku" -j"$jobs" "$data/classic/17clue.txt" >"$tmp/solutions"
    i=0
    while [ "$i" -lt 21 ]; do
        cat "$tmp/solutions"
        i=$((i + 1))
    done | head -n 1000000 >"$tmp/solved"
fi
if want 17clue; then
    i=0
    while [ "$i" -lt 20 ]; do
        cat "$data/classic/17clue.txt"
        i=$((i + 1))
    done >"$tmp/17clue"
    split -n l/"$jobs" "$tmp/17clue" "$tmp/share."
fi

now() {
    date +%s%N
}
# The options each row runs with.
flags() {
    case $1 in
    rate800 | rate100) echo "--rate" ;;
    se-bunched) echo "--rate=se" ;;
    count) echo "--count=1000" ;;
    *) echo "" ;;
    esac
}
# Runs of a row a measure: enough that a short row is not the shell's
# own time.
reps() {
    case $1 in
    rate100) echo 10 ;;
    rate800) echo 2 ;;
    *) echo 1 ;;
    esac
}
# seconds that `sudoku FLAGS -jN FILE` takes, from the file or through
# cat, a run (the mean of the row's runs)
timed() { # row jobs file|pipe
    f=$(flags "$1")
    n=$(reps "$1")
    k=0
    t0=$(now)
    while [ "$k" -lt "$n" ]; do
        # shellcheck disable=SC2086 # the row's flags are words
        if [ "$3" = file ]; then
            "$sudoku" $f -j"$2" "$tmp/$1" >/dev/null 2>&1 || true
        else
            cat "$tmp/$1" | "$sudoku" $f -j"$2" >/dev/null 2>&1 || true
        fi
        k=$((k + 1))
    done
    t1=$(now)
    awk -v a="$t0" -v b="$t1" -v n="$n" \
        'BEGIN { printf "%.4f\n", (b - a) / 1e9 / n }'
}
procs() {
    t0=$(now)
    for part in "$tmp"/share.*; do
        "$sudoku" -j1 "$part" >/dev/null 2>&1 &
    done
    wait
    t1=$(now)
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f\n", (b - a) / 1e9 }'
}

log=$tmp/log
round=1
while [ "$round" -le "$rounds" ]; do
    for row in rate800 rate100 se-bunched count hardest solved; do
        want "$row" || continue
        f1=$(timed "$row" 1 file)
        fn=$(timed "$row" "$jobs" file)
        p1=$(timed "$row" 1 pipe)
        pn=$(timed "$row" "$jobs" pipe)
        echo "$row $f1 $fn $p1 $pn" >>"$log"
        echo "round $round: $row file -j1 $f1 s, -j$jobs $fn s; pipe -j1 $p1 s, -j$jobs $pn s"
    done
    if want 17clue; then
        tn=$(timed 17clue "$jobs" file)
        tp=$(procs)
        echo "17clue $tn $tp" >>"$log"
        echo "round $round: 17clue -j$jobs $tn s, $jobs processes $tp s"
    fi
    round=$((round + 1))
done

awk -v jobs="$jobs" "$median_awk"'{
    row = $1
    if (!(row in count)) order[++rows] = row
    k = ++count[row]
    for (c = 2; c <= NF; c++) t[row, c, k] = $c
    if (row == "17clue") {
        r[row, 1, k] = $3 / $2
    } else {
        r[row, 1, k] = $2 / $3
        r[row, 2, k] = $4 / $5
    }
    width[row] = NF
}
END {
    printf "%-11s %9s %9s %9s %9s  %s\n", "row", "file -j1", "-j" jobs, \
        "pipe -j1", "-j" jobs, "speed-up: median (rounds)"
    for (i = 1; i <= rows; i++) {
        row = order[i]
        n = count[row]
        line = sprintf("%-11s", row)
        for (c = 2; c <= width[row]; c++) {
            for (k = 1; k <= n; k++) v[k] = t[row, c, k]
            line = line sprintf(" %9.3f", median(v, n))
        }
        if (row == "17clue")
            line = line sprintf(" %9s %9s", "", "")
        for (s = 1; s <= (row == "17clue" ? 1 : 2); s++) {
            all = ""
            for (k = 1; k <= n; k++) {
                v[k] = r[row, s, k]
                all = all sprintf(" %.2f", r[row, s, k])
            }
            what = row == "17clue" ? "vs " jobs " processes" \
                   : s == 1 ? "file" : "pipe"
            line = line sprintf("  %s %.2f (%s)", what, median(v, n), \
                                substr(all, 2))
        }
        print line
    }
}' "$log"
