/*
 * domino_probe.c - the full build's ladder of sudoku_domino_solve, and the
 * probes it falls back on.
 *
 * The ladder settles the count and the smallest grid of every puzzle: a
 * counting search or a search for the smallest grid first, and, when the
 * puzzle has too many grids for those, the smallest grid fixed cell by
 * cell with probes (searches for one grid under constraints, restarted in
 * other orders with growing budgets), then the count from what they met.
 * The probes' orders (row-major, or from a pseudo-random alternative on)
 * are reached through sudoku_domino_probe_order, the ladder through
 * sudoku_domino_ladder.  Full build only: the judge build looks for the
 * smallest grid by the search alone (domino_search.c).
 */
#include "domino/domino_internal.h"

/* ------------------------------------------------------------------ */
/* The probes                                                           */

/* xorshift64: the restarts' deterministic pseudo-random sequence. */
static uint32_t domino_random(uint64_t *state)
{
    uint64_t x = *state;

    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    return (uint32_t)(x >> 32);
}

/*
 * A probe's order: branch on the first uncovered cell in row-major order
 * (s->row_major), and try the alternatives from a pseudo-random one on
 * (s->rng != 0).
 */
static uint32_t domino_probe_order(struct domino_search *s,
                                   const struct domino_state *st,
                                   struct domino_node *node)
{
    int i;

    if (s->row_major) {
        /* Row-major order, smallest digits first: small grids first. */
        node->pair_a = 0;
        for (i = 0; st->grid[i]; i++)
            ;
        node->branch_cell = i;
    }
    return s->rng ? domino_random(&s->rng) : 0;
}

SUDOKU_PRIVATE_DEF domino_order_fn *const sudoku_domino_probe_order =
    domino_probe_order;

/*
 * Looks for one solution under probe->allow.  Two orders serve two ends:
 * branching on the most constrained cell or domino refutes a hopeless
 * probe quickly, and branching in row-major order with the smallest digits
 * first finds a solution quickly when there are very many (where the other
 * order thrashes below an early wrong turn).  So the runs alternate
 * between them with growing node budgets, later runs from pseudo-random
 * orders.  A run that ends without being cut short has searched
 * everything, so a failure is a proof.  Returns 1 with the solution in
 * probe->best.
 *
 * The budget grows 32-fold per pair of runs (128, 4096, 131072, ...), not
 * 2-fold: a probe that needs T nodes pays for every cut-short run before
 * the one that ends, and with doubling those come to about three times T
 * (each order's runs sum to 2T), while the probes of the under-constrained
 * puzzles that take the time need thousands to hundreds of thousands of
 * nodes, which the short runs rarely reach.  Measured on the generated
 * puzzles with 0 to 6 dominoes given, 32 spends about half the nodes of 2
 * (8 and 16 save a third, 64 and 256 a little less than 32).  The budget
 * only decides when a run is cut short: whether a probe finds a solution
 * does not depend on it (a failure is still a complete search), only which
 * solution it returns, and domino_lex_min's answer does not depend on that.
 */
static int domino_find_one(struct domino_search *probe)
{
    unsigned long budget = 128;
    uint64_t seed = 0;
    int run;

    for (run = 0;; run++) {
        probe->count = 0;
        probe->spent = 0;
        probe->aborted = 0;
        probe->budget = budget;
        probe->rng = seed;
        probe->row_major = run % 2;
        sudoku_domino_search_run(probe, probe->root);
        if (probe->count)
            return 1;
        if (!probe->aborted)
            return 0;
        if (run % 2) {
            budget *= 32;
            seed = seed * 6364136223846793005u + 1442695040888963407u;
            if (!seed)
                seed = 1;
        }
    }
}

static void domino_probe_init(struct domino_search *probe,
                              const struct domino_state *root)
{
    int c;

    memset(probe, 0, sizeof *probe);
    probe->mode = DOMINO_FIRST;
    probe->root = root;
    probe->limit = 1;
    /* The long probes of under-constrained puzzles are where the search
     * spends its time: there the matching earns its cost, which a
     * counting search of a well-posed puzzle would not repay. */
    probe->match = 1;
    for (c = 0; c < SUDOKU_CELLS; c++)
        probe->allow[c] = DOMINO_ALL;
}

/*
 * Finds the lexicographically smallest solution grid by fixing the answer
 * one cell at a time in row-major order.  s->best holds a solution when
 * have_best is set.  Returns 1 when it met a solution grid other than the
 * answer, and leaves have_best clear when there is no solution at all.
 *
 * Invariant: before cell i is handled, G = s->best is a solution and its
 * cells 0..i-1 are the smallest prefix of length i over all solutions.
 * Every solution with that prefix has at cell i a digit d for which
 * "prefix, then d at cell i" has a solution.  The loop tries the digits
 * d < G[i] in increasing order, each with a complete search; the first
 * that succeeds is the smallest possible digit and its solution becomes G;
 * when none succeeds, G[i] itself is the smallest, witnessed by G.  Either
 * way the invariant holds for i + 1, so after cell 80 G is the smallest
 * grid.  A probe that fails has searched everything (domino_find_one), so
 * "no solution" is a proof.
 */
static int domino_lex_min(struct domino_search *s, int have_best)
{
    struct domino_search probe;
    int i, d, other = 0;

    domino_probe_init(&probe, s->root);
    if (!have_best) {
        if (!domino_find_one(&probe)) {
            s->have_best = 0;
            s->guesses += probe.guesses;
            return 0;
        }
        s->best = probe.best;
    }
    s->have_best = 1;
    for (i = 0; i < SUDOKU_CELLS; i++) {
        int best_digit = s->best.grid.cell[i];

        if (s->root->grid[i])
            continue;
        for (d = 1; d < best_digit; d++) {
            probe.allow[i] = (uint16_t)DOMINO_BIT(d);
            if (domino_find_one(&probe)) {
                s->best = probe.best;
                other = 1; /* the old G is a solution too */
                break;
            }
        }
        probe.allow[i] = (uint16_t)DOMINO_BIT(s->best.grid.cell[i]);
    }
    s->guesses += probe.guesses;
    return other;
}

/* Returns 1 when some solution grid differs from s->best: one cell at a
 * time, a search for a solution with another digit there. */
static int domino_other_grid(struct domino_search *s)
{
    struct domino_search probe;
    int i, found = 0;

    domino_probe_init(&probe, s->root);
    for (i = 0; i < SUDOKU_CELLS && !found; i++) {
        if (s->root->grid[i])
            continue;
        probe.allow[i] =
            (uint16_t)(DOMINO_ALL & ~DOMINO_BIT(s->best.grid.cell[i]));
        found = domino_find_one(&probe);
        probe.allow[i] = DOMINO_ALL;
    }
    s->guesses += probe.guesses;
    return found;
}

/* ------------------------------------------------------------------ */
/* The ladder                                                           */

/* Nodes a counting search may take before the puzzle is deemed
 * under-constrained: well above what puzzles with one solution need. */
#define DOMINO_COUNT_BUDGET 20000ul

/*
 * A counting search (all grids up to the limit, and at least two) settles
 * almost every puzzle with few solutions: when it ends, it has seen every
 * grid, or enough of them, and domino_lex_min finds the smallest.  With a
 * limit of 1 only the smallest grid matters, and the search for it
 * (DOMINO_MIN) prunes more than a count to two: on 300 puzzles with one
 * grid each and 10 to 35 dominoes, 1,762 guesses against 2,039.  When
 * either needs more than DOMINO_COUNT_BUDGET nodes, the puzzle has so much
 * freedom that counting is the wrong tool: the smallest grid then comes from
 * domino_lex_min alone, and the count from the grids met on the way (or a
 * search for another grid; past two, a complete count).
 */
static unsigned domino_ladder(struct domino_search *s, unsigned limit)
{
    unsigned count;

    s->mode = limit == 1 ? DOMINO_MIN : DOMINO_COUNT;
    /* Counting to two at least tells a single grid (then the smallest)
     * from several, where the smallest needs a search of its own.  (The
     * search for the smallest grid does not count.) */
    s->limit = limit < 2 ? 2 : limit;
    s->budget = DOMINO_COUNT_BUDGET;
    sudoku_domino_search_run(s, s->root);
    if (!s->aborted && s->mode == DOMINO_MIN) {
        count = s->count;
    } else if (!s->aborted) {
        count = s->count < limit ? s->count : limit;
        if (s->count >= s->limit)
            domino_lex_min(s, 1);
    } else {
        unsigned seen = s->count;

        if (domino_lex_min(s, seen > 0) && seen < 2)
            seen = 2;
        if (!s->have_best)
            seen = 0; /* the complete search found nothing */
        else if (seen == 0)
            seen = 1;
        if (seen == 1 && limit == 2 && domino_other_grid(s))
            seen = 2;
        if (seen >= 1 && seen < limit && limit > 2) {
            /* Past two, only a complete count can tell. */
            struct sudoku_domino smallest = s->best;

            s->mode = DOMINO_COUNT;
            s->count = 0;
            s->budget = 0;
            s->aborted = 0;
            sudoku_domino_search_run(s, s->root);
            seen = s->count;
            s->best = smallest;
        }
        count = seen < limit ? seen : limit;
    }
    return count;
}

SUDOKU_PRIVATE_DEF domino_ladder_fn *const sudoku_domino_ladder = domino_ladder;
