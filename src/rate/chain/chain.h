/*
 * chain/chain.h - what the files of SE's chains share: candidates as
 * "on" and "off" potentials, the net of what one assumption implies, and
 * the best hint a chain search has found so far.
 *
 * Sudoku Explainer (SE) 1.2.1 rates every chain by the number of distinct
 * potentials it shows (its complexity) and takes, of all the chains one of
 * its searches finds, the first by difficulty, complexity and kind.  The
 * files of this folder, in layers, each using only those below it:
 *
 *   chain_links.c, chain_net.c   the strong links of a grid; the
 *                                implications of one assumption, static
 *                                or dynamic, and the complexity of a
 *                                potential (its ancestors, and its inner
 *                                chains)
 *   chain_plus.c                 what SE's (+) rules add to a net that
 *                                stops (the net calls it)
 *   chain_show.c                 the links of a step, for its picture
 *   chain_starts.c               where forcing chains inside a nested
 *                                net can start
 *   chain_cycles.c,              every hint of a search, as the inner
 *   chain_nested_multiple.c,     searches of nested chains list them
 *   chain_nested_dynamic.c       (chain_cycles.c also SE's rungs of
 *                                cycles and forcing chains, 6.5 to 7.0)
 *   chain_nested.c               the inner searches of nested chains,
 *                                hung on nets (struct chain_nest), the
 *                                searches reached through its table of
 *                                levels
 *   chain_multiple.c             SE's rungs of Nishio, cell and region,
 *                                dynamic, (+) and nested forcing chains
 *
 * May include what rate_internal.h includes.
 */
#ifndef SUDOKU_RATE_CHAIN_H
#define SUDOKU_RATE_CHAIN_H

#include "rate/rate_internal.h"

/* A potential: candidate d (1..9) of cell, on (1) or off (0), as a key. */
#define CH_KEY(cell, d, on) ((((cell)*9 + (d)-1) << 1) | (on))
#define CH_CELL(k) ((k) >> 1) / 9
#define CH_DIGIT(k) (((k) >> 1) % 9 + 1)
#define CH_ON(k) ((k)&1)
#define CH_NONE 0xFFFFu

enum {
    CH_KEYS = SUDOKU_CELLS * 18,
    CH_CANDS = SUDOKU_CELLS * 9,    /* candidates, as cell * 9 + d - 1 */
    CH_WORDS = (CH_KEYS + 63) / 64, /* a set of keys, in 64-bit words */
    CH_NODES = CH_KEYS + 1, /* every potential once, and a contradiction's */
    /* The hidden parents of a dynamic net: each house and digit, and each
     * cell, gives an "on" from the candidates it lost at most once. */
    CH_HIDDEN = (27 * 9 + SUDOKU_CELLS) * 8 + 1500
};

/* SE's three kinds of region, in its order: box, row, column (the kinds
 * of houses_of: 2, 0, 1). */
static inline int ch_region(int cell, int r)
{
    return houses_of(cell, r == 0 ? 2 : r - 1);
}

struct chain_nest;

/*
 * The links of the grid, made once per search (chain_links.c).  Sets of
 * cells, as two words (cells 0..63, 64..80): those of each house, of each
 * digit's candidates (plane), of the cells of two candidates (pairs), and of
 * the candidates of each digit that have the other place of their digit in a
 * house (xlinked).  Of each candidate, the "on" potentials its "off"
 * makes, in SE's order: the cell's other candidate first when the cell
 * has two (ystrong 1), then the other place of its digit in each house
 * where the digit has two.
 */
struct chain_links {
    uint64_t house[27][2], plane[10][2], pairs[2], xlinked[10][2];
    unsigned short strong[CH_CANDS][4];
    unsigned char nstrong[CH_CANDS], ystrong[CH_CANDS];
};

/* Adds cell to a set of cells (two words, as struct chain_links's). */
static inline void ch_set_add(uint64_t *set, int cell)
{
    set[cell >> 6] |= (uint64_t)1 << (cell & 63);
}

/* chain_links.c: the links of the grid of *s, into *l. */
SUDOKU_PRIVATE void sudoku_chain_links_make(struct chain_links *l,
                                            const struct rate *s);

/*
 * The implications of an assumption, each potential once with the node
 * that first implied it (its parent) and, in a dynamic net, the "off"
 * potentials whose going made it follow (its hidden parents).  Nodes are
 * in the order they were found; cand is the grid as the net leaves it.
 */
struct chain_net {
    unsigned short cand[SUDOKU_CELLS];
    unsigned short pos[27][10]; /* as struct rate's, for cand */
    short node_of[CH_KEYS]; /* -1 for a potential not implied */
    unsigned short key[CH_NODES];
    unsigned short parent[CH_NODES]; /* CH_NONE for the assumption */
    unsigned short hfirst[CH_NODES];
    unsigned char hcount[CH_NODES];
    unsigned short hidden[CH_HIDDEN];
    int n, n_hidden;
    int absurd_on, absurd_off; /* a contradiction's nodes, or -1 */
    struct chain_nest *nest; /* a nested net's inner searches, or NULL */
};

/*
 * What a nested search (chain_nested.c) hangs on each of its nets: the
 * calls the net makes, as it starts a run, before it runs (a net made
 * before in the same search is taken back as it was), after it, and when
 * it stops with nothing left to follow (the inner searches, which return
 * whether they added any potential); and the potentials that inner chains
 * gave the net, by node: a sparse set (slot and node each other's index
 * below n), so that a new run clears it at once, each with the complexity
 * and identity of its inner chain.  The net knows nothing more of the
 * search.
 */
struct nest_work;
struct chain_nest_hooks {
    int (*recall)(struct chain_net *net, int key);
    void (*reset)(struct chain_net *net);
    void (*remember)(struct chain_net *net, int key);
    int (*stopped)(struct chain_net *net, const struct rate *s);
};
struct chain_nest {
    const struct chain_nest_hooks *hooks;
    struct nest_work *work;
    int n;
    short slot[CH_NODES], node[CH_NODES];
    int cx[CH_NODES];
    uint64_t hash[CH_NODES];
};

/* How a net follows: with cell links (all but Nishio), dynamic (the
 * "off" potentials leave the grid as they go), and with what SE's
 * dynamic forcing chains (+) add when it stops (chain_plus.c), and,
 * when net->nest is set, what the inner searches of SE's nested forcing
 * chains add after that (chain_nested.c). */
enum { CH_CELL_LINKS = 1, CH_DYNAMIC = 2, CH_PLUS = 4 };

/* chain_net.c: the arrays of a net that its hints read (not its grid),
 * kept in bytes at `to` (returns their size, or 0, nothing kept, when
 * more than room), and taken back into a net, whose grid it leaves. */
SUDOKU_PRIVATE size_t sudoku_chain_net_save(const struct chain_net *net,
                                            unsigned char *to, size_t room);
SUDOKU_PRIVATE void sudoku_chain_net_load(struct chain_net *net,
                                          const unsigned char *from);

/* Kept nets, one a candidate (cell * 9 + d - 1): at[] the offset of each
 * in bytes, plus 1, or 0 for none (the inner dynamic search's store). */
struct chain_store {
    unsigned char *bytes;
    size_t room, used;
    size_t at[CH_CANDS];
};

/* Whether node i of net is in the net's sets (not a contradiction's). */
static inline int ch_kept(const struct chain_net *net, int i)
{
    return net->node_of[net->key[i]] == i;
}

/* Pushes onto todo (n of them) the parents of node x of net, its parent
 * and then its hidden parents, whose keys are not yet in seen, and marks
 * them there: so that a walk of a node's ancestors meets each once. */
static inline void ch_push_parents(const struct chain_net *net, int x,
                                   uint64_t *seen, unsigned short *todo, int *n)
{
    int i, h = net->hcount[x];

    for (i = -1; i < h; i++) {
        int y = i < 0 ? net->parent[x] : net->hidden[net->hfirst[x] + i];
        int k;

        if (y == CH_NONE)
            continue;
        k = net->key[y];
        if (seen[k >> 6] >> (k & 63) & 1)
            continue;
        seen[k >> 6] |= (uint64_t)1 << (k & 63);
        todo[(*n)++] = (unsigned short)y;
    }
}

/* chain_net.c: an empty net, made once before its runs; the net of
 * the assumption `key` on the grid of *s (stops at the first
 * contradiction); the number of distinct potentials among node and its
 * ancestors. */
SUDOKU_PRIVATE void sudoku_chain_net_init(struct chain_net *net);
SUDOKU_PRIVATE void sudoku_chain_net_run(struct chain_net *net,
                                         const struct rate *s, int key,
                                         int mode);
SUDOKU_PRIVATE int sudoku_chain_net_ancestors(const struct chain_net *net,
                                              int node);

/* chain_plus.c: adds to a net that stopped the removals of SE's
 * intersections, hidden and naked pairs and X-wings that the net made
 * possible; returns whether it added any. */
SUDOKU_PRIVATE int sudoku_chain_net_plus(struct chain_net *net,
                                         const struct rate *s);

/* chain_nested.c: the memory of the inner searches of SE's nested forcing
 * chains of level 2 to 5 (see its table of levels), taken once for the n
 * (at most 19) nets of a search, whose hooks it sets, and given back
 * after it (returns 0, nothing taken, when memory is short). */
SUDOKU_PRIVATE int sudoku_chain_nest_attach(struct chain_net *const *nets,
                                            int n, int level);
SUDOKU_PRIVATE void sudoku_chain_nest_detach(struct chain_net *const *nets,
                                             int n);

/* chain_starts.c: the potentials from which a forcing chain of SE's first
 * chain search (chain_cycles.c) on the grid *g of a nested net can reach a
 * strong link that the net made from *s, the grid its search started on,
 * as a set by key (CH_WORDS words) into from; links of cells too when
 * `cells`.  Its work: the net's strong links, their ends, and which ends
 * each potential follows from. */
struct chain_starts {
    const struct rate *s, *g;
    int n_ends, n_pairs, n_links;
    unsigned short end[64];
    uint64_t pair[64];
    unsigned short link[27 * 9 + SUDOKU_CELLS][2];
    uint64_t label[CH_KEYS];
    unsigned short queue[CH_KEYS];
    unsigned char queued[CH_KEYS];
};
SUDOKU_PRIVATE void sudoku_chain_starts(struct chain_starts *w,
                                        const struct rate *s,
                                        const struct rate *g, int cells,
                                        uint64_t *from);

/* chain_net.c: the complexity SE gives the potential of node in a
 * nested net, its distinct ancestors and the complexity of each inner
 * chain among them, those whose identity is in seen[] (n_seen of them)
 * left out and added there (at most CH_SEEN); with net->nest NULL, the
 * count of its ancestors. */
enum { CH_SEEN = 256 };
SUDOKU_PRIVATE int sudoku_chain_nest_complexity(const struct chain_net *net,
                                                int node, uint64_t *seen,
                                                int *n_seen);

/* One hint of an inner search, as SE lists it before sorting: its
 * difficulty, complexity and kind; the "off" keys it removes, in the
 * grid's order; its chains, each a list of keys from its target to its
 * assumption, each potential followed by its parent, or, of a dynamic
 * search (chain[j] NULL), the net of the chain and its target's node
 * there; of a cell or region forcing chain, the assumption's cause: 3 the
 * cell, r a region kind as ch_region, -1 none; and whether it is a cycle,
 * whose "off" potentials SE also reads backwards. */
struct chain_every {
    double difficulty;
    int complexity, sort;
    int n_remove;
    const unsigned short *remove;
    int n_chains, cycle, source_cause;
    const unsigned short *chain[9];
    int length[9];
    const struct chain_net *net[9];
    int node[9];
};

typedef void chain_every_fn(void *context, const struct chain_every *hint);

/* chain_cycles.c: every hint of SE's first chain search (cycles and
 * forcing chains) on the grid of *g, in SE's order before sorting, handed
 * to fn; g's solution is not used.  With `from` not NULL, forcing chains
 * start only from its potentials: two sets of CH_WORDS words, by key,
 * for the pass of X-links and for that of both links. */
SUDOKU_PRIVATE void sudoku_chain_cycles_every(struct rate *g,
                                              const uint64_t *from,
                                              chain_every_fn *fn,
                                              void *context);

/* chain_nested_multiple.c: every hint of SE's multiple forcing chains
 * (cell and region, static) on the grid of *g, in SE's order before
 * sorting, handed to fn; nets is 18 nets to work in (made once, with
 * sudoku_chain_net_init), paths room for 9 * CH_NODES keys, sets room for
 * a set of keys for each candidate. */
SUDOKU_PRIVATE void sudoku_chain_multiple_every(struct rate *g,
                                                struct chain_net *nets,
                                                unsigned short *paths,
                                                uint64_t (*sets)[CH_WORDS],
                                                chain_every_fn *fn,
                                                void *context);

/* chain_nested_dynamic.c: every hint of SE's dynamic forcing chains (cell,
 * region, contradiction and double) on the grid of *g, of nesting level 0
 * or 2, in SE's order before sorting, handed to fn with its chains as
 * nets; nets is 19 nets to work in (made once, with
 * sudoku_chain_net_init; at level 2 with their inner searches attached,
 * sudoku_chain_nest_attach); at level 0, the nets of every candidate's
 * "on" are made once and kept in store, while room lasts. */
SUDOKU_PRIVATE void sudoku_chain_dynamic_every(struct rate *g,
                                               struct chain_net *nets,
                                               int level,
                                               struct chain_store *store,
                                               chain_every_fn *fn,
                                               void *context);

/* SE's increase for a chain of `complexity` potentials, added up as SE
 * adds it. */
static inline double ch_length_added(int complexity)
{
    double added = 0.0;
    int ceil = 4, length = complexity - 2, odd = 0;

    while (length > ceil) {
        added += 0.1;
        ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
        odd = !odd;
    }
    return added;
}

/* The best hint so far of one of SE's chain searches: SE sorts its hints
 * by difficulty, complexity and kind (sort), the first found first. */
struct chain_best {
    int found;
    double difficulty;
    int complexity, sort;
    enum sudoku_technique technique;
    const char *name; /* SE's name of the hint */
    int place_cell, place_digit; /* -1 when it places nothing */
    unsigned short remove[SUDOKU_CELLS];
};

/* Whether a hint of this difficulty, complexity and kind would come
 * before the best so far. */
static inline int ch_better(const struct chain_best *b, double difficulty,
                            int complexity, int sort)
{
    if (!b->found)
        return 1;
    if (difficulty != b->difficulty)
        return difficulty < b->difficulty;
    if (complexity != b->complexity)
        return complexity < b->complexity;
    return sort < b->sort;
}

/* chain_show.c, called only when the steps are watched (s->show
 * not NULL), out of the searches' files so that their hot loops stay as
 * they were: the picture of the best hint so far starts anew, with the
 * candidates `digits` of cell (cell -1 for none) and house h (-1 for
 * none) as its pattern; then gets the links of a chain: from the root
 * of a tree (key and parent of each node, CH_NONE for the root's parent)
 * to node, then to the potential `last` when not -1; those of the cycle
 * of the n potentials of path (its start, then the others backwards, as
 * chain_cycles.c lists them), start and links; or those of the chain of
 * net from its assumption to node. */
SUDOKU_PRIVATE void sudoku_chain_show_start(struct rate *s, int cell,
                                            unsigned digits, int h);
SUDOKU_PRIVATE void sudoku_chain_show_path(struct rate *s,
                                           const unsigned short *key,
                                           const unsigned short *parent,
                                           int node, int last);
SUDOKU_PRIVATE void sudoku_chain_show_cycle(struct rate *s,
                                            const unsigned short *path, int n);
SUDOKU_PRIVATE void sudoku_chain_show_net(struct rate *s,
                                          const struct chain_net *net,
                                          int node);

/* chain_multiple.c: makes the step of *best, with its picture when
 * watched. */
SUDOKU_PRIVATE int sudoku_chain_apply(struct rate *s,
                                      const struct chain_best *best);

#endif /* SUDOKU_RATE_CHAIN_H */
