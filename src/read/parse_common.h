/*
 * parse_common.h - what every reader of the parser uses.
 *
 * The lowest layer of read/: the character and line tests that run on
 * every byte of input (inline), the diagnostic every reader fills, and the
 * next line with content.  It knows lines and diagnostics, nothing of the
 * parser object or of any format; every reader includes it, and it
 * includes no reader (parse_common.c defines its functions).
 */
#ifndef SUDOKU_PARSE_COMMON_H
#define SUDOKU_PARSE_COMMON_H

#include "base/internal.h"
#include "text/lines.h"
#include "sudoku/parse.h"

/* The readers' character tests, inline: they run on every byte of input. */

/* A blank inside a line. */
static inline int parse_is_space(char c)
{
    return c == ' ' || c == '\t';
}

/* The bounds of a line without its leading and trailing blanks. */
static inline void parse_trim(const struct line *l, size_t *begin, size_t *end)
{
    size_t b = 0, e = l->len;

    while (b < e && parse_is_space(l->text[b]))
        b++;
    while (e > b && parse_is_space(l->text[e - 1]))
        e--;
    *begin = b;
    *end = e;
}

/* A line with nothing but blanks (a line too long to keep is never
 * blank), and a comment line. */
static inline int parse_is_blank(const struct line *l)
{
    size_t b, e;

    parse_trim(l, &b, &e);
    return b == e && l->length == l->len;
}

static inline int parse_is_comment(const struct line *l)
{
    size_t b, e;

    parse_trim(l, &b, &e);
    return b < e && l->text[b] == '#';
}

/* The value of a cell character, or -1: 1..9 for a digit, 0 for a blank
 * ('0' or '.'). */
static inline int parse_cell_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c == '.')
        return 0;
    return -1;
}

/* Fills *d with line, column and a printf-style message. */
SUDOKU_PRIVATE void sudoku_parse_diag(struct sudoku_diag *d, unsigned long line,
                                      unsigned long col, const char *format,
                                      ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* When l is longer than the line reader keeps, fills *d (the column just
 * past what is kept) and returns 1; else returns 0. */
static inline int parse_too_long(const struct line *l, struct sudoku_diag *d)
{
    if (l->length <= l->len)
        return 0;
    sudoku_parse_diag(d, l->number, LINES_KEEP + 1,
                      "line is too long (%lu bytes)", (unsigned long)l->length);
    return 1;
}

/* Writes a quotable form of byte c into out (at least 8 bytes): the
 * character itself when printable, else an escape such as \0 or \x1b. */
SUDOKU_PRIVATE const char *sudoku_parse_char_name(char c, char *out);

/* Reads the next line that is neither blank nor a comment into *l;
 * returns 0 when there is none. */
SUDOKU_PRIVATE int sudoku_parse_next_content(struct lines *in, struct line *l);

#endif /* SUDOKU_PARSE_COMMON_H */
