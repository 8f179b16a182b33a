/*
 * test_solve.c - unit tests for sudoku_solve() and sudoku_solve_any(),
 * through the public header.
 *
 * Each case of sudoku_solve() pins an exact count and an exact 81-digit
 * answer, worked out independently with the reference solver of
 * tests/reference.c: unique, many-solution, empty, full, clashing and
 * unsolvable puzzles, the limit, the statistics, and that an answer
 * always keeps the givens.  sudoku_solve_any() gives the same counts and
 * any solution: its cases pin the counts (against the reference on
 * generated puzzles with one, several or no solutions) and check each
 * answer as a solution of its puzzle.  The wide cross-check of
 * sudoku_solve() over thousands of puzzles is tests/check_classic.c.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "reference.h"
#include "support.h"
#include "support/random.h"

#include "sudoku/solve.h"

/* Asserts that *solution is a complete valid grid keeping the givens; done
 * here rather than with sudoku_board_is_solution so the test stands alone. */
static void assert_solution_of(const sudoku_board *solution,
                               const sudoku_board *puzzle)
{
    unsigned row[9] = {0}, col[9] = {0}, box[9] = {0};
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++) {
        int r = i / 9, c = i % 9, k = SUDOKU_BOX(r, c);
        unsigned v = solution->cell[i];
        assert_in_range(v, 1, 9);
        if (puzzle->cell[i] != 0)
            assert_int_equal(v, puzzle->cell[i]);
        assert_false((row[r] | col[c] | box[k]) & (1u << v));
        row[r] |= 1u << v;
        col[c] |= 1u << v;
        box[k] |= 1u << v;
    }
}

/* Solves `text` with `limit`, checks the count and, when non-zero, the
 * answer and that it keeps the givens. */
static void check(const char *text, unsigned limit, unsigned count,
                  const char *answer)
{
    sudoku_board puzzle = support_board(text), out;
    unsigned got;

    memset(&out, 0xAA, sizeof out);
    got = sudoku_solve(&puzzle, limit, &out, NULL);
    assert_int_equal(got, count);
    if (count) {
        support_assert_board(&out, answer);
        assert_solution_of(&out, &puzzle);
    }
}

/* The first puzzle of kaggle9999_with_solutions.csv: unique, singles only. */
#define EASY                                                                   \
    "004300209005009001070060043006002087190007400050083000600000105003508"    \
    "690042910300"
#define EASY_ANSWER                                                            \
    "864371259325849761971265843436192587198657432257483916689734125713528"    \
    "694542916378"

/* The first puzzle of top1465.txt: unique, needs guesses. */
#define HARD                                                                   \
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3...."   \
    "4.9........"
#define HARD_ANSWER                                                            \
    "468931527751624839392578461134756298289413675675289314846192753513867"    \
    "942927345186"

static void test_unique_easy(void **state)
{
    (void)state;
    check(EASY, 1, 1, EASY_ANSWER);
    check(EASY, 2, 1, EASY_ANSWER);
}

static void test_unique_hard(void **state)
{
    (void)state;
    check(HARD, 1, 1, HARD_ANSWER);
    check(HARD, 5, 1, HARD_ANSWER);
}

static void test_empty_grid(void **state)
{
    static const char answer[] =
        "123456789456789123789123456214365897365897214897214365531642978"
        "642978531978531642";
    sudoku_board empty, out;

    (void)state;
    memset(&empty, 0, sizeof empty);
    assert_int_equal(sudoku_solve(&empty, 1, &out, NULL), 1);
    support_assert_board(&out, answer);
    assert_int_equal(sudoku_solve(&empty, 2, &out, NULL), 2);
    support_assert_board(&out, answer);
    assert_int_equal(sudoku_solve(&empty, 1000, &out, NULL), 1000);
    support_assert_board(&out, answer);
}

/* Four solutions exactly (EASY with givens removed): the limit caps the
 * count, never the answer, which is the smallest of the four. */
static void test_four_solutions(void **state)
{
    static const char puzzle[] = "0043002000050090010700600400060020071900"
                                 "07400050083000600000100003500690040910300";
    static const char answer[] = "8643712592358497619712658433864925171926"
                                 "57438457183926629734185713528694548916372";
    (void)state;
    check(puzzle, 1, 1, answer);
    check(puzzle, 2, 2, answer);
    check(puzzle, 4, 4, answer);
    check(puzzle, 5, 4, answer);
}

/* Ten or more solutions. */
static void test_many_solutions(void **state)
{
    static const char puzzle[] = "0040000000050090000700600430060020071900"
                                 "07400050083000600000005003508690042910300";
    static const char answer[] = "3248719568653497219712658434361925871986"
                                 "57432257483169689734215713528694542916378";
    (void)state;
    check(puzzle, 1, 1, answer);
    check(puzzle, 2, 2, answer);
    check(puzzle, 5, 5, answer);
}

/* The first puzzle of serg_multi.txt: its smallest solution is not the one
 * a most-constrained-cell search would meet first. */
static void test_serg_multi_minimum(void **state)
{
    static const char puzzle[] = "8.........95.......76.........426798...5"
                                 "71243...893165......916....3.487....1.532";
    static const char answer[] = "8123456793951678244762893511534267986895"
                                 "71243724893165238754916561932487947618532";
    (void)state;
    check(puzzle, 1, 1, answer);
    check(puzzle, 2, 2, answer);
    check(puzzle, 100, 100, answer);
}

/* Counting without a solution asked for gives the same counts. */
static void test_count_without_solution(void **state)
{
    static const char *const puzzles[] = {
        EASY, HARD,
        "0043002000050090010700600400060020071900"
        "07400050083000600000100003500690040910300",
        "8.........95.......76.........426798...5"
        "71243...893165......916....3.487....1.532"};
    static const unsigned limits[] = {1, 2, 3, 4, 5, 50};
    size_t i, j;

    (void)state;
    for (i = 0; i < sizeof puzzles / sizeof *puzzles; i++) {
        sudoku_board puzzle = support_board(puzzles[i]), out;
        for (j = 0; j < sizeof limits / sizeof *limits; j++)
            assert_int_equal(sudoku_solve(&puzzle, limits[j], NULL, NULL),
                             sudoku_solve(&puzzle, limits[j], &out, NULL));
    }
}

static void test_clashing_givens(void **state)
{
    char text[SUDOKU_CELLS + 1];

    (void)state;
    memset(text, '.', SUDOKU_CELLS);
    text[SUDOKU_CELLS] = '\0';
    text[0] = text[8] = '5'; /* same row */
    check(text, 1, 0, NULL);
    memset(text, '.', SUDOKU_CELLS);
    text[4] = text[76] = '7'; /* same column */
    check(text, 1, 0, NULL);
    memset(text, '.', SUDOKU_CELLS);
    text[30] = text[50] = '2'; /* same box, other row and column */
    check(text, 5, 0, NULL);
    memset(text, '.', SUDOKU_CELLS);
    text[64] = text[73] = '9'; /* same column inside one band */
    check(text, 2, 0, NULL);
    memset(text, '.', SUDOKU_CELLS);
    text[27] = text[35] = text[62] = '4'; /* a row, and a column across bands */
    check(text, 1, 0, NULL);
}

/* HARD with one given changed to a digit that clashes with nothing: no
 * solution, and propagation alone does not see it, the search must. */
static void test_unsolvable_without_clash(void **state)
{
    sudoku_board puzzle =
                     support_board("4...3.......6..8..........7....5..9..8..."
                                   ".6...7.2........1.27..5.3."
                                   "...4.9........"),
                 out;
    struct sudoku_solve_stats stats = {0};

    (void)state;
    assert_int_equal(sudoku_solve(&puzzle, 1, &out, &stats), 0);
    assert_true(stats.guesses > 0);
    assert_int_equal(sudoku_solve(&puzzle, 2, &out, NULL), 0);
}

static void test_full_grids(void **state)
{
    char bad[SUDOKU_CELLS + 1];

    (void)state;
    check(EASY_ANSWER, 1, 1, EASY_ANSWER);
    check(EASY_ANSWER, 2, 1, EASY_ANSWER);
    /* Swapping two cells of a row keeps the rows valid but breaks two
     * columns. */
    memcpy(bad, EASY_ANSWER, sizeof bad);
    bad[0] = EASY_ANSWER[1];
    bad[1] = EASY_ANSWER[0];
    check(bad, 1, 0, NULL);
    /* A full grid with one cell changed. */
    memcpy(bad, EASY_ANSWER, sizeof bad);
    bad[40] = bad[40] == '9' ? '1' : (char)(bad[40] + 1);
    check(bad, 2, 0, NULL);
}

static void test_out_of_range_given(void **state)
{
    sudoku_board puzzle = support_board(EASY), out;

    (void)state;
    puzzle.cell[0] = 10;
    assert_int_equal(sudoku_solve(&puzzle, 1, &out, NULL), 0);
}

/* Stats may be NULL; otherwise the solver adds to them, never resets. */
static void test_stats(void **state)
{
    sudoku_board easy = support_board(EASY), hard = support_board(HARD), out;
    struct sudoku_solve_stats stats = {0};
    unsigned long long once;

    (void)state;
    assert_int_equal(sudoku_solve(&easy, 1, &out, &stats), 1);
    assert_int_equal(stats.guesses, 0);
    assert_int_equal(sudoku_solve(&hard, 1, &out, &stats), 1);
    once = stats.guesses;
    assert_true(once > 0);
    assert_int_equal(sudoku_solve(&hard, 1, &out, &stats), 1);
    assert_int_equal(stats.guesses, 2 * once);
    assert_int_equal(sudoku_solve(&hard, 1, &out, NULL), 1);
    support_assert_board(&out, HARD_ANSWER);
    stats.guesses = 0;
    assert_int_equal(sudoku_solve(&hard, 1, &out, &stats), 1);
    assert_int_equal(stats.guesses, once);
}

/* A puzzle of top1465.txt that the triad rule of the full build's searches
 * (src/solve/solve_count.c: a box's row or column that three digits must use
 * holds no other digit) takes apart: 2 guesses for the smallest solution
 * and 2 to prove it unique, where the rules of the judge build's search
 * need 164 and 26.  The answer was checked with tests/reference.c. */
#define TRIADS                                                                 \
    "8.......1...95.................7.42.3.16...............4....57.6..3.8"    \
    ".........2.."
#define TRIADS_ANSWER                                                          \
    "895432761416957382732816945968571423321694857574283619243169578657328"    \
    "194189745236"

static void test_triad_rule(void **state)
{
    sudoku_board puzzle = support_board(TRIADS), out;
    unsigned limit;

    (void)state;
    for (limit = 1; limit <= 2; limit++) {
        struct sudoku_solve_stats stats = {0};

        assert_int_equal(sudoku_solve(&puzzle, limit, &out, &stats), 1);
        support_assert_board(&out, TRIADS_ANSWER);
        assert_in_range(stats.guesses, 0, 2);
    }
}

/* The puzzle is read only, on every way out of the search (a unique
 * answer, the limit reached while solutions remain, no solution after a
 * search, clashing givens): each board equals its copy after the solve.
 * And no call leaves anything behind for the next: HARD solved again after
 * the others gives the same count, answer and number of guesses. */
static void test_puzzle_untouched(void **state)
{
    static const struct {
        const char *text;
        unsigned limit, count;
    } cases[] = {
        {HARD, 2, 1}, /* one answer */
        /* The empty grid: the search stops at the limit. */
        {"................................................................."
         "................",
         3, 3},
        /* HARD with a given changed: no solution, found by the search. */
        {"4...3.......6..8..........7....5..9..8....6...7.2........1.27..5.3."
         "...4.9........",
         2, 0},
        /* Clashing givens. */
        {"44..3.......6..8..........1....5..9..8....6...7.2........1.27..5.3."
         "...4.9........",
         1, 0},
    };
    struct sudoku_solve_stats first = {0}, again = {0};
    sudoku_board hard = support_board(HARD), answer, out;
    size_t i;

    (void)state;
    assert_int_equal(sudoku_solve(&hard, 2, &answer, &first), 1);
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sudoku_board puzzle = support_board(cases[i].text), copy = puzzle;

        assert_int_equal(sudoku_solve(&puzzle, cases[i].limit, &out, NULL),
                         cases[i].count);
        assert_memory_equal(&puzzle, &copy, sizeof puzzle);
    }
    assert_int_equal(sudoku_solve(&hard, 2, &out, &again), 1);
    assert_memory_equal(&out, &answer, sizeof out);
    assert_int_equal(again.guesses, first.guesses);
}


/* sudoku_solve_any() with `limit` gives `count`, and, when non-zero, an
 * answer that the reference takes for a solution of the puzzle; with no
 * solution asked for, and through sudoku_solve() without one, the same
 * count.  Returns the answer in *out. */
static void check_any(const sudoku_board *puzzle, unsigned limit,
                      unsigned count, sudoku_board *out)
{
    sudoku_board copy = *puzzle;

    memset(out, 0xAA, sizeof *out);
    assert_int_equal(sudoku_solve_any(puzzle, limit, out, NULL), count);
    if (count) {
        assert_solution_of(out, puzzle);
        assert_true(reference_is_solution(out, puzzle));
    }
    assert_int_equal(sudoku_solve_any(puzzle, limit, NULL, NULL), count);
    assert_int_equal(sudoku_solve(puzzle, limit, NULL, NULL), count);
    assert_memory_equal(puzzle, &copy, sizeof copy);
}

/* A puzzle with one solution: the answer is that solution. */
static void test_any_unique(void **state)
{
    static const char *const cases[][2] = {
        {EASY, EASY_ANSWER}, {HARD, HARD_ANSWER}, {TRIADS, TRIADS_ANSWER}};
    size_t i;
    unsigned limit;

    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sudoku_board puzzle = support_board(cases[i][0]), out;
        for (limit = 1; limit <= 3; limit++) {
            check_any(&puzzle, limit, 1, &out);
            support_assert_board(&out, cases[i][1]);
        }
    }
}

/* Puzzles with several solutions: the counts of sudoku_solve() at every
 * limit (the empty grid to 1,000), and a solution each time; the limit
 * caps the count. */
static void test_any_counts(void **state)
{
    static const char *const puzzles[] = {
        "0043002000050090010700600400060020071900"
        "07400050083000600000100003500690040910300", /* four solutions */
        "0040000000050090000700600430060020071900"
        "07400050083000600000005003508690042910300", /* ten or more */
        "8.........95.......76.........426798...5"
        "71243...893165......916....3.487....1.532", /* serg_multi's */
        "........................................"
        ".........................................",
    };
    static const unsigned limits[] = {1, 2, 3, 4, 5, 50, 1000};
    size_t i, j;

    (void)state;
    for (i = 0; i < sizeof puzzles / sizeof *puzzles; i++) {
        sudoku_board puzzle = support_board(puzzles[i]), out;
        for (j = 0; j < sizeof limits / sizeof *limits; j++) {
            unsigned count = sudoku_solve(&puzzle, limits[j], &out, NULL);
            assert_in_range(count, 1, limits[j]);
            check_any(&puzzle, limits[j], count, &out);
        }
    }
}

/* The limit: 0 counts as 1, and the four-solution puzzle counts 1 to 4
 * and stops at 4. */
static void test_any_limit(void **state)
{
    sudoku_board puzzle = support_board("0043002000050090010700600400060020071900"
                                        "07400050083000600000100003500690040910300"),
                 out;
    unsigned limit;

    (void)state;
    assert_int_equal(sudoku_solve_any(&puzzle, 0, &out, NULL), 1);
    assert_solution_of(&out, &puzzle);
    for (limit = 1; limit <= 6; limit++)
        check_any(&puzzle, limit, limit < 4 ? limit : 4, &out);
}

/* No solution: clashing givens, a given above 9, a full grid that breaks a
 * rule, and HARD with a given changed (found only by the search). */
static void test_any_none(void **state)
{
    char text[SUDOKU_CELLS + 1];
    sudoku_board puzzle, out;
    struct sudoku_solve_stats stats = {0};

    (void)state;
    memset(text, '.', SUDOKU_CELLS);
    text[SUDOKU_CELLS] = '\0';
    text[30] = text[50] = '2';
    puzzle = support_board(text);
    check_any(&puzzle, 2, 0, &out);
    puzzle = support_board(EASY);
    puzzle.cell[0] = 10;
    assert_int_equal(sudoku_solve_any(&puzzle, 1, &out, NULL), 0);
    memcpy(text, EASY_ANSWER, sizeof text);
    text[0] = EASY_ANSWER[1];
    text[1] = EASY_ANSWER[0];
    puzzle = support_board(text);
    check_any(&puzzle, 1, 0, &out);
    puzzle = support_board("4...3.......6..8..........7....5..9..8...."
                           "6...7.2........1.27..5.3....4.9........");
    assert_int_equal(sudoku_solve_any(&puzzle, 1, &out, &stats), 0);
    assert_true(stats.guesses > 0);
    check_any(&puzzle, 2, 0, &out);
}

/* Stats may be NULL; otherwise sudoku_solve_any() adds its guesses, the
 * same for the same call. */
static void test_any_stats(void **state)
{
    sudoku_board easy = support_board(EASY), hard = support_board(HARD), out;
    struct sudoku_solve_stats stats = {0};
    unsigned long long once;

    (void)state;
    assert_int_equal(sudoku_solve_any(&easy, 2, &out, &stats), 1);
    assert_int_equal(stats.guesses, 0);
    assert_int_equal(sudoku_solve_any(&hard, 2, &out, &stats), 1);
    once = stats.guesses;
    assert_true(once > 0);
    assert_int_equal(sudoku_solve_any(&hard, 2, NULL, &stats), 1);
    assert_int_equal(stats.guesses, 2 * once);
}

/* A puzzle dug from a random grid: 20 to 39 givens, most often with
 * several solutions, and, when `change`, one given changed (often to no
 * solution at all). */
static void dig(uint64_t *seed, int change, sudoku_board *puzzle)
{
    sudoku_board grid;
    int cells[SUDOKU_CELLS], i, givens = 20 + (int)support_below(seed, 20);

    support_random_grid(seed, &grid);
    for (i = 0; i < SUDOKU_CELLS; i++)
        cells[i] = i;
    support_shuffle(seed, cells, SUDOKU_CELLS);
    *puzzle = grid;
    for (i = givens; i < SUDOKU_CELLS; i++)
        puzzle->cell[cells[i]] = 0;
    if (change)
        puzzle->cell[cells[0]] = (unsigned char)(1 + (grid.cell[cells[0]] +
                                                      support_below(seed, 8)) %
                                                         9);
}

/* Puzzles dug from random grids (one fixed seed), 20 to 39 givens, most
 * with several solutions, and each with one given changed (often none):
 * the counts of sudoku_solve_any() at limits 1, 2 and 20 are the
 * reference's, whenever the reference finishes within its budget, and
 * every answer is a solution.  At least 9 in 10 must be compared. */
static void test_any_reference(void **state)
{
    uint64_t seed = 0x5EED0A11ULL;
    unsigned compared = 0, tries = 0, k;
    static const unsigned limits[] = {1, 2, 20};

    (void)state;
    for (tries = 0; tries < 300; tries++) {
        sudoku_board puzzle, out;
        int skipped = 0;

        dig(&seed, tries % 2, &puzzle);
        for (k = 0; k < sizeof limits / sizeof *limits && !skipped; k++) {
            sudoku_board ref;
            int gave_up;
            unsigned count =
                reference_solve(&puzzle, limits[k], &ref, 2000000ULL, &gave_up);
            if (gave_up) {
                skipped = 1;
                break;
            }
            check_any(&puzzle, limits[k], count, &out);
        }
        compared += !skipped;
    }
    assert_true(compared >= tries * 9 / 10);
}

#ifdef SUDOKU_SOLVE_COPIES
#include "solve/solve_copy.h"

/* The library's two copies of the solver. */
SOLVE_ENTRIES(base);
SOLVE_ENTRIES(bmi2);

typedef unsigned solve_fn(const sudoku_board *, unsigned, sudoku_board *,
                          struct sudoku_solve_stats *);

/* Both copies of fn give the same count, answer and guesses. */
static void check_copies(solve_fn *base, solve_fn *bmi2,
                         const sudoku_board *puzzle, unsigned limit,
                         int want_answer)
{
    struct sudoku_solve_stats a = {0}, b = {0};
    sudoku_board x, y;

    memset(&x, 0, sizeof x);
    memset(&y, 0, sizeof y);
    assert_int_equal(base(puzzle, limit, want_answer ? &x : NULL, &a),
                     bmi2(puzzle, limit, want_answer ? &y : NULL, &b));
    assert_memory_equal(&x, &y, sizeof x);
    assert_int_equal(a.guesses, b.guesses);
}

/* On this build's two copies of the solver: puzzles dug from random grids
 * (one fixed seed, 20 to 39 givens, half with a given changed) and the
 * hard one get the same counts, answers and guesses from both, through
 * sudoku_solve() and sudoku_solve_any() at limits 1, 2 and 20, and the
 * same answer from the generator's test of another solution. */
static void test_copies_agree(void **state)
{
    uint64_t seed = 0xC0B1E5ULL;
    static const unsigned limits[] = {1, 2, 20};
    int tries;

    (void)state;
    if (!__builtin_cpu_supports("bmi") || !__builtin_cpu_supports("bmi2") ||
        !__builtin_cpu_supports("popcnt")) {
        print_message("this processor runs one copy of the solver only\n");
        skip();
    }
    for (tries = 0; tries < 200; tries++) {
        sudoku_board grid, puzzle, x, y;
        int empty[SUDOKU_CELLS], n = 0, i, k;

        dig(&seed, tries % 2, &puzzle);
        if (tries == 0)
            puzzle = support_board(HARD);
        for (k = 0; k < 3; k++) {
            check_copies(sudoku_solve_base, sudoku_solve_bmi2, &puzzle,
                         limits[k], 1);
            check_copies(sudoku_solve_base, sudoku_solve_bmi2, &puzzle,
                         limits[k], 0);
            check_copies(sudoku_solve_any_base, sudoku_solve_any_bmi2,
                         &puzzle, limits[k], 1);
        }
        if (tries % 2 || sudoku_solve(&puzzle, 1, &grid, NULL) == 0)
            continue;
        for (i = 0; i < SUDOKU_CELLS; i++)
            if (puzzle.cell[i] == 0)
                empty[n++] = i;
        memset(&x, 0, sizeof x);
        memset(&y, 0, sizeof y);
        assert_int_equal(sudoku_solve_other_base(&puzzle, &grid, empty, n, &x),
                         sudoku_solve_other_bmi2(&puzzle, &grid, empty, n, &y));
        assert_memory_equal(&x, &y, sizeof x);
    }
}
#else
/* This build has one copy of the solver. */
static void test_copies_agree(void **state)
{
    (void)state;
    print_message("this build has one copy of the solver\n");
    skip();
}
#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unique_easy),
        cmocka_unit_test(test_unique_hard),
        cmocka_unit_test(test_empty_grid),
        cmocka_unit_test(test_four_solutions),
        cmocka_unit_test(test_many_solutions),
        cmocka_unit_test(test_serg_multi_minimum),
        cmocka_unit_test(test_count_without_solution),
        cmocka_unit_test(test_clashing_givens),
        cmocka_unit_test(test_unsolvable_without_clash),
        cmocka_unit_test(test_full_grids),
        cmocka_unit_test(test_out_of_range_given),
        cmocka_unit_test(test_stats),
        cmocka_unit_test(test_triad_rule),
        cmocka_unit_test(test_puzzle_untouched),
        cmocka_unit_test(test_any_unique),
        cmocka_unit_test(test_any_counts),
        cmocka_unit_test(test_any_limit),
        cmocka_unit_test(test_any_none),
        cmocka_unit_test(test_any_stats),
        cmocka_unit_test(test_any_reference),
        cmocka_unit_test(test_copies_agree),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
