/*
 * domino_parse.h - the reader of the Sudominoku input format.
 *
 * domino_parse.c reads the judge's form of a Sudominoku puzzle from a line
 * reader: it needs lines and the readers' helpers (parse_common.h), not
 * the parser object, so the parser (parse.c, parse_full.c) calls it and it
 * calls none of them.
 */
#ifndef SUDOKU_DOMINO_PARSE_H
#define SUDOKU_DOMINO_PARSE_H

#include "read/parse_common.h"

/*
 * Returns 1 when `first`, the first line of a stream that is neither blank
 * nor a comment, starts a Sudominoku input (a lone count of dominoes).
 */
SUDOKU_PRIVATE int sudoku_domino_parse_detect(const struct line *first);

/*
 * Reads one Sudominoku puzzle from *in.  Returns SUDOKU_READ_END at the
 * terminating "0" line or at the end of the input, SUDOKU_READ_PUZZLE with
 * record->domino filled, SUDOKU_READ_UNSOLVABLE when the givens break a
 * sudoku rule, SUDOKU_READ_INVALID with *diag filled for a malformed
 * puzzle (after skipping to where the next puzzle can start), or
 * SUDOKU_READ_IO_ERROR.  record->line is the line of the count; the caller
 * sets index and format.
 */
SUDOKU_PRIVATE enum sudoku_read
sudoku_domino_parse_next(struct lines *in, struct sudoku_record *record,
                         struct sudoku_diag *diag);

#endif /* SUDOKU_DOMINO_PARSE_H */
