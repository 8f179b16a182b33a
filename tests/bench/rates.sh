# shellcheck shell=sh
# rates.sh - what the benchmarks against qqwing (generate.sh,
# generate_levels.sh, rate.sh) share.  Sourced, not run.

now() { date +%s.%N; }

# need_qqwing NAME: exits with status 2, naming the script, when qqwing
# is not installed.
need_qqwing() {
    command -v qqwing >/dev/null || {
        echo "$1: qqwing not found" >&2
        exit 2
    }
}

# rate COUNT COMMAND...: runs the command, output thrown away, and prints
# COUNT divided by the seconds it took.
rate() {
    count=$1
    shift
    start=$(now)
    "$@" >/dev/null
    end=$(now)
    awk -v n="$count" -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", n / (b - a) }'
}

# An awk function: median(v, n) is the median of v[1..n] (v is sorted).
# shellcheck disable=SC2034 # used by the scripts that source this file
median_awk='
function median(v, n,    i, j, t) {
    for (i = 2; i <= n; i++)
        for (j = i; j > 1 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
    return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
}'
