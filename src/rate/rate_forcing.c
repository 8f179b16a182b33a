/*
 * rate_forcing.c - forcing chains, trial, and the search of
 * sudoku_rate_without_trial.
 *
 * An assumption followed by every single (and, silently, every
 * intersection) it brings: a candidate whose assumption breaks goes
 * (SE's dynamic forcing chains), and a digit that every candidate of a
 * cell, or every place of a digit in a house, leads to is placed (cell
 * and region forcing chains).  When none decides, trial: a candidate the
 * solver shows has no solution.  The same follows answer
 * sudoku_rate_without_trial, which needs no rating.  The chains of strong
 * links are in rate_chains.c.
 */
#include <string.h>

#include "rate/rate_internal.h"
#include "sudoku/solve.h"

/* The first house from `from` on whose s->hot is not 0, or -1. */
static int next_hot(const struct rate *s, int from)
{
    uint32_t m = s->hot_houses & ~((1u << from) - 1);

    return m != 0 ? lowest(m) : -1;
}

/* Places the singles that follow on a copy that keeps s->few and s->hot
 * (sudoku_rate_track_start), counting them; returns 0 on a contradiction.
 * Stops, returning 1, once the count passes `limit`.  `quiet` as for
 * sudoku_rate_silent_intersections. */
static int follow_singles(struct rate *s, int *count, int limit, int quiet)
{
    int progress = 1;

    while (progress && s->left > 0) {
        int cell, h, d;
        unsigned more;

        progress = 0;
        /* As a scan of every cell, then of every house and digit, would
         * meet them: in order, including what each placement makes. */
        for (cell = next_few(s, -1); cell >= 0; cell = next_few(s, cell)) {
            unsigned c = s->cand[cell];

            if (c == 0)
                return 0;
            place(s, cell, lowest(c));
            if (++*count > limit)
                return 1;
            progress = 1;
        }
        for (h = next_hot(s, 0); h >= 0; h = next_hot(s, h + 1))
            for (d = 0; (more = s->hot[h] & ~((2u << d) - 1)) != 0;) {
                unsigned m = where(s, h, d = lowest(more));

                if (m == 0)
                    return 0;
                place(s, houses_cell(h, lowest(m)), d);
                if (++*count > limit)
                    return 1;
                progress = 1;
            }
        if (s->broken)
            return 0;
        if (!progress)
            progress = sudoku_rate_silent_intersections(s, quiet);
    }
    return !s->broken;
}

/* What assuming one candidate brings by singles (sudoku_rate_forcing_chains).
 */
struct forcing {
    unsigned char value[SUDOKU_CELLS]; /* as placed after the singles */
    short count;                       /* singles that followed */
    unsigned char broken;              /* a contradiction */
};

/* Assumes d on cell in a copy of s and follows the singles into *f, up
 * to `limit` of them (the assumption is one).  sudoku_rate_silent_intersections
 * has nothing to remove in s. */
static void forcing_follow(const struct rate *s, int cell, int d, int limit,
                           struct forcing *f)
{
    struct rate copy = *s; /* at once: cheaper than field by field */
    int count = 1;

    copy.track = 1;
    memset(copy.dirty, 0, sizeof copy.dirty);
    copy.broken = 0;
    copy.watch = NULL;
    copy.batch = 0;
    place(&copy, cell, d);
    f->broken = (unsigned char)!follow_singles(&copy, &count, limit, 1);
    f->count = (short)count;
    memcpy(f->value, copy.value, sizeof f->value);
}

/* Follows, into f[cell * 9 + d - 1], each unsolved cell's digit d of the
 * one solution (truth, or none when NULL): the breaking search passes
 * them over, as they never break, and the cell and region forcing chains
 * read every candidate's follow. */
static void follow_truth(const struct rate *s, const unsigned char *truth,
                         struct forcing *f)
{
    int cell;

    for (cell = 0; cell < SUDOKU_CELLS && truth != NULL; cell++)
        if (s->value[cell] == 0)
            forcing_follow(s, cell, truth[cell], SUDOKU_CELLS,
                           &f[cell * 9 + truth[cell] - 1]);
}

/* A digit every branch of a group places on the same cell: the branches
 * are the candidates of one cell (cell forcing) or the places of one
 * digit in a house (region forcing), none of them broken.  Returns the
 * cell, with *digit and *length, or -1. */
static int forcing_common(const struct rate *s, struct forcing *const *branch,
                          int n, int *digit, int *length)
{
    int x, i;

    *length = 0;
    for (i = 0; i < n; i++) {
        if (branch[i]->broken)
            return -1;
        *length += branch[i]->count;
    }
    for (x = 0; x < SUDOKU_CELLS; x++) {
        int v = branch[0]->value[x];

        if (s->value[x] != 0 || v == 0)
            continue;
        for (i = 1; i < n && branch[i]->value[x] == v; i++)
            ;
        if (i == n) {
            *digit = v;
            return x;
        }
    }
    return -1;
}

/* forcing_common over the candidates of `cell`, f[] holding what each
 * candidate brings; -1 when it has fewer than two. */
static int forcing_cell(const struct rate *s, struct forcing *f, int cell,
                        int *digit, int *length)
{
    struct forcing *branch[9];
    unsigned m = s->cand[cell];
    int n = 0;

    if (bits_count10[m] < 2)
        return -1;
    for (; m; m &= m - 1)
        branch[n++] = &f[cell * 9 + lowest(m) - 1];
    return forcing_common(s, branch, n, digit, length);
}

/* forcing_common over the places of digit d in house h; -1 when it has
 * fewer than two. */
static int forcing_region(const struct rate *s, struct forcing *f, int h, int d,
                          int *digit, int *length)
{
    struct forcing *branch[9];
    unsigned m = where(s, h, d);
    int n = 0;

    if (bits_count10[m] < 2)
        return -1;
    for (; m; m &= m - 1)
        branch[n++] = &f[houses_cell(h, lowest(m)) * 9 + d - 1];
    return forcing_common(s, branch, n, digit, length);
}

/* The easiest forcing chain found so far: its kind, its rating, the
 * candidate it removes (a contradiction) or places (a cell or region
 * forcing chain), the singles it took, and where a cell or region forcing
 * chain starts (the cell, or h * 10 + d for digit d in house h). */
struct forcing_best {
    enum sudoku_technique t;
    double score;
    int cell, digit, length, from;
};

/* Keeps in *best the forcing chain of kind t, if easier. */
static void forcing_keep(struct forcing_best *best, enum sudoku_technique t,
                         int cell, int digit, int length, int from)
{
    double score =
        sudoku_rate_weight(t) + sudoku_rate_length_difficulty(length);

    if (score < best->score) {
        best->t = t;
        best->score = score;
        best->cell = cell;
        best->digit = digit;
        best->length = length;
        best->from = from;
    }
}

/* Follows the assumption of every candidate but those of the one solution
 * (truth), into f[], and keeps in *best the first of the shortest that end
 * in a contradiction.  Once one breaks, the others are followed only as
 * far as a shorter contradiction, of fewer tenths, could be, and not at
 * all when none could: the first of the shortest is taken, so the rest
 * cannot win.  Returns 1 when one broke. */
static int forcing_contradiction(const struct rate *s,
                                 const unsigned char *truth, struct forcing *f,
                                 struct forcing_best *best)
{
    int cell, d, limit = SUDOKU_CELLS; /* the singles worth following */

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        for (d = 1; d <= 9; d++) {
            struct forcing *fc = &f[cell * 9 + d - 1];

            /* Once limit is 0 a contradiction was found, and the cell and
             * region forcing chains, which read f[], are not looked for.
             * A candidate of the one solution leads to none: it is
             * followed only for those. */
            if (!(s->cand[cell] & (1u << d)) || limit == 0 ||
                (truth != NULL && truth[cell] == d))
                continue;
            forcing_follow(s, cell, d, limit, fc);
            if (!fc->broken)
                continue;
            forcing_keep(best, SUDOKU_FORCING_CHAIN, cell, d, fc->count, 0);
            /* Only a shorter contradiction, of fewer tenths, counts now:
             * the longest such, or none at all. */
            limit = sudoku_rate_length_below(fc->count);
        }
    return best->cell >= 0;
}

/* Keeps in *best the easiest cell forcing chain, then region forcing
 * chain, f[] holding what each candidate brings. */
static void forcing_common_best(const struct rate *s, struct forcing *f,
                                struct forcing_best *best)
{
    int cell, h, d, x, v, len;

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        if ((x = forcing_cell(s, f, cell, &v, &len)) >= 0)
            forcing_keep(best, SUDOKU_CELL_FORCING_CHAIN, x, v, len, cell);
    for (h = 0; h < 27; h++)
        for (d = 1; d <= 9; d++)
            if ((x = forcing_region(s, f, h, d, &v, &len)) >= 0)
                forcing_keep(best, SUDOKU_REGION_FORCING_CHAIN, x, v, len,
                             h * 10 + d);
}

/* For the picture of the step: where the forcing chain *best starts, the
 * assumption, every candidate of a cell or every place of a digit in a
 * house; and the cell it decides. */
static void forcing_show(struct rate *s, const struct forcing_best *best)
{
    int h = best->from / 10, d = best->from % 10;
    unsigned m;

    show_use(s, best->cell, 1u << best->digit);
    if (best->t == SUDOKU_CELL_FORCING_CHAIN)
        show_use(s, best->from, s->cand[best->from]);
    if (best->t != SUDOKU_REGION_FORCING_CHAIN)
        return;
    show_house(s, h);
    for (m = where(s, h, d); m; m &= m - 1)
        show_use(s, houses_cell(h, lowest(m)), 1u << d);
}

/* Makes the step of the forcing chain *best. */
static void forcing_step(struct rate *s, const struct forcing_best *best)
{
    step_begin(s);
    forcing_show(s, best);
    if (best->t == SUDOKU_FORCING_CHAIN) {
        remove_candidate(s, best->cell, best->digit);
        sudoku_rate_text_removed(s);
        sudoku_rate_text_add(s, " forcing chain: ");
        sudoku_rate_text_cell(s, best->cell);
        sudoku_rate_text_add(s, "=%d leads by %d singles to a contradiction",
                             best->digit, best->length);
    } else {
        place(s, best->cell, best->digit);
        sudoku_rate_text_cell(s, best->cell);
        if (best->t == SUDOKU_CELL_FORCING_CHAIN) {
            sudoku_rate_text_add(s, "=%d cell forcing chain: every digit of ",
                                 best->digit);
            sudoku_rate_text_cell(s, best->from);
        } else {
            sudoku_rate_text_add(
                s, "=%d region forcing chain: every place of %d in %s %d",
                best->digit, best->from % 10, houses_kind(best->from / 10),
                houses_number(best->from / 10));
        }
        sudoku_rate_text_add(s, " leads to it, by %d singles", best->length);
    }
    sudoku_rate_step_end(s, best->t, best->score);
}

/*
 * Forcing chains that follow every single an assumption brings (SE's
 * dynamic chains): a candidate whose assumption ends in a contradiction
 * goes (8.5 and up); else a cell whose every candidate, or a digit whose
 * every place in a house, leads to the same digit on some cell places it
 * (8.8 and up).  The shortest of the easiest kind is applied.
 */
int sudoku_rate_forcing_chains(struct rate *s)
{
    struct forcing f[SUDOKU_CELLS * 9]; /* read for candidates only */
    struct forcing_best best = {SUDOKU_FORCING_CHAIN, 100.0, -1, 0, 0, 0};
    const unsigned char *truth = truth_of(s);

    /* The follows keep few and hot from s's, which the ladder started. */
    if (!forcing_contradiction(s, truth, f, &best)) {
        follow_truth(s, truth, f);
        forcing_common_best(s, f, &best);
    }
    if (best.cell < 0)
        return 0;
    forcing_step(s, &best);
    return 1;
}

/* Trial: the first candidate, in the cells with fewest, that the solver
 * shows has no solution. */
int sudoku_rate_trial(struct rate *s)
{
    int size, cell;

    for (size = 2; size <= 9; size++)
        for (cell = 0; cell < SUDOKU_CELLS; cell++) {
            unsigned m = s->cand[cell];

            if (bits_count10[m] != size)
                continue;
            while (m) {
                int d = lowest(m), i;
                sudoku_board b, solution;

                m &= m - 1;
                for (i = 0; i < SUDOKU_CELLS; i++)
                    b.cell[i] = s->value[i];
                b.cell[cell] = (unsigned char)d;
                if (sudoku_solve(&b, 1, &solution, NULL) != 0)
                    continue;
                step_begin(s);
                show_use(s, cell, 1u << d);
                remove_candidate(s, cell, d);
                sudoku_rate_text_removed(s);
                sudoku_rate_text_add(s, " trial: ");
                sudoku_rate_text_cell(s, cell);
                sudoku_rate_text_add(s, "=%d has no solution", d);
                sudoku_rate_step_end(s, SUDOKU_TRIAL,
                                     sudoku_rate_weight(SUDOKU_TRIAL));
                return 1;
            }
        }
    return 0;
}

/*
 * Whether the ladder solves *puzzle without trial, found faster than by
 * rating it.  Every rung's removal is also one a forcing chain makes (the
 * assumption of what it removes, followed by singles, ends in a
 * contradiction: a chain's links, a subset's or a fish's cells, are
 * singles in that assumption), and the forcing chains only ever find
 * more once candidates go.  So, whatever the order of the steps, the
 * ladder ends where singles, intersections and forcing chains end, and
 * this takes them in the cheapest order: singles until stuck, then the
 * first candidate whose assumption breaks, else a cell or region forcing
 * chain.  With the puzzle's one solution known (`truth`), its candidates,
 * whose assumptions never break, are followed only when no other breaks,
 * for the cell and region forcing chains.
 */
int sudoku_rate_forcing_solve(struct rate *s, const unsigned char *truth)
{
    struct forcing forcing[SUDOKU_CELLS * 9];

    for (;;) {
        int count = 0, cell, d, h, progress = 0;

        if (s->broken || !follow_singles(s, &count, SUDOKU_CELLS, 0))
            return 0;
        if (s->left == 0)
            return 1;
        /* The singles stopped where no intersection removes more. */
        for (cell = 0; cell < SUDOKU_CELLS && !progress; cell++)
            for (d = 1; d <= 9 && !progress; d++) {
                struct forcing *f = &forcing[cell * 9 + d - 1];

                if (!(s->cand[cell] & (1u << d)) ||
                    (truth != NULL && truth[cell] == d))
                    continue;
                forcing_follow(s, cell, d, SUDOKU_CELLS, f);
                if (f->broken) {
                    drop(s, cell, d);
                    s->broken |= s->cand[cell] == 0;
                    progress = 1;
                }
            }
        /* No assumption breaks: every forcing[] is filled. */
        if (!progress)
            follow_truth(s, truth, forcing);
        for (cell = 0; cell < SUDOKU_CELLS && !progress; cell++) {
            int x, v, len;

            if ((x = forcing_cell(s, forcing, cell, &v, &len)) >= 0) {
                place(s, x, v);
                progress = 1;
            }
        }
        for (h = 0; h < 27 && !progress; h++)
            for (d = 1; d <= 9 && !progress; d++) {
                int x, v, len;

                if ((x = forcing_region(s, forcing, h, d, &v, &len)) >= 0) {
                    place(s, x, v);
                    progress = 1;
                }
            }
        if (!progress)
            return 0;
    }
}
