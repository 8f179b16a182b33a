/*
 * domino_match.c - the matching filter of the Sudominoku search's long
 * probes.
 *
 * Every tiling of the uncovered cells is a perfect matching of their dark
 * and light cells (of a chessboard colouring) along the usable edges.
 * The filter finds one such matching (Kuhn's augmenting paths), or ends
 * the branch when there is none, and cuts the edges no perfect matching
 * uses (Tarjan's strongly connected components).  It reads a node's
 * analysis and writes only the cut edges of the state; whether to run it
 * is the analysis's call (domino_analyse.c).  Full build only: the judge
 * build, whose search runs no probes, has no use for it, and its
 * sudoku_domino_filter is NULL.
 */
#include "domino/domino_internal.h"

/* The neighbour of cell c at step k (above, left, right, below) when
 * link[] joins them (bit 0: a cell and the next; bit 1: a cell and the one
 * below, set only for adjacent cells), else -1. */
static int domino_linked(const unsigned char link[], int c, int k)
{
    int w = c + domino_step[k];

    if (w < 0 || w >= SUDOKU_CELLS || !(link[k < 2 ? w : c] & (k % 3 ? 1 : 2)))
        return -1;
    return w;
}

/* Kuhn's augmenting path from the dark cell c along the edges of link[];
 * owner[w] is the dark cell matched to light cell w, and the path visits
 * only the light cells whose seen[] is not yet `stamp`.  Returns 1 when
 * found. */
static int domino_augment(const unsigned char link[], signed char owner[],
                          unsigned char seen[], int stamp, int c)
{
    int k;

    for (k = 0; k < 4; k++) {
        int w = domino_linked(link, c, k);

        if (w < 0 || seen[w] == stamp)
            continue;
        seen[w] = (unsigned char)stamp;
        if (owner[w] < 0 ||
            domino_augment(link, owner, seen, stamp, owner[w])) {
            owner[w] = (signed char)c;
            return 1;
        }
    }
    return 0;
}

/*
 * The strongly connected components (Tarjan) of the dark cells, where dark
 * cell d leads to dark cell e when d is linked to the light cell matched
 * to e.
 */
struct domino_scc {
    const unsigned char *link;
    const signed char *owner, *match; /* light -> dark, dark -> light */
    signed char index[SUDOKU_CELLS], low[SUDOKU_CELLS];
    signed char comp[SUDOKU_CELLS], stack[SUDOKU_CELLS];
    int depth, next;
};

static void domino_scc_visit(struct domino_scc *g, int d)
{
    int k;

    g->index[d] = g->low[d] = (signed char)g->next++;
    g->stack[g->depth++] = (signed char)d;
    for (k = 0; k < 4; k++) {
        int w = domino_linked(g->link, d, k), e;

        if (w < 0 || w == g->match[d])
            continue;
        e = g->owner[w];
        if (g->index[e] < 0) {
            domino_scc_visit(g, e);
            if (g->low[e] < g->low[d])
                g->low[d] = g->low[e];
        } else if (g->comp[e] < 0 && g->index[e] < g->low[d]) {
            g->low[d] = g->index[e]; /* e is still on the stack */
        }
    }
    if (g->low[d] == g->index[d]) {
        int e;

        do {
            e = g->stack[--g->depth];
            g->comp[e] = (signed char)d;
        } while (e != d);
    }
}

/*
 * Every tiling is a perfect matching of the uncovered dark cells with the
 * uncovered light cells (of a chessboard colouring) along edges some
 * unused domino fits: the usable edges of *node.  Returns -1 when there is
 * no such matching.
 *
 * Otherwise it cuts the edges that no perfect matching uses, and returns
 * how many.  Given one perfect matching M, an edge outside M is in another
 * exactly when it lies on a cycle that alternates between edges outside M
 * and edges of M; with each matched pair seen as its dark cell, that cycle
 * is a cycle of the graph of domino_scc, so the edge from dark d to the
 * light cell matched to e is in some perfect matching exactly when d and e
 * are in the same strongly connected component.  A cut edge stays cut
 * below the node: a tiling there, with the dominoes placed on the way,
 * would be a tiling here along edges some unused domino fits.
 */
static int domino_filter(struct domino_state *st,
                         const struct domino_node *node)
{
    const uint16_t *cand = node->cand;
    /* The usable edges once more, as a byte per cell (bit 0: to the
     * right, bit 1: below): the matching visits each cell's edges several
     * times, and looking them up this way (domino_linked) rather than in
     * node->across and node->down (domino_neighbours) keeps the long
     * probes 5% to 10% faster. */
    unsigned char link[SUDOKU_CELLS];
    signed char owner[SUDOKU_CELLS], match[SUDOKU_CELLS];
    unsigned char seen[SUDOKU_CELLS];
    struct domino_scc g;
    int c, k, w, cuts = 0, stamp = 0;

    memset(link, 0, sizeof link);
    for (w = 0; w < 2; w++) {
        for (uint64_t cells = node->across.w[w]; cells; cells &= cells - 1)
            link[64 * w + bits_ctz64_nonzero(cells)] |= 1u;
        for (uint64_t cells = node->down.w[w]; cells; cells &= cells - 1)
            link[64 * w + bits_ctz64_nonzero(cells)] |= 2u;
    }

    /* A greedy matching first; augmenting paths for the cells it left. */
    memset(owner, -1, sizeof owner);
    memset(match, -1, sizeof match);
    for (c = 0; c < SUDOKU_CELLS; c++) {
        if (!cand[c] || !domino_is_dark(c))
            continue;
        for (k = 0; k < 4 && match[c] < 0; k++) {
            int w = domino_linked(link, c, k);

            if (w >= 0 && owner[w] < 0) {
                owner[w] = (signed char)c;
                match[c] = (signed char)w;
            }
        }
    }
    memset(seen, 0, sizeof seen);
    for (c = 0; c < SUDOKU_CELLS; c++) {
        if (!cand[c] || !domino_is_dark(c) || match[c] >= 0)
            continue;
        if (!domino_augment(link, owner, seen, ++stamp, c))
            return -1;
    }
    for (c = 0; c < SUDOKU_CELLS; c++)
        if (owner[c] >= 0)
            match[(int)owner[c]] = (signed char)c;

    g.link = link;
    g.owner = owner;
    g.match = match;
    memset(g.index, -1, sizeof g.index);
    memset(g.comp, -1, sizeof g.comp);
    g.depth = g.next = 0;
    for (c = 0; c < SUDOKU_CELLS; c++)
        if (cand[c] && domino_is_dark(c) && g.index[c] < 0)
            domino_scc_visit(&g, c);

    for (c = 0; c < SUDOKU_CELLS; c++) {
        if (!cand[c] || !domino_is_dark(c))
            continue;
        for (k = 0; k < 4; k++) {
            int w = domino_linked(link, c, k);
            int first = k < 2 ? w : c;

            if (w < 0 || w == match[c] || g.comp[c] == g.comp[(int)owner[w]])
                continue;
            st->cut[k == 1 || k == 2 ? 0 : 1].w[DOMINO_CELL_WORD(first)] |=
                DOMINO_CELL_BIT(first);
            cuts++;
        }
    }
    return cuts;
}

SUDOKU_PRIVATE_DEF domino_filter_fn *const sudoku_domino_filter = domino_filter;
