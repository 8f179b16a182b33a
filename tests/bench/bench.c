/*
 * bench.c - throughput benchmark for the classic solver.
 *
 * Usage: sudoku-bench [--runs N] [--limit L] [--reference] DIR_OR_FILES...
 *
 * Each data set (`*.txt`: one 81-character puzzle a line, '.' or '0' for a
 * blank, '#' starts a comment line; `*.csv`: `puzzle,solution` lines, an
 * optional header) is loaded into memory first, then solved N times over
 * (default 5) with sudoku_solve(limit L; 1 by default, 2 also proves a
 * solution unique, more counts further).  Per set it prints the puzzle
 * count, the median rate in puzzles/s, the median microseconds per puzzle
 * and the guesses per puzzle, after checking every answer: a valid solution
 * that keeps the givens, and equal to the csv's solution when there is one.
 * A directory stands for its `*.txt` and `*.csv` files, in name order.
 *
 * With --reference it also times the plain row-major search of
 * tests/reference.c on the first puzzles of each set (until about 3 s are
 * spent; a puzzle over a node budget is left out) and sudoku_solve on
 * exactly the same puzzles, and prints the ratio, so that the speed-up is
 * measured in one run on one (noisy) machine.  This is test code: it uses POSIX
 * (opendir, and clock_gettime through support/timing.c) where the library
 * may not.
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reference.h"
#include "sudoku/solve.h"
#include "support/text.h"
#include "support/timing.h"

#define BENCH_MAX_FILES 64
#define BENCH_REFERENCE_SECONDS 3.0
#define BENCH_REFERENCE_BUDGET 30000000ULL /* digits placed, about 0.5 s */
#define BENCH_REFERENCE_MAX 20000          /* puzzles in the subset */

struct bench_set {
    char name[256];
    sudoku_board *puzzles;
    sudoku_board *answers; /* NULL for .txt sets */
    size_t count, cap;
};

static int bench_load(const char *path, struct bench_set *set)
{
    FILE *f = fopen(path, "r");
    char line[1024];
    size_t n = strlen(path);
    int csv = n > 4 && strcmp(path + n - 4, ".csv") == 0;
    const char *base = strrchr(path, '/');

    if (!f) {
        perror(path);
        return 0;
    }
    memset(set, 0, sizeof *set);
    snprintf(set->name, sizeof set->name, "%s", base ? base + 1 : path);
    while (fgets(line, sizeof line, f)) {
        size_t len = strcspn(line, "\r\n");
        sudoku_board p, s;
        if (len == 0 || line[0] == '#')
            continue;
        if (!support_board_from_text(line, &p))
            continue; /* a csv header or a stray line */
        if (csv && (len < 163 || line[81] != ',' ||
                    !support_board_from_text(line + 82, &s)))
            continue;
        if (set->count == set->cap) {
            set->cap = set->cap ? 2 * set->cap : 1024;
            set->puzzles = realloc(set->puzzles, set->cap * sizeof p);
            set->answers = realloc(set->answers, set->cap * sizeof p);
            if (!set->puzzles || !set->answers) {
                fprintf(stderr, "sudoku-bench: out of memory\n");
                exit(2);
            }
        }
        set->puzzles[set->count] = p;
        set->answers[set->count] = csv ? s : p;
        set->count++;
    }
    fclose(f);
    if (!csv) {
        free(set->answers);
        set->answers = NULL;
    }
    return 1;
}

/* The limit sudoku_solve is called with (--limit). */
static unsigned bench_limit = 1;

/* Solves every puzzle of the set once; returns the seconds spent, or a
 * negative value when an answer is wrong. */
static double bench_pass(const struct bench_set *set, size_t count,
                         unsigned long long *guesses)
{
    struct sudoku_solve_stats stats = {0};
    sudoku_board out;
    size_t i;
    double t0 = support_now(), t;
    int bad = 0;

    for (i = 0; i < count; i++) {
        if (sudoku_solve(&set->puzzles[i], bench_limit, &out, &stats) < 1 ||
            !reference_is_solution(&out, &set->puzzles[i]) ||
            (set->answers && memcmp(&out, &set->answers[i], sizeof out) != 0)) {
            if (!bad)
                fprintf(stderr,
                        "sudoku-bench: %s: wrong answer for "
                        "puzzle %zu\n",
                        set->name, i + 1);
            bad = 1;
        }
    }
    t = support_now() - t0;
    *guesses = stats.guesses;
    return bad ? -1 : t;
}

/* Times the reference on the first puzzles of the set until about
 * BENCH_REFERENCE_SECONDS are spent, then sudoku_solve on exactly the
 * puzzles the reference finished, and prints the ratio.  A puzzle over the
 * node budget is left out of both (17clue's first one needs over 10^9
 * nodes), so the ratio leans towards the reference's easy puzzles: it
 * understates the speed-up. */
static void bench_reference(const struct bench_set *set, int runs)
{
    static sudoku_board subset[BENCH_REFERENCE_MAX];
    struct bench_set sub;
    double ref_time = 0, ours[64], start = support_now();
    sudoku_board out;
    unsigned long long guesses;
    size_t i, n = 0, skipped = 0;
    int r, gave_up;

    for (i = 0; i < set->count && n < BENCH_REFERENCE_MAX &&
                support_now() - start < BENCH_REFERENCE_SECONDS;
         i++) {
        double t0 = support_now();
        reference_solve(&set->puzzles[i], 1, &out, BENCH_REFERENCE_BUDGET,
                        &gave_up);
        if (gave_up) {
            skipped++;
            continue;
        }
        ref_time += support_now() - t0;
        subset[n++] = set->puzzles[i];
    }
    if (n == 0) {
        printf("  reference: every puzzle tried needs over %llu nodes, "
               "no ratio\n",
               BENCH_REFERENCE_BUDGET);
        return;
    }
    sub = *set;
    sub.puzzles = subset;
    sub.answers = NULL;
    for (r = 0; r < runs; r++) {
        /* Repeat the subset until the clock sees tens of milliseconds. */
        double t = 0;
        int reps = 0;
        do {
            double s = bench_pass(&sub, n, &guesses);
            if (s < 0)
                return;
            t += s;
            reps++;
        } while (t < 0.05);
        ours[r] = t / reps;
    }
    printf("  reference DFS on %zu of the first %zu (%zu over budget): "
           "%.1f us/puzzle; sudoku_solve %.2f us/puzzle: %.1fx faster\n",
           n, n + skipped, skipped, ref_time * 1e6 / (double)n,
           support_median(ours, runs) * 1e6 / (double)n,
           ref_time / support_median(ours, runs));
}

static int bench_run(const char *path, int runs, int with_reference)
{
    struct bench_set set;
    double rates[64], us[64];
    unsigned long long guesses = 0;
    int r;

    if (!bench_load(path, &set))
        return 0;
    if (set.count == 0) {
        printf("%-30s no puzzles\n", set.name);
        return 1;
    }
    for (r = 0; r < runs; r++) {
        double t = bench_pass(&set, set.count, &guesses);
        if (t < 0) {
            free(set.puzzles);
            free(set.answers);
            return 0;
        }
        rates[r] = (double)set.count / t;
        us[r] = t * 1e6 / (double)set.count;
    }
    printf("%-30s %7zu puzzles %11.0f puzzles/s %9.2f us/puzzle "
           "%8.2f guesses/puzzle\n",
           set.name, set.count, support_median(rates, runs),
           support_median(us, runs), (double)guesses / (double)set.count);
    fflush(stdout);
    if (with_reference)
        bench_reference(&set, runs);
    free(set.puzzles);
    free(set.answers);
    return 1;
}

static int bench_compare_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every .txt and .csv file of a directory, in name order. */
static int bench_dir(const char *path, DIR *dir, int runs, int with_ref)
{
    char *names[BENCH_MAX_FILES];
    struct dirent *e;
    int n = 0, i, ok = 1;

    while ((e = readdir(dir)) != NULL && n < BENCH_MAX_FILES) {
        size_t len = strlen(e->d_name);
        if (len > 4 && (strcmp(e->d_name + len - 4, ".txt") == 0 ||
                        strcmp(e->d_name + len - 4, ".csv") == 0)) {
            size_t size = strlen(path) + len + 2;
            names[n] = malloc(size);
            if (!names[n])
                return 0;
            snprintf(names[n], size, "%s/%s", path, e->d_name);
            n++;
        }
    }
    closedir(dir);
    qsort(names, (size_t)n, sizeof *names, bench_compare_name);
    for (i = 0; i < n; i++) {
        ok &= bench_run(names[i], runs, with_ref);
        free(names[i]);
    }
    return ok;
}

int main(int argc, char **argv)
{
    int runs = 5, with_reference = 0, ok = 1, i, files = 0;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = atoi(argv[++i]);
            if (runs < 1 || runs > 64) {
                fprintf(stderr, "sudoku-bench: --runs takes 1..64\n");
                return 2;
            }
        } else if (strcmp(argv[i], "--limit") == 0 && i + 1 < argc) {
            int limit = atoi(argv[++i]);
            if (limit < 1) {
                fprintf(stderr, "sudoku-bench: --limit takes 1 or more\n");
                return 2;
            }
            bench_limit = (unsigned)limit;
        } else if (strcmp(argv[i], "--reference") == 0) {
            with_reference = 1;
        } else if (strcmp(argv[i], "--help") == 0) {
            printf("usage: sudoku-bench [--runs N] [--limit L] [--reference] "
                   "DIR_OR_FILES...\n");
            return 0;
        } else if (argv[i][0] == '-') {
            fprintf(stderr,
                    "sudoku-bench: unknown option '%s'\n"
                    "try 'sudoku-bench --help'\n",
                    argv[i]);
            return 2;
        }
    }
    for (i = 1; i < argc; i++) {
        DIR *dir;
        if (argv[i][0] == '-') {
            if (strcmp(argv[i], "--runs") == 0 ||
                strcmp(argv[i], "--limit") == 0)
                i++;
            continue;
        }
        files++;
        dir = opendir(argv[i]);
        if (dir)
            ok &= bench_dir(argv[i], dir, runs, with_reference);
        else
            ok &= bench_run(argv[i], runs, with_reference);
    }
    if (files == 0) {
        fprintf(stderr,
                "usage: sudoku-bench [--runs N] [--limit L] [--reference] "
                "DIR_OR_FILES...\n");
        return 2;
    }
    return ok ? 0 : 1;
}
