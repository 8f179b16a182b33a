/*
 * generate_internal.h - what the generators' files share: the random
 * numbers and the random solved grid.
 */
#ifndef SUDOKU_GENERATE_INTERNAL_H
#define SUDOKU_GENERATE_INTERNAL_H

#include "base/internal.h"
#include "sudoku/generate.h"

/* SplitMix64: 64 bits of state, a full period, and every state a good
 * seed, which suits a stream per (seed, index). */
struct sudoku_rng {
    unsigned long long state;
};

static inline unsigned long long sudoku_rng_next(struct sudoku_rng *r)
{
    unsigned long long z = (r->state += 0x9e3779b97f4a7c15ULL);

    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A number in 0..n-1 (n >= 1), from the top 32 bits. */
static inline unsigned sudoku_rng_below(struct sudoku_rng *r, unsigned n)
{
    return (unsigned)(((sudoku_rng_next(r) >> 32) * n) >> 32);
}

/* The first state of the stream of puzzle `index` of `seed`. */
SUDOKU_PRIVATE unsigned long long sudoku_generate_mix(unsigned long long seed,
                                                      unsigned long long index);

/* Shuffles v[0..n-1]. */
SUDOKU_PRIVATE void sudoku_rng_shuffle(struct sudoku_rng *r, int *v, int n);

/* A random solved grid. */
SUDOKU_PRIVATE void sudoku_generate_grid(struct sudoku_rng *r,
                                         sudoku_board *grid);

#endif /* SUDOKU_GENERATE_INTERNAL_H */
