/*
 * parse_domino_grid.c - grids drawn with a wall around every cell: the
 * pretty layout of Sudominoku read back.
 *
 * The drawing is 10 walls and 9 rows, each 37 characters:
 *
 *   +---+---+---+---      a wall: "---" under a cell, or "   " where a
 *   | 8   7 | 2 | ...     domino joins the cell above to the one below;
 *   +---+---+   +---      a row: " D " per cell (a digit, '.' or '0'),
 *   | 3 | 6 | 1 | ...     then '|', or ' ' where a domino joins the cell
 *                         to the next one.
 *
 * Two joined cells are a placed domino, and a digit alone in its room is
 * one of the single digits 1..9, so the drawing is a Sudominoku puzzle,
 * checked as the judge's input form is: halves with two different
 * digits, no domino twice, each digit 1..9 alone exactly once, no clash.
 * A drawing without any join is a classic puzzle drawn cell by cell.
 * parse_full.c sends a record here when its first line is such a top
 * wall; the judge build leaves this file out.
 */
#include <string.h>

#include "read/parse_line.h"

#define TILING_WIDTH 37 /* the characters of a wall or a row */

/* Where the drawing being read puts each cell, for messages. */
struct tiling {
    unsigned long line[SUDOKU_CELLS];
    unsigned long col[SUDOKU_CELLS];
    sudoku_board grid;
    signed char join[SUDOKU_CELLS]; /* the joined neighbour, or -1 */
    int joins;
};

static void tiling_name(int cell, char out[8])
{
    out[0] = 'r';
    out[1] = (char)('1' + cell / 9);
    out[2] = 'c';
    out[3] = (char)('1' + cell % 9);
    out[4] = '\0';
}

int sudoku_parse_tiling_top(const struct line *l)
{
    size_t b, e, i;

    parse_trim(l, &b, &e);
    if (e - b != TILING_WIDTH || l->length > l->len)
        return 0;
    for (i = 0; i < TILING_WIDTH; i++)
        if (l->text[b + i] != (i % 4 == 0 ? '+' : '-'))
            return 0;
    return 1;
}

/* Joins cells a < b, the second from the character at column col of
 * line l; returns 0 with *d filled when either is joined already. */
static int tiling_join(struct tiling *t, int a, int b, const struct line *l,
                       size_t col, struct sudoku_diag *d)
{
    char name[8];
    int taken = t->join[a] >= 0 ? a : b;

    if (t->join[a] >= 0 || t->join[b] >= 0) {
        tiling_name(taken, name);
        sudoku_parse_diag(d, l->number, col,
                          "cell %s is joined to two neighbours", name);
        return 0;
    }
    t->join[a] = (signed char)b;
    t->join[b] = (signed char)a;
    t->joins++;
    return 1;
}

/* A wall or a row of the drawing, text[b, e) without its blanks, was
 * read up to b + i: when that is its end, after 37 characters, it is
 * whole and 1 is returned; else 0 with *d filled. */
static int tiling_end(const struct line *l, size_t b, size_t i, size_t e,
                      const char *what, int number, struct sudoku_diag *d)
{
    size_t at = b + i;
    char name[8];

    if (i == TILING_WIDTH && at == e)
        return 1;
    if (at < e)
        sudoku_parse_diag(d, l->number, at + 1,
                          "unexpected character '%s' in %s %d of the drawing",
                          sudoku_parse_char_name(l->text[at], name), what,
                          number);
    else
        sudoku_parse_diag(d, l->number, at + 1,
                          "%s %d of the drawing ends early", what, number);
    return 0;
}

/* Reads wall w (0..9) into t; returns 1, or 0 with *d filled. */
static int tiling_wall(struct tiling *t, const struct line *l, int w,
                       struct sudoku_diag *d)
{
    size_t b, e, i;

    parse_trim(l, &b, &e);
    for (i = 0; i < TILING_WIDTH && b + i < e; i++) {
        char c = l->text[b + i], want = i % 4 == 0 ? '+' : '-';
        int cell = 9 * (w - 1) + (int)(i / 4);

        if (c == want)
            continue;
        if (c == ' ' && want == '-' && w > 0 && w < 9) {
            /* An open stretch: the three characters of a segment. */
            if (i % 4 != 1 || strncmp(l->text + b + i, "   ", 3) != 0)
                break;
            if (!tiling_join(t, cell, cell + 9, l, b + i + 1, d))
                return 0;
            i += 2;
            continue;
        }
        break;
    }
    return tiling_end(l, b, i, e, "wall", w + 1, d);
}

/* Reads row r into t; returns 1, or 0 with *d filled. */
static int tiling_row(struct tiling *t, const struct line *l, int r,
                      struct sudoku_diag *d)
{
    size_t b, e, i;

    parse_trim(l, &b, &e);
    for (i = 0; i < TILING_WIDTH && b + i < e; i++) {
        char c = l->text[b + i];
        int cell = 9 * r + (int)(i / 4), v;

        if (i % 4 == 2) {
            if ((v = parse_cell_value(c)) < 0)
                break;
            t->grid.cell[cell] = (unsigned char)v;
            t->line[cell] = l->number;
            t->col[cell] = b + i + 1;
        } else if (i % 4 != 0) {
            if (c != ' ')
                break;
        } else if (c == ' ' && i > 0 && i < TILING_WIDTH - 1) {
            if (!tiling_join(t, cell - 1, cell, l, b + i + 1, d))
                return 0;
        } else if (c != '|') {
            break;
        }
    }
    return tiling_end(l, b, i, e, "row", r + 1, d);
}

/* Checks the dominoes and singles of a drawing with joins and fills the
 * puzzle; returns the status of the record. */
static enum sudoku_read tiling_puzzle(const struct tiling *t,
                                      struct sudoku_record *rec,
                                      struct sudoku_diag *d)
{
    struct sudoku_domino *dom = &rec->domino;
    int cell, single[10] = {0}, a, b;
    int used[10][10] = {{0}};
    char name[8];

    dom->grid = t->grid;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int mate = t->join[cell], u = t->grid.cell[cell];

        dom->mate[cell] = (signed char)mate;
        tiling_name(cell, name);
        if (mate < 0 && u != 0 && single[u]++ > 0) {
            sudoku_parse_diag(d, t->line[cell], t->col[cell],
                              "digit %d stands alone twice (%s)", u, name);
            return SUDOKU_READ_INVALID;
        }
        if (mate < cell)
            continue;
        if (u == 0 || t->grid.cell[mate] == 0) {
            sudoku_parse_diag(d, t->line[cell], t->col[cell],
                              "the domino at %s has an empty half", name);
            return SUDOKU_READ_INVALID;
        }
        if (u == t->grid.cell[mate]) {
            sudoku_parse_diag(d, t->line[mate], t->col[mate],
                              "both halves of the domino at %s are %d", name,
                              u);
            return SUDOKU_READ_INVALID;
        }
        if (used[u][t->grid.cell[mate]]++ > 0) {
            sudoku_parse_diag(d, t->line[cell], t->col[cell],
                              "domino %d-%d is placed twice (%s)",
                              u < t->grid.cell[mate] ? u : t->grid.cell[mate],
                              u < t->grid.cell[mate] ? t->grid.cell[mate] : u,
                              name);
            return SUDOKU_READ_INVALID;
        }
        used[t->grid.cell[mate]][u]++;
    }
    for (a = 1; a <= 9; a++)
        if (single[a] == 0) {
            sudoku_parse_diag(d, rec->line, 1,
                              "digit %d stands alone in no cell", a);
            return SUDOKU_READ_INVALID;
        }
    if (sudoku_board_find_clash(&dom->grid, &a, &b)) {
        tiling_name(b, name);
        sudoku_parse_diag(d, t->line[b], t->col[b],
                          "clashing givens: %d appears twice in %s %d",
                          dom->grid.cell[b],
                          a / 9 == b / 9   ? "row"
                          : a % 9 == b % 9 ? "column"
                                           : "box",
                          a / 9 == b / 9   ? b / 9 + 1
                          : a % 9 == b % 9 ? b % 9 + 1
                                           : SUDOKU_BOX(b / 9, b % 9) + 1);
        return SUDOKU_READ_UNSOLVABLE;
    }
    return SUDOKU_READ_PUZZLE;
}

/* A line that may belong to a drawing: it begins with '+' or '|'. */
static int tiling_line(const struct line *l)
{
    size_t b, e;

    parse_trim(l, &b, &e);
    return b < e && (l->text[b] == '+' || l->text[b] == '|');
}

enum sudoku_read sudoku_parse_tiling_record(struct sudoku_parser *p,
                                            struct sudoku_record *rec,
                                            struct sudoku_diag *d)
{
    struct tiling t;
    struct line l;
    unsigned long last_line;
    size_t last_len;
    int k, ok = 1, more, cell;

    if (!sudoku_parse_next_content(&p->lines, &l))
        return SUDOKU_READ_END;
    memset(&t, 0, sizeof t);
    memset(t.join, -1, sizeof t.join);
    rec->line = l.number;
    for (k = 0;;) {
        if (ok && (k % 2 == 0 ? !tiling_wall(&t, &l, k / 2, d)
                              : !tiling_row(&t, &l, k / 2, d)))
            ok = 0; /* keep reading the drawing's lines to stay in step */
        if (++k == 19)
            break;
        last_line = l.number;
        last_len = l.len;
        /* Walls and rows are consecutive; comments may sit between. */
        while ((more = sudoku_lines_next(&p->lines, &l)) &&
               parse_is_comment(&l))
            ;
        if (!more || !tiling_line(&l)) {
            if (more && !parse_is_blank(&l))
                sudoku_lines_push_back(&p->lines);
            if (ok)
                sudoku_parse_diag(d, last_line, last_len + 1,
                                  "drawn grid ends after %d of its 19 lines",
                                  k);
            return SUDOKU_READ_INVALID;
        }
    }
    if (!ok)
        return SUDOKU_READ_INVALID;
    if (t.joins > 0) {
        rec->format = SUDOKU_FORMAT_SUDOMINOKU;
        return tiling_puzzle(&t, rec, d);
    }
    rec->format = SUDOKU_FORMAT_SPACED;
    rec->puzzle = t.grid;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        p->row_line[cell / 9] = t.line[cell];
        p->cell_col[cell] = t.col[cell];
    }
    return SUDOKU_READ_PUZZLE;
}
