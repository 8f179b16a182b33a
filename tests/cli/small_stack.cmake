# small_stack.cmake - rating on small stacks: with `ulimit -s 128` (the
# main thread's stack, and glibc's default for new threads), `--rate` on
# one and two jobs gives what it gives without the limit.  Puzzles that
# climb to the forcing chains and nested forcing chains take the rater's
# deepest stack.
#
#   cmake -DSUDOKU=<binary> -DWORK=<dir> -P small_stack.cmake
#
# Skipped where there is no POSIX shell.

cmake_policy(VERSION 3.16)

find_program(SH sh)
if(NOT SH)
  message("SKIP: no sh to set the stack limit with")
  return()
endif()
file(MAKE_DIRECTORY "${WORK}")
file(WRITE "${WORK}/hard.txt"
  "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3\n"
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
  "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........\n")

execute_process(COMMAND "${SUDOKU}" --rate -j1 "${WORK}/hard.txt"
                OUTPUT_VARIABLE expected RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR NOT expected MATCHES ":10.3:extreme\n")
  message(FATAL_ERROR "--rate without a limit: status ${status}, "
                      "output:\n${expected}")
endif()
foreach(jobs 1 2)
  execute_process(
    COMMAND "${SH}" -c "ulimit -s 128 && exec \"$0\" --rate -j${jobs} \"$1\""
            "${SUDOKU}" "${WORK}/hard.txt"
    OUTPUT_VARIABLE got RESULT_VARIABLE status ERROR_VARIABLE errors)
  if(NOT status EQUAL 0 OR NOT got STREQUAL expected)
    message(FATAL_ERROR "--rate -j${jobs} with `ulimit -s 128`: status "
                        "${status}, output:\n${got}\nexpected:\n${expected}"
                        "${errors}")
  endif()
endforeach()
