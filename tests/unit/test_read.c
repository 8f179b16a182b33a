/*
 * test_read.c - unit tests for sudoku_read_board, one call from text to a
 * classic puzzle.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "sudoku/read.h"


/* PUZZLE with a second 1 in row 1. */
#define CLASH                                                                  \
    "113000509002109400000704000300502006060000050"                            \
    "700803004000401000009205800804000107"
/* The first puzzle of puzzles/sudominoku.txt. */
#define DOMINO                                                                 \
    "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n"              \
    "3 F5 2 F6\n7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\n"                  \
    "C5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n"

/* Reads `text` and checks the status, the board and, unless the status is
 * PUZZLE, the diagnostic. */
static void check_read(const char *text, enum sudoku_read status,
                       const char *board, unsigned long line, unsigned long col,
                       const char *message)
{
    sudoku_board puzzle, expected = support_board(board);
    struct sudoku_diag diag;

    memset(&puzzle, 7, sizeof puzzle);
    assert_int_equal(sudoku_read_board(text, &puzzle, &diag), status);
    assert_memory_equal(puzzle.cell, expected.cell, SUDOKU_CELLS);
    if (status != SUDOKU_READ_PUZZLE) {
        assert_int_equal(diag.line, line);
        assert_int_equal(diag.col, col);
        assert_string_equal(diag.message, message);
    }
}

static void test_every_classic_layout(void **state)
{
    (void)state;
    check_read(PUZZLE, SUDOKU_READ_PUZZLE, PUZZLE, 0, 0, NULL);
    check_read(PACKED, SUDOKU_READ_PUZZLE, PUZZLE, 0, 0, NULL);
    check_read(SPACED, SUDOKU_READ_PUZZLE, PUZZLE, 0, 0, NULL);
    check_read("puzzle,solution\n" PUZZLE "," SOLUTION "\n", SUDOKU_READ_PUZZLE,
               PUZZLE, 0, 0, NULL);
    check_read("# a comment\n\n\r\n" PACKED, SUDOKU_READ_PUZZLE, PUZZLE, 0, 0,
               NULL);
}

static void test_only_the_first_record_counts(void **state)
{
    (void)state;
    check_read(PUZZLE "\n" SOLUTION "\nnot a puzzle\n", SUDOKU_READ_PUZZLE,
               PUZZLE, 0, 0, NULL);
    check_read(
        "x" PUZZLE "\n" PUZZLE "\n", SUDOKU_READ_INVALID,
        "................................................................."
        "................",
        1, 1, "unexpected character 'x' in puzzle");
}

static void test_clash_keeps_the_board(void **state)
{
    (void)state;
    check_read(CLASH, SUDOKU_READ_UNSOLVABLE, CLASH, 1, 2,
               "clashing givens: 1 appears twice in row 1");
}

static void test_no_puzzle_at_all(void **state)
{
    static const char empty[] =
        "................................................."
        "................................";

    (void)state;
    check_read("", SUDOKU_READ_END, empty, 0, 0, "no puzzle in the text");
    check_read("# only a comment\n\n", SUDOKU_READ_END, empty, 0, 0,
               "no puzzle in the text");
    check_read(DOMINO, SUDOKU_READ_INVALID, empty, 1, 0,
               "a Sudominoku puzzle, not a classic one");
    check_read("1...............\n", SUDOKU_READ_INVALID, empty, 1, 0,
               "a puzzle of another size or shape, not a classic one");
    check_read("................................................................"
               "................................................................"
               "................................................................"
               "................................................................"
               "\n",
               SUDOKU_READ_INVALID, empty, 1, 0,
               "a puzzle of another size or shape, not a classic one");
}

static void test_diag_may_be_null(void **state)
{
    sudoku_board puzzle;

    (void)state;
    assert_int_equal(sudoku_read_board(PACKED, &puzzle, NULL),
                     SUDOKU_READ_PUZZLE);
    assert_int_equal(sudoku_read_board("", &puzzle, NULL), SUDOKU_READ_END);
    assert_int_equal(sudoku_read_board("x", &puzzle, NULL),
                     SUDOKU_READ_INVALID);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_classic_layout),
        cmocka_unit_test(test_only_the_first_record_counts),
        cmocka_unit_test(test_clash_keeps_the_board),
        cmocka_unit_test(test_no_puzzle_at_all),
        cmocka_unit_test(test_diag_may_be_null),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
