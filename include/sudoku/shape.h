/*
 * shape.h - boards of other sizes and shapes: sides 4 to 25, rectangular
 * boxes or jigsaw regions, and the extra houses of X-sudoku and windoku.
 *
 * A shape is a plain value: the side N, each cell's region (N regions of N
 * cells), and which extra houses count.  A shaped grid is N * N bytes in
 * row-major order, 0 for an empty cell and 1..N for a value.  The solver
 * here is a module of its own beside the classic 9x9 one (solve.h), which
 * stays as it is: its geometry is data, built from the shape once a call.
 * Nothing here prints or reads text.  The solver allocates its workspace
 * each call (a node a level of its search, the size of the board), and is
 * safe to call from several threads at once.
 */
#ifndef SUDOKU_SHAPE_H
#define SUDOKU_SHAPE_H

#include <stddef.h>

#ifndef SUDOKU_API
#define SUDOKU_API extern
#endif

#define SUDOKU_SHAPE_MIN_SIDE 4
#define SUDOKU_SHAPE_MAX_SIDE 25
#define SUDOKU_SHAPE_MAX_CELLS (SUDOKU_SHAPE_MAX_SIDE * SUDOKU_SHAPE_MAX_SIDE)

/* Extra houses, as bits of sudoku_shape.extras. */
enum sudoku_extra {
    SUDOKU_EXTRA_DIAGONALS = 1, /* both main diagonals (X-sudoku) */
    SUDOKU_EXTRA_WINDOWS = 2    /* windoku: the boxes one cell in from
                                   each box's corner, (b-1)^2 of them on a
                                   board of b x b boxes (four on 9x9) */
};

struct sudoku_shape {
    int side;          /* N, 4..25 */
    int box_rows;      /* the boxes' height and width, or 0 and 0 when */
    int box_cols;      /* the regions are a jigsaw's */
    unsigned extras;   /* SUDOKU_EXTRA_* bits */
    unsigned char region[SUDOKU_SHAPE_MAX_CELLS]; /* each cell's, 0..N-1 */
};

/* The box a side has when none is asked for: 2x2, 2x3, 2x4, 3x3, 3x4,
 * 4x4 and 5x5 for sides 4, 6, 8, 9, 12, 16 and 25, the squarest split
 * with the wider side across for others (2x5 for 10, 3x5 for 15, ...).
 * Returns 0, or -1 for a side with no split into boxes (a prime such as
 * 7 or 11: such a side has only jigsaw regions) or out of range. */
SUDOKU_API int sudoku_shape_default_box(int side, int *box_rows,
                                        int *box_cols);

/* Makes *shape a board of side `side` cut into boxes of box_rows x
 * box_cols, with no extra house.  Returns 0, or -1 when the side is out of
 * range or the boxes do not tile it (box_rows * box_cols != side). */
SUDOKU_API int sudoku_shape_boxes(struct sudoku_shape *shape, int side,
                                  int box_rows, int box_cols);

/*
 * Makes *shape a jigsaw of side `side` whose cell i lies in region
 * region[i] (0..side-1), with no extra house.  Returns 0, or -1 and a
 * message in why[why_size] (which may be NULL) when the side is out of
 * range, a label is out of range or a region does not have `side` cells.
 * Regions need not be connected.  When the regions are the boxes of
 * sudoku_shape_default_box, the shape records those boxes too.
 */
SUDOKU_API int sudoku_shape_regions(struct sudoku_shape *shape, int side,
                                    const unsigned char *region, char *why,
                                    size_t why_size);

/* Adds the extra houses `extras` to *shape.  Returns 0, or -1 when
 * windows are asked of a shape that is not cut into square boxes. */
SUDOKU_API int sudoku_shape_add(struct sudoku_shape *shape, unsigned extras);

/* Returns 1 when *shape is the classic 9x9 board with no extra house. */
SUDOKU_API int sudoku_shape_is_classic(const struct sudoku_shape *shape);

/* Looks for two equal values in one house of `grid`.  Returns 0 when the
 * values are consistent, otherwise 1 and the two cells (first < second)
 * of the clash whose later cell comes first in row-major order; either
 * pointer may be NULL.  A value above the side counts as a clash with
 * itself (first == second). */
SUDOKU_API int sudoku_shape_find_clash(const struct sudoku_shape *shape,
                                       const unsigned char *grid, int *first,
                                       int *second);

/* What the solvers return when memory for their workspace ran out. */
#define SUDOKU_SHAPE_NO_MEMORY ((unsigned)-1)

/* What a shaped search did. */
struct sudoku_shape_stats {
    unsigned long long guesses; /* values tried beyond the first at a cell */
};

/*
 * Counts the solutions of `puzzle` on `shape`, stopping at `limit`
 * (limit >= 1), and returns the count: 0 when there is none (givens that
 * clash included).  When the count is non-zero and solution is not NULL,
 * solution (N * N bytes) receives the smallest solution: values compared
 * cell by cell in row-major order.  stats may be NULL; the search adds to
 * it.  Returns SUDOKU_SHAPE_NO_MEMORY when memory ran out.
 */
SUDOKU_API unsigned sudoku_shape_solve(const struct sudoku_shape *shape,
                                       const unsigned char *puzzle,
                                       unsigned limit, unsigned char *solution,
                                       struct sudoku_shape_stats *stats);

/* As sudoku_shape_solve, but the solution given is any one (the first the
 * search in no order meets), which may be faster to find. */
SUDOKU_API unsigned sudoku_shape_solve_any(const struct sudoku_shape *shape,
                                           const unsigned char *puzzle,
                                           unsigned limit,
                                           unsigned char *solution,
                                           struct sudoku_shape_stats *stats);

/* The levels of sudoku_shape_grade: the hardest kind of step a person
 * needs, always taking the easiest step there is. */
enum sudoku_shape_level {
    SUDOKU_SHAPE_EASY,   /* singles: a cell with one value left, a value
                            with one place left in a house */
    SUDOKU_SHAPE_MEDIUM, /* and intersections: a value whose places in a
                            house all lie in a second house leaves the
                            rest of the second (pointing and claiming, any
                            two houses: rows, columns, regions, diagonals,
                            windows) */
    SUDOKU_SHAPE_HARD,   /* and subsets of any size in any house: k cells
                            with only k values between them (naked), or k
                            values with only k places (hidden) */
    SUDOKU_SHAPE_BEYOND  /* these steps alone do not solve it: it needs
                            more, or has several solutions */
};

/* The name of a level ("easy", "medium", "hard", "beyond"), and the level
 * of a name, or -1. */
SUDOKU_API const char *sudoku_shape_level_name(enum sudoku_shape_level level);
SUDOKU_API int sudoku_shape_level_from_name(const char *name);

/*
 * The level of `puzzle` on `shape`: the steps of the levels up to
 * `ceiling` are taken, easiest first, until the grid is full.  Returns the
 * hardest level used when they fill it (the puzzle then has exactly one
 * solution, which `solution`, when not NULL, receives: N * N bytes);
 * ceiling + 1 when a step above the ceiling would be needed (the level is
 * then at least that); -1 when the givens contradict each other, found by
 * these steps.  SUDOKU_SHAPE_BEYOND as the ceiling grades fully.  When
 * the steps stop short of a full grid, `solution` receives the values
 * they placed, 0 elsewhere: each is the value of its cell in every
 * solution.  Safe to
 * call from several threads at once; allocates nothing.
 */
SUDOKU_API int sudoku_shape_grade(const struct sudoku_shape *shape,
                                  const unsigned char *puzzle,
                                  enum sudoku_shape_level ceiling,
                                  unsigned char *solution);

#endif /* SUDOKU_SHAPE_H */
