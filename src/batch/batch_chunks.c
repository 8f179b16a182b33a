/*
 * batch_chunks.c - the batch engine in several threads, a piece at a time.
 *
 * The engine (batch.c) runs a batch here, as the optional part
 * sudoku_batch_run_pool, whenever it has jobs.  From an input of one
 * puzzle a line read from a file or from memory, the threads share three
 * steps: reading cuts the input into pieces of up to BATCH_PIECE bytes at
 * line ends, and does nothing else; working parses, solves and formats a
 * whole piece into its own buffers (batch_piece.c); writing hands the
 * finished pieces to the sink in input order.  So the work that one
 * thread at a time can do, reading and writing, costs a copy and a search
 * for a line feed a piece and a write a piece, and every thread claims a
 * piece at a time: the threads take the lock a few times a piece, not a
 * record.  A thread that finds no piece to claim (at the end of the
 * input, or with the ring full behind a slow piece) cuts the piece being
 * worked on with the most bytes not yet reached at a line end near their
 * middle, and works on the back part as a segment of that piece
 * (chunks_steal, batch_share.h): costly records are shared however few
 * pieces hold them.  The output, the diagnostics, the totals and the
 * progress calls are those of one thread.
 *
 * A piece is parsed from the state the stream's parser reaches after its
 * first record (read here before the threads start), or from the
 * stream's first state for the first piece; read/parse_pieces.h says when
 * that is exact.  When it is not (a record of several lines, a format
 * change, a line longer than a piece), the writer stops at that piece and
 * the rest of the stream, the pieces read already and then the file, goes
 * through the pool of records (batch_pool.c), which also takes slow
 * inputs (a pipe, a terminal), where waiting for a whole piece would hold
 * results back, and every input of other layouts.  Threads, locks and
 * conditions are the platform's (platform/threads.h); without threads the
 * part is NULL, and the judge build leaves this file out.
 */
#include "batch/batch_chunks.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "platform/threads.h"
#include "read/parse_pieces.h"

/* Pieces in the ring a thread: enough that the threads seldom wait for
 * the writer, which waits for the oldest piece; and at most, so that
 * hundreds of jobs do not take hundreds of megabytes (each piece holds
 * its input, its output and a parser: about 40 KB for lines). */
#define CHUNKS_RING_PER_THREAD 4
#define CHUNKS_RING_MAX 256
/* The reader stops when this many pieces are unclaimed. */
#define CHUNKS_AHEAD 2

enum { PIECE_READ, PIECE_CLAIMED, PIECE_DONE };

/*
 * A ring of `room` pieces and three counters that only grow:
 *
 *   emitted <= claimed <= cut <= emitted + room
 *
 * Piece k is in slot k % room.  One mutex guards the counters, the
 * pieces' states and the roles; reading, working and writing happen
 * outside it, each on pieces no other thread touches at that moment.
 */
struct batch_chunks {
    struct platform_mutex lock;
    struct platform_cond wake; /* idle threads wait here */
    const struct batch_run *batch;
    struct batch_piece *pieces;
    unsigned char *state;
    struct batch_segment *spare; /* segments for cuts, to use again */
    struct batch_segment_run seg; /* what every segment's owner needs */
    unsigned room, idle;
    unsigned long long cut, claimed, emitted;
    int reading, emitting;
    int read_end; /* the end, an uncut piece or a read error: no more */
    int stop;     /* every thread stops: see status and resuming */
    int resuming; /* the writer met piece `resume`, not clean */
    unsigned long long resume;
    enum sudoku_batch_status status;
    int notes; /* the sink hears of progress: a note a record */
    /* The reader's: the stream or the memory block, the bytes cut into
     * pieces so far, the bytes read after the last cut, an errno. */
    FILE *in;
    const char *mem;
    size_t mem_size;
    unsigned long long offset;
    const char *carry;
    size_t carry_size;
    int read_errno;
    /* The states pieces start in (see sudoku_batch_piece_run). */
    struct sudoku_parser *start, *steady;
    /* The writer's: the lines and records written before. */
    unsigned long lines, records;
};

/* Fills piece pc with the next bytes of the input, cut after a line
 * end; returns 1 at the end of the input, on a read error, or when no
 * cut is found: nothing more is read. */
static int chunks_fill(struct batch_chunks *c, struct batch_piece *pc)
{
    size_t n, cut;
    int end = 0;

    pc->first = c->offset == 0;
    pc->offset = c->offset;
    pc->open = 0;
    if (c->in == NULL) {
        n = c->mem_size - (size_t)c->offset;
        pc->data = c->mem + c->offset;
        cut = n;
        if (n > BATCH_PIECE && (cut = sudoku_parse_piece_cut(pc->data,
                                                            BATCH_PIECE)) == 0)
            pc->open = 1;
        end = cut == n || pc->open;
    } else {
        if (c->carry_size > 0)
            memmove(pc->buffer, c->carry, c->carry_size);
        errno = 0;
        n = c->carry_size + fread(pc->buffer + c->carry_size, 1,
                                  BATCH_PIECE - c->carry_size, c->in);
        pc->data = pc->buffer;
        cut = n;
        if (n < BATCH_PIECE) {
            end = 1;
            if (ferror(c->in))
                c->read_errno = errno ? errno : EIO;
        } else if ((cut = sudoku_parse_piece_cut(pc->buffer, n)) == 0) {
            cut = n;
            pc->open = end = 1;
        }
        c->carry = pc->buffer + cut;
        c->carry_size = n - cut;
    }
    pc->size = cut;
    c->offset += cut;
    return end;
}

static void chunks_wake(struct batch_chunks *c)
{
    if (c->idle)
        platform_cond_broadcast(&c->wake);
}

/* The reader's turn: one piece. */
static void chunks_read(struct batch_chunks *c)
{
    unsigned slot = (unsigned)(c->cut % c->room);
    int end;

    c->reading = 1;
    platform_mutex_unlock(&c->lock);
    end = chunks_fill(c, &c->pieces[slot]);
    platform_mutex_lock(&c->lock);
    c->reading = 0;
    c->read_end = end;
    if (c->pieces[slot].size > 0 || c->pieces[slot].open) {
        c->state[slot] = PIECE_READ;
        c->cut++;
    }
    chunks_wake(c);
}

/* Works on segment sg of the piece in `slot`, which this thread owns. */
static void chunks_run_segment(struct batch_chunks *c, unsigned slot,
                               struct batch_segment *sg)
{
    struct batch_piece *pc = &c->pieces[slot];

    platform_mutex_unlock(&c->lock);
    sudoku_batch_segment_run(pc, sg, &c->seg);
    platform_mutex_lock(&c->lock);
    if (--pc->running == 0)
        c->state[slot] = PIECE_DONE;
    if (sg->no_memory) {
        c->status = SUDOKU_BATCH_NO_MEMORY;
        c->stop = 1;
    }
    chunks_wake(c);
}

/* A worker's turn: the oldest unclaimed piece. */
static void chunks_work(struct batch_chunks *c)
{
    unsigned slot = (unsigned)(c->claimed++ % c->room);
    struct batch_piece *pc = &c->pieces[slot];

    c->state[slot] = PIECE_CLAIMED;
    pc->running = 1;
    pc->head.from = 0;
    pc->head.next = NULL;
    batch_share_init(&pc->head.share, 0, pc->open ? 0 : pc->size);
    chunks_run_segment(c, slot, &pc->head);
}

/* Where to cut the bytes [claim, to), claim < to, of a segment that
 * begins at `from`: at the first line start from their middle on, else at
 * the last before it; at claim itself only once the owner has taken
 * something (it keeps its first record); 0 for nowhere. */
static size_t chunks_cut_at(const char *data, size_t from, size_t claim,
                            size_t to)
{
    size_t mid = claim + (to - claim) / 2, i;

    for (i = mid; i + 1 < to; i++)
        if (data[i] == '\n')
            return i + 1;
    for (i = mid; i > claim; i--)
        if (data[i - 1] == '\n')
            return i;
    return claim > from ? claim : 0;
}

/* Finds the segment with the most bytes that its owner has not taken, in
 * the pieces being worked on, and a cut in them; returns 0 when there is
 * nothing to cut. */
static int chunks_find_cut(struct batch_chunks *c, unsigned *slot_out,
                           struct batch_segment **victim, size_t *cut_out)
{
    unsigned long long k;
    size_t best = 0;

    for (k = c->emitted; k < c->claimed; k++) {
        unsigned slot = (unsigned)(k % c->room);
        const struct batch_piece *pc = &c->pieces[slot];
        struct batch_segment *sg;

        if (c->state[slot] != PIECE_CLAIMED)
            continue;
        for (sg = &c->pieces[slot].head; sg != NULL; sg = sg->next) {
            size_t claim, to, cut;

            batch_share_left(&sg->share, &claim, &to);
            if (to <= claim || to - claim <= best)
                continue;
            cut = chunks_cut_at(pc->data, sg->from, claim, to);
            if (cut == 0)
                continue;
            best = to - claim;
            *slot_out = slot;
            *victim = sg;
            *cut_out = cut;
        }
    }
    return best > 0;
}

/* A thief's turn: cuts the records another thread has not reached off
 * its segment and works on them as a segment of their own.  Returns 0
 * when there was nothing to cut (or no memory for a segment). */
static int chunks_steal(struct batch_chunks *c)
{
    struct batch_segment *victim, *sg;
    unsigned slot;
    size_t cut, to;

    if (!batch_share_can_cut || !chunks_find_cut(c, &slot, &victim, &cut))
        return 0;
    sg = c->spare;
    if (sg == NULL) {
        sg = calloc(1, sizeof *sg);
        if (sg != NULL &&
            (sg->parser = sudoku_parser_new(NULL, SUDOKU_FORMAT_AUTO)) ==
                NULL) {
            free(sg);
            sg = NULL;
        }
        if (sg == NULL)
            return 0;
    } else {
        c->spare = sg->next;
    }
    to = batch_share_cut(&victim->share, cut);
    if (to == cut) { /* the owner took past the cut meanwhile */
        sg->next = c->spare;
        c->spare = sg;
        return 1;
    }
    sg->from = cut;
    batch_share_init(&sg->share, cut, to);
    sg->next = victim->next;
    victim->next = sg;
    c->pieces[slot].running++;
    chunks_run_segment(c, slot, sg);
    return 1;
}

/* Puts the segments that cuts added to a written piece aside, to use
 * again. */
static void chunks_keep_spares(struct batch_chunks *c, struct batch_piece *pc)
{
    struct batch_segment *sg = pc->head.next, *next;

    for (; sg != NULL; sg = next) {
        next = sg->next;
        sg->next = c->spare;
        c->spare = sg;
    }
    pc->head.next = NULL;
}

/* The writer's turn: the finished pieces in order, while there are any. */
static void chunks_emit(struct batch_chunks *c)
{
    c->emitting = 1;
    while (!c->stop && c->emitted < c->cut &&
           c->state[c->emitted % c->room] == PIECE_DONE) {
        struct batch_piece *pc = &c->pieces[c->emitted % c->room];
        int ok;

        if (!sudoku_batch_piece_clean(pc)) {
            c->resuming = c->stop = 1;
            c->resume = c->emitted;
            break;
        }
        platform_mutex_unlock(&c->lock);
        ok = sudoku_batch_piece_emit(pc, c->batch, &c->lines, &c->records);
        platform_mutex_lock(&c->lock);
        chunks_keep_spares(c, pc);
        c->emitted++;
        if (!ok) {
            c->status = SUDOKU_BATCH_WRITE_ERROR;
            c->stop = 1;
        }
        chunks_wake(c);
    }
    c->emitting = 0;
}

/* One thread of the team, until every piece is written or all stop. */
static void *chunks_thread(void *arg)
{
    struct batch_chunks *c = arg;

    platform_mutex_lock(&c->lock);
    while (!c->stop) {
        if (!c->emitting && c->emitted < c->cut &&
            c->state[c->emitted % c->room] == PIECE_DONE)
            chunks_emit(c);
        else if (!c->reading && !c->read_end &&
                 c->cut - c->emitted < c->room &&
                 c->cut - c->claimed < CHUNKS_AHEAD)
            chunks_read(c);
        else if (c->claimed < c->cut)
            chunks_work(c);
        else if (chunks_steal(c))
            continue;
        else if (c->read_end && !c->reading && c->claimed == c->cut)
            break; /* whoever finishes the last pieces writes them */
        else {
            c->idle++;
            platform_cond_wait(&c->wake, &c->lock);
            c->idle--;
        }
    }
    chunks_wake(c);
    platform_mutex_unlock(&c->lock);
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Setting up, and handing back                                         */

/* Where pieces cannot go: the pool of records, or one thread alone. */
static enum sudoku_batch_status chunks_records(const struct batch_run *run)
{
    if (run->options->jobs > 1 || run->options->pipelined)
        return sudoku_batch_run_records(run);
    return sudoku_batch_run_serial(run);
}

static int chunks_alloc(struct batch_chunks *c, unsigned threads)
{
    unsigned i;

    c->room = threads < CHUNKS_RING_MAX / CHUNKS_RING_PER_THREAD
                  ? CHUNKS_RING_PER_THREAD * threads
                  : CHUNKS_RING_MAX;
    c->pieces = calloc(c->room, sizeof *c->pieces);
    c->state = calloc(c->room, 1);
    c->start = sudoku_parser_new(NULL, SUDOKU_FORMAT_AUTO);
    c->steady = sudoku_parser_new(NULL, SUDOKU_FORMAT_AUTO);
    if (c->pieces == NULL || c->state == NULL || c->start == NULL ||
        c->steady == NULL)
        return 0;
    for (i = 0; i < c->room; i++) {
        struct batch_piece *pc = &c->pieces[i];

        pc->head.parser = sudoku_parser_new(NULL, SUDOKU_FORMAT_AUTO);
        if (c->in != NULL)
            pc->buffer = malloc(BATCH_PIECE);
        if (pc->head.parser == NULL || (c->in != NULL && pc->buffer == NULL))
            return 0;
    }
    c->seg.start = c->start;
    c->seg.steady = c->steady;
    c->seg.options = c->batch->options;
    c->seg.notes = c->notes;
    c->seg.lock = &c->lock;
    return 1;
}

static void chunks_free_segment(struct batch_segment *sg)
{
    sudoku_batch_segment_free(sg);
    if (sg->parser != NULL)
        sudoku_parser_free(sg->parser);
}

static void chunks_free(struct batch_chunks *c)
{
    unsigned i;

    for (i = 0; c->pieces != NULL && i < c->room; i++) {
        chunks_keep_spares(c, &c->pieces[i]);
        chunks_free_segment(&c->pieces[i].head);
        free(c->pieces[i].buffer);
    }
    while (c->spare != NULL) {
        struct batch_segment *sg = c->spare;

        c->spare = sg->next;
        chunks_free_segment(sg);
        free(sg);
    }
    free(c->pieces);
    free(c->state);
    if (c->start != NULL)
        sudoku_parser_free(c->start);
    if (c->steady != NULL)
        sudoku_parser_free(c->steady);
    free(c);
}

/* Reads the first piece and the stream's first record, whose state the
 * other pieces start in; returns 1 when pieces can go: the record and
 * the records after it are of one line. */
static int chunks_begin(struct batch_chunks *c)
{
    struct batch_piece *pc = &c->pieces[0];
    struct sudoku_record rec;
    struct sudoku_diag d;

    c->read_end = chunks_fill(c, pc);
    c->cut = pc->size > 0 || pc->open;
    sudoku_parser_piece(c->start, c->batch->parser, NULL, 0, 1);
    if (pc->open)
        return 0;
    sudoku_parser_piece(c->steady, c->start, pc->data, pc->size, 1);
    if (sudoku_parser_next(c->steady, &rec, &d) == SUDOKU_READ_END ||
        (rec.format != SUDOKU_FORMAT_LINE && rec.format != SUDOKU_FORMAT_CSV) ||
        !sudoku_parser_one_line(c->steady))
        return 0;
    c->state[0] = PIECE_READ;
    sudoku_parser_settle(c->batch->parser, c->steady);
    return 1;
}

/* Hands the stream from piece c->resume on back to its parser: the
 * pieces read from there and the bytes read after them, copied into
 * *block (freed by the caller once the parser is done), then the file.
 * Returns 0 when out of memory. */
static int chunks_hand_back(struct batch_chunks *c, char **block)
{
    const struct batch_piece *pc = &c->pieces[c->resume % c->room];
    const char *data;
    size_t size = 0, at = 0;
    unsigned long long k;

    if (c->in == NULL) {
        data = c->mem + pc->offset;
        size = c->mem_size - (size_t)pc->offset;
    } else {
        for (k = c->resume; k < c->cut; k++)
            size += c->pieces[k % c->room].size;
        *block = malloc(size + c->carry_size + 1);
        if (*block == NULL)
            return 0;
        for (k = c->resume; k < c->cut; k++) {
            const struct batch_piece *p = &c->pieces[k % c->room];

            memcpy(*block + at, p->data, p->size);
            at += p->size;
        }
        if (c->carry_size > 0)
            memcpy(*block + at, c->carry, c->carry_size);
        size = at + c->carry_size;
        data = *block;
    }
    sudoku_parser_resume(c->batch->parser, pc->first ? c->start : c->steady,
                         c->in, data, size, c->lines, c->records, pc->offset);
    return 1;
}

/* Runs the team over the pieces; returns how the batch ended. */
static enum sudoku_batch_status chunks_team(struct batch_chunks *c,
                                            unsigned threads)
{
    struct platform_thread *helpers = malloc(threads * sizeof *helpers);

    if (helpers == NULL)
        return SUDOKU_BATCH_NO_MEMORY;
    platform_mutex_init(&c->lock);
    platform_cond_init(&c->wake);
    /* The caller's thread is one of the team; it works on alone if no
     * other thread can start. */
    platform_team_run(helpers, threads, chunks_thread, c);
    platform_cond_destroy(&c->wake);
    platform_mutex_destroy(&c->lock);
    free(helpers);
    return c->status;
}

static enum sudoku_batch_status batch_run_chunks(const struct batch_run *run)
{
    unsigned threads = run->options->jobs > 1 ? run->options->jobs : 1;
    struct batch_chunks *c;
    enum sudoku_batch_status status;
    char *block = NULL;

    c = calloc(1, sizeof *c);
    if (c == NULL)
        return SUDOKU_BATCH_NO_MEMORY;
    if (run->options->pipelined ||
        !sudoku_parser_fresh(run->parser, &c->in, &c->mem, &c->mem_size)) {
        free(c);
        return chunks_records(run);
    }
    c->batch = run;
    c->notes = run->sink->progress != NULL;
    c->status = SUDOKU_BATCH_OK;
    if (!chunks_alloc(c, threads))
        status = SUDOKU_BATCH_NO_MEMORY;
    else if (!chunks_begin(c))
        status = SUDOKU_BATCH_OK, c->resuming = 1, c->resume = 0;
    else
        status = chunks_team(c, threads);
    if (status == SUDOKU_BATCH_OK && c->resuming) {
        status = chunks_hand_back(c, &block) ? chunks_records(run)
                                              : SUDOKU_BATCH_NO_MEMORY;
    } else if (status == SUDOKU_BATCH_OK) {
        /* At the end: the parser stays there, its counts those read. */
        sudoku_parser_resume(run->parser, c->steady, c->in, NULL, 0, c->lines,
                             c->records, c->offset);
        if (c->read_errno) {
            sudoku_parser_fail(run->parser, c->read_errno);
            status = SUDOKU_BATCH_READ_ERROR;
        }
    }
    chunks_free(c);
    free(block);
    return status;
}

SUDOKU_PRIVATE_DEF batch_run_fn *const sudoku_batch_run_pool =
    PLATFORM_THREADS ? batch_run_chunks : NULL;
