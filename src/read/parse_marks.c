/*
 * parse_marks.c - the "marks" layout: a 9x9 grid of pencil marks, as
 * Sudoku Explainer and HoDoKu print them and players copy them.
 *
 * Each cell is a group of digits 1 to 9: one digit is a placed value,
 * several are the cell's candidates.  Groups are separated by blanks and
 * the box walls '|'; the borders are lines of '.', '-', ':', '\'', '+',
 * '*', '=' and '|' alone, which are passed over:
 *
 *   .------------------.------------------.------------------.
 *   | 1568   2    156  | 9     ...
 *   :------------------+------------------+------------------:
 *   '------------------'------------------'------------------'
 *
 * A grid ends after its ninth row (and a bottom border right below it).
 * The record's puzzle holds the placed values, and rec->marks every
 * cell's digits, so that a hint starts from the player's candidates.
 * The full build only; the judge build reads no marks.
 */
#include <string.h>

#include "base/bits.h"
#include "read/parse_marks.h"

/* Whether l is a border: only border characters, with a '-', and a '.'
 * or '\'' (a corner of these grids, which the borders of drawn grids
 * lack) when `corner`; a line of dots alone is a row of empty cells. */
static int marks_border(const struct line *l, int corner)
{
    size_t b, e, i;
    int dash = 0, seen = 0;

    parse_trim(l, &b, &e);
    for (i = b; i < e; i++) {
        if (strchr(".-:'+*=| \t", l->text[i]) == NULL)
            return 0;
        dash |= l->text[i] == '-';
        seen |= l->text[i] == '.' || l->text[i] == '\'';
    }
    return dash && (seen || !corner);
}

/* The groups of row line l, up to 9, into masks[] with the column each
 * begins at in cols[]; returns how many groups it holds, or 10 with *bad
 * at a tenth, or -1 with *bad at a character that is no digit, blank or
 * wall. */
static int marks_groups(const struct line *l, unsigned short masks[9],
                        unsigned long cols[9], size_t *bad)
{
    size_t i;
    int n = 0, in_group = 0;

    for (i = 0; i < l->len; i++) {
        char c = l->text[i];

        if (c >= '1' && c <= '9') {
            if (!in_group && n++ == 9) {
                *bad = i;
                return 10;
            }
            if (!in_group) {
                masks[n - 1] = 0;
                cols[n - 1] = i + 1;
            }
            masks[n - 1] = (unsigned short)(masks[n - 1] | 1u << (c - '0'));
            in_group = 1;
        } else if (c == '|' || parse_is_space(c)) {
            in_group = 0;
        } else {
            *bad = i;
            return -1;
        }
    }
    return n;
}

int sudoku_parse_marks_detect(const struct line *l)
{
    unsigned short masks[9];
    unsigned long cols[9];
    size_t bad;
    int i;

    if (l->length > l->len)
        return 0;
    if (marks_border(l, 1))
        return 1;
    if (marks_groups(l, masks, cols, &bad) != 9)
        return 0;
    for (i = 0; i < 9; i++)
        if (masks[i] & (masks[i] - 1))
            return 1;
    return 0;
}

/* Reads row `row` from l into rec and p; returns 1, or 0 with *d filled. */
static int marks_row(struct sudoku_parser *p, const struct line *l, int row,
                     struct sudoku_record *rec, struct sudoku_diag *d)
{
    unsigned short masks[9];
    unsigned long cols[9];
    size_t bad = 0;
    int n = marks_groups(l, masks, cols, &bad), i;
    char name[8];

    if (n < 0) {
        sudoku_parse_diag(d, l->number, bad + 1,
                          "unexpected character '%s' in row %d",
                          sudoku_parse_char_name(l->text[bad], name), row + 1);
        return 0;
    }
    if (n == 10) {
        sudoku_parse_diag(d, l->number, bad + 1, "row %d has more than 9 cells",
                          row + 1);
        return 0;
    }
    if (n < 9 || l->length > l->len) {
        sudoku_parse_diag(d, l->number, l->len + 1,
                          "row %d has %d cells, expected 9", row + 1, n);
        return 0;
    }
    p->row_line[row] = l->number;
    for (i = 0; i < 9; i++) {
        int cell = row * 9 + i;

        rec->marks[cell] = masks[i];
        if (!(masks[i] & (masks[i] - 1)))
            rec->puzzle.cell[cell] = (unsigned char)bits_ctz_nonzero(masks[i]);
        p->cell_col[cell] = cols[i];
    }
    return 1;
}

enum sudoku_read sudoku_parse_marks_record(struct sudoku_parser *p,
                                           struct sudoku_record *rec,
                                           struct sudoku_diag *d)
{
    struct line l;
    int row = 0, ok = 1;

    if (!sudoku_parse_next_content(&p->lines, &l))
        return SUDOKU_READ_END;
    rec->line = l.number;
    for (;;) {
        if (!marks_border(&l, 0) && !parse_is_comment(&l)) {
            if (ok && !marks_row(p, &l, row, rec, d))
                ok = 0; /* read on to the grid's end, to stay in step */
            row++;
        }
        if (row == 9 || !sudoku_lines_next(&p->lines, &l))
            break;
        if (parse_is_blank(&l)) {
            sudoku_lines_push_back(&p->lines);
            break;
        }
    }
    /* A bottom border right below the last row is the grid's. */
    if (row == 9 && sudoku_lines_next(&p->lines, &l) && !marks_border(&l, 0))
        sudoku_lines_push_back(&p->lines);
    if (ok && row < 9)
        sudoku_parse_diag(d, rec->line, 1, "puzzle has %d rows, expected 9",
                          row);
    return ok && row == 9 ? SUDOKU_READ_PUZZLE : SUDOKU_READ_INVALID;
}
