/*
 * judge.c - what the judge build holds in place of the full build's files.
 *
 * The judge build (the single file for online judges, see
 * SUDOKU_JUDGE_SOURCES in CMakeLists.txt) leaves out every file that a
 * judge never uses.  Shared code reaches those files only through the
 * optional parts that the modules' private headers declare (see
 * internal.h); here each of them is NULL.  A judge runs the program
 * without arguments, so its main reads standard input with every default:
 * one job, no options, nothing but results and diagnostics.
 */
#include <string.h>

#include "batch_internal.h"
#include "cli.h"
#include "domino_internal.h"
#include "parse_internal.h"
#include "print_internal.h"

/* Readers and printer: no csv, no pretty layouts. */
SUDOKU_PRIVATE_DEF parse_reader_fn *const sudoku_read_csv = NULL;
SUDOKU_PRIVATE_DEF print_board_fn *const sudoku_print_pretty_board = NULL;
SUDOKU_PRIVATE_DEF print_domino_fn *const sudoku_print_pretty_domino = NULL;

/* Sudominoku: no matching filter, no counting, no probes and no ladder;
 * sudoku_domino_solve runs the search for the smallest grid alone. */
SUDOKU_PRIVATE_DEF domino_filter_fn *const sudoku_domino_filter = NULL;
SUDOKU_PRIVATE_DEF domino_leaf_fn *const sudoku_domino_count_leaf = NULL;
SUDOKU_PRIVATE_DEF domino_order_fn *const sudoku_domino_probe_order = NULL;
SUDOKU_PRIVATE_DEF domino_ladder_fn *const sudoku_domino_ladder = NULL;

/* The batch engine: one thread, no counts, no --check. */
SUDOKU_PRIVATE_DEF batch_run_fn *const sudoku_batch_run_pool = NULL;
SUDOKU_PRIVATE_DEF batch_count_fn *const sudoku_batch_count = NULL;
SUDOKU_PRIVATE_DEF batch_check_fn *const sudoku_batch_check = NULL;

int main(void)
{
    struct cli_run run;
    struct sudoku_batch_totals totals = {0};
    char dash[] = "-";
    char *files[1];
    int write_failed;

    memset(&run, 0, sizeof run);
    run.batch.jobs = 1;
    files[0] = dash;
    return cli_run(&run, files, 1, &totals, &write_failed);
}
