# drop.cmake - the judge build's -d drops the declarations nothing names.
#
#   cmake -DAMALGAMATE=<exe> -DCOMPILER=<cc> -DSOURCE=<drop.c>
#         -DWORK=<dir> -P drop.cmake
#
# Writes SOURCE as the judge build does with -d API: the declarations of
# never_named and never_named_either must be gone, every other one kept,
# and the file must still compile with warnings as errors and print "ok".

cmake_policy(VERSION 3.16)
include("${CMAKE_CURRENT_LIST_DIR}/expect_ok.cmake")

file(MAKE_DIRECTORY "${WORK}")
amalgamate_source("${WORK}/dropped.c" -s -m -d API)
file(READ "${WORK}/dropped.c" text)
foreach(gone never_named never_named_either)
  string(REGEX MATCH "[^a-z_]${gone}\\(" found "${text}")
  if(found)
    message(FATAL_ERROR "the declaration of ${gone} is still there:\n${text}")
  endif()
endforeach()
foreach(kept "API int used(int x);" "API int defined_below(int x);"
             "API int(*const hook)(int);" "API int in_a_string(int x);")
  string(FIND "${text}" "${kept}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "'${kept}' was dropped:\n${text}")
  endif()
endforeach()
expect_ok("${WORK}/dropped.c")
