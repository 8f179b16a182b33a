/*
 * parse_marks.h - grids of pencil marks (parse_marks.c), for the table of
 * formats (parse_full.c).
 */
#ifndef SUDOKU_PARSE_MARKS_H
#define SUDOKU_PARSE_MARKS_H

#include "read/parse_internal.h"

/* Whether a record's first line, l, shows a grid of pencil marks: its
 * top border (.---.---.---.) or a row of 9 groups of digits, one of
 * them of several. */
SUDOKU_PRIVATE int sudoku_parse_marks_detect(const struct line *l);

/* Reads a grid of pencil marks into rec->puzzle (the cells of one
 * digit) and rec->marks (every cell's digits). */
SUDOKU_PRIVATE enum sudoku_read
sudoku_parse_marks_record(struct sudoku_parser *p, struct sudoku_record *rec,
                          struct sudoku_diag *d);

#endif /* SUDOKU_PARSE_MARKS_H */
