/*
 * clash.h - the options that do not go together, in one table (clash.c).
 */
#ifndef SUDOKU_CLI_CLASH_H
#define SUDOKU_CLI_CLASH_H

#include "cli/options.h"

/* Returns -1 when no two options given clash, or the exit status after
 * saying which two do and why. */
int cli_clash(const struct cli_options *o);

#endif /* SUDOKU_CLI_CLASH_H */
