/*
 * batch.c - the batch engine (see batch.h).
 *
 * Each record goes through three steps: read (the parser, in order), solve
 * (independent of every other record), and emit (diagnostics and result
 * text, in order).  Solving fills a batch_item and formats its result text
 * (batch_format.c), so emitting is only copying bytes out.  Here are the
 * steps and the loop that runs them one record at a time in the caller's
 * thread; the threads that run them with jobs are batch_chunks.c, an
 * optional part (see batch_internal.h).
 */
#include "batch/batch_internal.h"

#include <string.h>

#include "sudoku/domino.h"
#include "sudoku/solve.h"

void sudoku_batch_solve(struct batch_item *it,
                        const struct sudoku_batch_options *o)
{
    struct sudoku_solve_stats stats = {0};
    unsigned limit = o->count_limit >= 2 ? o->count_limit : 1;
    sudoku_board solution;
    struct sudoku_domino domino_solution;

    if (it->record.shaped.shape.side != 0 && sudoku_batch_shaped != NULL) {
        sudoku_batch_shaped(it, o);
        return;
    }
    it->count = 0;
    it->checked = 0;
    if (it->status == SUDOKU_READ_PUZZLE && sudoku_batch_refuse != NULL)
        sudoku_batch_refuse(it, o);
    it->has_diag = it->status != SUDOKU_READ_PUZZLE;
    if (it->status == SUDOKU_READ_PUZZLE) {
        if (it->record.format == SUDOKU_FORMAT_SUDOMINOKU) {
            it->count = sudoku_domino_solve(&it->record.domino, limit,
                                            &domino_solution, &stats);
            solution = domino_solution.grid;
        } else {
            it->count = (o->solve ? o->solve : sudoku_solve)(
                /* cppcheck-suppress uninitvar ; the solver writes solution
                 * (cppcheck takes a call through a chosen pointer for a
                 * read) */
                &it->record.puzzle, limit, &solution, &stats);
        }
        if (it->count == 0) {
            it->diag.line = it->record.line;
            it->diag.col = 1;
            strcpy(it->diag.message, "puzzle has no solution");
            it->has_diag = 1;
        }
        if (sudoku_batch_check != NULL)
            sudoku_batch_check(it, o, &solution);
    }
    it->guesses = stats.guesses;
    sudoku_batch_format(it, o, &solution, &domino_solution);
}

int sudoku_batch_emit(const struct batch_item *it, const struct batch_run *run)
{
    const struct sudoku_batch_sink *sink = run->sink;
    struct sudoku_batch_totals *t = run->totals;

    t->records++;
    t->guesses += it->guesses;
    if (it->status == SUDOKU_READ_INVALID)
        t->invalid++;
    else if (it->count == 0)
        t->unsolvable++;
    else
        t->solved++;
    if (it->count > 1)
        t->multiple++;
    if (it->checked) {
        t->checked++;
        t->mismatches += it->checked == 1;
    }
    if (it->has_diag)
        sink->report(sink->context, &it->diag);
    if (!run->options->unique || it->count == 1) {
        if (it->separated && !*run->first &&
            !sink->write(sink->context, "\n", 1))
            return 0;
        if (!sink->write(sink->context, it->text, it->size))
            return 0;
        *run->first = 0;
        t->written++;
    }
    if (sink->progress && t->records % BATCH_PROGRESS_EVERY == 0)
        sink->progress(sink->context, t, it->record.end_offset);
    return 1;
}

enum sudoku_batch_status sudoku_batch_run_serial(const struct batch_run *run)
{
    struct batch_item item;

    for (;;) {
        item.status = sudoku_parser_next(run->parser, &item.record, &item.diag);
        if (item.status == SUDOKU_READ_END)
            return SUDOKU_BATCH_OK;
        if (item.status == SUDOKU_READ_IO_ERROR)
            return SUDOKU_BATCH_READ_ERROR;
        sudoku_batch_solve(&item, run->options);
        if (!sudoku_batch_emit(&item, run))
            return SUDOKU_BATCH_WRITE_ERROR;
    }
}

enum sudoku_batch_status sudoku_batch_run(struct sudoku_parser *parser,
                                          const struct sudoku_batch_options *o,
                                          const struct sudoku_batch_sink *sink,
                                          int *first,
                                          struct sudoku_batch_totals *t)
{
    struct batch_run run = {parser, o, sink, first, t};

    /* The threads take every batch of one job or more. */
    if (sudoku_batch_run_pool != NULL && o->jobs > 0)
        return sudoku_batch_run_pool(&run);
    return sudoku_batch_run_serial(&run);
}
