/*
 * test_parse.c - unit tests for the classic formats of the parser.
 *
 * Sudominoku parsing is tested in test_domino.c.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"

#include "sudoku/parse.h"
#include "sudoku/print.h"

static void assert_error(const struct support_read *r, enum sudoku_read status,
                         unsigned long line, unsigned long col,
                         const char *message)
{
    assert_int_equal(r->status, status);
    assert_int_equal(r->diag.line, line);
    assert_int_equal(r->diag.col, col);
    assert_string_equal(r->diag.message, message);
}

/* The sample as a grid of pencil marks, its borders short. */
#define MARKS                                                                  \
    ".---.---.---.\n"                                                          \
    "| 1  478    3  | 61  268    68  | 5  2678   9  |\n"                       \
    "| 56  578    2  | 1  3568   9  | 4  3678   38  |\n"                       \
    "| 569    589    568    | 7  23568  4  | 236    12368  1238   |\n"         \
    ":---+---+---:\n"                                                          \
    "| 3  1489   18  | 5  1479   2  | 79  1789   6  |\n"                       \
    "| 249    6  18  | 91  1479   71  | 2379   5  1238   |\n"                  \
    "| 7  1259   15  | 8  169    3  | 29  129    4  |\n"                       \
    ":---+---+---:\n"                                                          \
    "| 256    2357   567    | 4  36789  1  | 2369   2369   235    |\n"         \
    "| 61  137    9  | 2  367    5  | 8  346    31  |\n"                       \
    "| 8  235    4  | 369    369    61  | 1  2369   7  |\n"                    \
    "'---'---'---'\n"

static void test_format_names_round_trip(void **state)
{
    int f;

    (void)state;
    for (f = SUDOKU_FORMAT_AUTO; f <= SUDOKU_FORMAT_MARKS; f++)
        assert_int_equal(
            sudoku_format_from_name(sudoku_format_name((enum sudoku_format)f)),
            f);
    assert_int_equal(sudoku_format_from_name("grid"), -1);
}

static void test_format_names(void **state)
{
    (void)state;
    assert_string_equal(sudoku_format_name(SUDOKU_FORMAT_AUTO), "auto");
    assert_string_equal(sudoku_format_name(SUDOKU_FORMAT_PACKED), "packed");
    assert_string_equal(sudoku_format_name(SUDOKU_FORMAT_SPACED), "spaced");
    assert_string_equal(sudoku_format_name(SUDOKU_FORMAT_LINE), "line");
    assert_string_equal(sudoku_format_name(SUDOKU_FORMAT_CSV), "csv");
    assert_string_equal(sudoku_format_name(SUDOKU_FORMAT_SUDOMINOKU),
                        "sudominoku");
    assert_string_equal(sudoku_format_name(SUDOKU_FORMAT_MARKS), "marks");
}

/* Each format, named as options name it, reads a record of its own and
 * is the one detected for it: a format's name, detection and reader
 * belong together. */
static void test_each_format_detects_and_reads_its_own(void **state)
{
    static const struct {
        const char *name;
        const char *text;
    } cases[] = {
        {"packed", PACKED},
        {"spaced", SPACED},
        {"line", PUZZLE "\n"},
        {"csv", PUZZLE "," SOLUTION "\n"},
        {"sudominoku", "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n"
                       "8 B7 4 B8\n3 F5 2 F6\n7 F7 6 F8\n5 G4 9 G5\n"
                       "7 I8 8 I9\n7 C9 2 B9\n"
                       "C5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n"},
        {"marks", MARKS},
    };
    struct support_read r[2];
    enum sudoku_format settled;
    size_t i;
    int f;

    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        f = sudoku_format_from_name(cases[i].name);
        assert_true(f > SUDOKU_FORMAT_AUTO);
        assert_int_equal(
            support_read_all(cases[i].text, SUDOKU_FORMAT_AUTO, r, 2, &settled),
            1);
        assert_int_equal(settled, f);
        assert_int_equal(support_read_all(cases[i].text, (enum sudoku_format)f,
                                          r, 2, &settled),
                         1);
        assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
        assert_int_equal(r[0].record.format, f);
        if (f != SUDOKU_FORMAT_SUDOMINOKU)
            support_assert_board(&r[0].record.puzzle, PUZZLE);
        if (f == SUDOKU_FORMAT_CSV)
            assert_int_equal(r[0].record.expected_col, 83);
    }
}

/* A grid of pencil marks: each cell's digits in rec->marks, one digit a
 * given; its first row alone shows it too; other layouts leave the marks
 * 0; a bad row is the record's, and the next record is read. */
static void test_marks(void **state)
{
    struct support_read r[3];
    const char *rows = strchr(MARKS, '\n') + 1;
    int i;

    (void)state;
    assert_int_equal(support_read_all(MARKS "\n" PUZZLE "\n",
                                      SUDOKU_FORMAT_AUTO, r, 3, NULL),
                     2);
    assert_int_equal(r[0].record.marks[0], 1u << 1);
    assert_int_equal(r[0].record.marks[1], 1u << 4 | 1u << 7 | 1u << 8);
    assert_int_equal(r[0].record.marks[80], 1u << 7);
    for (i = 0; i < SUDOKU_CELLS; i++)
        assert_int_equal(r[1].record.marks[i], 0);
    assert_int_equal(support_read_all(rows, SUDOKU_FORMAT_AUTO, r, 3, NULL), 1);
    assert_int_equal(r[0].record.format, SUDOKU_FORMAT_MARKS);
    support_assert_board(&r[0].record.puzzle, PUZZLE);
    assert_int_equal(
        support_read_all(".---.\n| 1 2 3 4 5 6 7 8 9 12 |\n\n" MARKS,
                         SUDOKU_FORMAT_AUTO, r, 3, NULL),
        2);
    assert_error(&r[0], SUDOKU_READ_INVALID, 2, 21,
                 "row 1 has more than 9 cells");
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
}

static void test_auto_detects_each_format(void **state)
{
    struct support_read r[4];
    enum sudoku_format f;

    (void)state;
    assert_int_equal(support_read_all(PACKED, SUDOKU_FORMAT_AUTO, r, 4, &f), 1);
    assert_int_equal(f, SUDOKU_FORMAT_PACKED);
    assert_int_equal(r[0].record.format, SUDOKU_FORMAT_PACKED);
    support_assert_board(&r[0].record.puzzle, PUZZLE);

    assert_int_equal(support_read_all(SPACED, SUDOKU_FORMAT_AUTO, r, 4, &f), 1);
    assert_int_equal(f, SUDOKU_FORMAT_SPACED);
    support_assert_board(&r[0].record.puzzle, PUZZLE);

    assert_int_equal(
        support_read_all("# c\n" PUZZLE "\n", SUDOKU_FORMAT_AUTO, r, 4, &f), 1);
    assert_int_equal(f, SUDOKU_FORMAT_LINE);
    assert_int_equal(r[0].record.line, 2);
    support_assert_board(&r[0].record.puzzle, PUZZLE);

    assert_int_equal(support_read_all(PUZZLE "," SOLUTION "\n",
                                      SUDOKU_FORMAT_AUTO, r, 4, &f),
                     1);
    assert_int_equal(f, SUDOKU_FORMAT_CSV);
    assert_int_equal(r[0].record.expected_col, 83);
    support_assert_board(&r[0].record.expected, SOLUTION);
    support_assert_board(&r[0].record.puzzle, PUZZLE);
}

static void test_line_format_dots_and_zeros(void **state)
{
    struct support_read r[2];
    char text[200];
    size_t i;

    (void)state;
    strcpy(text, PUZZLE "\n");
    for (i = 0; i < 81; i++)
        if (text[i] == '0' && i % 2)
            text[i] = '.';
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_LINE, r, 2, NULL), 1);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
    support_assert_board(&r[0].record.puzzle, PUZZLE);
}

static void test_line_errors_and_resync(void **state)
{
    /* good, letter, 80 cells, 82 cells, clash, good */
    static const char text[] = PUZZLE
        "\n"
        "10300050900210940000070400030050200606000005070080300400040100000"
        "92058008040x0107\n"
        "10300050900210940000070400030050200606000005070080300400040100000"
        "920580080400010\n" PUZZLE "0\n"
        "113000509002109400000704000300502006060000050700803004000401000009"
        "205800804000107\n" PUZZLE "\n";
    struct support_read r[8];

    (void)state;
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_AUTO, r, 8, NULL), 6);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
    assert_error(&r[1], SUDOKU_READ_INVALID, 2, 77,
                 "unexpected character 'x' in puzzle");
    assert_error(&r[2], SUDOKU_READ_INVALID, 3, 81,
                 "puzzle has 80 cells, expected 81");
    assert_error(&r[3], SUDOKU_READ_INVALID, 4, 82,
                 "puzzle has more than 81 cells");
    assert_error(&r[4], SUDOKU_READ_UNSOLVABLE, 5, 2,
                 "clashing givens: 1 appears twice in row 1");
    assert_int_equal(r[5].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[5].record.index, 6);
    assert_int_equal(r[5].record.line, 6);
}

static void test_line_tails_are_not_read(void **state)
{
    /* Each tail after the 81 cells is skipped; each opening line makes
     * auto detection choose `line`. */
    static const char *const tails[] = {" # hard",
                                        ";11.9;11.9;1.2",
                                        "\t11.9",
                                        " ED=7.1/1.2/1.2",
                                        "  # a comment, with a comma",
                                        "#"};
    struct support_read r[3];
    enum sudoku_format f;
    char text[300];
    size_t i;

    (void)state;
    for (i = 0; i < sizeof tails / sizeof *tails; i++) {
        snprintf(text, sizeof text, "%s%s\n%s%s\n", PUZZLE, tails[i], PUZZLE,
                 tails[i]);
        assert_int_equal(support_read_all(text, SUDOKU_FORMAT_AUTO, r, 3, &f),
                         2);
        assert_int_equal(f, SUDOKU_FORMAT_LINE);
        assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
        support_assert_board(&r[1].record.puzzle, PUZZLE);
    }
    /* A tail must begin with a separator; a clash is found before it. */
    assert_int_equal(
        support_read_all(PUZZLE "\n" PUZZLE "x 1\n"
                                "11300050900210940000070400030050200606000005"
                                "0700803004000401000009205800804000107;1.2\n",
                         SUDOKU_FORMAT_AUTO, r, 3, NULL),
        3);
    assert_error(&r[1], SUDOKU_READ_INVALID, 2, 82,
                 "unexpected character 'x' in puzzle");
    assert_error(&r[2], SUDOKU_READ_UNSOLVABLE, 3, 2,
                 "clashing givens: 1 appears twice in row 1");
}

static void test_titles_give_no_record(void **state)
{
    /* A title is a line of text that a grid follows; any other line of
     * text is an invalid record of its own, so that nothing is lost. */
    static const char text[] =
        "Grid 01\n" PACKED "% name\n[Puzzle]\n#A author\n\nPuzzle 3\n" SPACED
        "Puzzle 4\n" PUZZLE " # rated\nNULL,NULL\nThe end\n";
    struct support_read r[9];
    enum sudoku_format f;

    (void)state;
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_AUTO, r, 9, &f), 8);
    assert_int_equal(f, SUDOKU_FORMAT_PACKED);
    assert_int_equal(r[0].record.format, SUDOKU_FORMAT_PACKED);
    assert_int_equal(r[0].record.line, 2);
    assert_error(&r[1], SUDOKU_READ_INVALID, 11, 1,
                 "unexpected text '% name': no puzzle, and no grid follows");
    assert_error(&r[2], SUDOKU_READ_INVALID, 12, 1,
                 "unexpected text '[Puzzle]': no puzzle, and no grid follows");
    assert_int_equal(r[3].record.format, SUDOKU_FORMAT_SPACED);
    assert_int_equal(r[3].record.line, 16);
    assert_error(&r[4], SUDOKU_READ_INVALID, 25, 1,
                 "unexpected text 'Puzzle 4': no puzzle, and no grid follows");
    assert_int_equal(r[5].record.format, SUDOKU_FORMAT_LINE);
    assert_int_equal(r[5].record.line, 26);
    assert_int_equal(r[5].record.index, 6);
    support_assert_board(&r[5].record.puzzle, PUZZLE);
    assert_error(&r[6], SUDOKU_READ_INVALID, 27, 1,
                 "unexpected text 'NULL,NULL': no puzzle, and no grid follows");
    assert_error(&r[7], SUDOKU_READ_INVALID, 28, 1,
                 "unexpected text 'The end': no puzzle, and no grid follows");
    assert_int_equal(r[7].record.format, SUDOKU_FORMAT_LINE);

    /* A forced format has no titles. */
    assert_int_equal(
        support_read_all("Grid 01\n" PACKED, SUDOKU_FORMAT_PACKED, r, 5, NULL),
        2);
    assert_error(&r[0], SUDOKU_READ_INVALID, 1, 1,
                 "unexpected character 'G' in row 1");
}

static void test_each_record_is_detected(void **state)
{
    /* A damaged record is read by the reader of the record before; after
     * a grid a line with few cells is a record of its own. */
    static const char text[] = PUZZLE "\n" PACKED "x\n" PUZZLE "\n"
                                      "1x3000509\n" PUZZLE "," SOLUTION "\n";
    struct support_read r[6];
    enum sudoku_format f;

    (void)state;
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_AUTO, r, 6, &f), 6);
    assert_int_equal(f, SUDOKU_FORMAT_LINE);
    assert_int_equal(r[0].record.format, SUDOKU_FORMAT_LINE);
    assert_int_equal(r[1].record.format, SUDOKU_FORMAT_PACKED);
    support_assert_board(&r[1].record.puzzle, PUZZLE);
    assert_error(&r[2], SUDOKU_READ_INVALID, 11, 1,
                 "unexpected character 'x' in puzzle");
    assert_int_equal(r[3].status, SUDOKU_READ_PUZZLE);
    assert_error(&r[4], SUDOKU_READ_INVALID, 13, 2,
                 "unexpected character 'x' in puzzle");
    assert_int_equal(r[5].record.format, SUDOKU_FORMAT_CSV);
    assert_int_equal(r[5].record.expected_col, 83);
}

/* A short damaged line before a grid, at the start as after another
 * grid, is one invalid record: the grid after it is not swallowed. */
static void test_short_line_does_not_swallow_a_grid(void **state)
{
    struct support_read r[4];

    (void)state;
    assert_int_equal(support_read_all("1x\n" PACKED "\n1x\n" SPACED,
                                      SUDOKU_FORMAT_AUTO, r, 4, NULL),
                     4);
    assert_error(&r[0], SUDOKU_READ_INVALID, 1, 2,
                 "unexpected character 'x' in puzzle");
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].record.line, 2);
    support_assert_board(&r[1].record.puzzle, PUZZLE);
    assert_error(&r[2], SUDOKU_READ_INVALID, 12, 2,
                 "unexpected character 'x' in puzzle");
    assert_int_equal(r[3].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[3].record.format, SUDOKU_FORMAT_SPACED);
    support_assert_board(&r[3].record.puzzle, PUZZLE);
}

/* Every layout this program prints reads back to the same puzzle. */
static void test_printed_layouts_read_back(void **state)
{
    static const enum sudoku_layout layouts[] = {
        SUDOKU_LAYOUT_PACKED, SUDOKU_LAYOUT_SPACED, SUDOKU_LAYOUT_LINE,
        SUDOKU_LAYOUT_PRETTY};
    sudoku_board puzzle = support_board(PUZZLE);
    char text[2 * SUDOKU_PRINT_MAX + 16];
    struct support_read r[3];
    size_t i, n;

    (void)state;
    for (i = 0; i < sizeof layouts / sizeof *layouts; i++) {
        /* Twice, with a title before the second where it is a grid (one
         * before a puzzle of one line would be an invalid record). */
        n = sudoku_print_board(text, &puzzle, layouts[i]);
        if (layouts[i] != SUDOKU_LAYOUT_LINE) {
            strcpy(text + n, "Grid 02\n");
            n += 8;
        }
        sudoku_print_board(text + n, &puzzle, layouts[i]);
        assert_int_equal(support_read_all(text, SUDOKU_FORMAT_AUTO, r, 3, NULL),
                         2);
        assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
        assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
        support_assert_board(&r[0].record.puzzle, PUZZLE);
        support_assert_board(&r[1].record.puzzle, PUZZLE);
    }
}

/* The layouts of other programs, written from their descriptions. */
static void test_other_programs_layouts(void **state)
{
    static const char *const samples[] = {
        /* qqwing, readable */
        " 1 . 3 | . . . | 5 . 9 \n . . 2 | 1 . 9 | 4 . . \n"
        " . . . | 7 . 4 | . . . \n-------|-------|-------\n"
        " 3 . . | 5 . 2 | . . 6 \n . 6 . | . . . | . 5 . \n"
        " 7 . . | 8 . 3 | . . 4 \n-------|-------|-------\n"
        " . . . | 4 . 1 | . . . \n . . 9 | 2 . 5 | 8 . . \n"
        " 8 . 4 | . . . | 1 . 7 \n",
        /* qqwing, compact, and Simple Sudoku .ss */
        "1.3|...|5.9\n..2|1.9|4..\n...|7.4|...\n-----------\n"
        "3..|5.2|..6\n.6.|...|.5.\n7..|8.3|..4\n-----------\n"
        "...|4.1|...\n..9|2.5|8..\n8.4|...|1.7\n",
        /* Debian's sudoku game, standard and compact */
        "% Puzzle from the standard layout\n"
        " 1 . 3 | . . . | 5 . 9\n . . 2 | 1 . 9 | 4 . .\n"
        " . . . | 7 . 4 | . . .\n-------+-------+-------\n"
        " 3 . . | 5 . 2 | . . 6\n . 6 . | . . . | . 5 .\n"
        " 7 . . | 8 . 3 | . . 4\n-------+-------+-------\n"
        " . . . | 4 . 1 | . . .\n . . 9 | 2 . 5 | 8 . .\n"
        " 8 . 4 | . . . | 1 . 7\n",
        "% randomly generated - medium\n1.3...5.9\n..21.94..\n"
        "...7.4...\n3..5.2..6\n.6.....5.\n7..8.3..4\n...4.1...\n"
        "..92.58..\n8.4...1.7\n",
        /* SadMan .sdk */
        "#Aauthor\n#Ddescription\n[Puzzle]\n1.3...5.9\n..21.94..\n"
        "...7.4...\n3..5.2..6\n.6.....5.\n7..8.3..4\n...4.1...\n"
        "..92.58..\n8.4...1.7\n",
        /* '_' and '*' blanks, ':' between boxes, '=' and '*' borders */
        "*************\n|1_3:___:5_9|\n|__2:1_9:4__|\n|___:7_4:___|\n"
        "=============\n 3 * * : 5 * 2 : * * 6\n * 6 * : * * * : * 5 *\n"
        " 7 * * : 8 * 3 : * * 4\n=============\n0 0 0|4 0 1|0 0 0\n"
        "0 0 9|2 0 5|8 0 0\n8 0 4|0 0 0|1 0 7\n*************\n"};
    struct support_read r[3];
    size_t i;

    (void)state;
    for (i = 0; i < sizeof samples / sizeof *samples; i++) {
        size_t n = support_read_all(samples[i], SUDOKU_FORMAT_AUTO, r, 3, NULL);

        assert_int_equal(n, 1);
        assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
        support_assert_board(&r[0].record.puzzle, PUZZLE);
    }
}

static void test_clash_names_column_and_box(void **state)
{
    char text[100];
    struct support_read r[1];

    (void)state;
    memset(text, '.', 81);
    text[81] = '\n';
    text[82] = '\0';
    text[4] = '7';
    text[76] = '7';
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_LINE, r, 1, NULL), 1);
    assert_error(&r[0], SUDOKU_READ_UNSOLVABLE, 1, 77,
                 "clashing givens: 7 appears twice in column 5");
    text[4] = '.';
    text[76] = '.';
    text[30] = '2';
    text[50] = '2';
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_LINE, r, 1, NULL), 1);
    assert_error(&r[0], SUDOKU_READ_UNSOLVABLE, 1, 51,
                 "clashing givens: 2 appears twice in box 5");
}

/* Reads text, which holds one puzzle whose second 7 in column 5 clashes,
 * and checks that the clash is reported at line:col. */
static void assert_column_clash_at(const char *text, enum sudoku_format format,
                                   unsigned long line, unsigned long col)
{
    struct support_read r[1];

    assert_int_equal(support_read_all(text, format, r, 1, NULL), 1);
    assert_error(&r[0], SUDOKU_READ_UNSOLVABLE, line, col,
                 "clashing givens: 7 appears twice in column 5");
}

/* The clash is named at the second cell, wherever the format put it: past
 * leading blanks, and on the line of its own row. */
static void test_clash_position_in_every_format(void **state)
{
    static const char line[] = "  ........................................7...."
                               "...............................7....\n";
    static const char csv[] =
        "puzzle,solution\n"
        " ........................................7...."
        "...............................7....," SOLUTION "\n";
    static const char packed[] = "000000000\n000000000\n000000000\n"
                                 "000000000\n  000070000\n000000000\n"
                                 "# comment\n000000000\n000070000\n"
                                 "000000000\n";
    static const char spaced[] = "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                                 "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                                 " 0 0 0 0 7 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                                 "0 0 0 0 0 0 0 0 0\n0 0 0 0 7 0 0 0 0\n"
                                 "0 0 0 0 0 0 0 0 0\n";

    (void)state;
    assert_column_clash_at(line, SUDOKU_FORMAT_LINE, 1, 79);
    assert_column_clash_at(csv, SUDOKU_FORMAT_CSV, 2, 78);
    assert_column_clash_at(packed, SUDOKU_FORMAT_PACKED, 9, 5);
    assert_column_clash_at(spaced, SUDOKU_FORMAT_SPACED, 8, 9);
}

static void test_packed_errors_keep_blocks_in_step(void **state)
{
    static const char text[] =
        "103000509\n002109400\n000704000\n300502006\n060000050\n"
        "700803004\n000401000\n009205800\n" /* 8 rows */
        "\n"
        "103000509\n002109400\n00070a000\n300502006\n060000050\n"
        "700803004\n000401000\n009205800\n804000107\n" /* a letter */
        "\n" PACKED "\n"
        "103000509\n002109400\n000704000\n300502006\n0600000501\n"
        "700803004\n000401000\n009205800\n804000107\n"; /* 10 digits */
    struct support_read r[5];

    (void)state;
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_PACKED, r, 5, NULL),
                     4);
    assert_error(&r[0], SUDOKU_READ_INVALID, 9, 1,
                 "puzzle has 8 rows, expected 9");
    assert_error(&r[1], SUDOKU_READ_INVALID, 12, 6,
                 "unexpected character 'a' in row 3");
    assert_int_equal(r[2].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[2].record.line, 20);
    support_assert_board(&r[2].record.puzzle, PUZZLE);
    assert_error(&r[3], SUDOKU_READ_INVALID, 34, 10,
                 "row 5 has more than 9 digits");
}

static void test_spaced_errors(void **state)
{
    static const char text[] =
        "1 0 3 0 0 0 5 0 9 4\n0 0 2 1 0 9 4 0 0\n0 0 0 7 0 4 0 0 0\n"
        "3 0 0 5 0 2 0 0 6\n0 6 0 0 0 0 0 5 0\n7 0 0 8 0 3 0 0 4\n"
        "0 0 0 4 0 1 0 0 0\n0 0 9 2 0 5 8 0 0\n8 0 4 0 0 0 1 0 7\n"
        "\n"
        "1 0 3 0 0 0 5 0 9\n0 0 2 1 0 9 4 0 0\n0 0 0 7 0 4 0 0 0\n"
        "3 0 0 5 0 2 0 0 6\n0 6 0 0 0 0 0 5 0\n7 0 0 8 0 3 0 0 4\n"
        "0 0 0 4 0 1 0 0 0\n0 0 9 2 0 15 8 0 0\n8 0 4 0 0 0 1 0 7\n"
        "\n"
        "1\t0  3 0 0 0 5 0 9\n0 0 2 1 0 9 4 0 0\n0 0 0 7 0 4 0 0 0\n"
        "3 0 0 5 0 2 0 0 6\n0 6 0 0 0 0 0 5 0\n7 0 0 8 0 3 0 0 4\n"
        "0 0 0 4 0 1 0 0 0\n0 0 9 2 0 5 8 0 0\n8 0 4 0 0 0 1 0 \r\n";
    struct support_read r[4];

    (void)state;
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_SPACED, r, 4, NULL),
                     3);
    assert_error(&r[0], SUDOKU_READ_INVALID, 1, 19,
                 "row 1 has more than 9 numbers");
    assert_error(&r[1], SUDOKU_READ_INVALID, 18, 11,
                 "'15' in row 8 is not a single digit");
    assert_error(&r[2], SUDOKU_READ_INVALID, 29, 16,
                 "row 9 has 8 numbers, expected 9");
}

static void test_csv_header_and_errors(void **state)
{
    static const char text[] =
        "quizzes,solutions\n" PUZZLE "," SOLUTION "\n" PUZZLE "\n" PUZZLE
        ",123\n" PUZZLE "," SOLUTION ",x\n";
    struct support_read r[5];

    (void)state;
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_CSV, r, 5, NULL), 4);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[0].record.line, 2);
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].record.expected_col, 0);
    assert_error(&r[2], SUDOKU_READ_INVALID, 4, 86,
                 "solution has 3 cells, expected 81");
    /* Without a header, fields after the solution are not read. */
    assert_int_equal(r[3].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[3].record.expected_col, 83);
}

static void test_csv_columns_by_header_name(void **state)
{
    static const char text[] =
        "ID,\"Puzzle\",Solution,clues,difficulty\n"
        "1,\"" PUZZLE "\",\"" SOLUTION "\",30,\"hard, \"\"very\"\"\"\n"
        "2, " PUZZLE " ,,30,easy\n"
        "3,\"" PUZZLE "\"\n"
        "4\n";
    struct support_read r[5];
    enum sudoku_format f;

    (void)state;
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_AUTO, r, 5, &f), 4);
    assert_int_equal(f, SUDOKU_FORMAT_CSV);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[0].record.line, 2);
    assert_int_equal(r[0].record.expected_col, 88);
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].record.expected_col, 0);
    assert_int_equal(r[2].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[2].record.expected_col, 0);
    assert_error(&r[3], SUDOKU_READ_INVALID, 5, 2,
                 "line has 1 fields, the puzzle is field 2");
}

static void test_lone_column_name_is_a_title(void **state)
{
    struct support_read r[2];
    enum sudoku_format f;

    (void)state;
    assert_int_equal(
        support_read_all("Puzzle\n" PACKED, SUDOKU_FORMAT_AUTO, r, 2, &f), 1);
    assert_int_equal(f, SUDOKU_FORMAT_PACKED);
    assert_int_equal(r[0].status, SUDOKU_READ_PUZZLE);
}

static void test_csv_first_line_typo_is_a_record(void **state)
{
    char text[300];
    struct support_read r[3];

    (void)state;
    snprintf(text, sizeof text, "%.80sx,\n%s,\n", PUZZLE, PUZZLE);
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_CSV, r, 3, NULL), 2);
    assert_error(&r[0], SUDOKU_READ_INVALID, 1, 81,
                 "unexpected character 'x' in puzzle");
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].record.expected_col, 0);
}

static void test_csv_quote_errors(void **state)
{
    static const char text[] =
        "quiz,answer\n"
        "\"" PUZZLE "," SOLUTION "\n" PUZZLE ",\"" SOLUTION "\" x\n"
        "a,b\n";
    struct support_read r[4];

    (void)state;
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_CSV, r, 4, NULL), 3);
    assert_error(&r[0], SUDOKU_READ_INVALID, 2, 1,
                 "quoted field does not end on its line");
    assert_error(&r[1], SUDOKU_READ_INVALID, 3, 167,
                 "unexpected character 'x' after a quoted field");
    assert_error(&r[2], SUDOKU_READ_INVALID, 4, 1,
                 "unexpected character 'a' in puzzle");
}

static void test_csv_header_without_puzzle_column(void **state)
{
    static const char text[] = "name,answer\n" PUZZLE "\n";
    struct support_read r[3];

    (void)state;
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_CSV, r, 3, NULL), 2);
    assert_error(&r[0], SUDOKU_READ_INVALID, 1, 1,
                 "header names no puzzle column (puzzle, quizzes, question "
                 "or grid)");
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
}

static void test_long_line_is_an_error_not_a_truncation(void **state)
{
    size_t size = 100000, i;
    char *text = malloc(size + 200);
    struct support_read r[3];

    (void)state;
    assert_non_null(text);
    for (i = 0; i < size; i++)
        text[i] = ' ';
    strcpy(text + size, PUZZLE "\n" PUZZLE "\n");
    assert_int_equal(support_read_all(text, SUDOKU_FORMAT_LINE, r, 3, NULL), 2);
    assert_int_equal(r[0].status, SUDOKU_READ_INVALID);
    assert_int_equal(r[0].diag.line, 1);
    assert_string_equal(r[0].diag.message, "line is too long (100081 bytes)");
    assert_int_equal(r[1].status, SUDOKU_READ_PUZZLE);
    assert_int_equal(r[1].record.line, 2);
    free(text);
}

/* The place of a cell: in a line record its character, in a csv record
 * that of its field, in a grid its row's line and column, in a grid of
 * pencil marks the first digit of its group. */
static void test_cell_place(void **state)
{
    static const char *const texts[] = {"  " PUZZLE " # tail\n",
                                        "id,puzzle\n7,\"" PUZZLE "\"\n",
                                        "# a comment\n" PACKED, MARKS};
    static const unsigned long want[][4] = {
        /* cell 1: line, column; cell 80: line, column */
        {1, 4, 1, 83},
        {2, 5, 2, 84},
        {2, 2, 10, 9},
        {2, 6, 12, 48}};
    struct sudoku_record rec;
    struct sudoku_diag d;
    unsigned long line, col;
    size_t i;

    (void)state;
    for (i = 0; i < sizeof texts / sizeof *texts; i++) {
        struct sudoku_parser *p = sudoku_parser_new_memory(
            texts[i], strlen(texts[i]), SUDOKU_FORMAT_AUTO);

        assert_non_null(p);
        assert_int_equal(sudoku_parser_next(p, &rec, &d), SUDOKU_READ_PUZZLE);
        sudoku_parser_cell_place(p, &rec, 1, &line, &col);
        assert_int_equal(line, want[i][0]);
        assert_int_equal(col, want[i][1]);
        sudoku_parser_cell_place(p, &rec, 80, &line, &col);
        assert_int_equal(line, want[i][2]);
        assert_int_equal(col, want[i][3]);
        sudoku_parser_free(p);
    }
}

static void test_empty_and_comment_only_inputs(void **state)
{
    struct support_read r[1];
    enum sudoku_format f;

    (void)state;
    assert_int_equal(support_read_all("", SUDOKU_FORMAT_AUTO, r, 1, &f), 0);
    assert_int_equal(f, SUDOKU_FORMAT_AUTO);
    assert_int_equal(
        support_read_all("# x\n\n  \n#y", SUDOKU_FORMAT_AUTO, r, 1, &f), 0);
}

static void test_nul_byte_is_reported(void **state)
{
    static const char text[] = PUZZLE "\n10\0"
                                      "000509";
    struct sudoku_parser *p =
        sudoku_parser_new_memory(text, sizeof text - 1, SUDOKU_FORMAT_LINE);
    struct sudoku_record rec;
    struct sudoku_diag d;

    (void)state;
    assert_non_null(p);
    assert_int_equal(sudoku_parser_next(p, &rec, &d), SUDOKU_READ_PUZZLE);
    assert_int_equal(sudoku_parser_next(p, &rec, &d), SUDOKU_READ_INVALID);
    assert_int_equal(d.line, 2);
    assert_int_equal(d.col, 3);
    assert_string_equal(d.message, "unexpected character '\\0' in puzzle");
    assert_int_equal(sudoku_parser_next(p, &rec, &d), SUDOKU_READ_END);
    sudoku_parser_free(p);
}

/* Once the parser says END it keeps saying so, even when text follows the
 * "0" line that ends a Sudominoku input (found by fuzzing). */
static void test_end_is_final(void **state)
{
    static const char text[] = "0\n5\n";
    struct sudoku_parser *p = sudoku_parser_new_memory(
        text, sizeof text - 1, SUDOKU_FORMAT_SUDOMINOKU);
    struct sudoku_record rec;
    struct sudoku_diag d;

    (void)state;
    assert_non_null(p);
    /* The puzzle after the closing 0 lacks its lines; then the input
     * ends, for good. */
    assert_int_equal(sudoku_parser_next(p, &rec, &d), SUDOKU_READ_INVALID);
    assert_int_equal(rec.line, 2);
    assert_int_equal(sudoku_parser_next(p, &rec, &d), SUDOKU_READ_END);
    assert_int_equal(sudoku_parser_next(p, &rec, &d), SUDOKU_READ_END);
    sudoku_parser_free(p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_format_names_round_trip),
        cmocka_unit_test(test_format_names),
        cmocka_unit_test(test_each_format_detects_and_reads_its_own),
        cmocka_unit_test(test_marks),
        cmocka_unit_test(test_auto_detects_each_format),
        cmocka_unit_test(test_line_format_dots_and_zeros),
        cmocka_unit_test(test_line_errors_and_resync),
        cmocka_unit_test(test_line_tails_are_not_read),
        cmocka_unit_test(test_titles_give_no_record),
        cmocka_unit_test(test_each_record_is_detected),
        cmocka_unit_test(test_short_line_does_not_swallow_a_grid),
        cmocka_unit_test(test_printed_layouts_read_back),
        cmocka_unit_test(test_other_programs_layouts),
        cmocka_unit_test(test_clash_names_column_and_box),
        cmocka_unit_test(test_clash_position_in_every_format),
        cmocka_unit_test(test_cell_place),
        cmocka_unit_test(test_packed_errors_keep_blocks_in_step),
        cmocka_unit_test(test_spaced_errors),
        cmocka_unit_test(test_csv_header_and_errors),
        cmocka_unit_test(test_csv_columns_by_header_name),
        cmocka_unit_test(test_lone_column_name_is_a_title),
        cmocka_unit_test(test_csv_first_line_typo_is_a_record),
        cmocka_unit_test(test_csv_quote_errors),
        cmocka_unit_test(test_csv_header_without_puzzle_column),
        cmocka_unit_test(test_long_line_is_an_error_not_a_truncation),
        cmocka_unit_test(test_empty_and_comment_only_inputs),
        cmocka_unit_test(test_nul_byte_is_reported),
        cmocka_unit_test(test_end_is_final),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
