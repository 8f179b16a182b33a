# common.cmake - what the install.* test scripts share: running commands,
# and building and running the programs of consumer/ against an installed
# sudoku library, through pkg-config and through find_package.
#
# The including script sets COMPILER (the C compiler), GENERATOR and
# BUILD_TYPE (for the consumer project), FLAGS (extra compiler and linker
# flags, such as the sanitizers the library was built with), PKG_CONFIG
# (empty when there is none), INPUT and EXPECTED (a puzzle and the
# example's output for it) and VERSION.

cmake_policy(VERSION 3.16)
set(CONSUMER "${CMAKE_CURRENT_LIST_DIR}/consumer")
set(WARNINGS -std=c11 -Wall -Wextra -Wpedantic -Werror)
separate_arguments(FLAGS UNIX_COMMAND "${FLAGS}")

include("${CMAKE_CURRENT_LIST_DIR}/run_checked.cmake")

# Runs `program` with INPUT on standard input (and the environment settings
# NAME=VALUE that follow) and compares its output with EXPECTED.
function(check_example program)
  run_checked(${CMAKE_COMMAND} -E env ${ARGN} ${program}
              INPUT_FILE "${INPUT}")
  file(READ "${EXPECTED}" expected)
  if(NOT run_output STREQUAL expected)
    message(FATAL_ERROR "${program} printed\n${run_output}\n"
                        "instead of\n${expected}")
  endif()
  message(STATUS "${program}: the expected answer")
endfunction()

# Builds example.c as the README says, `cc example.c $(pkg-config --cflags
# --libs sudoku)`, against the install at `prefix` (its pkg-config file in
# `pcdir`), and runs it.
function(check_pkg_config prefix pcdir work)
  set(ENV{PKG_CONFIG_PATH} "${pcdir}")
  run_checked(${PKG_CONFIG} --cflags --libs sudoku)
  string(STRIP "${run_output}" flags)
  message(STATUS "pkg-config --cflags --libs sudoku: ${flags}")
  string(FIND "${flags}" "${prefix}/" at)
  if(at LESS 0)
    message(FATAL_ERROR "pkg-config did not find the sudoku.pc of ${prefix}")
  endif()
  separate_arguments(flags UNIX_COMMAND "${flags}")
  file(MAKE_DIRECTORY "${work}")
  run_checked(${COMPILER} ${WARNINGS} ${FLAGS} "${CONSUMER}/example.c"
              ${flags} -o "${work}/example")
  check_example("${work}/example" ${ARGN})
endfunction()

# Configures and builds consumer/ with find_package(sudoku) against the
# install at `prefix`, and runs its programs.
function(check_find_package prefix work)
  string(REPLACE ";" " " cflags "${WARNINGS};${FLAGS}")
  string(REPLACE ";" " " ldflags "${FLAGS}")
  file(REMOVE_RECURSE "${work}")
  run_checked(${CMAKE_COMMAND} -S "${CONSUMER}" -B "${work}"
              -G "${GENERATOR}" "-DCMAKE_C_COMPILER=${COMPILER}"
              "-DCMAKE_BUILD_TYPE=${BUILD_TYPE}" "-DCMAKE_PREFIX_PATH=${prefix}"
              "-DCMAKE_C_FLAGS=${cflags}" "-DCMAKE_EXE_LINKER_FLAGS=${ldflags}")
  file(STRINGS "${work}/CMakeCache.txt" found REGEX "^sudoku_DIR:")
  string(FIND "${found}" "${prefix}/" at)
  if(at LESS 0)
    message(FATAL_ERROR "find_package(sudoku) found ${found}, not ${prefix}")
  endif()
  message(STATUS "find_package(sudoku): ${found}")
  run_checked(${CMAKE_COMMAND} --build "${work}")
  check_example("${work}/example" ${ARGN})
  run_checked(${CMAKE_COMMAND} -E env ${ARGN} "${work}/version_check")
  if(NOT run_output STREQUAL "${VERSION}\n")
    message(FATAL_ERROR "version_check printed '${run_output}', "
                        "not the project's version ${VERSION}")
  endif()
endfunction()
