/*
 * batch_count.c - the count forms of batch results.
 *
 * With --count the engine counts solutions up to a limit, and each result
 * that is not `invalid` begins with the count: "PUZZLE:COUNT:" before the
 * solution in the line layout, a "solutions: COUNT" line above the grid
 * in the others, COUNT ending in '+' when the limit was reached (unless
 * options->hide_count, as --unique --print=puzzle asks).  The
 * formatter (batch_format.c) calls this as the optional part
 * sudoku_batch_count and writes the rest; the judge build never counts
 * and leaves this file out.
 */
#include "batch/batch_internal.h"

#include <stdio.h>
#include <string.h>

#include "sudoku/rate.h"

/* The puzzle that begins a one-line form, as the record gave it: a `line`
 * or csv record's own text (record.text: '.' or '0' as it came, and any
 * tail), as --print=puzzle prints it, unless -o names a layout or the
 * text was too long to keep; else the 81 cells of `given`, '.' for an
 * empty cell.  Returns its length; out is not NUL-terminated. */
static size_t batch_given(char *out, const struct sudoku_record *rec,
                          const sudoku_board *given,
                          const struct sudoku_batch_options *o)
{
    size_t n;

    if (rec->text[0] != '\0' && o->output == SUDOKU_OUTPUT_SAME) {
        n = strlen(rec->text);
        memcpy(out, rec->text, n);
        return n;
    }
    for (n = 0; n < SUDOKU_CELLS; n++)
        out[n] = ".123456789"[given->cell[n]];
    return n;
}

/* With --rate, the rating of a classic puzzle with one solution:
 * "PUZZLE:SCORE:LEVEL" in the line layout (the solution is left out, see
 * batch_print.c), a "rating: SCORE LEVEL" line above the grid in the
 * others; "several" for a puzzle with several solutions, which has no
 * rating.  With --rate=se (o->rate 2), SE's three figures in the
 * community's form, "ED=ER/EP/ED" in place of "SCORE:LEVEL" and after a
 * space rather than a colon, and " beyond-ladder" after it when the
 * ladder needed trial (its 10.0 is then no SE rating).  Returns 0 for what it
 * does not rate. */
static size_t batch_rate_form(char *out, const struct batch_item *it,
                              const struct sudoku_batch_options *o,
                              enum sudoku_layout layout)
{
    const struct sudoku_record *rec = &it->record;
    struct sudoku_rating r;
    char score[40];
    char sep = layout == SUDOKU_LAYOUT_LINE ? ':' : ' ';
    int se = o->rate == 2;
    size_t n;

    if (rec->format == SUDOKU_FORMAT_SUDOMINOKU || it->count == 0)
        return 0;
    if (it->count > 1)
        snprintf(score, sizeof score, se ? "several" : "-%cseveral", sep);
    else {
        sudoku_rate_score(&rec->puzzle, &r);
        if (se)
            snprintf(score, sizeof score, "ED=%.1f/%.1f/%.1f%s", r.score,
                     r.pearl, r.diamond,
                     r.level == SUDOKU_LEVEL_TRIAL ? " beyond-ladder" : "");
        else
            snprintf(score, sizeof score, "%.1f%c%s", r.score, sep,
                     sudoku_level_name(r.level));
    }
    if (layout != SUDOKU_LAYOUT_LINE)
        return (size_t)snprintf(out, 56, "rating: %s\n", score);
    n = batch_given(out, rec, &rec->puzzle, o);
    return n + (size_t)snprintf(out + n, 56, "%c%s", se ? ' ' : ':', score);
}

static size_t batch_count_form(char *out, const struct batch_item *it,
                               const struct sudoku_batch_options *o,
                               enum sudoku_layout layout)
{
    const struct sudoku_record *rec = &it->record;
    const sudoku_board *given = rec->format == SUDOKU_FORMAT_SUDOMINOKU
                                    ? &rec->domino.grid
                                    : &rec->puzzle;
    const char *more = it->count >= o->count_limit ? "+" : "";
    size_t n;

    if (o->count_limit < 2 || o->hide_count ||
        it->status == SUDOKU_READ_INVALID)
        return 0;
    if (o->rate)
        return batch_rate_form(out, it, o, layout);
    if (layout != SUDOKU_LAYOUT_LINE)
        return (size_t)snprintf(out, 32, "solutions: %u%s\n", it->count, more);
    n = batch_given(out, rec, given, o);
    return n + (size_t)snprintf(out + n, 32, ":%u%s:", it->count, more);
}

SUDOKU_PRIVATE_DEF batch_count_fn *const sudoku_batch_count = batch_count_form;
