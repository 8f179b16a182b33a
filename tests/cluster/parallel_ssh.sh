#!/bin/sh
# parallel_ssh.sh - the README's recipe for many machines, over ssh: GNU
# parallel cuts a collection into blocks at line ends and runs `sudoku` on
# each, on another machine through ssh and on this one at once; the
# outputs joined in order must be byte for byte what one run prints.
#
# Usage: parallel_ssh.sh SUDOKU INPUT WORK
#
# The other machine is an sshd of the test's own on 127.0.0.1 (a high
# port, host and user keys made for the test, its configuration, log and
# keys all in WORK), stopped at the end.  Three runs, each on a collection
# of INPUT (a batch with bad records) repeated until it fills a dozen
# blocks:
#
#   in place    the binary at its own path on both machines
#   basefile    the binary sent to the other machine (--basefile, into a
#               working folder in WORK) and run there as ./sudoku
#   retries     --pipe --retries 3 while the test kills a `sudoku` that runs
#               under the sshd, mid-block: the block runs again, and the
#               output is still exact (on INPUT repeated 8 times with a
#               costly puzzle in each copy, rated with --rate=se, so that
#               a block takes long enough to be killed in)
#
#   stdin       the collection on standard input (--pipe); in place and
#               basefile read it from the file (--pipepart -a FILE)
#
# Each run is `sudoku -f line || [ $? -eq 1 ]`, as the README writes it:
# status 1 (bad records) is a finished block, anything else one to retry.
# It prints SKIP (and the test shows as skipped) where GNU parallel, the
# ssh client or server, ssh-keygen or rsync is missing, or where the sshd
# cannot start (Debian: apt-get install parallel openssh-server rsync).
set -eu

if [ $# -ne 3 ]; then
    echo "usage: parallel_ssh.sh SUDOKU INPUT WORK" >&2
    exit 2
fi
sudoku=$1
input=$2
work=$3

skip() {
    echo "SKIP: $*"
    exit 0
}
parallel --version 2>/dev/null | grep -q "GNU parallel" ||
    skip "GNU parallel is not installed"
for tool in ssh ssh-keygen rsync; do
    command -v "$tool" >/dev/null 2>&1 || skip "$tool is not installed"
done
[ -x /usr/sbin/sshd ] || skip "no /usr/sbin/sshd (openssh-server)"
[ -r /proc/self/stat ] || skip "no /proc to find the processes to kill in"

rm -rf "$work"
mkdir -p "$work/here" "$work/there" "$work/tmp"
work=$(cd "$work" && pwd)
# shellcheck source=tests/cluster/sshd.sh
. "$(dirname "$0")/sshd.sh"
trap sshd_stop EXIT
sshd_start "$work" || skip "$sshd_why"
ssh_cmd=$sshd_ssh
pid=$sshd_pid

# The collection: INPUT repeated to a dozen blocks of 128 KiB.
i=0
while [ "$i" -lt 40 ]; do
    cat "$input"
    i=$((i + 1))
done >"$work/collection.txt"
block=131072
blocks=$(($(wc -c <"$work/collection.txt") / block))
[ "$blocks" -ge 12 ] || {
    echo "FAIL: the collection makes $blocks blocks, fewer than 12" >&2
    exit 1
}
status=0
"$sudoku" -f line "$work/collection.txt" >"$work/whole.out" \
    2>"$work/whole.err" || status=$?
if [ "$status" -ne 1 ]; then
    echo "FAIL: one run exited with $status, not 1 for its bad records" >&2
    exit 1
fi
diagnostics=$(wc -l <"$work/whole.err")

# run NAME COMMAND [parallel options]: the collection through parallel on
# both machines; its output must be the one run's.
run() {
    name=$1
    command=$2
    shift 2
    status=0
    (cd "$work/here" &&
        parallel --will-cite --tmpdir "$work/tmp" --block "$block" -k \
            --ssh "$ssh_cmd" -S 2/127.0.0.1,2/: --joblog "$work/$name.log" \
            "$@" "$command" <"$work/collection.txt" \
            >"$work/$name.out" 2>"$work/$name.err") || status=$?
    if [ "$status" -ne 0 ]; then
        echo "FAIL: $name: parallel exited with $status" >&2
        cat "$work/$name.err" >&2
        exit 1
    fi
    if ! cmp -s "$work/$name.out" "$work/whole.out"; then
        echo "FAIL: $name: the output differs from one run's" >&2
        exit 1
    fi
    # Each diagnostic once: a block that ran again tells its own once.
    n=$(grep -c '^sudoku: <stdin>:[0-9]*:[0-9]*: ' "$work/$name.err" || true)
    if [ "$n" -ne "$diagnostics" ]; then
        echo "FAIL: $name: $n diagnostics, one run gives $diagnostics" >&2
        exit 1
    fi
    remote=$(awk -F'\t' 'NR > 1 && $2 == "127.0.0.1"' "$work/$name.log" | wc -l)
    if [ "$remote" -lt 1 ]; then
        echo "FAIL: $name: no block ran through ssh" >&2
        exit 1
    fi
    echo "$name: $blocks blocks, $remote of them through ssh: the same output"
}

sudoku_abs=$(cd "$(dirname "$sudoku")" && pwd)/$(basename "$sudoku")
run in-place "$sudoku_abs -f line || [ \$? -eq 1 ]" --pipepart \
    -a "$work/collection.txt"
cp "$sudoku_abs" "$work/here/sudoku"
run basefile "./sudoku -f line || [ \$? -eq 1 ]" --pipepart \
    -a "$work/collection.txt" --basefile sudoku --workdir "$work/there"
run stdin "$sudoku_abs -f line || [ \$? -eq 1 ]" --pipe
[ -x "$work/there/sudoku" ] || {
    echo "FAIL: --basefile sent no binary to $work/there" >&2
    exit 1
}

# Kills the first `sudoku` found to run under this test's sshd: its
# parent's parent's parent (a shell, the wrapper of parallel, the server's
# process for the login) is the server's child.  A `sudoku` of this
# machine's jobs descends from this script instead.
kill_one() {
    n=0
    while [ "$n" -lt 1000 ]; do
        for p in $(pgrep -f "^$sudoku_abs -f line --rate=se" || true); do
            a=$p
            up=0
            while [ -n "$a" ] && [ "$a" -gt 1 ] && [ "$a" != $$ ] &&
                [ "$up" -lt 6 ]; do
                # The parent, from /proc without a process of its own:
                # the fourth field (the second, the name, has no blank).
                ppid=""
                read -r _ _ _ ppid _ <"/proc/$a/stat" 2>/dev/null || true
                a=$ppid
                up=$((up + 1))
                if [ "$a" = "$pid" ]; then
                    kill -9 "$p" 2>/dev/null && echo "$p" && return 0
                fi
            done
        done
        sleep 0.01
        n=$((n + 1))
    done
    return 1
}
# Blocks that take long enough to be killed in: rated as Sudoku Explainer
# rates, with puzzles of its nested forcing chains (10.3, about 0.1 s of
# work each) in every block.
nested="........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
i=0
while [ "$i" -lt 8 ]; do
    head -n 600 "$input"
    echo "$nested"
    echo "$nested"
    tail -n +601 "$input"
    echo "$nested"
    echo "$nested"
    i=$((i + 1))
done >"$work/collection.txt"
"$sudoku" -f line --rate=se "$work/collection.txt" >"$work/whole.out" \
    2>"$work/whole.err" || true
diagnostics=$(wc -l <"$work/whole.err")
blocks=$(($(wc -c <"$work/collection.txt") / block))
kill_one >"$work/killed" &
killer=$!
run retries "$sudoku_abs -f line --rate=se || [ \$? -eq 1 ]" --pipe \
    --retries 3
wait "$killer" || {
    echo "FAIL: retries: no sudoku ran under the sshd to be killed" >&2
    exit 1
}
echo "retries: process $(cat "$work/killed") killed mid-block, the output exact"
