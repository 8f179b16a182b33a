/*
 * main.c - the sudoku command: options in, files through the batch engine.
 *
 * It reads the options, and shows on standard error what a person at a
 * terminal wants besides the results: the format each input was read as
 * (--verbose), a progress line during long runs, and totals (--stats).
 * Running the inputs is cli.c's job, which the judge build shares.  Exit
 * status: 0 every puzzle solved, 1 some puzzle invalid, unsolvable or (with
 * --check) answered differently, 2 a usage or I/O error.
 */
#if SUDOKU_POSIX && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* fileno, isatty, fstat, sysconf */
#endif

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

#if SUDOKU_POSIX
#include <sys/stat.h>
#include <unistd.h>
#endif

#ifndef SUDOKU_VERSION
#define SUDOKU_VERSION "0.1.0"
#endif

static const char usage_text[] =
    "Usage: sudoku [OPTION]... [FILE]...\n"
    "Solve sudoku and Sudominoku puzzles from each FILE (or standard input\n"
    "when there is none or FILE is -) and print one result per puzzle, in\n"
    "order.  The answer is always the lexicographically smallest solution\n"
    "(the one a row-major search trying 1..9 finds first).\n"
    "\n"
    "  -f, --format=FORMAT   input format: auto (the default: decided for\n"
    "                        each puzzle; titles are passed over and drawn\n"
    "                        grids read too), packed (9 lines of 9 digits),\n"
    "                        spaced (9 lines of 9 digits separated by\n"
    "                        blanks), line (81 characters a line, 0 or . for\n"
    "                        an empty cell, # comments), csv (puzzle,solution\n"
    "                        a line, header optional), sudominoku (domino\n"
    "                        lists ended by 0)\n"
    "  -o, --output=LAYOUT   same (the default: the layout of the input),\n"
    "                        packed, spaced, line, or pretty (a grid with box\n"
    "                        borders; for Sudominoku, the dominoes)\n"
    "  -c, --count[=LIMIT]   also count solutions, up to LIMIT (default 2);\n"
    "                        a count that reached LIMIT prints as LIMIT+\n"
    "  -u, --unique          print only puzzles with exactly one solution\n"
    "      --check           compare each answer with the solution the input\n"
    "                        gives (csv) and report every difference\n"
    "  -j, --jobs=N          solve in N threads (default: one per online\n"
    "                        processor); the output is the same for any N\n"
    "  -s, --stats           print totals and speed to standard error at the\n"
    "                        end\n"
    "  -v, --verbose         say which format each input was read as\n"
    "  -h, --help            print this help and exit\n"
    "  -V, --version         print the version and exit\n"
    "\n"
    "Results: a solved puzzle prints in its layout; grids are separated by a\n"
    "blank line, and Sudominoku puzzles are headed 'Puzzle K'.  A puzzle\n"
    "without a solution prints 'no solution' and a malformed one 'invalid'\n"
    "in its place, after an error on standard error:\n"
    "  sudoku: FILE:LINE:COLUMN: message\n"
    "With --count, one-line results read PUZZLE:COUNT:SOLUTION and grids get\n"
    "a 'solutions: COUNT' line.\n"
    "\n"
    "While a run longer than a second writes to a terminal's standard\n"
    "error, a progress line shows there.\n"
    "\n"
    "Exit status: 0 if every puzzle was solved, 1 if some puzzle was\n"
    "invalid or had no solution (or, with --check, differed), 2 for a usage\n"
    "or I/O error.\n";
struct options {
    struct cli_run run;
    int stats;
    int verbose;
    double start; /* when the run began, for --stats and progress */
};

/* What the command shows on standard error: cli_watch's context. */
struct display {
    const struct options *options;
    int show_progress;  /* standard error is a terminal */
    int progress_shown; /* a progress line is on the screen */
    int announced;      /* --verbose told the current input's format */
};

static double seconds_now(void)
{
    /* timespec_get is C11; a C99 library lacks it and TIME_UTC, and whole
     * seconds are all it can tell. */
#ifdef TIME_UTC
    struct timespec ts;

    if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
        return 0.0;
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
#else
    return (double)time(NULL);
#endif
}

/* An input is open: learn its size, when it is a regular file. */
static void display_open(void *context, struct cli_input *input)
{
    struct display *d = context;

    d->announced = 0;
#if SUDOKU_POSIX
    {
        struct stat st;

        if (fstat(fileno(input->stream), &st) == 0 && S_ISREG(st.st_mode))
            input->size = (unsigned long long)st.st_size;
    }
#else
    (void)input;
#endif
}

/* With --verbose, names the input's format before its first result: the
 * parser has settled it once it hands out a record. */
static void display_announce(void *context, const struct cli_input *input)
{
    struct display *d = context;
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
static void display_clear(void *context)
{
    struct display *d = context;

    if (d->progress_shown) {
        fprintf(stderr, "\r%60s\r", "");
        d->progress_shown = 0;
    }
}

static void display_progress(void *context, const struct cli_input *input,
                             const struct sudoku_batch_totals *t,
                             unsigned long long offset)
{
    struct display *d = context;
    double elapsed = seconds_now() - d->options->start;
    double rate;

    if (!d->show_progress || elapsed < 1.0)
        return;
    rate = (double)t->records / elapsed;
    fprintf(stderr, "\rsudoku: %llu puzzles, %.0f/s", t->records, rate);
    if (input->size > 0 && offset > 0) {
        double done = (double)offset / (double)input->size;

        fprintf(stderr, ", %.0f%%, %.0f s left", 100.0 * done,
                elapsed * (1.0 - done) / done);
    }
    fprintf(stderr, "   ");
    d->progress_shown = 1;
}

static int usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "sudoku: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry 'sudoku --help' for more information.\n");
    return CLI_EXIT_TROUBLE;
}

/* One job per online processor where that can be asked, else one. */
static unsigned default_jobs(void)
{
#if SUDOKU_POSIX && defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);

    if (n > 1)
        return n > 64 ? 64 : (unsigned)n;
#endif
    return 1;
}

/* Parses a whole decimal number in [min, max]; returns 0 when it is not. */
static int parse_number(const char *s, unsigned long min, unsigned long max,
                        unsigned long *value)
{
    char *end;
    unsigned long v;

    if (*s < '0' || *s > '9')
        return 0;
    errno = 0;
    v = strtoul(s, &end, 10);
    if (errno != 0 || *end != '\0' || v < min || v > max)
        return 0;
    *value = v;
    return 1;
}

/* Matches a long option that takes a value ("--name=V" or "--name V") or
 * a short one ("-x V" or "-xV").  Returns 1 and sets *value, or 0 when arg
 * is not this option; a missing value sets *value to NULL. */
static int match_valued(int argc, char **argv, int *i, const char *long_name,
                        char short_name, const char **value)
{
    const char *arg = argv[*i];
    size_t len = strlen(long_name);

    if (strncmp(arg, "--", 2) == 0 && strncmp(arg + 2, long_name, len) == 0) {
        if (arg[2 + len] == '=') {
            *value = arg + 3 + len;
            return 1;
        }
        if (arg[2 + len] != '\0')
            return 0;
    } else if (!(arg[0] == '-' && arg[1] == short_name)) {
        return 0;
    } else if (arg[2] != '\0') {
        *value = arg + 2;
        return 1;
    }
    *value = *i + 1 < argc ? argv[++*i] : NULL;
    return 1;
}

/* Fills *o from the options in argv and moves the file names to the front
 * of `files`; returns -1 to go on, or an exit status. */
static int parse_options(int argc, char **argv, struct options *o, char **files,
                         int *nfiles)
{
    int i, only_files = 0;

    memset(o, 0, sizeof *o);
    o->start = seconds_now();
    o->run.format = SUDOKU_FORMAT_AUTO;
    o->run.batch.jobs = default_jobs();
    o->run.batch.output = SUDOKU_OUTPUT_SAME;
    *nfiles = 0;
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i], *value;
        unsigned long n;
        int k;

        if (only_files || arg[0] != '-' || strcmp(arg, "-") == 0) {
            files[(*nfiles)++] = argv[i];
        } else if (strcmp(arg, "--") == 0) {
            only_files = 1;
        } else if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
            fputs(usage_text, stdout);
            return fflush(stdout) == 0 && !ferror(stdout) ? 0
                                                          : CLI_EXIT_TROUBLE;
        } else if (strcmp(arg, "-V") == 0 || strcmp(arg, "--version") == 0) {
            printf("sudoku %s\n", SUDOKU_VERSION);
            return fflush(stdout) == 0 && !ferror(stdout) ? 0
                                                          : CLI_EXIT_TROUBLE;
        } else if (match_valued(argc, argv, &i, "format", 'f', &value)) {
            if (value == NULL)
                return usage_error("option '%s' needs a format", arg);
            if ((k = sudoku_format_from_name(value)) < 0)
                return usage_error("unknown format '%s'", value);
            o->run.format = (enum sudoku_format)k;
        } else if (match_valued(argc, argv, &i, "output", 'o', &value)) {
            if (value == NULL)
                return usage_error("option '%s' needs a layout", arg);
            if ((k = sudoku_output_from_name(value)) < 0)
                return usage_error("unknown output layout '%s'", value);
            o->run.batch.output = (enum sudoku_output)k;
        } else if (strcmp(arg, "-c") == 0 || strcmp(arg, "--count") == 0) {
            o->run.batch.count_limit = 2;
        } else if (strncmp(arg, "--count=", 8) == 0) {
            if (!parse_number(arg + 8, 2, UINT_MAX, &n))
                return usage_error("count limit '%s' is not a number from 2 "
                                   "up",
                                   arg + 8);
            o->run.batch.count_limit = (unsigned)n;
        } else if (strcmp(arg, "-u") == 0 || strcmp(arg, "--unique") == 0) {
            o->run.batch.unique = 1;
            if (o->run.batch.count_limit < 2)
                o->run.batch.count_limit = 2;
        } else if (strcmp(arg, "--check") == 0) {
            o->run.batch.check = 1;
        } else if (match_valued(argc, argv, &i, "jobs", 'j', &value)) {
            if (value == NULL)
                return usage_error("option '%s' needs a number", arg);
            if (!parse_number(value, 1, 1024, &n))
                return usage_error("jobs '%s' is not a number from 1 to 1024",
                                   value);
            o->run.batch.jobs = (unsigned)n;
        } else if (strcmp(arg, "-s") == 0 || strcmp(arg, "--stats") == 0) {
            o->stats = 1;
        } else if (strcmp(arg, "-v") == 0 || strcmp(arg, "--verbose") == 0) {
            o->verbose = 1;
        } else {
            return usage_error("unknown option '%s'", arg);
        }
    }
    return -1;
}
static void print_stats(const struct sudoku_batch_totals *t, double seconds)
{
    fprintf(stderr,
            "sudoku: %llu puzzles: %llu solved, %llu no solution, "
            "%llu invalid",
            t->records, t->solved, t->unsolvable, t->invalid);
    if (t->multiple)
        fprintf(stderr, ", %llu with several solutions", t->multiple);
    if (t->mismatches)
        fprintf(stderr, ", %llu differ from the input's solution",
                t->mismatches);
    fprintf(stderr, "; %llu guesses (%.2f per puzzle)\n", t->guesses,
            t->records ? (double)t->guesses / (double)t->records : 0.0);
    fprintf(stderr, "sudoku: %.3f s, %.0f puzzles/s\n", seconds,
            seconds > 0 ? (double)t->records / seconds : 0.0);
}
int main(int argc, char **argv)
{
    struct options o;
    struct display display = {0};
    struct sudoku_batch_totals totals = {0};
    char **files = malloc((size_t)(argc + 1) * sizeof *files);
    char dash[] = "-";
    int nfiles, status, write_failed;

    if (files == NULL) {
        fprintf(stderr, "sudoku: out of memory\n");
        return CLI_EXIT_TROUBLE;
    }
    status = parse_options(argc, argv, &o, files, &nfiles);
    if (status >= 0) {
        free(files);
        return status;
    }
    if (nfiles == 0)
        files[nfiles++] = dash;
    display.options = &o;
#if SUDOKU_POSIX
    display.show_progress = isatty(fileno(stderr));
#endif
    o.run.watch.open = display_open;
    o.run.watch.announce = display_announce;
    o.run.watch.progress = display_progress;
    o.run.watch.clear = display_clear;
    o.run.watch.context = &display;
    status = cli_run(&o.run, files, nfiles, &totals, &write_failed);
    free(files);
    if (o.stats && !write_failed)
        print_stats(&totals, seconds_now() - o.start);
    return status;
}
