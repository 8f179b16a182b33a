/*
 * chain_nested.c - what SE's nested forcing chains add to a net when it
 * stops: the hints of whole chain searches on the grid the net leaves.
 *
 * SE's dynamic forcing chains of levels 2 to 5 (9.5, 10.0, 10.5, 11.0)
 * follow an assumption as those of level 1 (+) do; when the plus rules
 * (chain_plus.c) find nothing the net made possible, they run, on the
 * net's grid, the inner searches of their level (the table
 * inner_of_level), every hint of each: SE's first chain search (cycles
 * and forcing chains) at levels 2 and 3, then at level 3 its cell and
 * region forcing chains; its dynamic forcing chains at levels 4 and 5,
 * then at level 5 its nested forcing chains of level 2, with their own
 * inner searches.  The hints are sorted as SE sorts them (difficulty,
 * complexity, kind; the first found first) and those that remove the same
 * candidates as an earlier one dropped; each hint whose "rule parents"
 * are not none adds its removals to the net as "off" potentials, and the
 * first search that gives any is the last that runs.  A hint's rule
 * parents are the candidates the net took that its chains needed gone:
 * for each "on" potential of its chains, those the cell lost (a cell's
 * last candidates) or those the digit lost in the house (a house's last
 * places); a cycle counts its "off" potentials too, as SE reads it
 * backwards as well.  Each added potential remembers the complexity of its
 * inner chain, which the outer chain's complexity adds once for each
 * distinct inner chain among its ancestors (sudoku_chain_nest_complexity,
 * chain_net.c).  The memory is taken once per search of the ladder, which
 * keeps its nets and what the inner searches gave on each grid, as a
 * search meets both again and again.  The nets call this file through the
 * hooks it hangs on them (struct chain_nest); this file reaches the inner
 * searches through its table.
 */
#include <stdlib.h>
#include <string.h>

#include "rate/chain/chain.h"

enum {
    NEST_HINTS = 4096,  /* hints of one inner search */
    NEST_POOL = 131072, /* their removals and parents */
    NEST_NETS = 19,     /* the nets of a search: 3 of chain_multiple.c's,
                         * 19 of chain_nested_dynamic.c's */
    DEEP_NETS = 19,
    NEST_GRIDS = 1024,  /* the grids met, with what they gave */
    NEST_KEPT = 16384,
    NEST_KEPT_POOL = 262144,
    NEST_SAVED = 1 << 23 /* bytes of the nets kept (see net_saved) */
};

/* A net kept as its run left it, in the work's saved[]: from `at`, what
 * chain_net.c keeps of any net (sudoku_chain_net_save); from nest_at, its
 * grid and its nested potentials' node, cx and hash (n_marks each). */
struct net_saved {
    size_t at, nest_at;
    int n_marks;
};

/* One hint of an inner search: its order and where its removals and
 * parents are in the pool. */
struct nest_hint {
    double difficulty;
    int complexity, sort, order;
    int remove_at, n_remove, parents_at, n_parents;
    uint64_t hash, remove_hash;
};

/* What the inner searches share: the net's grid, the hints found. */
struct nest_work {
    int level;
    int prune; /* whether forcing chains start only where chain_starts.c says */
    /* Level 5's second inner search, a nested search of level 2, and its
     * nets: made when first needed. */
    struct chain_net *deep;
    struct rate g;
    const struct rate *s;
    int n_hints, n_pool;
    struct nest_hint hint[NEST_HINTS];
    int by_order[NEST_HINTS], spare[NEST_HINTS];
    unsigned short pool[NEST_POOL];
    unsigned stamp[CH_KEYS], now;
    int table[2048]; /* kept hints by removal hash, -1 for none */
    /* The starts of forcing chains (chain_starts.c). */
    struct chain_starts starts;
    uint64_t from[2 * CH_WORDS];
    /* The nets of the inner searches of levels 3 to 5, and the chains of
     * level 3's. */
    struct chain_net inner[19];
    unsigned short paths[9 * CH_NODES];
    uint64_t sets[CH_CANDS][CH_WORDS];
    /* The nets of the dynamic search, kept for it. */
    struct chain_store store;
    unsigned char store_bytes[1 << 22];
    /* The hints an inner search kept, in SE's order. */
    int n_kept;
    int kept[NEST_HINTS];
    /* What the inner searches gave on each grid met so far in this
     * search: a net often comes again (a region's or a cell's), and other
     * nets stop on the same grid. */
    int n_grids, n_cached, n_cached_pool;
    int grid_at[2 * NEST_GRIDS]; /* by hash, -1 for none */
    struct {
        uint64_t hash;
        unsigned short cand[SUDOKU_CELLS];
        int first, count;
    } grid[NEST_GRIDS];
    struct nest_hint cached[NEST_KEPT];
    unsigned short cached_pool[NEST_KEPT_POOL];
    /* The nets of the search, by assumption, while room lasts. */
    int saved_of[CH_KEYS]; /* -1 for none */
    int n_saved;
    size_t saved_used;
    struct net_saved saved_net[CH_KEYS];
    unsigned char saved[NEST_SAVED];
};

static int nest_recall(struct chain_net *net, int key);
static void nest_reset(struct chain_net *net);
static void nest_remember(struct chain_net *net, int key);
static int net_nested(struct chain_net *net, const struct rate *s);

static const struct chain_nest_hooks hooks = {nest_recall, nest_reset,
                                              nest_remember, net_nested};

struct nest_block {
    struct nest_work work;
    struct chain_nest nets[NEST_NETS];
};

int sudoku_chain_nest_attach(struct chain_net *const *nets, int n, int level)
{
    struct nest_block *b;
    int i;

    if (n > NEST_NETS || (b = malloc(sizeof *b)) == NULL)
        return 0;
    memset(&b->work.g, 0, sizeof b->work.g);
    b->work.level = level;
    b->work.prune = 1;
    b->work.store.bytes = b->work.store_bytes;
    b->work.store.room = sizeof b->work.store_bytes;
    b->work.deep = NULL;
    b->work.now = 0;
    b->work.n_grids = b->work.n_cached = b->work.n_cached_pool = 0;
    memset(b->work.grid_at, 0xFF, sizeof b->work.grid_at);
    b->work.n_saved = 0;
    b->work.saved_used = 0;
    memset(b->work.saved_of, 0xFF, sizeof b->work.saved_of);
    for (i = 0; i < 19; i++)
        sudoku_chain_net_init(&b->work.inner[i]);
    memset(b->work.stamp, 0, sizeof b->work.stamp);
    for (i = 0; i < n; i++) {
        b->nets[i].hooks = &hooks;
        b->nets[i].work = &b->work;
        b->nets[i].n = 0;
        memset(b->nets[i].slot, 0xFF, sizeof b->nets[i].slot);
        nets[i]->nest = &b->nets[i];
    }
    return 1;
}

/* The memory of level 5's second inner search given back. */
static void deep_free(struct nest_work *w)
{
    struct chain_net *nets[DEEP_NETS];
    int i;

    if (w->deep == NULL)
        return;
    for (i = 0; i < DEEP_NETS; i++)
        nets[i] = &w->deep[i];
    sudoku_chain_nest_detach(nets, DEEP_NETS);
    free(w->deep);
    w->deep = NULL;
}

void sudoku_chain_nest_detach(struct chain_net *const *nets, int n)
{
    int i;

    if (n > 0 && nets[0]->nest != NULL) {
        deep_free(nets[0]->nest->work);
        free((struct nest_block *)(void *)nets[0]->nest->work);
    }
    for (i = 0; i < n; i++)
        nets[i]->nest = NULL;
}

static void nest_reset(struct chain_net *net)
{
    net->nest->n = 0;
}

/* ---- The nets of a search, kept ---------------------------------------- */

/* Copies n bytes between p and the kept bytes at *at, onward: into the
 * kept ones when `keep`, out of them else. */
static void saved_copy(struct nest_work *w, size_t *at, void *p, size_t n,
                       int keep)
{
    if (keep)
        memcpy(w->saved + *at, p, n);
    else
        memcpy(p, w->saved + *at, n);
    *at += n;
}

/* What a nested net keeps beside what chain_net.c keeps of any net: its
 * grid and its nested potentials (n_marks of them), in or out. */
static void saved_nest(struct nest_work *w, struct chain_net *net,
                       size_t at, int n_marks, int keep)
{
    struct chain_nest *m = net->nest;
    size_t k = (size_t)n_marks;

    saved_copy(w, &at, net->cand, sizeof net->cand, keep);
    saved_copy(w, &at, net->pos, sizeof net->pos, keep);
    saved_copy(w, &at, m->node, k * sizeof m->node[0], keep);
    saved_copy(w, &at, m->cx, k * sizeof m->cx[0], keep);
    saved_copy(w, &at, m->hash, k * sizeof m->hash[0], keep);
}

static void nest_remember(struct chain_net *net, int key)
{
    struct nest_work *w = net->nest->work;
    struct net_saved *x = &w->saved_net[w->n_saved];
    size_t k = (size_t)net->nest->n, size, nest;

    if (w->saved_of[key] >= 0)
        return;
    size = sudoku_chain_net_save(net, w->saved + w->saved_used,
                                 NEST_SAVED - w->saved_used);
    nest = sizeof net->cand + sizeof net->pos +
           k * (sizeof(short) + sizeof(int) + sizeof(uint64_t));
    if (size == 0 || nest > NEST_SAVED - w->saved_used - size)
        return;
    x->at = w->saved_used;
    x->nest_at = w->saved_used + size;
    x->n_marks = net->nest->n;
    saved_nest(w, net, x->nest_at, x->n_marks, 1);
    w->saved_used = x->nest_at + nest;
    w->saved_of[key] = w->n_saved++;
}

static int nest_recall(struct chain_net *net, int key)
{
    struct nest_work *w = net->nest->work;
    struct chain_nest *m = net->nest;
    const struct net_saved *x;
    int i;

    if (w->saved_of[key] < 0)
        return 0;
    x = &w->saved_net[w->saved_of[key]];
    sudoku_chain_net_load(net, w->saved + x->at);
    saved_nest(w, net, x->nest_at, x->n_marks, 0);
    m->n = x->n_marks;
    for (i = 0; i < m->n; i++)
        m->slot[m->node[i]] = (short)i;
    return 1;
}

/* ---- Rule parents ------------------------------------------------------ */

/* Adds to the pool, once each, the "off" keys of the candidates that the
 * net took in cell (digits `gone`) or, for digit d, in house h. */
static void parents_add(struct nest_work *w, int cell, unsigned gone)
{
    for (; gone; gone &= gone - 1) {
        int k = CH_KEY(cell, lowest(gone), 0);

        if (w->stamp[k] != w->now && w->n_pool < NEST_POOL) {
            w->stamp[k] = w->now;
            w->pool[w->n_pool++] = (unsigned short)k;
        }
    }
}

static void parents_house(struct nest_work *w, int h, int d)
{
    unsigned gone = w->s->pos[h][d] & ~w->g.pos[h][d];

    for (; gone; gone &= gone - 1) {
        int k = CH_KEY(houses_cell(h, lowest(gone)), d, 0);

        if (w->stamp[k] != w->now && w->n_pool < NEST_POOL) {
            w->stamp[k] = w->now;
            w->pool[w->n_pool++] = (unsigned short)k;
        }
    }
}

/* The rule parents of potential x, made by its parent p on the inner
 * grid: its cell's lost candidates when the link is in the cell, else
 * its digit's lost places in the first house of SE's order that links
 * them (for an "on", one where the digit is left two places). */
static void parents_of(struct nest_work *w, int x, int p)
{
    int cx = CH_CELL(x), d = CH_DIGIT(x), r;

    if (cx == CH_CELL(p)) {
        parents_add(w, cx, w->s->cand[cx] & ~w->g.cand[cx]);
        return;
    }
    for (r = 0; r < 3; r++) {
        int h = ch_region(cx, r);

        if (h != ch_region(CH_CELL(p), r))
            continue;
        if (CH_ON(x) && bits_count10[w->g.pos[h][d]] != 2)
            continue;
        parents_house(w, h, d);
        return;
    }
}

/* The rule parents of the assumption of a cell (cause 3) or region
 * (cause r) forcing chain. */
static void parents_source(struct nest_work *w, int key, int cause)
{
    int cell = CH_CELL(key);

    if (cause == 3)
        parents_add(w, cell, w->s->cand[cell] & ~w->g.cand[cell]);
    else if (cause >= 0)
        parents_house(w, ch_region(cell, cause), CH_DIGIT(key));
}

/* The rule parents of the "on" potentials among node and its ancestors in
 * a dynamic net of the inner grid: an "on" that the cell of its parent
 * gave, or the first house of SE's order (box, row, column) that links
 * them where the digit was left two places when the parent was followed:
 * the "off" potentials followed before it had left the grid.  Returns the
 * chain's identity: its potentials, in any order. */
static uint64_t parents_net(struct nest_work *w, const struct chain_net *net,
                            int node, int cause)
{
    unsigned short todo[CH_NODES];
    uint64_t seen[CH_WORDS], id = 0;
    int n = 0;

    memset(seen, 0, sizeof seen);
    todo[n++] = (unsigned short)node;
    seen[net->key[node] >> 6] |= (uint64_t)1 << (net->key[node] & 63);
    while (n > 0) {
        int y = todo[--n], k = net->key[y], p = net->parent[y];
        int cy = CH_CELL(k), d = CH_DIGIT(k);

        id += ((uint64_t)k + 1) * 0x9E3779B97F4A7C15ull ^
              ((uint64_t)k << 29);
        ch_push_parents(net, y, seen, todo, &n);
        if (!CH_ON(k))
            continue;
        if (p == CH_NONE) {
            parents_source(w, k, cause);
        } else if (CH_CELL(net->key[p]) == cy) {
            parents_add(w, cy, w->s->cand[cy] & ~w->g.cand[cy]);
        } else {
            int r, cp = CH_CELL(net->key[p]);

            for (r = 0; r < 3; r++) {
                int h = ch_region(cy, r), left = 0;
                unsigned m;

                if (h != ch_region(cp, r))
                    continue;
                for (m = w->g.pos[h][d]; m; m &= m - 1) {
                    int o = net->node_of[CH_KEY(houses_cell(h, lowest(m)), d, 0)];

                    left += o < 0 || o >= p;
                }
                if (left == 2) {
                    parents_house(w, h, d);
                    break;
                }
            }
        }
    }
    return id;
}

static uint64_t hash_keys(uint64_t h, const unsigned short *k, int n)
{
    int i;

    for (i = 0; i < n; i++)
        h = (h ^ k[i]) * 0x100000001B3ull;
    return h;
}

/* Keeps a hint of an inner search, with its rule parents. */
static void collect(void *context, const struct chain_every *e)
{
    struct nest_work *w = context;
    struct nest_hint *x;
    int c, i;

    if (w->n_hints == NEST_HINTS ||
        w->n_pool + e->n_remove + SUDOKU_CELLS * 9 > NEST_POOL)
        return;
    x = &w->hint[w->n_hints];
    x->difficulty = e->difficulty;
    x->complexity = e->complexity;
    x->sort = e->sort;
    x->order = w->n_hints++;
    x->remove_at = w->n_pool;
    x->n_remove = e->n_remove;
    memcpy(w->pool + w->n_pool, e->remove,
           sizeof e->remove[0] * (size_t)e->n_remove);
    w->n_pool += e->n_remove;
    x->remove_hash = hash_keys(0xCBF29CE484222325ull, e->remove, e->n_remove);
    x->hash = 0xCBF29CE484222325ull ^ (uint64_t)e->cycle;
    x->parents_at = w->n_pool;
    w->now++;
    for (c = 0; c < e->n_chains; c++) {
        const unsigned short *k = e->chain[c];
        int n = e->length[c];

        if (k == NULL) {
            x->hash = (x->hash ^ parents_net(w, e->net[c], e->node[c],
                                             e->source_cause)) *
                      0x100000001B3ull;
            continue;
        }
        x->hash = hash_keys(x->hash, k, n) * 31u;
        for (i = 0; i + 1 < n; i++)
            if (e->cycle || CH_ON(k[i]))
                parents_of(w, k[i], k[i + 1]);
        if (e->cycle && n > 1)
            parents_of(w, k[n - 1], k[0]);
        if (n > 0 && CH_ON(k[n - 1]))
            parents_source(w, k[n - 1], e->source_cause);
    }
    x->n_parents = w->n_pool - x->parents_at;
}

/* ---- The hints in SE's order, into the net ----------------------------- */

/* Whether hint a comes before hint b in SE's order. */
static int hint_before(const struct nest_work *w, int a, int b)
{
    const struct nest_hint *x = &w->hint[a], *y = &w->hint[b];

    if (x->difficulty != y->difficulty)
        return x->difficulty < y->difficulty;
    if (x->complexity != y->complexity)
        return x->complexity < y->complexity;
    if (x->sort != y->sort)
        return x->sort < y->sort;
    return x->order < y->order;
}

/* The hints' indexes in SE's order, into by_order: the first found
 * first among equals (a stable merge sort, bottom up, through spare). */
static void sort_hints(struct nest_work *w)
{
    int *a = w->by_order, *b = w->spare, n = w->n_hints, width, i;

    for (i = 0; i < n; i++)
        a[i] = i;
    for (width = 1; width < n; width *= 2) {
        int *t;

        for (i = 0; i < n; i += 2 * width) {
            int mid = i + width < n ? i + width : n;
            int end = i + 2 * width < n ? i + 2 * width : n;
            int l = i, r = mid, k = i;

            while (l < mid && r < end)
                b[k++] = hint_before(w, a[r], a[l]) ? a[r++] : a[l++];
            while (l < mid)
                b[k++] = a[l++];
            while (r < end)
                b[k++] = a[r++];
        }
        t = a;
        a = b;
        b = t;
    }
    if (a != w->by_order)
        memcpy(w->by_order, a, sizeof a[0] * (size_t)n);
}

/* Whether hint i removes what an earlier kept hint removes (SE keeps
 * the first of hints equal so); keeps it in the table when not. */
static int seen_before(struct nest_work *w, int i)
{
    const struct nest_hint *x = &w->hint[i];
    unsigned at = (unsigned)(x->remove_hash >> 53) & 2047u;

    for (; w->table[at] >= 0; at = (at + 1) & 2047u) {
        const struct nest_hint *y = &w->hint[w->table[at]];

        if (y->remove_hash == x->remove_hash && y->n_remove == x->n_remove &&
            memcmp(w->pool + y->remove_at, w->pool + x->remove_at,
                   sizeof w->pool[0] * (size_t)x->n_remove) == 0)
            return 1;
    }
    w->table[at] = i;
    return 0;
}

/* Adds the removals of hint x to the net, each an "off" potential whose
 * parents are the hint's rule parents; returns how many were new. */
static int add_hint(struct chain_net *net, const unsigned short *pool,
                    const struct nest_hint *x)
{
    struct chain_nest *m = net->nest;
    const unsigned short *par = pool + x->parents_at;
    int j, i, added = 0;

    if (net->node_of[par[0]] < 0)
        return 0; /* cannot be: the net took every parent */
    for (j = 0; j < x->n_remove; j++) {
        int key = pool[x->remove_at + j], at = net->n;

        if (net->node_of[key] >= 0 || at + 1 >= CH_NODES)
            continue;
        net->key[at] = (unsigned short)key;
        net->parent[at] = (unsigned short)net->node_of[par[0]];
        net->hfirst[at] = (unsigned short)net->n_hidden;
        net->hcount[at] = 0;
        for (i = 1; i < x->n_parents && net->n_hidden < CH_HIDDEN &&
                    net->hcount[at] < 255;
             i++) {
            if (net->node_of[par[i]] < 0)
                continue;
            net->hidden[net->n_hidden++] = (unsigned short)net->node_of[par[i]];
            net->hcount[at]++;
        }
        net->node_of[key] = (short)at;
        net->n++;
        m->slot[at] = (short)m->n;
        m->node[m->n] = (short)at;
        m->cx[m->n] = x->complexity;
        m->hash[m->n] = x->hash;
        m->n++;
        added++;
    }
    return added;
}

/* The hints found, sorted and without repeats, that have rule parents,
 * into kept[]. */
static void nest_keep(struct nest_work *w)
{
    int i;

    sort_hints(w);
    memset(w->table, 0xFF, sizeof w->table);
    w->n_kept = 0;
    for (i = 0; i < w->n_hints; i++) {
        int h = w->by_order[i];

        if (!seen_before(w, h) && w->hint[h].n_parents > 0)
            w->kept[w->n_kept++] = h;
    }
}

/* The grid met before whose candidates are cand, or -1. */
static int grid_find(const struct nest_work *w, uint64_t hash,
                     const unsigned short *cand)
{
    unsigned at = (unsigned)(hash >> 40) % (2 * NEST_GRIDS);

    for (; w->grid_at[at] >= 0; at = (at + 1) % (2 * NEST_GRIDS)) {
        int g = w->grid_at[at];

        if (w->grid[g].hash == hash &&
            memcmp(w->grid[g].cand, cand, sizeof w->grid[g].cand) == 0)
            return g;
    }
    return -1;
}

/* Keeps what the inner searches gave on the grid cand (the kept hints),
 * forgetting every grid when full. */
static void grid_keep(struct nest_work *w, uint64_t hash,
                      const unsigned short *cand)
{
    int i, need = 0, g;
    unsigned at;

    for (i = 0; i < w->n_kept; i++)
        need += w->hint[w->kept[i]].n_remove + w->hint[w->kept[i]].n_parents;
    if (w->n_grids == NEST_GRIDS || w->n_cached + w->n_kept > NEST_KEPT ||
        w->n_cached_pool + need > NEST_KEPT_POOL) {
        w->n_grids = w->n_cached = w->n_cached_pool = 0;
        memset(w->grid_at, 0xFF, sizeof w->grid_at);
        if (w->n_kept > NEST_KEPT || need > NEST_KEPT_POOL)
            return;
    }
    g = w->n_grids++;
    w->grid[g].hash = hash;
    memcpy(w->grid[g].cand, cand, sizeof w->grid[g].cand);
    w->grid[g].first = w->n_cached;
    w->grid[g].count = w->n_kept;
    for (i = 0; i < w->n_kept; i++) {
        struct nest_hint *x = &w->cached[w->n_cached++];

        *x = w->hint[w->kept[i]];
        memcpy(w->cached_pool + w->n_cached_pool, w->pool + x->remove_at,
               sizeof w->pool[0] * (size_t)x->n_remove);
        x->remove_at = w->n_cached_pool;
        w->n_cached_pool += x->n_remove;
        memcpy(w->cached_pool + w->n_cached_pool, w->pool + x->parents_at,
               sizeof w->pool[0] * (size_t)x->n_parents);
        x->parents_at = w->n_cached_pool;
        w->n_cached_pool += x->n_parents;
    }
    at = (unsigned)(hash >> 40) % (2 * NEST_GRIDS);
    while (w->grid_at[at] >= 0)
        at = (at + 1) % (2 * NEST_GRIDS);
    w->grid_at[at] = g;
}

/* A search that starts on another grid: the nets and the inner
 * searches' hints kept are forgotten, as their rule parents were the
 * candidates the nets took from the grid before. */
static void nest_restart(struct nest_work *w)
{
    w->n_grids = w->n_cached = w->n_cached_pool = 0;
    memset(w->grid_at, 0xFF, sizeof w->grid_at);
    w->n_saved = 0;
    w->saved_used = 0;
    memset(w->saved_of, 0xFF, sizeof w->saved_of);
}

/* Level 5's second inner search: every hint of SE's nested forcing chains
 * of level 2 on the net's grid, each forcing chain followed from every
 * start (chain_starts.c's reason does not hold on that grid).  Its nets and
 * their memory are made the first time; finds nothing when memory is
 * short. */
static void nested_chains(struct nest_work *w)
{
    if (w->deep == NULL) {
        struct chain_net *nets[DEEP_NETS];
        int i;

        w->deep = malloc(DEEP_NETS * sizeof *w->deep);
        if (w->deep == NULL)
            return;
        for (i = 0; i < DEEP_NETS; i++) {
            sudoku_chain_net_init(&w->deep[i]);
            nets[i] = &w->deep[i];
        }
        if (!sudoku_chain_nest_attach(nets, DEEP_NETS, 2)) {
            free(w->deep);
            w->deep = NULL;
            return;
        }
        w->deep[0].nest->work->prune = 0;
    }
    nest_restart(w->deep[0].nest->work);
    sudoku_chain_dynamic_every(&w->g, w->deep, 2, NULL, collect, w);
}

/* SE's first chain search: cycles and forcing chains, these from the
 * starts that chain_starts.c finds when w->prune. */
static void forcing_chains(struct nest_work *w)
{
    if (w->prune) {
        sudoku_chain_starts(&w->starts, w->s, &w->g, 0, w->from);
        sudoku_chain_starts(&w->starts, w->s, &w->g, 1, w->from + CH_WORDS);
    }
    sudoku_chain_cycles_every(&w->g, w->prune ? w->from : NULL, collect, w);
}

/* SE's multiple forcing chains: cell and region, static. */
static void multiple_chains(struct nest_work *w)
{
    sudoku_chain_multiple_every(&w->g, w->inner, w->paths, w->sets, collect,
                                w);
}

/* SE's dynamic forcing chains. */
static void dynamic_chains(struct nest_work *w)
{
    sudoku_chain_dynamic_every(&w->g, w->inner, 0, &w->store, collect, w);
}

/*
 * The inner searches of each nesting level, in SE's order, after the plus
 * rules: forcing chains (2), and multiple forcing chains (3); dynamic
 * forcing chains, which cover both (4), and nested forcing chains of
 * level 2 (5).  The first search that keeps a hint is the last that runs.
 */
typedef void inner_search(struct nest_work *w);
static inner_search *const inner_of_level[6][2] = {
    [2] = {forcing_chains, NULL},
    [3] = {forcing_chains, multiple_chains},
    [4] = {dynamic_chains, NULL},
    [5] = {dynamic_chains, nested_chains},
};

/* The hints of the inner searches on the net's grid, as kept[]. */
static void inner_searches(struct nest_work *w)
{
    int i;

    w->n_kept = 0;
    for (i = 0; i < 2 && w->n_kept == 0; i++) {
        if (inner_of_level[w->level][i] == NULL)
            return;
        w->n_hints = w->n_pool = 0;
        inner_of_level[w->level][i](w);
        nest_keep(w);
    }
}

static int net_nested(struct chain_net *net, const struct rate *s)
{
    struct nest_work *w = net->nest->work;
    uint64_t hash = hash_keys(0xCBF29CE484222325ull, net->cand, SUDOKU_CELLS);
    int g = grid_find(w, hash, net->cand), i;

    if (g >= 0) {
        for (i = 0; i < w->grid[g].count; i++)
            add_hint(net, w->cached_pool, &w->cached[w->grid[g].first + i]);
        return w->grid[g].count > 0;
    }
    w->s = s;
    memcpy(w->g.cand, net->cand, sizeof w->g.cand);
    memcpy(w->g.pos, net->pos, sizeof w->g.pos);
    w->g.truth_known = 0;
    w->g.show = NULL;
    inner_searches(w);
    grid_keep(w, hash, net->cand);
    for (i = 0; i < w->n_kept; i++)
        add_hint(net, w->pool, &w->hint[w->kept[i]]);
    return w->n_kept > 0;
}
