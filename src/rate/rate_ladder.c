/*
 * rate_ladder.c - the technique ladder: solving on candidates, step by
 * step, as a person does, and the difficulty of the hardest step.
 *
 * Each step tries the rungs in order of their weight and applies the
 * first that makes progress, as Sudoku Explainer (SE) 1.2.1 does, so that
 * the rating is the one SE gives where the techniques are the same: the
 * weights of rate.h, SE's full house (the last empty cell of a house,
 * 1.0), and its "direct" forms, which count an intersection or a hidden
 * subset as easy when it leaves a digit one place in a house at once:
 * another box along the line, a parallel line through the box, or the
 * subset's own house.  A direct form only places that single, as SE's
 * does; its removals wait for the rung that makes them.  The rungs look
 * where SE looks (subsets in houses with enough empty cells, fish for
 * digits with enough places left) and in SE's order, so that the step
 * taken is SE's.  A rung that finds several placements of one kind (full
 * houses, hidden singles, naked singles) applies them all: each is still
 * a placement after the others, no harder, so the rating is the same as
 * one at a time (a hidden single that the others leave a full house is
 * still counted as the hidden single it was found as; a hint from that
 * position says "full house").  The README's rating section gives the
 * agreement with SE 1.2.1, band by band, that check_se keeps.
 *
 * Past the subsets, wings, unique rectangles, BUG and aligned pair
 * exclusion come SE's chains, each an implication from candidates: cycles
 * and forcing chains along strong links of one digit (X-cycles 6.5,
 * forcing X-chains 6.6) or of several digits and cells (Y- and XY-cycles,
 * forcing chains, 6.5 to 7.0), aligned triple exclusion (7.5), Nishio
 * forcing chains (7.5), cell and region forcing chains (8.0), dynamic
 * forcing chains that follow every single an assumption brings (8.5),
 * with their (+) form (9.0), and SE's nested forcing chains of levels 2
 * to 5 (9.5, 10.0, 10.5 and 11.0 and up), each plus SE's increase for
 * length; and, when none decides, trial: a candidate that the solver
 * shows has no solution, rated 10.0 and named so, because no logic of the
 * ladder found it (nor would SE, which gives up and rates the puzzle
 * 20.0).
 *
 * When only the rating is asked for (sudoku_rate_score), a rung no
 * heavier than the rating so far applies all it finds in one scan
 * (takes_all), and a direct form is skipped once the rung that removes
 * what it would is that light (its rung).  The score stays SE's: every
 * rung is monotone, in that a step it finds is still found after any
 * other removal, rated no higher, or is made moot by singles; so, while
 * the rating is R, the steps no heavier than R end in the same state
 * whatever their order, and the easiest step past R, the next rise, is
 * the one SE's order reaches.  The forcing chains (8.5 and up), whose
 * length counts every single an assumption places, are not monotone so,
 * and still go one at a time.  check_rate compares the two on samples of
 * every public set.
 *
 * Every rule only removes what no solution can use, so steps are sound
 * whether or not the puzzle has one solution; with several, the ladder
 * stops when nothing can be decided.
 *
 * A hint (sudoku_rate_hint) is the ladder's first step from a position,
 * kept when the watcher first sees it: the rung that found it may apply
 * more, unseen.  A player's pencil marks take their candidates away
 * before it starts, once the solution shows that they keep its digits.
 *
 * Here: the rung of each technique, the ladder that climbs them, and the
 * functions of sudoku/rate.h; the techniques' names and weights are in
 * rate_table.c, and the techniques in the files of their families (see
 * rate_internal.h).  The judge build leaves the rater out.
 */
#include <string.h>

#include "rate/rate_internal.h"
#include "sudoku/solve.h"

/* The rungs that are more than a call of their family's search, with
 * its parameters.  A direct form is skipped when its full form (pointing
 * for direct pointing, and so on) takes all it finds (takes_all): the
 * direct form's single then follows by a single or, for a hidden subset
 * in a house too small for SE's search of hidden ones, by the naked
 * subset of the house's other cells and a single. */
static int hidden_singles_box(struct rate *s)
{
    return sudoku_rate_hidden_singles(s, 18, 27, SUDOKU_HIDDEN_SINGLE_BOX);
}

static int hidden_singles_line(struct rate *s)
{
    return sudoku_rate_hidden_singles(s, 0, 18, SUDOKU_HIDDEN_SINGLE_LINE);
}

static int direct_pointing(struct rate *s)
{
    return !takes_all(s, SUDOKU_POINTING) && sudoku_rate_intersections(s, 0, 1);
}

static int direct_claiming(struct rate *s)
{
    return !takes_all(s, SUDOKU_CLAIMING) && sudoku_rate_intersections(s, 1, 1);
}

static int direct_hidden_pair(struct rate *s)
{
    return !takes_all(s, SUDOKU_HIDDEN_PAIR) &&
           sudoku_rate_subsets(s, 2, 1, 1, SUDOKU_DIRECT_HIDDEN_PAIR);
}

static int direct_hidden_triple(struct rate *s)
{
    return !takes_all(s, SUDOKU_HIDDEN_TRIPLE) &&
           sudoku_rate_subsets(s, 3, 1, 1, SUDOKU_DIRECT_HIDDEN_TRIPLE);
}

/* The first rung past the singles: from here on, keep what they look
 * for (sudoku_rate_track_start). */
static int pointing(struct rate *s)
{
    if (!s->track)
        sudoku_rate_track_start(s);
    return sudoku_rate_intersections(s, 0, 0);
}

static int claiming(struct rate *s)
{
    return sudoku_rate_intersections(s, 1, 0);
}

static int naked_pair(struct rate *s)
{
    return sudoku_rate_subsets(s, 2, 0, 0, SUDOKU_NAKED_PAIR);
}

static int x_wing(struct rate *s)
{
    return sudoku_rate_fish(s, 2, SUDOKU_X_WING);
}

static int hidden_pair(struct rate *s)
{
    return sudoku_rate_subsets(s, 2, 1, 0, SUDOKU_HIDDEN_PAIR);
}

static int naked_triple(struct rate *s)
{
    return sudoku_rate_subsets(s, 3, 0, 0, SUDOKU_NAKED_TRIPLE);
}

static int swordfish(struct rate *s)
{
    return sudoku_rate_fish(s, 3, SUDOKU_SWORDFISH);
}

static int hidden_triple(struct rate *s)
{
    return sudoku_rate_subsets(s, 3, 1, 0, SUDOKU_HIDDEN_TRIPLE);
}

static int xy_wing(struct rate *s)
{
    return sudoku_rate_wings(s, 0);
}

static int xyz_wing(struct rate *s)
{
    return sudoku_rate_wings(s, 1);
}

static int naked_quad(struct rate *s)
{
    return sudoku_rate_subsets(s, 4, 0, 0, SUDOKU_NAKED_QUAD);
}

static int jellyfish(struct rate *s)
{
    return sudoku_rate_fish(s, 4, SUDOKU_JELLYFISH);
}

static int hidden_quad(struct rate *s)
{
    return sudoku_rate_subsets(s, 4, 1, 0, SUDOKU_HIDDEN_QUAD);
}

/* The first rung of chains: the chain searches know the solution
 * (sudoku_rate_find_truth) from here on, and skip the assumptions that
 * cannot end in a hint. */
static int x_and_xy_chains(struct rate *s)
{
    sudoku_rate_find_truth(s);
    return sudoku_rate_cycles(s);
}

/*
 * The rung of each technique of rate.h (rate_table.c gives its name and
 * weight), climbed in the enum's order, easiest first; NULL where the rung
 * of an earlier technique finds it too (XY-chains with X-chains, cell and
 * region forcing chains with forcing chains).  A new technique is a rung
 * here, its name and weight in rate_table.c, and its name in the enum of
 * rate.h.
 */
static int (*const rungs[])(struct rate *s) = {
    [SUDOKU_FULL_HOUSE] = sudoku_rate_full_houses,
    [SUDOKU_HIDDEN_SINGLE_BOX] = hidden_singles_box,
    [SUDOKU_HIDDEN_SINGLE_LINE] = hidden_singles_line,
    [SUDOKU_DIRECT_POINTING] = direct_pointing,
    [SUDOKU_DIRECT_CLAIMING] = direct_claiming,
    [SUDOKU_DIRECT_HIDDEN_PAIR] = direct_hidden_pair,
    [SUDOKU_NAKED_SINGLE] = sudoku_rate_naked_singles,
    [SUDOKU_DIRECT_HIDDEN_TRIPLE] = direct_hidden_triple,
    [SUDOKU_POINTING] = pointing,
    [SUDOKU_CLAIMING] = claiming,
    [SUDOKU_NAKED_PAIR] = naked_pair,
    [SUDOKU_X_WING] = x_wing,
    [SUDOKU_HIDDEN_PAIR] = hidden_pair,
    [SUDOKU_NAKED_TRIPLE] = naked_triple,
    [SUDOKU_SWORDFISH] = swordfish,
    [SUDOKU_HIDDEN_TRIPLE] = hidden_triple,
    [SUDOKU_XY_WING] = xy_wing,
    [SUDOKU_XYZ_WING] = xyz_wing,
    [SUDOKU_UNIQUE_RECTANGLE] = sudoku_rate_unique_loops,
    [SUDOKU_NAKED_QUAD] = naked_quad,
    [SUDOKU_JELLYFISH] = jellyfish,
    [SUDOKU_HIDDEN_QUAD] = hidden_quad,
    [SUDOKU_BUG] = sudoku_rate_bug,
    [SUDOKU_ALIGNED_PAIR] = sudoku_rate_aligned_pairs,
    [SUDOKU_X_CYCLE] = x_and_xy_chains,
    [SUDOKU_Y_CYCLE] = NULL,
    [SUDOKU_X_CHAIN] = NULL,
    [SUDOKU_XY_CYCLE] = NULL,
    [SUDOKU_XY_CHAIN] = NULL,
    [SUDOKU_ALIGNED_TRIPLE] = sudoku_rate_aligned_triples,
    [SUDOKU_NISHIO] = sudoku_rate_nishio,
    [SUDOKU_CELL_FORCING_CHAIN] = sudoku_rate_multiple_chains,
    [SUDOKU_REGION_FORCING_CHAIN] = NULL,
    [SUDOKU_FORCING_CHAIN] = sudoku_rate_dynamic_chains,
    [SUDOKU_FORCING_CHAIN_PLUS] = sudoku_rate_dynamic_plus,
    [SUDOKU_NESTED_FORCING_CHAIN] = sudoku_rate_nested_chains,
    [SUDOKU_TRIAL] = sudoku_rate_trial,
};
_Static_assert(sizeof rungs / sizeof rungs[0] == SUDOKU_TECHNIQUES,
               "one rung for each technique of rate.h");

/* One step: the first rung, in the table's order, that makes progress.
 * Gives up (s->over) at a rung heavier than s->cap: the rungs after it,
 * no lighter, would be too; and once a rung saw that the position has no
 * solution (s->broken: the singles look at every cell and house), so that
 * no heavier step is taken on a position known to be wrong, as the rating
 * of sudoku_rate_score, which takes steps in bulk, does not either. */
static int rate_step(struct rate *s)
{
    int t;

    for (t = 0; t < SUDOKU_TECHNIQUES; t++) {
        if (rungs[t] == NULL)
            continue;
        if (sudoku_rate_weight((enum sudoku_technique)t) > s->cap) {
            s->over = 1;
            return 0;
        }
        if (rungs[t](s))
            return 1;
        if (s->broken)
            return 0;
    }
    return 0;
}

static enum sudoku_level level_of(double score, int trial_used)
{
    if (trial_used)
        return SUDOKU_LEVEL_TRIAL;
    if (score <= 1.5)
        return SUDOKU_LEVEL_EASY;
    if (score <= 2.5)
        return SUDOKU_LEVEL_MEDIUM;
    if (score <= 4.4)
        return SUDOKU_LEVEL_HARD;
    if (score < 6.5)
        return SUDOKU_LEVEL_EXPERT;
    return SUDOKU_LEVEL_EXTREME;
}

/* The ladder, up to cap; `text` (TEXT_MAX bytes) holds each step's text
 * for the watcher and `show` what a picture of it needs; both are NULL
 * when there is no watcher. */
static int rate_capped(const sudoku_board *puzzle, double cap, int batch,
                       struct sudoku_rating *rating, sudoku_step_fn *watch,
                       void *context, char *text, struct rate_show *show)
{
    struct rate s;

    memset(rating, 0, sizeof *rating);
    sudoku_rate_setup(&s, puzzle);
    s.rating = rating;
    s.text = text;
    s.show = show;
    s.cap = cap;
    s.watch = watch;
    s.context = context;
    s.batch = batch;
    while (s.left > 0 && !s.broken && rate_step(&s))
        ;
    rating->solved = s.left == 0 && !s.broken;
    if (s.over && rating->score <= cap)
        rating->score = cap + 0.1; /* more than cap: how much is unknown */
    rating->level = level_of(rating->score, rating->count[SUDOKU_TRIAL] > 0);
    return rating->solved;
}

/* A watched rating, with room for the steps' text and pictures: a frame
 * of its own, so that an unwatched one does not carry it on the stack. */
static int rate_watched(const sudoku_board *puzzle,
                        struct sudoku_rating *rating, sudoku_step_fn *watch,
                        void *context)
{
    char text[TEXT_MAX];
    struct rate_show show;

    return rate_capped(puzzle, 100.0, 0, rating, watch, context, text, &show);
}

int sudoku_rate(const sudoku_board *puzzle, struct sudoku_rating *rating,
                sudoku_step_fn *watch, void *context)
{
    if (watch != NULL)
        return rate_watched(puzzle, rating, watch, context);
    return rate_capped(puzzle, 100.0, 0, rating, NULL, NULL, NULL, NULL);
}

int sudoku_rate_score(const sudoku_board *puzzle, struct sudoku_rating *rating)
{
    return rate_capped(puzzle, 100.0, 1, rating, NULL, NULL, NULL, NULL);
}

int sudoku_rate_capped(const sudoku_board *puzzle, double cap,
                       struct sudoku_rating *rating)
{
    return rate_capped(puzzle, cap, 1, rating, NULL, NULL, NULL, NULL);
}

/* The solution is found in a frame without the forcing[] of
 * sudoku_rate_forcing_solve. */
int sudoku_rate_without_trial(const sudoku_board *puzzle)
{
    struct rate s;

    sudoku_rate_setup(&s, puzzle);
    sudoku_rate_track_start(&s);
    if (!s.broken)
        sudoku_rate_find_truth(&s);
    return sudoku_rate_forcing_solve(&s, truth_of(&s));
}

/* ---- Hints ----------------------------------------------------------------
 */

/* The watcher of a hint: keeps the first step it sees in the hint. */
static void hint_keep_first(void *context, const struct sudoku_step *step)
{
    struct sudoku_hint *hint = context;
    size_t n = (size_t)step->n_removed;

    if (hint->step.text != NULL)
        return;
    hint->step = *step;
    memcpy(hint->text, step->text, strlen(step->text) + 1);
    memcpy(hint->removed_cell, step->removed_cell, n);
    memcpy(hint->removed_digit, step->removed_digit, n);
    hint->step.text = hint->text;
    hint->step.removed_cell = hint->removed_cell;
    hint->step.removed_digit = hint->removed_digit;
    /* A hint keeps no picture. */
    hint->step.values = NULL;
    hint->step.marks = hint->step.used = NULL;
    hint->step.houses = 0;
    hint->step.n_links = 0;
    hint->step.links = NULL;
}

/* Takes from each empty cell of *s the candidates its marks lack; returns
 * the first cell whose marks lack its digit of `truth`, or -1. */
static int hint_apply_marks(struct rate *s, const unsigned short *marks,
                            const sudoku_board *truth)
{
    int cell;
    unsigned m;

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        if (s->value[cell] == 0 && !(marks[cell] >> truth->cell[cell] & 1))
            return cell;
    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        for (m = s->cand[cell] & ~(unsigned)marks[cell]; m; m &= m - 1)
            drop(s, cell, lowest(m));
    return -1;
}

/* The step from *position, its marks (when not NULL) applied, kept in
 * *hint; returns the first cell whose marks lack its digit of `truth`,
 * or -1. */
static int hint_climb(const sudoku_board *position, const unsigned short *marks,
                      const sudoku_board *truth, struct sudoku_hint *hint)
{
    struct rate s;
    struct sudoku_rating rating;
    char text[TEXT_MAX];
    int wrong;

    sudoku_rate_setup(&s, position);
    if (marks != NULL && (wrong = hint_apply_marks(&s, marks, truth)) >= 0)
        return wrong;
    memset(&rating, 0, sizeof rating);
    s.rating = &rating;
    s.text = text;
    s.watch = hint_keep_first;
    s.context = hint;
    rate_step(&s);
    return -1;
}

enum sudoku_hint_status sudoku_rate_hint(const sudoku_board *position,
                                         const unsigned short *marks,
                                         struct sudoku_hint *hint)
{
    sudoku_board truth;
    unsigned count = sudoku_solve(position, 2, &truth, NULL);
    int wrong;

    memset(&hint->step, 0, sizeof hint->step);
    hint->step.cell = -1;
    hint->text[0] = '\0';
    if (count == 0)
        return SUDOKU_HINT_NO_SOLUTION;
    if (count > 1)
        return SUDOKU_HINT_SEVERAL;
    if (memchr(position->cell, 0, sizeof position->cell) == NULL)
        return SUDOKU_HINT_SOLVED;
    wrong = hint_climb(position, marks, &truth, hint);
    if (wrong >= 0) {
        hint->step.cell = wrong;
        hint->step.digit = truth.cell[wrong];
        return SUDOKU_HINT_WRONG_MARK;
    }
    /* A position with one solution always has a step: trial's, at last. */
    return hint->step.text != NULL ? SUDOKU_HINT_STEP : SUDOKU_HINT_SEVERAL;
}
