/*
 * print_domino.c - a Sudominoku puzzle in the judge's input form.
 *
 * The form BOJ 4574 reads and the Sudominoku reader takes back: the count
 * of placed dominoes, a line "U LU V LV" for each (in row-major order of
 * their first cell), then the places of the single digits 1..9.  The
 * closing "0" line is the caller's: a stream of puzzles has one at its
 * end only.  --print=puzzle uses it, so that a filtered collection of
 * Sudominoku puzzles is an input again; the judge build leaves this file
 * out.
 */
#include "print/print_internal.h"

/* Writes a cell's place, row letter and column digit, as the format does. */
static size_t print_place(char *out, int cell)
{
    out[0] = (char)('A' + cell / 9);
    out[1] = (char)('1' + cell % 9);
    return 2;
}

size_t sudoku_print_domino_input(char *out, const struct sudoku_domino *d)
{
    int cell, digit, count = 0, single[10] = {0};
    size_t n = 0;

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        count += d->mate[cell] > cell;
    if (count >= 10)
        out[n++] = (char)('0' + count / 10);
    out[n++] = (char)('0' + count % 10);
    out[n++] = '\n';
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int mate = d->mate[cell];

        if (mate == SUDOKU_NO_MATE && d->grid.cell[cell] != 0)
            single[d->grid.cell[cell]] = cell + 1;
        if (mate <= cell)
            continue;
        out[n++] = (char)('0' + d->grid.cell[cell]);
        out[n++] = ' ';
        n += print_place(out + n, cell);
        out[n++] = ' ';
        out[n++] = (char)('0' + d->grid.cell[mate]);
        out[n++] = ' ';
        n += print_place(out + n, mate);
        out[n++] = '\n';
    }
    /* A puzzle as the reader gives it has a single cell for every digit. */
    for (digit = 1; digit <= 9; digit++) {
        if (single[digit] == 0)
            continue;
        n += print_place(out + n, single[digit] - 1);
        out[n++] = ' ';
    }
    out[n - 1] = '\n';
    out[n] = '\0';
    return n;
}
