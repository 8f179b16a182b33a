/*
 * solve_internal.h - the classic solver's grid, shared by its files.
 *
 * solve.c holds the grid, its propagation and the ordered search, which is
 * all a judge needs (one solution: the smallest); solve_count.c and
 * solve_any.c, which the judge build leaves out, have the full build's
 * searches on the same grid, with a rule on triads added to the
 * propagation: the smallest solution and counting past it, and any
 * solution or a count by a search in no order.
 */
#ifndef SUDOKU_SOLVE_INTERNAL_H
#define SUDOKU_SOLVE_INTERNAL_H

#include <stdint.h>

#include "base/bits.h"
#include "base/internal.h"
#include "sudoku/solve.h"
#ifdef SOLVE_COPY
#include "solve/solve_copy.h" /* one of two copies: see there */
#endif

/*
 * Bit layout of a candidate word, for band b (rows 3b..3b+2) and one digit:
 *
 *     bit 26       18 17        9 8         0
 *        [ row 3b+2  ][ row 3b+1  ][  row 3b   ]   each row: col 8 .. col 0
 *
 * so the cell at band position p (0..26) is row 3b + p / 9, column p % 9,
 * and its index in the board is 27 * b + p.  A "triad" is the three cells
 * of one row inside one box: bits 9r + 3k .. 9r + 3k + 2.
 */
#define SOLVE_BAND_ALL 0x7FFFFFFu /* all 27 cells of a band */
#define SOLVE_ROW_BITS 0x1FFu     /* the nine columns of one row */
#define SOLVE_ROW_MASK(r) (SOLVE_ROW_BITS << (9 * (r)))
#define SOLVE_COL_MASK(c) (0x40201u << (c)) /* column c in the three rows */
#define SOLVE_BOX_MASK(k) (0x1C0E07u << (3 * (k)))

/* The index of the word for band b and digit d (0..8) in solve_grid.cand,
 * and its way back. */
#define SOLVE_WORD(b, d) (9 * (b) + (d))
#define SOLVE_WORD_BAND(i) ((i) / 9)
#define SOLVE_WORD_DIGIT(i) ((i) % 9)

/*
 * A search node: 124 bytes, copied at each guess.  A solved cell keeps its
 * digit's bit and no other; `unsolved` tells solved cells from cells that
 * merely have one candidate left.  `dirty` marks the words changed since
 * their last band update, `touched` those changed since the last column
 * step (both bit SOLVE_WORD(b, d)); SOLVE_NO_COLUMNS in `touched` leaves
 * the column step out of the propagation.
 */
struct solve_grid {
    uint32_t cand[27];
    uint32_t unsolved[3];
    uint32_t dirty;
    uint32_t touched;
};

/* A bit of `touched` past the words' (the column step never reads it):
 * while set, sudoku_solve_propagate leaves the column step out, as
 * solve_any.c's cheap first descent asks; the words changed meanwhile
 * stay marked for the next column step. */
#define SOLVE_NO_COLUMNS 0x80000000u

struct solve_run {
    unsigned limit;
    unsigned count;
    sudoku_board *solution; /* receives the first solution met */
    unsigned long long guesses;
    int probing; /* test left branches with solve_probe (limit 1 only) */
    int gave_up; /* a probe ran out of guesses */
    int hinted;  /* hint is a solution below the current node */
    sudoku_board hint;
};

/*
 * The tables' entries: whether each box of one row holds a candidate,
 * which triads some permutation of a presence matrix fits, and how many
 * permutations fit.
 */
#define SOLVE_ROW_BOXES(x)                                                     \
    ((((x)&07) != 0) | (((x)&070) != 0) << 1 | (((x)&0700) != 0) << 2)
#define SOLVE_CPERM(k0, k1, k2)                                                \
    (1u << (k0) | 1u << (3 + (k1)) | 1u << (6 + (k2)))
/* `yes` when presence matrix x fits permutation (k0, k1, k2), else 0 */
#define SOLVE_IF_FITS(x, k0, k1, k2, yes)                                      \
    (((x)&SOLVE_CPERM(k0, k1, k2)) == SOLVE_CPERM(k0, k1, k2) ? (yes) : 0u)
/* the nine cells of a band's word that a permutation's triads cover */
#define SOLVE_CKEEP(k0, k1, k2)                                                \
    (7u << 3 * (k0) | 7u << 3 * (3 + (k1)) | 7u << 3 * (6 + (k2)))
#define SOLVE_KEEP1(x, k0, k1, k2)                                             \
    SOLVE_IF_FITS(x, k0, k1, k2, SOLVE_CKEEP(k0, k1, k2))
#define SOLVE_KEEP(x)                                                          \
    (SOLVE_KEEP1(x, 0, 1, 2) | SOLVE_KEEP1(x, 0, 2, 1) |                       \
     SOLVE_KEEP1(x, 1, 0, 2) | SOLVE_KEEP1(x, 1, 2, 0) |                       \
     SOLVE_KEEP1(x, 2, 0, 1) | SOLVE_KEEP1(x, 2, 1, 0))
/* f(n) .. f(n + 7), .. f(n + 63), .. f(n + 511), each n + k a short sum */
#define SOLVE_T3(f, n)                                                         \
    f((n) + 0), f((n) + 1), f((n) + 2), f((n) + 3), f((n) + 4), f((n) + 5),    \
        f((n) + 6), f((n) + 7)
#define SOLVE_T6(f, n)                                                         \
    SOLVE_T3(f, (n) + 0), SOLVE_T3(f, (n) + 8), SOLVE_T3(f, (n) + 16),         \
        SOLVE_T3(f, (n) + 24), SOLVE_T3(f, (n) + 32), SOLVE_T3(f, (n) + 40),   \
        SOLVE_T3(f, (n) + 48), SOLVE_T3(f, (n) + 56)
#define SOLVE_T9(f, n)                                                         \
    SOLVE_T6(f, (n) + 0), SOLVE_T6(f, (n) + 64), SOLVE_T6(f, (n) + 128),       \
        SOLVE_T6(f, (n) + 192), SOLVE_T6(f, (n) + 256),                        \
        SOLVE_T6(f, (n) + 320), SOLVE_T6(f, (n) + 384), SOLVE_T6(f, (n) + 448)
#define SOLVE_FITS1(x, k0, k1, k2) SOLVE_IF_FITS(x, k0, k1, k2, 1u)
#define SOLVE_FITS(x)                                                          \
    (SOLVE_FITS1(x, 0, 1, 2) + SOLVE_FITS1(x, 0, 2, 1) +                       \
     SOLVE_FITS1(x, 1, 0, 2) + SOLVE_FITS1(x, 1, 2, 0) +                       \
     SOLVE_FITS1(x, 2, 0, 1) + SOLVE_FITS1(x, 2, 1, 0))

/*
 * Tables built by the preprocessor, so that they need no start-up code and
 * no mutable data.  solve_row_boxes[x] maps the 9 bits of one row to 3
 * bits, bit k set when box k still holds a candidate; solve_fits[x] is how
 * many of the six permutations fit presence matrix x (rows of a band to
 * its boxes, or bands to the columns of a stack: bit 3r + k).
 */
static const unsigned char solve_row_boxes[512] = {
    SOLVE_T9(SOLVE_ROW_BOXES, 0u)};
static const unsigned char solve_fits[512] = {SOLVE_T9(SOLVE_FITS, 0u)};
/* The six permutations of three things: rows to boxes, columns to bands. */
static const unsigned char solve_perms[6][3] = {
    {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

/* The presence matrix of word a: bit 3r + k set when row r of the band
 * still has a candidate in box k. */
static inline uint32_t solve_presence(uint32_t a)
{
    return solve_row_boxes[a & SOLVE_ROW_BITS] |
           solve_row_boxes[(a >> 9) & SOLVE_ROW_BITS] << 3 |
           solve_row_boxes[a >> 18] << 6;
}

/* The tests of the ordered searches' left branches (solve.c and, in the
 * full build, solve_count.c): a test gives up after this many guesses
 * of its own. */
#define SOLVE_PROBE_GUESSES 256
/* Left branches are tested only once the search has made this many
 * guesses: on puzzles that need few, the tests cost more than they save
 * (16 against 1: top1465 9.4 against 10.2 us a puzzle, hardest1905_11plus
 * 42.8 against 42.3 us). */
#define SOLVE_PROBE_AFTER 16

/* Solves band position p of band b as digit d (0..8); 0 when d is no
 * longer a candidate there. */
SUDOKU_PRIVATE int sudoku_solve_place(struct solve_grid *g, int b, int d,
                                      int p);
/* Runs every rule to a fixed point; 0 on a contradiction. */
SUDOKU_PRIVATE int sudoku_solve_propagate(struct solve_grid *g);
/* Writes the digits of a solved grid. */
SUDOKU_PRIVATE void sudoku_solve_extract(const struct solve_grid *g,
                                         sudoku_board *out);

/*
 * Builds the candidates straight from the givens: a digit may go wherever
 * no given of it shares the row, column or box and no other given sits.
 * Placing the givens one by one would do the same work cell by cell, and
 * setup is a good part of the time of an easy puzzle.  Returns 0 when two
 * givens clash or a cell holds a value above 9.  Here, not in solve.c,
 * because solve_count.c and solve_any.c set grids up too (every file that
 * includes this header calls it).
 *
 * The givens go straight into their digit's words (own), and every rule
 * is then read off the words, nine bits at a time, as the propagation
 * reads them: a row, a box or a column of a band's word with a given is
 * closed to the digit, and two givens of a digit clash when a row holds
 * two, two rows of a band share a column or a box, or two bands a column.
 * Against finding each given's row, column and box and checking it one by
 * one: the same grids (every public set, and three million random boards
 * with and without clashes), in 39% fewer instructions (callgrind, 1,980
 * against 3,250 a puzzle on serg_multi's first 2,000, which have about 35
 * givens): 10% fewer in all on kaggle9999, 5% on serg_multi.
 */
static int solve_setup(struct solve_grid *g, const sudoku_board *puzzle)
{
    uint32_t own[27] = {0}, given[3], cols[3], clash = 0;
    uint64_t cells[2] = {0, 0}, w, x;
    int i, b, d;

    /* The givens first, as bits, eight cells at a time (a byte's top bit
     * tells whether it is non-zero, and a product gathers the eight top
     * bits): a branch on each cell would be mispredicted as often as the
     * givens are scattered. */
    for (i = 0; i < 80; i += 8) {
        for (w = 0, d = 7; d >= 0; d--)
            w = w << 8 | puzzle->cell[i + d];
        x = (((w & 0x7F7F7F7F7F7F7F7Fu) + 0x7F7F7F7F7F7F7F7Fu) | w) >> 7 &
            0x0101010101010101u;
        cells[i >> 6] |= (x * 0x0102040810204080u >> 56) << (i & 63);
    }
    cells[1] |= (uint64_t)(puzzle->cell[80] != 0) << 16;
    given[0] = (uint32_t)cells[0] & SOLVE_BAND_ALL;
    given[1] = (uint32_t)(cells[0] >> 27) & SOLVE_BAND_ALL;
    given[2] = (uint32_t)(cells[0] >> 54 | cells[1] << 10) & SOLVE_BAND_ALL;
    for (b = 0; b < 3; b++)
        for (w = given[b]; w; w &= w - 1) {
            int p = bits_ctz64_nonzero(w), v = puzzle->cell[27 * b + p];
            if (v > 9)
                return 0;
            own[SOLVE_WORD(b, v - 1)] |= 1u << p;
        }
    for (d = 0; d < 9; d++) {
        for (b = 0; b < 3; b++) {
            uint32_t o = own[SOLVE_WORD(b, d)], r0 = o & SOLVE_ROW_BITS,
                     r1 = (o >> 9) & SOLVE_ROW_BITS, r2 = o >> 18;
            /* bit 3k of kr: row r has a given in box k */
            uint32_t k0 = (r0 | r0 >> 1 | r0 >> 2) & 0x49u,
                     k1 = (r1 | r1 >> 1 | r1 >> 2) & 0x49u,
                     k2 = (r2 | r2 >> 1 | r2 >> 2) & 0x49u;
            cols[b] = r0 | r1 | r2;
            clash |= (r0 & (r0 - 1)) | (r1 & (r1 - 1)) | (r2 & (r2 - 1)) |
                     (r0 & r1) | (r0 & r2) | (r1 & r2) | (k0 & k1) | (k0 & k2) |
                     (k1 & k2);
            /* the closed rows, then the closed boxes */
            g->cand[SOLVE_WORD(b, d)] = ((0u - (r0 != 0)) & SOLVE_ROW_MASK(0)) |
                                        ((0u - (r1 != 0)) & SOLVE_ROW_MASK(1)) |
                                        ((0u - (r2 != 0)) & SOLVE_ROW_MASK(2)) |
                                        (k0 | k1 | k2) * 7u * 0x40201u;
        }
        clash |=
            (cols[0] & cols[1]) | (cols[0] & cols[2]) | (cols[1] & cols[2]);
        for (b = 0; b < 3; b++) {
            uint32_t closed = g->cand[SOLVE_WORD(b, d)] |
                              (cols[0] | cols[1] | cols[2]) * 0x40201u;
            g->cand[SOLVE_WORD(b, d)] =
                (SOLVE_BAND_ALL & ~closed & ~given[b]) | own[SOLVE_WORD(b, d)];
        }
    }
    for (b = 0; b < 3; b++)
        g->unsolved[b] = SOLVE_BAND_ALL & ~given[b];
    g->dirty = SOLVE_BAND_ALL;
    g->touched = 0;
    return !clash;
}
/* sudoku_solve_count(puzzle, root, limit, solution, guesses) counts the
 * solutions of *puzzle, set up in *root, up to the limit (1 or more),
 * keeps the smallest in *solution (which may be NULL: then only the
 * count, by the search in no order of solve_any.c) and adds its guesses to
 * *guesses: the full build's searches (solve_count.c; NULL in the judge
 * build, where solve.c's own search runs).  The judge file's
 * size is why the declaration names no parameter. */
SUDOKU_PRIVATE unsigned (*const sudoku_solve_count)(const sudoku_board *,
                                                    const struct solve_grid *,
                                                    unsigned, sudoku_board *,
                                                    unsigned long long *);

#endif /* SUDOKU_SOLVE_INTERNAL_H */
