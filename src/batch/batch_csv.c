/*
 * batch_csv.c - -o csv: a table of puzzles and their solutions.
 *
 * Each record gives one row, PUZZLE,SOLUTION: the puzzle's 81 cells with
 * '.' for an empty one, and its solution (empty for a puzzle without
 * one).  A malformed record, which has no puzzle to write, gives the row
 * `invalid,` as it gives `invalid` in the other layouts.  With a count
 * (--count, --unique) a column `solutions` follows ("2+" when the count
 * reached its limit), with --rate the columns `score,level` (a puzzle with
 * several solutions: no score, level `several`), with --rate=se the
 * columns `er,ep,ed,level` (level `trial` where --rate=se says
 * beyond-ladder); such a field is empty where the record has no value.
 * The header line names the columns (sudoku_batch_csv_header); the csv
 * reader (read/parse_csv.c) takes the table back, so that --check can
 * compare each row's solution.  The formatter (batch_format.c) hands a
 * result here as the optional part sudoku_batch_csv; the judge build
 * writes no csv and leaves this file out.
 */
#include "batch/batch_internal.h"

#include <stdio.h>
#include <string.h>

#include "sudoku/rate.h"

const char *sudoku_batch_csv_header(const struct sudoku_batch_options *o)
{
    if (o->rate == 2)
        return "puzzle,solution,er,ep,ed,level\n";
    if (o->rate)
        return "puzzle,solution,score,level\n";
    if (o->count_limit >= 2 && !o->hide_count)
        return "puzzle,solution,solutions\n";
    return "puzzle,solution\n";
}

size_t sudoku_batch_csv_grids(char *out, const sudoku_board *puzzle,
                              const sudoku_board *solution)
{
    size_t n = 0;
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++)
        out[n++] = ".123456789"[puzzle->cell[i]];
    out[n++] = ',';
    for (i = 0; solution != NULL && i < SUDOKU_CELLS; i++)
        out[n++] = "0123456789"[solution->cell[i]];
    out[n] = '\0';
    return n;
}

size_t sudoku_batch_csv_rating(char *out, const struct sudoku_rating *r, int se)
{
    const char *level = sudoku_level_name(r->level);

    if (se)
        return (size_t)sprintf(out, ",%.1f,%.1f,%.1f,%s", r->score, r->pearl,
                               r->diamond, level);
    return (size_t)sprintf(out, ",%.1f,%s", r->score, level);
}

/* The rating columns after the solution, each empty where there is none
 * (a puzzle with several solutions: the level `several`). */
static size_t batch_csv_rated(char *out, const struct batch_item *it, int se)
{
    const char *empty = se ? ",,," : ",";
    struct sudoku_rating r;

    if (it->status != SUDOKU_READ_PUZZLE || it->count == 0)
        return (size_t)sprintf(out, "%s,", empty);
    if (it->count > 1)
        return (size_t)sprintf(out, "%s,several", empty);
    sudoku_rate_score(&it->record.puzzle, &r);
    return sudoku_batch_csv_rating(out, &r, se);
}

static size_t batch_csv_row(char *out, const struct batch_item *it,
                            const struct sudoku_batch_options *o,
                            const sudoku_board *solution)
{
    int counted = o->count_limit >= 2 && !o->hide_count;
    size_t n;

    if (it->status == SUDOKU_READ_INVALID) {
        strcpy(out, "invalid,");
        n = strlen(out);
    } else {
        n = sudoku_batch_csv_grids(out, &it->record.puzzle,
                                   it->count > 0 ? solution : NULL);
    }
    if (o->rate)
        n += batch_csv_rated(out + n, it, o->rate == 2);
    else if (counted && it->status == SUDOKU_READ_INVALID)
        out[n++] = ',';
    else if (counted)
        n += (size_t)sprintf(out + n, ",%u%s", it->count,
                             it->count >= o->count_limit ? "+" : "");
    out[n++] = '\n';
    out[n] = '\0';
    return n;
}

SUDOKU_PRIVATE_DEF batch_csv_fn *const sudoku_batch_csv = batch_csv_row;
