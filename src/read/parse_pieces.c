/*
 * parse_pieces.c - parsers over the pieces of one stream (see
 * parse_pieces.h).
 *
 * A parser's state between two records is small: its format, the format
 * of the last record, whether the csv header was looked for and the
 * columns it named, and its counts.  A parser over a piece copies that
 * state and reads the piece from memory; the line reader starts afresh at
 * the piece's first byte, which follows a line feed, so no line end is
 * split.  The judge build leaves this file out.
 */
#include "read/parse_pieces.h"

#include "read/parse_internal.h"

int sudoku_parser_fresh(const struct sudoku_parser *p, FILE **in,
                        const char **data, size_t *size)
{
    const struct lines *l = &p->lines;

    if (p->records != 0 || p->ended || l->number != 0 || l->pushed_back ||
        l->started || (l->in != NULL && l->supplied != 0) ||
        (l->in == NULL && l->avail != l->supplied))
        return 0;
    *in = l->in;
    *data = l->in == NULL ? l->data : NULL;
    *size = l->in == NULL ? l->avail : 0;
    return 1;
}

/* Copies the state between records from `state` into p. */
static void parse_copy_state(struct sudoku_parser *p,
                             const struct sudoku_parser *state)
{
    p->format = state->format;
    p->records = state->records;
    p->csv_header_checked = state->csv_header_checked;
    p->csv_puzzle = state->csv_puzzle;
    p->csv_solution = state->csv_solution;
    p->last = state->last;
    p->ended = 0;
    p->shape_rows = state->shape_rows;
    p->shape_cols = state->shape_cols;
    p->shape_extras = state->shape_extras;
    p->sized_grids = state->sized_grids;
}

void sudoku_parser_piece(struct sudoku_parser *dst,
                         const struct sudoku_parser *state, const char *data,
                         size_t size, int first)
{
    parse_copy_state(dst, state);
    sudoku_lines_init_memory(&dst->lines, data, size);
    dst->lines.started = !first;
}

int sudoku_parser_one_line(const struct sudoku_parser *p)
{
    return (p->format == SUDOKU_FORMAT_LINE ||
            p->format == SUDOKU_FORMAT_CSV) &&
           (p->last == SUDOKU_FORMAT_AUTO || p->last == SUDOKU_FORMAT_LINE ||
            p->last == SUDOKU_FORMAT_CSV);
}

int sudoku_parser_piece_same(const struct sudoku_parser *a,
                             const struct sudoku_parser *b)
{
    return a->format == b->format && a->last == b->last &&
           a->csv_header_checked == b->csv_header_checked &&
           a->csv_puzzle == b->csv_puzzle && a->csv_solution == b->csv_solution;
}

unsigned long sudoku_parser_lines(const struct sudoku_parser *p)
{
    return p->lines.number;
}

unsigned long sudoku_parser_records(const struct sudoku_parser *p)
{
    return p->records;
}

size_t sudoku_parser_taken(const struct sudoku_parser *p, unsigned long *lines)
{
    const struct lines *l = &p->lines;

    if (l->pushed_back) {
        *lines = l->number - 1;
        return (size_t)l->start;
    }
    *lines = l->number;
    if (l->skip_lf && l->avail > 0 && l->data[0] == '\n')
        return (size_t)LINES_OFFSET(l) + 1;
    return (size_t)LINES_OFFSET(l);
}

void sudoku_parser_number_from(struct sudoku_parser *p, unsigned long lines)
{
    p->lines.number = lines;
}

void sudoku_parser_bound(struct sudoku_parser *p, size_t size)
{
    struct lines *l = &p->lines;

    if (size < l->supplied) {
        l->avail -= (size_t)(l->supplied - size);
        l->supplied = size;
    }
}

/* How far back a cut is looked for: a run of titles longer than this
 * leaves the piece uncut. */
#define PIECE_CUT_TRIES 64

/* The start of the line, ended by CR, LF or CRLF, that ends just before
 * data[end] (itself a line end, or the cut). */
static size_t piece_line_start(const char *data, size_t end)
{
    while (end > 0 && data[end - 1] != '\n' && data[end - 1] != '\r')
        end--;
    return end;
}

size_t sudoku_parse_piece_cut(const char *data, size_t size)
{
    size_t cut = size, b, e;
    int tries;

    while (cut > 0 && data[cut - 1] != '\n')
        cut--;
    for (tries = 0; cut > 0 && tries < PIECE_CUT_TRIES; tries++) {
        struct line l;

        /* The last line with content before the cut. */
        e = cut;
        for (;;) {
            while (e > 0 && (data[e - 1] == '\n' || data[e - 1] == '\r'))
                e--;
            b = piece_line_start(data, e);
            l.text = data + b;
            l.length = e - b;
            l.len = l.length < LINES_KEEP ? l.length : LINES_KEEP;
            l.number = 0;
            if (!parse_is_blank(&l) && !parse_is_comment(&l))
                break;
            if (b == 0)
                return cut; /* no content before the cut */
            e = b;
        }
        if (!sudoku_parse_is_text(&l))
            return cut;
        /* A possible title: cut before the line feed line that holds it. */
        cut = b;
        while (cut > 0 && data[cut - 1] != '\n')
            cut--;
    }
    return 0;
}

void sudoku_parser_resume(struct sudoku_parser *p,
                          const struct sudoku_parser *state, FILE *in,
                          const char *data, size_t size, unsigned long line,
                          unsigned long records, unsigned long long offset)
{
    parse_copy_state(p, state);
    p->records = records;
    sudoku_lines_init_file(&p->lines, in);
    p->lines.data = data;
    p->lines.avail = size;
    p->lines.supplied = offset + size;
    p->lines.number = line;
    p->lines.started = offset > 0;
    p->lines.eof = in == NULL;
}

void sudoku_parser_settle(struct sudoku_parser *p,
                          const struct sudoku_parser *state)
{
    if (p->format == SUDOKU_FORMAT_AUTO)
        p->format = state->format;
}

void sudoku_parser_fail(struct sudoku_parser *p, int error)
{
    p->lines.error = 1;
    p->lines.error_number = error;
}
