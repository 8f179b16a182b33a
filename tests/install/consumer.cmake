# consumer.cmake - builds the README's example against the install that
# install.cmake made, and runs it on a puzzle (install.pkg-config,
# install.find-package).
#
#   cmake -DMODE=pkg-config|find-package -DPREFIX=<that prefix>
#         -DLIBDIR=.. -DWORK=<scratch dir> (and what common.cmake names)
#         -P consumer.cmake
#
# The pkg-config mode also checks that the README shows example.c as it is.

include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")

if(MODE STREQUAL "pkg-config")
  if(NOT PKG_CONFIG)
    message("SKIP: pkg-config not found")
    return()
  endif()
  file(READ "${CONSUMER}/example.c" example)
  file(READ "${README}" readme)
  string(FIND "${readme}" "```c\n${example}```\n" at)
  if(at LESS 0)
    message(FATAL_ERROR "README.md does not show ${CONSUMER}/example.c "
                        "as it is (in a ```c block)")
  endif()
  check_pkg_config("${PREFIX}" "${PREFIX}/${LIBDIR}/pkgconfig" "${WORK}")
else()
  check_find_package("${PREFIX}" "${WORK}")
endif()
