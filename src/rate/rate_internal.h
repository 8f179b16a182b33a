/*
 * rate_internal.h - what the files of the rater share.
 *
 * The rater solves on candidates, step by step, as a person does, and
 * rates the hardest step (see rate_ladder.c).  It works on one state, a
 * value on the stack (struct rate), and prints nothing; only the nested
 * forcing chains take memory from the heap (chain/chain_nested.c), and
 * give it back.  Its files, in layers, each using only those below it:
 *
 *   rate_ladder.c          the ladder: the rung of each technique, the
 *                          climb, and the functions of sudoku/rate.h
 *   rate_forcing.c         trial, and the search of
 *                          sudoku_rate_without_trial
 *   the families:
 *   rate_singles.c         full houses, hidden singles, naked singles
 *   rate_intersections.c   pointing and claiming, and their direct forms
 *   rate_subsets.c         naked and hidden subsets, direct hidden ones
 *   rate_fish.c            X-wing, swordfish, jellyfish
 *   rate_wings.c           XY-wing, XYZ-wing
 *   rate_unique.c          unique rectangles and loops, BUG
 *   rate_aligned.c         aligned pair and triple exclusion
 *   chain/                 SE's chains: cycles and forcing chains (6.5
 *                          to 7.0), Nishio, cell and region, dynamic and
 *                          (+) forcing chains (7.5 to 9.0 and up), nested
 *                          ones of levels 2 to 5 (9.5 to 11.0 and up);
 *                          its own layers in chain/chain.h
 *   at the bottom:
 *   rate_table.c           each technique's name and weight
 *   rate_state.c           the state set up from a puzzle, the tracking
 *                          of singles, the solution, a step's text
 *
 * Here: the state, the operations on it that the hot paths of several
 * files share (static inline, so that each file keeps them inlined), and
 * the functions that cross files.  The judge build (the single file for
 * online judges) leaves the rater out.
 */
#ifndef SUDOKU_RATE_INTERNAL_H
#define SUDOKU_RATE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "base/bits.h"
#include "base/bits_count.h"
#include "base/internal.h"
#include "board/houses.h"
#include "sudoku/rate.h"

#define ALL_DIGITS 0x3FEu         /* bits 1..9 */
#define TEXT_MAX SUDOKU_HINT_TEXT /* a step's text; a hint holds any */

/* The lowest bit of a mask, which the name assumes is not 0. */
static inline int lowest(unsigned x)
{
    return bits_ctz_nonzero(x);
}

/* ---- The state --------------------------------------------------------- */

/* What a picture of the step being made needs (struct sudoku_step's
 * values to links), kept only when the steps are watched. */
struct rate_show {
    unsigned char values[SUDOKU_CELLS];
    unsigned short marks[SUDOKU_CELLS];
    unsigned short used[SUDOKU_CELLS];
    unsigned long houses;
    int n_links;
    struct sudoku_link links[SUDOKU_STEP_LINKS];
    /* A chain search's best hint so far, for the step that applies it
     * (chain_show.c): its links, and the candidates digits of cell
     * and the house (-1 for none) its picture marks as used. */
    int n_chain;
    struct sudoku_link chain[SUDOKU_STEP_LINKS];
    int chain_cell, chain_house;
    unsigned chain_digits;
};

struct rate {
    unsigned short cand[SUDOKU_CELLS]; /* 0 for a solved cell */
    unsigned char value[SUDOKU_CELLS];
    /* The same candidates by house: where digit d can go in house h, as a
     * mask of the house's indexes, and the digits placed in each house. */
    unsigned short pos[27][10];
    unsigned short placed[27];
    /* Per subset rung (subset_rung), the house_mark of each house when
     * the rung last looked at it and found nothing. */
    unsigned char fruitless[8][27];
    /* Per fish rung (size 2, 3, 4), one more than the candidates a digit
     * had when the rung last found nothing for it. */
    unsigned char fish_fruitless[3][10];
    /* What the singles look for, kept as candidates go once `track` is
     * set (sudoku_rate_track_start): the unsolved cells with one candidate or
     * none (a set of cells, see peers_of), and each house's missing digits with
     * one place or none.  A puzzle that singles solve never pays for it. */
    uint32_t few[3];
    unsigned short hot[27];
    uint32_t hot_houses; /* the houses whose hot is not 0 */
    int track;
    /* Per house, while tracked, the digits whose places changed since
     * sudoku_rate_silent_intersections last looked (cleared in each forcing
     * copy). */
    unsigned short dirty[27];
    /* The puzzle's one solution (sudoku_rate_find_truth), once asked for. */
    unsigned char truth[SUDOKU_CELLS];
    int truth_known; /* 0 not yet, 1 in truth[], -1 none or several */
    /* What the last search for unique loops saw (rate_unique.c): the
     * candidates then (when loop_known), and the pairs of digits (bit
     * loop_pair_bit) that made no closed loop on them. */
    unsigned short loop_cand[SUDOKU_CELLS];
    uint64_t loopless;
    int loop_known;
    int left;
    int broken; /* a cell or a house with no way left */
    struct sudoku_rating *rating;
    sudoku_step_fn *watch;
    void *context;
    /* The step being made: what it removes and, when watched, its text. */
    unsigned char removed_cell[SUDOKU_CELLS * 9];
    unsigned char removed_digit[SUDOKU_CELLS * 9];
    int n_removed;
    int placed_cell, placed_digit;
    size_t text_len;
    char *text; /* TEXT_MAX bytes, when watched */
    struct rate_show *show; /* when watched, else NULL */
    double cap; /* stop before a rung heavier than this */
    int over;   /* stopped so */
    int batch;  /* only the rating is asked for: see takes_all */
};

static inline void step_begin(struct rate *s)
{
    s->n_removed = 0;
    s->placed_cell = -1;
    s->placed_digit = 0;
    s->text_len = 0;
    if (s->text != NULL)
        s->text[0] = '\0';
    if (s->show != NULL) {
        memcpy(s->show->values, s->value, sizeof s->show->values);
        memcpy(s->show->marks, s->cand, sizeof s->show->marks);
        memset(s->show->used, 0, sizeof s->show->used);
        s->show->houses = 0;
        s->show->n_links = 0;
    }
}

/* For the picture of the step: its pattern uses the candidates `digits`
 * of cell (those the cell had), and names house h. */
static inline void show_use(struct rate *s, int cell, unsigned digits)
{
    if (s->show != NULL)
        s->show->used[cell] |= (unsigned short)(digits & s->show->marks[cell]);
}

static inline void show_house(struct rate *s, int h)
{
    if (s->show != NULL)
        s->show->houses |= 1ul << h;
}

/* House h loses place i of digit d; `track` as for drop_in. */
static inline void lose(struct rate *s, int h, int i, int d, const int track)
{
    unsigned left = s->pos[h][d] &= (unsigned short)~(1u << i);

    if (track && !(left & (left - 1))) {
        s->hot[h] |= (unsigned short)(1u << d);
        s->hot_houses |= 1u << h;
    }
    if (track)
        s->dirty[h] |= (unsigned short)(1u << d);
}

/* Takes d from the candidates of cell, and from its houses' positions
 * but that of kind `skip` (0 row, 1 column, 2 box; -1 for none); with
 * `track` (a constant), keeps few, hot, hot_houses and dirty too
 * (sudoku_rate_track_start).  Returns the candidates left. */
static inline unsigned drop_in(struct rate *s, int cell, int d, int skip,
                               const int track)
{
    unsigned c = s->cand[cell] &= (unsigned short)~(1u << d);
    int k;

    for (k = 0; k < 3; k++)
        if (k != skip)
            lose(s, houses_of(cell, k), houses_index(cell, k), d, track);
    if (track && !(c & (c - 1)))
        s->few[cell / 27] |= 1u << cell % 27;
    return c;
}

static inline void drop(struct rate *s, int cell, int d)
{
    if (s->track)
        drop_in(s, cell, d, -1, 1);
    else
        drop_in(s, cell, d, -1, 0);
}

static inline void remove_candidate(struct rate *s, int cell, int d)
{
    if (!(s->cand[cell] & (1u << d)))
        return;
    drop(s, cell, d);
    s->removed_cell[s->n_removed] = (unsigned char)cell;
    s->removed_digit[s->n_removed] = (unsigned char)d;
    s->n_removed++;
    if (s->cand[cell] == 0)
        s->broken = 1;
}

/* Places d on cell and takes d from the cell's peers; `track` as for
 * drop_in.  A peer met in the cell's house of kind k keeps its place there
 * until the end, when the cell's houses lose every place of d at once. */
static inline void place_in(struct rate *s, int cell, int d, const int track)
{
    unsigned m;
    int k;

    for (m = s->cand[cell] & ~(1u << d); m; m &= m - 1) {
        int e = lowest(m);

        for (k = 0; k < 3; k++)
            lose(s, houses_of(cell, k), houses_index(cell, k), e, track);
    }
    s->cand[cell] = 0;
    s->value[cell] = (unsigned char)d;
    s->left--;
    for (k = 0; k < 3; k++) {
        int h = houses_of(cell, k);

        s->placed[h] |= (unsigned short)(1u << d);
        for (m = s->pos[h][d] & ~(1u << houses_index(cell, k)); m; m &= m - 1)
            if (drop_in(s, houses_cell(h, lowest(m)), d, k, track) == 0)
                s->broken = 1;
    }
    for (k = 0; k < 3; k++) {
        int h = houses_of(cell, k);

        s->pos[h][d] = 0;
        if (track && (s->hot[h] &= (unsigned short)~(1u << d)) == 0)
            s->hot_houses &= ~(1u << h);
    }
    if (track)
        s->few[cell / 27] &= ~(1u << cell % 27);
    if (s->placed_cell < 0) {
        s->placed_cell = cell;
        s->placed_digit = d;
    }
}

static inline void place(struct rate *s, int cell, int d)
{
    if (s->track)
        place_in(s, cell, d, 1);
    else
        place_in(s, cell, d, 0);
}

/* The first cell of s->few after `after`, or -1. */
static inline int next_few(const struct rate *s, int after)
{
    int b = (after + 1) / 27, i = (after + 1) % 27;

    for (; b < 3; b++, i = 0) {
        uint32_t m = s->few[b] & ~0u << i;

        if (m != 0)
            return b * 27 + lowest(m);
    }
    return -1;
}

/* The positions of digit d in house h, as a 9-bit mask of house indexes. */
static inline unsigned where(const struct rate *s, int h, int d)
{
    return s->pos[h][d];
}

/* Whether house h holds digit d placed. */
static inline int holds(const struct rate *s, int h, int d)
{
    return (s->placed[h] >> d) & 1;
}

/* The houses in SE's order (full houses, subsets): boxes, columns, rows. */
static inline int se_house(int i)
{
    return i < 9 ? 18 + i : i < 18 ? i : i - 18;
}

/* For SE's direct forms: the cell where digit d is left one place in house
 * x once its places `gone` (a mask of x's indexes) go, when it had more;
 * or -1. */
static inline int left_single(const struct rate *s, int x, int d, unsigned gone)
{
    unsigned m = where(s, x, d), rest = m & ~gone;

    return bits_count10[m] > 1 && bits_count10[rest] == 1
               ? houses_cell(x, lowest(rest))
               : -1;
}

/* s->truth once found, else NULL. */
static inline const unsigned char *truth_of(const struct rate *s)
{
    return s->truth_known > 0 ? s->truth : NULL;
}

/* ---- Across files ------------------------------------------------------ */

/* rate_table.c: the weight of technique t on SE's scale
 * (for a chain, the least: its length adds to it). */
SUDOKU_PRIVATE double sudoku_rate_weight(enum sudoku_technique t);

/* Whether the rung of technique t applies all it finds in one scan
 * rather than its first find: when only the rating is asked for and its
 * weight is no more than the rating so far. */
static inline int takes_all(const struct rate *s, enum sudoku_technique t)
{
    return s->batch && sudoku_rate_weight(t) <= s->rating->score + 1e-9;
}

/* rate_state.c: the state of a puzzle (sudoku_rate_setup), the tracking
 * of what singles look for (sudoku_rate_track_start), the solution
 * (sudoku_rate_find_truth), a step's text and its end. */
SUDOKU_PRIVATE void sudoku_rate_setup(struct rate *s,
                                      const sudoku_board *puzzle);
SUDOKU_PRIVATE void sudoku_rate_track_start(struct rate *s);
SUDOKU_PRIVATE void sudoku_rate_find_truth(struct rate *s);
SUDOKU_PRIVATE void sudoku_rate_text_add(struct rate *s, const char *fmt, ...);
SUDOKU_PRIVATE void sudoku_rate_text_cell(struct rate *s, int cell);
SUDOKU_PRIVATE void sudoku_rate_text_removed(struct rate *s);
SUDOKU_PRIVATE void sudoku_rate_step_end(struct rate *s,
                                         enum sudoku_technique t, double score);

/* The rungs, each in the file of its family: each applies the easiest
 * step it finds (or, when takes_all, all it finds) and returns 1, or
 * returns 0 when it finds none. */
SUDOKU_PRIVATE int sudoku_rate_full_houses(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_hidden_singles(struct rate *s, int from, int to,
                                              enum sudoku_technique t);
SUDOKU_PRIVATE int sudoku_rate_naked_singles(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_intersections(struct rate *s, int claiming,
                                             int direct);
SUDOKU_PRIVATE int sudoku_rate_subsets(struct rate *s, int size, int hidden,
                                       int direct, enum sudoku_technique t);
SUDOKU_PRIVATE int sudoku_rate_fish(struct rate *s, int size,
                                    enum sudoku_technique t);
SUDOKU_PRIVATE int sudoku_rate_wings(struct rate *s, int xyz);
SUDOKU_PRIVATE int sudoku_rate_unique_loops(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_bug(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_aligned_pairs(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_aligned_triples(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_cycles(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_nishio(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_multiple_chains(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_dynamic_chains(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_dynamic_plus(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_nested_chains(struct rate *s);
SUDOKU_PRIVATE int sudoku_rate_trial(struct rate *s);

/* rate_intersections.c: removes, without a step, what every pointing and
 * claiming allows, for the search of rate_forcing.c. */
SUDOKU_PRIVATE int sudoku_rate_silent_intersections(struct rate *s, int quiet);

/* rate_forcing.c: whether singles, intersections and forcing chains solve
 * *s (sudoku_rate_without_trial), truth its solution or NULL. */
SUDOKU_PRIVATE int sudoku_rate_forcing_solve(struct rate *s,
                                             const unsigned char *truth);

#endif /* SUDOKU_RATE_INTERNAL_H */
