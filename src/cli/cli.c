/*
 * cli.c - the command's inputs through the batch engine (see cli.h).
 *
 * Results go to standard output as the engine hands them over; each
 * diagnostic goes to standard error as `sudoku: FILE:LINE:COLUMN:
 * message`, after the results before it are flushed, so that a reader of
 * both streams sees it next to its record.  A failed write stops the run
 * and is reported once, at the end.
 */
#include "cli/cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The sink's context: one input on its way. */
struct cli_output {
    const struct cli_run *run;
    struct cli_input input;
    /* errno of the first failed write or flush: with several jobs it may
     * fail in another thread, whose errno the caller cannot read. */
    int *write_errno;
};

static void cli_announce(struct cli_output *out)
{
    const struct cli_hooks *w = &out->run->hooks;

    if (w->announce != NULL)
        w->announce(w->context, &out->input);
}

static int cli_write_failed(struct cli_output *out)
{
    if (*out->write_errno == 0)
        *out->write_errno = errno ? errno : EIO;
    return 0;
}

static int cli_write(void *context, const char *text, size_t size)
{
    struct cli_output *out = context;

    cli_announce(out);
    return fwrite(text, 1, size, stdout) == size || cli_write_failed(out);
}

static int cli_flush(void *context)
{
    return fflush(stdout) == 0 || cli_write_failed(context);
}

static void cli_report(void *context, const struct sudoku_diag *d)
{
    struct cli_output *out = context;
    const struct cli_hooks *w = &out->run->hooks;

    cli_announce(out);
    fflush(stdout);
    if (w->clear != NULL)
        w->clear(w->context);
    fprintf(stderr, "sudoku: %s:%lu:%lu: %s\n", out->input.name, d->line,
            d->col, d->message);
}

static void cli_progress(void *context, const struct sudoku_batch_totals *t,
                         unsigned long long offset)
{
    struct cli_output *out = context;
    const struct cli_hooks *w = &out->run->hooks;

    w->progress(w->context, &out->input, t, offset);
}

/* Runs one input through the engine; returns 0, CLI_EXIT_UNSOLVED when
 * the input held no puzzle (which is no record, so the totals do not
 * count it), or CLI_EXIT_TROUBLE. */
static int cli_run_input(const struct cli_run *run, const char *path,
                         int *first, struct sudoku_batch_totals *t,
                         int *write_errno)
{
    struct cli_output out;
    struct sudoku_batch_options batch = run->batch;
    struct sudoku_batch_sink sink;
    struct sudoku_parser *parser;
    enum sudoku_batch_status status;
    unsigned long long before = t->records;

    memset(&out, 0, sizeof out);
    out.run = run;
    out.write_errno = write_errno;
    if (run->hooks.open == NULL) {
        out.input.name = "<stdin>";
        out.input.stream = stdin;
    } else if (!run->hooks.open(run->hooks.context, &out.input, path)) {
        return CLI_EXIT_TROUBLE;
    }
    parser = sudoku_parser_new(out.input.stream, run->format);
    if (parser == NULL) {
        fprintf(stderr, "sudoku: out of memory\n");
        if (out.input.stream != stdin)
            fclose(out.input.stream);
        return CLI_EXIT_TROUBLE;
    }
    if (run->shape.set != NULL)
        run->shape.set(parser, run->shape.box_rows, run->shape.box_cols,
                       run->shape.extras);
    out.input.parser = parser;
    /* A pipe or a terminal may deliver records slowly: answer each one
     * as soon as it is solved, even with one job. */
    batch.pipelined = out.input.size == 0;
    sink.write = cli_write;
    sink.report = cli_report;
    sink.flush = cli_flush;
    sink.progress = run->hooks.progress != NULL ? cli_progress : NULL;
    sink.context = &out;
    status = sudoku_batch_run(parser, &batch, &sink, first, t);
    if (status == SUDOKU_BATCH_READ_ERROR)
        fprintf(stderr, "sudoku: %s: read error: %s\n", out.input.name,
                sudoku_parser_error(parser)
                    ? strerror(sudoku_parser_error(parser))
                    : "unknown error");
    else if (status == SUDOKU_BATCH_NO_MEMORY)
        fprintf(stderr, "sudoku: out of memory\n");
    if (run->hooks.clear != NULL)
        run->hooks.clear(run->hooks.context);
    cli_announce(&out);
    if (status == SUDOKU_BATCH_OK && t->records == before) {
        struct sudoku_diag d = {1, 1, "no puzzle in input"};

        cli_report(&out, &d);
    }
    sudoku_parser_free(parser);
    if (out.input.stream != stdin)
        fclose(out.input.stream);
    return status == SUDOKU_BATCH_OK ? t->records == before : CLI_EXIT_TROUBLE;
}

int cli_run(const struct cli_run *run, char *const files[], int nfiles,
            struct sudoku_batch_totals *totals, int *write_failed)
{
    /* The statuses of the inputs, or-ed: CLI_EXIT_UNSOLVED (1) and
     * CLI_EXIT_TROUBLE (2) are bits. */
    int i, first = 1, trouble = 0, write_errno = 0;

    for (i = 0; i < nfiles; i++) {
        trouble |= cli_run_input(run, files[i], &first, totals, &write_errno);
        if (ferror(stdout))
            break;
    }
    if (fflush(stdout) != 0 && write_errno == 0)
        write_errno = errno;
    *write_failed = write_errno != 0 || ferror(stdout);
    if (*write_failed) {
        /* Reported once, here, whichever input it struck. */
        fprintf(stderr, "sudoku: write error: %s\n",
                strerror(write_errno ? write_errno : EIO));
        return CLI_EXIT_TROUBLE;
    }
    if (trouble & CLI_EXIT_TROUBLE)
        return CLI_EXIT_TROUBLE;
    return trouble || totals->invalid || totals->unsolvable ||
                   totals->mismatches
               ? CLI_EXIT_UNSOLVED
               : 0;
}
