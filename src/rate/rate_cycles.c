/*
 * rate_cycles.c - SE's first chain search: bidirectional cycles and
 * forcing chains of strong links (X-, Y- and XY-cycles, forcing X-chains
 * and forcing chains), 6.5 and up.
 *
 * Three passes, as SE makes them: links of one digit (X), links of cells
 * (Y, cycles only, from cells of two candidates), and both.  From each
 * candidate of each cell with more than one, in the grid's order, a
 * breadth-first search in layers: an "on" candidate turns off the others
 * of its cell (but in the X pass) and its digit in the cell's houses; an
 * "off" one turns on the other candidate of a cell of two (but in the X
 * pass) and the other place of a digit in a house (but in the Y pass).  A
 * cycle comes back to its start after four links or more, and removes
 * what both of its colours see; a forcing chain turns its own start (on
 * or off) into its opposite.  Of every hint, the first by SE's order
 * (difficulty, complexity, kind) is applied.  The chains that follow every
 * single an assumption brings are in rate_multiple.c.
 */
#include <string.h>

#include "rate/rate_chaining.h"

/* The links a pass follows: of cells (Y), of houses (X). */
enum { LINK_Y = 1, LINK_X = 2 };

/* The potentials that an "on" key turns off, in SE's order, once each. */
static int on_to_off(const struct rate *s, int key, int links,
                     unsigned short *out)
{
    int cell = CH_CELL(key), d = CH_DIGIT(key), n = 0, r;
    int box = houses_of(cell, 2);
    unsigned m;

    if (links & LINK_Y)
        for (m = s->cand[cell] & ~(1u << d); m; m &= m - 1)
            out[n++] = (unsigned short)CH_KEY(cell, lowest(m), 0);
    for (r = 0; r < 3; r++) {
        int h = ch_region(cell, r), k = r == 0 ? 2 : r - 1;

        for (m = where(s, h, d) & ~(1u << houses_index(cell, k)); m;
             m &= m - 1) {
            int c = houses_cell(h, lowest(m));

            if (r == 0 || houses_of(c, 2) != box)
                out[n++] = (unsigned short)CH_KEY(c, d, 0);
        }
    }
    return n;
}

/* The potentials that an "off" key turns on, in SE's order, once each. */
static int off_to_on(const struct rate *s, int key, int links,
                     unsigned short *out)
{
    int cell = CH_CELL(key), d = CH_DIGIT(key), n = 0, r, j;
    unsigned c = s->cand[cell];

    if ((links & LINK_Y) && bits_count10[c] == 2)
        out[n++] = (unsigned short)CH_KEY(cell, lowest(c & ~(1u << d)), 1);
    if (!(links & LINK_X))
        return n;
    for (r = 0; r < 3; r++) {
        int h = ch_region(cell, r), k = r == 0 ? 2 : r - 1, on;
        unsigned m = where(s, h, d);

        if (bits_count10[m] != 2)
            continue;
        m &= ~(1u << houses_index(cell, k));
        on = CH_KEY(houses_cell(h, lowest(m)), d, 1);
        for (j = 0; j < n && out[j] != on; j++)
            ;
        if (j == n)
            out[n++] = (unsigned short)on;
    }
    return n;
}

/*
 * The search's tree.  Cycles keep only "on" nodes, each with the "on" it
 * came from (parent) and the "off" between (via): SE follows every way to
 * an "off", but each "on" once.  Forcing chains keep every node once, via
 * unused.
 */
struct tree {
    short node_of[CH_KEYS];
    unsigned short key[CH_NODES], parent[CH_NODES], via[CH_NODES];
    unsigned short depth[CH_NODES];
    int n;
};

/* Clears the last search's nodes (node_of is all -1 at first). */
static void tree_start(struct tree *t, int key)
{
    int i;

    for (i = 0; i < t->n; i++)
        t->node_of[t->key[i]] = -1;
    t->key[0] = (unsigned short)key;
    t->parent[0] = CH_NONE;
    t->depth[0] = 0;
    t->node_of[key] = 0;
    t->n = 1;
}

static void tree_add(struct tree *t, int key, int parent, int via, int depth)
{
    int n = t->n++;

    t->key[n] = (unsigned short)key;
    t->parent[n] = (unsigned short)parent;
    t->via[n] = (unsigned short)via;
    t->depth[n] = (unsigned short)depth;
    t->node_of[key] = (short)n;
}

/* Whether `key` is an ancestor of node p: through the "off" potentials
 * between (cycles) or the nodes themselves (forcing chains). */
static int has_ancestor(const struct tree *t, int p, int key, int cycles)
{
    for (; t->parent[p] != CH_NONE; p = t->parent[p])
        if ((cycles ? t->via[p] : t->key[t->parent[p]]) == key)
            return 1;
    return 0;
}

/* One pass of the search, and what it keeps of the best hint. */
struct pass {
    struct rate *s;
    int links;
    struct chain_best *best;
    struct tree tree;
    int shown_via, shown_p; /* when watched, the best cycle of the search */
    chain_every_fn *every;  /* when every hint is asked for, else NULL */
    void *context;
    const uint64_t *from; /* then, the starts of forcing chains, or NULL */
};

static double pass_base(const struct pass *w, int cycle)
{
    return w->links == (LINK_X | LINK_Y) ? 7.0 : cycle ? 6.5 : 6.6;
}

static int pass_sort(const struct pass *w)
{
    return w->links == (LINK_X | LINK_Y) ? 4 : w->links == LINK_Y ? 3 : 2;
}

/* Whether a hint of this complexity, or more, could still come first. */
static int pass_may_win(const struct pass *w, int cycle, int complexity)
{
    double base = pass_base(w, cycle);

    if (w->every != NULL)
        return 1;
    return ch_better(w->best, base + ch_length_added(complexity), complexity,
                     pass_sort(w));
}

static void pass_keep(struct pass *w, int cycle, int complexity,
                      enum sudoku_technique t, const char *name)
{
    struct chain_best *b = w->best;

    b->found = 1;
    b->difficulty = pass_base(w, cycle) + ch_length_added(complexity);
    b->complexity = complexity;
    b->sort = pass_sort(w);
    b->technique = t;
    b->name = name;
}

/* The potentials of the cycle that ends in the "on" start through "off"
 * key via from "on" node p, its start once: returns how many. */
static int cycle_path(const struct tree *t, int via, int p,
                      unsigned short *path)
{
    int n = 0;

    path[n++] = t->key[0];
    path[n++] = (unsigned short)via;
    for (; t->parent[p] != CH_NONE; p = t->parent[p]) {
        path[n++] = t->key[p];
        path[n++] = t->via[p];
    }
    return n;
}

/* Hands the cycle of the n potentials of path, which removes what both
 * seen[] have, to the caller that asks for every hint. */
static void every_cycle(struct pass *w, int complexity,
                        const unsigned short *path, int n,
                        unsigned short seen[2][SUDOKU_CELLS])
{
    struct chain_every e;
    unsigned short remove[SUDOKU_CELLS * 9];
    int i;
    unsigned m;

    e.n_remove = 0;
    for (i = 0; i < SUDOKU_CELLS; i++)
        for (m = seen[0][i] & seen[1][i]; m; m &= m - 1)
            remove[e.n_remove++] = (unsigned short)CH_KEY(i, lowest(m), 0);
    e.difficulty = pass_base(w, 1) + ch_length_added(complexity);
    e.complexity = complexity;
    e.sort = pass_sort(w);
    e.remove = remove;
    e.n_chains = 1;
    e.cycle = 1;
    e.source_cause = -1;
    e.chain[0] = path;
    e.length[0] = n;
    w->every(w->context, &e);
}

/* The cycle so: removes what both of its colours see, its cells aside. */
static void cycle_hint(struct pass *w, int via, int p)
{
    const unsigned short *cand = w->s->cand;
    int complexity = w->tree.depth[p] + 2, n, j, r, i, any = 0;
    unsigned short path[CH_NODES], seen[2][SUDOKU_CELLS];
    unsigned char in_cycle[SUDOKU_CELLS];

    if (!pass_may_win(w, 1, complexity))
        return;
    n = cycle_path(&w->tree, via, p, path);
    memset(seen, 0, sizeof seen);
    memset(in_cycle, 0, sizeof in_cycle);
    for (j = 0; j < n; j++)
        in_cycle[CH_CELL(path[j])] = 1;
    for (j = 0; j < n; j++) {
        int cell = CH_CELL(path[j]), d = CH_DIGIT(path[j]);

        for (r = 0; r < 3; r++)
            for (i = 0; i < 9; i++) {
                int c = houses_cell(ch_region(cell, r), i);

                if (!in_cycle[c] && (cand[c] >> d & 1))
                    seen[CH_ON(path[j])][c] |= (unsigned short)(1u << d);
            }
    }
    for (i = 0; i < SUDOKU_CELLS; i++)
        any |= seen[0][i] & seen[1][i];
    if (!any)
        return;
    if (w->every != NULL) {
        every_cycle(w, complexity, path, n, seen);
        return;
    }
    for (i = 0; i < SUDOKU_CELLS; i++)
        w->best->remove[i] = seen[0][i] & seen[1][i];
    pass_keep(w, 1, complexity,
              w->links == LINK_X   ? SUDOKU_X_CYCLE
              : w->links == LINK_Y ? SUDOKU_Y_CYCLE
                                   : SUDOKU_XY_CYCLE,
              w->links == LINK_X   ? "bidirectional X-cycle"
              : w->links == LINK_Y ? "bidirectional Y-cycle"
                                   : "bidirectional cycle");
    w->best->place_cell = -1;
    /* Its picture, when watched, once the search is over (cycles_from):
     * only stores here, the search's loop stays as fast. */
    w->shown_via = via;
    w->shown_p = p;
}

/* SE's search for cycles from the "on" potential key, layer by layer: an
 * "off" is followed from every "on" that turns it off, unless it is
 * already on that "on"'s way; an "on" is kept once. */
static void cycles_search(struct pass *w, int key)
{
    struct tree *t = &w->tree;
    int begin = 0, length = 0;
    unsigned short offs[32], ons[4];

    tree_start(t, key);
    while (begin < t->n) {
        int end = t->n, q;

        length += 2;
        if (!pass_may_win(w, 1, length < 4 ? 4 : length))
            return;
        for (q = begin; q < end; q++) {
            int no = on_to_off(w->s, t->key[q], w->links, offs), a;

            for (a = 0; a < no; a++) {
                int nn, b;

                if (has_ancestor(t, q, offs[a], 1))
                    continue;
                nn = off_to_on(w->s, offs[a], w->links, ons);
                for (b = 0; b < nn; b++) {
                    if (length >= 4 && ons[b] == key)
                        cycle_hint(w, offs[a], q);
                    if (t->node_of[ons[b]] < 0)
                        tree_add(t, ons[b], q, offs[a], t->depth[q] + 2);
                }
            }
        }
        begin = end;
    }
}

/* cycles_search, and the picture of the best cycle it found. */
static void cycles_from(struct pass *w, int key)
{
    unsigned short path[CH_NODES];

    w->shown_p = -1;
    cycles_search(w, key);
    if (w->shown_p >= 0 && w->s->show != NULL)
        sudoku_chain_show_cycle(w->s, path,
                                cycle_path(&w->tree, w->shown_via, w->shown_p,
                                           path));
}

/* Hands the forcing chain from key to its opposite through node q to the
 * caller that asks for every hint. */
static void every_forcing(struct pass *w, int key, int q, int complexity)
{
    struct chain_every e;
    unsigned short remove[9], path[CH_NODES];
    int cell = CH_CELL(key), d = CH_DIGIT(key), n = 0;
    unsigned m;

    e.n_remove = 0;
    if (CH_ON(key))
        remove[e.n_remove++] = (unsigned short)(key ^ 1);
    else
        for (m = w->s->cand[cell] & ~(1u << d); m; m &= m - 1)
            remove[e.n_remove++] = (unsigned short)CH_KEY(cell, lowest(m), 0);
    if (e.n_remove == 0)
        return;
    path[n++] = (unsigned short)(key ^ 1);
    for (; q != CH_NONE; q = w->tree.parent[q])
        path[n++] = w->tree.key[q];
    e.difficulty = pass_base(w, 0) + ch_length_added(complexity);
    e.complexity = complexity;
    e.sort = pass_sort(w);
    e.remove = remove;
    e.n_chains = 1;
    e.cycle = 0;
    e.source_cause = -1;
    e.chain[0] = path;
    e.length[0] = n;
    w->every(w->context, &e);
}

/* The forcing chain that turns the start (key) into its opposite from
 * node q. */
static void forcing_hint(struct pass *w, int key, int q)
{
    struct chain_best *b = w->best;
    int complexity = w->tree.depth[q] + 2, cell = CH_CELL(key);
    int d = CH_DIGIT(key), x = w->links == LINK_X;

    if (w->every != NULL) {
        every_forcing(w, key, q, complexity);
        return;
    }
    pass_keep(w, 0, complexity, x ? SUDOKU_X_CHAIN : SUDOKU_XY_CHAIN,
              !x ? "forcing chain"
              : complexity == 6 ? "turbot fish"
                                : "forcing X-chain");
    memset(b->remove, 0, sizeof b->remove);
    b->place_cell = CH_ON(key) ? -1 : cell;
    b->place_digit = d;
    b->remove[cell] = (unsigned short)(CH_ON(key) ? 1u << d
                                                  : w->s->cand[cell] & ~(1u << d));
    if (w->s->show != NULL) {
        /* From the start along the tree to q, then the start's opposite. */
        sudoku_chain_show_start(w->s, cell, 1u << d, -1);
        sudoku_chain_show_path(w->s, w->tree.key, w->tree.parent, q, key ^ 1);
    }
}

/* SE's search for a forcing chain from key, in layers of "on" and "off"
 * potentials, each kept once: the first that turns key into its opposite. */
static void forcing_from(struct pass *w, int key)
{
    struct tree *t = &w->tree;
    int begin = 0, links = w->links | LINK_X;
    unsigned short out[32];

    tree_start(t, key);
    while (begin < t->n) {
        int on_end = t->n, off_end, q, a, n;

        for (q = begin; q < on_end; q++) {
            if (!CH_ON(t->key[q]))
                continue;
            if (!pass_may_win(w, 0, t->depth[q] + 2))
                return;
            n = on_to_off(w->s, t->key[q], w->links, out);
            for (a = 0; a < n; a++) {
                if (CH_ON(key) && out[a] == (key ^ 1)) {
                    forcing_hint(w, key, q);
                    return;
                }
                if (t->node_of[out[a]] < 0 && !has_ancestor(t, q, out[a], 0))
                    tree_add(t, out[a], q, 0, t->depth[q] + 1);
            }
        }
        off_end = t->n;
        for (q = begin; q < off_end; q++) {
            if (CH_ON(t->key[q]))
                continue;
            if (!pass_may_win(w, 0, t->depth[q] + 2))
                return;
            n = off_to_on(w->s, t->key[q], links, out);
            for (a = 0; a < n; a++) {
                if (!CH_ON(key) && out[a] == (key | 1)) {
                    forcing_hint(w, key, q);
                    return;
                }
                if (t->node_of[out[a]] < 0)
                    tree_add(t, out[a], q, 0, t->depth[q] + 1);
            }
        }
        begin = off_end;
    }
}

/* Whether some "off" potential turns candidate d of cell on. */
static int has_way_back(const struct rate *s, int cell, int d, int links)
{
    int r;

    if ((links & LINK_Y) && bits_count10[s->cand[cell]] == 2)
        return 1;
    if (links & LINK_X)
        for (r = 0; r < 3; r++)
            if (bits_count10[where(s, ch_region(cell, r), d)] == 2)
                return 1;
    return 0;
}

/* SE's unary chaining from candidate d of cell: cycles, then (but in the
 * Y pass) the forcing chains from its "on" and its "off", those that can
 * end in one when the solution is known (truth_of). */
static void unary_from(struct pass *w, int cell, int d)
{
    if (bits_count10[w->s->cand[cell]] > 2 && !(w->links & LINK_X))
        return;
    const unsigned char *truth = truth_of(w->s);
    const uint64_t *from =
        w->from == NULL ? NULL
                        : w->from + (w->links == LINK_X ? 0 : CH_WORDS);
    int on = CH_KEY(cell, d, 1);

    /* A cycle comes back through an "off" that turns the start on. */
    if (has_way_back(w->s, cell, d, w->links))
        cycles_from(w, on);
    if (w->links & LINK_X) {
        /* Only a false candidate's "on" leads to its "off", and only a
         * true one's "off" to its "on"; and only the starts of `from`. */
        if ((truth == NULL || truth[cell] != d) &&
            (from == NULL || (from[on >> 6] >> (on & 63) & 1)))
            forcing_from(w, on);
        if ((truth == NULL || truth[cell] == d) &&
            (from == NULL || (from[(on ^ 1) >> 6] >> ((on ^ 1) & 63) & 1)))
            forcing_from(w, on ^ 1);
    }
}

/* SE's three passes, X, Y and both, from every candidate of every cell
 * with more than one. */
static void cycles_passes(struct pass *w)
{
    static const int passes[3] = {LINK_X, LINK_Y, LINK_X | LINK_Y};
    int i, cell;
    unsigned m;

    memset(w->tree.node_of, 0xFF, sizeof w->tree.node_of);
    w->tree.n = 0;
    for (i = 0; i < 3; i++) {
        w->links = passes[i];
        for (cell = 0; cell < SUDOKU_CELLS; cell++)
            if (bits_count10[w->s->cand[cell]] > 1)
                for (m = w->s->cand[cell]; m; m &= m - 1)
                    unary_from(w, cell, lowest(m));
    }
}

int sudoku_rate_cycles(struct rate *s)
{
    struct pass w;
    struct chain_best best;

    memset(&best, 0, sizeof best);
    w.s = s;
    w.best = &best;
    w.every = NULL;
    w.from = NULL;
    cycles_passes(&w);
    return best.found && sudoku_chain_apply(s, &best);
}

void sudoku_chain_cycles_every(struct rate *g, const uint64_t *from,
                               chain_every_fn *fn, void *context)
{
    struct pass w;
    struct chain_best best;

    memset(&best, 0, sizeof best);
    w.s = g;
    w.best = &best;
    w.every = fn;
    w.context = context;
    w.from = from;
    cycles_passes(&w);
}
