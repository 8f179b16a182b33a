/*
 * test_generate.c - unit tests of the puzzle generators.
 *
 * Every puzzle made here is checked on its own terms, never against a
 * stored answer: exactly one solution by the library's counter and by the
 * simple reference solvers in tests/, the solution it came with is that
 * one, its givens keep the symmetry asked for, no orbit (with --minimal, no
 * single given; for Sudominoku, no domino) can go without a second
 * solution, the number of givens is within the bound asked for, and the
 * same (seed, index) gives the same puzzle while another index does not.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "domino_reference.h"
#include "reference.h"
#include "solve/solve_count.h"
#include "sudoku/domino.h"
#include "sudoku/generate.h"
#include "sudoku/rate.h"
#include "sudoku/solve.h"

/* The image of cell under symmetry s, written out again here, from the
 * geometry, rather than taken from the generator. */
static int image_of(enum sudoku_symmetry s, int cell, int k)
{
    int r = cell / 9, c = cell % 9;

    if (k == 0)
        return cell;
    switch (s) {
    case SUDOKU_SYMMETRY_ROTATE180:
        return 80 - cell;
    case SUDOKU_SYMMETRY_ROTATE90: /* k quarter turns */
        while (k-- > 0) {
            int t = r;

            r = c;
            c = 8 - t;
        }
        return 9 * r + c;
    case SUDOKU_SYMMETRY_MIRROR:
        return 9 * r + 8 - c;
    case SUDOKU_SYMMETRY_FLIP:
        return 9 * (8 - r) + c;
    case SUDOKU_SYMMETRY_DIAGONAL:
        return 9 * c + r;
    case SUDOKU_SYMMETRY_ANTIDIAGONAL:
        return 9 * (8 - c) + 8 - r;
    default:
        return cell;
    }
}

static int givens(const sudoku_board *b)
{
    int cell, n = 0;

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        n += b->cell[cell] != 0;
    return n;
}

/* One solution, by both counters, and it is *solution. */
static void assert_unique(const sudoku_board *puzzle,
                          const sudoku_board *solution)
{
    sudoku_board mine, theirs;
    int gave_up;

    assert_int_equal(sudoku_solve(puzzle, 2, &mine, NULL), 1);
    assert_int_equal(reference_solve(puzzle, 2, &theirs, 0, &gave_up), 1);
    assert_memory_equal(&mine, solution, sizeof mine);
    assert_memory_equal(&theirs, solution, sizeof theirs);
    assert_true(reference_is_solution(solution, puzzle));
}

/* The givens keep the symmetry, and no orbit of it can be emptied (with
 * `strict`, no single given either) without a second solution. */
static void assert_symmetric_minimal(const sudoku_board *puzzle,
                                     enum sudoku_symmetry s, int strict)
{
    sudoku_board p = *puzzle, other;
    int cell, k;

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        for (k = 1; k < 4; k++)
            assert_int_equal(puzzle->cell[image_of(s, cell, k)] != 0,
                             puzzle->cell[cell] != 0);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        unsigned char kept[4];

        if (puzzle->cell[cell] == 0)
            continue;
        for (k = 0; k < 4; k++) {
            int at = strict ? cell : image_of(s, cell, k);

            kept[k] = p.cell[at];
            p.cell[at] = 0;
        }
        assert_int_equal(sudoku_solve(&p, 2, &other, NULL), 2);
        for (k = 3; k >= 0; k--)
            p.cell[strict ? cell : image_of(s, cell, k)] = kept[k];
    }
}

static void test_classic_every_symmetry(void **state)
{
    struct sudoku_generate_options o;
    sudoku_board puzzle, solution;
    enum sudoku_symmetry s, used;
    unsigned long long index;

    (void)state;
    memset(&o, 0, sizeof o);
    o.seed = 20261124;
    o.tries = 1;
    for (s = SUDOKU_SYMMETRY_NONE; s < SUDOKU_SYMMETRY_RANDOM; s++) {
        o.symmetry = s;
        for (index = 0; index < 6; index++) {
            assert_int_equal(
                sudoku_generate(&o, index, &puzzle, &solution, &used), 1);
            assert_int_equal(used, s);
            assert_unique(&puzzle, &solution);
            assert_symmetric_minimal(&puzzle, s, 0);
        }
    }
}

static void test_classic_strictly_minimal_and_few_clues(void **state)
{
    struct sudoku_generate_options o;
    sudoku_board puzzle, solution;
    enum sudoku_symmetry used;
    unsigned long long index;

    (void)state;
    memset(&o, 0, sizeof o);
    o.seed = 7;
    o.symmetry = SUDOKU_SYMMETRY_RANDOM;
    o.minimal = 1;
    o.max_clues = 26;
    o.tries = 100000;
    for (index = 0; index < 4; index++) {
        assert_true(sudoku_generate(&o, index, &puzzle, &solution, &used) > 0);
        assert_true(used != SUDOKU_SYMMETRY_NONE &&
                    used != SUDOKU_SYMMETRY_RANDOM);
        assert_true(givens(&puzzle) <= 26);
        assert_unique(&puzzle, &solution);
        assert_symmetric_minimal(&puzzle, used, 0);
        assert_symmetric_minimal(&puzzle, SUDOKU_SYMMETRY_NONE, 1);
    }
    /* A bound no puzzle meets: the tries run out and say so. */
    o.max_clues = 17;
    o.tries = 3;
    assert_int_equal(sudoku_generate(&o, 0, &puzzle, &solution, NULL), 0);
}

static void test_classic_reproducible(void **state)
{
    struct sudoku_generate_options o;
    sudoku_board a, b, c, sa, sb;

    (void)state;
    memset(&o, 0, sizeof o);
    o.seed = 99;
    o.tries = 1;
    assert_int_equal(sudoku_generate(&o, 5, &a, &sa, NULL), 1);
    assert_int_equal(sudoku_generate(&o, 6, &c, &sb, NULL), 1);
    assert_int_equal(sudoku_generate(&o, 5, &b, &sb, NULL), 1);
    assert_memory_equal(&a, &b, sizeof a);
    assert_memory_equal(&sa, &sb, sizeof sa);
    assert_memory_not_equal(&a, &c, sizeof a);
    o.seed = 100;
    assert_int_equal(sudoku_generate(&o, 5, &c, &sb, NULL), 1);
    assert_memory_not_equal(&a, &c, sizeof a);
}

/* Puzzle `index` of o into *solution, made twice: the same each time. */
static void made_again(const struct sudoku_generate_options *o,
                       unsigned long long index, sudoku_board *solution)
{
    sudoku_board puzzle, again, again_solution;

    assert_true(sudoku_generate(o, index, &puzzle, solution, NULL) > 0);
    assert_true(sudoku_generate(o, index, &again, &again_solution, NULL) > 0);
    assert_memory_equal(&again, &puzzle, sizeof again);
    assert_memory_equal(&again_solution, solution, sizeof again);
}

/* The symmetry and the difficulty take part in the seed: seed 5 at two
 * difficulties, and at two symmetries, gives other solution grids, and the
 * same options give the same puzzles again. */
static void test_classic_seed_and_shape(void **state)
{
    static const double bands[][2] = {{0.1, 1.5}, {1.6, 2.5}};
    static const enum sudoku_symmetry symmetries[] = {SUDOKU_SYMMETRY_ROTATE180,
                                                      SUDOKU_SYMMETRY_MIRROR};
    struct sudoku_generate_options o;
    sudoku_board by_band[2], by_symmetry[2];
    unsigned long long index;
    int k;

    (void)state;
    for (index = 0; index < 4; index++) {
        memset(&o, 0, sizeof o);
        o.seed = 5;
        o.tries = 1000;
        for (k = 0; k < 2; k++) {
            o.min_score = bands[k][0];
            o.max_score = bands[k][1];
            made_again(&o, index, &by_band[k]);
        }
        o.min_score = o.max_score = 0.0;
        for (k = 0; k < 2; k++) {
            o.symmetry = symmetries[k];
            made_again(&o, index, &by_symmetry[k]);
        }
        assert_memory_not_equal(&by_band[0], &by_band[1], sizeof by_band[0]);
        assert_memory_not_equal(&by_symmetry[0], &by_symmetry[1],
                                sizeof by_symmetry[0]);
    }
}

/* A rating band: every puzzle made is rated in it, and has one solution. */
static void test_classic_rating_band(void **state)
{
    static const double bands[][2] = {{0.1, 1.5}, {2.6, 4.4}, {6.5, 9.9}};
    struct sudoku_generate_options o;
    sudoku_board puzzle, solution;
    struct sudoku_rating r;
    size_t b;
    unsigned long long index;

    (void)state;
    memset(&o, 0, sizeof o);
    o.seed = 31;
    o.tries = 1000;
    for (b = 0; b < sizeof bands / sizeof bands[0]; b++) {
        o.min_score = bands[b][0];
        o.max_score = bands[b][1];
        for (index = 0; index < 3; index++) {
            assert_true(sudoku_generate(&o, index, &puzzle, &solution, NULL) >
                        0);
            assert_unique(&puzzle, &solution);
            assert_int_equal(sudoku_rate(&puzzle, &r, NULL, NULL), 1);
            assert_true(r.score >= bands[b][0] && r.score <= bands[b][1]);
        }
    }
    /* The extreme level: 6.5 and up, without trial. */
    o.min_score = 6.5;
    o.max_score = 9.9;
    o.no_trial = 1;
    for (index = 0; index < 4; index++) {
        assert_true(sudoku_generate(&o, index, &puzzle, &solution, NULL) > 0);
        assert_unique(&puzzle, &solution);
        assert_int_equal(sudoku_rate(&puzzle, &r, NULL, NULL), 1);
        assert_true(r.score >= 6.5);
        assert_int_equal(r.level, SUDOKU_LEVEL_EXTREME);
    }
}

/* The generator's test of a dug puzzle, sudoku_solve_other, answers as a
 * count up to 2 does: generated puzzles with some of their solution's
 * cells added (so one solution), less one given or two. */
static void test_other_solution_search(void **state)
{
    struct sudoku_generate_options o;
    sudoku_board puzzle, solution, p, found;
    unsigned long long index;
    int seen[2] = {0, 0};

    (void)state;
    memset(&o, 0, sizeof o);
    o.seed = 7;
    o.tries = 1;
    for (index = 0; index < 8; index++) {
        int cell, cells[2];

        assert_int_equal(sudoku_generate(&o, index, &puzzle, &solution, NULL),
                         1);
        for (cell = (int)index; cell < SUDOKU_CELLS; cell += 5)
            puzzle.cell[cell] = solution.cell[cell];
        for (cell = 0; cell < SUDOKU_CELLS; cell++) {
            int other, k;

            cells[0] = cell;
            cells[1] = 80 - cell;
            for (k = 1; k <= 2; k++) {
                if (puzzle.cell[cell] == 0 || puzzle.cell[80 - cell] == 0 ||
                    (k == 2 && cell == 40))
                    continue;
                p = puzzle;
                p.cell[cells[0]] = p.cell[cells[k - 1]] = 0;
                other = sudoku_solve_other(&p, &solution, cells, k, &found);
                if (other) {
                    /* A second solution, of the puzzle, differing there. */
                    assert_true(reference_is_solution(&found, &p));
                    assert_true(found.cell[cells[0]] !=
                                    solution.cell[cells[0]] ||
                                found.cell[cells[k - 1]] !=
                                    solution.cell[cells[k - 1]]);
                }
                assert_int_equal(other, sudoku_solve(&p, 2, NULL, NULL) > 1);
                seen[other]++;
            }
        }
    }
    /* Both answers came, many times (182 and 66 when written). */
    assert_true(seen[0] > 50 && seen[1] > 50);
}

static void test_symmetry_names(void **state)
{
    int s;

    (void)state;
    for (s = 0; s <= SUDOKU_SYMMETRY_RANDOM; s++)
        assert_int_equal(sudoku_symmetry_from_name(
                             sudoku_symmetry_name((enum sudoku_symmetry)s)),
                         s);
    assert_int_equal(sudoku_symmetry_from_name("rotate"), -1);
}

static int dominoes(const struct sudoku_domino *p)
{
    int cell, n = 0;

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        n += p->mate[cell] > cell;
    return n;
}

/* One solution grid by both counters, the one the generator gave. */
static void assert_domino_unique(const struct sudoku_domino *puzzle,
                                 const struct sudoku_domino *solution)
{
    struct sudoku_domino mine, theirs;

    assert_true(domino_ref_is_solution(solution, puzzle));
    assert_int_equal(sudoku_domino_solve(puzzle, 2, &mine, NULL), 1);
    assert_int_equal(domino_ref_solve(puzzle, 2, NULL, &theirs), 1);
    assert_memory_equal(&mine.grid, &solution->grid, sizeof mine.grid);
    assert_memory_equal(&theirs.grid, &solution->grid, sizeof theirs.grid);
}

static void test_domino_unique_and_bounded(void **state)
{
    struct sudoku_domino_generate_options o;
    struct sudoku_domino puzzle, solution, again, again_solution;
    unsigned long long index;

    (void)state;
    memset(&o, 0, sizeof o);
    o.seed = 4574;
    o.dominoes = 12;
    o.tries = 1;
    for (index = 0; index < 8; index++) {
        assert_int_equal(sudoku_generate_domino(&o, index, &puzzle, &solution),
                         1);
        assert_int_equal(dominoes(&puzzle), 12);
        assert_int_equal(dominoes(&solution), SUDOKU_DOMINOES);
        assert_domino_unique(&puzzle, &solution);
    }
    assert_int_equal(sudoku_generate_domino(&o, 3, &again, &again_solution), 1);
    assert_int_equal(sudoku_generate_domino(&o, 3, &puzzle, &solution), 1);
    assert_memory_equal(&again, &puzzle, sizeof again);
    assert_memory_equal(&again_solution, &solution, sizeof solution);
}

/* With --minimal no placed domino can go. */
static void test_domino_minimal(void **state)
{
    struct sudoku_domino_generate_options o;
    struct sudoku_domino puzzle, solution, other;
    int cell;

    (void)state;
    memset(&o, 0, sizeof o);
    o.seed = 11;
    o.minimal = 1;
    o.dominoes = 14;
    o.tries = 20;
    assert_true(sudoku_generate_domino(&o, 0, &puzzle, &solution) > 0);
    assert_true(dominoes(&puzzle) <= 14);
    assert_domino_unique(&puzzle, &solution);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        struct sudoku_domino p = puzzle;
        int mate = puzzle.mate[cell];

        if (mate < cell)
            continue;
        p.grid.cell[cell] = p.grid.cell[mate] = 0;
        p.mate[cell] = p.mate[mate] = SUDOKU_NO_MATE;
        assert_int_equal(sudoku_domino_solve(&p, 2, &other, NULL), 2);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_classic_every_symmetry),
        cmocka_unit_test(test_classic_strictly_minimal_and_few_clues),
        cmocka_unit_test(test_classic_reproducible),
        cmocka_unit_test(test_classic_rating_band),
        cmocka_unit_test(test_classic_seed_and_shape),
        cmocka_unit_test(test_other_solution_search),
        cmocka_unit_test(test_symmetry_names),
        cmocka_unit_test(test_domino_unique_and_bounded),
        cmocka_unit_test(test_domino_minimal),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
