/*
 * test_generate_shape.c - unit tests of the generator of other sizes and
 * shapes, and of the grader it uses.
 *
 * Every puzzle made here is checked on its own terms: exactly one
 * solution by the shaped solver's count, which is the solution it came
 * with; its givens keep the symmetry asked for; on small sides no given
 * can go without a second solution; the same (seed, index) gives the same
 * puzzle; made jigsaw regions are N connected regions of N cells.  The
 * grader's levels are checked on puzzles built by hand below, and on
 * graded puzzles made, whose level the full ladder confirms.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "sudoku/generate.h"
#include "sudoku/shape.h"

/* A 4x4 grid, checked by eye: rows, columns and 2x2 boxes hold 1-4. */
static const unsigned char grid4[16] = {1, 2, 3, 4, 3, 4, 1, 2,
                                        2, 1, 4, 3, 4, 3, 2, 1};

static void make(struct sudoku_shape *shape, int side, int rows, int cols,
                 unsigned extras)
{
    assert_int_equal(sudoku_shape_boxes(shape, side, rows, cols), 0);
    assert_int_equal(sudoku_shape_add(shape, extras), 0);
}

/* The image of (r, c) under s on side n, written out again here. */
static int image(enum sudoku_symmetry s, int n, int cell)
{
    int r = cell / n, c = cell % n, m = n - 1;

    switch (s) {
    case SUDOKU_SYMMETRY_ROTATE180:
        return (m - r) * n + (m - c);
    case SUDOKU_SYMMETRY_ROTATE90:
        return c * n + (m - r);
    case SUDOKU_SYMMETRY_MIRROR:
        return r * n + (m - c);
    case SUDOKU_SYMMETRY_FLIP:
        return (m - r) * n + c;
    case SUDOKU_SYMMETRY_DIAGONAL:
        return c * n + r;
    case SUDOKU_SYMMETRY_ANTIDIAGONAL:
        return (m - c) * n + (m - r);
    default:
        return cell;
    }
}

/* Whether the cells of each region of *s are N and connected. */
static int regions_connected(const struct sudoku_shape *s)
{
    int n = s->side, k;

    for (k = 0; k < n; k++) {
        int seen[SUDOKU_SHAPE_MAX_CELLS] = {0}, stack[SUDOKU_SHAPE_MAX_CELLS];
        int top = 0, reached = 0, size = 0, i;

        for (i = 0; i < n * n; i++)
            if (s->region[i] == k && size++ == 0) {
                stack[top++] = i;
                seen[i] = 1;
            }
        while (top > 0) {
            int cell = stack[--top], r = cell / n, c = cell % n, d;
            int near[4] = {r > 0 ? cell - n : -1, r < n - 1 ? cell + n : -1,
                           c > 0 ? cell - 1 : -1, c < n - 1 ? cell + 1 : -1};
            reached++;
            for (d = 0; d < 4; d++)
                if (near[d] >= 0 && !seen[near[d]] &&
                    s->region[near[d]] == k) {
                    seen[near[d]] = 1;
                    stack[top++] = near[d];
                }
        }
        if (size != n || reached != n)
            return 0;
    }
    return 1;
}

/* Makes puzzles 0..count-1 of `o` on *shape and checks each. */
static void check_made(const struct sudoku_shape_generate_options *o,
                       const struct sudoku_shape *shape, int count,
                       int check_minimal)
{
    unsigned char puzzle[SUDOKU_SHAPE_MAX_CELLS], solution[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char again[SUDOKU_SHAPE_MAX_CELLS], again_solution[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char found[SUDOKU_SHAPE_MAX_CELLS];
    struct sudoku_shape made, made_again;
    enum sudoku_symmetry used;
    int i, cell, n = shape->side * shape->side;

    for (i = 0; i < count; i++) {
        assert_true(sudoku_generate_shaped(o, shape, (unsigned long long)i,
                                           puzzle, solution, &made,
                                           &used) > 0);
        assert_int_equal(made.side, shape->side);
        assert_int_equal(made.extras, shape->extras);
        if (o->random_regions)
            assert_true(regions_connected(&made));
        else
            assert_memory_equal(made.region, shape->region, (size_t)n);
        /* One solution, the one given. */
        assert_int_equal(sudoku_shape_solve(&made, puzzle, 2, found, NULL), 1);
        assert_memory_equal(found, solution, (size_t)n);
        assert_int_equal(sudoku_shape_find_clash(&made, solution, NULL, NULL),
                         0);
        for (cell = 0; cell < n; cell++) {
            assert_true(puzzle[cell] == 0 || puzzle[cell] == solution[cell]);
            assert_true(solution[cell] >= 1 && solution[cell] <= made.side);
            /* The givens' symmetry. */
            assert_int_equal(puzzle[cell] != 0,
                             puzzle[image(used, made.side, cell)] != 0);
        }
        if (o->symmetry != SUDOKU_SYMMETRY_RANDOM)
            assert_int_equal(used, o->symmetry);
        /* No given can go without a second solution. */
        for (cell = 0; check_minimal && cell < n; cell++) {
            unsigned char v = puzzle[cell];
            if (v == 0)
                continue;
            puzzle[cell] = 0;
            assert_int_equal(
                sudoku_shape_solve(&made, puzzle, 2, NULL, NULL), 2);
            puzzle[cell] = v;
        }
        /* The same seed and index, the same puzzle. */
        assert_true(sudoku_generate_shaped(o, shape, (unsigned long long)i,
                                           again, again_solution, &made_again,
                                           NULL) > 0);
        assert_memory_equal(again, puzzle, (size_t)n);
        assert_memory_equal(made_again.region, made.region, (size_t)n);
    }
}

static void options(struct sudoku_shape_generate_options *o,
                    enum sudoku_symmetry s, int minimal)
{
    memset(o, 0, sizeof *o);
    o->seed = 12345;
    o->symmetry = s;
    o->minimal = minimal;
    o->tries = 100;
}

static void test_boxes_minimal(void **state)
{
    struct sudoku_shape_generate_options o;
    struct sudoku_shape shape;

    (void)state;
    options(&o, SUDOKU_SYMMETRY_NONE, 1);
    make(&shape, 4, 2, 2, 0);
    check_made(&o, &shape, 20, 1);
    make(&shape, 6, 2, 3, 0);
    check_made(&o, &shape, 10, 1);
    make(&shape, 6, 3, 2, 0);
    check_made(&o, &shape, 5, 1);
    make(&shape, 8, 2, 4, 0);
    check_made(&o, &shape, 3, 1);
}

static void test_symmetries(void **state)
{
    struct sudoku_shape_generate_options o;
    struct sudoku_shape shape;

    (void)state;
    options(&o, SUDOKU_SYMMETRY_ROTATE180, 0);
    make(&shape, 6, 2, 3, 0);
    check_made(&o, &shape, 5, 0);
    o.minimal = 1;
    check_made(&o, &shape, 3, 1);
    options(&o, SUDOKU_SYMMETRY_ROTATE90, 0);
    make(&shape, 9, 3, 3, SUDOKU_EXTRA_WINDOWS);
    check_made(&o, &shape, 3, 0);
    options(&o, SUDOKU_SYMMETRY_DIAGONAL, 0);
    make(&shape, 9, 3, 3, SUDOKU_EXTRA_DIAGONALS);
    check_made(&o, &shape, 3, 0);
    options(&o, SUDOKU_SYMMETRY_RANDOM, 0);
    make(&shape, 12, 3, 4, 0);
    check_made(&o, &shape, 2, 0);
}

/* A symmetry that maps boxes onto no boxes is refused. */
static void test_symmetry_refused(void **state)
{
    struct sudoku_shape_generate_options o;
    struct sudoku_shape shape;
    unsigned char puzzle[SUDOKU_SHAPE_MAX_CELLS], solution[SUDOKU_SHAPE_MAX_CELLS];
    struct sudoku_shape made;

    (void)state;
    make(&shape, 6, 2, 3, 0);
    assert_true(sudoku_shape_symmetry_fits(&shape, SUDOKU_SYMMETRY_MIRROR));
    assert_true(sudoku_shape_symmetry_fits(&shape, SUDOKU_SYMMETRY_ROTATE180));
    assert_false(sudoku_shape_symmetry_fits(&shape, SUDOKU_SYMMETRY_ROTATE90));
    assert_false(sudoku_shape_symmetry_fits(&shape, SUDOKU_SYMMETRY_DIAGONAL));
    options(&o, SUDOKU_SYMMETRY_ROTATE90, 0);
    assert_int_equal(sudoku_generate_shaped(&o, &shape, 0, puzzle, solution,
                                            &made, NULL),
                     0);
    /* Random regions have none but none. */
    make(&shape, 9, 3, 3, 0);
    options(&o, SUDOKU_SYMMETRY_ROTATE180, 0);
    o.random_regions = 1;
    assert_int_equal(sudoku_generate_shaped(&o, &shape, 0, puzzle, solution,
                                            &made, NULL),
                     0);
}

static void test_jigsaw(void **state)
{
    struct sudoku_shape_generate_options o;
    struct sudoku_shape shape;

    (void)state;
    options(&o, SUDOKU_SYMMETRY_NONE, 1);
    o.random_regions = 1;
    make(&shape, 6, 2, 3, 0);
    check_made(&o, &shape, 10, 1);
    make(&shape, 9, 3, 3, 0);
    check_made(&o, &shape, 5, 0);
    make(&shape, 7, 7, 1, 0);
    check_made(&o, &shape, 3, 0);
    make(&shape, 9, 3, 3, SUDOKU_EXTRA_DIAGONALS);
    check_made(&o, &shape, 2, 0);
}

/* Another seed or index, another puzzle; threads do not matter since a
 * puzzle depends on (seed, index) alone, checked above. */
static void test_seeds_differ(void **state)
{
    struct sudoku_shape_generate_options o;
    struct sudoku_shape shape, made;
    unsigned char a[SUDOKU_SHAPE_MAX_CELLS], b[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char sa[SUDOKU_SHAPE_MAX_CELLS], sb[SUDOKU_SHAPE_MAX_CELLS];

    (void)state;
    options(&o, SUDOKU_SYMMETRY_NONE, 0);
    make(&shape, 9, 3, 3, SUDOKU_EXTRA_DIAGONALS);
    assert_true(sudoku_generate_shaped(&o, &shape, 0, a, sa, &made, NULL) > 0);
    assert_true(sudoku_generate_shaped(&o, &shape, 1, b, sb, &made, NULL) > 0);
    assert_memory_not_equal(sa, sb, 81);
    o.seed++;
    assert_true(sudoku_generate_shaped(&o, &shape, 0, b, sb, &made, NULL) > 0);
    assert_memory_not_equal(sa, sb, 81);
}

/* Graded puzzles are at their level, and the 16x16 ones are made. */
static void test_graded(void **state)
{
    struct sudoku_shape_generate_options o;
    struct sudoku_shape shape, made;
    unsigned char puzzle[SUDOKU_SHAPE_MAX_CELLS], solution[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char found[SUDOKU_SHAPE_MAX_CELLS];
    int level, i;

    (void)state;
    for (level = SUDOKU_SHAPE_EASY; level <= SUDOKU_SHAPE_HARD; level++) {
        options(&o, SUDOKU_SYMMETRY_NONE, 0);
        o.graded = 1;
        o.level = (enum sudoku_shape_level)level;
        o.tries = 1000;
        make(&shape, 9, 3, 3, 0);
        for (i = 0; i < 3; i++) {
            assert_true(sudoku_generate_shaped(&o, &shape,
                                               (unsigned long long)i, puzzle,
                                               solution, &made, NULL) > 0);
            assert_int_equal(sudoku_shape_grade(&made, puzzle,
                                                SUDOKU_SHAPE_BEYOND, found),
                             level);
            assert_memory_equal(found, solution, 81);
            assert_int_equal(sudoku_shape_solve(&made, puzzle, 2, NULL, NULL),
                             1);
        }
    }
    for (level = SUDOKU_SHAPE_EASY; level <= SUDOKU_SHAPE_MEDIUM; level++) {
        options(&o, SUDOKU_SYMMETRY_NONE, 0);
        o.graded = 1;
        o.level = (enum sudoku_shape_level)level;
        make(&shape, 16, 4, 4, 0);
        assert_true(sudoku_generate_shaped(&o, &shape, 0, puzzle, solution,
                                           &made, NULL) > 0);
        assert_int_equal(
            sudoku_shape_grade(&made, puzzle, SUDOKU_SHAPE_BEYOND, NULL),
            level);
    }
}

/* ---- The grader on puzzles built by hand --------------------------------- */

/* The full 4x4 grid less one cell: a naked single. */
static void test_grade_easy(void **state)
{
    struct sudoku_shape shape;
    unsigned char p[16], out[16];

    (void)state;
    make(&shape, 4, 2, 2, 0);
    memcpy(p, grid4, 16);
    p[5] = 0;
    assert_int_equal(sudoku_shape_grade(&shape, p, SUDOKU_SHAPE_BEYOND, out),
                     SUDOKU_SHAPE_EASY);
    assert_memory_equal(out, grid4, 16);
    /* Ceiling easy: still easy. */
    assert_int_equal(sudoku_shape_grade(&shape, p, SUDOKU_SHAPE_EASY, NULL),
                     SUDOKU_SHAPE_EASY);
}

/* An empty 4x4 grid has many solutions: no step applies, so beyond; and
 * with a ceiling of easy, the answer says only that more is needed. */
static void test_grade_beyond(void **state)
{
    struct sudoku_shape shape;
    unsigned char p[16] = {0};

    (void)state;
    make(&shape, 4, 2, 2, 0);
    assert_int_equal(sudoku_shape_grade(&shape, p, SUDOKU_SHAPE_BEYOND, NULL),
                     SUDOKU_SHAPE_BEYOND);
    assert_int_equal(sudoku_shape_grade(&shape, p, SUDOKU_SHAPE_EASY, NULL),
                     SUDOKU_SHAPE_MEDIUM);
    /* Two equal givens in a row contradict. */
    p[0] = 1;
    p[3] = 1;
    assert_int_equal(sudoku_shape_grade(&shape, p, SUDOKU_SHAPE_BEYOND, NULL),
                     -1);
}

/*
 * A pointing step on 9x9.  Givens (row, column = value):
 *
 *   r1c4=2   r2c5=1 r2c8=5 r2c9=8   r3c1=3 r3c2=4 r3c3=9 r3c9=6
 *   r4c8=3 r5c8=7 r8c8=8 r9c8=4
 *
 * Box 1's 1 cannot be in row 2 (r2c5=1) nor in row 3 (full there), and
 * columns 1-3 hold no 1: it is in row 1, so row 1's other cells lose 1.
 * r1c8 sees 2 in its row, 3, 4, 5, 7 and 8 in its column, 6 in its box:
 * {1, 9} left, so after that step it is 9.  That no single applies
 * before it (every open cell keeps two values or more, every value
 * missing from a house two places or more in it) and that the givens
 * have a solution were checked apart from the library, by a few lines
 * that list each cell's candidates and each value's places.
 */
static void test_grade_pointing(void **state)
{
    static const int given[][3] = {
        {1, 4, 2}, {2, 5, 1}, {2, 8, 5}, {2, 9, 8}, {3, 1, 3}, {3, 2, 4},
        {3, 3, 9}, {3, 9, 6}, {4, 8, 3}, {5, 8, 7}, {8, 8, 8}, {9, 8, 4}};
    struct sudoku_shape shape;
    unsigned char p[81] = {0}, out[81];
    size_t i;

    (void)state;
    make(&shape, 9, 3, 3, 0);
    for (i = 0; i < sizeof given / sizeof given[0]; i++)
        p[(given[i][0] - 1) * 9 + given[i][1] - 1] = (unsigned char)given[i][2];
    assert_int_equal(sudoku_shape_solve(&shape, p, 1, NULL, NULL), 1);
    assert_int_equal(sudoku_shape_grade(&shape, p, SUDOKU_SHAPE_EASY, out),
                     SUDOKU_SHAPE_MEDIUM);
    assert_memory_equal(out, p, 81); /* singles placed nothing */
    assert_true(sudoku_shape_grade(&shape, p, SUDOKU_SHAPE_MEDIUM, out) >
                SUDOKU_SHAPE_MEDIUM);
    assert_int_equal(out[7], 9);
}

/* Level names both ways. */
static void test_level_names(void **state)
{
    int i;

    (void)state;
    for (i = SUDOKU_SHAPE_EASY; i <= SUDOKU_SHAPE_BEYOND; i++)
        assert_int_equal(sudoku_shape_level_from_name(
                             sudoku_shape_level_name((enum sudoku_shape_level)i)),
                         i);
    assert_string_equal(sudoku_shape_level_name(SUDOKU_SHAPE_MEDIUM), "medium");
    assert_int_equal(sudoku_shape_level_from_name("expert"), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_boxes_minimal),
        cmocka_unit_test(test_symmetries),
        cmocka_unit_test(test_symmetry_refused),
        cmocka_unit_test(test_jigsaw),
        cmocka_unit_test(test_seeds_differ),
        cmocka_unit_test(test_graded),
        cmocka_unit_test(test_grade_easy),
        cmocka_unit_test(test_grade_beyond),
        cmocka_unit_test(test_grade_pointing),
        cmocka_unit_test(test_level_names),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
