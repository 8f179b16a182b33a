/*
 * batch_print.c - --print: the puzzle, its solution, or both.
 *
 * By default a solved record prints its solution.  With --print=puzzle it
 * prints the puzzle as given instead: a `line` or csv record its own text
 * (record.text: '.' or '0' as it came, and any tail), unless -o asks for
 * a layout or the text was too long to keep; other records in the same
 * layout (an empty cell is 0 in the plain layouts, '.' in the pretty one;
 * a Sudominoku puzzle in the judge's input form unless another layout is
 * asked for), so that --unique --print=puzzle keeps the unique puzzles of
 * a collection as they were;
 * with --print=both it prints the puzzle, then the solution: on the next
 * line in the line layout, after a blank line for grids.  A one-line
 * count form ("PUZZLE:COUNT:", batch_count.c) already shows the puzzle:
 * it then ends the line as "PUZZLE:COUNT" for --print=puzzle and
 * "PUZZLE:COUNT:SOLUTION" for both.  The formatter
 * (batch_format.c) writes the solution after any header and count, then
 * hands it here as the optional part sudoku_batch_print; `no solution` and
 * `invalid` records never come here.  The judge build prints solutions
 * only and leaves this file out.
 */
#include "batch/batch_internal.h"

#include <stdio.h>
#include <string.h>

static size_t batch_print_what(char *out, const struct batch_item *it,
                               const struct sudoku_batch_options *o,
                               enum sudoku_layout layout)
{
    const struct sudoku_record *rec = &it->record;
    size_t solution = strlen(out), n;
    char puzzle[SUDOKU_PRINT_MAX];
    /* Whether out follows "PUZZLE:COUNT:", as batch_count.c writes it. */
    int counted =
        layout == SUDOKU_LAYOUT_LINE && o->count_limit >= 2 && !o->hide_count;

    /* A rating on one line stands for the result (batch_count.c). */
    if (o->rate && layout == SUDOKU_LAYOUT_LINE &&
        rec->format != SUDOKU_FORMAT_SUDOMINOKU) {
        strcpy(out, "\n");
        return 1;
    }
    if (o->print != SUDOKU_PRINT_PUZZLE && o->print != SUDOKU_PRINT_BOTH)
        return solution;
    if (counted) {
        if (o->print == SUDOKU_PRINT_BOTH)
            return solution;
        /* The line ends at the count: its ':' becomes the line end. */
        strcpy(out - 1, "\n");
        return 0;
    }
    if (rec->text[0] != '\0' && o->output == SUDOKU_OUTPUT_SAME)
        n = (size_t)snprintf(puzzle, sizeof puzzle, "%s\n", rec->text);
    else if (rec->format != SUDOKU_FORMAT_SUDOMINOKU)
        n = sudoku_print_board(puzzle, &rec->puzzle, layout);
    else if (o->output == SUDOKU_OUTPUT_SAME)
        n = sudoku_print_domino_input(puzzle, &rec->domino);
    else
        n = sudoku_print_domino(puzzle, &rec->domino, layout);
    if (o->print == SUDOKU_PRINT_BOTH) {
        if (layout != SUDOKU_LAYOUT_LINE)
            puzzle[n++] = '\n';
        memmove(out + n, out, solution + 1);
    } else {
        solution = 0;
        out[n] = '\0';
    }
    memcpy(out, puzzle, n);
    return n + solution;
}

SUDOKU_PRIVATE_DEF batch_count_fn *const sudoku_batch_print = batch_print_what;
