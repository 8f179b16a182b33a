# compile.cmake - compiles the amalgamation as a judge would, warnings as errors.
#
#   cmake -DCOMPILER=<cc> -DFLAGS="<flags>" -DSOURCE=<file.c> -DOUTPUT=<exe>
#         -P compile.cmake
#
# FLAGS is one string of blank-separated flags.  A compiler that is not
# installed skips the test (it prints SKIP, which CTest is told to read as
# skipped).  Without a static C library, -static cannot link: the file is
# then compiled again without it, so the warnings are still checked, and a
# message says so.

cmake_policy(VERSION 3.16)

if(NOT COMPILER OR NOT EXISTS "${COMPILER}")
  message("SKIP: compiler '${COMPILER}' not found")
  return()
endif()
separate_arguments(flags UNIX_COMMAND "${FLAGS}")
get_filename_component(dir "${OUTPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${dir}")

# Judges put the source first, then the flags (-lm must follow it when
# linking statically).
execute_process(COMMAND "${COMPILER}" "${SOURCE}" -o "${OUTPUT}" ${flags}
                RESULT_VARIABLE failed
                OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(failed AND "-static" IN_LIST flags)
  list(REMOVE_ITEM flags "-static")
  execute_process(COMMAND "${COMPILER}" "${SOURCE}" -o "${OUTPUT}" ${flags}
                  RESULT_VARIABLE failed_dynamic
                  OUTPUT_VARIABLE out_dynamic ERROR_VARIABLE out_dynamic)
  if(NOT failed_dynamic)
    message("-static does not link here (no static C library?); "
            "compiled without it:\n${out}")
    set(failed 0)
    set(out "${out_dynamic}")
  endif()
endif()
if(failed OR NOT out STREQUAL "")
  list(JOIN flags " " shown)
  message(FATAL_ERROR "${COMPILER} ${shown}:\n${out}")
endif()
