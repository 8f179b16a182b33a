# size.cmake - checks that the amalgamation fits the judges' source limit.
#
#   cmake -DSOURCE=<file.c> -DLIMIT=<bytes> -P size.cmake

cmake_policy(VERSION 3.16)

file(SIZE "${SOURCE}" size)
message("${SOURCE}: ${size} bytes (limit ${LIMIT})")
if(size GREATER LIMIT)
  message(FATAL_ERROR "the amalgamation is ${size} bytes, over the "
                      "${LIMIT}-byte limit of online judges")
endif()
