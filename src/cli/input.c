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

int cli_open_input(struct cli_input *input, const char *path)
{
    int is_stdin = strcmp(path, "-") == 0;

    input->name = is_stdin ? "<stdin>" : path;
    input->stream = is_stdin ? stdin : fopen(path, "rb");
    if (input->stream != NULL)
        return 1;
    fprintf(stderr, "sudoku: %s: %s\n", input->name, strerror(errno));
    return 0;
}

void cli_close_input(struct cli_input *input)
{
    if (input->stream != stdin)
        fclose(input->stream);
}
