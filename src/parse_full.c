/*
 * parse_full.c - every input format, for the full build.
 *
 * The parser (parse.c) reads each record through this optional part,
 * sudoku_read_full, which settles the format of a stream of format AUTO
 * from its first line that is neither blank nor a comment, then hands the
 * record to the reader of its format.  The judge build leaves this file
 * out and reads only the formats the judges send.
 *
 * Detection: a line that begins with the 81 cells of a puzzle followed by
 * its end or by a tail (see parse_line.h) is the `line` format, even when
 * the tail holds blanks or commas; else a line with a comma is csv, a line
 * of several words is spaced, a word longer than 18 characters is `line`
 * and a shorter one packed.
 */
#include "parse_line.h"

static enum sudoku_format parse_detect_any(const struct line *l)
{
    size_t b, e, i, tokens = 0, chars = 0;
    int in_token = 0;

    if (sudoku_domino_parse_detect(l))
        return SUDOKU_FORMAT_SUDOMINOKU;
    parse_trim(l, &b, &e);
    if (sudoku_parse_cells_end(l, b, e) != 0)
        return SUDOKU_FORMAT_LINE;
    for (i = b; i < e; i++) {
        if (l->text[i] == ',')
            return SUDOKU_FORMAT_CSV;
        if (parse_is_space(l->text[i])) {
            in_token = 0;
        } else {
            chars++;
            if (!in_token)
                tokens++;
            in_token = 1;
        }
    }
    if (tokens >= 2)
        return SUDOKU_FORMAT_SPACED;
    if (chars > 9 + 9)
        return SUDOKU_FORMAT_LINE;
    return SUDOKU_FORMAT_PACKED;
}

static enum sudoku_read parse_full_record(struct sudoku_parser *p,
                                          struct sudoku_record *rec,
                                          struct sudoku_diag *d)
{
    if (p->format == SUDOKU_FORMAT_AUTO) {
        struct line l;

        if (!sudoku_parse_next_content(&p->lines, &l))
            return SUDOKU_READ_END;
        p->format = parse_detect_any(&l);
        sudoku_lines_push_back(&p->lines);
    }
    rec->format = p->format;
    switch (p->format) {
    case SUDOKU_FORMAT_LINE:
        return sudoku_parse_line_record(p, rec, d);
    case SUDOKU_FORMAT_CSV:
        return sudoku_parse_csv_record(p, rec, d);
    case SUDOKU_FORMAT_SUDOMINOKU:
        return sudoku_domino_parse_next(&p->lines, rec, d);
    default:
        return sudoku_parse_block(p, p->format == SUDOKU_FORMAT_SPACED, rec, d);
    }
}

SUDOKU_PRIVATE_DEF parse_reader_fn *const sudoku_read_full = parse_full_record;

enum sudoku_format sudoku_parser_format(const struct sudoku_parser *p)
{
    return p->format;
}
