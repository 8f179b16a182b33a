/*
 * shape_solve.c - the search on boards of more than 128 cells (sides 12 to
 * 25); smaller ones go to the digit planes of shape_small.c.
 *
 * A node is one word a cell: its candidates (bit v - 1 for value v), with
 * SHAPE_SOLVED once the cell holds a value, and SHAPE_QUEUED while it waits
 * to be placed; a last word counts the open cells.  Placing a value takes
 * it from every cell of the cell's houses (the geometry's lists), and a
 * cell left with one candidate is queued (naked singles); a value with one
 * place left in a house is placed there (hidden singles), until neither
 * finds more; then locked candidates where a region crosses a row or
 * column, and on sides from 16 the houses' matchings (shape_match.c).
 * Each round looks only at the houses whose cells changed since it last
 * looked.  The search then branches on the open cell with the fewest
 * candidates, or on a value with two places left in a house when every
 * cell has three candidates or more, copying the node.
 *
 * The smallest solution: when the search finds a single solution it is
 * the smallest.  Otherwise, keeping the best solution known, the cells are
 * fixed in row-major order, each to the smallest value below the known
 * one's that still leads to a solution (a search for any solution says
 * which), else to the known one's.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/bits.h"
#include "shape/shape_internal.h"

static int shape_single(uint32_t m)
{
    return m != 0 && (m & (m - 1)) == 0;
}

/* Places bit `bit` in cell c and takes it from the cell's houses, queuing
 * cells left with one candidate.  Returns 0, or -1 on a contradiction. */
static int shape_place(struct shape_run *run, uint32_t *node, int c,
                       uint32_t bit)
{
    const struct shape_geometry *g = &run->geometry;
    int h, k;

    node[c] = bit | SHAPE_SOLVED;
    node[run->stride - 1]--;
    shape_changed(run, c);
    for (h = 0; h < g->cell_houses[c]; h++) {
        const unsigned short *house = g->house[g->cell_house[c][h]];
        for (k = 0; k < g->side; k++) {
            int p = house[k];
            uint32_t m = node[p];
            if (p == c || !(m & bit))
                continue;
            if (m & SHAPE_SOLVED)
                return -1;
            m ^= bit;
            node[p] = m;
            shape_changed(run, p);
            if (!(m & SHAPE_VALUES))
                return -1;
            if (!(m & SHAPE_QUEUED) && shape_single(m & SHAPE_VALUES)) {
                node[p] = m | SHAPE_QUEUED;
                run->queue[run->queued++] = (unsigned short)p;
            }
        }
    }
    return 0;
}

/* Places the queued cells.  Returns 0, or -1 on a contradiction. */
static int shape_drain(struct shape_run *run, uint32_t *node)
{
    while (run->queued > 0) {
        int p = run->queue[--run->queued];
        uint32_t m = node[p];
        if (m & SHAPE_SOLVED)
            continue;
        if (shape_place(run, node, p, m & SHAPE_VALUES) != 0)
            return -1;
    }
    return 0;
}

/* Hidden singles in house h.  Returns 1 when it placed a value, 0 when
 * none, -1 on a contradiction (a value with no place left). */
static int shape_house_singles(struct shape_run *run, uint32_t *node, int h)
{
    const unsigned short *house = run->geometry.house[h];
    uint32_t once = 0, twice = 0, placed = 0, hidden;
    int k, n = run->geometry.side, progress = 0;

    for (k = 0; k < n; k++) {
        uint32_t m = node[house[k]];
        if (m & SHAPE_SOLVED) {
            placed |= m & SHAPE_VALUES;
        } else {
            m &= SHAPE_VALUES;
            twice |= once & m;
            once |= m;
        }
    }
    if ((once | placed) != run->all)
        return -1;
    hidden = once & ~twice & ~placed;
    while (hidden) {
        uint32_t bit = hidden & (0u - hidden);
        hidden ^= bit;
        for (k = 0; k < n; k++) {
            int p = house[k];
            if ((node[p] & bit) && !(node[p] & SHAPE_SOLVED)) {
                if (shape_place(run, node, p, bit) != 0 ||
                    shape_drain(run, node) != 0)
                    return -1;
                progress = 1;
                break;
            }
        }
    }
    return progress;
}

/* Takes `values` from the open cells of house h outside the house
 * `other` (which a cell's third house, its region, or its row or column
 * tells).  Returns 1 when it took some, 0 when none, -1 on a
 * contradiction. */
static int shape_take(struct shape_run *run, uint32_t *node, int h,
                      int other, int slot, uint32_t values)
{
    const struct shape_geometry *g = &run->geometry;
    const unsigned short *house = g->house[h];
    int k, progress = 0;

    for (k = 0; k < g->side && values; k++) {
        int p = house[k];
        uint32_t m = node[p];
        if ((m & SHAPE_SOLVED) || !(m & values) ||
            g->cell_house[p][slot] == other ||
            (slot == 0 && g->cell_house[p][1] == other))
            continue;
        if (shape_remove(run, node, p, values) != 0)
            return -1;
        progress = 1;
    }
    return progress;
}

/* The candidates of the open cells where each row, and each column,
 * meets each region: part[0][row][region] and part[1][column][region]. */
typedef uint32_t shape_parts[2][SUDOKU_SHAPE_MAX_SIDE][SUDOKU_SHAPE_MAX_SIDE];

static void shape_parts_of(const struct shape_run *run, const uint32_t *node,
                           shape_parts part)
{
    const struct shape_geometry *g = &run->geometry;
    int n = g->side, c;

    memset(part, 0, sizeof(shape_parts));
    for (c = 0; c < g->cells; c++) {
        uint32_t m = node[c];
        int k = g->cell_house[c][2] - SHAPE_REGION(g, 0);
        if (m & SHAPE_SOLVED)
            continue;
        part[0][c / n][k] |= m;
        part[1][c % n][k] |= m;
    }
}

/* Locked candidates where a row or column crosses a region: a value whose
 * places in one lie all in the other leaves the other's remaining cells.
 * `part` holds the node's candidates by crossing, or more (from before
 * some were taken: what it finds then is still so).  Returns 1 when it
 * took candidates, 0 when none, -1 on a contradiction. */
static int shape_crossing(struct shape_run *run, uint32_t *node, int line,
                          int region, shape_parts part)
{
    const struct shape_geometry *g = &run->geometry;
    int n = g->side, across = line >= n, l = line - (across ? n : 0);
    int k = region - SHAPE_REGION(g, 0), j, a, b;
    uint32_t shared = part[across][l][k] & SHAPE_VALUES, line_rest = 0,
             region_rest = 0;

    for (j = 0; j < n; j++) {
        if (j != k)
            line_rest |= part[across][l][j];
        if (j != l)
            region_rest |= part[across][j][k];
    }
    if (!(shared & ~(line_rest & region_rest)))
        return 0;
    a = shape_take(run, node, line, region, 2, shared & ~region_rest);
    if (a < 0)
        return -1;
    b = shape_take(run, node, region, line, 0, shared & ~line_rest);
    if (b < 0 || shape_drain(run, node) != 0)
        return -1;
    return a | b;
}

/* The next house of the changed ones of `look`, taken from them; -1 when
 * none is left. */
static int shape_next_changed(struct shape_run *run, int look)
{
    int k;

    for (k = 0; k < SHAPE_HOUSE_WORDS; k++)
        if (run->changed[look][k]) {
            int h = 64 * k + bits_ctz64_nonzero(run->changed[look][k]);
            run->changed[look][k] &= run->changed[look][k] - 1;
            return h;
        }
    return -1;
}

static int shape_in(const uint64_t *set, int h)
{
    return (int)((set[h / 64] >> (h % 64)) & 1);
}

/* Locked candidates on the crossings with a changed line or region.
 * Returns 1 when it took candidates, 0 when none, -1 on a
 * contradiction. */
static int shape_changed_crossings(struct shape_run *run, uint32_t *node)
{
    const struct shape_geometry *g = &run->geometry;
    uint64_t seen[SHAPE_HOUSE_WORDS];
    shape_parts part;
    int i, r, progress = 0;

    memcpy(seen, run->changed[SHAPE_LOOK_CROSSINGS], sizeof seen);
    memset(run->changed[SHAPE_LOOK_CROSSINGS], 0, sizeof seen);
    shape_parts_of(run, node, part);
    for (i = 0; i < run->crossings; i++) {
        int line = g->crossing[i][0], region = g->crossing[i][1];
        if (!shape_in(seen, line) && !shape_in(seen, region))
            continue;
        r = shape_crossing(run, node, line, region, part);
        if (r < 0)
            return -1;
        progress |= r;
    }
    return progress;
}

/* Propagates until no rule gives more, looking only at the houses that
 * changed.  Returns 0, or -1 on a contradiction. */
static int shape_propagate(struct shape_run *run, uint32_t *node)
{
    if (shape_drain(run, node) != 0)
        return -1;
    while (node[run->stride - 1] > 0) {
        int h, r = 0;
        while ((h = shape_next_changed(run, SHAPE_LOOK_SINGLES)) >= 0)
            if (shape_house_singles(run, node, h) < 0)
                return -1;
        if (node[run->stride - 1] == 0)
            break;
        if (run->crossings) {
            r = shape_changed_crossings(run, node);
            if (r < 0)
                return -1;
            if (r > 0)
                continue;
        }
        while (run->matching && r == 0 &&
               (h = shape_next_changed(run, SHAPE_LOOK_MATCHINGS)) >= 0) {
            r = sudoku_shape_match(run, node, h);
            if (r < 0 || shape_drain(run, node) != 0)
                return -1;
        }
        if (r == 0)
            break;
    }
    return 0;
}

/* Forgets the changes: the node about to change is at a fixed point. */
static void shape_unchanged(struct shape_run *run)
{
    memset(run->changed, 0, sizeof run->changed);
    run->queued = 0;
}

/* Makes room for a node at depth `depth`.  Returns its words, or NULL when
 * memory ran out. */
static uint32_t *shape_node_at(struct shape_run *run, int depth)
{
    if (depth >= run->capacity) {
        int capacity = run->capacity ? 2 * run->capacity : 8;
        uint32_t *nodes;
        while (capacity <= depth)
            capacity *= 2;
        nodes = realloc(run->nodes, (size_t)capacity * (size_t)run->stride *
                                        sizeof *nodes);
        if (!nodes) {
            run->failed = 1;
            return NULL;
        }
        run->nodes = nodes;
        run->capacity = capacity;
    }
    return run->nodes + (size_t)depth * (size_t)run->stride;
}

/* A branch: the alternatives that split a node's solutions, each a value
 * placed in a cell. */
struct shape_branch {
    int ways;
    unsigned short cell[SUDOKU_SHAPE_MAX_SIDE];
    uint32_t bit[SUDOKU_SHAPE_MAX_SIDE];
};

/* A value with `places` places left in a house (2 or 3), as a branch; 0
 * when none. */
static int shape_pick_places(const struct shape_run *run, const uint32_t *node,
                             int places, struct shape_branch *branch)
{
    const struct shape_geometry *g = &run->geometry;
    int h, k;

    for (h = 0; h < g->houses; h++) {
        const unsigned short *house = g->house[h];
        uint32_t once = 0, twice = 0, thrice = 0, more = 0, pick;
        for (k = 0; k < g->side; k++) {
            uint32_t m = node[house[k]];
            if (m & SHAPE_SOLVED)
                continue;
            m &= SHAPE_VALUES;
            more |= thrice & m;
            thrice |= twice & m;
            twice |= once & m;
            once |= m;
        }
        pick = places == 2 ? twice & ~thrice : thrice & ~more;
        if (!pick)
            continue;
        pick &= 0u - pick;
        branch->ways = 0;
        for (k = 0; k < g->side; k++) {
            uint32_t m = node[house[k]];
            if ((m & pick) && !(m & SHAPE_SOLVED)) {
                branch->cell[branch->ways] = house[k];
                branch->bit[branch->ways++] = pick;
            }
        }
        return 1;
    }
    return 0;
}

/* How to split an open node: the open cell with the fewest candidates,
 * unless a value has fewer places left in a house (as dancing links
 * chooses, the fewest ways first). */
static void shape_pick(const struct shape_run *run, const uint32_t *node,
                       struct shape_branch *branch)
{
    int best = -1, best_count = 64, c;
    uint32_t values;

    for (c = 0; c < run->geometry.cells; c++) {
        uint32_t m = node[c];
        int count;
        if (m & SHAPE_SOLVED)
            continue;
        for (m &= SHAPE_VALUES, count = 0; m && count < best_count;
             m &= m - 1)
            count++;
        if (count < best_count) {
            best = c;
            best_count = count;
            if (count <= 2)
                break;
        }
    }
    if (best_count > 2 && shape_pick_places(run, node, 2, branch))
        return;
    if (best_count > 3 && shape_pick_places(run, node, 3, branch))
        return;
    branch->ways = 0;
    for (values = node[best] & SHAPE_VALUES; values; values &= values - 1) {
        branch->cell[branch->ways] = (unsigned short)best;
        branch->bit[branch->ways++] = values & (0u - values);
    }
}

static void shape_found(struct shape_run *run, const uint32_t *node)
{
    int c;

    if (run->count++ == 0 && run->solution)
        for (c = 0; c < run->geometry.cells; c++) {
            uint32_t m = node[c] & SHAPE_VALUES;
            unsigned char v = 1;
            while (!(m & 1)) {
                m >>= 1;
                v++;
            }
            run->solution[c] = v;
        }
}

/* Counts the solutions below the propagated node at `depth`, up to the
 * run's limit. */
static void shape_search(struct shape_run *run, int depth)
{
    uint32_t *node = run->nodes + (size_t)depth * (size_t)run->stride;
    struct shape_branch branch;
    int way;

    if (node[run->stride - 1] == 0) {
        shape_found(run, node);
        return;
    }
    shape_pick(run, node, &branch);
    for (way = 0; way < branch.ways && run->count < run->limit && !run->failed;
         way++) {
        uint32_t *child = shape_node_at(run, depth + 1);
        if (!child)
            return;
        node = run->nodes + (size_t)depth * (size_t)run->stride;
        memcpy(child, node, (size_t)run->stride * sizeof *node);
        shape_unchanged(run);
        if (way > 0)
            run->guesses++;
        if (shape_place(run, child, branch.cell[way], branch.bit[way]) == 0 &&
            shape_propagate(run, child) == 0)
            shape_search(run, depth + 1);
    }
}

/* Sets up the run and places the givens in node 0.  Returns 0, 1 when the
 * givens contradict, -1 when memory ran out. */
static int shape_start(struct shape_run *run, const struct sudoku_shape *shape,
                       const unsigned char *puzzle)
{
    uint32_t *root;
    int c;

    sudoku_shape_geometry(&run->geometry, shape);
    run->all = (1u << shape->side) - 1;
    run->stride = run->geometry.cells + 1;
    run->crossings = run->geometry.crossings;
    run->matching = shape->side >= 16;
    run->nodes = NULL;
    run->capacity = 0;
    run->failed = 0;
    run->count = 0;
    run->guesses = 0;
    shape_unchanged(run);
    for (c = 0; c < run->geometry.houses; c++) {
        int look;
        for (look = 0; look < SHAPE_LOOKS; look++)
            run->changed[look][c / 64] |= (uint64_t)1 << (c % 64);
    }
    root = shape_node_at(run, 0);
    if (!root)
        return -1;
    for (c = 0; c < run->geometry.cells; c++)
        root[c] = run->all;
    root[run->stride - 1] = (uint32_t)run->geometry.cells;
    for (c = 0; c < run->geometry.cells; c++) {
        uint32_t bit;
        if (puzzle[c] == 0)
            continue;
        if (puzzle[c] > shape->side)
            return 1;
        bit = 1u << (puzzle[c] - 1);
        if (!(root[c] & bit) || shape_place(run, root, c, bit) != 0)
            return 1;
    }
    return shape_propagate(run, root) == 0 ? 0 : 1;
}

/* Counts below the node at `depth` (propagated) up to `limit`, the first
 * solution met going to `solution` (which may be NULL). */
static unsigned shape_count_from(struct shape_run *run, int depth,
                                 unsigned limit, unsigned char *solution)
{
    run->limit = limit;
    run->count = 0;
    run->solution = solution;
    shape_search(run, depth);
    return run->count;
}

/*
 * Turns best, a solution below the root, into the smallest one: cell by
 * cell in row-major order, the smallest value below best's that a solution
 * still has, else best's.  Returns 0, or -1 when memory ran out.
 */
static int shape_smallest(struct shape_run *run, unsigned char *best)
{
    int c;

    for (c = 0; c < run->geometry.cells && !run->failed; c++) {
        uint32_t values, bit;
        if (!shape_node_at(run, 2))
            return -1; /* room for the trial and one level below it */
        if (run->nodes[c] & SHAPE_SOLVED)
            continue; /* the root: the cells fixed so far, propagated */
        values = run->nodes[c] & SHAPE_VALUES & ((1u << (best[c] - 1)) - 1);
        for (; values; values ^= bit) {
            uint32_t *trial = run->nodes + run->stride;
            bit = values & (0u - values);
            memcpy(trial, run->nodes, (size_t)run->stride * sizeof *trial);
            shape_unchanged(run);
            if (shape_place(run, trial, c, bit) == 0 &&
                shape_propagate(run, trial) == 0 &&
                shape_count_from(run, 1, 1, best) == 1)
                break;
        }
        shape_unchanged(run);
        bit = 1u << (best[c] - 1);
        if (shape_place(run, run->nodes, c, bit) != 0 ||
            shape_propagate(run, run->nodes) != 0)
            return -1; /* cannot be: best is a solution below the root */
    }
    return run->failed ? -1 : 0;
}

static unsigned shape_run_solve(const struct sudoku_shape *shape,
                                const unsigned char *puzzle, unsigned limit,
                                unsigned char *solution,
                                struct sudoku_shape_stats *stats,
                                int smallest)
{
    struct shape_run *run;
    unsigned char best[SUDOKU_SHAPE_MAX_CELLS];
    unsigned count = 0;
    int start;

    if (shape->side * shape->side <= SHAPE_SMALL_MAX_CELLS) {
        unsigned long long guesses = 0;
        count = sudoku_shape_small_solve(shape, puzzle, limit, solution,
                                         smallest, &guesses);
        if (stats)
            stats->guesses += guesses;
        return count;
    }
    run = malloc(sizeof *run);
    if (!run)
        return SUDOKU_SHAPE_NO_MEMORY;
    start = shape_start(run, shape, puzzle);
    if (start == 0) {
        unsigned want = smallest && solution && limit < 2 ? 2 : limit;
        count = shape_count_from(run, 0, want ? want : 1, best);
        if (count > 1 && smallest && solution &&
            shape_smallest(run, best) != 0)
            run->failed = 1;
        if (count > 0 && solution)
            memcpy(solution, best, (size_t)run->geometry.cells);
        if (count > limit)
            count = limit;
    }
    if (stats)
        stats->guesses += run->guesses;
    if (start < 0 || run->failed)
        count = SUDOKU_SHAPE_NO_MEMORY;
    free(run->nodes);
    free(run);
    return count;
}

unsigned sudoku_shape_solve(const struct sudoku_shape *shape,
                            const unsigned char *puzzle, unsigned limit,
                            unsigned char *solution,
                            struct sudoku_shape_stats *stats)
{
    return shape_run_solve(shape, puzzle, limit, solution, stats, 1);
}

unsigned sudoku_shape_solve_any(const struct sudoku_shape *shape,
                                const unsigned char *puzzle, unsigned limit,
                                unsigned char *solution,
                                struct sudoku_shape_stats *stats)
{
    return shape_run_solve(shape, puzzle, limit, solution, stats, 0);
}
