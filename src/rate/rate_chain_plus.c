/*
 * rate_chain_plus.c - what SE's dynamic forcing chains (+) add to a net
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
#include "rate/rate_chaining.h"

/* What a rule found so far: whether a hint had parents, and the parents
 * of the hint at hand. */
struct plus {
    struct chain_net *net;
    const struct rate *s;
    int found;
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

/* A hint with parents (x->parents) that removes remove[] (candidates of
 * each cell): its removals join the net as "off" potentials. */
static void hint(struct plus *x, const unsigned short *remove)
{
    struct chain_net *net = x->net;
    int cell, i;
    unsigned m;

    if (x->n_parents == 0)
        return;
    x->found = 1;
    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        for (m = remove[cell]; m; m &= m - 1) {
            int key = CH_KEY(cell, lowest(m), 0), n = net->n;

            if (net->node_of[key] >= 0 || n + 1 >= CH_NODES)
                continue;
            net->key[n] = (unsigned short)key;
            net->parent[n] = (unsigned short)net->node_of[x->parents[0]];
            net->hfirst[n] = (unsigned short)net->n_hidden;
            net->hcount[n] = 0;
            for (i = 1; i < x->n_parents && net->n_hidden < CH_HIDDEN; i++) {
                net->hidden[net->n_hidden++] =
                    (unsigned short)net->node_of[x->parents[i]];
                net->hcount[n]++;
            }
            net->node_of[key] = (short)n;
            net->n++;
        }
}

/* Pointing or claiming of digit d from house a (all its places in b). */
static void locking(struct plus *x, int a, int b, int d)
{
    const struct chain_net *net = x->net;
    unsigned short remove[SUDOKU_CELLS] = {0};
    unsigned m = net->pos[a][d];
    int i, any = 0;

    if (bits_count10[m] < 2)
        return;
    for (; m; m &= m - 1) {
        int c = houses_cell(a, lowest(m));

        if (houses_of(c, 0) != b && houses_of(c, 1) != b &&
            houses_of(c, 2) != b)
            return;
    }
    for (i = 0; i < 9; i++) {
        int c = houses_cell(b, i);

        if (houses_of(c, 0) != a && houses_of(c, 1) != a &&
            houses_of(c, 2) != a && (net->cand[c] >> d & 1))
            remove[c] = (unsigned short)(1u << d), any = 1;
    }
    if (!any)
        return;
    x->n_parents = 0;
    for (i = 0; i < 9; i++) {
        int c = houses_cell(a, i);

        if (taken(x, c, d) && houses_of(c, 0) != b && houses_of(c, 1) != b &&
            houses_of(c, 2) != b)
            parent(x, c, d);
    }
    hint(x, remove);
}

/* Whether house h (0..26) crosses house k. */
static int crosses(int h, int k)
{
    int i;

    for (i = 0; i < 9; i++) {
        int c = houses_cell(h, i);

        if (houses_of(c, 0) == k || houses_of(c, 1) == k ||
            houses_of(c, 2) == k)
            return 1;
    }
    return 0;
}

static void lockings(struct plus *x)
{
    /* SE's passes: box and column, box and row, column and box, row and
     * box; houses 0 rows, 9 columns, 18 boxes. */
    static const int first[4] = {18, 18, 9, 0}, second[4] = {9, 0, 18, 18};
    int p, i, j, d;

    for (p = 0; p < 4; p++)
        for (i = 0; i < 9; i++)
            for (j = 0; j < 9; j++) {
                int a = first[p] + i, b = second[p] + j;

                if (!crosses(a, b))
                    continue;
                for (d = 1; d <= 9; d++)
                    locking(x, a, b, d);
            }
}

/* The houses of SE's set searches, in its order: boxes, columns, rows. */
static int set_house(int i)
{
    return i < 9 ? 18 + i : i < 18 ? i : i - 18;
}

static int empty_cells(const struct plus *x, int h)
{
    int i, n = 0;

    for (i = 0; i < 9; i++)
        n += x->s->value[houses_cell(h, i)] == 0;
    return n;
}

/* Hidden pairs: digits a < b, in SE's order (b, then a). */
static void hidden_pairs(struct plus *x)
{
    const struct chain_net *net = x->net;
    int r, a, b, i;

    for (r = 0; r < 27; r++) {
        int h = set_house(r);

        if (empty_cells(x, h) <= 4)
            continue;
        for (b = 2; b <= 9; b++)
            for (a = 1; a < b; a++) {
                unsigned pa = net->pos[h][a], pb = net->pos[h][b];
                unsigned short remove[SUDOKU_CELLS] = {0};
                unsigned keep = 1u << a | 1u << b;
                int any = 0;

                if (bits_count10[pa] < 2 || bits_count10[pb] < 2 ||
                    bits_count10[pa | pb] != 2)
                    continue;
                for (i = 0; i < 9; i++) {
                    int c = houses_cell(h, i);

                    if ((pa | pb) >> i & 1)
                        any |= remove[c] =
                            (unsigned short)(net->cand[c] & ~keep);
                }
                if (!any)
                    continue;
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
                hint(x, remove);
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

        if (empty_cells(x, h) < 4)
            continue;
        for (j = 1; j < 9; j++)
            for (i = 0; i < j; i++) {
                int ci = houses_cell(h, i), cj = houses_cell(h, j), any = 0;
                unsigned both = net->cand[ci] | net->cand[cj];
                unsigned short remove[SUDOKU_CELLS] = {0};

                if (bits_count10[net->cand[ci]] < 2 ||
                    bits_count10[net->cand[cj]] < 2 || bits_count10[both] != 2)
                    continue;
                for (k = 0; k < 9; k++) {
                    int c = houses_cell(h, k);

                    if (k != i && k != j)
                        any |= remove[c] = (unsigned short)(net->cand[c] & both);
                }
                if (!any)
                    continue;
                x->n_parents = 0;
                for (k = 0; k < 2; k++) {
                    int c = k == 0 ? ci : cj;
                    unsigned m;

                    for (m = x->s->cand[c] & ~both; m; m &= m - 1)
                        parent(x, c, lowest(m));
                }
                hint(x, remove);
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
                unsigned short remove[SUDOKU_CELLS] = {0};
                int any = 0;

                if (count[d] + 4 > 9 || bits_count10[pi] < 2 ||
                    bits_count10[pj] < 2 || bits_count10[pi | pj] != 2)
                    continue;
                for (k = 0; k < 9; k++) {
                    unsigned m;

                    if (!((pi | pj) >> k & 1))
                        continue;
                    for (m = net->pos[cover + k][d] & ~(1u << i | 1u << j); m;
                         m &= m - 1)
                        remove[houses_cell(cover + k, lowest(m))] =
                            (unsigned short)(1u << d), any = 1;
                }
                if (!any)
                    continue;
                x->n_parents = 0;
                for (k = 0; k < 2; k++)
                    for (l = 0; l < 9; l++) {
                        int line = base + (k == 0 ? i : j);
                        int c = houses_cell(line, l);

                        if (taken(x, c, d) && !((pi | pj) >> l & 1))
                            parent(x, c, d);
                    }
                hint(x, remove);
            }
}

int sudoku_chain_net_plus(struct chain_net *net, const struct rate *s)
{
    struct plus x;
    int before = net->n;

    x.net = net;
    x.s = s;
    x.found = 0;
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
