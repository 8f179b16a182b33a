/*
 * shape_match.c - the rule of a house's matching (all-different, in full).
 *
 * In a house, the open cells and the values not yet placed are as many,
 * and each value must take a cell of its own: a perfect matching between
 * them, cell to candidate.  A candidate is possible only when some perfect
 * matching uses it.  With one matching M found (augmenting paths), the
 * candidate v of cell c outside M is in another exactly when c can be
 * reached from M's cell for v, a step going from a cell to the cell M
 * gives one of its other candidates: the path and the edge make an
 * alternating cycle.  Hidden and naked subsets of any size are cases of
 * this rule.  It costs more than singles, so the search uses it where
 * refutations grow long: on large sides, and when fixing the smallest
 * solution.
 */
#include "base/bits.h"
#include "shape/shape_internal.h"

/* Looks for an augmenting path from open cell k of the house, with
 * candidates cand[], values matched to cells in owner[] (-1: free),
 * values tried in *tried.  Returns 1 when k is matched. */
static int match_augment(int k, const uint32_t *cand, signed char *owner,
                         signed char *value_of, uint32_t *tried)
{
    uint32_t m = cand[k] & ~*tried;

    while (m) {
        int v = bits_ctz_nonzero(m);
        m &= m - 1;
        *tried |= 1u << v;
        if (owner[v] < 0 ||
            match_augment(owner[v], cand, owner, value_of, tried)) {
            owner[v] = (signed char)k;
            value_of[k] = (signed char)v;
            return 1;
        }
    }
    return 0;
}

int sudoku_shape_match(struct shape_run *run, uint32_t *node, int h)
{
    const struct shape_geometry *g = &run->geometry;
    const unsigned short *house = g->house[h];
    uint32_t cand[SUDOKU_SHAPE_MAX_SIDE], reach[SUDOKU_SHAPE_MAX_SIDE];
    signed char owner[SUDOKU_SHAPE_MAX_SIDE], value_of[SUDOKU_SHAPE_MAX_SIDE];
    unsigned short cell[SUDOKU_SHAPE_MAX_SIDE];
    int open = 0, k, j, v, progress = 0;

    for (k = 0; k < g->side; k++) {
        uint32_t m = node[house[k]];
        if (!(m & SHAPE_SOLVED)) {
            cell[open] = house[k];
            cand[open++] = m & SHAPE_VALUES;
        }
    }
    if (open < 2)
        return 0;
    for (v = 0; v < g->side; v++)
        owner[v] = -1;
    for (k = 0; k < open; k++) {
        uint32_t tried = 0;
        if (!match_augment(k, cand, owner, value_of, &tried))
            return -1;
    }
    /* reach[k]: the cells a path of steps leads to from k. */
    for (k = 0; k < open; k++) {
        uint32_t m = cand[k] & ~(1u << value_of[k]);
        reach[k] = 0;
        for (; m; m &= m - 1)
            reach[k] |= 1u << owner[bits_ctz_nonzero(m)];
    }
    for (j = 0; j < open; j++)
        for (k = 0; k < open; k++)
            if (reach[k] >> j & 1u)
                reach[k] |= reach[j];
    for (k = 0; k < open; k++) {
        uint32_t m = cand[k] & ~(1u << value_of[k]), gone = 0;
        for (; m; m &= m - 1)
            if (!(reach[owner[bits_ctz_nonzero(m)]] >> k & 1u))
                gone |= m & (0u - m);
        if (gone) {
            if (shape_remove(run, node, cell[k], gone) != 0)
                return -1;
            progress = 1;
        }
    }
    return progress;
}
