/*
 * solve.c - the classic 9x9 solver: bitboards, propagation, ordered search.
 *
 * sudoku_solve() counts the solutions of a puzzle up to a limit and returns
 * the lexicographically smallest one.  The grid is held as one 27-bit word
 * per (band, digit): the cells of that band of three rows where the digit
 * may still go.  Propagation works on whole words at once: locked
 * candidates and hidden singles inside a band (the "band update"), naked
 * singles, and, when those are stuck, locked candidates across the three
 * bands of each stack of columns and hidden singles in columns.  The search
 * branches on the first empty cell in row-major order and tries its
 * smallest remaining digit first; when one solution is wanted, it first
 * tests a left branch for a solution with a search that branches more
 * coarsely, and skips the branch when there is none.  The full build
 * sends every puzzle to solve_count.c, whose searches add a rule on
 * triads and count the solutions after the smallest without keeping their
 * order, and count without any order when no solution is asked for (the
 * search of solve_any.c, which sudoku_solve_any() uses too); the judge
 * build, which has only this file, searches here, and counts on in order.  No
 * allocation, no mutable static data: every call works on its own stack, so
 * threads may call it at once.
 *
 * Why the first solution found is the lexicographically smallest
 * ---------------------------------------------------------------
 * Propagation only removes a candidate that no solution of the current
 * node can use (each rule is a consequence of "every row, column and box
 * holds each digit exactly once"), so a node's set of solutions never
 * changes under propagation, and a contradiction means the set is empty.
 * At a node, let c be the first cell in row-major order that is not yet
 * solved and d its smallest candidate.  Every cell before c is solved, so
 * all solutions of the node agree before c.  The node splits into
 * "c = d" (searched first) and "c != d"; every solution of the first part
 * has d at c and every solution of the second has a larger digit there, so
 * each solution of the first part is smaller than each of the second.  By
 * induction on the number of unsolved candidates, a depth-first search that
 * explores the first part completely before the second meets the node's
 * solutions in increasing order; in particular the first one it meets is
 * the smallest, and counting up to a limit still meets the smallest first.
 *
 * Why this branching rather than the usual "fewest candidates" one
 * ------------------------------------------------------------------
 * (For the smallest solution.  Counting the others needs no order, and
 * solve_any.c's search branches where the tree is smallest.)
 * Three designs were measured with tests/bench/bench.c, with the same
 * propagation (before the stack step and the tables were added), medians
 * in puzzles/s and guesses a puzzle:
 *
 *                     (a) this one     (b) bivalue, count 2   (c) descend
 *   kaggle9999        550k    0.0      421k    0.0            294k    0.0
 *   17clue            174k    3.7      158k    2.6            137k    2.8
 *   top1465            50k   21.2       39k   29.6             23k   28.5
 *   hardest1905       12.1k 109         7.0k 156              7.6k 152
 *   hardest1106       15.1k  88         2.9k 358              8.4k 143
 *
 * (b) branches on the first cell with two candidates and counts to 2: a
 * unique answer is then the smallest, otherwise (a) runs as well.  It must
 * explore its whole tree even when one answer is wanted, where (a) stops at
 * the first solution.  (c) finds some solution with (b)'s branching, then
 * fixes the cells in row-major order, asking a satisfiability search at
 * each whether a smaller digit still has a solution.  Under propagation
 * this strong, the row-major cell is a good branching choice anyway (it
 * sits next to the cells already solved), so (a) won on every set.
 *
 * Almost all of (a)'s guesses on the hardest puzzles go to proving that a
 * few left branches on the way to the answer hold no solution.  With limit
 * 1, such a branch is now first tested by solve_probe, a search for any
 * solution that branches on how a digit sits in a band (a permutation of
 * its three rows onto the three boxes) rather than on a cell, and skipped
 * when the test finds none (solve_left_has_solution).  A test that finds a
 * solution hands it down as a hint: the left branches that agree with it
 * need no test.  Skipping a branch without a solution cannot change which
 * solution is met first, so the order argument above still holds.  A test
 * gives up after SOLVE_PROBE_GUESSES guesses, and then the puzzle is
 * searched plainly: tests thrash on some puzzles with many solutions (the
 * empty grid).  Tests start only after SOLVE_PROBE_AFTER guesses.  Guesses
 * a puzzle, tests included, and time on this machine, before and after
 * (same answers, alternating runs):
 *
 *   hardest1905_11plus    100.05 -> 67.51     54.4 -> 42.8 us
 *   hardest1106            78.71 -> 41.19     43.7 -> 28.5 us
 *   top1465                12.56 -> 11.80      9.3 ->  9.4 us
 *   17clue                  1.89 ->  1.39      2.9 ->  2.7 us
 */
#include <stdint.h>

#include "base/bits.h"
#include "solve/solve_internal.h"

/* SSE2 where the compiler targets it, unless SUDOKU_PORTABLE asks for the
 * portable code alone (which gives the same results; the judge build
 * keeps only that, see CMakeLists.txt). */
#ifdef __SSE2__
#ifndef SUDOKU_PORTABLE
#define SOLVE_SSE2 1
#include <emmintrin.h>
#endif
#endif

/*
 * Removes the cells of `cells` from every digit of band b but d, marking
 * dirty the words it changed.  It clears all nine words and then puts d's
 * back: which word that is depends on the data, and a branch on it is
 * mispredicted often enough to cost more than the extra stores.  Clearing
 * a placed cell from the other digits is the largest part of the
 * propagation's work, so with SSE2 the words go four at a time: 8 to 10%
 * fewer instructions in all (callgrind, the first 300 puzzles of top1465
 * at limits 1 and 2: 36.9 and 51.8 million before, 33.5 and 47.6 after;
 * of hardest1905_11plus 109.5 and 194.2, 99.2 and 178.2), and 1.01 to
 * 1.09 times the puzzles/s of the scalar loop in one process (geometric
 * means of two runs with the libraries' places swapped, per set and
 * limit, over six public sets).
 */
static inline void solve_clear_other_digits(struct solve_grid *g, int b, int d,
                                            uint32_t cells)
{
    int first = SOLVE_WORD(b, 0), keep = SOLVE_WORD(b, d), j = 0;
    uint32_t own = g->cand[keep], hit = 0;

#ifdef SOLVE_SSE2
    /* two vectors of four words, then the ninth word as below */
    __m128i m = _mm_set1_epi32((int)cells), gone;
    for (; j < 8; j += 4) {
        __m128i *w = (__m128i *)&g->cand[first + j], a = _mm_loadu_si128(w);
        _mm_storeu_si128(w, _mm_xor_si128(a, gone = _mm_and_si128(a, m)));
        hit |= (uint32_t)(_mm_movemask_ps(_mm_castsi128_ps(
                              _mm_cmpeq_epi32(gone, _mm_setzero_si128()))) ^
                          15)
               << j;
    }
#endif
    for (; j < 9; j++) {
        uint32_t x = g->cand[first + j] & cells;
        g->cand[first + j] ^= x;
        hit |= (uint32_t)(x != 0) << j;
    }
    g->cand[keep] = own;
    g->dirty |= (hit << first) & ~(1u << keep);
}

/* Removes the cells of `cols_mask` from digit d in the bands other than b:
 * the two words alone, with no word to put back (the three words cleared
 * and one put back, as above, cost 2.5% more instructions in all on
 * hardest1106, the count alone at limit 2). */
static inline void solve_clear_columns(struct solve_grid *g, int b, int d,
                                       uint32_t cols_mask)
{
    int u = SOLVE_WORD(b == 0, d), v = SOLVE_WORD(2 - (b == 2), d);
    uint32_t x = g->cand[u] & cols_mask, y = g->cand[v] & cols_mask;

    g->cand[u] ^= x;
    g->cand[v] ^= y;
    g->dirty |= (uint32_t)(x != 0) << u | (uint32_t)(y != 0) << v;
}

/*
 * Solves band position p of band b as digit d (0..8): the cell loses its
 * other digits and its row, box and column peers lose d.  Returns 0 when d
 * is no longer a candidate there, which is how two equal givens, or two
 * singles that want the same digit in one house, are caught.
 */
int sudoku_solve_place(struct solve_grid *g, int b, int d, int p)
{
    uint32_t bit = 1u << p;
    int c = p % 9;

    if (!(g->cand[SOLVE_WORD(b, d)] & bit))
        return 0;
    solve_clear_other_digits(g, b, d, bit);
    g->cand[SOLVE_WORD(b, d)] &=
        ~(SOLVE_ROW_MASK(p / 9) | SOLVE_BOX_MASK(c / 3) | SOLVE_COL_MASK(c)) |
        bit;
    g->dirty |= 1u << SOLVE_WORD(b, d);
    solve_clear_columns(g, b, d, SOLVE_COL_MASK(c));
    g->unsolved[b] &= ~bit;
    return 1;
}

/*
 * solve_keep_mask[x] maps a band's 3x3 presence matrix (bit 3r + k: row r
 * has a candidate in box k; see solve_presence) to the cells of the triads
 * that some fitting permutation uses: triad (r, k) becomes bits
 * 9r + 3k .. 9r + 3k + 2.  It is 0 when no permutation fits.
 */
static const uint32_t solve_keep_mask[512] = {SOLVE_T9(SOLVE_KEEP, 0u)};

/*
 * The band update for word i: locked candidates and hidden singles of one
 * digit inside one band.  The digit occupies one cell in each of the three
 * rows and each of the three boxes, so its rows map to its boxes by a
 * permutation; a triad survives only if some permutation whose three
 * triads all still hold a candidate uses it.  This one step covers
 * "pointing" and "claiming" inside the band and box hidden singles (a box
 * with one candidate forces its row's triad).  A row left with one cell is
 * a hidden single; it is solved at once, and since the permutation already
 * keeps the other rows out of its box (and so out of its column inside the
 * band), only the other digits and the other bands need clearing.  Returns
 * 0 on a contradiction: no permutation fits.
 */
static int solve_band_update(struct solve_grid *g, int i)
{
    uint32_t a = g->cand[i], keep, more, singles;
    int b = SOLVE_WORD_BAND(i), d = SOLVE_WORD_DIGIT(i);

    keep = solve_keep_mask[solve_presence(a)];
    if (!keep)
        return 0;
    a &= keep;
    /* Each row keeps a cell (a permutation fits), so a - 0x40201 borrows
     * inside each row: `more` is each row but its lowest cell, and a row
     * is a single when that is empty (bit 8 of a row in `more` set when
     * it is not: its low eight bits plus 0xFF carry there). */
    more = a & (a - 0x40201u);
    more = (((more & 0x3FDFEFFu) + 0x3FDFEFFu) | more) & 0x4020100u;
    singles = a & ~((more >> 8) * SOLVE_ROW_BITS) & g->unsolved[b];
    g->cand[i] = a;
    if (singles) {
        uint32_t cols =
            ((singles | singles >> 9 | singles >> 18) & SOLVE_ROW_BITS) *
            0x40201u;
        g->unsolved[b] &= ~singles;
        solve_clear_other_digits(g, b, d, singles);
        solve_clear_columns(g, b, d, cols);
    }
    return 1;
}

/*
 * Naked singles: an unsolved cell with one digit left is solved.  Counts
 * candidates per cell bit-parallel over the nine digits of a band ("one":
 * at least one, "two": at least two).  Returns -1 on a contradiction (a
 * cell, solved or not, without any digit), 1 when it solved a cell, else 0.
 */
static int solve_naked_singles(struct solve_grid *g)
{
    int b, d, placed = 0;

    for (b = 0; b < 3; b++) {
        uint32_t one = 0, two = 0, s;
        for (d = 0; d < 9; d++) {
            uint32_t m = g->cand[SOLVE_WORD(b, d)];
            two |= one & m;
            one |= m;
        }
        if (one != SOLVE_BAND_ALL)
            return -1;
        s = one & ~two & g->unsolved[b];
        while (s) {
            int p = bits_ctz_nonzero(s);
            uint32_t bit = 1u << p;
            s &= s - 1;
            for (d = 0; d < 9 && !(g->cand[SOLVE_WORD(b, d)] & bit); d++)
                ;
            /* d == 9: an earlier single of this loop took its last digit */
            if (d == 9 || !sudoku_solve_place(g, b, d, p))
                return -1;
            placed = 1;
        }
    }
    return placed;
}

/*
 * The column step, for each digit changed since the last one: the band
 * update turned on its side.  Folding a band's three rows gives, per
 * column, whether the band still holds the digit there (p[b], 9 bits:
 * column 3s + j at bit 3s + j).  In each stack the three columns map to
 * the three bands by a permutation, so band b keeps column j only if the
 * other two bands hold the other two columns one way or the other (the
 * three stacks at once, with the columns turned inside their stacks:
 * t1 has column 3s + (j + 1) % 3 at bit 3s + j, t2 column 3s + (j + 2) %
 * 3); a stack where band 0 keeps nothing has no permutation.  Then a column
 * with the digit in one cell only is a hidden single.  Against trying the
 * six permutations one by one: the same results, and 4 to 6% fewer
 * instructions in all (callgrind: serg_multi's first 2,000 puzzles at
 * limit 1, 70.1 and 66.1 million; top1465's first 300 at limits 1 and 2,
 * 33.5 and 32.2, 47.6 and 45.8; hardest1905_11plus's, 99.2 and 95.3,
 * 178.2 and 171.5).  Returns -1 on a contradiction, 1 when it changed
 * anything, else 0.
 */
#ifdef SOLVE_SSE2
/* The column step below for the four digits d0 .. d0 + 3 at once, one
 * lane each, the same steps in the same names; then the hidden singles
 * of the four, one by one. */
static int solve_column_step4(struct solve_grid *g, int d0)
{
    const __m128i rows = _mm_set1_epi32(SOLVE_ROW_BITS),
                  zero = _mm_setzero_si128();
    __m128i a[3], p[3], t1[3], t2[3], twice = zero, single, x;
    uint32_t cells[3][4];
    int b, j, changed = 0, found = 0;

    for (b = 0; b < 3; b++) {
        __m128i r0, r1, r2;
        a[b] = _mm_loadu_si128((const __m128i *)&g->cand[SOLVE_WORD(b, d0)]);
        r0 = _mm_and_si128(a[b], rows);
        r1 = _mm_and_si128(_mm_srli_epi32(a[b], 9), rows);
        r2 = _mm_srli_epi32(a[b], 18);
        p[b] = _mm_or_si128(_mm_or_si128(r0, r1), r2);
        twice = _mm_or_si128(
            twice, _mm_or_si128(_mm_and_si128(r1, r2),
                                _mm_and_si128(r0, _mm_or_si128(r1, r2))));
        t1[b] = _mm_or_si128(
            _mm_and_si128(_mm_srli_epi32(p[b], 1), _mm_set1_epi32(0xDB)),
            _mm_and_si128(_mm_slli_epi32(p[b], 2), _mm_set1_epi32(0x124)));
        t2[b] = _mm_or_si128(
            _mm_and_si128(_mm_srli_epi32(p[b], 2), _mm_set1_epi32(0x49)),
            _mm_and_si128(_mm_slli_epi32(p[b], 1), _mm_set1_epi32(0x1B6)));
    }
    twice = _mm_or_si128(
        twice, _mm_or_si128(_mm_and_si128(p[1], p[2]),
                            _mm_and_si128(p[0], _mm_or_si128(p[1], p[2]))));
    single =
        _mm_andnot_si128(twice, _mm_or_si128(_mm_or_si128(p[0], p[1]), p[2]));
    for (b = 0; b < 3; b++) {
        int u = b == 0, v = 2 - (b == 2); /* the other two bands */
        __m128i allow =
            _mm_and_si128(p[b], _mm_or_si128(_mm_and_si128(t1[u], t2[v]),
                                             _mm_and_si128(t2[u], t1[v])));
        __m128i keep, c;
        int lost;
        if (b == 0) {
            x = _mm_or_si128(allow, _mm_or_si128(_mm_srli_epi32(allow, 1),
                                                 _mm_srli_epi32(allow, 2)));
            x = _mm_and_si128(x, _mm_set1_epi32(0x49));
            if (_mm_movemask_ps(_mm_castsi128_ps(
                    _mm_cmpeq_epi32(x, _mm_set1_epi32(0x49)))) != 15)
                return -1; /* some stack has no permutation */
        }
        keep = _mm_or_si128(allow, _mm_or_si128(_mm_slli_epi32(allow, 9),
                                                _mm_slli_epi32(allow, 18)));
        keep = _mm_and_si128(a[b], keep);
        lost =
            _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(keep, a[b]))) ^ 15;
        if (lost) {
            _mm_storeu_si128((__m128i *)&g->cand[SOLVE_WORD(b, d0)], keep);
            g->dirty |= (uint32_t)lost << SOLVE_WORD(b, d0);
            changed = 1;
        }
        c = _mm_and_si128(single, p[b]);
        c = _mm_or_si128(
            c, _mm_or_si128(_mm_slli_epi32(c, 9), _mm_slli_epi32(c, 18)));
        c = _mm_and_si128(_mm_and_si128(c, keep),
                          _mm_set1_epi32((int)g->unsolved[b]));
        _mm_storeu_si128((__m128i *)cells[b], c);
        found |=
            _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(c, zero))) ^ 15;
    }
    for (b = 0; b < 3 && found; b++)
        for (j = 0; j < 4; j++)
            for (; cells[b][j]; cells[b][j] &= cells[b][j] - 1) {
                if (!sudoku_solve_place(g, b, d0 + j,
                                        bits_ctz_nonzero(cells[b][j])))
                    return -1;
                changed = 1;
            }
    return changed;
}

/* solve_column_step below, four digits at a time: the changed digits'
 * groups of 0 .. 3, 4 .. 7 and 5 .. 8 (5 .. 7 again, and the rule is
 * sound on any digit).  The hidden singles of one group are placed after
 * its four digits are stepped, where the loop below places each digit's
 * before the next: the same fixed point (every rule only removes what no
 * solution uses, and a cell that two singles want is a contradiction
 * either way): the same guesses on every public set, and 8 to 19% fewer
 * instructions in all against the digits one by one (callgrind, the free
 * search at limits 1 and 2 and sudoku_solve() at limits 1 and 2:
 * serg_multi's first 2,000 puzzles 16 to 19%, kaggle9999's 12%, 17clue's
 * 10 to 11%, top1465's first 600, hardest1905_11plus's first 400 and
 * hardest1106 7 to 10%). */
static int solve_column_step(struct solve_grid *g)
{
    static const int first[3] = {0, 4, 5};
    static const uint32_t group[3] = {0xFu, 0xF0u, 0x100u};
    uint32_t todo = g->touched;
    int k, n, changed = 0;

    g->touched = 0;
    todo = (todo | todo >> 9 | todo >> 18) & SOLVE_ROW_BITS;
    for (k = 0; k < 3; k++)
        if ((todo & group[k]) && (n = solve_column_step4(g, first[k])) != 0) {
            if (n < 0)
                return -1;
            changed = 1;
        }
    return changed;
}
#else
static int solve_column_step(struct solve_grid *g)
{
    uint32_t todo = g->touched;
    int d, b, changed = 0;

    g->touched = 0;
    /* digit d: bit d */
    todo = (todo | todo >> 9 | todo >> 18) & SOLVE_ROW_BITS;
    while (todo) {
        uint32_t p[3], t1[3], t2[3], twice = 0, allow[3], single;
        d = bits_ctz_nonzero(todo);
        todo &= todo - 1;
        for (b = 0; b < 3; b++) {
            uint32_t a = g->cand[SOLVE_WORD(b, d)];
            uint32_t r0 = a & SOLVE_ROW_BITS, r1 = (a >> 9) & SOLVE_ROW_BITS,
                     r2 = a >> 18;
            p[b] = r0 | r1 | r2;
            twice |= (r0 & r1) | (r0 & r2) | (r1 & r2);
            t1[b] = (p[b] >> 1 & 0xDBu) | (p[b] << 2 & 0x124u);
            t2[b] = (p[b] >> 2 & 0x49u) | (p[b] << 1 & 0x1B6u);
        }
        for (b = 0; b < 3; b++) {
            int x = b == 0, y = 2 - (b == 2); /* the other two bands */
            allow[b] = p[b] & ((t1[x] & t2[y]) | (t2[x] & t1[y]));
        }
        if (((allow[0] | allow[0] >> 1 | allow[0] >> 2) & 0x49u) != 0x49u)
            return -1; /* some stack has no permutation: a column is empty */
        twice |= (p[0] & p[1]) | (p[0] & p[2]) | (p[1] & p[2]);
        single = (p[0] | p[1] | p[2]) & ~twice;
        for (b = 0; b < 3; b++) {
            int i = SOLVE_WORD(b, d);
            uint32_t cells, keep = allow[b] * 0x40201u;
            if (g->cand[i] & ~keep) {
                g->cand[i] &= keep;
                g->dirty |= 1u << i;
                changed = 1;
            }
            cells = (single & p[b]) * 0x40201u & g->cand[i] & g->unsolved[b];
            while (cells) {
                int q = bits_ctz_nonzero(cells);
                cells &= cells - 1;
                if (!sudoku_solve_place(g, b, d, q))
                    return -1;
                changed = 1;
            }
        }
    }
    return changed;
}
#endif

/* Runs every rule to a fixed point.  Returns 0 on a contradiction.  The
 * cheap band updates run first; naked singles and the column step only
 * when those are stuck (and the column step not while *g asks for none:
 * SOLVE_NO_COLUMNS). */
int sudoku_solve_propagate(struct solve_grid *g)
{
    for (;;) {
        int n;
        while (g->dirty) {
            int i = bits_ctz_nonzero(g->dirty);
            g->dirty &= g->dirty - 1;
            g->touched |= 1u << i;
            if (!solve_band_update(g, i))
                return 0;
        }
        n = solve_naked_singles(g);
        if (n == 0 && !(g->touched & SOLVE_NO_COLUMNS))
            n = solve_column_step(g);
        if (n < 0)
            return 0;
        if (n == 0)
            return 1;
    }
}

void sudoku_solve_extract(const struct solve_grid *g, sudoku_board *out)
{
    int b, d;
    for (b = 0; b < 3; b++) {
        for (d = 0; d < 9; d++) {
            uint32_t m = g->cand[SOLVE_WORD(b, d)];
            while (m) {
                out->cell[27 * b + bits_ctz_nonzero(m)] =
                    (unsigned char)(d + 1);
                m &= m - 1;
            }
        }
    }
}

/*
 * The first band with an unsolved cell.  When every cell is solved at a
 * fixed point, the grid is a solution (each placement cleared its digit
 * from all the cell's peers): counts it, keeps the first, returns -1.
 */
static int solve_unsolved_band(struct solve_run *s, const struct solve_grid *g)
{
    int b;

    for (b = 0; b < 3 && !g->unsolved[b]; b++)
        ;
    if (b < 3)
        return b;
    if (s->count++ == 0 && s->solution)
        sudoku_solve_extract(g, s->solution);
    return -1;
}

/*
 * Whether *g has a solution (s->limit 1), by a search in no particular
 * order that branches where it splits the puzzle coarsely: on the way one
 * digit sits in one band, the permutation that maps its three rows to the
 * three boxes (see solve_band_update).  It takes the band with the fewest
 * fitting permutations over all digits, among those where some digit still
 * has two or more, and there the digit with the fewest; each child keeps
 * one permutation's triads.  Every solution uses exactly one permutation
 * per band and digit, so the children split the solutions among them and
 * the search is complete.  When every digit's permutation is settled in
 * every band, it branches on the digits of the first unsolved cell.
 */
static void solve_probe(struct solve_run *s, struct solve_grid *g)
{
    uint32_t x = 0;
    int b, d, k, i = -1, fewest_total = 9 * 6 + 1, first = 1;

    if (s->guesses >= SOLVE_PROBE_GUESSES) {
        s->gave_up = 1;
        s->count = s->limit; /* stops every loop above */
        return;
    }
    if (!sudoku_solve_propagate(g))
        return;
    for (b = 0; b < 3; b++) {
        uint32_t bx = 0;
        int total = 0, fewest = 7, bi = -1;

        for (d = 0; d < 9; d++) {
            uint32_t p = solve_presence(g->cand[SOLVE_WORD(b, d)]);
            int n = solve_fits[p];

            total += n;
            if (n >= 2 && n < fewest) {
                fewest = n;
                bi = SOLVE_WORD(b, d);
                bx = p;
            }
        }
        if (bi >= 0 && total < fewest_total) {
            fewest_total = total;
            i = bi;
            x = bx;
        }
    }
    if (i < 0) {
        /* Every permutation is settled: branch on a cell, or count. */
        b = solve_unsolved_band(s, g);
        if (b < 0)
            return;
        k = bits_ctz_nonzero(g->unsolved[b]);
        for (d = 0; d < 9 && s->count < s->limit; d++) {
            struct solve_grid child = *g;

            if (!(g->cand[SOLVE_WORD(b, d)] >> k & 1u))
                continue;
            s->guesses += !first;
            first = 0;
            if (sudoku_solve_place(&child, b, d, k))
                solve_probe(s, &child);
        }
        return;
    }
    for (k = 0; k < 6 && s->count < s->limit; k++) {
        struct solve_grid child = *g;
        const unsigned char *p = solve_perms[k];
        uint32_t m = SOLVE_CPERM(p[0], p[1], p[2]);

        if ((x & m) != m)
            continue;
        /* one permutation's presence matrix keeps exactly its triads */
        child.cand[i] &= solve_keep_mask[m];
        child.dirty |= 1u << i;
        s->guesses += !first;
        first = 0;
        solve_probe(s, &child);
    }
}

/*
 * Whether the left branch *child, the cell at `cell` set to `digit`, may
 * hold a solution.  Without probing it may, and the search will see.  With
 * probing (limit 1), once the search has made SOLVE_PROBE_AFTER guesses,
 * the branch is tested by solve_probe, which propagates *child in place,
 * and skipped when it has no solution.  The solution a test finds lies
 * below the branch, so it vouches for the left branches along its way down
 * that agree with it: those need no test.  Skipping only branches without a
 * solution cannot change which solution is met first.
 */
static int solve_left_has_solution(struct solve_run *s,
                                   struct solve_grid *child, int cell,
                                   int digit)
{
    struct solve_run probe = {0};

    if (!s->probing || s->guesses < SOLVE_PROBE_AFTER ||
        (s->hinted && s->hint.cell[cell] == digit))
        return 1;
    probe.limit = 1;
    probe.solution = &s->hint;
    solve_probe(&probe, child);
    s->guesses += probe.guesses;
    if (probe.gave_up) {
        s->probing = 0; /* a puzzle where probes thrash: search plainly */
        return 1;
    }
    s->hinted |= probe.count > 0;
    return probe.count > 0;
}

/*
 * The ordered depth-first search (see the top of the file for why it meets
 * the solutions in increasing order).  The left part, "c = d", is a copy
 * searched recursively; the right part, "c != d", continues in place, so
 * the recursion is at most 81 deep.
 */
static void solve_search(struct solve_run *s, struct solve_grid *g)
{
    for (;;) {
        struct solve_grid child;
        int b, p, d;

        if (!sudoku_solve_propagate(g))
            return;
        b = solve_unsolved_band(s, g);
        if (b < 0)
            return;
        p = bits_ctz_nonzero(g->unsolved[b]);
        for (d = 0; !(g->cand[SOLVE_WORD(b, d)] & (1u << p)); d++)
            ;
        child = *g;
        sudoku_solve_place(&child, b, d, p);
        if (solve_left_has_solution(s, &child, 27 * b + p, d + 1)) {
            solve_search(s, &child);
            if (s->count >= s->limit)
                return;
        }
        /* d was a candidate at p: the word changes */
        g->cand[SOLVE_WORD(b, d)] &= ~(1u << p);
        g->dirty |= 1u << SOLVE_WORD(b, d);
        s->guesses++;
    }
}

SUDOKU_API unsigned sudoku_solve(const sudoku_board *puzzle, unsigned limit,
                                 sudoku_board *solution,
                                 struct sudoku_solve_stats *stats)
{
    struct solve_grid g;
    struct solve_run s = {.solution = solution};

    s.limit = limit < 1 ? 1 : limit;
    s.probing = s.limit == 1;
    if (solve_setup(&g, puzzle)) {
        if (sudoku_solve_count)
            s.count =
                sudoku_solve_count(puzzle, &g, s.limit, solution, &s.guesses);
        else
            solve_search(&s, &g);
    }
    if (stats)
        stats->guesses += s.guesses;
    return s.count;
}
