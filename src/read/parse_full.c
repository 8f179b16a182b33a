/*
 * parse_full.c - every input format, for the full build.
 *
 * The table of input formats (a row each: its name, the test that a
 * record's first line shows it, its reader) and the detection and
 * dispatch around it.  The parser (parse.c) reads each record through this
 * optional part, sudoku_read_full, which hands the record to the reader of
 * its format; the readers are in files of their own.  The judge build
 * leaves this file out and reads only the formats the judges send, settled
 * once by the first record.
 *
 * A stream of format AUTO is read record by record: lines that are titles
 * are passed over, then the first line of the record decides its format,
 * so a title cannot derail detection and one stream may mix formats.  The
 * first record's format is the stream's (sudoku_parser_format); a stream
 * whose first record is Sudominoku stays Sudominoku.
 *
 * A title is a line that precedes a grid and cannot be part of one: it
 * begins with a character that begins no row and no puzzle (neither a
 * cell nor a grid border), holds a word and no run of 9 cells, as
 * "Grid 01", "% name", "[Puzzle]" do, and more than blanks and comments
 * follow it.  Such a line with nothing after it is an invalid record.
 *
 * Detection, on a record's first line: the top wall of a drawing, a grid
 * border or a row with box separators begins a drawn grid; else the
 * formats' own tests decide: a count alone is Sudominoku (only as the
 * first record); a line that begins with the 81 cells of a puzzle
 * followed by its end or by a tail (see parse_line.h) is `line`, even when
 * the tail holds blanks or commas, and one followed by a comma is csv; a
 * row of 9 cells begins a grid; a top border with a '.' or '\'' corner, or
 * a row of 9 groups of digits, one of several, begins a grid of pencil
 * marks (parse_marks.c).  A line that may be the first row of a grid of
 * another side (N cells, N from 4 to 25 but 9; 16 dashes, which may also
 * be a drawing's border) goes to parse_shape_grid.c, whose reader looks at
 * the row after it and reads any other record as the tests here would
 * have it read.  Any other line is read in the format of
 * the record before, so that a malformed record is reported by its own
 * reader (at the start or after a grid, only when it holds 5 cells or
 * more: a shorter line is an invalid record of its own), or, as the first
 * record, in the format the line suggests.
 */
#include <string.h>

#include "read/parse_line.h"
#include "read/parse_marks.h"
#include "read/parse_pieces.h"
#include "read/parse_shape_grid.h"

/* ------------------------------------------------------------------ */
/* The formats                                                          */

/* Whether a record's first line, l, whose text without its leading and
 * trailing blanks is text[b, e), shows a format for sure: packed, 9 cells
 * and nothing else; spaced, 9 cells with blanks between; `line`, 81 cells
 * with the line's end or a tail after them (see parse_line.h); csv, 81
 * cells and a comma; Sudominoku, a count alone, and only as the first
 * record.  No line passes two of these tests. */
typedef int parse_detect_fn(const struct sudoku_parser *p,
                            const struct line *l, size_t b, size_t e);

static int parse_shows_packed(const struct sudoku_parser *p,
                              const struct line *l, size_t b, size_t e)
{
    size_t i;

    (void)p;
    if (e - b != 9 || l->length > l->len)
        return 0;
    for (i = b; i < e; i++)
        if (parse_cell_value(l->text[i]) < 0)
            return 0;
    return 1;
}

static int parse_shows_spaced(const struct sudoku_parser *p,
                              const struct line *l, size_t b, size_t e)
{
    size_t i, cells = 0;

    (void)p;
    if (e - b <= 9 || l->length > l->len)
        return 0;
    for (i = b; i < e; i++) {
        if (parse_cell_value(l->text[i]) >= 0) {
            if (++cells > 9)
                return 0;
        } else if (!parse_is_space(l->text[i])) {
            return 0;
        }
    }
    return cells == 9;
}

static int parse_shows_line(const struct sudoku_parser *p,
                            const struct line *l, size_t b, size_t e)
{
    (void)p;
    return sudoku_parse_cells_end(l, b, e) != 0 ||
           sudoku_parse_shape_detect(l, b, e);
}

static int parse_shows_csv(const struct sudoku_parser *p, const struct line *l,
                           size_t b, size_t e)
{
    (void)p;
    return e - b > SUDOKU_CELLS && l->text[b + SUDOKU_CELLS] == ',' &&
           sudoku_parse_cells_end(l, b, b + SUDOKU_CELLS) != 0;
}

static int parse_shows_sudominoku(const struct sudoku_parser *p,
                                  const struct line *l, size_t b, size_t e)
{
    (void)b;
    (void)e;
    return p->records == 0 && sudoku_domino_parse_detect(l);
}

static int parse_shows_marks(const struct sudoku_parser *p,
                             const struct line *l, size_t b, size_t e)
{
    (void)p;
    (void)b;
    (void)e;
    return sudoku_parse_marks_detect(l);
}

/* Rows of 9 cells (parse_rows.c), packed or spaced, and any rows of
 * region labels after them (parse_shape_grid.c). */
static enum sudoku_read parse_packed_record(struct sudoku_parser *p,
                                            struct sudoku_record *rec,
                                            struct sudoku_diag *d)
{
    return sudoku_parse_shape_grid_nine(p, sudoku_parse_block(p, 0, rec, d),
                                        rec, d);
}

static enum sudoku_read parse_spaced_record(struct sudoku_parser *p,
                                            struct sudoku_record *rec,
                                            struct sudoku_diag *d)
{
    return sudoku_parse_shape_grid_nine(p, sudoku_parse_block(p, 1, rec, d),
                                        rec, d);
}

static parse_reader_fn parse_domino_record; /* below */

/*
 * The input formats, a row each in the order of enum sudoku_format: the
 * name in options and messages, the test that a record's first line shows
 * the format, and the reader of a record.  A new format is a value of the
 * enum, a row here and a reader; the layout it prints back is
 * sudoku_output_layout's (batch/batch_format.c), one a line unless it says
 * otherwise.  Drawn grids are no row: they are a way to draw a packed,
 * spaced or Sudominoku puzzle, detected and read apart below.
 */
static const struct parse_format {
    const char *name;
    parse_detect_fn *detect;
    parse_reader_fn *read;
} parse_formats[] = {
    [SUDOKU_FORMAT_AUTO] = {"auto", NULL, NULL},
    [SUDOKU_FORMAT_PACKED] = {"packed", parse_shows_packed,
                              parse_packed_record},
    [SUDOKU_FORMAT_SPACED] = {"spaced", parse_shows_spaced,
                              parse_spaced_record},
    [SUDOKU_FORMAT_LINE] = {"line", parse_shows_line,
                            sudoku_parse_line_record},
    [SUDOKU_FORMAT_CSV] = {"csv", parse_shows_csv, sudoku_parse_csv_record},
    [SUDOKU_FORMAT_SUDOMINOKU] = {"sudominoku", parse_shows_sudominoku,
                                  parse_domino_record},
    [SUDOKU_FORMAT_MARKS] = {"marks", parse_shows_marks,
                             sudoku_parse_marks_record},
};

#define PARSE_FORMATS (sizeof parse_formats / sizeof parse_formats[0])

const char *sudoku_format_name(enum sudoku_format format)
{
    return parse_formats[format].name;
}

int sudoku_format_from_name(const char *name)
{
    size_t i;

    for (i = 0; i < PARSE_FORMATS; i++)
        if (strcmp(name, parse_formats[i].name) == 0)
            return (int)i;
    return -1;
}

/* ------------------------------------------------------------------ */
/* Detection                                                            */

/* How a record's first line says it is drawn: not, as a grid with box
 * borders, or with a wall around every cell; or that it may be the first
 * row of a grid of another side (parse_shape_grid.c), packed or spaced. */
enum {
    NOT_DRAWN,
    DRAWN_GRID,
    DRAWN_TILING,
    SHAPE_GRID,
    SHAPE_OR_DRAWN,
    SHAPE_COUNT, /* a count, Sudominoku's or a judge's (parse_shape_count.c) */
    SHAPE_WALLS  /* after a first spaced record, an HDU 4069 puzzle */
};

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
int sudoku_parse_is_text(const struct line *l)
{
    size_t b, e, i, run = 0;
    int word = 0;

    parse_trim(l, &b, &e);
    if (b == e || parse_cell_value(l->text[b]) >= 0 ||
        strchr("_*|:-+=", l->text[b]) != NULL ||
        sudoku_parse_shape_grid_not_text(l))
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

/* Whether a line can begin a grid, the only kind of puzzle a title may
 * precede: a drawing, a grid of pencil marks, a row of 9 cells or a
 * damaged one (5 to 12 cells, no comma) or a Sudominoku count where one
 * may stand (csv not allowed: in Sudominoku). */
static int parse_begins_grid(const struct sudoku_parser *p,
                             const struct line *l, int csv)
{
    size_t b, e, cells = parse_count_cells(l);
    int spaced;

    parse_trim(l, &b, &e);
    if (sudoku_parse_tiling_top(l) ||
        ((!csv || p->records == 0) && sudoku_domino_parse_detect(l)))
        return 1;
    return csv &&
           (sudoku_parse_grid_border(l) || sudoku_parse_grid_row(l, &spaced) ||
            sudoku_parse_marks_detect(l) || parse_shows_packed(p, l, b, e) ||
            parse_shows_spaced(p, l, b, e) ||
            (cells >= 5 && cells <= 12 &&
             memchr(l->text, ',', l->len) == NULL));
}

/* Passes over titles from the line *l on, which the caller read.  Returns
 * 1 with the first line that is no title in *l; 2 when, csv being
 * allowed, the input's first line is a csv header that names a puzzle
 * column (pushed back); 0, with *d and rec->line filled, when a line of
 * text is followed by the end of the input or by a line that begins no
 * grid (pushed back): the line is then an invalid record, except that a
 * last line "end" after puzzles one a line (POJ 3074's input) ends the
 * input, rec->line left 0. */
static int parse_pass_titles(struct sudoku_parser *p, struct sudoku_record *rec,
                             struct sudoku_diag *d, struct line *l, int csv)
{
    size_t b, e;
    int closing;

    while (sudoku_parse_is_text(l)) {
        /* A first line of fields that names a puzzle column is a csv
         * header; a lone "Puzzle" is a title. */
        if (csv && p->records == 0 && !p->csv_header_checked &&
            memchr(l->text, ',', l->len) != NULL &&
            sudoku_parse_csv_header(p, l) && p->csv_puzzle >= 0) {
            sudoku_lines_push_back(&p->lines);
            return 2;
        }
        parse_trim(l, &b, &e);
        /* POJ 3074's input ends its lines of puzzles with a line "end". */
        closing = p->last == SUDOKU_FORMAT_LINE && e - b == 3 &&
                  memcmp(l->text + b, "end", 3) == 0;
        rec->line = l->number;
        sudoku_parse_diag(d, l->number, b + 1,
                          "unexpected text '%.*s': no puzzle, and no grid "
                          "follows",
                          (int)(e - b < 20 ? e - b : 20), l->text + b);
        if (!sudoku_parse_next_content(&p->lines, l)) {
            if (closing)
                rec->line = 0; /* the end of the input, no record */
            return 0;
        }
        if (sudoku_parse_is_text(l) || !parse_begins_grid(p, l, csv)) {
            sudoku_lines_push_back(&p->lines);
            return 0;
        }
    }
    return 1;
}

/* The format a record's first line l (text[b, e) without blanks) shows. */
static size_t parse_detect_format(const struct sudoku_parser *p,
                                  const struct line *l, size_t b, size_t e)
{
    size_t format;

    /* The formats' own tests, which no line passes two of, from the last
     * row up: the formats of one puzzle a line, whose records are many,
     * come first. */
    for (format = PARSE_FORMATS - 1; format > SUDOKU_FORMAT_AUTO; format--)
        if (parse_formats[format].detect(p, l, b, e))
            return format;
    /* At the start or after a grid, a line with few cells is no damaged
     * row: reading it as one would take the records after it into the
     * block. */
    if (p->last != SUDOKU_FORMAT_LINE && p->last != SUDOKU_FORMAT_CSV &&
        parse_count_cells(l) < 5)
        return SUDOKU_FORMAT_LINE;
    if (p->last == SUDOKU_FORMAT_AUTO)
        return parse_detect_guess(l);
    return p->last;
}

/* Whether a line is a box size alone, 2 to 5. */
static int parse_is_box_size(const struct line *l)
{
    size_t b, e;

    parse_trim(l, &b, &e);
    return e - b == 1 && l->text[b] >= '2' && l->text[b] <= '5';
}

/* Passes over titles and returns the format of the next record, in *l,
 * pushed back for its reader; SUDOKU_FORMAT_AUTO at the end of the input,
 * or for a line of text that no grid follows, with *d and rec->line
 * filled. */
static enum sudoku_format parse_detect_record(struct sudoku_parser *p,
                                              struct sudoku_record *rec,
                                              struct sudoku_diag *d, int *drawn)
{
    struct line l;
    size_t b, e, format;
    int titles, spaced;

    if (!sudoku_parse_next_content(&p->lines, &l))
        return SUDOKU_FORMAT_AUTO;
    /* UVa 989's box size before each grid after the first
     * (parse_shape_count.c) */
    while (p->sized_grids && parse_is_box_size(&l))
        if (!sudoku_parse_next_content(&p->lines, &l))
            return SUDOKU_FORMAT_AUTO;
    if ((titles = parse_pass_titles(p, rec, d, &l, 1)) == 0)
        return SUDOKU_FORMAT_AUTO;
    if (titles == 2)
        return SUDOKU_FORMAT_CSV;
    sudoku_lines_push_back(&p->lines);
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
    if (sudoku_parse_grid_border(&l) || sudoku_parse_grid_row(&l, &spaced)) {
        *drawn = sudoku_parse_shape_grid_dashes(&l) ? SHAPE_OR_DRAWN
                                                    : DRAWN_GRID;
        return SUDOKU_FORMAT_PACKED;
    }
    if (p->format == SUDOKU_FORMAT_SPACED && sudoku_parse_shape_walls_top(&l)) {
        *drawn = SHAPE_WALLS;
        return SUDOKU_FORMAT_SPACED;
    }
    format = parse_detect_format(p, &l, b, e);
    if (format == SUDOKU_FORMAT_SUDOMINOKU)
        *drawn = SHAPE_COUNT;
    /* A line that may be the first row of a grid of another side: its
     * reader decides, and reads any other record in `format`. */
    if ((format == SUDOKU_FORMAT_PACKED || format == SUDOKU_FORMAT_SPACED ||
         format == SUDOKU_FORMAT_LINE) &&
        p->last != SUDOKU_FORMAT_CSV && sudoku_parse_shape_grid_first(&l))
        *drawn = SHAPE_GRID;
    return (enum sudoku_format)format;
}

/* ------------------------------------------------------------------ */
/* Reading                                                              */

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
            /* Text that no grid follows: an invalid record of one line. */
            format = SUDOKU_FORMAT_LINE;
            status = SUDOKU_READ_INVALID;
        }
        if (p->format == SUDOKU_FORMAT_AUTO)
            p->format = format;
        if (format != SUDOKU_FORMAT_SUDOMINOKU)
            p->last = format;
    }
    rec->format = format;
    rec->shaped.letters = 0;
    if (status == SUDOKU_READ_INVALID)
        return status;
    if (drawn == NOT_DRAWN)
        return parse_formats[format].read(p, rec, d);
    /* A drawing's layout, or its kind, is known once it is read; so is
     * whether a row begins a grid of another side. */
    if (drawn == SHAPE_GRID || drawn == SHAPE_OR_DRAWN)
        status = sudoku_parse_shape_grid_record(
            p, format,
            drawn == SHAPE_GRID ? parse_formats[format].read
                                : sudoku_parse_grid_record,
            rec, d);
    else if (drawn == SHAPE_WALLS)
        status = sudoku_parse_shape_walls_record(p, rec, d);
    else if (drawn == SHAPE_COUNT)
        status = sudoku_parse_shape_count(p, parse_domino_record,
                                          parse_formats[SUDOKU_FORMAT_PACKED].read,
                                          rec, d);
    else if (drawn == DRAWN_GRID)
        status = sudoku_parse_grid_record(p, rec, d);
    else
        status = sudoku_parse_tiling_record(p, rec, d);
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

SUDOKU_PRIVATE_DEF parse_reader_fn *const sudoku_read_full = parse_full_record;

enum sudoku_format sudoku_parser_format(const struct sudoku_parser *p)
{
    return p->format;
}

void sudoku_parser_cell_place(const struct sudoku_parser *p,
                              const struct sudoku_record *rec, int cell,
                              unsigned long *line, unsigned long *col)
{
    switch (rec->format) {
    case SUDOKU_FORMAT_LINE:
    case SUDOKU_FORMAT_CSV:
        *line = rec->line;
        *col = p->first_col + (unsigned long)cell;
        break;
    case SUDOKU_FORMAT_SUDOMINOKU:
        *line = rec->line;
        *col = 1;
        break;
    default:
        *line = p->row_line[cell / 9];
        *col = p->cell_col[cell];
        break;
    }
}
