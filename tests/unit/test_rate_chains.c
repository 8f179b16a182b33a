/*
 * test_rate_chains.c - unit tests of the rater's chain searches against
 * Sudoku Explainer 1.2.1's own hint lists.
 *
 * For each of SE's chain techniques, a puzzle on whose path SE uses it
 * (before any uniqueness step, which the ladder does not have): the first
 * step of that technique on the ladder's path is SE's, with its rating,
 * its complexity and what it removes.  The facts were read from SE 1.2.1
 * (github.com/1to9only/SudokuExplainer at 729c00e), applying the first
 * hint of its producers step by step as its serate does.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "sudoku/rate.h"

/* One of SE's steps: its technique, rating and complexity, and the
 * candidates it removes as row, column, digit (1..9). */
struct chain_case {
    const char *puzzle;
    enum sudoku_technique technique;
    double score;
    int complexity;
    int n_removed;
    unsigned char removed[8][3];
};

#define P1                                                                     \
    "3...2....9.6....37..4...2..4.85...76.....3...2.5...9.46.....8.5......6" \
    "..85.46..9."
#define P2                                                                     \
    ".5.8..7..9..1.654..7625...85.....47..29...1.........62..........9....8" \
    "..2.17.8..."
#define P3                                                                     \
    "..8.1.....3..7.....513..6..8....651.....8...9...2...3.....3..9...5.6.." \
    ".1..2...8.5"
#define P4                                                                     \
    "1...7...8.4.6.......5..1.......3.95...9.....2.....4.1...1.9.6...52...8" \
    "..7..2.3..."
#define P5                                                                     \
    "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4.." \
    "6...9..1..5"
/* hardest1106's first puzzle */
#define P6                                                                     \
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1....." \
    "2.4.5.....3"
/* hardest1905_11plus's fifth puzzle */
#define P7                                                                     \
    "98.7..6..7.5.......4..5....3..8..9......2..1......13.42...8..93.7...." \
    "2....92...6."

static const struct chain_case cases[] = {
    /* Bidirectional X-Cycle: A5,A8,I8,H7,H6,E6,E4,B4 */
    {P1,
     SUDOKU_X_CYCLE,
     6.6,
     8,
     8,
     {{1, 8, 1},
      {2, 5, 1},
      {3, 5, 1},
      {3, 8, 1},
      {5, 3, 1},
      {5, 4, 1},
      {8, 2, 1},
      {8, 3, 1}}},
    /* Bidirectional Y-Cycle: G2,G5,A5,C5,D5,D2 */
    {P1, SUDOKU_Y_CYCLE, 6.8, 12, 2, {{5, 9, 1}, {8, 4, 8}}},
    /* Forcing X-Chain: H8.1 off (a turbot fish, 6.6, follows) */
    {P1, SUDOKU_X_CHAIN, 6.7, 8, 1, {{8, 8, 1}}},
    /* Bidirectional Cycle: A3,A5,B4,B6,C6,C1 */
    {P2, SUDOKU_XY_CYCLE, 7.2, 10, 1, {{7, 3, 4}}},
    /* Forcing Chain: H1.8 off */
    {P1, SUDOKU_XY_CHAIN, 7.1, 8, 1, {{1, 8, 8}}},
    /* Nishio Forcing Chain: D7.7 on ==> G5.7 both on & off */
    {P3, SUDOKU_NISHIO, 7.8, 12, 1, {{7, 4, 7}}},
    /* Cell Forcing Chains: A3 ==> A6.4 off */
    {P3, SUDOKU_CELL_FORCING_CHAIN, 8.3, 14, 1, {{6, 1, 4}}},
    /* Region Forcing Chains: 3 in row ==> A6.3 off */
    {P4, SUDOKU_REGION_FORCING_CHAIN, 8.2, 10, 1, {{6, 1, 3}}},
    /* Dynamic: Cell Forcing Chains: H9 ==> I3.3 off, the first of them */
    {P4, SUDOKU_FORCING_CHAIN, 8.8, 14, 1, {{3, 9, 3}}},
    /* Dynamic (+): Region Forcing Chains: 5 in column ==> C1.5 off */
    {P5, SUDOKU_FORCING_CHAIN_PLUS, 9.7, 39, 1, {{1, 3, 5}}},
    /* Dynamic (+ Forcing Chains): Region Forcing Chains: 3 in row ==>
     * E6.4 off, its complexity counting that of its inner chains */
    {P6, SUDOKU_NESTED_FORCING_CHAIN, 10.3, 58, 1, {{6, 5, 4}}},
    /* Dynamic (+ Multiple Forcing Chains): Contradiction Forcing Chain:
     * D5.4 on ==> I8.1 both on & off, level 2 having found nothing */
    {P7, SUDOKU_NESTED_FORCING_CHAIN, 11.0, 109, 1, {{5, 4, 4}}},
};

/* What the watcher keeps: the first step of one technique. */
struct first_of {
    enum sudoku_technique technique;
    int seen;
    double score;
    int complexity;
    int n_removed;
    unsigned char cell[SUDOKU_CELLS * 9], digit[SUDOKU_CELLS * 9];
};

static void keep_first_of(void *context, const struct sudoku_step *step)
{
    struct first_of *f = context;
    const char *open = strrchr(step->text, '(');

    if (f->seen || step->technique != f->technique)
        return;
    f->seen = 1;
    f->score = step->score;
    f->complexity = open != NULL ? atoi(open + 1) : -1;
    f->n_removed = step->n_removed;
    memcpy(f->cell, step->removed_cell, (size_t)step->n_removed);
    memcpy(f->digit, step->removed_digit, (size_t)step->n_removed);
}

/* Whether the step removed candidate d of row r, column c (1..9). */
static int removed(const struct first_of *f, int r, int c, int d)
{
    int i;

    for (i = 0; i < f->n_removed; i++)
        if (f->cell[i] == (r - 1) * 9 + c - 1 && f->digit[i] == d)
            return 1;
    return 0;
}

static void test_first_steps_are_se(void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < sizeof cases / sizeof *cases; i++) {
        const struct chain_case *k = &cases[i];
        sudoku_board puzzle = support_board(k->puzzle);
        struct sudoku_rating r;
        struct first_of f;
        int j;

        memset(&f, 0, sizeof f);
        f.technique = k->technique;
        sudoku_rate(&puzzle, &r, keep_first_of, &f);
        print_message("case %zu: %s\n", i, sudoku_technique_name(k->technique));
        assert_true(f.seen);
        assert_true(f.score > k->score - 1e-6 && f.score < k->score + 1e-6);
        assert_int_equal(f.complexity, k->complexity);
        assert_int_equal(f.n_removed, k->n_removed);
        for (j = 0; j < k->n_removed; j++)
            assert_true(removed(&f, k->removed[j][0], k->removed[j][1],
                                k->removed[j][2]));
    }
}

/* hardest1106's 36th puzzle, whose fifth step SE finds at nesting level 4,
 * after four steps of level 3 that remove r3c1 3, r4c8 8, r7c9 7 and
 * r6c2 1. */
#define P8                                                                     \
    "2.......6.5..8..1...4...9...7.3.1......82.......7.5.3...9...4...8..1." \
    ".5.6.......2"

/* The candidates that the digits of puzzle leave each empty cell. */
static void marks_of(const char *puzzle, unsigned short *marks)
{
    int cell, other;

    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        marks[cell] = 0x3FE;
        for (other = 0; other < SUDOKU_CELLS; other++) {
            int r = cell / 9, c = cell % 9, ro = other / 9, co = other % 9;

            if (puzzle[other] >= '1' && puzzle[other] <= '9' &&
                (r == ro || c == co || (r / 3 == ro / 3 && c / 3 == co / 3)))
                marks[cell] &= (unsigned short)~(1u << (puzzle[other] - '0'));
        }
    }
}

/* SE's first step of nesting level 4 (dynamic forcing chains inside):
 * Dynamic (+ Dynamic Forcing Chains): Contradiction Forcing Chain: B5.1
 * on ==> I8.3 both on & off, 11.6, complexity 179, from the position of
 * SE's path where it comes. */
static void test_level_four_is_se(void **state)
{
    static const int taken[4][3] = {{3, 1, 3}, {4, 8, 8}, {7, 9, 7}, {6, 2, 1}};
    sudoku_board position = support_board(P8);
    unsigned short marks[SUDOKU_CELLS];
    struct sudoku_hint *hint = malloc(sizeof *hint);
    const char *open;
    int i;

    (void)state;
    assert_non_null(hint);
    marks_of(P8, marks);
    for (i = 0; i < 4; i++)
        marks[(taken[i][0] - 1) * 9 + taken[i][1] - 1] &=
            (unsigned short)~(1u << taken[i][2]);
    assert_int_equal(sudoku_rate_hint(&position, marks, hint),
                     SUDOKU_HINT_STEP);
    print_message("%s\n", hint->step.text);
    assert_int_equal(hint->step.technique, SUDOKU_NESTED_FORCING_CHAIN);
    assert_non_null(strstr(hint->step.text, "(+ dynamic forcing chains)"));
    assert_true(hint->step.score > 11.6 - 1e-6 && hint->step.score < 11.6 + 1e-6);
    open = strrchr(hint->step.text, '(');
    assert_non_null(open);
    assert_int_equal(atoi(open + 1), 179);
    assert_int_equal(hint->step.n_removed, 1);
    assert_int_equal(hint->step.removed_cell[0], 4 * 9 + 1);
    assert_int_equal(hint->step.removed_digit[0], 1);
    free(hint);
}

/* The ratings of the puzzles above, as SE's serate gives them. */
static void test_ratings_are_se(void **state)
{
    static const char *const puzzles[] = {P1, P2, P3, P4, P5, P6, P7};
    static const double scores[] = {7.2, 7.2, 8.4, 9.1, 9.8, 10.3, 11.0};
    size_t i;

    (void)state;
    for (i = 0; i < sizeof puzzles / sizeof *puzzles; i++) {
        sudoku_board puzzle = support_board(puzzles[i]);
        struct sudoku_rating r, score;

        assert_int_equal(sudoku_rate(&puzzle, &r, NULL, NULL), 1);
        assert_true(r.score > scores[i] - 1e-6 && r.score < scores[i] + 1e-6);
        assert_int_equal(sudoku_rate_score(&puzzle, &score), 1);
        assert_true(score.score == r.score);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_first_steps_are_se),
        cmocka_unit_test(test_ratings_are_se),
        cmocka_unit_test(test_level_four_is_se),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
