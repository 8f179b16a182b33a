/*
 * board_solution.c - whether a board solves a puzzle.
 *
 * The check that the tests and the fuzzers run on every answer, stated
 * plainly with the rules of board.c; the solvers never call it, so the
 * judge build leaves this file out.
 */
#include "sudoku/board.h"

#include <stddef.h>

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
