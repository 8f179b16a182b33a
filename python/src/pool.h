/*
 * pool.h - running a batch on every core: an index range shared out to
 * threads, the caller's among them.
 *
 * The module's one room for the platform (POSIX threads, the processor
 * count); the rest of the module never sees a thread.  Nothing here
 * touches Python: the caller releases the interpreter's lock around
 * sudoku_py_run, and the work function must not take it.
 */
#ifndef SUDOKU_PY_POOL_H
#define SUDOKU_PY_POOL_H

#include <stddef.h>

/* Does the records [first, end) of a batch; called from several threads
 * at once with ranges that never overlap. */
typedef void sudoku_py_work_fn(void *context, size_t first, size_t end);

/*
 * Calls work(context, first, end) over [0, n) in ranges of `chunk`
 * records (chunk >= 1), taken in turn by up to `jobs` threads; returns when
 * all are done.  The caller's thread works too, so with jobs <= 1, or when
 * no thread can be started, everything runs there.  Threads start with
 * stacks of at least 1 MiB (the rater wants up to 96 KiB).
 */
void sudoku_py_run(size_t n, size_t chunk, unsigned jobs,
                   sudoku_py_work_fn *work, void *context);

/* The processors online, at least 1: the default number of jobs. */
unsigned sudoku_py_processors(void);

#endif /* SUDOKU_PY_POOL_H */
