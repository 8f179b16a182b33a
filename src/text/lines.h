/*
 * lines.h - a line reader for the parsers.
 *
 * Splits a FILE or a memory block into lines at LF, CRLF or a lone CR,
 * skips a leading UTF-8 byte-order mark, and keeps NUL bytes as ordinary
 * characters.  It holds at most LINES_KEEP bytes of a line: a longer line is
 * still read to its end (and counted), so nothing after it shifts, and the
 * caller sees how long it really was.  A FILE is read with fgets, which
 * returns as soon as a line is complete, so a pipe is served line by line.
 */
#ifndef SUDOKU_LINES_H
#define SUDOKU_LINES_H

#include <stddef.h>
#include <stdio.h>

#include "base/internal.h"

#define LINES_KEEP 4096
#define LINES_CHUNK 512

struct line {
    const char *text;     /* the first `len` bytes of the line, no ending */
    size_t len;           /* bytes kept: min(length, LINES_KEEP) */
    size_t length;        /* the line's true length */
    unsigned long number; /* 1-based */
};

struct lines {
    FILE *in;         /* the stream, or NULL for memory */
    const char *data; /* unread bytes of the current chunk */
    size_t avail;
    int eof;          /* the source is exhausted */
    int error;        /* the stream reported an error */
    int error_number; /* errno at that error, or 0 */
    int skip_lf;      /* the last line ended in CR: drop a following LF */
    int started;      /* the byte-order mark check is done */
    int pushed_back;  /* sudoku_lines_next returns `current` again */
    unsigned long number;
    unsigned long long supplied; /* bytes handed out by refills so far */
    unsigned long long start;    /* bytes before the last line read */
    struct line current;
    char chunk[LINES_CHUNK];
    char text[LINES_KEEP];
};

/* Sets up *r over a stream or over `size` bytes of memory. */
SUDOKU_PRIVATE void sudoku_lines_init_file(struct lines *r, FILE *in);
SUDOKU_PRIVATE void sudoku_lines_init_memory(struct lines *r, const char *mem,
                                             size_t size);

/* Reads the next line into *out (valid until the next call).  Returns 1 for
 * a line, 0 at the end or on a read error (r->error tells which). */
SUDOKU_PRIVATE int sudoku_lines_next(struct lines *r, struct line *out);

/* How many input bytes lie before the next unread one. */
#define LINES_OFFSET(r) ((r)->supplied - (r)->avail)

/* Makes the next sudoku_lines_next return the line it returned last. */
SUDOKU_PRIVATE void sudoku_lines_push_back(struct lines *r);

#endif /* SUDOKU_LINES_H */
