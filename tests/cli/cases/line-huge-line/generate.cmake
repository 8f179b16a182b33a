# Two good puzzles around a single 10 MiB line, made here rather than
# committed.
file(READ "${CASE}/good" good)
string(REPEAT "1" 10485760 huge)
file(WRITE "${WORK}/input" "${good}\n${huge}\n\n${good}")
set(STDIN "${WORK}/input")
