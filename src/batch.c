/*
 * batch.c - the batch engine (see batch.h).
 *
 * Each record goes through three steps: read (the parser, in order), solve
 * (independent of every other record), and emit (diagnostics and result
 * text, in order).  Solving fills a batch_item and formats its result text,
 * so emitting is only copying bytes out.
 */
#if SUDOKU_THREADS && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include "sudoku/batch.h"

#include <string.h>

#include "sudoku/domino.h"
#include "sudoku/solve.h"

#include "internal.h"

#if SUDOKU_THREADS
#include <pthread.h>
#include <stdlib.h>
#ifndef __STDC_NO_ATOMICS__
#include <stdatomic.h>
#endif
#endif

/* One record on its way through the engine. */
struct batch_item {
    struct sudoku_record record;
    enum sudoku_read status;
    struct sudoku_diag diag;
    int has_diag;
    unsigned count;
    int mismatch;
    unsigned long long guesses;
    int separated; /* a grid that a blank line parts from the one before */
    size_t size;
    /* A header, a count line and one grid, whatever the layout. */
    char text[SUDOKU_PRINT_MAX + 128];
};

/* The text layout of a result, and whether it is one line per record. */
static enum sudoku_layout batch_layout(enum sudoku_output output,
                                       enum sudoku_format format)
{
    switch (output) {
    case SUDOKU_OUTPUT_PACKED:
        return SUDOKU_LAYOUT_PACKED;
    case SUDOKU_OUTPUT_SPACED:
        return SUDOKU_LAYOUT_SPACED;
    case SUDOKU_OUTPUT_LINE:
        return SUDOKU_LAYOUT_LINE;
    case SUDOKU_OUTPUT_PRETTY:
        return SUDOKU_LAYOUT_PRETTY;
    default:
        break;
    }
    switch (format) {
    case SUDOKU_FORMAT_SPACED:
        return SUDOKU_LAYOUT_SPACED;
    case SUDOKU_FORMAT_LINE:
    case SUDOKU_FORMAT_CSV:
        return SUDOKU_LAYOUT_LINE;
    default:
        return SUDOKU_LAYOUT_PACKED;
    }
}

static size_t batch_append(char *out, size_t n, const char *s)
{
    size_t len = strlen(s);

    memcpy(out + n, s, len + 1);
    return n + len;
}

#ifndef SUDOKU_JUDGE
/* The judge build never counts: no count or puzzle goes into a record. */
static size_t batch_append_count(char *out, size_t n, unsigned count,
                                 unsigned limit)
{
    char buf[32];
    int len = count >= limit ? snprintf(buf, sizeof buf, "%u+", count)
                             : snprintf(buf, sizeof buf, "%u", count);

    memcpy(out + n, buf, (size_t)len + 1);
    return n + (size_t)len;
}

/* The puzzle as given, on one line with '.' for an empty cell. */
static size_t batch_append_puzzle(char *out, size_t n, const sudoku_board *b)
{
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++)
        /* NOLINTNEXTLINE(bugprone-narrowing-conversions): a digit fits */
        out[n++] = b->cell[i] ? (char)('0' + b->cell[i]) : '.';
    out[n] = '\0';
    return n;
}
#endif

/*
 * Formats the result of a solved (or failed) record:
 *
 *   line layout            SOLUTION | no solution | invalid
 *   line layout, counting  PUZZLE:COUNT:SOLUTION (SOLUTION empty for 0)
 *   grid layouts           [Puzzle k]  [solutions: COUNT]  grid | no solution
 *                                                               | invalid
 * Grids of classic records are separated by a blank line; Sudominoku
 * records carry a "Puzzle k" header instead.
 */
static void batch_format(struct batch_item *it,
                         const struct sudoku_batch_options *o,
                         const sudoku_board *solution,
                         const struct sudoku_domino *domino_solution)
{
    const struct sudoku_record *rec = &it->record;
    enum sudoku_layout layout = batch_layout(o->output, rec->format);
    int domino = rec->format == SUDOKU_FORMAT_SUDOMINOKU;
    int solved = it->status == SUDOKU_READ_PUZZLE && it->count > 0;
    const char *failure = it->status == SUDOKU_READ_INVALID
                              ? "invalid\n"
                              : "no solution\n";
    size_t n = 0;
    char *out = it->text;

    out[0] = '\0';
    it->separated = 0;
    if (layout == SUDOKU_LAYOUT_LINE) {
#ifndef SUDOKU_JUDGE
        if (o->count_limit >= 2 && it->status != SUDOKU_READ_INVALID) {
            const sudoku_board *given =
                domino ? &rec->domino.grid : &rec->puzzle;

            n = batch_append_puzzle(out, n, given);
            out[n++] = ':';
            n = batch_append_count(out, n, it->count, o->count_limit);
            out[n++] = ':';
            if (solved)
                n += sudoku_print_board(out + n, solution, layout);
            else
                n = batch_append(out, n, "\n");
            it->size = n;
            return;
        }
#endif
        if (solved)
            n = sudoku_print_board(out, solution, layout);
        else
            n = batch_append(out, n, failure);
        it->size = n;
        return;
    }
    if (domino)
        n += (size_t)snprintf(out, 32, "Puzzle %lu\n", rec->index);
    else
        it->separated = 1;
#ifndef SUDOKU_JUDGE
    if (o->count_limit >= 2 && it->status != SUDOKU_READ_INVALID) {
        n = batch_append(out, n, "solutions: ");
        n = batch_append_count(out, n, it->count, o->count_limit);
        n = batch_append(out, n, "\n");
    }
#endif
    if (!solved)
        n = batch_append(out, n, failure);
    else if (domino)
        n += sudoku_print_domino(out + n, domino_solution, layout);
    else
        n += sudoku_print_board(out + n, solution, layout);
    it->size = n;
}

/* Solves one record and formats its result. */
static void batch_solve(struct batch_item *it,
                        const struct sudoku_batch_options *o)
{
    struct sudoku_solve_stats stats = {0};
    unsigned limit = o->count_limit >= 2 ? o->count_limit : 1;
    sudoku_board solution;
    struct sudoku_domino domino_solution;

    it->count = 0;
    it->mismatch = 0;
    it->has_diag = it->status != SUDOKU_READ_PUZZLE;
    if (it->status == SUDOKU_READ_PUZZLE) {
        if (it->record.format == SUDOKU_FORMAT_SUDOMINOKU) {
            it->count = sudoku_domino_solve(&it->record.domino, limit,
                                            &domino_solution, &stats);
            solution = domino_solution.grid;
        } else {
            it->count =
                sudoku_solve(&it->record.puzzle, limit, &solution, &stats);
        }
        if (it->count == 0) {
            it->diag.line = it->record.line;
            it->diag.col = 1;
            strcpy(it->diag.message, "puzzle has no solution");
            it->has_diag = 1;
        }
#ifndef SUDOKU_JUDGE
        if (it->count != 0 && o->check && it->record.has_expected &&
            memcmp(&solution, &it->record.expected, sizeof solution) != 0) {
            it->mismatch = 1;
            it->diag.line = it->record.line;
            it->diag.col = 1;
            strcpy(it->diag.message,
                   "solution differs from the one given in the input");
            it->has_diag = 1;
        }
#endif
    }
    it->guesses = stats.guesses;
    batch_format(it, o, &solution, &domino_solution);
}

/* Reports, counts and writes one item; returns 0 on a write error. */
static int batch_emit(const struct batch_item *it,
                      const struct sudoku_batch_options *o,
                      const struct sudoku_batch_sink *sink, int *first,
                      struct sudoku_batch_totals *t)
{
    t->records++;
    t->guesses += it->guesses;
    if (it->status == SUDOKU_READ_INVALID)
        t->invalid++;
    else if (it->count == 0)
        t->unsolvable++;
    else
        t->solved++;
    if (it->count > 1)
        t->multiple++;
    if (it->mismatch)
        t->mismatches++;
    if (it->has_diag)
        sink->report(sink->context, &it->diag);
    if (o->unique && it->count != 1)
        return 1;
    if (it->separated && !*first && !sink->write(sink->context, "\n", 1))
        return 0;
    if (!sink->write(sink->context, it->text, it->size))
        return 0;
    *first = 0;
    t->written++;
    return 1;
}

/* How often the sink hears of progress, in records. */
#define BATCH_PROGRESS_EVERY 4096

static int batch_emit_and_tell(const struct batch_item *it,
                               const struct sudoku_batch_options *o,
                               const struct sudoku_batch_sink *sink,
                               int *first, struct sudoku_batch_totals *t)
{
    if (!batch_emit(it, o, sink, first, t))
        return 0;
    if (sink->progress && t->records % BATCH_PROGRESS_EVERY == 0)
        sink->progress(sink->context, t, it->record.end_offset);
    return 1;
}

/* One record at a time in the caller's thread. */
static enum sudoku_batch_status
batch_run_serial(struct sudoku_parser *parser,
                 const struct sudoku_batch_options *o,
                 const struct sudoku_batch_sink *sink, int *first,
                 struct sudoku_batch_totals *t)
{
    struct batch_item item;

    for (;;) {
        item.status = sudoku_parser_next(parser, &item.record, &item.diag);
        if (item.status == SUDOKU_READ_END)
            return SUDOKU_BATCH_OK;
        if (item.status == SUDOKU_READ_IO_ERROR)
            return SUDOKU_BATCH_READ_ERROR;
        batch_solve(&item, o);
        if (!batch_emit_and_tell(&item, o, sink, first, t))
            return SUDOKU_BATCH_WRITE_ERROR;
    }
}

#if SUDOKU_THREADS
/* ------------------------------------------------------------------ */
/* Several threads                                                      */


/*
 * A ring of BATCH_RING items and three counters that only grow:
 *
 *   emitted <= claimed <= read <= emitted + BATCH_RING
 *
 * Every thread of the pool, the caller's among them, does whichever step
 * is due.  Two steps are roles that one thread at a time holds: the reader
 * parses records into the free slots from `read` on (from a file, a group
 * that it then solves itself; from a slow input, each record published at
 * once: see batch_read_run); the emitter writes the solved items from
 * `emitted` on, in order, which frees their slots.  Any thread claims
 * published items from `claimed` and solves them.  So output keeps input
 * order, at most BATCH_RING records are in memory, a result leaves as soon
 * as every one before it has, and no thread exists only to read or to
 * write: on N processors N threads are busy, not N plus two.  One mutex
 * guards the counters, the solved flags and the roles; parsing, solving
 * and writing happen outside it, each on slots no other thread touches at
 * that moment.
 *
 * A thread with nothing to do is usually waiting for the reader's next few
 * records, a matter of microseconds, while waking a thread that sleeps on
 * the condition variable can take tens of them (the processor it ran on
 * may have been halted).  So it first watches the `news` counter, which
 * every step bumps, for up to BATCH_SPIN loads, and sleeps only if nothing
 * happens meanwhile.  The watching is only a shortcut: a thread re-checks
 * everything under the mutex afterwards, so the counter carries no data.
 */
#define BATCH_RING 1024
#define BATCH_CLAIM 8  /* items a thread solves per claim, to lock less */
#define BATCH_KEEP 32  /* records a reader of a file keeps for itself */
#define BATCH_AHEAD 64 /* the reader stops when this many are unclaimed */
#ifndef __STDC_NO_ATOMICS__
#define BATCH_SPIN 65536 /* loads of `news` before sleeping */
#endif

struct batch_pool {
    pthread_mutex_t lock;
    pthread_cond_t wake; /* idle threads wait here for work */
    struct batch_item *ring;
    unsigned char solved[BATCH_RING];
    unsigned long long read, claimed, emitted;
    unsigned solving, jobs; /* threads solving now, and at most */
    unsigned idle;          /* threads waiting on wake */
    int reading, emitting;  /* the roles are held */
    int reader_done;
    enum sudoku_read reader_status; /* END or IO_ERROR */
    int write_error;                /* a write failed: every thread stops */
    struct sudoku_parser *parser;
    const struct sudoku_batch_options *options;
    const struct sudoku_batch_sink *sink;
    int *first;
    struct sudoku_batch_totals *totals;
#ifdef BATCH_SPIN
    atomic_uint news; /* bumped whenever a step ends */
#endif
};

/* Tells watching threads that a step has ended (see BATCH_SPIN). */
static void batch_news(struct batch_pool *pool)
{
#ifdef BATCH_SPIN
    atomic_fetch_add_explicit(&pool->news, 1, memory_order_relaxed);
#else
    (void)pool;
#endif
}

/* Waits, with the lock held, until another thread may have made work:
 * first by watching `news` with the lock released (*watched then becomes
 * 1), then, if that was done already, by sleeping on `wake`. */
static void batch_wait(struct batch_pool *pool, int *watched)
{
#ifdef BATCH_SPIN
    if (!*watched) {
        unsigned seen =
            atomic_load_explicit(&pool->news, memory_order_relaxed);
        long i;

        pthread_mutex_unlock(&pool->lock);
        for (i = 0; i < BATCH_SPIN &&
                    atomic_load_explicit(&pool->news, memory_order_relaxed) ==
                        seen;
             i++)
            ;
        pthread_mutex_lock(&pool->lock);
        *watched = 1;
        return;
    }
#endif
    pool->idle++;
    pthread_cond_wait(&pool->wake, &pool->lock);
    pool->idle--;
    *watched = 0;
}

/* Solves the n items from `from`, which this thread has claimed. */
static void batch_solve_items(struct batch_pool *pool,
                              unsigned long long from, unsigned long long n)
{
    unsigned long long i;

    pool->solving++;
    pthread_mutex_unlock(&pool->lock);
    for (i = 0; i < n; i++)
        batch_solve(&pool->ring[(from + i) % BATCH_RING], pool->options);
    pthread_mutex_lock(&pool->lock);
    pool->solving--;
    for (i = 0; i < n; i++)
        pool->solved[(from + i) % BATCH_RING] = 1;
    batch_news(pool);
    if (pool->claimed != pool->read && pool->idle)
        pthread_cond_signal(&pool->wake); /* one may wait for this slot */
}

/*
 * The reader's turn.  From a file it parses BATCH_KEEP records, claims
 * them itself and solves them: the records and the parser's state stay in
 * the cache of one processor for a while, and the next group is read by
 * whichever thread is free first.  From a pipe or a terminal, where the
 * next record may be long in coming, it publishes each record at once for
 * any thread to claim, and goes on while the ring has room and the
 * unclaimed records are few.
 */
static void batch_read_run(struct batch_pool *pool)
{
    int keep = !pool->options->pipelined;
    unsigned long long group = keep ? BATCH_KEEP : 1, kept = 0, at = 0;

    pool->reading = 1;
    while (!pool->write_error && pool->read - pool->emitted < BATCH_RING &&
           pool->read - pool->claimed < BATCH_AHEAD) {
        unsigned long long room = BATCH_RING - (pool->read - pool->emitted);
        unsigned long long n, k;
        enum sudoku_read status = SUDOKU_READ_PUZZLE;

        at = pool->read;
        pthread_mutex_unlock(&pool->lock);
        for (n = 0; n < group && n < room; n++) {
            struct batch_item *it = &pool->ring[(at + n) % BATCH_RING];

            status = sudoku_parser_next(pool->parser, &it->record, &it->diag);
            if (status == SUDOKU_READ_END || status == SUDOKU_READ_IO_ERROR)
                break;
            it->status = status;
        }
        pthread_mutex_lock(&pool->lock);
        for (k = 0; k < n; k++)
            pool->solved[(at + k) % BATCH_RING] = 0;
        pool->read += n;
        if (keep) {
            kept = n;
            pool->claimed += n;
        }
        batch_news(pool);
        if (n && !keep && pool->idle)
            pthread_cond_signal(&pool->wake);
        if (status == SUDOKU_READ_END || status == SUDOKU_READ_IO_ERROR) {
            pool->reader_done = 1;
            pool->reader_status = status;
            pthread_cond_broadcast(&pool->wake);
            break;
        }
        if (keep)
            break;
    }
    pool->reading = 0;
    if (kept) {
        if (pool->idle)
            pthread_cond_signal(&pool->wake); /* the reader's role is free */
        batch_solve_items(pool, at, kept);
    }
}

/* Claims up to BATCH_CLAIM published items and solves them. */
static void batch_solve_run(struct batch_pool *pool)
{
    unsigned long long from = pool->claimed;
    unsigned long long n = pool->read - from;

    if (n > BATCH_CLAIM)
        n = BATCH_CLAIM;
    pool->claimed += n;
    batch_solve_items(pool, from, n);
}

/* The emitter's turn: writes solved items in order while there are any. */
static void batch_emit_run(struct batch_pool *pool)
{
    pool->emitting = 1;
    while (!pool->write_error && pool->emitted != pool->read &&
           pool->solved[pool->emitted % BATCH_RING]) {
        unsigned long long from = pool->emitted, run, i;
        int ok, full = pool->read - from == BATCH_RING;

        /* Every solved item in a row at once: one lock per run. */
        for (run = 1; from + run < pool->read &&
                      pool->solved[(from + run) % BATCH_RING];
             run++)
            ;
        pthread_mutex_unlock(&pool->lock);
        for (i = 0, ok = 1; i < run && ok; i++)
            ok = batch_emit_and_tell(&pool->ring[(from + i) % BATCH_RING],
                                     pool->options, pool->sink, pool->first,
                                     pool->totals);
        pthread_mutex_lock(&pool->lock);
        pool->emitted += i;
        batch_news(pool);
        if (ok && pool->emitted == pool->read && pool->options->pipelined &&
            pool->sink->flush) {
            /* Everything read is written and the reader may be waiting
             * for input: whoever feeds it may be waiting for these. */
            pthread_mutex_unlock(&pool->lock);
            ok = pool->sink->flush(pool->sink->context);
            pthread_mutex_lock(&pool->lock);
        }
        if (!ok) {
            pool->write_error = 1;
            pthread_cond_broadcast(&pool->wake);
            break;
        }
        if (full && pool->idle)
            pthread_cond_signal(&pool->wake); /* the reader has room */
    }
    pool->emitting = 0;
}

/* One thread of the pool, until the input is read, solved and written. */
static void *batch_thread(void *arg)
{
    struct batch_pool *pool = arg;
    int watched = 0; /* batch_wait watched once since the last step */

    pthread_mutex_lock(&pool->lock);
    while (!pool->write_error) {
        unsigned long long unclaimed = pool->read - pool->claimed;
        int can_solve = unclaimed && pool->solving < pool->jobs;

        if (!pool->emitting && pool->emitted != pool->read &&
            pool->solved[pool->emitted % BATCH_RING])
            batch_emit_run(pool);
        else if (!pool->reading && !pool->reader_done &&
                 pool->read - pool->emitted < BATCH_RING &&
                 (unclaimed < BATCH_CLAIM ||
                  (!can_solve && unclaimed < BATCH_AHEAD)))
            batch_read_run(pool); /* keep the solvers fed first */
        else if (can_solve)
            batch_solve_run(pool);
        else if (pool->reader_done && pool->claimed == pool->read) {
            /* Whoever solves the last items writes them; the idle may
             * leave too. */
            pthread_cond_broadcast(&pool->wake);
            break;
        } else {
            batch_wait(pool, &watched);
            continue;
        }
        watched = 0;
    }
    pthread_mutex_unlock(&pool->lock);
    return NULL;
}

static enum sudoku_batch_status
batch_run_threads(struct sudoku_parser *parser,
                  const struct sudoku_batch_options *o,
                  const struct sudoku_batch_sink *sink, int *first,
                  struct sudoku_batch_totals *t)
{
    struct batch_pool *pool = calloc(1, sizeof *pool);
    /* With one job, a second thread still reads while the first solves
     * (see sudoku_batch_options.pipelined). */
    unsigned threads = o->jobs > 1 ? o->jobs : 2, started = 0, i;
    pthread_t *helpers = malloc((threads - 1) * sizeof *helpers);
    enum sudoku_batch_status status = SUDOKU_BATCH_NO_MEMORY;

    if (pool != NULL)
        pool->ring = malloc(BATCH_RING * sizeof *pool->ring);
    if (pool == NULL || pool->ring == NULL || helpers == NULL)
        goto out;
    pool->parser = parser;
    pool->options = o;
    pool->sink = sink;
    pool->first = first;
    pool->totals = t;
    pool->jobs = o->jobs > 1 ? o->jobs : 1;
    pthread_mutex_init(&pool->lock, NULL);
    pthread_cond_init(&pool->wake, NULL);
#ifdef BATCH_SPIN
    atomic_init(&pool->news, 0);
#endif
    /* The caller's thread is one of the pool; it works on alone if no
     * other thread can start. */
    for (started = 0; started + 1 < threads; started++)
        if (pthread_create(&helpers[started], NULL, batch_thread, pool) != 0)
            break;
    batch_thread(pool);
    for (i = 0; i < started; i++)
        pthread_join(helpers[i], NULL);
    status = pool->write_error ? SUDOKU_BATCH_WRITE_ERROR
             : pool->reader_status == SUDOKU_READ_IO_ERROR
                 ? SUDOKU_BATCH_READ_ERROR
                 : SUDOKU_BATCH_OK;
    pthread_cond_destroy(&pool->wake);
    pthread_mutex_destroy(&pool->lock);
out:
    if (pool != NULL)
        free(pool->ring);
    free(pool);
    free(helpers);
    return status;
}
#endif /* SUDOKU_THREADS */

enum sudoku_batch_status
sudoku_batch_run(struct sudoku_parser *parser,
                 const struct sudoku_batch_options *o,
                 const struct sudoku_batch_sink *sink, int *first,
                 struct sudoku_batch_totals *t)
{
#if SUDOKU_THREADS
    if (o->jobs > 1 || (o->jobs == 1 && o->pipelined))
        return batch_run_threads(parser, o, sink, first, t);
#endif
    return batch_run_serial(parser, o, sink, first, t);
}
