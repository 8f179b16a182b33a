# deb.cmake - the Debian package (install.deb): `cpack -G DEB` on the build,
# then its metadata and contents as `dpkg-deb --info` and `--contents` show
# them; skipped when dpkg-deb is missing.
#
#   cmake -DCPACK=<cpack> -DCONFIG=<build>/CPackConfig.cmake -DWORK=<dir>
#         -DDPKG_DEB=<dpkg-deb or empty> -DVERSION=.. -DLIBRARY=<file name>
#         -P deb.cmake

include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")

if(NOT DPKG_DEB)
  message("SKIP: dpkg-deb not found")
  return()
endif()
file(REMOVE_RECURSE "${WORK}")
run_checked(${CPACK} -G DEB --config "${CONFIG}" -B "${WORK}")
file(GLOB packages "${WORK}/*.deb")
list(LENGTH packages count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "cpack made ${count} packages: ${packages}")
endif()

run_checked(${DPKG_DEB} --info "${packages}")
set(info "${run_output}")
foreach(field
    "Package: sudoku"
    "Version: ${VERSION}"
    "Maintainer: The sudoku authors"
    "Section: games"
    "Depends: [^\n]*libc6"
    "Description: batch solver for classic sudoku and Sudominoku")
  if(NOT info MATCHES "\n ${field}")
    message(FATAL_ERROR "the package lacks '${field}':\n${info}")
  endif()
endforeach()

run_checked(${DPKG_DEB} --contents "${packages}")
set(contents "${run_output}")
foreach(file
    bin/sudoku
    "lib[^ \n]*/${LIBRARY}"
    "lib[^ \n]*/pkgconfig/sudoku.pc"
    "lib[^ \n]*/cmake/sudoku/sudoku-config.cmake"
    include/sudoku/sudoku.h
    include/sudoku/version.h
    share/man/man1/sudoku.1)
  if(NOT contents MATCHES " \\./usr/${file}\n")
    message(FATAL_ERROR "the package lacks /usr/${file}:\n${contents}")
  endif()
endforeach()
get_filename_component(name "${packages}" NAME)
message(STATUS "${name}: fields and files as expected")
