/*
 * test_domino.c - unit tests of the Sudominoku reader and solver.
 *
 * Through the public headers only: the reader is driven with
 * sudoku_parser_new_memory on small texts (every error class with its
 * message, line and column; recovery after a bad puzzle; line ends; a
 * missing final "0"), and the solver on the judge's sample, on an
 * unsolvable puzzle, and on an empty one whose smallest grid is checked
 * against the simple reference solver in tests/.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "domino_reference.h"
#include "sudoku/domino.h"
#include "sudoku/parse.h"
#include "sudoku/print.h"
#include "support/text.h"

/* The judge's sample, with its trailing space on line 9. */
static const char domino_sample[] = "10\n"
                                    "6 B2 1 B3\n"
                                    "2 C4 9 C3\n"
                                    "6 D3 8 E3\n"
                                    "7 E1 4 F1\n"
                                    "8 B7 4 B8\n"
                                    "3 F5 2 F6\n"
                                    "7 F7 6 F8\n"
                                    "5 G4 9 G5 \n"
                                    "7 I8 8 I9\n"
                                    "7 C9 2 B9\n"
                                    "C5 A3 D9 I4 A9 E5 A2 C6 I1\n"
                                    "11\n"
                                    "5 I9 2 H9\n"
                                    "6 A5 7 A6\n"
                                    "4 B8 6 C8\n"
                                    "3 B5 8 B4\n"
                                    "3 C3 2 D3\n"
                                    "9 D2 8 E2\n"
                                    "3 G2 5 H2\n"
                                    "1 A2 8 A1\n"
                                    "1 H8 3 I8\n"
                                    "8 I3 7 I4\n"
                                    "4 I6 9 I7\n"
                                    "I5 E6 D1 F2 B3 G9 H7 C9 E5\n"
                                    "0\n";

static const char *const domino_sample_answers[2] = {
    "872643195361975842549218637126754983738169254"
    "495832761284597316657381429913426578",
    "814267593965831247273945168392176854586492371"
    "741358629137529486459683712628714935",
};

/* Parses a text holding one bad puzzle and checks the message. */
static void domino_expect_error(const char *text, enum sudoku_read status,
                                unsigned long line, unsigned long col,
                                const char *message)
{
    struct support_read r[4];
    int n = (int)support_read_all(text, SUDOKU_FORMAT_SUDOMINOKU, r, 4, NULL);

    assert_int_equal(n, 1);
    assert_int_equal(r[0].status, status);
    assert_string_equal(r[0].diag.message, message);
    assert_int_equal(r[0].diag.line, line);
    assert_int_equal(r[0].diag.col, col);
}

/* Like domino_expect_error, with the format detected. */
static void domino_expect_error_auto(const char *text, enum sudoku_read status,
                                     unsigned long line, unsigned long col,
                                     const char *message)
{
    struct support_read r[4];
    int n = (int)support_read_all(text, SUDOKU_FORMAT_AUTO, r, 4, NULL);

    assert_int_equal(n, 1);
    assert_int_equal(r[0].status, status);
    assert_string_equal(r[0].diag.message, message);
    assert_int_equal(r[0].diag.line, line);
    assert_int_equal(r[0].diag.col, col);
}

/* ------------------------------------------------------------------ */
/* The reader                                                           */

static void test_sample_parses(void **state)
{
    struct support_read r[4];
    int n =
        (int)support_read_all(domino_sample, SUDOKU_FORMAT_AUTO, r, 4, NULL);
    const struct sudoku_domino *d = &r[0].record.domino;

    (void)state;
    assert_int_equal(n, 2);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[0].record.format, SUDOKU_FORMAT_SUDOMINOKU);
    assert_int_equal(r[0].record.line, 1);
    assert_int_equal(r[1].record.line, 13);
    assert_int_equal(r[0].record.index, 1);
    assert_int_equal(r[1].record.index, 2);
    /* "6 B2 1 B3": B2 = cell 10, B3 = cell 11. */
    assert_int_equal(d->grid.cell[10], 6);
    assert_int_equal(d->grid.cell[11], 1);
    assert_int_equal(d->mate[10], 11);
    assert_int_equal(d->mate[11], 10);
    /* The single 1 on C5, not covered. */
    assert_int_equal(d->grid.cell[22], 1);
    assert_int_equal(d->mate[22], SUDOKU_NO_MATE);
    assert_int_equal(d->mate[0], SUDOKU_NO_MATE);
    assert_int_equal(d->grid.cell[0], 0);
}

static void test_crlf_and_missing_end(void **state)
{
    static const char text[] =
        "1\r\n1 A1 2 A2\r\nE9 E8 E7 E6 E5 E4 E3 E2 E1\r\n"
        "\r\n"
        "1\r2 A1 1 A2\rE9 E8 E7 E6 E5 E4 E3 E2 E1";
    struct support_read r[4];
    int n = (int)support_read_all(text, SUDOKU_FORMAT_AUTO, r, 4, NULL);

    (void)state;
    assert_int_equal(n, 2);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].record.line, 5);
    assert_int_equal(r[1].record.domino.grid.cell[0], 2);
    assert_int_equal(r[1].record.domino.grid.cell[36], 9);
}

static void test_resync_after_bad_puzzle(void **state)
{
    /* The first puzzle has a bad location on its first domino line; its
     * other lines are skipped, and the second puzzle reads well. */
    static const char text[] = "2\n"
                               "1 J1 2 A2\n"
                               "3 A3 4 A4\n"
                               "E9 E8 E7 E6 E5 E4 E3 E2 E1\n"
                               "1\n"
                               "1 A1 2 A2\n"
                               "E9 E8 E7 E6 E5 E4 E3 E2 E1\n"
                               "0\n";
    struct support_read r[4];
    int n = (int)support_read_all(text, SUDOKU_FORMAT_SUDOMINOKU, r, 4, NULL);

    (void)state;
    assert_int_equal(n, 2);
    assert_int_equal(r[0].status, SUDOKU_READ_INVALID);
    assert_string_equal(r[0].diag.message,
                        "unexpected character 'J' in location");
    assert_int_equal(r[0].diag.line, 2);
    assert_int_equal(r[0].diag.col, 3);
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].record.line, 5);
    assert_int_equal(r[1].record.index, 2);
}

static void test_resync_after_bad_count(void **state)
{
    static const char text[] = "x\n"
                               "1 A1 2 A2\n"
                               "E9 E8 E7 E6 E5 E4 E3 E2 E1\n"
                               "1\n"
                               "1 A1 2 A2\n"
                               "E9 E8 E7 E6 E5 E4 E3 E2 E1\n";
    struct support_read r[4];
    int n = (int)support_read_all(text, SUDOKU_FORMAT_SUDOMINOKU, r, 4, NULL);

    (void)state;
    assert_int_equal(n, 2);
    assert_int_equal(r[0].status, SUDOKU_READ_INVALID);
    assert_string_equal(r[0].diag.message,
                        "unexpected character 'x' in domino count");
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].record.line, 4);
}

static void test_short_puzzle_keeps_next(void **state)
{
    /* Two domino lines announced, one given: the next count is not
     * swallowed. */
    static const char text[] = "2\n"
                               "1 A1 2 A2\n"
                               "E9 E8 E7 E6 E5 E4 E3 E2 E1\n"
                               "1\n"
                               "1 A1 2 A2\n"
                               "E9 E8 E7 E6 E5 E4 E3 E2 E1\n"
                               "0\n";
    struct support_read r[4];
    int n = (int)support_read_all(text, SUDOKU_FORMAT_SUDOMINOKU, r, 4, NULL);

    (void)state;
    assert_int_equal(n, 2);
    assert_int_equal(r[0].status, SUDOKU_READ_INVALID);
    assert_string_equal(r[0].diag.message,
                        "domino line has 9 fields, expected 4");
    assert_int_equal(r[0].diag.line, 3);
    assert_int_equal(r[0].diag.col, 13);
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].record.line, 4);
}

static void test_errors(void **state)
{
    static const char singles[] = "B1 B2 B3 B4 B5 B6 B7 B8 B9\n";
    char text[256];

    (void)state;
    domino_expect_error("37\n", SUDOKU_READ_INVALID, 1, 1,
                        "domino count '37' out of range 0..36");
    domino_expect_error("-1\n", SUDOKU_READ_INVALID, 1, 1,
                        "unexpected character '-' in domino count");
    domino_expect_error("1 2\n", SUDOKU_READ_INVALID, 1, 3,
                        "unexpected '2' after the domino count");

    snprintf(text, sizeof text, "1\n1 A0 2 A2\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 4,
                        "unexpected character '0' in location");
    snprintf(text, sizeof text, "1\n1 a1 2 A2\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 3,
                        "unexpected character 'a' in location");
    snprintf(text, sizeof text, "1\n1 A1 2 A10\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 10,
                        "unexpected character '0' in location");
    snprintf(text, sizeof text, "1\n1 A 2 A2\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 3,
                        "location 'A' has no column");
    snprintf(text, sizeof text, "1\n1 A1 2 A3\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 8,
                        "cells 'A1' and 'A3' are not adjacent");
    /* A9 and B1 follow each other in row-major order, yet are apart. */
    snprintf(text, sizeof text, "1\n1 A9 2 B1\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 8,
                        "cells 'A9' and 'B1' are not adjacent");
    snprintf(text, sizeof text, "1\n1 A1 2 A1\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 8,
                        "both halves of the domino on cell 'A1'");
    snprintf(text, sizeof text, "1\n0 A1 2 A2\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 1,
                        "digit '0' out of range 1..9");
    snprintf(text, sizeof text, "1\n1 A1 12 A2\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 6,
                        "digit '12' out of range 1..9");
    snprintf(text, sizeof text, "1\n1 A1 x A2\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 6,
                        "unexpected character 'x' in digit");
    snprintf(text, sizeof text, "1\n3 A1 3 A2\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 6,
                        "both halves of the domino are 3");
    snprintf(text, sizeof text, "2\n1 A1 2 A2\n2 C1 1 C2\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 3, 1,
                        "domino 1-2 given twice (first on line 2)");
    snprintf(text, sizeof text, "2\n1 A1 2 A2\n3 A2 4 A3\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 3, 3,
                        "cell 'A2' already covered on line 2");
    snprintf(text, sizeof text, "1\n1 B1 2 C1\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 3, 1,
                        "cell 'B1' already covered on line 2");
    domino_expect_error("1\n1 A1 2 A2\nB1 B1 B3 B4 B5 B6 B7 B8 B9\n",
                        SUDOKU_READ_INVALID, 3, 4,
                        "cell 'B1' already holds digit 1");
    snprintf(text, sizeof text, "1\n1 A1 2\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 7,
                        "domino line has 3 fields, expected 4");
    snprintf(text, sizeof text, "1\n1 A1 2 A2 3\n%s", singles);
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 11,
                        "domino line has 5 fields, expected 4");
    domino_expect_error("1\n1 A1 2 A2\nB1 B2 B3 B4 B5 B6 B7 B8\n",
                        SUDOKU_READ_INVALID, 3, 24,
                        "line of single digits has 8 locations, expected 9");
    domino_expect_error("2\n1 A1 2 A2\n", SUDOKU_READ_INVALID, 2, 10,
                        "unexpected end of input: puzzle lacks 2 of its 3 "
                        "lines");
}

static void test_clashing_givens(void **state)
{
    (void)state;
    /* The single 1 on B1 and the domino's 1 on A1: same column, box. */
    domino_expect_error("1\n1 A1 2 A2\nB1 B2 B3 B4 B5 B6 B7 B8 B9\n",
                        SUDOKU_READ_UNSOLVABLE, 3, 1,
                        "clashing givens: 1 appears twice in column 1");
    domino_expect_error("1\n1 A1 2 A2\nA9 B2 B3 B4 B5 B6 B7 B8 B9\n",
                        SUDOKU_READ_UNSOLVABLE, 3, 1,
                        "clashing givens: 1 appears twice in row A");
    domino_expect_error("1\n1 A1 2 A2\nC3 D2 D3 D4 D5 D6 D7 D8 D9\n",
                        SUDOKU_READ_UNSOLVABLE, 3, 1,
                        "clashing givens: 1 appears twice in box 1");
}

static void test_long_line(void **state)
{
    static char text[8192];
    size_t n;

    (void)state;
    strcpy(text, "1\n1 A1 2 A2");
    n = strlen(text);
    memset(text + n, ' ', 5000);
    strcpy(text + n + 5000, "\nB1 B2 B3 B4 B5 B6 B7 B8 B9\n");
    domino_expect_error(text, SUDOKU_READ_INVALID, 2, 4097,
                        "line is too long (5009 bytes)");
}

static void test_blank_and_end(void **state)
{
    /* Puzzles after the closing 0 are read; anything else after it is one
     * invalid record up to the next count, never silence. */
    static const char text[] = "\n\n1\n1 A1 2 A2\n\n"
                               "E9 E8 E7 E6 E5 E4 E3 E2 E1\n\n\n0\n"
                               "1\n1 A1 2 A2\nE9 E8 E7 E6 E5 E4 E3 E2 E1\n0\n"
                               "garbage after the end\nmore\n"
                               "1\n1 A1 2 A2\nE9 E8 E7 E6 E5 E4 E3 E2 E1\n";
    struct support_read r[5];
    int n = (int)support_read_all(text, SUDOKU_FORMAT_SUDOMINOKU, r, 5, NULL);

    (void)state;
    assert_int_equal(n, 4);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[0].record.line, 3);
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].record.line, 10);
    assert_int_equal(r[2].status, SUDOKU_READ_INVALID);
    assert_int_equal(r[2].diag.line, 14);
    assert_int_equal(r[2].diag.col, 1);
    assert_string_equal(
        r[2].diag.message,
        "unexpected 'garbage after the en' after the closing 0");
    assert_int_equal(r[3].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[3].record.line, 16);
    assert_int_equal(r[3].record.index, 4);
}

/* Reads text, which must hold `n` Sudominoku puzzles, and checks them
 * against want[0..n-1]: the same digits and the same dominoes. */
static void domino_expect_puzzles(const char *text,
                                  const struct sudoku_domino *want, int n)
{
    struct support_read r[4];
    int i;

    assert_int_equal(
        (int)support_read_all(text, SUDOKU_FORMAT_AUTO, r, 4, NULL), n);
    for (i = 0; i < n; i++) {
        assert_int_equal(r[i].status, SUDOKU_READ_PUZZLE);
        assert_int_equal(r[i].record.format, SUDOKU_FORMAT_SUDOMINOKU);
        assert_memory_equal(&r[i].record.domino.grid, &want[i].grid,
                            sizeof want[i].grid);
        assert_memory_equal(r[i].record.domino.mate, want[i].mate,
                            sizeof want[i].mate);
    }
}

/* Each Sudominoku layout this program prints reads back to the same
 * puzzle, headed "Puzzle K" as the command prints it: the judge's input
 * form and the drawn tiling, of the puzzles and of their solutions. */
static void test_printed_layouts_read_back(void **state)
{
    struct support_read r[4];
    struct sudoku_domino puzzles[2], solutions[2];
    char text[4 * SUDOKU_PRINT_MAX];
    size_t n;
    int i, layout;

    (void)state;
    assert_int_equal(
        (int)support_read_all(domino_sample, SUDOKU_FORMAT_AUTO, r, 4, NULL),
        2);
    for (i = 0; i < 2; i++) {
        puzzles[i] = r[i].record.domino;
        assert_int_equal(
            sudoku_domino_solve(&puzzles[i], 1, &solutions[i], NULL), 1);
    }
    for (layout = 0; layout < 3; layout++) {
        const struct sudoku_domino *want = layout == 2 ? solutions : puzzles;

        n = 0;
        for (i = 0; i < 2; i++) {
            n += (size_t)sprintf(text + n, "Puzzle %d\n", i + 1);
            n += layout == 0 ? sudoku_print_domino_input(text + n, &want[i])
                             : sudoku_print_domino(text + n, &want[i],
                                                   SUDOKU_LAYOUT_PRETTY);
        }
        domino_expect_puzzles(text, want, 2);
    }
}

/* A drawing with a wall around every cell: its errors, and a drawing
 * without any domino, which is a classic puzzle. */
static void test_drawn_tiling_errors(void **state)
{
    struct support_read r[4];
    char text[2 * SUDOKU_PRINT_MAX], *row;
    struct sudoku_domino empty;

    (void)state;
    assert_int_equal(
        (int)support_read_all(domino_sample, SUDOKU_FORMAT_AUTO, r, 4, NULL),
        2);
    sudoku_print_domino(text, &r[0].record.domino, SUDOKU_LAYOUT_PRETTY);
    /* Row 2 is line 4: "| . | 6   1 | ..."; make the domino 6-6. */
    row = strchr(strchr(strchr(text, '\n') + 1, '\n') + 1, '\n') + 1;
    assert_memory_equal(row, "| . | 6   1 |", 13);
    row[10] = '6';
    domino_expect_error_auto(text, SUDOKU_READ_INVALID, 4, 11,
                             "both halves of the domino at r2c2 are 6");
    row[10] = 'x';
    domino_expect_error_auto(text, SUDOKU_READ_INVALID, 4, 11,
                             "unexpected character 'x' in row 2 of the "
                             "drawing");
    row[10] = '1';
    row[8] = '|';
    row[0] = '+';
    domino_expect_error_auto(text, SUDOKU_READ_INVALID, 4, 1,
                             "unexpected character '+' in row 2 of the "
                             "drawing");
    row[0] = '|';
    strcpy(row + 13, "\n");
    domino_expect_error_auto(text, SUDOKU_READ_INVALID, 4, 14,
                             "row 2 of the drawing ends early");

    /* No join at all: a classic puzzle, drawn cell by cell. */
    memset(&empty, 0, sizeof empty);
    memset(empty.mate, SUDOKU_NO_MATE, sizeof empty.mate);
    empty.grid.cell[0] = 5;
    sudoku_print_domino(text, &empty, SUDOKU_LAYOUT_PRETTY);
    assert_int_equal(
        (int)support_read_all(text, SUDOKU_FORMAT_AUTO, r, 4, NULL), 1);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[0].record.format, SUDOKU_FORMAT_SPACED);
    assert_int_equal(r[0].record.puzzle.cell[0], 5);
    assert_int_equal(r[0].record.puzzle.cell[1], 0);
}

/* ------------------------------------------------------------------ */
/* The solver                                                           */

static void test_sample_solves(void **state)
{
    struct support_read r[4];
    int n = (int)support_read_all(domino_sample, SUDOKU_FORMAT_SUDOMINOKU, r, 4,
                                  NULL),
        k;

    (void)state;
    assert_int_equal(n, 2);
    for (k = 0; k < 2; k++) {
        struct sudoku_domino s;
        struct sudoku_solve_stats stats = {0};

        assert_int_equal(
            sudoku_domino_solve(&r[k].record.domino, 2, &s, &stats), 1);
        support_assert_board(&s.grid, domino_sample_answers[k]);
        /* The tiling: 36 distinct dominoes on adjacent cells, the givens
         * kept, the singles uncovered. */
        assert_true(domino_ref_is_solution(&s, &r[k].record.domino));
        assert_int_equal(sudoku_domino_solve(&r[k].record.domino, 1, &s, NULL),
                         1);
    }
}

static void test_unsolvable(void **state)
{
    /* No clash, but A9 is walled in by the dominoes on A7-A8 and B8-B9
     * and is not a single: no domino can cover it. */
    static const char text[] = "2\n"
                               "1 A7 2 A8\n"
                               "3 B8 4 B9\n"
                               "C1 C2 C3 C4 C5 C6 C7 C9 D9\n"
                               "0\n";
    struct support_read r[2];
    struct sudoku_domino s;
    int n = (int)support_read_all(text, SUDOKU_FORMAT_SUDOMINOKU, r, 2, NULL);

    (void)state;
    assert_int_equal(n, 1);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(sudoku_domino_solve(&r[0].record.domino, 2, &s, NULL), 0);
}

/* Builds a puzzle with the singles of the sample's first puzzle and no
 * domino: very many solutions. */
static void domino_empty_puzzle(struct sudoku_domino *p)
{
    static const int singles[9] = {22, 2, 35, 75, 8, 40, 1, 23, 72};
    int d;

    memset(p, 0, sizeof *p);
    memset(p->mate, SUDOKU_NO_MATE, sizeof p->mate);
    for (d = 1; d <= 9; d++)
        p->grid.cell[singles[d - 1]] = (unsigned char)d;
}

/* Places the domino {a, b} on cells c and m, as mates of each other. */
static void domino_put(struct sudoku_domino *p, int c, int a, int m, int b)
{
    p->grid.cell[c] = (unsigned char)a;
    p->grid.cell[m] = (unsigned char)b;
    p->mate[c] = (signed char)m;
    p->mate[m] = (signed char)c;
}

/* Malformed boards given through the library, not the parser: each has no
 * solution, though its digits alone would have many. */
static void test_malformed_boards(void **state)
{
    struct sudoku_domino p, s;

    (void)state;
    /* Well-formed, one domino on E1-E2 leaves many. */
    domino_empty_puzzle(&p);
    domino_put(&p, 36, 1, 37, 3);
    assert_int_equal(sudoku_domino_solve(&p, 1, &s, NULL), 1);
    /* A domino that wraps from the end of row B to the start of row C. */
    domino_empty_puzzle(&p);
    domino_put(&p, 17, 1, 18, 3);
    assert_int_equal(sudoku_domino_solve(&p, 2, &s, NULL), 0);
    /* A domino that is not two neighbours at all (A4 and C4). */
    domino_empty_puzzle(&p);
    domino_put(&p, 3, 1, 21, 3);
    assert_int_equal(sudoku_domino_solve(&p, 2, &s, NULL), 0);
    /* The domino {1,3} twice: on E1-E2 and on G7-G8. */
    domino_empty_puzzle(&p);
    domino_put(&p, 36, 1, 37, 3);
    domino_put(&p, 60, 3, 61, 1);
    assert_int_equal(sudoku_domino_solve(&p, 2, &s, NULL), 0);
    /* One-way mates: E1 names E2, which names no one; then the other way
     * round. */
    domino_empty_puzzle(&p);
    domino_put(&p, 36, 1, 37, 3);
    p.mate[37] = SUDOKU_NO_MATE;
    assert_int_equal(sudoku_domino_solve(&p, 2, &s, NULL), 0);
    domino_empty_puzzle(&p);
    domino_put(&p, 36, 1, 37, 3);
    p.mate[36] = SUDOKU_NO_MATE;
    assert_int_equal(sudoku_domino_solve(&p, 2, &s, NULL), 0);
}

static void test_many_solutions(void **state)
{
    struct sudoku_domino p, s, again, ref;
    char ref_text[SUDOKU_CELLS + 1];

    (void)state;
    domino_empty_puzzle(&p);
    assert_int_equal(sudoku_domino_solve(&p, 1, &s, NULL), 1);
    assert_true(domino_ref_is_solution(&s, &p));
    assert_int_equal(sudoku_domino_solve(&p, 2, &again, NULL), 2);
    assert_memory_equal(s.grid.cell, again.grid.cell, SUDOKU_CELLS);
    /* The reference, under the solver's grid as a ceiling, must find that
     * very grid and nothing smaller. */
    assert_int_equal(domino_ref_solve(&p, 2, &s.grid, &ref), 2);
    support_board_text(&ref.grid, ref_text);
    support_assert_board(&s.grid, ref_text);
}

/* One domino given: the probes for the smallest grid are long here, and
 * what keeps them short is cutting the edges no tiling uses (47,640
 * guesses with the cuts, 743,330 without).  The smallest grid is the one
 * the reference finds under the solver's grid as a ceiling, which takes
 * minutes in a sanitizer build: checked once, kept here. */
static const char domino_one_given[] = "1\n"
                                       "7 G5 6 G6\n"
                                       "A7 A9 A8 E9 H3 F4 C8 G7 G2\n"
                                       "0\n";
static const char domino_one_given_smallest[] =
    "456789132127345698389261475934817526768952314"
    "512634987291576843875493261643128759";

static void test_long_probes(void **state)
{
    struct support_read r[1];
    struct sudoku_domino p, s;
    struct sudoku_solve_stats stats = {0};

    (void)state;
    assert_int_equal(support_read_all(domino_one_given,
                                      SUDOKU_FORMAT_SUDOMINOKU, r, 1, NULL),
                     1);
    p = r[0].record.domino;
    assert_int_equal(sudoku_domino_solve(&p, 1, &s, &stats), 1);
    assert_true(domino_ref_is_solution(&s, &p));
    support_assert_board(&s.grid, domino_one_given_smallest);
    assert_true(stats.guesses < 100000);
}

static void test_count_with_limit(void **state)
{
    /* The first sample puzzle without three of its dominoes: a few grids,
     * counted the same by the reference. */
    struct support_read r[4];
    struct sudoku_domino p, s, ref;
    unsigned limit;
    int c;

    (void)state;
    assert_int_equal(
        support_read_all(domino_sample, SUDOKU_FORMAT_SUDOMINOKU, r, 4, NULL),
        2);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
    p = r[0].record.domino;
    for (c = 0; c < SUDOKU_CELLS; c++) {
        int m = p.mate[c];

        /* Drop the dominoes on rows B and C (B2-B3, C3-C4, B7-B8, B9-C9). */
        if (m != SUDOKU_NO_MATE && (c / 9 == 1 || c / 9 == 2)) {
            p.grid.cell[c] = p.grid.cell[m] = 0;
            p.mate[c] = p.mate[m] = SUDOKU_NO_MATE;
        }
    }
    for (limit = 1; limit <= 4; limit++) {
        unsigned got = sudoku_domino_solve(&p, limit, &s, NULL);
        unsigned want = domino_ref_solve(&p, limit, NULL, &ref);

        assert_int_equal(got, want);
        assert_true(got >= 1);
        assert_memory_equal(s.grid.cell, ref.grid.cell, SUDOKU_CELLS);
        assert_true(domino_ref_is_solution(&s, &p));
    }
}

static void test_few_dominoes(void **state)
{
    /* Few dominoes leave many grids, where the smallest comes from the
     * solver's probes, not from its count: checked against the
     * reference, given the solver's grid as a ceiling to keep it quick
     * (fewer dominoes make the reference too slow for a sanitizer
     * build). */
    uint64_t rng = 20250101u;
    int given;

    (void)state;
    for (given = 7; given <= 11; given++) {
        struct sudoku_domino p, answer, s, smallest, ref;
        unsigned got;

        domino_ref_generate(&rng, given, &p, &answer);
        got = sudoku_domino_solve(&p, 2, &s, NULL);
        assert_true(got >= 1);
        assert_true(domino_ref_is_solution(&s, &p));
        assert_int_equal(domino_ref_solve(&p, 2, &s.grid, &ref), got);
        assert_memory_equal(s.grid.cell, ref.grid.cell, SUDOKU_CELLS);
        /* The search for the smallest grid alone (limit 1) agrees. */
        assert_int_equal(sudoku_domino_solve(&p, 1, &smallest, NULL), 1);
        assert_memory_equal(smallest.grid.cell, s.grid.cell, SUDOKU_CELLS);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sample_parses),
        cmocka_unit_test(test_crlf_and_missing_end),
        cmocka_unit_test(test_resync_after_bad_puzzle),
        cmocka_unit_test(test_resync_after_bad_count),
        cmocka_unit_test(test_short_puzzle_keeps_next),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_clashing_givens),
        cmocka_unit_test(test_long_line),
        cmocka_unit_test(test_blank_and_end),
        cmocka_unit_test(test_printed_layouts_read_back),
        cmocka_unit_test(test_drawn_tiling_errors),
        cmocka_unit_test(test_sample_solves),
        cmocka_unit_test(test_unsolvable),
        cmocka_unit_test(test_many_solutions),
        cmocka_unit_test(test_malformed_boards),
        cmocka_unit_test(test_count_with_limit),
        cmocka_unit_test(test_few_dominoes),
        cmocka_unit_test(test_long_probes),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
