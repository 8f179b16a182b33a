# run_checked.cmake - runs a command, or stops the test with the command
# and its output: the helper the install.* scripts and python.pip-install
# share.  The command's standard output is left in `run_output`.

function(run_checked)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    string(REPLACE ";" " " shown "${ARGN}")
    message(FATAL_ERROR "failed (${status}): ${shown}\n${out}${err}")
  endif()
  set(run_output "${out}" PARENT_SCOPE)
endfunction()
