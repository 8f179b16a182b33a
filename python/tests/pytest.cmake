# pytest.cmake - runs one file of the module's tests with pytest
# (python.pytest.*), from the build tree's package.
#
#   cmake -DPYTHON=<interpreter> -DPACKAGE=<dir holding sudoku/>
#         -DTEST=<test file> -DSUDOKU=<the command> -DDATA=<shared data>
#         [-DPRELOAD=<libraries> -DSCALE=<fraction>] -P pytest.cmake
#
# Without pytest, or when every test of the file is skipped (no NumPy, no
# data sets), it prints SKIP: and why, which ctest reports as skipped.
# PRELOAD names the sanitizers' runtimes, which a sanitized extension
# needs loaded before the interpreter, which has none.

execute_process(COMMAND ${PYTHON} -c "import pytest"
                RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
if(NOT status EQUAL 0)
  message("SKIP: pytest not found for ${PYTHON} "
          "(apt-get install python3-pytest)")
  return()
endif()

set(environment PYTHONPATH=${PACKAGE} PYTHONDONTWRITEBYTECODE=1
    SUDOKU_COMMAND=${SUDOKU} SUDOKU_DATA=${DATA})
if(PRELOAD)
  # Python frees little at exit: the leak check is the tests' own.
  list(APPEND environment LD_PRELOAD=${PRELOAD} ASAN_OPTIONS=detect_leaks=0)
endif()
if(SCALE)
  list(APPEND environment SUDOKU_TEST_SCALE=${SCALE})
endif()
get_filename_component(test_dir "${TEST}" DIRECTORY)
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env ${environment}
          ${PYTHON} -m pytest -v -rs -p no:cacheprovider --rootdir=${test_dir}
          ${TEST}
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
# "== 3 skipped in 0.1s ==": nothing ran (status 5 when the file skips
# itself as a whole).
set(skipped OFF)
if(out MATCHES "=+ [0-9]+ skipped in [^\n]*=+\n*$")
  set(skipped ON)
endif()
if(NOT status EQUAL 0 AND NOT (status EQUAL 5 AND skipped))
  message(FATAL_ERROR "pytest failed (${status})")
endif()
if(skipped)
  string(REGEX MATCHALL "SKIPPED [^\n]*" reasons "${out}")
  message("SKIP: every test skipped: ${reasons}")
endif()
