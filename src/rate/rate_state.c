/*
 * rate_state.c - the rater's state: set up, tracked, solved, and each step
 * told.
 *
 * The state of a puzzle as the ladder starts it (the givens placed and
 * the candidates they leave), the tracking of what the singles look for
 * once the ladder is past them, the puzzle's one solution for the
 * searches that may skip its candidates, and the end of each step: its
 * text, in the community's notation, the count and the watcher.  The
 * operations that the techniques apply to the state on their hot paths
 * (placing, removing) are static inline in rate_internal.h; no technique
 * is here.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "rate/rate_internal.h"
#include "sudoku/solve.h"

/* Sets *s up with the givens of *puzzle placed (s->broken when they
 * clash); no rating, watcher or room yet. */
void sudoku_rate_setup(struct rate *s, const sudoku_board *puzzle)
{
    int cell, k;

    /* What placing the givens one by one would leave, built at once: a
     * given clashes when its house holds its digit already, and an empty
     * cell keeps what its houses do not hold. */
    memset(s->value, 0, sizeof s->value);
    s->loop_known = 0;
    memset(s->placed, 0, sizeof s->placed);
    memset(s->pos, 0, sizeof s->pos);
    memset(s->fruitless, 0, sizeof s->fruitless);
    memset(s->fish_fruitless, 0, sizeof s->fish_fruitless);
    s->left = SUDOKU_CELLS;
    s->broken = 0;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int d = puzzle->cell[cell];

        if (d == 0)
            continue;
        for (k = 0; k < 3; k++) {
            unsigned short *held = &s->placed[houses_of(cell, k)];

            if (*held & (1u << d))
                s->broken = 1;
            *held = (unsigned short)(*held | 1u << d);
        }
        s->value[cell] = (unsigned char)d;
        s->left--;
    }
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        unsigned m = 0;

        if (s->value[cell] == 0) {
            m = ALL_DIGITS & ~(s->placed[houses_of(cell, 0)] |
                               s->placed[houses_of(cell, 1)] |
                               s->placed[houses_of(cell, 2)]);
            if (m == 0)
                s->broken = 1;
        }
        s->cand[cell] = (unsigned short)m;
        for (; m; m &= m - 1)
            for (k = 0; k < 3; k++)
                s->pos[houses_of(cell, k)][lowest(m)] |=
                    (unsigned short)(1u << houses_index(cell, k));
    }
    s->rating = NULL;
    s->text = NULL;
    s->show = NULL;
    s->cap = 100.0;
    s->over = 0;
    s->batch = 0;
    s->track = 0;
    s->truth_known = 0;
    memset(s->dirty, 0, sizeof s->dirty);
    s->watch = NULL;
    s->context = NULL;
    s->n_removed = 0;
    s->placed_cell = -1;
    s->placed_digit = 0;
    s->text_len = 0;
}

/* Sets s->few and s->hot up from the candidates, and keeps them from now
 * on. */
void sudoku_rate_track_start(struct rate *s)
{
    int cell, h;

    memset(s->few, 0, sizeof s->few);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        unsigned c = s->cand[cell];

        if (s->value[cell] == 0 && !(c & (c - 1)))
            s->few[cell / 27] |= 1u << cell % 27;
    }
    for (h = 0, s->hot_houses = 0; h < 27; h++) {
        unsigned left;

        s->hot[h] = 0;
        for (left = ALL_DIGITS & ~s->placed[h]; left; left &= left - 1) {
            unsigned m = where(s, h, lowest(left));

            if (!(m & (m - 1)))
                s->hot[h] |= (unsigned short)(1u << lowest(left));
        }
        if (s->hot[h] != 0)
            s->hot_houses |= 1u << h;
    }
    s->track = 1;
}

/* Finds the puzzle's one solution into s->truth, the first time, unless
 * it has none or several.  The digits placed so far have the puzzle's
 * solutions, as every step is sound; and no sound step removes a
 * candidate of the one solution, so the chain and forcing searches need
 * not start from one.  The ladder asks, outside their large frames, when
 * only the score is wanted: the steps shown (sudoku_rate) come from
 * every candidate, and check_rate compares the two. */
void sudoku_rate_find_truth(struct rate *s)
{
    if (s->truth_known == 0) {
        sudoku_board b, one;

        memcpy(b.cell, s->value, sizeof b.cell);
        s->truth_known = sudoku_solve_any(&b, 2, &one, NULL) == 1 ? 1 : -1;
        if (s->truth_known > 0)
            memcpy(s->truth, one.cell, sizeof s->truth);
    }
}

void sudoku_rate_text_add(struct rate *s, const char *fmt, ...)
{
    va_list ap;
    int n;

    if (s->watch == NULL || s->text_len >= TEXT_MAX - 1)
        return;
    va_start(ap, fmt);
    n = vsnprintf(s->text + s->text_len, TEXT_MAX - s->text_len, fmt, ap);
    va_end(ap);
    if (n > 0)
        s->text_len += (size_t)n < TEXT_MAX - s->text_len
                           ? (size_t)n
                           : TEXT_MAX - 1 - s->text_len;
}

void sudoku_rate_text_cell(struct rate *s, int cell)
{
    sudoku_rate_text_add(s, "r%dc%d", geometry_row[cell] + 1,
                         geometry_col[cell] + 1);
}

/* "r1c2,r1c5<>3" for what the step removed, grouped by digit. */
void sudoku_rate_text_removed(struct rate *s)
{
    int d, i, first_digit = 1;

    for (d = 1; d <= 9; d++) {
        int first = 1;

        for (i = 0; i < s->n_removed; i++) {
            if (s->removed_digit[i] != d)
                continue;
            sudoku_rate_text_add(s, first ? (first_digit ? "" : ", ") : ",");
            sudoku_rate_text_cell(s, s->removed_cell[i]);
            first = first_digit = 0;
        }
        if (!first)
            sudoku_rate_text_add(s, "<>%d", d);
    }
}

/* Hands the step made to the watcher and counts it. */
void sudoku_rate_step_end(struct rate *s, enum sudoku_technique t, double score)
{
    struct sudoku_rating *r = s->rating;

    if (score > r->score)
        r->score = score;
    if (r->steps == 0)
        r->diamond = r->score;
    if (r->pearl == 0.0 && s->placed_cell >= 0)
        r->pearl = r->score;
    r->count[t]++;
    r->steps++;
    if (s->watch != NULL) {
        struct sudoku_step step;

        step.technique = t;
        step.score = score;
        step.text = s->text;
        step.cell = s->placed_cell;
        step.digit = s->placed_digit;
        step.n_removed = s->n_removed;
        step.removed_cell = s->removed_cell;
        step.removed_digit = s->removed_digit;
        step.values = s->show != NULL ? s->show->values : NULL;
        step.marks = s->show != NULL ? s->show->marks : NULL;
        step.used = s->show != NULL ? s->show->used : NULL;
        step.houses = s->show != NULL ? s->show->houses : 0;
        step.n_links = s->show != NULL ? s->show->n_links : 0;
        step.links = s->show != NULL ? s->show->links : NULL;
        s->watch(s->context, &step);
    }
}
