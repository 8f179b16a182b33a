# install.cmake - installs a build into a scratch prefix and checks what
# went where (the install.files test, which the consumer tests need).
#
#   cmake -DBUILD=<build dir> -DPREFIX=<scratch prefix> -DLIBRARY=<file name>
#         -DBINDIR=.. -DLIBDIR=.. -DINCLUDEDIR=.. -DMANDIR=..
#         -DHEADERS=<source include/sudoku> -DVERSION=.. -P install.cmake
#
# Besides the files themselves: the installed command runs and knows its
# version, and the umbrella header sudoku.h includes every public header.

include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")

file(REMOVE_RECURSE "${PREFIX}")
run_checked(${CMAKE_COMMAND} --install "${BUILD}" --prefix "${PREFIX}")

file(GLOB headers RELATIVE "${HEADERS}" "${HEADERS}/*.h")
list(APPEND headers version.h)
set(expected
  "${BINDIR}/sudoku"
  "${LIBDIR}/${LIBRARY}"
  "${LIBDIR}/pkgconfig/sudoku.pc"
  "${LIBDIR}/cmake/sudoku/sudoku-config.cmake"
  "${LIBDIR}/cmake/sudoku/sudoku-config-version.cmake"
  "${LIBDIR}/cmake/sudoku/sudoku-targets.cmake"
  "${MANDIR}/man1/sudoku.1")
foreach(header IN LISTS headers)
  list(APPEND expected "${INCLUDEDIR}/sudoku/${header}")
endforeach()
foreach(file IN LISTS expected)
  if(NOT EXISTS "${PREFIX}/${file}")
    message(FATAL_ERROR "${file} was not installed in ${PREFIX}")
  endif()
endforeach()

file(READ "${PREFIX}/${INCLUDEDIR}/sudoku/sudoku.h" umbrella)
foreach(header IN LISTS headers)
  if(NOT header STREQUAL "sudoku.h" AND
     NOT umbrella MATCHES "\n#include \"sudoku/${header}\"\n")
    message(FATAL_ERROR "sudoku.h does not include sudoku/${header}")
  endif()
endforeach()

run_checked("${PREFIX}/${BINDIR}/sudoku" --version)
if(NOT run_output STREQUAL "sudoku ${VERSION}\n")
  message(FATAL_ERROR "the installed sudoku --version printed '${run_output}'")
endif()
list(LENGTH expected count)
message(STATUS "${count} files installed in ${PREFIX}")
