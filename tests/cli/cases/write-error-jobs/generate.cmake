# 20,000 copies of one puzzle: enough results that the write fails in
# whichever thread is writing when the disk fills, not only the caller's.
file(READ "${CASE}/puzzle" puzzle)
string(REPEAT "${puzzle}" 20000 all)
file(WRITE "${WORK}/input" "${all}")
set(STDIN "${WORK}/input")
