/*
 * fuzz_check.c - invariants the fuzz targets check (see fuzz_check.h).
 *
 * Every rule here comes from a contract in include/sudoku/: what
 * sudoku_parser_next promises about records and diagnostics, and what
 * sudoku_domino_solve requires of its puzzle.
 */
#include "fuzz_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void fuzz_require(int ok, const char *what, const char *file, int line)
{
    if (!ok) {
        fprintf(stderr, "%s:%d: invariant broken: %s\n", file, line, what);
        abort();
    }
}

unsigned long fuzz_count_lines(const unsigned char *data, size_t size)
{
    unsigned long lines = 0;
    size_t i = 0;

    /* A leading byte-order mark is not part of any line. */
    if (size >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0)
        i = 3;
    while (i < size) {
        while (i < size && data[i] != '\n' && data[i] != '\r')
            i++;
        lines++;
        if (i < size && data[i] == '\r' && i + 1 < size && data[i + 1] == '\n')
            i++;
        if (i < size)
            i++;
    }
    return lines;
}

int fuzz_givens(const sudoku_board *b)
{
    int i, n = 0;

    for (i = 0; i < SUDOKU_CELLS; i++)
        n += b->cell[i] != 0;
    return n;
}

static void fuzz_check_cells(const sudoku_board *b)
{
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++)
        FUZZ_REQUIRE(b->cell[i] <= 9, "a cell holds a value above 9");
}

void fuzz_check_domino_puzzle(const struct sudoku_domino *p)
{
    unsigned char used[10][10];
    int i;

    memset(used, 0, sizeof used);
    fuzz_check_cells(&p->grid);
    FUZZ_REQUIRE(!sudoku_board_find_clash(&p->grid, NULL, NULL),
                 "a Sudominoku puzzle has clashing digits");
    for (i = 0; i < SUDOKU_CELLS; i++) {
        int m = p->mate[i], a, b, dr, dc;

        if (m == SUDOKU_NO_MATE)
            continue;
        FUZZ_REQUIRE(m >= 0 && m < SUDOKU_CELLS, "a mate is out of range");
        FUZZ_REQUIRE(p->mate[m] == i, "two mates do not point at each other");
        dr = abs(m / 9 - i / 9);
        dc = abs(m % 9 - i % 9);
        FUZZ_REQUIRE(dr + dc == 1, "a domino covers cells that do not touch");
        a = p->grid.cell[i];
        b = p->grid.cell[m];
        FUZZ_REQUIRE(a != 0 && b != 0, "a placed domino has an empty half");
        FUZZ_REQUIRE(a != b, "a placed domino has two equal halves");
        if (i < m) {
            int lo = a < b ? a : b, hi = a < b ? b : a;

            FUZZ_REQUIRE(!used[lo][hi], "a domino is placed twice");
            used[lo][hi] = 1;
        }
    }
}

/* A puzzle of another shape (shape.h): a side in range, N regions of N
 * cells, values up to the side, and UNSOLVABLE exactly for clashing
 * givens, as for classic ones. */
static void fuzz_check_shaped(enum sudoku_read status,
                              const struct sudoku_shaped *sh)
{
    int n = sh->shape.side, size[SUDOKU_SHAPE_MAX_SIDE] = {0}, i;

    FUZZ_REQUIRE(n >= SUDOKU_SHAPE_MIN_SIDE && n <= SUDOKU_SHAPE_MAX_SIDE,
                 "a shaped record's side is out of range");
    for (i = 0; i < n * n; i++) {
        FUZZ_REQUIRE(sh->shape.region[i] < n, "a cell's region is out of range");
        size[sh->shape.region[i]]++;
        FUZZ_REQUIRE(sh->cell[i] <= n, "a cell holds a value above the side");
    }
    for (i = 0; i < n; i++)
        FUZZ_REQUIRE(size[i] == n, "a region has not side cells");
    FUZZ_REQUIRE(sudoku_shape_find_clash(&sh->shape, sh->cell, NULL, NULL) ==
                     (status == SUDOKU_READ_UNSOLVABLE),
                 "UNSOLVABLE does not match clashing givens");
}

void fuzz_check_record(enum sudoku_read status,
                       const struct sudoku_record *rec,
                       const struct sudoku_diag *d, unsigned long lines,
                       size_t size, unsigned long index)
{
    FUZZ_REQUIRE(status == SUDOKU_READ_PUZZLE ||
                     status == SUDOKU_READ_INVALID ||
                     status == SUDOKU_READ_UNSOLVABLE,
                 "a memory parser returned an unexpected status");
    FUZZ_REQUIRE(rec->index == index + 1, "record indexes are not 1, 2, ...");
    FUZZ_REQUIRE(rec->format != SUDOKU_FORMAT_AUTO,
                 "a record has no format");
    FUZZ_REQUIRE(rec->line >= 1 && rec->line <= lines + 1,
                 "a record starts on a line that does not exist");
    FUZZ_REQUIRE(rec->end_offset <= size, "a record ends past the input");
    if (status != SUDOKU_READ_PUZZLE) {
        const char *end = memchr(d->message, '\0', sizeof d->message);

        FUZZ_REQUIRE(end != NULL && end != d->message,
                     "a diagnostic has no message");
        FUZZ_REQUIRE(d->line >= 1 && d->line <= lines + 1,
                     "a diagnostic names a line that does not exist");
        FUZZ_REQUIRE(d->col <= size + 1,
                     "a diagnostic names a column beyond the input");
    }
    if (status == SUDOKU_READ_INVALID)
        return;
    if (rec->shaped.shape.side != 0) {
        fuzz_check_shaped(status, &rec->shaped);
        return;
    }
    if (rec->format == SUDOKU_FORMAT_SUDOMINOKU) {
        if (status == SUDOKU_READ_PUZZLE)
            fuzz_check_domino_puzzle(&rec->domino);
        return;
    }
    fuzz_check_cells(&rec->puzzle);
    /* The parser turns clashing givens, and nothing else, into
     * UNSOLVABLE: it never solves. */
    FUZZ_REQUIRE(sudoku_board_find_clash(&rec->puzzle, NULL, NULL) ==
                     (status == SUDOKU_READ_UNSOLVABLE),
                 "UNSOLVABLE does not match clashing givens");
    if (rec->expected_col) {
        int i;

        FUZZ_REQUIRE(rec->format == SUDOKU_FORMAT_CSV,
                     "a solution column outside csv");
        for (i = 0; i < SUDOKU_CELLS; i++)
            FUZZ_REQUIRE(rec->expected.cell[i] >= 1 &&
                             rec->expected.cell[i] <= 9,
                         "a given solution has an empty cell");
    }
}

int fuzz_dominoes(const struct sudoku_domino *p)
{
    int i, n = 0;

    for (i = 0; i < SUDOKU_CELLS; i++)
        n += p->mate[i] > i;
    return n;
}
