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

/* Positions on the way to a solution, as 81 cells a row at a time: "=d"
 * for a placed digit, else the cell's candidates.  From each, SE's first
 * step (its hint list) is the one given, with SE's rating: one position
 * for each kind of step, of 1,043 positions compared with SE, all alike. */
struct se_position {
    const char *cells;
    double rating;
    const char *step;
};

static const struct se_position positions[] = {
    {"=2 17 =9 67 45 48 15 68 =3 "
     "=5 =6 =3 29 =1 28 =7 89 =4 "
     "=4 17 =8 =3 59 67 15 69 =2 "
     "=3 =2 =7 =5 =8 =1 =9 =4 =6 "
     "69 =5 =4 679 =2 67 =3 =1 =8 "
     "69 =8 =1 =4 69 =3 =2 =5 =7 "
     "=1 =3 =6 =8 =7 =9 =4 =2 =5 "
     "=8 =4 =2 =1 =3 =5 =6 =7 =9 "
     "=7 =9 =5 26 46 24 =8 =3 =1",
     5.6, "r5c4<>7, r5c4<>9 BUG type 1 r5c4"},
    {"67 =3 =9 =8 16 =4 17 =2 =5 "
     "26 =5 28 =7 =3 16 18 =9 =4 "
     "=4 =1 78 =9 =5 =2 78 =3 =6 "
     "12 =8 =4 156 =9 =3 25 16 =7 "
     "=3 =6 12 15 =7 =8 25 =4 =9 "
     "57 =9 57 =2 =4 16 =3 16 =8 "
     "=8 =4 16 =3 16 =7 =9 =5 =2 "
     "15 =7 156 16 =2 =9 =4 =8 =3 "
     "=9 =2 =3 =4 =8 =5 =6 =7 =1",
     5.7, "r8c4<>1 BUG type 2 r4c4,r8c3"},
    {"=8 =2 47 =6 17 =5 =9 14 =3 "
     "56 =9 =3 12 =8 =4 25 =7 16 "
     "46 15 17 27 =9 =3 25 =8 46 "
     "=1 =6 =9 =5 =4 =7 =3 =2 =8 "
     "=3 =8 24 =9 12 =6 14 =5 =7 "
     "24 =7 =5 =8 =3 12 =6 =9 14 "
     "27 13 28 34 =6 =9 78 14 =5 "
     "57 135 18 34 27 12 478 =6 =9 "
     "=9 =4 =6 17 =5 =8 17 =3 =2",
     5.9, "r8c3<>1, r8c1<>7 BUG type 3 r8c2,r8c7"},
    {"=2 =4 =3 58 =7 =6 58 =1 =9 "
     "=9 =6 =7 =3 =1 58 58 =4 =2 "
     "=1 =8 =5 =9 =2 =4 =7 =6 =3 "
     "=3 =7 28 =6 45 =1 24 =9 58 "
     "58 25 =4 =7 =3 =9 =6 28 =1 "
     "=6 =1 =9 =2 48 58 34 35 =7 "
     "=7 =9 18 58 =6 =2 13 35 =4 "
     "=4 25 268 =1 58 =3 =9 =7 568 "
     "58 =3 16 =4 =9 =7 12 28 56",
     5.7, "r8c3<>2, r8c9<>8 BUG type 4 r8c3,r8c9"},
    {"=2 79 =3 79 =1 =8 =4 =6 =5 "
     "1458 479 45 26 =3 24679 129 89 78 "
     "48 =6 149 =5 479 2479 29 =3 178 "
     "57 =1 =2 =3 567 567 =8 =4 =9 "
     "49 =3 49 =8 =2 =1 =7 =5 =6 "
     "=6 =8 57 79 4579 4579 =3 =1 =2 "
     "1479 24 =8 26 5679 25679 19 279 =3 "
     "=3 =5 179 =4 79 279 =6 2789 18 "
     "79 29 =6 =1 =8 =3 =5 279 =4",
     6.2, "r2c1<>8 aligned pair exclusion r2c1,r2c2"},
    {"=3 =4 167 =8 =9 67 =5 =2 17 "
     "156 =2 =8 157 =4 157 1679 1367 39 "
     "156 157 =9 1257 =3 12567 =4 167 =8 "
     "=7 =6 =3 =9 18 =4 =2 18 =5 "
     "1248 189 12 1357 1258 12578 179 13478 =6 "
     "1248 189 =5 1237 =6 1278 179 13478 39 "
     "12568 1578 167 =4 1258 =3 16 =9 12 "
     "125 =3 =4 =6 125 =9 =8 157 127 "
     "=9 158 126 125 =7 1258 =3 156 =4",
     7.5, "r1c3<>6 aligned triple exclusion r1c3,r2c4,r2c6"},
    {"146 14 =2 =3 56 =7 =8 45 =9 "
     "46 =8 =3 56 =2 =9 =1 47 57 "
     "=7 =9 =5 =4 =8 =1 =6 =3 =2 "
     "59 =3 =8 =2 =7 =6 59 =1 =4 "
     "14 57 14 =8 59 =3 =2 579 =6 "
     "29 27 =6 59 =1 =4 =3 =8 57 "
     "=8 56 =9 =7 =3 =2 =4 56 =1 "
     "25 26 =7 =1 =4 =8 59 69 =3 "
     "=3 14 14 69 69 =5 =7 =2 =8",
     4.6,
     "r1c1<>1, r1c1<>4 unique loop 6 type 1 "
     "r1c2,r1c1,r5c1,r5c3,r9c3,r9c2 on 1,4"},
    {"=3 =6 =1 29 29 =5 =4 =7 =8 "
     "58 49 59 =7 48 =3 =1 =6 =2 "
     "=2 48 =7 14 68 16 =5 =3 =9 "
     "=1 =7 =8 =6 49 49 =2 =5 =3 "
     "=6 =3 =4 =5 =7 =2 =8 =9 =1 "
     "=9 =5 =2 =3 =1 =8 =7 =4 =6 "
     "58 =2 359 89 359 =7 =6 =1 =4 "
     "=7 18 =6 48 39 14 39 =2 =5 "
     "=4 19 359 129 2356 169 39 =8 =7",
     4.6,
     "r7c1<>5 unique loop 6 type 2 r8c5,r7c5,r7c3,r9c3,r9c7,r8c7 "
     "on 3,9"},
    {"=3 56 458 458 68 =1 =9 =7 =2 "
     "4569 1569 148 24578 6789 24569 =3 468 48 "
     "469 =2 =7 348 3689 469 =1 468 =5 "
     "59 =4 =3 =1 =2 =7 =8 59 =6 "
     "=1 59 =2 =6 =4 =8 =7 59 =3 "
     "=7 =8 =6 =9 =5 =3 =4 =2 =1 "
     "=8 156 145 457 167 456 =2 =3 =9 "
     "456 =7 =9 23458 38 2456 56 =1 48 "
     "=2 =3 145 458 189 4569 56 48 =7",
     4.9,
     "r2c4,r2c6<>4, r2c5,r2c6<>6, r2c4,r2c5<>8 unique loop 6 type "
     "3 r4c1,r4c8,r5c8,r5c2,r2c2,r2c1 on 5,9"},
    {"135 =8 =2 13 =4 =9 =6 =7 15 "
     "34 47 136 =5 67 13 =2 =9 =8 "
     "=9 157 16 =8 67 =2 =4 =3 15 "
     "=7 =3 =8 =4 =1 =5 =9 =2 =6 "
     "15 =2 =9 =6 =3 =7 =8 15 =4 "
     "=6 15 =4 =2 =9 =8 =3 15 =7 "
     "=2 =6 13 13 =5 =4 =7 =8 =9 "
     "=8 =9 =5 =7 =2 =6 =1 =4 =3 "
     "134 14 =7 =9 =8 13 =5 =6 =2",
     4.7,
     "r1c1,r3c2<>1 unique loop 8 type 4 "
     "r1c9,r3c9,r3c2,r6c2,r6c8,r5c8,r5c1,r1c1 on 1,5"},
    {"179 =4 =5 189 2789 =3 2789 79 =6 "
     "=2 =3 679 56 4789 49 789 45 =1 "
     "179 =8 1679 56 2479 1249 279 45 =3 "
     "=5 =6 479 489 2489 24 =1 =3 79 "
     "=8 19 =3 19 =5 =7 =4 =6 =2 "
     "1479 =2 1479 =3 =6 149 =5 =8 79 "
     "=6 19 1249 =7 49 =5 =3 12 =8 "
     "=3 =5 =8 =2 =1 =6 79 79 =4 "
     "149 =7 124 49 =3 =8 =6 12 =5",
     4.5,
     "r1c7<>7, r1c7<>9 unique rectangle type 1 "
     "r1c8,r1c7,r8c7,r8c8 on 7,9"},
    {"=3 24 468 =5 1268 268 =9 =7 16 "
     "58 56 =9 =7 168 =3 =2 =4 16 "
     "26 =1 =7 26 =9 =4 =3 =5 =8 "
     "=7 56 68 =4 35 =9 18 138 =2 "
     "=4 =3 =1 =8 27 27 =5 =6 =9 "
     "58 =9 =2 36 356 =1 =7 38 =4 "
     "=1 =7 =5 =9 =4 268 68 28 =3 "
     "26 =8 =3 =1 267 267 =4 =9 =5 "
     "=9 24 46 236 2368 =5 168 128 =7",
     4.5,
     "r7c6,r8c1,r9c4,r9c5<>6 unique rectangle type 2 "
     "r5c5,r5c6,r8c6,r8c5 on 2,7"},
    {"2467 47 =8 456 =1 45 =9 2457 =3 "
     "2469 =3 69 45689 =7 4589 =1 2458 24 "
     "479 =5 =1 =3 =2 489 =6 478 47 "
     "=8 247 =3 479 49 =6 =5 =1 247 "
     "=5 1247 47 17 =8 =3 247 =6 =9 "
     "14679 1479 69 =2 =5 147 47 =3 =8 "
     "147 1478 47 4578 =3 24578 247 =9 =6 "
     "479 4789 =5 478 =6 2478 =3 247 =1 "
     "=3 =6 =2 1479 49 1479 =8 47 =5",
     4.6,
     "r7c4,r8c4<>7 unique rectangle type 3 r4c5,r4c4,r9c4,r9c5 on "
     "4,9"},
    {"14 =8 13 =9 =6 =2 =7 134 =5 "
     "=7 136 =2 1348 138 =5 13 1349 369 "
     "146 =5 =9 134 =7 134 =8 =2 36 "
     "16 =9 =4 =2 13 136 =5 =8 =7 "
     "=5 16 =7 148 18 146 =2 39 39 "
     "=3 =2 =8 =7 =5 =9 =4 =6 =1 "
     "=9 =7 =5 13 =2 =8 =6 13 =4 "
     "=2 =4 =6 =5 =9 13 13 =7 =8 "
     "=8 13 13 =6 =4 =7 =9 =5 =2",
     4.5,
     "r2c8,r2c9<>3 unique rectangle type 4 r5c8,r5c9,r2c9,r2c8 on "
     "3,9"},
};

/* Reads a position into its digits and marks. */
static void read_position(const char *p, sudoku_board *b,
                          unsigned short marks[SUDOKU_CELLS])
{
    int cell;

    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        while (*p == ' ')
            p++;
        b->cell[cell] = 0;
        marks[cell] = 0;
        if (*p == '=') {
            b->cell[cell] = (unsigned char)(p[1] - '0');
            p += 2;
        }
        for (; *p >= '1' && *p <= '9'; p++)
            marks[cell] |= (unsigned short)(1u << (*p - '0'));
    }
}

static void test_se_positions(void **state)
{
    size_t i;

    (void)state;
    for (i = 0; i < sizeof positions / sizeof positions[0]; i++) {
        sudoku_board b;
        unsigned short marks[SUDOKU_CELLS];
        struct sudoku_hint hint;

        read_position(positions[i].cells, &b, marks);
        assert_int_equal(sudoku_rate_hint(&b, marks, &hint), SUDOKU_HINT_STEP);
        if (strcmp(hint.text, positions[i].step) != 0)
            fail_msg("position %u: '%s', not '%s'", (unsigned)i, hint.text,
                     positions[i].step);
        assert_true(same(hint.step.score, positions[i].rating));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_se_paths),
        cmocka_unit_test(test_se_positions),
        cmocka_unit_test(test_no_uniqueness_when_several),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
