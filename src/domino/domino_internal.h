/*
 * domino_internal.h - what the files of the Sudominoku solver share.
 *
 * The solver places the 36 dominoes on a sudoku grid one at a time, by a
 * search that works on values on the stack: it allocates nothing, keeps no
 * global state and neither reads text nor prints.  Its files, by job:
 *
 *   domino_analyse.c  the analysis of a node: the sudoku rules, the
 *                     placements every solution below it makes, what to
 *                     branch on
 *   domino_search.c   the search, its leaf for the first or the smallest
 *                     grid, and sudoku_domino_solve
 *   domino_match.c    the matching filter of the long probes
 *   domino_count.c    the leaf of a count of distinct grids
 *   domino_probe.c    the probes and the ladder of sudoku_domino_solve
 *
 * The last three are the full build's only: the judge build (the single
 * file for online judges) looks for the smallest grid of a puzzle with one
 * grid by the search alone.  The search and its analysis reach them
 * through the optional parts declared at the end (see
 * src/base/internal.h).
 *
 * Two tilings may spell the same grid, and the answer is about grids: the
 * count is of distinct grids (a grid counts at one canonical tiling) and
 * the grid returned is the lexicographically smallest one: found by a
 * search that, once it has a grid, looks only for smaller ones (see
 * DOMINO_MIN), or, when the puzzle has too many grids for that or for a
 * count, by fixing it cell by cell with complete probes (see
 * domino_lex_min for why it is the smallest).
 *
 * Here: the state of a node and its tables, the operations on sets of
 * cells (static inline, so that the hot paths keep their words in
 * registers), the search, what the analysis of a node finds, the
 * placements of a node, and the optional parts.
 */
#ifndef SUDOKU_DOMINO_INTERNAL_H
#define SUDOKU_DOMINO_INTERNAL_H

#include <stdint.h>
#include <string.h>

#include "base/bits.h"
#include "base/bits_count.h"
#include "base/internal.h"
#include "board/geometry.h"
#include "sudoku/domino.h"

/* Kept from clang-format, which reads "(digit) - 1" as a cast. */
/* clang-format off */
#define DOMINO_ALL 0x1FFu /* digits 1..9 as bits 0..8 */
#define DOMINO_BIT(digit) (1u << ((digit) - 1))
/* clang-format on */

/*
 * The bit of domino {a, b} in the 36-bit used set, for digits a, b in
 * 1..9: the pairs in the order {1,2}, {1,3}, ..., {1,9}, {2,3}, ... {8,9}.
 * A pair of equal digits maps to bit 36, which is always set, so "unused"
 * never admits a domino with two equal halves.
 */
static const unsigned char domino_pair_bit[10][10] = {
    {36, 36, 36, 36, 36, 36, 36, 36, 36, 36},
    {36, 36, 0, 1, 2, 3, 4, 5, 6, 7},
    {36, 0, 36, 8, 9, 10, 11, 12, 13, 14},
    {36, 1, 8, 36, 15, 16, 17, 18, 19, 20},
    {36, 2, 9, 15, 36, 21, 22, 23, 24, 25},
    {36, 3, 10, 16, 21, 36, 26, 27, 28, 29},
    {36, 4, 11, 17, 22, 26, 36, 30, 31, 32},
    {36, 5, 12, 18, 23, 27, 30, 36, 33, 34},
    {36, 6, 13, 19, 24, 28, 31, 33, 36, 35},
    {36, 7, 14, 20, 25, 29, 32, 34, 35, 36},
};

#define DOMINO_SELF_BIT ((uint64_t)1 << 36)
#define DOMINO_PAIRS (DOMINO_SELF_BIT - 1) /* every domino's bit */

/* The digits (0..8) of the domino at each bit of the used set, the
 * inverse of domino_pair_bit: the smaller, then the larger. */
static const unsigned char domino_pair_low[36] = {
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2,
    2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6, 6, 7};
static const unsigned char domino_pair_high[36] = {
    1, 2, 3, 4, 5, 6, 7, 8, 2, 3, 4, 5, 6, 7, 8, 3, 4, 5,
    6, 7, 8, 4, 5, 6, 7, 8, 5, 6, 7, 8, 6, 7, 8, 7, 8, 8};

/* ------------------------------------------------------------------ */
/* Sets of cells                                                        */

/* A set of cells: cell c is bit c % 64 of word c / 64. */
struct domino_cells {
    uint64_t w[2];
};

/* Kept from clang-format, which reads "(c) & 63" as a cast. */
/* clang-format off */
#define DOMINO_CELL_WORD(c) ((c) >> 6)
#define DOMINO_CELL_BIT(c) ((uint64_t)1 << ((c) & 63))
/* clang-format on */

/* The cells of column 1 and of column 9: a cell's left or right neighbour
 * is in the same row only outside them. */
static const uint64_t domino_first_col[2] = {0x8040201008040201u, 0x20100u};
static const uint64_t domino_last_col[2] = {0x4020100804020100u, 0x10080u};

/* The cells whose right neighbour is in s. */
static inline struct domino_cells domino_left_of(struct domino_cells s)
{
    struct domino_cells r;

    r.w[0] = (s.w[0] >> 1 | s.w[1] << 63) & ~domino_last_col[0];
    r.w[1] = s.w[1] >> 1 & ~domino_last_col[1];
    return r;
}

/* The cells whose left neighbour is in s. */
static inline struct domino_cells domino_right_of(struct domino_cells s)
{
    struct domino_cells r;

    r.w[0] = s.w[0] << 1 & ~domino_first_col[0];
    r.w[1] = (s.w[1] << 1 | s.w[0] >> 63) & ~domino_first_col[1];
    return r;
}

/* The cells whose lower neighbour is in s. */
static inline struct domino_cells domino_above(struct domino_cells s)
{
    struct domino_cells r;

    r.w[0] = s.w[0] >> 9 | s.w[1] << 55;
    r.w[1] = s.w[1] >> 9;
    return r;
}

/* The cells whose upper neighbour is in s, and bits past the last cell:
 * use it only to intersect with a set of cells. */
static inline struct domino_cells domino_below(struct domino_cells s)
{
    struct domino_cells r;

    r.w[0] = s.w[0] << 9;
    r.w[1] = s.w[1] << 9 | s.w[0] >> 55;
    return r;
}

static inline struct domino_cells domino_and(struct domino_cells a,
                                             struct domino_cells b)
{
    struct domino_cells r;

    r.w[0] = a.w[0] & b.w[0];
    r.w[1] = a.w[1] & b.w[1];
    return r;
}

static inline struct domino_cells domino_or(struct domino_cells a,
                                            struct domino_cells b)
{
    struct domino_cells r;

    r.w[0] = a.w[0] | b.w[0];
    r.w[1] = a.w[1] | b.w[1];
    return r;
}

static inline int domino_has(struct domino_cells s, int c)
{
    return (int)(s.w[DOMINO_CELL_WORD(c)] >> (c & 63) & 1u);
}

/* ------------------------------------------------------------------ */
/* The state of a node                                                  */

/*
 * One node of the search.  grid and mate are those of struct
 * sudoku_domino; a cell is uncovered exactly when its grid digit is 0.
 * known[c] is the digit an uncovered cell must take, once the sudoku rules
 * leave it only one (0 while it may take several); known digits count in
 * the units, so the rules act on them before their domino is placed.
 * open[c] holds the digits cell c may still take for other reasons: the
 * search allows no others, no placement of an unused domino uses the
 * others, or they would make the grid larger than the smallest one found
 * (see DOMINO_MIN).
 *
 *   unit[0..8]    rows A..I      bit d-1 set: digit d is in the unit
 *   unit[9..17]   columns 1..9
 *   unit[18..26]  boxes, row-major
 *   partner[d-1]  bit e-1 set: domino {d, e} is still unused
 *
 * bare and free are sets of cells, in the layout of struct domino_cells:
 * the uncovered cells, and those of them whose digit is not known.  The
 * passes over the cells walk these instead of testing every cell, whose
 * outcome the processor cannot predict.  Each walk is written out, word by
 * word: a helper that took the cells from a two-word array made dev.in
 * 1.5 times slower, the words no longer staying in registers.
 *
 * cut[0] and cut[1] are the edges no tiling below the node uses, to the
 * right of and below each cell of the set (see domino_match.c).
 */
struct domino_state {
    unsigned char grid[SUDOKU_CELLS];
    signed char mate[SUDOKU_CELLS];
    unsigned char known[SUDOKU_CELLS];
    uint16_t open[SUDOKU_CELLS];
    uint16_t unit[28]; /* unit[27] is always full: 7 words of 4 units */
    uint16_t partner[9];
    uint64_t used; /* bit domino_pair_bit[a][b]: {a, b} is placed */
    uint64_t bare[2], free[2];
    struct domino_cells cut[2];
    int uncovered; /* cells in bare */
};

/* The offsets of a cell's neighbours above, left, right and below. */
static const signed char domino_step[4] = {-9, -1, 1, 9};

static inline int domino_row(int cell)
{
    return geometry_row[cell];
}

static inline int domino_col(int cell)
{
    return geometry_col[cell];
}

/* Whether cell c is dark in a chessboard colouring (the top left is): a
 * domino covers one dark cell and one light. */
static inline int domino_is_dark(int cell)
{
    return (domino_row(cell) + domino_col(cell)) % 2 == 0;
}

static inline int domino_box(int cell)
{
    return geometry_box[cell];
}

/* The digits the row, column and box of cell c hold. */
static inline uint32_t domino_seen(const struct domino_state *st, int c)
{
    return (uint32_t)st->unit[domino_row(c)] | st->unit[9 + domino_col(c)] |
           st->unit[18 + domino_box(c)];
}

/* Adds the digit `bit` to the row, column and box of cell c. */
static inline void domino_units_add(struct domino_state *st, int c,
                                    uint32_t bit)
{
    st->unit[domino_row(c)] |= (uint16_t)bit;
    st->unit[9 + domino_col(c)] |= (uint16_t)bit;
    st->unit[18 + domino_box(c)] |= (uint16_t)bit;
}

/* A placement: digit a on cell `cell`, digit b on its neighbour `other`. */
struct domino_move {
    signed char cell, other;
    signed char a, b;
};

/* ------------------------------------------------------------------ */
/* The search                                                           */

/* What the search is for: every grid up to a limit, the first one, or the
 * smallest one.  DOMINO_MIN is branch and bound: once it holds a grid
 * `best`, it searches only for grids below it (domino_below_best), so the
 * last grid it finds is the smallest when it ends without being cut
 * short: each branch it cut could only hold grids no smaller than the best
 * grid of that moment, which are no smaller than the last one. */
enum domino_mode { DOMINO_COUNT, DOMINO_FIRST, DOMINO_MIN };

struct domino_search {
    enum domino_mode mode;
    uint16_t allow[SUDOKU_CELLS]; /* digits each cell may take at all */
    const struct domino_state *root;
    unsigned limit;
    unsigned count;
    struct sudoku_domino first; /* COUNT: the first grid found */
    struct sudoku_domino best;  /* the smallest grid found */
    unsigned long long guesses;
    /* A search may be cut short after `budget` nodes (0: never), and may
     * try the alternatives of a node from a pseudo-random one on (rng != 0),
     * so that a restart explores elsewhere.  aborted: it was cut short. */
    unsigned long budget, spent;
    uint64_t rng;
    int aborted;
    int have_best; /* best holds a solution */
    int row_major; /* branch on the first uncovered cell in row-major order */
    int match;     /* check that the uncovered cells can be matched */
};

/* Copies the grid and the tiling of *st into *out. */
static inline void domino_export(const struct domino_state *st,
                                 struct sudoku_domino *out)
{
    memcpy(out->grid.cell, st->grid, sizeof out->grid.cell);
    memcpy(out->mate, st->mate, sizeof out->mate);
}

/*
 * Searches below *root, with the digits s->allow admits only, for what
 * s->mode asks (domino_search.c).  Returns 1 when it stopped before the
 * end: at a leaf that asked it to (the first grid, or the limit of a
 * count), or with its budget spent (then s->aborted is set).
 */
SUDOKU_PRIVATE int sudoku_domino_search_run(struct domino_search *s,
                                            const struct domino_state *root);

/* ------------------------------------------------------------------ */
/* One node                                                             */

/*
 * What the analysis of one node finds: the digits each uncovered cell can
 * take (0 for a covered cell), the same by digit, and either the
 * placements every solution below the node makes, or what to branch on: a
 * cell, or a domino {a, b} (pair_a != 0) with fewer places than that cell
 * has ways.
 */
struct domino_node {
    uint16_t cand[SUDOKU_CELLS];
    /* has[x]: the cells that can take digit x + 1 (has[9]: scratch) */
    struct domino_cells has[10];
    /* The cells whose edge to the right, below, is not cut and some unused
     * domino fits: the usable edges. */
    struct domino_cells across, down;
    struct domino_move forced[SUDOKU_CELLS + SUDOKU_DOMINOES];
    int nforced;
    int branch_cell;
    int pair_a, pair_b;
};

/* What the analysis of a node decides: the node has no solution, is
 * solved, has placements every solution below it makes (node->forced), or
 * must branch. */
enum domino_verdict {
    DOMINO_DEAD,
    DOMINO_SOLVED,
    DOMINO_FORCED,
    DOMINO_BRANCH
};

/* Analyses *st into *node (domino_analyse.c): narrows the digits of *st in
 * place, and finds the forced placements or the branch. */
SUDOKU_PRIVATE enum domino_verdict
sudoku_domino_analyse(const struct domino_search *s, struct domino_state *st,
                      struct domino_node *node);

/* ------------------------------------------------------------------ */
/* Placements                                                           */

/* The neighbours of uncovered cell c across a usable edge, in increasing
 * index order; returns how many. */
static inline int domino_neighbours(const struct domino_node *node, int c,
                                    int out[4])
{
    int n = 0;

    if (c >= 9 && domino_has(node->down, c - 9))
        out[n++] = c - 9;
    if (c > 0 && domino_has(node->across, c - 1))
        out[n++] = c - 1;
    if (domino_has(node->across, c))
        out[n++] = c + 1;
    if (domino_has(node->down, c))
        out[n++] = c + 9;
    return n;
}

/*
 * The placements of domino {pa, pb} (pa != 0) or else of cell `cell`, in
 * the order to try them, on the usable edges of *node; returns how many.
 * With one, it is forced.  The analysis lists the forced placements with
 * it, the search the alternatives of a branch.
 */
static inline int domino_moves(const struct domino_state *st,
                               const struct domino_node *node, int cell, int pa,
                               int pb, struct domino_move alt[])
{
    const uint16_t *cand = node->cand;
    int nb[4], k, n, count = 0;

    if (pa) {
        /* The domino's places: every solution uses one of them. */
        struct domino_cells ha = node->has[pa - 1], hb = node->has[pb - 1];
        struct domino_cells dir[4];
        int c, w;

        /* dir[k]: a on the cell, b on the one at domino_step[k] (above,
         * left, right, below) */
        dir[0] = domino_and(ha, domino_below(domino_and(hb, node->down)));
        dir[1] = domino_and(ha, domino_right_of(domino_and(hb, node->across)));
        dir[2] = domino_and(domino_and(ha, domino_left_of(hb)), node->across);
        dir[3] = domino_and(domino_and(ha, domino_above(hb)), node->down);
        for (w = 0; w < 2; w++)
            for (uint64_t cells =
                     dir[0].w[w] | dir[1].w[w] | dir[2].w[w] | dir[3].w[w];
                 cells; cells &= cells - 1) {
                uint64_t bit = cells & (0u - cells);

                c = 64 * w + bits_ctz64_nonzero(cells);
                for (k = 0; k < 4; k++)
                    if (dir[k].w[w] & bit) {
                        alt[count].cell = (signed char)c;
                        alt[count].other = (signed char)(c + domino_step[k]);
                        alt[count].a = (signed char)pa;
                        alt[count].b = (signed char)pb;
                        count++;
                    }
            }
        return count;
    }
    /* The cell's ways in the order (its digit, neighbour, their digit),
     * smallest first: the search leans towards small grids early. */
    n = domino_neighbours(node, cell, nb);
    for (uint32_t as = cand[cell]; as; as &= as - 1) {
        int a = bits_ctz_nonzero(as);

        for (k = 0; k < n; k++)
            for (uint32_t bs = cand[nb[k]] & st->partner[a]; bs; bs &= bs - 1) {
                alt[count].cell = (signed char)cell;
                alt[count].other = (signed char)nb[k];
                alt[count].a = (signed char)(a + 1);
                alt[count].b = (signed char)(bits_ctz_nonzero(bs) + 1);
                count++;
            }
    }
    return count;
}

/* ------------------------------------------------------------------ */
/* Optional parts: NULL in the judge build (see internal.h)             */

/*
 * The matching filter (domino_match.c): cuts the usable edges of *node that
 * no tiling of the uncovered cells uses.  Returns how many it cut, or -1
 * when the uncovered cells have no tiling along those edges.
 */
typedef int domino_filter_fn(struct domino_state *st,
                             const struct domino_node *node);
SUDOKU_PRIVATE domino_filter_fn *const sudoku_domino_filter;

/*
 * The leaf of a counting search (domino_count.c): counts the solved node
 * *st when its grid is new.  Returns 1 when the search should stop.
 */
typedef int domino_leaf_fn(struct domino_search *s,
                           const struct domino_state *st);
SUDOKU_PRIVATE domino_leaf_fn *const sudoku_domino_count_leaf;

/*
 * The order of a probe that asks for its own (s->row_major or s->rng set,
 * domino_probe.c): may move the branch of *node to another cell, and
 * returns where among the alternatives of the branch to start (from the
 * one at its remainder by their number on).
 */
typedef uint32_t domino_order_fn(struct domino_search *s,
                                 const struct domino_state *st,
                                 struct domino_node *node);
SUDOKU_PRIVATE domino_order_fn *const sudoku_domino_probe_order;

/*
 * The ladder of sudoku_domino_solve (domino_probe.c): given s with its root
 * and allow set and nothing else, finds the count up to limit (limit >= 1)
 * and, when it is non-zero, the smallest grid in s->best.  Returns the
 * count.
 */
typedef unsigned domino_ladder_fn(struct domino_search *s, unsigned limit);
SUDOKU_PRIVATE domino_ladder_fn *const sudoku_domino_ladder;

#endif /* SUDOKU_DOMINO_INTERNAL_H */
