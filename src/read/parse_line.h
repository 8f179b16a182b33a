/*
 * parse_line.h - the full build's readers, for parse_full.c: one puzzle a
 * line (parse_line.c, parse_csv.c), with the cells of one line they share,
 * and drawn grids (parse_grid.c, parse_domino_grid.c).
 *
 * Apart from parse_internal.h because the judge build has neither reader:
 * it must not declare a function it does not define.
 */
#ifndef SUDOKU_PARSE_LINE_H
#define SUDOKU_PARSE_LINE_H

#include "read/parse_internal.h"

/* Reads the 81 cells of `line` format from text[b, e) into rec->puzzle;
 * `what` names the field in messages.  Returns 1, or 0 with *d filled.
 * `whole` says that the field is known to end at e, what follows it (a
 * tail, a comma) being kept: then the length of the line is no matter,
 * as nothing after the field is read.  Else a line longer than the
 * reader keeps is an error unless the kept part already shows a more
 * precise one. */
SUDOKU_PRIVATE int sudoku_parse_cells81(const struct line *l, size_t b,
                                        size_t e, int whole, const char *what,
                                        struct sudoku_record *rec,
                                        struct sudoku_diag *d);

/* Keeps text[b, e) of `line` in rec->text, the puzzle's own text, when
 * it fits whole; leaves rec->text as it is (empty) when it does not. */
SUDOKU_PRIVATE void sudoku_parse_keep_text(const struct line *l, size_t b,
                                           size_t e, struct sudoku_record *rec);

/* The readers of the `line` and csv formats (parse_line.c, parse_csv.c),
 * called like sudoku_parser_next, which then numbers the record. */
SUDOKU_PRIVATE enum sudoku_read
sudoku_parse_line_record(struct sudoku_parser *p, struct sudoku_record *rec,
                         struct sudoku_diag *d);
SUDOKU_PRIVATE enum sudoku_read
sudoku_parse_csv_record(struct sudoku_parser *p, struct sudoku_record *rec,
                        struct sudoku_diag *d);

/* Whether a csv line is a header, all of its fields names (parse_csv.c):
 * then sets p->csv_puzzle and p->csv_solution to the fields it names
 * puzzle and solution, or -1; if not, to fields 1 and 2. */
SUDOKU_PRIVATE int sudoku_parse_csv_header(struct sudoku_parser *p,
                                           const struct line *l);

/* The reader of drawn grids (parse_grid.c), called like the others; it
 * sets rec->format to spaced or packed as the first row looks. */
SUDOKU_PRIVATE enum sudoku_read
sudoku_parse_grid_record(struct sudoku_parser *p, struct sudoku_record *rec,
                         struct sudoku_diag *d);

/* Whether a line is a border of a drawn grid: only '-', '+', '=', '*',
 * '|', ':', box-drawing characters and blanks, and not a row of 9
 * cells. */
SUDOKU_PRIVATE int sudoku_parse_grid_border(const struct line *l);

/* Whether a line is a row of a drawn grid: 9 cells ('_' and '*' count as
 * empty ones) and box separators, with at least one of '|', ':', '_',
 * '*' or a box-drawing character; *spaced tells whether blanks stand
 * between the cells. */
SUDOKU_PRIVATE int sudoku_parse_grid_row(const struct line *l, int *spaced);

/* The reader of grids drawn with a wall around every cell
 * (parse_domino_grid.c), called like the others: a drawing where dominoes
 * join cells is a Sudominoku puzzle (the pretty layout of one), and one
 * without any join a classic puzzle, of format spaced. */
SUDOKU_PRIVATE enum sudoku_read
sudoku_parse_tiling_record(struct sudoku_parser *p, struct sudoku_record *rec,
                           struct sudoku_diag *d);

/* Whether a line is the top wall of such a drawing: "+---" nine times,
 * then "+". */
SUDOKU_PRIVATE int sudoku_parse_tiling_top(const struct line *l);

/* The value of a cell of a puzzle of another size (parse_shape.c,
 * parse_shape_grid.c): 0 for '.' or '0', 1-9, then 10 up for letters of
 * either case; -1 for any other character. */
static inline int parse_shape_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c == '.')
        return 0;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    return -1;
}

/* A region label of a jigsaw: a letter or a digit. */
static inline int parse_shape_label(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') ||
           (c >= 'a' && c <= 'z');
}

/* Whether text[b, e) of `line` begins with the cells of a puzzle of a
 * side other than 9, N * N of them ending at e or at a tail, with a '.'
 * or a digit among them (parse_shape.c). */
SUDOKU_PRIVATE int sudoku_parse_shape_detect(const struct line *l, size_t b,
                                             size_t e);

/* Reads the line as a puzzle of another size or shape when it is one (see
 * parse_shape.c): the cells at text[b, ...), e the end of the line
 * without its trailing blanks.  Returns as sudoku_parser_next does, or
 * SUDOKU_READ_END, having read nothing, for a classic line. */
SUDOKU_PRIVATE enum sudoku_read
sudoku_parse_shape_line(struct sudoku_parser *p, const struct line *l,
                        size_t b, size_t e, struct sudoku_record *rec,
                        struct sudoku_diag *d);

/* A character that may end the 81 cells of a line and begin its tail: a
 * rating, a comment or anything else a collection puts after a puzzle.
 * The csv reader ends the cells at its comma instead. */
static inline int parse_is_tail(char c)
{
    return c == ' ' || c == '\t' || c == ';' || c == '#';
}

/* Where the cells of a one-line puzzle end in text[b, e): b + 81 when the
 * first 81 characters are cells and the line ends there or goes on with a
 * tail, else 0. */
static inline size_t sudoku_parse_cells_end(const struct line *l, size_t b,
                                            size_t e)
{
    size_t i;

    if (e - b < SUDOKU_CELLS ||
        (e - b > SUDOKU_CELLS && !parse_is_tail(l->text[b + SUDOKU_CELLS])))
        return 0;
    for (i = b; i < b + SUDOKU_CELLS; i++)
        if (parse_cell_value(l->text[i]) < 0)
            return 0;
    return b + SUDOKU_CELLS;
}

#endif /* SUDOKU_PARSE_LINE_H */
