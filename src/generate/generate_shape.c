/*
 * generate_shape.c - puzzles of every other size and shape with one
 * solution, from a seed.
 *
 * A try fills an empty grid of the shape by a randomised search: the open
 * cell with the fewest values left first (ties in a random order of the
 * cells), its values in random order, with a bound on the steps after
 * which the search starts again, so that a bad early choice costs little.
 * Jigsaw regions, when asked, are made before it: the side's boxes (or
 * its rows, for a side with no boxes) changed by many random swaps of two
 * cells between two neighbouring regions that keep both connected.  Their
 * grid comes from random values in a few cells, completed by the solver
 * (by the grader's search past 128 cells) within a bound; a set of
 * regions no such try fills is dropped for another.
 *
 * The grid is then dug as a classic one is (generate.c): the cells fall
 * into orbits of the symmetry, and in random order each orbit is emptied
 * and put back unless the solution stays the only one.  Without a level
 * asked, three tests tell, the cheapest first:
 *   - the givens alone force each emptied cell (a naked or a hidden
 *     single): the orbit goes;
 *   - two values swapped on a group of cells through an emptied cell
 *     that holds no other given make a second solution: it stays;
 *   - else a search for a solution that differs on the orbit: the
 *     solver's digit planes up to 128 cells (sudoku_shape_small_other),
 *     and past that the grader's singles as a search (sudoku_shape_other)
 *     within a bound, then the solver, counting to two.
 * With a level asked, the grader alone decides: an orbit goes only while
 * the puzzle stays at or below the level.
 *
 * Every random choice comes from one generator seeded by (seed, index)
 * and the options, so a puzzle does not depend on which thread makes it.
 * The judge builds leave this file out.
 */
#include <string.h>

#include "base/bits.h"
#include "generate/generate_internal.h"
#include "shape/shape_grade.h"
#include "shape/shape_internal.h"

/* The steps of a fill before it starts again, per cell, and the fills a
 * set of made regions gets before it is dropped. */
#define GS_FILL_STEPS 40
#define GS_FILL_RESTARTS 8
/* The swaps that make jigsaw regions from boxes, per cell. */
#define GS_SWAPS 6
/* The tries that give up on a grid whose digging is slow (gs_several). */
#define GS_PATIENT 8
/* The random values a completion by the solver starts from, and the
 * guesses it gets before it gives up. */
#define GS_PLANES_GIVENS(n) ((n) / 2)
#define GS_FILL_GUESSES 64
/* Up to this many cells (sides to 11) the solver's digit planes fill a
 * jigsaw's grid and tell whether a dug puzzle has a second solution
 * (sudoku_shape_small_other); they are faster than the grader's search
 * at both and never give up. */
#define GS_SOLVER_CELLS 128

/* ---- Random full grids ------------------------------------------------ */

struct gs_fill {
    const struct shape_geometry *g;
    struct sudoku_rng *r;
    uint32_t used[SHAPE_MAX_HOUSES]; /* values placed in each house */
    int order[SUDOKU_SHAPE_MAX_CELLS]; /* the cells, in random order */
    unsigned char *grid;
    long steps; /* left before the fill gives up */
};

static uint32_t gs_free(const struct gs_fill *f, int cell)
{
    uint32_t taken = 0;
    int h;

    for (h = 0; h < f->g->cell_houses[cell]; h++)
        taken |= f->used[f->g->cell_house[cell][h]];
    return ~taken & (uint32_t)((1ull << f->g->side) - 1);
}

static void gs_mark(struct gs_fill *f, int cell, uint32_t bit)
{
    int h;

    for (h = 0; h < f->g->cell_houses[cell]; h++)
        f->used[f->g->cell_house[cell][h]] ^= bit;
}

/* The k-th set bit of x (k below its count). */
static int gs_bit(uint32_t x, unsigned k)
{
    while (k-- > 0)
        x &= x - 1;
    return bits_ctz_nonzero(x);
}

/* Fills the open cells left; returns 1 when it did, 0 when there is no
 * way on or the steps ran out.  Its frame is small: it recurses once a
 * cell. */
static int gs_fill_on(struct gs_fill *f)
{
    int best = -1, fewest = 64, i;
    uint32_t can = 0;

    if (--f->steps < 0)
        return 0;
    for (i = 0; i < f->g->cells; i++) {
        int cell = f->order[i], k;
        uint32_t c;

        if (f->grid[cell] != 0)
            continue;
        c = gs_free(f, cell);
        k = bits_popcount64(c);
        if (k < fewest) {
            fewest = k;
            best = cell;
            can = c;
            if (k <= 1)
                break;
        }
    }
    if (best < 0)
        return 1;
    /* The values left, in random order. */
    while (can != 0) {
        unsigned left = (unsigned)bits_popcount64(can);
        int v = gs_bit(can, sudoku_rng_below(f->r, left));
        uint32_t bit = 1u << v;

        can &= ~bit;
        f->grid[best] = (unsigned char)(v + 1);
        gs_mark(f, best, bit);
        if (gs_fill_on(f))
            return 1;
        gs_mark(f, best, bit);
        f->grid[best] = 0;
        if (f->steps < 0)
            return 0;
    }
    return 0;
}

/* A random full grid of geometry *g in grid; returns 1, or 0 when
 * `restarts` fills found none. */
static int gs_grid(struct sudoku_rng *r, const struct shape_geometry *g,
                   unsigned char *grid, int restarts)
{
    struct gs_fill f;
    int i, k;

    f.g = g;
    f.r = r;
    f.grid = grid;
    for (k = 0; k < restarts; k++) {
        memset(f.used, 0, sizeof f.used);
        memset(grid, 0, (size_t)g->cells);
        for (i = 0; i < g->cells; i++)
            f.order[i] = i;
        sudoku_rng_shuffle(r, f.order, g->cells);
        f.steps = (long)GS_FILL_STEPS * g->cells;
        if (gs_fill_on(&f))
            return 1;
    }
    return 0;
}

/* Empties grid (of *shape) and draws `count` random values into random
 * cells, each kept where it does not clash with those before. */
static void gs_random_values(struct sudoku_rng *r,
                             const struct sudoku_shape *shape,
                             unsigned char *grid, int count)
{
    int n = shape->side, cells = n * n, i;

    memset(grid, 0, (size_t)cells);
    for (i = 0; i < count; i++) {
        int cell = (int)sudoku_rng_below(r, (unsigned)cells);

        grid[cell] = (unsigned char)(1 + sudoku_rng_below(r, (unsigned)n));
        if (sudoku_shape_find_clash(shape, grid, NULL, NULL))
            grid[cell] = 0;
    }
}

/* A random full grid of *shape, of at most GS_SOLVER_CELLS cells, in
 * grid: random values in a few cells (GS_PLANES_GIVENS), where they do
 * not clash, completed by the solver.  A completion gives up after
 * GS_FILL_GUESSES guesses (the values may admit none, and showing that
 * can take long) and is tried again with other values.  Returns 1, or 0
 * when GS_FILL_RESTARTS tries gave none (grid then holds the last try's
 * values). */
static int gs_planes_grid(struct sudoku_rng *r, const struct sudoku_shape *shape,
                          unsigned char *grid)
{
    int k;

    for (k = 0; k < GS_FILL_RESTARTS; k++) {
        gs_random_values(r, shape, grid, GS_PLANES_GIVENS(shape->side));
        if (sudoku_shape_small_fill(shape, grid, GS_FILL_GUESSES) == 1)
            return 1;
    }
    return 0;
}

/* ---- Jigsaw regions ---------------------------------------------------- */

/* Whether the region of cell `start` of region[] (side n) is connected:
 * its n cells are reached from that cell. */
static int gs_connected(const unsigned char *region, int n, int start)
{
    int stack[SUDOKU_SHAPE_MAX_SIDE], top = 0, reached = 0, k = region[start];
    unsigned char seen[SUDOKU_SHAPE_MAX_CELLS];

    memset(seen, 0, (size_t)n * (size_t)n);
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
        int cell = stack[--top], r = cell / n, c = cell % n, d;
        int near[4];

        near[0] = r > 0 ? cell - n : -1;
        near[1] = r < n - 1 ? cell + n : -1;
        near[2] = c > 0 ? cell - 1 : -1;
        near[3] = c < n - 1 ? cell + 1 : -1;
        reached++;
        for (d = 0; d < 4; d++)
            if (near[d] >= 0 && !seen[near[d]] && region[near[d]] == k) {
                seen[near[d]] = 1;
                stack[top++] = near[d];
            }
    }
    return reached == n;
}

/* A random cell of region `from` next to a cell of region `to` other
 * than `besides`; -1 when there is none. */
static int gs_border_cell(struct sudoku_rng *r, const unsigned char *region,
                          int n, int from, int to, int besides)
{
    int cells[SUDOKU_SHAPE_MAX_CELLS], m = 0, cell;

    for (cell = 0; cell < n * n; cell++) {
        int rr = cell / n, cc = cell % n, d, next = 0;
        static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};

        if (region[cell] != from)
            continue;
        for (d = 0; d < 4 && !next; d++) {
            int a = rr + dr[d], b = cc + dc[d];
            next = a >= 0 && a < n && b >= 0 && b < n &&
                   region[a * n + b] == to && a * n + b != besides;
        }
        if (next)
            cells[m++] = cell;
    }
    return m == 0 ? -1 : cells[sudoku_rng_below(r, (unsigned)m)];
}

/* Random connected regions of side n: from the boxes (rows for a side
 * without them), many swaps of a cell of one region for a cell of a
 * neighbouring one, each kept when both stay connected. */
static void gs_regions(struct sudoku_rng *r, int n, unsigned char *region)
{
    struct sudoku_shape boxes;
    int rows, cols, i;

    if (sudoku_shape_default_box(n, &rows, &cols) == 0 &&
        sudoku_shape_boxes(&boxes, n, rows, cols) == 0)
        memcpy(region, boxes.region, (size_t)n * (size_t)n);
    else
        for (i = 0; i < n * n; i++)
            region[i] = (unsigned char)(i / n);
    for (i = 0; i < GS_SWAPS * n * n; i++) {
        int a = (int)sudoku_rng_below(r, (unsigned)(n * n));
        int x = region[a], y, b, neighbour, d = (int)sudoku_rng_below(r, 4);
        int rr = a / n + (d == 0 ? -1 : d == 1 ? 1 : 0);
        int cc = a % n + (d == 2 ? -1 : d == 3 ? 1 : 0);

        if (rr < 0 || rr >= n || cc < 0 || cc >= n)
            continue;
        neighbour = rr * n + cc;
        y = region[neighbour];
        if (y == x)
            continue;
        /* a goes to y; a cell b of y next to x (not by a alone) to x. */
        b = gs_border_cell(r, region, n, y, x, a);
        if (b < 0 || b == neighbour)
            continue;
        region[a] = (unsigned char)y;
        region[b] = (unsigned char)x;
        if (!gs_connected(region, n, b) || !gs_connected(region, n, a)) {
            region[a] = (unsigned char)x;
            region[b] = (unsigned char)y;
        }
    }
}

/* A random full grid of the jigsaw *made in grid: on boards the
 * solver's planes take, random values in a few cells completed by it
 * (gs_planes_grid), else random values in as many cells as the side
 * where they do not clash, completed by the grader's search, up to
 * GS_FILL_RESTARTS times; the values are then relabelled at random.
 * Returns 1, or 0 when no try gave a grid. */
static int gs_jigsaw_grid(struct sudoku_rng *r, const struct sudoku_shape *made,
                          unsigned char *grid)
{
    int n = made->side, cells = n * n, k, i, label[SUDOKU_SHAPE_MAX_SIDE];

    if (cells <= GS_SOLVER_CELLS) {
        if (!gs_planes_grid(r, made, grid))
            return 0;
    } else {
        for (k = 0; k < GS_FILL_RESTARTS; k++) {
            gs_random_values(r, made, grid, n);
            if (sudoku_shape_complete(made, grid,
                                      (long)GS_FILL_STEPS * cells) == 1)
                break;
        }
        if (k == GS_FILL_RESTARTS)
            return 0;
    }
    for (i = 0; i < n; i++)
        label[i] = i + 1;
    sudoku_rng_shuffle(r, label, n);
    for (i = 0; i < cells; i++)
        grid[i] = (unsigned char)label[grid[i] - 1];
    return 1;
}

/* Makes *made a jigsaw of *shape's side and extra houses with random
 * regions, and fills grid with a solution of it. */
static void gs_jigsaw(struct sudoku_rng *r, const struct sudoku_shape *shape,
                      struct sudoku_shape *made, unsigned char *grid)
{
    unsigned char region[SUDOKU_SHAPE_MAX_CELLS];

    do {
        gs_regions(r, shape->side, region);
        sudoku_shape_regions(made, shape->side, region, NULL, 0);
        made->box_rows = made->box_cols = 0;
        sudoku_shape_add(made, shape->extras & SUDOKU_EXTRA_DIAGONALS);
    } while (!gs_jigsaw_grid(r, made, grid));
}

/* ---- Symmetry ------------------------------------------------------------ */

/* The image of cell (r, c) of side n under s. */
static int gs_image(enum sudoku_symmetry s, int n, int r, int c)
{
    int m = n - 1;

    switch (s) {
    case SUDOKU_SYMMETRY_ROTATE180:
        return n * (m - r) + (m - c);
    case SUDOKU_SYMMETRY_ROTATE90:
        return n * c + (m - r);
    case SUDOKU_SYMMETRY_MIRROR:
        return n * r + (m - c);
    case SUDOKU_SYMMETRY_FLIP:
        return n * (m - r) + c;
    case SUDOKU_SYMMETRY_DIAGONAL:
        return n * c + r;
    case SUDOKU_SYMMETRY_ANTIDIAGONAL:
        return n * (m - c) + (m - r);
    default:
        return n * r + c;
    }
}

/* The orbit of a cell under s, the cell first, without repeats; returns
 * its size. */
static int gs_orbit(enum sudoku_symmetry s, int n, int cell, int out[4])
{
    int k = 1, i, j;

    out[0] = cell;
    for (i = 1; i < 4; i++) {
        int last = out[k - 1], next = gs_image(s, n, last / n, last % n);
        int seen = 0;

        for (j = 0; j < k; j++)
            seen |= out[j] == next;
        if (seen)
            break;
        out[k++] = next;
    }
    return k;
}

/* Whether the cells of house h of *g all lie in one house under s. */
static int gs_house_maps(const struct shape_geometry *g, enum sudoku_symmetry s,
                         int h)
{
    int n = g->side, first = g->house[h][0];
    int image = gs_image(s, n, first / n, first % n), t, k;

    for (t = 0; t < g->cell_houses[image]; t++) {
        int into = g->cell_house[image][t], all = 1;

        for (k = 1; k < n && all; k++) {
            int cell = g->house[h][k], p = gs_image(s, n, cell / n, cell % n);
            int q, in = 0;

            for (q = 0; q < g->cell_houses[p]; q++)
                in |= g->cell_house[p][q] == into;
            all = in;
        }
        if (all)
            return 1;
    }
    return 0;
}

int sudoku_shape_symmetry_fits(const struct sudoku_shape *shape,
                               enum sudoku_symmetry s)
{
    struct shape_geometry g;
    int h;

    if (s == SUDOKU_SYMMETRY_NONE || s == SUDOKU_SYMMETRY_RANDOM)
        return 1;
    if ((unsigned)s > SUDOKU_SYMMETRY_RANDOM)
        return 0;
    sudoku_shape_geometry(&g, shape);
    for (h = 0; h < g.houses; h++)
        if (!gs_house_maps(&g, s, h))
            return 0;
    return 1;
}

/* The symmetry to use: o's, or for RANDOM one that fits but none. */
static enum sudoku_symmetry gs_symmetry(struct sudoku_rng *r,
                                        const struct sudoku_shape *shape,
                                        enum sudoku_symmetry asked)
{
    int fit[SUDOKU_SYMMETRY_RANDOM], n = 0, s;

    if (asked != SUDOKU_SYMMETRY_RANDOM)
        return asked;
    for (s = 1; s < SUDOKU_SYMMETRY_RANDOM; s++)
        if (sudoku_shape_symmetry_fits(shape, (enum sudoku_symmetry)s))
            fit[n++] = s;
    return n == 0 ? SUDOKU_SYMMETRY_NONE
                  : (enum sudoku_symmetry)fit[sudoku_rng_below(r, (unsigned)n)];
}

/* ---- Digging ------------------------------------------------------------- */

/* Whether *puzzle has a solution other than `solution`, which differs on
 * the cells of `orbit` just emptied (the puzzle with them given had only
 * that one): 1 or 0.  A search on singles tells most puzzles in
 * microseconds; a few need GS_OTHER_NODES steps or more.  A `patient`
 * caller then hears -1 and tries another grid, which is faster than the
 * answer on average; others get the answer from the solver, counting to
 * two, whose stronger rules tell it sooner than that search would. */
#define GS_OTHER_NODES 5000L
static int gs_several(const struct sudoku_shape *shape,
                      const unsigned char *puzzle, const unsigned char *solution,
                      const int *orbit, int size, int patient)
{
    int other;

    if (shape->side * shape->side <= GS_SOLVER_CELLS)
        return sudoku_shape_small_other(shape, puzzle, solution, orbit, size);
    other =
        sudoku_shape_other(shape, puzzle, solution, orbit, size, GS_OTHER_NODES);
    if (other >= 0)
        return other;
    if (patient)
        return -1;
    return sudoku_shape_solve_any(shape, puzzle, 2, NULL, NULL) != 1;
}

/* Whether the givens of *puzzle alone force cell c, open, to its value in
 * `solution`: its houses' givens hold every other value (a naked single),
 * or in one of its houses every other open cell sees that value given (a
 * hidden single).  Emptying cells that are each so forced leaves the
 * solutions as they were, and the test costs a small part of a search. */
static int gs_forced(const struct shape_geometry *g, const unsigned char *puzzle,
                     const unsigned char *solution, int c)
{
    int v = solution[c], k, i, d;
    uint32_t seen = 1u << v;
    uint64_t with_v[SHAPE_HOUSE_WORDS] = {0};

    for (k = 0; k < g->cell_houses[c]; k++)
        for (i = 0; i < g->side; i++)
            seen |= 1u << puzzle[g->house[g->cell_house[c][k]][i]];
    if ((seen | 1u) == (2u << g->side) - 1)
        return 1;
    for (d = 0; d < g->cells; d++)
        if (puzzle[d] == v)
            for (i = 0; i < SHAPE_HOUSE_WORDS; i++)
                with_v[i] |= g->cell_set[d][i];
    for (k = 0; k < g->cell_houses[c]; k++) {
        const unsigned short *house = g->house[g->cell_house[c][k]];
        int hidden = 1;

        for (i = 0; i < g->side && hidden; i++) {
            uint64_t sees = 0;
            int w;

            d = house[i];
            if (d == c || puzzle[d] != 0)
                continue;
            for (w = 0; w < SHAPE_HOUSE_WORDS; w++)
                sees |= g->cell_set[d][w] & with_v[w];
            hidden = sees != 0;
        }
        if (hidden)
            return 1;
    }
    return 0;
}

/* The cell of each house that holds each value in a full grid. */
struct gs_places {
    unsigned short at[SHAPE_MAX_HOUSES][SUDOKU_SHAPE_MAX_SIDE + 1];
};

static void gs_places(const struct shape_geometry *g, const unsigned char *grid,
                      struct gs_places *p)
{
    int h, i;

    for (h = 0; h < g->houses; h++)
        for (i = 0; i < g->side; i++)
            p->at[h][grid[g->house[h][i]]] = g->house[h][i];
}

/* Whether `solution` has a second solution of *puzzle that swaps two of
 * its values, its value at cell c (open) and another, on some cells: the
 * cells of the two values linked by a house each form groups, and
 * swapping the two values on one group leaves every house right, so a
 * group through c with no other given is such a second solution.  It
 * settles many of the givens that must stay for a small part of a
 * search. */
static int gs_swaps(const struct shape_geometry *g, const struct gs_places *p,
                    const unsigned char *puzzle, const unsigned char *solution,
                    int c)
{
    int a = solution[c], b;

    for (b = 1; b <= g->side; b++) {
        int queue[2 * SUDOKU_SHAPE_MAX_SIDE];
        unsigned char seen[SUDOKU_SHAPE_MAX_CELLS];
        int head = 0, tail = 0, given = 0;

        if (b == a)
            continue;
        memset(seen, 0, (size_t)g->cells);
        queue[tail++] = c;
        seen[c] = 1;
        while (head < tail && !given) {
            int x = queue[head++], k;

            for (k = 0; k < g->cell_houses[x] && !given; k++) {
                const unsigned short *at = p->at[g->cell_house[x][k]];
                int y = at[solution[x] == a ? b : a];

                if (seen[y])
                    continue;
                seen[y] = 1;
                queue[tail++] = y;
                given = puzzle[y] != 0;
            }
        }
        if (!given)
            return 1;
    }
    return 0;
}

/* Whether *puzzle may stay as it is, the cells of `orbit` just emptied:
 * one solution (no solution differs from `solution` on the orbit, as the
 * puzzle with the orbit given had only that one), or with o->graded a
 * level at most o->level (which means one solution).  -1 as gs_several
 * says. */
static int gs_keeps(const struct sudoku_shape_generate_options *o,
                    const struct sudoku_shape *shape,
                    const struct shape_geometry *g,
                    const struct gs_places *places,
                    const unsigned char *puzzle, const unsigned char *solution,
                    const int *orbit, int size, int patient)
{
    int level;

    if (!o->graded) {
        int i, forced = 1, several;

        for (i = 0; i < size && forced; i++)
            forced = gs_forced(g, puzzle, solution, orbit[i]);
        if (forced)
            return 1;
        for (i = 0; i < size; i++)
            if (gs_swaps(g, places, puzzle, solution, orbit[i]))
                return 0;
        several = gs_several(shape, puzzle, solution, orbit, size, patient);
        return several < 0 ? -1 : !several;
    }
    level = sudoku_shape_grade(shape, puzzle, o->level, NULL);
    return level >= 0 && level <= (int)o->level;
}

/* Digs *puzzle, a copy of the full grid, orbit by orbit in random order.
 * Returns 1, or 0 when a `patient` dig gave up (gs_several). */
static int gs_dig(struct sudoku_rng *r,
                  const struct sudoku_shape_generate_options *o,
                  const struct sudoku_shape *shape,
                  const struct shape_geometry *g,
                  const struct gs_places *places, enum sudoku_symmetry s,
                  unsigned char *puzzle, const unsigned char *solution,
                  int patient)
{
    int n = shape->side, order[SUDOKU_SHAPE_MAX_CELLS], m = 0, cell, i, k;

    for (cell = 0; cell < n * n; cell++) {
        int orbit[4], size = gs_orbit(s, n, cell, orbit), first = 1;

        for (i = 1; i < size; i++)
            first &= orbit[i] > cell;
        if (first)
            order[m++] = cell;
    }
    sudoku_rng_shuffle(r, order, m);
    for (k = 0; k < m; k++) {
        int orbit[4], size = gs_orbit(s, n, order[k], orbit), keeps;
        unsigned char kept[4];

        for (i = 0; i < size; i++) {
            kept[i] = puzzle[orbit[i]];
            puzzle[orbit[i]] = 0;
        }
        keeps = gs_keeps(o, shape, g, places, puzzle, solution, orbit, size,
                         patient);
        if (keeps < 0)
            return 0;
        if (!keeps)
            for (i = 0; i < size; i++)
                puzzle[orbit[i]] = kept[i];
    }
    return 1;
}

/* Whether no single given of *puzzle can go with one solution left: 1 or
 * 0, or -1 when a `patient` check gave up. */
static int gs_minimal(const struct sudoku_shape *shape, unsigned char *puzzle,
                      const unsigned char *solution, int patient)
{
    int cell, n = shape->side * shape->side;

    for (cell = 0; cell < n; cell++) {
        unsigned char v = puzzle[cell];
        int several;

        if (v == 0)
            continue;
        puzzle[cell] = 0;
        several = gs_several(shape, puzzle, solution, &cell, 1, patient);
        puzzle[cell] = v;
        if (several <= 0)
            return several;
    }
    return 1;
}

/* The options and the shape as a number for the seed: other ones give
 * other puzzles. */
static unsigned long long gs_options(const struct sudoku_shape_generate_options *o,
                                     const struct sudoku_shape *shape)
{
    unsigned long long h = 0xcbf29ce484222325ULL;
    int i, n = shape->side * shape->side;

    h = (h ^ (unsigned long long)shape->side) * 0x100000001b3ULL;
    h = (h ^ (unsigned long long)shape->extras) * 0x100000001b3ULL;
    h = (h ^ (unsigned long long)o->symmetry) * 0x100000001b3ULL;
    h = (h ^ (unsigned long long)(o->graded ? 1 + o->level : 0)) *
        0x100000001b3ULL;
    h = (h ^ (unsigned long long)(o->random_regions != 0)) * 0x100000001b3ULL;
    if (!o->random_regions)
        for (i = 0; i < n; i++)
            h = (h ^ shape->region[i]) * 0x100000001b3ULL;
    return h;
}

unsigned long sudoku_generate_shaped(const struct sudoku_shape_generate_options *o,
                                     const struct sudoku_shape *shape,
                                     unsigned long long index,
                                     unsigned char *puzzle,
                                     unsigned char *solution,
                                     struct sudoku_shape *made,
                                     enum sudoku_symmetry *symmetry)
{
    struct sudoku_rng r;
    struct shape_geometry g;
    struct gs_places places;
    enum sudoku_symmetry s = o->symmetry;
    unsigned long tries;
    int cells = shape->side * shape->side;

    *made = *shape;
    memset(puzzle, 0, (size_t)cells);
    memset(solution, 0, (size_t)cells);
    if (o->random_regions && s != SUDOKU_SYMMETRY_NONE &&
        s != SUDOKU_SYMMETRY_RANDOM)
        return 0; /* random regions have no symmetry */
    if (!o->random_regions && !sudoku_shape_symmetry_fits(shape, s))
        return 0;
    r.state = sudoku_generate_mix(o->seed, index);
    r.state = sudoku_generate_mix(r.state, gs_options(o, shape));
    if (!o->random_regions)
        s = gs_symmetry(&r, shape, s);
    else
        s = SUDOKU_SYMMETRY_NONE;
    if (symmetry != NULL)
        *symmetry = s;
    if (!o->random_regions)
        sudoku_shape_geometry(&g, shape);
    for (tries = 1;; tries++) {
        /* The first tries give up on a grid whose digging is slow. */
        int patient = tries <= GS_PATIENT && tries < o->tries;

        if (o->random_regions) {
            gs_jigsaw(&r, shape, made, solution);
            sudoku_shape_geometry(&g, made);
        } else
            while (!gs_grid(&r, &g, solution, GS_FILL_RESTARTS))
                ;
        memcpy(puzzle, solution, (size_t)cells);
        gs_places(&g, solution, &places);
        if (gs_dig(&r, o, made, &g, &places, s, puzzle, solution, patient) &&
            (!o->graded ||
             sudoku_shape_grade(made, puzzle, o->level, NULL) ==
                 (int)o->level) &&
            (!o->minimal || (s == SUDOKU_SYMMETRY_NONE && !o->graded) ||
             gs_minimal(made, puzzle, solution, patient) > 0))
            return tries;
        if (tries >= o->tries || o->tries == 0)
            return 0;
    }
}
