/*
 * parse_full.c - every input format, for the full build.
 *
 * The parser (parse.c) reads each record through this optional part,
 * sudoku_read_full, which hands the record to the reader of its format.
 * The judge build leaves this file out and reads only the formats the
 * judges send, settled once by the first record.
 *
 * A stream of format AUTO is read record by record: lines that are titles
 * are passed over, then the first line of the record decides its format,
 * so a title cannot derail detection and one stream may mix formats.  The
 * first record's format is the stream's (sudoku_parser_format); a stream
 * whose first record is Sudominoku stays Sudominoku.
 *
 * A title is a line that precedes a puzzle and cannot be part of one: it
 * begins with a character that begins no row and no puzzle (neither a
 * cell nor a grid border), holds a word and no run of 9 cells, as
 * "Grid 01", "% name", "[Puzzle]" do, and more than blanks and comments
 * follow it.  Such a line with nothing after it is an invalid record.
 *
 * Detection, on a record's first line: a count alone is Sudominoku (only
 * as the first record); a line that begins with the 81 cells of a puzzle
 * followed by its end or by a tail (see parse_line.h) is `line`, even when
 * the tail holds blanks or commas, and one followed by a comma is csv; a
 * row of 9 cells begins a grid.  Any other line is read in the format of
 * the record before, so that a malformed record is reported by its own
 * reader (at the start or after a grid, only when it holds 5 cells or
 * more: a shorter line is an invalid record of its own), or, as the first
 * record, in the format the line suggests.
 */
#include <string.h>

#include "read/parse_line.h"

/* How a record's first line says it is drawn: not, as a grid with box
 * borders, or with a wall around every cell. */
enum { NOT_DRAWN, DRAWN_GRID, DRAWN_TILING };

/* The format a record's first line shows for sure: 81 cells and a tail
 * (`line`), 81 cells and a comma (csv), a row of 9 cells (spaced when
 * they are apart, else packed), a border or a row of a drawn grid (*drawn
 * set, packed); else AUTO. */
static enum sudoku_format parse_detect_sure(const struct line *l, int *drawn)
{
    size_t b, e, i, cells = 0, blanks = 0;
    int spaced;

    *drawn = sudoku_parse_grid_border(l) || sudoku_parse_grid_row(l, &spaced)
                 ? DRAWN_GRID
                 : NOT_DRAWN;
    if (*drawn != NOT_DRAWN)
        return SUDOKU_FORMAT_PACKED;
    parse_trim(l, &b, &e);
    if (sudoku_parse_cells_end(l, b, e) != 0)
        return SUDOKU_FORMAT_LINE;
    if (e - b > SUDOKU_CELLS && l->text[b + SUDOKU_CELLS] == ',' &&
        sudoku_parse_cells_end(l, b, b + SUDOKU_CELLS) != 0)
        return SUDOKU_FORMAT_CSV;
    for (i = b; i < e; i++) {
        if (parse_is_space(l->text[i]))
            blanks++;
        else if (parse_cell_value(l->text[i]) >= 0)
            cells++;
        else
            return SUDOKU_FORMAT_AUTO;
    }
    if (cells != 9 || l->length > l->len)
        return SUDOKU_FORMAT_AUTO;
    return blanks > 0 ? SUDOKU_FORMAT_SPACED : SUDOKU_FORMAT_PACKED;
}

/* A guess for a first line that shows no format for sure: a line with a
 * comma is csv, a line of several words is spaced, a word longer than 18
 * characters is `line` and a shorter one packed. */
static enum sudoku_format parse_detect_guess(const struct line *l)
{
    size_t b, e, i, tokens = 0, chars = 0;
    int in_token = 0;

    parse_trim(l, &b, &e);
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

static int parse_is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* A line of text that can be no part of a puzzle: its first character is
 * neither a cell nor part of a grid's border, it holds a word (two letters
 * in a row) and no run of 9 cells, which would be a damaged row. */
static int parse_is_text(const struct line *l)
{
    size_t b, e, i, run = 0;
    int word = 0;

    parse_trim(l, &b, &e);
    if (b == e || parse_cell_value(l->text[b]) >= 0 ||
        strchr("_*|:-+=", l->text[b]) != NULL)
        return 0;
    for (i = b; i < e; i++) {
        run = parse_cell_value(l->text[i]) >= 0 ? run + 1 : 0;
        if (run == 9)
            return 0;
        word |= i > b && parse_is_letter(l->text[i]) &&
                parse_is_letter(l->text[i - 1]);
    }
    return word;
}

static size_t parse_count_cells(const struct line *l)
{
    size_t i, n = 0;

    for (i = 0; i < l->len; i++)
        n += parse_cell_value(l->text[i]) >= 0;
    return n;
}

/* Passes over titles from the line *l on, which the caller read.  Returns
 * 1 with the first line that is no title in *l; 2 when, csv being
 * allowed, the input's first line is a csv header that names a puzzle
 * column (pushed back); 0 when a title ends the input, with *d and
 * rec->line filled. */
static int parse_pass_titles(struct sudoku_parser *p, struct sudoku_record *rec,
                             struct sudoku_diag *d, struct line *l, int csv)
{
    size_t b, e;

    while (parse_is_text(l)) {
        /* A first line of fields that names a puzzle column is a csv
         * header; a lone "Puzzle" is a title. */
        if (csv && p->records == 0 && !p->csv_header_checked &&
            memchr(l->text, ',', l->len) != NULL &&
            sudoku_parse_csv_header(p, l) && p->csv_puzzle >= 0) {
            sudoku_lines_push_back(&p->lines);
            return 2;
        }
        parse_trim(l, &b, &e);
        rec->line = l->number;
        sudoku_parse_diag(d, l->number, b + 1,
                          "title '%.*s' is followed by no puzzle",
                          (int)(e - b < 20 ? e - b : 20), l->text + b);
        if (!sudoku_parse_next_content(&p->lines, l))
            return 0;
    }
    return 1;
}

/* Passes over titles and returns the format of the next record, in *l,
 * pushed back for its reader; SUDOKU_FORMAT_AUTO at the end of the input,
 * or for a title that nothing follows, with *d and rec->line filled. */
static enum sudoku_format parse_detect_record(struct sudoku_parser *p,
                                              struct sudoku_record *rec,
                                              struct sudoku_diag *d, int *drawn)
{
    struct line l;
    size_t b, e;
    enum sudoku_format format;
    int titles;

    if (!sudoku_parse_next_content(&p->lines, &l) ||
        (titles = parse_pass_titles(p, rec, d, &l, 1)) == 0)
        return SUDOKU_FORMAT_AUTO;
    if (titles == 2)
        return SUDOKU_FORMAT_CSV;
    sudoku_lines_push_back(&p->lines);
    if (p->records == 0 && sudoku_domino_parse_detect(&l))
        return SUDOKU_FORMAT_SUDOMINOKU;
    if (sudoku_parse_tiling_top(&l)) {
        *drawn = DRAWN_TILING;
        return SUDOKU_FORMAT_PACKED;
    }
    /* In a `line` input, a line of 81 characters or more is read as
     * `line` unless a comma ends its cells: the reader checks the cells,
     * once. */
    parse_trim(&l, &b, &e);
    if (p->last == SUDOKU_FORMAT_LINE && e - b >= SUDOKU_CELLS &&
        (e - b == SUDOKU_CELLS || l.text[b + SUDOKU_CELLS] != ','))
        return SUDOKU_FORMAT_LINE;
    format = parse_detect_sure(&l, drawn);
    if (format != SUDOKU_FORMAT_AUTO)
        return format;
    /* At the start or after a grid, a line with few cells is no damaged
     * row: reading it as one would take the records after it into the
     * block. */
    if (p->last != SUDOKU_FORMAT_LINE && p->last != SUDOKU_FORMAT_CSV &&
        parse_count_cells(&l) < 5)
        return SUDOKU_FORMAT_LINE;
    if (p->last == SUDOKU_FORMAT_AUTO)
        return parse_detect_guess(&l);
    return p->last;
}

/* Reads a Sudominoku puzzle: in the judge's form, or drawn (the pretty
 * layout), after any titles ("Puzzle 3" as --print=puzzle writes it).
 * The judge's input ends with a "0" line; puzzles after it are read in
 * order, and anything else after it, a title too, is one invalid record,
 * up to the next count or drawing. */
static enum sudoku_read parse_domino_record(struct sudoku_parser *p,
                                            struct sudoku_record *rec,
                                            struct sudoku_diag *d)
{
    enum sudoku_read status;
    struct line l;
    size_t b, e;
    int more, closed = 0;

    for (;;) {
        if (!sudoku_parse_next_content(&p->lines, &l))
            return SUDOKU_READ_END;
        if (closed && !sudoku_domino_parse_detect(&l) &&
            !sudoku_parse_tiling_top(&l)) {
            parse_trim(&l, &b, &e);
            rec->line = l.number;
            sudoku_parse_diag(d, l.number, b + 1,
                              "unexpected '%.*s' after the closing 0",
                              (int)(e - b < 20 ? e - b : 20), l.text + b);
            while ((more = sudoku_parse_next_content(&p->lines, &l)) &&
                   !sudoku_domino_parse_detect(&l) &&
                   !sudoku_parse_tiling_top(&l))
                ;
            if (more)
                sudoku_lines_push_back(&p->lines);
            return SUDOKU_READ_INVALID;
        }
        if (!parse_pass_titles(p, rec, d, &l, 0))
            return SUDOKU_READ_INVALID;
        sudoku_lines_push_back(&p->lines);
        if (sudoku_parse_tiling_top(&l))
            return sudoku_parse_tiling_record(p, rec, d);
        status = sudoku_domino_parse_next(&p->lines, rec, d);
        if (status != SUDOKU_READ_END)
            return status;
        closed = 1;
    }
}

static enum sudoku_read parse_full_record(struct sudoku_parser *p,
                                          struct sudoku_record *rec,
                                          struct sudoku_diag *d)
{
    enum sudoku_format format = p->format;
    enum sudoku_read status = SUDOKU_READ_PUZZLE;
    int drawn = NOT_DRAWN;

    if (format == SUDOKU_FORMAT_AUTO || p->last != SUDOKU_FORMAT_AUTO) {
        format = parse_detect_record(p, rec, d, &drawn);
        if (format == SUDOKU_FORMAT_AUTO && rec->line == 0)
            return SUDOKU_READ_END;
        if (format == SUDOKU_FORMAT_AUTO) {
            /* A last title: an invalid record of one line. */
            format = SUDOKU_FORMAT_LINE;
            status = SUDOKU_READ_INVALID;
        }
        if (p->format == SUDOKU_FORMAT_AUTO)
            p->format = format;
        if (format != SUDOKU_FORMAT_SUDOMINOKU)
            p->last = format;
    }
    rec->format = format;
    if (status == SUDOKU_READ_INVALID)
        return status;
    switch (format) {
    case SUDOKU_FORMAT_LINE:
        return sudoku_parse_line_record(p, rec, d);
    case SUDOKU_FORMAT_CSV:
        return sudoku_parse_csv_record(p, rec, d);
    case SUDOKU_FORMAT_SUDOMINOKU:
        return parse_domino_record(p, rec, d);
    default:
        if (drawn == NOT_DRAWN)
            return sudoku_parse_block(p, format == SUDOKU_FORMAT_SPACED, rec,
                                      d);
        /* A drawing's layout, or its kind, is known once it is read. */
        status = drawn == DRAWN_GRID ? sudoku_parse_grid_record(p, rec, d)
                                     : sudoku_parse_tiling_record(p, rec, d);
        if (p->records == 0)
            p->format = rec->format;
        /* A drawn Sudominoku puzzle as the first record makes the input
         * Sudominoku, as a count does; after others it is one record. */
        if (rec->format != SUDOKU_FORMAT_SUDOMINOKU)
            p->last = rec->format;
        else if (p->records == 0)
            p->last = SUDOKU_FORMAT_AUTO;
        return status;
    }
}

SUDOKU_PRIVATE_DEF parse_reader_fn *const sudoku_read_full = parse_full_record;

enum sudoku_format sudoku_parser_format(const struct sudoku_parser *p)
{
    return p->format;
}
