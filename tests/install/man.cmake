# man.cmake - the manual page against the command's --help.
#
#   cmake -DMODE=options -DSUDOKU=<program> -DPAGE=<sudoku.1> -P man.cmake
#   cmake -DMODE=render -DMAN=<man program or empty> -DPAGE=.. -P man.cmake
#
# options (install.man-options): every option, long or short, that --help
# names is in the page, and every option the page names is in --help.  The
# page's roff source is read with its escapes undone, so that line breaks
# and hyphenation of the rendered page cannot hide an option.
# render (install.man-render): `man --warnings -l` renders the page at 80
# columns without a warning; skipped when man is missing.

cmake_policy(VERSION 3.16)

# The options (-x, --name) that `text` mentions, sorted, without repeats.
function(options_in text var)
  string(REGEX MATCHALL "(^|[^A-Za-z0-9_-])--?[A-Za-z][A-Za-z-]*" found
               "${text}")
  set(options "")
  foreach(option IN LISTS found)
    string(REGEX REPLACE "^[^-]" "" option "${option}")
    list(APPEND options "${option}")
  endforeach()
  list(REMOVE_DUPLICATES options)
  list(SORT options)
  set(${var} "${options}" PARENT_SCOPE)
endfunction()

if(MODE STREQUAL "options")
  execute_process(COMMAND "${SUDOKU}" --help RESULT_VARIABLE status
                  OUTPUT_VARIABLE help)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "sudoku --help failed (${status})")
  endif()
  file(STRINGS "${PAGE}" lines)
  set(page "")
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "^\\.\\\\\"") # roff comments
      string(APPEND page "${line}\n")
    endif()
  endforeach()
  string(REGEX REPLACE "\\\\f[BIRP]" "" page "${page}")
  string(REGEX REPLACE "\\\\[&%]" "" page "${page}")
  string(REPLACE "\\-" "-" page "${page}")
  options_in("${help}" in_help)
  options_in("${page}" in_page)
  set(missing "")
  foreach(option IN LISTS in_help)
    if(NOT option IN_LIST in_page)
      list(APPEND missing "${option} is in --help but not in the page")
    endif()
  endforeach()
  foreach(option IN LISTS in_page)
    if(NOT option IN_LIST in_help)
      list(APPEND missing "${option} is in the page but not in --help")
    endif()
  endforeach()
  if(missing OR NOT in_help)
    string(REPLACE ";" "\n  " missing "${missing}")
    message(FATAL_ERROR "${PAGE} and --help differ:\n  ${missing}")
  endif()
  string(REPLACE ";" " " in_help "${in_help}")
  message(STATUS "both name ${in_help}")
elseif(MODE STREQUAL "render")
  if(NOT MAN)
    message("SKIP: man not found")
    return()
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env LC_ALL=C MANWIDTH=80
                          MANPAGER=cat PAGER=cat
                          "${MAN}" --warnings -l "${PAGE}"
                  RESULT_VARIABLE status OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  if(NOT status EQUAL 0 OR NOT err STREQUAL "")
    message(FATAL_ERROR "man --warnings -l ${PAGE} (status ${status}):\n"
                        "${err}")
  endif()
  foreach(section NAME SYNOPSIS DESCRIPTION OPTIONS "INPUT FORMATS"
                  "EXIT STATUS" EXAMPLES)
    if(NOT out MATCHES "\n${section}\n")
      message(FATAL_ERROR "the rendered page has no ${section} section")
    endif()
  endforeach()
  message(STATUS "rendered without warnings")
else()
  message(FATAL_ERROR "MODE must be options or render")
endif()
