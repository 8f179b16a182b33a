/*
 * board.c - checks on the board value type.
 *
 * These are the rules of sudoku stated once, in the plainest form: the
 * solvers keep their own fast bookkeeping, the parser and the tests ask here.
 */
#include "sudoku/board.h"

#include <string.h>

void sudoku_board_clear(sudoku_board *b)
{
    memset(b->cell, 0, sizeof b->cell);
}

/* The earlier cell of unit u (0: row, 1: column, 2: box) of cell i that
 * holds digit d, or -1. */
static int board_earlier_in_unit(const sudoku_board *b, int i, int d, int u)
{
    int j;

    for (j = 0; j < i; j++) {
        int same = u == 0   ? j / 9 == i / 9
                   : u == 1 ? j % 9 == i % 9
                            : SUDOKU_BOX(j / 9, j % 9) ==
                                  SUDOKU_BOX(i / 9, i % 9);

        if (same && b->cell[j] == d)
            return j;
    }
    return -1;
}

int sudoku_board_find_clash(const sudoku_board *b, int *first, int *second)
{
    /* Every record the parser reads passes here, so the common case, no
     * clash, is one pass without branches.  Each unit adds up and ORs the
     * bits 1 << d of its digits: the two differ exactly when a bit comes
     * twice.  Only after that are the cells looked for, in order: the row,
     * then the column, then the box of each cell. */
    unsigned col_or[9] = {0}, col_sum[9] = {0};
    unsigned box_or[9] = {0}, box_sum[9] = {0}, repeat = 0;
    int r, c, i, u;

    for (r = 0; r < 9; r++) {
        unsigned row_or = 0, row_sum = 0;

        for (c = 0; c < 9; c++) {
            unsigned d = b->cell[9 * r + c];
            unsigned bit = d <= 9 ? (1u << d) & 0x3FEu : 0;

            row_or |= bit;
            row_sum += bit;
            col_or[c] |= bit;
            col_sum[c] += bit;
            box_or[SUDOKU_BOX(r, c)] |= bit;
            box_sum[SUDOKU_BOX(r, c)] += bit;
        }
        repeat |= row_or ^ row_sum;
    }
    for (u = 0; u < 9; u++)
        repeat |= (col_or[u] ^ col_sum[u]) | (box_or[u] ^ box_sum[u]);
    if (!repeat)
        return 0;
    for (i = 0; i < SUDOKU_CELLS; i++) {
        int d = b->cell[i];

        if (d < 1 || d > 9)
            continue;
        for (u = 0; u < 3; u++) {
            int j = board_earlier_in_unit(b, i, d, u);

            if (j >= 0) {
                if (first)
                    *first = j;
                if (second)
                    *second = i;
                return 1;
            }
        }
    }
    return 0; /* not reached: some cell repeats an earlier one */
}
