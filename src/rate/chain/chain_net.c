/*
 * chain_net.c - the implications of one assumption, as SE's forcing
 * chains follow them, and the count of a potential's ancestors.
 *
 * From an "on" or "off" potential, breadth first, the "on" ones before
 * the "off" ones: an "on" candidate turns off the other candidates of its
 * cell (with cell links) and its digit in the cell's houses; an "off" one
 * turns on the other candidate of a cell left two (with cell links) and
 * the other place of a digit left two places in a house, box, row and
 * column in that order.  In a dynamic net each "off" leaves the grid once
 * followed, so that later links see the grid it leaves, and an "on" that
 * follows so keeps as hidden parents the "off" potentials that made it.
 * The net stops at the first potential found both on and off.  Neither
 * rates nor applies anything (chain_cycles.c, chain_multiple.c).
 */
#include <string.h>

#include "rate/chain/chain.h"

/* A node for key with parent, not yet known to the net (node_of). */
static int net_node(struct chain_net *net, int key, int parent)
{
    int n = net->n;

    net->key[n] = (unsigned short)key;
    net->parent[n] = (unsigned short)parent;
    net->hfirst[n] = (unsigned short)net->n_hidden;
    net->hcount[n] = 0;
    return n;
}

/* Adds the node just made (net_node) to the net. */
static void net_keep(struct chain_net *net, int n)
{
    net->node_of[net->key[n]] = (short)n;
    net->n++;
}

static void net_hidden(struct chain_net *net, int n, int key)
{
    net->hidden[net->n_hidden++] = (unsigned short)net->node_of[key];
    net->hcount[n]++;
}

/* An "off" potential found from node p: a contradiction (returns 1) when
 * its "on" is in the net, else kept once. */
static int net_off(struct chain_net *net, int key, int p)
{
    int n;

    if (net->node_of[key | 1] >= 0) {
        net->absurd_on = net->node_of[key | 1];
        net->absurd_off = n = net_node(net, key, p);
        net->n++;
        return 1;
    }
    if (net->node_of[key] < 0)
        net_keep(net, net_node(net, key, p));
    return 0;
}

/* The node made for an "on" potential (with its hidden parents): a
 * contradiction (returns 1) when its "off" is in the net, else kept once. */
static int net_on(struct chain_net *net, int n)
{
    int key = net->key[n];

    if (net->node_of[key & ~1] >= 0) {
        net->absurd_on = n;
        net->absurd_off = net->node_of[key & ~1];
        net->n++;
        return 1;
    }
    if (net->node_of[key] < 0)
        net_keep(net, n);
    else
        net->n_hidden = net->hfirst[n];
    return 0;
}

/* What an "on" node p turns off. */
static int follow_on(struct chain_net *net, int p, int mode)
{
    int key = net->key[p], cell = CH_CELL(key), d = CH_DIGIT(key), r;
    int box = houses_of(cell, 2);
    unsigned m;

    if (mode & CH_CELL_LINKS)
        for (m = net->cand[cell] & ~(1u << d); m; m &= m - 1)
            if (net_off(net, CH_KEY(cell, lowest(m), 0), p))
                return 1;
    for (r = 0; r < 3; r++) {
        int h = ch_region(cell, r), k = r == 0 ? 2 : r - 1;

        for (m = net->pos[h][d] & ~(1u << houses_index(cell, k)); m;
             m &= m - 1) {
            int c = houses_cell(h, lowest(m));

            if (r > 0 && houses_of(c, 2) == box)
                continue; /* met in the box */
            if (net_off(net, CH_KEY(c, d, 0), p))
                return 1;
        }
    }
    return 0;
}

/* The on that the cell of "off" node p gives, when left two candidates. */
static int follow_off_cell(struct chain_net *net, const struct rate *s, int p)
{
    int key = net->key[p], cell = CH_CELL(key), d = CH_DIGIT(key), n;
    unsigned c = net->cand[cell], gone;

    if (bits_count10[c] != 2)
        return 0;
    n = net_node(net, CH_KEY(cell, lowest(c & ~(1u << d)), 1), p);
    for (gone = s->cand[cell] & ~c; gone; gone &= gone - 1)
        net_hidden(net, n, CH_KEY(cell, lowest(gone), 0));
    return net_on(net, n);
}

/* The ons that the houses of "off" node p give, where its digit is left
 * two places. */
static int follow_off_houses(struct chain_net *net, const struct rate *s,
                             int p)
{
    int key = net->key[p], cell = CH_CELL(key), d = CH_DIGIT(key), r;

    for (r = 0; r < 3; r++) {
        int h = ch_region(cell, r), k = r == 0 ? 2 : r - 1, n;
        unsigned m = net->pos[h][d], gone;

        if (bits_count10[m] != 2)
            continue;
        m &= ~(1u << houses_index(cell, k));
        n = net_node(net, CH_KEY(houses_cell(h, lowest(m)), d, 1), p);
        for (gone = s->pos[h][d] & ~net->pos[h][d]; gone; gone &= gone - 1)
            net_hidden(net, n, CH_KEY(houses_cell(h, lowest(gone)), d, 0));
        if (net_on(net, n))
            return 1;
    }
    return 0;
}

/* Takes the candidate of "off" key from the net's grid. */
static void net_drop(struct chain_net *net, int key)
{
    int cell = CH_CELL(key), d = CH_DIGIT(key), k;

    net->cand[cell] &= (unsigned short)~(1u << d);
    for (k = 0; k < 3; k++)
        net->pos[houses_of(cell, k)][d] &=
            (unsigned short)~(1u << houses_index(cell, k));
}

/* The next node from *at on whose key is on (1) or off (0), or -1. */
static int next_pending(const struct chain_net *net, int *at, int on)
{
    while (*at < net->n && CH_ON(net->key[*at]) != on)
        ++*at;
    return *at < net->n ? (*at)++ : -1;
}

void sudoku_chain_net_init(struct chain_net *net)
{
    memset(net->node_of, 0xFF, sizeof net->node_of);
    net->n = 0;
    net->nest = NULL;
}

/* Follows the net from its assumption until it stops. */
static void net_follow(struct chain_net *net, const struct rate *s, int mode)
{
    int on_at = 0, off_at = 0, p;

    for (;;) {
        if ((p = next_pending(net, &on_at, 1)) >= 0) {
            if (follow_on(net, p, mode))
                return;
        } else if ((p = next_pending(net, &off_at, 0)) >= 0) {
            int k = net->key[p];

            if (((mode & CH_CELL_LINKS) && follow_off_cell(net, s, p)) ||
                follow_off_houses(net, s, p))
                return;
            if (mode & CH_DYNAMIC)
                net_drop(net, k);
        } else if (!(mode & CH_PLUS) ||
                   !(sudoku_chain_net_plus(net, s) ||
                     (net->nest != NULL &&
                      net->nest->hooks->stopped(net, s)))) {
            return;
        }
    }
}

/* The nodes of the last run leave node_of, so that a run costs what it
 * finds.  A nested net made before in the same search is taken back as it
 * was (its hooks, chain_nested.c). */
void sudoku_chain_net_run(struct chain_net *net, const struct rate *s, int key,
                          int mode)
{
    int i;

    if (net->nest != NULL && net->nest->hooks->recall(net, key))
        return;
    for (i = 0; i < net->n; i++)
        net->node_of[net->key[i]] = -1;
    memcpy(net->cand, s->cand, sizeof net->cand);
    memcpy(net->pos, s->pos, sizeof net->pos);
    net->n = net->n_hidden = 0;
    net->absurd_on = net->absurd_off = -1;
    if (net->nest != NULL)
        net->nest->hooks->reset(net);
    net_keep(net, net_node(net, key, CH_NONE));
    net_follow(net, s, mode);
    if (net->nest != NULL)
        net->nest->hooks->remember(net, key);
}

/* Each potential is marked when first met, so that todo holds it once. */
int sudoku_chain_net_ancestors(const struct chain_net *net, int node)
{
    unsigned short todo[CH_NODES];
    uint64_t seen[(CH_KEYS + 63) / 64];
    int n = 0, count = 0;

    memset(seen, 0, sizeof seen);
    todo[n++] = (unsigned short)node;
    seen[net->key[node] >> 6] |= (uint64_t)1 << (net->key[node] & 63);
    while (n > 0) {
        int x = todo[--n];

        count++;
        ch_push_parents(net, x, seen, todo, &n);
    }
    return count;
}

/* A potential that an inner chain gave the net (in x's sparse set). */
static int nest_marked(const struct chain_nest *x, int node)
{
    int at = x->slot[node];

    return at >= 0 && at < x->n && x->node[at] == node;
}

int sudoku_chain_nest_complexity(const struct chain_net *net, int node,
                                 uint64_t *seen, int *n_seen)
{
    unsigned short todo[CH_NODES];
    uint64_t done[(CH_KEYS + 63) / 64];
    const struct chain_nest *x = net->nest;
    int n = 0, count = 0, added = 0;

    memset(done, 0, sizeof done);
    todo[n++] = (unsigned short)node;
    done[net->key[node] >> 6] |= (uint64_t)1 << (net->key[node] & 63);
    while (n > 0) {
        int y = todo[--n];

        count++;
        if (x != NULL && nest_marked(x, y)) {
            int j = 0;

            while (j < *n_seen && seen[j] != x->hash[x->slot[y]])
                j++;
            if (j == *n_seen && *n_seen < CH_SEEN) {
                seen[(*n_seen)++] = x->hash[x->slot[y]];
                added += x->cx[x->slot[y]];
            }
        }
        ch_push_parents(net, y, done, todo, &n);
    }
    return count + added;
}

/* The header of a net kept in bytes: its counts and its contradiction. */
struct net_head {
    int n, n_hidden, absurd_on, absurd_off;
};

size_t sudoku_chain_net_save(const struct chain_net *net, unsigned char *to,
                             size_t room)
{
    struct net_head head;
    size_t n = (size_t)net->n, h = (size_t)net->n_hidden;
    size_t size = sizeof head + n * 7 + h * 2;

    if (size > room)
        return 0;
    head.n = net->n;
    head.n_hidden = net->n_hidden;
    head.absurd_on = net->absurd_on;
    head.absurd_off = net->absurd_off;
    memcpy(to, &head, sizeof head);
    to += sizeof head;
    memcpy(to, net->key, n * 2);
    memcpy(to + n * 2, net->parent, n * 2);
    memcpy(to + n * 4, net->hfirst, n * 2);
    memcpy(to + n * 6, net->hcount, n);
    memcpy(to + n * 7, net->hidden, h * 2);
    return size;
}

void sudoku_chain_net_load(struct chain_net *net, const unsigned char *from)
{
    struct net_head head;
    size_t n, h;
    int i, kept;

    for (i = 0; i < net->n; i++)
        net->node_of[net->key[i]] = -1;
    memcpy(&head, from, sizeof head);
    from += sizeof head;
    net->n = head.n;
    net->n_hidden = head.n_hidden;
    net->absurd_on = head.absurd_on;
    net->absurd_off = head.absurd_off;
    n = (size_t)net->n;
    h = (size_t)net->n_hidden;
    memcpy(net->key, from, n * 2);
    memcpy(net->parent, from + n * 2, n * 2);
    memcpy(net->hfirst, from + n * 4, n * 2);
    memcpy(net->hcount, from + n * 6, n);
    memcpy(net->hidden, from + n * 7, h * 2);
    /* A contradiction's node, the last, is not in node_of. */
    kept = net->absurd_on >= 0 ? net->n - 1 : net->n;
    for (i = 0; i < kept; i++)
        net->node_of[net->key[i]] = (short)i;
}
