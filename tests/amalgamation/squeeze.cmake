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
amalgamate_source("${WORK}/squeezed.c" -s -m)
expect_ok("${WORK}/squeezed.c")
