/*
 * input.h - the one way the command opens and closes an input.
 *
 * Apart from cli.h because the judge build reads standard input only and
 * has none of this (see cli_hooks.open).
 */
#ifndef SUDOKU_CLI_INPUT_H
#define SUDOKU_CLI_INPUT_H

#include "cli/cli.h"

/* Opens the file at `path`, or standard input for "-", setting
 * input->name (as messages name it: "<stdin>" for standard input) and
 * input->stream.  Returns 1, or 0 after saying why on standard error:
 * the file cannot be opened, or it can seek and is binary (at least 1
 * in 8 of its first 512 bytes are control characters other than tab,
 * line feed, form feed and carriage return); it is then closed. */
int cli_open_input(struct cli_input *input, const char *path);

/* Closes what cli_open_input opened (standard input stays open). */
void cli_close_input(struct cli_input *input);

#endif /* SUDOKU_CLI_INPUT_H */
