/*
 * bits_count.h - the number of set bits of every 10-bit mask, for the
 * modules that count 9-value sets all the time (the rater, Sudominoku).
 * Apart from bits.h so that files that never count that way (the judge
 * file of other shapes) carry no unused table.
 */
#ifndef SUDOKU_BITS_COUNT_H
#define SUDOKU_BITS_COUNT_H

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

#endif /* SUDOKU_BITS_COUNT_H */
