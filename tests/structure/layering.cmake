# layering.cmake - checks that each module includes only what it may.
#
#   cmake -DSOURCE_DIR=<top of the sources> -P layering.cmake
#
# The modules are the folders of src/, and their rules are the table of
# src/README.md: a row per folder, with the public headers of
# include/sudoku/ that the module declares and the modules it may include.
# Each file of src/*/ and include/sudoku/ belongs to a module (its folder,
# or the row that names the public header); each project header it
# includes belongs to one too, and must be the file's own module or one
# its row lists.  A folder or a public header that no row names fails the
# test until it is given one.  Also checked: the public headers hold no
# build conditionals (the API is the same in every build; C++ linkage
# aside), and no file selects code for the judge build by macro (that
# build is a list of files).

cmake_policy(VERSION 3.16)

set(table "${SOURCE_DIR}/src/README.md")
file(STRINGS "${table}" rows REGEX "^\\| `[a-z]+/` \\|")
set(modules "")
foreach(row IN LISTS rows)
  # | `name/` | job | public headers | may include |
  if(NOT row MATCHES "^\\| `([a-z]+)/` \\|[^|]*\\|([^|]*)\\|([^|]*)\\|$")
    message(FATAL_ERROR "${table}: a row of the module table that does not "
                        "read as four columns: ${row}")
  endif()
  set(name "${CMAKE_MATCH_1}")
  string(STRIP "${CMAKE_MATCH_2}" public)
  string(STRIP "${CMAKE_MATCH_3}" allowed)
  list(APPEND modules "${name}")
  string(REPLACE " " ";" allowed_${name} "${allowed}")
  string(REPLACE " " ";" public "${public}")
  foreach(header IN LISTS public)
    set(owner_${header} "${name}")
  endforeach()
endforeach()
list(LENGTH modules module_count)
if(module_count LESS 8)
  message(FATAL_ERROR "${table}: only ${module_count} modules in its table")
endif()
set(owner_sudoku.h umbrella)
set(allowed_umbrella ${modules})

# The module of a file, from its path relative to the top, or "".
function(module_of path result)
  set(${result} "" PARENT_SCOPE)
  if(path MATCHES "^include/sudoku/([a-z_]+\\.h)$")
    if(DEFINED owner_${CMAKE_MATCH_1})
      set(${result} "${owner_${CMAKE_MATCH_1}}" PARENT_SCOPE)
    endif()
  elseif(path MATCHES "^src/([a-z]+)/")
    if(CMAKE_MATCH_1 IN_LIST modules)
      set(${result} "${CMAKE_MATCH_1}" PARENT_SCOPE)
    endif()
  endif()
endfunction()

set(problems "")
file(GLOB folders LIST_DIRECTORIES true RELATIVE "${SOURCE_DIR}/src"
     "${SOURCE_DIR}/src/*")
foreach(folder IN LISTS folders)
  if(IS_DIRECTORY "${SOURCE_DIR}/src/${folder}" AND
     NOT folder IN_LIST modules)
    string(APPEND problems "src/${folder}/: a folder that the table of "
                           "src/README.md does not name\n")
  endif()
endforeach()
file(GLOB files RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/src/*/*.[ch]"
     "${SOURCE_DIR}/include/sudoku/*.h")
list(FILTER files EXCLUDE REGEX "^src/tools/")
list(LENGTH files count)
if(count LESS 10)
  message(FATAL_ERROR "only ${count} files found under ${SOURCE_DIR}")
endif()
foreach(file IN LISTS files)
  module_of("${file}" module)
  if(module STREQUAL "")
    string(APPEND problems "${file}: belongs to no module (give it a row "
                           "in src/README.md)\n")
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
    elseif(header MATCHES "/")
      set(header_path "src/${header}")
    else()
      string(APPEND problems "${file}:${number}: includes \"${header}\" "
                             "without its folder (\"module/${header}\")\n")
      continue()
    endif()
    if(NOT EXISTS "${SOURCE_DIR}/${header_path}" AND
       NOT header STREQUAL "sudoku/version.h")
      string(APPEND problems "${file}:${number}: includes \"${header}\", "
                             "which is not there\n")
      continue()
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
message("layering: ${count} files in ${module_count} modules, every include "
        "allowed")
