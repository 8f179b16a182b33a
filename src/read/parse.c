/*
 * parse.c - the parser object and the judges' format detection.
 *
 * Records come out one at a time from a line reader, so memory stays the
 * same whatever the input size.  Every error names the line and column of
 * the first thing wrong in a record; the reader then carries on at the next
 * record: the next line in `line`, the next block of rows in `packed` and
 * `spaced` (a block ends after 9 rows or at a blank line).  This file
 * numbers the records and finds clashing givens in classic ones; the
 * readers are elsewhere: rows by parse_rows.c, Sudominoku by
 * domino_parse.c, and every format of the full build through parse_full.c.
 */
#include "read/parse_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Format detection                                                     */

/* The judges' formats only: a Sudominoku count, else rows of separate
 * numbers or of packed digits.  The full build reads every format through
 * the optional part sudoku_read_full. */
static enum sudoku_format parse_detect(const struct line *l)
{
    size_t b, e, i, tokens = 0;

    if (sudoku_domino_parse_detect(l))
        return SUDOKU_FORMAT_SUDOMINOKU;
    parse_trim(l, &b, &e);
    for (i = b; i < e; i++)
        tokens += !parse_is_space(l->text[i]) &&
                  (i == b || parse_is_space(l->text[i - 1]));
    return tokens >= 2 ? SUDOKU_FORMAT_SPACED : SUDOKU_FORMAT_PACKED;
}

/* ------------------------------------------------------------------ */
/* The parser                                                           */

struct sudoku_parser *sudoku_parser_new(FILE *in, enum sudoku_format format)
{
    struct sudoku_parser *p = malloc(sizeof *p);

    if (p == NULL)
        return NULL;
    memset(p, 0, sizeof *p);
    p->format = format;
    sudoku_lines_init_file(&p->lines, in);
    return p;
}

void sudoku_parser_free(struct sudoku_parser *p)
{
    free(p);
}

int sudoku_parser_error(const struct sudoku_parser *p)
{
    return p->lines.error_number;
}

static const char *parse_unit_name(int a, int b, int *index)
{
    if (a / 9 == b / 9) {
        *index = a / 9 + 1;
        return "row";
    }
    if (a % 9 == b % 9) {
        *index = a % 9 + 1;
        return "column";
    }
    *index = SUDOKU_BOX(a / 9, a % 9) + 1;
    return "box";
}

enum sudoku_read sudoku_parser_next(struct sudoku_parser *p,
                                    struct sudoku_record *rec,
                                    struct sudoku_diag *d)
{
    enum sudoku_read status;
    int a, b, unit;

    if (p->ended)
        return SUDOKU_READ_END;
    memset(rec, 0, offsetof(struct sudoku_record, shaped));
    rec->shaped.shape.side = 0;
    if (sudoku_read_full != NULL) {
        status = sudoku_read_full(p, rec, d);
    } else {
        /* The judge build: the judges' formats, settled by the first
         * record. */
        if (p->format == SUDOKU_FORMAT_AUTO) {
            struct line l;

            if (!sudoku_parse_next_content(&p->lines, &l))
                return p->lines.error ? SUDOKU_READ_IO_ERROR : SUDOKU_READ_END;
            p->format = parse_detect(&l);
            sudoku_lines_push_back(&p->lines);
        }
        status = p->format == SUDOKU_FORMAT_SUDOMINOKU
                     ? sudoku_domino_parse_next(&p->lines, rec, d)
                     : sudoku_parse_block(p, p->format == SUDOKU_FORMAT_SPACED,
                                          rec, d);
        rec->format = p->format;
    }
    if (p->lines.error)
        return SUDOKU_READ_IO_ERROR;
    if (status == SUDOKU_READ_END) {
        p->ended = 1;
        return status;
    }
    rec->index = ++p->records;
    rec->end_offset = LINES_OFFSET(&p->lines);
    if (status == SUDOKU_READ_PUZZLE &&
        rec->format != SUDOKU_FORMAT_SUDOMINOKU &&
        sudoku_board_find_clash(&rec->puzzle, &a, &b)) {
        const char *kind = parse_unit_name(a, b, &unit);
        int one_line = rec->format == SUDOKU_FORMAT_LINE ||
                       rec->format == SUDOKU_FORMAT_CSV;

        sudoku_parse_diag(d, one_line ? rec->line : p->row_line[b / 9],
                          one_line ? p->first_col + (unsigned long)b
                                   : p->cell_col[b],
                          "clashing givens: %d appears twice in %s %d",
                          rec->puzzle.cell[b], kind, unit);
        status = SUDOKU_READ_UNSOLVABLE;
    }
    return status;
}
