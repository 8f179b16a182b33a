/*
 * cli_hint.c - the command's --hint: the next step only, one line a
 * puzzle, for a player who is stuck.
 *
 * Each record is a position: a puzzle, or a puzzle with the digits a
 * player entered, which read like givens, in any layout the readers
 * take; a grid of pencil marks adds the player's candidates.  Its line is
 * the step as --explain writes it (sudoku_rate_hint), or `solved` for a
 * position with every cell filled.  A position with no solution or
 * several (a wrong entry), or marks that lack a cell's solution digit,
 * gets a message on standard error and a word in its place, never the
 * solution.  The records are read as --explain reads them
 * (cli_each_record).  The judge build leaves this file out.
 */
#include "cli/cli_hint.h"

#include "cli/cli_explain.h"
#include "sudoku/rate.h"

static int hint_record(void *context, const char *name,
                       const struct sudoku_parser *parser,
                       enum sudoku_read status, const struct sudoku_record *rec,
                       const struct sudoku_diag *d, enum sudoku_output out)
{
    struct sudoku_hint hint;
    const unsigned short *marks =
        rec->format == SUDOKU_FORMAT_MARKS ? rec->marks : NULL;
    char message[64];
    unsigned long line, col;

    (void)context;
    (void)out;
    (void)status;
    (void)d;
    switch (sudoku_rate_hint(&rec->puzzle, marks, &hint)) {
    case SUDOKU_HINT_STEP:
        printf("%s (%.1f)\n", hint.step.text, hint.step.score);
        return 1;
    case SUDOKU_HINT_SOLVED:
        puts("solved");
        return 1;
    case SUDOKU_HINT_NO_SOLUTION:
        return cli_refuse_record(name, rec->line, 1, CLI_NO_SOLUTION,
                                 "no solution");
    case SUDOKU_HINT_SEVERAL:
        return cli_refuse_record(name, rec->line, 1, CLI_SEVERAL_SOLUTIONS,
                                 "several solutions");
    case SUDOKU_HINT_WRONG_MARK:
        break;
    }
    snprintf(message, sizeof message,
             "the marks of r%dc%d lack its digit of the solution",
             hint.step.cell / 9 + 1, hint.step.cell % 9 + 1);
    sudoku_parser_cell_place(parser, rec, hint.step.cell, &line, &col);
    return cli_refuse_record(name, line, col, message, "wrong marks");
}

int cli_hint(const struct cli_run *run, char *const files[], int nfiles)
{
    return cli_each_record(run, files, nfiles, hint_record, NULL,
                           CLI_EACH_CLASSIC);
}
