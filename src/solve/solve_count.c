/*
 * solve_count.c - the full build's searches of a classic puzzle: the
 * smallest solution with a stronger propagation, and counting past it.
 *
 * sudoku_solve() comes here for every limit; the judge build leaves this
 * file out (there solve.c searches alone, and counts on in order).
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
 * The smallest solution (limit 1) is solve.c's ordered search, with the
 * rule once a left branch has been refuted (serg_multi's puzzles, which
 * meet their first solution with no wrong guess, gain nothing from it),
 * and with its left branches tested by count_any, on bands only, as
 * solve.c's probe tests them.  Counting (a limit above 1) keeps the order
 * only until the smallest solution; the others need only be counted, and
 * a search that keeps no order may branch where the tree is smallest.
 * Two ways in, chosen by how the ordered search starts:
 *  - count_ordered, the row-major search, without tests of its left
 *    branches, runs until it meets its first solution, which is the
 *    smallest (the argument at the top of solve.c).  Every other solution
 *    lies in the "c != d" parts it has not searched yet; on its way back
 *    up, count_any counts each of them.  On puzzles with several solutions
 *    the ordered search usually meets the first one with no wrong guess.
 *  - When it refutes more than COUNT_ORDERED_GUESSES left branches before
 *    it meets a solution, it is stopped: such a puzzle is usually hard with
 *    one solution, and count_any counts it from the start with far fewer
 *    guesses.  One solution found is then the answer; with two or more,
 *    sudoku_solve() with limit 1 finds the smallest (unless only the count
 *    is wanted: no solution asked for).
 *
 * Both give the exact count up to the limit and the smallest solution.
 * count_any has a budget of guesses; a puzzle that exhausts it (nothing in
 * the public sets comes near: at limit 2 the most any of their puzzles
 * needed, before the triad rule, was 764 guesses, in hardest1905_11plus)
 * is counted plainly in order, as the judge build counts, so no puzzle
 * costs much more than it did before.
 *
 * The generator's test of a dug puzzle, sudoku_solve_other (solve_count.h),
 * lives here too: any solution that differs from the grid on the orbit
 * just emptied, found by count_any with a limit of 1.
 *
 * Limit 2, the library with this file against the library before it (the
 * ordered count alone), both linked into one program and run alternately
 * on the same puzzles, medians of five runs; microseconds and guesses a
 * puzzle:
 *
 *                          ordered count    with solve_count.c
 *   17clue (first 3,000)   4.52    4.4      2.84    1.1
 *   top1465                19.2   27.2      15.0   16.1
 *   hardest1905 (3,000)     106  190.5        69   85.7
 *   hardest1106             263  474.9       125  165.6
 *   serg_multi (3,000)     2.67    1.1      2.82    1.1
 *
 * On serg_multi the first solution comes at once, and the rest costs about
 * what the ordered search cost: the 5% is the way in (a call through the
 * optional part, and propagation no longer inlined into this search).
 *
 * The triad rule and the limit-1 search here, against the library without
 * them, both linked into one program beside tdoku (2026-11-25, five
 * rounds): the median of the per-round ratios of puzzles/s to tdoku's,
 * then guesses a puzzle, this file's searches first:
 *
 *                        limit 1                     limit 2
 *   17clue         1.08  1.07   1.02  1.39     1.05  1.07   0.88  1.21
 *   top1465        0.67  0.58   8.65  11.8     0.67  0.61   11.1  16.1
 *   hardest1905    0.56  0.57   57.0  67.5     0.72  0.69   65.3  84.6
 *   hardest1106    1.48  1.45   32.9  41.2     0.75  0.67    128   166
 *   serg_multi     0.73  0.83   0.03  0.03     0.72  0.77   1.12  1.12
 *   kaggle9999     0.96  0.95      0     0     0.85  0.83      0     0
 *
 * On the hardest lists the rule saves a fifth to a quarter of the guesses
 * and costs nearly as much per node.  With the two libraries swapped
 * between the harness's slots, the ratios of this one to the other were
 * 1.07 and 1.03 (17clue), 1.17 and 1.13 (top1465), 0.97 and 1.04
 * (hardest1905), 1.01 and 1.12 (hardest1106), 1.03 and 0.96 (serg_multi),
 * 1.02 and 1.00 (kaggle9999): on serg_multi, 0.88 and 0.94 above, the slot
 * counts for more than the code, whose instructions and mispredicted
 * branches are the same (callgrind and cachegrind, 2,000 puzzles: 73.7
 * and 73.4 million instructions at limit 1).
 */
#include <stddef.h>
#include <stdint.h>

#include "base/bits.h"
#include "solve/solve_count.h"
#include "solve/solve_internal.h"

/* The ordered search is stopped, and the puzzle counted first, once it has
 * refuted more than this many left branches without meeting a solution. */
#define COUNT_ORDERED_GUESSES 1
/* count_any branches on permutations only when at most this many cells are
 * unsolved: on sparser grids a wrong permutation can leave a part without
 * solutions that takes very long to refute, where the cell with the fewest
 * candidates fills the grid the way it can be filled. */
#define COUNT_SPARSE 60
/* A count by count_any gives up after this many guesses. */
#define COUNT_BUDGET 100000

struct count_run {
    unsigned limit;
    unsigned count;
    sudoku_board *solution; /* receives the first solution met */
    unsigned long long guesses;
    unsigned long long budget; /* count_any gives up after so many (0: never) */
    int plain;                 /* count_ordered only searches in order */
    int gave_up;               /* count_any ran out of its budget */
    int abandoned; /* count_ordered stopped to let count_any count */
    int probing;   /* count_ordered tests left branches (limit 1) */
    int hinted;    /* hint is a solution below the current node */
    sudoku_board hint;
    int bands_only; /* count_any as that test: see count_left_has_solution */
};

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

/* Counts the solved grid *g as a solution; the first one is kept. */
static void count_solved(struct count_run *s, const struct solve_grid *g)
{
    if (s->count++ == 0 && s->solution)
        sudoku_solve_extract(g, s->solution);
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
    if (key != 0xFF && total < best->total) {
        best->unit = unit;
        best->digit = key & 15;
        best->fits = key >> 4;
        best->matrix = m[key & 15];
        best->total = total;
    }
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
 * guesses and says so in s->gave_up.
 */
static void count_any(struct count_run *s, struct solve_grid *g)
{
    struct count_unit best = {-1, -1, 7, 0, 9 * 6 + 1};
    uint32_t m[9], cols[27];
    int b, d, k, t, first = 1;

    if (s->budget && s->guesses >= s->budget) {
        s->gave_up = 1;
        s->count = s->limit; /* stops every loop above */
        return;
    }
    if (!count_propagate(g))
        return;
    if (!(g->unsolved[0] | g->unsolved[1] | g->unsolved[2])) {
        count_solved(s, g);
        return;
    }
    for (b = 0; b < 3; b++) {
        for (d = 0; d < 9; d++) {
            uint32_t a = g->cand[SOLVE_WORD(b, d)];
            m[d] = solve_presence(a);
            cols[SOLVE_WORD(b, d)] = (a | a >> 9 | a >> 18) & SOLVE_ROW_BITS;
        }
        count_weigh(m, b, &best);
    }
    for (t = 0; t < 3 * !s->bands_only; t++) {
        for (d = 0; d < 9; d++)
            m[d] = (cols[SOLVE_WORD(0, d)] >> 3 * t & 7u) |
                   (cols[SOLVE_WORD(1, d)] >> 3 * t & 7u) << 3 |
                   (cols[SOLVE_WORD(2, d)] >> 3 * t & 7u) << 6;
        count_weigh(m, 3 + t, &best);
    }
    if (best.unit < 0 ||
        (!s->bands_only &&
         (best.fits > 3 ||
          bits_popcount64((uint64_t)g->unsolved[0] << 32 | g->unsolved[1]) +
                  bits_popcount64(g->unsolved[2]) >
              COUNT_SPARSE))) {
        /* No digit with few ways, or a sparse grid: a cell. */
        count_fewest_cell(g, &b, &k);
        for (d = 0; d < 9 && s->count < s->limit; d++) {
            struct solve_grid child = *g;

            if (!(g->cand[SOLVE_WORD(b, d)] >> k & 1u))
                continue;
            s->guesses += !first;
            first = 0;
            if (sudoku_solve_place(&child, b, d, k))
                count_any(s, &child);
        }
        return;
    }
    for (k = 0; k < 6 && s->count < s->limit; k++) {
        struct solve_grid child = *g;
        const unsigned char *p = solve_perms[k];
        uint32_t perm = SOLVE_CPERM(p[0], p[1], p[2]);

        if ((best.matrix & perm) != perm)
            continue;
        if (best.unit < 3) {
            /* one permutation's presence matrix keeps exactly its triads */
            int i = SOLVE_WORD(best.unit, best.digit);
            child.cand[i] &= SOLVE_CKEEP(p[0], p[1], p[2]);
            child.dirty |= 1u << i;
        } else {
            /* band b keeps, of the stack's columns, the one perm gives it */
            for (b = 0; b < 3; b++) {
                int i = SOLVE_WORD(b, best.digit);
                uint32_t drop = (7u & ~(perm >> 3 * b)) << 3 * (best.unit - 3);
                child.cand[i] &= ~(drop * 0x40201u);
                child.dirty |= 1u << i;
            }
        }
        s->guesses += !first;
        first = 0;
        count_any(s, &child);
    }
}

/*
 * Whether the left branch *child, the cell at `cell` set to `digit`, may
 * hold a solution: solve.c's solve_left_has_solution, with count_any (on
 * bands only, as solve.c's probe branches) for the test.  Without
 * s->probing it may, and the search will see.
 *
 * count_any on bands only is solve.c's solve_probe but for two things:
 * the triad rule, and, once every permutation is settled, the cell with
 * the fewest candidates rather than the first.  One probe for both, in
 * solve_internal.h with the rules and the cell as parameters, made the
 * same guesses, the same instructions within 2% (callgrind, the first
 * 300 puzzles of top1465 and hardest1905_11plus, at limits 1 and 2, and
 * in the judge file), and 165 bytes more of the judge file, which has
 * none to spare (2026-11-26): each search keeps its own.
 */
static int count_left_has_solution(struct count_run *s,
                                   struct solve_grid *child, int cell,
                                   int digit)
{
    struct count_run t = {0};

    if (!s->probing || s->guesses < SOLVE_PROBE_AFTER ||
        (s->hinted && s->hint.cell[cell] == digit))
        return 1;
    t.limit = 1;
    t.solution = &s->hint;
    t.budget = SOLVE_PROBE_GUESSES;
    t.bands_only = 1;
    count_any(&t, child);
    s->guesses += t.guesses;
    if (t.gave_up) {
        /* A puzzle where tests thrash: search plainly, in order to the
         * end (not given over to count_any, whose first solution need not
         * be the smallest). */
        s->probing = 0;
        s->plain = 1;
        return 1;
    }
    s->hinted |= t.count > 0;
    return t.count > 0;
}

/*
 * The ordered search of solve.c (see there why it meets the solutions in
 * increasing order), with the triad rule once it has refuted a left
 * branch (before that the rule seldom pays: serg_multi's puzzles meet
 * their first solution with no wrong guess).  With s->probing (limit 1)
 * its left branches are tested as solve.c tests them.  Otherwise, once it
 * has met a solution, each "c != d" part left on its way back up is only
 * counted, by count_any; and unless s->plain, it gives up after
 * COUNT_ORDERED_GUESSES refuted left branches without a solution: the
 * count then stands at the limit only to unwind the search.  At limit 1,
 * finding some solution first by count_any, as a hint that would spare
 * the tests of the left branches that agree with it, once the search has
 * refuted 1, 4 or 16 left branches, saved nothing: within 2% of the
 * guesses and instructions on hardest1905's first 300 and hardest1106,
 * and up to 14% more instructions on top1465's first 300 (its tests find
 * such a hint early anyway).
 */
static void count_ordered(struct count_run *s, struct solve_grid *g)
{
    for (;;) {
        struct solve_grid child;
        int b, p, d;

        if (!(s->guesses ? count_propagate(g) : sudoku_solve_propagate(g)))
            return;
        for (b = 0; b < 3 && !g->unsolved[b]; b++)
            ;
        if (b == 3) {
            count_solved(s, g);
            return;
        }
        p = bits_ctz_nonzero(g->unsolved[b]);
        for (d = 0; !(g->cand[SOLVE_WORD(b, d)] & (1u << p)); d++)
            ;
        child = *g;
        sudoku_solve_place(&child, b, d, p);
        if (count_left_has_solution(s, &child, 27 * b + p, d + 1)) {
            count_ordered(s, &child);
            if (s->count >= s->limit)
                return;
        }
        g->cand[SOLVE_WORD(b, d)] &= ~(1u << p);
        g->dirty |= 1u << SOLVE_WORD(b, d);
        s->guesses++;
        if (s->plain || s->probing)
            continue;
        if (s->count) {
            count_any(s, g);
            return;
        }
        if (s->guesses > COUNT_ORDERED_GUESSES) {
            s->abandoned = 1;
            s->count = s->limit;
            return;
        }
    }
}

static unsigned count_solutions(const sudoku_board *puzzle,
                                const struct solve_grid *root, unsigned limit,
                                sudoku_board *solution,
                                unsigned long long *guesses)
{
    struct solve_grid g = *root;
    struct count_run s = {0};

    s.limit = limit;
    s.solution = solution;
    s.budget = COUNT_BUDGET;
    s.probing = limit == 1;
    count_ordered(&s, &g);
    if (s.abandoned) {
        struct sudoku_solve_stats first = {0};
        sudoku_board found;

        s.count = 0;
        s.solution = &found;
        g = *root;
        count_any(&s, &g);
        if (!s.gave_up && s.count == 1 && solution)
            *solution = found;
        if (!s.gave_up && s.count > 1 && solution) {
            sudoku_solve(puzzle, 1, solution, &first);
            s.guesses += first.guesses;
        }
    }
    if (s.gave_up) {
        /* Counted plainly in order from the start. */
        s.count = 0;
        s.solution = solution;
        s.plain = 1;
        g = *root;
        count_ordered(&s, &g);
    }
    *guesses += s.guesses;
    return s.count;
}

SUDOKU_PRIVATE_DEF unsigned (*const sudoku_solve_count)(
    const sudoku_board *puzzle, const struct solve_grid *root, unsigned limit,
    sudoku_board *solution, unsigned long long *guesses) = count_solutions;

/*
 * Whether *puzzle has a solution besides *solution, one of its solutions,
 * given that the puzzle with cells[0..n) filled from *solution has no
 * other: then any other solution differs from *solution on one of those
 * cells, and the first where it does splits the search into n parts, part
 * i with the cells before i as in *solution and cell i not.  Each part
 * only asks for any solution, so no part searches its way to *solution,
 * as a count up to 2 does.
 */
int sudoku_solve_other(const sudoku_board *puzzle, const sudoku_board *solution,
                       const int *cells, int n, sudoku_board *other)
{
    struct solve_grid root, g;
    int i;

    if (!solve_setup(&root, puzzle))
        return 0;
    for (i = 0; i < n; i++) {
        struct count_run s = {0};
        int c = cells[i], d = solution->cell[c] - 1, w = SOLVE_WORD(c / 27, d);

        g = root;
        g.cand[w] &= ~(1u << c % 27);
        g.dirty |= 1u << w;
        s.limit = 1;
        s.budget = COUNT_BUDGET;
        s.solution = other;
        count_any(&s, &g);
        if (s.gave_up) {
            if (other != NULL)
                *other = *solution;
            return sudoku_solve(puzzle, 2, NULL, NULL) > 1;
        }
        if (s.count)
            return 1;
        if (!sudoku_solve_place(&root, c / 27, d, c % 27))
            return 0;
    }
    return 0;
}
