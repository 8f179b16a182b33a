/*
 * bits.h - private bit helpers for the solvers and the rater.
 *
 * The lowest set bit (the compiler's count-trailing-zeros, with a portable
 * loop for compilers that lack the builtin, so that the code stays plain
 * C11) and the number of set bits: one table for the digit sets and
 * places of ten bits, one count for 64-bit words.  Every function is
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

/* The number of set bits of every 10-bit mask, by table (the index must
 * be below 1024): digit sets (bits 0..8 or 1..9) and a house's places are
 * counted all the time, and a load beats both the portable count below
 * and the builtin, a library call where the processor lacks the
 * instruction. */
#define BITS_COUNT2(n) (n), (n) + 1, (n) + 1, (n) + 2
#define BITS_COUNT4(n)                                                         \
    BITS_COUNT2(n), BITS_COUNT2((n) + 1), BITS_COUNT2((n) + 1),                \
        BITS_COUNT2((n) + 2)
#define BITS_COUNT6(n)                                                         \
    BITS_COUNT4(n), BITS_COUNT4((n) + 1), BITS_COUNT4((n) + 1),                \
        BITS_COUNT4((n) + 2)
#define BITS_COUNT8(n)                                                         \
    BITS_COUNT6(n), BITS_COUNT6((n) + 1), BITS_COUNT6((n) + 1),                \
        BITS_COUNT6((n) + 2)
static const unsigned char bits_count10[1024] = {
    BITS_COUNT8(0), BITS_COUNT8(1), BITS_COUNT8(1), BITS_COUNT8(2)};

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
