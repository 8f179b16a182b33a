/*
 * random.c - the deterministic random numbers of the tests (see random.h).
 */
#include "support/random.h"

uint32_t support_random(uint64_t *state)
{
    uint64_t x = *state ? *state : 0x9E3779B97F4A7C15u;

    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1Du) >> 32);
}

unsigned support_below(uint64_t *state, unsigned n)
{
    return support_random(state) % n;
}

void support_shuffle(uint64_t *state, int *v, int n)
{
    int i;

    for (i = n - 1; i > 0; i--) {
        int j = (int)support_below(state, (unsigned)i + 1), t = v[i];

        v[i] = v[j];
        v[j] = t;
    }
}

void support_random_grid(uint64_t *state, sudoku_board *grid)
{
    int digit[9], row[9], col[9], band[3], stack[3], inner[3];
    int i, k, r, c, transpose = (int)support_below(state, 2);

    for (i = 0; i < 9; i++)
        digit[i] = i + 1;
    support_shuffle(state, digit, 9);
    for (i = 0; i < 3; i++)
        band[i] = stack[i] = i;
    support_shuffle(state, band, 3);
    support_shuffle(state, stack, 3);
    for (i = 0; i < 3; i++) {
        for (k = 0; k < 3; k++)
            inner[k] = k;
        support_shuffle(state, inner, 3);
        for (k = 0; k < 3; k++)
            row[3 * i + k] = 3 * band[i] + inner[k];
        support_shuffle(state, inner, 3);
        for (k = 0; k < 3; k++)
            col[3 * i + k] = 3 * stack[i] + inner[k];
    }
    for (r = 0; r < 9; r++) {
        for (c = 0; c < 9; c++) {
            int pr = transpose ? col[c] : row[r];
            int pc = transpose ? row[r] : col[c];
            /* The pattern grid: a valid sudoku for any row and column. */
            int v = (3 * (pr % 3) + pr / 3 + pc) % 9;

            grid->cell[9 * r + c] = (unsigned char)digit[v];
        }
    }
}
