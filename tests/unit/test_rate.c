/*
 * test_rate.c - unit tests of the technique ladder.
 *
 * Every step of every rated puzzle is checked against the puzzle's
 * solution (placements equal to it, removals never its digit); puzzles
 * that need only singles get SE's weights exactly; the levels follow the
 * scores; a puzzle with several solutions or none stops unsolved without
 * a wrong step; the explanation reads in the community's notation; the
 * rating that takes a rung's steps at once gives the same score; and
 * a thread with a small stack can rate a puzzle that needs every rung.
 */
#if SUDOKU_THREADS
#define _POSIX_C_SOURCE 200809L
#endif

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "sudoku/generate.h"
#include "sudoku/rate.h"
#include "sudoku/solve.h"

#if SUDOKU_THREADS
#include <pthread.h>
#endif

struct watched {
    sudoku_board solution;
    int check; /* compare with the solution */
    unsigned steps;
    char first[256];
};

static void watch(void *context, const struct sudoku_step *step)
{
    struct watched *w = context;
    int i;

    if (w->steps++ == 0)
        strncpy(w->first, step->text, sizeof w->first - 1);
    assert_true(step->score >= 1.0 && step->score <= 10.0);
    if (!w->check)
        return;
    if (step->cell >= 0)
        assert_int_equal(step->digit, w->solution.cell[step->cell]);
    for (i = 0; i < step->n_removed; i++)
        assert_int_not_equal(step->removed_digit[i],
                             w->solution.cell[step->removed_cell[i]]);
}

/* The judge's sample needs full houses and hidden singles in boxes only:
 * 1.2, easy. */
static void test_hidden_singles_only(void **state)
{
    sudoku_board puzzle = support_board(PUZZLE);
    struct watched w;
    struct sudoku_rating r;

    (void)state;
    memset(&w, 0, sizeof w);
    w.solution = support_board(SOLUTION);
    w.check = 1;
    assert_int_equal(sudoku_rate(&puzzle, &r, watch, &w), 1);
    assert_true(r.solved);
    assert_true(r.score > 1.19 && r.score < 1.21);
    assert_int_equal(r.level, SUDOKU_LEVEL_EASY);
    assert_int_equal(r.steps, 51);
    assert_int_equal(r.count[SUDOKU_FULL_HOUSE], 14);
    assert_int_equal(r.count[SUDOKU_HIDDEN_SINGLE_BOX], 37);
    assert_int_equal(w.steps, r.steps);
    assert_string_equal(w.first, "r1c2=4 hidden single in box 1");
}

/* SE's direct forms place their single and remove nothing: on this puzzle
 * (classic SE rates it 2.6) a direct hidden pair that removed its
 * candidates would leave only singles and direct forms, rated 2.0. */
struct direct_seen {
    unsigned direct, removed_by_direct;
};

static void watch_direct(void *context, const struct sudoku_step *step)
{
    struct direct_seen *seen = context;

    if (step->technique == SUDOKU_DIRECT_HIDDEN_PAIR ||
        step->technique == SUDOKU_DIRECT_POINTING ||
        step->technique == SUDOKU_DIRECT_CLAIMING) {
        seen->direct++;
        seen->removed_by_direct += (unsigned)step->n_removed;
        assert_true(step->cell >= 0);
    }
}

static void test_direct_forms_only_place(void **state)
{
    sudoku_board puzzle =
        support_board("..............1..2.34....5........6....."
                      "3....2.......112.7.....7...5.84.9........");
    struct direct_seen seen = {0, 0};
    struct sudoku_rating r;

    (void)state;
    assert_int_equal(sudoku_rate(&puzzle, &r, watch_direct, &seen), 1);
    assert_true(r.score > 2.59 && r.score < 2.61);
    assert_int_equal(r.count[SUDOKU_POINTING], 1);
    assert_true(seen.direct >= 2);
    assert_int_equal(seen.removed_by_direct, 0);
}

/* Generated puzzles of every symmetry: solved, every step sound, the
 * counts adding up, the level the score's band. */
static void test_generated_puzzles_are_sound(void **state)
{
    struct sudoku_generate_options o;
    unsigned long long index;
    int levels[SUDOKU_LEVELS] = {0};

    (void)state;
    memset(&o, 0, sizeof o);
    o.seed = 2121;
    o.symmetry = SUDOKU_SYMMETRY_RANDOM;
    o.tries = 1;
    for (index = 0; index < 60; index++) {
        sudoku_board puzzle;
        struct watched w;
        struct sudoku_rating r;
        unsigned total = 0;
        int i;

        memset(&w, 0, sizeof w);
        w.check = 1;
        assert_int_equal(sudoku_generate(&o, index, &puzzle, &w.solution, NULL),
                         1);
        assert_int_equal(sudoku_rate(&puzzle, &r, watch, &w), 1);
        for (i = 0; i < SUDOKU_TECHNIQUES; i++)
            total += r.count[i];
        assert_int_equal(total, r.steps);
        assert_int_equal(w.steps, r.steps);
        levels[r.level]++;
        /* The level is the score's band. */
        if (r.level == SUDOKU_LEVEL_EASY)
            assert_true(r.score <= 1.5);
        if (r.level == SUDOKU_LEVEL_HARD)
            assert_true(r.score > 2.5 && r.score <= 4.4);
    }
    /* Random minimal puzzles are mostly easy to hard; some need more. */
    assert_true(levels[SUDOKU_LEVEL_EASY] + levels[SUDOKU_LEVEL_MEDIUM] +
                    levels[SUDOKU_LEVEL_HARD] >
                30);
}

/* The empty grid has many solutions: the ladder stops, sound. */
static void test_several_solutions_stop(void **state)
{
    sudoku_board empty;
    struct sudoku_rating r;
    struct watched w;

    (void)state;
    memset(&empty, 0, sizeof empty);
    memset(&w, 0, sizeof w);
    assert_int_equal(sudoku_rate(&empty, &r, watch, &w), 0);
    assert_false(r.solved);
    assert_int_equal(w.steps, r.steps);
}

/* Givens that clash: no step at all. */
static void test_clash_stops_at_once(void **state)
{
    sudoku_board puzzle = support_board(PUZZLE);
    struct sudoku_rating r;

    (void)state;
    puzzle.cell[1] = 1; /* 1 twice in row 1 */
    assert_int_equal(sudoku_rate(&puzzle, &r, NULL, NULL), 0);
    assert_int_equal(r.steps, 0);
}

/* No solution, which the singles see once r1c4=9 leaves box 1 no place
 * for 9: the ladder stops there rather than climbing on to a naked pair,
 * and sudoku_rate_score stops where sudoku_rate does. */
static void test_no_solution_stops_when_seen(void **state)
{
    sudoku_board puzzle = support_board(
        "1...32458458....32......9677......................................"
        "...............");
    struct sudoku_rating r, score;
    struct watched w;

    (void)state;
    memset(&w, 0, sizeof w);
    assert_int_equal(sudoku_rate(&puzzle, &r, watch, &w), 0);
    assert_int_equal(sudoku_rate_score(&puzzle, &score), 0);
    assert_int_equal(w.steps, r.steps);
    assert_int_equal(r.count[SUDOKU_NAKED_PAIR], 0);
    assert_true(r.score == score.score);
    assert_true(r.score == 2.6);
}

/* A puzzle that needs SE's nested forcing chains, the ladder's last rung
 * of logic: it climbs every rung up to them (hardest1106's first puzzle,
 * which serate 1.2.1 rates 10.3, 1.2, 1.2). */
static const char *const nested =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1."
    "....2.4.5.....3";

/* sudoku_rate_without_trial answers as a rating does: generated puzzles
 * of every level, the judge's sample, and one that needs nested chains,
 * which it counts with trial. */
static void test_without_trial(void **state)
{
    struct sudoku_generate_options o;
    sudoku_board puzzle = support_board(PUZZLE), solution;
    struct sudoku_rating r;
    unsigned long long index;
    int seen[2] = {0, 0};

    (void)state;
    assert_int_equal(sudoku_rate_without_trial(&puzzle), 1);
    puzzle = support_board(nested);
    sudoku_rate(&puzzle, &r, NULL, NULL);
    assert_true(r.count[SUDOKU_NESTED_FORCING_CHAIN] > 0);
    assert_int_equal(sudoku_rate_without_trial(&puzzle), 0);
    memset(&o, 0, sizeof o);
    o.seed = 77;
    o.tries = 1;
    for (index = 0; index < 40; index++) {
        int fast;

        assert_int_equal(sudoku_generate(&o, index, &puzzle, &solution, NULL),
                         1);
        sudoku_rate(&puzzle, &r, NULL, NULL);
        fast = sudoku_rate_without_trial(&puzzle);
        assert_int_equal(fast, r.solved && r.level != SUDOKU_LEVEL_TRIAL);
        seen[r.level >= SUDOKU_LEVEL_EXTREME]++;
    }
    /* Some needed chains (11 of 40 when written). */
    assert_true(seen[1] > 0 && seen[0] > 0);
}

/* sudoku_rate_score, which takes a rung's steps all at once, gives
 * sudoku_rate's score, level and end: on generated puzzles, on puzzles
 * of qqwing's expert level that need chains (Sudoku Explainer 1.2.1's
 * serate rates them 6.6, 7.3, 8.3 and 8.3), the one that needs nested
 * chains, and
 * those without one solution. */
static void test_score_as_rating(void **state)
{
    const char *const chains[] = {
        "...4...7..4.......57...312....5...39.............9485.2.3..7.9.19."
        "2..5....81.....",
        "83.45...6....1..3...6...5.4.6.....81.....82..5.2....6.1..3.....647."
        ".2..3.2.....1.",
        "..9.1.5....8....7..7.......5..89.24.4..6...9....5.276.79.2.....2.6."
        "579...1.......",
        "..9.1..4.6...29......7.3...38.....962.48..13.9...312..8.2.6497......"
        "2..1....7....",
        nested};
    static const double scores[] = {6.6, 7.3, 8.3, 8.3, 10.3};
    struct sudoku_generate_options o;
    sudoku_board puzzle, solution;
    struct sudoku_rating r, score;
    unsigned long long index;
    size_t i;

    (void)state;
    for (i = 0; i < sizeof chains / sizeof *chains; i++) {
        puzzle = support_board(chains[i]);
        sudoku_rate(&puzzle, &r, NULL, NULL);
        assert_true(r.score > scores[i] - 0.05 && r.score < scores[i] + 0.05);
        assert_int_equal(sudoku_rate_score(&puzzle, &score), 1);
        assert_true(score.score == r.score);
        assert_int_equal(score.level, r.level);
    }
    memset(&o, 0, sizeof o);
    o.seed = 5150;
    o.symmetry = SUDOKU_SYMMETRY_RANDOM;
    o.tries = 1;
    for (index = 0; index < 40; index++) {
        assert_int_equal(sudoku_generate(&o, index, &puzzle, &solution, NULL),
                         1);
        sudoku_rate(&puzzle, &r, NULL, NULL);
        assert_int_equal(sudoku_rate_score(&puzzle, &score), r.solved);
        assert_true(score.score == r.score);
        assert_int_equal(score.level, r.level);
    }
    memset(&puzzle, 0, sizeof puzzle);
    assert_int_equal(sudoku_rate_score(&puzzle, &score), 0);
    sudoku_rate(&puzzle, &r, NULL, NULL);
    assert_true(score.score == r.score);
    puzzle = support_board(PUZZLE);
    puzzle.cell[1] = 1;
    assert_int_equal(sudoku_rate_score(&puzzle, &score), 0);
    assert_int_equal(score.steps, 0);
}

#if SUDOKU_THREADS
struct rate_job {
    sudoku_board puzzle;
    struct sudoku_rating rating, score, watched;
};

static void watch_nothing(void *context, const struct sudoku_step *step)
{
    (void)context;
    (void)step;
}

static void *rate_job_run(void *context)
{
    struct rate_job *job = context;

    sudoku_rate(&job->puzzle, &job->rating, NULL, NULL);
    sudoku_rate(&job->puzzle, &job->watched, watch_nothing, NULL);
    sudoku_rate_score(&job->puzzle, &job->score);
    return NULL;
}

/* The rater keeps its work on the stack, but for the nets of nested
 * chains: a thread of 128 KiB, the default of musl's threads, rates a
 * puzzle that climbs every rung up to nested chains (before, it took about
 * 135 KiB and crashed), watched too (with the room for each step's text
 * and picture), and rates it as the main
 * thread does. */
static void test_small_thread_stack(void **state)
{
    struct rate_job job;
    struct sudoku_rating here;
    pthread_attr_t attr;
    pthread_t thread;

    (void)state;
    memset(&job, 0, sizeof job);
    job.puzzle = support_board(nested);
    assert_int_equal(pthread_attr_init(&attr), 0);
    assert_int_equal(pthread_attr_setstacksize(&attr, 128 * 1024), 0);
    assert_int_equal(pthread_create(&thread, &attr, rate_job_run, &job), 0);
    assert_int_equal(pthread_join(thread, NULL), 0);
    pthread_attr_destroy(&attr);
    sudoku_rate(&job.puzzle, &here, NULL, NULL);
    assert_true(job.rating.count[SUDOKU_NESTED_FORCING_CHAIN] > 0);
    assert_true(job.rating.score == here.score);
    assert_true(job.score.score == here.score);
    assert_true(job.watched.score == here.score);
    assert_memory_equal(job.rating.count, here.count, sizeof here.count);
    assert_true(here.count[SUDOKU_FORCING_CHAIN] +
                    here.count[SUDOKU_CELL_FORCING_CHAIN] +
                    here.count[SUDOKU_REGION_FORCING_CHAIN] >
                0);
}
#endif

/* What a picture of each step needs, checked as the steps come: the
 * position before the step is the one the steps so far left; what the
 * step used, removed and placed are candidates it had.  A chain's links
 * join candidates of the position, a weak link to a candidate made false
 * and a strong one to a candidate made true: a cycle's, weak and strong in
 * turn, one a potential of its complexity (its text's "(N)"), from its
 * start back to it; a forcing chain's from its assumption to the
 * assumption's opposite, one fewer; a contradiction's or a double forcing
 * chain's, branches from the assumption to the same candidate; a cell's
 * or region's forcing chains, none, but their cell or house as used. */
struct pictured {
    sudoku_board position; /* the digits placed so far */
    unsigned steps, chains, branched;
};

/* The complexity a chain step's text ends with, "... (15)". */
static int complexity_of(const char *text)
{
    const char *at = strrchr(text, '(');
    int c = 0;

    assert_non_null(at);
    assert_int_equal(sscanf(at, "(%d)", &c), 1);
    return c;
}

/* The links of a cycle or forcing chain of strong links. */
static void check_strong_links(const struct sudoku_step *step,
                               const struct sudoku_link *l, int n)
{
    enum sudoku_technique t = step->technique;
    int cycle = t == SUDOKU_X_CYCLE || t == SUDOKU_Y_CYCLE ||
                t == SUDOKU_XY_CYCLE;
    int c = complexity_of(step->text), k, first_strong;

    assert_int_equal(n, cycle ? c : c - 1);
    assert_int_equal(l[n - 1].to_cell, l[0].from_cell);
    assert_int_equal(l[n - 1].to_digit, l[0].from_digit);
    if (cycle) {
        first_strong = 0;
    } else if (step->cell >= 0) { /* its start's "off" turned it on */
        assert_int_equal(l[0].from_cell, step->cell);
        assert_int_equal(l[0].from_digit, step->digit);
        first_strong = 1;
    } else { /* its start's "on" turned it off */
        assert_int_equal(step->n_removed, 1);
        assert_int_equal(l[0].from_cell, step->removed_cell[0]);
        assert_int_equal(l[0].from_digit, step->removed_digit[0]);
        first_strong = 0;
    }
    for (k = 0; k < n; k++) {
        assert_int_equal(l[k].strong, (k + first_strong) % 2);
        if (t == SUDOKU_X_CYCLE || t == SUDOKU_X_CHAIN)
            assert_int_equal(l[k].to_digit, l[0].from_digit);
        if (t == SUDOKU_Y_CYCLE && l[k].strong)
            assert_int_equal(l[k].to_cell, l[k].from_cell);
        if (k > 0) {
            assert_int_equal(l[k].from_cell, l[k - 1].to_cell);
            assert_int_equal(l[k].from_digit, l[k - 1].to_digit);
        }
    }
}

/* The links of a contradiction or a double forcing chain: branches from
 * the first link's start, each to the same candidate.  Returns how many
 * branches. */
static int check_branches(const struct sudoku_link *l, int n)
{
    int k, branches = 1, end_cell = -1, end_digit = 0;

    for (k = 1; k <= n; k++) {
        if (k < n && l[k].from_cell == l[k - 1].to_cell &&
            l[k].from_digit == l[k - 1].to_digit)
            continue;
        /* Branch ends at k - 1: at the others' candidate. */
        if (end_cell < 0) {
            end_cell = l[k - 1].to_cell;
            end_digit = l[k - 1].to_digit;
        } else if (n < SUDOKU_STEP_LINKS) {
            assert_int_equal(l[k - 1].to_cell, end_cell);
            assert_int_equal(l[k - 1].to_digit, end_digit);
        }
        if (k < n) {
            assert_int_equal(l[k].from_cell, l[0].from_cell);
            assert_int_equal(l[k].from_digit, l[0].from_digit);
            branches++;
        }
    }
    return branches;
}

static void check_links(struct pictured *p, const struct sudoku_step *step)
{
    const struct sudoku_link *l = step->links;
    enum sudoku_technique t = step->technique;
    int n = step->n_links, k;

    for (k = 0; k < n; k++) {
        assert_true(step->marks[l[k].from_cell] >> l[k].from_digit & 1);
        assert_true(step->marks[l[k].to_cell] >> l[k].to_digit & 1);
    }
    if (t == SUDOKU_X_CYCLE || t == SUDOKU_Y_CYCLE || t == SUDOKU_XY_CYCLE ||
        t == SUDOKU_X_CHAIN || t == SUDOKU_XY_CHAIN) {
        check_strong_links(step, l, n);
    } else if (strstr(step->text, "contradiction") != NULL ||
               strstr(step->text, "Nishio") != NULL ||
               strstr(step->text, "double") != NULL) {
        assert_true(n > 0);
        if (check_branches(l, n) == 2)
            p->branched++;
    } else {
        assert_int_equal(n, 0);
    }
    if (n > 0)
        assert_true(step->used[l[0].from_cell] >> l[0].from_digit & 1);
    for (k = 0; n == 0 && k < SUDOKU_CELLS && step->used[k] == 0; k++)
        ;
    assert_true(k < SUDOKU_CELLS);
}

static void watch_pictures(void *context, const struct sudoku_step *step)
{
    struct pictured *p = context;
    int cell, i;

    p->steps++;
    assert_non_null(step->values);
    assert_memory_equal(step->values, p->position.cell, SUDOKU_CELLS);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        assert_true((step->used[cell] & ~step->marks[cell]) == 0);
        assert_true(step->values[cell] == 0 || step->marks[cell] == 0);
    }
    for (i = 0; i < step->n_removed; i++)
        assert_true(step->marks[step->removed_cell[i]] >>
                        step->removed_digit[i] &
                    1);
    if (step->cell >= 0) {
        assert_true(step->marks[step->cell] >> step->digit & 1);
        p->position.cell[step->cell] = (unsigned char)step->digit;
    }
    assert_true(step->houses < 1ul << 27);
    if (step->technique >= SUDOKU_X_CYCLE &&
        step->technique <= SUDOKU_NESTED_FORCING_CHAIN &&
        step->technique != SUDOKU_ALIGNED_TRIPLE) {
        p->chains++;
        check_links(p, step);
    } else {
        assert_int_equal(step->n_links, 0);
    }
    if (step->technique == SUDOKU_POINTING || step->technique == SUDOKU_X_WING)
        assert_true(step->houses != 0);
}

static void test_step_pictures(void **state)
{
    /* top1465: a Y-cycle, forcing X-chains and forcing chains, Nishio,
     * cell, region and dynamic forcing chains, subsets. */
    const char *const puzzles[] = {
        ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........",
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        nested,
    };
    struct sudoku_rating watched, plain;
    size_t k;
    unsigned chains = 0, branched = 0;

    (void)state;
    for (k = 0; k < sizeof puzzles / sizeof puzzles[0]; k++) {
        struct pictured p;
        sudoku_board puzzle = support_board(puzzles[k]);

        memset(&p, 0, sizeof p);
        p.position = puzzle;
        sudoku_rate(&puzzle, &watched, watch_pictures, &p);
        sudoku_rate(&puzzle, &plain, NULL, NULL);
        assert_int_equal(p.steps, watched.steps);
        /* Drawing nothing changes the rating. */
        assert_true(watched.score == plain.score);
        assert_memory_equal(watched.count, plain.count, sizeof plain.count);
        chains += p.chains;
        branched += p.branched;
    }
    assert_true(chains >= 3);
    assert_true(branched >= 2);
}

/* A hint is the first step a watcher sees, kept in the hint. */
static void test_hint_first_step(void **state)
{
    sudoku_board puzzle = support_board(PUZZLE);
    struct sudoku_hint hint;

    (void)state;
    assert_int_equal(sudoku_rate_hint(&puzzle, NULL, &hint), SUDOKU_HINT_STEP);
    assert_string_equal(hint.step.text, "r1c2=4 hidden single in box 1");
    assert_ptr_equal(hint.step.text, hint.text);
    assert_int_equal(hint.step.technique, SUDOKU_HIDDEN_SINGLE_BOX);
    assert_true(hint.step.score > 1.19 && hint.step.score < 1.21);
    assert_int_equal(hint.step.cell, 1);
    assert_int_equal(hint.step.digit, 4);
    assert_int_equal(hint.step.n_removed, 0);
}

/* Solved, no solution (a clash), several (the empty grid). */
static void test_hint_positions(void **state)
{
    sudoku_board b = support_board(SOLUTION);
    struct sudoku_hint hint;

    (void)state;
    assert_int_equal(sudoku_rate_hint(&b, NULL, &hint), SUDOKU_HINT_SOLVED);
    b = support_board(PUZZLE);
    b.cell[1] = 1; /* 1 twice in row 1 */
    assert_int_equal(sudoku_rate_hint(&b, NULL, &hint),
                     SUDOKU_HINT_NO_SOLUTION);
    memset(&b, 0, sizeof b);
    assert_int_equal(sudoku_rate_hint(&b, NULL, &hint), SUDOKU_HINT_SEVERAL);
    assert_null(hint.step.text);
}

/* Pencil marks: every digit changes nothing; marks of the solution's digit
 * alone make the hardest puzzle a single; marks without it are wrong. */
static void test_hint_marks(void **state)
{
    sudoku_board b = support_board(nested), truth;
    unsigned short marks[SUDOKU_CELLS];
    struct sudoku_hint hint;
    char first[256];
    int i;

    (void)state;
    assert_int_equal(sudoku_solve(&b, 2, &truth, NULL), 1);
    assert_int_equal(sudoku_rate_hint(&b, NULL, &hint), SUDOKU_HINT_STEP);
    strncpy(first, hint.text, sizeof first - 1);
    first[sizeof first - 1] = '\0';
    for (i = 0; i < SUDOKU_CELLS; i++)
        marks[i] = 0x3FE;
    assert_int_equal(sudoku_rate_hint(&b, marks, &hint), SUDOKU_HINT_STEP);
    assert_string_equal(hint.text, first);
    for (i = 0; i < SUDOKU_CELLS; i++)
        marks[i] = (unsigned short)(1u << truth.cell[i]);
    assert_int_equal(sudoku_rate_hint(&b, marks, &hint), SUDOKU_HINT_STEP);
    assert_true(hint.step.score <= 2.3);
    assert_true(hint.step.cell >= 0);
    assert_int_equal(hint.step.digit, truth.cell[hint.step.cell]);
    marks[5] = (unsigned short)(0x3FE & ~(1u << truth.cell[5]));
    assert_int_equal(sudoku_rate_hint(&b, marks, &hint),
                     SUDOKU_HINT_WRONG_MARK);
    assert_int_equal(hint.step.cell, 5);
    assert_int_equal(hint.step.digit, truth.cell[5]);
}

/* Removals a hint keeps are its own copy, and sound. */
static void test_hint_removals(void **state)
{
    sudoku_board b = support_board(nested), truth;
    unsigned short marks[SUDOKU_CELLS];
    struct sudoku_hint hint;
    int i;

    (void)state;
    assert_int_equal(sudoku_solve(&b, 2, &truth, NULL), 1);
    /* The hints' singles placed one by one, until a hint removes. */
    for (i = 0; i < SUDOKU_CELLS; i++)
        marks[i] = 0x3FE;
    do {
        assert_int_equal(sudoku_rate_hint(&b, marks, &hint), SUDOKU_HINT_STEP);
        assert_ptr_equal(hint.step.removed_cell, hint.removed_cell);
        for (i = 0; i < hint.step.n_removed; i++) {
            assert_int_not_equal(hint.removed_digit[i],
                                 truth.cell[hint.removed_cell[i]]);
            marks[hint.removed_cell[i]] &=
                (unsigned short)~(1u << hint.removed_digit[i]);
        }
        if (hint.step.cell >= 0) {
            assert_int_equal(hint.step.digit, truth.cell[hint.step.cell]);
            b.cell[hint.step.cell] = (unsigned char)hint.step.digit;
        }
    } while (hint.step.n_removed == 0 && hint.step.cell >= 0);
    assert_true(hint.step.n_removed > 0);
}

static void test_names(void **state)
{
    int t;

    (void)state;
    /* A technique left out of the ladder's table would have no name: the
     * table's static assertion counts its rows, not which they are. */
    for (t = 0; t < SUDOKU_TECHNIQUES; t++) {
        const char *name = sudoku_technique_name((enum sudoku_technique)t);

        assert_non_null(name);
        assert_string_not_equal(name, "unknown");
    }
    assert_string_equal(sudoku_technique_name(SUDOKU_FULL_HOUSE), "full house");
    assert_string_equal(sudoku_technique_name(SUDOKU_X_WING), "X-wing");
    assert_string_equal(sudoku_technique_name(SUDOKU_TRIAL), "trial");
    assert_string_equal(sudoku_level_name(SUDOKU_LEVEL_EXTREME), "extreme");
    assert_string_equal(sudoku_technique_name(SUDOKU_TECHNIQUES), "unknown");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hidden_singles_only),
        cmocka_unit_test(test_direct_forms_only_place),
        cmocka_unit_test(test_generated_puzzles_are_sound),
        cmocka_unit_test(test_several_solutions_stop),
        cmocka_unit_test(test_clash_stops_at_once),
        cmocka_unit_test(test_no_solution_stops_when_seen),
        cmocka_unit_test(test_without_trial),
        cmocka_unit_test(test_score_as_rating),
#if SUDOKU_THREADS
        cmocka_unit_test(test_small_thread_stack),
#endif
        cmocka_unit_test(test_step_pictures),
        cmocka_unit_test(test_hint_first_step),
        cmocka_unit_test(test_hint_positions),
        cmocka_unit_test(test_hint_marks),
        cmocka_unit_test(test_hint_removals),
        cmocka_unit_test(test_names),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
