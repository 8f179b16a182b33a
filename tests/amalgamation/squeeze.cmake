# squeeze.cmake - the judge build's blank squeezing keeps the code's meaning.
#
#   cmake -DAMALGAMATE=<exe> -DCOMPILER=<cc> -DSOURCE=<squeeze.c>
#         -DWORK=<dir> -P squeeze.cmake
#
# Writes SOURCE as the judge build does (comments stripped, no indentation,
# blanks squeezed), compiles it with warnings as errors and runs it: it
# must print "ok".

cmake_policy(VERSION 3.16)

file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND "${AMALGAMATE}" -s -m -o "${WORK}/squeezed.c"
                        "${SOURCE}"
                RESULT_VARIABLE failed ERROR_VARIABLE out)
if(failed)
  message(FATAL_ERROR "amalgamate failed:\n${out}")
endif()
execute_process(COMMAND "${COMPILER}" -std=c11 -Wall -Wextra -Werror
                        "${WORK}/squeezed.c" -o "${WORK}/squeezed"
                RESULT_VARIABLE failed OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(failed)
  message(FATAL_ERROR "the squeezed file does not compile:\n${out}")
endif()
execute_process(COMMAND "${WORK}/squeezed" OUTPUT_VARIABLE out
                RESULT_VARIABLE failed)
if(failed OR NOT out STREQUAL "ok\n")
  message(FATAL_ERROR "the squeezed file printed '${out}'")
endif()
