/*
 * parse_shape.c - puzzles of other sizes and shapes, one a line.
 *
 * A line of N * N cells (N from 4 to 25, not 9) is a puzzle of side N on
 * the side's usual boxes (shape.h); values are 1-9 then A-Z (A = 10, any
 * case), '.' or '0' an empty cell.  After the cells and a blank, N * N
 * region labels (letters or digits, N labels of N cells each, every region
 * connected) make it a jigsaw, on 9x9 too; a tail that is not such a map
 * (a rating, a solution, whose digits are never connected regions) stays
 * a tail, not read.  sudoku_parser_set_shape asks for other boxes or the
 * extra houses, which make every 9x9 line a shaped record too.  The line
 * reader (parse_line.c) hands such lines here.
 */
#include <stdio.h>
#include <string.h>

#include "read/parse_line.h"

void sudoku_parser_set_shape(struct sudoku_parser *parser, int box_rows,
                             int box_cols, unsigned extras)
{
    parser->shape_rows = box_rows;
    parser->shape_cols = box_cols;
    parser->shape_extras = extras;
}

/* The side whose square is n, or 0. */
static int shape_side_of(size_t n)
{
    int side;

    for (side = SUDOKU_SHAPE_MIN_SIDE; side <= SUDOKU_SHAPE_MAX_SIDE; side++)
        if ((size_t)side * (size_t)side == n)
            return side;
    return 0;
}

/* The end of the word that begins at text[b], before e. */
static size_t shape_word_end(const struct line *l, size_t b, size_t e)
{
    while (b < e && !parse_is_tail(l->text[b]))
        b++;
    return b;
}

int sudoku_parse_shape_detect(const struct line *l, size_t b, size_t e)
{
    size_t w = shape_word_end(l, b, e), i;
    int side = shape_side_of(w - b), plain = 0;

    if (side == 0 || side == 9 || l->length > l->len)
        return 0;
    for (i = b; i < w; i++) {
        char c = l->text[i];
        if (parse_shape_value(c) < 0)
            return 0;
        plain |= c == '.' || (c >= '0' && c <= '9');
    }
    return plain; /* a word of letters alone is a title */
}

/* Whether region r of the map is connected: a walk from its first cell
 * reaches all its cells. */
static int shape_connected(const unsigned char *region, int side, int r)
{
    unsigned short stack[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char seen[SUDOKU_SHAPE_MAX_CELLS] = {0};
    int top = 0, reached = 0, i;

    for (i = 0; i < side * side && region[i] != r; i++)
        ;
    stack[top++] = (unsigned short)i;
    seen[i] = 1;
    while (top > 0) {
        int c = stack[--top], k;
        int next[4] = {c - side, c + side, c % side ? c - 1 : -1,
                       (c + 1) % side ? c + 1 : -1};
        reached++;
        for (k = 0; k < 4; k++) {
            int q = next[k];
            if (q >= 0 && q < side * side && !seen[q] && region[q] == r) {
                seen[q] = 1;
                stack[top++] = (unsigned short)q;
            }
        }
    }
    return reached == side;
}

/*
 * Reads text[b, b + side * side) as region labels: returns 1 and sets
 * rec's regions when they are a jigsaw's (side labels of side cells each,
 * every region connected), 0 when the word is no map (then it is a tail),
 * -1 with *d filled for a map whose labels are right but a region's size
 * is wrong.
 */
static int shape_read_map(const struct line *l, size_t b, int side,
                          struct sudoku_record *rec, struct sudoku_diag *d)
{
    unsigned char region[SUDOKU_SHAPE_MAX_CELLS];
    int size[SUDOKU_SHAPE_MAX_SIDE] = {0}, labels = 0, i, r;
    char *label = rec->shaped.label;

    memset(label, 0, SUDOKU_SHAPE_MAX_SIDE);
    for (i = 0; i < side * side; i++) {
        char c = l->text[b + (size_t)i];
        const char *at = memchr(label, c, (size_t)labels);
        if (at == NULL) {
            if (labels == side)
                return 0; /* more labels than regions */
            label[labels++] = c;
            at = &label[labels - 1];
        }
        region[i] = (unsigned char)(at - label);
        size[region[i]]++;
    }
    if (labels < side)
        return 0;
    for (r = 0; r < side; r++)
        if (size[r] == side && !shape_connected(region, side, r))
            return 0; /* a solution's digits, say */
    for (r = 0; r < side; r++) {
        if (size[r] != side) {
            sudoku_parse_diag(d, l->number, b + 1,
                              "region '%c' has %d cells, expected %d",
                              label[r], size[r], side);
            return -1;
        }
    }
    return sudoku_shape_regions(&rec->shaped.shape, side, region, NULL, 0) == 0;
}

/* Makes rec's shape: the map's regions when the tail after the cells
 * (text[w, e), w the cells' end) is one, else boxes: those the parser was
 * asked for, or the side's own.  Returns 1, 0 when the line is no shaped
 * record after all (a classic one: no map, no option), -1 with *d filled
 * on an error. */
static int shape_make(struct sudoku_parser *p, const struct line *l,
                      size_t w, size_t e, int side, struct sudoku_record *rec,
                      struct sudoku_diag *d)
{
    size_t m = w, me;
    int rows = p->shape_rows, cols = p->shape_cols, map = 0;

    while (m < e && parse_is_space(l->text[m]))
        m++;
    me = shape_word_end(l, m, e);
    if (m > w && me - m == (size_t)side * (size_t)side) {
        size_t i;
        for (i = m; i < me && parse_shape_label(l->text[i]); i++)
            ;
        if (i == me && (map = shape_read_map(l, m, side, rec, d)) < 0)
            return -1;
    }
    if (!map) {
        if (side == 9 && rows == 0 && p->shape_extras == 0)
            return 0;
        if (rows == 0 && sudoku_shape_default_box(side, &rows, &cols) != 0) {
            sudoku_parse_diag(d, l->number, w + 1,
                              "a side of %d has no boxes: give its regions "
                              "after the cells",
                              side);
            return -1;
        }
        if (sudoku_shape_boxes(&rec->shaped.shape, side, rows, cols) != 0) {
            sudoku_parse_diag(d, l->number, w + 1,
                              "boxes of %dx%d do not fit a side of %d", rows,
                              cols, side);
            return -1;
        }
        memset(rec->shaped.label, 0, sizeof rec->shaped.label);
    }
    if (sudoku_shape_add(&rec->shaped.shape, p->shape_extras) != 0) {
        if (map)
            sudoku_parse_diag(d, l->number, w + 1,
                              "windoku needs square boxes, not a jigsaw's "
                              "regions");
        else
            sudoku_parse_diag(d, l->number, w + 1,
                              "windoku needs square boxes, not %dx%d", rows,
                              cols);
        return -1;
    }
    return 1;
}

/* The name of a house both cells a and b lie in, and its number. */
static const char *shape_house_name(const struct sudoku_shape *s, int a,
                                    int b, int *number)
{
    int n = s->side;

    if (a / n == b / n) {
        *number = a / n + 1;
        return "row";
    }
    if (a % n == b % n) {
        *number = a % n + 1;
        return "column";
    }
    if (s->region[a] == s->region[b]) {
        *number = s->region[a] + 1;
        return s->box_rows ? "box" : "region";
    }
    *number = 0;
    if (s->extras & SUDOKU_EXTRA_DIAGONALS &&
        ((a / n == a % n && b / n == b % n) ||
         (a / n + a % n == n - 1 && b / n + b % n == n - 1)))
        return "diagonal";
    return "window";
}

enum sudoku_read sudoku_parse_shape_line(struct sudoku_parser *p,
                                         const struct line *l, size_t b,
                                         size_t e, struct sudoku_record *rec,
                                         struct sudoku_diag *d)
{
    size_t w = shape_word_end(l, b, e), i;
    int side = shape_side_of(w - b), made, first, second, number;
    const char *house;
    char name[8];

    if (side == 0 || (made = shape_make(p, l, w, e, side, rec, d)) == 0)
        return SUDOKU_READ_END; /* not shaped: the caller reads it */
    rec->line = l->number;
    if (made < 0)
        return SUDOKU_READ_INVALID;
    for (i = b; i < w; i++) {
        int v = parse_shape_value(l->text[i]);
        if (v < 0 || v > side) {
            sudoku_parse_diag(d, l->number, i + 1,
                              v < 0 ? "unexpected character '%s' in puzzle"
                                    : "'%s' is not a value of a side of %d",
                              sudoku_parse_char_name(l->text[i], name), side);
            return SUDOKU_READ_INVALID;
        }
        rec->shaped.cell[i - b] = (unsigned char)v;
    }
    sudoku_parse_keep_text(l, b, e, rec);
    if (!sudoku_shape_find_clash(&rec->shaped.shape, rec->shaped.cell, &first,
                                 &second))
        return SUDOKU_READ_PUZZLE;
    house = shape_house_name(&rec->shaped.shape, first, second, &number);
    if (number)
        sudoku_parse_diag(d, l->number, b + (size_t)second + 1,
                          "clashing givens: %c appears twice in %s %d",
                          l->text[b + (size_t)second], house, number);
    else
        sudoku_parse_diag(d, l->number, b + (size_t)second + 1,
                          "clashing givens: %c appears twice in a %s",
                          l->text[b + (size_t)second], house);
    return SUDOKU_READ_UNSOLVABLE;
}
