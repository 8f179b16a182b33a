/*
 * sheet_internal.h - what the files of the sheets share (sheet.h).
 *
 * sheet_draw.c writes text through the caller's callback and draws one
 * grid as SVG, sheet_shape.c one of another size or shape; sheet.c keeps a sheet's entries and writes the HTML page
 * or the SVG document; sheet_explain.c writes an explanation's sections.
 * None of them is in the judge build, and the core files of print/ never
 * include this header.
 */
#ifndef SUDOKU_PRINT_SHEET_INTERNAL_H
#define SUDOKU_PRINT_SHEET_INTERNAL_H

#include <stddef.h>

#include "base/internal.h"
#include "sudoku/sheet.h"

/* Where a document goes: the caller's callback, and whether it failed
 * (then nothing more is written). */
struct sheet_out {
    sudoku_sheet_write_fn *write;
    void *context;
    int failed;
};

/* The sheet behind sudoku_sheet_new: its options, the entries it keeps
 * (sheet.c), and how many records it has numbered. */
struct sheet_item;
struct sudoku_sheet {
    struct sudoku_sheet_options options;
    char *title;
    struct sheet_out out;
    struct sheet_item *items;
    size_t n_items, room;
    int started; /* the document's head is written */
    int ended;
    unsigned long numbered; /* explanation: records so far */
    unsigned char givens[SUDOKU_CELLS]; /* explanation: the puzzle's */
    unsigned steps;                     /* explanation: the puzzle's so far */
    int no_memory;
};

/* Writes text as it is; formatted (at most 1023 bytes); and escaped for
 * HTML and XML (&, <, >, ", '). */
SUDOKU_PRIVATE void sudoku_sheet_put(struct sheet_out *o, const char *text);
SUDOKU_PRIVATE void sudoku_sheet_printf(struct sheet_out *o, const char *fmt,
                                        ...);
SUDOKU_PRIVATE void sudoku_sheet_escape(struct sheet_out *o, const char *text);

/* The side of a grid's picture in SVG units: 9 cells of SHEET_CELL and
 * the outer line's half on each side. */
#define SHEET_CELL 36
#define SHEET_EDGE 2
#define SHEET_SIDE (9 * SHEET_CELL + 2 * SHEET_EDGE)

/* Writes the rules that style a grid, for a <style> element. */
SUDOKU_PRIVATE void sudoku_sheet_grid_style(struct sheet_out *o);

/* What one picture of a grid shows.  Only digits is required. */
struct sheet_grid {
    /* A board of another size or shape (sheet_shape.c draws it): digits
     * and givens then hold side * side cells, and nothing after them is
     * read; NULL for a 9x9 grid. */
    const struct sudoku_shape *shape;
    const unsigned char *digits; /* 81; 0 for an empty cell */
    const unsigned char *givens; /* 81: drawn bold where not 0, or NULL */
    const signed char *mate;     /* dominoes (mate of each cell), or NULL */
    const unsigned short *marks; /* pencil marks of empty cells, or NULL */
    const unsigned short *used;  /* candidates to ring, or NULL */
    unsigned long houses;        /* houses to shade, bit h */
    int n_removed;               /* candidates struck */
    const unsigned char *removed_cell, *removed_digit;
    int placed_cell, placed_digit; /* -1 for none */
    int n_links;
    const struct sudoku_link *links;
};

/* Draws g's grid: its elements, in SVG units from 0 to SHEET_SIDE, for
 * the caller to put in an <svg> or a <g>. */
SUDOKU_PRIVATE void sudoku_sheet_grid(struct sheet_out *o,
                                      const struct sheet_grid *g);

/* sheet_shape.c: g's grid of another size or shape (g->shape), in the
 * same square as a 9x9 one. */
SUDOKU_PRIVATE void sudoku_sheet_shape_grid(struct sheet_out *o,
                                            const struct sheet_grid *g);

/* A box in the place of a grid, the same size, saying `word` ("invalid",
 * "no solution") and, under it, `message` when not NULL. */
SUDOKU_PRIVATE void sudoku_sheet_invalid_box(struct sheet_out *o,
                                             const char *word,
                                             const char *message);

/* Writes the HTML page's head once, with `css` after the grid's rules. */
SUDOKU_PRIVATE void sudoku_sheet_html_start(struct sudoku_sheet *sheet,
                                            const char *css);

/* sheet_explain.c: an explanation page's head and title, once; and an
 * entry shown in place, in a section of its own. */
SUDOKU_PRIVATE void sudoku_sheet_explain_start(struct sudoku_sheet *sheet);
SUDOKU_PRIVATE int
sudoku_sheet_explain_entry(struct sudoku_sheet *sheet,
                           const struct sudoku_sheet_entry *entry);

#endif /* SUDOKU_PRINT_SHEET_INTERNAL_H */
