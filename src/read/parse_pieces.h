/*
 * parse_pieces.h - parsers over the pieces of one stream.
 *
 * The batch engine's threads (batch/batch_chunks.c) cut an input of one
 * puzzle a line (line, csv) into pieces at line ends and parse each piece
 * in a thread of its own, with a parser over the piece's bytes that starts
 * in the state the stream's parser would have there.  A piece is parsed
 * as the whole stream would be when the reader cut it where no record
 * goes on (sudoku_parse_piece_cut), every record it gave was read in a
 * layout of one line, and the parser left it in the state it began the
 * next piece in (sudoku_parser_piece_same); otherwise the engine hands
 * the rest of the stream back to the stream's parser
 * (sudoku_parser_resume).  The judge build leaves this out.
 */
#ifndef SUDOKU_PARSE_PIECES_H
#define SUDOKU_PARSE_PIECES_H

#include "read/parse_common.h"

/* Whether p has read nothing yet; if so *in is its stream, or NULL and
 * [*data, *data + *size) the memory block it reads. */
SUDOKU_PRIVATE int sudoku_parser_fresh(const struct sudoku_parser *p, FILE **in,
                                       const char **data, size_t *size);

/* Sets dst to read the `size` bytes at `data` in the state `state` is in
 * (its format, its records so far, its csv columns), numbering lines from
 * 1 and offsets from 0; `first`: the bytes begin the stream (a byte-order
 * mark is skipped).  dst and state may be the same parser. */
SUDOKU_PRIVATE void sudoku_parser_piece(struct sudoku_parser *dst,
                                        const struct sudoku_parser *state,
                                        const char *data, size_t size,
                                        int first);

/* Whether a parser in p's state reads its next record from one line
 * (line or csv, given or detected), as pieces require. */
SUDOKU_PRIVATE int sudoku_parser_one_line(const struct sudoku_parser *p);

/* Whether a and b are in the same state for the next record (format,
 * the format of the last record, csv columns), their counts aside. */
SUDOKU_PRIVATE int sudoku_parser_piece_same(const struct sudoku_parser *a,
                                            const struct sudoku_parser *b);

/* The lines and the records p has read. */
SUDOKU_PRIVATE unsigned long sudoku_parser_lines(const struct sudoku_parser *p);
SUDOKU_PRIVATE unsigned long
sudoku_parser_records(const struct sudoku_parser *p);

/* The bytes of p's block before the first line that p has not read for
 * good (a line pushed back is not; the line feed of a CRLF that ended the
 * last line is), and in *lines the lines before them. */
SUDOKU_PRIVATE size_t sudoku_parser_taken(const struct sudoku_parser *p,
                                          unsigned long *lines);

/* Numbers p's lines after the first `lines`, as if they were read. */
SUDOKU_PRIVATE void sudoku_parser_number_from(struct sudoku_parser *p,
                                              unsigned long lines);

/* Makes p, reading a block of memory, stop after its first `size` bytes,
 * no fewer than sudoku_parser_taken gives: a line that begins before
 * them must end there. */
SUDOKU_PRIVATE void sudoku_parser_bound(struct sudoku_parser *p, size_t size);

/*
 * The length of the longest prefix of the `size` bytes at `data` that ends
 * at a line feed and whose last line with content is no line of text (a
 * title, whose grid may follow after the cut), looked for among the last
 * few lines; 0 when there is none.
 */
SUDOKU_PRIVATE size_t sudoku_parse_piece_cut(const char *data, size_t size);

/* Whether l is a line of text that may be a title (parse_full.c). */
SUDOKU_PRIVATE int sudoku_parse_is_text(const struct line *l);

/*
 * Sets p to go on from byte `offset` of its stream, in the state `state`
 * is in, with `line` lines and `records` records before: it reads the
 * `size` bytes at `data` (the stream's bytes from offset on, which must
 * outlive p's reading) and then its stream `in`, or nothing more when in
 * is NULL.  p's format becomes state's.
 */
SUDOKU_PRIVATE void sudoku_parser_resume(struct sudoku_parser *p,
                                         const struct sudoku_parser *state,
                                         FILE *in, const char *data,
                                         size_t size, unsigned long line,
                                         unsigned long records,
                                         unsigned long long offset);

/* Makes p's format state's when p has not settled one yet, as a parser
 * does with its first record. */
SUDOKU_PRIVATE void sudoku_parser_settle(struct sudoku_parser *p,
                                         const struct sudoku_parser *state);

/* Records that p's stream failed with errno value `error`. */
SUDOKU_PRIVATE void sudoku_parser_fail(struct sudoku_parser *p, int error);

#endif /* SUDOKU_PARSE_PIECES_H */
