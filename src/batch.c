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

#if SUDOKU_THREADS
#include <pthread.h>
#include <stdlib.h>
#endif

#ifndef SUDOKU_JUDGE
static const char *const batch_output_names[] = {
    "same", "packed", "spaced", "line", "pretty",
};

const char *sudoku_output_name(enum sudoku_output output)
{
    return batch_output_names[output];
}

int sudoku_output_from_name(const char *name)
{
    int i;

    for (i = 0; i < (int)(sizeof batch_output_names /
                          sizeof batch_output_names[0]);
         i++)
        if (strcmp(name, batch_output_names[i]) == 0)
            return i;
    return -1;
}
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
        } else if (solved) {
            n = sudoku_print_board(out, solution, layout);
        } else {
            n = batch_append(out, n, failure);
        }
        it->size = n;
        return;
    }
    if (domino)
        n += (size_t)snprintf(out, 32, "Puzzle %lu\n", rec->index);
    else
        it->separated = 1;
    if (o->count_limit >= 2 && it->status != SUDOKU_READ_INVALID) {
        n = batch_append(out, n, "solutions: ");
        n = batch_append_count(out, n, it->count, o->count_limit);
        n = batch_append(out, n, "\n");
    }
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
        } else if (o->check && it->record.has_expected &&
                   memcmp(&solution, &it->record.expected,
                          sizeof solution) != 0) {
            it->mismatch = 1;
            it->diag.line = it->record.line;
            it->diag.col = 1;
            strcpy(it->diag.message,
                   "solution differs from the one given in the input");
            it->has_diag = 1;
        }
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
 * A reader thread parses into slot `read`, workers claim slots from
 * `claimed` and mark them solved, and the caller's thread emits slot
 * `emitted` once it is solved, which frees it for the reader.  So output
 * keeps input order, at most BATCH_RING records are in memory, and a
 * result leaves as soon as every one before it has.  One mutex guards the
 * counters and the solved flags; parsing, solving and writing happen
 * outside it, each on a slot no other thread touches at that moment.
 */
#define BATCH_RING 1024
#define BATCH_CLAIM 8 /* items a worker takes at once, to lock less */

struct batch_pool {
    pthread_mutex_t lock;
    pthread_cond_t work;  /* workers wait for read items or the end */
    pthread_cond_t ready; /* the emitter waits for the next solved item */
    pthread_cond_t space; /* the reader waits for a free slot */
    struct batch_item *ring;
    unsigned char solved[BATCH_RING];
    unsigned long long read, claimed, emitted;
    int reader_done;
    enum sudoku_read reader_status; /* END or IO_ERROR */
    int stop;                       /* the emitter gave up: write error */
    struct sudoku_parser *parser;
    const struct sudoku_batch_options *options;
};

static void *batch_reader(void *arg)
{
    struct batch_pool *pool = arg;

    for (;;) {
        struct batch_item *it;
        enum sudoku_read status;

        pthread_mutex_lock(&pool->lock);
        while (pool->read - pool->emitted == BATCH_RING && !pool->stop)
            pthread_cond_wait(&pool->space, &pool->lock);
        if (pool->stop) {
            pthread_mutex_unlock(&pool->lock);
            return NULL;
        }
        it = &pool->ring[pool->read % BATCH_RING];
        pthread_mutex_unlock(&pool->lock);

        status = sudoku_parser_next(pool->parser, &it->record, &it->diag);

        pthread_mutex_lock(&pool->lock);
        if (status == SUDOKU_READ_END || status == SUDOKU_READ_IO_ERROR) {
            pool->reader_done = 1;
            pool->reader_status = status;
            pthread_cond_broadcast(&pool->work);
            pthread_cond_signal(&pool->ready);
            pthread_mutex_unlock(&pool->lock);
            return NULL;
        }
        it->status = status;
        pool->solved[pool->read % BATCH_RING] = 0;
        pool->read++;
        pthread_cond_signal(&pool->work);
        pthread_mutex_unlock(&pool->lock);
    }
}

static void *batch_worker(void *arg)
{
    struct batch_pool *pool = arg;

    pthread_mutex_lock(&pool->lock);
    for (;;) {
        unsigned long long from, n, i;

        while (pool->claimed == pool->read && !pool->reader_done &&
               !pool->stop)
            pthread_cond_wait(&pool->work, &pool->lock);
        if (pool->stop || pool->claimed == pool->read)
            break;
        from = pool->claimed;
        n = pool->read - from < BATCH_CLAIM ? pool->read - from : BATCH_CLAIM;
        pool->claimed += n;
        pthread_mutex_unlock(&pool->lock);

        for (i = 0; i < n; i++)
            batch_solve(&pool->ring[(from + i) % BATCH_RING], pool->options);

        pthread_mutex_lock(&pool->lock);
        for (i = 0; i < n; i++)
            pool->solved[(from + i) % BATCH_RING] = 1;
        if (from == pool->emitted)
            pthread_cond_signal(&pool->ready);
    }
    pthread_mutex_unlock(&pool->lock);
    return NULL;
}

/* Tells every other thread to finish; call with the lock held. */
static void batch_stop(struct batch_pool *pool)
{
    pool->stop = 1;
    pthread_cond_broadcast(&pool->work);
    pthread_cond_broadcast(&pool->space);
}

/* The caller's part: writes the items in order as they are solved. */
static enum sudoku_batch_status
batch_run_pool(struct batch_pool *pool, const struct sudoku_batch_sink *sink,
               int *first, struct sudoku_batch_totals *t)
{
    enum sudoku_batch_status status = SUDOKU_BATCH_OK;
    int flushed = 1; /* nothing written since the last flush */

    pthread_mutex_lock(&pool->lock);
    for (;;) {
        struct batch_item *it;
        unsigned long long from, run, i, before;
        int ok;

        if (pool->emitted == pool->read && pool->reader_done) {
            if (pool->reader_status == SUDOKU_READ_IO_ERROR)
                status = SUDOKU_BATCH_READ_ERROR;
            break;
        }
        if (pool->emitted == pool->read && !flushed && sink->flush) {
            /* Everything read is written and the reader waits for input:
             * whoever feeds it may be waiting for these results. */
            flushed = 1;
            pthread_mutex_unlock(&pool->lock);
            ok = sink->flush(sink->context);
            pthread_mutex_lock(&pool->lock);
            if (!ok) {
                status = SUDOKU_BATCH_WRITE_ERROR;
                batch_stop(pool);
                break;
            }
            continue;
        }
        if (pool->emitted == pool->read ||
            !pool->solved[pool->emitted % BATCH_RING]) {
            pthread_cond_wait(&pool->ready, &pool->lock);
            continue;
        }
        /* Take every solved item in a row at once: one lock per run. */
        for (run = 1; pool->emitted + run < pool->read &&
                      pool->solved[(pool->emitted + run) % BATCH_RING];
             run++)
            ;
        from = pool->emitted;
        pthread_mutex_unlock(&pool->lock);

        for (i = 0, ok = 1; i < run && ok; i++) {
            it = &pool->ring[(from + i) % BATCH_RING];
            ok = batch_emit_and_tell(it, pool->options, sink, first, t);
        }
        flushed = 0;

        pthread_mutex_lock(&pool->lock);
        before = pool->read - pool->emitted;
        pool->emitted += i;
        /* A reader waits only on a full ring: wake it when half is free,
         * not at every slot, so that it reads in long runs instead of
         * switching threads for each record. */
        if (before > BATCH_RING / 2 &&
            pool->read - pool->emitted <= BATCH_RING / 2)
            pthread_cond_signal(&pool->space);
        if (!ok) {
            status = SUDOKU_BATCH_WRITE_ERROR;
            batch_stop(pool);
            break;
        }
    }
    pthread_mutex_unlock(&pool->lock);
    return status;
}

static enum sudoku_batch_status
batch_run_threads(struct sudoku_parser *parser,
                  const struct sudoku_batch_options *o,
                  const struct sudoku_batch_sink *sink, int *first,
                  struct sudoku_batch_totals *t)
{
    struct batch_pool *pool = calloc(1, sizeof *pool);
    pthread_t reader, *workers;
    unsigned started = 0, i;
    enum sudoku_batch_status status = SUDOKU_BATCH_NO_MEMORY;

    workers = malloc(o->jobs * sizeof *workers);
    if (pool != NULL)
        pool->ring = malloc(BATCH_RING * sizeof *pool->ring);
    if (pool == NULL || pool->ring == NULL || workers == NULL)
        goto out;
    pool->parser = parser;
    pool->options = o;
    pthread_mutex_init(&pool->lock, NULL);
    pthread_cond_init(&pool->work, NULL);
    pthread_cond_init(&pool->ready, NULL);
    pthread_cond_init(&pool->space, NULL);
    if (pthread_create(&reader, NULL, batch_reader, pool) != 0)
        goto destroy;
    for (started = 0; started < o->jobs; started++)
        if (pthread_create(&workers[started], NULL, batch_worker, pool) != 0)
            break;
    if (started > 0) {
        status = batch_run_pool(pool, sink, first, t);
    } else {
        /* No worker: stop the reader and report it like a lack of memory. */
        pthread_mutex_lock(&pool->lock);
        batch_stop(pool);
        pthread_mutex_unlock(&pool->lock);
    }
    pthread_join(reader, NULL);
    pthread_mutex_lock(&pool->lock);
    batch_stop(pool); /* the reader is gone: let idle workers leave */
    pthread_mutex_unlock(&pool->lock);
    for (i = 0; i < started; i++)
        pthread_join(workers[i], NULL);
destroy:
    pthread_cond_destroy(&pool->space);
    pthread_cond_destroy(&pool->ready);
    pthread_cond_destroy(&pool->work);
    pthread_mutex_destroy(&pool->lock);
out:
    if (pool != NULL)
        free(pool->ring);
    free(pool);
    free(workers);
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
