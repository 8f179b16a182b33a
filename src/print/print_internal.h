/*
 * print_internal.h - what the printer's files share.
 *
 * print.c writes the plain layouts and dispatches; print_pretty.c draws
 * the pretty grids for people.  Those are optional parts (see
 * internal.h): the judge build leaves print_pretty.c out and has NULL
 * here, and a pretty layout then prints as the packed one.
 */
#ifndef SUDOKU_PRINT_INTERNAL_H
#define SUDOKU_PRINT_INTERNAL_H

#include "base/internal.h"
#include "sudoku/print.h"

/* The pretty box grid of a board, and the pretty grid of a domino tiling:
 * written into out like sudoku_print_board, with '.' for an empty cell. */
typedef size_t print_board_fn(char *out, const sudoku_board *b);
typedef size_t print_domino_fn(char *out, const struct sudoku_domino *d);
SUDOKU_PRIVATE print_board_fn *const sudoku_print_pretty_board;
SUDOKU_PRIVATE print_domino_fn *const sudoku_print_pretty_domino;

#endif /* SUDOKU_PRINT_INTERNAL_H */
