/*
 * support.c - helpers the unit tests share (see support.h).
 */
#include "support.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "support/text.h"

sudoku_board support_board(const char *text)
{
    sudoku_board b;

    assert_int_equal(strlen(text), SUDOKU_CELLS);
    assert_true(support_board_from_text(text, &b));
    return b;
}

void support_assert_board(const sudoku_board *b, const char *text)
{
    sudoku_board want = support_board(text);
    char got[SUDOKU_CELLS + 1], wanted[SUDOKU_CELLS + 1];

    support_board_text(b, got);
    support_board_text(&want, wanted);
    assert_string_equal(got, wanted);
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
