/*
 * parse_memory.c - parsers over a block of memory.
 *
 * For callers that hold their text already (the tests, the fuzzers, a
 * program that embeds the library): the parser is the one of parse.c,
 * with its line reader set on the block instead of a stream.  The judge
 * build reads standard input only and leaves this file out.
 */
#include "read/parse_internal.h"

struct sudoku_parser *sudoku_parser_new_memory(const char *data, size_t size,
                                               enum sudoku_format format)
{
    /* A parser over no stream, whose reader then takes the block. */
    struct sudoku_parser *p = sudoku_parser_new(NULL, format);

    if (p != NULL)
        sudoku_lines_init_memory(&p->lines, data, size);
    return p;
}
