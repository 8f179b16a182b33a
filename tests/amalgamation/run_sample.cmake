# run_sample.cmake - runs a judge's sample through the amalgamated program.
#
#   cmake -DPROGRAM=<exe> -DINPUT=<in> -DEXPECTED=<out> -DWORK=<dir>
#         -P run_sample.cmake
#
# The program runs as a judge runs it: no arguments, the input on standard
# input.  Its output must equal the expected one byte for byte, except that
# judges forgive a space at the end of a line, so expected files may carry
# one; the program itself must print none.  A sample that is not present
# (the judges' data lives outside the repository) skips the test.

cmake_policy(VERSION 3.16)

foreach(file IN ITEMS "${INPUT}" "${EXPECTED}")
  if(NOT EXISTS "${file}")
    message("SKIP: ${file} not present")
    return()
  endif()
endforeach()
file(MAKE_DIRECTORY "${WORK}")

execute_process(COMMAND "${PROGRAM}"
                INPUT_FILE "${INPUT}"
                OUTPUT_FILE "${WORK}/actual"
                ERROR_VARIABLE errors
                RESULT_VARIABLE status)

file(READ "${EXPECTED}" want)
string(REGEX REPLACE " +\n" "\n" want "${want}")
string(REGEX REPLACE " +$" "" want "${want}")
file(WRITE "${WORK}/expected" "${want}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files
                        "${WORK}/expected" "${WORK}/actual"
                RESULT_VARIABLE different)
if(different)
  find_program(DIFF diff)
  if(DIFF)
    execute_process(COMMAND "${DIFF}" -u "${WORK}/expected" "${WORK}/actual")
  endif()
  message(FATAL_ERROR "output differs from ${EXPECTED}")
endif()
if(NOT status EQUAL 0 OR NOT errors STREQUAL "")
  message(FATAL_ERROR "exit status ${status}, standard error:\n${errors}")
endif()
