/*
 * cli_sheet.h - the command's sheets: -o html and -o svg draw the puzzles
 * of the inputs, or of --generate, and --explain -o html draws each
 * step (sheet.h).
 *
 * Apart from cli.h because the judge build has no sheets.
 */
#ifndef SUDOKU_CLI_SHEET_H
#define SUDOKU_CLI_SHEET_H

#include "cli/cli.h"
#include "sudoku/sheet.h"

/* What the options ask of a sheet. */
struct cli_sheet {
    int kind;          /* 0 for none, else 1 + enum sudoku_sheet_kind */
    int solutions;     /* --print=solution or both: the solutions too */
    int key_only;      /* --print=solution: the solutions alone */
    const char *title; /* --title, or NULL for the default */
};

/* A new sheet written to standard output (kind and solutions from *o,
 * `title` unless o->title is set, an explanation when `explain`), or NULL
 * after saying on standard error that memory ran out. */
struct sudoku_sheet *cli_sheet_open(const struct cli_sheet *o, int explain,
                                    const char *title);

/* Ends the sheet, frees it and flushes standard output; returns `status`,
 * or CLI_EXIT_TROUBLE after saying that memory ran out or a write
 * failed. */
int cli_sheet_close(struct sudoku_sheet *sheet, int status);

/* Draws every record of the nfiles inputs ("-" is standard input) read
 * in run->format: each puzzle numbered, labelled with its rating when
 * `rate` (classic puzzles), and its solution when o->solutions; a bad
 * record is said on standard error and gets a box.  With `explain`, an
 * explanation page instead.  Returns the exit status as cli_run does. */
int cli_sheet_run(const struct cli_sheet *o, const struct cli_run *run,
                  int rate, int explain, char *const files[], int nfiles);

#endif /* SUDOKU_CLI_SHEET_H */
