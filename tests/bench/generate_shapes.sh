#!/bin/sh
# generate_shapes.sh - puzzles a second made by --generate on one thread,
# the median of 5 seeds each: classic 9x9 beside 9x9 jigsaw, 16x16 minimal
# and 16x16 easy and medium.  Usage: generate_shapes.sh SUDOKU_BINARY
S=$1
med() { sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
run() { n=$1; shift; for i in 1 2 3 4 5; do
  s=$(date +%s.%N); $S -j1 --seed=$i -g$n "$@" > /dev/null; e=$(date +%s.%N)
  echo "$n / ($e - $s)" | bc -l; done | med; }
printf '9x9 classic:            %.1f/s\n' $(run 400)
printf '9x9 jigsaw:             %.1f/s\n' $(run 200 --jigsaw=9)
printf '16x16 minimal:          %.2f/s\n' $(run 10 --box=4x4)
printf '16x16 easy:             %.1f/s\n' $(run 50 --box=4x4 --difficulty=easy)
printf '16x16 medium:           %.1f/s\n' $(run 50 --box=4x4 --difficulty=medium)
