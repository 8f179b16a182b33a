/*
 * domino_search.c - the Sudominoku search: the state of a node, the search
 * over the nodes, and its entry, sudoku_domino_solve.
 *
 * The search places one domino at a time.  Every node is analysed
 * (domino_analyse.c): the analysis prunes it, makes it dead or solved,
 * lists the placements every solution below it makes, or names what to
 * branch on.  The forced placements are made in place, and each
 * alternative of a branch on a copy of the state.  A solved node is a
 * leaf: here that of a search for the first grid or for the smallest
 * (DOMINO_FIRST, DOMINO_MIN); a count's is domino_count.c's.  This file
 * does not look inside a node: what can still go where is the analysis's.
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
    st->grid[c] = (unsigned char)digit;
    st->bare[DOMINO_CELL_WORD(c)] &= ~DOMINO_CELL_BIT(c);
    st->free[DOMINO_CELL_WORD(c)] &= ~DOMINO_CELL_BIT(c);
    st->uncovered--;
    domino_units_add(st, c, DOMINO_BIT(digit));
}

/* Lays domino {a, b} on cells c and `other`, whose digits are placed: the
 * two become mates and the domino is used. */
static void domino_join(struct domino_state *st, int c, int other, int a, int b)
{
    st->mate[c] = (signed char)other;
    st->mate[other] = (signed char)c;
    st->used |= (uint64_t)1 << domino_pair_bit[a][b];
    st->partner[a - 1] &= (uint16_t)~DOMINO_BIT(b);
    st->partner[b - 1] &= (uint16_t)~DOMINO_BIT(a);
}

static void domino_place(struct domino_state *st, const struct domino_move *m)
{
    domino_put_digit(st, m->cell, m->a);
    domino_put_digit(st, m->other, m->b);
    domino_join(st, m->cell, m->other, m->a, m->b);
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
        if (domino_seen(st, c) & DOMINO_BIT(d))
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
        domino_join(st, c, m, d, e);
    }
    for (c = 0; c < SUDOKU_CELLS; c++) {
        if (puzzle->mate[c] != SUDOKU_NO_MATE && st->mate[c] == SUDOKU_NO_MATE)
            return 0; /* a mate that points one way only */
        if (!st->grid[c])
            balance += domino_is_dark(c) ? -1 : 1;
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
        v = sudoku_domino_analyse(s, st, &node);
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
