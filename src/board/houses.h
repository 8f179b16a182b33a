/*
 * houses.h - the 27 houses by table: the cells of each, and each cell's
 * houses and its index in each.
 *
 * The houses are numbered as geometry.h's (rows 0..8, columns 9..17,
 * boxes 18..26); its formulas and the two below build these tables at compile
 * time; here too are their names as an explanation writes them ("row 4").  A
 * solver that walks a house's cells and a cell's houses all the time (the
 * rater) reads these tables; the searches that work on sets of cells do not. No
 * file of the single file for online judges includes this header: its tables
 * would be unused there, a warning, and judges compile with -Werror.
 */
#ifndef SUDOKU_HOUSES_H
#define SUDOKU_HOUSES_H

#include "board/geometry.h"

/* A cell's index in its box (row by row). */
#define HOUSES_BOX_INDEX(c) (GEOMETRY_ROW(c) % 3 * 3 + GEOMETRY_COL(c) % 3)

/* The cells of house h, by index, and of the nine houses from h. */
#define HOUSES_CELLS(h)                                                        \
    {                                                                          \
        GEOMETRY_HOUSE_CELL(h, 0), GEOMETRY_HOUSE_CELL(h, 1), GEOMETRY_HOUSE_CELL(h, 2),      \
            GEOMETRY_HOUSE_CELL(h, 3), GEOMETRY_HOUSE_CELL(h, 4), GEOMETRY_HOUSE_CELL(h, 5),  \
            GEOMETRY_HOUSE_CELL(h, 6), GEOMETRY_HOUSE_CELL(h, 7), GEOMETRY_HOUSE_CELL(h, 8)   \
    }
#define HOUSES_CELLS9(h)                                                       \
    HOUSES_CELLS((h) + 0), HOUSES_CELLS((h) + 1), HOUSES_CELLS((h) + 2),       \
        HOUSES_CELLS((h) + 3), HOUSES_CELLS((h) + 4), HOUSES_CELLS((h) + 5),   \
        HOUSES_CELLS((h) + 6), HOUSES_CELLS((h) + 7), HOUSES_CELLS((h) + 8)

/* A cell's row, column and box, as houses, and its index in each. */
#define HOUSES_OF_CELL(c)                                                      \
    {                                                                          \
        GEOMETRY_ROW(c), 9 + GEOMETRY_COL(c), 18 + GEOMETRY_BOX(c)             \
    }
#define HOUSES_INDEX(c)                                                        \
    {                                                                          \
        GEOMETRY_COL(c), GEOMETRY_ROW(c), HOUSES_BOX_INDEX(c)                  \
    }

static const unsigned char houses_cells[27][9] = {
    HOUSES_CELLS9(0), HOUSES_CELLS9(9), HOUSES_CELLS9(18)};
static const unsigned char houses_of_cell[SUDOKU_CELLS][3] = {
    GEOMETRY_EACH_CELL(HOUSES_OF_CELL)};
static const unsigned char houses_index_of_cell[SUDOKU_CELLS][3] = {
    GEOMETRY_EACH_CELL(HOUSES_INDEX)};

/* The cell at index i of house h. */
static inline int houses_cell(int h, int i)
{
    return houses_cells[h][i];
}

/* The row (k 0), the column (1) and the box (2) of a cell, as houses. */
static inline int houses_of(int cell, int k)
{
    return houses_of_cell[cell][k];
}

/* The index of a cell in its row (k 0), its column (1) and its box (2). */
static inline int houses_index(int cell, int k)
{
    return houses_index_of_cell[cell][k];
}

/* "row", "column" or "box", and the number (1..9) an explanation gives
 * house h. */
static inline const char *houses_kind(int h)
{
    return h < 9 ? "row" : h < 18 ? "column" : "box";
}

static inline int houses_number(int h)
{
    return h % 9 + 1;
}

#endif /* SUDOKU_HOUSES_H */
