/*
 * cli_generate_options.c - --generate from the command's options: the
 * checks that the other options fit it, then the run.
 *
 * The options are read as for solving (options.c), and only here is it
 * decided what they mean for making puzzles: which ones do not apply, the
 * layout the puzzles are written in, the seed when none is given, what is
 * printed.  Making and writing the puzzles is cli_generate.c's.  The judge
 * build leaves this file out.
 */
#include "cli/cli_generate.h"

#include <stdio.h>
#include <time.h>

#include "cli/options.h"
#include "cli/progress.h"
#include "cli/stats.h"
#include "platform/platform.h"

/* Sudominoku without --dominoes or --minimal: stop taking dominoes away
 * once this many are left.  Each check that leaves 7 or more costs at
 * most tens of milliseconds, one that leaves 6 or fewer up to seconds
 * (the solver must tell one grid from very many), so this keeps every
 * puzzle's making short. */
#define GENOPT_DOMINOES 8

/* The usage errors of --generate and the options that do not fit it;
 * returns -1 when there is none, or the exit status after saying it. */
static int genopt_check(const struct cli_options *o, char *const files[],
                        int nfiles)
{
    const struct cli_generate *g = &o->generate;
    int domino = o->run.format == SUDOKU_FORMAT_SUDOMINOKU;
    enum sudoku_output out = o->run.batch.output;

    if (!o->generating)
        return cli_usage_error("option '--%s' needs --generate",
                               o->generate_option);
    if (nfiles > 0)
        return cli_usage_error("--generate reads no FILE, but '%s' was given",
                               files[0]);
    if (o->run.format == SUDOKU_FORMAT_CSV)
        return cli_usage_error("--generate writes no %s: use --output", "csv");
    if (domino && (g->classic.symmetry != SUDOKU_SYMMETRY_NONE ||
                   g->classic.max_clues > 0 || g->classic.max_score > 0))
        return cli_usage_error("%s", "--symmetry, --clues, --difficulty and "
                                     "--rating are for classic puzzles, not "
                                     "Sudominoku");
    if (domino && o->run.batch.rate)
        return cli_usage_error("%s", "--rate is for classic puzzles, not "
                                     "Sudominoku");
    if (!domino && g->sudominoku.dominoes > 0)
        return cli_usage_error("%s", "--dominoes is for Sudominoku puzzles "
                                     "(-f sudominoku)");
    if (domino && out != SUDOKU_OUTPUT_SAME && out != SUDOKU_OUTPUT_PRETTY)
        return cli_usage_error("%s", "Sudominoku puzzles are written in the "
                                     "judge's input form or --output=pretty");
    return -1;
}

/* The sheet of -o html or -o svg, titled by what is made unless --title
 * says; NULL after saying that memory ran out. */
static struct sudoku_sheet *genopt_sheet(const struct cli_options *o)
{
    const struct cli_generate *g = &o->generate;
    char title[96];
    int n = snprintf(title, sizeof title, "%llu %s puzzles", g->count,
                     g->domino ? "Sudominoku" : "sudoku");

    if (g->classic.max_score > 0 && n > 0 && (size_t)n < sizeof title)
        snprintf(title + n, sizeof title - (size_t)n, " rated %.1f to %.1f",
                 g->classic.min_score, g->classic.max_score);
    else if (g->classic.no_trial && n > 0 && (size_t)n < sizeof title)
        snprintf(title + n, sizeof title - (size_t)n,
                 " rated %.1f and up, without trial", g->classic.min_score);
    return cli_sheet_open(&o->sheet, 0, title);
}

int cli_generate_options(struct cli_options *o, char *const files[], int nfiles)
{
    struct cli_generate *g = &o->generate;
    struct cli_generate_totals t = {0};
    struct cli_display display;
    int status = genopt_check(o, files, nfiles);

    if (status >= 0)
        return status;
    g->domino = o->run.format == SUDOKU_FORMAT_SUDOMINOKU;
    /* The layout -o names; for "same", the one -f names, else one a line
     * (Sudominoku: the judge's input form). */
    g->layout = sudoku_output_layout(o->run.batch.output, o->run.format);
    g->csv = o->run.batch.output == SUDOKU_OUTPUT_CSV;
    g->rate = o->run.batch.rate;
    if (!o->seeded)
        g->classic.seed =
            (unsigned long long)time(NULL) * 0x9e3779b97f4a7c15ULL ^
            (unsigned long long)clock();
    if (o->verbose)
        fprintf(stderr, "sudoku: --seed=%llu\n", g->classic.seed);
    if (g->classic.tries == 0)
        g->classic.tries = 1000;
    if (!g->dominoes_given && !g->sudominoku.minimal)
        g->sudominoku.dominoes = GENOPT_DOMINOES;
    g->sudominoku.seed = g->classic.seed;
    g->sudominoku.tries = g->classic.tries;
    /* Without --print, the puzzle: making puzzles is the point. */
    g->print = o->printed ? o->run.batch.print : SUDOKU_PRINT_PUZZLE;
    g->jobs = o->run.batch.jobs;
    cli_display_start(&display, o, files, 0);
    /* Only a progress line needs the count of puzzles made: without one,
     * the workers skip the lock and the clock for it. */
    g->display = display.show_progress ? &display : NULL;
    if (o->sheet.kind != 0 && (g->sheet = genopt_sheet(o)) == NULL)
        return CLI_EXIT_TROUBLE;
    status = cli_generate(g, &t);
    if (g->sheet != NULL)
        status = cli_sheet_close(g->sheet, status);
    if (o->stats && status != CLI_EXIT_TROUBLE)
        cli_print_generate_stats(&t, g->domino, platform_now() - o->start);
    return status;
}
