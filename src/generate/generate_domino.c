/*
 * generate_domino.c - Sudominoku puzzles with one solution, from a seed.
 *
 * A try makes a random solved grid (generate.c) and tiles it at random
 * (gd_tile, an exact-cover search); a grid the search does not tile within
 * a budget of steps is dropped for another.  The puzzle starts with every
 * domino placed, which has one solution, and the dominoes are taken away in
 * random order, each put back unless the solution stays the only one
 * (sudoku_domino_solve with limit 2).  As with classic puzzles, one pass leaves
 * a puzzle from which no domino can go.  The judge build leaves this file out.
 */
#include <string.h>

#include "generate/generate_internal.h"
#include "sudoku/domino.h"

#define GD_TILE_STEPS 20000 /* steps of the tiling search for one grid */
#define GD_EDGES 144        /* pairs of side by side cells */

/*
 * The tiling is an exact cover: every cell covered once, every domino
 * {a,b} used once, every digit alone once.  The search takes, at each
 * step, the cell or domino with the fewest ways left (so a domino that
 * fits in one place goes there first, and a dead end shows at once), and
 * tries its ways in random order.
 */
struct gd_tiler {
    struct sudoku_rng *r;
    const sudoku_board *grid;
    struct sudoku_domino *out;
    unsigned char covered[SUDOKU_CELLS];
    unsigned char single[10];   /* the digit stands alone already */
    unsigned char used[10][10]; /* the domino is placed already */
    /* The edges (side by side cells a < b) of each domino. */
    unsigned char edges[10][10][GD_EDGES];
    unsigned char nedges[10][10];
    unsigned char edge_a[GD_EDGES], edge_b[GD_EDGES];
    unsigned long steps;
};

static void gd_edges(struct gd_tiler *t)
{
    int cell, n = 0;

    memset(t->nedges, 0, sizeof t->nedges);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int k;

        for (k = 0; k < 2; k++) {
            int mate = k == 0 ? cell + 1 : cell + 9, u, v;

            if ((k == 0 && cell % 9 == 8) || mate >= SUDOKU_CELLS)
                continue;
            u = t->grid->cell[cell];
            v = t->grid->cell[mate];
            t->edge_a[n] = (unsigned char)cell;
            t->edge_b[n] = (unsigned char)mate;
            t->edges[u][v][t->nedges[u][v]++] = (unsigned char)n;
            if (u != v)
                t->edges[v][u][t->nedges[v][u]++] = (unsigned char)n;
            n++;
        }
    }
}

/* Places edge e as a domino, or takes it away (on = 0). */
static void gd_place(struct gd_tiler *t, int e, int on)
{
    int a = t->edge_a[e], b = t->edge_b[e];
    int u = t->grid->cell[a], v = t->grid->cell[b];

    t->covered[a] = t->covered[b] = (unsigned char)on;
    t->used[u][v] = t->used[v][u] = (unsigned char)on;
    t->out->mate[a] = (signed char)(on ? b : SUDOKU_NO_MATE);
    t->out->mate[b] = (signed char)(on ? a : SUDOKU_NO_MATE);
}

/* The edges where domino {u,v} still fits, into ways[]; their number. */
static int gd_fits(const struct gd_tiler *t, int u, int v, int *ways)
{
    int i, n = 0;

    for (i = 0; i < t->nedges[u][v]; i++) {
        int e = t->edges[u][v][i];

        if (!t->covered[t->edge_a[e]] && !t->covered[t->edge_b[e]])
            ways[n++] = e;
    }
    return n;
}

/* The ways to cover cell c, into ways[]: an edge, or -1 - c for the cell
 * alone; their number. */
static int gd_covers(const struct gd_tiler *t, int c, int *ways)
{
    static const int step[4] = {-9, -1, 1, 9};
    int u = t->grid->cell[c], n = 0, k;

    if (!t->single[u])
        ways[n++] = -1 - c;
    for (k = 0; k < 4; k++) {
        int m = c + step[k], v, i;

        if (m < 0 || m >= SUDOKU_CELLS || (k == 1 && c % 9 == 0) ||
            (k == 2 && c % 9 == 8) || t->covered[m])
            continue;
        v = t->grid->cell[m];
        if (u == v || t->used[u][v])
            continue;
        for (i = 0; i < t->nedges[u][v]; i++) {
            int e = t->edges[u][v][i];

            if ((t->edge_a[e] == c && t->edge_b[e] == m) ||
                (t->edge_a[e] == m && t->edge_b[e] == c))
                ways[n++] = e;
        }
    }
    return n;
}

/* Tiles what is left; returns 1 when done, 0 when stuck or out of
 * steps. */
static int gd_tile(struct gd_tiler *t)
{
    int best[GD_EDGES], ways[GD_EDGES], nbest = -1, n, u, v, c, i;

    if (++t->steps > GD_TILE_STEPS)
        return 0;
    for (u = 1; u <= 9; u++)
        for (v = u + 1; v <= 9; v++) {
            if (t->used[u][v])
                continue;
            n = gd_fits(t, u, v, ways);
            if (nbest < 0 || n < nbest) {
                nbest = n;
                memcpy(best, ways, (size_t)n * sizeof *ways);
            }
            if (n == 0)
                return 0;
        }
    for (c = 0; c < SUDOKU_CELLS; c++) {
        if (t->covered[c])
            continue;
        n = gd_covers(t, c, ways);
        if (nbest < 0 || n < nbest) {
            nbest = n;
            memcpy(best, ways, (size_t)n * sizeof *ways);
        }
        if (n == 0)
            return 0;
    }
    if (nbest < 0)
        return 1; /* every cell covered, every domino placed */
    sudoku_rng_shuffle(t->r, best, nbest);
    for (i = 0; i < nbest; i++) {
        int e = best[i];

        if (e >= 0) {
            gd_place(t, e, 1);
            if (gd_tile(t))
                return 1;
            gd_place(t, e, 0);
        } else {
            c = -1 - e;
            t->covered[c] = 1;
            t->single[t->grid->cell[c]] = 1;
            if (gd_tile(t))
                return 1;
            t->covered[c] = 0;
            t->single[t->grid->cell[c]] = 0;
        }
        if (t->steps > GD_TILE_STEPS)
            return 0;
    }
    return 0;
}

/* A random solved Sudominoku grid: a random grid, randomly tiled. */
static void gd_solution(struct sudoku_rng *r, struct sudoku_domino *out)
{
    static const struct gd_tiler empty;
    sudoku_board grid;
    struct gd_tiler t;

    for (;;) {
        sudoku_generate_grid(r, &grid);
        t = empty;
        t.r = r;
        t.grid = &grid;
        t.out = out;
        out->grid = grid;
        memset(out->mate, SUDOKU_NO_MATE, sizeof out->mate);
        gd_edges(&t);
        if (gd_tile(&t))
            return;
    }
}

unsigned long
sudoku_generate_domino(const struct sudoku_domino_generate_options *o,
                       unsigned long long index, struct sudoku_domino *puzzle,
                       struct sudoku_domino *solution)
{
    struct sudoku_rng r;
    struct sudoku_domino other;
    unsigned long tries;

    r.state = sudoku_generate_mix(o->seed, index);
    for (tries = 1;; tries++) {
        int order[SUDOKU_DOMINOES], n = 0, cell, k, left;

        gd_solution(&r, solution);
        *puzzle = *solution;
        for (cell = 0; cell < SUDOKU_CELLS; cell++)
            if (solution->mate[cell] > cell)
                order[n++] = cell;
        sudoku_rng_shuffle(&r, order, n);
        left = n;
        for (k = 0; k < n && (o->minimal || left > o->dominoes); k++) {
            int a = order[k], b = solution->mate[a];

            puzzle->grid.cell[a] = puzzle->grid.cell[b] = 0;
            puzzle->mate[a] = puzzle->mate[b] = SUDOKU_NO_MATE;
            if (sudoku_domino_solve(puzzle, 2, &other, NULL) == 1) {
                left--;
                continue;
            }
            puzzle->grid.cell[a] = solution->grid.cell[a];
            puzzle->grid.cell[b] = solution->grid.cell[b];
            puzzle->mate[a] = (signed char)b;
            puzzle->mate[b] = (signed char)a;
        }
        if (o->dominoes <= 0 || left <= o->dominoes)
            return tries;
        if (tries >= o->tries || o->tries == 0)
            return 0;
    }
}
