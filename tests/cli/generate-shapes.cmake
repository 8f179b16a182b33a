# generate-shapes.cmake - puzzles of other sizes and shapes made by
# --generate read back by the command: each, solved with --unique --count
# and the same shape options, has exactly one solution, and the puzzles
# are the same on one job and on three.
#
#   cmake -DSUDOKU=<binary> -DWORK=<dir> -P generate-shapes.cmake

cmake_policy(VERSION 3.16)

file(MAKE_DIRECTORY "${WORK}")
set(cases
    "--box=2x2|--minimal"
    "--box=3x2|--symmetry=rotate180"
    "--box=2x4|--minimal"
    "--diagonals|--symmetry=random"
    "--windoku|--symmetry=rotate90"
    "--box=4x4|--difficulty=easy"
    "--box=4x4|--difficulty=medium"
    "--box=3x3|--difficulty=hard"
    "--jigsaw=9|--minimal"
    "--jigsaw=7|--diagonals")
set(n 0)
foreach(case IN LISTS cases)
  string(REPLACE "|" ";" words "${case}")
  list(GET words 0 shape)
  if(shape MATCHES "^--jigsaw")
    set(shape "")
  endif()
  if(case MATCHES "--diagonals")
    set(shape "${shape};--diagonals")
  endif()
  math(EXPR n "${n} + 1")
  execute_process(COMMAND "${SUDOKU}" -g4 --seed=11 -j1 ${words}
                  OUTPUT_VARIABLE one RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${case}: status ${status}")
  endif()
  execute_process(COMMAND "${SUDOKU}" -g4 --seed=11 -j3 ${words}
                  OUTPUT_VARIABLE three)
  if(NOT one STREQUAL three)
    message(FATAL_ERROR "${case}: -j3 made other puzzles:\n${one}\n${three}")
  endif()
  file(WRITE "${WORK}/made${n}.txt" "${one}")
  execute_process(COMMAND "${SUDOKU}" -u -c ${shape} "${WORK}/made${n}.txt"
                  OUTPUT_VARIABLE solved RESULT_VARIABLE status)
  string(REGEX MATCHALL ":1:[^\n]*\n" unique "${solved}")
  list(LENGTH unique count)
  if(NOT status EQUAL 0 OR NOT count EQUAL 4)
    message(FATAL_ERROR "${case}: ${count} of 4 read back with one "
                        "solution (status ${status}):\n${one}\n${solved}")
  endif()
endforeach()
