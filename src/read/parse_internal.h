/*
 * parse_internal.h - what the format readers share inside the parser.
 *
 * parse.c owns the parser object and reads the judges' formats: rows of
 * packed digits or of spaced numbers, and Sudominoku through
 * domino_parse.c.  The full build adds parse_full.c, which detects and
 * dispatches every format, parse_line.c and parse_csv.c, the readers of one
 * puzzle a line, and parse_memory.c, which sets a parser on a block of
 * memory; parse.c reaches parse_full.c as an optional part (see
 * internal.h).  Each reader fills the caller's record and diagnostic and
 * reports through sudoku_parse_diag().
 */
#ifndef SUDOKU_PARSE_INTERNAL_H
#define SUDOKU_PARSE_INTERNAL_H

#include "base/internal.h"
#include "text/lines.h"
#include "sudoku/parse.h"

struct sudoku_parser {
    struct lines lines;
    enum sudoku_format format; /* AUTO until the first record settles it */
    unsigned long records;
    int csv_header_checked;
    /* csv: the fields of the puzzle and of the solution, or -1 */
    int csv_puzzle, csv_solution;
    enum sudoku_format last; /* full build, detecting each record: the
                                format of the last one, else AUTO */
    int ended; /* END was returned: it stays the answer (in the judge
                  build a Sudominoku "0" line ends the stream even if more
                  text follows) */
    /* Where the cells of the current classic record were read, for the
     * position of a clash.  In `line` and `csv` the 81 cells are
     * consecutive characters of the record's line, from column
     * first_col on; in `packed` and `spaced` row r is on line row_line[r]
     * and cell i in column cell_col[i]. */
    unsigned long first_col;
    unsigned long row_line[9];
    unsigned long cell_col[SUDOKU_CELLS];
};

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

/* A reader of one format: reads the next record of p's stream, like
 * sudoku_parser_next, which then sets its index and format. */
typedef enum sudoku_read parse_reader_fn(struct sudoku_parser *p,
                                         struct sudoku_record *rec,
                                         struct sudoku_diag *d);

/* Reads the next record in any format, records its format in
 * rec->format and, for a stream of format AUTO, the format it settled on
 * (parse_full.c); NULL in the judge build, which reads only the judges'
 * formats. */
SUDOKU_PRIVATE parse_reader_fn *const sudoku_read_full;

/* Reads a block of 9 rows, of numbers separated by blanks when `spaced`,
 * else of packed digits (parse.c). */
SUDOKU_PRIVATE enum sudoku_read sudoku_parse_block(struct sudoku_parser *p,
                                                   int spaced,
                                                   struct sudoku_record *rec,
                                                   struct sudoku_diag *d);

/*
 * Returns 1 when `first`, the first line of a stream that is neither blank
 * nor a comment, starts a Sudominoku input (a lone count of dominoes).
 */
SUDOKU_PRIVATE int sudoku_domino_parse_detect(const struct line *first);

/*
 * Reads one Sudominoku puzzle from *in.  Returns SUDOKU_READ_END at the
 * terminating "0" line or at the end of the input, SUDOKU_READ_PUZZLE with
 * record->domino filled, SUDOKU_READ_UNSOLVABLE when the givens break a
 * sudoku rule, SUDOKU_READ_INVALID with *diag filled for a malformed
 * puzzle (after skipping to where the next puzzle can start), or
 * SUDOKU_READ_IO_ERROR.  record->line is the line of the count; the caller
 * sets index and format.
 */
SUDOKU_PRIVATE enum sudoku_read
sudoku_domino_parse_next(struct lines *in, struct sudoku_record *record,
                         struct sudoku_diag *diag);

#endif /* SUDOKU_PARSE_INTERNAL_H */
