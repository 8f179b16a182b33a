/*
 * shape_reference.h - a plain dancing-links solver of shaped boards, for
 * cross-checks and as the benchmarks' baseline.
 *
 * The reference shares no code with src/shape/: it reads only the fields
 * of struct sudoku_shape, builds the houses itself (rows, columns,
 * regions, the two main diagonals, windoku's windows), and solves the
 * exact cover of Knuth's Algorithm X with dancing links in its textbook
 * form: one column per cell and per house and value, one row per cell and
 * value, the column with fewest rows chosen at each step.  Test code only:
 * it allocates (and aborts when it cannot), and is slow on hard puzzles.
 *
 * Grids are side * side bytes in row-major order, 0 for an empty cell and
 * 1..side for a value.  A value above the side has no solution, nor has a
 * shape whose side is not 1..SUDOKU_SHAPE_MAX_SIDE, whose region labels
 * are not below the side or one of whose regions has not `side` cells.  The windows, when asked for, are those of a
 * side b * b (b >= 2): the (b-1)^2 squares of b x b cells whose top-left
 * corners are at rows and columns 1 + k * (b+1), k = 0..b-2; a side that
 * is not a square has none.
 */
#ifndef SUDOKU_SHAPE_REFERENCE_H
#define SUDOKU_SHAPE_REFERENCE_H

#include "sudoku/shape.h"

/* The most houses a shape has: rows, columns and regions, two diagonals
 * and the 16 windows of side 25. */
#define SHAPE_REFERENCE_MAX_HOUSES (3 * SUDOKU_SHAPE_MAX_SIDE + 2 + 16)

/* Stores the houses of *shape, side cells each in increasing order, one
 * after the other in cells[] (room for SHAPE_REFERENCE_MAX_HOUSES * side
 * ints) and returns how many: rows, columns, regions (by label), then the
 * diagonals (main, then anti-diagonal) and the windows (row-major by
 * corner) when asked for.  Returns -1 for an invalid shape. */
int shape_reference_houses(const struct sudoku_shape *shape, int *cells);

/* Counts the solutions of `puzzle` on *shape up to `limit` (limit >= 1)
 * and returns the count: 0 when there is none, givens that clash
 * included. */
unsigned shape_reference_count(const struct sudoku_shape *shape,
                               const unsigned char *puzzle, unsigned limit);

/* Stores in `solution` the smallest solution of `puzzle` (values compared
 * cell by cell in row-major order) and returns 1, or returns 0 when there
 * is none (solution is then left as it was): the first solution of the
 * search branching on the first empty cell in row-major order, values in
 * increasing order, or (whichever ends first) cell by cell the least value
 * with which the counting search still finds a solution. */
int shape_reference_smallest(const struct sudoku_shape *shape,
                             const unsigned char *puzzle,
                             unsigned char *solution);

/* As shape_reference_smallest, but gives up, returning -1, when the links
 * it updates in one turn of a way would pass `budget` (0 for no bound). */
int shape_reference_smallest_within(const struct sudoku_shape *shape,
                                    const unsigned char *puzzle,
                                    unsigned char *solution,
                                    unsigned long long budget);

/*
 * As shape_reference_smallest, but the solution is a random one: the rows
 * of each column the search branches on are tried in an order shuffled
 * with below(arg, n), which returns a number in 0..n-1.  `budget` (0 for
 * none) bounds the links the search may update.  Returns 1 with a
 * solution, 0 when there is none, -1 when the budget ran out first.
 */
int shape_reference_random(const struct sudoku_shape *shape,
                           const unsigned char *puzzle,
                           unsigned char *solution,
                           unsigned (*below)(void *arg, unsigned n), void *arg,
                           unsigned long long budget);

/* Returns 1 when `solution` is complete, has each value once in every
 * house of *shape, and keeps every non-zero cell of `puzzle` (which may be
 * NULL); 0 otherwise. */
int shape_reference_is_solution(const struct sudoku_shape *shape,
                                const unsigned char *solution,
                                const unsigned char *puzzle);

#endif /* SUDOKU_SHAPE_REFERENCE_H */
