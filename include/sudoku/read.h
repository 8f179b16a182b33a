/*
 * read.h - one call from text to a classic puzzle.
 *
 * For a program that holds a puzzle in a string: it reads the first puzzle
 * of the text in whatever layout it is written, as the command's automatic
 * detection would, and ignores the rest.  For many puzzles, or for
 * Sudominoku, use a parser (parse.h).  It never solves.
 */
#ifndef SUDOKU_READ_H
#define SUDOKU_READ_H

#include "sudoku/board.h"
#include "sudoku/parse.h"

/*
 * Reads the first puzzle of the NUL-terminated `text` into *puzzle.  The
 * layout (packed, spaced, line, csv or a drawn grid) is decided from the
 * text as SUDOKU_FORMAT_AUTO decides it; blank lines, '#' comments and
 * titles before the puzzle are skipped, and nothing after its record is
 * read.  Returns
 *   SUDOKU_READ_PUZZLE      *puzzle holds the puzzle;
 *   SUDOKU_READ_UNSOLVABLE  *puzzle holds it, but two givens clash;
 *   SUDOKU_READ_INVALID     the first record is not a puzzle, or the text
 *                           is a Sudominoku input or a puzzle of another
 *                           size or shape (shape.h);
 *   SUDOKU_READ_END         the text holds no puzzle at all;
 *   SUDOKU_READ_IO_ERROR    there was no memory for the parser.
 * For every status but PUZZLE, *diag says why, with a line and column of
 * `text` (line 0 when the message is about the text as a whole); diag may
 * be NULL.  *puzzle is cleared unless the status is PUZZLE or UNSOLVABLE.
 */
SUDOKU_API enum sudoku_read sudoku_read_board(const char *text,
                                              sudoku_board *puzzle,
                                              struct sudoku_diag *diag);

#endif /* SUDOKU_READ_H */
