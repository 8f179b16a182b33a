# pip_install.cmake - the module as a user gets it (python.pip-install):
# install the library into a scratch prefix, then build and install the
# module with pip against it, offline, as the README says, and import it.
#
#   cmake -DPYTHON=<interpreter> -DBUILD=<build dir> -DSOURCE=<python/>
#         -DWORK=<scratch dir> [-DFLAGS=<sanitizer flags>]
#         [-DPRELOAD=<libraries>] -P pip_install.cmake
#
# Without pip, setuptools or wheel it prints SKIP: and why.

foreach(module pip setuptools wheel)
  execute_process(COMMAND ${PYTHON} -c "import ${module}"
                  RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
  if(NOT status EQUAL 0)
    message("SKIP: ${module} not found for ${PYTHON} "
            "(apt-get install python3-pip python3-setuptools)")
    return()
  endif()
endforeach()

include("${CMAKE_CURRENT_LIST_DIR}/../../tests/install/run_checked.cmake")

file(REMOVE_RECURSE "${WORK}")
run_checked(${CMAKE_COMMAND} --install "${BUILD}" --prefix "${WORK}/prefix")
# pip builds in the folder it is given: a copy keeps the sources clean.
file(MAKE_DIRECTORY "${WORK}/src")
file(COPY "${SOURCE}/setup.py" "${SOURCE}/pyproject.toml" "${SOURCE}/src"
          "${SOURCE}/sudoku" DESTINATION "${WORK}/src")
run_checked(${CMAKE_COMMAND} -E env "SUDOKU_PREFIX=${WORK}/prefix"
            "CFLAGS=${FLAGS}" "LDFLAGS=${FLAGS}"
            PIP_DISABLE_PIP_VERSION_CHECK=1
            ${PYTHON} -m pip install --no-build-isolation --no-deps
            --no-index --no-cache-dir --target "${WORK}/site" "${WORK}/src")
message(STATUS "pip install: ${WORK}/site")

set(environment PYTHONPATH=${WORK}/site PYTHONDONTWRITEBYTECODE=1)
if(PRELOAD)
  list(APPEND environment LD_PRELOAD=${PRELOAD} ASAN_OPTIONS=detect_leaks=0)
endif()
string(CONCAT check "import sudoku\n"
       "print(sudoku.__file__)\n"
       "print(sudoku.solve('.' * 81))\n"
       "print(sudoku.count_many(['.' * 81] * 9, 5, jobs=2) == [5] * 9)\n")
run_checked(${CMAKE_COMMAND} -E env ${environment} ${PYTHON} -c "${check}"
            WORKING_DIRECTORY "${WORK}")
set(expected "${WORK}/site/sudoku/__init__.py
123456789456789123789123456214365897365897214897214365531642978642978531978531642
True
")
if(NOT run_output STREQUAL expected)
  message(FATAL_ERROR "the installed module printed\n${run_output}\n"
                      "instead of\n${expected}")
endif()
foreach(file __init__.pyi py.typed)
  if(NOT EXISTS "${WORK}/site/sudoku/${file}")
    message(FATAL_ERROR "pip did not install sudoku/${file}")
  endif()
endforeach()
message(STATUS "the installed module solves")
