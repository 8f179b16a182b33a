/*
 * threads.h - threads, mutexes, condition variables and a watched counter,
 * or their single-threaded stand-ins.
 *
 * The batch pool (batch_pool.c, in the library) and the generator
 * (cli_generate.c, in the command) run their work through these.  With
 * POSIX threads (SUDOKU_THREADS set) they wrap pthreads; without, no
 * thread ever starts (platform_thread_start fails, so a team is the
 * caller's thread alone), and locking and signalling do nothing, which is
 * all one thread needs.  PLATFORM_THREADS tells which: the batch engine
 * leaves its pool out without threads.  PLATFORM_ATOMICS tells whether the
 * counter is a C11 atomic that other threads may watch while it grows;
 * without atomics it stays 0, and whoever would watch it sleeps on a
 * condition variable instead.  A mark is a position that two threads
 * move towards each other without a lock (see platform_mark_set); without
 * atomics only one thread may use it.
 *
 * Everything here is `static inline`: the library and the command both
 * use it, and a shared library hides its private functions from the
 * command.  The pthread calls below need no feature-test macro; the rest of
 * the platform's code, which does, is platform.c's.
 */
#ifndef SUDOKU_PLATFORM_THREADS_H
#define SUDOKU_PLATFORM_THREADS_H

#include <stddef.h>

#if SUDOKU_THREADS
#include <pthread.h>

#define PLATFORM_THREADS 1

struct platform_thread {
    pthread_t id;
};
struct platform_mutex {
    pthread_mutex_t id;
};
struct platform_cond {
    pthread_cond_t id;
};
#else
#define PLATFORM_THREADS 0

struct platform_thread {
    char unused;
};
struct platform_mutex {
    char unused;
};
struct platform_cond {
    char unused;
};
#endif

#if SUDOKU_THREADS && !defined(__STDC_NO_ATOMICS__)
#include <stdatomic.h>

#define PLATFORM_ATOMICS 1

struct platform_counter {
    atomic_uint value;
};
struct platform_mark {
    atomic_size_t value;
};
#else
#define PLATFORM_ATOMICS 0

struct platform_counter {
    unsigned value;
};
struct platform_mark {
    size_t value;
};
#endif

/*
 * The rater (src/rate/) keeps its work on the stack, less than 96 KiB on the
 * hardest puzzles (the forcing chains' table alone is 61 KiB), and a
 * thread's default stack is as small as 128 KiB in some C libraries
 * (musl) or wherever `ulimit -s` is set low, since glibc sizes threads by
 * it.  So threads start with at least PLATFORM_THREAD_STACK bytes; a
 * larger default is kept.
 */
#define PLATFORM_THREAD_STACK ((size_t)1 << 20)

/* Starts fn(arg) in a new thread with a stack of at least
 * PLATFORM_THREAD_STACK bytes; returns 0, or nonzero when no thread
 * started (always so without threads). */
static inline int platform_thread_start(struct platform_thread *thread,
                                        void *(*fn)(void *), void *arg)
{
#if SUDOKU_THREADS
    pthread_attr_t attr;
    size_t size = 0;
    int error;

    if (pthread_attr_init(&attr) != 0)
        return pthread_create(&thread->id, NULL, fn, arg);
    if (pthread_attr_getstacksize(&attr, &size) == 0 &&
        size < PLATFORM_THREAD_STACK)
        pthread_attr_setstacksize(&attr, PLATFORM_THREAD_STACK);
    error = pthread_create(&thread->id, &attr, fn, arg);
    pthread_attr_destroy(&attr);
    return error;
#else
    (void)thread;
    (void)fn;
    (void)arg;
    return -1;
#endif
}

/* Waits for a thread that platform_thread_start started to end. */
static inline void platform_thread_join(struct platform_thread *thread)
{
#if SUDOKU_THREADS
    pthread_join(thread->id, NULL);
#else
    (void)thread;
#endif
}

/*
 * Runs fn(arg) in the caller's thread and in up to n - 1 threads more,
 * started into helpers[0..n-2], and returns when every one has returned.
 * Where a thread cannot start, those started go on without it: fn must
 * finish the work with any number of threads, the caller's alone included
 * (always so without threads).
 */
static inline void platform_team_run(struct platform_thread *helpers,
                                     unsigned n, void *(*fn)(void *),
                                     void *arg)
{
    unsigned started = 0, i;

    while (started + 1 < n &&
           platform_thread_start(&helpers[started], fn, arg) == 0)
        started++;
    fn(arg);
    for (i = 0; i < started; i++)
        platform_thread_join(&helpers[i]);
}

static inline void platform_mutex_init(struct platform_mutex *m)
{
#if SUDOKU_THREADS
    pthread_mutex_init(&m->id, NULL);
#else
    (void)m;
#endif
}

static inline void platform_mutex_destroy(struct platform_mutex *m)
{
#if SUDOKU_THREADS
    pthread_mutex_destroy(&m->id);
#else
    (void)m;
#endif
}

static inline void platform_mutex_lock(struct platform_mutex *m)
{
#if SUDOKU_THREADS
    pthread_mutex_lock(&m->id);
#else
    (void)m;
#endif
}

static inline void platform_mutex_unlock(struct platform_mutex *m)
{
#if SUDOKU_THREADS
    pthread_mutex_unlock(&m->id);
#else
    (void)m;
#endif
}

static inline void platform_cond_init(struct platform_cond *c)
{
#if SUDOKU_THREADS
    pthread_cond_init(&c->id, NULL);
#else
    (void)c;
#endif
}

static inline void platform_cond_destroy(struct platform_cond *c)
{
#if SUDOKU_THREADS
    pthread_cond_destroy(&c->id);
#else
    (void)c;
#endif
}

/* Sleeps until another thread signals c, with m held before and after.
 * Without threads it returns at once: no other thread could signal. */
static inline void platform_cond_wait(struct platform_cond *c,
                                      struct platform_mutex *m)
{
#if SUDOKU_THREADS
    pthread_cond_wait(&c->id, &m->id);
#else
    (void)c;
    (void)m;
#endif
}

static inline void platform_cond_signal(struct platform_cond *c)
{
#if SUDOKU_THREADS
    pthread_cond_signal(&c->id);
#else
    (void)c;
#endif
}

static inline void platform_cond_broadcast(struct platform_cond *c)
{
#if SUDOKU_THREADS
    pthread_cond_broadcast(&c->id);
#else
    (void)c;
#endif
}

/* The counter: relaxed atomic operations where PLATFORM_ATOMICS, so it
 * orders nothing; without, it stays 0. */
static inline void platform_counter_init(struct platform_counter *c)
{
#if PLATFORM_ATOMICS
    atomic_init(&c->value, 0);
#else
    c->value = 0;
#endif
}

static inline void platform_counter_bump(struct platform_counter *c)
{
#if PLATFORM_ATOMICS
    atomic_fetch_add_explicit(&c->value, 1, memory_order_relaxed);
#else
    (void)c;
#endif
}

static inline unsigned platform_counter_read(struct platform_counter *c)
{
#if PLATFORM_ATOMICS
    return atomic_load_explicit(&c->value, memory_order_relaxed);
#else
    return c->value;
#endif
}

/*
 * The mark: a position that one thread moves up and another moves down,
 * with no lock between them.  Every set and get is sequentially
 * consistent, so of two threads that each set one mark and then get the
 * other's, at least one sees the other's new value: neither can miss
 * that they have crossed.  Without atomics these are plain loads and
 * stores, for a single thread.
 */
static inline void platform_mark_init(struct platform_mark *m, size_t value)
{
#if PLATFORM_ATOMICS
    atomic_init(&m->value, value);
#else
    m->value = value;
#endif
}

static inline void platform_mark_set(struct platform_mark *m, size_t value)
{
#if PLATFORM_ATOMICS
    atomic_store(&m->value, value);
#else
    m->value = value;
#endif
}

static inline size_t platform_mark_get(struct platform_mark *m)
{
#if PLATFORM_ATOMICS
    return atomic_load(&m->value);
#else
    return m->value;
#endif
}

#endif /* SUDOKU_PLATFORM_THREADS_H */
