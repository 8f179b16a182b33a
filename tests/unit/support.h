/*
 * support.h - helpers the unit tests share.
 *
 * Linked into every unit test executable, so each test file writes its
 * boards as text and reads parser output the same way.
 */
#ifndef SUDOKU_TEST_SUPPORT_H
#define SUDOKU_TEST_SUPPORT_H

#include <stddef.h>

#include "sudoku/board.h"
#include "sudoku/parse.h"

/* The BOJ 2239 sample, on one line, and its solution. */
#define PUZZLE                                                                 \
    "103000509002109400000704000300502006060000050"                            \
    "700803004000401000009205800804000107"
#define SOLUTION                                                               \
    "143628579572139468986754231391542786468917352"                            \
    "725863914237481695619275843854396127"

/* The board written as exactly 81 characters, '1'..'9', or '.' or '0' for
 * a blank (a test fails on any other length or character). */
sudoku_board support_board(const char *text);

/* Fails the test unless *b is the board written as `text` (as for
 * support_board), showing both as text when they differ. */
void support_assert_board(const sudoku_board *b, const char *text);

/* One result of sudoku_parser_next. */
struct support_read {
    enum sudoku_read status;
    struct sudoku_record record;
    struct sudoku_diag diag;
};

/* Reads every record of `text` in `format` into out[] (a test fails past
 * `max`) and returns how many, not counting the final END.  When settled is
 * not NULL it receives the format the parser settled on. */
size_t support_read_all(const char *text, enum sudoku_format format,
                        struct support_read *out, size_t max,
                        enum sudoku_format *settled);

#endif /* SUDOKU_TEST_SUPPORT_H */
