# undef.cmake - the judge build's -U NAME writes the file for builds
# without NAME.
#
#   cmake -DAMALGAMATE=<exe> -DCOMPILER=<cc> -DSOURCE=<undef.c>
#         -DWORK=<dir> -P undef.cmake
#
# Writes SOURCE with -U FAST: every part only a build with FAST compiles
# (the #ifdef parts, nested conditionals and continued lines among them,
# and the #else of #ifndef) must be gone with their directives, the
# conditional on OTHER kept, and the file must compile with warnings as
# errors and print "ok".  An #elif on FAST must be refused.

cmake_policy(VERSION 3.16)
include("${CMAKE_CURRENT_LIST_DIR}/expect_ok.cmake")

file(MAKE_DIRECTORY "${WORK}")
amalgamate_source("${WORK}/undef.c" -s -m -U FAST)
file(READ "${WORK}/undef.c" text)
foreach(gone FAST fast_only continued no_such_header "#else" "#error nested")
  string(FIND "${text}" "${gone}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "'${gone}' is still there:\n${text}")
  endif()
endforeach()
foreach(kept "#define WAY \"portable\"" "#ifdef OTHER" "#error kept")
  string(FIND "${text}" "${kept}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "'${kept}' was dropped:\n${text}")
  endif()
endforeach()
expect_ok("${WORK}/undef.c")

file(WRITE "${WORK}/elif.c" "#ifdef FAST\nint a;\n#elif 1\nint b;\n#endif\n")
execute_process(COMMAND "${AMALGAMATE}" -U FAST -o "${WORK}/elif-out.c"
                        "${WORK}/elif.c"
                RESULT_VARIABLE failed ERROR_VARIABLE out)
if(NOT failed OR NOT out MATCHES "elif.c:3: #elif on a name given with -U")
  message(FATAL_ERROR "an #elif on FAST was not refused:\n${out}")
endif()
