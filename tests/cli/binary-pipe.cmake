# binary-pipe.cmake - a binary file through a pipe is one error, as a
# binary file named on the command line is (the golden case binary-input,
# whose standard input is a file that can seek).
#
#   cmake -DSUDOKU=<binary> -DCASE=<tests/cli/cases/binary-input> -P binary-pipe.cmake
#
# Runs `cat CASE/stdin | sudoku data.bin puzzle.txt -` in CASE: the same
# standard output, standard error and exit status as the golden case.

cmake_policy(VERSION 3.16)

execute_process(COMMAND cat stdin COMMAND "${SUDOKU}" data.bin puzzle.txt -
                WORKING_DIRECTORY "${CASE}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
foreach(part stdout stderr status)
  file(READ "${CASE}/${part}" expected_${part})
endforeach()
string(STRIP "${expected_status}" expected_status)
if(NOT out STREQUAL expected_stdout OR NOT err STREQUAL expected_stderr OR
   NOT status STREQUAL expected_status)
  message(FATAL_ERROR "through a pipe: status ${status}, stdout:\n${out}\n"
                      "stderr:\n${err}\nexpected status ${expected_status}, "
                      "stdout:\n${expected_stdout}\nstderr:\n${expected_stderr}")
endif()
message("a binary input through a pipe is one error")
