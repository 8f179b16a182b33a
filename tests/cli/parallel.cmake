# parallel.cmake - GNU parallel spreads a collection over the processors
# as the README's "Bigger than one machine" says: the collection cut into
# blocks at line ends, one run of the command a block, the outputs joined
# in order, gives byte for byte what one run of the command gives.
#
#   cmake -DSUDOKU=<binary> -DINPUT=<file> -DWORK=<dir> -P parallel.cmake
#
# The collection is INPUT (a batch with bad records in it: clashes,
# stray characters, short and long lines, puzzles without a solution)
# repeated until it fills several blocks of 1 MiB; it runs as the README
# writes it (`-f line`) and with the layout detected in each block.  The
# test shows as skipped where GNU parallel is not installed (Debian:
# apt-get install parallel); moreutils' `parallel` is another program.

cmake_policy(VERSION 3.16)

find_program(PARALLEL parallel)
if(PARALLEL)
  execute_process(COMMAND "${PARALLEL}" --version
                  OUTPUT_VARIABLE version ERROR_QUIET)
endif()
if(NOT PARALLEL OR NOT version MATCHES "GNU parallel")
  message("SKIP: GNU parallel is not installed")
  return()
endif()

file(MAKE_DIRECTORY "${WORK}")
file(READ "${INPUT}" text)
set(collection "${WORK}/collection.txt")
file(WRITE "${collection}" "")
foreach(i RANGE 1 40)
  file(APPEND "${collection}" "${text}")
endforeach()
file(SIZE "${collection}" size)
if(size LESS 3145728)
  message(FATAL_ERROR "the collection has ${size} bytes: fewer than 3 blocks")
endif()

foreach(layout "auto" "line")
  execute_process(COMMAND "${SUDOKU}" -f ${layout} "${collection}"
                  OUTPUT_FILE "${WORK}/whole-${layout}.out"
                  ERROR_FILE "${WORK}/whole-${layout}.err"
                  RESULT_VARIABLE whole_status)
  if(NOT whole_status EQUAL 1)
    message(FATAL_ERROR "one run (-f ${layout}) exited with ${whole_status}, "
                        "not 1 for its bad records")
  endif()
  # --will-cite: no notice on standard error; a temporary folder of the
  # test's own, whatever HOME allows.
  execute_process(COMMAND "${PARALLEL}" --will-cite --tmpdir "${WORK}"
                          --pipe --block 1M -k "${SUDOKU}" -f ${layout}
                  INPUT_FILE "${collection}"
                  OUTPUT_FILE "${WORK}/parallel-${layout}.out"
                  ERROR_FILE "${WORK}/parallel-${layout}.err"
                  RESULT_VARIABLE parallel_status)
  file(READ "${WORK}/parallel-${layout}.err" errors)
  if(NOT errors MATCHES "sudoku: <stdin>:[0-9]+:[0-9]+: ")
    message(FATAL_ERROR "parallel (-f ${layout}) exited with "
                        "${parallel_status} and no diagnostic: ${errors}")
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files
                          "${WORK}/whole-${layout}.out"
                          "${WORK}/parallel-${layout}.out"
                  RESULT_VARIABLE differ)
  if(differ)
    file(SIZE "${WORK}/whole-${layout}.out" a)
    file(SIZE "${WORK}/parallel-${layout}.out" b)
    message(FATAL_ERROR "parallel --pipe -k (-f ${layout}) printed ${b} bytes "
                        "that differ from the ${a} of one run: compare "
                        "${WORK}/whole-${layout}.out and "
                        "${WORK}/parallel-${layout}.out")
  endif()
  message("-f ${layout}: ${size} bytes in blocks of 1 MiB, the same output")
endforeach()
