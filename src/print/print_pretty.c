/*
 * print_pretty.c - the pretty layouts: grids drawn for people.
 *
 * The box grid of a board and the tiling of a Sudominoku grid, with '.'
 * for an empty cell; like print.c, pure formatting into the caller's
 * buffer.  print.c calls them through the optional parts of
 * print_internal.h; the judge build, which prints only what the judges
 * read, leaves this file out.
 */
#include "print/print_internal.h"

/* A cell for people: its digit, or '.' when empty. */
static char print_pretty_cell(int d)
{
    /* NOLINTNEXTLINE(bugprone-narrowing-conversions): '0' + 1..9 fits */
    return d == 0 ? '.' : (char)('0' + d);
}

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
            out[n++] = print_pretty_cell(b->cell[9 * r + c]);
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
            out[n++] = print_pretty_cell(d->grid.cell[i]);
            out[n++] = ' ';
            out[n++] = joined ? ' ' : '|';
        }
        out[n++] = '\n';
    }
    out[n] = '\0';
    return n;
}

SUDOKU_PRIVATE_DEF print_board_fn *const sudoku_print_pretty_board =
    print_pretty_board;
SUDOKU_PRIVATE_DEF print_domino_fn *const sudoku_print_pretty_domino =
    print_pretty_domino;
