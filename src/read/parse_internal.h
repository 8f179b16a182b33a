/*
 * parse_internal.h - the parser object, shared by the parser's files.
 *
 * parse.c owns the parser object and reads the judges' formats: rows of
 * packed digits or of spaced numbers through parse_rows.c, and Sudominoku
 * through domino_parse.c.  The full build adds parse_full.c, the table of
 * every format, which detects and dispatches them, parse_line.c and
 * parse_csv.c, the readers of one puzzle a line, and parse_memory.c, which
 * sets a parser on a block of memory; parse.c reaches parse_full.c as an
 * optional part (see internal.h).  Each reader fills the caller's record
 * and diagnostic through the helpers below it, in parse_common.h.
 */
#ifndef SUDOKU_PARSE_INTERNAL_H
#define SUDOKU_PARSE_INTERNAL_H

#include "read/domino_parse.h"
#include "read/parse_common.h"

struct sudoku_parser {
    struct lines lines;
    enum sudoku_format format; /* AUTO until the first record settles it */
    unsigned long records;
    int csv_header_checked;
    /* csv: the fields of the puzzle and of the solution, or -1 */
    int csv_puzzle, csv_solution;
    enum sudoku_format last; /* full build, detecting each record: the
                                format of the last one, else AUTO */
    int ended; /* END was returned: it stays the answer (in the judge
                  build a Sudominoku "0" line ends the stream even if more
                  text follows) */
    /* Where the cells of the current classic record were read, for the
     * position of a clash.  In `line` and `csv` the 81 cells are
     * consecutive characters of the record's line, from column
     * first_col on; in `packed` and `spaced` row r is on line row_line[r]
     * and cell i in column cell_col[i]. */
    unsigned long first_col;
    /* packed and spaced: the first line of the run of grids with no blank
     * line between them that the current grid belongs to, and the last
     * line of the grid before */
    unsigned long run_start, run_end;
    unsigned long row_line[9];
    unsigned long cell_col[SUDOKU_CELLS];
    /* Full build: the boxes asked for (0, 0: each side's own) and the
     * extra houses, by sudoku_parser_set_shape (parse_shape.c). */
    int shape_rows, shape_cols;
    unsigned shape_extras;
    /* Full build: the input gives each grid's box size n on a line of
     * its own before its n * n rows (UVa 989's), passed over. */
    int sized_grids;
};

/* A reader of one format: reads the next record of p's stream, like
 * sudoku_parser_next, which then sets its index and format. */
typedef enum sudoku_read parse_reader_fn(struct sudoku_parser *p,
                                         struct sudoku_record *rec,
                                         struct sudoku_diag *d);

/* Reads the next record in any format, records its format in
 * rec->format and, for a stream of format AUTO, the format it settled on
 * (parse_full.c); NULL in the judge build, which reads only the judges'
 * formats. */
SUDOKU_PRIVATE parse_reader_fn *const sudoku_read_full;

/* Reads a block of 9 rows, of numbers separated by blanks when `spaced`,
 * else of packed digits (parse_rows.c). */
SUDOKU_PRIVATE enum sudoku_read sudoku_parse_block(struct sudoku_parser *p,
                                                   int spaced,
                                                   struct sudoku_record *rec,
                                                   struct sudoku_diag *d);

#endif /* SUDOKU_PARSE_INTERNAL_H */
