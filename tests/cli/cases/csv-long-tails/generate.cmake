# A csv file whose last column passes what the line reader keeps of a
# line (10 KiB, 1 MiB, quoted or not), made here rather than committed:
# the columns after the puzzle and its solution are not read, so the
# records are checked; a puzzle or solution field cut short is still an
# error, at the first wrong character it shows.
set(p "103000509002109400000704000300502006060000050700803004000401000009205800804000107")
set(s "143628579572139468986754231391542786468917352725863914237481695619275843854396127")
string(REPEAT "x" 10240 kib10)
string(REPEAT "y" 1048576 mib1)
file(WRITE "${WORK}/long.csv"
     "id,puzzle,solution,note\n1,${p},${s},${kib10}\n2,\"${p}\",${s},\"${mib1}\"\n3,${p},${mib1}\n4,${p},${s}\n")
set(RUN_DIR "${WORK}")
