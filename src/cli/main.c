/*
 * main.c - the sudoku command: options in, files through the batch engine.
 *
 * Only the wiring: the options (options.c) decide what to do; --generate
 * makes puzzles (cli_generate_options.c), --explain explains them
 * (cli_explain.c), --hint gives their next step (cli_hint.c), -o html
 * and -o svg draw them (cli_sheet.c), and
 * otherwise the inputs run through the engine (cli.c, which the judge
 * build shares), with what standard error shows meanwhile (progress.c)
 * and at the end (stats.c).  Exit status: 0 every puzzle solved, 1 some
 * puzzle invalid, unsolvable or (with --check) given a wrong solution, 2
 * a usage or I/O error.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cli/clash.h"
#include "cli/cli.h"
#include "cli/cli_explain.h"
#include "cli/cli_generate.h"
#include "cli/cli_hint.h"
#include "cli/cli_sheet.h"
#include "cli/options.h"
#include "cli/progress.h"
#include "cli/stats.h"
#include "platform/platform.h"

/* Runs the inputs as the options say; returns the exit status. */
static int run(struct cli_options *o, char **files, int nfiles)
{
    struct cli_display display;
    struct sudoku_batch_totals totals = {0};
    char dash[] = "-";
    int status = cli_clash(o), write_failed;

    if (status >= 0)
        return status;
    /* A sheet shows the puzzles; --print=both adds their solutions, and
     * --print=solution shows the solutions alone, an answer key. */
    o->sheet.solutions =
        o->printed && o->run.batch.print != SUDOKU_PRINT_PUZZLE;
    o->sheet.key_only =
        o->printed && o->run.batch.print == SUDOKU_PRINT_SOLUTION;
    if (o->generating || o->generate_option != NULL)
        return cli_generate_options(o, files, nfiles);
    if (nfiles == 0)
        files[nfiles++] = dash;
    if (o->sheet.kind != 0)
        return cli_sheet_run(&o->sheet, &o->run, o->run.batch.rate,
                             o->explain, files, nfiles);
    if (o->explain)
        return cli_explain(&o->run, files, nfiles);
    if (o->hint)
        return cli_hint(&o->run, files, nfiles);
    cli_display_start(&display, o, files, nfiles);
    if (o->run.batch.output == SUDOKU_OUTPUT_CSV)
        fputs(sudoku_batch_csv_header(&o->run.batch), stdout);
    status = cli_run(&o->run, files, nfiles, &totals, &write_failed);
    /* A puzzle with several solutions has no rating: --rate fails it, as
     * --hint and --explain do. */
    if (o->run.batch.rate && totals.multiple > 0 && status == 0)
        status = CLI_EXIT_UNSOLVED;
    if (o->run.batch.check && !write_failed)
        status = cli_print_check(&totals, status);
    if (o->stats && !write_failed)
        cli_print_stats(&totals, platform_now() - o->start);
    return status;
}

int main(int argc, char **argv)
{
    struct cli_options o;
    char **files = malloc((size_t)(argc + 1) * sizeof *files);
    int nfiles, status;

    if (files == NULL) {
        fprintf(stderr, "sudoku: out of memory\n");
        return CLI_EXIT_TROUBLE;
    }
    status = cli_parse_options(argc, argv, &o, files, &nfiles);
    if (status < 0)
        status = run(&o, files, nfiles);
    free(files);
    return status;
}
