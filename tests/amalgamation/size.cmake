# size.cmake - checks that the amalgamation fits the judges' source limit,
# with room to spare.
#
#   cmake -DSOURCE=<file.c> -DLIMIT=<bytes> -DHEADROOM=<bytes> -P size.cmake
#
# Judges take at most LIMIT bytes; the file must leave HEADROOM of them
# free, so that a change to the shared code does not meet the limit
# unawares.

cmake_policy(VERSION 3.16)

file(SIZE "${SOURCE}" size)
math(EXPR most "${LIMIT} - ${HEADROOM}")
math(EXPR free "${LIMIT} - ${size}")
message("${SOURCE}: ${size} bytes, ${free} under the ${LIMIT}-byte limit "
        "(at least ${HEADROOM} must be)")
if(size GREATER most)
  message(FATAL_ERROR "the amalgamation is ${size} bytes: more than "
                      "${most}, the judges' ${LIMIT}-byte limit less "
                      "${HEADROOM} bytes of headroom")
endif()
