/*
 * lines.c - the parsers' line reader (see lines.h).
 *
 * Reading is chunked: a chunk is what one fgets call returns (or the whole
 * memory block), and a line may span chunks.  fgets does not say how many
 * bytes it stored when the data holds NUL bytes, so the chunk is first
 * filled with '\n': the first '\n' after the call is either the line's end
 * (followed by fgets' terminating NUL) or filler right after that NUL.
 */
#include "text/lines.h"

#include <errno.h>
#include <string.h>

void sudoku_lines_init_file(struct lines *r, FILE *in)
{
    memset(r, 0, sizeof *r);
    r->in = in;
}

/* A memory block is one chunk, supplied whole and at once. */
void sudoku_lines_init_memory(struct lines *r, const char *mem, size_t size)
{
    memset(r, 0, sizeof *r);
    r->data = mem;
    r->avail = size;
    r->supplied = size;
    r->eof = 1;
}

/* Makes the next chunk of input available; returns 0 at the end. */
static int lines_refill(struct lines *r)
{
    char *nl;
    size_t n;

    if (r->eof)
        return 0;
    memset(r->chunk, '\n', sizeof r->chunk);
    errno = 0;
    if (fgets(r->chunk, (int)sizeof r->chunk, r->in) == NULL) {
        r->eof = 1;
        r->error = ferror(r->in) != 0;
        r->error_number = r->error ? errno : 0;
        return 0;
    }
    nl = memchr(r->chunk, '\n', sizeof r->chunk);
    if (nl == NULL)
        n = sizeof r->chunk - 1; /* full chunk, no line end yet */
    else if ((size_t)(nl - r->chunk) + 1 < sizeof r->chunk && nl[1] == '\0')
        n = (size_t)(nl - r->chunk) + 1; /* a real '\n' ends the data */
    else
        n = (size_t)(nl - r->chunk) - 1; /* filler after the final NUL */
    r->data = r->chunk;
    r->avail = n;
    r->supplied += n;
    return 1;
}

static int lines_have_data(struct lines *r)
{
    while (r->avail == 0)
        if (!lines_refill(r))
            return 0;
    if (!r->started) {
        r->started = 1;
        if (r->avail >= 3 && memcmp(r->data, "\xEF\xBB\xBF", 3) == 0) {
            r->data += 3;
            r->avail -= 3;
            return lines_have_data(r);
        }
    }
    return 1;
}

int sudoku_lines_next(struct lines *r, struct line *out)
{
    size_t kept = 0, length = 0;
    int any = 0;

    if (r->pushed_back) {
        r->pushed_back = 0;
        *out = r->current;
        return 1;
    }
    if (r->skip_lf) {
        r->skip_lf = 0;
        if (lines_have_data(r) && r->data[0] == '\n') {
            r->data++;
            r->avail--;
        }
    }
    r->start = LINES_OFFSET(r);
    while (lines_have_data(r)) {
        size_t i = 0, room;
        int ended = 0;

        while (i < r->avail && r->data[i] != '\n' && r->data[i] != '\r')
            i++;
        room = LINES_KEEP - kept;
        memcpy(r->text + kept, r->data, i < room ? i : room);
        kept += i < room ? i : room;
        length += i;
        any = 1;
        if (i < r->avail) {
            ended = 1;
            r->skip_lf = r->data[i] == '\r';
            i++;
        }
        r->data += i;
        r->avail -= i;
        if (ended)
            break;
    }
    if (!any)
        return 0;
    r->current.text = r->text;
    r->current.len = kept;
    r->current.length = length;
    r->current.number = ++r->number;
    *out = r->current;
    return 1;
}

void sudoku_lines_push_back(struct lines *r)
{
    r->pushed_back = 1;
}
