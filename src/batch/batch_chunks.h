/*
 * batch_chunks.h - what the engine's threads share about pieces of input.
 *
 * With threads (batch_chunks.c), an input of one puzzle a line is cut into
 * pieces of up to BATCH_PIECE bytes at line ends.  A thread parses,
 * solves and formats a whole piece into the piece's own buffers
 * (sudoku_batch_piece_run, batch_piece.c); the thread that holds the
 * writer's role then hands the buffers to the sink in input order
 * (sudoku_batch_piece_emit).  Inputs of other layouts, slow inputs (a
 * pipe, a terminal) and a stream the pieces cannot follow go through the
 * pool of records instead (sudoku_batch_run_records, batch_pool.c).
 */
#ifndef SUDOKU_BATCH_CHUNKS_H
#define SUDOKU_BATCH_CHUNKS_H

#include "batch/batch_internal.h"

/* The bytes of a piece at most: a few hundred lines of 81 cells, enough
 * that the hand-offs between threads cost little, few enough that the
 * threads share the last pieces of an input of hard puzzles evenly. */
#define BATCH_PIECE 32768

/* A diagnostic of a piece, at the place of its record's text. */
struct batch_piece_diag {
    size_t at;           /* bytes of the piece's text before the record's */
    unsigned long index; /* the record's place in the piece, from 0 */
    struct sudoku_diag diag; /* its line counted from the piece's first */
};

/* A record of a piece, as the totals and the progress calls see it; kept
 * only when the sink hears of progress. */
struct batch_piece_note {
    unsigned long long guesses;
    unsigned long long end_offset; /* from the piece's first byte */
    size_t end;                    /* bytes of text up to its end */
    unsigned count;
    unsigned char status, checked, written;
};

struct batch_piece {
    /* The input: `size` bytes at `data`, from byte `offset` of the
     * stream; buffer (capacity BATCH_PIECE) holds them when the stream is
     * a FILE.  first: the piece begins the stream; open: the reader found
     * no place to cut it, so the pieces cannot go on past it. */
    char *buffer;
    const char *data;
    size_t size;
    unsigned long long offset;
    int first, open;
    /* The output, filled by sudoku_batch_piece_run: the results' text,
     * the diagnostics and (with progress) the notes, each grown as
     * needed; the totals of the piece; its lines and records; lead: its
     * first written result wants a blank line before it when anything was
     * written before; clean: the piece was parsed as the whole stream
     * would be; no_memory: a buffer could not grow. */
    char *text;
    size_t text_size, text_room;
    struct batch_piece_diag *diags;
    size_t ndiags, diags_room;
    struct batch_piece_note *notes;
    size_t nnotes, notes_room;
    struct sudoku_batch_totals totals;
    unsigned long lines, records;
    int lead, clean, no_memory;
};

/*
 * Parses the piece with `parser` (a scratch parser, set to start in the
 * state `start`: the stream's first state for the first piece, else
 * `steady`), solves and formats each record, and fills the piece's
 * output; `notes`: keep a note a record.  The piece is clean when every
 * record was of one line and the parser ended it in the state `steady`.
 */
SUDOKU_PRIVATE void sudoku_batch_piece_run(struct batch_piece *pc,
                                           struct sudoku_parser *parser,
                                           const struct sudoku_parser *start,
                                           const struct sudoku_parser *steady,
                                           const struct sudoku_batch_options *o,
                                           int notes);

/* Hands a clean piece's output to the run's sink, as sudoku_batch_emit
 * would its records one by one: line numbers moved by `lines` (the
 * lines before the piece), offsets by the piece's own.  Returns 0 on a
 * write error. */
SUDOKU_PRIVATE int sudoku_batch_piece_emit(const struct batch_piece *pc,
                                           const struct batch_run *run,
                                           unsigned long lines);

/* Frees the piece's output buffers. */
SUDOKU_PRIVATE void sudoku_batch_piece_free(struct batch_piece *pc);

/* Runs a batch in the pool of records (batch_pool.c): from a slow input,
 * or where pieces cannot go. */
SUDOKU_PRIVATE batch_run_fn sudoku_batch_run_records;

#endif /* SUDOKU_BATCH_CHUNKS_H */
