/*
 * clash.c - the options that do not go together.
 *
 * Some options make the command print a form of its own (--hint, the
 * next step; --explain, every step; --generate, new puzzles; --rate, a
 * rating where the count would be), and options that change what is
 * printed or counted have no place in it.  Rather than take such an
 * option and do nothing with it, the command refuses the pair, naming
 * both and why.  A sheet (-o html, -o svg) draws puzzles, and --title
 * names one.  Each rule is a row: the option that sets the form, the
 * options it refuses, the reason.  The README's Usage lists the same.
 */
#include "cli/clash.h"

#include <stdio.h>

/* The options a rule may name. */
enum clash_option {
    CLASH_NONE, /* ends a row's list */
    CLASH_COUNT,
    CLASH_UNIQUE,
    CLASH_CHECK,
    CLASH_RATE,
    CLASH_PRINT,
    CLASH_OUTPUT,
    CLASH_STATS,
    CLASH_VERBOSE,
    CLASH_EXPLAIN,
    CLASH_HINT,
    CLASH_GENERATE,
    CLASH_DIFFICULTY,
    CLASH_RATING,
    CLASH_SHEET, /* -o html or -o svg */
    CLASH_SVG,
    CLASH_CSV,
    CLASH_ANY,
    CLASH_OPTIONS
};

/* The options as messages name them. */
static const char *const clash_name[CLASH_OPTIONS] = {
    [CLASH_COUNT] = "--count",         [CLASH_UNIQUE] = "--unique",
    [CLASH_CHECK] = "--check",         [CLASH_RATE] = "--rate",
    [CLASH_PRINT] = "--print",         [CLASH_OUTPUT] = "--output",
    [CLASH_STATS] = "--stats",         [CLASH_VERBOSE] = "--verbose",
    [CLASH_EXPLAIN] = "--explain",     [CLASH_HINT] = "--hint",
    [CLASH_GENERATE] = "--generate",   [CLASH_DIFFICULTY] = "--difficulty",
    [CLASH_RATING] = "--rating",       [CLASH_SHEET] = "a sheet (-o html, svg)",
    [CLASH_SVG] = "-o svg",            [CLASH_ANY] = "--any",
    [CLASH_CSV] = "-o csv",
};

#define CLASH_MOST 12 /* options one rule refuses */

static const struct clash_rule {
    enum clash_option option;
    enum clash_option refused[CLASH_MOST + 1];
    const char *why;
} clash_rules[] = {
    {CLASH_HINT,
     {CLASH_EXPLAIN, CLASH_GENERATE, CLASH_RATE, CLASH_COUNT, CLASH_UNIQUE,
      CLASH_CHECK, CLASH_PRINT, CLASH_OUTPUT, CLASH_SHEET, CLASH_STATS,
      CLASH_VERBOSE, CLASH_ANY},
     "--hint prints the next step of each puzzle and nothing else"},
    {CLASH_EXPLAIN, {CLASH_SVG}, "--explain draws its steps as a page: -o html"},
    {CLASH_EXPLAIN,
     {CLASH_GENERATE, CLASH_RATE, CLASH_COUNT, CLASH_UNIQUE, CLASH_CHECK,
      CLASH_PRINT, CLASH_OUTPUT, CLASH_STATS, CLASH_VERBOSE, CLASH_ANY},
     "--explain prints its own form: the steps, the rating, the solution"},
    {CLASH_GENERATE,
     {CLASH_COUNT, CLASH_UNIQUE, CLASH_CHECK, CLASH_ANY},
     "--generate prints the puzzles it makes, each with one solution"},
    {CLASH_SHEET,
     {CLASH_COUNT, CLASH_UNIQUE, CLASH_CHECK, CLASH_STATS, CLASH_ANY},
     "a sheet draws each puzzle, and its solution with --print"},
    {CLASH_RATE, {CLASH_COUNT}, "--rate prints a rating in place of the count"},
    {CLASH_CSV, {CLASH_PRINT}, "-o csv prints each puzzle and its solution"},
    {CLASH_DIFFICULTY, {CLASH_RATING}, "both set the rating band: give one"},
};

/* Which of the options were given. */
static void clash_given(const struct cli_options *o, int given[CLASH_OPTIONS])
{
    const struct sudoku_batch_options *b = &o->run.batch;

    given[CLASH_NONE] = 0;
    given[CLASH_COUNT] = o->counted;
    given[CLASH_UNIQUE] = b->unique;
    given[CLASH_CHECK] = b->check;
    given[CLASH_RATE] = b->rate;
    given[CLASH_PRINT] = o->printed;
    given[CLASH_OUTPUT] = b->output != SUDOKU_OUTPUT_SAME;
    given[CLASH_STATS] = o->stats;
    given[CLASH_VERBOSE] = o->verbose;
    given[CLASH_EXPLAIN] = o->explain;
    given[CLASH_HINT] = o->hint;
    given[CLASH_GENERATE] = o->generating;
    given[CLASH_DIFFICULTY] = (o->band & 1) != 0;
    given[CLASH_RATING] = (o->band & 2) != 0;
    given[CLASH_SHEET] = o->sheet.kind != 0;
    given[CLASH_SVG] = o->sheet.kind == 1 + SUDOKU_SHEET_SVG;
    given[CLASH_CSV] = b->output == SUDOKU_OUTPUT_CSV;
    given[CLASH_ANY] = o->any;
}

int cli_clash(const struct cli_options *o)
{
    int given[CLASH_OPTIONS];
    size_t r, k;

    clash_given(o, given);
    for (r = 0; r < sizeof clash_rules / sizeof clash_rules[0]; r++) {
        const struct clash_rule *rule = &clash_rules[r];

        if (!given[rule->option])
            continue;
        for (k = 0; rule->refused[k] != CLASH_NONE; k++) {
            char message[256];

            if (!given[rule->refused[k]])
                continue;
            snprintf(message, sizeof message, "%s does not go with %s: %s",
                     clash_name[rule->option], clash_name[rule->refused[k]],
                     rule->why);
            return cli_usage_error("%s", message);
        }
    }
    if (o->sheet.title != NULL && o->sheet.kind == 0)
        return cli_usage_error("%s", "--title names a sheet: it needs -o html "
                                     "or -o svg");
    return -1;
}
