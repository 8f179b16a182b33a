/*
 * solve_count.h - what the full build's counting file (solve_count.c)
 * offers the rest of the full build, besides the optional part that
 * solve_internal.h declares.  The judge build has neither this header nor
 * that file.
 */
#ifndef SUDOKU_SOLVE_COUNT_H
#define SUDOKU_SOLVE_COUNT_H

#include "sudoku/board.h"

/* Whether *puzzle has a solution besides *solution, one of its solutions,
 * when filling the cells cells[0..n) from *solution leaves it only that
 * one: the generator's test of a dug puzzle, which searches for any
 * solution differing on one of those cells rather than counting to 2.
 * When it has, *other (unless NULL) receives such a solution, or, in the
 * rare puzzle that the search gives up on, *solution itself. */
int sudoku_solve_other(const sudoku_board *puzzle, const sudoku_board *solution,
                       const int *cells, int n, sudoku_board *other);

#endif /* SUDOKU_SOLVE_COUNT_H */
