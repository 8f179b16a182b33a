/*
 * judge.c - the judge build's main.
 *
 * The judge build (the single file for online judges, see
 * SUDOKU_JUDGE_SOURCES in CMakeLists.txt) leaves out every file that a
 * judge never uses, and with them the full command's main.c.  A judge
 * runs the program without arguments, so this main reads standard input
 * with every default: one job, no options, nothing but results and
 * diagnostics.  The optional parts that the left-out files define are
 * NULL in the single file (see internal.h).
 */
#include "cli/cli.h"

int main(void)
{
    struct cli_run run = {0};
    struct sudoku_batch_totals totals = {0};
    char dash[] = "-", *files[] = {dash};
    int write_failed;

    run.batch.jobs = 1;
    return cli_run(&run, files, 1, &totals, &write_failed);
}
