/*
 * input.c - the one way the command opens and closes an input (see
 * input.h).
 *
 * A file is read in binary, so that the readers see its bytes as they are
 * (CRLF included); "-" is standard input, named "<stdin>" in messages.  It
 * neither reads nor sizes an input: that is the readers' and the progress
 * line's.  The judge build leaves this file out.
 */
#include "cli/input.h"

#include <errno.h>
#include <string.h>

/* How many of an input's first bytes are looked at, and the share of
 * them that makes it binary when they are control characters other than
 * tab, line feed, form feed and carriage return: 1 in 8.  A stray NUL in
 * a text file stays an error of its record. */
enum { INPUT_SNIFF = 512, INPUT_BINARY_SHARE = 8 };

/* Whether byte c, the first of a stream that cannot seek back (a pipe),
 * shows a binary file: a control character other than the blanks, or a
 * byte that begins no UTF-8 character (ELF, gzip, PNG, JPEG and xz files
 * begin with such bytes; UTF-8 text, its byte-order mark and its box
 * drawing included, does not). */
static int input_binary_byte(int c)
{
    return (c < 0x20 && c != '\t' && c != '\n' && c != '\v' && c != '\f' &&
            c != '\r') ||
           c == 0x7f || (c >= 0x80 && c < 0xc2) || c >= 0xf5;
}

/* Whether the stream's next bytes look binary; they are left unread.  A
 * stream that can seek is judged by its first INPUT_SNIFF bytes; one that
 * cannot (a pipe, a terminal) by its first byte alone, the one byte it is
 * sure to take back, so that nothing waits for more input than a record. */
static int input_is_binary(FILE *stream)
{
    unsigned char buf[INPUT_SNIFF];
    long at = ftell(stream);
    size_t i, n, control = 0;

    if (at < 0 || fseek(stream, at, SEEK_SET) != 0) {
        int c = getc(stream);

        clearerr(stream);
        if (c == EOF)
            return 0;
        ungetc(c, stream);
        return input_binary_byte(c);
    }
    n = fread(buf, 1, sizeof buf, stream);
    clearerr(stream);
    if (fseek(stream, at, SEEK_SET) != 0)
        return 0;
    for (i = 0; i < n; i++)
        control += (buf[i] < 0x20 || buf[i] == 0x7f) && buf[i] != '\t' &&
                   buf[i] != '\n' && buf[i] != '\f' && buf[i] != '\r';
    return control > 0 && control * INPUT_BINARY_SHARE >= n;
}

int cli_open_input(struct cli_input *input, const char *path)
{
    int is_stdin = strcmp(path, "-") == 0;

    input->name = is_stdin ? "<stdin>" : path;
    input->stream = is_stdin ? stdin : fopen(path, "rb");
    if (input->stream == NULL) {
        fprintf(stderr, "sudoku: %s: %s\n", input->name, strerror(errno));
        return 0;
    }
    if (!input_is_binary(input->stream))
        return 1;
    fprintf(stderr, "sudoku: %s: not a text file\n", input->name);
    cli_close_input(input);
    return 0;
}

void cli_close_input(struct cli_input *input)
{
    if (input->stream != stdin)
        fclose(input->stream);
}
