/*
 * platform.c - the command's system calls beyond standard C (see
 * platform.h).
 *
 * With SUDOKU_POSIX they are POSIX's: isatty, the TIOCGWINSZ ioctl where
 * the system has it, stat and fstat, sysconf, and write in the signal
 * handler; without, each function gives platform.h's answer for a system
 * that cannot tell.  The clock is C11's timespec_get where the C library
 * has it.  This is the one file that asks for POSIX's names
 * (_POSIX_C_SOURCE); the library has no part of it, since it never touches
 * terminals or signals.
 */
#if SUDOKU_POSIX && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* fileno, isatty, fstat, sysconf, write */
#endif

#include "platform/platform.h"

#include <limits.h>
#include <signal.h>
#include <string.h>
#include <time.h>

#if SUDOKU_POSIX
#include <sys/ioctl.h> /* TIOCGWINSZ, where the system has it */
#include <sys/stat.h>
#include <unistd.h>
#endif

#define PLATFORM_ERASE_MAX 256 /* the widest line a signal erases */

int platform_is_terminal(FILE *stream)
{
#if SUDOKU_POSIX
    return isatty(fileno(stream));
#else
    (void)stream;
    return 0;
#endif
}

int platform_terminal_columns(FILE *stream)
{
#if SUDOKU_POSIX && defined(TIOCGWINSZ)
    struct winsize ws;

    if (ioctl(fileno(stream), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
        return ws.ws_col;
#else
    (void)stream;
#endif
    return 0;
}

int platform_path_size(const char *path, unsigned long long *size)
{
#if SUDOKU_POSIX
    struct stat st;

    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    *size = (unsigned long long)st.st_size;
    return 1;
#else
    (void)path;
    (void)size;
    return 0;
#endif
}

int platform_stream_size(FILE *stream, unsigned long long *size)
{
#if SUDOKU_POSIX
    struct stat st;

    if (fstat(fileno(stream), &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    *size = (unsigned long long)st.st_size;
    return 1;
#else
    (void)stream;
    (void)size;
    return 0;
#endif
}

unsigned platform_processors(void)
{
#if SUDOKU_POSIX && defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);

    if (n > 1)
        return (unsigned long)n > UINT_MAX ? UINT_MAX : (unsigned)n;
#endif
    return 1;
}

double platform_now(void)
{
    /* timespec_get is C11; a C99 library lacks it and TIME_UTC, and whole
     * seconds are all it can tell. */
#ifdef TIME_UTC
    struct timespec ts;

    if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
        return 0.0;
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
#else
    return (double)time(NULL);
#endif
}

/* ---- Signals -------------------------------------------------------------
 * The handler reads the width of the line to erase, which the command sets
 * as it draws and wipes the line. */

static volatile sig_atomic_t platform_erase_width;

void platform_set_line_to_erase(int width)
{
    platform_erase_width = width < PLATFORM_ERASE_MAX ? width
                                                      : PLATFORM_ERASE_MAX;
}

#if SUDOKU_POSIX
static void platform_erase_and_raise(int sig)
{
    int width = platform_erase_width;

    if (width > 0) {
        char blank[PLATFORM_ERASE_MAX + 2];
        ssize_t written;

        blank[0] = '\r';
        memset(blank + 1, ' ', (size_t)width);
        blank[width + 1] = '\r';
        written = write(STDERR_FILENO, blank, (size_t)width + 2);
        (void)written;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}
#endif

void platform_catch_signals(void)
{
#if SUDOKU_POSIX
    static const int signals[] = {SIGINT, SIGTERM};
    size_t i;

    for (i = 0; i < sizeof signals / sizeof signals[0]; i++)
        if (signal(signals[i], platform_erase_and_raise) == SIG_IGN)
            signal(signals[i], SIG_IGN);
#endif
}
