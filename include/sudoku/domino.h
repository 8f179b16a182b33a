/*
 * domino.h - Sudominoku: a sudoku whose 72 non-given cells are covered by the
 * 36 dominoes {a,b} (1 <= a < b <= 9), each used exactly once.
 *
 * The puzzle and the answer are plain values (struct sudoku_domino, in
 * board.h).  The solver neither reads text nor prints and never allocates.
 */
#ifndef SUDOKU_DOMINO_H
#define SUDOKU_DOMINO_H

#include "sudoku/board.h"
#include "sudoku/solve.h"

/*
 * Solves the Sudominoku *puzzle: covers every empty cell with unused
 * dominoes so that the grid is a valid sudoku.  The puzzle must be
 * well-formed (each placed domino on two adjacent cells with two different
 * digits, no domino twice, no clash); the parser guarantees that.
 *
 * Counts the distinct solution grids (two tilings that spell the same grid
 * are one solution), stopping at limit (limit >= 1), and returns the count.
 * When it is non-zero, *solution receives the lexicographically smallest grid
 * (as an 81-digit string) with one tiling of it.  stats may be NULL.
 */
SUDOKU_API unsigned sudoku_domino_solve(const struct sudoku_domino *puzzle,
                                        unsigned limit,
                                        struct sudoku_domino *solution,
                                        struct sudoku_solve_stats *stats);

#endif /* SUDOKU_DOMINO_H */
