/*
 * solve_count.c - the full build's ordered searches of a classic puzzle:
 * the smallest solution with a stronger propagation, and counting past it.
 *
 * sudoku_solve() comes here for every limit; the judge build leaves this
 * file out (there solve.c searches alone, and counts on in order).  When
 * no solution is asked for, only the count, no order is kept at all: the
 * puzzle goes to the free search of solve_any.c from the root, as
 * sudoku_solve_any() counts.  The searches here propagate with the triad
 * rule of solve_any.c (sudoku_solve_triads) and count with its free
 * search (sudoku_solve_free, count_any there).
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
 * just emptied, found by the free search with a limit of 1.
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
#include "solve/solve_search.h"

/* The ordered search is stopped, and the puzzle counted first, once it has
 * refuted more than this many left branches without meeting a solution. */
#define COUNT_ORDERED_GUESSES 1

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
    sudoku_solve_free(&t, child);
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

        if (!(s->guesses ? sudoku_solve_triads(g) : sudoku_solve_propagate(g)))
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
            sudoku_solve_free(s, g);
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

    if (solution == NULL)
        return sudoku_solve_count_alone(puzzle, root, limit, guesses);
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
        sudoku_solve_free(&s, &g);
        if (!s.gave_up && s.count == 1)
            *solution = found;
        if (!s.gave_up && s.count > 1) {
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
 * as a count up to 2 does.  Each is searched from its root with the cheap
 * first descent of solve_any.c: `sudoku --generate=1000 -j1 --seed=7`,
 * the same puzzles in 8.3% fewer instructions (callgrind: 1,106.4
 * million against 1,206.6).
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
        s.alone = 1;
        s.solution = other;
        sudoku_solve_free(&s, &g);
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
