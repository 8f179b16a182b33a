# symbols.cmake - every name the library exports carries the sudoku_ prefix.
#
#   cmake -DNM=<nm> -DLIBRARY=<libsudoku...> -P symbols.cmake
#
# In one program with the library, any other global name could clash with
# the program's own; the single-file build also relies on the prefix to
# keep names apart.

cmake_policy(VERSION 3.16)

execute_process(COMMAND "${NM}" -g --defined-only "${LIBRARY}"
                OUTPUT_VARIABLE listing RESULT_VARIABLE failed
                ERROR_VARIABLE errors)
if(failed)
  message(FATAL_ERROR "${NM} failed on ${LIBRARY}:\n${errors}")
endif()
string(REPLACE "\n" ";" lines "${listing}")
set(names "")
set(strays "")
foreach(line IN LISTS lines)
  # "ADDRESS TYPE NAME"; archive member headers and blanks have no type.
  if(line MATCHES "^[0-9a-fA-F]+ [A-Za-z] ([^ ]+)$")
    list(APPEND names "${CMAKE_MATCH_1}")
    if(NOT CMAKE_MATCH_1 MATCHES "^sudoku_")
      list(APPEND strays "${CMAKE_MATCH_1}")
    endif()
  endif()
endforeach()
list(LENGTH names count)
if(count LESS 10)
  message(FATAL_ERROR "only ${count} exported names found in ${LIBRARY}")
endif()
if(strays)
  list(JOIN strays "\n  " shown)
  message(FATAL_ERROR "exported without the sudoku_ prefix:\n  ${shown}")
endif()
message("symbols: ${count} exported names, all sudoku_*")
