/*
 * print.c - solved grids as text.
 *
 * Pure formatting into the caller's buffer: no validation, no I/O.  The
 * plain layouts, here, write digits as they are; the pretty ones, for
 * people, are print_pretty.c's, reached as optional parts (see
 * print_internal.h).
 */
#include "print/print_internal.h"

/* The plain layouts, shared by boards and domino grids. */
static size_t print_plain(char *out, const sudoku_board *b,
                          enum sudoku_layout layout)
{
    size_t n = 0;
    int r, c;

    for (r = 0; r < 9; r++) {
        for (c = 0; c < 9; c++) {
            if (layout == SUDOKU_LAYOUT_SPACED && c > 0)
                out[n++] = ' ';
            out[n++] = (char)('0' + b->cell[9 * r + c]);
        }
        if (layout != SUDOKU_LAYOUT_LINE)
            out[n++] = '\n';
    }
    if (layout == SUDOKU_LAYOUT_LINE)
        out[n++] = '\n';
    out[n] = '\0';
    return n;
}

size_t sudoku_print_board(char *out, const sudoku_board *b,
                          enum sudoku_layout layout)
{
    if (layout == SUDOKU_LAYOUT_PRETTY && sudoku_print_pretty_board != NULL)
        return sudoku_print_pretty_board(out, b);
    return print_plain(out, b, layout);
}

size_t sudoku_print_domino(char *out, const struct sudoku_domino *d,
                           enum sudoku_layout layout)
{
    if (layout == SUDOKU_LAYOUT_PRETTY && sudoku_print_pretty_domino != NULL)
        return sudoku_print_pretty_domino(out, d);
    return print_plain(out, &d->grid, layout);
}
