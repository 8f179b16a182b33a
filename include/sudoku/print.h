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

#endif /* SUDOKU_PRINT_H */
