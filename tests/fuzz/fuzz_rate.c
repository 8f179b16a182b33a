/*
 * fuzz_rate.c - libFuzzer target: the rater and its hints.
 *
 * The fuzzer's bytes do not become text: they choose a random solved grid
 * and which of its digits stay given, and then make of it a puzzle of one
 * of four kinds: the givens as they are (one solution or several), made
 * unique (givens of the grid added back in random order until one
 * solution is left), broken (one cell set to a digit the bytes choose:
 * often no solution, sometimes another), or made unique and then given a
 * player's entries, right or wrong.  A last part of the bytes gives the
 * player's pencil marks for the hint, each holding its cell's digit of
 * the solution or not.
 *
 * Every step the rater reports must be sound against every solution the
 * solver finds: a placement is the solution's digit, a removal never is;
 * its figures must be those of its steps, rating twice must give the same
 * steps, sudoku_rate_score, sudoku_rate_capped and
 * sudoku_rate_without_trial must agree with sudoku_rate, a puzzle is
 * solved exactly when it has one solution, and each step must make
 * progress (no more steps than candidates).  A hint must say what the
 * position is, and its step must be sound, inside the marks, and, from a
 * puzzle without marks, sudoku_rate's first step; from the position of
 * any step of the rating, its candidates as the marks, that step.
 *
 * The time an input takes is bounded without a clock.  A puzzle is rated
 * in full (and hinted) only when sudoku_rate_capped at FUZZ_RATE_CAP
 * solves it or stops without a heavier rung, so that the full rating
 * climbs the same rungs; a puzzle without one solution is also rated in
 * full, once, when it is dense (FUZZ_RATE_DENSE_GIVENS).  The capped
 * rating itself climbs only to the cap, and each step must make progress,
 * so it makes at most 729 steps of bounded cost.  The heavier searches on
 * unique puzzles (dynamic forcing chains and their nesting, up to seconds
 * a puzzle even without the sanitizers) are left to check_rate
 * (check.rate.*), which checks every step against the solution on the
 * public sets.
 */
#include <stdint.h>
#include <string.h>

#include "fuzz_check.h"
#include "sudoku/rate.h"
#include "sudoku/solve.h"
#include "support/random.h"

/* The heaviest rung the capped rating climbs to before a puzzle is rated
 * in full: cell and region forcing chains (8.0), below the dynamic
 * forcing chains (8.5). */
#define FUZZ_RATE_CAP 8.4

/* From this rating up, a puzzle is rated twice only, both watched. */
#define FUZZ_RATE_HEAVY 8.0

/* A puzzle without one solution is rated in full, once, only from this
 * many givens: the ladder's last climb, which finds nothing, tries every
 * rung, and takes seconds under the sanitizers on a sparse grid, and a
 * tenth of one on a dense one. */
#define FUZZ_RATE_DENSE_GIVENS 50

#define FUZZ_ALL_MARKS 0x3FEu

/* What the fuzzer's bytes say, one at a time; zeros once they run out. */
struct rate_bytes {
    const uint8_t *data;
    size_t size, at;
};

static unsigned rate_byte(struct rate_bytes *b)
{
    return b->at < b->size ? b->data[b->at++] : 0;
}

/* The kinds of puzzle (byte 0, bits 0-1), and of marks (bits 2-3). */
enum rate_kind { KIND_AS_IS, KIND_UNIQUE, KIND_BROKEN, KIND_ENTRIES };
enum rate_marks { MARKS_NONE, MARKS_SOUND, MARKS_RAW, MARKS_ALL };

/* The position and what is known of it. */
struct rate_case {
    sudoku_board puzzle;
    unsigned count;        /* solutions, counted to 2 */
    sudoku_board truth[2]; /* when count > 0, the smallest solution and
                              the one sudoku_solve_any finds */
    enum rate_marks marks_kind;
    unsigned short marks[SUDOKU_CELLS];
    unsigned resume; /* the step of the rating a hint resumes from */
};

/* ---- Making the puzzle --------------------------------------------------- */

/* Adds givens of `grid` in random order until *puzzle has one solution,
 * then takes away up to `dig` of them, in random order, each that can go
 * with the solution staying the only one: the more it digs, the nearer
 * the puzzle is to minimal, and the harder it tends to be. */
static void rate_make_unique(sudoku_board *puzzle, const sudoku_board *grid,
                             unsigned dig, uint64_t *random)
{
    int order[SUDOKU_CELLS], i;

    for (i = 0; i < SUDOKU_CELLS; i++)
        order[i] = i;
    support_shuffle(random, order, SUDOKU_CELLS);
    for (i = 0; i < SUDOKU_CELLS && sudoku_solve(puzzle, 2, NULL, NULL) > 1;
         i++)
        puzzle->cell[order[i]] = grid->cell[order[i]];
    support_shuffle(random, order, SUDOKU_CELLS);
    for (i = 0; i < SUDOKU_CELLS && dig > 0; i++) {
        int cell = order[i];

        if (puzzle->cell[cell] == 0)
            continue;
        dig--;
        puzzle->cell[cell] = 0;
        if (sudoku_solve(puzzle, 2, NULL, NULL) > 1)
            puzzle->cell[cell] = grid->cell[cell];
    }
}

static void rate_make_case(struct rate_bytes *b, struct rate_case *c)
{
    unsigned flags = rate_byte(b), i;
    uint64_t seed = 0;
    sudoku_board grid;

    for (i = 0; i < 8; i++)
        seed = seed << 8 | rate_byte(b);
    support_random_grid(&seed, &grid);
    sudoku_board_clear(&c->puzzle);
    for (i = 0; i < SUDOKU_CELLS; i += 8) {
        unsigned keep = rate_byte(b), k;

        for (k = 0; k < 8 && i + k < SUDOKU_CELLS; k++)
            if (keep >> k & 1)
                c->puzzle.cell[i + k] = grid.cell[i + k];
    }
    switch ((enum rate_kind)(flags & 3)) {
    case KIND_AS_IS:
        break;
    case KIND_UNIQUE:
        rate_make_unique(&c->puzzle, &grid, rate_byte(b), &seed);
        break;
    case KIND_BROKEN:
        i = rate_byte(b) % SUDOKU_CELLS;
        c->puzzle.cell[i] = (unsigned char)(rate_byte(b) % 9 + 1);
        break;
    case KIND_ENTRIES: {
        /* Entries, as a player makes them: the solution's digit, or
         * (one in eight) another. */
        unsigned entries;

        rate_make_unique(&c->puzzle, &grid, rate_byte(b), &seed);
        entries = rate_byte(b) % 16;
        while (entries-- > 0) {
            unsigned cell = rate_byte(b) % SUDOKU_CELLS, d = rate_byte(b);

            c->puzzle.cell[cell] =
                (unsigned char)(d % 8 ? grid.cell[cell] : d / 8 % 9 + 1);
        }
        break;
    }
    }
    c->count = sudoku_solve(&c->puzzle, 2, &c->truth[0], NULL);
    FUZZ_REQUIRE(sudoku_solve_any(&c->puzzle, 2, &c->truth[1], NULL) ==
                     c->count,
                 "the solvers count differently");
    c->marks_kind = (enum rate_marks)(flags >> 2 & 3);
    for (i = 0; i < SUDOKU_CELLS; i++) {
        unsigned m = rate_byte(b);

        m = (m | rate_byte(b) << 8) << 1 & FUZZ_ALL_MARKS;
        if (c->marks_kind == MARKS_SOUND && c->count > 0)
            m |= 1u << c->truth[0].cell[i];
        if (c->marks_kind == MARKS_ALL)
            m = FUZZ_ALL_MARKS;
        c->marks[i] = (unsigned short)m;
    }
    i = rate_byte(b);
    c->resume = i > 0 ? i - 1 : support_below(&seed, 96);
}

/* ---- Checking the steps -------------------------------------------------- */

/* A step is sound when every solution keeps it: its placement is each
 * solution's digit, and no removal is.  `values` is the position the step
 * is made in (its digits so far), which it must not overwrite. */
static void rate_check_step(const struct rate_case *c,
                            const struct sudoku_step *step,
                            const unsigned char *values)
{
    int i, k, n = c->count > 1 ? 2 : (int)c->count;

    FUZZ_REQUIRE((unsigned)step->technique < SUDOKU_TECHNIQUES,
                 "a step of no technique");
    FUZZ_REQUIRE(step->text != NULL && step->text[0] != '\0',
                 "a step without its text");
    FUZZ_REQUIRE(strlen(step->text) < SUDOKU_HINT_TEXT,
                 "a step's text too long for a hint");
    FUZZ_REQUIRE(step->score >= 1.0 && step->score <= 11.9,
                 "a step's score off SE's scale");
    FUZZ_REQUIRE(step->cell >= 0 || step->n_removed > 0,
                 "a step that neither places nor removes");
    FUZZ_REQUIRE(step->n_removed >= 0 &&
                     step->n_removed <= SUDOKU_CELLS * 9,
                 "a step's removals out of range");
    if (step->cell >= 0) {
        FUZZ_REQUIRE(step->cell < SUDOKU_CELLS && step->digit >= 1 &&
                         step->digit <= 9,
                     "a placement out of the grid");
        FUZZ_REQUIRE(values[step->cell] == 0, "a placement on a filled cell");
        for (k = 0; k < n; k++)
            FUZZ_REQUIRE(step->digit == c->truth[k].cell[step->cell],
                         "a placement that is not the solution's digit");
    }
    for (i = 0; i < step->n_removed; i++) {
        int cell = step->removed_cell[i], d = step->removed_digit[i];

        FUZZ_REQUIRE(cell < SUDOKU_CELLS && d >= 1 && d <= 9,
                     "a removal out of the grid");
        FUZZ_REQUIRE(values[cell] == 0, "a removal from a filled cell");
        for (k = 0; k < n; k++)
            FUZZ_REQUIRE(d != c->truth[k].cell[cell],
                         "a removal of the solution's digit");
    }
}

/* What a watcher of sudoku_rate saw: the position so far, the figures
 * its steps give, the first step, and a digest of them all to compare
 * two ratings by. */
struct rate_watch {
    const struct rate_case *c;
    unsigned char values[SUDOKU_CELLS];
    unsigned steps;
    double hardest, pearl, diamond;
    int placed;
    uint64_t digest;
    struct sudoku_hint first;
    /* Step c->resume, and the position it was made in: its digits and
     * candidates, as a player's entries and pencil marks. */
    int resumable;
    sudoku_board at;
    unsigned short at_marks[SUDOKU_CELLS];
    struct sudoku_hint resumed;
};

/* Keeps a copy of *step in *kept. */
static void rate_keep(struct sudoku_hint *kept, const struct sudoku_step *step)
{
    size_t n = (size_t)step->n_removed;

    kept->step = *step;
    memcpy(kept->text, step->text, strlen(step->text) + 1);
    memcpy(kept->removed_cell, step->removed_cell, n);
    memcpy(kept->removed_digit, step->removed_digit, n);
    kept->step.text = kept->text;
    kept->step.removed_cell = kept->removed_cell;
    kept->step.removed_digit = kept->removed_digit;
}

/* Whether two steps are the same: technique, score, text and what they
 * place and remove. */
static int rate_same_step(const struct sudoku_step *a,
                          const struct sudoku_step *b)
{
    size_t n = (size_t)a->n_removed;

    return a->technique == b->technique && a->score == b->score &&
           a->cell == b->cell && a->digit == b->digit &&
           a->n_removed == b->n_removed && strcmp(a->text, b->text) == 0 &&
           memcmp(a->removed_cell, b->removed_cell, n) == 0 &&
           memcmp(a->removed_digit, b->removed_digit, n) == 0;
}

static uint64_t rate_mix(uint64_t h, uint64_t v)
{
    return (h ^ v) * 0x100000001B3u;
}

static void rate_watch_step(void *context, const struct sudoku_step *step)
{
    struct rate_watch *w = context;
    const char *t;
    int i;

    rate_check_step(w->c, step, w->values);
    FUZZ_REQUIRE(step->values != NULL && step->marks != NULL &&
                     step->used != NULL,
                 "a watched step without its picture");
    FUZZ_REQUIRE(memcmp(step->values, w->values, sizeof w->values) == 0,
                 "a step's picture is not the position it was made in");
    FUZZ_REQUIRE(step->n_links >= 0 && step->n_links <= SUDOKU_STEP_LINKS,
                 "a step's links out of range");
    if (step->cell >= 0)
        FUZZ_REQUIRE(step->marks[step->cell] >> step->digit & 1,
                     "a step places a digit its cell did not have");
    for (i = 0; i < step->n_removed; i++)
        FUZZ_REQUIRE(step->marks[step->removed_cell[i]] >>
                             step->removed_digit[i] &
                         1,
                     "a step removes a candidate its cell did not have");
    for (i = 0; i < SUDOKU_CELLS; i++)
        FUZZ_REQUIRE((step->used[i] & ~step->marks[i]) == 0,
                     "a step uses a candidate its cell did not have");
    if (w->steps == 0) {
        w->diamond = step->score;
        rate_keep(&w->first, step);
    }
    if (w->steps == w->c->resume) {
        w->resumable = 1;
        memcpy(w->at.cell, step->values, sizeof w->at.cell);
        memcpy(w->at_marks, step->marks, sizeof w->at_marks);
        rate_keep(&w->resumed, step);
    }
    if (step->score > w->hardest)
        w->hardest = step->score;
    if (!w->placed && step->score > w->pearl)
        w->pearl = step->score;
    if (step->cell >= 0) {
        w->placed = 1;
        w->values[step->cell] = (unsigned char)step->digit;
    }
    w->steps++;
    w->digest = rate_mix(w->digest, (uint64_t)step->technique);
    w->digest = rate_mix(w->digest, (uint64_t)(step->score * 10 + 0.5));
    w->digest = rate_mix(w->digest, (uint64_t)(step->cell + 1));
    w->digest = rate_mix(w->digest, (uint64_t)step->digit);
    for (i = 0; i < step->n_removed; i++)
        w->digest = rate_mix(w->digest, (uint64_t)step->removed_cell[i] * 10 +
                                            step->removed_digit[i]);
    for (t = step->text; *t != '\0'; t++)
        w->digest = rate_mix(w->digest, (uint64_t)(unsigned char)*t);
}

static void rate_watch_start(struct rate_watch *w, const struct rate_case *c)
{
    memset(w, 0, sizeof *w);
    w->c = c;
    memcpy(w->values, c->puzzle.cell, sizeof w->values);
}

/* The figures of a rating against its steps', when w (not NULL) saw
 * them; `capped` for one of sudoku_rate_capped at FUZZ_RATE_CAP. */
static void rate_check_rating(const struct rate_case *c,
                              const struct sudoku_rating *r,
                              const struct rate_watch *w, int capped)
{
    unsigned t, sum = 0;

    for (t = 0; t < SUDOKU_TECHNIQUES; t++)
        sum += r->count[t];
    FUZZ_REQUIRE(sum == r->steps, "the steps per technique do not add up");
    FUZZ_REQUIRE(r->steps <= SUDOKU_CELLS * 9,
                 "more steps than there are candidates");
    if (capped && c->count == 1 && !r->solved)
        FUZZ_REQUIRE(r->score > FUZZ_RATE_CAP,
                     "a capped rating stopped short of its cap");
    else
        FUZZ_REQUIRE(r->solved == (c->count == 1),
                     "solved is not 'one solution'");
    FUZZ_REQUIRE((unsigned)r->level < SUDOKU_LEVELS, "a rating of no level");
    FUZZ_REQUIRE((r->level == SUDOKU_LEVEL_TRIAL) ==
                     (r->count[SUDOKU_TRIAL] > 0),
                 "the trial level without trial, or trial without it");
    if (w == NULL)
        return;
    FUZZ_REQUIRE(w->steps == r->steps, "steps not seen by the watcher");
    FUZZ_REQUIRE(r->score == w->hardest, "the score is not the hardest step");
    FUZZ_REQUIRE(r->diamond == w->diamond, "ED is not the first step's");
    FUZZ_REQUIRE(r->pearl == (w->placed ? w->pearl : 0.0),
                 "EP is not the hardest step up to the first placement");
    if (r->solved)
        FUZZ_REQUIRE(memcmp(w->values, c->truth[0].cell, sizeof w->values) ==
                         0,
                     "the steps did not place the solution");
}

static int rate_same(const struct sudoku_rating *a,
                     const struct sudoku_rating *b)
{
    return a->score == b->score && a->pearl == b->pearl &&
           a->diamond == b->diamond && a->level == b->level &&
           a->solved == b->solved && a->steps == b->steps &&
           memcmp(a->count, b->count, sizeof a->count) == 0;
}

/* Rates c's puzzle in every way; returns 1 when it was rated in full. */
static int rate_check_puzzle(const struct rate_case *c,
                             struct rate_watch *first)
{
    struct sudoku_rating capped, again, rating, score;
    struct rate_watch second;
    int within_cap;

    sudoku_rate_capped(&c->puzzle, FUZZ_RATE_CAP, &capped);
    rate_check_rating(c, &capped, NULL, 1);
    /* Solved, or stuck, without a rung heavier than the cap (a step of a
     * rung within it may rate higher, as chains do by their length): the
     * full rating climbs the same rungs.  Otherwise rating it in full
     * could take seconds, but for a dense puzzle without one solution,
     * whose last fruitless climb is short. */
    within_cap = capped.solved || capped.score <= FUZZ_RATE_CAP;
    if (!within_cap &&
        (c->count == 1 || fuzz_givens(&c->puzzle) < FUZZ_RATE_DENSE_GIVENS))
        return 0;

    rate_watch_start(first, c);
    sudoku_rate(&c->puzzle, &rating, rate_watch_step, first);
    rate_check_rating(c, &rating, first, 0);
    if (!within_cap)
        return 1;
    FUZZ_REQUIRE(rating.score == capped.score && rating.solved == capped.solved &&
                     rating.level == capped.level,
                 "the capped rating is not the rating");

    rate_watch_start(&second, c);
    sudoku_rate(&c->puzzle, &again, rate_watch_step, &second);
    FUZZ_REQUIRE(rate_same(&rating, &again) && first->digest == second.digest,
                 "rating twice gave other steps");
    FUZZ_REQUIRE(sudoku_rate_without_trial(&c->puzzle) ==
                     (rating.solved && rating.level != SUDOKU_LEVEL_TRIAL &&
                      rating.count[SUDOKU_NESTED_FORCING_CHAIN] == 0),
                 "sudoku_rate_without_trial disagrees with the rating");
    /* With cell and region forcing chains, each rating takes a tenth of a
     * second and more under the sanitizers; the capped rating has already
     * taken the path of sudoku_rate_score. */
    if (rating.score >= FUZZ_RATE_HEAVY)
        return 1;
    sudoku_rate(&c->puzzle, &again, NULL, NULL);
    FUZZ_REQUIRE(rate_same(&rating, &again),
                 "rating unwatched gave another rating");

    sudoku_rate_score(&c->puzzle, &score);
    rate_check_rating(c, &score, NULL, 0);
    FUZZ_REQUIRE(score.score == rating.score && score.solved == rating.solved &&
                     score.level == rating.level,
                 "sudoku_rate_score is not the rating's score");

    return 1;
}

/* ---- Hints ----------------------------------------------------------------
 */

static int rate_filled(const sudoku_board *b)
{
    return memchr(b->cell, 0, sizeof b->cell) == NULL;
}

/* The first empty cell whose marks lack its digit of the solution, or -1. */
static int rate_wrong_mark(const struct rate_case *c)
{
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++)
        if (c->puzzle.cell[i] == 0 &&
            !(c->marks[i] >> c->truth[0].cell[i] & 1))
            return i;
    return -1;
}

static void rate_check_hint(const struct rate_case *c,
                            const struct rate_watch *rated)
{
    const unsigned short *marks =
        c->marks_kind == MARKS_NONE ? NULL : c->marks;
    static struct sudoku_hint hint, again;
    enum sudoku_hint_status status = sudoku_rate_hint(&c->puzzle, marks, &hint);
    int wrong = marks != NULL && c->count == 1 ? rate_wrong_mark(c) : -1;
    int i;

    FUZZ_REQUIRE(sudoku_rate_hint(&c->puzzle, marks, &again) == status &&
                     hint.step.cell == again.step.cell &&
                     hint.step.digit == again.step.digit &&
                     hint.step.n_removed == again.step.n_removed &&
                     strcmp(hint.text, again.text) == 0,
                 "hinting twice gave another hint");
    switch (status) {
    case SUDOKU_HINT_NO_SOLUTION:
        FUZZ_REQUIRE(c->count == 0, "no solution, yet the solver found one");
        return;
    case SUDOKU_HINT_SEVERAL:
        FUZZ_REQUIRE(c->count == 2, "several solutions, yet the solver found "
                                    "one or none");
        return;
    case SUDOKU_HINT_SOLVED:
        FUZZ_REQUIRE(c->count == 1 && rate_filled(&c->puzzle),
                     "solved, yet a cell is empty");
        return;
    case SUDOKU_HINT_WRONG_MARK:
        FUZZ_REQUIRE(c->count == 1 && !rate_filled(&c->puzzle) &&
                         wrong >= 0 && hint.step.cell == wrong &&
                         hint.step.digit == c->truth[0].cell[wrong],
                     "a wrong mark where there is none, or not the first");
        return;
    case SUDOKU_HINT_STEP:
        break;
    default:
        FUZZ_REQUIRE(0, "a hint of no status");
    }
    FUZZ_REQUIRE(c->count == 1 && !rate_filled(&c->puzzle) && wrong < 0,
                 "a step where there should be none");
    FUZZ_REQUIRE(hint.step.text == hint.text && hint.step.values == NULL &&
                     hint.step.links == NULL,
                 "a hint's step not kept in the hint");
    rate_check_step(c, &hint.step, c->puzzle.cell);
    if (marks != NULL) {
        if (hint.step.cell >= 0)
            FUZZ_REQUIRE(marks[hint.step.cell] >> hint.step.digit & 1,
                         "a hint places a digit its marks lack");
        for (i = 0; i < hint.step.n_removed; i++)
            FUZZ_REQUIRE(marks[hint.step.removed_cell[i]] >>
                             hint.step.removed_digit[i] &
                             1,
                         "a hint removes a digit its marks lack");
    }
    if (rated != NULL && (marks == NULL || c->marks_kind == MARKS_ALL))
        FUZZ_REQUIRE(rate_same_step(&hint.step, &rated->first.step),
                     "the hint is not the rating's first step");
}

/* The singles, whose rungs apply every placement they find in one scan. */
static int rate_is_single(enum sudoku_technique t)
{
    return t == SUDOKU_FULL_HOUSE || t == SUDOKU_HIDDEN_SINGLE_BOX ||
           t == SUDOKU_HIDDEN_SINGLE_LINE || t == SUDOKU_NAKED_SINGLE;
}

/* A hint from the position of a step of the rating, its candidates as the
 * marks, must be that step: a player who follows the hints, marks and
 * all, takes the rating's way.  But for a single: a rung of singles
 * applies all it found, and one of them can have become easier after the
 * others (a hidden single the last cell of another house); the hint is
 * then that easier step, or another as easy. */
static void rate_check_resume(const struct rate_watch *rated)
{
    static struct sudoku_hint hint;
    const struct sudoku_step *step = &rated->resumed.step;

    if (!rated->resumable)
        return;
    FUZZ_REQUIRE(sudoku_rate_hint(&rated->at, rated->at_marks, &hint) ==
                     SUDOKU_HINT_STEP,
                 "no hint from a position of the rating");
    rate_check_step(rated->c, &hint.step, rated->at.cell);
    if (rate_is_single(step->technique))
        FUZZ_REQUIRE(hint.step.technique <= step->technique,
                     "the hint from a position of the rating is harder than "
                     "its single");
    else
        FUZZ_REQUIRE(rate_same_step(&hint.step, step),
                     "the hint from a position of the rating is not its step");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct rate_bytes b = {data, size, 0};
    static struct rate_case c;
    static struct rate_watch rated;
    int full;

    rate_make_case(&b, &c);
    full = rate_check_puzzle(&c, &rated);
    /* A hint climbs from the position as the rating does: as quick when
     * the rating was, and quick when the solver says there is no step. */
    if (full || c.count != 1 || rate_filled(&c.puzzle))
        rate_check_hint(&c, full ? &rated : NULL);
    if (full && c.count == 1)
        rate_check_resume(&rated);
    return 0;
}
