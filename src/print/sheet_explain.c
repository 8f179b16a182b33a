/*
 * sheet_explain.c - an explanation as a page: a picture per step.
 *
 * Each record gets a section: its number, its rating and steps per
 * technique, then one figure per step as the rater hands it over (the
 * position before the step with its pencil marks, the houses and
 * candidates the step used, the candidates it removed struck, the digit
 * it placed framed, a chain's links), its text and rating under it, and
 * the solution last.  The page is written as the calls come, so an
 * explanation as long as a puzzle needs is never kept.  It draws what
 * the step says and rates nothing itself.
 */
#include <stdio.h>
#include <string.h>

#include "print/sheet_internal.h"

/* Steps two abreast on a printed page, each kept whole. */
static const char explain_css[] =
    "h1{font-size:16pt;margin:0 0 4mm}\n"
    ".record{break-before:page}\n"
    ".record:first-of-type{break-before:auto}\n"
    ".record h2{font-size:13pt;margin:0 0 2mm}\n"
    ".summary{font-size:10pt;margin:0 0 4mm}\n"
    ".steps{display:flex;flex-wrap:wrap;gap:4mm 8mm}\n"
    ".steps figure{width:86mm}\n"
    ".steps figcaption{font-size:9pt;margin-top:1mm;min-height:9mm;"
    "overflow-wrap:anywhere}\n"
    ".steps figcaption .n{font-weight:bold}\n"
    "@media screen{body{margin:8mm;max-width:190mm}}\n";

void sudoku_sheet_explain_start(struct sudoku_sheet *sheet)
{
    if (sheet->started)
        return;
    sudoku_sheet_html_start(sheet, explain_css);
    sudoku_sheet_put(&sheet->out, "<h1>");
    sudoku_sheet_escape(&sheet->out, sheet->title);
    sudoku_sheet_put(&sheet->out, "</h1>\n");
}

/* Opens the next record's section and its list of figures. */
static void explain_section(struct sudoku_sheet *sheet)
{
    sheet->numbered++;
    sheet->steps = 0;
    sudoku_sheet_explain_start(sheet);
    sudoku_sheet_printf(&sheet->out,
                        "<section class=\"record\" id=\"puzzle-%lu\">\n"
                        "<h2>Puzzle %lu</h2>\n",
                        sheet->numbered, sheet->numbered);
}

/* A figure of a whole grid (g NULL: a box saying `word`), captioned. */
static void explain_figure(struct sheet_out *o, const char *kind,
                           const struct sheet_grid *g, const char *word,
                           const char *caption)
{
    sudoku_sheet_printf(o,
                        "<figure class=\"%s\">\n<svg viewBox=\"0 0 %d %d\" "
                        "role=\"img\">\n",
                        kind, SHEET_SIDE, SHEET_SIDE);
    if (g != NULL)
        sudoku_sheet_grid(o, g);
    else
        sudoku_sheet_invalid_box(o, word, caption);
    sudoku_sheet_put(o, "</svg>\n<figcaption>");
    sudoku_sheet_escape(o, caption);
    sudoku_sheet_put(o, "</figcaption>\n</figure>\n");
}

int sudoku_sheet_explain_entry(struct sudoku_sheet *sheet,
                               const struct sudoku_sheet_entry *e)
{
    struct sheet_grid g;
    const char *caption = e->message != NULL ? e->message
                          : e->label != NULL ? e->label
                                             : "";

    explain_section(sheet);
    memset(&g, 0, sizeof g);
    g.placed_cell = -1;
    if (e->shape != NULL) {
        g.shape = e->shape;
        g.digits = e->shaped_puzzle;
    } else if (e->domino != NULL) {
        g.digits = e->domino->grid.cell;
        g.mate = e->domino->mate;
    } else if (e->puzzle != NULL) {
        g.digits = e->puzzle->cell;
    }
    sudoku_sheet_put(&sheet->out, "<div class=\"steps\">\n");
    explain_figure(&sheet->out,
                   e->status == SUDOKU_SHEET_INVALID ? "puzzle invalid"
                                                     : "puzzle",
                   e->status == SUDOKU_SHEET_INVALID || g.digits == NULL ? NULL
                                                                         : &g,
                   "invalid", caption);
    sudoku_sheet_put(&sheet->out, "</div>\n</section>\n");
    return !sheet->out.failed;
}

/* "rating 2.6 hard, 54 steps: 30 hidden single in a box, ..." */
static void explain_summary(struct sheet_out *o,
                            const struct sudoku_rating *r)
{
    int i, first = 1;

    sudoku_sheet_printf(o, "rating %.1f %s, %u steps", r->score,
                        sudoku_level_name(r->level), r->steps);
    for (i = 0; i < SUDOKU_TECHNIQUES; i++) {
        if (r->count[i] == 0)
            continue;
        sudoku_sheet_printf(o, "%s %u %s%s", first ? ":" : ",", r->count[i],
                            sudoku_technique_name((enum sudoku_technique)i),
                            i == SUDOKU_HIDDEN_SINGLE_BOX    ? " in a box"
                            : i == SUDOKU_HIDDEN_SINGLE_LINE ? " in a line"
                                                             : "");
        first = 0;
    }
}

int sudoku_sheet_explain_begin(struct sudoku_sheet *sheet,
                               const sudoku_board *puzzle,
                               const struct sudoku_rating *rating,
                               const char *label)
{
    struct sheet_out *o = &sheet->out;
    struct sheet_grid g;

    explain_section(sheet);
    memcpy(sheet->givens, puzzle->cell, SUDOKU_CELLS);
    sudoku_sheet_put(o, "<p class=\"summary\">");
    if (label == NULL && rating != NULL)
        explain_summary(o, rating);
    else
        sudoku_sheet_escape(o, label != NULL ? label : "");
    sudoku_sheet_put(o, "</p>\n<div class=\"steps\">\n");
    memset(&g, 0, sizeof g);
    g.digits = puzzle->cell;
    g.placed_cell = -1;
    explain_figure(o, "puzzle", &g, NULL, "The puzzle");
    return !o->failed;
}

int sudoku_sheet_explain_step(struct sudoku_sheet *sheet,
                              const struct sudoku_step *step)
{
    struct sheet_out *o = &sheet->out;
    struct sheet_grid g;

    sheet->steps++;
    memset(&g, 0, sizeof g);
    /* A step without its picture's data (a hint's) shows the givens. */
    g.digits = step->values != NULL ? step->values : sheet->givens;
    g.givens = sheet->givens;
    g.marks = step->marks;
    g.used = step->used;
    g.houses = step->houses;
    g.n_removed = step->n_removed;
    g.removed_cell = step->removed_cell;
    g.removed_digit = step->removed_digit;
    g.placed_cell = step->cell;
    g.placed_digit = step->digit;
    g.n_links = step->links != NULL ? step->n_links : 0;
    g.links = step->links;
    sudoku_sheet_printf(o,
                        "<figure class=\"step\" id=\"puzzle-%lu-step-%u\" "
                        "data-technique=\"%s\">\n<svg viewBox=\"0 0 %d %d\" "
                        "role=\"img\">\n",
                        sheet->numbered, sheet->steps,
                        sudoku_technique_name(step->technique), SHEET_SIDE,
                        SHEET_SIDE);
    sudoku_sheet_grid(o, &g);
    sudoku_sheet_printf(o,
                        "</svg>\n<figcaption><span class=\"n\">%u.</span> "
                        "<span class=\"text\">",
                        sheet->steps);
    sudoku_sheet_escape(o, step->text);
    sudoku_sheet_printf(o,
                        "</span> <span class=\"score\">(%.1f)</span>"
                        "</figcaption>\n</figure>\n",
                        step->score);
    return !o->failed;
}

int sudoku_sheet_explain_end(struct sudoku_sheet *sheet,
                             const sudoku_board *solution)
{
    struct sheet_grid g;

    if (solution != NULL) {
        memset(&g, 0, sizeof g);
        g.digits = solution->cell;
        g.givens = sheet->givens;
        g.placed_cell = -1;
        explain_figure(&sheet->out, "solution", &g, NULL, "The solution");
    }
    sudoku_sheet_put(&sheet->out, "</div>\n</section>\n");
    return !sheet->out.failed;
}
