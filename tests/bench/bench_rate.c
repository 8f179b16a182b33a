/*
 * bench_rate.c - how fast the technique ladder rates, and what it says.
 *
 * Usage: sudoku-bench-rate FILE...
 *
 * Each FILE (one 81-character puzzle a line, '.' or '0' for a blank, '#'
 * starts a comment; a csv line's first field) is loaded, then every
 * puzzle with one solution is rated once in this thread, by
 * sudoku_rate_score as `sudoku --rate` rates.  Per file it
 * prints the puzzles, the rate in puzzles/s, the mean and the slowest
 * time per puzzle, the mean score and the scores per whole number (1: 1.0
 * to 1.9, ...).  With a rating after the puzzle on its line (a blank, a
 * tab or ';', then a number, as rated lists carry them), it also prints
 * how often the two scores agree exactly (to 0.05), within 0.5 and 1.0,
 * and their rank correlation (Spearman's).  Test code: POSIX clock.
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/rate.h"
#include "sudoku/solve.h"
#include "support/stats.h"
#include "support/timing.h"

#define BENCH_MAX 100000

static sudoku_board puzzles[BENCH_MAX];
static double given[BENCH_MAX], ours[BENCH_MAX];

int main(int argc, char **argv)
{
    int f;

    for (f = 1; f < argc; f++) {
        FILE *in = fopen(argv[f], "r");
        char line[1024];
        int n = 0, rated = 0, i, hist[11] = {0}, exact = 0, half = 0, one = 0;
        double start, total, slowest = 0, sum = 0;

        if (in == NULL) {
            perror(argv[f]);
            return 2;
        }
        while (n < BENCH_MAX && fgets(line, sizeof line, in) != NULL) {
            sudoku_board b, solution;
            char *tail;

            if (line[0] == '#' || strlen(line) < SUDOKU_CELLS)
                continue;
            for (i = 0; i < SUDOKU_CELLS; i++)
                b.cell[i] = line[i] >= '1' && line[i] <= '9'
                                ? (unsigned char)(line[i] - '0')
                                : 0;
            if (sudoku_solve(&b, 2, &solution, NULL) != 1)
                continue;
            tail = line + SUDOKU_CELLS;
            given[n] = strchr(" \t;", *tail) != NULL && *tail != '\0'
                           ? strtod(tail + 1, NULL)
                           : 0.0;
            puzzles[n++] = b;
        }
        fclose(in);
        start = support_now();
        for (i = 0; i < n; i++) {
            struct sudoku_rating r;
            double t0 = support_now(), t;

            sudoku_rate_score(&puzzles[i], &r);
            t = support_now() - t0;
            if (t > slowest)
                slowest = t;
            ours[i] = r.score;
            sum += r.score;
            hist[r.score >= 10 ? 10 : (int)r.score]++;
        }
        total = support_now() - start;
        printf("%s: %d puzzles, %.0f puzzles/s, %.1f us mean, %.1f ms "
               "slowest, mean score %.2f\n ",
               argv[f], n, n / total, 1e6 * total / n, 1e3 * slowest,
               n ? sum / n : 0.0);
        for (i = 1; i <= 10; i++)
            printf(" %d:%d", i, hist[i]);
        printf("\n");
        for (i = 0; i < n; i++) {
            double d = ours[i] - given[i];

            if (given[i] <= 0.0)
                continue;
            rated++;
            d = d < 0 ? -d : d;
            exact += d < 0.05;
            half += d <= 0.5 + 1e-9;
            one += d <= 1.0 + 1e-9;
        }
        if (rated == n && n > 1)
            printf("  against the ratings given: %d exact, %d within 0.5, "
                   "%d within 1.0 of %d; rank correlation %.2f\n",
                   exact, half, one, n,
                   support_rank_correlation(given, ours, n));
    }
    return 0;
}
