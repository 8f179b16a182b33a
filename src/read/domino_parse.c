/*
 * domino_parse.c - reads the Sudominoku input format.
 *
 * A puzzle is a line with the number N of placed dominoes (0..36), N lines
 * "U LU V LV" (a digit and its location, twice), and a line with the
 * locations of the single digits 1..9; a line "0" (or the end of the input)
 * ends the stream (the full build reads on after it: see parse_full.c).
 * Locations are a row letter A..I and a column digit 1..9. Fields are separated
 * by spaces or tabs; blank and comment lines are skipped anywhere.  This file
 * checks the text and the givens (positions, digits, overlaps, repeated
 * dominoes, sudoku clashes) and fills the record; it never solves.  After an
 * error it skips the rest of the bad puzzle: by its line count when the count
 * was readable, else up to the next line that holds a lone field, which is
 * where a puzzle starts.
 */
#include <string.h>

#include "read/domino_parse.h"

#define DP_MAX_FIELDS 16 /* more than any line of the format holds */

struct dp_field {
    size_t start; /* offset in the line */
    size_t len;
};

/* What a puzzle being read has seen, for messages about overlaps. */
struct dp_puzzle {
    unsigned long cell_line[SUDOKU_CELLS];
    unsigned long cell_col[SUDOKU_CELLS];
    unsigned long pair_line[10][10]; /* 0: domino not given yet */
};

/* Splits a line into fields; returns how many there are (the first
 * DP_MAX_FIELDS are stored). */
static int dp_split(const struct line *l, struct dp_field f[DP_MAX_FIELDS])
{
    size_t i = 0;
    int n = 0;

    while (i < l->len) {
        size_t start;

        while (i < l->len && parse_is_space(l->text[i]))
            i++;
        if (i == l->len)
            break;
        start = i;
        while (i < l->len && !parse_is_space(l->text[i]))
            i++;
        if (n < DP_MAX_FIELDS) {
            f[n].start = start;
            f[n].len = i - start;
        }
        n++;
    }
    return n;
}

/* A line with nothing to read: blanks only, or a '#' comment. */
static int dp_is_empty(const struct line *l)
{
    struct dp_field f[DP_MAX_FIELDS];

    if (l->length > l->len)
        return 0;
    return dp_split(l, f) == 0 || l->text[f[0].start] == '#';
}

/* Reads the next line that is not blank or a comment. */
static int dp_next_line(struct lines *in, struct line *l)
{
    while (sudoku_lines_next(in, l))
        if (!dp_is_empty(l))
            return 1;
    return 0;
}

/* The number of fields of a line, 0 for one too long to tell. */
static int dp_fields_of(const struct line *l)
{
    struct dp_field f[DP_MAX_FIELDS];

    return l->length > l->len ? 0 : dp_split(l, f);
}

/*
 * Skips the rest of a bad puzzle: `lines` more lines, or (lines < 0) lines
 * up to the next lone field.  A line with a lone field is never part of a
 * puzzle's body, so it is left to be read as the next count either way.
 */
static void dp_skip(struct lines *in, long lines)
{
    struct line l;

    while (lines != 0 && dp_next_line(in, &l)) {
        if (dp_fields_of(&l) == 1) {
            sudoku_lines_push_back(in);
            return;
        }
        if (lines > 0)
            lines--;
    }
}

/* Writes at most 16 bytes of a field, quoted-safe, for a message. */
static const char *dp_field_text(const struct line *l, const struct dp_field *f,
                                 char out[24])
{
    size_t n = f->len < 16 ? f->len : 16;

    memcpy(out, l->text + f->start, n);
    strcpy(out + n, f->len > 16 ? "..." : "");
    return out;
}

/* The name of a cell, such as "C4". */
static const char *dp_cell_name(int cell, char out[3])
{
    out[0] = (char)('A' + cell / 9);
    out[1] = (char)('1' + cell % 9);
    out[2] = '\0';
    return out;
}

/* Reports the first character of a field that is not a digit; returns 1
 * when there is one. */
static int dp_bad_char(const struct line *l, const struct dp_field *f,
                       const char *what, struct sudoku_diag *d)
{
    size_t i;
    char name[8];

    for (i = 0; i < f->len; i++) {
        char c = l->text[f->start + i];

        if (c < '0' || c > '9') {
            sudoku_parse_diag(d, l->number, f->start + i + 1,
                              "unexpected character '%s' in %s",
                              sudoku_parse_char_name(c, name), what);
            return 1;
        }
    }
    return 0;
}

/* Reads a digit 1..9; returns it, or 0 with *d filled. */
static int dp_digit(const struct line *l, const struct dp_field *f,
                    struct sudoku_diag *d)
{
    char text[24];
    char c = l->text[f->start];

    if (dp_bad_char(l, f, "digit", d))
        return 0;
    if (f->len != 1 || c == '0') {
        sudoku_parse_diag(d, l->number, f->start + 1,
                          "digit '%s' out of range 1..9",
                          dp_field_text(l, f, text));
        return 0;
    }
    return c - '0';
}

/* Reads a location such as "C4"; returns the cell, or -1 with *d filled. */
static int dp_location(const struct line *l, const struct dp_field *f,
                       struct sudoku_diag *d)
{
    const char *t = l->text + f->start;
    unsigned long col = f->start + 1;
    char name[8];

    if (t[0] < 'A' || t[0] > 'I') {
        sudoku_parse_diag(d, l->number, col,
                          "unexpected character '%s' in location",
                          sudoku_parse_char_name(t[0], name));
        return -1;
    }
    if (f->len == 1) {
        sudoku_parse_diag(d, l->number, col, "location '%c' has no column",
                          t[0]);
        return -1;
    }
    if (t[1] < '1' || t[1] > '9') {
        sudoku_parse_diag(d, l->number, col + 1,
                          "unexpected character '%s' in location",
                          sudoku_parse_char_name(t[1], name));
        return -1;
    }
    if (f->len > 2) {
        sudoku_parse_diag(d, l->number, col + 2,
                          "unexpected character '%s' in location",
                          sudoku_parse_char_name(t[2], name));
        return -1;
    }
    return 9 * (t[0] - 'A') + (t[1] - '1');
}

/* Reports a line with the wrong number of fields: at the first extra
 * field, or just past the end of the line when fields are missing. */
static void dp_field_count(const struct line *l,
                           const struct dp_field f[DP_MAX_FIELDS], int n,
                           int want, const char *what, const char *unit,
                           struct sudoku_diag *d)
{
    unsigned long col;

    if (n > want)
        col = f[want].start + 1;
    else
        col = n ? f[n - 1].start + f[n - 1].len + 1 : 1;
    sudoku_parse_diag(d, l->number, col, "%s has %d %s%s, expected %d", what, n,
                      unit, n == 1 ? "" : "s", want);
}

/* Puts digit `digit` on `cell` from the field f; returns 0 with *d filled
 * when the cell is taken already. */
static int dp_put(struct dp_puzzle *p, struct sudoku_domino *dom,
                  const struct line *l, const struct dp_field *f, int cell,
                  int digit, struct sudoku_diag *d)
{
    char name[3];

    if (dom->grid.cell[cell]) {
        if (dom->mate[cell] != SUDOKU_NO_MATE)
            sudoku_parse_diag(d, l->number, f->start + 1,
                              "cell '%s' already covered on line %lu",
                              dp_cell_name(cell, name), p->cell_line[cell]);
        else
            sudoku_parse_diag(d, l->number, f->start + 1,
                              "cell '%s' already holds digit %d",
                              dp_cell_name(cell, name), dom->grid.cell[cell]);
        return 0;
    }
    dom->grid.cell[cell] = (unsigned char)digit;
    p->cell_line[cell] = l->number;
    p->cell_col[cell] = f->start + 1;
    return 1;
}

/* Reads one "U LU V LV" line; returns 0 with *d filled on an error. */
static int dp_domino_line(struct dp_puzzle *p, struct sudoku_domino *dom,
                          const struct line *l, struct sudoku_diag *d)
{
    struct dp_field f[DP_MAX_FIELDS];
    int n = dp_split(l, f), u, v, lu, lv, adjacent;
    char a[3], b[3];

    if (n != 4) {
        dp_field_count(l, f, n, 4, "domino line", "field", d);
        return 0;
    }
    if (!(u = dp_digit(l, &f[0], d)) || (lu = dp_location(l, &f[1], d)) < 0 ||
        !(v = dp_digit(l, &f[2], d)) || (lv = dp_location(l, &f[3], d)) < 0)
        return 0;
    if (lu == lv) {
        sudoku_parse_diag(d, l->number, f[3].start + 1,
                          "both halves of the domino on cell '%s'",
                          dp_cell_name(lu, a));
        return 0;
    }
    adjacent = (lv == lu + 9 || lv == lu - 9 ||
                (lu / 9 == lv / 9 && (lv == lu + 1 || lv == lu - 1)));
    if (!adjacent) {
        sudoku_parse_diag(d, l->number, f[3].start + 1,
                          "cells '%s' and '%s' are not adjacent",
                          dp_cell_name(lu, a), dp_cell_name(lv, b));
        return 0;
    }
    if (u == v) {
        sudoku_parse_diag(d, l->number, f[2].start + 1,
                          "both halves of the domino are %d", u);
        return 0;
    }
    if (p->pair_line[u][v]) {
        sudoku_parse_diag(d, l->number, f[0].start + 1,
                          "domino %d-%d given twice (first on line %lu)",
                          u < v ? u : v, u < v ? v : u, p->pair_line[u][v]);
        return 0;
    }
    if (!dp_put(p, dom, l, &f[1], lu, u, d) ||
        !dp_put(p, dom, l, &f[3], lv, v, d))
        return 0;
    p->pair_line[u][v] = p->pair_line[v][u] = l->number;
    dom->mate[lu] = (signed char)lv;
    dom->mate[lv] = (signed char)lu;
    return 1;
}

/* Reads the line of the single digits 1..9; returns 0 with *d filled. */
static int dp_singles_line(struct dp_puzzle *p, struct sudoku_domino *dom,
                           const struct line *l, struct sudoku_diag *d)
{
    struct dp_field f[DP_MAX_FIELDS];
    int n = dp_split(l, f), digit;

    if (n != 9) {
        dp_field_count(l, f, n, 9, "line of single digits", "location", d);
        return 0;
    }
    for (digit = 1; digit <= 9; digit++) {
        int cell = dp_location(l, &f[digit - 1], d);

        if (cell < 0 || !dp_put(p, dom, l, &f[digit - 1], cell, digit, d))
            return 0;
    }
    return 1;
}

/* Reads the count line; returns 0..36, or -1 with *d filled. */
static int dp_count_line(const struct line *l, struct sudoku_diag *d)
{
    struct dp_field f[DP_MAX_FIELDS];
    int n = dp_split(l, f);
    char text[24];
    unsigned long value = 0;
    size_t i;

    if (n > 1) {
        sudoku_parse_diag(d, l->number, f[1].start + 1,
                          "unexpected '%s' after the domino count",
                          dp_field_text(l, &f[1], text));
        return -1;
    }
    if (dp_bad_char(l, &f[0], "domino count", d))
        return -1;
    for (i = 0; i < f[0].len && value <= SUDOKU_DOMINOES; i++)
        value = 10 * value + (unsigned long)(l->text[f[0].start + i] - '0');
    if (value > SUDOKU_DOMINOES) {
        sudoku_parse_diag(d, l->number, f[0].start + 1,
                          "domino count '%s' out of range 0..36",
                          dp_field_text(l, &f[0], text));
        return -1;
    }
    return (int)value;
}

int sudoku_domino_parse_detect(const struct line *first)
{
    struct dp_field f[DP_MAX_FIELDS];
    size_t i;

    if (first->length > first->len || dp_split(first, f) != 1 || f[0].len > 2)
        return 0;
    for (i = 0; i < f[0].len; i++)
        if (first->text[f[0].start + i] < '0' ||
            first->text[f[0].start + i] > '9')
            return 0;
    return 1;
}

/* Reports a clash between cells a < b, at the later one in the grid, naming
 * rows and columns the way the format does. */
static void dp_clash(const struct dp_puzzle *p, const sudoku_board *g, int a,
                     int b, struct sudoku_diag *d)
{
    unsigned long line = p->cell_line[b], col = p->cell_col[b];

    if (a / 9 == b / 9)
        sudoku_parse_diag(d, line, col,
                          "clashing givens: %d appears twice in row %c",
                          g->cell[b], 'A' + b / 9);
    else if (a % 9 == b % 9)
        sudoku_parse_diag(d, line, col,
                          "clashing givens: %d appears twice in column %d",
                          g->cell[b], b % 9 + 1);
    else
        sudoku_parse_diag(d, line, col,
                          "clashing givens: %d appears twice in box %d",
                          g->cell[b], SUDOKU_BOX(b / 9, b % 9) + 1);
}

enum sudoku_read sudoku_domino_parse_next(struct lines *in,
                                          struct sudoku_record *record,
                                          struct sudoku_diag *diag)
{
    struct dp_puzzle p;
    struct sudoku_domino *dom = &record->domino;
    struct line l;
    int count, i, a, b;

    if (!dp_next_line(in, &l))
        return in->error ? SUDOKU_READ_IO_ERROR : SUDOKU_READ_END;
    record->line = l.number;
    memset(&p, 0, sizeof p);
    memset(&dom->grid, 0, sizeof dom->grid);
    memset(dom->mate, SUDOKU_NO_MATE, sizeof dom->mate);
    if (parse_too_long(&l, diag) || (count = dp_count_line(&l, diag)) < 0) {
        dp_skip(in, -1);
        return SUDOKU_READ_INVALID;
    }
    if (count == 0)
        return SUDOKU_READ_END;

    /* count domino lines, then the singles: count + 1 lines in all. */
    for (i = 0; i <= count; i++) {
        int ok;

        if (!dp_next_line(in, &l)) {
            if (in->error)
                return SUDOKU_READ_IO_ERROR;
            sudoku_parse_diag(diag, in->number, in->current.length + 1,
                              "unexpected end of input: puzzle lacks %d of its "
                              "%d lines",
                              count + 1 - i, count + 1);
            return SUDOKU_READ_INVALID;
        }
        if (dp_fields_of(&l) == 1) {
            /* A lone field starts the next puzzle: this one is short. */
            sudoku_lines_push_back(in);
            sudoku_parse_diag(diag, l.number, 1,
                              "puzzle ends early: %d of its %d lines missing",
                              count + 1 - i, count + 1);
            return SUDOKU_READ_INVALID;
        }
        if (parse_too_long(&l, diag))
            ok = 0;
        else if (i < count)
            ok = dp_domino_line(&p, dom, &l, diag);
        else
            ok = dp_singles_line(&p, dom, &l, diag);
        if (!ok) {
            dp_skip(in, count - i);
            return SUDOKU_READ_INVALID;
        }
    }
    if (sudoku_board_find_clash(&dom->grid, &a, &b)) {
        dp_clash(&p, &dom->grid, a, b, diag);
        return SUDOKU_READ_UNSOLVABLE;
    }
    return SUDOKU_READ_PUZZLE;
}
