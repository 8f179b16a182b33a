# squeeze.cmake - the judge build's blank squeezing keeps the code's meaning.
#
#   cmake -DAMALGAMATE=<exe> -DCOMPILER=<cc> -DSOURCE=<squeeze.c>
#         -DWORK=<dir> -P squeeze.cmake
#
# Writes SOURCE as the judge build does (comments stripped, no indentation,
# blanks squeezed), compiles it with warnings as errors and runs it: it
# must print "ok".

cmake_policy(VERSION 3.16)
include("${CMAKE_CURRENT_LIST_DIR}/expect_ok.cmake")

file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND "${AMALGAMATE}" -s -m -o "${WORK}/squeezed.c"
                        "${SOURCE}"
                RESULT_VARIABLE failed ERROR_VARIABLE out)
if(failed)
  message(FATAL_ERROR "amalgamate failed:\n${out}")
endif()
expect_ok("${WORK}/squeezed.c")
