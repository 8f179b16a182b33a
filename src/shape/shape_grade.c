/*
 * shape_grade.c - the level of a puzzle of any size or shape, by the
 * steps a person needs: singles, intersections, subsets.
 *
 * A small ladder, the same for every shape, since its houses are data:
 * each cell keeps its candidates, and the easiest step there is gets
 * taken, again and again, until the grid is full or no step of the
 * levels allowed applies.  Singles place values; intersections and
 * subsets only take candidates away, after which singles are looked for
 * again, so the level is the hardest kind of step the easiest way
 * through needs.  Every step is sound, so a grid filled by them is the
 * puzzle's one solution.  SE's scale (rate.h) stays the classic 9x9's:
 * this is no rating, only a level.  Nothing here searches or allocates.
 */
#include <stdlib.h>
#include <string.h>

#include "base/bits.h"
#include "shape/shape_grade.h"
#include "shape/shape_internal.h"

/* Where the grid stands: what a search saves and puts back. */
struct grade_cells {
    uint32_t cand[SUDOKU_SHAPE_MAX_CELLS]; /* an open cell's, 0 once placed */
    unsigned char value[SUDOKU_SHAPE_MAX_CELLS];
    uint32_t placed[SHAPE_MAX_HOUSES]; /* the values placed in each house */
    int open;
    int broken; /* a cell or a value in a house has no place left */
};

struct grade {
    struct shape_geometry g;
    uint32_t all;
    struct grade_cells now;
    /* The cells left with one value, to place; and the houses whose
     * candidates changed since they were last looked at for a value with
     * one place.  Both are empty when singles are done. */
    unsigned short queue[SUDOKU_SHAPE_MAX_CELLS];
    int queued;
    unsigned char dirty[SHAPE_MAX_HOUSES];
    int pairs;
    unsigned char pair[SHAPE_MAX_PAIRS][2]; /* sudoku_shape_pairs */
};

static int grade_count(uint32_t x)
{
    return bits_popcount64(x);
}

/* Whether `cell` lies in house h. */
static int grade_in(const struct grade *s, int cell, int h)
{
    int k;

    for (k = 0; k < s->g.cell_houses[cell]; k++)
        if (s->g.cell_house[cell][k] == h)
            return 1;
    return 0;
}

/* Marks the houses of `cell` as changed. */
static void grade_touch(struct grade *s, int cell)
{
    int h;

    for (h = 0; h < s->g.cell_houses[cell]; h++)
        s->dirty[s->g.cell_house[cell][h]] = 1;
}

/* Takes `values` from the open cell p. */
static void grade_take(struct grade *s, int p, uint32_t values)
{
    uint32_t c = s->now.cand[p];

    if (s->now.value[p] != 0 || (c & values) == 0)
        return;
    c &= ~values;
    s->now.cand[p] = c;
    grade_touch(s, p);
    if (c == 0)
        s->now.broken = 1;
    else if ((c & (c - 1)) == 0)
        s->queue[s->queued++] = (unsigned short)p;
}

/* The state saved at a fixpoint of the singles is back: nothing is
 * waiting. */
static void grade_settled(struct grade *s)
{
    s->queued = 0;
    memset(s->dirty, 0, sizeof s->dirty);
}

static void grade_place(struct grade *s, int cell, int v)
{
    uint32_t bit = 1u << (v - 1);
    int h, k;

    if (!(s->now.cand[cell] & bit)) {
        s->now.broken = 1;
        return;
    }
    s->now.value[cell] = (unsigned char)v;
    s->now.cand[cell] = 0;
    s->now.open--;
    grade_touch(s, cell);
    for (h = 0; h < s->g.cell_houses[cell]; h++) {
        int at = s->g.cell_house[cell][h];
        const unsigned short *house = s->g.house[at];

        s->now.placed[at] |= bit;
        for (k = 0; k < s->g.side; k++)
            if (s->now.cand[house[k]] & bit)
                grade_take(s, house[k], bit);
    }
}

/* Naked singles, then hidden singles; returns 1 when a value was
 * placed. */
static int grade_singles(struct grade *s)
{
    int n = s->g.side, h, k, placed = 0;

    while (s->queued > 0 && !s->now.broken) {
        int cell = s->queue[--s->queued];
        uint32_t c = s->now.cand[cell];
        if (s->now.value[cell] == 0 && c != 0 && (c & (c - 1)) == 0) {
            grade_place(s, cell, bits_ctz_nonzero(c) + 1);
            placed = 1;
        }
    }
    if (placed || s->now.broken)
        return placed;
    for (h = 0; h < s->g.houses && !s->now.broken; h++) {
        const unsigned short *house = s->g.house[h];
        uint32_t once = 0, twice = 0, single;

        if (!s->dirty[h])
            continue;
        s->dirty[h] = 0;
        for (k = 0; k < n; k++) {
            uint32_t c = s->now.cand[house[k]];
            twice |= once & c;
            once |= c;
        }
        if ((once | s->now.placed[h]) != s->all) {
            s->now.broken = 1;
            break;
        }
        single = once & ~twice;
        for (k = 0; k < n && single != 0; k++) {
            uint32_t hit = s->now.cand[house[k]] & single;
            if (hit != 0) {
                int v = bits_ctz_nonzero(hit) + 1;
                grade_place(s, house[k], v);
                single &= ~(1u << (v - 1));
                placed = 1;
            }
        }
    }
    return placed;
}

/* Values whose places in house a all lie in house b go from the rest of
 * b; returns 1 when candidates went. */
static int grade_point(struct grade *s, int a, int b)
{
    const unsigned short *ha = s->g.house[a], *hb = s->g.house[b];
    uint32_t inside = 0, outside = 0, gone;
    int k, took = 0;

    for (k = 0; k < s->g.side; k++) {
        if (grade_in(s, ha[k], b))
            inside |= s->now.cand[ha[k]];
        else
            outside |= s->now.cand[ha[k]];
    }
    gone = inside & ~outside;
    if (gone == 0)
        return 0;
    for (k = 0; k < s->g.side; k++) {
        int p = hb[k];
        if ((s->now.cand[p] & gone) != 0 && !grade_in(s, p, a)) {
            grade_take(s, p, gone);
            took = 1;
        }
    }
    return took;
}

static int grade_intersections(struct grade *s)
{
    int i;

    for (i = 0; i < s->pairs; i++)
        if (grade_point(s, s->pair[i][0], s->pair[i][1]) ||
            grade_point(s, s->pair[i][1], s->pair[i][0]))
            return 1;
    return 0;
}

/* A subset among m sets (mask[0..m-1], bits of one universe): `size`
 * sets from `start` on, chosen so far as `chosen`, covering `cover`.
 * Looks for k sets (2 <= k <= most) covering only k bits, such that some
 * set not chosen meets those bits, which it then loses.  Returns 1 when
 * it found one (and took the bits away), else 0. */
static int grade_subset(uint32_t *mask, int m, int most, int start, int size,
                        uint32_t chosen, uint32_t cover)
{
    int i, j;

    for (i = start; i < m; i++) {
        uint32_t u = cover | mask[i], with = chosen | 1u << i;
        int bits = grade_count(u);

        if (mask[i] == 0 || bits > most)
            continue;
        if (bits == size + 1 && size + 1 >= 2) {
            int took = 0;
            for (j = 0; j < m; j++)
                if (!(with & 1u << j) && (mask[j] & u) != 0) {
                    mask[j] &= ~u;
                    took = 1;
                }
            if (took)
                return 1;
            continue; /* a subset already used: nothing beyond it */
        }
        if (size + 1 < most &&
            grade_subset(mask, m, most, i + 1, size + 1, with, u))
            return 1;
    }
    return 0;
}

/* Naked and hidden subsets in house h.  A naked subset of k cells among m
 * open ones is a hidden subset of m - k on the others, so sizes up to m/2
 * of each kind find every subset. */
static int grade_house_subsets(struct grade *s, int h)
{
    const unsigned short *house = s->g.house[h];
    uint32_t cells[SUDOKU_SHAPE_MAX_SIDE], places[SUDOKU_SHAPE_MAX_SIDE];
    int at[SUDOKU_SHAPE_MAX_SIDE], m = 0, k, v;

    for (k = 0; k < s->g.side; k++)
        if (s->now.value[house[k]] == 0) {
            at[m] = house[k];
            cells[m++] = s->now.cand[house[k]];
        }
    if (m < 4)
        return 0; /* a subset of 2 among 3 leaves a single: found first */
    if (grade_subset(cells, m, m / 2, 0, 0, 0, 0)) {
        for (k = 0; k < m; k++)
            grade_take(s, at[k], s->now.cand[at[k]] & ~cells[k]);
        return 1;
    }
    /* Hidden: sets of places, one a value (bit k: the k-th open cell). */
    for (v = 0; v < s->g.side; v++) {
        places[v] = 0;
        for (k = 0; k < m; k++)
            if (s->now.cand[at[k]] & 1u << v)
                places[v] |= 1u << k;
    }
    if (!grade_subset(places, s->g.side, m / 2, 0, 0, 0, 0))
        return 0;
    for (v = 0; v < s->g.side; v++)
        for (k = 0; k < m; k++)
            if ((s->now.cand[at[k]] & 1u << v) && !(places[v] & 1u << k))
                grade_take(s, at[k], 1u << v);
    return 1;
}

static int grade_subsets(struct grade *s)
{
    int h;

    for (h = 0; h < s->g.houses; h++)
        if (grade_house_subsets(s, h))
            return 1;
    return 0;
}

/* Sets up *s from the givens; returns 0, or -1 when two clash. */
static int grade_start(struct grade *s, const struct sudoku_shape *shape,
                       const unsigned char *puzzle)
{
    int cell;

    sudoku_shape_geometry(&s->g, shape);
    s->all = (uint32_t)((1ull << s->g.side) - 1);
    s->now.open = s->g.cells;
    s->now.broken = 0;
    s->queued = 0;
    memset(s->dirty, 1, sizeof s->dirty);
    memset(s->now.value, 0, (size_t)s->g.cells);
    memset(s->now.placed, 0, sizeof s->now.placed);
    for (cell = 0; cell < s->g.cells; cell++)
        s->now.cand[cell] = s->all;
    for (cell = 0; cell < s->g.cells && !s->now.broken; cell++)
        if (puzzle[cell] != 0) {
            if (puzzle[cell] > s->g.side)
                return -1;
            grade_place(s, cell, puzzle[cell]);
        }
    return s->now.broken ? -1 : 0;
}

/* The ladder from *s on; returns as sudoku_shape_grade does. */
static int grade_climb(struct grade *s, enum sudoku_shape_level ceiling)
{
    int level = SUDOKU_SHAPE_EASY, paired = 0;

    for (;;) {
        if (s->now.broken)
            return -1;
        if (s->now.open == 0)
            return level;
        if (grade_singles(s))
            continue;
        if (s->now.broken)
            return -1;
        if (ceiling < SUDOKU_SHAPE_MEDIUM)
            return SUDOKU_SHAPE_MEDIUM;
        if (!paired) {
            s->pairs = sudoku_shape_pairs(&s->g, s->pair);
            paired = 1;
        }
        if (grade_intersections(s)) {
            level = level > SUDOKU_SHAPE_MEDIUM ? level : SUDOKU_SHAPE_MEDIUM;
            continue;
        }
        if (ceiling < SUDOKU_SHAPE_HARD)
            return SUDOKU_SHAPE_HARD;
        if (grade_subsets(s)) {
            level = SUDOKU_SHAPE_HARD;
            continue;
        }
        return SUDOKU_SHAPE_BEYOND;
    }
}

int sudoku_shape_grade(const struct sudoku_shape *shape,
                       const unsigned char *puzzle,
                       enum sudoku_shape_level ceiling, unsigned char *solution)
{
    struct grade s;
    int level;

    if (grade_start(&s, shape, puzzle) != 0)
        return -1;
    level = grade_climb(&s, ceiling);
    if (level >= 0 && solution != NULL)
        memcpy(solution, s.now.value, (size_t)s.g.cells);
    return level;
}

/* ---- A second solution ---------------------------------------------- */

/* Saved grids of a search, one a level. */
struct grade_stack {
    struct grade_cells *saved;
    int capacity;
    int failed;      /* memory ran out */
    long nodes_left; /* below 0: the search gave up */
    unsigned char *first; /* receives the first solution met, or NULL */
};

static void grade_stack_start(struct grade_stack *st, long nodes,
                              unsigned char *first)
{
    st->saved = NULL;
    st->capacity = 0;
    st->failed = 0;
    st->nodes_left = nodes;
    st->first = first;
}

/* Where a search branches: the places of one value in one house when
 * some value has fewer places in a house than any open cell has values
 * (a cell otherwise), as cells[0..n-1] with the value each gets. */
struct grade_branch {
    unsigned short cell[SUDOKU_SHAPE_MAX_SIDE];
    unsigned char value[SUDOKU_SHAPE_MAX_SIDE];
    int n;
};

static void grade_choose(const struct grade *s, struct grade_branch *b)
{
    int cell, best = -1, fewest = 64, h, k, v;
    uint32_t can;

    for (cell = 0; cell < s->g.cells && fewest > 2; cell++) {
        int m;
        if (s->now.value[cell] != 0)
            continue;
        m = grade_count(s->now.cand[cell]);
        if (m < fewest) {
            fewest = m;
            best = cell;
        }
    }
    b->n = 0;
    for (h = 0; h < s->g.houses && fewest > 2; h++) {
        const unsigned short *house = s->g.house[h];
        uint32_t once = 0, twice = 0, more = 0, two;

        for (k = 0; k < s->g.side; k++) {
            uint32_t c = s->now.cand[house[k]];
            more |= twice & c;
            twice |= once & c;
            once |= c;
        }
        two = twice & ~more;
        if (two == 0)
            continue;
        v = bits_ctz_nonzero(two);
        for (k = 0; k < s->g.side; k++)
            if (s->now.cand[house[k]] & 1u << v) {
                b->cell[b->n] = house[k];
                b->value[b->n++] = (unsigned char)(v + 1);
            }
        return;
    }
    can = s->now.cand[best];
    while (can != 0) {
        b->cell[b->n] = (unsigned short)best;
        b->value[b->n++] = (unsigned char)(bits_ctz_nonzero(can) + 1);
        can &= can - 1;
    }
}

/* Counts the solutions from s->now, up to limit (>= 1): singles, then a
 * branch on each way of grade_choose's. */
static unsigned grade_search(struct grade *s, struct grade_stack *st,
                             int depth, unsigned limit)
{
    struct grade_branch b;
    unsigned found = 0;
    int i;

    if (--st->nodes_left < 0)
        return limit;
    while (grade_singles(s))
        ;
    if (s->now.broken)
        return 0;
    if (s->now.open == 0) {
        if (st->first != NULL)
            memcpy(st->first, s->now.value, (size_t)s->g.cells);
        st->first = NULL;
        return 1;
    }
    grade_choose(s, &b);
    if (depth >= st->capacity) {
        int more = st->capacity * 2 + 16;
        struct grade_cells *grown =
            realloc(st->saved, (size_t)more * sizeof *grown);
        if (grown == NULL) {
            st->failed = 1;
            return limit;
        }
        st->saved = grown;
        st->capacity = more;
    }
    st->saved[depth] = s->now;
    for (i = 0; i < b.n && found < limit; i++) {
        s->now = st->saved[depth];
        grade_settled(s);
        grade_place(s, b.cell[i], b.value[i]);
        found += grade_search(s, st, depth + 1, limit - found);
    }
    return found;
}

int sudoku_shape_other(const struct sudoku_shape *shape,
                       const unsigned char *puzzle,
                       const unsigned char *solution, const int *cells,
                       int size, long nodes)
{
    struct grade s;
    struct grade_cells start;
    struct grade_stack st;
    int i, k, other = 0;

    grade_stack_start(&st, nodes, NULL);
    if (grade_start(&s, shape, puzzle) != 0)
        return 0;
    while (grade_singles(&s))
        ;
    if (s.now.broken || s.now.open == 0)
        return 0;
    s.pairs = sudoku_shape_pairs(&s.g, s.pair);
    while (grade_singles(&s) || (!s.now.broken && grade_intersections(&s)))
        ;
    if (s.now.broken || s.now.open == 0)
        return 0;
    start = s.now;
    /* Cases apart: the first cell that differs is cells[i]. */
    for (i = 0; i < size && !other; i++) {
        s.now = start;
        grade_settled(&s);
        for (k = 0; k < i; k++)
            if (s.now.value[cells[k]] == 0)
                grade_place(&s, cells[k], solution[cells[k]]);
        if (s.now.value[cells[i]] != 0)
            continue; /* forced, so the same in every solution */
        grade_take(&s, cells[i], 1u << (solution[cells[i]] - 1));
        other = grade_search(&s, &st, 0, 1) > 0;
    }
    free(st.saved);
    if (st.nodes_left < 0)
        return -1;
    return other || st.failed;
}

int sudoku_shape_complete(const struct sudoku_shape *shape,
                          unsigned char *grid, long nodes)
{
    struct grade s;
    struct grade_stack st;
    unsigned found;

    grade_stack_start(&st, nodes, grid);
    if (grade_start(&s, shape, grid) != 0)
        return 0;
    found = grade_search(&s, &st, 0, 1);
    free(st.saved);
    if (st.nodes_left < 0 || st.failed)
        return -1;
    return found > 0;
}

static const char *const grade_names[] = {"easy", "medium", "hard", "beyond"};

const char *sudoku_shape_level_name(enum sudoku_shape_level level)
{
    return (unsigned)level <= SUDOKU_SHAPE_BEYOND ? grade_names[level]
                                                  : "unknown";
}

int sudoku_shape_level_from_name(const char *name)
{
    int i;

    for (i = 0; i <= SUDOKU_SHAPE_BEYOND; i++)
        if (strcmp(name, grade_names[i]) == 0)
            return i;
    return -1;
}
