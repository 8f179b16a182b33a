/*
 * batch_check.c - --check: the solution found against the one given.
 *
 * A csv record may carry its solution.  With --check the engine (batch.c)
 * hands each solved record here, as the optional part sudoku_batch_check;
 * a solution that differs becomes a diagnostic and a mismatch in the
 * totals.  The judge build reads no solutions and leaves this file out.
 */
#include "batch_internal.h"

#include <string.h>

static void batch_check_solution(struct batch_item *it,
                                 const struct sudoku_batch_options *o,
                                 const sudoku_board *solution)
{
    if (!o->check || it->count == 0 || !it->record.has_expected ||
        memcmp(solution, &it->record.expected, sizeof *solution) == 0)
        return;
    it->mismatch = 1;
    it->diag.line = it->record.line;
    it->diag.col = 1;
    strcpy(it->diag.message,
           "solution differs from the one given in the input");
    it->has_diag = 1;
}

SUDOKU_PRIVATE_DEF batch_check_fn *const sudoku_batch_check =
    batch_check_solution;
