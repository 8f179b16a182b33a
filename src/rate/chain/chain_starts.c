/*
 * chain_starts.c - where a forcing chain inside a nested net can start.
 *
 * The searches of SE's first chain search on the net's grid were all
 * fruitless on the ladder's grid (the ladder would not be here else), so
 * a forcing chain there goes through a strong link that the net made: a
 * cell or a house that lost candidates and is left two.  SE's links come
 * in pairs (x implies y as not-y implies not-x), so a chain from "on" S
 * to "off" S through the link of a and b exists when "on" S leads to
 * "off" a and to "off" b, that is when "on" a and "on" b lead to "off" S;
 * and one from "off" S to "on" S when they lead to "on" S.  Which ends of
 * the net's links lead to each potential is found for all at once, a bit
 * an end, and the chains are searched from those starts only.
 */
#include <string.h>

#include "rate/chain/chain.h"

/* The index of the end `key`, added when new; -1 past 64 ends. */
static int end_of(struct chain_starts *w, int key)
{
    int i;

    for (i = 0; i < w->n_ends; i++)
        if (w->end[i] == key)
            return i;
    if (w->n_ends == 64)
        return -1;
    w->end[w->n_ends] = (unsigned short)key;
    return w->n_ends++;
}

/* The strong links the net made, as pairs of "on" keys: in houses, and
 * in cells too when `cells`. */
static void new_links(struct chain_starts *w, int cells)
{
    const struct rate *s = w->s, *g = w->g;
    int c, h, d;

    w->n_links = 0;
    for (c = 0; cells && c < SUDOKU_CELLS; c++) {
        unsigned m = g->cand[c];

        if (bits_count10[m] == 2 && m != s->cand[c]) {
            w->link[w->n_links][0] = (unsigned short)CH_KEY(c, lowest(m), 1);
            w->link[w->n_links++][1] =
                (unsigned short)CH_KEY(c, lowest(m & (m - 1)), 1);
        }
    }
    for (h = 0; h < 27; h++)
        for (d = 1; d <= 9; d++) {
            unsigned m = g->pos[h][d];

            if (bits_count10[m] == 2 && m != s->pos[h][d]) {
                w->link[w->n_links][0] =
                    (unsigned short)CH_KEY(houses_cell(h, lowest(m)), d, 1);
                w->link[w->n_links++][1] = (unsigned short)CH_KEY(
                    houses_cell(h, lowest(m & (m - 1))), d, 1);
            }
        }
}

/* The next links from *at into pair[], as many as 64 ends allow. */
static void links_group(struct chain_starts *w, int *at)
{
    w->n_ends = w->n_pairs = 0;
    for (; *at < w->n_links && w->n_pairs < 64; ++*at) {
        int ends = w->n_ends, i = end_of(w, w->link[*at][0]);
        int j = i < 0 ? -1 : end_of(w, w->link[*at][1]);

        if (j < 0) {
            w->n_ends = ends;
            return;
        }
        w->pair[w->n_pairs++] = (uint64_t)1 << i | (uint64_t)1 << j;
    }
}

/* Hands potential v the ends of label l; queues it when they are new. */
static void reach(struct chain_starts *w, int v, uint64_t l, int *tail)
{
    if ((w->label[v] | l) == w->label[v])
        return;
    w->label[v] |= l;
    if (!w->queued[v]) {
        w->queued[v] = 1;
        w->queue[*tail] = (unsigned short)v;
        *tail = *tail + 1 == CH_KEYS ? 0 : *tail + 1;
    }
}

/* What potential u leads to on the grid, links of cells when `cells`. */
static void follow(struct chain_starts *w, int u, int cells, int *tail)
{
    const struct rate *g = w->g;
    int c = CH_CELL(u), d = CH_DIGIT(u), r;
    uint64_t l = w->label[u];
    unsigned m;

    if (CH_ON(u)) {
        for (m = cells ? g->cand[c] & ~(1u << d) : 0; m; m &= m - 1)
            reach(w, CH_KEY(c, lowest(m), 0), l, tail);
        for (r = 0; r < 3; r++)
            for (m = g->pos[houses_of(c, r)][d] & ~(1u << houses_index(c, r));
                 m; m &= m - 1)
                reach(w, CH_KEY(houses_cell(houses_of(c, r), lowest(m)), d, 0),
                      l, tail);
        return;
    }
    m = g->cand[c];
    if (cells && bits_count10[m] == 2)
        reach(w, CH_KEY(c, lowest(m & ~(1u << d)), 1), l, tail);
    for (r = 0; r < 3; r++) {
        int h = houses_of(c, r);

        m = g->pos[h][d];
        if (bits_count10[m] == 2)
            reach(w, CH_KEY(houses_cell(h, lowest(m & ~(1u << houses_index(c, r)))),
                            d, 1),
                  l, tail);
    }
}

static int has_pair(const struct chain_starts *w, uint64_t l)
{
    int i;

    for (i = 0; i < w->n_pairs; i++)
        if ((l & w->pair[i]) == w->pair[i])
            return 1;
    return 0;
}

/* Adds to from the starts of forcing chains through the links of pair[]
 * (see links_group), links of cells too when `cells`. */
static void starts_group(struct chain_starts *w, int cells, uint64_t *from)
{
    int head = 0, tail = 0, i, c;

    memset(w->label, 0, sizeof w->label);
    memset(w->queued, 0, sizeof w->queued);
    for (i = 0; i < w->n_ends; i++)
        reach(w, w->end[i], (uint64_t)1 << i, &tail);
    while (head != tail) {
        int u = w->queue[head];

        head = head + 1 == CH_KEYS ? 0 : head + 1;
        w->queued[u] = 0;
        follow(w, u, cells, &tail);
    }
    for (c = 0; c < SUDOKU_CELLS; c++) {
        unsigned m = w->g->cand[c];

        if (bits_count10[m] < 2)
            continue;
        for (; m; m &= m - 1) {
            int on = CH_KEY(c, lowest(m), 1);

            if (has_pair(w, w->label[on ^ 1]))
                from[on >> 6] |= (uint64_t)1 << (on & 63);
            if (has_pair(w, w->label[on]))
                from[(on ^ 1) >> 6] |= (uint64_t)1 << ((on ^ 1) & 63);
        }
    }
}

void sudoku_chain_starts(struct chain_starts *w, const struct rate *s,
                         const struct rate *g, int cells, uint64_t *from)
{
    int at = 0;

    w->s = s;
    w->g = g;
    memset(from, 0, sizeof from[0] * CH_WORDS);
    new_links(w, cells);
    while (at < w->n_links) {
        links_group(w, &at);
        starts_group(w, cells, from);
    }
}
