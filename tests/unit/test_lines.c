/*
 * test_lines.c - unit tests for the line reader (src/text/lines.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "text/lines.h"

/* Splits `size` bytes of data through memory and through a temporary
 * file and checks both give the expected lines (NUL-separated list). */
static void expect_lines(const char *data, size_t size, const char *const *want,
                         size_t nwant)
{
    int pass;

    for (pass = 0; pass < 2; pass++) {
        struct lines *r = malloc(sizeof *r);
        struct line l;
        FILE *f = NULL;
        size_t i;

        assert_non_null(r);
        if (pass == 0) {
            sudoku_lines_init_memory(r, data, size);
        } else {
            f = tmpfile();
            assert_non_null(f);
            assert_int_equal(fwrite(data, 1, size, f), size);
            rewind(f);
            sudoku_lines_init_file(r, f);
        }
        for (i = 0; i < nwant; i++) {
            assert_int_equal(sudoku_lines_next(r, &l), 1);
            assert_int_equal(l.number, i + 1);
            assert_int_equal(l.length, strlen(want[i]));
            assert_memory_equal(l.text, want[i], l.len);
        }
        assert_int_equal(sudoku_lines_next(r, &l), 0);
        assert_int_equal(r->error, 0);
        if (f)
            fclose(f);
        free(r);
    }
}

static void test_every_line_end(void **state)
{
    static const char data[] = "a\nbb\r\nccc\rdddd\n\n\r\r\ne";
    static const char *const want[] = {"a", "bb", "ccc", "dddd", "", "", "",
                                       "e"};

    (void)state;
    expect_lines(data, sizeof data - 1, want, 8);
}

static void test_byte_order_mark_is_skipped_once(void **state)
{
    static const char data[] = "\xEF\xBB\xBFone\n\xEF\xBB\xBFtwo\n";
    static const char *const want[] = {"one", "\xEF\xBB\xBFtwo"};

    (void)state;
    expect_lines(data, sizeof data - 1, want, 2);
}

static void test_nul_bytes_are_kept(void **state)
{
    static const char data[] = "ab\0cd\nx\0\n\0";
    struct lines r;
    struct line l;
    FILE *f = tmpfile();

    (void)state;
    assert_non_null(f);
    fwrite(data, 1, sizeof data - 1, f);
    rewind(f);
    sudoku_lines_init_file(&r, f);
    assert_int_equal(sudoku_lines_next(&r, &l), 1);
    assert_int_equal(l.length, 5);
    assert_memory_equal(l.text, "ab\0cd", 5);
    assert_int_equal(sudoku_lines_next(&r, &l), 1);
    assert_int_equal(l.length, 2);
    assert_memory_equal(l.text, "x\0", 2);
    /* a final line of one NUL */
    assert_int_equal(sudoku_lines_next(&r, &l), 1);
    assert_int_equal(l.length, 1);
    assert_int_equal(l.text[0], '\0');
    assert_int_equal(sudoku_lines_next(&r, &l), 0);
    fclose(f);
}

static void test_long_line_is_counted_not_split(void **state)
{
    size_t big = 3 * LINES_KEEP + 17, i;
    char *data = malloc(big + 4);
    struct lines *r = malloc(sizeof *r);
    struct line l;
    FILE *f = tmpfile();

    (void)state;
    assert_non_null(data);
    assert_non_null(r);
    assert_non_null(f);
    for (i = 0; i < big; i++)
        data[i] = (char)('a' + i % 26);
    memcpy(data + big, "\nz\n", 3);
    fwrite(data, 1, big + 3, f);
    rewind(f);
    sudoku_lines_init_file(r, f);
    assert_int_equal(sudoku_lines_next(r, &l), 1);
    assert_int_equal(l.length, big);
    assert_int_equal(l.len, LINES_KEEP);
    assert_memory_equal(l.text, data, LINES_KEEP);
    assert_int_equal(sudoku_lines_next(r, &l), 1);
    assert_int_equal(l.number, 2);
    assert_int_equal(l.length, 1);
    assert_int_equal(l.text[0], 'z');
    assert_int_equal(sudoku_lines_next(r, &l), 0);
    fclose(f);
    free(r);
    free(data);
}

static void test_push_back_returns_the_same_line(void **state)
{
    static const char data[] = "first\nsecond\n";
    struct lines r;
    struct line l;

    (void)state;
    sudoku_lines_init_memory(&r, data, sizeof data - 1);
    assert_int_equal(sudoku_lines_next(&r, &l), 1);
    sudoku_lines_push_back(&r);
    assert_int_equal(sudoku_lines_next(&r, &l), 1);
    assert_int_equal(l.number, 1);
    assert_memory_equal(l.text, "first", 5);
    assert_int_equal(sudoku_lines_next(&r, &l), 1);
    assert_int_equal(l.number, 2);
}

static void test_empty_input_has_no_line(void **state)
{
    struct lines r;
    struct line l;

    (void)state;
    sudoku_lines_init_memory(&r, "", 0);
    assert_int_equal(sudoku_lines_next(&r, &l), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_line_end),
        cmocka_unit_test(test_byte_order_mark_is_skipped_once),
        cmocka_unit_test(test_nul_bytes_are_kept),
        cmocka_unit_test(test_long_line_is_counted_not_split),
        cmocka_unit_test(test_push_back_returns_the_same_line),
        cmocka_unit_test(test_empty_input_has_no_line),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
