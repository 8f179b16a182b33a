/*
 * parse_shape_grid.h - grids of other sizes as rows (parse_shape_grid.c),
 * for parse_full.c.
 *
 * Apart from parse_line.h because it is a reader of its own, which reads
 * a record's lines and hands them, as one line, to the shaped line reader
 * (parse_shape.c).  The judge build has neither.
 */
#ifndef SUDOKU_PARSE_SHAPE_GRID_H
#define SUDOKU_PARSE_SHAPE_GRID_H

#include "read/parse_internal.h"

/* Whether a record's first line may be the first row of a grid of side N
 * (4 to 25, not 9): N packed cells (1-9 then A-Z, '.' or '0' empty, or
 * A-P and '-' empty when N is 16), or N numbers separated by blanks ('.'
 * or 0 empty), or such a row with a bad cell among mostly numbers.  The
 * reader decides, from the row after it. */
SUDOKU_PRIVATE int sudoku_parse_shape_grid_first(const struct line *l);

/* Whether a line is a row of a 16x16 grid in the judges' letters: 16 of
 * A-P and '-'. */
SUDOKU_PRIVATE int sudoku_parse_shape_grid_letters(const struct line *l);

/* Whether a line is 16 dashes: the top border of a drawn grid, or the
 * empty first row of a 16x16 grid in the judges' letters. */
SUDOKU_PRIVATE int sudoku_parse_shape_grid_dashes(const struct line *l);

/* Whether a line is no title because it is such a row with an empty cell
 * and values that fit its side, so that "AB..C" begins a grid. */
SUDOKU_PRIVATE int sudoku_parse_shape_grid_not_text(const struct line *l);

/*
 * Reads the record whose first line passed sudoku_parse_shape_grid_first:
 * a grid of N rows of that line's kind, then, when they follow, N rows of
 * N region labels (a jigsaw).  The first row and the one after it decide:
 * when the second row has the first's kind and length, or when the first
 * cannot be a row of the format `fallback` says (letters in it, numbers
 * above 9) and that format is not `line`, or when one of the two is a
 * spaced row with a bad cell and the other a spaced row of its length,
 * the record is such a grid.  Two
 * rows of 16 or 25 characters are also two puzzles on a line of 4x4 or
 * 5x5: in `line` they make a grid when values fit the large side and one
 * of them (after a line, each of them) holds a value too large for the
 * small one.  Any other record is read by `reader`, the reader of
 * `fallback`, as it was before grids of other sizes: a classic grid with
 * a damaged first row, a puzzle a line.
 * Returns as sudoku_parser_next does; sets rec->format.
 */
SUDOKU_PRIVATE enum sudoku_read
sudoku_parse_shape_grid_record(struct sudoku_parser *p,
                               enum sudoku_format fallback,
                               parse_reader_fn *reader,
                               struct sudoku_record *rec,
                               struct sudoku_diag *d);

/* After a classic grid of 9 rows read with status `status`: reads the
 * rows of region labels that follow it, and makes the record a shaped
 * one, a 9x9 jigsaw, or one on the boxes and extra houses the parser was
 * asked for (sudoku_parser_set_shape).  Returns the record's status. */
SUDOKU_PRIVATE enum sudoku_read
sudoku_parse_shape_grid_nine(struct sudoku_parser *p, enum sudoku_read status,
                             struct sudoku_record *rec, struct sudoku_diag *d);

/*
 * Reads the first record of an input whose first line is a count alone,
 * which `domino`, the Sudominoku reader, reads as a domino count
 * (parse_shape_count.c): when the line after it is a row of a 16x16 grid
 * in the judges' letters, the count is SPOJ's number of grids, passed
 * over, and the grid is the record, read by this file's reader (`packed`
 * being the classic reader it falls back on); when it is the top row of
 * an HDU 4069 puzzle, the count is that judge's, and the puzzle is read
 * with its walls; else `domino` reads the record as before.  Returns as sudoku_parser_next
 * does; sets rec->format.
 */
SUDOKU_PRIVATE enum sudoku_read
sudoku_parse_shape_count(struct sudoku_parser *p, parse_reader_fn *domino,
                         parse_reader_fn *packed, struct sudoku_record *rec,
                         struct sudoku_diag *d);

/* Whether a line is the first row of a puzzle of HDU 4069: nine numbers,
 * each a digit (0 empty) plus 16, 32, 64 and 128 for a wall up, right,
 * down and left, every one with a wall up. */
SUDOKU_PRIVATE int sudoku_parse_shape_walls_top(const struct line *l);

/* Reads such a puzzle, nine rows, as a 9x9 jigsaw whose regions the walls
 * close; its format is spaced, its regions labelled 1 to 9 in the order of
 * their first cells.  Returns as sudoku_parser_next does. */
SUDOKU_PRIVATE enum sudoku_read
sudoku_parse_shape_walls_record(struct sudoku_parser *p,
                                struct sudoku_record *rec,
                                struct sudoku_diag *d);

#endif /* SUDOKU_PARSE_SHAPE_GRID_H */
