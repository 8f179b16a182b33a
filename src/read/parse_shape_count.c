/*
 * parse_shape_count.c - a count line before grids of other sizes.
 *
 * SPOJ SUDOKU's input begins with the number of its 16x16 grids, HDU
 * 4069's with the number of its puzzles given with walls
 * (parse_shape_grid.c), and UVa 989's with the box size n of the grid of
 * n * n rows of numbers after it (and so does each later grid): a line
 * that is also how a Sudominoku input (BOJ 4574) begins, a domino count.
 * The line after it tells them apart.  The line reader gives back one line
 * only, so to read a Sudominoku record after looking past its count, the
 * lines the Sudominoku reader takes (the count, then its domino lines and
 * the line of single digits, or up to a line of one field, which begins
 * the next record) are kept and read again from memory, with their line
 * numbers; a count out of range is reported as that reader reports it,
 * and the lines up to the next record passed over as it passes them.
 */
#include "read/parse_shape_grid.h"

#include <stdlib.h>
#include <string.h>

/* The lines kept for the Sudominoku reader, each ended by '\n'. */
struct count_kept {
    char *text;
    size_t size, room;
};

static int count_keep(struct count_kept *k, const struct line *l)
{
    if (k->size + l->len + 1 > k->room) {
        size_t room = 2 * k->room + l->len + 1;
        char *text = realloc(k->text, room);

        if (text == NULL)
            return 0;
        k->text = text;
        k->room = room;
    }
    memcpy(k->text + k->size, l->text, l->len);
    k->size += l->len;
    k->text[k->size++] = '\n';
    return 1;
}

/* The number of fields of a line, blanks between them. */
static int count_fields(const struct line *l)
{
    size_t i;
    int n = 0;

    for (i = 0; i < l->len; i++)
        n += !parse_is_space(l->text[i]) &&
             (i == 0 || parse_is_space(l->text[i - 1]));
    return n;
}

/* Whether a line is a row of n * n numbers, each 0 (empty) to n * n: the
 * first row of a grid whose box size n the count before it gives (UVa
 * 989's input), never a domino line, whose cells are named "A1". */
static int count_sized_row(const struct line *l, unsigned long n)
{
    unsigned long value = 0;
    size_t i;

    if (n < 2 || n > 5 || count_fields(l) != (int)(n * n))
        return 0;
    for (i = 0; i < l->len; i++) {
        char c = l->text[i];
        if (parse_is_space(c)) {
            value = 0;
        } else if (c < '0' || c > '9' ||
                   (value = 10 * value + (unsigned long)(c - '0')) > n * n) {
            return 0;
        }
    }
    return 1;
}

/* A line the Sudominoku reader passes over: blank, or a comment. */
static int count_is_empty(const struct line *l)
{
    return parse_is_blank(l) || parse_is_comment(l);
}

/* Reads the kept lines with `domino`, from line `first` on. */
static enum sudoku_read count_read_kept(struct sudoku_parser *p,
                                        parse_reader_fn *domino,
                                        const struct count_kept *k,
                                        unsigned long first,
                                        struct sudoku_record *rec,
                                        struct sudoku_diag *d)
{
    struct sudoku_parser *t = malloc(sizeof *t);
    enum sudoku_read status;

    if (t == NULL) {
        rec->line = first;
        sudoku_parse_diag(d, first, 1, "out of memory");
        return SUDOKU_READ_INVALID;
    }
    *t = *p;
    sudoku_lines_init_memory(&t->lines, k->text, k->size);
    t->lines.started = 1;
    t->lines.number = first - 1;
    rec->format = SUDOKU_FORMAT_SUDOMINOKU;
    status = domino(t, rec, d);
    free(t);
    return status;
}

enum sudoku_read sudoku_parse_shape_count(struct sudoku_parser *p,
                                          parse_reader_fn *domino,
                                          parse_reader_fn *packed,
                                          struct sudoku_record *rec,
                                          struct sudoku_diag *d)
{
    struct count_kept k = {NULL, 0, 0};
    struct line l;
    unsigned long first, count = 0, body = 0;
    size_t b, e, i;
    enum sudoku_read status;
    int more, ok;

    if (!sudoku_parse_next_content(&p->lines, &l))
        return SUDOKU_READ_END;
    first = l.number;
    parse_trim(&l, &b, &e);
    for (i = b; i < e; i++)
        count = 10 * count + (unsigned long)(l.text[i] - '0');
    if (count == 0) { /* the end of a Sudominoku input, never SPOJ's */
        sudoku_lines_push_back(&p->lines);
        rec->format = SUDOKU_FORMAT_SUDOMINOKU;
        return domino(p, rec, d);
    }
    ok = count_keep(&k, &l);
    /* The lines the Sudominoku reader would take: the count's body, or
     * for a count out of range the lines up to the next lone field. */
    while (ok && (more = sudoku_lines_next(&p->lines, &l)) != 0) {
        if (body == 0 && !count_is_empty(&l) && count_sized_row(&l, count)) {
            sudoku_lines_push_back(&p->lines);
            free(k.text);
            p->sized_grids = 1;
            if (p->records == 0)
                p->format = SUDOKU_FORMAT_AUTO; /* the grid's, not a count's */
            return sudoku_read_full(p, rec, d);
        }
        if (body == 0 && !count_is_empty(&l) &&
            (sudoku_parse_shape_grid_letters(&l) ||
             sudoku_parse_shape_walls_top(&l))) {
            sudoku_lines_push_back(&p->lines);
            free(k.text);
            if (sudoku_parse_shape_walls_top(&l))
                return sudoku_parse_shape_walls_record(p, rec, d);
            return sudoku_parse_shape_grid_record(p, SUDOKU_FORMAT_PACKED,
                                                  packed, rec, d);
        }
        if (count <= SUDOKU_DOMINOES)
            ok = count_keep(&k, &l);
        if (!count_is_empty(&l) && count_fields(&l) == 1) {
            sudoku_lines_push_back(&p->lines); /* the next record's */
            break;
        }
        if (!count_is_empty(&l) && ++body == count + 1 &&
            count <= SUDOKU_DOMINOES)
            break;
    }
    status = ok ? count_read_kept(p, domino, &k, first, rec, d)
                : SUDOKU_READ_INVALID;
    if (!ok) {
        rec->line = first;
        sudoku_parse_diag(d, first, 1, "out of memory");
    }
    free(k.text);
    return status;
}
