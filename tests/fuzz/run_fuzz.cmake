# run_fuzz.cmake - a short, repeatable run of one libFuzzer target.
#
#   cmake -DFUZZER=<binary> -DCORPUS=<seed dir> -DWORK=<scratch dir>
#         -DRUNS=<executions> -P run_fuzz.cmake
#
# The fuzzer starts from the committed seeds, with a fixed random seed, and
# writes what it finds into WORK (emptied first) and never into the source
# tree.  Any crash, broken invariant, leak or input slower than the time
# limit fails the run; the input that did it is kept in WORK as crash-*,
# timeout-*, ... and its path is printed.

cmake_policy(VERSION 3.16)

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/corpus")

execute_process(
  COMMAND "${FUZZER}" -runs=${RUNS} -seed=1 -max_len=4096 -timeout=10
          -rss_limit_mb=2048 -print_final_stats=1
          "-artifact_prefix=${WORK}/" "${WORK}/corpus" "${CORPUS}"
  WORKING_DIRECTORY "${WORK}"
  OUTPUT_VARIABLE out
  ERROR_VARIABLE out
  RESULT_VARIABLE status)

string(REGEX MATCH "stat::number_of_executed_units: *[0-9]+" executed "${out}")
message("${executed}")
if(NOT status EQUAL 0)
  message("${out}")
  file(GLOB found "${WORK}/crash-*" "${WORK}/leak-*" "${WORK}/timeout-*"
                  "${WORK}/oom-*" "${WORK}/slow-unit-*")
  message(FATAL_ERROR "fuzzer failed (${status}); input kept in: ${found}")
endif()
