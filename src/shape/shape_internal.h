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

struct shape_geometry {
    int side;
    int cells;
    int houses;
    unsigned short house[SHAPE_MAX_HOUSES][SUDOKU_SHAPE_MAX_SIDE];
    unsigned char cell_houses[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char cell_house[SUDOKU_SHAPE_MAX_CELLS][SHAPE_MAX_CELL_HOUSES];
    /* The pairs of a region and a row or column that share two cells or
     * more, but not all: house numbers, the line's first. */
    int crossings;
    unsigned char crossing[2 * SUDOKU_SHAPE_MAX_CELLS][2];
};

/* Builds *g from *shape, which must be valid (made by the functions of
 * shape.h). */
SUDOKU_PRIVATE void sudoku_shape_geometry(struct shape_geometry *g,
                                          const struct sudoku_shape *shape);

#endif /* SUDOKU_SHAPE_INTERNAL_H */
