/*
 * domino_count.c - the leaf of a count of distinct Sudominoku grids.
 *
 * Two tilings may spell the same grid, and the count is of grids: a
 * counting search (DOMINO_COUNT) reaches every tiling of every solution
 * grid, and its leaf counts a grid at one tiling only, its canonical one.
 * The leaf also keeps the first grid and the smallest grid met.  It is
 * reached through sudoku_domino_count_leaf; which searches count is the
 * ladder's call (domino_probe.c).  Full build only: the judge build never
 * counts.
 */
#include "domino/domino_internal.h"

/*
 * The canonical tiling of a grid is the first tiling of it that the search
 * finds when every cell is held to its digit.  Counting a grid only at its
 * canonical tiling counts each grid once, because the search reaches every
 * tiling of every solution grid exactly once.
 */
static int domino_is_canonical(const struct domino_search *s,
                               const struct domino_state *st)
{
    struct domino_search probe;
    int c;

    memset(&probe, 0, sizeof probe);
    probe.mode = DOMINO_FIRST;
    probe.root = s->root;
    probe.limit = 1;
    for (c = 0; c < SUDOKU_CELLS; c++)
        probe.allow[c] = (uint16_t)DOMINO_BIT(st->grid[c]);
    sudoku_domino_search_run(&probe, s->root);
    return probe.count == 1 &&
           memcmp(probe.best.mate, st->mate, sizeof st->mate) == 0;
}

/* Records a solved node of a counting search; returns 1 when the search
 * should stop. */
static int domino_count_leaf(struct domino_search *s,
                             const struct domino_state *st)
{
    if (s->count == 0) {
        domino_export(st, &s->first);
        s->best = s->first;
        s->count = 1;
        return s->count >= s->limit;
    }
    if (memcmp(st->grid, s->first.grid.cell, sizeof st->grid) == 0)
        return 0; /* the first grid again, with another tiling */
    /* While the first grid is the only one counted, any other grid is new;
     * after that, a grid counts only at its canonical tiling. */
    if (s->count >= 2 && !domino_is_canonical(s, st))
        return 0;
    s->count++;
    if (memcmp(st->grid, s->best.grid.cell, sizeof st->grid) < 0)
        domino_export(st, &s->best);
    return s->count >= s->limit;
}

SUDOKU_PRIVATE_DEF domino_leaf_fn *const sudoku_domino_count_leaf =
    domino_count_leaf;
