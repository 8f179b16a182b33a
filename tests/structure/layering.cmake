# layering.cmake - checks that each module includes only what it may.
#
#   cmake -DSOURCE_DIR=<top of the sources> -P layering.cmake
#
# Data flows one way: text -> readers -> board -> solvers -> board ->
# printer -> text, and only the batch engine joins them.  Each file of
# src/ and include/sudoku/ belongs to a module (by its name, below); each
# project header it includes belongs to one too, and the module may
# include only the modules its rule lists.  A new file whose name fits no
# pattern fails the test until it is given a module.  Also checked: the
# public headers hold no build conditionals (the API is the same in every
# build; C++ linkage aside), and no file selects code for the judge build by macro (that
# build is a list of files).

cmake_policy(VERSION 3.16)

# Module of a file, from its path relative to the top: the first pattern
# that matches.
set(modules
  "include/sudoku/board\\.h$|src/board[a-z_]*\\.c$=board"
  "src/internal\\.h$|include/sudoku/version\\.h$|src/version\\.c$=common"
  "src/lines\\.[ch]$=text"
  "include/sudoku/(parse|read)\\.h$|src/parse[a-z_]*\\.[ch]$|src/domino_parse\\.c$|src/read\\.c$=readers"
  "include/sudoku/print\\.h$|src/print[a-z_]*\\.[ch]$=printer"
  "include/sudoku/(solve|domino)\\.h$|src/solve[a-z_]*\\.[ch]$|src/bits\\.h$|src/domino[a-z_]*\\.[ch]$=solvers"
  "include/sudoku/batch\\.h$|src/batch[a-z_]*\\.[ch]$|src/names\\.c$=engine"
  "include/sudoku/generate\\.h$|src/generate[a-z_]*\\.[ch]$=generator"
  "include/sudoku/rate\\.h$|src/rate[a-z_]*\\.[ch]$=rater"
  "src/cli[a-z_]*\\.[ch]$|src/main\\.c$=command"
  "src/judge\\.c$=judge"
  "include/sudoku/sudoku\\.h$=umbrella"
)
# What each module may include besides itself.
set(allowed_board common)
set(allowed_common board)
set(allowed_text common)
set(allowed_readers text board common)
set(allowed_printer board common)
set(allowed_solvers board common)
set(allowed_engine readers printer solvers rater board common)
set(allowed_generator solvers rater board common)
set(allowed_rater solvers board common)
set(allowed_command engine readers printer solvers generator rater board)
# The judge build's main.
set(allowed_judge command)
# The header that includes the whole interface.
set(allowed_umbrella engine readers printer solvers generator rater board common)

function(module_of path result)
  foreach(entry IN LISTS modules)
    string(REGEX MATCH "^(.*)=([a-z]+)$" _ "${entry}")
    set(pattern "${CMAKE_MATCH_1}")
    set(name "${CMAKE_MATCH_2}")
    if(path MATCHES "${pattern}")
      set(${result} "${name}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${result} "" PARENT_SCOPE)
endfunction()

set(problems "")
file(GLOB files RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/src/*.[ch]"
     "${SOURCE_DIR}/include/sudoku/*.h")
list(LENGTH files count)
if(count LESS 10)
  message(FATAL_ERROR "only ${count} files found under ${SOURCE_DIR}")
endif()
foreach(file IN LISTS files)
  module_of("${file}" module)
  if(module STREQUAL "")
    string(APPEND problems "${file}: belongs to no module (add it to "
                           "tests/structure/layering.cmake)\n")
    continue()
  endif()
  file(STRINGS "${SOURCE_DIR}/${file}" lines)
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    if(line MATCHES "SUDOKU_JUDGE([^_A-Z]|$)")
      string(APPEND problems "${file}:${number}: selects code with "
                             "SUDOKU_JUDGE; the judge build is a file list\n")
    endif()
    if(file MATCHES "^include/" AND line MATCHES "^#[ \t]*(if|elif)" AND
       NOT line MATCHES "^#ifndef (SUDOKU_[A-Z]+_H|SUDOKU_API)$" AND
       NOT line MATCHES "^#ifdef __cplusplus$")
      string(APPEND problems "${file}:${number}: a build conditional in a "
                             "public header: ${line}\n")
    endif()
    if(NOT line MATCHES "^#[ \t]*include[ \t]+\"([^\"]+)\"")
      continue()
    endif()
    set(header "${CMAKE_MATCH_1}")
    if(header MATCHES "^sudoku/")
      set(header_path "include/${header}")
    else()
      set(header_path "src/${header}")
    endif()
    module_of("${header_path}" theirs)
    if(theirs STREQUAL "")
      string(APPEND problems "${file}:${number}: includes \"${header}\", "
                             "which belongs to no module\n")
    elseif(NOT theirs STREQUAL module AND
           NOT theirs IN_LIST allowed_${module})
      string(APPEND problems "${file}:${number}: the ${module} module may "
                             "not include \"${header}\" (${theirs})\n")
    endif()
  endforeach()
endforeach()
if(NOT problems STREQUAL "")
  message(FATAL_ERROR "layering:\n${problems}")
endif()
message("layering: ${count} files, every include allowed")
