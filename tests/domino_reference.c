/*
 * domino_reference.c - the simple Sudominoku reference solver and the
 * puzzle generator (see domino_reference.h).
 *
 * The solver walks the cells in row-major order; at the first uncovered
 * cell it tries every digit, every direction (right or down: the cells
 * before it are all covered) and every partner digit, with plain boolean
 * tables for the sudoku rules and the used dominoes.  Distinct grids are
 * counted by remembering the grids found.  The smallest grid comes from a
 * second, exhaustive pass that skips any branch whose finished prefix is
 * already larger than the best grid so far.  No propagation, no
 * heuristics: slow, and easy to check by eye.
 */
#include "domino_reference.h"

#include <stdlib.h>
#include <string.h>

#include "support/random.h"

struct dref {
    unsigned char grid[SUDOKU_CELLS];
    signed char mate[SUDOKU_CELLS];
    unsigned char in_row[9][10], in_col[9][10], in_box[9][10];
    unsigned char used[10][10];
    /* Counting pass: the distinct grids found so far. */
    unsigned limit, count;
    unsigned char (*found)[SUDOKU_CELLS];
    /* Both passes: the smallest grid found so far. */
    int have_best;
    int best_real; /* best is a grid the search reached, not a ceiling */
    struct sudoku_domino best;
    int minimising;
};

static int dref_box(int cell)
{
    return SUDOKU_BOX(cell / 9, cell % 9);
}

static int dref_allowed(const struct dref *r, int cell, int digit)
{
    return !r->in_row[cell / 9][digit] && !r->in_col[cell % 9][digit] &&
           !r->in_box[dref_box(cell)][digit];
}

static void dref_set(struct dref *r, int cell, int digit, unsigned char on)
{
    r->grid[cell] = on ? (unsigned char)digit : 0;
    r->in_row[cell / 9][digit] = on;
    r->in_col[cell % 9][digit] = on;
    r->in_box[dref_box(cell)][digit] = on;
}

static void dref_leaf(struct dref *r)
{
    unsigned i;
    int order = memcmp(r->grid, r->best.grid.cell, SUDOKU_CELLS);

    /* A grid equal to the ceiling replaces it: then it is a real one. */
    if (!r->have_best || order < 0 || (order == 0 && !r->best_real)) {
        memcpy(r->best.grid.cell, r->grid, SUDOKU_CELLS);
        memcpy(r->best.mate, r->mate, SUDOKU_CELLS);
        r->have_best = 1;
        r->best_real = 1;
    }
    if (r->minimising)
        return;
    for (i = 0; i < r->count; i++)
        if (memcmp(r->found[i], r->grid, SUDOKU_CELLS) == 0)
            return;
    memcpy(r->found[r->count++], r->grid, SUDOKU_CELLS);
}

/* Returns 1 to stop (the counting pass reached its limit). */
static int dref_search(struct dref *r, int pos)
{
    int a, dir;

    while (pos < SUDOKU_CELLS && r->grid[pos])
        pos++;
    if (r->minimising && r->have_best &&
        memcmp(r->grid, r->best.grid.cell, (size_t)pos) > 0)
        return 0; /* every grid below has this larger prefix */
    if (pos == SUDOKU_CELLS) {
        dref_leaf(r);
        return !r->minimising && r->count >= r->limit;
    }
    for (a = 1; a <= 9; a++) {
        if (!dref_allowed(r, pos, a))
            continue;
        dref_set(r, pos, a, 1);
        for (dir = 0; dir < 2; dir++) {
            int other = dir == 0 ? pos + 1 : pos + 9;
            int b;

            if (dir == 0 && pos % 9 == 8)
                continue;
            if (other >= SUDOKU_CELLS || r->grid[other])
                continue;
            for (b = 1; b <= 9; b++) {
                int stop;

                if (b == a || r->used[a][b] || !dref_allowed(r, other, b))
                    continue;
                dref_set(r, other, b, 1);
                r->used[a][b] = r->used[b][a] = 1;
                r->mate[pos] = (signed char)other;
                r->mate[other] = (signed char)pos;
                stop = dref_search(r, pos + 1);
                r->mate[pos] = r->mate[other] = SUDOKU_NO_MATE;
                r->used[a][b] = r->used[b][a] = 0;
                dref_set(r, other, b, 0);
                if (stop) {
                    dref_set(r, pos, a, 0);
                    return 1;
                }
            }
        }
        dref_set(r, pos, a, 0);
    }
    return 0;
}

/* Loads the puzzle's digits and dominoes; returns 0 when they clash. */
static int dref_load(struct dref *r, const struct sudoku_domino *puzzle)
{
    int c;

    memset(r, 0, sizeof *r);
    memset(r->mate, SUDOKU_NO_MATE, sizeof r->mate);
    for (c = 0; c < SUDOKU_CELLS; c++) {
        int d = puzzle->grid.cell[c], m = puzzle->mate[c];

        if (!d)
            continue;
        if (!dref_allowed(r, c, d))
            return 0;
        dref_set(r, c, d, 1);
        if (m != SUDOKU_NO_MATE && m > c) {
            int e = puzzle->grid.cell[m];

            if (r->used[d][e])
                return 0;
            r->used[d][e] = r->used[e][d] = 1;
        }
        r->mate[c] = (signed char)m;
    }
    return 1;
}

/*
 * The smallest solution grid no larger than `ceiling`: an exhaustive search
 * that prunes every prefix larger than the best grid so far.  Returns 0
 * when no solution is that small.
 */
static int dref_minimise(struct dref *r, const struct sudoku_domino *puzzle,
                         const unsigned char *ceiling)
{
    unsigned char(*found)[SUDOKU_CELLS] = r->found;

    dref_load(r, puzzle);
    r->found = found; /* dref_load clears everything */
    r->minimising = 1;
    r->have_best = 1;
    memcpy(r->best.grid.cell, ceiling, SUDOKU_CELLS);
    r->best_real = 0;
    dref_search(r, 0);
    return r->best_real;
}

unsigned domino_ref_solve(const struct sudoku_domino *puzzle, unsigned limit,
                          const sudoku_board *bound,
                          struct sudoku_domino *solution)
{
    struct dref *r = malloc(sizeof *r);
    unsigned count;

    if (r == NULL || !dref_load(r, puzzle)) {
        free(r);
        return 0;
    }
    r->limit = limit;
    r->found = malloc((size_t)limit * sizeof *r->found);
    if (r->found == NULL) {
        free(r);
        return 0;
    }
    dref_search(r, 0);
    count = r->count;
    if (count >= limit) {
        /* Not every grid was seen: search them all for the smallest,
         * under the bound when it helps, else under the smallest seen. */
        unsigned char seen[SUDOKU_CELLS];

        memcpy(seen, r->best.grid.cell, SUDOKU_CELLS);
        if (bound == NULL || memcmp(bound->cell, seen, SUDOKU_CELLS) >= 0 ||
            !dref_minimise(r, puzzle, bound->cell))
            dref_minimise(r, puzzle, seen);
    }
    if (count)
        *solution = r->best;
    free(r->found);
    free(r);
    return count;
}

int domino_ref_is_solution(const struct sudoku_domino *solution,
                           const struct sudoku_domino *puzzle)
{
    unsigned char seen_row[9][10] = {{0}}, seen_col[9][10] = {{0}};
    unsigned char seen_box[9][10] = {{0}}, used[10][10] = {{0}};
    int c, dominoes = 0;

    for (c = 0; c < SUDOKU_CELLS; c++) {
        int d = solution->grid.cell[c], m = solution->mate[c];

        if (d < 1 || d > 9 || seen_row[c / 9][d] || seen_col[c % 9][d] ||
            seen_box[dref_box(c)][d])
            return 0;
        seen_row[c / 9][d] = seen_col[c % 9][d] = seen_box[dref_box(c)][d] = 1;
        if (puzzle->grid.cell[c] && puzzle->grid.cell[c] != d)
            return 0;
        if (puzzle->mate[c] != SUDOKU_NO_MATE && puzzle->mate[c] != m)
            return 0;
        /* The singles are the puzzle's digits that no domino covers. */
        if ((m == SUDOKU_NO_MATE) !=
            (puzzle->grid.cell[c] != 0 && puzzle->mate[c] == SUDOKU_NO_MATE))
            return 0;
        if (m == SUDOKU_NO_MATE)
            continue;
        if (m < 0 || m >= SUDOKU_CELLS || solution->mate[m] != c)
            return 0;
        if (!(m == c + 1 && c % 9 < 8) && m != c + 9 &&
            !(m == c - 1 && c % 9 > 0) && m != c - 9)
            return 0;
        if (m > c) {
            int e = solution->grid.cell[m];

            if (used[d][e] || d == e)
                return 0;
            used[d][e] = used[e][d] = 1;
            dominoes++;
        }
    }
    return dominoes == SUDOKU_DOMINOES;
}

/* ------------------------------------------------------------------ */
/* The generator                                                        */

/* Fills r->grid from cell pos on with a random valid completion. */
static int dref_fill(struct dref *r, uint64_t *state, int pos)
{
    int order[9], i;

    if (pos == SUDOKU_CELLS)
        return 1;
    for (i = 0; i < 9; i++)
        order[i] = i + 1;
    support_shuffle(state, order, 9);
    for (i = 0; i < 9; i++) {
        if (!dref_allowed(r, pos, order[i]))
            continue;
        dref_set(r, pos, order[i], 1);
        if (dref_fill(r, state, pos + 1))
            return 1;
        dref_set(r, pos, order[i], 0);
    }
    return 0;
}

/*
 * Covers the unmated cells with the unused dominoes: an exact cover of
 * cells and dominoes by the edges between two unmated cells, branching on
 * the cell or domino with the fewest edges left, in random order.  Gives up
 * when *budget runs out (the grid may have no such tiling at all).
 */
static int dref_tile(struct dref *r, uint64_t *state, long *budget)
{
    int edge[2 * SUDOKU_CELLS][2], n = 0, c, k, i;
    int count_cell[SUDOKU_CELLS] = {0}, count_pair[10][10] = {{0}};
    int best = -1, best_count = 1 << 30, best_a = 0, best_b = 0, start;

    if (--*budget < 0)
        return 0;
    for (c = 0; c < SUDOKU_CELLS; c++) {
        for (k = 0; k < 2; k++) {
            int m = k ? c + 9 : c + 1;
            int a, b;

            if ((k == 0 && c % 9 == 8) || m >= SUDOKU_CELLS)
                continue;
            if (r->mate[c] != SUDOKU_NO_MATE || r->mate[m] != SUDOKU_NO_MATE)
                continue;
            a = r->grid[c];
            b = r->grid[m];
            if (r->used[a][b])
                continue;
            edge[n][0] = c;
            edge[n][1] = m;
            n++;
            count_cell[c]++;
            count_cell[m]++;
            count_pair[a][b]++;
            count_pair[b][a]++;
        }
    }
    for (c = 0; c < SUDOKU_CELLS; c++)
        if (r->mate[c] == SUDOKU_NO_MATE && count_cell[c] < best_count) {
            best_count = count_cell[c];
            best = c;
        }
    if (best < 0)
        return 1; /* every cell covered */
    for (i = 1; i <= 9; i++)
        for (k = i + 1; k <= 9; k++)
            if (!r->used[i][k] && count_pair[i][k] < best_count) {
                best_count = count_pair[i][k];
                best = -1;
                best_a = i;
                best_b = k;
            }
    if (best_count == 0)
        return 0;
    start = (int)support_below(state, (unsigned)n);
    for (i = 0; i < n; i++) {
        int *e = edge[(start + i) % n];
        int a = r->grid[e[0]], b = r->grid[e[1]];

        if (best >= 0 ? e[0] != best && e[1] != best
                      : !((a == best_a && b == best_b) ||
                          (a == best_b && b == best_a)))
            continue;
        r->used[a][b] = r->used[b][a] = 1;
        r->mate[e[0]] = (signed char)e[1];
        r->mate[e[1]] = (signed char)e[0];
        if (dref_tile(r, state, budget))
            return 1;
        r->mate[e[0]] = r->mate[e[1]] = SUDOKU_NO_MATE;
        r->used[a][b] = r->used[b][a] = 0;
    }
    return 0;
}

void domino_ref_generate(uint64_t *state, int given,
                         struct sudoku_domino *puzzle,
                         struct sudoku_domino *answer)
{
    struct dref r;
    int c, d, tiled = 0;

    while (!tiled) {
        long budget = 2000;

        memset(&r, 0, sizeof r);
        memset(r.mate, SUDOKU_NO_MATE, sizeof r.mate);
        dref_fill(&r, state, 0);
        /* The single of digit d: its k-th cell, k at random.  A single
         * is marked as its own mate while tiling, so it is never covered. */
        for (d = 1; d <= 9; d++) {
            int k = (int)support_below(state, 9);

            for (c = 0; c < SUDOKU_CELLS; c++)
                if (r.grid[c] == d && k-- == 0)
                    r.mate[c] = (signed char)c;
        }
        tiled = dref_tile(&r, state, &budget);
    }
    memset(answer, 0, sizeof *answer);
    for (c = 0; c < SUDOKU_CELLS; c++) {
        answer->grid.cell[c] = r.grid[c];
        answer->mate[c] =
            (signed char)(r.mate[c] == c ? SUDOKU_NO_MATE : r.mate[c]);
    }
    domino_ref_reveal(state, answer, given, puzzle);
}

void domino_ref_reveal(uint64_t *state, const struct sudoku_domino *answer,
                       int given, struct sudoku_domino *puzzle)
{
    int starts[SUDOKU_DOMINOES], n = 0, c, d;

    memset(puzzle, 0, sizeof *puzzle);
    memset(puzzle->mate, SUDOKU_NO_MATE, sizeof puzzle->mate);
    for (c = 0; c < SUDOKU_CELLS; c++) {
        if (answer->mate[c] == SUDOKU_NO_MATE)
            puzzle->grid.cell[c] = answer->grid.cell[c];
        else if (answer->mate[c] > c)
            starts[n++] = c;
    }
    /* A random choice of `given` dominoes, without repeats. */
    for (d = 0; d < given && d < n; d++) {
        int j = d + (int)support_below(state, (unsigned)(n - d));
        int t = starts[d], m;

        starts[d] = starts[j];
        starts[j] = t;
        c = starts[d];
        m = answer->mate[c];
        puzzle->grid.cell[c] = answer->grid.cell[c];
        puzzle->grid.cell[m] = answer->grid.cell[m];
        puzzle->mate[c] = (signed char)m;
        puzzle->mate[m] = (signed char)c;
    }
}
