/*
 * board.h - the 9x9 board value type shared by every module.
 *
 * A board is 81 bytes in row-major order: cell[9 * row + col], 0 for an
 * empty cell and 1..9 for a digit.  It is a plain value: copy it with `=`,
 * compare it with memcmp, keep it on the stack.  Nothing here allocates.
 * A Sudominoku grid is a board and a tiling of it by dominoes (domino.h
 * holds its solver).
 */
#ifndef SUDOKU_BOARD_H
#define SUDOKU_BOARD_H

/* Every function the library exports is declared with SUDOKU_API, which
 * is `extern` unless the includer defines it first.  The interface is the
 * same in every build: a build that leaves a file out (the single file for
 * online judges) still declares that file's functions, and never calls
 * them. */
#ifndef SUDOKU_API
#define SUDOKU_API extern
#endif

#define SUDOKU_SIZE 9
#define SUDOKU_CELLS 81

typedef struct sudoku_board {
    unsigned char cell[SUDOKU_CELLS];
} sudoku_board;

/* The box (0..8, row-major) that holds the cell at row r, column c. */
#define SUDOKU_BOX(r, c) (3 * ((r) / 3) + (c) / 3)

/* Sudominoku: a sudoku whose 72 non-given cells are covered by the 36
 * dominoes {a,b} (1 <= a < b <= 9), each used exactly once. */
#define SUDOKU_DOMINOES 36
#define SUDOKU_NO_MATE (-1)

/*
 * A puzzle or a solved grid with its tiling.  grid holds the digits known so
 * far (0 = empty); mate[i] is the index of the other half of the domino that
 * covers cell i, or SUDOKU_NO_MATE for a cell that is not (yet) covered by a
 * domino, such as the nine single given digits.
 */
struct sudoku_domino {
    sudoku_board grid;
    signed char mate[SUDOKU_CELLS];
};

/* Sets every cell of *b to 0. */
SUDOKU_API void sudoku_board_clear(sudoku_board *b);

/*
 * Looks for two equal digits in one row, column or box.  Returns 0 when the
 * digits of *b are consistent.  Otherwise returns 1 and stores in *first and
 * *second the cell indexes of the clash whose later cell comes first in
 * row-major order (first < second); either pointer may be NULL.
 */
SUDOKU_API int sudoku_board_find_clash(const sudoku_board *b, int *first,
                                       int *second);

/*
 * Returns 1 when *solution is complete (no 0), has no clash, and agrees with
 * every non-zero cell of *puzzle; returns 0 otherwise.
 */
SUDOKU_API int sudoku_board_is_solution(const sudoku_board *solution,
                                        const sudoku_board *puzzle);

#endif /* SUDOKU_BOARD_H */
