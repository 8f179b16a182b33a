/*
 * chain_nested_dynamic.c - the inner searches of SE's nested forcing chains
 * of levels 4 and 5: every dynamic forcing chain on a net's grid, plain
 * (level 4's, and level 5's first) or nested at level 2 (level 5's next).
 *
 * As SE's dynamic forcing chains (8.5, or 9.5 nested) find them, without
 * the choice of the best: from each cell of two candidates or more, in the grid's
 * order, for each candidate, the dynamic nets of its "on" and of its
 * "off" (chain_net.c); a net that ends in a contradiction refutes
 * its assumption ("on" first); from a cell of three candidates or more,
 * what both nets imply holds ("on" potentials first, then "off" ones, in
 * the order of the "on" net); then the region forcing chains of the digit
 * in the cell's houses (box, row, column) whose first place is the cell:
 * what the "on" nets of every place imply.  Last, the cell forcing chains:
 * what the "on" nets of every candidate imply.  Each hint goes to the
 * caller (chain_nested.c) with its chains as nets and the nodes of their
 * targets, as a dynamic net's potentials have more than one parent.
 * Neither sorts nor applies.
 */
#include <string.h>

#include "rate/chain/chain.h"

enum { SORT_DOUBLE = 1, SORT_CELL = 5, SORT_REGION = 6, SORT_ABSURD = 7 };

struct every_dynamic {
    struct rate *g;
    int mode;
    double base;
    /* At level 0, the "on" net of every candidate, made once. */
    struct chain_store *store;
    struct chain_net *cell_net;   /* the "on" of each candidate of the cell */
    struct chain_net *region_net; /* the "on" of each place of the digit */
    struct chain_net *off;        /* the "off" of the candidate at hand */
    chain_every_fn *fn;
    void *context;
};

/* Hands over the hint that potential k holds (an "on") or goes, of this
 * kind, from the n chains of nodes node[] of nets net[]; `cause` that of
 * the assumptions (see struct chain_every). */
static void hand(struct every_dynamic *x, const struct chain_net *const *net,
                 const int *node, int n, int k, int sort, int cause)
{
    struct chain_every e;
    unsigned short remove[9];
    int cell = CH_CELL(k), d = CH_DIGIT(k), j, complexity = 0, n_seen = 0;
    uint64_t seen[CH_SEEN];
    unsigned m;

    e.n_remove = 0;
    if (CH_ON(k)) {
        for (m = x->g->cand[cell] & ~(1u << d); m; m &= m - 1)
            remove[e.n_remove++] = (unsigned short)CH_KEY(cell, lowest(m), 0);
    } else if (x->g->cand[cell] >> d & 1) {
        remove[e.n_remove++] = (unsigned short)(k & ~1);
    }
    if (e.n_remove == 0)
        return;
    for (j = 0; j < n; j++) {
        e.chain[j] = NULL;
        e.length[j] = 0;
        e.net[j] = net[j];
        e.node[j] = node[j];
        complexity += sudoku_chain_nest_complexity(net[j], node[j], seen,
                                                   &n_seen);
    }
    e.difficulty = x->base + ch_length_added(complexity);
    e.complexity = complexity;
    e.sort = sort;
    e.remove = remove;
    e.n_chains = n;
    e.cycle = 0;
    e.source_cause = cause;
    x->fn(x->context, &e);
}

/* The "on" net of candidate d of cell, into net: taken back from the
 * store when it is there, else run. */
static void on_net(struct every_dynamic *x, struct chain_net *net, int cell,
                   int d)
{
    size_t at = x->store != NULL ? x->store->at[cell * 9 + d - 1] : 0;

    if (at == 0)
        sudoku_chain_net_run(net, x->g, CH_KEY(cell, d, 1), x->mode);
    else
        sudoku_chain_net_load(net, x->store->bytes + at - 1);
}

/* The contradictions of the nets of candidate d of cell ("on" first),
 * then, from a cell of three candidates or more, the potentials both
 * imply. */
static void binary(struct every_dynamic *x, const struct chain_net *on,
                   int cell, int d)
{
    const struct chain_net *off = x->off, *two[2];
    int node[2], j, i;

    for (j = 0; j < 2; j++) {
        const struct chain_net *net = j == 0 ? on : off;

        if (net->absurd_on < 0)
            continue;
        two[0] = two[1] = net;
        node[0] = net->absurd_on;
        node[1] = net->absurd_off;
        hand(x, two, node, 2, CH_KEY(cell, d, j), SORT_ABSURD, -1);
    }
    if (bits_count10[x->g->cand[cell]] < 3)
        return;
    two[0] = on;
    two[1] = off;
    for (j = 1; j >= 0; j--)
        for (i = 0; i < on->n; i++) {
            int k = on->key[i], o;

            if (CH_ON(k) != j || !ch_kept(on, i))
                continue;
            o = off->node_of[k];
            if (o < 0)
                continue;
            node[0] = i;
            node[1] = o;
            hand(x, two, node, 2, k, SORT_DOUBLE, -1);
        }
}

/* The hints of the potentials that every net of branch[] implies, in the
 * order of the first: "on" ones first. */
static void common(struct every_dynamic *x,
                   const struct chain_net *const *branch, int n, int sort,
                   int cause)
{
    const struct chain_net *first = branch[0];
    int node[9], on, i, j;

    for (on = 1; on >= 0; on--)
        for (i = 0; i < first->n; i++) {
            int k = first->key[i];

            if (CH_ON(k) != on || !ch_kept(first, i))
                continue;
            node[0] = i;
            for (j = 1; j < n; j++) {
                node[j] = branch[j]->node_of[k];
                if (node[j] < 0)
                    break;
            }
            if (j == n)
                hand(x, branch, node, n, k, sort, cause);
        }
}

/* The region forcing chains of digit d from cell, whose "on" net is on. */
static void regions(struct every_dynamic *x, int cell, int d,
                    const struct chain_net *on)
{
    int r, i;

    for (r = 0; r < 3; r++) {
        int h = ch_region(cell, r), k = r == 0 ? 2 : r - 1, n = 0;
        unsigned m = x->g->pos[h][d];
        const struct chain_net *branch[9];

        if (bits_count10[m] < 2 || lowest(m) != houses_index(cell, k))
            continue;
        for (i = 0; m; m &= m - 1, i++) {
            int c = houses_cell(h, lowest(m));

            if (c == cell) {
                branch[n++] = on;
                continue;
            }
            on_net(x, &x->region_net[i], c, d);
            branch[n++] = &x->region_net[i];
        }
        common(x, branch, n, SORT_REGION, r);
    }
}

void sudoku_chain_dynamic_every(struct rate *g, struct chain_net *nets,
                                int level, struct chain_store *store,
                                chain_every_fn *fn, void *context)
{
    struct every_dynamic x;
    int cell;
    unsigned m;

    x.g = g;
    x.mode = CH_CELL_LINKS | CH_DYNAMIC | (level > 0 ? CH_PLUS : 0);
    x.base = level > 0 ? 9.5 : 8.5;
    x.cell_net = nets;
    x.region_net = nets + 9;
    x.off = nets + 18;
    x.fn = fn;
    x.context = context;
    /* A nested net (level 2) is kept by its own search. */
    x.store = level == 0 ? store : NULL;
    if (x.store != NULL) {
        x.store->used = 0;
        memset(x.store->at, 0, sizeof x.store->at);
    }
    for (cell = 0; cell < SUDOKU_CELLS && x.store != NULL; cell++)
        for (m = g->cand[cell]; m; m &= m - 1) {
            struct chain_store *k = x.store;
            size_t size;

            sudoku_chain_net_run(x.off, g, CH_KEY(cell, lowest(m), 1), x.mode);
            size = sudoku_chain_net_save(x.off, k->bytes + k->used,
                                         k->room - k->used);
            if (size > 0)
                k->at[cell * 9 + lowest(m) - 1] = k->used + 1;
            k->used += size;
        }
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        const struct chain_net *branch[9];
        unsigned m = g->cand[cell];
        int n = 0;

        if (bits_count10[m] < 2)
            continue;
        for (; m; m &= m - 1) {
            int d = lowest(m);
            struct chain_net *on = &x.cell_net[n];

            on_net(&x, on, cell, d);
            sudoku_chain_net_run(x.off, g, CH_KEY(cell, d, 0), x.mode);
            binary(&x, on, cell, d);
            regions(&x, cell, d, on);
            branch[n++] = on;
        }
        common(&x, branch, n, SORT_CELL, 3);
    }
}
