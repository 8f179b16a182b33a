/*
 * chain_cycles.c - SE's first chain search: bidirectional cycles and
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
 * (difficulty, complexity, kind, then the order found) is applied.  The
 * chains that follow every single an assumption brings are in
 * chain_multiple.c.
 *
 * SE finds the same hint faster so: the links are listed once per step;
 * the forcing chains of every start come first, each by a search from
 * both of its ends that meets halfway (its length is all the rating
 * needs), and the best of them bounds the cycles' searches, which keep
 * SE's order of search, as the path of a cycle decides what it removes.
 * The winner's picture, when the steps are watched, comes from SE's own
 * search from its start, once.
 */
#include <string.h>

#include "rate/chain/chain.h"

/* The links a pass follows: of cells (Y), of houses (X). */
enum { LINK_Y = 1, LINK_X = 2 };

/* Room for the lists of on_to_off in a pass (the lists that do not fit
 * are made each time), and the most one list has. */
enum { OFFS_POOL = 4096, OFFS_MOST = 8 + 20 };

/*
 * The search's tree.  Cycles keep only "on" nodes, each with the "on" it
 * came from (parent) and the "off" between (via): SE follows every way to
 * an "off", but each "on" once.  Forcing chains keep every node once, via
 * unused.
 */
struct tree {
    unsigned short key[CH_NODES], parent[CH_NODES], via[CH_NODES];
    unsigned short depth[CH_NODES];
    int n;
    /* The potentials in the tree: found[key] is id (each search's own,
     * found all 0 at first). */
    unsigned found[CH_KEYS], id;
};

static void tree_start(struct tree *t, int key)
{
    t->id++;
    t->key[0] = (unsigned short)key;
    t->parent[0] = CH_NONE;
    t->depth[0] = 0;
    t->found[key] = t->id;
    t->n = 1;
}

static void tree_add(struct tree *t, int key, int parent, int via, int depth)
{
    int n = t->n++;

    t->key[n] = (unsigned short)key;
    t->parent[n] = (unsigned short)parent;
    t->via[n] = (unsigned short)via;
    t->depth[n] = (unsigned short)depth;
    t->found[key] = t->id;
}

/* Marks with `stamp` the "off" potentials between two "on" nodes on node
 * p's way from the start, which a cycle does not go through again. */
static void mark_way(const struct tree *t, int p, unsigned *mark,
                     unsigned stamp)
{
    for (; t->parent[p] != CH_NONE; p = t->parent[p])
        mark[t->via[p]] = stamp;
}

/* One of the searches: the pass, the best hint of the kind it looks for
 * (forcing chains or cycles) and where it was found, and a bound. */
struct pass {
    struct rate *s;
    int links, index; /* index: 0, 1, 2 for X, Y, XY */
    struct chain_best *best;
    int *best_at;
    /* While best has none, only a hint no later than limit's (when it has
     * one) may win. */
    const struct chain_best *limit;
    /* Where the limit's hint was found (as best_at), and whether the
     * search has passed it: then a hint that ties with it comes after. */
    int limit_at, strict;
    int most[2]; /* the most complexity a chain and a cycle may have */
    struct chain_links l;
    /* The candidates whose "off" makes an "on" in the pass (the others
     * end a search's way). */
    uint64_t live[10][2];
    unsigned short live_pos[27][10]; /* the same, as struct rate's pos */
    /* The "off" potentials each "on" one turns off in the pass, listed
     * the first time asked for (pass_offs): where in pool, CH_NONE when
     * not yet, and how many. */
    unsigned short offs_at[CH_CANDS];
    unsigned char offs_n[CH_CANDS];
    unsigned short pool[OFFS_POOL];
    int pool_n;
    struct tree tree;
    unsigned mark[CH_KEYS], stamp; /* mark_way's, and its last stamp */
    int shown_via, shown_p;        /* the best cycle of the search */
    chain_every_fn *every;         /* when every hint is asked for, else NULL */
    void *context;
    const uint64_t *from; /* then, the starts of forcing chains, or NULL */
};

/* The potentials that an "on" key turns off, of the live candidates of
 * the pass (or of all of them), in SE's order: the cell's others (with Y;
 * in the Y pass only for SE's forcing chains, where `cell_links` is set,
 * as the "off" of another candidate of a cell of two turns the key back
 * on, nothing new to a cycle), then the places of its digit in its box,
 * in its row and in its column out of the box. */
static int on_to_off(const struct pass *w, int key, int all, int cell_links,
                     unsigned short *out)
{
    const struct rate *s = w->s;
    const unsigned short(*to)[10] = all ? s->pos : w->live_pos;
    int cell = CH_CELL(key), d = CH_DIGIT(key), n = 0, r;
    int row = houses_of(cell, 0);
    unsigned m, in_box[3];

    if (cell_links)
        for (m = s->cand[cell] & ~(1u << d); m; m &= m - 1)
            if (to[row][lowest(m)] >> houses_index(cell, 0) & 1)
                out[n++] = (unsigned short)CH_KEY(cell, lowest(m), 0);
    in_box[0] = 1u << houses_index(cell, 2);
    in_box[1] = 7u << (houses_index(cell, 0) / 3 * 3);
    in_box[2] = 7u << (houses_index(cell, 1) / 3 * 3);
    for (r = 0; r < 3; r++) {
        int h = ch_region(cell, r);

        for (m = to[h][d] & ~in_box[r]; m; m &= m - 1)
            out[n++] = (unsigned short)CH_KEY(houses_cell(h, lowest(m)), d, 0);
    }
    return n;
}

/* The potentials that an "on" key turns off in the pass, as on_to_off
 * lists them, into *out: listed once, or into room (OFFS_MOST). */
static int pass_offs(struct pass *w, int key, const unsigned short **out,
                     unsigned short *room)
{
    int k = key >> 1, n, cells = w->links == (LINK_X | LINK_Y);

    if (w->offs_at[k] != CH_NONE) {
        *out = w->pool + w->offs_at[k];
        return w->offs_n[k];
    }
    if (w->pool_n + OFFS_MOST > OFFS_POOL) {
        *out = room;
        return on_to_off(w, key, 0, cells, room);
    }
    *out = w->pool + w->pool_n;
    n = on_to_off(w, key, 0, cells, w->pool + w->pool_n);
    w->offs_at[k] = (unsigned short)w->pool_n;
    w->offs_n[k] = (unsigned char)n;
    w->pool_n += n;
    return n;
}

/* The potentials that an "off" key turns on, in SE's order, once each. */
static int off_to_on(const struct pass *w, int key, int links,
                     const unsigned short **out)
{
    int k = key >> 1, y = w->l.ystrong[k];

    *out = w->l.strong[k] + (links & LINK_Y ? 0 : y);
    return links & LINK_X ? w->l.nstrong[k] - (links & LINK_Y ? 0 : y) : y;
}

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
    const struct chain_best *b = w->best->found ? w->best : w->limit;
    double difficulty = pass_base(w, cycle) + ch_length_added(complexity);
    int sort = pass_sort(w);

    if (b == w->best || b == NULL || !b->found)
        return ch_better(w->best, difficulty, complexity, sort);
    /* No later than the limit: not after it by SE's order. */
    if (difficulty != b->difficulty)
        return difficulty < b->difficulty;
    if (complexity != b->complexity)
        return complexity < b->complexity;
    return sort < b->sort || (sort == b->sort && !w->strict);
}

/* Sets w->most from the best so far, the limit and the pass. */
static void pass_bound(struct pass *w)
{
    int cycle;

    for (cycle = 0; cycle < 2; cycle++) {
        int lo = 0, hi = CH_NODES;

        /* The hints that may win are those up to some complexity. */
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;

            if (pass_may_win(w, cycle, mid))
                lo = mid;
            else
                hi = mid - 1;
        }
        w->most[cycle] = lo;
    }
}

/* Keeps a hint of the search's kind found from candidate d of cell
 * (kind: 0 a cycle, 1 a forcing chain from its "on", 2 from its "off"). */
static void pass_keep(struct pass *w, int cycle, int complexity, int cell,
                      int d, int kind)
{
    struct chain_best *b = w->best;

    b->found = 1;
    b->difficulty = pass_base(w, cycle) + ch_length_added(complexity);
    b->complexity = complexity;
    b->sort = pass_sort(w);
    *w->best_at = ((w->index * CH_CANDS + cell * 9 + d - 1) << 2) | kind;
    pass_bound(w);
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

/* The houses of a cell, as a set of bits. */
static uint32_t cell_houses(int cell)
{
    return 1u << houses_of(cell, 0) | 1u << houses_of(cell, 1) |
           1u << houses_of(cell, 2);
}

/* What the cycle of the n potentials of path removes: the candidates out
 * of its cells that see its digit both "on" and "off", into remove (all
 * of it written); returns whether there are any. */
static int cycle_removals(const struct pass *w, const unsigned short *path,
                          int n, unsigned short *remove)
{
    const struct chain_links *l = &w->l;
    uint64_t seen[2][10][2], cells[2] = {0, 0}, both[2];
    unsigned digits[2] = {0, 0}, m;
    int j, d, r, any = 0;

    for (j = 0; j < n; j++) {
        int cell = CH_CELL(path[j]), on = CH_ON(path[j]);

        d = CH_DIGIT(path[j]);
        if (!(digits[on] >> d & 1)) {
            digits[on] |= 1u << d;
            seen[on][d][0] = seen[on][d][1] = 0;
        }
        for (r = 0; r < 3; r++) {
            seen[on][d][0] |= l->house[houses_of(cell, r)][0];
            seen[on][d][1] |= l->house[houses_of(cell, r)][1];
        }
        ch_set_add(cells, cell);
    }
    memset(remove, 0, sizeof remove[0] * SUDOKU_CELLS);
    for (m = digits[0] & digits[1]; m; m &= m - 1) {
        d = lowest(m);
        for (j = 0; j < 2; j++) {
            both[j] =
                seen[0][d][j] & seen[1][d][j] & l->plane[d][j] & ~cells[j];
            for (; both[j]; both[j] &= both[j] - 1) {
                remove[j * 64 + bits_ctz64_nonzero(both[j])] |=
                    (unsigned short)(1u << d);
                any = 1;
            }
        }
    }
    return any;
}

/* Hands a hint of the pass, a cycle or a forcing chain of `complexity`
 * whose one chain is the n potentials of path and which removes the
 * n_remove "off" keys of remove, to the caller that asks for every hint. */
static void every_hand(struct pass *w, int cycle, int complexity,
                       const unsigned short *path, int n,
                       const unsigned short *remove, int n_remove)
{
    struct chain_every e;

    e.difficulty = pass_base(w, cycle) + ch_length_added(complexity);
    e.complexity = complexity;
    e.sort = pass_sort(w);
    e.n_remove = n_remove;
    e.remove = remove;
    e.n_chains = 1;
    e.cycle = cycle;
    e.source_cause = -1;
    e.chain[0] = path;
    e.length[0] = n;
    w->every(w->context, &e);
}

/* Hands the cycle of the n potentials of path, which removes the
 * candidates of remove (by cell), to the caller that asks for every hint. */
static void every_cycle(struct pass *w, int complexity,
                        const unsigned short *path, int n,
                        const unsigned short *remove)
{
    unsigned short keys[CH_CANDS];
    int i, n_remove = 0;
    unsigned m;

    for (i = 0; i < SUDOKU_CELLS; i++)
        for (m = remove[i]; m; m &= m - 1)
            keys[n_remove++] = (unsigned short)CH_KEY(i, lowest(m), 0);
    every_hand(w, 1, complexity, path, n, keys, n_remove);
}

/* The cycle so, when it removes something and may come first. */
static void cycle_hint(struct pass *w, int via, int p)
{
    int complexity = w->tree.depth[p] + 2, n;
    unsigned short path[CH_NODES], remove[SUDOKU_CELLS];

    if (complexity > w->most[1])
        return;
    n = cycle_path(&w->tree, via, p, path);
    if (!cycle_removals(w, path, n, remove))
        return;
    if (w->every != NULL) {
        every_cycle(w, complexity, path, n, remove);
        return;
    }
    memcpy(w->best->remove, remove, sizeof remove);
    pass_keep(w, 1, complexity, CH_CELL(path[0]), CH_DIGIT(path[0]), 0);
    w->best->technique = w->links == LINK_X   ? SUDOKU_X_CYCLE
                         : w->links == LINK_Y ? SUDOKU_Y_CYCLE
                                              : SUDOKU_XY_CYCLE;
    w->best->name = w->links == LINK_X   ? "bidirectional X-cycle"
                    : w->links == LINK_Y ? "bidirectional Y-cycle"
                                         : "bidirectional cycle";
    w->best->place_cell = -1;
    w->shown_via = via;
    w->shown_p = p;
}

/* Whether the "off" of some potential that turns the start on is among
 * those that the "on" potential key turns off. */
static int may_close(const struct pass *w, const unsigned short *back, int nb,
                     int key)
{
    int cell = CH_CELL(key), d = CH_DIGIT(key), j;
    uint32_t houses = cell_houses(cell);

    for (j = 0; j < nb; j++) {
        int c = CH_CELL(back[j]), e = CH_DIGIT(back[j]);

        if (c == cell ? e != d && (w->links & LINK_Y)
                      : e == d && (cell_houses(c) & houses))
            return 1;
    }
    return 0;
}

/* SE's search for cycles from the "on" potential key, layer by layer: an
 * "off" is followed from every "on" that turns it off, unless it is
 * already on that "on"'s way; an "on" is kept once.  In the last layer
 * that may give a cycle, only the "on" nodes next to the start's way back
 * (back, nb) are followed, and only to find the cycles. */
static void cycles_search(struct pass *w, int key)
{
    struct tree *t = &w->tree;
    int begin = 0, length = 0, nb;
    unsigned short room[OFFS_MOST];
    const unsigned short *back, *offs;

    nb = off_to_on(w, key ^ 1, w->links, &back);
    tree_start(t, key);
    while (begin < t->n) {
        int end = t->n, q, last;

        length += 2;
        if ((length < 4 ? 4 : length) > w->most[1])
            return;
        last = length >= 4 && length + 2 > w->most[1];
        for (q = begin; q < end; q++) {
            int no, a;

            if (last && !may_close(w, back, nb, t->key[q]))
                continue;
            no = pass_offs(w, t->key[q], &offs, room);
            mark_way(t, q, w->mark, ++w->stamp);
            for (a = 0; a < no; a++) {
                const unsigned short *ons;
                int nn, b;

                if (w->mark[offs[a]] == w->stamp)
                    continue;
                nn = off_to_on(w, offs[a], w->links, &ons);
                for (b = 0; b < nn; b++) {
                    if (length >= 4 && ons[b] == key)
                        cycle_hint(w, offs[a], q);
                    if (!last && t->found[ons[b]] != t->id)
                        tree_add(t, ons[b], q, offs[a], t->depth[q] + 2);
                }
            }
        }
        begin = end;
    }
}

/*
 * The complexity of the forcing chain from key to its opposite: the
 * number of potentials on the shortest way, or 0 when none may come
 * first.  SE's search goes from key until it meets the opposite; as every
 * link has its mirror (an "on" that turns an "off" so, the "on" of that
 * "off" turns the first's "off" so; an "off" that turns an "on" so, the
 * "off" of that "on" turns the first's "on" so), a way from key to a
 * potential is one from that potential's opposite to key's opposite, and
 * the shortest way to the opposite goes through the first potential
 * found whose opposite is found already: after layer k, 2k potentials.
 */
static int chain_complexity(struct pass *w, int key)
{
    struct tree *t = &w->tree;
    int begin = 0, end, n = 1, layer = 0, links = w->links | LINK_X;
    unsigned short room[OFFS_MOST];
    unsigned id = ++t->id;

    t->key[0] = (unsigned short)key;
    t->found[key] = id;
    for (end = 1; begin < end; begin = end, end = n) {
        int q, a, no;

        if (2 * ++layer > w->most[0])
            return 0;
        for (q = begin; q < end; q++) {
            const unsigned short *out;

            if (CH_ON(t->key[q]))
                no = pass_offs(w, t->key[q], &out, room);
            else
                no = off_to_on(w, t->key[q], links, &out);
            for (a = 0; a < no; a++) {
                int v = out[a];

                if (t->found[v] == id)
                    continue;
                if (t->found[v ^ 1] == id)
                    return 2 * layer;
                t->found[v] = id;
                t->key[n++] = (unsigned short)v;
            }
        }
    }
    return 0;
}

/* The forcing chain from key (candidate d of cell), when it may come
 * first. */
static void forcing_from(struct pass *w, int key)
{
    struct chain_best *b = w->best;
    int complexity = chain_complexity(w, key), cell = CH_CELL(key);
    int d = CH_DIGIT(key), x = w->links == LINK_X;

    if (complexity == 0)
        return;
    pass_keep(w, 0, complexity, cell, d, CH_ON(key) ? 1 : 2);
    b->technique = x ? SUDOKU_X_CHAIN : SUDOKU_XY_CHAIN;
    b->name = !x                ? "forcing chain"
              : complexity == 6 ? "turbot fish"
                                : "forcing X-chain";
    memset(b->remove, 0, sizeof b->remove);
    b->place_cell = CH_ON(key) ? -1 : cell;
    b->place_digit = d;
    b->remove[cell] =
        (unsigned short)(CH_ON(key) ? 1u << d : w->s->cand[cell] & ~(1u << d));
}

/* Whether some "off" potential turns candidate d of cell on. */
static int has_way_back(const struct pass *w, int cell, int d)
{
    const unsigned short *ons;

    return off_to_on(w, CH_KEY(cell, d, 0), w->links, &ons) > 0;
}

/* Makes w search pass `index` (0, 1, 2: X, Y, XY). */
static void pass_set(struct pass *w, int index)
{
    static const int passes[3] = {LINK_X, LINK_Y, LINK_X | LINK_Y};
    const struct chain_links *l = &w->l;
    int d, j;

    w->index = index;
    w->links = passes[index];
    memset(w->live_pos, 0, sizeof w->live_pos);
    memset(w->offs_at, 0xFF, sizeof w->offs_at);
    w->pool_n = 0;
    for (d = 1; d <= 9; d++)
        for (j = 0; j < 2; j++) {
            uint64_t m = w->live[d][j] =
                (w->links & LINK_X ? l->xlinked[d][j] : 0) |
                (w->links & LINK_Y ? l->pairs[j] & l->plane[d][j] : 0);

            for (; m; m &= m - 1) {
                int cell = j * 64 + bits_ctz64_nonzero(m), k;

                for (k = 0; k < 3; k++)
                    w->live_pos[houses_of(cell, k)][d] |=
                        (unsigned short)(1u << houses_index(cell, k));
            }
        }
    pass_bound(w);
}

/* The starts of a pass, in SE's order: calls `from` for each candidate of
 * a cell with more than one (with two, in the Y pass). */
static void pass_run(struct pass *w, int index,
                     void (*from)(struct pass *w, int cell, int d))
{
    const struct rate *s = w->s;
    int cell;
    unsigned m;

    pass_set(w, index);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int n = bits_count10[s->cand[cell]];

        if (n > 1 && (n == 2 || (w->links & LINK_X)))
            for (m = s->cand[cell]; m; m &= m - 1)
                from(w, cell, lowest(m));
    }
}

/* The forcing chains from candidate d of cell, those that can end in one
 * when the solution is known (truth_of): only a false candidate's "on"
 * leads to its "off", and only a true one's "off" to its "on". */
static void chains_from(struct pass *w, int cell, int d)
{
    const unsigned char *truth = truth_of(w->s);

    if (truth == NULL || truth[cell] != d)
        forcing_from(w, CH_KEY(cell, d, 1));
    if (truth == NULL || truth[cell] == d)
        forcing_from(w, CH_KEY(cell, d, 0));
}

/* The cycles through candidate d of cell: a cycle comes back through an
 * "off" that turns the start on. */
static void cycles_from(struct pass *w, int cell, int d)
{
    if (!w->strict &&
        ((w->index * CH_CANDS + cell * 9 + d - 1) << 2) > w->limit_at) {
        w->strict = 1;
        pass_bound(w);
    }
    if (has_way_back(w, cell, d))
        cycles_search(w, CH_KEY(cell, d, 1));
}

/* SE's search for the forcing chain from key, in layers of "on" and
 * "off" potentials, each kept once, to the first that turns key into its
 * opposite: returns the node of w->tree that turns it so, or -1. */
static int forcing_search(struct pass *w, int key)
{
    struct tree *t = &w->tree;
    int begin = 0, links = w->links | LINK_X;
    unsigned short offs[OFFS_MOST];

    tree_start(t, key);
    while (begin < t->n) {
        int end = t->n, q, a, n;

        for (q = begin; q < end; q++) {
            const unsigned short *out = offs;

            if (CH_ON(t->key[q]))
                n = on_to_off(w, t->key[q], 1, w->links & LINK_Y, offs);
            else
                n = off_to_on(w, t->key[q], links, &out);
            for (a = 0; a < n; a++) {
                if (out[a] == (key ^ 1))
                    return q;
                if (t->found[out[a]] != t->id)
                    tree_add(t, out[a], q, 0, t->depth[q] + 1);
            }
        }
        begin = end;
    }
    return -1;
}

/* The winner's picture: SE's search from its start again, which finds it
 * first (the forcing chains' search stops at the opposite of its start;
 * of the cycles, the first that removes something, no later than the
 * winner, is the winner), with scratch as its best. */
static void show_winner(struct pass *w, const struct chain_best *win, int at,
                        struct chain_best *scratch, int *scratch_at)
{
    int kind = at & 3, k = (at >> 2) % CH_CANDS, cell = k / 9, d = k % 9 + 1;
    int key = CH_KEY(cell, d, kind != 2);

    pass_set(w, (at >> 2) / CH_CANDS);
    memset(scratch, 0, sizeof *scratch);
    w->best = scratch;
    w->best_at = scratch_at;
    w->limit = win;
    w->strict = 0;
    pass_bound(w);
    if (kind == 0) {
        unsigned short path[CH_NODES];

        cycles_search(w, key);
        sudoku_chain_show_cycle(
            w->s, path, cycle_path(&w->tree, w->shown_via, w->shown_p, path));
        return;
    }
    sudoku_chain_show_start(w->s, cell, 1u << d, -1);
    sudoku_chain_show_path(w->s, w->tree.key, w->tree.parent,
                           forcing_search(w, key), key ^ 1);
}

/* Makes w search the grid of s for the best hint, into *best (found at
 * *best_at). */
static void pass_init(struct pass *w, struct rate *s, struct chain_best *best,
                      int *best_at)
{
    w->s = s;
    w->index = w->links = w->limit_at = w->strict = w->pool_n = 0;
    w->most[0] = w->most[1] = 0;
    w->shown_via = w->shown_p = -1;
    sudoku_chain_links_make(&w->l, s);
    memset(w->tree.found, 0, sizeof w->tree.found);
    w->tree.id = 0;
    memset(w->mark, 0, sizeof w->mark);
    w->stamp = 0;
    w->tree.n = 0;
    w->best = best;
    w->best_at = best_at;
    w->limit = NULL;
    w->every = NULL;
    w->context = NULL;
    w->from = NULL;
}

int sudoku_rate_cycles(struct rate *s)
{
    struct pass w;
    struct chain_best chains, cycles, scratch;
    int i, chains_at = 0, cycles_at = 0, scratch_at = 0, win_at;
    const struct chain_best *win;

    memset(&chains, 0, sizeof chains);
    memset(&cycles, 0, sizeof cycles);
    pass_init(&w, s, &chains, &chains_at);
    /* The forcing chains first, then the cycles, no later than they. */
    pass_run(&w, 0, chains_from);
    pass_run(&w, 2, chains_from);
    w.best = &cycles;
    w.best_at = &cycles_at;
    w.limit = &chains;
    w.limit_at = chains_at;
    for (i = 0; i < 3; i++)
        pass_run(&w, i, cycles_from);
    if (!chains.found && !cycles.found)
        return 0;
    /* The first by SE's order; of two that tie, the first found. */
    win = cycles.found ? &cycles : &chains;
    win_at = cycles.found ? cycles_at : chains_at;
    if (cycles.found && chains.found &&
        (ch_better(&cycles, chains.difficulty, chains.complexity,
                   chains.sort) ||
         (!ch_better(&chains, cycles.difficulty, cycles.complexity,
                     cycles.sort) &&
          chains_at < cycles_at))) {
        win = &chains;
        win_at = chains_at;
    }
    if (s->show != NULL)
        show_winner(&w, win, win_at, &scratch, &scratch_at);
    return sudoku_chain_apply(s, win);
}

/* Hands the forcing chain from key to its opposite through node q to the
 * caller that asks for every hint. */
static void every_forcing(struct pass *w, int key, int q)
{
    unsigned short remove[9], path[CH_NODES];
    int cell = CH_CELL(key), d = CH_DIGIT(key), n = 0, n_remove = 0;
    int complexity = w->tree.depth[q] + 2;
    unsigned m;

    if (CH_ON(key))
        remove[n_remove++] = (unsigned short)(key ^ 1);
    else
        for (m = w->s->cand[cell] & ~(1u << d); m; m &= m - 1)
            remove[n_remove++] = (unsigned short)CH_KEY(cell, lowest(m), 0);
    if (n_remove == 0)
        return;
    path[n++] = (unsigned short)(key ^ 1);
    for (; q != CH_NONE; q = w->tree.parent[q])
        path[n++] = w->tree.key[q];
    every_hand(w, 0, complexity, path, n, remove, n_remove);
}

/* The forcing chain from key, when w->from lets it start there, to the
 * caller that asks for every hint. */
static void every_forcing_from(struct pass *w, int key)
{
    const uint64_t *from = w->from;
    int q;

    if (from != NULL &&
        !((from + (w->index == 0 ? 0 : CH_WORDS))[key >> 6] >> (key & 63) & 1))
        return;
    q = forcing_search(w, key);
    if (q >= 0)
        every_forcing(w, key, q);
}

/* Every hint from candidate d of cell, in SE's order: the cycles through
 * it, then (but in the Y pass) the forcing chains from its "on" and its
 * "off", those that can end in one when the solution is known. */
static void every_from(struct pass *w, int cell, int d)
{
    const unsigned char *truth = truth_of(w->s);
    int on = CH_KEY(cell, d, 1);

    if (has_way_back(w, cell, d))
        cycles_search(w, on);
    if (!(w->links & LINK_X))
        return;
    if (truth == NULL || truth[cell] != d)
        every_forcing_from(w, on);
    if (truth == NULL || truth[cell] == d)
        every_forcing_from(w, on ^ 1);
}

void sudoku_chain_cycles_every(struct rate *g, const uint64_t *from,
                               chain_every_fn *fn, void *context)
{
    struct pass w;
    struct chain_best best;
    int best_at = 0, i;

    memset(&best, 0, sizeof best);
    pass_init(&w, g, &best, &best_at);
    w.every = fn;
    w.context = context;
    w.from = from;
    /* With no best, every search runs to its end (pass_bound). */
    for (i = 0; i < 3; i++)
        pass_run(&w, i, every_from);
}
