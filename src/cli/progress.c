/*
 * progress.c - what the command shows on standard error while it runs
 * (see progress.h): --verbose's format line and the progress line.
 *
 * These are cli_run's hooks.  The progress line shows, over all inputs,
 * the puzzles so far and the rate, and when every input is a file of
 * known size, the part done and the time left; it appears after the first
 * second, only on a terminal, is cut to the terminal's width and is wiped
 * before any message and at the end.  Terminals, sizes, the clock and the
 * signals are the platform's (platform/platform.h); nothing here writes
 * to standard output.
 */
#include "cli/progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/input.h"
#include "platform/platform.h"

#define PROGRESS_MAX 256 /* the widest progress line */

/* The progress line covers the first progress_width columns of the
 * terminal's last line (0 when none is shown); a signal that ends the run
 * erases as much (platform_set_line_to_erase). */
static int progress_width;

static void progress_set_width(int width)
{
    progress_width = width;
    platform_set_line_to_erase(width);
}

/* The terminal's width: asked of standard error where the system can,
 * else $COLUMNS, else 80. */
static int progress_columns(void)
{
    const char *env = getenv("COLUMNS");
    int columns = platform_terminal_columns(stderr);
    long n;

    if (columns > 0)
        return columns;
    if (env != NULL && (n = strtol(env, NULL, 10)) > 0 && n < 10000)
        return (int)n;
    return 80;
}

/* The sizes of all the inputs together, or 0 when one is unknown: not a
 * regular file, or not there. */
static unsigned long long progress_total_size(char *const files[], int nfiles)
{
    unsigned long long total = 0, size;
    int i;

    for (i = 0; i < nfiles; i++) {
        int known = strcmp(files[i], "-") == 0
                        ? platform_stream_size(stdin, &size)
                        : platform_path_size(files[i], &size);

        if (!known)
            return 0;
        total += size;
    }
    return total;
}

/* Opens an input and learns its size, when it is a regular file. */
static int progress_open(void *context, struct cli_input *input,
                         const char *path)
{
    struct cli_display *d = context;

    if (!cli_open_input(input, path))
        return 0;
    d->announced = 0;
    d->done_size += d->current_size;
    d->current_size = 0;
    if (!platform_stream_size(input->stream, &input->size))
        input->size = 0;
    d->current_size = input->size;
    return 1;
}

/* With --verbose, names the input's format before its first result: the
 * parser has settled it once it hands out a record. */
static void progress_announce(void *context, const struct cli_input *input)
{
    struct cli_display *d = context;
    enum sudoku_format format = sudoku_parser_format(input->parser);

    if (d->announced || !d->options->verbose || format == SUDOKU_FORMAT_AUTO)
        return;
    d->announced = 1;
    fflush(stdout);
    fprintf(stderr, "sudoku: %s: read as %s%s\n", input->name,
            sudoku_format_name(format),
            d->options->run.format == SUDOKU_FORMAT_AUTO ? " (detected)" : "");
}

/* Wipes the progress line so that a message can take its place. */
static void progress_clear(void *context)
{
    (void)context;
    if (progress_width > 0) {
        fprintf(stderr, "\r%*s\r", progress_width, "");
        progress_set_width(0);
    }
}

/* Shows `line` in place of the progress line before, cut to the
 * terminal's width. */
static void progress_draw(const struct cli_display *d, const char *line)
{
    int n = (int)strlen(line), width = d->columns - 1;

    if (width > PROGRESS_MAX)
        width = PROGRESS_MAX;
    if (n > width)
        n = width > 0 ? width : 0;
    /* Spaces cover what is left of a longer line before. */
    fprintf(stderr, "\r%.*s%*s", n, line,
            progress_width > n ? progress_width - n : 0, "");
    if (progress_width < n)
        progress_set_width(n);
}

/* The progress line, over all inputs: the puzzles so far and the rate,
 * and when every input's size is known, the part done and the time
 * left; cut to the terminal's width. */
static void progress_show(void *context, const struct cli_input *input,
                          const struct sudoku_batch_totals *t,
                          unsigned long long offset)
{
    struct cli_display *d = context;
    double elapsed = platform_now() - d->options->start;
    char line[PROGRESS_MAX + 64];
    int n;

    (void)input;
    if (!d->show_progress || elapsed < 1.0)
        return;
    n = snprintf(line, sizeof line, "sudoku: %llu %s, %.0f/s", t->records,
                 t->records == 1 ? "puzzle" : "puzzles",
                 (double)t->records / elapsed);
    if (d->total_size > 0 && d->done_size + offset > 0) {
        double done = (double)(d->done_size + offset) / (double)d->total_size;

        if (done > 1.0)
            done = 1.0; /* a file that grew since it was measured */
        snprintf(line + n, sizeof line - (size_t)n, ", %.0f%%, %.0f s left",
                 100.0 * done, elapsed * (1.0 - done) / done);
    }
    progress_draw(d, line);
}

/* --generate's progress line: the puzzles made of those asked for, and
 * the time left at the rate so far. */
void cli_display_generated(const struct cli_display *d, unsigned long long made,
                           unsigned long long count)
{
    double elapsed = platform_now() - d->options->start;
    char line[PROGRESS_MAX + 64];

    if (!d->show_progress || elapsed < 1.0 || made == 0)
        return;
    snprintf(line, sizeof line, "sudoku: %llu of %llu %s made, %.0f s left",
             made, count, count == 1 ? "puzzle" : "puzzles",
             elapsed * (double)(count - made) / (double)made);
    progress_draw(d, line);
}

void cli_display_clear(void)
{
    progress_clear(NULL);
}

void cli_display_start(struct cli_display *d, struct cli_options *o,
                       char *const files[], int nfiles)
{
    memset(d, 0, sizeof *d);
    d->options = o;
    d->show_progress = platform_is_terminal(stderr);
    /* The width and the inputs' sizes serve the progress line alone. */
    if (d->show_progress) {
        platform_catch_signals();
        d->columns = progress_columns();
        d->total_size = progress_total_size(files, nfiles);
    }
    o->run.hooks.open = progress_open;
    o->run.hooks.announce = progress_announce;
    o->run.hooks.progress = progress_show;
    o->run.hooks.clear = progress_clear;
    o->run.hooks.context = d;
}
