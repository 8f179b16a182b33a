/*
 * sheet_draw.c - the sheets' writing and their one picture: a grid.
 *
 * Text goes out through the caller's callback (sheet.h), formatted or
 * escaped; a grid is drawn as SVG elements: shaded houses, dominoes as
 * joined pairs, cell lines thinner than box lines, the digits (givens
 * bold), pencil marks, rings round the candidates a step used, struck
 * candidates, a placed digit and a chain's links.  The looks are CSS
 * classes (sudoku_sheet_grid_style), so that a page states them once;
 * the meaning is in class and data attributes, which tests read.
 * Coordinates are whole SVG units, so the output is the same everywhere.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "print/sheet_internal.h"

void sudoku_sheet_put(struct sheet_out *o, const char *text)
{
    size_t n = strlen(text);

    if (!o->failed && n > 0 && !o->write(o->context, text, n))
        o->failed = 1;
}

void sudoku_sheet_printf(struct sheet_out *o, const char *fmt, ...)
{
    char text[1024];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    sudoku_sheet_put(o, text);
}

void sudoku_sheet_escape(struct sheet_out *o, const char *text)
{
    char run[256];
    size_t n = 0;

    for (; *text != '\0'; text++) {
        const char *entity = *text == '&'    ? "&amp;"
                             : *text == '<'  ? "&lt;"
                             : *text == '>'  ? "&gt;"
                             : *text == '"'  ? "&quot;"
                             : *text == '\'' ? "&#39;"
                                             : NULL;

        if (entity != NULL || n + 1 == sizeof run) {
            run[n] = '\0';
            sudoku_sheet_put(o, run);
            n = 0;
        }
        if (entity != NULL)
            sudoku_sheet_put(o, entity);
        else
            run[n++] = *text;
    }
    run[n] = '\0';
    sudoku_sheet_put(o, run);
}

/*
 * The looks.  Black and white print keeps every meaning: houses are
 * shaded grey, used candidates ringed, removed ones struck through by a
 * line as well as red, a placed digit framed as well as green, strong
 * links solid and weak ones dashed.
 */
void sudoku_sheet_grid_style(struct sheet_out *o)
{
    sudoku_sheet_put(
        o, "text{font-family:\"DejaVu Sans\",Arial,Helvetica,sans-serif;"
           "text-anchor:middle;dominant-baseline:central}\n"
           ".bg{fill:#fff}.hs{fill:#dcdcdc}\n"
           ".cl{stroke:#808080;stroke-width:1}\n"
           ".bl{stroke:#000;stroke-width:3;stroke-linecap:square}\n"
           ".dm{fill:#efefef;stroke:#000;stroke-width:1.5}\n"
           ".g{font-size:24px;font-weight:bold;fill:#000}\n"
           ".f{font-size:24px;fill:#3a3a3a}\n"
           ".m{font-size:10px;fill:#4a4a4a}\n"
           ".u{fill:#ffe27a;stroke:#000;stroke-width:0.8}\n"
           ".x{font-size:10px;font-weight:bold;fill:#c4001d}\n"
           ".xs{stroke:#c4001d;stroke-width:1.6}\n"
           ".p{font-size:24px;font-weight:bold;fill:#087a2b}\n"
           ".pf{fill:none;stroke:#087a2b;stroke-width:3}\n"
           ".lh{stroke:#fff;stroke-opacity:0.8;stroke-width:4;fill:none}\n"
           ".ls,.lw{stroke:#1d4ed8;stroke-width:1.6;fill:none}\n"
           ".lw{stroke-dasharray:4 3}.le{fill:#1d4ed8}\n"
           ".iv{fill:#fff;stroke:#000;stroke-width:3;stroke-dasharray:9 6}\n"
           ".it{font-size:40px;font-style:italic}.im{font-size:14px}\n");
}

/* The top left corner of a cell's square, in SVG units. */
static int draw_x(int cell)
{
    return SHEET_EDGE + SHEET_CELL * (cell % 9);
}

static int draw_y(int cell)
{
    return SHEET_EDGE + SHEET_CELL * (cell / 9);
}

/* The centre of candidate d's place in a cell's 3x3 of pencil marks. */
static int draw_mark_x(int cell, int d)
{
    return draw_x(cell) + SHEET_CELL / 6 + SHEET_CELL / 3 * ((d - 1) % 3);
}

static int draw_mark_y(int cell, int d)
{
    return draw_y(cell) + SHEET_CELL / 6 + SHEET_CELL / 3 * ((d - 1) / 3);
}

/* The shaded houses: rows, columns and boxes of the mask. */
static void draw_houses(struct sheet_out *o, unsigned long houses)
{
    int h;

    for (h = 0; h < 27; h++) {
        int x = SHEET_EDGE, y = SHEET_EDGE, w = 9, t = 9;

        if (!(houses >> h & 1))
            continue;
        if (h < 9)
            y += SHEET_CELL * h, t = 1;
        else if (h < 18)
            x += SHEET_CELL * (h - 9), w = 1;
        else
            x += SHEET_CELL * ((h - 18) % 3 * 3),
                y += SHEET_CELL * ((h - 18) / 3 * 3), w = t = 3;
        sudoku_sheet_printf(o,
                            "<rect class=\"hs\" x=\"%d\" y=\"%d\" width=\"%d\" "
                            "height=\"%d\"/>\n",
                            x, y, w * SHEET_CELL, t * SHEET_CELL);
    }
}

/* The lines: cells', then the boxes' and the border, thicker, on top. */
static void draw_lines(struct sheet_out *o, int boxes)
{
    int k;

    for (k = boxes ? 0 : 1; k <= 9; k += boxes ? 3 : 1) {
        int at = SHEET_EDGE + SHEET_CELL * k, end = SHEET_SIDE - SHEET_EDGE;

        if (!boxes && k % 3 == 0)
            continue;
        sudoku_sheet_printf(o,
                            "<line class=\"%s\" x1=\"%d\" y1=\"%d\" x2=\"%d\" "
                            "y2=\"%d\"/><line class=\"%s\" x1=\"%d\" y1=\"%d\" "
                            "x2=\"%d\" y2=\"%d\"/>\n",
                            boxes ? "bl" : "cl", at, SHEET_EDGE, at, end,
                            boxes ? "bl" : "cl", SHEET_EDGE, at, end, at);
    }
}

/* Each domino as one rounded room over its two cells. */
static void draw_dominoes(struct sheet_out *o, const signed char *mate)
{
    int cell;

    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int other = mate[cell], wide;

        if (other <= cell)
            continue;
        wide = other == cell + 1;
        sudoku_sheet_printf(o,
                            "<rect class=\"dm\" x=\"%d\" y=\"%d\" width=\"%d\" "
                            "height=\"%d\" rx=\"7\"/>\n",
                            draw_x(cell) + 3, draw_y(cell) + 3,
                            (wide ? 2 : 1) * SHEET_CELL - 6,
                            (wide ? 1 : 2) * SHEET_CELL - 6);
    }
}

/* Whether g's step removed candidate d of cell. */
static int draw_is_removed(const struct sheet_grid *g, int cell, int d)
{
    int i;

    for (i = 0; i < g->n_removed; i++)
        if (g->removed_cell[i] == cell && g->removed_digit[i] == d)
            return 1;
    return 0;
}

/* A cell's pencil marks: rings behind the used ones, and the removed
 * ones red and struck, each in a group that names it. */
static void draw_marks(struct sheet_out *o, const struct sheet_grid *g,
                       int cell)
{
    int d;

    for (d = 1; d <= 9; d++) {
        int x = draw_mark_x(cell, d), y = draw_mark_y(cell, d);

        if (!(g->marks[cell] >> d & 1))
            continue;
        if (g->used != NULL && (g->used[cell] >> d & 1))
            sudoku_sheet_printf(o,
                                "<circle class=\"u\" data-cell=\"r%dc%d\" "
                                "data-digit=\"%d\" cx=\"%d\" cy=\"%d\" "
                                "r=\"6\"/>\n",
                                cell / 9 + 1, cell % 9 + 1, d, x, y);
        if (!draw_is_removed(g, cell, d)) {
            sudoku_sheet_printf(o,
                                "<text class=\"m\" x=\"%d\" y=\"%d\">%d</text>",
                                x, y, d);
            continue;
        }
        sudoku_sheet_printf(
            o,
            "<g class=\"removed\" data-cell=\"r%dc%d\" data-digit=\"%d\">"
            "<text class=\"x\" x=\"%d\" y=\"%d\">%d</text><line class=\"xs\" "
            "x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/></g>\n",
            cell / 9 + 1, cell % 9 + 1, d, x, y, d, x - 5, y + 5, x + 5, y - 5);
    }
    sudoku_sheet_put(o, "\n");
}

/* The digits, the placed one and the pencil marks, cell by cell. */
static void draw_cells(struct sheet_out *o, const struct sheet_grid *g)
{
    int cell, half = SHEET_CELL / 2;

    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int x = draw_x(cell), y = draw_y(cell), d = g->digits[cell];

        if (cell == g->placed_cell) {
            sudoku_sheet_printf(
                o,
                "<g class=\"placed\" data-cell=\"r%dc%d\" data-digit=\"%d\">"
                "<rect class=\"pf\" x=\"%d\" y=\"%d\" width=\"%d\" "
                "height=\"%d\"/><text class=\"p\" x=\"%d\" y=\"%d\">%d</text>"
                "</g>\n",
                cell / 9 + 1, cell % 9 + 1, g->placed_digit, x + 3, y + 3,
                SHEET_CELL - 6, SHEET_CELL - 6, x + half, y + half,
                g->placed_digit);
        } else if (d != 0) {
            int given = g->givens == NULL || g->givens[cell] != 0;

            sudoku_sheet_printf(o,
                                "<text class=\"%s\" x=\"%d\" y=\"%d\">%d</text>",
                                given ? "g" : "f", x + half, y + half, d);
            if (cell % 9 == 8)
                sudoku_sheet_put(o, "\n");
        } else if (g->marks != NULL && g->marks[cell] != 0) {
            draw_marks(o, g, cell);
        }
    }
}

/* A chain's links from candidate to candidate: each a curve bowed to
 * its left, so that links along a line of marks stand apart from it,
 * over a white halo that keeps it clear of the digits it crosses, a
 * little short of both marks, with a dot at the end it leads to. */
static void draw_links(struct sheet_out *o, const struct sheet_grid *g)
{
    int i;

    for (i = 0; i < g->n_links; i++) {
        const struct sudoku_link *l = &g->links[i];
        int x1 = draw_mark_x(l->from_cell, l->from_digit);
        int y1 = draw_mark_y(l->from_cell, l->from_digit);
        int x2 = draw_mark_x(l->to_cell, l->to_digit);
        int y2 = draw_mark_y(l->to_cell, l->to_digit);
        int dx = x2 - x1, dy = y2 - y1;
        int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
        /* Whole units: the longer axis stands for the length. */
        int len = ax > ay ? ax : ay;
        int sx = len > 0 ? dx * 6 / len : 0, sy = len > 0 ? dy * 6 / len : 0;
        int bow = len / 4 < 10 ? len / 4 : 10;
        int cx = (x1 + x2) / 2 + (len > 0 ? dy * bow / len : 0);
        int cy = (y1 + y2) / 2 - (len > 0 ? dx * bow / len : 0);
        char d[96];

        snprintf(d, sizeof d, "M%d %dQ%d %d %d %d", x1 + sx, y1 + sy, cx, cy,
                 x2 - sx, y2 - sy);
        sudoku_sheet_printf(o,
                            "<g class=\"link %s\"><path class=\"lh\" d=\"%s\"/>"
                            "<path class=\"%s\" d=\"%s\"/><circle class=\"le\" "
                            "cx=\"%d\" cy=\"%d\" r=\"2.5\"/></g>\n",
                            l->strong ? "strong" : "weak", d,
                            l->strong ? "ls" : "lw", d, x2 - sx, y2 - sy);
    }
}

void sudoku_sheet_grid(struct sheet_out *o, const struct sheet_grid *g)
{
    if (g->shape != NULL) {
        sudoku_sheet_shape_grid(o, g);
        return;
    }
    sudoku_sheet_printf(o,
                        "<rect class=\"bg\" x=\"0\" y=\"0\" width=\"%d\" "
                        "height=\"%d\"/>\n",
                        SHEET_SIDE, SHEET_SIDE);
    draw_houses(o, g->houses);
    draw_lines(o, 0);
    if (g->mate != NULL)
        draw_dominoes(o, g->mate);
    draw_lines(o, 1);
    draw_cells(o, g);
    draw_links(o, g);
}

/* The message under the box's word, in lines of at most BOX_LINE
 * characters, broken at a space where one is near, up to BOX_LINES. */
#define BOX_LINE 34
#define BOX_LINES 5

static void draw_box_message(struct sheet_out *o, const char *message)
{
    int line;

    for (line = 0; line < BOX_LINES && *message != '\0'; line++) {
        char text[BOX_LINE + 1];
        size_t n = strlen(message), cut = n;

        if (n > BOX_LINE) {
            for (cut = BOX_LINE; cut > BOX_LINE / 2 && message[cut] != ' ';)
                cut--;
            if (message[cut] != ' ')
                cut = BOX_LINE;
        }
        memcpy(text, message, cut);
        text[cut] = '\0';
        sudoku_sheet_printf(o, "<text class=\"im\" x=\"%d\" y=\"%d\">",
                            SHEET_SIDE / 2, SHEET_SIDE / 2 + 44 + 20 * line);
        sudoku_sheet_escape(o, text);
        sudoku_sheet_put(o, "</text>\n");
        message += cut;
        while (*message == ' ')
            message++;
    }
}

void sudoku_sheet_invalid_box(struct sheet_out *o, const char *word,
                              const char *message)
{
    sudoku_sheet_printf(o,
                        "<rect class=\"iv\" x=\"%d\" y=\"%d\" width=\"%d\" "
                        "height=\"%d\"/><text class=\"it\" x=\"%d\" "
                        "y=\"%d\">%s</text>\n",
                        SHEET_EDGE, SHEET_EDGE, SHEET_SIDE - 2 * SHEET_EDGE,
                        SHEET_SIDE - 2 * SHEET_EDGE, SHEET_SIDE / 2,
                        SHEET_SIDE / 2 - 20, word);
    if (message != NULL)
        draw_box_message(o, message);
}
