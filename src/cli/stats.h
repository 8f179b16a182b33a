/*
 * stats.h - --stats: the totals and the speed of a run, on standard error.
 *
 * Apart from cli.h because the judge build has no options.
 */
#ifndef SUDOKU_CLI_STATS_H
#define SUDOKU_CLI_STATS_H

#include "cli/cli_generate.h"
#include "sudoku/batch.h"

/* The totals of a run of the inputs that took `seconds`. */
void cli_print_stats(const struct sudoku_batch_totals *t, double seconds);

/* --check's line: the puzzles checked, right and wrong, and those not
 * checked; or, when none could be, a warning.  Returns the exit status
 * `status` becomes: at least 1 when nothing was checked. */
int cli_print_check(const struct sudoku_batch_totals *t, int status);

/* The totals of --generate (Sudominoku puzzles when `domino`). */
void cli_print_generate_stats(const struct cli_generate_totals *t, int domino,
                              double seconds);

#endif /* SUDOKU_CLI_STATS_H */
