/*
 * check_se.c - the ladder's ratings against those of classic Sudoku
 * Explainer 1.2.1, the scale the puzzle community ranks puzzles by.
 *
 * Usage: check_se FILE
 *
 * FILE holds one puzzle a line (81 characters, '.' or '0' for a blank)
 * followed by SE's rating ('#' starts a comment).  Every puzzle SE rates
 * below 4.5 (no chains, no uniqueness techniques) must get exactly SE's
 * rating, and 70% of those it rates above 6.5 (chains); over all of them
 * the rank correlation must be 0.9 or more.
 * Prints, per band of SE's rating, how many agree exactly, within 0.5
 * and within 1.0, and the rank correlation.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/rate.h"
#include "support/stats.h"

#define MAX_PUZZLES 10000

struct pair {
    double theirs, ours;
};

/* The rank correlation of the two ratings of p[0..n). */
static double spearman(const struct pair *p, int n)
{
    double *both = malloc(2 * (size_t)n * sizeof *both + 1), rho;
    int i;

    if (both == NULL)
        return 0.0;
    for (i = 0; i < n; i++) {
        both[i] = p[i].theirs;
        both[n + i] = p[i].ours;
    }
    rho = support_rank_correlation(both, both + n, n);
    free(both);
    return rho;
}

static void band(const char *name, const struct pair *p, int n, double lo,
                 double hi)
{
    static struct pair in[MAX_PUZZLES];
    int i, k = 0, exact = 0, half = 0, one = 0;

    for (i = 0; i < n; i++)
        if (p[i].theirs >= lo && p[i].theirs < hi)
            in[k++] = p[i];
    for (i = 0; i < k; i++) {
        double d = fabs(in[i].theirs - in[i].ours);

        exact += d < 0.05;
        half += d < 0.55;
        one += d < 1.05;
    }
    if (k > 0)
        printf("%-20s %5d  exact %5d  within 0.5 %5d  within 1.0 %5d  rank "
               "correlation %.2f\n",
               name, k, exact, half, one, spearman(in, k));
}

int main(int argc, char **argv)
{
    static struct pair p[MAX_PUZZLES];
    char line[512];
    int n = 0, wrong = 0, chains = 0, chains_exact = 0;
    double rho;
    FILE *f;

    if (argc != 2) {
        fprintf(stderr, "usage: check_se FILE\n");
        return 2;
    }
    f = fopen(argv[1], "r");
    if (f == NULL) {
        perror(argv[1]);
        return 1;
    }
    while (fgets(line, sizeof line, f) != NULL && n < MAX_PUZZLES) {
        sudoku_board puzzle;
        struct sudoku_rating r;
        int i;

        if (line[0] == '#' || strlen(line) < 83)
            continue;
        for (i = 0; i < SUDOKU_CELLS; i++)
            puzzle.cell[i] =
                (unsigned char)(line[i] >= '1' && line[i] <= '9' ? line[i] - '0'
                                                                 : 0);
        p[n].theirs = atof(line + SUDOKU_CELLS);
        sudoku_rate(&puzzle, &r, NULL, NULL);
        p[n].ours = r.score;
        if (p[n].theirs > 6.55) {
            chains++;
            chains_exact += fabs(p[n].theirs - p[n].ours) < 0.05;
        }
        if (p[n].theirs < 4.45 && fabs(p[n].theirs - p[n].ours) > 0.05) {
            printf("%.81s: SE %.1f, here %.1f\n", line, p[n].theirs, p[n].ours);
            wrong++;
        }
        n++;
    }
    fclose(f);
    band("SE up to 2.5", p, n, 0.0, 2.55);
    band("SE 2.6 to 4.4", p, n, 2.55, 4.45);
    band("SE 4.5 to 6.5", p, n, 4.45, 6.55);
    band("SE above 6.5", p, n, 6.55, 100.0);
    band("all", p, n, 0.0, 100.0);
    rho = spearman(p, n);
    if (n < 100 || wrong > 0 || rho < 0.9 || chains_exact * 10 < chains * 7) {
        printf("FAILED: %d puzzles, %d below 4.5 not rated as SE rates them, "
               "%d of %d above 6.5 rated as SE rates them, rank correlation "
               "%.2f\n",
               n, wrong, chains_exact, chains, rho);
        return 1;
    }
    return 0;
}
