# expect_ok.cmake - included by the scripts that test one written file.
#
# amalgamate_source(OUTPUT FLAG...) writes SOURCE to OUTPUT with AMALGAMATE
# and those flags, and fails the test when the generator fails.
# expect_ok(FILE) compiles FILE (a .c file) with COMPILER, C11 and warnings
# as errors, runs the program and requires it to print "ok".

function(amalgamate_source output)
  execute_process(COMMAND "${AMALGAMATE}" ${ARGN} -o "${output}" "${SOURCE}"
                  RESULT_VARIABLE failed ERROR_VARIABLE out)
  if(failed)
    message(FATAL_ERROR "amalgamate failed:\n${out}")
  endif()
endfunction()

function(expect_ok file)
  get_filename_component(program "${file}" NAME_WLE)
  get_filename_component(dir "${file}" DIRECTORY)
  execute_process(COMMAND "${COMPILER}" -std=c11 -Wall -Wextra -Werror
                          "${file}" -o "${dir}/${program}"
                  RESULT_VARIABLE failed OUTPUT_VARIABLE out
                  ERROR_VARIABLE out)
  if(failed)
    message(FATAL_ERROR "${file} does not compile:\n${out}")
  endif()
  execute_process(COMMAND "${dir}/${program}" OUTPUT_VARIABLE out
                  RESULT_VARIABLE failed)
  if(failed OR NOT out STREQUAL "ok\n")
    message(FATAL_ERROR "${file} printed '${out}'")
  endif()
endfunction()
