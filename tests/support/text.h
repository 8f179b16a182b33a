/*
 * text.h - boards to and from the 81-character text of the tests.
 *
 * The test programs, benchmarks and fuzz targets print boards and read
 * puzzle files one 81-character line a board; these two functions are the
 * one way they do it.  Test code only: not the library's parser or
 * printer, which are what the tests check.
 */
#ifndef SUDOKU_TEST_TEXT_H
#define SUDOKU_TEST_TEXT_H

#include "sudoku/board.h"

/* Writes *b as 81 characters, '1'..'9' for a digit and '.' for an empty
 * cell, and a terminating NUL, into out. */
void support_board_text(const sudoku_board *b, char out[SUDOKU_CELLS + 1]);

/* Reads the first 81 characters of text ('1'..'9', or '.' or '0' for an
 * empty cell) into *b.  Returns 1 on success, 0 when a character is
 * anything else (the end of the string or of its line included); *b is
 * then partly filled. */
int support_board_from_text(const char *text, sudoku_board *b);

#endif /* SUDOKU_TEST_TEXT_H */
