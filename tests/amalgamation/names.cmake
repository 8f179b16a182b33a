# names.cmake - the judge build's -n writes the prefixed names short.
#
#   cmake -DAMALGAMATE=<exe> -DCOMPILER=<cc> -DSOURCE=<names.c>
#         -DWORK=<dir> -P names.cmake
#
# Writes SOURCE with -s -m -n pfx_ -n PFX_: no prefixed name may be left in
# the code, the literals must keep theirs, the names the file already
# used must keep their meaning, and the file must still compile with
# warnings as errors and print "ok".

cmake_policy(VERSION 3.16)
include("${CMAKE_CURRENT_LIST_DIR}/expect_ok.cmake")

file(MAKE_DIRECTORY "${WORK}")
amalgamate_source("${WORK}/named.c" -s -m -n pfx_ -n PFX_)
file(READ "${WORK}/named.c" text)
# The header comment names the source file; the code starts after it.
string(FIND "${text}" "*/" end)
string(SUBSTRING "${text}" ${end} -1 code)
string(REGEX REPLACE "\"[^\"]*\"" "" code_only "${code}")
string(REGEX MATCH "[pP][fF][xX]_[A-Za-z_]*" left "${code_only}")
if(left)
  message(FATAL_ERROR "'${left}' was not shortened:\n${text}")
endif()
string(REGEX MATCHALL "\"pfx_sum_of_pair\"" literals "${code}")
list(LENGTH literals n)
if(NOT n EQUAL 2)
  message(FATAL_ERROR "a literal lost its text:\n${text}")
endif()
string(FIND "${code}" "0x1Fu" at)
if(at EQUAL -1)
  message(FATAL_ERROR "a number's suffix changed:\n${text}")
endif()
expect_ok("${WORK}/named.c")
