/*
 * sheet.c - a sheet of puzzles: the printable HTML page and the SVG
 * document (sheet.h).
 *
 * A sheet keeps its entries, copied, and draws them at the end: the HTML
 * page in printed pages of six puzzles, then, when asked, pages of twelve
 * solutions, each page a fixed box that fits A4 and Letter alike, so the
 * page count is known (ceil(n / 6) + ceil(n / 12)); the SVG document as
 * a column of grids, each solution beside its puzzle, its size known
 * once the entries are.  An answer key (key_only) is the solutions'
 * pages, or column, alone.  An invalid record keeps its number and gets a
 * box saying so.  A board of another size or shape is drawn in the
 * square of a 9x9 grid (sheet_shape.c), so the same rules place it.  An
 * explanation page (sheet_explain.c) writes as it
 * goes instead.  Nothing here solves or validates.
 */
#include <stdlib.h>
#include <string.h>

#include "print/sheet_internal.h"

#define SHEET_PER_PAGE 6 /* puzzles on a printed page */
#define SHEET_PER_KEY 12 /* solutions on a printed page */
#define SHEET_ROW (SHEET_SIDE + 48) /* an SVG grid and its caption */
#define SHEET_GAP 24                /* between an SVG puzzle and solution */

/* A shaped entry's board, kept apart so that a 9x9 entry stays small. */
struct sheet_shaped {
    struct sudoku_shape shape;
    unsigned char puzzle[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char solution[SUDOKU_SHAPE_MAX_CELLS];
};

/* One entry, copied. */
struct sheet_item {
    enum sudoku_sheet_status status;
    int domino;
    struct sheet_shaped *shaped; /* NULL for a 9x9 entry */
    unsigned char puzzle[SUDOKU_CELLS], solution[SUDOKU_CELLS];
    signed char mate[SUDOKU_CELLS], solution_mate[SUDOKU_CELLS];
    char label[96];
    char message[192];
};

static const char *const sheet_kinds[] = {"html", "svg"};

const char *sudoku_sheet_kind_name(enum sudoku_sheet_kind kind)
{
    return (unsigned)kind < 2 ? sheet_kinds[kind] : "unknown";
}

int sudoku_sheet_kind_from_name(const char *name)
{
    int k;

    for (k = 0; k < 2; k++)
        if (strcmp(name, sheet_kinds[k]) == 0)
            return k;
    return -1;
}

struct sudoku_sheet *sudoku_sheet_new(const struct sudoku_sheet_options *o)
{
    struct sudoku_sheet *sheet = calloc(1, sizeof *sheet);
    const char *title = o->title != NULL ? o->title : "Sudoku";

    if (sheet == NULL)
        return NULL;
    sheet->options = *o;
    sheet->title = malloc(strlen(title) + 1);
    if (sheet->title == NULL) {
        free(sheet);
        return NULL;
    }
    memcpy(sheet->title, title, strlen(title) + 1);
    sheet->out.write = o->write;
    sheet->out.context = o->context;
    return sheet;
}

void sudoku_sheet_free(struct sudoku_sheet *sheet)
{
    size_t i;

    if (sheet == NULL)
        return;
    for (i = 0; i < sheet->n_items; i++)
        free(sheet->items[i].shaped);
    free(sheet->items);
    free(sheet->title);
    free(sheet);
}

/* Copies at most room - 1 bytes of text (NULL as ""). */
static void sheet_copy(char *to, size_t room, const char *text)
{
    size_t n = text != NULL ? strlen(text) : 0;

    if (n >= room)
        n = room - 1;
    if (n > 0)
        memcpy(to, text, n);
    to[n] = '\0';
}

/* The copy of a shaped entry's board; 0 when out of memory. */
static int sheet_shaped_from(struct sheet_item *it,
                             const struct sudoku_sheet_entry *e)
{
    size_t cells = (size_t)e->shape->side * (size_t)e->shape->side;
    struct sheet_shaped *sh = calloc(1, sizeof *sh);

    if (sh == NULL)
        return 0;
    sh->shape = *e->shape;
    if (e->shaped_puzzle != NULL)
        memcpy(sh->puzzle, e->shaped_puzzle, cells);
    if (e->status == SUDOKU_SHEET_SOLVED && e->shaped_solution != NULL)
        memcpy(sh->solution, e->shaped_solution, cells);
    it->shaped = sh;
    return 1;
}

/* A copy of entry e; 0 when out of memory. */
static int sheet_item_from(struct sheet_item *it,
                           const struct sudoku_sheet_entry *e)
{
    memset(it, 0, sizeof *it);
    it->status = e->status;
    it->domino = e->domino != NULL;
    if (e->shape != NULL) {
        if (!sheet_shaped_from(it, e))
            return 0;
    } else if (e->domino != NULL) {
        memcpy(it->puzzle, e->domino->grid.cell, SUDOKU_CELLS);
        memcpy(it->mate, e->domino->mate, SUDOKU_CELLS);
        if (e->status == SUDOKU_SHEET_SOLVED && e->domino_solution != NULL) {
            memcpy(it->solution, e->domino_solution->grid.cell, SUDOKU_CELLS);
            memcpy(it->solution_mate, e->domino_solution->mate, SUDOKU_CELLS);
        }
    } else if (e->puzzle != NULL) {
        memcpy(it->puzzle, e->puzzle->cell, SUDOKU_CELLS);
        if (e->status == SUDOKU_SHEET_SOLVED && e->solution != NULL)
            memcpy(it->solution, e->solution->cell, SUDOKU_CELLS);
    }
    if (e->status == SUDOKU_SHEET_SOLVED &&
        (e->shape != NULL ? e->shaped_solution == NULL
                          : e->solution == NULL && e->domino_solution == NULL))
        it->status = SUDOKU_SHEET_NO_SOLUTION; /* nothing to draw */
    sheet_copy(it->label, sizeof it->label, e->label);
    sheet_copy(it->message, sizeof it->message, e->message);
    return 1;
}

int sudoku_sheet_add(struct sudoku_sheet *sheet,
                     const struct sudoku_sheet_entry *entry)
{
    if (sheet->options.explain)
        return sudoku_sheet_explain_entry(sheet, entry);
    if (sheet->n_items == sheet->room) {
        size_t room = sheet->room ? 2 * sheet->room : 16;
        struct sheet_item *more =
            room < ((size_t)-1) / sizeof *more
                ? realloc(sheet->items, room * sizeof *more)
                : NULL;

        if (more == NULL) {
            sheet->no_memory = 1;
            return 0;
        }
        sheet->items = more;
        sheet->room = room;
    }
    if (!sheet_item_from(&sheet->items[sheet->n_items], entry)) {
        sheet->no_memory = 1;
        return 0;
    }
    sheet->n_items++;
    return 1;
}

/* The grid of an item's puzzle, or of its solution (`key`). */
static void sheet_item_grid(struct sheet_out *o, const struct sheet_item *it,
                            int key)
{
    struct sheet_grid g;

    if (it->status == SUDOKU_SHEET_INVALID ||
        (key && it->status != SUDOKU_SHEET_SOLVED)) {
        sudoku_sheet_invalid_box(
            o, it->status == SUDOKU_SHEET_INVALID ? "invalid" : "no solution",
            it->status == SUDOKU_SHEET_INVALID ? it->message : NULL);
        return;
    }
    memset(&g, 0, sizeof g);
    if (it->shaped != NULL) {
        g.shape = &it->shaped->shape;
        g.digits = key ? it->shaped->solution : it->shaped->puzzle;
        g.givens = it->shaped->puzzle;
        sudoku_sheet_grid(o, &g);
        return;
    }
    g.digits = key ? it->solution : it->puzzle;
    g.givens = it->puzzle;
    g.mate = it->domino ? (key ? it->solution_mate : it->mate) : NULL;
    g.placed_cell = -1;
    sudoku_sheet_grid(o, &g);
}

/* What a caption says after the number: the message of an invalid item,
 * its label, or for a solution nothing. */
static void sheet_caption(struct sheet_out *o, const struct sheet_item *it,
                          int key)
{
    const char *text = it->status == SUDOKU_SHEET_INVALID ? it->message
                       : key                              ? ""
                       : it->label[0] != '\0'             ? it->label
                       : it->status == SUDOKU_SHEET_NO_SOLUTION
                           ? "no solution"
                           : "";

    if (text[0] == '\0')
        return;
    sudoku_sheet_put(o, " \xc2\xb7 ");
    sudoku_sheet_escape(o, text);
}

/* ---- The HTML page ------------------------------------------------------ */

/* The page's CSS: fixed page boxes of 186 x 250 mm, which fit both A4
 * (210 x 297) and Letter (216 x 279) inside margins of 12 mm; six grids
 * of 68 mm a page (10 + 3 x (68 + 7) + 2 x 5 = 245 mm), twelve solutions
 * of 48 mm (10 + 4 x (48 + 6) + 3 x 4 = 238 mm).  On a screen the boxes
 * grow as they need. */
static const char sheet_css[] =
    ".page{width:186mm;height:250mm;overflow:hidden;break-after:page}\n"
    ".page:last-of-type{break-after:auto}\n"
    ".page header{height:10mm;font-size:14pt;font-weight:bold}\n"
    ".set{display:grid;grid-template-columns:repeat(2,68mm);"
    "column-gap:24mm;row-gap:5mm;justify-content:center}\n"
    ".key .set{grid-template-columns:repeat(3,48mm);column-gap:12mm;"
    "row-gap:4mm}\n"
    ".set figcaption{height:7mm;line-height:7mm;font-size:10pt;"
    "text-align:center;white-space:nowrap;overflow:hidden;"
    "text-overflow:ellipsis}\n"
    ".key figcaption{height:6mm;line-height:6mm;font-size:9pt}\n"
    "@media screen{body{margin:8mm}.page{height:auto;margin-bottom:12mm}}\n";

void sudoku_sheet_html_start(struct sudoku_sheet *sheet, const char *css)
{
    struct sheet_out *o = &sheet->out;

    if (sheet->started)
        return;
    sheet->started = 1;
    sudoku_sheet_put(o, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
                        "<meta charset=\"utf-8\">\n<title>");
    sudoku_sheet_escape(o, sheet->title);
    sudoku_sheet_put(
        o, "</title>\n<style>\n@page{size:auto;margin:12mm}\n"
           "body{margin:0;font-family:\"DejaVu Sans\",Arial,Helvetica,"
           "sans-serif;color:#000;background:#fff}\n"
           "figure{margin:0;break-inside:avoid}\n"
           "svg{display:block;width:100%;height:auto}\n");
    sudoku_sheet_grid_style(o);
    sudoku_sheet_put(o, css);
    sudoku_sheet_put(o, "</style>\n</head>\n<body>\n");
}

/* One item's figure on a page: its grid, its number and caption. */
static void sheet_figure(struct sheet_out *o, const struct sheet_item *it,
                         size_t number, int key)
{
    sudoku_sheet_printf(o,
                        "<figure class=\"%s%s\" id=\"%s-%zu\">\n"
                        "<svg viewBox=\"0 0 %d %d\" role=\"img\">\n",
                        key ? "solution" : "puzzle",
                        it->status == SUDOKU_SHEET_INVALID ? " invalid" : "",
                        key ? "solution" : "puzzle", number, SHEET_SIDE,
                        SHEET_SIDE);
    sheet_item_grid(o, it, key);
    sudoku_sheet_printf(o, "</svg>\n<figcaption><b>%s %zu</b>",
                        key ? "Solution" : "Puzzle", number);
    sheet_caption(o, it, key);
    sudoku_sheet_put(o, "</figcaption>\n</figure>\n");
}

/* The printed pages of the puzzles, or of their solutions (`key`). */
static void sheet_pages(struct sudoku_sheet *sheet, int key)
{
    struct sheet_out *o = &sheet->out;
    size_t per = key ? SHEET_PER_KEY : SHEET_PER_PAGE, i;

    for (i = 0; i < sheet->n_items; i++) {
        if (i % per == 0) {
            sudoku_sheet_printf(o, "<section class=\"page%s\">\n<header>",
                                key ? " key" : "");
            sudoku_sheet_escape(o, sheet->title);
            sudoku_sheet_put(o, key ? ": solutions</header>\n<div class=\"set\">\n"
                                    : "</header>\n<div class=\"set\">\n");
        }
        sheet_figure(o, &sheet->items[i], i + 1, key);
        if (i % per == per - 1 || i + 1 == sheet->n_items)
            sudoku_sheet_put(o, "</div>\n</section>\n");
    }
}

/* Whether the sheet is an answer key: the solutions alone. */
static int sheet_key_only(const struct sudoku_sheet *sheet)
{
    return sheet->options.solutions && sheet->options.key_only;
}

static void sheet_html(struct sudoku_sheet *sheet)
{
    sudoku_sheet_html_start(sheet, sheet_css);
    if (sheet->n_items == 0) {
        sudoku_sheet_put(&sheet->out, "<section class=\"page\">\n<header>");
        sudoku_sheet_escape(&sheet->out, sheet->title);
        sudoku_sheet_put(&sheet->out,
                         "</header>\n<p>No puzzles.</p>\n</section>\n");
    }
    if (!sheet_key_only(sheet))
        sheet_pages(sheet, 0);
    if (sheet->options.solutions)
        sheet_pages(sheet, 1);
}

/* ---- The SVG document --------------------------------------------------- */

/* One grid at (x, y), its caption under it when `caption`. */
static void sheet_svg_cell(struct sheet_out *o, const struct sheet_item *it,
                           size_t number, int key, int x, int y, int caption)
{
    sudoku_sheet_printf(o,
                        "<g class=\"%s\" id=\"%s-%zu\" "
                        "transform=\"translate(%d,%d)\">\n",
                        key ? "solution" : "puzzle",
                        key ? "solution" : "puzzle", number, x, y);
    sheet_item_grid(o, it, key);
    if (caption) {
        sudoku_sheet_printf(o, "<text class=\"cap\" x=\"%d\" y=\"%d\">%s %zu",
                            SHEET_SIDE / 2, SHEET_SIDE + 20,
                            key ? "Solution" : "Puzzle", number);
        sheet_caption(o, it, key);
        sudoku_sheet_put(o, "</text>\n");
    }
    sudoku_sheet_put(o, "</g>\n");
}

/* The grids in a column, each solution beside its puzzle when asked, or
 * the solutions alone for an answer key; a lone grid without a label or
 * a second grid is the grid alone, for a slide. */
static void sheet_svg(struct sudoku_sheet *sheet)
{
    struct sheet_out *o = &sheet->out;
    int key = sheet_key_only(sheet);
    int both = sheet->options.solutions && !key;
    int bare = sheet->n_items == 1 && !both && sheet->items[0].label[0] == '\0' &&
               sheet->items[0].status == SUDOKU_SHEET_SOLVED;
    int width = both ? 2 * SHEET_SIDE + SHEET_GAP : SHEET_SIDE;
    size_t rows = sheet->n_items > 0 ? sheet->n_items : 1;
    long height = bare ? SHEET_SIDE : (long)rows * SHEET_ROW;
    size_t i;

    sudoku_sheet_printf(o,
                        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                        "width=\"%d\" height=\"%ld\" viewBox=\"0 0 %d %ld\">\n"
                        "<title>",
                        width, height, width, height);
    sudoku_sheet_escape(o, sheet->title);
    sudoku_sheet_put(o, "</title>\n<style>\n");
    sudoku_sheet_grid_style(o);
    sudoku_sheet_put(o, ".cap{font-size:16px}\n</style>\n");
    for (i = 0; i < sheet->n_items; i++) {
        int y = (int)(i * SHEET_ROW);

        sheet_svg_cell(o, &sheet->items[i], i + 1, key, 0, y, !bare);
        if (both)
            sheet_svg_cell(o, &sheet->items[i], i + 1, 1,
                           SHEET_SIDE + SHEET_GAP, y, 1);
    }
    sudoku_sheet_put(o, "</svg>\n");
}

int sudoku_sheet_end(struct sudoku_sheet *sheet)
{
    if (!sheet->ended) {
        sheet->ended = 1;
        if (sheet->options.explain)
            sudoku_sheet_explain_start(sheet);
        else if (sheet->options.kind == SUDOKU_SHEET_SVG)
            sheet_svg(sheet);
        else
            sheet_html(sheet);
        if (sheet->options.kind == SUDOKU_SHEET_HTML || sheet->options.explain)
            sudoku_sheet_put(&sheet->out, "</body>\n</html>\n");
    }
    return !sheet->out.failed && !sheet->no_memory;
}
