# sshd.sh - an ssh server of a test's own on 127.0.0.1, to stand for other
# machines: sourced by tests/cluster/parallel_ssh.sh and
# tests/bench/cluster.sh.
#
#   sshd_start DIR   makes host and user keys and a configuration in DIR
#                    (an absolute path), starts /usr/sbin/sshd on the first
#                    free port from one this process picks, and waits until
#                    a login works; sets sshd_pid, sshd_port and sshd_ssh
#                    (the ssh command that logs in with the user key, for
#                    GNU parallel's --ssh).  Returns 1, with sshd_why set,
#                    when no server would start.
#   sshd_stop        stops it.
#
# As root the server wants its privilege separation folder, /run/sshd,
# which Debian's service would make: it is made when missing.

sshd_pid=""
sshd_why=""

sshd_stop() {
    [ -z "$sshd_pid" ] || kill "$sshd_pid" 2>/dev/null || true
    sshd_pid=""
}

sshd_start() {
    sshd_dir=$1
    ssh-keygen -q -t ed25519 -N '' -f "$sshd_dir/host_key" || return 1
    ssh-keygen -q -t ed25519 -N '' -f "$sshd_dir/user_key" || return 1
    cp "$sshd_dir/user_key.pub" "$sshd_dir/authorized_keys"
    if [ "$(id -u)" = 0 ] && [ ! -d /run/sshd ] && ! mkdir -p /run/sshd; then
        sshd_why="cannot make /run/sshd"
        return 1
    fi
    sshd_port=$((20000 + $$ % 20000))
    sshd_tries=0
    while [ "$sshd_tries" -lt 10 ]; do
        sshd_tries=$((sshd_tries + 1))
        sshd_port=$((sshd_port + 1))
        cat >"$sshd_dir/sshd_config" <<CONFIG
Port $sshd_port
ListenAddress 127.0.0.1
HostKey $sshd_dir/host_key
AuthorizedKeysFile $sshd_dir/authorized_keys
PidFile $sshd_dir/sshd.pid
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PermitRootLogin prohibit-password
CONFIG
        /usr/sbin/sshd -D -f "$sshd_dir/sshd_config" -E "$sshd_dir/sshd.log" &
        sshd_pid=$!
        sshd_ssh="ssh -F /dev/null -p $sshd_port -i $sshd_dir/user_key"
        sshd_ssh="$sshd_ssh -o IdentitiesOnly=yes -o StrictHostKeyChecking=no"
        sshd_ssh="$sshd_ssh -o UserKnownHostsFile=/dev/null -o BatchMode=yes"
        sshd_ssh="$sshd_ssh -o LogLevel=ERROR"
        sshd_waited=0
        while [ "$sshd_waited" -lt 50 ] && kill -0 "$sshd_pid" 2>/dev/null; do
            $sshd_ssh 127.0.0.1 true 2>/dev/null && return 0
            sleep 0.1
            sshd_waited=$((sshd_waited + 1))
        done
        sshd_stop
    done
    sshd_why="no sshd could start: $(tail -n 3 "$sshd_dir/sshd.log")"
    return 1
}
