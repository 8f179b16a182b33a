/*
 * rate_forcing.c - trial, and the search of sudoku_rate_without_trial.
 *
 * Trial, the ladder's last rung: a candidate the solver shows has no
 * solution.  The search of sudoku_rate_without_trial, which needs no
 * rating: an assumption followed by every single (and, silently, every
 * intersection) it brings; a candidate whose assumption breaks goes, and
 * a digit that every candidate of a cell, or every place of a digit in a
 * house, leads to is placed.  The ladder's chains, SE's, are in
 * chain_cycles.c and chain_multiple.c.
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
 * (sudoku_rate_track_start); returns 0 on a contradiction.  `quiet` as
 * for sudoku_rate_silent_intersections. */
static int follow_singles(struct rate *s, int quiet)
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
            progress = 1;
        }
        for (h = next_hot(s, 0); h >= 0; h = next_hot(s, h + 1))
            for (d = 0; (more = s->hot[h] & ~((2u << d) - 1)) != 0;) {
                unsigned m = where(s, h, d = lowest(more));

                if (m == 0)
                    return 0;
                place(s, houses_cell(h, lowest(m)), d);
                progress = 1;
            }
        if (s->broken)
            return 0;
        if (!progress)
            progress = sudoku_rate_silent_intersections(s, quiet);
    }
    return !s->broken;
}

/* What assuming one candidate brings by singles. */
struct forcing {
    unsigned char value[SUDOKU_CELLS]; /* as placed after the singles */
    unsigned char broken;              /* a contradiction */
};

/* Assumes d on cell in a copy of s and follows the singles into *f.
 * sudoku_rate_silent_intersections has nothing to remove in s. */
static void forcing_follow(const struct rate *s, int cell, int d,
                           struct forcing *f)
{
    struct rate copy = *s; /* at once: cheaper than field by field */

    copy.track = 1;
    memset(copy.dirty, 0, sizeof copy.dirty);
    copy.broken = 0;
    copy.watch = NULL;
    copy.batch = 0;
    place(&copy, cell, d);
    f->broken = (unsigned char)!follow_singles(&copy, 1);
    memcpy(f->value, copy.value, sizeof f->value);
}

/* Follows, into f[cell * 9 + d - 1], each unsolved cell's digit d of the
 * one solution (truth, or none when NULL): the breaking search passes
 * them over, as they never break, and the cell and region forcing read
 * every candidate's follow. */
static void follow_truth(const struct rate *s, const unsigned char *truth,
                         struct forcing *f)
{
    int cell;

    for (cell = 0; cell < SUDOKU_CELLS && truth != NULL; cell++)
        if (s->value[cell] == 0)
            forcing_follow(s, cell, truth[cell],
                           &f[cell * 9 + truth[cell] - 1]);
}

/* A digit every branch of a group places on the same cell: the branches
 * are the candidates of one cell (cell forcing) or the places of one
 * digit in a house (region forcing), none of them broken.  Returns the
 * cell, with *digit, or -1. */
static int forcing_common(const struct rate *s, struct forcing *const *branch,
                          int n, int *digit)
{
    int x, i;

    for (i = 0; i < n; i++)
        if (branch[i]->broken)
            return -1;
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
                        int *digit)
{
    struct forcing *branch[9];
    unsigned m = s->cand[cell];
    int n = 0;

    if (bits_count10[m] < 2)
        return -1;
    for (; m; m &= m - 1)
        branch[n++] = &f[cell * 9 + lowest(m) - 1];
    return forcing_common(s, branch, n, digit);
}

/* forcing_common over the places of digit d in house h; -1 when it has
 * fewer than two. */
static int forcing_region(const struct rate *s, struct forcing *f, int h, int d,
                          int *digit)
{
    struct forcing *branch[9];
    unsigned m = where(s, h, d);
    int n = 0;

    if (bits_count10[m] < 2)
        return -1;
    for (; m; m &= m - 1)
        branch[n++] = &f[houses_cell(h, lowest(m)) * 9 + d - 1];
    return forcing_common(s, branch, n, digit);
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
        int cell, d, h, progress = 0;

        if (s->broken || !follow_singles(s, 0))
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
                forcing_follow(s, cell, d, f);
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
            int x, v;

            if ((x = forcing_cell(s, forcing, cell, &v)) >= 0) {
                place(s, x, v);
                progress = 1;
            }
        }
        for (h = 0; h < 27 && !progress; h++)
            for (d = 1; d <= 9 && !progress; d++) {
                int x, v;

                if ((x = forcing_region(s, forcing, h, d, &v)) >= 0) {
                    place(s, x, v);
                    progress = 1;
                }
            }
        if (!progress)
            return 0;
    }
}
