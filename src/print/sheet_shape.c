/*
 * sheet_shape.c - a grid of another size or shape on a sheet.
 *
 * A board of side 4 to 25 (shape.h) is drawn in the square a 9x9 grid
 * takes, so that the pages and the SVG document place it as they place
 * any grid: its cells as large as whole units allow, centred; the cells
 * of the extra houses shaded (both diagonals, the windows); thin cell
 * lines; thick walls wherever two neighbouring cells lie in different
 * regions, so that boxes and any jigsaw's regions come out alike, each
 * run of wall along a line one segment; the border; then the values,
 * those beyond 9 as letters (A = 10) as the text layouts write them, in
 * a size that follows the cells, givens bold.  The size and weight are
 * attributes of the values' groups, so that a page's style rules stay
 * those of 9x9 grids.  It draws what it is given and checks nothing.
 */
#include "print/sheet_internal.h"

static const char shape_values[] = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/* Where a side's cells go: their size and the grid's top left corner,
 * the grid centred in the square of a 9x9 one. */
struct shape_frame {
    int side, cell, origin;
};

static struct shape_frame shape_frame_of(int side)
{
    struct shape_frame f;
    int room = SHEET_SIDE - 2 * SHEET_EDGE;

    f.side = side;
    f.cell = room / side;
    f.origin = SHEET_EDGE + (room - side * f.cell) / 2;
    return f;
}

/* One cell's square, shaded. */
static void shape_shade(struct sheet_out *o, const struct shape_frame *f,
                        int row, int col, int rows, int cols)
{
    sudoku_sheet_printf(o,
                        "<rect class=\"hs\" x=\"%d\" y=\"%d\" width=\"%d\" "
                        "height=\"%d\"/>\n",
                        f->origin + col * f->cell, f->origin + row * f->cell,
                        cols * f->cell, rows * f->cell);
}

/* The extra houses: each cell of the two diagonals, each window whole
 * (windows need square boxes, which the shape has when they are set). */
static void shape_extras(struct sheet_out *o, const struct shape_frame *f,
                         const struct sudoku_shape *s)
{
    int n = s->side, i, b = s->box_rows;

    if (s->extras & SUDOKU_EXTRA_DIAGONALS) {
        sudoku_sheet_put(o, "<g class=\"diagonals\">\n");
        for (i = 0; i < n; i++) {
            shape_shade(o, f, i, i, 1, 1);
            if (n - 1 - i != i)
                shape_shade(o, f, i, n - 1 - i, 1, 1);
        }
        sudoku_sheet_put(o, "</g>\n");
    }
    if (s->extras & SUDOKU_EXTRA_WINDOWS && b >= 2 && b == s->box_cols) {
        sudoku_sheet_put(o, "<g class=\"windows\">\n");
        for (i = 0; i < (b - 1) * (b - 1); i++)
            shape_shade(o, f, 1 + i / (b - 1) * (b + 1),
                        1 + i % (b - 1) * (b + 1), b, b);
        sudoku_sheet_put(o, "</g>\n");
    }
}

/* A line of class `kind` from (x1, y1) to (x2, y2) in cells. */
static void shape_line(struct sheet_out *o, const struct shape_frame *f,
                       const char *kind, int x1, int y1, int x2, int y2)
{
    sudoku_sheet_printf(o,
                        "<line class=\"%s\" x1=\"%d\" y1=\"%d\" x2=\"%d\" "
                        "y2=\"%d\"/>\n",
                        kind, f->origin + x1 * f->cell,
                        f->origin + y1 * f->cell, f->origin + x2 * f->cell,
                        f->origin + y2 * f->cell);
}

/* Whether a wall runs along inner line `line` (1 to side - 1) at its
 * cell `along`: between columns line - 1 and line in row `along` for a
 * line that runs down, between rows line - 1 and line in column `along`
 * otherwise. */
static int shape_wall(const struct sudoku_shape *s, int line, int along,
                      int down)
{
    int n = s->side;
    int a = down ? along * n + line - 1 : (line - 1) * n + along;
    int b = down ? along * n + line : line * n + along;

    return s->region[a] != s->region[b];
}

/* The walls along the inner lines, a segment per run, between columns
 * (`down`) or between rows. */
static void shape_walls(struct sheet_out *o, const struct shape_frame *f,
                        const struct sudoku_shape *s, int down)
{
    int n = s->side, line, along;

    for (line = 1; line < n; line++)
        for (along = 0; along < n; along++) {
            int start = along;

            if (!shape_wall(s, line, along, down))
                continue;
            while (along + 1 < n && shape_wall(s, line, along + 1, down))
                along++;
            if (down)
                shape_line(o, f, "bl", line, start, line, along + 1);
            else
                shape_line(o, f, "bl", start, line, along + 1, line);
        }
}

/* The values of the cells whose givens are (or are not: `given` 0) set,
 * in a group that sets their size and weight. */
static void shape_values_drawn(struct sheet_out *o,
                               const struct shape_frame *f,
                               const struct sheet_grid *g, int given)
{
    int n = f->side, cell, half = f->cell / 2, in_row = 0;

    sudoku_sheet_printf(o, "<g class=\"%s\" font-size=\"%d\"%s>\n",
                        given ? "givens" : "filled", f->cell * 2 / 3,
                        given ? " font-weight=\"bold\" fill=\"#000\""
                              : " fill=\"#3a3a3a\"");
    for (cell = 0; cell < n * n; cell++) {
        int d = g->digits[cell];
        int is_given = g->givens == NULL || g->givens[cell] != 0;

        if (d != 0 && d <= n && is_given == given) {
            sudoku_sheet_printf(o, "<text x=\"%d\" y=\"%d\">%c</text>",
                                f->origin + cell % n * f->cell + half,
                                f->origin + cell / n * f->cell + half,
                                shape_values[d]);
            in_row = 1;
        }
        if (cell % n == n - 1 && in_row) {
            sudoku_sheet_put(o, "\n");
            in_row = 0;
        }
    }
    sudoku_sheet_put(o, "</g>\n");
}

void sudoku_sheet_shape_grid(struct sheet_out *o, const struct sheet_grid *g)
{
    const struct sudoku_shape *s = g->shape;
    struct shape_frame f = shape_frame_of(s->side);
    int n = s->side, k;

    sudoku_sheet_printf(o,
                        "<rect class=\"bg\" x=\"0\" y=\"0\" width=\"%d\" "
                        "height=\"%d\"/>\n",
                        SHEET_SIDE, SHEET_SIDE);
    shape_extras(o, &f, s);
    for (k = 1; k < n; k++) {
        shape_line(o, &f, "cl", k, 0, k, n);
        shape_line(o, &f, "cl", 0, k, n, k);
    }
    sudoku_sheet_printf(o, "<g class=\"walls\" data-side=\"%d\">\n", n);
    shape_walls(o, &f, s, 1);
    shape_walls(o, &f, s, 0);
    sudoku_sheet_put(o, "</g>\n");
    shape_line(o, &f, "bl", 0, 0, 0, n);
    shape_line(o, &f, "bl", 0, 0, n, 0);
    shape_line(o, &f, "bl", n, 0, n, n);
    shape_line(o, &f, "bl", 0, n, n, n);
    shape_values_drawn(o, &f, g, 1);
    if (g->givens != NULL && g->givens != g->digits)
        shape_values_drawn(o, &f, g, 0);
}
