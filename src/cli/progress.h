/*
 * progress.h - what the command shows on standard error while it runs:
 * the format each input was read as (--verbose) and the progress line.
 *
 * Apart from cli.h because the judge build shows neither.
 */
#ifndef SUDOKU_CLI_PROGRESS_H
#define SUDOKU_CLI_PROGRESS_H

#include "cli/options.h"

/* The hooks' context. */
struct cli_display {
    const struct cli_options *options;
    int show_progress; /* standard error is a terminal */
    int announced;     /* --verbose told the current input's format */
    int columns;       /* the terminal's width */
    /* The bytes of all inputs, or 0 when some input's size is unknown
     * (a pipe); those of the inputs done before the current one. */
    unsigned long long total_size, done_size, current_size;
};

/* Sets up *d for the nfiles inputs of `files` and points o->run.hooks at
 * it: inputs are opened by cli_open_input, and a progress line shows when
 * standard error is a terminal (then a signal that ends the run erases it
 * first). */
void cli_display_start(struct cli_display *d, struct cli_options *o,
                       char *const files[], int nfiles);

/* --generate's progress line on a terminal after the first second: `made`
 * of `count` puzzles made and the time left.  One thread at a time. */
void cli_display_generated(const struct cli_display *d, unsigned long long made,
                           unsigned long long count);

/* Erases the progress line, if one shows. */
void cli_display_clear(void);

#endif /* SUDOKU_CLI_PROGRESS_H */
