/*
 * domino_reference.h - a deliberately simple Sudominoku solver and a puzzle
 * generator, for cross-checking src/domino/domino_search.c.
 *
 * Nothing here shares code with the library's solver: the reference is a
 * plain row-major domino search, slow but easy to trust, and the generator
 * builds puzzles from a random grid and a random tiling of it.  Test code
 * only: it may allocate and is not tuned.
 */
#ifndef SUDOKU_DOMINO_REFERENCE_H
#define SUDOKU_DOMINO_REFERENCE_H

#include <stdint.h>

#include "sudoku/domino.h"

/*
 * Counts the distinct solution grids of *puzzle up to limit (limit >= 1)
 * and, when there is one, stores the lexicographically smallest grid with
 * one tiling of it in *solution.  `bound`, when not NULL, is a grid known
 * to be no smaller than the answer, used only to prune the search for the
 * smallest grid: the answer is still found by the search and is checked to
 * be a solution.  Returns the count, or 0 for no solution.
 */
unsigned domino_ref_solve(const struct sudoku_domino *puzzle, unsigned limit,
                          const sudoku_board *bound,
                          struct sudoku_domino *solution);

/*
 * Returns 1 when *solution is a full, valid sudoku grid that keeps every
 * digit and domino of *puzzle, whose cells without a mate are exactly the
 * puzzle's single digits, and whose dominoes are 36 distinct pairs of
 * adjacent cells with different digits.
 */
int domino_ref_is_solution(const struct sudoku_domino *solution,
                           const struct sudoku_domino *puzzle);

/*
 * Makes a puzzle with `given` dominoes placed (0..36): a random solved
 * grid, one random cell of each digit as the single, a random tiling of the
 * other 72 cells by the 36 dominoes, and `given` of them revealed at
 * random.  *answer receives the grid and tiling it was made from (with few
 * dominoes given the puzzle may have other solutions too).  *state is a
 * random state of support/random.h.
 */
void domino_ref_generate(uint64_t *state, int given,
                         struct sudoku_domino *puzzle,
                         struct sudoku_domino *answer);

/* A puzzle from a solution: its singles and `given` of its dominoes
 * (0..36), chosen at random. */
void domino_ref_reveal(uint64_t *state, const struct sudoku_domino *answer,
                       int given, struct sudoku_domino *puzzle);

#endif /* SUDOKU_DOMINO_REFERENCE_H */
