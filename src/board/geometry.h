/*
 * geometry.h - the grid's geometry, stated once: each cell's row, column
 * and box, and the cell at each place of each house.
 *
 * Cells are numbered 0..80 row by row; rows, columns and boxes 0..8 (boxes
 * row-major, as SUDOKU_BOX).  The facts are formulas (GEOMETRY_ROW and the
 * rest), which tables built at compile time list cell by cell
 * (GEOMETRY_EACH_CELL), and the tables a hot path reads: geometry_row,
 * geometry_col and geometry_box.  The tables of the houses' side, the
 * cells of each house, are board/houses.h's.
 *
 * Every static const table here is used by each program that includes
 * this header, the single file for online judges among them, where an
 * unused one is a warning and judges compile with -Werror: a table that
 * only some solver needs (the rater's houses) lives in a header of its
 * own, board/houses.h.  The classic solver keeps its own representation,
 * bit masks of the houses (solve/solve_internal.h).
 */
#ifndef SUDOKU_GEOMETRY_H
#define SUDOKU_GEOMETRY_H

#include "sudoku/board.h"

/* The row, the column and the box of cell c. */
#define GEOMETRY_ROW(c) ((c) / 9)
#define GEOMETRY_COL(c) ((c) % 9)
#define GEOMETRY_BOX(c) SUDOKU_BOX(GEOMETRY_ROW(c), GEOMETRY_COL(c))

/* The cell at index i (0..8) of box b, row by row, and of house h (0..26:
 * rows 0..8, columns 9..17, boxes 18..26): along a row, down a column,
 * row by row in a box.  Each kind reads h % 9, so that every arm is a cell
 * whatever h is (compilers check the arms not taken too). */
#define GEOMETRY_BOX_CELL(b, i)                                                \
    (((b) / 3 * 3 + (i) / 3) * 9 + (b) % 3 * 3 + (i) % 3)
#define GEOMETRY_HOUSE_CELL(h, i)                                              \
    ((h) < 9    ? 9 * ((h) % 9) + (i)                                          \
     : (h) < 18 ? 9 * (i) + (h) % 9                                            \
                : GEOMETRY_BOX_CELL((h) % 9, i))

/* m(0), m(1), ..., m(80): a table's initializers, cell by cell. */
#define GEOMETRY_NINE(m, r)                                                    \
    m(9 * (r)), m(9 * (r) + 1), m(9 * (r) + 2), m(9 * (r) + 3),                \
        m(9 * (r) + 4), m(9 * (r) + 5), m(9 * (r) + 6), m(9 * (r) + 7),        \
        m(9 * (r) + 8)
#define GEOMETRY_EACH_CELL(m)                                                  \
    GEOMETRY_NINE(m, 0), GEOMETRY_NINE(m, 1), GEOMETRY_NINE(m, 2),             \
        GEOMETRY_NINE(m, 3), GEOMETRY_NINE(m, 4), GEOMETRY_NINE(m, 5),         \
        GEOMETRY_NINE(m, 6), GEOMETRY_NINE(m, 7), GEOMETRY_NINE(m, 8)

/* The row, column and box of each cell, by table: on the hot paths a
 * load beats the division. */
static const unsigned char geometry_row[SUDOKU_CELLS] = {
    GEOMETRY_EACH_CELL(GEOMETRY_ROW)};
static const unsigned char geometry_col[SUDOKU_CELLS] = {
    GEOMETRY_EACH_CELL(GEOMETRY_COL)};
static const unsigned char geometry_box[SUDOKU_CELLS] = {
    GEOMETRY_EACH_CELL(GEOMETRY_BOX)};

#endif /* SUDOKU_GEOMETRY_H */
