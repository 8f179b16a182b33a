# split.cmake - the line format is a stream filter: an input cut at line
# boundaries into pieces, each piece run on its own, and the outputs put
# together in order, give what one run gives.
#
#   cmake -DSUDOKU=<binary> -DINPUT=<file> -DPIECES=<n> -DWORK=<dir>
#         -P split.cmake
#
# This is what lets a collection too big for one machine go through
# existing engines (GNU parallel --pipe -k, Hadoop Streaming, Spark's
# RDD.pipe), which cut the input at line boundaries and join the outputs.
# The input's bad records (an invalid line, a puzzle without a solution)
# must give their results in their place in every piece.

cmake_policy(VERSION 3.16)

file(MAKE_DIRECTORY "${WORK}")
file(STRINGS "${INPUT}" lines)
list(LENGTH lines count)
if(count LESS PIECES)
  message(FATAL_ERROR "${INPUT} has ${count} lines, fewer than ${PIECES}")
endif()

execute_process(COMMAND "${SUDOKU}" -f line -j1 "${INPUT}"
                OUTPUT_FILE "${WORK}/whole.out"
                ERROR_VARIABLE ignored RESULT_VARIABLE whole_status)

# Pieces of unequal sizes: piece k ends at line (k * (k + 1) / 2) * count
# / total, so no cut falls at a regular spacing.
math(EXPR total "${PIECES} * (${PIECES} + 1) / 2")
set(joined "")
set(start 0)
set(statuses "")
foreach(k RANGE 1 ${PIECES})
  math(EXPR end "(${k} * (${k} + 1) / 2) * ${count} / ${total}")
  math(EXPR length "${end} - ${start}")
  if(length GREATER 0)
    list(SUBLIST lines ${start} ${length} piece)
    list(JOIN piece "\n" text)
    file(WRITE "${WORK}/piece${k}.txt" "${text}\n")
    execute_process(COMMAND "${SUDOKU}" -f line "${WORK}/piece${k}.txt"
                    OUTPUT_VARIABLE out ERROR_VARIABLE ignored
                    RESULT_VARIABLE status)
    string(APPEND joined "${out}")
    list(APPEND statuses ${status})
  endif()
  set(start ${end})
endforeach()
file(WRITE "${WORK}/joined.out" "${joined}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files
                        "${WORK}/whole.out" "${WORK}/joined.out"
                RESULT_VARIABLE different)
if(different)
  message(FATAL_ERROR "the joined outputs of ${PIECES} pieces differ from "
                      "one run: compare ${WORK}/whole.out and "
                      "${WORK}/joined.out")
endif()
file(SIZE "${WORK}/whole.out" size)
if(size EQUAL 0 OR NOT whole_status EQUAL 1)
  message(FATAL_ERROR "one run gave ${size} bytes and status "
                      "${whole_status}; the input's bad records should "
                      "make it 1")
endif()
message("${count} lines in ${PIECES} pieces: the same ${size} bytes as one "
        "run (statuses ${statuses})")
