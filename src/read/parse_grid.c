/*
 * parse_grid.c - 9x9 grids drawn with box separators and borders.
 *
 * Reads grids as people and programs write them: rows of 9 cells, digits
 * with or without blanks between them, '.', '0', '_' or '*' for an empty
 * cell, '|' or ':' between boxes; lines made of '-', '+', '=', '*', '|'
 * and ':' between bands and around the grid.  This is the layout `pretty`
 * of this program, qqwing's readable and compact ones and Simple Sudoku's
 * .ss files.  The box-drawing characters of Unicode (U+2500 to U+257F in
 * UTF-8: '─', '│', '┼', '═', '║' and the rest) stand wherever those
 * lines and separators may; columns in messages count them as one
 * character each.  parse_full.c sends a record here when its first line
 * shows such a grid (a border, or a row with separators or '_' or '*'); plain
 * rows go to the packed and spaced reader of parse_rows.c.  A grid of
 * pencil marks under such a border (HoDoKu's `*---*`) goes on to the
 * marks' reader (parse_marks.c).  The judge build leaves this file out.
 */
#include <string.h>

#include "read/parse_line.h"
#include "read/parse_marks.h"

/* The value of a cell of a drawn grid, or -1. */
static int parse_grid_cell(char c)
{
    if (c == '_' || c == '*')
        return 0;
    return parse_cell_value(c);
}

static int parse_is_box_separator(char c)
{
    return c == '|' || c == ':' || parse_is_space(c);
}

/* The number of bytes of a box-drawing character at text[i] (U+2500 to
 * U+257F: in UTF-8 the bytes e2, 94 or 95, then 80 to bf), or 0. */
static size_t parse_grid_box_char(const struct line *l, size_t i)
{
    const unsigned char *s = (const unsigned char *)l->text + i;

    if (i + 3 > l->len || s[0] != 0xe2 || (s[1] != 0x94 && s[1] != 0x95))
        return 0;
    return s[2] >= 0x80 && s[2] <= 0xbf ? 3 : 0;
}

/* Counts the cells of a row line, or returns -1 when it holds another
 * character; *spaced tells whether blanks stand between its cells. */
static int parse_grid_cells(const struct line *l, int *spaced)
{
    size_t i;
    int n = 0, gap = 0;

    *spaced = 0;
    for (i = 0; i < l->len; i++) {
        char c = l->text[i];
        size_t box = parse_grid_box_char(l, i);

        if (box > 0) {
            i += box - 1;
        } else if (parse_grid_cell(c) >= 0) {
            *spaced |= gap && n > 0;
            n++;
            gap = 0;
        } else if (parse_is_box_separator(c)) {
            gap |= parse_is_space(c);
        } else {
            return -1;
        }
    }
    return n;
}

int sudoku_parse_grid_border(const struct line *l)
{
    size_t b, e, i;
    int spaced;

    parse_trim(l, &b, &e);
    if (b == e || l->length > l->len || parse_grid_cells(l, &spaced) == 9)
        return 0;
    for (i = b; i < e; i++) {
        size_t box = parse_grid_box_char(l, i);

        if (box > 0)
            i += box - 1;
        else if (strchr("-+=*|: \t", l->text[i]) == NULL)
            return 0;
    }
    return 1;
}

int sudoku_parse_grid_row(const struct line *l, int *spaced)
{
    size_t i;
    int drawn = 0;

    if (l->length > l->len || parse_grid_cells(l, spaced) != 9)
        return 0;
    for (i = 0; i < l->len; i++)
        drawn |=
            strchr("|:_*", l->text[i]) != NULL || parse_grid_box_char(l, i) > 0;
    return drawn;
}

/* Reads one row into rec and the positions of its cells into p, in
 * characters: a box-drawing character is one column.  Returns 1, or 0
 * with *d filled. */
static int parse_grid_row(struct sudoku_parser *p, const struct line *l,
                          int row, struct sudoku_record *rec,
                          struct sudoku_diag *d)
{
    size_t i, col = 0;
    int n = 0;
    char name[8];

    p->row_line[row] = l->number;
    for (i = 0; i < l->len; i++) {
        int v = parse_grid_cell(l->text[i]);
        size_t box = parse_grid_box_char(l, i);

        col++;
        if (box > 0)
            i += box - 1;
        if (box > 0 || (v < 0 && parse_is_box_separator(l->text[i])))
            continue;
        if (v < 0) {
            sudoku_parse_diag(
                d, l->number, col, "unexpected character '%s' in row %d",
                sudoku_parse_char_name(l->text[i], name), row + 1);
            return 0;
        }
        if (n == 9) {
            sudoku_parse_diag(d, l->number, col, "row %d has more than 9 cells",
                              row + 1);
            return 0;
        }
        rec->puzzle.cell[row * 9 + n] = (unsigned char)v;
        p->cell_col[row * 9 + n] = col;
        n++;
    }
    if (parse_too_long(l, d))
        return 0;
    if (n < 9) {
        sudoku_parse_diag(d, l->number, col + 1,
                          "row %d has %d cells, expected 9", row + 1, n);
        return 0;
    }
    return 1;
}

enum sudoku_read sudoku_parse_grid_record(struct sudoku_parser *p,
                                          struct sudoku_record *rec,
                                          struct sudoku_diag *d)
{
    struct line l;
    int row = 0, ok = 1, more, spaced;
    unsigned long border = 0; /* the line of a border just read, or 0 */

    if (!sudoku_parse_next_content(&p->lines, &l))
        return SUDOKU_READ_END;
    rec->line = l.number;
    for (;;) {
        int is_border = sudoku_parse_grid_border(&l);

        if (is_border && border != 0 && row > 0) {
            /* A border on a border: the next grid's top on this one's
             * bottom, however many rows this one had. */
            sudoku_lines_push_back(&p->lines);
            if (row == 9)
                break;
            if (ok)
                sudoku_parse_diag(d, border, 1,
                                  "puzzle has %d rows, expected 9", row);
            return SUDOKU_READ_INVALID;
        }
        if (!is_border && row == 0 && border != 0 &&
            sudoku_parse_marks_detect(&l)) {
            /* Pencil marks under a border that only drawn grids have
             * (HoDoKu's `*---*`): the marks' reader reads the rows. */
            enum sudoku_read status;

            sudoku_lines_push_back(&p->lines);
            status = sudoku_parse_marks_record(p, rec, d);
            rec->line = border;
            rec->format = SUDOKU_FORMAT_MARKS;
            return status;
        }
        border = is_border ? l.number : 0;
        if (border == 0) {
            if (row == 0) {
                /* The first row's look sets the layout of the answer. */
                parse_grid_cells(&l, &spaced);
                rec->format =
                    spaced ? SUDOKU_FORMAT_SPACED : SUDOKU_FORMAT_PACKED;
            }
            if (row == 9) {
                sudoku_lines_push_back(&p->lines);
                break;
            }
            if (ok && !parse_grid_row(p, &l, row, rec, d))
                ok = 0; /* keep reading the grid's rows to stay in step */
            row++;
        }
        /* Rows and borders are consecutive; comments may sit between. */
        while ((more = sudoku_lines_next(&p->lines, &l)) &&
               parse_is_comment(&l))
            ;
        if (!more || parse_is_blank(&l)) {
            if (row == 9)
                break;
            if (ok)
                sudoku_parse_diag(d, more ? l.number : p->lines.number + 1, 1,
                                  "puzzle has %d rows, expected 9", row);
            return SUDOKU_READ_INVALID;
        }
    }
    return ok ? SUDOKU_READ_PUZZLE : SUDOKU_READ_INVALID;
}
