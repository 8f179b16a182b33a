/*
 * batch_threads.h - starting a helper thread with room enough on its stack.
 *
 * The rater (src/rate/) keeps its work on the stack, less than 96 KiB on the
 * hardest puzzles (the forcing chains' table alone is 61 KiB), and a
 * thread's default stack is as small as 128 KiB in some C libraries
 * (musl) or wherever `ulimit -s` is set low, since glibc sizes threads by
 * it.  So the batch pool and the generator start their threads with at
 * least THREAD_STACK bytes; a larger default is kept.  Empty without
 * POSIX threads (SUDOKU_THREADS unset).
 */
#ifndef SUDOKU_BATCH_THREADS_H
#define SUDOKU_BATCH_THREADS_H

#if SUDOKU_THREADS
#include <pthread.h>
#include <stddef.h>

#define THREAD_STACK ((size_t)1 << 20)

/* pthread_create(thread, attributes, fn, arg) with a stack of at least
 * THREAD_STACK bytes; returns what pthread_create returns. */
static inline int thread_start(pthread_t *thread, void *(*fn)(void *),
                               void *arg)
{
    pthread_attr_t attr;
    size_t size = 0;
    int error;

    if (pthread_attr_init(&attr) != 0)
        return pthread_create(thread, NULL, fn, arg);
    if (pthread_attr_getstacksize(&attr, &size) == 0 && size < THREAD_STACK)
        pthread_attr_setstacksize(&attr, THREAD_STACK);
    error = pthread_create(thread, &attr, fn, arg);
    pthread_attr_destroy(&attr);
    return error;
}
#endif

#endif /* SUDOKU_BATCH_THREADS_H */
