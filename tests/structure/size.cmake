# size.cmake - no file of src/ over 800 lines, no function over 100.
#
#   cmake -DSOURCE_DIR=<top of the sources> -P size.cmake
#
# A file that grows past a screenful of screens holds several jobs, and a
# function past two screens several steps: split the one by job and the
# other into named steps.  A function is counted from its opening brace,
# alone at the start of a line as the house style writes it, to its closing
# one; an initializer's braces are not at the start of a line, so tables
# are not functions.

cmake_policy(VERSION 3.16)

set(max_file_lines 800)
set(max_function_lines 100)

file(GLOB_RECURSE files RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/src/*.[ch]")
list(LENGTH files count)
if(count LESS 10)
  message(FATAL_ERROR "only ${count} files found under ${SOURCE_DIR}/src")
endif()
set(problems "")
set(functions 0)
foreach(file IN LISTS files)
  # The text split at its newlines, with the characters a CMake list treats
  # specially ([, ], ; and \) replaced first: one element a line.
  file(READ "${SOURCE_DIR}/${file}" text)
  string(REGEX REPLACE "[][;\\]" "." text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  list(LENGTH lines total)
  if(text MATCHES "\n$")
    math(EXPR total "${total} - 1")
  endif()
  if(total GREATER max_file_lines)
    string(APPEND problems "${file}: ${total} lines (at most "
                           "${max_file_lines}): split it by job\n")
  endif()
  set(number 0)
  set(start 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    if(line STREQUAL "{")
      set(start ${number})
    elseif(line STREQUAL "}" AND start GREATER 0)
      math(EXPR length "${number} - ${start} + 1")
      math(EXPR functions "${functions} + 1")
      if(length GREATER max_function_lines)
        string(APPEND problems "${file}:${start}: a function of ${length} "
                               "lines (at most ${max_function_lines}): make "
                               "it named steps\n")
      endif()
      set(start 0)
    endif()
  endforeach()
endforeach()
if(NOT problems STREQUAL "")
  message(FATAL_ERROR "size:\n${problems}")
endif()
message("size: ${count} files and ${functions} functions, none too long")
