/*
 * timing.c - the clock and the median of the benchmarks (see timing.h).
 */
#define _POSIX_C_SOURCE 200809L

#include "support/timing.h"

#include <stdlib.h>
#include <time.h>

double support_now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int support_compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return (x > y) - (x < y);
}

double support_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, support_compare_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
