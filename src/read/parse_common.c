/*
 * parse_common.c - diagnostics and lines for every reader.
 *
 * The functions of parse_common.h: the message of a bad record with its
 * line and column, the quotable name of a character, and the next line
 * that is neither blank nor a comment.  Every reader, the judges' ones
 * (parse.c, domino_parse.c) and the full build's, calls these; nothing here
 * calls a reader or knows a format.
 */
#include "read/parse_common.h"

#include <stdarg.h>
#include <string.h>

void sudoku_parse_diag(struct sudoku_diag *d, unsigned long line,
                       unsigned long col, const char *format, ...)
{
    va_list ap;

    d->line = line;
    d->col = col;
    va_start(ap, format);
    vsnprintf(d->message, sizeof d->message, format, ap);
    va_end(ap);
}

const char *sudoku_parse_char_name(char c, char *out)
{
    unsigned char u = (unsigned char)c;

    if (u == 0)
        strcpy(out, "\\0");
    else if (u == '\t')
        strcpy(out, "\\t");
    else if (u < 0x20 || u >= 0x7f)
        snprintf(out, 8, "\\x%02x", u);
    else if (u == '\'' || u == '\\')
        snprintf(out, 8, "\\%c", c);
    else
        snprintf(out, 8, "%c", c);
    return out;
}

int sudoku_parse_next_content(struct lines *in, struct line *l)
{
    while (sudoku_lines_next(in, l))
        if (!parse_is_blank(l) && !parse_is_comment(l))
            return 1;
    return 0;
}
