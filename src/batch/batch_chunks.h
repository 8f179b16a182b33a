/*
 * batch_chunks.h - what the engine's threads share about pieces of input.
 *
 * With threads (batch_chunks.c), an input of one puzzle a line is cut into
 * pieces of up to BATCH_PIECE bytes at line ends.  A thread parses,
 * solves and formats a whole piece into the piece's own buffers
 * (sudoku_batch_segment_run, batch_piece.c), a record at a time, while a
 * thread with nothing else to do may cut off the records it has not
 * reached and work on them as a segment of the piece (batch_share.h); the
 * thread that holds the writer's role then hands the buffers to the sink
 * in input order (sudoku_batch_piece_emit).  Inputs of other layouts,
 * slow inputs (a pipe, a terminal) and a stream the pieces cannot follow
 * go through the pool of records instead (sudoku_batch_run_records,
 * batch_pool.c).
 */
#ifndef SUDOKU_BATCH_CHUNKS_H
#define SUDOKU_BATCH_CHUNKS_H

#include "batch/batch_internal.h"
#include "batch/batch_share.h"

/* The bytes of a piece at most: a few hundred lines of 81 cells, enough
 * that the hand-offs between threads cost little, few enough that the
 * threads share the last pieces of an input of hard puzzles evenly. */
#define BATCH_PIECE 32768

/* A diagnostic of a segment, at the place of its record's text. */
struct batch_piece_diag {
    size_t at;           /* bytes of the segment's text before the record's */
    unsigned long index; /* the record's place in the segment, from 0 */
    struct sudoku_diag diag; /* its line counted from the segment's first */
};

/* A record of a segment, as the totals and the progress calls see it;
 * kept only when the sink hears of progress. */
struct batch_piece_note {
    unsigned long long guesses;
    unsigned long long end_offset; /* from the segment's first byte */
    size_t end;                    /* bytes of text up to its end */
    unsigned count;
    unsigned char status, checked, written;
};

/*
 * A run of a piece's records that one thread parses, solves and formats
 * into buffers of its own: at first the whole piece; when a thread with
 * nothing to do cuts the run of another (batch_share.h), the part after
 * the cut becomes a segment of its own, next in the piece's list.
 */
struct batch_segment {
    /* Bytes of the piece: the segment begins at `from`; share.to is
     * where it ends, which a cut may lower while its owner works. */
    size_t from;
    struct batch_share share;
    struct batch_segment *next; /* the piece's next segment, in order */
    struct sudoku_parser *parser;
    /* The output, filled by sudoku_batch_segment_run: the results' text,
     * the diagnostics and (with progress) the notes, each grown as
     * needed; the totals; its lines and records; lead: its first written
     * result wants a blank line before it when anything was written
     * before; clean: it was parsed as the whole stream would be;
     * no_memory: a buffer could not grow. */
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
    /* Its segments in input order, the first the piece's own, and how
     * many of them are still being worked on (under the team's lock). */
    struct batch_segment head;
    unsigned running;
};

/* What a segment's owner needs besides its piece: the states a parser
 * starts in (the stream's first state for the first piece, `steady`
 * after), the options, whether to keep a note a record, and the team's
 * lock, for the rare take that a cut crossed. */
struct batch_segment_run {
    const struct sudoku_parser *start, *steady;
    const struct sudoku_batch_options *options;
    int notes;
    struct platform_mutex *lock;
};

/*
 * Parses segment sg of piece pc with its parser, solves and formats each
 * record, and fills the segment's output, taking the records one at a
 * time (batch_share.h) so that another thread may cut off the rest.  The
 * segment is clean when every record was of one line and the parser left
 * it in the state `steady`.  When it returns, the segment's end is final.
 */
SUDOKU_PRIVATE void sudoku_batch_segment_run(struct batch_piece *pc,
                                             struct batch_segment *sg,
                                             const struct batch_segment_run *r);

/* Hands a clean piece's output to the run's sink, segment by segment, as
 * sudoku_batch_emit would its records one by one: line numbers moved by
 * *lines (the lines before the piece), offsets by the piece's own; adds
 * the piece's lines and records to *lines and *records.  Returns 0 on a
 * write error. */
SUDOKU_PRIVATE int sudoku_batch_piece_emit(const struct batch_piece *pc,
                                           const struct batch_run *run,
                                           unsigned long *lines,
                                           unsigned long *records);

/* Whether every segment of a finished piece is clean. */
SUDOKU_PRIVATE int sudoku_batch_piece_clean(const struct batch_piece *pc);

/* Frees a segment's output buffers. */
SUDOKU_PRIVATE void sudoku_batch_segment_free(struct batch_segment *sg);

/* Runs a batch in the pool of records (batch_pool.c): from a slow input,
 * or where pieces cannot go. */
SUDOKU_PRIVATE batch_run_fn sudoku_batch_run_records;

#endif /* SUDOKU_BATCH_CHUNKS_H */
