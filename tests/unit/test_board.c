/*
 * test_board.c - unit tests for the board checks in board.h.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "sudoku/board.h"

static const char solved_text[] =
    "143628579572139468986754231391542786468917352"
    "725863914237481695619275843854396127";

static void test_clear_empties_every_cell(void **state)
{
    sudoku_board b = support_board(solved_text);
    int i;

    (void)state;
    sudoku_board_clear(&b);
    for (i = 0; i < SUDOKU_CELLS; i++)
        assert_int_equal(b.cell[i], 0);
}

static void test_no_clash_in_a_solved_grid(void **state)
{
    sudoku_board b = support_board(solved_text);

    (void)state;
    assert_int_equal(sudoku_board_find_clash(&b, NULL, NULL), 0);
}

static void test_clash_in_row_column_and_box(void **state)
{
    sudoku_board b;
    int first = -1, second = -1;

    (void)state;
    sudoku_board_clear(&b);
    b.cell[0] = 5;
    b.cell[8] = 5; /* same row */
    assert_int_equal(sudoku_board_find_clash(&b, &first, &second), 1);
    assert_int_equal(first, 0);
    assert_int_equal(second, 8);

    sudoku_board_clear(&b);
    b.cell[4] = 7;
    b.cell[76] = 7; /* same column */
    assert_int_equal(sudoku_board_find_clash(&b, &first, &second), 1);
    assert_int_equal(first, 4);
    assert_int_equal(second, 76);

    sudoku_board_clear(&b);
    b.cell[30] = 2;
    b.cell[50] = 2; /* box 4, different row and column */
    assert_int_equal(sudoku_board_find_clash(&b, &first, &second), 1);
    assert_int_equal(first, 30);
    assert_int_equal(second, 50);

    sudoku_board_clear(&b);
    b.cell[3] = 5;  /* box 1 */
    b.cell[18] = 5; /* row 2, box 0: no clash with cell 3 */
    b.cell[23] = 5; /* row 2 and box 1: the row is named first */
    assert_int_equal(sudoku_board_find_clash(&b, &first, &second), 1);
    assert_int_equal(first, 18);
    assert_int_equal(second, 23);

    sudoku_board_clear(&b);
    b.cell[30] = 2;
    b.cell[51] = 3;
    b.cell[80] = 200; /* not a digit: ignored */
    assert_int_equal(sudoku_board_find_clash(&b, &first, &second), 0);
}

static void test_is_solution(void **state)
{
    sudoku_board solution = support_board(solved_text);
    sudoku_board puzzle;

    (void)state;
    sudoku_board_clear(&puzzle);
    assert_int_equal(sudoku_board_is_solution(&solution, &puzzle), 1);
    puzzle.cell[0] = 1;
    assert_int_equal(sudoku_board_is_solution(&solution, &puzzle), 1);
    puzzle.cell[0] = 2; /* a given the solution does not keep */
    assert_int_equal(sudoku_board_is_solution(&solution, &puzzle), 0);
    puzzle.cell[0] = 0;
    solution.cell[80] = 0; /* incomplete */
    assert_int_equal(sudoku_board_is_solution(&solution, &puzzle), 0);
    solution = support_board(solved_text);
    solution.cell[0] = 5; /* complete but clashing */
    solution.cell[1] = 5;
    assert_int_equal(sudoku_board_is_solution(&solution, &puzzle), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_clear_empties_every_cell),
        cmocka_unit_test(test_no_clash_in_a_solved_grid),
        cmocka_unit_test(test_clash_in_row_column_and_box),
        cmocka_unit_test(test_is_solution),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
