/*
 * reference.h - a deliberately simple classic solver for cross-checks.
 *
 * The reference shares no code with src/solve/solve.c: it is the textbook
 * row-major depth-first search trying 1..9 at each empty cell, so its first
 * solution is by construction the lexicographically smallest one.  It is
 * slow on hard puzzles and is meant only to check the fast solver and to give
 * the benchmark a baseline.
 */
#ifndef SUDOKU_REFERENCE_H
#define SUDOKU_REFERENCE_H

#include "sudoku/board.h"

/*
 * Counts the solutions of *puzzle (0 = empty) up to `limit` (>= 1) and
 * returns the count, 0 when the givens clash or there is no solution.  When
 * the count is non-zero, *solution receives the first solution found, the
 * lexicographically smallest.
 *
 * `budget` bounds the work for callers that must not hang on a hard puzzle:
 * when it is non-zero and the search places more than `budget` digits, the
 * search stops, sets *gave_up to 1 (when gave_up is not NULL) and the count
 * and *solution mean nothing.  Otherwise *gave_up is set to 0.
 */
unsigned reference_solve(const sudoku_board *puzzle, unsigned limit,
                         sudoku_board *solution, unsigned long long budget,
                         int *gave_up);

/* Returns 1 when *solution is complete, has no clash in any row, column or
 * box, and keeps every non-zero cell of *puzzle; 0 otherwise. */
int reference_is_solution(const sudoku_board *solution,
                          const sudoku_board *puzzle);

#endif /* SUDOKU_REFERENCE_H */
