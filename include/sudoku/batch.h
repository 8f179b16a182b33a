/*
 * batch.h - the batch engine: records in, results out, in order.
 *
 * It pulls records from a parser, solves each, and hands the text of each
 * result and each diagnostic to the caller's callbacks, so the library
 * itself never touches stdout or stderr.  Every record yields exactly one
 * result (a solution, `no solution` or `invalid`), in input order, unless
 * --unique filters it out.
 */
#ifndef SUDOKU_BATCH_H
#define SUDOKU_BATCH_H

#include <stddef.h>

#include "sudoku/parse.h"
#include "sudoku/print.h"
#include "sudoku/solve.h"

/* The layout of results: the one each record was read in, or one of enum
 * sudoku_layout, in its order (an output's value is its layout's plus
 * one), or a csv table. */
enum sudoku_output {
    SUDOKU_OUTPUT_SAME, /* the layout each record was read in */
    SUDOKU_OUTPUT_PACKED,
    SUDOKU_OUTPUT_SPACED,
    SUDOKU_OUTPUT_LINE,
    SUDOKU_OUTPUT_PRETTY,
    /* One row a record, PUZZLE,SOLUTION and the count or rating fields
     * (sudoku_batch_csv_header gives the table's header line); not in the
     * single file for judges, which prints its rows as LINE does. */
    SUDOKU_OUTPUT_CSV
};

/* The name used in options ("same", ...), and back (-1 when unknown). */
SUDOKU_API const char *sudoku_output_name(enum sudoku_output output);
SUDOKU_API int sudoku_output_from_name(const char *name);

/* What a solved puzzle prints: its solution (the default), the puzzle as
 * given, in the output layout, or both, the puzzle first.  The values are
 * fixed: callers that wrote 0, 1 and 2 keep working. */
enum sudoku_print {
    SUDOKU_PRINT_SOLUTION = 0,
    SUDOKU_PRINT_PUZZLE = 1,
    SUDOKU_PRINT_BOTH = 2
};

/* The name used in options ("solution", "puzzle", "both"), and back (-1
 * when unknown). */
SUDOKU_API const char *sudoku_print_name(enum sudoku_print print);
SUDOKU_API int sudoku_print_from_name(const char *name);

/*
 * The layout a record read in `format` prints in under `output`: the one
 * an output names (each output but SAME and CSV is one layout; CSV is
 * one a line, as LINE), and for
 * SUDOKU_OUTPUT_SAME the layout the format prints back: packed and
 * Sudominoku (the judge's form) as PACKED, spaced as SPACED, line and csv
 * as LINE (a csv puzzle prints back one a line).  AUTO, a format not
 * settled yet, gives LINE; so does any other value.
 */
SUDOKU_API enum sudoku_layout sudoku_output_layout(enum sudoku_output output,
                                                   enum sudoku_format format);

struct sudoku_batch_options {
    enum sudoku_output output;
    enum sudoku_print print; /* what a solved record prints; the judge build
                                prints solutions only */
    unsigned count_limit; /* 0: find the answer only; >= 2: count to this */
    int unique;           /* print only puzzles with exactly one solution */
    int hide_count;       /* count (for unique) without printing counts */
    int check;            /* compare with the solutions the input gives */
    int rate;             /* rate each classic puzzle (rate.h): a rating
                             in place of the count; needs count_limit 2;
                             1 for "SCORE:LEVEL", 2 for SE's three
                             figures, "ED=ER/EP/ED" */
    unsigned jobs;        /* solving threads; 0 or 1 solves in the caller's
                             thread (always so without thread support) */
    int pipelined;        /* the input may be slow to come (a pipe, a
                             terminal): records are taken one at a time,
                             every result is flushed while the next record
                             is awaited, and with one job a second thread
                             reads while the first solves */

    /* The classic solver, with sudoku_solve()'s parameters (see solve.h;
     * unnamed here for the judge file's size): NULL for sudoku_solve(),
     * the smallest solution; sudoku_solve_any for any solution.  The
     * single file for judges has only sudoku_solve(). */
    unsigned (*solve)(const sudoku_board *, unsigned, sudoku_board *,
                      struct sudoku_solve_stats *);
};

/*
 * The header line of the csv table (SUDOKU_OUTPUT_CSV) that the options
 * give, newline included: "puzzle,solution", then "solutions" with a
 * count, "score,level" with a rating (options->rate 1) or "er,ep,ed,level"
 * with SE's figures (2).  The caller writes it before the first result;
 * the engine writes only the rows.
 */
SUDOKU_API const char *
sudoku_batch_csv_header(const struct sudoku_batch_options *options);

/* The parts of a csv row, for rows made outside the engine (as the
 * command's --generate makes them): "PUZZLE,SOLUTION" at out, '.' for an
 * empty cell, the solution empty when it is NULL; and the rating's
 * columns, ",SCORE,LEVEL" (se 0) or ",ER,EP,ED,LEVEL" (se 1).  Each
 * returns the length written, without a newline; out needs 200 bytes. */
struct sudoku_rating;
SUDOKU_API size_t sudoku_batch_csv_grids(char *out, const sudoku_board *puzzle,
                                         const sudoku_board *solution);
SUDOKU_API size_t sudoku_batch_csv_rating(char *out,
                                          const struct sudoku_rating *rating,
                                          int se);

/* Running totals, added to by each run (zero them before the first). */
struct sudoku_batch_totals {
    unsigned long long records;
    unsigned long long solved;     /* at least one solution */
    unsigned long long unsolvable; /* clashing givens or no solution */
    unsigned long long invalid;    /* malformed records */
    unsigned long long multiple;   /* more than one solution (counting) */
    unsigned long long mismatches; /* --check: input's solution is wrong */
    unsigned long long guesses;    /* branch points of the searches */
    unsigned long long written;    /* results written */
    unsigned long long checked;    /* --check: solved records compared with
                                      the solution they give */
};

/*
 * Where results and diagnostics go.  write() receives the text of one or
 * more results and returns 0 when it could not write (the run then stops);
 * report() receives a diagnostic for the record it names.  flush(), when
 * not NULL, is called when every result so far is written and the engine
 * waits for the input: the moment to push buffered output out; it returns
 * 0 when that fails, like write().  progress(), when not NULL, is called
 * every few thousand records with the totals so far and the input offset
 * reached.  All are called from the caller's thread, in input order.
 */
struct sudoku_batch_sink {
    int (*write)(void *context, const char *text, size_t size);
    void (*report)(void *context, const struct sudoku_diag *diag);
    int (*flush)(void *context);
    void (*progress)(void *context, const struct sudoku_batch_totals *totals,
                     unsigned long long offset);
    void *context;
};

enum sudoku_batch_status {
    SUDOKU_BATCH_OK,          /* the whole input was processed */
    SUDOKU_BATCH_READ_ERROR,  /* the input stream failed */
    SUDOKU_BATCH_WRITE_ERROR, /* write() failed */
    SUDOKU_BATCH_NO_MEMORY    /* or no thread could be started */
};

/*
 * Runs every record of `parser` through the solvers and the sink, in
 * options->jobs threads.  Output is the same whatever the number of jobs;
 * memory stays bounded whatever the input size, and each result is handed
 * to the sink as soon as it and every result before it are ready.  With
 * jobs (1 or more), a parser that has read nothing yet, of one puzzle a
 * line (line or csv) and not pipelined, is read in pieces of up to 32 KiB
 * that the threads parse, solve and format whole: results then reach the
 * sink a piece at a time (a write may hold many), and after a failed write
 * the totals may count the records of its piece.  `first`
 * tells whether nothing has been written before in this output (so the
 * blank line that separates grids is not put first); it is cleared once
 * something is written, so several inputs can share one output.
 */
SUDOKU_API enum sudoku_batch_status
sudoku_batch_run(struct sudoku_parser *parser,
                 const struct sudoku_batch_options *options,
                 const struct sudoku_batch_sink *sink, int *first,
                 struct sudoku_batch_totals *totals);

#endif /* SUDOKU_BATCH_H */
