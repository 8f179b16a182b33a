/*
 * options.c - the command's options, one table: each row's names, value,
 * help text and what it does.
 *
 * The rows set struct cli_options (options.h); option_parser.c reads the
 * arguments against them and prints --help from them.  A flag's row names
 * the member it sets; every other row has a handler, which checks its
 * value and says what is wrong with it.  Whether the options fit together
 * is decided later, by whoever runs them (--generate's checks are
 * cli_generate_options.c's).
 */
#include "cli/options.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/platform.h"
#include "sudoku/parse.h"
#include "sudoku/rate.h"
#include "sudoku/shape.h"
#include "sudoku/solve.h"

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
    "a FILE.  A FORMAT, LAYOUT, WHAT, FORM, NAME or LEVEL is taken in any\n"
    "case (-f CSV).\n"
    "\n"
    "Results: a solved puzzle prints in its layout; grids are separated by a\n"
    "blank line, and Sudominoku puzzles are headed 'Puzzle K'.  A puzzle\n"
    "without a solution prints 'no solution' and a malformed one 'invalid'\n"
    "in its place, after an error on standard error:\n"
    "  sudoku: FILE:LINE:COLUMN: message\n"
    "With --count, one-line results read PUZZLE:COUNT:SOLUTION and grids get\n"
    "a 'solutions: COUNT' line.  --print=puzzle prints the puzzle in place\n"
    "of the solution (a line or csv puzzle as it came, any tail kept, unless\n"
    "-o names a layout; so do --count, --rate and --explain where they show\n"
    "it on one line), with --count as PUZZLE:COUNT; --print=both prints\n"
    "the puzzle, then the solution: on the next line in the line layout,\n"
    "after a blank line for grids, and with --count as PUZZLE:COUNT:SOLUTION.\n"
    "\n"
    "Sheets: -o html writes one page, with no script and no other file, of\n"
    "the puzzles numbered, six to a printed page (A4 or Letter), each with\n"
    "its rating under --rate (--generate: also under --difficulty or\n"
    "--rating); -p both adds the solutions on pages after them, and -p\n"
    "solution gives those pages alone, an answer key.  -o svg writes one\n"
    "SVG document: a lone puzzle as its grid alone, several as a column of\n"
    "numbered grids, each solution beside its puzzle with -p both, or alone\n"
    "with -p solution.  A bad record keeps its number and gets a box saying\n"
    "so.  Puzzles of other sizes and shapes are drawn in the same place,\n"
    "with walls between their boxes or regions, their diagonals or windows\n"
    "shaded and values beyond 9 as letters (A = 10).\n"
    "--explain -o html draws each step: the grid with its pencil marks,\n"
    "the houses and candidates used, the removed candidates struck, the\n"
    "placed digit framed, a chain's links (strong solid, weak dashed).\n"
    "\n"
    "--generate prints each puzzle in the output layout (one a line unless\n"
    "-o or -f packed or spaced says otherwise; Sudominoku in the judge's\n"
    "form, ended by a line 0, or drawn with -o pretty); --print=solution\n"
    "prints its solution instead and --print=both the puzzle, then the\n"
    "solution; --rate adds each puzzle's rating as --rate prints it (after\n"
    "the first line, above a grid, in -o csv's columns, on a sheet).  A\n"
    "puzzle that --tries tries do not find is an error, and the exit status\n"
    "is then 1.\n"
    "\n"
    "While a run longer than a second writes to a terminal's standard\n"
    "error, a progress line shows there: the puzzles so far over all inputs\n"
    "and, when every input is a file, the part done and the time left\n"
    "(--generate: the puzzles made and the time left).  It is erased at\n"
    "the end, and on an interrupt (SIGINT, SIGTERM).\n"
    "\n"
    "Exit status: 0 if every puzzle was solved, 1 if some puzzle was\n"
    "invalid or had no solution (or, with --check, came with a solution that\n"
    "does not solve it, or none came with one; with --rate, --explain or\n"
    "--hint, had several solutions), 2 for a usage or I/O error.\n";

/* ---- Values -------------------------------------------------------------- */

/* Parses a whole decimal number in [min, max]; returns 0 when it is not. */
static int opt_number(const char *s, unsigned long min, unsigned long max,
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

/* Parses a seed, a whole decimal number of 64 bits; returns 0 when it is
 * not one. */
static int opt_seed_value(const char *s, unsigned long long *seed)
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

/* ---- The names a value may be ----------------------------------------- */

static const char *opt_format_name(int i)
{
    return i <= SUDOKU_FORMAT_MARKS ? sudoku_format_name((enum sudoku_format)i)
                                    : NULL;
}

/* The text layouts, then the sheets. */
static const char *opt_output_name(int i)
{
    if (i <= SUDOKU_OUTPUT_CSV)
        return sudoku_output_name((enum sudoku_output)i);
    i -= SUDOKU_OUTPUT_CSV + 1;
    return i <= SUDOKU_SHEET_SVG
               ? sudoku_sheet_kind_name((enum sudoku_sheet_kind)i)
               : NULL;
}

static const char *opt_print_name(int i)
{
    return i <= SUDOKU_PRINT_BOTH ? sudoku_print_name((enum sudoku_print)i)
                                  : NULL;
}

static const char *opt_rate_name(int i)
{
    return i == 0 ? "se" : NULL;
}

static const char *opt_symmetry_name(int i)
{
    return i <= SUDOKU_SYMMETRY_RANDOM
               ? sudoku_symmetry_name((enum sudoku_symmetry)i)
               : NULL;
}

/* The levels but trial, then any; then trial, which is refused. */
#define OPT_ANY_LEVEL "any"
static const char *opt_difficulty_name(int i)
{
    if (i < SUDOKU_LEVEL_TRIAL)
        return sudoku_level_name((enum sudoku_level)i);
    if (i == SUDOKU_LEVEL_TRIAL)
        return OPT_ANY_LEVEL;
    return i == SUDOKU_LEVEL_TRIAL + 1 ? sudoku_level_name(SUDOKU_LEVEL_TRIAL)
                                       : NULL;
}

static const struct cli_choices opt_formats = {"format", opt_format_name, 0};
static const struct cli_choices opt_outputs = {"output layout", opt_output_name,
                                               0};
static const struct cli_choices opt_prints = {"print choice", opt_print_name,
                                              0};
static const struct cli_choices opt_rate_forms = {"rating form", opt_rate_name,
                                                  0};
static const struct cli_choices opt_symmetries = {"symmetry", opt_symmetry_name,
                                                  0};
static const struct cli_choices opt_difficulties = {"difficulty",
                                                    opt_difficulty_name, 1};

/* The band of scores of a level's name (rate.h), and whether its ceiling
 * is "no trial" (extreme: 6.5 and up, as --rate's levels are; any: every
 * level but trial).  Trial is no level to make: puzzles that need it are
 * too rare among dug ones, and no climb from the hardest of those reached
 * it in seconds. */
static void opt_difficulty_band(const char *name, double *lo, double *hi,
                                int *no_trial)
{
    static const double bands[SUDOKU_LEVEL_TRIAL + 1][2] = {
        {0.1, 1.5}, {1.6, 2.5}, {2.6, 4.4}, {4.5, 6.4}, {6.5, 9.9}, {1.0, 9.9}};
    int i;

    for (i = 0;
         i < SUDOKU_LEVEL_TRIAL && strcmp(name, opt_difficulty_name(i)) != 0;
         i++)
        ;
    *lo = bands[i][0];
    *hi = bands[i][1];
    *no_trial = i >= SUDOKU_LEVEL_EXTREME;
}

/* A score: 1.0 to 10.0, at most one decimal; returns 0 when it is not. */
static int opt_score(const char *s, const char **end, double *score)
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
static int opt_rating_band(const char *value, double *lo, double *hi)
{
    const char *end;

    if (!opt_score(value, &end, lo))
        return 0;
    if (*end == '\0') {
        *hi = *lo;
        return 1;
    }
    if (*end != '-' || !opt_score(end + 1, &end, hi) || *end != '\0')
        return 0;
    return *lo <= *hi;
}

/* ---- What each option does ----------------------------------------------
 * Each handler returns -1 to go on, or an exit status (options.h). */

static int opt_format(struct cli_options *o, const char *value)
{
    o->run.format = (enum sudoku_format)sudoku_format_from_name(value);
    return -1;
}

/* A text layout, or a sheet (html, svg), which leaves the layout as it
 * is. */
static int opt_output(struct cli_options *o, const char *value)
{
    int k = sudoku_output_from_name(value);

    o->sheet.kind = 0;
    if (k >= 0) {
        o->run.batch.output = (enum sudoku_output)k;
        return -1;
    }
    o->run.batch.output = SUDOKU_OUTPUT_SAME;
    o->sheet.kind = sudoku_sheet_kind_from_name(value) + 1;
    return -1;
}

static int opt_title(struct cli_options *o, const char *value)
{
    o->sheet.title = value;
    return -1;
}

static int opt_count(struct cli_options *o, const char *value)
{
    unsigned long n = 2;

    if (value != NULL && !opt_number(value, 2, UINT_MAX, &n))
        return cli_usage_error("count limit '%s' is not a number from 2 up",
                               value);
    o->run.batch.count_limit = (unsigned)n;
    o->counted = 1;
    return -1;
}

/* --any: a classic puzzle's answer is any of its solutions. */
static int opt_any(struct cli_options *o, const char *value)
{
    (void)value;
    o->any = 1;
    o->run.batch.solve = sudoku_solve_any;
    return -1;
}

/* --rate, or --rate=se for SE's three figures. */
static int opt_rate(struct cli_options *o, const char *value)
{
    o->run.batch.rate = value != NULL ? 2 : 1;
    return -1;
}

static int opt_print(struct cli_options *o, const char *value)
{
    o->run.batch.print = (enum sudoku_print)sudoku_print_from_name(value);
    o->printed = 1;
    return -1;
}

/* --box=RxC: boxes of R rows and C columns for the puzzles of side R * C. */
static int opt_box(struct cli_options *o, const char *value)
{
    struct sudoku_shape shape;
    char rows_text[8], *x;
    unsigned long rows, cols;
    size_t n = strcspn(value, "xX");

    x = (char *)value + n;
    if (n >= sizeof rows_text || *x == '\0')
        return cli_usage_error("box '%s' is not ROWSxCOLUMNS for a side of "
                               "4 to 25, such as 2x3",
                               value);
    memcpy(rows_text, value, n);
    rows_text[n] = '\0';
    if (!opt_number(rows_text, 1, SUDOKU_SHAPE_MAX_SIDE, &rows) ||
        !opt_number(x + 1, 1, SUDOKU_SHAPE_MAX_SIDE, &cols) ||
        sudoku_shape_boxes(&shape, (int)(rows * cols), (int)rows,
                           (int)cols) != 0)
        return cli_usage_error("box '%s' is not ROWSxCOLUMNS for a side of "
                               "4 to 25, such as 2x3",
                               value);
    o->run.shape.box_rows = (int)rows;
    o->run.shape.box_cols = (int)cols;
    o->run.shape.set = sudoku_parser_set_shape;
    return -1;
}

/* --diagonals and --windoku: the extra houses of X-sudoku and windoku. */
static int opt_diagonals(struct cli_options *o, const char *value)
{
    (void)value;
    o->run.shape.extras |= SUDOKU_EXTRA_DIAGONALS;
    o->run.shape.set = sudoku_parser_set_shape;
    return -1;
}

static int opt_windoku(struct cli_options *o, const char *value)
{
    (void)value;
    o->run.shape.extras |= SUDOKU_EXTRA_WINDOWS;
    o->run.shape.set = sudoku_parser_set_shape;
    return -1;
}

/* --jigsaw=SIDE: --generate makes jigsaw regions of that side. */
static int opt_jigsaw(struct cli_options *o, const char *value)
{
    unsigned long n;

    if (!opt_number(value, SUDOKU_SHAPE_MIN_SIDE, SUDOKU_SHAPE_MAX_SIDE, &n))
        return cli_usage_error("jigsaw side '%s' is not a number from 4 to "
                               "25",
                               value);
    o->generate.jigsaw_side = (int)n;
    return -1;
}

/* --regions=FILE: --generate's jigsaw regions, from a file. */
static int opt_regions(struct cli_options *o, const char *value)
{
    o->generate.regions_file = value;
    return -1;
}

static int opt_jobs(struct cli_options *o, const char *value)
{
    unsigned long n;

    if (!opt_number(value, 1, 1024, &n))
        return cli_usage_error("jobs '%s' is not a number from 1 to 1024",
                               value);
    o->run.batch.jobs = (unsigned)n;
    return -1;
}

static int opt_generate(struct cli_options *o, const char *value)
{
    unsigned long n;

    if (!opt_number(value, 1, ULONG_MAX, &n))
        return cli_usage_error("puzzles to make '%s' is not a number from 1 "
                               "up",
                               value);
    o->generate.count = n;
    o->generating = 1;
    return -1;
}

static int opt_seed(struct cli_options *o, const char *value)
{
    if (!opt_seed_value(value, &o->generate.classic.seed))
        return cli_usage_error("seed '%s' is not a number from 0 to "
                               "18446744073709551615",
                               value);
    o->seeded = 1;
    return -1;
}

static int opt_symmetry(struct cli_options *o, const char *value)
{
    o->generate.classic.symmetry =
        (enum sudoku_symmetry)sudoku_symmetry_from_name(value);
    return -1;
}

static int opt_minimal(struct cli_options *o, const char *value)
{
    (void)value;
    o->generate.classic.minimal = 1;
    o->generate.sudominoku.minimal = 1;
    return -1;
}

static int opt_clues(struct cli_options *o, const char *value)
{
    unsigned long n;

    if (!opt_number(value, 17, 81, &n))
        return cli_usage_error("clues '%s' is not a number from 17 to 81",
                               value);
    o->generate.classic.max_clues = (int)n;
    return -1;
}

static int opt_dominoes(struct cli_options *o, const char *value)
{
    unsigned long n;

    if (!opt_number(value, 0, 36, &n))
        return cli_usage_error("dominoes '%s' is not a number from 0 to 36",
                               value);
    o->generate.sudominoku.dominoes = (int)n;
    o->generate.dominoes_given = 1;
    return -1;
}

static int opt_difficulty(struct cli_options *o, const char *value)
{
    struct sudoku_generate_options *c = &o->generate.classic;

    if (strcmp(value, sudoku_level_name(SUDOKU_LEVEL_TRIAL)) == 0)
        return cli_usage_error("--difficulty=%s: puzzles that need trial are "
                               "too rare to make; --rating=10.0 tries "
                               "anyway, within --tries",
                               value);
    opt_difficulty_band(value, &c->min_score, &c->max_score, &c->no_trial);
    o->generate.difficulty = value;
    o->band |= 1;
    return -1;
}

static int opt_rating(struct cli_options *o, const char *value)
{
    struct sudoku_generate_options *c = &o->generate.classic;

    if (!opt_rating_band(value, &c->min_score, &c->max_score))
        return cli_usage_error("rating '%s' is not a range such as 3.0-4.5 "
                               "within 1.0 to 10.0",
                               value);
    c->no_trial = 0;
    o->band |= 2;
    return -1;
}

static int opt_tries(struct cli_options *o, const char *value)
{
    unsigned long n;

    if (!opt_number(value, 1, ULONG_MAX, &n))
        return cli_usage_error("tries '%s' is not a number from 1 up", value);
    o->generate.classic.tries = n;
    return -1;
}

/* After --help or --version: 0, or 2 when standard output failed. */
static int opt_printed_status(void)
{
    return fflush(stdout) == 0 && !ferror(stdout) ? 0 : CLI_EXIT_TROUBLE;
}

static int opt_help(struct cli_options *o, const char *value);

static int opt_version(struct cli_options *o, const char *value)
{
    (void)o;
    (void)value;
    printf("sudoku %s\n", SUDOKU_VERSION);
    return opt_printed_status();
}

/* ---- The table ------------------------------------------------------------
 * In --help's order.  A flag's row names the int it sets to 1. */

#define OPT_FLAG(member) offsetof(struct cli_options, member)

static const struct cli_option opt_table[] = {
    {'f', "format", CLI_VALUE_REQUIRED, "FORMAT", "a format",
     "input format: auto (the default: decided for\n"
     "each puzzle; titles are passed over and drawn\n"
     "grids read too), packed (9 lines of 9 digits),\n"
     "spaced (9 lines of 9 digits separated by\n"
     "blanks), line (81 characters a line, 0 or . for\n"
     "an empty cell, # comments), csv (puzzle,solution\n"
     "a line, or the columns a header names),\n"
     "sudominoku (domino lists ended by 0), marks (a\n"
     "grid of pencil marks, as Sudoku Explainer and\n"
     "HoDoKu print them)",
     opt_format, 0, 0, &opt_formats},
    {'o', "output", CLI_VALUE_REQUIRED, "LAYOUT", "a layout",
     "same (the default: the layout of the input),\n"
     "packed, spaced, line, pretty (a grid with box\n"
     "borders; for Sudominoku, the dominoes), or csv\n"
     "(a header, then PUZZLE,SOLUTION a line, and the\n"
     "count's or rating's columns; --check reads it\n"
     "back; not with -p); or a sheet: html (a\n"
     "printable page, six puzzles to a printed page,\n"
     "solutions on pages after them with -p both,\n"
     "alone with -p solution; with -e, a picture of\n"
     "each step) or svg (one SVG document, the grids\n"
     "in a column, each solution beside its puzzle)",
     opt_output, 0, 0, &opt_outputs},
    {'\0', "title", CLI_VALUE_REQUIRED, "TEXT", "a title",
     "the heading of an html or svg sheet",
     opt_title, 0, 0, NULL},
    {'c', "count", CLI_VALUE_OPTIONAL, "LIMIT", NULL,
     "also count solutions, up to LIMIT (default 2);\n"
     "a count that reached LIMIT prints as LIMIT+",
     opt_count, 0, 0, NULL},
    {'u', "unique", CLI_VALUE_NONE, NULL, NULL,
     "print only puzzles with exactly one solution",
     NULL, OPT_FLAG(run.batch.unique), 0, NULL},
    {'\0', "any", CLI_VALUE_NONE, NULL, NULL,
     "one solution of each puzzle, not necessarily\n"
     "the smallest (the only one when the puzzle is\n"
     "proper): found faster on most puzzles; a count\n"
     "is the same",
     opt_any, 0, 0, NULL},
    {'\0', "box", CLI_VALUE_REQUIRED, "RxC", "a box",
     "boxes of R rows and C columns (such as 3x2),\n"
     "for puzzles of side R*C; each side has its own\n"
     "by default: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 4x4,\n"
     "5x5 for 4, 6, 8, 9, 10, 12, 16, 25",
     opt_box, 0, 0, NULL},
    {'\0', "diagonals", CLI_VALUE_NONE, NULL, NULL,
     "X-sudoku: both main diagonals hold every value\n"
     "once too",
     opt_diagonals, 0, 0, NULL},
    {'\0', "windoku", CLI_VALUE_NONE, NULL, NULL,
     "windoku: the boxes one cell in from each box's\n"
     "corner (four on 9x9) hold every value once too",
     opt_windoku, 0, 0, NULL},
    {'p', "print", CLI_VALUE_REQUIRED, "WHAT", "what to print",
     "what a solved puzzle prints: solution (the\n"
     "default), puzzle (as given: a line or csv\n"
     "puzzle as it came, unless -o names a layout),\n"
     "or both (the puzzle, then the solution)",
     opt_print, 0, 0, &opt_prints},
    {'\0', "check", CLI_VALUE_NONE, NULL, NULL,
     "compare each answer with the solution the input\n"
     "gives (csv): name the first wrong cell of one\n"
     "that does not solve the puzzle, or note that a\n"
     "valid one means several solutions; at the end,\n"
     "how many were checked, right, wrong and not\n"
     "checked (none checked: a warning, status 1)",
     NULL, OPT_FLAG(run.batch.check), 0, NULL},
    {'r', "rate", CLI_VALUE_OPTIONAL, "FORM", NULL,
     "rate each classic puzzle on Sudoku Explainer's\n"
     "scale, by a ladder of techniques: PUZZLE:SCORE:\n"
     "LEVEL a line (a 'rating: SCORE LEVEL' line above\n"
     "a grid); levels easy, medium, hard, expert,\n"
     "extreme, and trial, where the ladder's logic\n"
     "ends, past SE's nested chains of level 5 (its\n"
     "step counts 10.0, and SCORE, the hardest\n"
     "step's, is 10.0 or more: SE gives up on such\n"
     "a puzzle and rates it 20.0);\n"
     "FORM se prints SE's three figures, PUZZLE\n"
     "ED=ER/EP/ED (the hardest step, the hardest up\n"
     "to the first placement, the first step's), and\n"
     "'beyond-ladder' after them where trial was\n"
     "needed (its step counted 10.0; SE gives 20.0);\n"
     "PUZZLE as its line gave it; a puzzle with\n"
     "several solutions has no rating: an error and\n"
     "PUZZLE:-:several, exit status 1; not with -c,\n"
     "and a Sudominoku puzzle is invalid",
     opt_rate, 0, 0, &opt_rate_forms},
    {'e', "explain", CLI_VALUE_NONE, NULL, NULL,
     "print each puzzle's rating, then its steps one\n"
     "a line (r4c7=5 hidden single in row 4 (1.5):\n"
     "the step's weight last; a chain's complexity\n"
     "before it, forcing chain: r2c5<>6 (8) (7.1),\n"
     "its links drawn only by -o html), the\n"
     "steps per technique, and the solution (not\n"
     "with -c, -u, --check, -r, -p, -o or -s, but\n"
     "-o html draws each step on a page)",
     NULL, OPT_FLAG(explain), 0, NULL},
    {'\0', "hint", CLI_VALUE_NONE, NULL, NULL,
     "print each puzzle's next step only, as --explain\n"
     "writes it (solved when none is left), never the\n"
     "solution: from the puzzle, a position reached\n"
     "(the puzzle and the digits entered) or a grid\n"
     "of pencil marks",
     NULL, OPT_FLAG(hint), 0, NULL},
    {'j', "jobs", CLI_VALUE_REQUIRED, "N", "a number",
     "solve in N threads (default: one per online\n"
     "processor); the output is the same for any N",
     opt_jobs, 0, 0, NULL},
    {'g', "generate", CLI_VALUE_REQUIRED, "N", "a number",
     "make N puzzles, each with one solution, and\n"
     "print them (one a line; the Sudominoku ones in\n"
     "the judge's input form with -f sudominoku); no\n"
     "FILE is read",
     opt_generate, 0, 0, NULL},
    {'\0', "seed", CLI_VALUE_REQUIRED, "S", "a number",
     "make the puzzles of seed S (0 to 2^64-1): the\n"
     "same S gives the same puzzles for any --jobs,\n"
     "and other ones, on other grids, with another\n"
     "--symmetry, --difficulty or --rating; without\n"
     "it, a seed from the clock (--verbose shows it)",
     opt_seed, 0, 1, NULL},
    {'\0', "symmetry", CLI_VALUE_REQUIRED, "NAME", "a symmetry",
     "the givens' symmetry: none (the default),\n"
     "rotate180, rotate90, mirror (left-right), flip\n"
     "(top-bottom), diagonal, antidiagonal, or random\n"
     "(one of these but none, by puzzle)",
     opt_symmetry, 0, 1, &opt_symmetries},
    {'\0', "minimal", CLI_VALUE_NONE, NULL, NULL,
     "no single given can go without a second\n"
     "solution (puzzles are always minimal by their\n"
     "symmetry's orbits; with none, the two agree);\n"
     "Sudominoku: no domino can go, even below\n"
     "--dominoes, which is then a bound",
     opt_minimal, 0, 1, NULL},
    {'\0', "jigsaw", CLI_VALUE_REQUIRED, "SIDE", "a side",
     "make jigsaws of side SIDE (4 to 25), each with\n"
     "regions of its own: random connected ones that\n"
     "some grid fills (the puzzle then has a blank\n"
     "and its region labels after its cells); no\n"
     "symmetry but none; with --diagonals too;\n"
     "minimal ones of side 16, as 25x25 boxes, take\n"
     "minutes: --difficulty makes them in seconds",
     opt_jigsaw, 0, 1, NULL},
    {'\0', "regions", CLI_VALUE_REQUIRED, "FILE", "a file",
     "make jigsaws on the regions FILE gives: N*N\n"
     "region labels (one letter or digit a cell, on\n"
     "one line or in N rows), or a jigsaw puzzle;\n"
     "symmetries that map its regions onto regions",
     opt_regions, 0, 1, NULL},
    {'\0', "clues", CLI_VALUE_REQUIRED, "K", "a number",
     "at most K givens (17 to 81)",
     opt_clues, 0, 1, NULL},
    {'\0', "dominoes", CLI_VALUE_REQUIRED, "K", "a number",
     "Sudominoku: stop taking dominoes away at K\n"
     "(default 8, made at 10 a second or more; 0\n"
     "takes every one that can go, which can take\n"
     "seconds a puzzle)",
     opt_dominoes, 0, 1, NULL},
    {'\0', "difficulty", CLI_VALUE_REQUIRED, "LEVEL", "a level",
     "a rating (see --rate) in the band of LEVEL:\n"
     "easy (up to 1.5), medium (1.6 to 2.5), hard\n"
     "(2.6 to 4.4), expert (4.5 to 6.4) or extreme\n"
     "(6.5 and up, without trial), or any (any level\n"
     "but trial); puzzles that need trial are too\n"
     "rare to make (--rating=10.0 tries within\n"
     "--tries); SE's scale is the classic 9x9's:\n"
     "other sizes and shapes take easy (singles\n"
     "solve it), medium (and intersections) or hard\n"
     "(and subsets of any size), such puzzles keeping\n"
     "givens a harder step would need (not minimal)",
     opt_difficulty, 0, 1, &opt_difficulties},
    {'\0', "rating", CLI_VALUE_REQUIRED, "LO-HI", "a range",
     "a rating from LO to HI, such as 3.0-4.5 (or\n"
     "exactly LO); not with --difficulty",
     opt_rating, 0, 1, NULL},
    {'\0', "tries", CLI_VALUE_REQUIRED, "N", "a number",
     "try at most N grids for a puzzle that meets\n"
     "--clues, --minimal, --dominoes, --difficulty or\n"
     "--rating (default 1000); a puzzle not found is\n"
     "an error",
     opt_tries, 0, 1, NULL},
    {'s', "stats", CLI_VALUE_NONE, NULL, NULL,
     "print totals and speed to standard error at the\n"
     "end (with --generate: puzzles made, givens, tries)",
     NULL, OPT_FLAG(stats), 0, NULL},
    {'v', "verbose", CLI_VALUE_NONE, NULL, NULL,
     "say which format each input was read as",
     NULL, OPT_FLAG(verbose), 0, NULL},
    {'h', "help", CLI_VALUE_NONE, NULL, NULL, "print this help and exit",
     opt_help, 0, 0, NULL},
    {'V', "version", CLI_VALUE_NONE, NULL, NULL,
     "print the version and exit",
     opt_version, 0, 0, NULL},
};

#define OPT_COUNT (sizeof opt_table / sizeof opt_table[0])

static int opt_help(struct cli_options *o, const char *value)
{
    (void)o;
    (void)value;
    cli_option_help(usage_head, opt_table, OPT_COUNT, usage_tail);
    return opt_printed_status();
}

int cli_parse_options(int argc, char **argv, struct cli_options *o,
                      char **files, int *nfiles)
{
    unsigned jobs;
    int status;

    memset(o, 0, sizeof *o);
    o->start = platform_now();
    o->run.format = SUDOKU_FORMAT_AUTO;
    /* One job per online processor, up to 64. */
    jobs = platform_processors();
    o->run.batch.jobs = jobs > 64 ? 64 : jobs;
    o->run.batch.output = SUDOKU_OUTPUT_SAME;
    status = cli_option_parse(opt_table, OPT_COUNT, argc, argv, o, files,
                              nfiles);
    /* --unique and --rate tell one solution from several. */
    if ((o->run.batch.unique || o->run.batch.rate) &&
        o->run.batch.count_limit < 2)
        o->run.batch.count_limit = 2;
    /* --unique prints only puzzles with one solution, which is then any
     * solution: it solves as --any does, unless --check may have to say
     * that a puzzle's given solution is not its smallest. */
    if (o->run.batch.unique && !o->run.batch.check)
        o->run.batch.solve = sudoku_solve_any;
    /* --unique --print=puzzle keeps puzzles as they were: no counts. */
    o->run.batch.hide_count = o->run.batch.unique && !o->counted &&
                              o->run.batch.print != SUDOKU_PRINT_SOLUTION;
    return status;
}
