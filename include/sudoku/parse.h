/*
 * parse.h - turns text into puzzles, one record at a time.
 *
 * A parser reads a stream (a FILE or a block of memory) and hands out one
 * record per call: a puzzle, or a diagnostic for a record that cannot be a
 * puzzle.  It reads ahead only a bounded buffer, so any input size works,
 * and after a bad record it carries on with the next one wherever the format
 * lets it find the start of one.  It never solves and never prints.
 *
 * Formats:
 *   packed      9 lines of 9 digits, 0 = empty; other sides, N lines of N
 *               characters (1-9 then A-Z, or for 16x16 A-P with '-' empty),
 *               and after them N rows of region labels for a jigsaw (on 9x9
 *               too), give shaped records
 *   spaced      9 lines of 9 digits separated by spaces or tabs, 0 = empty;
 *               other sides, N lines of N numbers, as packed
 *   line        one puzzle per line, 81 characters, 0 or . = empty, then
 *               any tail (not read, whatever its length); other sides, N * N
 *               characters (values 1-9 then A-Z), and jigsaw, the cells
 *               then a blank and N * N region labels (N connected regions
 *               of N cells), give shaped records
 *   csv         puzzle,solution per line (solution optional), header optional
 *   sudominoku  the domino lists of the Sudominoku problem, ended by "0";
 *               puzzles after it are read, other text after it is invalid
 *   marks       a 9x9 grid of pencil marks, as Sudoku Explainer and
 *               HoDoKu print them: a group of digits a cell, one digit
 *               for a placed value
 * Every format accepts LF, CRLF and lone CR line ends and a leading UTF-8
 * byte-order mark.  Lines starting with '#' are comments and blank lines
 * separate records in the classic formats.  With AUTO, a line of text
 * before a puzzle ("Grid 01", "% name") is a title and gives no record;
 * the README ("Input formats") says how each record is recognised.
 */
#ifndef SUDOKU_PARSE_H
#define SUDOKU_PARSE_H

#include <stddef.h>
#include <stdio.h>

#include "sudoku/board.h"
#include "sudoku/shape.h"

enum sudoku_format {
    SUDOKU_FORMAT_AUTO, /* decide from each record, skipping titles */
    SUDOKU_FORMAT_PACKED,
    SUDOKU_FORMAT_SPACED,
    SUDOKU_FORMAT_LINE,
    SUDOKU_FORMAT_CSV,
    SUDOKU_FORMAT_SUDOMINOKU,
    SUDOKU_FORMAT_MARKS /* full build: a 9x9 grid of pencil marks */
};

/* The name used in options and messages ("packed", ...), and back.
 * sudoku_format_from_name returns -1 for an unknown name. */
SUDOKU_API const char *sudoku_format_name(enum sudoku_format format);
SUDOKU_API int sudoku_format_from_name(const char *name);

/* Where and why a record is bad.  line and col are 1-based; col is 0 when
 * the message is about the line as a whole. */
struct sudoku_diag {
    unsigned long line;
    unsigned long col;
    char message[160];
};

/* A puzzle of another size or shape (shape.h): its shape, its cells
 * (0 empty, 1..side), and how its text wrote them, to print it back the
 * same way.  side is 0 in a classic record. */
struct sudoku_shaped {
    struct sudoku_shape shape;
    unsigned char cell[SUDOKU_SHAPE_MAX_CELLS];
    char label[SUDOKU_SHAPE_MAX_SIDE]; /* each region's label, for jigsaw
                                          records; NUL for box shapes */
    char letters; /* 1 when the rows wrote the values A = 1 to P = 16 and
                     '-' for an empty cell, as the 16x16 judges do: the
                     grid is printed back so; else 0 */
};

/* One record.  `format` is the layout it was read in; for SUDOMINOKU the
 * puzzle is in `domino`, a puzzle of another size or shape (one whose
 * shaped.shape.side is not 0) in `shaped`, otherwise in `puzzle`. */
struct sudoku_record {
    enum sudoku_format format;
    unsigned long index;           /* 1-based position in the stream */
    unsigned long line;            /* the line the record starts on */
    unsigned long long end_offset; /* input bytes up to the record's end */
    sudoku_board puzzle;
    struct sudoku_domino domino;
    /* csv: the column the solution field begins at, or 0 when the line
     * has none; and that solution. */
    unsigned long expected_col;
    sudoku_board expected;
    /* marks: every cell's digits, bit d for digit d; all 0 otherwise. */
    unsigned short marks[SUDOKU_CELLS];
    /* line: the puzzle as its line gives it, from the first cell to the
     * end of any tail (" # ED=9.0"), blanks around left out; csv: the
     * puzzle field, without quotes.  Empty for the other formats, and
     * when that text has 128 bytes or more (or a NUL byte): it is never
     * cut short. */
    char text[128];
    /* Last, as the readers of classic records clear only what comes
     * before it, and set shaped.shape.side to 0. */
    struct sudoku_shaped shaped;
};

enum sudoku_read {
    SUDOKU_READ_PUZZLE,     /* *record holds a puzzle */
    SUDOKU_READ_INVALID,    /* malformed record: *diag says why */
    SUDOKU_READ_UNSOLVABLE, /* well-formed but its givens break a rule:
                             *diag says which; *record is filled */
    SUDOKU_READ_END,        /* no more records */
    SUDOKU_READ_IO_ERROR    /* the stream failed; errno may tell more */
};

struct sudoku_parser;

/*
 * Creates a parser over `in` (which it does not close) or over the `size`
 * bytes at `data` (which must outlive the parser).  format may be AUTO.
 * Returns NULL when out of memory.
 */
SUDOKU_API struct sudoku_parser *sudoku_parser_new(FILE *in,
                                                   enum sudoku_format format);
SUDOKU_API struct sudoku_parser *
sudoku_parser_new_memory(const char *data, size_t size,
                         enum sudoku_format format);
SUDOKU_API void sudoku_parser_free(struct sudoku_parser *parser);

/*
 * Reads the next record.  For PUZZLE and UNSOLVABLE *record is filled; for
 * INVALID and UNSOLVABLE *diag is filled and record->index/line still name
 * the record.  INVALID and UNSOLVABLE each count as one record: the caller
 * that prints one result per record keeps N in, N out.
 */
SUDOKU_API enum sudoku_read sudoku_parser_next(struct sudoku_parser *parser,
                                               struct sudoku_record *record,
                                               struct sudoku_diag *diag);

/* Where cell `cell` (0 to 80, row by row) of *rec was read, rec being
 * the classic record that the last call of sudoku_parser_next filled:
 * sets *line and *col (1-based) to the place of its character, or of
 * its group of digits in a grid of pencil marks.  For a Sudominoku
 * record, the record's first line and column 1.  Full build only. */
SUDOKU_API void sudoku_parser_cell_place(const struct sudoku_parser *parser,
                                         const struct sudoku_record *rec,
                                         int cell, unsigned long *line,
                                         unsigned long *col);

/* Reads puzzles on boxes of box_rows x box_cols (0 and 0: each side's
 * own, see shape.h) with the extra houses `extras` (SUDOKU_EXTRA_* bits):
 * with either asked, a 9x9 `line` record is a shaped one too, and a
 * record whose side the boxes do not fit is invalid.  Call it before the
 * first record.  Full build only. */
SUDOKU_API void sudoku_parser_set_shape(struct sudoku_parser *parser,
                                        int box_rows, int box_cols,
                                        unsigned extras);

/* The format in use: the one given, or for AUTO the format of the first
 * record (AUTO until the first record is read, or when the stream held no
 * record); each record's own format is in record->format. */
SUDOKU_API enum sudoku_format
sudoku_parser_format(const struct sudoku_parser *parser);

/* After SUDOKU_READ_IO_ERROR: the errno value the stream failed with, or
 * 0 when it gave none.  Kept here because the parser may run in a thread
 * other than the caller's. */
SUDOKU_API int sudoku_parser_error(const struct sudoku_parser *parser);

#endif /* SUDOKU_PARSE_H */
