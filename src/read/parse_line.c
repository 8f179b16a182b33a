/*
 * parse_line.c - the line format: one puzzle of 81 cells on each line.
 *
 * The format of the public collections: 81 characters a line, '0' or '.'
 * for an empty cell, blanks around them allowed.  The 81 cells may be
 * followed by a tail that begins with a blank, ';' or '#' (a rating, a
 * comment, "ED=7.1/1.2/1.2"): the tail is not read, only kept with the
 * cells as the record's text (--print=puzzle prints it), so its length is
 * no matter: a line longer than the reader keeps is read all the same
 * when its cells and the tail's first character are in what it kept
 * (the text is then too long to keep, see parse.h).  The cells of a line
 * are read here for the csv reader too (parse_csv.c).  parse_full.c detects the
 * format and calls this reader; the judge build, which reads only the judges'
 * formats, leaves this file out.
 */
#include "read/parse_line.h"

#include <string.h>

int sudoku_parse_cells81(const struct line *l, size_t b, size_t e, int whole,
                         const char *what, struct sudoku_record *rec,
                         struct sudoku_diag *d)
{
    size_t i, n = 0;
    char name[8];

    whole |= l->length == l->len;
    if (e - b == SUDOKU_CELLS && whole) {
        /* The common case, 81 characters: convert them all, without
         * branches, then look at them one by one only if one is bad. */
        const unsigned char *t = (const unsigned char *)l->text + b;
        unsigned bad = 0;

        for (i = 0; i < SUDOKU_CELLS; i++) {
            unsigned v = (unsigned)t[i] - '0';

            bad |= v > 9 && t[i] != '.';
            rec->puzzle.cell[i] = (unsigned char)(v > 9 ? 0 : v);
        }
        if (!bad)
            return 1;
    }
    for (i = b; i < e; i++) {
        int v = parse_cell_value(l->text[i]);

        if (v < 0) {
            sudoku_parse_diag(d, l->number, i + 1,
                              "unexpected character '%s' in %s",
                              sudoku_parse_char_name(l->text[i], name), what);
            return 0;
        }
        if (n == SUDOKU_CELLS) {
            sudoku_parse_diag(d, l->number, i + 1, "%s has more than 81 cells",
                              what);
            return 0;
        }
        rec->puzzle.cell[n++] = (unsigned char)v;
    }
    if (!whole && parse_too_long(l, d))
        return 0;
    if (n < SUDOKU_CELLS) {
        sudoku_parse_diag(d, l->number, e + 1, "%s has %lu cells, expected 81",
                          what, (unsigned long)n);
        return 0;
    }
    return 1;
}

void sudoku_parse_keep_text(const struct line *l, size_t b, size_t e,
                            struct sudoku_record *rec)
{
    if (e - b >= sizeof rec->text || l->length != l->len ||
        memchr(l->text + b, '\0', e - b) != NULL)
        return;
    memcpy(rec->text, l->text + b, e - b);
    rec->text[e - b] = '\0';
}

enum sudoku_read sudoku_parse_line_record(struct sudoku_parser *p,
                                          struct sudoku_record *rec,
                                          struct sudoku_diag *d)
{
    struct line l;
    size_t b, e, end;

    if (!sudoku_parse_next_content(&p->lines, &l))
        return SUDOKU_READ_END;
    rec->line = l.number;
    parse_trim(&l, &b, &end);
    if (end - b != SUDOKU_CELLS || p->shape_rows || p->shape_extras) {
        enum sudoku_read status =
            sudoku_parse_shape_line(p, &l, b, end, rec, d);
        if (status != SUDOKU_READ_END) {
            p->first_col = b + 1;
            return status;
        }
    }
    e = end;
    if (e - b > SUDOKU_CELLS && parse_is_tail(l.text[b + SUDOKU_CELLS]))
        e = b + SUDOKU_CELLS;
    p->first_col = b + 1;
    /* Cells that end before what the reader kept of the line are whole:
     * their tail, however long, is not read. */
    if (!sudoku_parse_cells81(&l, b, e, e < end, "puzzle", rec, d))
        return SUDOKU_READ_INVALID;
    sudoku_parse_keep_text(&l, b, end, rec);
    return SUDOKU_READ_PUZZLE;
}
