/*
 * pool.c - the batch forms' threads.
 *
 * One atomic counter hands out ranges of `chunk` records, so a thread that
 * meets hard puzzles takes fewer ranges and none waits on another; the
 * threads live for one call.  Starting a thread costs tens of
 * microseconds, so a batch gets no more threads than it has ranges.
 * Results land in the caller's arrays at each record's index, so they are
 * the same whatever the number of threads.
 */
#define _POSIX_C_SOURCE 200809L

#include "pool.h"

#include <pthread.h>
#include <stdatomic.h>
#include <unistd.h>

#define POOL_STACK ((size_t)1 << 20)
#define POOL_MAX_THREADS 256

struct pool_batch {
    sudoku_py_work_fn *work;
    void *context;
    size_t n, chunk;
    atomic_size_t next;
};

/* Takes ranges until none is left. */
static void *pool_take(void *arg)
{
    struct pool_batch *b = arg;

    for (;;) {
        size_t first = atomic_fetch_add(&b->next, b->chunk);

        if (first >= b->n)
            return NULL;
        b->work(b->context, first,
                b->n - first < b->chunk ? b->n : first + b->chunk);
    }
}

/* pthread_create with a stack of at least POOL_STACK bytes. */
static int pool_start(pthread_t *thread, struct pool_batch *b)
{
    pthread_attr_t attr;
    size_t size = 0;
    int error;

    if (pthread_attr_init(&attr) != 0)
        return pthread_create(thread, NULL, pool_take, b);
    if (pthread_attr_getstacksize(&attr, &size) == 0 && size < POOL_STACK)
        pthread_attr_setstacksize(&attr, POOL_STACK);
    error = pthread_create(thread, &attr, pool_take, b);
    pthread_attr_destroy(&attr);
    return error;
}

void sudoku_py_run(size_t n, size_t chunk, unsigned jobs,
                   sudoku_py_work_fn *work, void *context)
{
    pthread_t threads[POOL_MAX_THREADS];
    struct pool_batch b;
    size_t ranges = (n + chunk - 1) / chunk, started = 0, i;

    b.work = work;
    b.context = context;
    b.n = n;
    b.chunk = chunk;
    atomic_init(&b.next, 0);
    if (jobs > POOL_MAX_THREADS)
        jobs = POOL_MAX_THREADS;
    while (started + 1 < jobs && started + 1 < ranges &&
           pool_start(&threads[started], &b) == 0)
        started++;
    pool_take(&b);
    for (i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
}

unsigned sudoku_py_processors(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);

    return n >= 1 ? (unsigned)n : 1;
}
