# A file without read permission, made here: git keeps no such mode.  The
# superuser reads it anyway, so the case is skipped when that happens.
file(WRITE "${WORK}/unreadable.txt"
     "103000509002109400000704000300502006060000050700803004000401000009205800804000107\n")
execute_process(COMMAND chmod 000 "${WORK}/unreadable.txt")
execute_process(COMMAND ${CMAKE_COMMAND} -E cat "${WORK}/unreadable.txt"
                RESULT_VARIABLE readable OUTPUT_QUIET ERROR_QUIET)
if(readable EQUAL 0)
  set(SKIP "unreadable.txt can be read (running as root)")
endif()
set(RUN_DIR "${WORK}")
