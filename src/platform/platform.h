/*
 * platform.h - what the command asks of the system besides standard C:
 * terminals, file sizes, processors, the clock, and signals.
 *
 * Each function has an answer where the system cannot tell: without POSIX
 * (SUDOKU_POSIX unset) no stream is a terminal, no size is known, there is
 * one processor and no signal is caught.  Threads are threads.h's.  Only
 * the command calls these; the library never touches terminals or signals.
 */
#ifndef SUDOKU_PLATFORM_H
#define SUDOKU_PLATFORM_H

#include <stdio.h>

/* Whether the stream is a terminal. */
int platform_is_terminal(FILE *stream);

/* The width in columns of the terminal that the stream writes to, or 0
 * when the system cannot tell. */
int platform_terminal_columns(FILE *stream);

/* The size in bytes of the regular file at `path`, or of the one that an
 * open stream reads; returns 0 when that is unknown (not a regular file,
 * not there), else 1 with *size set. */
int platform_path_size(const char *path, unsigned long long *size);
int platform_stream_size(FILE *stream, unsigned long long *size);

/* The processors online, or 1 when the system cannot tell. */
unsigned platform_processors(void);

/* Seconds since a fixed moment, for durations: to the nanosecond where the
 * C library has timespec_get, else whole seconds. */
double platform_now(void);

/*
 * Catches SIGINT and SIGTERM, unless they are ignored (as under nohup), so
 * that they first erase the line that platform_set_line_to_erase names:
 * the handler only writes blanks over it, which is async-signal-safe, then
 * lets the signal take its default action.
 */
void platform_catch_signals(void);

/* The line a caught signal erases: the first `width` columns of standard
 * error's last line, at most 256 (0: none). */
void platform_set_line_to_erase(int width);

#endif /* SUDOKU_PLATFORM_H */
