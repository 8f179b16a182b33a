/*
 * print.h - turns solved grids into text.
 *
 * The printer writes into a caller's buffer and never validates: it prints
 * whatever digits it is given (0 as '0', or '.' in the pretty grid).
 */
#ifndef SUDOKU_PRINT_H
#define SUDOKU_PRINT_H

#include <stddef.h>

#include "sudoku/board.h"
#include "sudoku/shape.h"

enum sudoku_layout {
    SUDOKU_LAYOUT_PACKED, /* 9 lines of 9 digits */
    SUDOKU_LAYOUT_SPACED, /* 9 lines, one space between digits */
    SUDOKU_LAYOUT_LINE,   /* one line of 81 digits */
    SUDOKU_LAYOUT_PRETTY  /* a grid for people, with box borders */
};

/* Enough for any single board or domino grid in any layout. */
#define SUDOKU_PRINT_MAX 1024

/* Writes *b in `layout`, each line ended by '\n', into out (at least
 * SUDOKU_PRINT_MAX bytes), NUL-terminates it and returns its length. */
SUDOKU_API size_t sudoku_print_board(char *out, const sudoku_board *b,
                                     enum sudoku_layout layout);

/* Like sudoku_print_board; PRETTY draws the tiling: cells joined by a
 * domino have no wall between them. */
SUDOKU_API size_t sudoku_print_domino(char *out, const struct sudoku_domino *d,
                                      enum sudoku_layout layout);

/* Writes the Sudominoku puzzle *d in the judge's input form (BOJ 4574),
 * which the reader takes back: the count of placed dominoes, a line
 * "U LU V LV" for each, then the places of the single digits 1..9; each
 * line ended by '\n', without the closing "0" line.  out holds at least
 * SUDOKU_PRINT_MAX bytes; returns the length. */
SUDOKU_API size_t sudoku_print_domino_input(char *out,
                                            const struct sudoku_domino *d);

/* Enough for a grid of any size or shape in any layout, with its region
 * labels: the pretty drawing of 25x25, 51 lines of 102 characters. */
#define SUDOKU_SHAPE_PRINT_MAX                                                 \
    ((2 * SUDOKU_SHAPE_MAX_SIDE + 1) * (4 * SUDOKU_SHAPE_MAX_SIDE + 2) + 1)

/*
 * Writes the grid `cells` (side * side values, 0 empty) of *shape in
 * `layout`, into out (at least SUDOKU_SHAPE_PRINT_MAX bytes),
 * NUL-terminated, and returns its length.  Values are 1-9 then A-Z
 * (A = 10), '.' for an empty cell, except in SPACED, where they are
 * numbers ("10 16 0 3").  When `labels` is not NULL (a jigsaw's region
 * labels, one character a region), LINE adds a blank and the labels of
 * the cells, PACKED and SPACED the grid of labels after the grid's rows;
 * PRETTY draws the regions' walls whatever the shape.  Full build only.
 */
SUDOKU_API size_t sudoku_print_shaped(char *out,
                                      const struct sudoku_shape *shape,
                                      const unsigned char *cells,
                                      const char *labels,
                                      enum sudoku_layout layout);

#endif /* SUDOKU_PRINT_H */
