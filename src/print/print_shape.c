/*
 * print_shape.c - grids of other sizes and shapes as text.
 *
 * The layouts of print.h for any side: one line, rows of characters, rows
 * of numbers, and a drawing whose walls follow the regions, so that the
 * boxes of a box shape and a jigsaw's regions are drawn alike.
 */
#include <stdio.h>
#include <string.h>

#include "sudoku/print.h"

static const char print_shape_values[] = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/* Whether a wall stands between cells a and b (b is -1 past the border). */
static int print_wall(const struct sudoku_shape *s, int a, int b)
{
    return b < 0 || s->region[a] != s->region[b];
}

/* Whether a wall runs along the top of cell (r, c), r == side being the
 * bottom border; c out of range has none. */
static int print_wall_above(const struct sudoku_shape *s, int r, int c)
{
    int n = s->side;

    if (c < 0 || c >= n)
        return 0;
    return r == 0 || r == n || print_wall(s, (r - 1) * n + c, r * n + c);
}

/* Whether a wall runs along the left of cell (r, c), c == side being the
 * right border; r out of range has none. */
static int print_wall_left(const struct sudoku_shape *s, int r, int c)
{
    int n = s->side;

    if (r < 0 || r >= n)
        return 0;
    return c == 0 || c == n || print_wall(s, r * n + c - 1, r * n + c);
}

/* The line of walls above row r (r == side: below the last row): "---"
 * where a wall runs, '+' where one turns or meets another, '|' where a
 * wall only crosses it; nothing when no wall runs along it. */
static size_t print_walls_line(char *out, const struct sudoku_shape *s, int r)
{
    int n = s->side, c, any = 0;
    size_t k = 0;

    for (c = 0; c <= n; c++) {
        int left = print_wall_above(s, r, c - 1);
        int right = print_wall_above(s, r, c);
        int up = print_wall_left(s, r - 1, c);
        int down = print_wall_left(s, r, c);
        out[k++] = (char)(left || right ? '+' : up || down ? '|' : ' ');
        if (c < n) {
            char run = right ? '-' : ' ';
            out[k++] = run;
            out[k++] = run;
            out[k++] = run;
        }
        any |= right;
    }
    out[k++] = '\n';
    return any ? k : 0;
}

static size_t print_shape_pretty(char *out, const struct sudoku_shape *s,
                                 const unsigned char *cells)
{
    int n = s->side, r, c;
    size_t k = 0;

    for (r = 0; r < n; r++) {
        k += print_walls_line(out + k, s, r);
        for (c = 0; c < n; c++) {
            int cell = r * n + c;
            out[k++] = c == 0 || print_wall(s, cell, cell - 1) ? '|' : ' ';
            out[k++] = ' ';
            out[k++] = print_shape_values[cells[cell]];
            out[k++] = ' ';
        }
        out[k++] = '|';
        out[k++] = '\n';
    }
    k += print_walls_line(out + k, s, n);
    return k;
}

/* The rows of `cells`, or of the labels when labels is not NULL. */
static size_t print_shape_rows(char *out, const struct sudoku_shape *s,
                               const unsigned char *cells, const char *labels,
                               int spaced)
{
    int n = s->side, i;
    size_t k = 0;

    for (i = 0; i < n * n; i++) {
        if (labels)
            out[k++] = labels[s->region[i]];
        else if (spaced)
            k += (size_t)sprintf(out + k, "%d", cells[i]);
        else
            out[k++] = print_shape_values[cells[i]];
        if ((i + 1) % n == 0)
            out[k++] = '\n';
        else if (spaced)
            out[k++] = ' ';
    }
    return k;
}

size_t sudoku_print_shaped(char *out, const struct sudoku_shape *shape,
                           const unsigned char *cells, const char *labels,
                           enum sudoku_layout layout)
{
    int i, n = shape->side * shape->side;
    size_t k = 0;

    switch (layout) {
    case SUDOKU_LAYOUT_PRETTY:
        k = print_shape_pretty(out, shape, cells);
        break;
    case SUDOKU_LAYOUT_LINE:
        for (i = 0; i < n; i++)
            out[k++] = print_shape_values[cells[i]];
        if (labels) {
            out[k++] = ' ';
            for (i = 0; i < n; i++)
                out[k++] = labels[shape->region[i]];
        }
        out[k++] = '\n';
        break;
    default:
        k = print_shape_rows(out, shape, cells, NULL,
                             layout == SUDOKU_LAYOUT_SPACED);
        if (labels)
            k += print_shape_rows(out + k, shape, cells, labels, 0);
    }
    out[k] = '\0';
    return k;
}
