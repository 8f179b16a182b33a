/*
 * batch_pool.c - the batch engine in several threads.
 *
 * The threads (batch_chunks.c) run a batch here, a record at a time, when
 * they cannot take it in pieces: an input that may be slow to come (a
 * pipe, a terminal, with one job too), a layout of several lines, or the
 * rest of an input the pieces could not follow.  The pool runs the
 * engine's own steps,
 * sudoku_batch_solve and sudoku_batch_emit, and only decides which thread
 * does which step when; the output is the same as from one thread.
 * Threads, locks and the watched counter are the platform's
 * (platform/threads.h).  Without threads (PLATFORM_THREADS 0) the part is
 * NULL and every batch runs in the caller's thread; the judge build leaves
 * this file out.
 */
#include "batch/batch_chunks.h"

#include <stdlib.h>

#include "batch/batch_share.h"
#include "platform/threads.h"

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
 * published items from `claimed` and solves them, a group at a time, and
 * a thread with nothing else to do takes the back half of the items of a
 * group that its owner has not reached (batch_share.h), so a costly
 * record never waits behind another while a thread idles.  So output keeps
 * input order, at most BATCH_RING records are in memory, a result leaves as
 * soon as every one before it has, and no thread exists only to read or to
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
 * Without atomics (PLATFORM_ATOMICS 0) nobody watches: an idle thread
 * sleeps at once.
 */
#define BATCH_RING 1024
#define BATCH_CLAIM 8  /* items a thread solves per claim, to lock less */
#define BATCH_KEEP 32  /* records a reader of a file keeps for itself */
#define BATCH_AHEAD 64 /* the reader stops when this many are unclaimed */
#define BATCH_SPIN 65536 /* loads of `news` before sleeping */

/* A group of items that a thread solves: items base + [claim, to) are
 * still to do (see batch_share.h). */
struct batch_group {
    unsigned long long base;
    struct batch_share share;
};

struct batch_pool {
    struct platform_mutex lock;
    struct platform_cond wake; /* idle threads wait here for work */
    struct batch_item *ring;
    unsigned char solved[BATCH_RING];
    unsigned long long read, claimed, emitted;
    unsigned solving, jobs; /* threads solving now, and at most */
    unsigned idle;          /* threads waiting on wake */
    int reading, emitting;  /* the roles are held */
    int reader_done;
    enum sudoku_read reader_status; /* END or IO_ERROR */
    int write_error;                /* a write failed: every thread stops */
    const struct batch_run *batch;  /* its parser, options and sink */
    struct platform_counter news; /* bumped whenever a step ends */
    struct batch_group *groups;   /* a group a thread, from 0 */
    unsigned threads;             /* threads that have taken a group */
};

/* Tells watching threads that a step has ended (see BATCH_SPIN). */
static void batch_news(struct batch_pool *pool)
{
    platform_counter_bump(&pool->news);
}

/* Waits, with the lock held, until another thread may have made work:
 * first by watching `news` with the lock released (*watched then becomes
 * 1), then, if that was done already, by sleeping on `wake`. */
static void batch_wait(struct batch_pool *pool, int *watched)
{
    if (PLATFORM_ATOMICS && !*watched) {
        unsigned seen = platform_counter_read(&pool->news);
        long i;

        platform_mutex_unlock(&pool->lock);
        for (i = 0;
             i < BATCH_SPIN && platform_counter_read(&pool->news) == seen; i++)
            ;
        platform_mutex_lock(&pool->lock);
        *watched = 1;
        return;
    }
    pool->idle++;
    platform_cond_wait(&pool->wake, &pool->lock);
    pool->idle--;
    *watched = 0;
}

/* Solves items g->base + [from, n), which this thread has claimed as
 * its group g, one at a time while they are its own. */
static void batch_solve_group(struct batch_pool *pool, struct batch_group *g,
                              size_t from, size_t n)
{
    size_t i, end;

    batch_share_init(&g->share, from, n);
    pool->solving++;
    platform_mutex_unlock(&pool->lock);
    for (i = from; i < batch_share_end(&g->share) &&
                   batch_share_take(&g->share, i + 1, &pool->lock);
         i++)
        sudoku_batch_solve(&pool->ring[(g->base + i) % BATCH_RING],
                           pool->batch->options);
    platform_mutex_lock(&pool->lock);
    end = batch_share_finish(&g->share);
    pool->solving--;
    for (i = from; i < end; i++)
        pool->solved[(g->base + i) % BATCH_RING] = 1;
    batch_news(pool);
    if (pool->claimed != pool->read && pool->idle)
        platform_cond_signal(&pool->wake); /* one may wait for this slot */
}

/* Solves the n items from `from`, which this thread has claimed. */
static void batch_solve_items(struct batch_pool *pool, struct batch_group *g,
                              unsigned long long from, unsigned long long n)
{
    g->base = from;
    batch_solve_group(pool, g, 0, (size_t)n);
}

/* With nothing else to do: takes the back half of the items of the group
 * with the most items that its owner has not reached, and solves them.
 * Returns 0 when no group has any. */
static int batch_steal(struct batch_pool *pool, struct batch_group *mine)
{
    struct batch_group *victim = NULL;
    size_t best = 0, claim, to, cut = 0;
    unsigned k;

    if (!batch_share_can_cut || pool->solving >= pool->jobs)
        return 0;
    for (k = 0; k < pool->threads; k++) {
        batch_share_left(&pool->groups[k].share, &claim, &to);
        if (to > claim && to - claim > best) {
            best = to - claim;
            victim = &pool->groups[k];
            cut = claim + (to - claim) / 2;
        }
    }
    if (victim == NULL)
        return 0;
    to = batch_share_cut(&victim->share, cut);
    if (to > cut) {
        mine->base = victim->base;
        batch_solve_group(pool, mine, cut, to);
    }
    return 1;
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
static void batch_read_run(struct batch_pool *pool, struct batch_group *g)
{
    int keep = !pool->batch->options->pipelined;
    unsigned long long group = keep ? BATCH_KEEP : 1, kept = 0, at = 0;

    pool->reading = 1;
    while (!pool->write_error && pool->read - pool->emitted < BATCH_RING &&
           pool->read - pool->claimed < BATCH_AHEAD) {
        unsigned long long room = BATCH_RING - (pool->read - pool->emitted);
        unsigned long long n, k;
        enum sudoku_read status = SUDOKU_READ_PUZZLE;

        at = pool->read;
        platform_mutex_unlock(&pool->lock);
        for (n = 0; n < group && n < room; n++) {
            struct batch_item *it = &pool->ring[(at + n) % BATCH_RING];

            status =
                sudoku_parser_next(pool->batch->parser, &it->record, &it->diag);
            if (status == SUDOKU_READ_END || status == SUDOKU_READ_IO_ERROR)
                break;
            it->status = status;
        }
        platform_mutex_lock(&pool->lock);
        for (k = 0; k < n; k++)
            pool->solved[(at + k) % BATCH_RING] = 0;
        pool->read += n;
        if (keep) {
            kept = n;
            pool->claimed += n;
        }
        batch_news(pool);
        if (n && !keep && pool->idle)
            platform_cond_signal(&pool->wake);
        if (status == SUDOKU_READ_END || status == SUDOKU_READ_IO_ERROR) {
            pool->reader_done = 1;
            pool->reader_status = status;
            platform_cond_broadcast(&pool->wake);
            break;
        }
        if (keep)
            break;
    }
    pool->reading = 0;
    if (kept) {
        if (pool->idle)
            platform_cond_signal(&pool->wake); /* the reader's role is free */
        batch_solve_items(pool, g, at, kept);
    }
}

/* Claims up to BATCH_CLAIM published items and solves them. */
static void batch_solve_run(struct batch_pool *pool, struct batch_group *g)
{
    unsigned long long from = pool->claimed;
    unsigned long long n = pool->read - from;

    if (n > BATCH_CLAIM)
        n = BATCH_CLAIM;
    pool->claimed += n;
    batch_solve_items(pool, g, from, n);
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
        for (run = 1;
             from + run < pool->read && pool->solved[(from + run) % BATCH_RING];
             run++)
            ;
        platform_mutex_unlock(&pool->lock);
        for (i = 0, ok = 1; i < run && ok; i++)
            ok = sudoku_batch_emit(&pool->ring[(from + i) % BATCH_RING],
                                   pool->batch);
        platform_mutex_lock(&pool->lock);
        pool->emitted += i;
        batch_news(pool);
        if (ok && pool->emitted == pool->read &&
            pool->batch->options->pipelined && pool->batch->sink->flush) {
            /* Everything read is written and the reader may be waiting
             * for input: whoever feeds it may be waiting for these. */
            platform_mutex_unlock(&pool->lock);
            ok = pool->batch->sink->flush(pool->batch->sink->context);
            platform_mutex_lock(&pool->lock);
        }
        if (!ok) {
            pool->write_error = 1;
            platform_cond_broadcast(&pool->wake);
            break;
        }
        if (full && pool->idle)
            platform_cond_signal(&pool->wake); /* the reader has room */
    }
    pool->emitting = 0;
}

/* One thread of the pool, until the input is read, solved and written. */
static void *batch_thread(void *arg)
{
    struct batch_pool *pool = arg;
    int watched = 0; /* batch_wait watched once since the last step */
    struct batch_group *g;

    platform_mutex_lock(&pool->lock);
    g = &pool->groups[pool->threads++];
    batch_share_init(&g->share, 0, 0);
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
            batch_read_run(pool, g); /* keep the solvers fed first */
        else if (can_solve)
            batch_solve_run(pool, g);
        else if (batch_steal(pool, g))
            ;
        else if (pool->reader_done && pool->claimed == pool->read) {
            /* Whoever solves the last items writes them; the idle may
             * leave too. */
            platform_cond_broadcast(&pool->wake);
            break;
        } else {
            batch_wait(pool, &watched);
            continue;
        }
        watched = 0;
    }
    platform_mutex_unlock(&pool->lock);
    return NULL;
}

enum sudoku_batch_status sudoku_batch_run_records(const struct batch_run *run)
{
    const struct sudoku_batch_options *o = run->options;
    struct batch_pool *pool = calloc(1, sizeof *pool);
    /* With one job, a second thread still reads while the first solves
     * (see sudoku_batch_options.pipelined). */
    unsigned threads = o->jobs > 1 ? o->jobs : 2;
    struct platform_thread *helpers = malloc((threads - 1) * sizeof *helpers);
    enum sudoku_batch_status status = SUDOKU_BATCH_NO_MEMORY;

    if (pool != NULL) {
        pool->ring = malloc(BATCH_RING * sizeof *pool->ring);
        pool->groups = calloc(threads, sizeof *pool->groups);
    }
    if (pool == NULL || pool->ring == NULL || pool->groups == NULL ||
        helpers == NULL)
        goto out;
    pool->batch = run;
    pool->jobs = o->jobs > 1 ? o->jobs : 1;
    platform_mutex_init(&pool->lock);
    platform_cond_init(&pool->wake);
    platform_counter_init(&pool->news);
    /* The caller's thread is one of the pool; it works on alone if no
     * other thread can start. */
    platform_team_run(helpers, threads, batch_thread, pool);
    status = pool->write_error ? SUDOKU_BATCH_WRITE_ERROR
             : pool->reader_status == SUDOKU_READ_IO_ERROR
                 ? SUDOKU_BATCH_READ_ERROR
                 : SUDOKU_BATCH_OK;
    platform_cond_destroy(&pool->wake);
    platform_mutex_destroy(&pool->lock);
out:
    if (pool != NULL) {
        free(pool->ring);
        free(pool->groups);
    }
    free(pool);
    free(helpers);
    return status;
}
