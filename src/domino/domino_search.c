/*
 * domino_search.c - the Sudominoku search: one node's analysis, the search
 * over the nodes, and its entry, sudoku_domino_solve.
 *
 * The search places one domino at a time.  Every node recomputes, from
 * bitmasks of the digits each row, column and box already holds and the
 * 36-bit set of used dominoes, the digits each uncovered cell can still
 * take and then prunes and chooses:
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
 * domino_analyse runs the pruning as named steps, again while one of them
 * narrows the node, then picks the branch (domino_choose_cell and
 * domino_choose_domino).  The forced placements are made in place, and
 * each alternative of a branch on a copy of the state.  A solved node is a
 * leaf: here that of a search for the first grid or for the smallest
 * (DOMINO_FIRST, DOMINO_MIN); a count's is domino_count.c's.
 *
 * sudoku_domino_solve builds the root from the puzzle, then hands over to
 * the full build's ladder (domino_probe.c), which counts and turns to
 * probes when the puzzle has too many grids.  Without it, in the judge
 * build, the search for the smallest grid runs to its end.
 */
#include "domino/domino_internal.h"

/* ------------------------------------------------------------------ */
/* The state                                                            */

static void domino_put_digit(struct domino_state *st, int c, int digit)
{
    uint16_t bit = (uint16_t)DOMINO_BIT(digit);

    st->grid[c] = (unsigned char)digit;
    st->bare[DOMINO_CELL_WORD(c)] &= ~DOMINO_CELL_BIT(c);
    st->free[DOMINO_CELL_WORD(c)] &= ~DOMINO_CELL_BIT(c);
    st->uncovered--;
    st->unit[domino_row(c)] |= bit;
    st->unit[9 + domino_col(c)] |= bit;
    st->unit[18 + domino_box(c)] |= bit;
}

static void domino_place(struct domino_state *st, const struct domino_move *m)
{
    domino_put_digit(st, m->cell, m->a);
    domino_put_digit(st, m->other, m->b);
    st->mate[m->cell] = (signed char)m->other;
    st->mate[m->other] = (signed char)m->cell;
    st->used |= (uint64_t)1 << domino_pair_bit[m->a][m->b];
    st->partner[m->a - 1] &= (uint16_t)~DOMINO_BIT(m->b);
    st->partner[m->b - 1] &= (uint16_t)~DOMINO_BIT(m->a);
}

/*
 * Builds the root state from a puzzle.  Returns 0 when the puzzle is not
 * well-formed (a clash, a domino that is not two adjacent cells with two
 * different digits, a domino twice, a mate on an empty cell): such a puzzle
 * has no solution.
 */
static int domino_setup(struct domino_state *st,
                        const struct sudoku_domino *puzzle)
{
    int c, balance = 0;

    memset(st, 0, sizeof *st);
    st->used = DOMINO_SELF_BIT;
    st->bare[0] = st->free[0] = ~(uint64_t)0;
    st->bare[1] = st->free[1] = ((uint64_t)1 << (SUDOKU_CELLS - 64)) - 1;
    st->uncovered = SUDOKU_CELLS;
    st->unit[27] = DOMINO_ALL;
    for (c = 0; c < 9; c++)
        st->partner[c] = (uint16_t)(DOMINO_ALL & ~(1u << c));
    for (c = 0; c < SUDOKU_CELLS; c++)
        st->open[c] = DOMINO_ALL;
    for (c = 0; c < SUDOKU_CELLS; c++) {
        int d = puzzle->grid.cell[c];

        st->mate[c] = SUDOKU_NO_MATE;
        if (d > 9)
            return 0;
        if (d == 0) {
            if (puzzle->mate[c] != SUDOKU_NO_MATE)
                return 0;
            continue;
        }
        if (st->unit[domino_row(c)] & DOMINO_BIT(d) ||
            st->unit[9 + domino_col(c)] & DOMINO_BIT(d) ||
            st->unit[18 + domino_box(c)] & DOMINO_BIT(d))
            return 0;
        domino_put_digit(st, c, d);
    }
    for (c = 0; c < SUDOKU_CELLS; c++) {
        int m = puzzle->mate[c];
        int adjacent, d, e;
        uint64_t bit;

        if (m == SUDOKU_NO_MATE || m < c)
            continue;
        if (m >= SUDOKU_CELLS || puzzle->mate[m] != c)
            return 0;
        adjacent = m == c + 9 || (m == c + 1 && c % 9 < 8);
        d = st->grid[c];
        e = st->grid[m];
        bit = (uint64_t)1 << domino_pair_bit[d][e];
        if (!adjacent || d == e || (st->used & bit))
            return 0;
        st->used |= bit;
        st->mate[c] = (signed char)m;
        st->mate[m] = (signed char)c;
        st->partner[d - 1] &= (uint16_t)~DOMINO_BIT(e);
        st->partner[e - 1] &= (uint16_t)~DOMINO_BIT(d);
    }
    for (c = 0; c < SUDOKU_CELLS; c++) {
        if (puzzle->mate[c] != SUDOKU_NO_MATE && st->mate[c] == SUDOKU_NO_MATE)
            return 0; /* a mate that points one way only */
        if (!st->grid[c])
            balance += (domino_row(c) + domino_col(c)) % 2 ? 1 : -1;
    }
    /* A domino covers one cell of each colour of a chessboard colouring:
     * the uncovered cells must hold as many of one colour as of the other
     * (with the singles on the wrong squares, no search need start). */
    return balance == 0;
}

/*
 * Makes the forced placements of *node.  One may repeat another (a cell
 * and its neighbour can both have one way, the same one); any other
 * conflict means no solution.  Returns 0 then.
 */
static int domino_apply_forced(struct domino_state *st,
                               const struct domino_node *node)
{
    int i;

    for (i = 0; i < node->nforced; i++) {
        const struct domino_move *m = &node->forced[i];
        uint16_t a = (uint16_t)DOMINO_BIT(m->a), b = (uint16_t)DOMINO_BIT(m->b);

        if (st->grid[m->cell] || st->grid[m->other]) {
            if (st->mate[m->cell] == m->other && st->grid[m->cell] == m->a &&
                st->grid[m->other] == m->b)
                continue;
            return 0;
        }
        /* A known digit is already in its units; any other digit must not
         * be there yet (an earlier placement of this batch may have put it
         * there). */
        if (st->known[m->cell] ? st->known[m->cell] != m->a
                               : (domino_seen(st, m->cell) & a) != 0)
            return 0;
        if (st->known[m->other] ? st->known[m->other] != m->b
                                : (domino_seen(st, m->other) & b) != 0)
            return 0;
        if (st->used & ((uint64_t)1 << domino_pair_bit[m->a][m->b]))
            return 0;
        domino_place(st, m);
    }
    return 1;
}

/* ------------------------------------------------------------------ */
/* The sudoku rules                                                     */

/* The k-th cell (0..8) of unit u, numbered as in struct domino_state. */
static int domino_unit_cell(int u, int k)
{
    if (u < 9)
        return 9 * u + k;
    if (u < 18)
        return 9 * k + (u - 9);
    u -= 18;
    return 27 * (u / 3) + 3 * (u % 3) + 9 * (k / 3) + k % 3;
}

/* Fixes the digit `bit` on uncovered cell c.  Returns 0 when a unit of the
 * cell already holds it. */
static int domino_fix(struct domino_state *st, int c, uint32_t bit)
{
    if (domino_seen(st, c) & bit)
        return 0;
    st->known[c] = (unsigned char)(bits_ctz_nonzero(bit) + 1);
    st->free[DOMINO_CELL_WORD(c)] &= ~DOMINO_CELL_BIT(c);
    st->unit[domino_row(c)] |= (uint16_t)bit;
    st->unit[9 + domino_col(c)] |= (uint16_t)bit;
    st->unit[18 + domino_box(c)] |= (uint16_t)bit;
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
                    c = domino_unit_cell(u, k);
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

/* The number of set bits of each 9-bit digit set: a table, because the
 * popcount builtin is a library call on targets without the instruction. */
#define DOMINO_POP2(n) (n), (n) + 1, (n) + 1, (n) + 2
#define DOMINO_POP4(n)                                                         \
    DOMINO_POP2(n), DOMINO_POP2((n) + 1), DOMINO_POP2((n) + 1),                \
        DOMINO_POP2((n) + 2)
#define DOMINO_POP6(n)                                                         \
    DOMINO_POP4(n), DOMINO_POP4((n) + 1), DOMINO_POP4((n) + 1),                \
        DOMINO_POP4((n) + 2)
#define DOMINO_POP8(n)                                                         \
    DOMINO_POP6(n), DOMINO_POP6((n) + 1), DOMINO_POP6((n) + 1),                \
        DOMINO_POP6((n) + 2)
static const unsigned char domino_pop9[512] = {DOMINO_POP8(0), DOMINO_POP8(1)};
#undef DOMINO_POP2
#undef DOMINO_POP4
#undef DOMINO_POP6
#undef DOMINO_POP8

/* The neighbours of uncovered cell c across a usable edge, in increasing
 * index order; returns how many. */
static int domino_neighbours(const struct domino_node *node, int c, int out[4])
{
    int n = 0;

    if (c >= 9 && domino_has(node->down, c - 9))
        out[n++] = c - 9;
    if (c > 0 && domino_has(node->across, c - 1))
        out[n++] = c - 1;
    if (domino_has(node->across, c))
        out[n++] = c + 1;
    if (domino_has(node->down, c))
        out[n++] = c + 9;
    return n;
}

/*
 * The placements of domino {pa, pb} (pa != 0) or else of cell `cell`, in
 * the order to try them, on the usable edges of *node; returns how many.
 * With one, it is forced.
 */
static int domino_moves(const struct domino_state *st,
                        const struct domino_node *node, int cell, int pa,
                        int pb, struct domino_move alt[])
{
    const uint16_t *cand = node->cand;
    int nb[4], k, n, count = 0;

    if (pa) {
        /* The domino's places: every solution uses one of them. */
        struct domino_cells ha = node->has[pa - 1], hb = node->has[pb - 1];
        struct domino_cells dir[4];
        int c, w;

        /* dir[k]: a on the cell, b on the one at domino_step[k] (above,
         * left, right, below) */
        dir[0] = domino_and(ha, domino_below(domino_and(hb, node->down)));
        dir[1] = domino_and(ha, domino_right_of(domino_and(hb, node->across)));
        dir[2] = domino_and(domino_and(ha, domino_left_of(hb)), node->across);
        dir[3] = domino_and(domino_and(ha, domino_above(hb)), node->down);
        for (w = 0; w < 2; w++)
            for (uint64_t cells =
                     dir[0].w[w] | dir[1].w[w] | dir[2].w[w] | dir[3].w[w];
                 cells; cells &= cells - 1) {
                uint64_t bit = cells & (0u - cells);

                c = 64 * w + bits_ctz64_nonzero(cells);
                for (k = 0; k < 4; k++)
                    if (dir[k].w[w] & bit) {
                        alt[count].cell = (signed char)c;
                        alt[count].other = (signed char)(c + domino_step[k]);
                        alt[count].a = (signed char)pa;
                        alt[count].b = (signed char)pb;
                        count++;
                    }
            }
        return count;
    }
    /* The cell's ways in the order (its digit, neighbour, their digit),
     * smallest first: the search leans towards small grids early. */
    n = domino_neighbours(node, cell, nb);
    for (uint32_t as = cand[cell]; as; as &= as - 1) {
        int a = bits_ctz_nonzero(as);

        for (k = 0; k < n; k++)
            for (uint32_t bs = cand[nb[k]] & st->partner[a]; bs; bs &= bs - 1) {
                alt[count].cell = (signed char)cell;
                alt[count].other = (signed char)nb[k];
                alt[count].a = (signed char)(a + 1);
                alt[count].b = (signed char)(bits_ctz_nonzero(bs) + 1);
                count++;
            }
    }
    return count;
}

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

        ways += (unsigned)domino_pop9[up & p] + domino_pop9[left & p] +
                domino_pop9[right & p] + domino_pop9[down & p];
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

enum domino_verdict {
    DOMINO_DEAD,
    DOMINO_SOLVED,
    DOMINO_FORCED,
    DOMINO_BRANCH
};

/*
 * Analyses *st into *node and decides what to do next.  The steps that
 * narrow the node repeat while one of them does; then the choice of the
 * branch finds the forced placements, if any, on the way.
 */
static enum domino_verdict domino_analyse(const struct domino_search *s,
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

/* ------------------------------------------------------------------ */
/* Leaves and the search                                                */

/* Records a solved node; returns 1 when the search should stop. */
static int domino_leaf(struct domino_search *s, const struct domino_state *st)
{
    if (s->mode == DOMINO_COUNT && sudoku_domino_count_leaf != NULL)
        return sudoku_domino_count_leaf(s, st);
    domino_export(st, &s->best); /* in DOMINO_MIN, below the last */
    s->count = 1;
    s->have_best = 1;
    return s->mode == DOMINO_FIRST;
}

/* Searches below *st (which it may change); returns 1 to stop. */
static int domino_search_node(struct domino_search *s, struct domino_state *st)
{
    struct domino_node node;
    struct domino_move alt[4 * 9 * 8];
    enum domino_verdict v;
    uint32_t order = 0;
    int i, n, start;

    /* Forced placements need no copy: they hold in every solution below. */
    for (;;) {
        if (s->budget && ++s->spent > s->budget) {
            s->aborted = 1;
            return 1;
        }
        v = domino_analyse(s, st, &node);
        if (v != DOMINO_FORCED)
            break;
        if (!domino_apply_forced(st, &node))
            return 0;
    }
    if (v == DOMINO_DEAD)
        return 0;
    if (v == DOMINO_SOLVED)
        return domino_leaf(s, st);

    if ((s->row_major || s->rng) && sudoku_domino_probe_order != NULL)
        order = sudoku_domino_probe_order(s, st, &node);
    n = domino_moves(st, &node, node.branch_cell, node.pair_a, node.pair_b,
                     alt);
    start = order ? (int)(order % (uint32_t)n) : 0;
    for (i = 0; i < n; i++) {
        struct domino_state child = *st;

        domino_place(&child, &alt[(start + i) % n]);
        if (i)
            s->guesses++;
        if (domino_search_node(s, &child))
            return 1;
    }
    return 0;
}

int sudoku_domino_search_run(struct domino_search *s,
                             const struct domino_state *root)
{
    struct domino_state st = *root;
    int c;

    /* The digits a search allows join those each cell may take. */
    for (c = 0; c < SUDOKU_CELLS; c++)
        st.open[c] &= s->allow[c];
    return domino_search_node(s, &st);
}

/*
 * The full build's ladder settles the count and the smallest grid of every
 * puzzle, however many grids it has.  The judge build never counts, and a
 * judge's puzzles have one grid each: there the search for the smallest
 * grid runs to its end, without the probes, however long a puzzle with
 * very many grids would take.
 */
unsigned sudoku_domino_solve(const struct sudoku_domino *puzzle, unsigned limit,
                             struct sudoku_domino *solution,
                             struct sudoku_solve_stats *stats)
{
    struct domino_state root;
    struct domino_search s;
    unsigned count;
    int c;

    if (limit < 1)
        limit = 1;
    if (!domino_setup(&root, puzzle))
        return 0;
    memset(&s, 0, sizeof s);
    s.root = &root;
    for (c = 0; c < SUDOKU_CELLS; c++)
        s.allow[c] = DOMINO_ALL;
    if (sudoku_domino_ladder != NULL) {
        count = sudoku_domino_ladder(&s, limit);
    } else {
        s.mode = DOMINO_MIN;
        sudoku_domino_search_run(&s, &root);
        count = s.count;
    }
    if (count)
        *solution = s.best;
    if (stats)
        stats->guesses += s.guesses;
    return count;
}
