/*
 * batch_shape.c - records of other sizes and shapes through the engine.
 *
 * A shaped record (parse.h: record.shaped, side not 0) is solved by the
 * shaped search (shape.h) and its result written here, in the forms of a
 * classic one (batch_format.c, batch_count.c, batch_print.c): the
 * solution in the layout the record came in, "PUZZLE:COUNT:SOLUTION" in
 * the line layout and "solutions: COUNT" above a grid when counting, the
 * puzzle for --print=puzzle, both for --print=both, `no solution` and
 * `invalid`.  A jigsaw's solution keeps its region labels.  The rater,
 * --check and -o csv are for classic puzzles: they make a shaped record
 * invalid, with a diagnostic.  The engine reaches this file as the
 * optional part sudoku_batch_shaped; the judge build leaves it out.
 */
#include "batch/batch_internal.h"

#include <stdio.h>
#include <string.h>

#include "sudoku/solve.h"

/* Why the options give a shaped record no answer, or NULL. */
static const char *batch_shape_refusal(const struct sudoku_batch_options *o)
{
    if (o->rate)
        return "ratings are for classic 9x9 puzzles";
    if (o->check)
        return "--check is for classic 9x9 puzzles";
    if (o->output == SUDOKU_OUTPUT_CSV)
        return "csv rows are for classic 9x9 puzzles";
    return NULL;
}

/* Rewrites the first grid of side `side` in out[0, n), printed in rows of
 * characters, in the judges' alphabet the record came in: A = 1 to
 * P = 16, '-' for an empty cell.  The rows of labels after it stay. */
static size_t batch_shape_letters(char *out, size_t n, int side)
{
    static const char from[] = ".123456789ABCDEFG", to[] = "-ABCDEFGHIJKLMNOP";
    size_t i, rows = 0;

    for (i = 0; i < n && rows < (size_t)side; i++) {
        const char *at = memchr(from, out[i], sizeof from - 1);
        if (out[i] == '\n')
            rows++;
        else if (at != NULL)
            out[i] = to[at - from];
    }
    return n;
}

/* Prints a grid of the record's shape: sudoku_print_shaped, in the
 * judges' alphabet when the record wrote its rows so. */
static size_t batch_shape_print(char *out, const struct sudoku_record *rec,
                                const unsigned char *cells, const char *labels,
                                enum sudoku_layout layout)
{
    size_t n = sudoku_print_shaped(out, &rec->shaped.shape, cells, labels,
                                   layout);

    if (rec->shaped.letters && layout == SUDOKU_LAYOUT_PACKED)
        return batch_shape_letters(out, n, rec->shaped.shape.side);
    return n;
}

/* The puzzle as its record gave it: the line's own text when kept and no
 * layout is asked for, else its cells (and labels) in `layout`. */
static size_t batch_shape_given(char *out, const struct sudoku_record *rec,
                                const struct sudoku_batch_options *o,
                                enum sudoku_layout layout)
{
    const struct sudoku_shaped *sh = &rec->shaped;
    const char *labels = sh->label[0] ? sh->label : NULL;

    if (rec->text[0] != '\0' && o->output == SUDOKU_OUTPUT_SAME &&
        layout == SUDOKU_LAYOUT_LINE)
        return (size_t)sprintf(out, "%s\n", rec->text);
    return batch_shape_print(out, rec, sh->cell, labels, layout);
}

/* Writes the result of a shaped item, solved or not, into it->text. */
static void batch_shape_format(struct batch_item *it,
                               const struct sudoku_batch_options *o,
                               const unsigned char *solution)
{
    const struct sudoku_record *rec = &it->record;
    const struct sudoku_shaped *sh = &rec->shaped;
    enum sudoku_layout layout = sudoku_output_layout(o->output, rec->format);
    int line = layout == SUDOKU_LAYOUT_LINE, solved;
    int counting = o->count_limit >= 2 && !o->hide_count &&
                   it->status != SUDOKU_READ_INVALID;
    const char *labels = sh->label[0] ? sh->label : NULL;
    char *out = it->text;
    size_t n = 0;

    it->separated = !line;
    solved = it->status == SUDOKU_READ_PUZZLE && it->count > 0;
    if (counting && line) {
        n = batch_shape_given(out, rec, o, layout) - 1; /* no line end */
        n += (size_t)sprintf(out + n, ":%u%s:", it->count,
                             it->count >= o->count_limit ? "+" : "");
        if (!solved || o->print == SUDOKU_PRINT_PUZZLE) {
            out[n - (solved ? 1 : 0)] = '\n';
            n += solved ? 0 : 1;
        } else {
            n += batch_shape_print(out + n, rec, solution, NULL, layout);
        }
        out[n] = '\0';
        it->size = n;
        return;
    }
    if (counting)
        n = (size_t)sprintf(out, "solutions: %u%s\n", it->count,
                            it->count >= o->count_limit ? "+" : "");
    if (!solved) {
        n += (size_t)sprintf(out + n, "%s\n",
                             it->status == SUDOKU_READ_INVALID ? "invalid"
                                                               : "no solution");
    } else {
        if (o->print != SUDOKU_PRINT_SOLUTION) {
            n += batch_shape_given(out + n, rec, o, layout);
            if (o->print == SUDOKU_PRINT_BOTH && !line)
                out[n++] = '\n';
        }
        if (o->print != SUDOKU_PRINT_PUZZLE)
            n += batch_shape_print(out + n, rec, solution, labels, layout);
    }
    it->size = n;
}

static void batch_shape_solve(struct batch_item *it,
                              const struct sudoku_batch_options *o)
{
    struct sudoku_shape_stats stats = {0};
    unsigned limit = o->count_limit >= 2 ? o->count_limit : 1;
    unsigned char solution[SUDOKU_SHAPE_MAX_CELLS];
    const char *refusal = batch_shape_refusal(o);
    const struct sudoku_shaped *sh = &it->record.shaped;

    it->count = 0;
    it->checked = 0;
    if (it->status == SUDOKU_READ_PUZZLE && refusal) {
        it->status = SUDOKU_READ_INVALID;
        it->diag.line = it->record.line;
        it->diag.col = 1;
        strcpy(it->diag.message, refusal);
    }
    it->has_diag = it->status != SUDOKU_READ_PUZZLE;
    if (it->status == SUDOKU_READ_PUZZLE) {
        it->count = (o->solve == sudoku_solve_any ? sudoku_shape_solve_any
                                                  : sudoku_shape_solve)(
            &sh->shape, sh->cell, limit, solution, &stats);
        if (it->count == SUDOKU_SHAPE_NO_MEMORY) {
            it->count = 0;
            it->status = SUDOKU_READ_INVALID;
            strcpy(it->diag.message, "out of memory");
        } else if (it->count == 0) {
            strcpy(it->diag.message, "puzzle has no solution");
        }
        it->diag.line = it->record.line;
        it->diag.col = 1;
        it->has_diag = it->count == 0;
    }
    it->guesses = stats.guesses;
    batch_shape_format(it, o, solution);
}

SUDOKU_PRIVATE_DEF batch_refuse_fn *const sudoku_batch_shaped =
    batch_shape_solve;
