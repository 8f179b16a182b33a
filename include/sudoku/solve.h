/*
 * solve.h - the classic 9x9 solver.
 *
 * Two entry points, so that the searches behind them can change without
 * touching their callers: sudoku_solve(), the smallest solution, and
 * sudoku_solve_any(), any solution, for callers that do not need the
 * smallest.  They neither read text nor print; they never allocate, and
 * they are safe to call from several threads at once on different boards.
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
 * count is wanted, and stats may be NULL.  Without a solution to give, the
 * library counts as sudoku_solve_any() does, branching where the search
 * tree is smallest (the single file for judges still counts in order).
 */
SUDOKU_API unsigned sudoku_solve(const sudoku_board *puzzle, unsigned limit,
                                 sudoku_board *solution,
                                 struct sudoku_solve_stats *stats);

/*
 * Solves *puzzle as sudoku_solve() does, and returns the same count, but
 * *solution (when the count is non-zero) receives whichever solution the
 * search meets first, not necessarily the smallest: for a puzzle with one
 * solution, that solution.  The search branches where its tree is smallest
 * rather than in row-major order, which is what makes it faster on most
 * puzzles.  solution and stats may be NULL; limit below 1 counts as 1.
 * The library has it; the single file for judges does not.
 */
SUDOKU_API unsigned sudoku_solve_any(const sudoku_board *puzzle, unsigned limit,
                                     sudoku_board *solution,
                                     struct sudoku_solve_stats *stats);

#endif /* SUDOKU_SOLVE_H */
