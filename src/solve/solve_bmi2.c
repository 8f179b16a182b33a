/*
 * solve_bmi2.c - the solver's second copy, for processors with BMI1, BMI2
 * and POPCNT: solve.c, solve_count.c and solve_any.c compiled once more,
 * with those instructions allowed (CMakeLists.txt) and their names ending
 * in _bmi2 (solve_copy.h).  solve_dispatch.c sends a call here only when
 * the processor has them.  The three files' own names (static) do not
 * meet: each file keeps its own prefix.
 */
#define SOLVE_COPY bmi2

#include "solve/solve.c"
#include "solve/solve_any.c"
#include "solve/solve_count.c"
