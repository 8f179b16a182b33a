/*
 * chain_nested_multiple.c - the inner search of SE's nested forcing chains
 * of level 3: every cell and region forcing chain on a net's grid.
 *
 * As SE's multiple forcing chains (8.0) find them, without the choice of
 * the best: from each cell of three candidates or more, in the grid's
 * order, the static net of each candidate's "on" (chain_net.c); for
 * each candidate, the region forcing chains of its digit in the cell's
 * houses (box, row, column) whose first place is the cell: what the nets
 * of every place imply; then the cell forcing chains: what the nets of
 * every candidate imply; each time the "on" potentials first, then the
 * "off" ones, in the order of the first net.  Each hint goes to the
 * caller (chain_nested.c) with its chains, one a branch, from what it
 * implies back to the branch's assumption.  Neither sorts nor applies.
 * What each net implies is first kept as a set, for every candidate of
 * the grid; the nets of a cell or a region run again, for their chains,
 * only when their sets have a potential in common, as few do.
 */
#include <string.h>

#include "rate/chain/chain.h"

struct every_multiple {
    struct rate *g;
    uint64_t (*set)[CH_WORDS]; /* what the net of each candidate implies */
    struct chain_net *cell_net;   /* one a candidate of the cell */
    struct chain_net *region_net; /* one a place of the digit */
    unsigned short *path;         /* CH_NODES for each branch */
    chain_every_fn *fn;
    void *context;
};

/* The chain of node back to its assumption, in net: its length. */
static int branch_path(const struct chain_net *net, int node,
                       unsigned short *path)
{
    int n = 0;

    for (; node != CH_NONE && n < CH_NODES; node = net->parent[node])
        path[n++] = net->key[node];
    return n;
}

/* Hands over the hint that potential k, in each of the n nets of
 * branch[], gives: a cell (cause 3) or region (cause r) forcing chain. */
static void hand(struct every_multiple *x, struct chain_net *const *branch,
                 int n, int k, int cause)
{
    static const int sort_of[2] = {6, 5};
    struct chain_every e;
    unsigned short remove[9];
    int cell = CH_CELL(k), d = CH_DIGIT(k), j, complexity = 0;
    unsigned m;

    e.n_remove = 0;
    if (CH_ON(k)) {
        for (m = x->g->cand[cell] & ~(1u << d); m; m &= m - 1)
            remove[e.n_remove++] = (unsigned short)CH_KEY(cell, lowest(m), 0);
    } else {
        remove[e.n_remove++] = (unsigned short)k;
    }
    if (e.n_remove == 0)
        return;
    for (j = 0; j < n; j++) {
        unsigned short *path = x->path + (size_t)j * CH_NODES;

        e.length[j] = branch_path(branch[j], branch[j]->node_of[k], path);
        e.chain[j] = path;
        complexity += sudoku_chain_net_ancestors(branch[j],
                                                 branch[j]->node_of[k]);
    }
    e.difficulty = 8.0 + ch_length_added(complexity);
    e.complexity = complexity;
    e.sort = sort_of[cause == 3];
    e.remove = remove;
    e.n_chains = n;
    e.cycle = 0;
    e.source_cause = cause;
    x->fn(x->context, &e);
}

/* The hints of the potentials that every net of branch[] implies, in the
 * order of the first: "on" ones first. */
static void common(struct every_multiple *x, struct chain_net *const *branch,
                   int n, int cause)
{
    const struct chain_net *first = branch[0];
    int on, i, j;

    for (on = 1; on >= 0; on--)
        for (i = 0; i < first->n; i++) {
            int k = first->key[i];

            if (CH_ON(k) != on || !ch_kept(first, i))
                continue;
            for (j = 1; j < n && branch[j]->node_of[k] >= 0 &&
                        ch_kept(branch[j], branch[j]->node_of[k]);
                 j++)
                ;
            if (j == n)
                hand(x, branch, n, k, cause);
        }
}

/* Whether the nets of candidate d of the cells of mask m of house h (the
 * candidates of cell when h < 0) have a potential in common. */
static int sets_meet(const struct every_multiple *x, int h, int cell, int d,
                     unsigned m)
{
    uint64_t any = 0;
    int j;

    for (j = 0; j < CH_WORDS; j++) {
        uint64_t both = ~(uint64_t)0;
        unsigned b;

        for (b = m; b; b &= b - 1) {
            int c = h < 0 ? cell : houses_cell(h, lowest(b)), e = h < 0 ? lowest(b) : d;

            both &= x->set[c * 9 + e - 1][j];
        }
        any |= both;
    }
    return any != 0;
}

/* The region forcing chains of digit d from cell, whose net is on (run
 * when needed, *ran set then). */
static void regions(struct every_multiple *x, int cell, int d,
                    struct chain_net *on, int *ran)
{
    int r, i;

    for (r = 0; r < 3; r++) {
        int h = ch_region(cell, r), k = r == 0 ? 2 : r - 1, n = 0;
        unsigned m = x->g->pos[h][d];
        struct chain_net *branch[9];

        if (bits_count10[m] < 2 || lowest(m) != houses_index(cell, k) ||
            !sets_meet(x, h, cell, d, m))
            continue;
        for (i = 0; m; m &= m - 1, i++) {
            int c = houses_cell(h, lowest(m));

            if (c == cell) {
                if (!*ran)
                    sudoku_chain_net_run(on, x->g, CH_KEY(cell, d, 1),
                                         CH_CELL_LINKS);
                *ran = 1;
                branch[n++] = on;
                continue;
            }
            sudoku_chain_net_run(&x->region_net[i], x->g, CH_KEY(c, d, 1),
                                 CH_CELL_LINKS);
            branch[n++] = &x->region_net[i];
        }
        common(x, branch, n, r);
    }
}

/* The set of what the net of each candidate of the grid implies. */
static void sets_make(struct every_multiple *x)
{
    struct chain_net *net = x->region_net;
    int cell, i;
    unsigned m;

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        for (m = x->g->cand[cell]; m; m &= m - 1) {
            uint64_t *set = x->set[cell * 9 + lowest(m) - 1];

            sudoku_chain_net_run(net, x->g, CH_KEY(cell, lowest(m), 1),
                                 CH_CELL_LINKS);
            memset(set, 0, sizeof x->set[0]);
            for (i = 0; i < net->n; i++)
                if (ch_kept(net, i))
                    set[net->key[i] >> 6] |= (uint64_t)1 << (net->key[i] & 63);
        }
}

void sudoku_chain_multiple_every(struct rate *g, struct chain_net *nets,
                                 unsigned short *paths,
                                 uint64_t (*sets)[CH_WORDS],
                                 chain_every_fn *fn, void *context)
{
    struct every_multiple x;
    int cell;

    x.g = g;
    x.set = sets;
    x.path = paths;
    x.cell_net = nets;
    x.region_net = nets + 9;
    x.fn = fn;
    x.context = context;
    sets_make(&x);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        struct chain_net *branch[9];
        unsigned m = g->cand[cell];
        int n = 0, ran[9] = {0}, cells;

        if (bits_count10[m] <= 2)
            continue;
        cells = sets_meet(&x, -1, cell, 0, m);
        for (; m; m &= m - 1) {
            int d = lowest(m);

            regions(&x, cell, d, &x.cell_net[n], &ran[n]);
            branch[n] = &x.cell_net[n];
            n++;
        }
        if (!cells)
            continue;
        for (m = g->cand[cell], n = 0; m; m &= m - 1, n++)
            if (!ran[n])
                sudoku_chain_net_run(&x.cell_net[n], g,
                                     CH_KEY(cell, lowest(m), 1), CH_CELL_LINKS);
        common(&x, branch, n, 3);
    }
}
