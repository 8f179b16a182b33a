/*
 * solve.h - the classic 9x9 solver.
 *
 * One entry point, sudoku_solve(), so that the search behind it can change
 * without touching its callers.  It neither reads text nor prints; it never
 * allocates, and it is safe to call from several threads at once on
 * different boards.
 */
#ifndef SUDOKU_SOLVE_H
#define SUDOKU_SOLVE_H

#include "sudoku/board.h"

/* What a search did, for --stats and benchmarks.  Callers zero it once and
 * may pass it to many calls: the solvers add to it. */
struct sudoku_solve_stats {
    unsigned long long guesses; /* branch points: digits tried beyond the
                                   first at a cell with several candidates */
};

/*
 * Solves *puzzle (0 = empty cell).  Counts its solutions, stopping at
 * `limit` (limit >= 1; 1 asks only for the answer), and returns the count:
 * 0 when there is none (including givens that clash), otherwise 1..limit.
 *
 * When the count is non-zero, *solution receives the lexicographically
 * smallest solution read as an 81-digit string, which is the one a row-major
 * depth-first search trying 1..9 in order finds first.  *solution is left
 * unspecified when the count is 0.  solution may be NULL when only the
 * count is wanted (which may save a search), and stats may be NULL.
 */
SUDOKU_API unsigned sudoku_solve(const sudoku_board *puzzle, unsigned limit,
                                 sudoku_board *solution,
                                 struct sudoku_solve_stats *stats);

#endif /* SUDOKU_SOLVE_H */
