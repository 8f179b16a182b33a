/*
 * stats.c - statistics the tests and benchmarks report (stats.h).
 */
#include "support/stats.h"

#include <math.h>
#include <stdlib.h>

/* Ranks of v[0..n), ties sharing their mean rank, into r. */
static void ranks(const double *v, int n, double *r)
{
    int i, j;

    for (i = 0; i < n; i++) {
        int below = 0, equal = 0;

        for (j = 0; j < n; j++) {
            below += v[j] < v[i];
            equal += v[j] == v[i];
        }
        r[i] = below + (equal + 1) / 2.0;
    }
}

double support_rank_correlation(const double *a, const double *b, int n)
{
    double *ra = malloc(2 * (size_t)n * sizeof *ra + 1), *rb;
    double ma = 0, mb = 0, cov = 0, va = 0, vb = 0;
    int i;

    if (ra == NULL || n < 2) {
        free(ra);
        return 0.0;
    }
    rb = ra + n;
    ranks(a, n, ra);
    ranks(b, n, rb);
    for (i = 0; i < n; i++) {
        ma += ra[i] / n;
        mb += rb[i] / n;
    }
    for (i = 0; i < n; i++) {
        cov += (ra[i] - ma) * (rb[i] - mb);
        va += (ra[i] - ma) * (ra[i] - ma);
        vb += (rb[i] - mb) * (rb[i] - mb);
    }
    free(ra);
    return va > 0 && vb > 0 ? cov / sqrt(va * vb) : 0.0;
}
