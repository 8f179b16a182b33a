/*
 * support.c - helpers the unit tests share (see support.h).
 */
#include "support.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

sudoku_board support_board(const char *text)
{
    sudoku_board b;
    int i;

    assert_int_equal(strlen(text), SUDOKU_CELLS);
    for (i = 0; i < SUDOKU_CELLS; i++)
        b.cell[i] = (unsigned char)(text[i] == '.' ? 0 : text[i] - '0');
    return b;
}

size_t support_read_all(const char *text, enum sudoku_format format,
                        struct support_read *out, size_t max,
                        enum sudoku_format *settled)
{
    struct sudoku_parser *p =
        sudoku_parser_new_memory(text, strlen(text), format);
    size_t n = 0;

    assert_non_null(p);
    for (;;) {
        struct support_read r;

        memset(&r, 0, sizeof r);
        r.status = sudoku_parser_next(p, &r.record, &r.diag);
        if (r.status == SUDOKU_READ_END)
            break;
        assert_true(n < max);
        out[n++] = r;
    }
    if (settled)
        *settled = sudoku_parser_format(p);
    sudoku_parser_free(p);
    return n;
}
