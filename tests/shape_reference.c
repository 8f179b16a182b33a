/*
 * shape_reference.c - a plain dancing-links solver of shaped boards (see
 * shape_reference.h).
 *
 * Knuth's Algorithm X with dancing links ("Dancing links", 2000), nothing
 * added: the matrix has a column for each cell and one for each house and
 * value, all primary, and a row for each cell and value with a 1 in the
 * columns it fills.  Givens are placed by covering their rows' columns
 * before the search.  Counting branches on the column with fewest rows
 * (Knuth's S heuristic).  The smallest solution is the first of a search
 * that branches on the first empty cell in row-major order, trying values
 * in increasing order; or, found cell by cell in row-major order, each
 * cell's least value with which the counting search still finds a
 * solution.  The two take turns under a growing budget, since each is
 * hopeless on puzzles where the other is quick.
 */
#include "shape_reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The matrix.  Node 0 is the root, nodes 1..columns the column headers,
 * the rest the 1s of the rows; a row's nodes are linked left and right in
 * a ring, a column's up and down through its header. */
struct ref_dlx {
    int side, cells, columns;
    int *left, *right, *up, *down, *column, *row;
    int *size;              /* rows left in each column */
    unsigned char *covered; /* each column's, 1 while it is covered */
    int *first;             /* a node of each row, row = cell * side + v - 1 */
    unsigned char *value;   /* each cell's placed value, 0 for none */
    unsigned (*below)(void *arg, unsigned n);
    void *arg;
    unsigned long long budget, updates;
    int gave_up, row_major;
};

static void *ref_alloc(size_t count, size_t size)
{
    void *p = calloc(count ? count : 1, size);

    if (!p) {
        fputs("shape_reference: out of memory\n", stderr);
        abort();
    }
    return p;
}

/* The windows of a side b * b, or 0 when the side is not a square. */
static int ref_window_side(int side)
{
    int b = 2;

    while (b * b < side)
        b++;
    return b * b == side ? b : 0;
}

static int ref_valid(const struct sudoku_shape *shape)
{
    int i, n = shape->side;

    if (n < 1 || n > SUDOKU_SHAPE_MAX_SIDE)
        return 0;
    for (i = 0; i < n * n; i++)
        if (shape->region[i] >= n)
            return 0;
    return 1;
}

/* Appends the window with top-left corner (top, left) of side b. */
static int *ref_window(int *out, int side, int b, int top, int left)
{
    int r, c;

    for (r = top; r < top + b; r++)
        for (c = left; c < left + b; c++)
            *out++ = r * side + c;
    return out;
}

int shape_reference_houses(const struct sudoku_shape *shape, int *cells)
{
    int n, h, i, k, count = 0, b;
    int *out = cells;

    if (!ref_valid(shape))
        return -1;
    n = shape->side;
    for (h = 0; h < n; h++, count++)
        for (i = 0; i < n; i++)
            *out++ = h * n + i;
    for (h = 0; h < n; h++, count++)
        for (i = 0; i < n; i++)
            *out++ = i * n + h;
    for (h = 0; h < n; h++, count++) {
        int *start = out;

        for (i = 0; i < n * n; i++)
            if (shape->region[i] == h)
                *out++ = i;
        if (out != start + n)
            return -1;
    }
    if (shape->extras & SUDOKU_EXTRA_DIAGONALS) {
        for (i = 0; i < n; i++)
            *out++ = i * n + i;
        for (i = 0; i < n; i++)
            *out++ = i * n + n - 1 - i;
        count += 2;
    }
    b = ref_window_side(n);
    if ((shape->extras & SUDOKU_EXTRA_WINDOWS) && b)
        for (h = 0; h < b - 1; h++)
            for (k = 0; k < b - 1; k++, count++)
                out = ref_window(out, n, b, 1 + h * (b + 1), 1 + k * (b + 1));
    return count;
}

/* Appends a node to the bottom of column c, in row r. */
static void ref_link(struct ref_dlx *d, int node, int c, int r)
{
    d->column[node] = c;
    d->row[node] = r;
    d->up[node] = d->up[c];
    d->down[node] = c;
    d->down[d->up[c]] = node;
    d->up[c] = node;
    d->size[c]++;
}

/* Builds the matrix of *shape; returns 0 for an invalid shape. */
static int ref_build(struct ref_dlx *d, const struct sudoku_shape *shape)
{
    int houses[SHAPE_REFERENCE_MAX_HOUSES * SUDOKU_SHAPE_MAX_SIDE];
    int member[SUDOKU_SHAPE_MAX_CELLS][8], members[SUDOKU_SHAPE_MAX_CELLS];
    int count = shape_reference_houses(shape, houses);
    int n = shape->side, nodes = 0, c, h, i, cell, v, node;

    memset(d, 0, sizeof *d);
    if (count < 0)
        return 0;
    memset(members, 0, sizeof members);
    for (h = 0; h < count; h++)
        for (i = 0; i < n; i++) {
            cell = houses[h * n + i];
            member[cell][members[cell]++] = h;
        }
    d->side = n;
    d->cells = n * n;
    d->columns = d->cells + count * n;
    for (cell = 0; cell < d->cells; cell++)
        nodes += n * (1 + members[cell]);
    nodes += 1 + d->columns;
    d->left = ref_alloc((size_t)nodes, sizeof *d->left);
    d->right = ref_alloc((size_t)nodes, sizeof *d->right);
    d->up = ref_alloc((size_t)nodes, sizeof *d->up);
    d->down = ref_alloc((size_t)nodes, sizeof *d->down);
    d->column = ref_alloc((size_t)nodes, sizeof *d->column);
    d->row = ref_alloc((size_t)nodes, sizeof *d->row);
    d->size = ref_alloc((size_t)d->columns + 1, sizeof *d->size);
    d->covered = ref_alloc((size_t)d->columns + 1, 1);
    d->first = ref_alloc((size_t)d->cells * (size_t)n, sizeof *d->first);
    d->value = ref_alloc((size_t)d->cells, 1);
    for (c = 0; c <= d->columns; c++) {
        d->left[c] = c == 0 ? d->columns : c - 1;
        d->right[c] = c == d->columns ? 0 : c + 1;
        d->up[c] = d->down[c] = c;
    }
    node = d->columns + 1;
    for (cell = 0; cell < d->cells; cell++)
        for (v = 0; v < n; v++) {
            int r = cell * n + v, start = node;

            d->first[r] = node;
            ref_link(d, node++, 1 + cell, r);
            for (i = 0; i < members[cell]; i++)
                ref_link(d, node++, 1 + d->cells + member[cell][i] * n + v, r);
            for (i = start; i < node; i++) {
                d->left[i] = i == start ? node - 1 : i - 1;
                d->right[i] = i == node - 1 ? start : i + 1;
            }
        }
    return 1;
}

static void ref_free(struct ref_dlx *d)
{
    free(d->left);
    free(d->right);
    free(d->up);
    free(d->down);
    free(d->column);
    free(d->row);
    free(d->size);
    free(d->covered);
    free(d->first);
    free(d->value);
}

static void ref_cover(struct ref_dlx *d, int c)
{
    int i, j;

    d->right[d->left[c]] = d->right[c];
    d->left[d->right[c]] = d->left[c];
    for (i = d->down[c]; i != c; i = d->down[i])
        for (j = d->right[i]; j != i; j = d->right[j]) {
            d->down[d->up[j]] = d->down[j];
            d->up[d->down[j]] = d->up[j];
            d->size[d->column[j]]--;
            d->updates++;
        }
    d->covered[c] = 1;
}

static void ref_uncover(struct ref_dlx *d, int c)
{
    int i, j;

    d->covered[c] = 0;
    for (i = d->up[c]; i != c; i = d->up[i])
        for (j = d->left[i]; j != i; j = d->left[j]) {
            d->size[d->column[j]]++;
            d->down[d->up[j]] = j;
            d->up[d->down[j]] = j;
        }
    d->right[d->left[c]] = c;
    d->left[d->right[c]] = c;
}

/* 1 when row r is still in the matrix: none of its columns is covered. */
static int ref_available(const struct ref_dlx *d, int r)
{
    int i = d->first[r];

    do {
        if (d->covered[d->column[i]])
            return 0;
        i = d->right[i];
    } while (i != d->first[r]);
    return 1;
}

/* Places row r (which must be available) by covering all its columns. */
static void ref_place(struct ref_dlx *d, int r)
{
    int i = d->first[r], j;

    ref_cover(d, d->column[i]);
    for (j = d->right[i]; j != i; j = d->right[j])
        ref_cover(d, d->column[j]);
    d->value[r / d->side] = (unsigned char)(r % d->side + 1);
}

static void ref_unplace(struct ref_dlx *d, int r)
{
    int i = d->first[r], j;

    d->value[r / d->side] = 0;
    for (j = d->left[i]; j != i; j = d->left[j])
        ref_uncover(d, d->column[j]);
    ref_uncover(d, d->column[i]);
}

/* Places the givens of `puzzle`; returns 0 when one is out of range or
 * clashes with one placed before. */
static int ref_givens(struct ref_dlx *d, const unsigned char *puzzle)
{
    int cell;

    for (cell = 0; cell < d->cells; cell++) {
        int v = puzzle[cell], r = cell * d->side + v - 1;

        if (v == 0)
            continue;
        if (v > d->side || !ref_available(d, r))
            return 0;
        ref_place(d, r);
    }
    return 1;
}

/* The column with fewest rows left (the first of them), 0 for none; in
 * row-major order, unless that column has no row left, the column of the
 * first empty cell. */
static int ref_choose(const struct ref_dlx *d)
{
    int c, best = 0;

    for (c = d->right[0]; c != 0; c = d->right[c])
        if (best == 0 || d->size[c] < d->size[best])
            best = c;
    if (d->row_major && best && d->size[best] > 0)
        for (c = 1; c <= d->cells; c++)
            if (!d->covered[c])
                return c;
    return best;
}

/* Algorithm X: counts solutions up to limit into *count, the first into
 * solution (when not NULL). */
static void ref_search(struct ref_dlx *d, unsigned limit, unsigned *count,
                       unsigned char *solution)
{
    int rows[SUDOKU_SHAPE_MAX_SIDE], n = 0, c, i, j, k;

    if (d->right[0] == 0) {
        if (*count == 0 && solution)
            memcpy(solution, d->value, (size_t)d->cells);
        ++*count;
        return;
    }
    c = ref_choose(d);
    if (d->size[c] == 0)
        return;
    for (i = d->down[c]; i != c; i = d->down[i])
        rows[n++] = i;
    for (k = n - 1; d->below && k > 0; k--) {
        int pick = (int)d->below(d->arg, (unsigned)k + 1), t = rows[k];

        rows[k] = rows[pick];
        rows[pick] = t;
    }
    ref_cover(d, c);
    for (k = 0; k < n && *count < limit && !d->gave_up; k++) {
        i = rows[k];
        d->value[d->row[i] / d->side] = (unsigned char)(d->row[i] % d->side + 1);
        for (j = d->right[i]; j != i; j = d->right[j])
            ref_cover(d, d->column[j]);
        ref_search(d, limit, count, solution);
        for (j = d->left[i]; j != i; j = d->left[j])
            ref_uncover(d, d->column[j]);
        d->value[d->row[i] / d->side] = 0;
        if (d->budget && d->updates > d->budget)
            d->gave_up = 1;
    }
    ref_uncover(d, c);
}

unsigned shape_reference_count(const struct sudoku_shape *shape,
                               const unsigned char *puzzle, unsigned limit)
{
    struct ref_dlx d;
    unsigned count = 0;

    if (ref_build(&d, shape) && ref_givens(&d, puzzle))
        ref_search(&d, limit, &count, NULL);
    ref_free(&d);
    return count;
}

/* The smallest solution, cell by cell: `best` is always a solution that
 * keeps every row placed so far, so its value at the next empty cell
 * needs no search, and a smaller value there either fails or gives the
 * new best.  Returns 1, 0 when there is none, -1 when over budget. */
static int ref_smallest_by_cell(struct ref_dlx *d, unsigned char *best)
{
    unsigned char *found = ref_alloc((size_t)d->cells, 1);
    unsigned count = 0;
    int cell, v;

    ref_search(d, 1, &count, best);
    for (cell = 0; count && !d->gave_up && cell < d->cells; cell++) {
        if (d->value[cell])
            continue;
        for (v = 1; v < best[cell] && !d->gave_up; v++) {
            unsigned more = 0;
            int r = cell * d->side + v - 1;

            if (!ref_available(d, r))
                continue;
            ref_place(d, r);
            ref_search(d, 1, &more, found);
            if (more) {
                memcpy(best, found, (size_t)d->cells);
                break;
            }
            ref_unplace(d, r);
        }
        if (!d->value[cell] && !d->gave_up)
            ref_place(d, cell * d->side + best[cell] - 1);
    }
    free(found);
    return d->gave_up ? -1 : count > 0;
}

/* One try at the smallest solution within `budget`: by the row-major
 * search, whose first solution is the smallest, or cell by cell.
 * Returns 1, 0 when there is none, -1 when over budget. */
static int ref_smallest(const struct sudoku_shape *shape,
                        const unsigned char *puzzle, unsigned char *best,
                        int row_major, unsigned long long budget)
{
    struct ref_dlx d;
    unsigned count = 0;
    int found = 0;

    if (ref_build(&d, shape) && ref_givens(&d, puzzle)) {
        d.budget = budget;
        d.row_major = row_major;
        if (row_major) {
            ref_search(&d, 1, &count, best);
            found = count ? 1 : d.gave_up ? -1 : 0;
        } else {
            found = ref_smallest_by_cell(&d, best);
        }
    }
    ref_free(&d);
    return found;
}

/* Each way can take hours where the other takes a moment (row-major on a
 * nearly empty windoku, cell by cell on a sparse 16x16 with many
 * solutions): they take turns with a growing budget. */
int shape_reference_smallest_within(const struct sudoku_shape *shape,
                                    const unsigned char *puzzle,
                                    unsigned char *solution,
                                    unsigned long long budget)
{
    unsigned char best[SUDOKU_SHAPE_MAX_CELLS];
    unsigned long long turn = 1000000ULL;
    int found = -1, row_major = 1;

    if (budget && budget < turn)
        turn = budget;
    while (found < 0 && (budget == 0 || turn <= budget)) {
        found = ref_smallest(shape, puzzle, best, row_major, turn);
        if (!row_major)
            turn *= 2;
        row_major = !row_major;
    }
    if (found > 0)
        memcpy(solution, best, (size_t)shape->side * (size_t)shape->side);
    return found;
}

int shape_reference_smallest(const struct sudoku_shape *shape,
                             const unsigned char *puzzle,
                             unsigned char *solution)
{
    return shape_reference_smallest_within(shape, puzzle, solution, 0);
}

int shape_reference_random(const struct sudoku_shape *shape,
                           const unsigned char *puzzle,
                           unsigned char *solution,
                           unsigned (*below)(void *arg, unsigned n), void *arg,
                           unsigned long long budget)
{
    struct ref_dlx d;
    unsigned count = 0;
    int gave_up;

    if (ref_build(&d, shape) && ref_givens(&d, puzzle)) {
        d.below = below;
        d.arg = arg;
        d.budget = budget;
        ref_search(&d, 1, &count, solution);
    }
    gave_up = d.gave_up && count == 0;
    ref_free(&d);
    return gave_up ? -1 : count > 0;
}

int shape_reference_is_solution(const struct sudoku_shape *shape,
                                const unsigned char *solution,
                                const unsigned char *puzzle)
{
    int houses[SHAPE_REFERENCE_MAX_HOUSES * SUDOKU_SHAPE_MAX_SIDE];
    int count = shape_reference_houses(shape, houses);
    int n = shape->side, h, i;

    if (count < 0)
        return 0;
    for (i = 0; i < n * n; i++)
        if (solution[i] < 1 || solution[i] > n ||
            (puzzle && puzzle[i] && puzzle[i] != solution[i]))
            return 0;
    for (h = 0; h < count; h++) {
        unsigned char seen[SUDOKU_SHAPE_MAX_SIDE + 1] = {0};

        for (i = 0; i < n; i++)
            if (seen[solution[houses[h * n + i]]]++)
                return 0;
    }
    return 1;
}
