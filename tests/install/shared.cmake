# shared.cmake - the shared library (install.shared): configures and builds
# the project with BUILD_SHARED_LIBS=ON in a scratch directory, the tests
# left out, and checks that libsudoku.so has a SONAME, exports exactly the
# SUDOKU_API functions of the installed headers (all named sudoku_*) and
# nothing else, that the installed command uses it, and that programs build
# against it through pkg-config and find_package.
#
#   cmake -DSOURCE_DIR=<project> -DWORK=<scratch dir> -DNM=<nm>
#         -DOBJDUMP=<objdump> -DSOVERSION=<N> -DWERROR=ON|OFF
#         (and what common.cmake names) -P shared.cmake

include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")

set(build "${WORK}/build")
set(prefix "${WORK}/prefix")
file(REMOVE_RECURSE "${WORK}")
run_checked(${CMAKE_COMMAND} -S "${SOURCE_DIR}" -B "${build}"
            -G "${GENERATOR}" "-DCMAKE_C_COMPILER=${COMPILER}"
            "-DCMAKE_BUILD_TYPE=${BUILD_TYPE}" -DBUILD_SHARED_LIBS=ON
            -DSUDOKU_BUILD_TESTS=OFF "-DSUDOKU_WERROR=${WERROR}"
            -DCMAKE_INSTALL_LIBDIR=lib)
run_checked(${CMAKE_COMMAND} --build "${build}" --target sudoku --parallel 2)
run_checked(${CMAKE_COMMAND} --install "${build}" --prefix "${prefix}")
set(library "${prefix}/lib/libsudoku.so")

# The SONAME, and the command's need of it.
run_checked(${OBJDUMP} -p "${library}")
if(NOT run_output MATCHES "SONAME +libsudoku\\.so\\.${SOVERSION}\n")
  message(FATAL_ERROR "libsudoku.so has no SONAME libsudoku.so.${SOVERSION}:\n"
                      "${run_output}")
endif()
if(NOT EXISTS "${prefix}/lib/libsudoku.so.${SOVERSION}")
  message(FATAL_ERROR "libsudoku.so.${SOVERSION} was not installed")
endif()
run_checked(${OBJDUMP} -p "${prefix}/bin/sudoku")
if(NOT run_output MATCHES "NEEDED +libsudoku\\.so\\.${SOVERSION}\n")
  message(FATAL_ERROR "the installed sudoku does not use libsudoku.so")
endif()

# The functions the installed headers declare with SUDOKU_API.
file(GLOB headers "${prefix}/include/sudoku/*.h")
set(declared "")
foreach(header IN LISTS headers)
  file(READ "${header}" text)
  string(REPLACE ";" "," text "${text}")
  string(REGEX REPLACE "/\\*([^*]|\\*+[^*/])*\\*+/" "" text "${text}")
  string(REGEX MATCHALL "\nSUDOKU_API [^,(]*\\(" heads "${text}")
  foreach(head IN LISTS heads)
    string(REGEX MATCH "([A-Za-z_][A-Za-z0-9_]*)[ \n]*\\($" name "${head}")
    list(APPEND declared "${CMAKE_MATCH_1}")
  endforeach()
endforeach()
list(SORT declared)

# The symbols the library defines for others.
run_checked(${NM} -D --defined-only --format=posix "${library}")
string(REGEX MATCHALL "(^|\n)[^ \n]+" names "${run_output}")
set(exported "")
foreach(name IN LISTS names)
  string(STRIP "${name}" name)
  list(APPEND exported "${name}")
endforeach()
list(SORT exported)

set(bad "")
foreach(name IN LISTS exported)
  if(NOT name MATCHES "^sudoku_")
    list(APPEND bad "${name} (not a sudoku_ name)")
  elseif(NOT name IN_LIST declared)
    list(APPEND bad "${name} (not declared with SUDOKU_API)")
  endif()
endforeach()
foreach(name IN LISTS declared)
  if(NOT name IN_LIST exported)
    list(APPEND bad "${name} (declared, not exported)")
  endif()
endforeach()
if(bad OR NOT exported)
  string(REPLACE ";" "\n  " bad "${bad}")
  message(FATAL_ERROR "libsudoku.so exports the wrong names:\n  ${bad}")
endif()
list(LENGTH exported count)
message(STATUS "libsudoku.so exports the ${count} SUDOKU_API functions only")

# The command and programs built against the library, which the dynamic
# linker finds through LD_LIBRARY_PATH as it would in a system directory.
set(ld "LD_LIBRARY_PATH=${prefix}/lib")
check_example("${prefix}/bin/sudoku" ${ld})
if(PKG_CONFIG)
  check_pkg_config("${prefix}" "${prefix}/lib/pkgconfig"
                   "${WORK}/pkg-config" ${ld})
else()
  message(STATUS "pkg-config not found: its build left out")
endif()
check_find_package("${prefix}" "${WORK}/find-package" ${ld})
