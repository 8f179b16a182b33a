/*
 * cli_generate.h - the command's --generate: puzzles made on every core,
 * written in order.
 *
 * cli_generate.c makes and writes the puzzles; cli_generate_options.c
 * gets them ready from the options.  Apart from cli.h because the judge
 * build has no generator.
 */
#ifndef SUDOKU_CLI_GENERATE_H
#define SUDOKU_CLI_GENERATE_H

#include "sudoku/batch.h"
#include "sudoku/generate.h"
#include "sudoku/print.h"
#include "sudoku/sheet.h"

struct cli_display;

struct cli_generate {
    unsigned long long count; /* puzzles to make */
    int domino;               /* Sudominoku rather than classic */
    struct sudoku_generate_options classic;
    struct sudoku_domino_generate_options sudominoku;
    /* Classic: the layout of each grid (line by default).  Sudominoku:
     * PRETTY draws the puzzles, any other layout writes the judge's input
     * form, ended by a "0" line. */
    enum sudoku_layout layout;
    int csv; /* -o csv: rows of puzzle,solution (layout is then LINE) */
    enum sudoku_print print;
    /* --rate: each classic puzzle's rating as --rate prints it (2: SE's
     * three figures), after the puzzle on its line, on a line above a
     * grid, in a csv row's columns, under the puzzle on a sheet. */
    int rate;
    unsigned jobs;
    /* Where the progress line shows (progress.h), or NULL for none. */
    const struct cli_display *display;
    int dominoes_given; /* --dominoes was given, 0 included */
    /* A sheet (sheet.h) the puzzles go to instead of text, or NULL; with
     * a rating band or --rate, each labelled with its rating. */
    struct sudoku_sheet *sheet;
    /* Puzzles of another size or shape (--box, --diagonals, --windoku,
     * --jigsaw, --regions): their shape and options, and for a jigsaw the
     * label of each region (NUL for box shapes). */
    int shaped;
    struct sudoku_shape shape;
    struct sudoku_shape_generate_options shaped_options;
    char labels[SUDOKU_SHAPE_MAX_SIDE + 1];
    /* As the options gave them: --jigsaw's side (0 for none), --regions'
     * file (NULL for none), --difficulty's level name (NULL for none). */
    int jigsaw_side;
    const char *regions_file;
    const char *difficulty;
};

/* What a run made, for --stats. */
struct cli_generate_totals {
    unsigned long long made, failed, tries;
    unsigned long long givens; /* sum over the puzzles made (Sudominoku:
                                  the dominoes placed) */
    int fewest, most;
};

/* Makes and writes the puzzles, adding to *t; returns the exit status: 0,
 * 1 when some puzzle could not be made within its tries (each said on
 * standard error), 2 on a write error (said too). */
int cli_generate(const struct cli_generate *g, struct cli_generate_totals *t);

struct cli_options;

/* --generate as the options ask (cli_generate_options.c): checks that the
 * other options and the nfiles FILEs fit it, fills o->generate, makes the
 * puzzles and, with --stats, says what was made.  Returns the exit status
 * (2 after saying which option does not fit). */
int cli_generate_options(struct cli_options *o, char *const files[],
                         int nfiles);

#endif /* SUDOKU_CLI_GENERATE_H */
