/*
 * batch_format.c - the text of a batch result.
 *
 * Chooses the layout of a result from the options and the format its
 * record was read in (sudoku_output_layout, which the command uses too),
 * and writes the result into the
 * item: a grid or a line, `no solution` or `invalid`.  It never solves
 * and never writes out: the engine (batch.c) calls it once a record is
 * solved and later copies the text on.  The count forms (batch_count.c),
 * the choice of --print (batch_print.c) and the rows of -o csv
 * (batch_csv.c) are optional parts.
 */
#include "batch/batch_internal.h"

#include <stdio.h>
#include <string.h>

enum sudoku_layout sudoku_output_layout(enum sudoku_output output,
                                        enum sudoku_format format)
{
    /* An output's value is its layout's plus one; a csv row is a line. */
    if (output == SUDOKU_OUTPUT_CSV)
        return SUDOKU_LAYOUT_LINE;
    if (output != SUDOKU_OUTPUT_SAME)
        return (enum sudoku_layout)(output - 1);
    switch (format) {
    case SUDOKU_FORMAT_PACKED:
    case SUDOKU_FORMAT_SUDOMINOKU:
        return SUDOKU_LAYOUT_PACKED;
    case SUDOKU_FORMAT_SPACED:
        return SUDOKU_LAYOUT_SPACED;
    default:
        return SUDOKU_LAYOUT_LINE;
    }
}

/*
 * The forms of a result:
 *
 *   line layout            SOLUTION | no solution | invalid
 *   line layout, counting  PUZZLE:COUNT:SOLUTION (SOLUTION empty for 0)
 *   grid layouts           [Puzzle k]  [solutions: COUNT]  grid | no solution
 *                                                               | invalid
 * Grids of classic records are separated by a blank line; Sudominoku
 * records carry a "Puzzle k" header instead.  An invalid record is never
 * counted.
 */
void sudoku_batch_format(struct batch_item *it,
                         const struct sudoku_batch_options *o,
                         const sudoku_board *solution,
                         const struct sudoku_domino *domino)
{
    const struct sudoku_record *rec = &it->record;
    enum sudoku_layout layout = sudoku_output_layout(o->output, rec->format);
    int grid = layout != SUDOKU_LAYOUT_LINE;
    int is_domino = rec->format == SUDOKU_FORMAT_SUDOMINOKU;
    const char *failure =
        it->status == SUDOKU_READ_INVALID ? "invalid\n" : "no solution\n";
    size_t n = 0, k;
    char *out = it->text;

    out[0] = '\0';
    if (o->output == SUDOKU_OUTPUT_CSV && sudoku_batch_csv != NULL) {
        it->separated = 0;
        it->size = sudoku_batch_csv(out, it, o, solution);
        return;
    }
    it->separated = grid && !is_domino;
    if (grid && is_domino)
        n = (size_t)snprintf(out, 32, "Puzzle %lu\n", rec->index);
    if (sudoku_batch_count != NULL &&
        (k = sudoku_batch_count(out + n, it, o, layout)) > 0) {
        n += k;
        if (!grid)
            failure = "\n"; /* the count says it: PUZZLE:0: */
    }
    if (it->status != SUDOKU_READ_PUZZLE || it->count == 0) {
        strcpy(out + n, failure);
        n += strlen(failure);
    } else {
        k = is_domino ? sudoku_print_domino(out + n, domino, layout)
                      : sudoku_print_board(out + n, solution, layout);
        if (sudoku_batch_print != NULL)
            k = sudoku_batch_print(out + n, it, o, layout);
        n += k;
    }
    it->size = n;
}
