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
    /* Digits seen per row, column and box, as bits: every record the
     * parser reads passes here, so the common case, no clash, is kept to
     * one pass.  On a clash, the earlier cell is looked for in the row,
     * then the column, then the box. */
    unsigned rows[9] = {0}, cols[9] = {0}, boxes[9] = {0};
    int i, u;

    for (i = 0; i < SUDOKU_CELLS; i++) {
        int r = i / 9, c = i % 9, k = SUDOKU_BOX(r, c), d = b->cell[i];
        unsigned bit;

        if (d < 1 || d > 9)
            continue;
        bit = 1u << d;
        if (!((rows[r] | cols[c] | boxes[k]) & bit)) {
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[k] |= bit;
            continue;
        }
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
    return 0;
}

#ifndef SUDOKU_JUDGE
int sudoku_board_is_solution(const sudoku_board *solution,
                             const sudoku_board *puzzle)
{
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++) {
        int d = solution->cell[i];

        if (d < 1 || d > 9)
            return 0;
        if (puzzle->cell[i] != 0 && puzzle->cell[i] != d)
            return 0;
    }
    return !sudoku_board_find_clash(solution, NULL, NULL);
}
#endif
