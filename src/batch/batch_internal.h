/*
 * batch_internal.h - what the files of the batch engine share.
 *
 * batch.c holds the engine's steps (solve, emit) and runs them one record
 * at a time; batch_format.c writes the text of a result.  The threads
 * (batch_chunks.c, over pieces of input or, batch_pool.c, over records;
 * see batch_chunks.h), the count forms (batch_count.c), -o csv's rows
 * (batch_csv.c), the --check
 * comparison and --rate's refusal of Sudominoku (batch_check.c) and --print (batch_print.c) are optional parts,
 * reached through the constant pointers below (see internal.h): NULL in the
 * judge build, and the pool NULL too where there are no threads.
 */
#ifndef SUDOKU_BATCH_INTERNAL_H
#define SUDOKU_BATCH_INTERNAL_H

#include "base/internal.h"
#include "sudoku/batch.h"

/* One record on its way through the engine. */
struct batch_item {
    struct sudoku_record record;
    enum sudoku_read status;
    struct sudoku_diag diag;
    int has_diag;
    unsigned count;
    int checked; /* --check: 0 not compared, 1 wrong, 2 right */
    unsigned long long guesses;
    int separated; /* a grid that a blank line parts from the one before */
    size_t size;
    /* A header, a count line and two grids, whatever the layout and the
     * size. */
    char text[2 * SUDOKU_SHAPE_PRINT_MAX + 128];
};

/* One call of sudoku_batch_run: where records come from, what to do with
 * them, and where results and totals go. */
struct batch_run {
    struct sudoku_parser *parser;
    const struct sudoku_batch_options *options;
    const struct sudoku_batch_sink *sink;
    int *first;
    struct sudoku_batch_totals *totals;
};

/* Solves the record of an item read by the parser and formats its
 * result; touches nothing but *it, so items may be solved in any order,
 * in any thread. */
SUDOKU_PRIVATE void sudoku_batch_solve(struct batch_item *it,
                                       const struct sudoku_batch_options *o);

/* How often the sink hears of progress, in records. */
#define BATCH_PROGRESS_EVERY 4096

/* Reports, counts and writes one solved item, in input order, and tells
 * the sink of progress now and then; returns 0 on a write error. */
SUDOKU_PRIVATE int sudoku_batch_emit(const struct batch_item *it,
                                     const struct batch_run *run);

/* Writes the result of a solved (or failed) item into it->text and sets
 * its size and whether a blank line goes before it. */
SUDOKU_PRIVATE void sudoku_batch_format(struct batch_item *it,
                                        const struct sudoku_batch_options *o,
                                        const sudoku_board *solution,
                                        const struct sudoku_domino *domino);

/* Runs a whole batch: in the caller's thread (batch.c), or in a pool of
 * threads (the optional part sudoku_batch_run_pool). */
typedef enum sudoku_batch_status batch_run_fn(const struct batch_run *run);

/* Runs a batch one record at a time in the caller's thread (batch.c):
 * without jobs, and where the threads' pieces cannot go with one. */
SUDOKU_PRIVATE batch_run_fn sudoku_batch_run_serial;
SUDOKU_PRIVATE batch_run_fn *const sudoku_batch_run_pool;

/* With --count, writes at out the count of an item that was not invalid,
 * as its result begins with it: "PUZZLE:COUNT:" in the line layout,
 * "solutions: COUNT\n" in the others; returns its length (0 when there is
 * no count to write). */
typedef size_t batch_count_fn(char *out, const struct batch_item *it,
                              const struct sudoku_batch_options *o,
                              enum sudoku_layout layout);
SUDOKU_PRIVATE batch_count_fn *const sudoku_batch_count;

/* Given at out the text of a solved item's solution, as the formatter
 * wrote it after any header and count, rewrites it as --print asks (the
 * puzzle, or the puzzle and then the solution) and returns its length. */
SUDOKU_PRIVATE batch_count_fn *const sudoku_batch_print;

/* With -o csv, writes at out the whole result of an item, its csv row
 * (batch_csv.c), from the solution found when it was solved; returns its
 * length. */
typedef size_t batch_csv_fn(char *out, const struct batch_item *it,
                            const struct sudoku_batch_options *o,
                            const sudoku_board *solution);
SUDOKU_PRIVATE batch_csv_fn *const sudoku_batch_csv;

/* Before solving, makes an item that the options leave no answer for
 * invalid, with its diagnostic: a Sudominoku puzzle under --rate. */
typedef void batch_refuse_fn(struct batch_item *it,
                             const struct sudoku_batch_options *o);
SUDOKU_PRIVATE batch_refuse_fn *const sudoku_batch_refuse;

/* With --check, compares the solution found for a solved item with the
 * one its record gives, if any, and on a difference marks the item and
 * fills its diagnostic; with --rate, fills the diagnostic of an item with
 * several solutions, which has no rating. */
typedef void batch_check_fn(struct batch_item *it,
                            const struct sudoku_batch_options *o,
                            const sudoku_board *solution);
SUDOKU_PRIVATE batch_check_fn *const sudoku_batch_check;

/* Solves and formats an item whose record is of another size or shape
 * (batch_shape.c), as sudoku_batch_solve does a classic one. */
SUDOKU_PRIVATE batch_refuse_fn *const sudoku_batch_shaped;

#endif /* SUDOKU_BATCH_INTERNAL_H */
