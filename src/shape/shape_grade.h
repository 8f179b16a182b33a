/*
 * shape_grade.h - what the grader's file (shape_grade.c) offers the
 * generator beside the level: its singles as a search, to tell one
 * solution from two.
 */
#ifndef SUDOKU_SHAPE_GRADE_H
#define SUDOKU_SHAPE_GRADE_H

#include "base/internal.h"
#include "sudoku/shape.h"

/*
 * Whether `puzzle` on `shape` has a solution that differs from `solution`
 * (one of its solutions) on at least one of the `size` cells of `cells`.
 * Singles go first, then a search that takes singles at every step and
 * tries the values of the cell with the fewest left.  A generator digging
 * a puzzle asks it of the cells it just emptied: the puzzle with them
 * given had one solution, so any second one differs there.  Such a
 * search finds a second solution fast but may take long to show there is
 * none: after `nodes` steps it gives up.  Returns 1 or 0; 1 too when
 * memory ran out (the cells then stay given, which is safe); -1 when it
 * gave up.
 */
SUDOKU_PRIVATE int sudoku_shape_other(const struct sudoku_shape *shape,
                                      const unsigned char *puzzle,
                                      const unsigned char *solution,
                                      const int *cells, int size, long nodes);

/* Completes `grid` (N * N bytes, 0 for an open cell) on `shape` into a
 * solution by the same search: the first met, in no order a caller can
 * rely on.  Returns 1 when it did, 0 when there is none, -1 when it gave
 * up after `nodes` steps or memory ran out (grid is then as it was, or
 * partly filled). */
SUDOKU_PRIVATE int sudoku_shape_complete(const struct sudoku_shape *shape,
                                         unsigned char *grid, long nodes);

#endif /* SUDOKU_SHAPE_GRADE_H */
