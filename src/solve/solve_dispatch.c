/*
 * solve_dispatch.c - the solver's entries in a build with two copies of
 * it (see solve_copy.h): each call goes to the copy made for processors
 * with BMI1, BMI2 and POPCNT when this one has them, else to the copy
 * that runs on every x86-64 processor.  The two give the same answers and
 * make the same guesses (test_solve checks it); only their speed differs.
 */
#include "solve/solve_copy.h"
#include "solve/solve_count.h"
#include "sudoku/solve.h"

SOLVE_ENTRIES(base);
SOLVE_ENTRIES(bmi2);

/* Whether this processor runs the second copy.  The compiler's test reads
 * what its runtime found out about the processor at start-up: a few loads,
 * nothing beside a search's cost. */
static int solve_has_bmi2(void)
{
    return __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
           __builtin_cpu_supports("popcnt");
}

SUDOKU_API unsigned sudoku_solve(const sudoku_board *puzzle, unsigned limit,
                                 sudoku_board *solution,
                                 struct sudoku_solve_stats *stats)
{
    return solve_has_bmi2() ? sudoku_solve_bmi2(puzzle, limit, solution, stats)
                            : sudoku_solve_base(puzzle, limit, solution, stats);
}

SUDOKU_API unsigned sudoku_solve_any(const sudoku_board *puzzle, unsigned limit,
                                     sudoku_board *solution,
                                     struct sudoku_solve_stats *stats)
{
    return solve_has_bmi2()
               ? sudoku_solve_any_bmi2(puzzle, limit, solution, stats)
               : sudoku_solve_any_base(puzzle, limit, solution, stats);
}

int sudoku_solve_other(const sudoku_board *puzzle, const sudoku_board *solution,
                       const int *cells, int n, sudoku_board *other)
{
    return solve_has_bmi2()
               ? sudoku_solve_other_bmi2(puzzle, solution, cells, n, other)
               : sudoku_solve_other_base(puzzle, solution, cells, n, other);
}
