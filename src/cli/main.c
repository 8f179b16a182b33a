/*
 * main.c - the sudoku command: options in, files through the batch engine.
 *
 * It reads the options, and shows on standard error what a person at a
 * terminal wants besides the results: the format each input was read as
 * (--verbose), a progress line during long runs, and totals (--stats).
 * Running the inputs is cli.c's job, which the judge build shares.  Exit
 * status: 0 every puzzle solved, 1 some puzzle invalid, unsolvable or (with
 * --check) given a wrong solution, 2 a usage or I/O error.
 */
#if SUDOKU_POSIX && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* fileno, isatty, fstat, sysconf, write */
#endif

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/cli.h"
#include "cli/cli_explain.h"
#include "cli/cli_generate.h"
#include "sudoku/rate.h"

#if SUDOKU_POSIX
#include <sys/ioctl.h> /* TIOCGWINSZ, where the system has it */
#include <sys/stat.h>
#include <unistd.h>
#endif

#ifndef SUDOKU_VERSION
#define SUDOKU_VERSION "0.1.0"
#endif

static const char usage_head[] =
    "Usage: sudoku [OPTION]... [FILE]...\n"
    "  or:  sudoku --generate=N [OPTION]...\n"
    "Solve sudoku and Sudominoku puzzles from each FILE (or standard input\n"
    "when there is none or FILE is -) and print one result per puzzle, in\n"
    "order.  The answer is always the lexicographically smallest solution\n"
    "(the one a row-major search trying 1..9 finds first).  Or make N\n"
    "puzzles, each with exactly one solution.\n"
    "\n";
static const char usage_tail[] =
    "\n"
    "Short options may be bundled (-vs) and take their value in the same\n"
    "argument (-j2) or the next (-j 2).  A long option takes it after = or\n"
    "in the next argument (--jobs=2, --jobs 2), and may be shortened to any\n"
    "prefix that names no other (--verb).  LIMIT, being optional, goes only\n"
    "in the same argument: -c30 and --count=30 count up to 30, but -c 30\n"
    "counts up to 2 and reads a FILE named 30.  After --, every argument is\n"
    "a FILE.\n"
    "\n"
    "Results: a solved puzzle prints in its layout; grids are separated by a\n"
    "blank line, and Sudominoku puzzles are headed 'Puzzle K'.  A puzzle\n"
    "without a solution prints 'no solution' and a malformed one 'invalid'\n"
    "in its place, after an error on standard error:\n"
    "  sudoku: FILE:LINE:COLUMN: message\n"
    "With --count, one-line results read PUZZLE:COUNT:SOLUTION and grids get\n"
    "a 'solutions: COUNT' line.  --print=puzzle prints the puzzle in place\n"
    "of the solution; --print=both prints the puzzle, then the solution: on\n"
    "the next line in the line layout, after a blank line for grids.\n"
    "\n"
    "--generate prints each puzzle in the output layout (one a line unless\n"
    "-o or -f packed or spaced says otherwise; Sudominoku in the judge's\n"
    "form, ended by a line 0, or drawn with -o pretty); --print=solution\n"
    "prints its solution instead and --print=both the puzzle, then the\n"
    "solution.  A puzzle that --tries tries do not find is an error, and\n"
    "the exit status is then 1.\n"
    "\n"
    "While a run longer than a second writes to a terminal's standard\n"
    "error, a progress line shows there: the puzzles so far over all inputs\n"
    "and, when every input is a file, the part done and the time left.  It\n"
    "is erased at the end, and on an interrupt (SIGINT, SIGTERM).\n"
    "\n"
    "Exit status: 0 if every puzzle was solved, 1 if some puzzle was\n"
    "invalid or had no solution (or, with --check, came with a solution that\n"
    "does not solve it), 2 for a usage or I/O error.\n";

/* ---- The options ---------------------------------------------------------
 * One table drives both the parser and --help, so that they cannot drift:
 * each option's names, the kind of value it takes, and its help text. */

enum option_id {
    OPT_FORMAT,
    OPT_OUTPUT,
    OPT_COUNT,
    OPT_UNIQUE,
    OPT_PRINT,
    OPT_CHECK,
    OPT_RATE,
    OPT_EXPLAIN,
    OPT_JOBS,
    OPT_GENERATE,
    OPT_SEED,
    OPT_SYMMETRY,
    OPT_MINIMAL,
    OPT_CLUES,
    OPT_DOMINOES,
    OPT_DIFFICULTY,
    OPT_RATING,
    OPT_TRIES,
    OPT_STATS,
    OPT_VERBOSE,
    OPT_HELP,
    OPT_VERSION
};

enum option_value {
    VALUE_NONE,     /* -s, --stats */
    VALUE_REQUIRED, /* -j N, -jN, --jobs N, --jobs=N */
    VALUE_OPTIONAL  /* -c, -cLIMIT, --count, --count=LIMIT; never the next
                       argument, as with getopt_long */
};

struct option_spec {
    enum option_id id;
    char short_name; /* '\0' for none */
    const char *long_name;
    enum option_value value;
    const char *value_name; /* FORMAT in --format=FORMAT */
    const char *missing;    /* what a missing value is called in errors */
    const char *help;       /* lines of help text, '\n' between them */
};

static const struct option_spec option_table[] = {
    {OPT_FORMAT, 'f', "format", VALUE_REQUIRED, "FORMAT", "a format",
     "input format: auto (the default: decided for\n"
     "each puzzle; titles are passed over and drawn\n"
     "grids read too), packed (9 lines of 9 digits),\n"
     "spaced (9 lines of 9 digits separated by\n"
     "blanks), line (81 characters a line, 0 or . for\n"
     "an empty cell, # comments), csv (puzzle,solution\n"
     "a line, or the columns a header names),\n"
     "sudominoku (domino lists ended by 0)"},
    {OPT_OUTPUT, 'o', "output", VALUE_REQUIRED, "LAYOUT", "a layout",
     "same (the default: the layout of the input),\n"
     "packed, spaced, line, or pretty (a grid with box\n"
     "borders; for Sudominoku, the dominoes)"},
    {OPT_COUNT, 'c', "count", VALUE_OPTIONAL, "LIMIT", NULL,
     "also count solutions, up to LIMIT (default 2);\n"
     "a count that reached LIMIT prints as LIMIT+"},
    {OPT_UNIQUE, 'u', "unique", VALUE_NONE, NULL, NULL,
     "print only puzzles with exactly one solution"},
    {OPT_PRINT, 'p', "print", VALUE_REQUIRED, "WHAT", "what to print",
     "what a solved puzzle prints: solution (the\n"
     "default), puzzle (as given, in the output\n"
     "layout), or both (the puzzle, then the solution)"},
    {OPT_CHECK, '\0', "check", VALUE_NONE, NULL, NULL,
     "compare each answer with the solution the input\n"
     "gives (csv): name the first wrong cell of one\n"
     "that does not solve the puzzle, or note that a\n"
     "valid one means several solutions"},
    {OPT_RATE, 'r', "rate", VALUE_NONE, NULL, NULL,
     "rate each classic puzzle on Sudoku Explainer's\n"
     "scale, by a ladder of techniques: PUZZLE:SCORE:\n"
     "LEVEL a line (a 'rating: SCORE LEVEL' line above\n"
     "a grid); levels easy, medium, hard, expert,\n"
     "extreme, trial"},
    {OPT_EXPLAIN, 'e', "explain", VALUE_NONE, NULL, NULL,
     "print each puzzle's rating, then its steps one\n"
     "a line (r4c7=5 hidden single in row 4), the\n"
     "steps per technique, and the solution"},
    {OPT_JOBS, 'j', "jobs", VALUE_REQUIRED, "N", "a number",
     "solve in N threads (default: one per online\n"
     "processor); the output is the same for any N"},
    {OPT_GENERATE, 'g', "generate", VALUE_REQUIRED, "N", "a number",
     "make N puzzles, each with one solution, and\n"
     "print them (one a line; the Sudominoku ones in\n"
     "the judge's input form with -f sudominoku); no\n"
     "FILE is read"},
    {OPT_SEED, '\0', "seed", VALUE_REQUIRED, "S", "a number",
     "make the puzzles of seed S (0 to 2^64-1): the\n"
     "same S gives the same puzzles for any --jobs;\n"
     "without it, a seed from the clock (--verbose\n"
     "shows it)"},
    {OPT_SYMMETRY, '\0', "symmetry", VALUE_REQUIRED, "NAME", "a symmetry",
     "the givens' symmetry: none (the default),\n"
     "rotate180, rotate90, mirror (left-right), flip\n"
     "(top-bottom), diagonal, antidiagonal, or random\n"
     "(one of these but none, by puzzle)"},
    {OPT_MINIMAL, '\0', "minimal", VALUE_NONE, NULL, NULL,
     "no single given can go without a second\n"
     "solution (puzzles are always minimal by their\n"
     "symmetry's orbits; with none, the two agree);\n"
     "Sudominoku: no domino can go, even below\n"
     "--dominoes, which is then a bound"},
    {OPT_CLUES, '\0', "clues", VALUE_REQUIRED, "K", "a number",
     "at most K givens (17 to 81)"},
    {OPT_DOMINOES, '\0', "dominoes", VALUE_REQUIRED, "K", "a number",
     "Sudominoku: stop taking dominoes away at K\n"
     "(default: take every one that can go)"},
    {OPT_DIFFICULTY, '\0', "difficulty", VALUE_REQUIRED, "LEVEL", "a level",
     "a rating (see --rate) in the band of LEVEL:\n"
     "easy (up to 1.5), medium (1.6 to 2.5), hard\n"
     "(2.6 to 4.4), expert (4.5 to 6.4), extreme (6.5\n"
     "and up, without trial) or trial (10.0)"},
    {OPT_RATING, '\0', "rating", VALUE_REQUIRED, "LO-HI", "a range",
     "a rating from LO to HI, such as 3.0-4.5 (or\n"
     "exactly LO)"},
    {OPT_TRIES, '\0', "tries", VALUE_REQUIRED, "N", "a number",
     "try at most N grids for a puzzle that meets\n"
     "--clues, --minimal, --dominoes, --difficulty or\n"
     "--rating (default 1000); a puzzle not found is\n"
     "an error"},
    {OPT_STATS, 's', "stats", VALUE_NONE, NULL, NULL,
     "print totals and speed to standard error at the\n"
     "end (with --generate: puzzles made, givens, tries)"},
    {OPT_VERBOSE, 'v', "verbose", VALUE_NONE, NULL, NULL,
     "say which format each input was read as"},
    {OPT_HELP, 'h', "help", VALUE_NONE, NULL, NULL, "print this help and exit"},
    {OPT_VERSION, 'V', "version", VALUE_NONE, NULL, NULL,
     "print the version and exit"},
};

#define OPTION_COUNT (sizeof option_table / sizeof option_table[0])
#define HELP_COLUMN 24 /* where the help text of each option begins */

/* Prints the help of one option: its names, then its text from
 * HELP_COLUMN on, each further line indented to that column. */
static void print_option_help(const struct option_spec *spec)
{
    char names[64];
    const char *text = spec->help;
    int n;

    if (spec->short_name != '\0')
        n = sprintf(names, "  -%c, --%s", spec->short_name, spec->long_name);
    else
        n = sprintf(names, "      --%s", spec->long_name);
    if (spec->value == VALUE_REQUIRED)
        n += sprintf(names + n, "=%s", spec->value_name);
    else if (spec->value == VALUE_OPTIONAL)
        n += sprintf(names + n, "[=%s]", spec->value_name);
    printf("%-*s", HELP_COLUMN, names);
    if (n >= HELP_COLUMN)
        printf("\n%*s", HELP_COLUMN, "");
    for (;;) {
        size_t len = strcspn(text, "\n");

        printf("%.*s\n", (int)len, text);
        if (text[len] == '\0')
            break;
        text += len + 1;
        printf("%*s", HELP_COLUMN, "");
    }
}

static void print_usage(void)
{
    size_t i;

    fputs(usage_head, stdout);
    for (i = 0; i < OPTION_COUNT; i++)
        print_option_help(&option_table[i]);
    fputs(usage_tail, stdout);
}

struct options {
    struct cli_run run;
    int stats;
    int verbose;
    int counted; /* --count was given */
    int printed; /* --print was given */
    int explain; /* --explain */
    /* --generate and its options, and which of those were given */
    struct cli_generate generate;
    int generating, seeded;
    const char *generate_option; /* the first option of --generate's */
    double start; /* when the run began, for --stats and progress */
};

/* What the command shows on standard error: cli_watch's context. */
struct display {
    const struct options *options;
    int show_progress; /* standard error is a terminal */
    int announced;     /* --verbose told the current input's format */
    int columns;       /* the terminal's width */
    /* The bytes of all inputs, or 0 when some input's size is unknown
     * (a pipe); those of the inputs done before the current one. */
    unsigned long long total_size, done_size, current_size;
};

/* ---- The progress line ---------------------------------------------------
 * It covers the first progress_width columns of the terminal's last line
 * (0 when none is shown).  A signal that ends the run erases it first: the
 * handler only writes, which is async-signal-safe, then lets the signal
 * take its default action. */

#define PROGRESS_MAX 256 /* the widest progress line */

static volatile sig_atomic_t progress_width;

static void progress_erase(void)
{
    fprintf(stderr, "\r%*s\r", (int)progress_width, "");
    progress_width = 0;
}

#if SUDOKU_POSIX
static void progress_erase_on_signal(int sig)
{
    int width = progress_width;

    if (width > 0) {
        char blank[PROGRESS_MAX + 2];
        ssize_t written;

        blank[0] = '\r';
        memset(blank + 1, ' ', (size_t)width);
        blank[width + 1] = '\r';
        written = write(STDERR_FILENO, blank, (size_t)width + 2);
        (void)written;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Erases the progress line on SIGINT and SIGTERM, unless they are
 * ignored (as under nohup). */
static void progress_catch_signals(void)
{
    static const int signals[] = {SIGINT, SIGTERM};
    size_t i;

    for (i = 0; i < sizeof signals / sizeof signals[0]; i++)
        if (signal(signals[i], progress_erase_on_signal) == SIG_IGN)
            signal(signals[i], SIG_IGN);
}
#endif

/* The terminal's width: asked of standard error where the system can,
 * else $COLUMNS, else 80. */
static int terminal_columns(void)
{
    const char *env = getenv("COLUMNS");
    long n;

#if SUDOKU_POSIX && defined(TIOCGWINSZ)
    struct winsize ws;

    if (ioctl(fileno(stderr), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
        return ws.ws_col;
#endif
    if (env != NULL && (n = strtol(env, NULL, 10)) > 0 && n < 10000)
        return (int)n;
    return 80;
}

/* The sizes of all the inputs together, or 0 when one is unknown: not a
 * regular file, or not there. */
static unsigned long long total_input_size(char *const files[], int nfiles)
{
    unsigned long long total = 0;
#if SUDOKU_POSIX
    int i;

    for (i = 0; i < nfiles; i++) {
        struct stat st;
        int ok = strcmp(files[i], "-") == 0 ? fstat(fileno(stdin), &st) == 0
                                            : stat(files[i], &st) == 0;

        if (!ok || !S_ISREG(st.st_mode))
            return 0;
        total += (unsigned long long)st.st_size;
    }
#else
    (void)files;
    (void)nfiles;
#endif
    return total;
}

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
    d->done_size += d->current_size;
    d->current_size = 0;
#if SUDOKU_POSIX
    {
        struct stat st;

        if (fstat(fileno(input->stream), &st) == 0 && S_ISREG(st.st_mode))
            input->size = (unsigned long long)st.st_size;
    }
#endif
    d->current_size = input->size;
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
    (void)context;
    if (progress_width > 0)
        progress_erase();
}

/* The progress line, over all inputs: the puzzles so far and the rate,
 * and when every input's size is known, the part done and the time
 * left; cut to the terminal's width. */
static void display_progress(void *context, const struct cli_input *input,
                             const struct sudoku_batch_totals *t,
                             unsigned long long offset)
{
    struct display *d = context;
    double elapsed = seconds_now() - d->options->start;
    char line[PROGRESS_MAX + 64];
    int n, width = d->columns - 1;

    (void)input;
    if (!d->show_progress || elapsed < 1.0)
        return;
    if (width > PROGRESS_MAX)
        width = PROGRESS_MAX;
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
    n = (int)strlen(line);
    if (n > width)
        n = width > 0 ? width : 0;
    /* Spaces cover what is left of a longer line before. */
    fprintf(stderr, "\r%.*s%*s", n, line,
            progress_width > n ? (int)progress_width - n : 0, "");
    if (progress_width < n)
        progress_width = n;
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

/* Finds the option that `name` (without "--", and without any "=value")
 * names: the one it spells out, or the only one it is a prefix of.
 * Returns NULL after reporting the error when there is none or several. */
static const struct option_spec *find_long(const char *name, size_t len,
                                           const char *arg)
{
    const struct option_spec *found = NULL;
    size_t i, matches = 0;

    for (i = 0; i < OPTION_COUNT; i++) {
        const char *long_name = option_table[i].long_name;

        if (len == 0 || strncmp(long_name, name, len) != 0)
            continue;
        if (long_name[len] == '\0')
            return &option_table[i];
        found = &option_table[i];
        matches++;
    }
    if (matches == 1)
        return found;
    fprintf(stderr, "sudoku: ");
    if (matches == 0) {
        fprintf(stderr, "unknown option '%s'", arg);
    } else {
        fprintf(stderr,
                "option '--%.*s' is ambiguous; possibilities:", (int)len, name);
        for (i = 0; i < OPTION_COUNT; i++)
            if (strncmp(option_table[i].long_name, name, len) == 0)
                fprintf(stderr, " '--%s'", option_table[i].long_name);
    }
    fprintf(stderr, "\nTry 'sudoku --help' for more information.\n");
    return NULL;
}

static const struct option_spec *find_short(char name)
{
    size_t i;

    for (i = 0; i < OPTION_COUNT; i++)
        if (option_table[i].short_name == name)
            return &option_table[i];
    return NULL;
}

static int print_and_exit_status(void)
{
    return fflush(stdout) == 0 && !ferror(stdout) ? 0 : CLI_EXIT_TROUBLE;
}

/* What --print=WHAT names, as options.print reads it (0 solution,
 * 1 puzzle, 2 both), or -1. */
static int print_from_name(const char *name)
{
    static const char *const names[] = {"solution", "puzzle", "both"};
    int i;

    for (i = 0; i < 3; i++)
        if (strcmp(name, names[i]) == 0)
            return i;
    return -1;
}

/* Parses a seed, a whole decimal number of 64 bits; returns 0 when it is
 * not one. */
static int parse_seed(const char *s, unsigned long long *seed)
{
    unsigned long long v = 0;

    if (*s == '\0')
        return 0;
    for (; *s != '\0'; s++) {
        unsigned d = (unsigned)(*s - '0');

        if (d > 9 || v > (18446744073709551615ULL - d) / 10)
            return 0;
        v = 10 * v + d;
    }
    *seed = v;
    return 1;
}

/* The band of scores of a level's name (rate.h), and whether its ceiling
 * is "no trial" (extreme: 6.5 and up, as --rate's levels are); returns 0
 * for no level. */
static int difficulty_band(const char *name, double *lo, double *hi,
                           int *no_trial)
{
    static const double bands[SUDOKU_LEVELS][2] = {{0.1, 1.5}, {1.6, 2.5},
                                                   {2.6, 4.4}, {4.5, 6.4},
                                                   {6.5, 9.9}, {10.0, 10.0}};
    int i;

    for (i = 0; i < SUDOKU_LEVELS; i++)
        if (strcmp(name, sudoku_level_name((enum sudoku_level)i)) == 0) {
            *lo = bands[i][0];
            *hi = bands[i][1];
            *no_trial = i == SUDOKU_LEVEL_EXTREME;
            return 1;
        }
    return 0;
}

/* A score: 1.0 to 10.0, at most one decimal; returns 0 when it is not. */
static int parse_score(const char *s, const char **end, double *score)
{
    char *stop;
    double v;

    if (*s < '0' || *s > '9')
        return 0;
    v = strtod(s, &stop);
    if (stop == s || v < 1.0 || v > 10.0)
        return 0;
    *end = stop;
    *score = v;
    return 1;
}

/* "LO-HI", or "LO" for LO-LO; returns 0 when it is neither. */
static int rating_band(const char *value, double *lo, double *hi)
{
    const char *end;

    if (!parse_score(value, &end, lo))
        return 0;
    if (*end == '\0') {
        *hi = *lo;
        return 1;
    }
    if (*end != '-' || !parse_score(end + 1, &end, hi) || *end != '\0')
        return 0;
    return *lo <= *hi;
}

/* Acts on one option; `value` is its value, or NULL when it has none.
 * Returns -1 to go on, or an exit status. */
static int apply_option(struct options *o, const struct option_spec *spec,
                        const char *value)
{
    unsigned long n;
    int k;

    if (spec->id >= OPT_SEED && spec->id <= OPT_TRIES &&
        o->generate_option == NULL)
        o->generate_option = spec->long_name;
    switch (spec->id) {
    case OPT_FORMAT:
        if ((k = sudoku_format_from_name(value)) < 0)
            return usage_error("unknown format '%s'", value);
        o->run.format = (enum sudoku_format)k;
        break;
    case OPT_OUTPUT:
        if ((k = sudoku_output_from_name(value)) < 0)
            return usage_error("unknown output layout '%s'", value);
        o->run.batch.output = (enum sudoku_output)k;
        break;
    case OPT_COUNT:
        if (value == NULL)
            n = 2;
        else if (!parse_number(value, 2, UINT_MAX, &n))
            return usage_error("count limit '%s' is not a number from 2 up",
                               value);
        o->run.batch.count_limit = (unsigned)n;
        o->counted = 1;
        break;
    case OPT_UNIQUE:
        o->run.batch.unique = 1;
        if (o->run.batch.count_limit < 2)
            o->run.batch.count_limit = 2;
        break;
    case OPT_PRINT:
        if ((k = print_from_name(value)) < 0)
            return usage_error("unknown print choice '%s'", value);
        o->run.batch.print = k;
        o->printed = 1;
        break;
    case OPT_CHECK:
        o->run.batch.check = 1;
        break;
    case OPT_RATE:
        o->run.batch.rate = 1;
        if (o->run.batch.count_limit < 2)
            o->run.batch.count_limit = 2;
        break;
    case OPT_EXPLAIN:
        o->explain = 1;
        break;
    case OPT_JOBS:
        if (!parse_number(value, 1, 1024, &n))
            return usage_error("jobs '%s' is not a number from 1 to 1024",
                               value);
        o->run.batch.jobs = (unsigned)n;
        break;
    case OPT_GENERATE:
        if (!parse_number(value, 1, ULONG_MAX, &n))
            return usage_error("puzzles to make '%s' is not a number from 1 "
                               "up",
                               value);
        o->generate.count = n;
        o->generating = 1;
        break;
    case OPT_SEED:
        if (!parse_seed(value, &o->generate.classic.seed))
            return usage_error("seed '%s' is not a number from 0 to "
                               "18446744073709551615",
                               value);
        o->seeded = 1;
        break;
    case OPT_SYMMETRY:
        if ((k = sudoku_symmetry_from_name(value)) < 0)
            return usage_error("unknown symmetry '%s'", value);
        o->generate.classic.symmetry = (enum sudoku_symmetry)k;
        break;
    case OPT_MINIMAL:
        o->generate.classic.minimal = 1;
        o->generate.sudominoku.minimal = 1;
        break;
    case OPT_CLUES:
        if (!parse_number(value, 17, 81, &n))
            return usage_error("clues '%s' is not a number from 17 to 81",
                               value);
        o->generate.classic.max_clues = (int)n;
        break;
    case OPT_DOMINOES:
        if (!parse_number(value, 0, 36, &n))
            return usage_error("dominoes '%s' is not a number from 0 to 36",
                               value);
        o->generate.sudominoku.dominoes = (int)n;
        break;
    case OPT_DIFFICULTY:
        if (!difficulty_band(value, &o->generate.classic.min_score,
                             &o->generate.classic.max_score,
                             &o->generate.classic.no_trial))
            return usage_error("unknown difficulty '%s'", value);
        break;
    case OPT_RATING:
        if (!rating_band(value, &o->generate.classic.min_score,
                         &o->generate.classic.max_score))
            return usage_error("rating '%s' is not a range such as 3.0-4.5 "
                               "within 1.0 to 10.0",
                               value);
        o->generate.classic.no_trial = 0;
        break;
    case OPT_TRIES:
        if (!parse_number(value, 1, ULONG_MAX, &n))
            return usage_error("tries '%s' is not a number from 1 up", value);
        o->generate.classic.tries = n;
        break;
    case OPT_STATS:
        o->stats = 1;
        break;
    case OPT_VERBOSE:
        o->verbose = 1;
        break;
    case OPT_HELP:
        print_usage();
        return print_and_exit_status();
    case OPT_VERSION:
        printf("sudoku %s\n", SUDOKU_VERSION);
        return print_and_exit_status();
    }
    return -1;
}

/* A value is missing: `shown` is the option as the user wrote it. */
static int missing_value(const struct option_spec *spec, const char *shown)
{
    fprintf(stderr, "sudoku: option '%s' needs %s\n", shown, spec->missing);
    fprintf(stderr, "Try 'sudoku --help' for more information.\n");
    return CLI_EXIT_TROUBLE;
}

/* One "--name", "--name=value" or "--name value" argument, argv[*i]
 * (advanced past the value when that is the next argument).  Returns -1
 * to go on, or an exit status. */
static int parse_long(int argc, char **argv, int *i, struct options *o)
{
    const char *arg = argv[*i], *name = arg + 2;
    const char *equals = strchr(name, '=');
    size_t len = equals != NULL ? (size_t)(equals - name) : strlen(name);
    const struct option_spec *spec = find_long(name, len, arg);
    const char *value = equals != NULL ? equals + 1 : NULL;
    char shown[64];

    if (spec == NULL)
        return CLI_EXIT_TROUBLE;
    sprintf(shown, "--%.40s", spec->long_name);
    if (spec->value == VALUE_NONE && value != NULL)
        return usage_error("option '%s' takes no value", shown);
    if (spec->value == VALUE_REQUIRED && value == NULL) {
        if (*i + 1 >= argc)
            return missing_value(spec, shown);
        value = argv[++*i];
    }
    return apply_option(o, spec, value);
}

/* One argument of short options, "-vs", "-j2" or "-j 2".  Returns -1 to go
 * on, or an exit status. */
static int parse_short(int argc, char **argv, int *i, struct options *o)
{
    const char *p = argv[*i] + 1;

    for (; *p != '\0'; p++) {
        const struct option_spec *spec = find_short(*p);
        char shown[3] = {'-', *p, '\0'};
        const char *value = NULL;
        int status;

        if (spec == NULL)
            return usage_error("unknown option '%s'", shown);
        if (spec->value != VALUE_NONE && p[1] != '\0') {
            value = p + 1;
        } else if (spec->value == VALUE_REQUIRED) {
            if (*i + 1 >= argc)
                return missing_value(spec, shown);
            value = argv[++*i];
        }
        if ((status = apply_option(o, spec, value)) >= 0)
            return status;
        if (value != NULL)
            break; /* the value was the rest of the argument */
    }
    return -1;
}

/* Fills *o from the options in argv and moves the file names to the front
 * of `files`, in order, as getopt_long does; "-" is a file (standard
 * input), and after "--" every argument is one.  Returns -1 to go on, or
 * an exit status. */
static int parse_options(int argc, char **argv, struct options *o, char **files,
                         int *nfiles)
{
    int i, only_files = 0, status = -1;

    memset(o, 0, sizeof *o);
    o->start = seconds_now();
    o->run.format = SUDOKU_FORMAT_AUTO;
    o->run.batch.jobs = default_jobs();
    o->run.batch.output = SUDOKU_OUTPUT_SAME;
    *nfiles = 0;
    for (i = 1; i < argc && status < 0; i++) {
        const char *arg = argv[i];

        if (only_files || arg[0] != '-' || strcmp(arg, "-") == 0)
            files[(*nfiles)++] = argv[i];
        else if (strcmp(arg, "--") == 0)
            only_files = 1;
        else if (arg[1] == '-')
            status = parse_long(argc, argv, &i, o);
        else
            status = parse_short(argc, argv, &i, o);
    }
    /* --unique --print=puzzle keeps puzzles as they were: no counts. */
    o->run.batch.hide_count =
        o->run.batch.unique && !o->counted && o->run.batch.print != 0;
    return status;
}
/* The word for n things: `one` for 1, `many` otherwise. */
static const char *plural(unsigned long long n, const char *one,
                          const char *many)
{
    return n == 1 ? one : many;
}

/* Prints a duration to the millisecond below 10 s, to the tenth above. */
static void print_seconds(double seconds)
{
    fprintf(stderr, seconds < 10.0 ? "%.3f s" : "%.1f s", seconds);
}

/* --stats: every record is solved, without a solution or invalid, so the
 * three add up to the records; an input without a puzzle holds none. */
static void print_stats(const struct sudoku_batch_totals *t, double seconds)
{
    fprintf(stderr,
            "sudoku: %llu %s: %llu solved, %llu no solution, %llu invalid",
            t->records, plural(t->records, "puzzle", "puzzles"), t->solved,
            t->unsolvable, t->invalid);
    if (t->multiple)
        fprintf(stderr, ", %llu with several solutions", t->multiple);
    if (t->mismatches)
        fprintf(stderr, ", %llu %s", t->mismatches,
                plural(t->mismatches, "wrong given solution",
                       "wrong given solutions"));
    fprintf(stderr, "; %llu %s", t->guesses,
            plural(t->guesses, "guess", "guesses"));
    if (t->records)
        fprintf(stderr, " (%.2f per puzzle)",
                (double)t->guesses / (double)t->records);
    fprintf(stderr, "\nsudoku: ");
    print_seconds(seconds);
    /* A run shorter than the clock can tell has no meaningful rate. */
    if (t->records && seconds >= 0.001)
        fprintf(stderr, ", %.0f puzzles/s", (double)t->records / seconds);
    fprintf(stderr, "\n");
}
/* --stats of --generate: what was made, its givens, the tries. */
static void print_generate_stats(const struct cli_generate_totals *t,
                                 int domino, double seconds)
{
    fprintf(stderr, "sudoku: %llu %s made", t->made,
            plural(t->made, "puzzle", "puzzles"));
    if (t->failed)
        fprintf(stderr, ", %llu not", t->failed);
    if (t->made)
        fprintf(stderr, "; %s %d to %d, %.2f on average; %.2f %s a puzzle",
                domino ? "dominoes" : "givens", t->fewest, t->most,
                (double)t->givens / (double)t->made,
                (double)t->tries / (double)t->made,
                t->tries == t->made ? "try" : "tries");
    fprintf(stderr, "\nsudoku: ");
    print_seconds(seconds);
    if (t->made && seconds >= 0.001)
        fprintf(stderr, ", %.0f puzzles/s", (double)t->made / seconds);
    fprintf(stderr, "\n");
}

/* --generate: checks that the other options fit it, then makes the
 * puzzles.  Returns the exit status. */
static int generate(struct options *o, char **files, int nfiles)
{
    struct cli_generate *g = &o->generate;
    struct cli_generate_totals t = {0};
    enum sudoku_output out = o->run.batch.output;
    int status;

    if (!o->generating)
        return usage_error("option '--%s' needs --generate",
                           o->generate_option);
    if (nfiles > 0)
        return usage_error("--generate reads no FILE, but '%s' was given",
                           files[0]);
    if (o->counted || o->run.batch.unique || o->run.batch.check)
        return usage_error("%s", "--generate makes puzzles with one "
                                 "solution: --count, --unique and --check "
                                 "do not apply");
    g->domino = o->run.format == SUDOKU_FORMAT_SUDOMINOKU;
    if (o->run.format == SUDOKU_FORMAT_CSV)
        return usage_error("--generate writes no %s: use --output", "csv");
    if (g->domino && (g->classic.symmetry != SUDOKU_SYMMETRY_NONE ||
                      g->classic.max_clues > 0 || g->classic.max_score > 0))
        return usage_error("%s", "--symmetry, --clues, --difficulty and "
                                 "--rating are for classic puzzles, not "
                                 "Sudominoku");
    if (!g->domino && g->sudominoku.dominoes > 0)
        return usage_error("%s", "--dominoes is for Sudominoku puzzles "
                                 "(-f sudominoku)");
    switch (out) {
    case SUDOKU_OUTPUT_PACKED:
        g->layout = SUDOKU_LAYOUT_PACKED;
        break;
    case SUDOKU_OUTPUT_SPACED:
        g->layout = SUDOKU_LAYOUT_SPACED;
        break;
    case SUDOKU_OUTPUT_PRETTY:
        g->layout = SUDOKU_LAYOUT_PRETTY;
        break;
    case SUDOKU_OUTPUT_LINE:
        g->layout = SUDOKU_LAYOUT_LINE;
        break;
    default: /* same: the layout -f names, else one a line */
        g->layout = sudoku_format_layout(o->run.format);
        break;
    }
    if (g->domino && out != SUDOKU_OUTPUT_SAME && out != SUDOKU_OUTPUT_PRETTY)
        return usage_error("%s", "Sudominoku puzzles are written in the "
                                 "judge's input form or --output=pretty");
    if (!o->seeded)
        g->classic.seed =
            (unsigned long long)time(NULL) * 0x9e3779b97f4a7c15ULL ^
            (unsigned long long)clock();
    if (o->verbose)
        fprintf(stderr, "sudoku: --seed=%llu\n", g->classic.seed);
    if (g->classic.tries == 0)
        g->classic.tries = 1000;
    g->sudominoku.seed = g->classic.seed;
    g->sudominoku.tries = g->classic.tries;
    g->print = !o->printed               ? CLI_PRINT_PUZZLE
               : o->run.batch.print == 0 ? CLI_PRINT_SOLUTION
               : o->run.batch.print == 1 ? CLI_PRINT_PUZZLE
                                         : CLI_PRINT_BOTH;
    g->jobs = o->run.batch.jobs;
    status = cli_generate(g, &t);
    if (o->stats && status != CLI_EXIT_TROUBLE)
        print_generate_stats(&t, g->domino, seconds_now() - o->start);
    return status;
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
    if (o.generating || o.generate_option != NULL) {
        status = generate(&o, files, nfiles);
        free(files);
        return status;
    }
    if (nfiles == 0)
        files[nfiles++] = dash;
    display.options = &o;
#if SUDOKU_POSIX
    display.show_progress = isatty(fileno(stderr));
    if (display.show_progress)
        progress_catch_signals();
#endif
    display.columns = terminal_columns();
    display.total_size = total_input_size(files, nfiles);
    o.run.watch.open = display_open;
    o.run.watch.announce = display_announce;
    o.run.watch.progress = display_progress;
    o.run.watch.clear = display_clear;
    o.run.watch.context = &display;
    if (o.explain) {
        status = cli_explain(&o.run, files, nfiles);
        free(files);
        return status;
    }
    status = cli_run(&o.run, files, nfiles, &totals, &write_failed);
    free(files);
    if (o.stats && !write_failed)
        print_stats(&totals, seconds_now() - o.start);
    return status;
}
