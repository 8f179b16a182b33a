/*
 * parse_rows.c - the packed and spaced formats: 9 rows of 9 cells.
 *
 * Reads a block of 9 rows, packed digits or numbers separated by blanks,
 * into a record, and notes where each cell stood for the position of a
 * clash.  A block ends after 9 rows or at a blank line; after an error the
 * rest of the block is still read, so the next record starts in step.
 * Grids with no blank line between them are read 9 rows at a time: a
 * grid that lacks a row takes the next grid's first, and only the last
 * grid of the run comes out short, so its message names the run.
 * It does not detect the format (parse.c for the judges, parse_full.c in
 * the full build) nor check the givens against each other (parse.c).
 */
#include "read/parse_internal.h"

/* Reads one row of 9 cells.  Returns 1, or 0 with *d filled. */
static int parse_row(struct sudoku_parser *p, const struct line *l, int row,
                     int spaced, struct sudoku_record *rec,
                     struct sudoku_diag *d)
{
    size_t b, e, i;
    int n = 0;
    char name[8];
    const char *what = spaced ? "numbers" : "digits";

    p->row_line[row] = l->number;
    parse_trim(l, &b, &e);
    for (i = b; i < e; i++) {
        char c = l->text[i];
        int v;

        if (spaced && parse_is_space(c))
            continue;
        v = parse_cell_value(c);
        if (v < 0) {
            sudoku_parse_diag(d, l->number, i + 1,
                              "unexpected character '%s' in row %d",
                              sudoku_parse_char_name(c, name), row + 1);
            return 0;
        }
        if (spaced && i + 1 < e && !parse_is_space(l->text[i + 1])) {
            size_t j = i;

            while (j < e && !parse_is_space(l->text[j]))
                j++;
            sudoku_parse_diag(
                d, l->number, i + 1, "'%.*s' in row %d is not a single digit",
                (int)(j - i < 20 ? j - i : 20), l->text + i, row + 1);
            return 0;
        }
        if (n == 9) {
            sudoku_parse_diag(d, l->number, i + 1, "row %d has more than 9 %s",
                              row + 1, what);
            return 0;
        }
        rec->puzzle.cell[row * 9 + n] = (unsigned char)v;
        p->cell_col[row * 9 + n] = i + 1;
        n++;
    }
    if (parse_too_long(l, d))
        return 0;
    if (n < 9) {
        sudoku_parse_diag(d, l->number, e + 1, "row %d has %d %s, expected 9",
                          row + 1, n, what);
        return 0;
    }
    return 1;
}

/* Reports a block that ended after `rows` rows, at line `at`.  When grids
 * came before it with no blank line between, the row too few or too many
 * may be in any of them: each grid after it was read out of step. */
static void parse_short_block(const struct sudoku_parser *p,
                              const struct sudoku_record *rec,
                              struct sudoku_diag *d, unsigned long at, int rows)
{
    if (p->run_start < rec->line)
        sudoku_parse_diag(d, at, 1,
                          "puzzle has %d rows, expected 9; the grids from "
                          "line %lu on have no blank line between them, so "
                          "a row too few or too many in any shifts the rest",
                          rows, p->run_start);
    else
        sudoku_parse_diag(d, at, 1, "puzzle has %d rows, expected 9", rows);
}

enum sudoku_read sudoku_parse_block(struct sudoku_parser *p, int spaced,
                                    struct sudoku_record *rec,
                                    struct sudoku_diag *d)
{
    struct line l;
    int row, ok = 1;

    if (!sudoku_parse_next_content(&p->lines, &l))
        return SUDOKU_READ_END;
    rec->line = l.number;
    if (p->run_end == 0 || l.number != p->run_end + 1)
        p->run_start = l.number;
    for (row = 0; row < 9; row++) {
        if (row > 0) {
            /* A block is 9 consecutive rows; comments may sit between. */
            int more;

            while ((more = sudoku_lines_next(&p->lines, &l)) &&
                   parse_is_comment(&l))
                ;
            if (!more || parse_is_blank(&l)) {
                if (ok)
                    parse_short_block(p, rec, d,
                                      more ? l.number : p->lines.number + 1,
                                      row);
                return SUDOKU_READ_INVALID;
            }
        }
        if (ok && !parse_row(p, &l, row, spaced, rec, d))
            ok = 0; /* keep reading the block's rows to stay in step */
    }
    p->run_end = l.number;
    return ok ? SUDOKU_READ_PUZZLE : SUDOKU_READ_INVALID;
}
