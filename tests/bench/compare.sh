#!/bin/sh
# compare.sh - times qqwing and sudoku-bench side by side on the same puzzles.
#
# Usage: tests/bench/compare.sh SUDOKU_BENCH [-n N] FILE...
#
# qqwing (the Debian package) solves only through its command line, so for
# each FILE (`*.txt` one puzzle a line with '#' comments, or `*.csv`
# puzzle,solution) this script writes its first N puzzles (default 2000) to
# a temporary file, times `qqwing --solve --one-line` on that file with the
# shell's clock, runs `SUDOKU_BENCH --runs 3` on the very same file, and
# prints both rates and their ratio.  Both run in the same command, one
# after the other, so the ratio holds on a noisy machine better than either
# figure does.  qqwing's time includes its process start and the writing of
# its answers (a few milliseconds), negligible against thousands of
# puzzles; sudoku-bench reports the median of its runs, solving only.
# Needs qqwing, GNU date (%N) and awk.
set -eu

if [ $# -lt 2 ]; then
    echo "usage: compare.sh SUDOKU_BENCH [-n N] FILE..." >&2
    exit 2
fi
bench=$1
shift
limit=2000
if [ "$1" = "-n" ]; then
    limit=$2
    shift 2
fi
command -v qqwing >/dev/null || { echo "compare.sh: qqwing not found" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for file in "$@"; do
    name=$(basename "$file")
    subset="$tmp/${name%.*}.txt"
    grep -v '^#' "$file" | grep -E '^[0-9.]{81}' | cut -c1-81 |
        head -n "$limit" >"$subset"
    n=$(wc -l <"$subset")

    start=$(date +%s.%N)
    qqwing --solve --one-line <"$subset" >"$tmp/qqwing.out"
    end=$(date +%s.%N)
    qq_rate=$(awk -v n="$n" -v s="$start" -v e="$end" \
        'BEGIN { printf "%.0f", n / (e - s) }')

    line=$("$bench" --runs 3 "$subset")
    ours=$(printf '%s\n' "$line" | awk '{ for (i = 1; i < NF; i++)
        if ($(i + 1) == "puzzles/s") print $i }')
    printf '%-28s %6d puzzles  qqwing %9s/s  sudoku %9s/s  %7.1fx\n' \
        "$name" "$n" "$qq_rate" "$ours" \
        "$(awk -v a="$ours" -v b="$qq_rate" 'BEGIN { print a / b }')"
done
