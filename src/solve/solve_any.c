/*
 * solve_any.c - the full build's search of a classic puzzle in no
 * particular order, and the triad rule it adds to solve.c's propagation.
 *
 * count_any counts the solutions of a grid up to a limit and branches
 * where the tree is smallest (its comment says how).  Its callers:
 * solve_count.c, which counts with it what lies past the smallest
 * solution, tests the left branches of its ordered search with it, and
 * looks for the generator's other solution with it (from a root, with
 * the cheap descent below); and, from the root, sudoku_solve_any() and
 * sudoku_solve() with no solution asked for (sudoku_solve_count_alone),
 * which keep no order at all.
 *
 * The triad rule.  count_propagate adds one rule to solve.c's: the three
 * cells of a row or column inside a box (a triad) hold three different
 * digits, so a triad that three digits must use holds no other.  A digit
 * must use a triad when the triad is alone in its row or its column of
 * the digit's presence matrix in a band or a stack (see count_triads).
 * One pass over all 54 presence matrices costs about as much as a few
 * band updates, so it runs once a node, after solve.c's rules are stuck,
 * and solve.c's rules once more when it removed something (a second pass
 * seldom finds more).  The converse, a triad where only three digits can
 * go holds them, was tried as well: beside this rule it saved nothing.
 *
 * From a root (s->alone), the first descent is made cheap: until the search
 * makes its first wrong guess it leaves the triad rule out and, once at most
 * COUNT_DESCENT_CELLS cells are empty, branches on the cell with the
 * fewest candidates without weighing the units, and propagates without
 * the column step (SOLVE_NO_COLUMNS): there it seldom finds anything, and
 * serg_multi's puzzles cost 13% fewer instructions at limit 1, 10% at
 * limit 2, the other sets within 0.1%.  Puzzles with several
 * solutions (serg_multi) meet their first one on that descent, as the
 * ordered search does, without the cost of weighing every node; hard
 * puzzles have made their first wrong guess long before.  The first guess
 * after the first solution is made as cheaply (COUNT_AFTER): a puzzle with
 * several solutions most often has its second beside its first, while a
 * proper puzzle's proof of no other seldom ends there.  At limit 2, that
 * took serg_multi's puzzles from 50.1 to 46.7 million instructions
 * (6.8% fewer), for 0.2 to 0.3% more on top1465, hardest1905_11plus and
 * hardest1106 and 0.9% more on 17clue (the sets below).  Instructions
 * (callgrind, millions) and guesses a puzzle, on the first 600 puzzles of
 * top1465, 400 of hardest1905_11plus, 2,000 of serg_multi and 17clue and
 * all of hardest1106; the ordered count is the way sudoku_solve() counts
 * with a solution asked for, the smallest is sudoku_solve() at limit 1:
 *
 *                  limit 2                          limit 1
 *                  ordered count   free, alone      smallest     free, alone
 *   hardest1106    387.8  127.5    349.0  115.7     101.7  32.9  157.0  48.8
 *   top1465         83.1   13.9     71.3   12.5      55.3  10.1   46.3   6.4
 *   hardest1905    239.6   72.1    230.3   70.6     135.3  48.2  122.6  34.9
 *   serg_multi      67.4    1.1     70.1    1.2      57.8   0.0   60.8   0.2
 *   17clue          52.0    0.7     48.2    0.6      57.3   1.3   47.5   0.4
 *
 * With the column step and setup of solve.c and the weighing below made
 * cheaper (the same guesses), and the column step out of the cells' part
 * of the first descent, the same columns of instructions:
 *
 *                  limit 2                limit 1
 *                  ordered   free, alone  smallest  free, alone
 *   hardest1106    345.0     310.4         90.9     138.9
 *   top1465         73.2      62.7         49.3      40.0
 *   hardest1905    210.9     203.2        121.2     107.6
 *   serg_multi      53.9      50.1         44.3      41.7
 *   17clue          46.8      42.0         50.7      41.4
 *
 * Without the cheap descent, serg_multi took 93.2 and 79.6 million; taken
 * at every depth (at most 50 cells empty), it cost hardest1106 42% more at
 * limit 2; at most 35 cells empty cost serg_multi 13% more, at most 55 cost
 * hardest1106 1.5% (limit 2) to 4% (limit 1) more.  Weighing the units by
 * their digit with the fewest permutations first, rather than by all their
 * permutations, the cell with the fewest candidates at every node, and
 * starting with the ordered search for a few nodes were all worse.  At
 * limit 1 the ordered search with its tested left branches stays better on
 * hardest1106 and serg_multi; the free search is better on the rest.
 */
#include <stddef.h>
#include <stdint.h>

#include "base/bits.h"
#include "solve/solve_search.h"

/* SSE2 where the compiler targets it, as in solve.c (the same results
 * without it). */
#ifdef __SSE2__
#ifndef SUDOKU_PORTABLE
#define COUNT_SSE2 1
#include <emmintrin.h>
#endif
#endif

/* count_any branches on permutations only when at most this many cells are
 * unsolved: on sparser grids a wrong permutation can leave a part without
 * solutions that takes very long to refute, where the cell with the fewest
 * candidates fills the grid the way it can be filled. */
#define COUNT_SPARSE 60
/* Alone from the root (s->alone), until its first wrong guess, the search
 * branches on a cell without weighing the units once at most this many
 * cells are empty, and leaves the column step out there and the triad
 * rule out all along. */
#define COUNT_DESCENT_CELLS 45
/* After the first solution, until the search has made this many guesses
 * more, it branches as on its first descent (see the top of the file). */
#define COUNT_AFTER 2

/*
 * The triad rule.  A triad is the three cells of one row inside one box
 * (horizontal) or of one column inside one box (vertical); its three cells
 * hold three different digits, so a triad that three digits must use holds
 * no other.  A digit must use a triad when the triad is alone in its row
 * or in its column of the digit's presence matrix in a band (rows to
 * boxes) or in a stack (bands to columns).
 *
 * The triads of the three bands or stacks are kept in one word each, per
 * digit: horizontal triad (r, k) of band b at bit 9r + 3k + b (the bands
 * interleaved), vertical triad (band b, column c) at bit 9b + c.  So a row
 * of a band's matrix is bits base + 0, 3, 6 and a column of it base + 0,
 * 9, 18; a row of a stack's matrix (a band's three columns there) is bits
 * base + 0, 1, 2 and a column of it (a column's three bands) base + 0, 9,
 * 18: the same shifts for every band or stack at once.
 */
#define COUNT_TRIADS 0x1249249u /* bit 3j: the first cell of each triad */
#define COUNT_ROWS 0x1C0E07u    /* bits 9r + b: each row's first triad */
/* Of the three bits x, x >> s, x >> 2s at each bit of `base`, whether
 * exactly one is set. */
static inline uint32_t count_alone(uint32_t x, int s, uint32_t base)
{
    return (x ^ x >> s ^ x >> 2 * s) & ~(x & x >> s & x >> 2 * s) & base;
}

/* The triads a digit must use, from its present horizontal triads x. */
static inline uint32_t count_must_h(uint32_t x)
{
    return (count_alone(x, 3, COUNT_ROWS) * 0x49u |
            count_alone(x, 9, 0x1FFu) * 0x40201u) &
           x;
}

/* The same from its present vertical triads x. */
static inline uint32_t count_must_v(uint32_t x)
{
    return (count_alone(x, 1, COUNT_TRIADS) * 7u |
            count_alone(x, 9, 0x1FFu) * 0x40201u) &
           x;
}

/*
 * The rule over one side, given each digit's present triads p[d] and the
 * ones it must use must[d]: writes to p[d] those it can no longer use.
 * Returns -1 on a contradiction (a triad that four digits must use), 1
 * when some digit loses a triad, else 0.
 */
static int count_triad_rule(uint32_t p[9], const uint32_t must[9])
{
    uint32_t m1 = 0, m2 = 0, m3 = 0, m4 = 0, any = 0;
    int d;

    for (d = 0; d < 9; d++) {
        m4 |= m3 & must[d];
        m3 |= m2 & must[d];
        m2 |= m1 & must[d];
        m1 |= must[d];
    }
    if (m4)
        return -1;
    for (d = 0; d < 9; d++)
        any |= p[d] &= m3 & ~must[d];
    return any != 0;
}

/* Applies the triad rule to every band and stack once.  Returns -1 on a
 * contradiction, 1 when it removed a candidate, else 0. */
static int count_triads(struct solve_grid *g)
{
    uint32_t h[9], v[9], mh[9], mv[9];
    int b, d, n, changed;

    for (d = 0; d < 9; d++) {
        uint32_t x = 0, y = 0;
        for (b = 0; b < 3; b++) {
            uint32_t a = g->cand[SOLVE_WORD(b, d)];
            x |= ((a | a >> 1 | a >> 2) & COUNT_TRIADS) << b;
            y |= ((a | a >> 9 | a >> 18) & SOLVE_ROW_BITS) << 9 * b;
        }
        h[d] = x;
        v[d] = y;
        mh[d] = count_must_h(x);
        mv[d] = count_must_v(y);
    }
    n = count_triad_rule(h, mh);
    changed = count_triad_rule(v, mv);
    if (n < 0 || changed < 0)
        return -1;
    changed |= n;
    for (d = 0; d < 9 && changed; d++)
        for (b = 0; b < 3; b++) {
            uint32_t cells = (h[d] >> b & COUNT_TRIADS) * 7u |
                             (v[d] >> 9 * b & SOLVE_ROW_BITS) * 0x40201u;
            if (cells) {
                g->cand[SOLVE_WORD(b, d)] &= ~cells;
                g->dirty |= 1u << SOLVE_WORD(b, d);
            }
        }
    return changed;
}

/* Propagation with the triad rule on top: sudoku_solve_propagate to a
 * fixed point, then one pass of the triad rule, and solve.c's rules again
 * when it removed something.  Returns 0 on a contradiction. */
static int count_propagate(struct solve_grid *g)
{
    int n;

    if (!sudoku_solve_propagate(g))
        return 0;
    if (!(g->unsolved[0] | g->unsolved[1] | g->unsolved[2]))
        return 1;
    n = count_triads(g);
    return n == 0 || (n > 0 && sudoku_solve_propagate(g));
}

int sudoku_solve_triads(struct solve_grid *g)
{
    return count_propagate(g);
}

/*
 * An unsolved cell of *g with the fewest candidates, as far as two and
 * three tell: one with two if there is one, else one with three, else the
 * first unsolved cell.  Candidates are counted per cell bit-parallel over
 * the nine digits of a band, as in solve_naked_singles.  *g has an unsolved
 * cell.
 */
static void count_fewest_cell(const struct solve_grid *g, int *band, int *pos)
{
    int b, d, fewest = 5;

    *band = *pos = 0;
    for (b = 0; b < 3; b++) {
        uint32_t one = 0, two = 0, three = 0, four = 0, u = g->unsolved[b];
        if (!u)
            continue;
        for (d = 0; d < 9; d++) {
            uint32_t m = g->cand[SOLVE_WORD(b, d)];
            four |= three & m;
            three |= two & m;
            two |= one & m;
            one |= m;
        }
        if (two & ~three & u) {
            *band = b;
            *pos = bits_ctz_nonzero(two & ~three & u);
            return;
        }
        if ((three & ~four & u) && fewest > 3) {
            *band = b;
            *pos = bits_ctz_nonzero(three & ~four & u);
            fewest = 3;
        } else if (fewest > 4) {
            *band = b;
            *pos = bits_ctz_nonzero(u);
            fewest = 4; /* four or more */
        }
    }
}

/* A band (unit 0..2) or a stack of three columns (unit 3..5) to branch
 * on: the digit with the fewest fitting permutations there (fits, at least
 * 2), its presence matrix, and the unit's permutations over all digits. */
struct count_unit {
    int unit, digit, fits;
    uint32_t matrix;
    int total;
};

/* Keeps a unit in *best when it has fewer permutations in all (total) and
 * is not settled: key is fits * 16 + digit of its digit with the fewest
 * fits of 2 or more (the first of them), 0xFF when every digit is
 * settled. */
static void count_keep(struct count_unit *best, int unit, int key, int total)
{
    if (key != 0xFF && total < best->total) {
        best->unit = unit;
        best->digit = key & 15;
        best->fits = key >> 4;
        best->total = total;
    }
}

/* The presence matrix of digit d in unit u of *g (see count_unit): a
 * band's rows to its boxes, or a stack's bands to its three columns. */
static uint32_t count_matrix(const struct solve_grid *g, int u, int d)
{
    uint32_t m = 0;
    int b;

    if (u < 3)
        return solve_presence(g->cand[SOLVE_WORD(u, d)]);
    for (b = 0; b < 3; b++) {
        uint32_t a = g->cand[SOLVE_WORD(b, d)];
        m |= ((a | a >> 9 | a >> 18) >> 3 * (u - 3) & 7u) << 3 * b;
    }
    return m;
}

#ifdef COUNT_SSE2
/* The presence matrices of the four words a, one a lane, bit 3k + r for
 * row r in box k; with their columns in *cols (bit 3s + j for column 3s +
 * j). */
static inline __m128i count_band_matrix(__m128i a, __m128i *cols)
{
    const __m128i rows = _mm_set1_epi32(SOLVE_ROW_BITS);
    __m128i t =
        _mm_and_si128(_mm_or_si128(_mm_or_si128(a, _mm_srli_epi32(a, 1)),
                                   _mm_srli_epi32(a, 2)),
                      _mm_set1_epi32((int)COUNT_TRIADS));

    *cols = _mm_and_si128(_mm_or_si128(_mm_or_si128(a, _mm_srli_epi32(a, 9)),
                                       _mm_srli_epi32(a, 18)),
                          rows);
    return _mm_and_si128(_mm_or_si128(_mm_or_si128(t, _mm_srli_epi32(t, 8)),
                                      _mm_srli_epi32(t, 16)),
                         rows);
}

/* The presence matrices of the stacks in t, bit 3b + j for band b in
 * column j, from its bits 9b + j (one stack a lane). */
static inline __m128i count_stack_matrix(__m128i t)
{
    return _mm_and_si128(_mm_or_si128(_mm_or_si128(t, _mm_srli_epi32(t, 6)),
                                      _mm_srli_epi32(t, 12)),
                         _mm_set1_epi32(SOLVE_ROW_BITS));
}

/*
 * The 54 presence matrices of a grid, 16 bits each, as count_weigh_all
 * weighs them: v[u] holds digits 0 .. 7 of unit u (lane d), v[6] digit 8
 * of units 0 .. 5 (lane u).  A band's matrix has bit 3k + r for row r in
 * box k, a stack's bit 3b + j for band b in column j: both transposed or
 * not, the same permutations fit.  With bands_only, the stacks' are 0.
 */
static void count_matrices(const struct solve_grid *g, int bands_only,
                           __m128i v[7])
{
    const __m128i zero = _mm_setzero_si128(), firsts = _mm_set1_epi32(0x1C0E07);
    __m128i m[6][2], cols[3][3], a, y;
    int b, u, j;

    for (b = 0; b < 3; b++)
        for (j = 0; j < 2; j++)
            m[b][j] = count_band_matrix(
                _mm_loadu_si128(
                    (const __m128i *)&g->cand[SOLVE_WORD(b, 4 * j)]),
                &cols[b][j]);
    /* digit 8 of band b in lane b */
    a = _mm_unpacklo_epi64(
        _mm_unpacklo_epi32(_mm_cvtsi32_si128((int)g->cand[SOLVE_WORD(0, 8)]),
                           _mm_cvtsi32_si128((int)g->cand[SOLVE_WORD(1, 8)])),
        _mm_cvtsi32_si128((int)g->cand[SOLVE_WORD(2, 8)]));
    a = count_band_matrix(a, &cols[0][2]);
    for (j = 0; j < 2; j++) {
        /* column 3s + c of band b at bit 9b + 3s + c */
        y = _mm_or_si128(
            _mm_or_si128(cols[0][j], _mm_slli_epi32(cols[1][j], 9)),
            _mm_slli_epi32(cols[2][j], 18));
        for (b = 0; b < 3; b++)
            m[3 + b][j] = bands_only ? zero
                                     : count_stack_matrix(_mm_and_si128(
                                           _mm_srli_epi32(y, 3 * b), firsts));
    }
    for (u = 0; u < 6; u++)
        v[u] = _mm_packs_epi32(m[u][0], m[u][1]);
    /* digit 8: the three bands' columns in every lane, stack s in lane s */
    y = cols[0][2];
    y = _mm_or_si128(
        _mm_or_si128(_mm_shuffle_epi32(y, 0x00),
                     _mm_slli_epi32(_mm_shuffle_epi32(y, 0x55), 9)),
        _mm_slli_epi32(_mm_shuffle_epi32(y, 0xAA), 18));
    y = _mm_and_si128(y, _mm_setr_epi32(0x1C0E07, 0xE07038, 0x70381C0, 0));
    /* each stack's bits shifted down by 3s: the other shifts move them
     * out of the bits 9b + j */
    y = _mm_and_si128(_mm_or_si128(_mm_or_si128(y, _mm_srli_epi32(y, 3)),
                                   _mm_srli_epi32(y, 6)),
                      firsts);
    y = bands_only ? zero : count_stack_matrix(y);
    v[6] = _mm_packs_epi32(_mm_or_si128(a, _mm_slli_si128(y, 12)),
                           _mm_srli_si128(y, 4));
}

/* a + b or the lesser of the two, lane by lane */
static inline __m128i count_pair(__m128i a, __m128i b, int least)
{
    return least ? _mm_min_epi16(a, b) : _mm_add_epi16(a, b);
}

/* Lane u of the result: the sum, or the least, of the eight lanes of x[u],
 * for u 0 .. 7: three rounds of pairs. */
static inline __m128i count_fold(const __m128i x[8], int least)
{
    __m128i h[4], k[2];
    size_t i;

    for (i = 0; i < 4; i++)
        h[i] = count_pair(_mm_unpacklo_epi16(x[2 * i], x[2 * i + 1]),
                          _mm_unpackhi_epi16(x[2 * i], x[2 * i + 1]), least);
    for (i = 0; i < 2; i++)
        k[i] = count_pair(_mm_unpacklo_epi32(h[2 * i], h[2 * i + 1]),
                          _mm_unpackhi_epi32(h[2 * i], h[2 * i + 1]), least);
    return count_pair(_mm_unpacklo_epi64(k[0], k[1]),
                      _mm_unpackhi_epi64(k[0], k[1]), least);
}

/* The unit to branch on (see count_any): the bands, and unless bands_only
 * the stacks.  All 54 matrices are weighed at once, eight digits a vector
 * (count_matrices): the same choices as the tables below; against four
 * digits a vector, unit by unit, 4.3% fewer instructions in all on
 * hardest1106 and hardest1905_11plus, 3.5% on top1465, 1.2% on
 * serg_multi and 0.8% on 17clue (callgrind, the count alone at limit 2,
 * the sets of the top of the file). */
static void count_weigh_all(const struct solve_grid *g, int bands_only,
                            struct count_unit *best)
{
    static const uint16_t perms[6] = {
        SOLVE_CPERM(0, 1, 2), SOLVE_CPERM(0, 2, 1), SOLVE_CPERM(1, 0, 2),
        SOLVE_CPERM(1, 2, 0), SOLVE_CPERM(2, 0, 1), SOLVE_CPERM(2, 1, 0)};
    const __m128i one = _mm_set1_epi16(1), none = _mm_set1_epi16(0xFF);
    __m128i v[7], fits[8], keys[8], ninth_fits, ninth_keys;
    uint16_t totals[8], least[8];
    int u, k;

    count_matrices(g, bands_only, v);
    for (u = 0; u < 7; u++)
        fits[u] = _mm_setzero_si128();
    for (k = 0; k < 6; k++) {
        __m128i perm = _mm_set1_epi16((short)perms[k]);
        for (u = 0; u < 7; u++)
            fits[u] = _mm_sub_epi16(
                fits[u], _mm_cmpeq_epi16(_mm_and_si128(v[u], perm), perm));
    }
    /* the key of a digit: fits * 16 + digit, 0xFF when settled */
    for (u = 0; u < 7; u++) {
        __m128i few = _mm_cmpgt_epi16(fits[u], one),
                k8 = _mm_or_si128(_mm_slli_epi16(fits[u], 4),
                                  u < 6 ? _mm_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7)
                                        : _mm_set1_epi16(8));
        keys[u] =
            _mm_or_si128(_mm_and_si128(few, k8), _mm_andnot_si128(few, none));
    }
    /* units 0 .. 5 folded, two units of pad, then digit 8 */
    ninth_fits = fits[6];
    ninth_keys = keys[6];
    fits[6] = fits[7] = _mm_setzero_si128();
    keys[6] = keys[7] = none;
    _mm_storeu_si128((__m128i *)totals,
                     _mm_add_epi16(count_fold(fits, 0), ninth_fits));
    _mm_storeu_si128((__m128i *)least,
                     _mm_min_epi16(count_fold(keys, 1), ninth_keys));
    for (u = 0; u < (bands_only ? 3 : 6); u++)
        count_keep(best, u, least[u], totals[u]);
}
#else
/* Weighs a unit from its nine digits' presence matrices m (rows: the
 * band's rows or the stack's bands; columns: boxes or columns) and keeps
 * it in *best when it has fewer permutations in all and is not settled. */
static void count_weigh(const uint32_t m[9], int unit, struct count_unit *best)
{
    /* The digit as a key, fits * 16 + digit, so that the smallest key
     * is the first digit with the fewest: no branch on the data. */
    int d, total = 0, key = 0xFF;

    for (d = 0; d < 9; d++) {
        int n = solve_fits[m[d]], k = n >= 2 ? n << 4 | d : 0xFF;
        total += n;
        key = k < key ? k : key;
    }
    count_keep(best, unit, key, total);
}

/* The unit to branch on (see count_any): the bands, and unless bands_only
 * the stacks. */
static void count_weigh_all(const struct solve_grid *g, int bands_only,
                            struct count_unit *best)
{
    uint32_t m[9], cols[27];
    int b, d, t;

    for (b = 0; b < 3; b++) {
        for (d = 0; d < 9; d++) {
            uint32_t a = g->cand[SOLVE_WORD(b, d)];
            m[d] = solve_presence(a);
            cols[SOLVE_WORD(b, d)] = (a | a >> 9 | a >> 18) & SOLVE_ROW_BITS;
        }
        count_weigh(m, b, best);
    }
    for (t = 0; t < 3 * !bands_only; t++) {
        for (d = 0; d < 9; d++)
            m[d] = (cols[SOLVE_WORD(0, d)] >> 3 * t & 7u) |
                   (cols[SOLVE_WORD(1, d)] >> 3 * t & 7u) << 3 |
                   (cols[SOLVE_WORD(2, d)] >> 3 * t & 7u) << 6;
        count_weigh(m, 3 + t, best);
    }
}
#endif

/* The search below, which the branching steps call back. */
static void count_any(struct count_run *s, struct solve_grid *g);

/* Branches on the digits of the cell of *g with the fewest candidates. */
static void count_on_cell(struct count_run *s, const struct solve_grid *g)
{
    int b, d, k, first = 1;

    count_fewest_cell(g, &b, &k);
    for (d = 0; d < 9 && s->count < s->limit; d++) {
        struct solve_grid child;

        if (!(g->cand[SOLVE_WORD(b, d)] >> k & 1u))
            continue;
        child = *g;
        s->guesses += !first;
        first = 0;
        if (sudoku_solve_place(&child, b, d, k))
            count_any(s, &child);
    }
}

/* Branches on the permutations that still fit *best's digit in its unit. */
static void count_on_unit(struct count_run *s, const struct solve_grid *g,
                          const struct count_unit *best)
{
    int b, k, first = 1;

    for (k = 0; k < 6 && s->count < s->limit; k++) {
        struct solve_grid child;
        const unsigned char *p = solve_perms[k];
        uint32_t perm = SOLVE_CPERM(p[0], p[1], p[2]);

        if ((best->matrix & perm) != perm)
            continue;
        child = *g;
        if (best->unit < 3) {
            /* one permutation's presence matrix keeps exactly its triads */
            int i = SOLVE_WORD(best->unit, best->digit);
            child.cand[i] &= SOLVE_CKEEP(p[0], p[1], p[2]);
            child.dirty |= 1u << i;
        } else {
            /* band b keeps, of the stack's columns, the one perm gives it */
            for (b = 0; b < 3; b++) {
                int i = SOLVE_WORD(b, best->digit);
                uint32_t drop = (7u & ~(perm >> 3 * b)) << 3 * (best->unit - 3);
                child.cand[i] &= ~(drop * 0x40201u);
                child.dirty |= 1u << i;
            }
        }
        s->guesses += !first;
        first = 0;
        count_any(s, &child);
    }
}

/* Whether a node from a root (s->alone) is searched as the first descent
 * is: before the first wrong guess, or in the guesses just after the first
 * solution (COUNT_AFTER). */
static int count_cheap(const struct count_run *s)
{
    if (!s->alone)
        return 0;
    return !s->guesses ||
           (s->count > 0 && s->guesses - s->first_at < COUNT_AFTER);
}

/*
 * Counts the solutions of *g up to s->limit by a search in no particular
 * order, with the triad rule (count_propagate), which branches where it
 * splits the puzzle coarsely: on the way one
 * digit sits in one band (the permutation that maps its three rows to the
 * three boxes, see solve_band_update) or in one stack of three columns (the
 * permutation that maps its three columns to the three bands, see
 * solve_column_step).  It takes the band or stack with the fewest fitting
 * permutations over all digits, among those where some digit still has two
 * or more, and there the digit with the fewest; each child keeps one
 * permutation.  Every solution uses exactly one permutation per band,
 * stack and digit, so the children split the solutions among them and the
 * search is complete.  When that digit still has four or more
 * permutations, or more than COUNT_SPARSE cells are empty, it branches on
 * the digits of the cell with the fewest candidates instead (only 2 or 3
 * ways: on hardest1106 2 to 5% faster than 2 only; 4 or more ways makes
 * some sparse grids very slow).  A cell with two candidates is no better
 * choice than a permutation: taken instead of one with three fits, the
 * same guesses at limit 2 (top1465's and hardest1905's first 300,
 * hardest1106); instead of any, 1.3 to 2.1 times the guesses.  As the
 * test of a left branch (s->bands_only) it weighs the bands only and
 * branches on a cell only when every permutation is settled, as solve.c's
 * probe does: 5% fewer instructions at limit 1 than the counting choice
 * on hardest1905 (its first 300 puzzles), 2% on top1465, the same on
 * hardest1106.  With a budget (s->budget), it gives up after that many
 * guesses and says so in s->gave_up.  From a root (s->alone), its first
 * descent is cheap, as the top of the file says.
 */
static void count_any(struct count_run *s, struct solve_grid *g)
{
    struct count_unit best = {-1, -1, 7, 0, 9 * 6 + 1};
    int empty, descent = count_cheap(s);

    if (s->budget && s->guesses >= s->budget) {
        s->gave_up = 1;
        s->count = s->limit; /* stops every loop above */
        return;
    }
    if (!descent)
        g->touched &= ~SOLVE_NO_COLUMNS; /* the descent is over */
    if (!(descent ? sudoku_solve_propagate(g) : count_propagate(g)))
        return;
    if (!(g->unsolved[0] | g->unsolved[1] | g->unsolved[2])) {
        count_solved(s, g);
        return;
    }
    empty = bits_popcount64((uint64_t)g->unsolved[0] << 32 | g->unsolved[1]) +
            bits_popcount64(g->unsolved[2]);
    if (descent && empty <= COUNT_DESCENT_CELLS) {
        g->touched |= SOLVE_NO_COLUMNS; /* for the children */
        count_on_cell(s, g);
        return;
    }
    if (!s->bands_only && empty > COUNT_SPARSE) {
        count_on_cell(s, g); /* a sparse grid */
        return;
    }
    count_weigh_all(g, s->bands_only, &best);
    if (best.unit < 0 || (!s->bands_only && best.fits > 3))
        count_on_cell(s, g); /* no digit with few ways */
    else {
        best.matrix = count_matrix(g, best.unit, best.digit);
        count_on_unit(s, g, &best);
    }
}

void sudoku_solve_free(struct count_run *s, struct solve_grid *g)
{
    count_any(s, g);
}

/*
 * The free search alone from the root (s->alone): sudoku_solve_any() and
 * sudoku_solve() without a solution.  Falls back on sudoku_solve() with a
 * solution asked for, the ordered search, when it runs out of its budget.
 */
static unsigned any_count(const sudoku_board *puzzle,
                          const struct solve_grid *root, unsigned limit,
                          sudoku_board *solution, unsigned long long *guesses)
{
    struct solve_grid g = *root;
    struct count_run s = {0};

    s.limit = limit;
    s.solution = solution;
    s.budget = COUNT_BUDGET;
    s.alone = 1;
    sudoku_solve_free(&s, &g);
    if (s.gave_up) {
        struct sudoku_solve_stats plain = {0};
        sudoku_board scratch;

        s.count =
            sudoku_solve(puzzle, limit, solution ? solution : &scratch, &plain);
        s.guesses += plain.guesses;
    }
    *guesses += s.guesses;
    return s.count;
}

unsigned sudoku_solve_count_alone(const sudoku_board *puzzle,
                                  const struct solve_grid *root, unsigned limit,
                                  unsigned long long *guesses)
{
    return any_count(puzzle, root, limit, NULL, guesses);
}

SUDOKU_API unsigned sudoku_solve_any(const sudoku_board *puzzle, unsigned limit,
                                     sudoku_board *solution,
                                     struct sudoku_solve_stats *stats)
{
    struct solve_grid root;
    unsigned long long guesses = 0;
    unsigned count = 0;

    if (solve_setup(&root, puzzle))
        count =
            any_count(puzzle, &root, limit < 1 ? 1 : limit, solution, &guesses);
    if (stats)
        stats->guesses += guesses;
    return count;
}
