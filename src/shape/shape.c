/*
 * shape.c - shapes of every size: boxes, jigsaw regions, extra houses, and
 * the geometry the search reads.
 */
#include <stdio.h>
#include <string.h>

#include "shape/shape_internal.h"

int sudoku_shape_default_box(int side, int *box_rows, int *box_cols)
{
    int r;

    if (side < SUDOKU_SHAPE_MIN_SIDE || side > SUDOKU_SHAPE_MAX_SIDE)
        return -1;
    for (r = 5; r >= 2; r--) {
        if (r * r <= side && side % r == 0) {
            *box_rows = r;
            *box_cols = side / r;
            return 0;
        }
    }
    return -1;
}

int sudoku_shape_boxes(struct sudoku_shape *shape, int side, int box_rows,
                       int box_cols)
{
    int i;

    if (side < SUDOKU_SHAPE_MIN_SIDE || side > SUDOKU_SHAPE_MAX_SIDE ||
        box_rows < 1 || box_cols < 1 || box_rows * box_cols != side)
        return -1;
    memset(shape, 0, sizeof *shape);
    shape->side = side;
    shape->box_rows = box_rows;
    shape->box_cols = box_cols;
    for (i = 0; i < side * side; i++) {
        int r = i / side, c = i % side;
        shape->region[i] =
            (unsigned char)(r / box_rows * box_rows + c / box_cols);
    }
    return 0;
}

/* Sets shape's boxes when its regions are those of the side's default
 * boxes. */
static void shape_note_boxes(struct sudoku_shape *shape)
{
    struct sudoku_shape boxes;
    int rows, cols, n = shape->side * shape->side;

    if (sudoku_shape_default_box(shape->side, &rows, &cols) != 0 ||
        sudoku_shape_boxes(&boxes, shape->side, rows, cols) != 0 ||
        memcmp(boxes.region, shape->region, (size_t)n) != 0)
        return;
    shape->box_rows = rows;
    shape->box_cols = cols;
}

int sudoku_shape_regions(struct sudoku_shape *shape, int side,
                         const unsigned char *region, char *why,
                         size_t why_size)
{
    int size[SUDOKU_SHAPE_MAX_SIDE] = {0};
    int i;

    if (side < SUDOKU_SHAPE_MIN_SIDE || side > SUDOKU_SHAPE_MAX_SIDE) {
        if (why)
            snprintf(why, why_size, "a side of %d is not between %d and %d",
                     side, SUDOKU_SHAPE_MIN_SIDE, SUDOKU_SHAPE_MAX_SIDE);
        return -1;
    }
    for (i = 0; i < side * side; i++) {
        if (region[i] >= side) {
            if (why)
                snprintf(why, why_size,
                         "cell %d is in region %d of a board with %d", i + 1,
                         region[i] + 1, side);
            return -1;
        }
        size[region[i]]++;
    }
    for (i = 0; i < side; i++) {
        if (size[i] != side) {
            if (why)
                snprintf(why, why_size, "region %d has %d cells, not %d",
                         i + 1, size[i], side);
            return -1;
        }
    }
    memset(shape, 0, sizeof *shape);
    shape->side = side;
    memcpy(shape->region, region, (size_t)side * (size_t)side);
    shape_note_boxes(shape);
    return 0;
}

int sudoku_shape_add(struct sudoku_shape *shape, unsigned extras)
{
    if ((extras & SUDOKU_EXTRA_WINDOWS) &&
        (shape->box_rows != shape->box_cols || shape->box_rows < 2))
        return -1;
    shape->extras |= extras & (SUDOKU_EXTRA_DIAGONALS | SUDOKU_EXTRA_WINDOWS);
    return 0;
}

int sudoku_shape_is_classic(const struct sudoku_shape *shape)
{
    return shape->side == 9 && shape->box_rows == 3 && shape->box_cols == 3 &&
           shape->extras == 0;
}

/* Appends cell to house h of *g, and h to the cell's houses. */
static void shape_put(struct shape_geometry *g, int h, int k, int cell)
{
    g->house[h][k] = (unsigned short)cell;
    g->cell_house[cell][g->cell_houses[cell]++] = (unsigned char)h;
}

/* The windows of a board of b x b boxes: (b-1)^2 boxes of b x b cells
 * whose corners are at 1 + k(b+1). */
static void shape_windows(struct shape_geometry *g, int b)
{
    int wr, wc, i, n = g->side;

    for (wr = 0; wr < b - 1; wr++)
        for (wc = 0; wc < b - 1; wc++) {
            int h = g->houses++;
            int top = 1 + wr * (b + 1), left = 1 + wc * (b + 1);
            for (i = 0; i < n; i++)
                shape_put(g, h, i, (top + i / b) * n + left + i % b);
        }
}

/* Lists the crossings of *g: each region with each row and column it
 * shares two cells or more with, short of the whole line. */
static void shape_crossings(struct shape_geometry *g)
{
    int n = g->side, k, line;

    g->crossings = 0;
    for (k = 0; k < n; k++) {
        int rows[SUDOKU_SHAPE_MAX_SIDE] = {0}, cols[SUDOKU_SHAPE_MAX_SIDE] = {0};
        int i;
        for (i = 0; i < n; i++) {
            int cell = g->house[SHAPE_REGION(g, k)][i];
            rows[cell / n]++;
            cols[cell % n]++;
        }
        for (line = 0; line < n; line++) {
            if (rows[line] >= 2 && rows[line] < n) {
                g->crossing[g->crossings][0] = (unsigned char)SHAPE_ROW(g, line);
                g->crossing[g->crossings++][1] =
                    (unsigned char)SHAPE_REGION(g, k);
            }
            if (cols[line] >= 2 && cols[line] < n) {
                g->crossing[g->crossings][0] =
                    (unsigned char)SHAPE_COLUMN(g, line);
                g->crossing[g->crossings++][1] =
                    (unsigned char)SHAPE_REGION(g, k);
            }
        }
    }
}

void sudoku_shape_geometry(struct shape_geometry *g,
                           const struct sudoku_shape *shape)
{
    int n = shape->side, i, k;
    int filled[SUDOKU_SHAPE_MAX_SIDE] = {0};

    g->side = n;
    g->cells = n * n;
    g->houses = 3 * n;
    memset(g->cell_houses, 0, (size_t)g->cells);
    for (i = 0; i < n; i++)
        for (k = 0; k < n; k++)
            shape_put(g, i, k, i * n + k);
    for (i = 0; i < n; i++)
        for (k = 0; k < n; k++)
            shape_put(g, n + i, k, k * n + i);
    for (i = 0; i < g->cells; i++) {
        int r = shape->region[i];
        shape_put(g, 2 * n + r, filled[r]++, i);
    }
    if (shape->extras & SUDOKU_EXTRA_DIAGONALS) {
        for (k = 0; k < n; k++)
            shape_put(g, g->houses, k, k * n + k);
        for (k = 0; k < n; k++)
            shape_put(g, g->houses + 1, k, k * n + n - 1 - k);
        g->houses += 2;
    }
    if (shape->extras & SUDOKU_EXTRA_WINDOWS)
        shape_windows(g, shape->box_rows);
    memset(g->cell_set, 0, sizeof g->cell_set);
    for (i = 0; i < g->cells; i++)
        for (k = 0; k < g->cell_houses[i]; k++) {
            int h = g->cell_house[i][k];
            g->cell_set[i][h / 64] |= (uint64_t)1 << (h % 64);
        }
    shape_crossings(g);
}

int sudoku_shape_pairs(const struct shape_geometry *g, unsigned char pair[][2])
{
    unsigned char shared[SHAPE_MAX_HOUSES][SHAPE_MAX_HOUSES];
    int cell, a, b, pairs = 0;

    for (a = 0; a < g->houses; a++)
        memset(shared[a], 0, (size_t)g->houses);
    for (cell = 0; cell < g->cells; cell++)
        for (a = 0; a < g->cell_houses[cell]; a++)
            for (b = a + 1; b < g->cell_houses[cell]; b++) {
                int x = g->cell_house[cell][a], y = g->cell_house[cell][b];
                shared[x < y ? x : y][x < y ? y : x]++;
            }
    for (a = 0; a < g->houses; a++)
        for (b = a + 1; b < g->houses; b++)
            if (shared[a][b] >= 2 && shared[a][b] < g->side) {
                pair[pairs][0] = (unsigned char)a;
                pair[pairs++][1] = (unsigned char)b;
            }
    return pairs;
}

/* The first earlier cell of a house of `cell` that holds the same value,
 * or -1. */
static int shape_earlier_twin(const struct shape_geometry *g,
                              const unsigned char *grid, int cell)
{
    int best = -1, h, k;

    for (h = 0; h < g->cell_houses[cell]; h++) {
        const unsigned short *house = g->house[g->cell_house[cell][h]];
        for (k = 0; k < g->side; k++) {
            int p = house[k];
            if (p < cell && grid[p] == grid[cell] && (best < 0 || p < best))
                best = p;
        }
    }
    return best;
}

int sudoku_shape_find_clash(const struct sudoku_shape *shape,
                            const unsigned char *grid, int *first,
                            int *second)
{
    struct shape_geometry g;
    int i;

    sudoku_shape_geometry(&g, shape);
    for (i = 0; i < g.cells; i++) {
        int twin = -1;
        if (grid[i] == 0)
            continue;
        twin = grid[i] > g.side ? i : shape_earlier_twin(&g, grid, i);
        if (twin >= 0) {
            if (first)
                *first = twin;
            if (second)
                *second = i;
            return 1;
        }
    }
    return 0;
}
