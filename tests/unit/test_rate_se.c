/*
 * test_rate_se.c - unit tests of the ladder's techniques of SE's middle
 * band: unique rectangles and loops, BUG, aligned pair and triple
 * exclusion, each on positions where Sudoku Explainer 1.2.1 takes the
 * same step.
 *
 * Whole puzzles: SE's step list (its hints, one by one, as its rater
 * takes them) and the ladder's are the same step for step, so the step
 * named is in the ladder's steps and the three figures are SE's.
 * Positions: a grid of candidates reached on the way, from which SE's
 * first step is the one named; the ladder's hint from the same marks
 * (sudoku_rate_hint) must be it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "sudoku/rate.h"
#include "sudoku/solve.h"

struct se_case {
    const char *puzzle;
    double er, ep, ed; /* SE's figures */
    const char *step;  /* a step SE takes too, as --explain writes it */
};

static const struct se_case paths[] = {
    {".....7..9....2.1...9.4..63...827..14...........6.1.38.8....2....."
     "7148...3.....7..",
     4.6, 1.2, 1.2,
     "r1c1<>1, r1c1<>4 unique loop 6 type 1 "
     "r1c2,r1c1,r5c1,r5c3,r9c3,r9c2 on 1,4"},
    {".....7..9....2.1...9.4..63...827..14...........6.1.38.8....2....."
     "7148...3.....7..",
     4.6, 1.2, 1.2,
     "r5c2<>1, r5c2<>4 unique rectangle type 1 r5c3,r5c2,r9c2,r9c3 on 1,4"},
    {"..9......5.3.1............2327.....6....2..1...14...5...6.794...4"
     ".1.56..79.....31",
     5.6, 1.2, 1.2, "r5c4<>7, r5c4<>9 BUG type 1 r5c4"},
    {".8..496.....5..2.....8...3..3......6..96.7.....4.....72....4.8..9"
     "572..4...7.8....",
     4.7, 1.2, 1.2,
     "r2c2,r3c2<>6 unique rectangle type 4 r2c5,r3c5,r3c2,r2c2 on 6,7"},
    {".8..496.....5..2.....8...3..3......6..96.7.....4.....72....4.8..9"
     "572..4...7.8....",
     4.7, 1.2, 1.2,
     "r1c1,r3c2<>1 unique loop 8 type 4 "
     "r1c9,r3c9,r3c2,r6c2,r6c8,r5c8,r5c1,r1c1 on 1,5"},
    {"3..5........7..24.........87..4.9....318..5...9...1...1.59....3.8"
     "31..4.59.......7",
     4.5, 1.2, 1.2,
     "r7c6,r8c1,r9c4,r9c5<>6 unique rectangle type 2 "
     "r5c5,r5c6,r8c6,r8c5 on 2,7"},
    {"69.2.7.1..3.6.8...81..34...9..7..164.7....932................28."
     ".21.3..9.6.....4.",
     7.2, 1.2, 1.2,
     "r8c7<>5, r8c7<>7 unique loop 8 type 1 "
     "r2c3,r3c3,r3c8,r8c8,r8c7,r6c7,r6c9,r2c9 on 5,7"},
    {"69.2.7.1..3.6.8...81..34...9..7..164.7....932................28."
     ".21.3..9.6.....4.",
     7.2, 1.2, 1.2, "r5c1<>4 aligned pair exclusion r5c1,r5c3"},
};

struct seen {
    const char *want;
    int found;
};

static void watch(void *context, const struct sudoku_step *step)
{
    struct seen *seen = context;

    if (strcmp(step->text, seen->want) == 0)
        seen->found++;
}

static int same(double a, double b)
{
    return a > b - 0.05 && a < b + 0.05;
}

static void test_se_paths(void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        sudoku_board puzzle = support_board(paths[i].puzzle);
        struct sudoku_rating r, score;
        struct seen seen = {NULL, 0};

        seen.want = paths[i].step;
        assert_int_equal(sudoku_rate(&puzzle, &r, watch, &seen), 1);
        if (seen.found != 1)
            fail_msg("%s: no step '%s'", paths[i].puzzle, paths[i].step);
        assert_true(same(r.score, paths[i].er));
        assert_true(same(r.pearl, paths[i].ep));
        assert_true(same(r.diamond, paths[i].ed));
        assert_int_equal(sudoku_rate_score(&puzzle, &score), 1);
        assert_true(same(score.score, paths[i].er));
        assert_true(same(score.pearl, paths[i].ep));
        assert_true(same(score.diamond, paths[i].ed));
    }
}

/* The techniques that assume one solution are not used on a puzzle with
 * several: the unique rectangle of the first case, with a given taken
 * away so that it has two solutions, must not be used. */
static void test_no_uniqueness_when_several(void **state)
{
    sudoku_board puzzle = support_board(paths[0].puzzle);
    struct sudoku_rating r;
    int i;

    (void)state;
    for (i = SUDOKU_CELLS - 1; puzzle.cell[i] == 0; i--)
        ;
    puzzle.cell[i] = 0;
    assert_int_equal(sudoku_solve(&puzzle, 2, NULL, NULL), 2);
    sudoku_rate(&puzzle, &r, NULL, NULL);
    assert_int_equal(r.count[SUDOKU_UNIQUE_RECTANGLE], 0);
    assert_int_equal(r.count[SUDOKU_BUG], 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_se_paths),
        cmocka_unit_test(test_no_uniqueness_when_several),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
