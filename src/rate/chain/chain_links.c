/*
 * chain_links.c - the strong links of a grid, listed once for the
 * searches of chain_cycles.c: of each candidate, the "on" potentials its
 * "off" makes, and the sets of cells they start from.
 */
#include <string.h>

#include "rate/chain/chain.h"

/* The strong links of candidate d of cell, as sudoku_chain_links_make lists
 * them. */
static void links_strong(struct chain_links *l, const struct rate *s, int cell,
                         int d)
{
    int k = cell * 9 + d - 1, n = 0, r, j;
    unsigned c = s->cand[cell];

    if (bits_count10[c] == 2)
        l->strong[k][n++] =
            (unsigned short)CH_KEY(cell, lowest(c & ~(1u << d)), 1);
    l->ystrong[k] = (unsigned char)n;
    for (r = 0; r < 3; r++) {
        int h = ch_region(cell, r), on;
        unsigned m = where(s, h, d);

        if (bits_count10[m] != 2)
            continue;
        m &= ~(1u << houses_index(cell, r == 0 ? 2 : r - 1));
        on = CH_KEY(houses_cell(h, lowest(m)), d, 1);
        for (j = l->ystrong[k]; j < n && l->strong[k][j] != on; j++)
            ;
        if (j == n)
            l->strong[k][n++] = (unsigned short)on;
    }
    l->nstrong[k] = (unsigned char)n;
    if (n > l->ystrong[k])
        ch_set_add(l->xlinked[d], cell);
}

void sudoku_chain_links_make(struct chain_links *l, const struct rate *s)
{
    int cell, r;
    unsigned m;

    memset(l->house, 0, sizeof l->house);
    memset(l->plane, 0, sizeof l->plane);
    memset(l->pairs, 0, sizeof l->pairs);
    memset(l->xlinked, 0, sizeof l->xlinked);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        for (r = 0; r < 3; r++)
            ch_set_add(l->house[houses_of(cell, r)], cell);
        if (bits_count10[s->cand[cell]] == 2)
            ch_set_add(l->pairs, cell);
        for (m = s->cand[cell]; m; m &= m - 1) {
            ch_set_add(l->plane[lowest(m)], cell);
            links_strong(l, s, cell, lowest(m));
        }
    }
}
