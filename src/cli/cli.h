/*
 * cli.h - running the command's inputs through the batch engine: what the
 * full command (main.c) and the judge build (judge.c) share.
 *
 * It opens each input, hands its records to the engine, writes results to
 * standard output and diagnostics to standard error, and works out the
 * exit status.  It does not read options: the caller fills a cli_run,
 * whose hooks let the full command open files and show more (the format
 * read, a progress line) without this file knowing how.
 */
#ifndef SUDOKU_CLI_H
#define SUDOKU_CLI_H

#include <stdio.h>

#include "sudoku/batch.h"
#include "sudoku/parse.h"

#define CLI_EXIT_UNSOLVED 1 /* some puzzle invalid, unsolvable, wrong */
#define CLI_EXIT_TROUBLE 2  /* a usage or I/O error */

/* The input being read. */
struct cli_input {
    const char *name; /* as messages name it */
    FILE *stream;
    const struct sudoku_parser *parser;
    unsigned long long size; /* bytes, or 0 when unknown */
};

/* What the full command adds to a run.  Every member may be NULL; each is
 * called in the thread that called cli_run. */
struct cli_hooks {
    /* Opens the input that `path` names and may set input->size (which
     * also tells the engine that the input is a file, not a pipe that
     * delivers slowly); returns 0, having said why on standard error, when
     * it cannot.  NULL: every input is standard input, the judge's one. */
    int (*open)(void *context, struct cli_input *input, const char *path);
    /* Output of the input is about to begin: its format is settled. */
    void (*announce)(void *context, const struct cli_input *input);
    /* Every few thousand records, with the totals so far and the input
     * offset reached (see sudoku_batch_sink.progress). */
    void (*progress)(void *context, const struct cli_input *input,
                     const struct sudoku_batch_totals *totals,
                     unsigned long long offset);
    /* Standard error is about to get a message: wipe any progress line. */
    void (*clear)(void *context);
    void *context;
};

/* The boxes and extra houses asked for (--box, --diagonals, --windoku),
 * and the parser's function that sets them (sudoku_parser_set_shape), or
 * NULL when none is asked. */
struct cli_shape {
    void (*set)(struct sudoku_parser *parser, int box_rows, int box_cols,
                unsigned extras);
    int box_rows, box_cols;
    unsigned extras;
};

struct cli_run {
    enum sudoku_format format;
    struct sudoku_batch_options batch;
    struct cli_hooks hooks;
    struct cli_shape shape;
};

/*
 * Runs the nfiles inputs of `files` ("-" is standard input; see
 * cli_hooks.open) in order and
 * adds to *totals.  Returns the exit status: 0 when every puzzle was
 * solved, CLI_EXIT_UNSOLVED or CLI_EXIT_TROUBLE; *write_failed tells
 * whether standard output failed (the run then stopped there).
 */
int cli_run(const struct cli_run *run, char *const files[], int nfiles,
            struct sudoku_batch_totals *totals, int *write_failed);

#endif /* SUDOKU_CLI_H */
