/*
 * fuzz_parse.c - libFuzzer target for one input format of the parser.
 *
 * Built once per format (FUZZ_FORMAT is SUDOKU_FORMAT_PACKED, ..., or
 * SUDOKU_FORMAT_AUTO for detection).  Each input is read to its end twice,
 * from memory and from a stream over the same bytes, and must give the same
 * records and diagnostics both ways: the stream path reads in chunks that
 * split lines, CRLF pairs and the byte-order mark, the memory path does
 * not.  Every record is checked against the parser's contract
 * (fuzz_check.c), and the parser must stop: each record takes at least one
 * line, so there are never more records than lines.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fuzz_check.h"
#include "sudoku/parse.h"

#ifndef FUZZ_FORMAT
#error "FUZZ_FORMAT must name the format under test"
#endif

static int fuzz_same_record(enum sudoku_read status,
                            const struct sudoku_record *a,
                            const struct sudoku_diag *da,
                            const struct sudoku_record *b,
                            const struct sudoku_diag *db)
{
    if (a->format != b->format || a->index != b->index || a->line != b->line ||
        a->end_offset != b->end_offset)
        return 0;
    if (status != SUDOKU_READ_PUZZLE &&
        (da->line != db->line || da->col != db->col ||
         strcmp(da->message, db->message) != 0))
        return 0;
    if (status == SUDOKU_READ_INVALID)
        return 1;
    if (a->format == SUDOKU_FORMAT_SUDOMINOKU)
        return memcmp(&a->domino.grid, &b->domino.grid,
                      sizeof a->domino.grid) == 0 &&
               memcmp(a->domino.mate, b->domino.mate, sizeof a->domino.mate) ==
                   0;
    return memcmp(&a->puzzle, &b->puzzle, sizeof a->puzzle) == 0 &&
           a->expected_col == b->expected_col &&
           (!a->expected_col ||
            memcmp(&a->expected, &b->expected, sizeof a->expected) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    unsigned long lines = fuzz_count_lines(data, size), n = 0;
    struct sudoku_parser *mem =
        sudoku_parser_new_memory((const char *)data, size, FUZZ_FORMAT);
    /* fmemopen needs a non-empty buffer it may treat as its own. */
    FILE *in = size > 0 ? fmemopen((void *)data, size, "rb") : NULL;
    struct sudoku_parser *file =
        in != NULL ? sudoku_parser_new(in, FUZZ_FORMAT) : NULL;

    FUZZ_REQUIRE(mem != NULL, "no parser");
    for (;;) {
        struct sudoku_record rec, rec2;
        struct sudoku_diag diag, diag2;
        enum sudoku_read status, status2;

        memset(&diag, 0, sizeof diag);
        status = sudoku_parser_next(mem, &rec, &diag);
        if (file != NULL) {
            memset(&diag2, 0, sizeof diag2);
            status2 = sudoku_parser_next(file, &rec2, &diag2);
            FUZZ_REQUIRE(status == status2,
                         "stream and memory give different statuses");
            if (status != SUDOKU_READ_END)
                FUZZ_REQUIRE(
                    fuzz_same_record(status, &rec, &diag, &rec2, &diag2),
                    "stream and memory give different records");
        }
        if (status == SUDOKU_READ_END)
            break;
        fuzz_check_record(status, &rec, &diag, lines, size, n);
        if (FUZZ_FORMAT != SUDOKU_FORMAT_AUTO)
            FUZZ_REQUIRE(rec.format == FUZZ_FORMAT,
                         "a record in another format than asked");
        FUZZ_REQUIRE(rec.format != SUDOKU_FORMAT_AUTO, "a record in no format");
        if (n == 0)
            FUZZ_REQUIRE(rec.format == sudoku_parser_format(mem),
                         "a first record in another format than the "
                         "parser's");
        n++;
        FUZZ_REQUIRE(n <= lines, "more records than lines");
    }
    /* The end is final. */
    {
        struct sudoku_record rec;
        struct sudoku_diag diag;

        FUZZ_REQUIRE(sudoku_parser_next(mem, &rec, &diag) == SUDOKU_READ_END,
                     "a record after the end");
    }
    sudoku_parser_free(mem);
    if (file != NULL)
        sudoku_parser_free(file);
    if (in != NULL)
        fclose(in);
    return 0;
}
