# run_case.cmake - runs one golden command-line case.
#
#   cmake -DSUDOKU=<binary> -DCASE=<case dir> -DWORK=<scratch dir> -P run_case.cmake
#
# The case directory holds `args` (one argument a line; may be empty),
# optionally `stdin`, and the expected `stdout`, `stderr` and `status`.  The
# program runs in the case directory, so arguments name files there.  In
# `args`, @PUZZLES@ stands for the project's puzzles/ directory.  A file
# `redirect` names where standard output goes instead of being captured
# (such as /dev/full, to test write errors); `stdout` is then not compared.
# Output is compared byte for byte; on a mismatch the differences are
# printed.  A file `variants` makes the program run once per line of it,
# the words of the line (separated by blanks) going before the arguments of
# `args`; every run must give the expected output.
#
# Inputs too big to commit are made at test time: a script `generate.cmake`
# in the case directory is included first; it writes files under ${WORK}
# (@WORK@ in `args` stands for that directory) and may set STDIN to one of
# them, set RUN_DIR to ${WORK} to run the program there (so that messages
# name those files without a path), or set SKIP to the reason the case
# cannot run here (it then passes as skipped, printing "SKIP: reason").
# -DWRAPPER=a;b;c runs the program under a command, such as valgrind.
# A file `stderr-regex` in place of `stderr` holds a regular expression
# that the whole of standard error must match, for output that holds a
# time: every other part of it is spelled out in the expression.

cmake_policy(VERSION 3.16)

get_filename_component(PUZZLES "${CMAKE_CURRENT_LIST_DIR}/../../puzzles" ABSOLUTE)
file(MAKE_DIRECTORY "${WORK}")

set(args "")
if(EXISTS "${CASE}/args")
  file(STRINGS "${CASE}/args" args)
  list(TRANSFORM args REPLACE "@PUZZLES@" "${PUZZLES}")
  list(TRANSFORM args REPLACE "@WORK@" "${WORK}")
endif()

set(STDIN "")
set(SKIP "")
set(RUN_DIR "${CASE}")
if(EXISTS "${CASE}/generate.cmake")
  include("${CASE}/generate.cmake")
endif()
if(SKIP)
  message("SKIP: ${SKIP}")
  return()
endif()

set(input_option "")
if(EXISTS "${CASE}/stdin")
  set(input_option INPUT_FILE "${CASE}/stdin")
elseif(STDIN)
  set(input_option INPUT_FILE "${STDIN}")
endif()

set(output_file "${WORK}/stdout")
set(streams stdout stderr status)
if(EXISTS "${CASE}/redirect")
  file(STRINGS "${CASE}/redirect" output_file LIMIT_COUNT 1)
  set(streams stderr status)
endif()

# Runs the program with `extra` before the arguments and compares its
# output; sets `failed` in the caller on a difference.
function(run_once extra label)
  execute_process(
    COMMAND ${WRAPPER} "${SUDOKU}" ${extra} ${args}
    WORKING_DIRECTORY "${RUN_DIR}"
    ${input_option}
    OUTPUT_FILE "${output_file}"
    ERROR_FILE "${WORK}/stderr"
    RESULT_VARIABLE status)
  file(WRITE "${WORK}/status" "${status}\n")

  foreach(stream IN LISTS streams)
    if(stream STREQUAL "stderr" AND EXISTS "${CASE}/stderr-regex")
      file(READ "${CASE}/stderr-regex" pattern)
      file(READ "${WORK}/stderr" got)
      if(NOT got MATCHES "^${pattern}$")
        set(failed TRUE PARENT_SCOPE)
        message("--- stderr does not match${label}:\n${pattern}\nactual:\n${got}")
      endif()
      continue()
    endif()
    set(expected "${CASE}/${stream}")
    if(NOT EXISTS "${expected}")
      set(expected "${WORK}/empty")
      file(WRITE "${expected}" "")
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files
                            "${expected}" "${WORK}/${stream}"
                    RESULT_VARIABLE different)
    if(different)
      set(failed TRUE PARENT_SCOPE)
      message("--- ${stream} differs${label} (expected vs actual)")
      find_program(DIFF diff)
      if(DIFF)
        execute_process(COMMAND ${DIFF} -u "${expected}" "${WORK}/${stream}")
      else()
        file(READ "${expected}" want)
        file(READ "${WORK}/${stream}" got)
        message("expected:\n${want}\nactual:\n${got}")
      endif()
    endif()
  endforeach()
endfunction()

set(failed FALSE)
if(EXISTS "${CASE}/variants")
  file(STRINGS "${CASE}/variants" variants)
  foreach(variant IN LISTS variants)
    separate_arguments(extra UNIX_COMMAND "${variant}")
    run_once("${extra}" " (with ${variant})")
  endforeach()
else()
  run_once("" "")
endif()

if(failed)
  message(FATAL_ERROR "case ${CASE} failed")
endif()
