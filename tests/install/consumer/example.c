/* example.c - solves the puzzle on standard input, in any layout. */
#include <stdio.h>
#include <sudoku/sudoku.h>

int main(void)
{
    char text[4096], out[SUDOKU_PRINT_MAX];
    size_t size = fread(text, 1, sizeof text - 1, stdin);
    sudoku_board puzzle, answer;
    struct sudoku_diag diag;

    text[size] = '\0';
    if (sudoku_read_board(text, &puzzle, &diag) != SUDOKU_READ_PUZZLE) {
        fprintf(stderr, "line %lu: %s\n", diag.line, diag.message);
        return 1;
    }
    if (sudoku_solve(&puzzle, 1, &answer, NULL) == 0) {
        fputs("no solution\n", stderr);
        return 1;
    }
    sudoku_print_board(out, &answer, SUDOKU_LAYOUT_SPACED);
    fputs(out, stdout);
    return 0;
}
