/*
 * solve_copy.h - the names of one copy of the solver, in a build with two.
 *
 * On x86-64, with gcc or clang, the full build compiles the solver's files
 * (solve.c, solve_count.c and solve_any.c) twice: once as they are
 * (SOLVE_COPY base), once for processors with BMI1, BMI2 and POPCNT
 * (SOLVE_COPY bmi2, solve_bmi2.c), whose bit instructions (a lowest bit
 * cleared, counted or found in one) make every search 3 to 5% faster.
 * solve_dispatch.c holds the interface's entries and sends each call to
 * the copy the processor can run.  Here each name that a copy's files
 * share gets the copy's ending, so that the two sit in one library, and
 * the interface's entries of a copy are private to the library.
 *
 * solve_internal.h includes this header after the interface's headers,
 * whose declarations keep the interface's names.
 */
#ifndef SUDOKU_SOLVE_COPY_H
#define SUDOKU_SOLVE_COPY_H

#define SOLVE_NAMED(name, copy) SOLVE_NAMED_(name, copy)
#define SOLVE_NAMED_(name, copy) name##_##copy

#define sudoku_solve SOLVE_NAMED(sudoku_solve, SOLVE_COPY)
#define sudoku_solve_any SOLVE_NAMED(sudoku_solve_any, SOLVE_COPY)
#define sudoku_solve_other SOLVE_NAMED(sudoku_solve_other, SOLVE_COPY)
#define sudoku_solve_place SOLVE_NAMED(sudoku_solve_place, SOLVE_COPY)
#define sudoku_solve_propagate SOLVE_NAMED(sudoku_solve_propagate, SOLVE_COPY)
#define sudoku_solve_extract SOLVE_NAMED(sudoku_solve_extract, SOLVE_COPY)
#define sudoku_solve_count SOLVE_NAMED(sudoku_solve_count, SOLVE_COPY)
#define sudoku_solve_count_alone                                               \
    SOLVE_NAMED(sudoku_solve_count_alone, SOLVE_COPY)
#define sudoku_solve_free SOLVE_NAMED(sudoku_solve_free, SOLVE_COPY)
#define sudoku_solve_triads SOLVE_NAMED(sudoku_solve_triads, SOLVE_COPY)

/* A copy's entries, sudoku_solve() and the others, are the library's own. */
#undef SUDOKU_API
#define SUDOKU_API SUDOKU_PRIVATE
SUDOKU_API unsigned sudoku_solve(const sudoku_board *puzzle, unsigned limit,
                                 sudoku_board *solution,
                                 struct sudoku_solve_stats *stats);
SUDOKU_API unsigned sudoku_solve_any(const sudoku_board *puzzle, unsigned limit,
                                     sudoku_board *solution,
                                     struct sudoku_solve_stats *stats);

#endif /* SUDOKU_SOLVE_COPY_H */
