/*
 * print.c - solved grids as text.
 *
 * Pure formatting into the caller's buffer: no validation, no I/O.  The
 * plain layouts write digits as they are; the pretty ones are for people
 * and show an empty cell as '.'.
 */
#include "sudoku/print.h"

static char print_digit(int d, int pretty)
{
    /* NOLINTNEXTLINE(bugprone-narrowing-conversions): '0' + 0..9 fits */
    return pretty && d == 0 ? '.' : (char)('0' + d);
}

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
            out[n++] = print_digit(b->cell[9 * r + c], 0);
        }
        if (layout != SUDOKU_LAYOUT_LINE)
            out[n++] = '\n';
    }
    if (layout == SUDOKU_LAYOUT_LINE)
        out[n++] = '\n';
    out[n] = '\0';
    return n;
}

/* The pretty layouts are for people; the judge build leaves them out. */
#ifndef SUDOKU_JUDGE
/*
 * The box grid:
 *
 *   +-------+-------+-------+
 *   | 5 3 . | . 7 . | . . . |
 *   ...
 */
static size_t print_pretty_board(char *out, const sudoku_board *b)
{
    static const char rule[] = "+-------+-------+-------+\n";
    size_t n = 0;
    int r, c;
    const char *s;

    for (r = 0; r < 9; r++) {
        if (r % 3 == 0)
            for (s = rule; *s; s++)
                out[n++] = *s;
        for (c = 0; c < 9; c++) {
            if (c % 3 == 0) {
                out[n++] = '|';
                out[n++] = ' ';
            }
            out[n++] = print_digit(b->cell[9 * r + c], 1);
            out[n++] = ' ';
        }
        out[n++] = '|';
        out[n++] = '\n';
    }
    for (s = rule; *s; s++)
        out[n++] = *s;
    out[n] = '\0';
    return n;
}
#endif

size_t sudoku_print_board(char *out, const sudoku_board *b,
                          enum sudoku_layout layout)
{
#ifndef SUDOKU_JUDGE
    if (layout == SUDOKU_LAYOUT_PRETTY)
        return print_pretty_board(out, b);
#endif
    return print_plain(out, b, layout);
}

#ifndef SUDOKU_JUDGE
/*
 * The domino grid draws a wall between two cells unless one domino covers
 * both, so every domino shows as a 1x2 room:
 *
 *   +---+---+---+
 *   | 8   7 | 2 |
 *   +---+---+   +
 *   | 3 | 6 | 1 |
 */
static size_t print_pretty_domino(char *out, const struct sudoku_domino *d)
{
    size_t n = 0;
    int r, c;

    for (r = 0; r <= 9; r++) {
        /* The wall above row r. */
        out[n++] = '+';
        for (c = 0; c < 9; c++) {
            int i = 9 * r + c;
            int joined = r > 0 && r < 9 && d->mate[i] == i - 9;
            char fill = joined ? ' ' : '-';

            out[n++] = fill;
            out[n++] = fill;
            out[n++] = fill;
            out[n++] = '+';
        }
        out[n++] = '\n';
        if (r == 9)
            break;
        out[n++] = '|';
        for (c = 0; c < 9; c++) {
            int i = 9 * r + c;
            int joined = c < 8 && d->mate[i] == i + 1;

            out[n++] = ' ';
            out[n++] = print_digit(d->grid.cell[i], 1);
            out[n++] = ' ';
            out[n++] = joined ? ' ' : '|';
        }
        out[n++] = '\n';
    }
    out[n] = '\0';
    return n;
}
#endif

size_t sudoku_print_domino(char *out, const struct sudoku_domino *d,
                           enum sudoku_layout layout)
{
#ifndef SUDOKU_JUDGE
    if (layout == SUDOKU_LAYOUT_PRETTY)
        return print_pretty_domino(out, d);
#endif
    return print_plain(out, &d->grid, layout);
}
