/*
 * cli_explain.h - the command's --explain: the steps of the technique
 * ladder for each puzzle of the inputs, then the solution.
 *
 * Apart from cli.h because the judge build has no rater.  The loop over
 * the records, cli_each_record, serves --hint (cli_hint.h) too.
 */
#ifndef SUDOKU_CLI_EXPLAIN_H
#define SUDOKU_CLI_EXPLAIN_H

#include "cli/cli.h"

/* Explains every puzzle of the nfiles inputs ("-" is standard input), in
 * run->format, writing solutions in run->batch.output; returns the exit
 * status as cli_run does. */
int cli_explain(const struct cli_run *run, char *const files[], int nfiles);

/* Writes the result of a record of the input `name`, read by `parser`
 * with `status` (*d filled when it is not a puzzle), in the layout `out`
 * asks for; returns 0 when it was no puzzle answered.  `context` is the
 * one given to cli_each_record; the parser tells where a cell was read
 * (sudoku_parser_cell_place). */
typedef int cli_record_fn(void *context, const char *name,
                          const struct sudoku_parser *parser,
                          enum sudoku_read status,
                          const struct sudoku_record *rec,
                          const struct sudoku_diag *d, enum sudoku_output out);

/* How cli_each_record goes: a blank line between the results; only
 * classic puzzles reach the callback, and it answers the rest itself (an
 * invalid or unsolvable record with its message and `invalid` or `no
 * solution`, a Sudominoku one with `not rated`). */
enum { CLI_EACH_BLANK = 1, CLI_EACH_CLASSIC = 2 };

/* Reads the records of the nfiles inputs in run->format, one at a time,
 * in order, and hands each to `each` with `context`, as `flags` say;
 * returns the exit status as cli_run does. */
int cli_each_record(const struct cli_run *run, char *const files[], int nfiles,
                    cli_record_fn *each, void *context, int flags);

/* The messages of a puzzle without a solution and of one with several,
 * which --explain, --hint and the sheets give as the batch engine words
 * the first (batch.c) and --rate the second (batch_check.c). */
#define CLI_NO_SOLUTION "puzzle has no solution"
#define CLI_SEVERAL_SOLUTIONS "puzzle has several solutions"

/* Says on standard error what is wrong with the record of input `name`
 * at line:col, and writes `word` in its place; returns 0, for no puzzle
 * answered. */
int cli_refuse_record(const char *name, unsigned long line, unsigned long col,
                      const char *message, const char *word);

#endif /* SUDOKU_CLI_EXPLAIN_H */
