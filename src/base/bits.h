/*
 * bits.h - private bit helpers for the solvers and the rater.
 *
 * The lowest set bit (the compiler's count-trailing-zeros, with a portable
 * loop for compilers that lack the builtin, so that the code stays plain
 * C11) and the number of set bits of a 64-bit word (bits_count.h has the
 * table for sets of ten bits).  Every function is
 * `static inline`: nothing here has linkage.  Only what the judge build's
 * solvers use belongs here: in the single file an unused static function
 * or table is a warning, and judges compile with -Werror.
 */
#ifndef SUDOKU_BITS_H
#define SUDOKU_BITS_H

#include <stdint.h>

/* The index of the lowest set bit of x.  The name is the precondition: the
 * result is meaningless for x == 0 (the builtin's is undefined). */
static inline int bits_ctz64_nonzero(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int n = 0;
    while (!(x & 1u)) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

/* The same for a 32-bit word. */
static inline int bits_ctz_nonzero(uint32_t x)
{
    return bits_ctz64_nonzero(x);
}

/* The number of set bits of x: the instruction where the target has it,
 * else the classic sum of bit fields (the builtin would be a call). */
static inline int bits_popcount64(uint64_t x)
{
#if defined(__POPCNT__) && (defined(__GNUC__) || defined(__clang__))
    return __builtin_popcountll(x);
#else
    x -= x >> 1 & 0x5555555555555555u;
    x = (x & 0x3333333333333333u) + (x >> 2 & 0x3333333333333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
    return (int)(x * 0x0101010101010101u >> 56);
#endif
}

#endif /* SUDOKU_BITS_H */
