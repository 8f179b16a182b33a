/*
 * random.h - the deterministic random numbers of the tests.
 *
 * Generated puzzles come from a fixed seed, so that a failure can be
 * replayed, and from one generator, xorshift64*: small, fast and the same
 * on every platform.  A state is a uint64_t the caller seeds and owns.
 * Test code only.
 */
#ifndef SUDOKU_TEST_RANDOM_H
#define SUDOKU_TEST_RANDOM_H

#include <stdint.h>

#include "sudoku/board.h"

/* The next 32 random bits from *state (a state of 0 is taken as a fixed
 * non-zero one). */
uint32_t support_random(uint64_t *state);

/* A random number in 0..n-1 (n >= 1). */
unsigned support_below(uint64_t *state, unsigned n);

/* Shuffles v[0..n-1] (Fisher-Yates, from the last element down). */
void support_shuffle(uint64_t *state, int *v, int n);

/* A random solved grid: a valid pattern grid under random transformations
 * that keep a grid valid (digits relabelled; bands, rows within a band,
 * stacks and columns within a stack permuted; transposed or not). */
void support_random_grid(uint64_t *state, sudoku_board *grid);

#endif /* SUDOKU_TEST_RANDOM_H */
