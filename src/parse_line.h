/*
 * parse_line.h - the cells of one line, shared by the readers of one
 * puzzle a line (parse_line.c, parse_csv.c).
 *
 * Apart from parse_internal.h because the judge build has neither reader:
 * it must not declare a function it does not define.
 */
#ifndef SUDOKU_PARSE_LINE_H
#define SUDOKU_PARSE_LINE_H

#include "parse_internal.h"

/* Reads the 81 cells of `line` format from text[b, e) into rec->puzzle;
 * `what` names the field in messages.  Returns 1, or 0 with *d filled.  A
 * line longer than the reader keeps is an error unless the kept part
 * already shows a more precise one. */
SUDOKU_PRIVATE int sudoku_parse_cells81(const struct line *l, size_t b,
                                        size_t e, const char *what,
                                        struct sudoku_record *rec,
                                        struct sudoku_diag *d);

#endif /* SUDOKU_PARSE_LINE_H */
