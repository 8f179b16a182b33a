/*
 * bench_domino.c - times the Sudominoku solver against a row-major
 * baseline, and over every number of given dominoes.
 *
 *   sudoku-bench-domino FILE [RUNS]
 *
 * Loads every puzzle of FILE (the judge's format, e.g. the shared
 * dev.in) and solves each RUNS times (default 5) with sudoku_domino_solve
 * and, in turn with it, with the baseline below: a C port of the plain
 * search the project set out to beat (the first empty cell in row-major
 * order, every digit, every neighbour in the order up, down, left, right,
 * every partner digit, no propagation, stop at the first grid).  For each
 * it prints the median and the maximum of the per-puzzle median times, the
 * puzzles per second and, last, their ratio.  Then it times generated
 * puzzles with each number of given dominoes from 0 to 36 and reports the
 * slowest.
 * Timings are wall-clock medians; compare them side by side, not across
 * machines.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "domino_reference.h"
#include "sudoku/domino.h"
#include "sudoku/parse.h"
#include "support/timing.h"

#define BENCH_MAX_PUZZLES 100000

/* ------------------------------------------------------------------ */
/* The baseline: the row-major search, as the seed program has it       */

struct bench_base {
    int map[9][9];
    int row[9][10], col[9][10], square[9][10], domino[10][10];
    int found;
};

static int bench_base_can_put(const struct bench_base *b, int x, int y, int num)
{
    return !b->row[x][num] && !b->col[y][num] &&
           !b->square[x / 3 * 3 + y / 3][num];
}

static void bench_base_mark(struct bench_base *b, int x, int y, int num, int on)
{
    b->row[x][num] = b->col[y][num] = b->square[x / 3 * 3 + y / 3][num] = on;
    b->map[x][y] = on ? num : 0;
}

static void bench_base_dfs(struct bench_base *b, int cnt)
{
    static const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    int x, y, first, d;

    if (cnt == 81) {
        b->found = 1;
        return;
    }
    if (b->found)
        return;
    x = cnt / 9;
    y = cnt % 9;
    if (b->map[x][y] != 0) {
        bench_base_dfs(b, cnt + 1);
        return;
    }
    for (first = 1; first <= 9; first++) {
        if (!bench_base_can_put(b, x, y, first))
            continue;
        bench_base_mark(b, x, y, first, 1);
        for (d = 0; d < 4; d++) {
            int nx = x + dx[d], ny = y + dy[d], second;

            if (nx < 0 || nx >= 9 || ny < 0 || ny >= 9 || b->map[nx][ny])
                continue;
            for (second = 1; second <= 9; second++) {
                if (b->domino[first][second] || b->domino[second][first] ||
                    !bench_base_can_put(b, nx, ny, second))
                    continue;
                bench_base_mark(b, nx, ny, second, 1);
                b->domino[first][second] = b->domino[second][first] = 1;
                bench_base_dfs(b, cnt + 1);
                if (b->found)
                    return; /* the grid stays as found */
                bench_base_mark(b, nx, ny, second, 0);
                b->domino[first][second] = b->domino[second][first] = 0;
            }
        }
        bench_base_mark(b, x, y, first, 0);
    }
}

/* Solves like the seed; returns 1 when it found a grid. */
static int bench_base_solve(const struct sudoku_domino *p, sudoku_board *out)
{
    struct bench_base b;
    int c;

    memset(&b, 0, sizeof b);
    for (c = 0; c < SUDOKU_CELLS; c++) {
        int v = p->grid.cell[c], m = p->mate[c];

        if (!v)
            continue;
        bench_base_mark(&b, c / 9, c % 9, v, 1);
        if (m == SUDOKU_NO_MATE)
            b.domino[v][v] = 1;
        else
            b.domino[v][p->grid.cell[m]] = b.domino[p->grid.cell[m]][v] = 1;
    }
    bench_base_dfs(&b, 0);
    for (c = 0; c < SUDOKU_CELLS; c++)
        out->cell[c] = (unsigned char)b.map[c / 9][c % 9];
    return b.found;
}

/* ------------------------------------------------------------------ */

static struct sudoku_domino *bench_load(const char *path, int *count)
{
    FILE *f = fopen(path, "rb");
    struct sudoku_parser *p;
    struct sudoku_domino *all;
    struct sudoku_record rec;
    struct sudoku_diag diag;
    enum sudoku_read r;

    *count = 0;
    if (!f)
        return NULL;
    all = malloc(BENCH_MAX_PUZZLES * sizeof *all);
    p = sudoku_parser_new(f, SUDOKU_FORMAT_SUDOMINOKU);
    while (all && p && *count < BENCH_MAX_PUZZLES &&
           (r = sudoku_parser_next(p, &rec, &diag)) != SUDOKU_READ_END &&
           r != SUDOKU_READ_IO_ERROR)
        if (r == SUDOKU_READ_PUZZLE)
            all[(*count)++] = rec.domino;
    sudoku_parser_free(p);
    fclose(f);
    return all;
}

/*
 * One side of the comparison, the solver or the baseline: time[k * n + i]
 * is the time of puzzle i in run k, total[k] the time of run k.
 */
struct bench_side {
    double *time;
    double *total;
    int wrong; /* puzzles left unsolved in the first run */
};

/* The two sides' solvers, with one signature: 1 when a grid was found. */
static int bench_solver_solve(const struct sudoku_domino *p)
{
    struct sudoku_domino s;

    return sudoku_domino_solve(p, 1, &s, NULL) == 1;
}

static int bench_baseline_solve(const struct sudoku_domino *p)
{
    sudoku_board g;

    return bench_base_solve(p, &g);
}

/* Run k of one side: solves the whole set once, puzzle by puzzle. */
static void bench_run(const struct sudoku_domino *all, int n, int k,
                      int (*solve)(const struct sudoku_domino *),
                      struct bench_side *side)
{
    double *t = side->time + (size_t)k * n;
    int i;

    side->total[k] = 0;
    for (i = 0; i < n; i++) {
        double t0 = support_now();
        int ok = solve(&all[i]);

        t[i] = (support_now() - t0) * 1e6; /* microseconds */
        side->total[k] += t[i];
        if (k == 0 && !ok)
            side->wrong++;
    }
}

/*
 * Times the solver and the baseline side by side: each of the `runs` runs
 * solves the whole set with the solver, then with the baseline, so that on
 * a busy machine both meet about the same load, and the solver meets the
 * puzzles one after another as in a batch.  Timing all the solver's runs
 * and then all the baseline's lets a burst of load fall on one side only,
 * which has moved their ratio by a third.
 */
static void bench_pair(const struct sudoku_domino *all, int n, int runs,
                       struct bench_side *solver, struct bench_side *base)
{
    int k;

    solver->wrong = base->wrong = 0;
    for (k = 0; k < runs; k++) {
        bench_run(all, n, k, bench_solver_solve, solver);
        bench_run(all, n, k, bench_baseline_solve, base);
    }
}

/* Prints one side: the median and maximum over the puzzles of each
 * puzzle's median time, and the puzzles per second of the median run. */
static void bench_report(const char *name, const struct bench_side *side, int n,
                         int runs, double *per, double *t)
{
    double total, median;
    int i, k;

    for (i = 0; i < n; i++) {
        for (k = 0; k < runs; k++)
            t[k] = side->time[(size_t)k * n + i];
        per[i] = support_median(t, runs);
    }
    for (k = 0; k < runs; k++)
        t[k] = side->total[k];
    total = support_median(t, runs);
    median = support_median(per, n); /* sorts per */
    printf("%-9s median %8.1f us  max %10.1f us  %10.0f puzzles/s%s\n", name,
           median, per[n - 1], n / (total / 1e6),
           side->wrong ? "  (some unsolved!)" : "");
}

/* The slowest solve of generated puzzles with each number of dominoes. */
static void bench_by_count(void)
{
    uint64_t rng = 987654321u;
    struct sudoku_domino base_puzzle, answer;
    double worst_all = 0;
    int worst_n = 0, given;

    domino_ref_generate(&rng, 0, &base_puzzle, &answer);
    printf("by dominoes given (3 puzzles each, limit 2, slowest):\n");
    for (given = 0; given <= SUDOKU_DOMINOES; given++) {
        double worst = 0;
        int k;

        for (k = 0; k < 3; k++) {
            struct sudoku_domino puzzle, s;
            double t0, t;

            domino_ref_reveal(&rng, &answer, given, &puzzle);
            t0 = support_now();
            sudoku_domino_solve(&puzzle, 2, &s, NULL);
            t = (support_now() - t0) * 1e6; /* microseconds */
            if (t > worst)
                worst = t;
        }
        printf("  N=%2d  %10.0f us\n", given, worst);
        if (worst > worst_all) {
            worst_all = worst;
            worst_n = given;
        }
    }
    printf("slowest over N=0..36: %.0f us (N=%d)\n", worst_all, worst_n);
}

int main(int argc, char **argv)
{
    struct sudoku_domino *all;
    struct bench_side solver, base;
    double *per, *t;
    int n, k, runs = argc > 2 ? atoi(argv[2]) : 5;

    if (argc < 2) {
        fprintf(stderr, "usage: sudoku-bench-domino FILE [RUNS]\n");
        return 2;
    }
    all = bench_load(argv[1], &n);
    if (!all || n == 0) {
        fprintf(stderr, "sudoku-bench-domino: %s: no puzzles\n", argv[1]);
        free(all);
        return 2;
    }
    if (runs < 1)
        runs = 1;
    solver.time = malloc((size_t)runs * n * sizeof *solver.time);
    base.time = malloc((size_t)runs * n * sizeof *base.time);
    solver.total = malloc((size_t)runs * sizeof *solver.total);
    base.total = malloc((size_t)runs * sizeof *base.total);
    per = malloc((size_t)n * sizeof *per);
    t = malloc((size_t)(runs > n ? runs : n) * sizeof *t);
    if (!solver.time || !base.time || !solver.total || !base.total || !per ||
        !t) {
        fprintf(stderr, "sudoku-bench-domino: out of memory\n");
        return 2;
    }
    bench_pair(all, n, runs, &solver, &base);
    printf("%d puzzles, %d runs, each of the solver then the baseline\n", n,
           runs);
    bench_report("solver:", &solver, n, runs, per, t);
    bench_report("baseline:", &base, n, runs, per, t);
    printf("throughput ratio, run by run:");
    for (k = 0; k < runs; k++) {
        per[k] = base.total[k] / solver.total[k];
        printf(" %.0fx", per[k]);
    }
    printf("; median %.0fx\n", support_median(per, runs));
    free(solver.time);
    free(base.time);
    free(solver.total);
    free(base.total);
    free(per);
    free(t);
    free(all);
    bench_by_count();
    return 0;
}
