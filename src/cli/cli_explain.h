/*
 * cli_explain.h - the command's --explain: the steps of the technique
 * ladder for each puzzle of the inputs, then the solution.
 *
 * Apart from cli.h because the judge build has no rater.
 */
#ifndef SUDOKU_CLI_EXPLAIN_H
#define SUDOKU_CLI_EXPLAIN_H

#include "cli/cli.h"

/* Explains every puzzle of the nfiles inputs ("-" is standard input), in
 * run->format, writing solutions in run->batch.output; returns the exit
 * status as cli_run does. */
int cli_explain(const struct cli_run *run, char *const files[], int nfiles);

#endif /* SUDOKU_CLI_EXPLAIN_H */
