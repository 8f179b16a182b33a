/*
 * shape_random.c - random shapes, solutions and puzzles of other sizes
 * (see shape_random.h).
 */
#include "support/shape_random.h"

#include <string.h>

#include "shape_reference.h"
#include "support/random.h"

/* Links the random search may update before it starts again with other
 * draws: a search that meets a dead end high in its tree can take long
 * (on an empty 16x16 windoku, minutes), one that does not fills the
 * largest board in far fewer.  The budget doubles after every so many
 * tries, so that a shape whose solutions are rare gets one in the end. */
#define SHAPE_RANDOM_BUDGET 30000ULL
#define SHAPE_RANDOM_TRIES 20

/* Rows x columns of the boxes of each side that has them by default. */
static const int shape_random_splits[][3] = {
    {4, 2, 2},  {6, 2, 3},  {8, 2, 4}, {9, 3, 3},
    {12, 3, 4}, {16, 4, 4}, {25, 5, 5},
};

int shape_random_boxes(struct sudoku_shape *shape, int side, unsigned extras)
{
    size_t k;
    int i;

    for (k = 0; k < sizeof shape_random_splits / sizeof *shape_random_splits;
         k++) {
        int rows = shape_random_splits[k][1], cols = shape_random_splits[k][2];

        if (shape_random_splits[k][0] != side)
            continue;
        if ((extras & SUDOKU_EXTRA_WINDOWS) && rows != cols)
            return -1;
        memset(shape, 0, sizeof *shape);
        shape->side = side;
        shape->box_rows = rows;
        shape->box_cols = cols;
        shape->extras = extras;
        for (i = 0; i < side * side; i++)
            shape->region[i] = (unsigned char)((i / side / rows) * rows +
                                               (i % side) / cols);
        return 0;
    }
    return -1;
}

static unsigned shape_random_below(void *state, unsigned n)
{
    return support_below(state, n);
}

/* The random search, started again while it runs out of budget. */
static int shape_random_fill(uint64_t *state, const struct sudoku_shape *shape,
                             const unsigned char *puzzle, unsigned char *grid)
{
    unsigned long long budget = SHAPE_RANDOM_BUDGET;
    int found, tries = 0;

    while ((found = shape_reference_random(shape, puzzle, grid,
                                           shape_random_below, state,
                                           budget)) < 0)
        if (++tries % SHAPE_RANDOM_TRIES == 0)
            budget *= 2;
    return found;
}

int shape_random_solution(uint64_t *state, const struct sudoku_shape *shape,
                          unsigned char *grid)
{
    unsigned char empty[SUDOKU_SHAPE_MAX_CELLS] = {0};

    return shape_random_fill(state, shape, empty, grid);
}

/* Grows region k from the first free cell to n cells, each next cell a
 * random free neighbour of those it has; returns 0 when it is walled in
 * first. */
static int shape_random_grow(uint64_t *state, unsigned char *region, int n,
                             int k)
{
    int members[SUDOKU_SHAPE_MAX_SIDE], size = 0, i;

    for (i = 0; region[i] != 0xFF; i++)
        ;
    region[i] = (unsigned char)k;
    members[size++] = i;
    while (size < n) {
        int frontier[4 * SUDOKU_SHAPE_MAX_SIDE], free_count = 0, m, d;

        for (m = 0; m < size; m++)
            for (d = 0; d < 4; d++) {
                int r = members[m] / n + (d == 0) - (d == 1);
                int c = members[m] % n + (d == 2) - (d == 3);

                if (r >= 0 && r < n && c >= 0 && c < n &&
                    region[r * n + c] == 0xFF)
                    frontier[free_count++] = r * n + c;
            }
        if (free_count == 0)
            return 0;
        /* A cell next to several members is drawn more often: the
         * regions come out rounder. */
        i = frontier[support_below(state, (unsigned)free_count)];
        region[i] = (unsigned char)k;
        members[size++] = i;
    }
    return 1;
}

/* 1 when every connected part of the free cells has a multiple of n
 * cells, which the regions still to grow need. */
static int shape_random_parts_fit(const unsigned char *region, int n)
{
    unsigned char seen[SUDOKU_SHAPE_MAX_CELLS] = {0};
    int stack[SUDOKU_SHAPE_MAX_CELLS], start;

    for (start = 0; start < n * n; start++) {
        int top = 0, size = 0;

        if (region[start] != 0xFF || seen[start])
            continue;
        seen[start] = 1;
        stack[top++] = start;
        while (top > 0) {
            int cell = stack[--top], d;

            size++;
            for (d = 0; d < 4; d++) {
                int r = cell / n + (d == 0) - (d == 1);
                int c = cell % n + (d == 2) - (d == 3);

                if (r >= 0 && r < n && c >= 0 && c < n &&
                    region[r * n + c] == 0xFF && !seen[r * n + c]) {
                    seen[r * n + c] = 1;
                    stack[top++] = r * n + c;
                }
            }
        }
        if (size % n != 0)
            return 0;
    }
    return 1;
}

/* A partition into n connected regions of n cells, tried again until one
 * forms. */
static void shape_random_partition(uint64_t *state, unsigned char *region,
                                   int n)
{
    int k, formed = 0;

    while (!formed) {
        memset(region, 0xFF, (size_t)n * (size_t)n);
        for (k = 0; k < n; k++)
            if (!shape_random_grow(state, region, n, k) ||
                !shape_random_parts_fit(region, n))
                break;
        formed = k == n;
    }
}

void shape_random_jigsaw(uint64_t *state, struct sudoku_shape *shape,
                         int side, unsigned extras, unsigned char *grid)
{
    unsigned char empty[SUDOKU_SHAPE_MAX_CELLS] = {0};
    int found = 0;

    while (!found) {
        memset(shape, 0, sizeof *shape);
        shape->side = side;
        shape->extras = extras & ~(unsigned)SUDOKU_EXTRA_WINDOWS;
        shape_random_partition(state, shape->region, side);
        /* A partition whose search runs out of budget is dropped too: it
         * most likely has no solution. */
        found = shape_reference_random(shape, empty, grid, shape_random_below,
                                       state, SHAPE_RANDOM_BUDGET) > 0;
    }
}

void shape_random_dig(uint64_t *state, int side, const unsigned char *grid,
                      int clues, unsigned char *puzzle)
{
    int order[SUDOKU_SHAPE_MAX_CELLS], cells = side * side, i;

    for (i = 0; i < cells; i++)
        order[i] = i;
    support_shuffle(state, order, cells);
    memset(puzzle, 0, (size_t)cells);
    for (i = 0; i < clues && i < cells; i++)
        puzzle[order[i]] = grid[order[i]];
}

/* Marks in peer[] (side * side bytes) the cells sharing a house with
 * `cell`, itself excepted. */
static void shape_random_peers(const struct sudoku_shape *shape, int cell,
                               unsigned char *peer)
{
    int houses[SHAPE_REFERENCE_MAX_HOUSES * SUDOKU_SHAPE_MAX_SIDE];
    int count = shape_reference_houses(shape, houses), n = shape->side, h, i;

    memset(peer, 0, (size_t)n * (size_t)n);
    for (h = 0; h < count; h++)
        for (i = 0; i < n; i++)
            if (houses[h * n + i] == cell) {
                int j;

                for (j = 0; j < n; j++)
                    peer[houses[h * n + j]] = 1;
            }
    peer[cell] = 0;
}

int shape_random_alter(uint64_t *state, const struct sudoku_shape *shape,
                       unsigned char *puzzle)
{
    int order[SUDOKU_SHAPE_MAX_CELLS], n = shape->side, i, j, v;

    for (i = 0; i < n * n; i++)
        order[i] = i;
    support_shuffle(state, order, n * n);
    for (i = 0; i < n * n; i++) {
        unsigned char peer[SUDOKU_SHAPE_MAX_CELLS];
        unsigned char held[SUDOKU_SHAPE_MAX_SIDE + 1] = {0};
        int cell = order[i], old = puzzle[cell];

        if (old == 0)
            continue;
        shape_random_peers(shape, cell, peer);
        for (j = 0; j < n * n; j++)
            if (peer[j])
                held[puzzle[j]] = 1;
        for (v = 1; v < n; v++) {
            int value = (old - 1 + v) % n + 1;

            if (!held[value]) {
                puzzle[cell] = (unsigned char)value;
                return 1;
            }
        }
    }
    return 0;
}

int shape_random_clash(uint64_t *state, const struct sudoku_shape *shape,
                       unsigned char *puzzle)
{
    int order[SUDOKU_SHAPE_MAX_CELLS], n = shape->side, i, j;

    for (i = 0; i < n * n; i++)
        order[i] = i;
    support_shuffle(state, order, n * n);
    for (i = 0; i < n * n; i++) {
        unsigned char peer[SUDOKU_SHAPE_MAX_CELLS];
        int cell = order[i];

        if (puzzle[cell] == 0)
            continue;
        shape_random_peers(shape, cell, peer);
        for (j = 0; j < n * n; j++)
            if (peer[order[j]] && puzzle[order[j]] == 0) {
                puzzle[order[j]] = puzzle[cell];
                return 1;
            }
    }
    return 0;
}
