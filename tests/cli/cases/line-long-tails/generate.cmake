# Puzzles whose tails pass what the line reader keeps of a line (10 KiB,
# 1 MiB), made here rather than committed: the tail is not read, so they
# are solved; a line whose cells run past what is kept is still too long.
set(p "103000509002109400000704000300502006060000050700803004000401000009205800804000107")
string(REPLACE "0" "." dots "${p}")
string(REPEAT "x" 10240 kib10)
string(REPEAT "y" 1048576 mib1)
string(REPEAT "1" 5000 cells)
file(WRITE "${WORK}/tails.txt"
     "${p} # ${kib10}\n${dots};${mib1}\n${cells}\n${p}\t${mib1}\n${p}\n")
set(RUN_DIR "${WORK}")
