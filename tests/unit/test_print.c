/*
 * test_print.c - unit tests for the printer.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "sudoku/print.h"

static const char solved_text[] =
    "143628579572139468986754231391542786468917352"
    "725863914237481695619275843854396127";

static void test_packed(void **state)
{
    sudoku_board b = support_board(solved_text);
    char out[SUDOKU_PRINT_MAX];
    size_t n = sudoku_print_board(out, &b, SUDOKU_LAYOUT_PACKED);

    (void)state;
    assert_int_equal(n, 90);
    assert_int_equal(strlen(out), n);
    assert_memory_equal(out, "143628579\n572139468\n", 20);
    assert_memory_equal(out + 80, "854396127\n", 10);
}

static void test_spaced_has_no_trailing_space(void **state)
{
    sudoku_board b = support_board(solved_text);
    char out[SUDOKU_PRINT_MAX];
    size_t n = sudoku_print_board(out, &b, SUDOKU_LAYOUT_SPACED);

    (void)state;
    assert_int_equal(n, 9 * 18);
    assert_memory_equal(out, "1 4 3 6 2 8 5 7 9\n5 7 2", 23);
    assert_string_equal(out + 8 * 18, "8 5 4 3 9 6 1 2 7\n");
    assert_null(strstr(out, " \n"));
}

static void test_line(void **state)
{
    sudoku_board b = support_board(solved_text);
    char out[SUDOKU_PRINT_MAX];

    (void)state;
    assert_int_equal(sudoku_print_board(out, &b, SUDOKU_LAYOUT_LINE), 82);
    assert_memory_equal(out, solved_text, 81);
    assert_string_equal(out + 81, "\n");
}

static void test_pretty_board(void **state)
{
    sudoku_board b = support_board(solved_text);
    char out[SUDOKU_PRINT_MAX];
    static const char rule[] = "+-------+-------+-------+\n";

    (void)state;
    b.cell[1] = 0;
    sudoku_print_board(out, &b, SUDOKU_LAYOUT_PRETTY);
    assert_memory_equal(out, rule, sizeof rule - 1);
    assert_memory_equal(out + 26, "| 1 . 3 | 6 2 8 | 5 7 9 |\n", 26);
    assert_string_equal(out + strlen(out) - 26, rule);
    assert_int_equal(strlen(out), 13 * 26);
}

static void test_pretty_domino_shows_joined_cells(void **state)
{
    struct sudoku_domino d;
    char out[SUDOKU_PRINT_MAX];
    int i;

    (void)state;
    d.grid = support_board(solved_text);
    for (i = 0; i < SUDOKU_CELLS; i++)
        d.mate[i] = SUDOKU_NO_MATE;
    d.mate[0] = 1; /* a horizontal domino on A1-A2 */
    d.mate[1] = 0;
    d.mate[2] = 11; /* a vertical domino on A3-B3 */
    d.mate[11] = 2;
    sudoku_print_domino(out, &d, SUDOKU_LAYOUT_PRETTY);
    /* line 0: top wall, line 1: row A, line 2: wall between A and B */
    assert_memory_equal(out, "+---+---+---+", 13);
    assert_memory_equal(out + 38, "| 1   4 | 3 | 6 |", 17);
    assert_memory_equal(out + 76, "+---+---+   +---+", 17);
    assert_int_equal(strlen(out), 19 * 38);
    sudoku_print_domino(out, &d, SUDOKU_LAYOUT_PACKED);
    assert_memory_equal(out, "143628579\n", 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_packed),
        cmocka_unit_test(test_spaced_has_no_trailing_space),
        cmocka_unit_test(test_line),
        cmocka_unit_test(test_pretty_board),
        cmocka_unit_test(test_pretty_domino_shows_joined_cells),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
