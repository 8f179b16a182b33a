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
 * solve_internal.h includes this header, with SOLVE_COPY set, after the
 * interface's headers, whose declarations keep the interface's names;
 * solve_dispatch.c includes it without, for the entries' declarations.
 */
#ifndef SUDOKU_SOLVE_COPY_H
#define SUDOKU_SOLVE_COPY_H

#include "base/internal.h"
#include "sudoku/solve.h"

/* The entries of copy `copy` (base or bmi2), private to the library: the
 * copy defines them, solve_dispatch.c calls them. */
#define SOLVE_ENTRIES(copy)                                                    \
    SUDOKU_PRIVATE unsigned sudoku_solve_##copy(                               \
        const sudoku_board *puzzle, unsigned limit, sudoku_board *solution,    \
        struct sudoku_solve_stats *stats);                                     \
    SUDOKU_PRIVATE unsigned sudoku_solve_any_##copy(                           \
        const sudoku_board *puzzle, unsigned limit, sudoku_board *solution,    \
        struct sudoku_solve_stats *stats);                                     \
    SUDOKU_PRIVATE int sudoku_solve_other_##copy(                              \
        const sudoku_board *puzzle, const sudoku_board *solution,              \
        const int *cells, int n, sudoku_board *other)

#ifdef SOLVE_COPY /* in a copy's files */
#define SOLVE_ENTRIES_OF(copy) SOLVE_ENTRIES(copy)
SOLVE_ENTRIES_OF(SOLVE_COPY);

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

/* The entries' definitions, headed SUDOKU_API as the interface's, are the
 * copy's private ones declared above. */
#undef SUDOKU_API
#define SUDOKU_API SUDOKU_PRIVATE
#endif

#endif /* SUDOKU_SOLVE_COPY_H */
