/*
 * read.c - one call from text to a classic puzzle (see read.h).
 *
 * A parser over the text in memory hands out the first record and is freed
 * at once; this file only turns that record into a board, or says why it
 * is not one.
 */
#include "sudoku/read.h"

#include <stdio.h>
#include <string.h>

/* Fills *d with a message about a whole record (col 0), or about the whole
 * text (line 0 too). */
static void read_diag(struct sudoku_diag *d, unsigned long line,
                      const char *message)
{
    d->line = line;
    d->col = 0;
    snprintf(d->message, sizeof d->message, "%s", message);
}

enum sudoku_read sudoku_read_board(const char *text, sudoku_board *puzzle,
                                   struct sudoku_diag *diag)
{
    struct sudoku_diag own;
    struct sudoku_record record;
    struct sudoku_parser *parser;
    enum sudoku_read status;

    if (diag == NULL)
        diag = &own;
    sudoku_board_clear(puzzle);
    parser = sudoku_parser_new_memory(text, strlen(text), SUDOKU_FORMAT_AUTO);
    if (parser == NULL) {
        read_diag(diag, 0, "out of memory");
        return SUDOKU_READ_IO_ERROR;
    }
    status = sudoku_parser_next(parser, &record, diag);
    sudoku_parser_free(parser);
    switch (status) {
    case SUDOKU_READ_PUZZLE:
    case SUDOKU_READ_UNSOLVABLE:
        if (record.format == SUDOKU_FORMAT_SUDOMINOKU) {
            read_diag(diag, record.line,
                      "a Sudominoku puzzle, not a classic one");
            return SUDOKU_READ_INVALID;
        }
        if (record.shaped.shape.side != 0) {
            read_diag(diag, record.line,
                      "a puzzle of another size or shape, not a classic one");
            return SUDOKU_READ_INVALID;
        }
        *puzzle = record.puzzle;
        break;
    case SUDOKU_READ_END:
        read_diag(diag, 0, "no puzzle in the text");
        break;
    case SUDOKU_READ_IO_ERROR:
        read_diag(diag, 0, "the text could not be read");
        break;
    case SUDOKU_READ_INVALID:
        break;
    }
    return status;
}
