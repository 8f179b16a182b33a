# platform.cmake - platform differences live in src/platform/ alone.
#
#   cmake -DSOURCE_DIR=<top of the sources> -P platform.cmake
#
# Threads, the terminal, clocks and the processor count differ between
# systems; src/platform/ is the one room that knows how.  Elsewhere no
# conditional may test for the platform, and _POSIX_C_SOURCE, which opens
# the POSIX interfaces, is defined there alone.
# A processor's vector instructions and a compiler's builtins are not the
# platform: the solver's SSE2 switch and the bit helpers' builtins stay
# with the code they speed up.

cmake_policy(VERSION 3.16)

set(platform_names "SUDOKU_THREADS|SUDOKU_POSIX|_POSIX_C_SOURCE|_WIN32|__unix__|__APPLE__|__linux__|TIOCGWINSZ|_SC_[A-Z_]+|TIME_UTC|__STDC_NO_ATOMICS__|__STDC_NO_THREADS__")

file(GLOB_RECURSE files RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/src/*.[ch]"
     "${SOURCE_DIR}/include/*.h")
list(FILTER files EXCLUDE REGEX "^src/(platform|tools)/")
list(LENGTH files count)
if(count LESS 10)
  message(FATAL_ERROR "only ${count} files found under ${SOURCE_DIR}/src")
endif()
set(problems "")
foreach(file IN LISTS files)
  file(STRINGS "${SOURCE_DIR}/${file}" lines)
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    if(line MATCHES "^#[ \t]*(if|ifdef|ifndef|elif|define)[ \t(!]" AND
       line MATCHES "(${platform_names})")
      string(APPEND problems "${file}:${number}: platform code outside "
                             "src/platform/: ${line}\n")
    endif()
  endforeach()
endforeach()
if(NOT problems STREQUAL "")
  message(FATAL_ERROR "platform:\n${problems}")
endif()
message("platform: ${count} files outside src/platform/, none tests the "
        "platform")
