/*
 * domino_analyse.c - the analysis of one node of the Sudominoku search:
 * the sudoku rules, the placements, the pruning, the choice of the branch.
 *
 * sudoku_domino_analyse recomputes, from bitmasks of the digits each row,
 * column and box already holds and the 36-bit set of used dominoes, the
 * digits each uncovered cell can still take, and then prunes and chooses:
 *
 *   - a cell with no digit left, a digit a row, column or box still lacks
 *     but can place nowhere, a cell no unused domino can cover, or an unused
 *     domino that fits nowhere ends the branch, and so, in the long
 *     probes of the smallest grid, does a set of uncovered cells with no
 *     perfect matching along the edges some unused domino fits;
 *   - in those probes, an edge between two cells that no such matching
 *     uses is cut for the rest of the branch (domino_match.c);
 *   - a digit with one place left in a unit narrows that cell to it, and
 *     a cell loses the digits that no placement of an unused domino uses;
 *   - a cell with one way to be covered, or a domino with one place to go,
 *     is placed at once, without a branch;
 *   - otherwise the search branches on the cell with the fewest
 *     neighbours it can share a domino with and, among those, the fewest
 *     ways to be covered (a way is a neighbour and the two digits), or on
 *     the unused domino with the fewest places when it has fewer places
 *     than that cell has ways.  Covering the cells at the edge of the
 *     uncovered region first keeps it from breaking into pieces that no
 *     set of dominoes can fill: on dev.in 6% fewer guesses than the fewest
 *     ways alone, and 30% less time on puzzles with few dominoes given.
 *
 * The analysis runs the pruning as named steps, again while one of them
 * narrows the node, then picks the branch (domino_choose_cell and
 * domino_choose_domino).  It narrows the node's digits in place but places
 * no domino: the forced placements it finds, and the branch, are the
 * search's to make (domino_search.c).
 */
#include "domino/domino_internal.h"

/* ------------------------------------------------------------------ */
/* The sudoku rules                                                     */

/* Fixes the digit `bit` on uncovered cell c.  Returns 0 when a unit of the
 * cell already holds it. */
static int domino_fix(struct domino_state *st, int c, uint32_t bit)
{
    if (domino_seen(st, c) & bit)
        return 0;
    st->known[c] = (unsigned char)(bits_ctz_nonzero(bit) + 1);
    st->free[DOMINO_CELL_WORD(c)] &= ~DOMINO_CELL_BIT(c);
    domino_units_add(st, c, bit);
    return 1;
}

/* Narrows uncovered cell c to the digits m, a strict subset of those it
 * can take: one is fixed (0 when a unit holds it), several kept in open. */
static int domino_narrow(struct domino_state *st, int c, uint32_t m)
{
    if (!(m & (m - 1)))
        return domino_fix(st, c, m);
    st->open[c] = (uint16_t)m;
    return 1;
}

/*
 * The sudoku rules on their own, to a fixed point: fills cand[] with the
 * digits each uncovered cell can take (0 for a covered cell) and fixes the
 * digit of a cell left with one candidate (a naked single) or of the only
 * cell of a unit that can take a digit the unit lacks (a hidden single).
 * Returns the number of uncovered cells, or -1 when a cell has no digit
 * left or a unit lacks a digit it cannot place.
 */
static int domino_propagate(struct domino_state *st, uint16_t cand[])
{
    int w, c;

    memset(cand, 0, SUDOKU_CELLS * sizeof cand[0]);
    for (w = 0; w < 2; w++)
        for (uint64_t m = st->bare[w] & ~st->free[w]; m; m &= m - 1) {
            c = 64 * w + bits_ctz64_nonzero(m);
            cand[c] = (uint16_t)DOMINO_BIT(st->known[c]);
        }
    for (;;) {
        /* once[u] / twice[u]: digits open in at least one / two cells of
         * unit u whose digit is not known yet. */
        uint16_t once[28] = {0}, twice[28] = {0};
        uint64_t todo[2], units4[7], once4[7], twice4[7], dead = 0, singles = 0;
        int u, changed = 0;

        todo[0] = st->free[0];
        todo[1] = st->free[1];
        for (w = 0; w < 2; w++)
            for (uint64_t cells = todo[w]; cells; cells &= cells - 1) {
                int r, k, b;
                uint16_t m;

                c = 64 * w + bits_ctz64_nonzero(cells);
                m = (uint16_t)(st->open[c] & ~domino_seen(st, c));
                if (!m)
                    return -1;
                cand[c] = m;
                if (!(m & (m - 1))) {
                    domino_fix(st, c, m); /* m avoids the units */
                    changed = 1;
                    continue;
                }
                r = domino_row(c);
                k = 9 + domino_col(c);
                b = 18 + domino_box(c);
                twice[r] |= once[r] & m;
                once[r] |= m;
                twice[k] |= once[k] & m;
                once[k] |= m;
                twice[b] |= once[b] & m;
                once[b] |= m;
            }
        /* A naked single fixed in this pass leaves its digit among the
         * candidates of the cells seen before it: the counts below may
         * then miss a hidden single or a dead end, never invent one (a
         * digit with one candidate cell left has at most that one), and
         * the next pass sees what they missed.  The units are tested four
         * at a time, as 16-bit lanes of a word, for a digit a unit lacks
         * but can place nowhere or in one cell only; they are walked one
         * by one only when some unit has such a single. */
        memcpy(units4, st->unit, sizeof units4);
        memcpy(once4, once, sizeof once4);
        memcpy(twice4, twice, sizeof twice4);
        for (u = 0; u < 7; u++) {
            uint64_t lacking = ~units4[u] & 0x01FF01FF01FF01FFu;

            dead |= lacking & ~once4[u];
            singles |= lacking & once4[u] & ~twice4[u];
        }
        if (dead)
            return -1;
        for (u = 0; singles && u < 27; u++) {
            uint32_t single = DOMINO_ALL & ~(uint32_t)st->unit[u] & once[u] &
                              ~(uint32_t)twice[u];

            for (; single; single &= single - 1) {
                uint32_t bit = single & (0u - single);
                int k;

                /* A cell fixed to another digit in this pass no longer
                 * offers this one: then no cell can take it. */
                for (k = 0; k < 9; k++) {
                    c = GEOMETRY_HOUSE_CELL(u, k);
                    if (!st->known[c] && (cand[c] & bit))
                        break;
                }
                if (k == 9 || !domino_fix(st, c, bit))
                    return -1;
                cand[c] = (uint16_t)bit;
                changed = 1;
            }
        }
        if (!changed)
            return st->uncovered;
    }
}

/* ------------------------------------------------------------------ */
/* Placements                                                           */

/* The ways to cover uncovered cell c: the placements of an unused domino
 * with one digit on c and the other on a neighbour, across a usable
 * edge. */
static unsigned domino_ways(const struct domino_state *st,
                            const struct domino_node *node, int c)
{
    const uint16_t *cand = node->cand;
    uint32_t up = c >= 9 && domino_has(node->down, c - 9) ? cand[c - 9] : 0;
    uint32_t left = c > 0 && domino_has(node->across, c - 1) ? cand[c - 1] : 0;
    uint32_t right = domino_has(node->across, c) ? cand[c + 1] : 0;
    uint32_t down = domino_has(node->down, c) ? cand[c + 9] : 0;
    unsigned ways = 0;

    for (uint32_t xs = cand[c]; xs; xs &= xs - 1) {
        uint32_t p = st->partner[bits_ctz_nonzero(xs)];

        ways += (unsigned)(bits_count10[up & p] + bits_count10[left & p] +
                           bits_count10[right & p] + bits_count10[down & p]);
    }
    return ways;
}

/* The number of placements among the four sets of cells p[k] (k = 0..3),
 * each a set of cells where one placement starts. */
static unsigned domino_count_places(const struct domino_cells p[4])
{
    unsigned n = 0;
    int k;

    for (k = 0; k < 4; k++)
        n += (unsigned)bits_popcount64(p[k].w[0]) +
             (unsigned)bits_popcount64(p[k].w[1]);
    return n;
}

/* ------------------------------------------------------------------ */
/* The steps of the analysis                                            */

/*
 * The placements are worked out for all cells at once, digit by digit, on
 * sets of cells: has[x] (the cells that can take digit x + 1) shifted by
 * one cell or one row meets has[y] where x and y can share a domino.
 */

/* Fills node->has[] from node->cand. */
static void domino_collect_digits(const struct domino_state *st,
                                  struct domino_node *node)
{
    struct domino_cells *has = node->has;
    const uint16_t *cand = node->cand;
    int c, w;

    /* The cells whose digit is known have one; the others, two or more
     * (propagation fixed those with one): the first two need no test. */
    memset(has, 0, 10 * sizeof has[0]);
    for (w = 0; w < 2; w++) {
        for (uint64_t cells = st->bare[w] & ~st->free[w]; cells;
             cells &= cells - 1) {
            c = 64 * w + bits_ctz64_nonzero(cells);
            has[st->known[c] - 1].w[w] |= cells & (0u - cells);
        }
        for (uint64_t cells = st->free[w]; cells; cells &= cells - 1) {
            uint64_t bit = cells & (0u - cells);
            uint32_t m = cand[64 * w + bits_ctz64_nonzero(cells)];

            has[bits_ctz_nonzero(m)].w[w] |= bit;
            m &= m - 1;
            has[bits_ctz_nonzero(m)].w[w] |= bit;
            m &= m - 1;
            /* A third and a fourth digit, or else has[9], a set no one
             * reads: this spares branches on the number of digits. */
            has[bits_ctz_nonzero(m | 0x200u)].w[w] |= bit;
            m &= m - 1;
            has[bits_ctz_nonzero(m | 0x200u)].w[w] |= bit;
            for (m &= m - 1; m; m &= m - 1)
                has[bits_ctz_nonzero(m)].w[w] |= bit;
        }
    }
}

/*
 * Finds the usable edges, node->across and node->down: the cells whose
 * edge to the right, below, is not cut and some unused domino fits.  Also
 * fits[x], the cells of has[x] beside a cell that can take a digit y with
 * {x, y} unused, across an edge that is not cut: where digit x can go;
 * loss, the cells with a digit no placement uses; and by_edges[k], the
 * uncovered cells with k + 1 neighbours they can share a domino with.
 * Returns 0 when some uncovered cell has none: no domino can cover it.
 */
static int domino_find_edges(const struct domino_state *st,
                             struct domino_node *node,
                             struct domino_cells fits[9], uint64_t loss[2],
                             struct domino_cells by_edges[4])
{
    const struct domino_cells *has = node->has;
    struct domino_cells across = {{0, 0}}, down = {{0, 0}};
    struct domino_cells open_across, open_down;
    /* mates[x]: the cells that can take a digit y with {x, y} unused */
    struct domino_cells mates[9];
    int w, x, y;

    memset(mates, 0, sizeof mates);
    for (uint64_t unused = ~st->used & DOMINO_PAIRS; unused;
         unused &= unused - 1) {
        int pair = bits_ctz64_nonzero(unused);

        x = domino_pair_low[pair];
        y = domino_pair_high[pair];
        mates[x] = domino_or(mates[x], has[y]);
        mates[y] = domino_or(mates[y], has[x]);
    }
    for (w = 0; w < 2; w++) {
        open_across.w[w] = ~st->cut[0].w[w];
        open_down.w[w] = ~st->cut[1].w[w];
    }
    loss[0] = loss[1] = 0;
    for (x = 0; x < 9; x++) {
        struct domino_cells r, d, l, u, ok;

        /* x here and its mate to the right, below, left, above */
        r = domino_and(has[x], domino_left_of(mates[x]));
        r = domino_and(r, open_across);
        d = domino_and(has[x], domino_above(mates[x]));
        d = domino_and(d, open_down);
        l = domino_right_of(domino_and(mates[x], open_across));
        u = domino_below(domino_and(mates[x], open_down));
        ok = domino_or(domino_or(r, d), domino_and(has[x], domino_or(l, u)));
        across = domino_or(across, r);
        down = domino_or(down, d);
        loss[0] |= has[x].w[0] & ~ok.w[0];
        loss[1] |= has[x].w[1] & ~ok.w[1];
        fits[x] = ok;
    }

    /* Each cell's usable edges, counted in bit slices: to the right, to
     * the left, below, above. */
    node->across = across;
    node->down = down;
    for (w = 0; w < 2; w++) {
        uint64_t e0 = across.w[w], e1 = domino_right_of(across).w[w];
        uint64_t e2 = down.w[w], e3 = domino_below(down).w[w];
        uint64_t s1 = e0 ^ e1, c1 = e0 & e1, s2 = e2 ^ e3, c2 = e2 & e3;
        uint64_t odd = s1 ^ s2;

        if (st->bare[w] & ~(e0 | e1 | e2 | e3))
            return 0;
        by_edges[0].w[w] = odd & ~c1 & ~c2;
        by_edges[1].w[w] = ~odd & (c1 ^ c2 ^ (s1 & s2));
        by_edges[2].w[w] = odd & (c1 ^ c2);
        by_edges[3].w[w] = c1 & c2;
    }
    return 1;
}

/*
 * A cell of loss loses the digits no placement uses: those it has outside
 * fits[].  Every such cell at once: each digit holds in every solution
 * below, so a clash between two of them ends the branch.  Returns -1 then,
 * 1 when it narrowed a cell, 0 when loss is empty.
 */
static int domino_drop_digits(struct domino_state *st, const uint16_t cand[],
                              const struct domino_cells fits[9],
                              const uint64_t loss[2])
{
    int c, w, x, narrowed = 0;

    for (w = 0; w < 2; w++)
        for (uint64_t cells = loss[w]; cells; cells &= cells - 1) {
            uint32_t keep = 0;

            c = 64 * w + bits_ctz64_nonzero(cells);
            for (uint32_t xs = cand[c]; xs; xs &= xs - 1) {
                x = bits_ctz_nonzero(xs);
                keep |= (uint32_t)(fits[x].w[w] >> (c & 63) & 1u) << x;
            }
            if (!domino_narrow(st, c, keep))
                return -1;
            narrowed = 1;
        }
    return narrowed;
}

/*
 * In a search for grids below s->best: while the cells in row-major order
 * must each hold best's digit, a grid below best is still possible only by
 * a smaller digit further on, so the first cell that may differ must not
 * exceed best's digit there.  Returns -1 when no grid below best is left,
 * 1 when it narrowed that cell, else 0.
 */
static int domino_below_best(const struct domino_search *s,
                             struct domino_state *st, const uint16_t cand[])
{
    int c;

    for (c = 0; c < SUDOKU_CELLS; c++) {
        uint32_t g = DOMINO_BIT(s->best.grid.cell[c]);
        uint32_t m = st->grid[c] ? DOMINO_BIT(st->grid[c]) : cand[c];
        uint32_t low = m & (g | (g - 1)); /* digits up to best's */

        if (low != m)
            return low && domino_narrow(st, c, low) ? 1 : -1;
        if (low != g)
            return 0; /* a smaller digit may go here: no bound beyond */
    }
    return -1; /* every cell must be best's: only best itself is left */
}

/* ------------------------------------------------------------------ */
/* The choice of the branch                                             */

/*
 * The cell to branch on, into node->branch_cell: the fewest usable edges,
 * then the fewest ways, then the first.  A cell with one edge and one way
 * is forced: its placement goes to node->forced.  Returns the branch
 * cell's ways.
 */
static unsigned domino_choose_cell(const struct domino_state *st,
                                   struct domino_node *node,
                                   const struct domino_cells by_edges[4])
{
    signed char one_way[SUDOKU_CELLS]; /* the cells with one way */
    int c, w, k, best = -1, n_one = 0, i;
    unsigned best_ways = ~0u;

    for (k = 0; !(by_edges[k].w[0] | by_edges[k].w[1]); k++)
        ; /* every uncovered cell has an edge, and one is uncovered */
    for (w = 0; w < 2; w++)
        for (uint64_t cells = by_edges[k].w[w]; cells; cells &= cells - 1) {
            unsigned ways;

            c = 64 * w + bits_ctz64_nonzero(cells);
            ways = domino_ways(st, node, c);
            if (ways < best_ways) {
                best_ways = ways;
                best = c;
            }
            one_way[n_one] = (signed char)c; /* kept if it has one way */
            n_one += k == 0 && ways == 1;
        }

    /* Every forced placement at once: each holds in every solution below,
     * so a clash between two of them ends the branch when they are made. */
    for (i = 0; i < n_one; i++)
        node->nforced += domino_moves(st, node, one_way[i], 0, 0,
                                      &node->forced[node->nforced]);
    node->branch_cell = best;
    return best_ways;
}

/*
 * The unused dominoes: one that fits nowhere ends the branch (returns 0),
 * one with one place is forced (into node->forced), and, while the node
 * may still branch, the one with the fewest places becomes the branch
 * (node->pair_a and pair_b) when it has fewer places than best_ways, the
 * ways of the branch cell.
 */
static int domino_choose_domino(const struct domino_state *st,
                                struct domino_node *node, unsigned best_ways)
{
    const struct domino_cells *has = node->has;
    /* side[x], under[x]: the cells whose right, lower neighbour can take
     * x, across a usable edge. */
    struct domino_cells side[9], under[9];
    int w, x, y;

    /* Each unused domino {x, y}: its places start at the cells of p[0]
     * (x, then y to the right), p[1] (y, then x), p[2] (x, then y below)
     * and p[3] (y, then x below). */
    for (y = 0; y < 9; y++) {
        side[y] = domino_and(domino_left_of(has[y]), node->across);
        under[y] = domino_and(domino_above(has[y]), node->down);
    }
    for (uint64_t unused = ~st->used & DOMINO_PAIRS; unused;
         unused &= unused - 1) {
        struct domino_cells p[4];
        uint64_t all[2], twice[2];
        int pair = bits_ctz64_nonzero(unused);

        x = domino_pair_low[pair];
        y = domino_pair_high[pair];
        p[0] = domino_and(has[x], side[y]);
        p[1] = domino_and(has[y], side[x]);
        p[2] = domino_and(has[x], under[y]);
        p[3] = domino_and(has[y], under[x]);
        for (w = 0; w < 2; w++) {
            uint64_t p01 = p[0].w[w] | p[1].w[w];

            all[w] = p01 | p[2].w[w] | p[3].w[w];
            twice[w] = (p[0].w[w] & p[1].w[w]) | (p01 & p[2].w[w]) |
                       ((p01 | p[2].w[w]) & p[3].w[w]);
        }
        if (!(all[0] | all[1]))
            return 0; /* an unused domino that fits nowhere */
        if (!(twice[0] | twice[1]) &&
            (all[0] ? !all[1] && !(all[0] & (all[0] - 1))
                    : !(all[1] & (all[1] - 1)))) {
            /* One place. */
            node->nforced += domino_moves(st, node, -1, x + 1, y + 1,
                                          &node->forced[node->nforced]);
        } else if (!node->nforced && best_ways > 2) {
            /* Two places or more: worth counting only while the
             * node may still branch, on a domino with fewer places
             * than the best cell has ways. */
            unsigned n = domino_count_places(p);

            if (n < best_ways) {
                best_ways = n;
                node->pair_a = x + 1;
                node->pair_b = y + 1;
            }
        }
    }
    return 1;
}

/* ------------------------------------------------------------------ */
/* The analysis                                                         */

/*
 * The steps that narrow the node repeat while one of them does; then the
 * choice of the branch finds the forced placements, if any, on the way.
 */
enum domino_verdict sudoku_domino_analyse(const struct domino_search *s,
                                          struct domino_state *st,
                                          struct domino_node *node)
{
    struct domino_cells fits[9], by_edges[4];
    uint64_t loss[2];
    int uncovered, changed;
    unsigned best_ways;

    node->nforced = 0;
    node->pair_a = 0;
    /* Each step that narrows the node gives the sudoku rules another go:
     * -1 from a step ends the branch, a positive result repeats them. */
    do {
        uncovered = domino_propagate(st, node->cand);
        if (uncovered < 0)
            return DOMINO_DEAD;
        if (uncovered == 0)
            return DOMINO_SOLVED;
        domino_collect_digits(st, node);
        if (!domino_find_edges(st, node, fits, loss, by_edges))
            return DOMINO_DEAD; /* a cell no domino can cover */
        changed = domino_drop_digits(st, node->cand, fits, loss);
        if (changed >= 0 && s->mode == DOMINO_MIN && s->have_best) {
            int below = domino_below_best(s, st, node->cand);

            changed = below < 0 ? -1 : changed | below;
        }
        /* The matching, when the rest has settled, and only in probes
         * that have already run long: a quick probe gains less from its
         * pruning than it pays for it.  Each cut edge leaves fewer ways
         * and digits. */
        if (changed == 0 && sudoku_domino_filter != NULL && s->match &&
            s->budget >= 4096)
            changed = sudoku_domino_filter(st, node);
        if (changed < 0)
            return DOMINO_DEAD;
    } while (changed);

    /* The branch: a cell, or a domino with fewer places than it has ways. */
    best_ways = domino_choose_cell(st, node, by_edges);
    if (!domino_choose_domino(st, node, best_ways))
        return DOMINO_DEAD;
    return node->nforced ? DOMINO_FORCED : DOMINO_BRANCH;
}
