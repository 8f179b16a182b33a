/*
 * test_shape.c - unit tests for boards of other sizes and shapes
 * (shape.h): shapes, their geometry, clashes and the search.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "shape/shape_internal.h"
#include "sudoku/solve.h"

/* Cells from text: '.' or '0' empty, 1-9, then A-Z for 10 up. */
static void shape_cells(const char *text, unsigned char *cells)
{
    size_t i;

    for (i = 0; text[i]; i++) {
        char c = text[i];
        cells[i] = (unsigned char)(c == '.'              ? 0
                                   : c >= '0' && c <= '9' ? c - '0'
                                                          : c - 'A' + 10);
    }
}

/* Whether `grid` is complete and every house of the shape holds each
 * value once. */
static int shape_valid(const struct sudoku_shape *shape,
                       const unsigned char *grid)
{
    int i;

    for (i = 0; i < shape->side * shape->side; i++)
        if (grid[i] < 1 || grid[i] > shape->side)
            return 0;
    return !sudoku_shape_find_clash(shape, grid, NULL, NULL);
}

static void test_default_boxes(void **state)
{
    static const int table[][3] = {{4, 2, 2},  {6, 2, 3},  {8, 2, 4},
                                   {9, 3, 3},  {10, 2, 5}, {12, 3, 4},
                                   {15, 3, 5}, {16, 4, 4}, {25, 5, 5}};
    size_t i;
    int rows, cols;

    (void)state;
    for (i = 0; i < sizeof table / sizeof table[0]; i++) {
        assert_int_equal(sudoku_shape_default_box(table[i][0], &rows, &cols),
                         0);
        assert_int_equal(rows, table[i][1]);
        assert_int_equal(cols, table[i][2]);
    }
    assert_int_equal(sudoku_shape_default_box(7, &rows, &cols), -1);
    assert_int_equal(sudoku_shape_default_box(3, &rows, &cols), -1);
    assert_int_equal(sudoku_shape_default_box(26, &rows, &cols), -1);
}

static void test_boxes_and_regions(void **state)
{
    struct sudoku_shape s, boxes;
    unsigned char region[SUDOKU_SHAPE_MAX_CELLS];
    char why[80];

    (void)state;
    assert_int_equal(sudoku_shape_boxes(&s, 6, 2, 3), 0);
    assert_int_equal(s.region[0], 0);
    assert_int_equal(s.region[3], 1);  /* row 0, column 3 */
    assert_int_equal(s.region[12], 2); /* row 2, column 0 */
    assert_int_equal(s.region[35], 5);
    assert_int_equal(sudoku_shape_boxes(&s, 6, 2, 2), -1);
    assert_int_equal(sudoku_shape_boxes(&s, 3, 1, 3), -1);

    /* The boxes given as regions are known as boxes. */
    assert_int_equal(sudoku_shape_boxes(&boxes, 9, 3, 3), 0);
    assert_int_equal(sudoku_shape_regions(&s, 9, boxes.region, why,
                                          sizeof why),
                     0);
    assert_int_equal(s.box_rows, 3);
    assert_int_equal(sudoku_shape_is_classic(&s), 1);

    /* A region of the wrong size, a label out of range. */
    memcpy(region, boxes.region, 81);
    region[0] = 1;
    assert_int_equal(sudoku_shape_regions(&s, 9, region, why, sizeof why),
                     -1);
    assert_string_equal(why, "region 1 has 8 cells, not 9");
    region[0] = 9;
    assert_int_equal(sudoku_shape_regions(&s, 9, region, why, sizeof why),
                     -1);
    assert_string_equal(why, "cell 1 is in region 10 of a board with 9");
}

static void test_extra_houses(void **state)
{
    struct sudoku_shape s;
    struct shape_geometry g;
    int k;

    (void)state;
    sudoku_shape_boxes(&s, 6, 2, 3);
    assert_int_equal(sudoku_shape_add(&s, SUDOKU_EXTRA_WINDOWS), -1);
    assert_int_equal(sudoku_shape_add(&s, SUDOKU_EXTRA_DIAGONALS), 0);
    sudoku_shape_geometry(&g, &s);
    assert_int_equal(g.houses, 3 * 6 + 2);

    sudoku_shape_boxes(&s, 9, 3, 3);
    assert_int_equal(sudoku_shape_add(&s, SUDOKU_EXTRA_WINDOWS), 0);
    assert_int_equal(sudoku_shape_is_classic(&s), 0);
    sudoku_shape_geometry(&g, &s);
    assert_int_equal(g.houses, 27 + 4);
    /* The windows: rows and columns 1-3 and 5-7. */
    for (k = 0; k < 9; k++) {
        assert_int_equal(g.house[27][k], (1 + k / 3) * 9 + 1 + k % 3);
        assert_int_equal(g.house[30][k], (5 + k / 3) * 9 + 5 + k % 3);
    }
    sudoku_shape_boxes(&s, 16, 4, 4);
    sudoku_shape_add(&s, SUDOKU_EXTRA_WINDOWS | SUDOKU_EXTRA_DIAGONALS);
    sudoku_shape_geometry(&g, &s);
    assert_int_equal(g.houses, 48 + 2 + 9);
    /* The middle cell of an odd side lies on both diagonals. */
    sudoku_shape_boxes(&s, 25, 5, 5);
    sudoku_shape_add(&s, SUDOKU_EXTRA_WINDOWS | SUDOKU_EXTRA_DIAGONALS);
    sudoku_shape_geometry(&g, &s);
    assert_int_equal(g.cell_houses[12 * 25 + 12], 5);
    assert_int_equal(g.houses, 75 + 2 + 16);
}

static void test_clashes(void **state)
{
    struct sudoku_shape s;
    unsigned char grid[SUDOKU_SHAPE_MAX_CELLS] = {0};
    int a, b;

    (void)state;
    sudoku_shape_boxes(&s, 6, 2, 3);
    grid[0] = 4;
    grid[8] = 4; /* row 1, column 2: the same box */
    assert_int_equal(sudoku_shape_find_clash(&s, grid, &a, &b), 1);
    assert_int_equal(a, 0);
    assert_int_equal(b, 8);
    grid[8] = 0;
    grid[7] = 4; /* row 1, column 1: the same box and the diagonal */
    sudoku_shape_add(&s, SUDOKU_EXTRA_DIAGONALS);
    assert_int_equal(sudoku_shape_find_clash(&s, grid, &a, &b), 1);
    grid[7] = 0;
    grid[14] = 4; /* row 2, column 2: the diagonal alone */
    assert_int_equal(sudoku_shape_find_clash(&s, grid, &a, &b), 1);
    assert_int_equal(b, 14);
    s.extras = 0;
    assert_int_equal(sudoku_shape_find_clash(&s, grid, NULL, NULL), 0);
    grid[20] = 7; /* above the side */
    assert_int_equal(sudoku_shape_find_clash(&s, grid, &a, &b), 1);
    assert_int_equal(a, 20);
    assert_int_equal(b, 20);
}

static void test_small_empty_grid(void **state)
{
    struct sudoku_shape s;
    unsigned char empty[16] = {0}, solution[16], expected[16];

    (void)state;
    sudoku_shape_boxes(&s, 4, 2, 2);
    assert_int_equal(sudoku_shape_solve(&s, empty, 1000, solution, NULL), 288);
    shape_cells("1234341221434321", expected);
    assert_memory_equal(solution, expected, 16);
    /* The diagonals leave fewer; the smallest is still valid. */
    sudoku_shape_add(&s, SUDOKU_EXTRA_DIAGONALS);
    assert_int_equal(sudoku_shape_solve(&s, empty, 1000, solution, NULL), 48);
    assert_true(shape_valid(&s, solution));
    shape_cells("1234341243212143", expected);
    assert_memory_equal(solution, expected, 16);
}

/* The 9x9 boxes shape agrees with the classic solver: counts and the
 * smallest solution, on proper puzzles, puzzles with several solutions
 * and puzzles with none. */
static void test_classic_agreement(void **state)
{
    static const char *const puzzles[] = {
        /* proper */
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
        "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
        /* several solutions */
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1........",
        ".................................................................................",
        "..9.7...5..21..9..1...28....7...5..1..851.....5....3.......3..68........21.....87",
        /* none */
        "44...............................................................................",
        "123456789......................................................................12",
    };
    struct sudoku_shape s;
    size_t i;

    (void)state;
    sudoku_shape_boxes(&s, 9, 3, 3);
    for (i = 0; i < sizeof puzzles / sizeof puzzles[0]; i++) {
        sudoku_board b = support_board(puzzles[i]), classic;
        unsigned char cells[81], solution[81];
        unsigned limit, want, got;
        shape_cells(puzzles[i], cells);
        for (limit = 1; limit <= 3; limit++) {
            want = sudoku_solve(&b, limit, &classic, NULL);
            got = sudoku_shape_solve(&s, cells, limit, solution, NULL);
            assert_int_equal(got, want);
            if (want > 0)
                assert_memory_equal(solution, classic.cell, 81);
            got = sudoku_shape_solve_any(&s, cells, limit, solution, NULL);
            assert_int_equal(got, want);
            if (want > 0)
                assert_true(shape_valid(&s, solution));
        }
    }
}

/* 16x16: a grid made by the search in no order, with few cells taken
 * away, has one solution, the grid; with many taken away, the smallest
 * solution is valid, keeps the givens and is no larger than the grid,
 * which is one of the solutions. */
static void test_sixteen(void **state)
{
    struct sudoku_shape s;
    unsigned char empty[256] = {0}, grid[256], cells[256], solution[256];
    unsigned count;
    int i;

    (void)state;
    sudoku_shape_boxes(&s, 16, 4, 4);
    assert_int_equal(sudoku_shape_solve_any(&s, empty, 1, grid, NULL), 1);
    assert_true(shape_valid(&s, grid));
    for (i = 0; i < 256; i++)
        cells[i] = i % 7 == 3 ? 0 : grid[i];
    assert_int_equal(sudoku_shape_solve(&s, cells, 2, solution, NULL), 1);
    assert_memory_equal(solution, grid, 256);
    for (i = 0; i < 256; i++)
        cells[i] = i % 5 == 0 ? grid[i] : 0;
    count = sudoku_shape_solve(&s, cells, 2, solution, NULL);
    assert_int_equal(count, 2);
    assert_true(shape_valid(&s, solution));
    for (i = 0; i < 256; i++)
        if (cells[i])
            assert_int_equal(solution[i], cells[i]);
    assert_true(memcmp(solution, grid, 256) <= 0);
}

/* The smallest solution of an empty 16x16 grid: its first row is 1 to 16,
 * and finding it needs the houses' matchings, without which one of its
 * refutations runs for minutes. */
static void test_empty_sixteen(void **state)
{
    struct sudoku_shape s;
    unsigned char empty[256] = {0}, solution[256], other[256];
    int i;

    (void)state;
    sudoku_shape_boxes(&s, 16, 4, 4);
    assert_int_equal(sudoku_shape_solve(&s, empty, 2, solution, NULL), 2);
    assert_true(shape_valid(&s, solution));
    for (i = 0; i < 16; i++)
        assert_int_equal(solution[i], i + 1);
    assert_int_equal(sudoku_shape_solve_any(&s, empty, 1, other, NULL), 1);
    assert_true(memcmp(solution, other, 256) <= 0);
}

/* A jigsaw with six givens: branching on a cell of three candidates while
 * a value has three places in a house sent the search into a subtree it
 * did not leave in minutes; as dancing links chooses, it has two
 * solutions at once. */
static void test_sparse_jigsaw(void **state)
{
    static const char map[] = "111122333111222333112222333444455666444555666"
                              "445555666777788999777888999778888999";
    static const char puzzle[] = "......1....2.........6..........3.5.........."
                                 ".4..................................";
    struct sudoku_shape s;
    unsigned char region[81], cells[81], solution[81];
    int i;

    (void)state;
    for (i = 0; i < 81; i++)
        region[i] = (unsigned char)(map[i] - '1');
    assert_int_equal(sudoku_shape_regions(&s, 9, region, NULL, 0), 0);
    shape_cells(puzzle, cells);
    assert_int_equal(sudoku_shape_solve_any(&s, cells, 2, solution, NULL), 2);
    assert_true(shape_valid(&s, solution));
    assert_int_equal(sudoku_shape_solve(&s, cells, 2, solution, NULL), 2);
    assert_true(shape_valid(&s, solution));
}

/* Shapes in turn in one thread: each answer is its own shape's, however
 * the search keeps what it built for the shape before. */
static void test_shapes_in_turn(void **state)
{
    static const char map[] = "111122333111222333112222333444455666444555666"
                              "445555666777788999777888999778888999";
    struct sudoku_shape boxes, jigsaw;
    unsigned char region[81], empty[81] = {0}, first[2][81], again[81];
    int i, round;

    (void)state;
    for (i = 0; i < 81; i++)
        region[i] = (unsigned char)(map[i] - '1');
    assert_int_equal(sudoku_shape_boxes(&boxes, 9, 3, 3), 0);
    assert_int_equal(sudoku_shape_regions(&jigsaw, 9, region, NULL, 0), 0);
    for (round = 0; round < 3; round++) {
        const struct sudoku_shape *shape = round % 2 ? &jigsaw : &boxes;
        unsigned char *answer = round < 2 ? first[round] : again;
        assert_int_equal(sudoku_shape_solve(shape, empty, 2, answer, NULL), 2);
        assert_true(shape_valid(shape, answer));
    }
    assert_false(shape_valid(&jigsaw, first[0]));
    assert_false(shape_valid(&boxes, first[1]));
    assert_memory_equal(first[0], again, 81);
}

/* The generator's question on digit planes, against the count: with
 * each given of a proper puzzle taken away alone, and then with pairs
 * taken away, sudoku_shape_small_other finds a solution that differs on
 * those cells exactly when the puzzle left has two; and the planes' fill
 * completes an empty jigsaw and refuses givens that clash. */
static void test_other_and_fill(void **state)
{
    static const char map[] = "111122333111222333112222333444455666444555666"
                              "445555666777788999777888999778888999";
    static const char *const puzzles[] = {
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        /* its solution with every fourth cell taken away */
        ".173.982.632.589.795.724.168.543.169.915.643.346.127.828.643.715.329.684.648.529.",
    };
    struct sudoku_shape s, jigsaw;
    unsigned char region[81], grid[81] = {0};
    int i, c, d, several = 0, alone = 0;

    (void)state;
    sudoku_shape_boxes(&s, 9, 3, 3);
    for (i = 0; i < 2; i++) {
        unsigned char cells[81], solution[81];

        shape_cells(puzzles[i], cells);
        assert_int_equal(sudoku_shape_solve(&s, cells, 2, solution, NULL), 1);
        assert_int_equal(
            sudoku_shape_small_other(&s, cells, solution, NULL, 0), 0);
        for (c = 0; c < 81; c++) {
            unsigned char v = cells[c];
            int pair[2], want;

            if (v == 0)
                continue;
            cells[c] = 0;
            want = sudoku_shape_solve(&s, cells, 2, NULL, NULL) == 2;
            assert_int_equal(
                sudoku_shape_small_other(&s, cells, solution, &c, 1), want);
            several += want;
            alone += !want;
            for (d = c + 1; d < 81; d += 7) {
                unsigned char w = cells[d];

                if (w == 0)
                    continue;
                cells[d] = 0;
                pair[0] = d;
                pair[1] = c;
                want = sudoku_shape_solve(&s, cells, 2, NULL, NULL) == 2;
                assert_int_equal(
                    sudoku_shape_small_other(&s, cells, solution, pair, 2),
                    want);
                cells[d] = w;
            }
            cells[c] = v;
        }
    }
    /* both answers were met: the 17-clue puzzle is minimal, the other
     * far from it */
    assert_true(several > 0);
    assert_true(alone > 0);
    for (i = 0; i < 81; i++)
        region[i] = (unsigned char)(map[i] - '1');
    assert_int_equal(sudoku_shape_regions(&jigsaw, 9, region, NULL, 0), 0);
    assert_int_equal(sudoku_shape_small_fill(&jigsaw, grid, 1000000), 1);
    assert_true(shape_valid(&jigsaw, grid));
    memset(grid, 0, sizeof grid);
    grid[0] = grid[1] = 5;
    assert_int_equal(sudoku_shape_small_fill(&jigsaw, grid, 1000000), 0);
    assert_int_equal(grid[2], 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_default_boxes),
        cmocka_unit_test(test_boxes_and_regions),
        cmocka_unit_test(test_extra_houses),
        cmocka_unit_test(test_clashes),
        cmocka_unit_test(test_small_empty_grid),
        cmocka_unit_test(test_classic_agreement),
        cmocka_unit_test(test_sixteen),
        cmocka_unit_test(test_empty_sixteen),
        cmocka_unit_test(test_sparse_jigsaw),
        cmocka_unit_test(test_shapes_in_turn),
        cmocka_unit_test(test_other_and_fill),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
