/*
 * parse_csv.c - the csv format: puzzle,solution on each line.
 *
 * Each line holds a puzzle in the `line` layout and, after a comma, an
 * optional solution, which --check compares with the one found; a first
 * line whose first field is not a puzzle is a header and is skipped.
 * parse_full.c detects the format and calls this reader; the judge build,
 * which reads only the judges' formats, leaves this file out.
 */
#include "parse_line.h"

/* A header is a first line whose first field is not a puzzle: it holds a
 * character that is neither a digit nor '.'. */
static int parse_is_csv_header(const struct line *l, size_t b, size_t e)
{
    size_t i;

    for (i = b; i < e && l->text[i] != ','; i++)
        if (parse_cell_value(l->text[i]) < 0 && !parse_is_space(l->text[i]))
            return 1;
    return 0;
}

enum sudoku_read sudoku_parse_csv_record(struct sudoku_parser *p,
                                         struct sudoku_record *rec,
                                         struct sudoku_diag *d)
{
    struct line l;
    size_t b, e, comma, i;
    sudoku_board puzzle;

    if (!sudoku_parse_next_content(&p->lines, &l))
        return SUDOKU_READ_END;
    parse_trim(&l, &b, &e);
    if (!p->csv_header_checked) {
        p->csv_header_checked = 1;
        if (parse_is_csv_header(&l, b, e))
            return sudoku_parse_csv_record(p, rec, d);
    }
    rec->line = l.number;
    p->first_col = b + 1;
    for (comma = b; comma < e && l.text[comma] != ','; comma++)
        ;
    if (!sudoku_parse_cells81(&l, b, comma, "puzzle", rec, d))
        return SUDOKU_READ_INVALID;
    if (comma == e)
        return SUDOKU_READ_PUZZLE;
    for (i = comma + 1; i < e; i++)
        if (l.text[i] == ',') {
            sudoku_parse_diag(
                d, l.number, i + 1,
                "unexpected third field: expected puzzle,solution");
            return SUDOKU_READ_INVALID;
        }
    /* The solution column goes through the same cell reader, into a
     * scratch board, then must be complete. */
    puzzle = rec->puzzle;
    if (!sudoku_parse_cells81(&l, comma + 1, e, "solution", rec, d))
        return SUDOKU_READ_INVALID;
    rec->expected = rec->puzzle;
    rec->puzzle = puzzle;
    for (i = 0; i < SUDOKU_CELLS; i++)
        if (rec->expected.cell[i] == 0) {
            sudoku_parse_diag(d, l.number, comma + 2 + i,
                              "solution has an empty cell");
            return SUDOKU_READ_INVALID;
        }
    rec->expected_col = comma + 2;
    return SUDOKU_READ_PUZZLE;
}
