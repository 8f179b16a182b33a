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

/* The BOJ 2239 sample, on one line, and its solution; the same puzzle in
 * nine rows, packed (BOJ 2239) and spaced (BOJ 2580). */
#define PUZZLE                                                                 \
    "103000509002109400000704000300502006060000050"                            \
    "700803004000401000009205800804000107"
#define SOLUTION                                                               \
    "143628579572139468986754231391542786468917352"                            \
    "725863914237481695619275843854396127"
#define PACKED                                                                 \
    "103000509\n002109400\n000704000\n300502006\n060000050\n"                  \
    "700803004\n000401000\n009205800\n804000107\n"
#define SPACED                                                                 \
    "1 0 3 0 0 0 5 0 9\n0 0 2 1 0 9 4 0 0\n0 0 0 7 0 4 0 0 0\n"                \
    "3 0 0 5 0 2 0 0 6\n0 6 0 0 0 0 0 5 0\n7 0 0 8 0 3 0 0 4\n"                \
    "0 0 0 4 0 1 0 0 0\n0 0 9 2 0 5 8 0 0\n8 0 4 0 0 0 1 0 7\n"

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
