/*
 * stats.h - statistics the tests and benchmarks report.  Test code only.
 */
#ifndef SUDOKU_TEST_STATS_H
#define SUDOKU_TEST_STATS_H

/* Spearman's rank correlation of a[0..n) and b[0..n), ties sharing their
 * mean rank; 0 when either is constant or memory runs out. */
double support_rank_correlation(const double *a, const double *b, int n);

#endif /* SUDOKU_TEST_STATS_H */
