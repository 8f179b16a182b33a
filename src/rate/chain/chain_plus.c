/*
 * chain_plus.c - what SE's dynamic forcing chains (+) add to a net
 * when it stops: the removals of intersections, hidden pairs, naked pairs
 * and X-wings on the grid the net leaves.
 *
 * When a net of the first nesting level has nothing left to follow, SE
 * looks for pointing and claiming (box and column, box and row, column and
 * box, row and box), then hidden pairs, naked pairs (boxes, columns, rows)
 * and X-wings (columns, then rows, as base), each on the net's grid, and
 * takes the first of these rules that finds something the net made
 * possible: a hint whose "parents", the candidates the net took that the
 * hint needs gone, are not none.  Each candidate such a hint removes
 * becomes an "off" potential of the net, with the parents as its own, and
 * the net goes on.  Cells are taken in the grid's order where SE's order is
 * that of a hash table.
 */
#include <string.h>

#include "rate/chain/chain.h"

/* What a rule found so far: whether a hint had parents, and the parents
 * of the hint at hand. */
struct plus {
    struct chain_net *net;
    const struct rate *s;
    int found;
    /* Per house, the digits whose places the net changed: a hint of a
     * house and digits it did not change has no parents. */
    unsigned short changed[27];
    int n_parents;
    unsigned short parents[SUDOKU_CELLS];
};

/* Whether the net took candidate d of cell. */
static int taken(const struct plus *x, int cell, int d)
{
    return (x->s->cand[cell] >> d & 1) && !(x->net->cand[cell] >> d & 1);
}

static void parent(struct plus *x, int cell, int d)
{
    if (x->net->node_of[CH_KEY(cell, d, 0)] >= 0)
        x->parents[x->n_parents++] = (unsigned short)CH_KEY(cell, d, 0);
}

/* A hint with parents (x->parents) that removes the "off" keys gone[]
 * (n of them, in the grid's order): its removals join the net as "off"
 * potentials. */
static void hint(struct plus *x, const unsigned short *gone, int n)
{
    struct chain_net *net = x->net;
    int j, i;

    if (x->n_parents == 0)
        return;
    x->found = 1;
    for (j = 0; j < n; j++) {
        int key = gone[j], at = net->n;

        if (net->node_of[key] >= 0 || at + 1 >= CH_NODES)
            continue;
        net->key[at] = (unsigned short)key;
        net->parent[at] = (unsigned short)net->node_of[x->parents[0]];
        net->hfirst[at] = (unsigned short)net->n_hidden;
        net->hcount[at] = 0;
        for (i = 1; i < x->n_parents && net->n_hidden < CH_HIDDEN; i++) {
            net->hidden[net->n_hidden++] =
                (unsigned short)net->node_of[x->parents[i]];
            net->hcount[at]++;
        }
        net->node_of[key] = (short)at;
        net->n++;
    }
}

/* Sorts n keys, few, in the grid's order. */
static void sort_keys(unsigned short *k, int n)
{
    int i, j;

    for (i = 1; i < n; i++)
        for (j = i; j > 0 && k[j - 1] > k[j]; j--) {
            unsigned short t = k[j];

            k[j] = k[j - 1];
            k[j - 1] = t;
        }
}

/* The indexes, in house a, of its cells in house b (a box and a line
 * that cross). */
static unsigned shared(int a, int b)
{
    if (a >= 18) /* a box, b a row or a column */
        return b < 9 ? 7u << 3 * (b % 3) : 0x49u << (b % 3);
    return a < 9 ? 7u << 3 * ((b - 18) % 3) : 7u << 3 * ((b - 18) / 3);
}

/* Pointing or claiming of digit d from house a (all its places in b, the
 * two crossing). */
static void locking(struct plus *x, int a, int b, int d)
{
    const struct chain_net *net = x->net;
    unsigned m = net->pos[a][d], in_a = shared(b, a), gone, i;
    unsigned short keys[9];
    int n = 0;

    if (bits_count10[m] < 2 || (m & ~shared(a, b)) != 0 ||
        (net->pos[b][d] & ~in_a) == 0)
        return;
    for (gone = net->pos[b][d] & ~in_a; gone; gone &= gone - 1)
        keys[n++] = (unsigned short)CH_KEY(houses_cell(b, lowest(gone)), d, 0);
    sort_keys(keys, n);
    x->n_parents = 0;
    for (i = 0; i < 9; i++) {
        int c = houses_cell(a, (int)i);

        if (!(shared(a, b) >> i & 1) && taken(x, c, d))
            parent(x, c, d);
    }
    hint(x, keys, n);
}

/* The j-th (0..2) house of kind `to` (0 rows, 9 columns, 18 boxes) that
 * house a crosses, in the order of their numbers. */
static int crossing(int a, int to, int j)
{
    if (a >= 18)
        return to + (to == 0 ? (a - 18) / 3 * 3 : (a - 18) % 3 * 3) + j;
    return 18 + (a < 9 ? a / 3 * 3 + j : (a - 9) / 3 + 3 * j);
}

static void lockings(struct plus *x)
{
    /* SE's passes: box and column, box and row, column and box, row and
     * box; houses 0 rows, 9 columns, 18 boxes. */
    static const int first[4] = {18, 18, 9, 0}, second[4] = {9, 0, 18, 18};
    int p, i, j;
    unsigned m;

    for (p = 0; p < 4; p++)
        for (i = 0; i < 9; i++) {
            int a = first[p] + i;

            if (x->changed[a] == 0)
                continue;
            for (j = 0; j < 3; j++)
                for (m = x->changed[a]; m; m &= m - 1)
                    locking(x, a, crossing(a, second[p], j), lowest(m));
        }
}

/* The houses of SE's set searches, in its order: boxes, columns, rows. */
static int set_house(int i)
{
    return i < 9 ? 18 + i : i < 18 ? i : i - 18;
}

static int empty_cells(const struct plus *x, int h)
{
    return 9 - bits_count10[x->s->placed[h]];
}

/* Hidden pairs: digits a < b, in SE's order (b, then a). */
static void hidden_pairs(struct plus *x)
{
    const struct chain_net *net = x->net;
    int r, a, b, i;

    for (r = 0; r < 27; r++) {
        int h = set_house(r);

        if (x->changed[h] == 0 || empty_cells(x, h) <= 4)
            continue;
        for (b = 2; b <= 9; b++)
            for (a = 1; a < b; a++) {
                unsigned pa = net->pos[h][a], pb = net->pos[h][b], m;
                unsigned keep = 1u << a | 1u << b;
                unsigned short keys[16];
                int n = 0;

                if (!(x->changed[h] & keep) || bits_count10[pa] < 2 ||
                    bits_count10[pb] < 2 || bits_count10[pa | pb] != 2)
                    continue;
                for (i = 0; i < 9; i++) {
                    int c = houses_cell(h, i);

                    if ((pa | pb) >> i & 1)
                        for (m = net->cand[c] & ~keep; m; m &= m - 1)
                            keys[n++] = (unsigned short)CH_KEY(c, lowest(m), 0);
                }
                if (n == 0)
                    continue;
                sort_keys(keys, n);
                x->n_parents = 0;
                for (i = 0; i < 9; i++) {
                    int c = houses_cell(h, i);

                    if (!((pa | pb) >> i & 1)) {
                        if (x->s->cand[c] >> a & 1)
                            parent(x, c, a);
                        if (x->s->cand[c] >> b & 1)
                            parent(x, c, b);
                    }
                }
                hint(x, keys, n);
            }
    }
}

/* Naked pairs: cells of indexes i < j, in SE's order (j, then i). */
static void naked_pairs(struct plus *x)
{
    const struct chain_net *net = x->net;
    int r, i, j, k;

    for (r = 0; r < 27; r++) {
        int h = set_house(r);
        unsigned moved = 0;

        for (k = 0; k < 9; k++)
            if (net->cand[houses_cell(h, k)] != x->s->cand[houses_cell(h, k)])
                moved |= 1u << k;
        if (moved == 0 || empty_cells(x, h) < 4)
            continue;
        for (j = 1; j < 9; j++)
            for (i = 0; i < j; i++) {
                int ci = houses_cell(h, i), cj = houses_cell(h, j), n = 0;
                unsigned both = net->cand[ci] | net->cand[cj], m;
                unsigned short keys[16];

                if (!((moved >> i | moved >> j) & 1) ||
                    bits_count10[net->cand[ci]] < 2 ||
                    bits_count10[net->cand[cj]] < 2 || bits_count10[both] != 2)
                    continue;
                for (k = 0; k < 9; k++) {
                    int c = houses_cell(h, k);

                    if (k != i && k != j)
                        for (m = net->cand[c] & both; m; m &= m - 1)
                            keys[n++] = (unsigned short)CH_KEY(c, lowest(m), 0);
                }
                if (n == 0)
                    continue;
                sort_keys(keys, n);
                x->n_parents = 0;
                for (k = 0; k < 2; k++) {
                    int c = k == 0 ? ci : cj;

                    for (m = x->s->cand[c] & ~both; m; m &= m - 1)
                        parent(x, c, lowest(m));
                }
                hint(x, keys, n);
            }
    }
}

/* The digits placed in the grid, per digit. */
static void placed_count(const struct rate *s, int *count)
{
    int c;

    for (c = 0; c <= 9; c++)
        count[c] = 0;
    for (c = 0; c < SUDOKU_CELLS; c++)
        count[s->value[c]]++;
}

/* X-wings with base lines from `base` (9 columns, 0 rows), cover lines
 * from `cover`: lines i < j in SE's order, then digits. */
static void x_wings(struct plus *x, int base, int cover)
{
    const struct chain_net *net = x->net;
    int count[10], i, j, d, k, l;

    placed_count(x->s, count);
    for (j = 1; j < 9; j++)
        for (i = 0; i < j; i++)
            for (d = 1; d <= 9; d++) {
                unsigned pi = net->pos[base + i][d], pj = net->pos[base + j][d];
                unsigned short keys[16];
                int n = 0;

                if (!((x->changed[base + i] | x->changed[base + j]) >> d & 1) ||
                    count[d] + 4 > 9 || bits_count10[pi] < 2 ||
                    bits_count10[pj] < 2 || bits_count10[pi | pj] != 2)
                    continue;
                for (k = 0; k < 9; k++) {
                    unsigned m;

                    if (!((pi | pj) >> k & 1))
                        continue;
                    for (m = net->pos[cover + k][d] & ~(1u << i | 1u << j); m;
                         m &= m - 1)
                        keys[n++] = (unsigned short)CH_KEY(
                            houses_cell(cover + k, lowest(m)), d, 0);
                }
                if (n == 0)
                    continue;
                sort_keys(keys, n);
                x->n_parents = 0;
                for (k = 0; k < 2; k++)
                    for (l = 0; l < 9; l++) {
                        int line = base + (k == 0 ? i : j);
                        int c = houses_cell(line, l);

                        if (taken(x, c, d) && !((pi | pj) >> l & 1))
                            parent(x, c, d);
                    }
                hint(x, keys, n);
            }
}

int sudoku_chain_net_plus(struct chain_net *net, const struct rate *s)
{
    struct plus x;
    int before = net->n;

    int h, d;

    memset(&x, 0, sizeof x);
    x.net = net;
    x.s = s;
    for (h = 0; h < 27; h++)
        for (x.changed[h] = 0, d = 1; d <= 9; d++)
            if (net->pos[h][d] != s->pos[h][d])
                x.changed[h] |= (unsigned short)(1u << d);
    lockings(&x);
    if (!x.found)
        hidden_pairs(&x);
    if (!x.found)
        naked_pairs(&x);
    if (!x.found) {
        x_wings(&x, 9, 0);
        x_wings(&x, 0, 9);
    }
    return net->n > before;
}
