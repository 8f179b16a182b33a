/*
 * parse_shape_grid.c - puzzles of other sizes and shapes as grids of rows.
 *
 * A grid of side N (4 to 25, not 9) is N rows of N cells: packed, values
 * 1-9 then A-Z (A = 10, any case) and '.' or '0' for an empty cell, or
 * the alphabet of the 16x16 judges, A-P (A = 1) and '-' for an empty
 * cell, kept when every cell of a 16x16 grid is a letter or '-'; or
 * spaced, numbers separated by blanks ("10 16 . 3"), '.' or 0 empty.  N
 * rows of N region labels (letters or digits) may follow the grid's rows
 * with no blank line between: the regions of a jigsaw.  The rows are
 * checked here, then handed as one line, cells, a blank and labels, to
 * the shaped line reader (parse_shape.c), which makes the shape and finds
 * clashing givens; its messages are moved back to the rows.
 *
 * A grid's first row alone is not enough to tell it: a row of 8 or 10
 * digits may be a classic grid's damaged first row, and a line of 16 or
 * 25 digits a 4x4 or 5x5 puzzle on one line.  The row after it decides
 * (see parse_shape_grid.h); a record that is no such grid is read, from
 * its first line on, by the reader it had before grids of other sizes, so
 * that no classic input reads otherwise.  A spaced row with a bad cell
 * (N short words, most of them numbers) next to a spaced row of N cells
 * still makes a grid, whose reading reports the cell: the grid stays one
 * record, whichever of its first two rows is bad.  A row of 16 dashes, an
 * empty row in the judges' letters, may also be the top border of a drawn
 * grid: the row after it tells them apart too.
 */
#include "read/parse_shape_grid.h"

#include <stdlib.h>
#include <string.h>

#include "read/parse_line.h"

#define GRID_CELLS SUDOKU_SHAPE_MAX_CELLS

/* What a line is as a row of a grid. */
struct grid_row {
    int cells;   /* N, or 0 when the line is no row */
    int spaced;  /* numbers separated by blanks */
    int plain;   /* each cell one digit or '.': a classic row's look */
    int digits;  /* packed: a digit or '.' among the cells */
    int judge;   /* packed: only A-P and '-', the judges' 16x16 alphabet */
    int top;     /* the largest value, letters read as 10 up, or from 1
                    up in the judges' alphabet */
    int empty;   /* an empty cell among them */
    int damaged; /* spaced, no row, but N words of one or two characters,
                    most of them numbers: a row with a bad cell */
};

/* The value of a packed cell in the common alphabet, '-' read as empty;
 * -1 for a character that is no cell. */
static int grid_value(char c)
{
    return c == '-' ? 0 : parse_shape_value(c);
}

/* The number at text[i, j) as a spaced cell: 0 for '.', the value of one
 * or two digits, else -1. */
static int grid_number(const char *text, size_t i, size_t j)
{
    if (j - i == 1 && text[i] == '.')
        return 0;
    if (j - i > 2 || text[i] < '0' || text[i] > '9' ||
        (j - i == 2 && (text[i + 1] < '0' || text[i + 1] > '9')))
        return -1;
    return j - i == 1 ? text[i] - '0' : (text[i] - '0') * 10 + text[i + 1] - '0';
}

static void grid_row_spaced(const struct line *l, size_t b, size_t e,
                            struct grid_row *r)
{
    size_t i = b, j;
    int v, words = 0, bad = 0, short_words = 1;

    r->spaced = 1;
    r->plain = 1;
    while (i < e) {
        for (j = i; j < e && !parse_is_space(l->text[j]); j++)
            ;
        words++;
        short_words &= j - i <= 2;
        r->plain &= j - i == 1;
        if ((v = grid_number(l->text, i, j)) < 0 || v > SUDOKU_SHAPE_MAX_SIDE) {
            bad++;
        } else {
            r->empty |= v == 0;
            r->top = v > r->top ? v : r->top;
        }
        for (i = j; i < e && parse_is_space(l->text[i]); i++)
            ;
    }
    if (words > SUDOKU_SHAPE_MAX_SIDE)
        return;
    if (bad == 0)
        r->cells = words;
    else if (short_words && 2 * bad < words)
        r->damaged = words;
}

/* Classifies l as a row of a grid; r->cells is 0 when it is none. */
static void grid_row_of(const struct line *l, struct grid_row *r)
{
    size_t b, e, i;

    memset(r, 0, sizeof *r);
    parse_trim(l, &b, &e);
    if (l->length > l->len || b == e)
        return;
    for (i = b; i < e && !parse_is_space(l->text[i]); i++)
        ;
    if (i < e) {
        grid_row_spaced(l, b, e, r);
    } else if (e - b <= SUDOKU_SHAPE_MAX_SIDE) {
        int letter = 0;

        r->judge = 1;
        for (i = b; i < e; i++) {
            char c = l->text[i];
            int v = grid_value(c);

            if (v < 0)
                return;
            r->digits |= (c >= '0' && c <= '9') || c == '.';
            r->judge &= c == '-' || (c >= 'A' && c <= 'P');
            r->empty |= v == 0;
            r->top = v > r->top ? v : r->top;
            letter = c > letter && c >= 'A' && c <= 'P' ? c : letter;
        }
        if (r->judge)
            r->top = letter ? letter - 'A' + 1 : 0;
        r->cells = (int)(e - b);
        r->plain = r->digits && r->top <= 9 && memchr(l->text + b, '-', e - b) == NULL;
    }
    if (r->cells < SUDOKU_SHAPE_MIN_SIDE || r->cells == 9)
        r->cells = 0;
    if (r->damaged < SUDOKU_SHAPE_MIN_SIDE || r->damaged == 9)
        r->damaged = 0;
}

int sudoku_parse_shape_grid_first(const struct line *l)
{
    struct grid_row r;

    grid_row_of(l, &r);
    return r.cells != 0 || r.damaged != 0;
}

int sudoku_parse_shape_grid_letters(const struct line *l)
{
    struct grid_row r;

    grid_row_of(l, &r);
    return r.cells == 16 && r.judge;
}

int sudoku_parse_shape_grid_dashes(const struct line *l)
{
    struct grid_row r;

    grid_row_of(l, &r);
    return r.cells == 16 && r.judge && r.top == 0;
}

int sudoku_parse_shape_grid_not_text(const struct line *l)
{
    struct grid_row r;

    grid_row_of(l, &r);
    return r.cells != 0 && !r.spaced && r.empty &&
           (r.judge ? r.cells == 16 : r.top <= r.cells);
}

/* ------------------------------------------------------------------ */
/* Reading a grid                                                       */

/* A grid being read: its cells as written, and where each character of
 * the line it becomes (cells, a blank, labels) stood in the input. */
struct grid {
    int side, spaced, labels, ok;
    char cell[GRID_CELLS];         /* packed: the characters */
    unsigned char value[GRID_CELLS]; /* spaced: the numbers */
    char label[GRID_CELLS];
    unsigned long line[2 * GRID_CELLS + 1];
    unsigned long col[2 * GRID_CELLS + 1];
};

/* Reads row `row` of the grid (of labels when `labels`) from l.  Returns
 * 1, or 0 with *d filled. */
static int grid_take_row(struct grid *g, const struct line *l, int row,
                         int labels, struct sudoku_diag *d)
{
    const char *what = labels ? "labels row" : "row";
    int spaced = g->spaced && !labels, n = 0;
    int at = (labels ? g->side * g->side + 1 : 0) + row * g->side;
    size_t b, e, i, j;
    char name[8];

    parse_trim(l, &b, &e);
    for (i = b; i < e; i = j) {
        int v = 0, bad;

        if (spaced && parse_is_space(l->text[i])) {
            j = i + 1;
            continue;
        }
        for (j = i + 1; spaced && j < e && !parse_is_space(l->text[j]); j++)
            ;
        if (labels)
            bad = !parse_shape_label(l->text[i]);
        else if (spaced)
            bad = (v = grid_number(l->text, i, j)) < 0;
        else
            bad = grid_value(l->text[i]) < 0;
        if (bad && j - i > 1) {
            sudoku_parse_diag(d, l->number, i + 1,
                              "'%.*s' in row %d is not a number up to 25",
                              (int)(j - i < 20 ? j - i : 20), l->text + i,
                              row + 1);
            return 0;
        }
        if (bad) {
            sudoku_parse_diag(d, l->number, i + 1,
                              "unexpected character '%s' in %s %d",
                              sudoku_parse_char_name(l->text[i], name), what,
                              row + 1);
            return 0;
        }
        if (n == g->side) {
            sudoku_parse_diag(d, l->number, i + 1,
                              "%s %d has more than %d cells", what, row + 1,
                              g->side);
            return 0;
        }
        g->line[at + n] = l->number;
        g->col[at + n] = i + 1;
        if (labels)
            g->label[at - g->side * g->side - 1 + n] = l->text[i];
        else if (spaced)
            g->value[at + n] = (unsigned char)v;
        else
            g->cell[at + n] = l->text[i];
        n++;
    }
    if (n < g->side) {
        sudoku_parse_diag(d, l->number, e + 1,
                          "%s %d has %d cells, expected %d", what, row + 1, n,
                          g->side);
        return 0;
    }
    return 1;
}

/* Reads rows `from` to side - 1 of the grid (of labels when `labels`),
 * comments between them passed over; a blank line or the end before the
 * last is an error.  Rows after the first error are read, not checked, so
 * that the next record starts in step. */
static void grid_take_rows(struct sudoku_parser *p, struct grid *g, int from,
                           int labels, struct sudoku_diag *d)
{
    struct line l;
    int row, more;

    for (row = from; row < g->side; row++) {
        while ((more = sudoku_lines_next(&p->lines, &l)) &&
               parse_is_comment(&l))
            ;
        if (!more || parse_is_blank(&l)) {
            if (g->ok)
                sudoku_parse_diag(d, more ? l.number : p->lines.number + 1,
                                  1, "%s %d rows, expected %d",
                                  labels ? "region labels have"
                                         : "puzzle has",
                                  row, g->side);
            g->ok = 0;
            return;
        }
        if (g->ok && !grid_take_row(g, &l, row, labels, d))
            g->ok = 0;
    }
}

/* Whether l, after a grid's rows, begins its rows of region labels: N
 * letters or digits, one repeated (not '0'), or up to side 9 a letter
 * among them, which no row of a puzzle's cells has: the first row of a
 * grid right after is not taken for labels. */
static int grid_labels_follow(const struct grid *g, const struct line *l)
{
    size_t b, e, i;
    int labels = 0;

    parse_trim(l, &b, &e);
    if (e - b != (size_t)g->side || l->length > l->len)
        return 0;
    for (i = b; i < e; i++) {
        char c = l->text[i];
        if (!parse_shape_label(c))
            return 0;
        labels |= (g->side <= 9 && grid_value(c) >= 10) ||
                  (c != '0' && memchr(l->text + i + 1, c, e - i - 1) != NULL);
    }
    return labels;
}

/* Reads the rows of region labels when they follow the grid's rows. */
static void grid_take_labels(struct sudoku_parser *p, struct grid *g,
                             struct sudoku_diag *d)
{
    struct line l;
    int more;

    while ((more = sudoku_lines_next(&p->lines, &l)) && parse_is_comment(&l))
        ;
    if (more && (g->labels = grid_labels_follow(g, &l)) != 0) {
        if (g->ok && !grid_take_row(g, &l, 0, 1, d))
            g->ok = 0;
        grid_take_rows(p, g, 1, 1, d);
    } else if (more) {
        sudoku_lines_push_back(&p->lines);
    }
}

/* The values of the cells, as characters of the shaped line in text:
 * in the judges' alphabet when the grid is 16x16 with only A-P and '-'
 * (then sets *judge).  Returns 1, or 0 with *d filled. */
static int grid_values(const struct grid *g, char *text, int *judge,
                       struct sudoku_diag *d)
{
    static const char values[] = ".123456789ABCDEFGHIJKLMNOP";
    int n = g->side * g->side, i;
    char name[8];

    *judge = g->side == 16 && !g->spaced;
    for (i = 0; i < n && *judge; i++)
        *judge = g->cell[i] == '-' || (g->cell[i] >= 'A' && g->cell[i] <= 'P');
    for (i = 0; i < n; i++) {
        char c = g->cell[i];
        int v = g->spaced ? g->value[i]
                : *judge  ? (c == '-' ? 0 : c - 'A' + 1)
                          : grid_value(c);

        if (!g->spaced && !*judge && c == '-') {
            sudoku_parse_diag(d, g->line[i], g->col[i],
                              "unexpected character '-' in row %d: '-' is "
                              "an empty cell only among the letters A-P",
                              i / g->side + 1);
            return 0;
        }
        if (v > g->side) {
            if (g->spaced)
                sudoku_parse_diag(d, g->line[i], g->col[i],
                                  "'%d' is not a value of a side of %d", v,
                                  g->side);
            else
                sudoku_parse_diag(d, g->line[i], g->col[i],
                                  "'%s' is not a value of a side of %d",
                                  sudoku_parse_char_name(c, name), g->side);
            return 0;
        }
        text[i] = values[v];
    }
    return 1;
}

static int grid_root(int *up, int i)
{
    while (up[i] != i)
        i = up[i] = up[up[i]];
    return i;
}

/* A cell of a region that lies in more than one piece, or -1: cells of
 * one label side by side are joined, and each region must end as one. */
static int grid_split_region(const char *label, int side)
{
    int up[GRID_CELLS], n = side * side, i;

    for (i = 0; i < n; i++)
        up[i] = i;
    for (i = 0; i < n; i++) {
        if (i % side + 1 < side && label[i] == label[i + 1])
            up[grid_root(up, i)] = grid_root(up, i + 1);
        if (i + side < n && label[i] == label[i + side])
            up[grid_root(up, i)] = grid_root(up, i + side);
    }
    for (i = 0; i < n; i++) {
        const char *first = memchr(label, label[i], (size_t)n);
        if (grid_root(up, i) != grid_root(up, (int)(first - label)))
            return i;
    }
    return -1;
}

/* Checks the labels: side regions of side cells, each in one piece.
 * Returns 1, or 0 with *d filled. */
static int grid_check_labels(const struct grid *g, struct sudoku_diag *d)
{
    int n = g->side * g->side, at = n + 1, i, cells, names = 0, split;
    char seen[GRID_CELLS];

    for (i = 0; i < n; i++) {
        const char *first = memchr(g->label, g->label[i], (size_t)i);
        if (first != NULL)
            continue;
        seen[names++] = g->label[i];
        if (names > g->side) {
            sudoku_parse_diag(d, g->line[at + i], g->col[at + i],
                              "region labels name more than %d regions",
                              g->side);
            return 0;
        }
    }
    for (i = 0; i < names; i++) {
        const char *first = memchr(g->label, seen[i], (size_t)n);
        int k;

        for (cells = 0, k = 0; k < n; k++)
            cells += g->label[k] == seen[i];
        if (cells != g->side) {
            k = (int)(first - g->label);
            sudoku_parse_diag(d, g->line[at + k], g->col[at + k],
                              "region '%c' has %d cells, expected %d", seen[i],
                              cells, g->side);
            return 0;
        }
    }
    if ((split = grid_split_region(g->label, g->side)) >= 0) {
        sudoku_parse_diag(d, g->line[at + split], g->col[at + split],
                          "region '%c' is not connected", g->label[split]);
        return 0;
    }
    return 1;
}

/* Makes the record of a grid read whole: its cells and labels as one line
 * for the shaped line reader, whose message, if any, is moved back to
 * where the character it names stood. */
static enum sudoku_read grid_record(struct sudoku_parser *p, struct grid *g,
                                    struct sudoku_record *rec,
                                    struct sudoku_diag *d)
{
    char text[2 * GRID_CELLS + 1];
    struct line l;
    int n = g->side * g->side, judge;
    size_t len = (size_t)n;
    enum sudoku_read status;

    if (!grid_values(g, text, &judge, d) ||
        (g->labels && !grid_check_labels(g, d)))
        return SUDOKU_READ_INVALID;
    if (g->labels) {
        text[n] = ' ';
        memcpy(text + n + 1, g->label, (size_t)n);
        len += 1 + (size_t)n;
    }
    l.text = text;
    l.len = l.length = len;
    l.number = rec->line;
    status = sudoku_parse_shape_line(p, &l, 0, len, rec, d);
    rec->text[0] = '\0';
    rec->shaped.letters = (char)judge;
    if (status == SUDOKU_READ_END) /* not shaped after all: no such side */
        status = SUDOKU_READ_INVALID;
    if (status != SUDOKU_READ_PUZZLE && d->line == l.number && d->col >= 1 &&
        d->col <= len + 1) { /* len + 1: past the cells, the record */
        unsigned long k = d->col - 1;
        d->line = g->line[k];
        d->col = g->col[k];
    }
    return status;
}

/* Reads the record as `reader` did before grids of other sizes: from the
 * first line, kept in `first`, on; for a grid of 9 rows the rest of its
 * block too, as the classic reader takes a block whose first row is bad
 * (parse_rows.c).  A first line of dashes alone, the top border of a
 * drawing, is left out: the drawing's reader begins at its first row. */
static enum sudoku_read grid_fallback(struct sudoku_parser *p,
                                      enum sudoku_format fallback,
                                      parse_reader_fn *reader,
                                      const struct line *first,
                                      struct sudoku_record *rec,
                                      struct sudoku_diag *d)
{
    struct sudoku_parser *t;
    enum sudoku_read status;
    struct line l;
    size_t b, e;
    int row, more;

    rec->format = fallback;
    parse_trim(first, &b, &e);
    while (b < e && first->text[b] == '-')
        b++;
    if (b == e)
        return reader(p, rec, d);
    if ((t = malloc(sizeof *t)) == NULL) {
        rec->line = first->number;
        sudoku_parse_diag(d, first->number, 1, "out of memory");
        return SUDOKU_READ_INVALID;
    }
    *t = *p;
    sudoku_lines_init_memory(&t->lines, first->text, first->len);
    t->lines.started = 1;
    t->lines.number = first->number - 1;
    status = reader(t, rec, d);
    p->first_col = t->first_col;
    p->run_start = t->run_start;
    p->run_end = t->run_end;
    memcpy(p->row_line, t->row_line, sizeof p->row_line);
    memcpy(p->cell_col, t->cell_col, sizeof p->cell_col);
    free(t);
    if (fallback != SUDOKU_FORMAT_PACKED && fallback != SUDOKU_FORMAT_SPACED)
        return status;
    for (row = 1; row < 9; row++) {
        while ((more = sudoku_lines_next(&p->lines, &l)) &&
               parse_is_comment(&l))
            ;
        if (!more || parse_is_blank(&l))
            return status;
    }
    p->run_end = l.number;
    return status;
}

enum sudoku_read sudoku_parse_shape_grid_record(struct sudoku_parser *p,
                                                enum sudoku_format fallback,
                                                parse_reader_fn *reader,
                                                struct sudoku_record *rec,
                                                struct sudoku_diag *d)
{
    struct grid_row r1, r2;
    struct line first, l;
    char kept[LINES_KEEP];
    struct grid *g;
    int more, small, grid;
    enum sudoku_read status;

    if (!sudoku_parse_next_content(&p->lines, &first))
        return SUDOKU_READ_END;
    memcpy(kept, first.text, first.len);
    first.text = kept;
    rec->line = first.number;
    grid_row_of(&first, &r1);
    memset(&r2, 0, sizeof r2);
    while ((more = sudoku_lines_next(&p->lines, &l)) && parse_is_comment(&l))
        ;
    if (more) {
        grid_row_of(&l, &r2);
        sudoku_lines_push_back(&p->lines);
    }
    small = r1.cells == 16 ? 4 : r1.cells == 25 ? 5 : 0;
    /* Rows whose values do not fit their length ("a1b2") are no grid's:
     * they go to the reader they had before. */
    grid = r1.top <= r1.cells &&
           ((r2.cells == r1.cells && r2.spaced == r1.spaced &&
             r2.top <= r1.cells &&
             (r1.spaced || fallback != SUDOKU_FORMAT_LINE || small == 0 ||
              (p->last == SUDOKU_FORMAT_LINE
                   ? r1.top > small && r2.top > small
                   : r1.top > small || r2.top > small))) ||
            (!r1.plain && r1.top > 0 && fallback != SUDOKU_FORMAT_LINE));
    /* A spaced row with a bad cell next to a row of its length: a grid
     * whose reading reports the cell, so that it stays one record. */
    grid |= r1.spaced && r2.spaced &&
            ((r1.damaged && r2.cells == r1.damaged && r2.top <= r2.cells) ||
             (r1.cells && r2.damaged == r1.cells && r1.top <= r1.cells));
    if (!grid)
        return grid_fallback(p, fallback, reader, &first, rec, d);
    rec->format = r1.spaced ? SUDOKU_FORMAT_SPACED : SUDOKU_FORMAT_PACKED;
    if ((g = malloc(sizeof *g)) == NULL) {
        sudoku_parse_diag(d, first.number, 1, "out of memory");
        return SUDOKU_READ_INVALID;
    }
    memset(g, 0, sizeof *g);
    g->side = r1.cells ? r1.cells : r1.damaged;
    g->spaced = r1.spaced;
    g->ok = grid_take_row(g, &first, 0, 0, d);
    grid_take_rows(p, g, 1, 0, d);
    g->line[(size_t)g->side * (size_t)g->side] = first.number;
    g->col[(size_t)g->side * (size_t)g->side] = 1;
    grid_take_labels(p, g, d);
    status = g->ok ? grid_record(p, g, rec, d) : SUDOKU_READ_INVALID;
    free(g);
    return status;
}

enum sudoku_read sudoku_parse_shape_grid_nine(struct sudoku_parser *p,
                                              enum sudoku_read status,
                                              struct sudoku_record *rec,
                                              struct sudoku_diag *d)
{
    struct grid *g;
    int i;

    if (status != SUDOKU_READ_PUZZLE && status != SUDOKU_READ_INVALID)
        return status;
    if ((g = malloc(sizeof *g)) == NULL)
        return status; /* read as a classic grid */
    memset(g, 0, sizeof *g);
    g->side = 9;
    g->spaced = rec->format == SUDOKU_FORMAT_SPACED;
    g->ok = status == SUDOKU_READ_PUZZLE;
    grid_take_labels(p, g, d);
    if (status == SUDOKU_READ_PUZZLE && !g->ok) {
        status = SUDOKU_READ_INVALID; /* the labels are wrong */
    } else if (g->ok && (g->labels || p->shape_rows || p->shape_extras)) {
        for (i = 0; i < SUDOKU_CELLS; i++) {
            g->value[i] = rec->puzzle.cell[i];
            g->cell[i] = (char)('0' + rec->puzzle.cell[i]);
            g->line[i] = p->row_line[i / 9];
            g->col[i] = p->cell_col[i];
        }
        g->line[SUDOKU_CELLS] = rec->line;
        g->col[SUDOKU_CELLS] = 1;
        memset(&rec->puzzle, 0, sizeof rec->puzzle);
        status = grid_record(p, g, rec, d);
    }
    free(g);
    return status;
}

/* ------------------------------------------------------------------ */
/* Walls                                                                */

/* HDU 4069's cells: the digit (0 empty) plus a wall on each side that
 * has one: 16 up, 32 right, 64 down, 128 left. */
enum { WALL_UP = 16, WALL_RIGHT = 32, WALL_DOWN = 64, WALL_LEFT = 128 };

/* Reads l as a row of 9 such numbers into v, their columns into col;
 * returns the number of them with a wall up (9 in a top row), or -1 when
 * l is no such row. */
static int walls_row(const struct line *l, int *v, unsigned long *col)
{
    size_t b, e, i = 0, j;
    int n = 0, up = 0;

    parse_trim(l, &b, &e);
    if (l->length > l->len)
        return -1;
    for (i = b; i < e; i = j) {
        int x = 0;

        for (j = i; j < e && l->text[j] >= '0' && l->text[j] <= '9' &&
                    j - i < 3;
             j++)
            x = 10 * x + l->text[j] - '0';
        if (j == i || (j < e && !parse_is_space(l->text[j])) || x > 255 ||
            (x & 15) > 9 || n == 9)
            return -1;
        col[n] = i + 1;
        v[n++] = x;
        up += (x & WALL_UP) != 0;
        while (j < e && parse_is_space(l->text[j]))
            j++;
    }
    return n == 9 ? up : -1;
}

int sudoku_parse_shape_walls_top(const struct line *l)
{
    int v[9];
    unsigned long col[9];

    return walls_row(l, v, col) == 9;
}

/* Labels the regions that the walls close: cells with no wall between
 * them, on either side, are in one region. */
static void walls_regions(const int *v, char *label)
{
    int stack[SUDOKU_CELLS], next = 0, i;

    memset(label, 0, SUDOKU_CELLS);
    for (i = 0; i < SUDOKU_CELLS; i++) {
        int top = 0;

        if (label[i])
            continue;
        label[i] = (char)(next < 9 ? '1' + next : 'a' + next - 9);
        next++;
        stack[top++] = i;
        while (top > 0) {
            int c = stack[--top], k;
            int to[4] = {c - 9, c % 9 < 8 ? c + 1 : -1, c + 9,
                         c % 9 > 0 ? c - 1 : -1};
            int wall[4] = {WALL_UP, WALL_RIGHT, WALL_DOWN, WALL_LEFT};

            for (k = 0; k < 4; k++) {
                int q = to[k];
                if (q < 0 || q >= SUDOKU_CELLS || label[q] ||
                    (v[c] & wall[k]) || (v[q] & wall[(k + 2) % 4]))
                    continue;
                label[q] = label[c];
                stack[top++] = q;
            }
        }
    }
}

enum sudoku_read sudoku_parse_shape_walls_record(struct sudoku_parser *p,
                                                 struct sudoku_record *rec,
                                                 struct sudoku_diag *d)
{
    int v[SUDOKU_CELLS], row, k, more = 1;
    struct line l;
    struct grid *g;
    enum sudoku_read status;

    if (!sudoku_parse_next_content(&p->lines, &l))
        return SUDOKU_READ_END;
    rec->line = l.number;
    rec->format = SUDOKU_FORMAT_SPACED;
    if ((g = malloc(sizeof *g)) == NULL) {
        sudoku_parse_diag(d, l.number, 1, "out of memory");
        return SUDOKU_READ_INVALID;
    }
    memset(g, 0, sizeof *g);
    g->side = 9;
    g->spaced = 1;
    g->labels = 1;
    g->ok = 1;
    for (row = 0; row < 9; row++) {
        if (row > 0) {
            while ((more = sudoku_lines_next(&p->lines, &l)) &&
                   parse_is_comment(&l))
                ;
            if (!more || parse_is_blank(&l)) {
                if (g->ok)
                    sudoku_parse_diag(d, more ? l.number : p->lines.number + 1,
                                      1, "puzzle has %d rows, expected 9",
                                      row);
                g->ok = 0;
                break;
            }
        }
        if (g->ok && walls_row(&l, v + (size_t)row * 9,
                                   g->col + (size_t)row * 9) < 0) {
            sudoku_parse_diag(d, l.number, 1,
                              "row %d is not nine numbers of a digit and "
                              "walls (16 up, 32 right, 64 down, 128 left)",
                              row + 1);
            g->ok = 0;
        }
        for (k = row * 9; g->ok && k < row * 9 + 9; k++) {
            g->line[k] = g->line[SUDOKU_CELLS + 1 + k] = l.number;
            g->col[SUDOKU_CELLS + 1 + k] = g->col[k];
        }
    }
    if (g->ok) {
        for (k = 0; k < SUDOKU_CELLS; k++)
            g->value[k] = (unsigned char)(v[k] & 15);
        walls_regions(v, g->label);
        g->line[SUDOKU_CELLS] = rec->line;
        g->col[SUDOKU_CELLS] = 1;
    }
    status = g->ok ? grid_record(p, g, rec, d) : SUDOKU_READ_INVALID;
    free(g);
    return status;
}
