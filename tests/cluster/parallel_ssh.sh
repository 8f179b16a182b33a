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
#   retries     --retries 3 while the test kills a `sudoku` that runs
#               under the sshd, mid-block: the block runs again, and the
#               output is still exact (on INPUT repeated 8 times with a
#               costly puzzle in each copy, rated with --rate=se, so that
#               a block takes long enough to be killed in)
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
sshd=/usr/sbin/sshd

skip() {
    echo "SKIP: $*"
    exit 0
}
parallel --version 2>/dev/null | grep -q "GNU parallel" ||
    skip "GNU parallel is not installed"
for tool in ssh ssh-keygen rsync; do
    command -v "$tool" >/dev/null 2>&1 || skip "$tool is not installed"
done
[ -x "$sshd" ] || skip "no $sshd (openssh-server)"

rm -rf "$work"
mkdir -p "$work/here" "$work/there" "$work/tmp"
work=$(cd "$work" && pwd)
ssh-keygen -q -t ed25519 -N '' -f "$work/host_key"
ssh-keygen -q -t ed25519 -N '' -f "$work/user_key"
cp "$work/user_key.pub" "$work/authorized_keys"

# The server, on the first free port from one that this process picks.
# As root it wants its privilege separation folder, which Debian's
# service would make.
if [ "$(id -u)" = 0 ] && [ ! -d /run/sshd ]; then
    mkdir -p /run/sshd || skip "cannot make /run/sshd"
fi
pid=""
stop() {
    [ -z "$pid" ] || kill "$pid" 2>/dev/null || true
}
trap stop EXIT
port=$((20000 + $$ % 20000))
tries=0
ssh_cmd=""
while [ -z "$ssh_cmd" ]; do
    tries=$((tries + 1))
    [ "$tries" -le 10 ] || skip "no sshd could start: $(tail -n 3 "$work/sshd.log")"
    port=$((port + 1))
    cat >"$work/sshd_config" <<EOF
Port $port
ListenAddress 127.0.0.1
HostKey $work/host_key
AuthorizedKeysFile $work/authorized_keys
PidFile $work/sshd.pid
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PermitRootLogin prohibit-password
EOF
    "$sshd" -D -f "$work/sshd_config" -E "$work/sshd.log" &
    pid=$!
    cmd="ssh -F /dev/null -p $port -i $work/user_key -o IdentitiesOnly=yes"
    cmd="$cmd -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null"
    cmd="$cmd -o BatchMode=yes -o LogLevel=ERROR"
    waited=0
    while [ "$waited" -lt 50 ] && kill -0 "$pid" 2>/dev/null; do
        if $cmd 127.0.0.1 true 2>/dev/null; then
            ssh_cmd=$cmd
            break
        fi
        sleep 0.1
        waited=$((waited + 1))
    done
    if [ -z "$ssh_cmd" ]; then
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        pid=""
    fi
done

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
        parallel --will-cite --tmpdir "$work/tmp" --pipe --block "$block" -k \
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
run in-place "$sudoku_abs -f line || [ \$? -eq 1 ]"
cp "$sudoku_abs" "$work/here/sudoku"
run basefile "./sudoku -f line || [ \$? -eq 1 ]" --basefile sudoku \
    --workdir "$work/there"
[ -x "$work/there/sudoku" ] || {
    echo "FAIL: --basefile sent no binary to $work/there" >&2
    exit 1
}

# Kills the first `sudoku` found to run under this test's sshd.
kill_one() {
    n=0
    while [ "$n" -lt 800 ]; do
        for p in $(pgrep -f "^$sudoku_abs -f line --rate=se" || true); do
            a=$p
            while [ -n "$a" ] && [ "$a" -gt 1 ]; do
                a=$(ps -o ppid= -p "$a" | tr -d ' ')
                if [ "$a" = "$pid" ]; then
                    kill -9 "$p" 2>/dev/null && echo "$p" && return 0
                fi
            done
        done
        sleep 0.02
        n=$((n + 1))
    done
    return 1
}
# Blocks that take long enough to be killed in: rated as Sudoku Explainer
# rates, with a puzzle of its nested forcing chains (10.3, about 0.1 s of
# work) in each copy of INPUT.
i=0
while [ "$i" -lt 8 ]; do
    cat "$input"
    echo "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
    i=$((i + 1))
done >"$work/collection.txt"
"$sudoku" -f line --rate=se "$work/collection.txt" >"$work/whole.out" \
    2>"$work/whole.err" || true
diagnostics=$(wc -l <"$work/whole.err")
blocks=$(($(wc -c <"$work/collection.txt") / block))
kill_one >"$work/killed" &
killer=$!
run retries "$sudoku_abs -f line --rate=se || [ \$? -eq 1 ]" --retries 3
wait "$killer" || {
    echo "FAIL: retries: no sudoku ran under the sshd to be killed" >&2
    exit 1
}
echo "retries: process $(cat "$work/killed") killed mid-block, the output exact"
