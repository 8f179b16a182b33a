/*
 * shape_random.h - random shapes, solutions and puzzles of other sizes for
 * the tests.
 *
 * Shapes are built field by field, without the library: boxes of the
 * default split of a side, or a jigsaw of connected regions grown at
 * random.  Solutions come from the plain search of tests/shape_reference.c
 * with its rows tried in random order, and puzzles keep a random subset of
 * a solution's cells, possibly with a given changed or copied into a peer.
 * Everything draws on support/random.h's generator, so a seed replays a
 * run.  Test code only; programs using it link tests/shape_reference.c.
 */
#ifndef SUDOKU_TEST_SHAPE_RANDOM_H
#define SUDOKU_TEST_SHAPE_RANDOM_H

#include <stdint.h>

#include "sudoku/shape.h"

/* Makes *shape a board of side `side` cut into its default boxes (2x2,
 * 2x3, 2x4, 3x3, 3x4, 4x4 and 5x5, rows x columns, for sides 4, 6, 8, 9,
 * 12, 16 and 25) with the extra houses `extras` (SUDOKU_EXTRA_* bits).
 * Returns 0, or -1 for another side or windows on boxes that are not
 * square. */
int shape_random_boxes(struct sudoku_shape *shape, int side, unsigned extras);

/*
 * Makes *shape a random jigsaw of side `side` (4..SUDOKU_SHAPE_MAX_SIDE,
 * small sides being much quicker) with the extra houses `extras` (windows
 * excepted), and stores a random solution of it in `grid`: regions of
 * side cells, each connected through its cells' edges, grown at random
 * from the first free cell in row-major order until every cell has one,
 * and tried again until the shape has a solution.
 */
void shape_random_jigsaw(uint64_t *state, struct sudoku_shape *shape,
                         int side, unsigned extras, unsigned char *grid);

/* Stores a random solution of *shape in `grid` and returns 1, or returns 0
 * when the shape has no solution. */
int shape_random_solution(uint64_t *state, const struct sudoku_shape *shape,
                          unsigned char *grid);

/* Stores in `puzzle` `clues` random cells of the side * side cells of
 * `grid` and blanks the others. */
void shape_random_dig(uint64_t *state, int side, const unsigned char *grid,
                      int clues, unsigned char *puzzle);

/* Changes one given of `puzzle` to another value that no given sharing a
 * house with it holds (which usually leaves no solution, yet no clash);
 * returns 0 when no given can be changed. */
int shape_random_alter(uint64_t *state, const struct sudoku_shape *shape,
                       unsigned char *puzzle);

/* Copies one given of `puzzle` into an empty cell sharing a house with it,
 * so that two givens clash; returns 0 when there is no such pair. */
int shape_random_clash(uint64_t *state, const struct sudoku_shape *shape,
                       unsigned char *puzzle);

#endif /* SUDOKU_TEST_SHAPE_RANDOM_H */
