/*
 * sheet.h - puzzles drawn for people: a printable page of grids, grids as
 * SVG, and an explanation as a page of pictures.
 *
 * A sheet is one document, written through the caller's write callback:
 * an HTML page with no script and no external file (its grids are inline
 * SVG, its CSS fits them to A4 and Letter pages), or one SVG document.
 * The sheet draws what it is given and never solves, rates or validates:
 * the caller hands it each record's puzzle, solution and label, or an
 * explanation's steps as the rater hands them over (rate.h).  The same
 * entries and options give the same bytes.
 */
#ifndef SUDOKU_SHEET_H
#define SUDOKU_SHEET_H

#include <stddef.h>

#include "sudoku/board.h"
#include "sudoku/rate.h"
#include "sudoku/shape.h"

/* What a sheet is written as. */
enum sudoku_sheet_kind {
    SUDOKU_SHEET_HTML, /* a printable page, six puzzles a printed page */
    SUDOKU_SHEET_SVG   /* one SVG document: the grids in a column */
};

/* The name used in options ("html", "svg"), and back (-1 when unknown). */
SUDOKU_API const char *sudoku_sheet_kind_name(enum sudoku_sheet_kind kind);
SUDOKU_API int sudoku_sheet_kind_from_name(const char *name);

/* Writes size bytes of the document; returns 0 when it could not (the
 * sheet then writes nothing more and its calls return 0). */
typedef int sudoku_sheet_write_fn(void *context, const char *text,
                                  size_t size);

struct sudoku_sheet_options {
    enum sudoku_sheet_kind kind;
    /* The solutions too: in HTML on pages after the puzzles, twelve to a
     * page; in SVG beside each puzzle. */
    int solutions;
    /* With solutions: an answer key, the solutions alone (HTML: their
     * pages without the puzzles' before them; SVG: a column of them). */
    int key_only;
    /* An explanation page (HTML only): sudoku_sheet_explain_* write as
     * they are called, and entries added show in place. */
    int explain;
    const char *title; /* the page's heading; NULL for "Sudoku" */
    sudoku_sheet_write_fn *write;
    void *context;
};

/* What became of a record. */
enum sudoku_sheet_status {
    SUDOKU_SHEET_SOLVED,      /* drawn, with its solution when asked */
    SUDOKU_SHEET_NO_SOLUTION, /* drawn, and "no solution" for the solution */
    SUDOKU_SHEET_INVALID      /* an "invalid" box with the message */
};

/* One record of a sheet.  The sheet copies what it needs. */
struct sudoku_sheet_entry {
    enum sudoku_sheet_status status;
    /* A classic puzzle and its solution, or, when domino is not NULL, a
     * Sudominoku puzzle and its solution (the dominoes drawn as joined
     * pairs); a solution is read for SUDOKU_SHEET_SOLVED only. */
    const sudoku_board *puzzle, *solution;
    const struct sudoku_domino *domino, *domino_solution;
    /* Or, when shape is not NULL, a puzzle of another size or shape
     * (shape.h): side * side cells each, 0 for an empty cell, drawn with
     * walls between its regions, its extra houses shaded and values
     * beyond 9 as letters (A = 10); an explanation draws the puzzle with
     * its message, as it explains none. */
    const struct sudoku_shape *shape;
    const unsigned char *shaped_puzzle, *shaped_solution;
    const char *label;   /* under the grid (a rating, a level), or NULL */
    const char *message; /* in an invalid box ("FILE:LINE:COL: why") */
};

struct sudoku_sheet;

/* A new sheet, nothing written yet; NULL when out of memory.  The title
 * is copied. */
SUDOKU_API struct sudoku_sheet *
sudoku_sheet_new(const struct sudoku_sheet_options *options);

/* Adds the next record, numbered from 1 in the order of the calls.  A
 * sheet that is not an explanation keeps its entries and draws them at
 * sudoku_sheet_end (an SVG document's size is known only then).  Returns
 * 0 when out of memory or when a write failed. */
SUDOKU_API int sudoku_sheet_add(struct sudoku_sheet *sheet,
                                const struct sudoku_sheet_entry *entry);

/*
 * An explanation (options.explain): begins the next record's section
 * with its puzzle, its rating and the steps per technique (label, when
 * not NULL, stands for the rating, which may then be NULL: "several
 * solutions"); each step of
 * sudoku_rate's watcher then draws one picture (the position before the
 * step with its pencil marks, the houses and candidates it used, what it
 * removed struck, what it placed, a chain's links, strong solid and weak
 * dashed) with the step's text and rating under it; the end draws the
 * solution, when not NULL.  Each returns 0 when a write failed.
 */
SUDOKU_API int sudoku_sheet_explain_begin(struct sudoku_sheet *sheet,
                                          const sudoku_board *puzzle,
                                          const struct sudoku_rating *rating,
                                          const char *label);
SUDOKU_API int sudoku_sheet_explain_step(struct sudoku_sheet *sheet,
                                         const struct sudoku_step *step);
SUDOKU_API int sudoku_sheet_explain_end(struct sudoku_sheet *sheet,
                                        const sudoku_board *solution);

/* Draws what is kept and closes the document; returns 0 when a write
 * failed now or before. */
SUDOKU_API int sudoku_sheet_end(struct sudoku_sheet *sheet);

/* Frees the sheet (NULL is fine); call sudoku_sheet_end first to close
 * the document. */
SUDOKU_API void sudoku_sheet_free(struct sudoku_sheet *sheet);

#endif /* SUDOKU_SHEET_H */
