#!/bin/sh
# cluster.sh - the recipes for many machines, two workers against one, on
# this machine: GNU parallel with two ssh "machines" (an ssh server of the
# bench's own on 127.0.0.1, logged into under two names) against one, and
# a Dask local cluster of two worker processes against one.
#
# Usage: tests/bench/cluster.sh SUDOKU PYTHONPATH [-r ROUNDS] [DATA]
#
# PYTHONPATH is where the module is (the build's python/ folder).  Two
# inputs: the 17-clue set of DATA (default ../shared/data) repeated 20
# times, solved; and 2,000 of qqwing's expert puzzles, rated (--rate;
# rate_many in Dask; left out without qqwing).  Each round (default 5)
# times, results to /dev/null:
#
#   parallel 1   parallel --pipepart -a FILE -k --block 4M -S 1/127.0.0.1
#                'SUDOKU -f line -j1 ...' (blocks of 16 KiB for rating)
#   parallel 2   the same with -S 1/127.0.0.1,1/root@127.0.0.1
#   dask 1, 2    the README's recipe (blocks of 4 MiB, or 16 KiB for
#                rating; solve_many or rate_many with jobs=1, one text a
#                block back) on a LocalCluster of 1 and 2
#                worker processes of one thread, the cluster's start left
#                out
#
# and prints the median seconds of each and the median of the per-round
# speed-ups (one worker's time over two's).  Needs GNU parallel, the ssh
# server and client, and Dask (python3-distributed).
set -eu
# shellcheck source=tests/bench/rates.sh
. "$(dirname "$0")/rates.sh"

if [ $# -lt 2 ]; then
    echo "usage: cluster.sh SUDOKU PYTHONPATH [-r ROUNDS] [DATA]" >&2
    exit 2
fi
sudoku=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
pythonpath=$(cd "$2" && pwd)
shift 2
rounds=5
if [ $# -gt 0 ] && [ "$1" = -r ]; then
    rounds=$2
    shift 2
fi
top=$(cd "$(dirname "$0")/../.." && pwd)
data=${1:-$top/../shared/data}
python=${PYTHON:-/usr/bin/python3}

tmp=$(mktemp -d)
# shellcheck source=tests/cluster/sshd.sh
. "$top/tests/cluster/sshd.sh"
trap 'sshd_stop; rm -rf "$tmp"' EXIT
sshd_start "$tmp" || {
    echo "cluster.sh: $sshd_why" >&2
    exit 2
}

i=0
while [ "$i" -lt 20 ]; do
    cat "$data/classic/17clue.txt"
    i=$((i + 1))
done >"$tmp/17clue"
sets="17clue"
if command -v qqwing >/dev/null 2>&1; then
    qqwing --generate 2000 --difficulty expert --one-line >"$tmp/expert"
    sets="17clue expert"
fi

now() {
    date +%s%N
}
seconds() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f\n", (b - a) / 1e9 }'
}
flags() {
    [ "$1" = expert ] && echo "--rate" || echo ""
}
par() { # set logins
    f=$(flags "$1")
    b=4M
    [ "$1" = expert ] && b=16k
    t0=$(now)
    parallel --will-cite --tmpdir "$tmp" --pipepart -a "$tmp/$1" -k \
        --block "$b" --ssh "$sshd_ssh" -S "$2" \
        "$sudoku -f line $f -j1 || [ \$? -eq 1 ]" >/dev/null 2>&1
    t1=$(now)
    seconds "$t0" "$t1"
}
cat >"$tmp/blocks.py" <<'EOF'
import sys
import time

import dask.bag as db
from dask.distributed import Client, LocalCluster

import sudoku


def answers(lines):
    puzzles = [p for p in (line.strip() for line in lines)
               if p and not p.startswith("#")]
    why = sudoku.read_errors(puzzles)
    solved = sudoku.solve_many(puzzles, errors="coerce", jobs=1)
    return ["".join((s or ("invalid" if w else "no solution")) + "\n"
                    for s, w in zip(solved, why))]


def ratings(lines):
    puzzles = [p for p in (line.strip() for line in lines) if p]
    return ["".join(f"{r}\n"
                    for r in sudoku.rate_many(puzzles, errors="coerce",
                                              jobs=1))]


if __name__ == "__main__":
    path, workers, what = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with LocalCluster(n_workers=workers, threads_per_worker=1) as cluster, \
            Client(cluster) as client:
        client.run(lambda: None)  # the workers are up
        start = time.perf_counter()
        blocks = db.read_text(path, blocksize="4MiB" if what == "solve"
                              else "16KiB")
        out = blocks.map_partitions(answers if what == "solve"
                                    else ratings).compute()
        print(f"{time.perf_counter() - start:.4f} {len(out)}")
EOF
dask() { # set workers
    what=solve
    [ "$1" = expert ] && what=rate
    PYTHONPATH=$pythonpath "$python" "$tmp/blocks.py" "$tmp/$1" "$2" "$what" \
        >"$tmp/dask.out" 2>"$tmp/dask.err" || {
        echo "cluster.sh: the Dask run failed:" >&2
        tail -n 5 "$tmp/dask.err" >&2
        exit 1
    }
    cut -d' ' -f1 "$tmp/dask.out"
}

log=$tmp/log
round=1
while [ "$round" -le "$rounds" ]; do
    for set in $sets; do
        p1=$(par "$set" 1/127.0.0.1)
        p2=$(par "$set" 1/127.0.0.1,1/root@127.0.0.1)
        d1=$(dask "$set" 1)
        d2=$(dask "$set" 2)
        echo "$set $p1 $p2 $d1 $d2" >>"$log"
        echo "round $round: $set parallel $p1 s / $p2 s, dask $d1 s / $d2 s"
    done
    round=$((round + 1))
done
awk "$median_awk"'{
    set = $1
    if (!(set in count)) order[++sets] = set
    k = ++count[set]
    for (c = 2; c <= 5; c++) t[set, c, k] = $c
    r[set, 1, k] = $2 / $3
    r[set, 2, k] = $4 / $5
}
END {
    printf "%-7s %11s %11s %9s %9s  %s\n", "set", "parallel 1", "parallel 2", \
        "dask 1", "dask 2", "two over one: median (rounds)"
    for (i = 1; i <= sets; i++) {
        set = order[i]
        n = count[set]
        line = sprintf("%-7s", set)
        for (c = 2; c <= 5; c++) {
            for (k = 1; k <= n; k++) v[k] = t[set, c, k]
            line = line sprintf(" %*.3f", c < 4 ? 11 : 9, median(v, n))
        }
        for (s = 1; s <= 2; s++) {
            all = ""
            for (k = 1; k <= n; k++) {
                v[k] = r[set, s, k]
                all = all sprintf(" %.2f", r[set, s, k])
            }
            line = line sprintf("  %s %.2f (%s)", s == 1 ? "parallel" : "dask", \
                                median(v, n), substr(all, 2))
        }
        print line
    }
}' "$log"
