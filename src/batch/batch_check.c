/*
 * batch_check.c - after solving: --check against the given solution, and
 * --rate's refusals: Sudominoku, and puzzles with several solutions; and
 * the refusal of Sudominoku by -o csv.
 *
 * A csv record may carry its solution.  With --check the engine (batch.c)
 * hands each solved record here, as the optional part sudoku_batch_check.
 * A given solution that differs from the answer (the smallest solution, or
 * with --any the one found) may still solve the puzzle, which then has
 * several: that is said in a note, and is no mismatch.  One that does not
 * solve it is a mismatch, and its diagnostic names the first cell where it
 * parts from the answer.  With --rate, a Sudominoku record, which has no
 * rating, is made `invalid` here before it is solved, as --explain reports
 * it, and a puzzle with several solutions, which has none either, gets
 * its message after it is solved (its result says "several"); a
 * Sudominoku record is refused so with -o csv too, whose puzzle column
 * holds no dominoes.  The judge
 * build reads no solutions and leaves this file out.
 */
#include "batch/batch_internal.h"

#include <stdio.h>
#include <string.h>

static void batch_refuse_record(struct batch_item *it,
                                const struct sudoku_batch_options *o)
{
    if (it->record.format != SUDOKU_FORMAT_SUDOMINOKU ||
        (!o->rate && o->output != SUDOKU_OUTPUT_CSV))
        return;
    it->status = SUDOKU_READ_INVALID;
    it->diag.line = it->record.line;
    it->diag.col = 1;
    strcpy(it->diag.message, o->rate ? "Sudominoku puzzles are not rated"
                                     : "Sudominoku puzzles have no csv row");
}

SUDOKU_PRIVATE_DEF batch_refuse_fn *const sudoku_batch_refuse =
    batch_refuse_record;

static void batch_check_solution(struct batch_item *it,
                                 const struct sudoku_batch_options *o,
                                 const sudoku_board *solution)
{
    const struct sudoku_record *rec = &it->record;
    const sudoku_board *given = &rec->expected;
    int i = 0;

    if (o->rate && it->count > 1) {
        /* No rating describes it: said as a puzzle without a solution
         * is, and the command's exit status counts it. */
        it->diag.line = rec->line;
        it->diag.col = 1;
        strcpy(it->diag.message, "puzzle has several solutions");
        it->has_diag = 1;
    }
    if (!o->check || it->count == 0 || rec->expected_col == 0)
        return;
    it->checked = 2;
    if (memcmp(solution, given, sizeof *solution) == 0)
        return;
    it->diag.line = rec->line;
    it->has_diag = 1;
    if (sudoku_board_is_solution(given, &rec->puzzle)) {
        it->diag.col = rec->expected_col;
        strcpy(it->diag.message, o->solve == NULL
                                     ? "puzzle has several solutions: the one "
                                       "given is valid but not the smallest"
                                     : "puzzle has several solutions: the one "
                                       "given is valid but not the one found");
        return;
    }
    while (given->cell[i] == solution->cell[i])
        i++;
    it->checked = 1;
    it->diag.col = rec->expected_col + (unsigned long)i;
    snprintf(it->diag.message, sizeof it->diag.message,
             "r%dc%d: given %d, the puzzle's solution has %d", i / 9 + 1,
             i % 9 + 1, given->cell[i], solution->cell[i]);
}

SUDOKU_PRIVATE_DEF batch_check_fn *const sudoku_batch_check =
    batch_check_solution;
