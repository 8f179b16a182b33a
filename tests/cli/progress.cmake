# progress.cmake - the progress line on a terminal.
#
#   cmake -DSUDOKU=<binary> -DPUZZLE=<an 81-character puzzle> -DWORK=<dir>
#         -P progress.cmake
#
# Standard error is a terminal (a pseudo-terminal from util-linux's
# `script`, 30 columns wide by $COLUMNS) and the puzzles come through a
# pipe, a few, then more after a pause of over a second, so that the run
# is long enough to show progress whatever the machine's speed.  Checked:
# the line shows the count so far, it never reaches the terminal's last
# column, it is erased at the end, and when SIGTERM ends the run it is
# erased before the command dies of the signal.  --generate shows its own
# line, erased at the end too.  Without `script` or a
# POSIX shell the test is skipped and says so.

cmake_policy(VERSION 3.16)

find_program(SCRIPT script)
find_program(SH sh)
if(NOT SCRIPT OR NOT SH)
  message("SKIP: needs util-linux's script and a POSIX shell")
  return()
endif()
execute_process(COMMAND "${SCRIPT}" -qec true /dev/null
                RESULT_VARIABLE works OUTPUT_QUIET ERROR_QUIET)
if(NOT works EQUAL 0)
  message("SKIP: script cannot open a pseudo-terminal here")
  return()
endif()

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
# 5,000 puzzles, then 30,000: the progress line comes every 4,096 records
# once a second has passed.
string(REPEAT "${PUZZLE}\n" 5000 few)
file(WRITE "${WORK}/few.txt" "${few}")
string(REPEAT "${few}" 6 many)
file(WRITE "${WORK}/many.txt" "${many}")

# Runs `command` (a shell command run in WORK) with standard error on a
# 30-column terminal; sets <out>_text to what the terminal showed and
# <out>_status to the exit status of the command.
function(on_terminal out command)
  execute_process(
    COMMAND env COLUMNS=30 "${SCRIPT}" -qec "${command}" "${WORK}/${out}.tty"
    WORKING_DIRECTORY "${WORK}"
    RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
  file(READ "${WORK}/${out}.tty" text)
  # Without script's first line and its closing one.
  string(FIND "${text}" "\n" first)
  string(FIND "${text}" "\nScript done" last REVERSE)
  if(first LESS 0 OR last LESS first)
    message(FATAL_ERROR "not what script writes:\n${text}")
  endif()
  math(EXPR first "${first} + 1")
  math(EXPR length "${last} - ${first}")
  string(SUBSTRING "${text}" ${first} ${length} text)
  string(REGEX REPLACE "\n+$" "" text "${text}")
  set(${out}_text "${text}" PARENT_SCOPE)
  set(${out}_status "${status}" PARENT_SCOPE)
endfunction()

set(feed "(cat few.txt; sleep 1.5; cat many.txt)")
string(ASCII 13 CR)

# What a terminal showed (<out>_text) of a run that ended: a line shown
# that `pattern` matches, each progress line cut to the 30 columns (the
# carriage return and 29), and the last erased (blanks over it, then back
# to the first column; file(READ) takes that last carriage return and the
# line end after it as one line end).  what names the run in messages.
function(check_progress out what pattern)
  set(text "${${out}_text}")
  if(NOT text MATCHES "${CR}sudoku: ${pattern}")
    message(FATAL_ERROR "no progress line for ${what}:\n${text}")
  endif()
  string(REGEX MATCHALL "${CR}sudoku: [^${CR}]*" shown "${text}")
  foreach(line IN LISTS shown)
    string(LENGTH "${line}" length)
    if(length GREATER 30)
      message(FATAL_ERROR "a progress line wider than the terminal: '${line}'")
    endif()
  endforeach()
  if(NOT text MATCHES "${CR} +${CR}?$")
    message(FATAL_ERROR "the progress line of ${what} was not erased at the "
                        "end:\n${text}")
  endif()
endfunction()

# A whole run: every result on standard output, the progress erased.
on_terminal(done "${feed} | '${SUDOKU}' -j1 > done.out")
if(NOT done_status EQUAL 0)
  message(FATAL_ERROR "the run ended with status ${done_status}:\n${done_text}")
endif()
file(STRINGS "${WORK}/done.out" results)
list(LENGTH results count)
if(NOT count EQUAL 35000)
  message(FATAL_ERROR "${count} results for 35000 puzzles")
endif()
check_progress(done "solving" "[0-9]+ puzzles, [0-9]+/s")

# SIGTERM while the input still has more to come: the line is erased and
# the command dies of the signal (status 128 + 15 from the shell).
on_terminal(killed
  "(cat few.txt; sleep 1.5; cat many.txt; sleep 4) | '${SUDOKU}' -j1 > killed.out & \
pid=$!; sleep 3; kill -TERM $pid; wait $pid; echo \"status $?\" >&2")
if(NOT killed_text MATCHES "${CR}sudoku: [0-9]+ puzzles")
  message(FATAL_ERROR "no progress line before the signal:\n${killed_text}")
endif()
if(NOT killed_text MATCHES "${CR}sudoku: [^${CR}]*${CR} +${CR}[^${CR}]*status 143")
  message(FATAL_ERROR "the progress line was not erased on SIGTERM, or the "
                      "command did not die of it:\n${killed_text}")
endif()
# --generate: the puzzles made of those asked for, cut to the width, and
# erased at the end.  8,000 medium puzzles in one thread, each rated, take
# over two seconds in an optimised build and under a minute with the
# sanitizers.
on_terminal(made "'${SUDOKU}' --generate=8000 --difficulty=medium --seed=1 -j1 > made.out")
if(NOT made_status EQUAL 0)
  message(FATAL_ERROR "--generate ended with status ${made_status}:\n"
                      "${made_text}")
endif()
file(STRINGS "${WORK}/made.out" made_puzzles)
list(LENGTH made_puzzles count)
if(NOT count EQUAL 8000)
  message(FATAL_ERROR "${count} puzzles made of 8000")
endif()
check_progress(made "--generate" "[0-9]+ of 8000 puzz")

message("progress shown and erased, at the end and on SIGTERM, and for "
        "--generate")
