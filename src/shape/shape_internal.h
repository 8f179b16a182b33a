/*
 * shape_internal.h - a shape's geometry, shared by the files of shape/.
 *
 * shape.c makes shapes and builds their geometry: every house as a list of
 * cells, and every cell's houses.  shape_solve.c searches on it.  The
 * geometry is data, built once a call from the shape's side, regions and
 * extra houses, so one search serves every size and shape.
 */
#ifndef SUDOKU_SHAPE_INTERNAL_H
#define SUDOKU_SHAPE_INTERNAL_H

#include <stdint.h>

#include "base/internal.h"
#include "sudoku/shape.h"

/* The houses' numbers: rows 0..N-1, columns N..2N-1, regions 2N..3N-1,
 * then the extra houses. */
#define SHAPE_ROW(g, r) (r)
#define SHAPE_COLUMN(g, c) ((g)->side + (c))
#define SHAPE_REGION(g, k) (2 * (g)->side + (k))

/* Rows, columns and regions, two diagonals and up to 16 windows (4x4 of
 * 5x5 boxes on the side 25). */
#define SHAPE_MAX_HOUSES (3 * SUDOKU_SHAPE_MAX_SIDE + 2 + 16)
/* A row, a column, a region, two diagonals (the middle cell of an odd
 * side) and one window. */
#define SHAPE_MAX_CELL_HOUSES 6
/* Words of a set of houses. */
#define SHAPE_HOUSE_WORDS ((SHAPE_MAX_HOUSES + 63) / 64)

struct shape_geometry {
    int side;
    int cells;
    int houses;
    unsigned short house[SHAPE_MAX_HOUSES][SUDOKU_SHAPE_MAX_SIDE];
    unsigned char cell_houses[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char cell_house[SUDOKU_SHAPE_MAX_CELLS][SHAPE_MAX_CELL_HOUSES];
    /* The same as a set of houses: house h is bit h % 64 of word h / 64. */
    uint64_t cell_set[SUDOKU_SHAPE_MAX_CELLS][SHAPE_HOUSE_WORDS];
    /* The pairs of a region and a row or column that share two cells or
     * more, but not all: house numbers, the line's first. */
    int crossings;
    unsigned char crossing[2 * SUDOKU_SHAPE_MAX_CELLS][2];
};

/* The most pairs of houses. */
#define SHAPE_MAX_PAIRS (SHAPE_MAX_HOUSES * (SHAPE_MAX_HOUSES - 1) / 2)

/* Lists in pair[] the pairs of houses of *g (the lower number first) that
 * share two cells or more but are not the same cells: where locked
 * candidates may take something.  Returns how many. */
SUDOKU_PRIVATE int sudoku_shape_pairs(const struct shape_geometry *g,
                                      unsigned char pair[][2]);

/* Builds *g from *shape, which must be valid (made by the functions of
 * shape.h). */
SUDOKU_PRIVATE void sudoku_shape_geometry(struct shape_geometry *g,
                                          const struct sudoku_shape *shape);

/* A node of the search: a word a cell, its candidates (bit v - 1 for
 * value v), SHAPE_SOLVED once it holds a value, SHAPE_QUEUED while it
 * waits to be placed; then the count of open cells. */
#define SHAPE_SOLVED 0x80000000u
#define SHAPE_QUEUED 0x40000000u
#define SHAPE_VALUES 0x01FFFFFFu

/* What propagation looks at in the houses that changed. */
enum { SHAPE_LOOK_SINGLES, SHAPE_LOOK_CROSSINGS, SHAPE_LOOK_MATCHINGS,
       SHAPE_LOOKS };

/* One search: the geometry, the nodes of its path and what it found. */
struct shape_run {
    struct shape_geometry geometry;
    uint32_t all;    /* the side's values */
    int stride;      /* words a node: the cells, then the open count */
    uint32_t *nodes; /* the nodes of the search's path, depth by depth */
    int capacity;    /* nodes room is made for */
    int failed;      /* out of memory */
    /* The crossings looked at (all of them), and whether the houses'
     * matchings prune (on sides from 16): the smallest solution of an
     * empty 16x16 grid is not found in minutes without the matchings, in
     * 0.2 s with them. */
    int crossings;
    int matching;
    unsigned limit;
    unsigned count;
    unsigned char *solution; /* the first solution met, or NULL */
    unsigned long long guesses;
    unsigned short queue[SUDOKU_SHAPE_MAX_CELLS];
    int queued;
    /* The houses whose cells changed since the hidden singles, the
     * crossings and the matchings (SHAPE_LOOK_*) last looked at them: a
     * node's propagation starts from its parent's fixed point, so only
     * these can give anything new. */
    uint64_t changed[SHAPE_LOOKS][SHAPE_HOUSE_WORDS];
};

/* Notes that cell p of the node being propagated changed. */
static inline void shape_changed(struct shape_run *run, int p)
{
    int look, k;

    for (look = 0; look < SHAPE_LOOKS; look++)
        for (k = 0; k < SHAPE_HOUSE_WORDS; k++)
            run->changed[look][k] |= run->geometry.cell_set[p][k];
}

/* Takes `values` from the open cell p of *node, queuing it when one is
 * left.  Returns 0, or -1 when none is left. */
static inline int shape_remove(struct shape_run *run, uint32_t *node, int p,
                               uint32_t values)
{
    uint32_t m = node[p] & ~values, left = m & SHAPE_VALUES;

    node[p] = m;
    shape_changed(run, p);
    if (left == 0)
        return -1;
    if (!(m & SHAPE_QUEUED) && (left & (left - 1)) == 0) {
        node[p] = m | SHAPE_QUEUED;
        run->queue[run->queued++] = (unsigned short)p;
    }
    return 0;
}

/* The rule of the houses' matchings (shape_match.c): in house h, each
 * value left must go to its own open cell, so a candidate that no such
 * assignment of the whole house uses goes.  Returns 1 when it took
 * candidates, 0 when none, -1 when the house has no such assignment. */
SUDOKU_PRIVATE int sudoku_shape_match(struct shape_run *run, uint32_t *node,
                                      int h);

/* The most cells of a board the plane search (shape_small.c) takes. */
#define SHAPE_SMALL_MAX_CELLS 128

/*
 * The search of shape_solve.c on digit planes, for boards of at most
 * SHAPE_SMALL_MAX_CELLS cells: counts the solutions of `puzzle` up to
 * `limit`, the smallest (or with `smallest` 0 the first met) going to
 * `solution` when not NULL.  Adds its guesses to *guesses.  Returns the
 * count, or SUDOKU_SHAPE_NO_MEMORY.
 */
SUDOKU_PRIVATE unsigned
sudoku_shape_small_solve(const struct sudoku_shape *shape,
                         const unsigned char *puzzle, unsigned limit,
                         unsigned char *solution, int smallest,
                         unsigned long long *guesses);

/*
 * Whether `puzzle` has a solution that differs from `solution`, one of
 * its solutions, on at least one of the `size` cells of `cells` (open in
 * the puzzle), on a board of at most SHAPE_SMALL_MAX_CELLS cells: a
 * search of the puzzle with the first cell's value in `solution` taken
 * away, then with it given and the second's taken away, and so on.  A
 * generator digging a puzzle asks it of the cells it just emptied.
 * Returns 1 or 0; 1 too when memory ran out (the cells then stay given,
 * which is safe).
 */
SUDOKU_PRIVATE int sudoku_shape_small_other(const struct sudoku_shape *shape,
                                            const unsigned char *puzzle,
                                            const unsigned char *solution,
                                            const int *cells, int size);

/*
 * Completes `grid` (0 for an open cell) on *shape, of at most
 * SHAPE_SMALL_MAX_CELLS cells, into a solution by the search, the first
 * met, giving up after `guesses` guesses.  Returns 1 when it did, 0 when
 * there is none, -1 when it gave up or memory ran out (grid is then as
 * it was).
 */
SUDOKU_PRIVATE int sudoku_shape_small_fill(const struct sudoku_shape *shape,
                                           unsigned char *grid,
                                           unsigned long long guesses);

#endif /* SUDOKU_SHAPE_INTERNAL_H */
