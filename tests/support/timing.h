/*
 * timing.h - the clock and the median of the benchmarks.
 *
 * Benchmarks time with a monotonic wall clock and report medians of
 * repeated runs, so that one preemption of a busy machine does not count.
 * Test code only; it needs POSIX clock_gettime.
 */
#ifndef SUDOKU_TEST_TIMING_H
#define SUDOKU_TEST_TIMING_H

/* Seconds on a monotonic clock from an unspecified start: only
 * differences mean anything. */
double support_now(void);

/* The median of v[0..n-1] (n >= 1), the mean of the two middle values
 * when n is even.  Sorts v. */
double support_median(double *v, int n);

#endif /* SUDOKU_TEST_TIMING_H */
