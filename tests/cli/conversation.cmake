# conversation.cmake - a program that talks to sudoku through pipes gets
# each answer before it sends the next puzzle.
#
#   cmake -DSUDOKU=<binary> -DPUZZLE=<an 81-character puzzle> -P conversation.cmake
#
# bash starts sudoku as a coprocess, writes one puzzle, and waits up to 20
# seconds for its answer before it writes the second; then it closes the
# input.  The input is a pipe that stays open and standard output is a
# pipe: both the reading (no waiting for more input than a record) and the
# writing (each result flushed once the records before it are written)
# must serve a record at a time.  With one thread and with several.
# Without bash the test is skipped and says so.

cmake_policy(VERSION 3.16)

find_program(BASH bash)
if(NOT BASH)
  message("SKIP: needs bash for its coprocesses")
  return()
endif()

foreach(jobs 1 4)
  execute_process(
    COMMAND "${BASH}" -c "
coproc S { \"$0\" -j$1; }
for i in 1 2; do
  printf '%s\\n' \"$2\" >&\${S[1]}
  if ! read -t 20 -r line <&\${S[0]}; then
    echo \"no answer to puzzle $i while the input stays open\" >&2
    exit 1
  fi
  echo \"$line\"
done
exec {S[1]}>&-
wait" "${SUDOKU}" ${jobs} "${PUZZLE}"
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "-j${jobs}: ${err}")
  endif()
  string(REGEX MATCHALL "[1-9]+" answers "${out}")
  list(LENGTH answers n)
  if(NOT n EQUAL 2)
    message(FATAL_ERROR "-j${jobs}: not two answers:\n${out}${err}")
  endif()
  foreach(answer IN LISTS answers)
    string(LENGTH "${answer}" length)
    if(NOT length EQUAL 81)
      message(FATAL_ERROR "-j${jobs}: '${answer}' is no solved grid")
    endif()
  endforeach()
endforeach()
message("each answer came before the next puzzle was sent, -j1 and -j4")
