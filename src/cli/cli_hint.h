/*
 * cli_hint.h - the command's --hint: the next step of each puzzle or
 * position, and never its solution.
 *
 * Apart from cli.h because the judge build has no rater.
 */
#ifndef SUDOKU_CLI_HINT_H
#define SUDOKU_CLI_HINT_H

#include "cli/options.h"

/* Writes the next step of every puzzle of the nfiles inputs ("-" is
 * standard input), read in run->format; returns the exit status as
 * cli_run does. */
int cli_hint(const struct cli_run *run, char *const files[], int nfiles);

#endif /* SUDOKU_CLI_HINT_H */
