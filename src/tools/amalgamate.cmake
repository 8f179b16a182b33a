# amalgamate.cmake - runs the amalgamate generator with the project's settings.
#
#   cmake -DSETTINGS=<build>/amalgamation-settings.cmake -P amalgamate.cmake
#
# SETTINGS (written by the top-level CMakeLists.txt) names the generator,
# the source directory, the ordered list of sources and the output.  This
# script adds what is only known when the file is made: the source commit
# (`git rev-parse HEAD`, or "unknown" outside a git checkout) and every .c
# file in src/, which the generator refuses to leave out of the list.  The
# output is replaced only when its content changes.

cmake_policy(VERSION 3.16)
include("${SETTINGS}")

set(commit "unknown")
find_program(GIT_EXECUTABLE git)
if(GIT_EXECUTABLE)
  execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse HEAD
                  WORKING_DIRECTORY "${SOURCE_DIR}"
                  OUTPUT_VARIABLE head
                  RESULT_VARIABLE failed
                  OUTPUT_STRIP_TRAILING_WHITESPACE
                  ERROR_QUIET)
  if(NOT failed AND head MATCHES "^[0-9a-f]+$")
    set(commit "${head}")
  endif()
endif()

set(args -r "${SOURCE_DIR}" -V "${VERSION}" -C "${commit}"
         -I "${SOURCE_DIR}/include" -I "${SOURCE_DIR}/src" ${FLAGS})
foreach(file IN LISTS SOURCES)
  list(APPEND args "${SOURCE_DIR}/${file}")
endforeach()

# The generator names its output in the header comment, so the scratch
# copy keeps the final name, in a directory of its own.
get_filename_component(name "${OUTPUT}" NAME)
get_filename_component(dir "${OUTPUT}" DIRECTORY)
set(scratch "${dir}/amalgamation.tmp/${name}")
file(MAKE_DIRECTORY "${dir}/amalgamation.tmp")
execute_process(COMMAND "${AMALGAMATE}" -o "${scratch}" ${args}
                RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "amalgamation failed (its sources are "
                      "SUDOKU_JUDGE_SOURCES or SUDOKU_PROGRAM_SOURCES in "
                      "CMakeLists.txt)")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -E copy_if_different
                        "${scratch}" "${OUTPUT}")
file(REMOVE "${scratch}")
file(SIZE "${OUTPUT}" size)
message(STATUS "${OUTPUT}: ${size} bytes")
