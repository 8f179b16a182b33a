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

int sudoku_board_find_clash(const sudoku_board *b, int *first, int *second)
{
    /* seen[unit][digit] holds 1 + the cell that put the digit in the unit:
     * units 0..8 are rows, 9..17 columns, 18..26 boxes. */
    int seen[27][10];
    int i;

    memset(seen, 0, sizeof seen);
    for (i = 0; i < SUDOKU_CELLS; i++) {
        int r = i / 9, c = i % 9, d = b->cell[i], u;
        int units[3];

        if (d < 1 || d > 9)
            continue;
        units[0] = r;
        units[1] = 9 + c;
        units[2] = 18 + SUDOKU_BOX(r, c);
        for (u = 0; u < 3; u++) {
            if (seen[units[u]][d]) {
                if (first)
                    *first = seen[units[u]][d] - 1;
                if (second)
                    *second = i;
                return 1;
            }
        }
        for (u = 0; u < 3; u++)
            seen[units[u]][d] = i + 1;
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
