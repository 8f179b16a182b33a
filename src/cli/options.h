/*
 * options.h - the command's options: what they set, and the table whose
 * rows read them.
 *
 * options.c holds the command's table: each row an option's names, the
 * value it takes, its help text and what it does.  option_parser.c reads
 * the arguments against such a table and prints the help from it, so
 * that the parser and --help cannot drift apart.
 */
#ifndef SUDOKU_CLI_OPTIONS_H
#define SUDOKU_CLI_OPTIONS_H

#include <stddef.h>

#include "cli/cli.h"
#include "cli/cli_generate.h"
#include "cli/cli_sheet.h"

/* What the options say. */
struct cli_options {
    struct cli_run run;
    int stats;
    int verbose;
    int counted; /* --count was given */
    int printed; /* --print was given */
    int explain; /* --explain */
    int hint;    /* --hint */
    int any;     /* --any */
    struct cli_sheet sheet; /* -o html, -o svg, --title */
    int band;    /* which set the rating band: 1 --difficulty, 2 --rating */
    /* --generate and its options, and which of those were given */
    struct cli_generate generate;
    int generating, seeded;
    const char *generate_option; /* the first option of --generate's */
    double start; /* when the run began, for --stats and progress */
};

/* Fills *o from the options in argv and moves the file names to the front
 * of `files`, in order, as getopt_long does; "-" is a file (standard
 * input), and after "--" every argument is one.  Returns -1 to go on, or
 * an exit status (after --help, --version or a usage error). */
int cli_parse_options(int argc, char **argv, struct cli_options *o,
                      char **files, int *nfiles);

/* ---- The table's rows ---------------------------------------------------- */

enum cli_value {
    CLI_VALUE_NONE,     /* -s, --stats */
    CLI_VALUE_REQUIRED, /* -j N, -jN, --jobs N, --jobs=N */
    CLI_VALUE_OPTIONAL  /* -c, -cLIMIT, --count, --count=LIMIT; never the
                           next argument, as with getopt_long */
};

/* Acts on an option given with `value` (NULL when it has none); returns
 * -1 to go on, or an exit status. */
typedef int cli_option_fn(struct cli_options *o, const char *value);

/* The names an option's value is one of.  The parser takes a value in
 * any case, hands the row's handler the name as spelt here, and refuses
 * any other value with "unknown NOUN 'VALUE'" and the names; the last
 * `unlisted` names are taken but left out of that list (the handler
 * refuses them with a reason of its own). */
struct cli_choices {
    const char *noun;
    const char *(*name)(int i); /* the i-th name; NULL past the last */
    int unlisted;
};

struct cli_option {
    char short_name; /* '\0' for none */
    const char *long_name;
    enum cli_value value;
    const char *value_name; /* FORMAT in --format=FORMAT */
    const char *missing;    /* what a missing value is called in errors */
    const char *help;       /* lines of help text, '\n' between them */
    /* What it does: handle(o, value); or, where handle is NULL, a flag:
     * the int at offset `flag` in struct cli_options becomes 1. */
    cli_option_fn *handle;
    size_t flag;
    int generating; /* one of --generate's own: an error without it */
    const struct cli_choices *choices; /* NULL: any value, to the handler */
};

/* Reads argv against the n rows of `table` as cli_parse_options says,
 * into *o, which the caller has set to the defaults. */
int cli_option_parse(const struct cli_option *table, size_t n, int argc,
                     char **argv, struct cli_options *o, char **files,
                     int *nfiles);

/* Prints the help to standard output: `head`, each row's names and
 * text, then `tail`. */
void cli_option_help(const char *head, const struct cli_option *table,
                     size_t n, const char *tail);

/* Says on standard error "sudoku: " and fmt with arg, then the hint to
 * try --help; returns the exit status of a usage error. */
int cli_usage_error(const char *fmt, const char *arg);

#endif /* SUDOKU_CLI_OPTIONS_H */
