/*
 * test_sheet.c - unit tests of the sheets: the HTML page, the SVG
 * document and the explanation page.
 *
 * The documents are read back as text: the printed pages and the
 * figures in them, one a record in order, the invalid box with its
 * message escaped, no script and no other file, the same bytes for the
 * same entries, the dominoes drawn as pairs, and in an explanation one
 * picture per step whose struck candidates are the step's, and boards of
 * other sizes and shapes with the walls their regions make, their extra
 * houses shaded and their values beyond 9 as letters.  The browser
 * tests (tests/browser/) render them.
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

#include "sudoku/domino.h"
#include "sudoku/rate.h"
#include "sudoku/shape.h"
#include "sudoku/sheet.h"
#include "sudoku/solve.h"

/* A document written to memory. */
struct text {
    char *data;
    size_t size, room;
    int fail_after; /* writes allowed before one fails; -1 for any */
};

static int text_write(void *context, const char *data, size_t size)
{
    struct text *t = context;

    if (t->fail_after == 0)
        return 0;
    if (t->fail_after > 0)
        t->fail_after--;
    if (t->size + size + 1 > t->room) {
        t->room = (t->size + size + 1) * 2;
        t->data = realloc(t->data, t->room);
        assert_non_null(t->data);
    }
    memcpy(t->data + t->size, data, size);
    t->size += size;
    t->data[t->size] = '\0';
    return 1;
}

/* How many times `what` occurs in s. */
static int count_of(const char *s, const char *what)
{
    int n = 0;

    for (; (s = strstr(s, what)) != NULL; s += strlen(what))
        n++;
    return n;
}

/* A sheet written to *t: `solutions` 0 for the puzzles, 1 for the puzzles
 * and their solutions, 2 for the solutions alone. */
static struct sudoku_sheet *sheet_to(struct text *t, enum sudoku_sheet_kind k,
                                     int solutions, int explain)
{
    struct sudoku_sheet_options o;

    memset(t, 0, sizeof *t);
    t->fail_after = -1;
    memset(&o, 0, sizeof o);
    o.kind = k;
    o.solutions = solutions != 0;
    o.key_only = solutions == 2;
    o.explain = explain;
    o.title = "Test <book>";
    o.write = text_write;
    o.context = t;
    return sudoku_sheet_new(&o);
}

/* n entries of the support puzzle, the k-th invalid when k <= n. */
static void add_entries(struct sudoku_sheet *sheet, int n, int invalid)
{
    sudoku_board puzzle = support_board(PUZZLE);
    sudoku_board solution = support_board(SOLUTION);
    int i;

    for (i = 1; i <= n; i++) {
        struct sudoku_sheet_entry e;

        memset(&e, 0, sizeof e);
        e.status = i == invalid ? SUDOKU_SHEET_INVALID : SUDOKU_SHEET_SOLVED;
        e.puzzle = &puzzle;
        e.solution = &solution;
        e.label = "rating 1.2 easy";
        e.message = "in.txt:3:7: unexpected character 'x' <here>";
        assert_int_equal(sudoku_sheet_add(sheet, &e), 1);
    }
}

static void test_kind_names(void **state)
{
    (void)state;
    assert_string_equal(sudoku_sheet_kind_name(SUDOKU_SHEET_HTML), "html");
    assert_int_equal(sudoku_sheet_kind_from_name("svg"), SUDOKU_SHEET_SVG);
    assert_int_equal(sudoku_sheet_kind_from_name("pdf"), -1);
}

/* Seven puzzles: two pages of puzzles (six a page), one of solutions
 * (twelve a page), every record numbered in order, the third invalid. */
static void test_html_pages(void **state)
{
    struct text t;
    struct sudoku_sheet *sheet = sheet_to(&t, SUDOKU_SHEET_HTML, 1, 0);
    char id[32];
    int i;

    (void)state;
    add_entries(sheet, 7, 3);
    assert_int_equal(sudoku_sheet_end(sheet), 1);
    sudoku_sheet_free(sheet);
    assert_true(strncmp(t.data, "<!DOCTYPE html>\n", 16) == 0);
    assert_non_null(strstr(t.data, "<title>Test &lt;book&gt;</title>"));
    assert_int_equal(count_of(t.data, "<section class=\"page\">"), 2);
    assert_int_equal(count_of(t.data, "<section class=\"page key\">"), 1);
    for (i = 1; i <= 7; i++) {
        snprintf(id, sizeof id, "id=\"puzzle-%d\"", i);
        assert_int_equal(count_of(t.data, id), 1);
        snprintf(id, sizeof id, "id=\"solution-%d\"", i);
        assert_int_equal(count_of(t.data, id), 1);
    }
    assert_true(strstr(t.data, "id=\"puzzle-2\"") <
                strstr(t.data, "id=\"puzzle-3\""));
    /* The invalid record: a box on both pages, its message escaped. */
    assert_int_equal(count_of(t.data, ">invalid</text>"), 2);
    assert_non_null(strstr(t.data, "unexpected character &#39;x&#39;"));
    assert_null(strstr(t.data, "<here>"));
    /* Self-contained. */
    assert_null(strstr(t.data, "<script"));
    assert_null(strstr(t.data, "src="));
    assert_null(strstr(t.data, "href="));
    assert_null(strstr(t.data, "url("));
    assert_string_equal(t.data + t.size - 8, "</html>\n");
    free(t.data);
}

/* The same entries give the same bytes; without solutions, no key. */
static void test_html_deterministic(void **state)
{
    struct text a, b;
    struct sudoku_sheet *sa = sheet_to(&a, SUDOKU_SHEET_HTML, 0, 0);
    struct sudoku_sheet *sb = sheet_to(&b, SUDOKU_SHEET_HTML, 0, 0);

    (void)state;
    add_entries(sa, 13, 0);
    add_entries(sb, 13, 0);
    sudoku_sheet_end(sa);
    sudoku_sheet_end(sb);
    sudoku_sheet_free(sa);
    sudoku_sheet_free(sb);
    assert_int_equal(a.size, b.size);
    assert_memory_equal(a.data, b.data, a.size);
    assert_int_equal(count_of(a.data, "<section class=\"page\">"), 3);
    assert_null(strstr(a.data, "page key"));
    free(a.data);
    free(b.data);
}

/* One puzzle without a label: the grid alone; with solutions, each
 * beside its puzzle, captioned. */
static void test_svg(void **state)
{
    struct text t;
    struct sudoku_sheet *sheet = sheet_to(&t, SUDOKU_SHEET_SVG, 0, 0);
    sudoku_board puzzle = support_board(PUZZLE);
    struct sudoku_sheet_entry e;

    (void)state;
    memset(&e, 0, sizeof e);
    e.puzzle = &puzzle;
    e.solution = &puzzle;
    sudoku_sheet_add(sheet, &e);
    sudoku_sheet_end(sheet);
    sudoku_sheet_free(sheet);
    assert_true(strncmp(t.data, "<?xml", 5) == 0);
    assert_non_null(strstr(t.data, "width=\"328\" height=\"328\""));
    assert_int_equal(count_of(t.data, "class=\"cap\""), 0);
    /* 30 givens, bold; 12 thin lines, 8 thick. */
    assert_int_equal(count_of(t.data, "<text class=\"g\""), 30);
    assert_int_equal(count_of(t.data, "class=\"cl\""), 12);
    assert_int_equal(count_of(t.data, "class=\"bl\""), 8);
    free(t.data);

    sheet = sheet_to(&t, SUDOKU_SHEET_SVG, 1, 0);
    add_entries(sheet, 2, 2);
    sudoku_sheet_end(sheet);
    sudoku_sheet_free(sheet);
    assert_non_null(strstr(t.data, "width=\"680\" height=\"752\""));
    assert_int_equal(count_of(t.data, "class=\"cap\""), 4);
    assert_int_equal(count_of(t.data, ">invalid</text>"), 2);
    assert_string_equal(t.data + t.size - 7, "</svg>\n");
    free(t.data);
}

/* An answer key: the solutions alone, no grid of a puzzle (HTML: the
 * key's pages only; SVG: one column of solutions). */
static void test_answer_key(void **state)
{
    static const enum sudoku_sheet_kind kinds[] = {SUDOKU_SHEET_HTML,
                                                   SUDOKU_SHEET_SVG};
    struct text t;
    struct sudoku_sheet *sheet;
    char id[32];
    int k, i;

    (void)state;
    for (k = 0; k < 2; k++) {
        sheet = sheet_to(&t, kinds[k], 2, 0);
        add_entries(sheet, 7, 3);
        assert_int_equal(sudoku_sheet_end(sheet), 1);
        sudoku_sheet_free(sheet);
        assert_null(strstr(t.data, "class=\"puzzle"));
        for (i = 1; i <= 7; i++) {
            snprintf(id, sizeof id, "id=\"puzzle-%d\"", i);
            assert_int_equal(count_of(t.data, id), 0);
            snprintf(id, sizeof id, "id=\"solution-%d\"", i);
            assert_int_equal(count_of(t.data, id), 1);
        }
        assert_int_equal(count_of(t.data, ">invalid</text>"), 1);
        if (kinds[k] == SUDOKU_SHEET_HTML) {
            assert_null(strstr(t.data, "<section class=\"page\">"));
            assert_int_equal(count_of(t.data, "<section class=\"page key\">"),
                             1);
        } else {
            /* One grid wide, seven rows of a grid and its caption. */
            assert_non_null(strstr(t.data, "width=\"328\" height=\"2632\""));
        }
        free(t.data);
    }
}

/* A Sudominoku puzzle: one rounded room per domino. */
static void test_dominoes(void **state)
{
    struct text t;
    struct sudoku_sheet *sheet = sheet_to(&t, SUDOKU_SHEET_SVG, 0, 0);
    struct sudoku_domino d;
    struct sudoku_sheet_entry e;
    int cell, pairs = 0;

    (void)state;
    memset(&d, 0, sizeof d);
    memset(d.mate, -1, sizeof d.mate);
    d.mate[0] = 1, d.mate[1] = 0, d.grid.cell[0] = 5, d.grid.cell[1] = 6;
    d.mate[10] = 19, d.mate[19] = 10, d.grid.cell[10] = 1, d.grid.cell[19] = 2;
    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        pairs += d.mate[cell] > cell;
    memset(&e, 0, sizeof e);
    e.domino = &d;
    e.domino_solution = &d;
    sudoku_sheet_add(sheet, &e);
    sudoku_sheet_end(sheet);
    sudoku_sheet_free(sheet);
    assert_int_equal(count_of(t.data, "class=\"dm\""), pairs);
    /* Across (0, 1) and down (10, 19). */
    assert_non_null(strstr(t.data, "x=\"5\" y=\"5\" width=\"66\" height=\"30\""));
    assert_non_null(
        strstr(t.data, "x=\"41\" y=\"41\" width=\"30\" height=\"66\""));
    free(t.data);
}

/* A write that fails stops the sheet, which says so. */
static void test_write_failure(void **state)
{
    struct text t;
    struct sudoku_sheet *sheet = sheet_to(&t, SUDOKU_SHEET_HTML, 0, 0);

    (void)state;
    t.fail_after = 3;
    add_entries(sheet, 2, 0);
    assert_int_equal(sudoku_sheet_end(sheet), 0);
    sudoku_sheet_free(sheet);
    free(t.data);
}

struct explained {
    struct sudoku_sheet *sheet;
    struct text *t;
    unsigned steps;
};

/* Each step's figure, just written, strikes exactly the step's removed
 * candidates (but those of the cell it places a digit in, which shows
 * that digit framed) and frames its placement. */
static void watch_figure(void *context, const struct sudoku_step *step)
{
    struct explained *x = context;
    size_t before = x->t->size;
    const char *figure;
    char what[64];
    int i, struck = 0;

    sudoku_sheet_explain_step(x->sheet, step);
    figure = x->t->data + before;
    x->steps++;
    assert_int_equal(count_of(figure, "<figure class=\"step\""), 1);
    for (i = 0; i < step->n_removed; i++) {
        int placed = step->removed_cell[i] == step->cell;

        snprintf(what, sizeof what,
                 "<g class=\"removed\" data-cell=\"r%dc%d\" data-digit=\"%d\"",
                 step->removed_cell[i] / 9 + 1, step->removed_cell[i] % 9 + 1,
                 step->removed_digit[i]);
        assert_int_equal(count_of(figure, what), !placed);
        struck += !placed;
    }
    assert_int_equal(count_of(figure, "<g class=\"removed\""), struck);
    assert_int_equal(count_of(figure, "<g class=\"placed\""), step->cell >= 0);
    assert_int_equal(count_of(figure, "<g class=\"link "), step->n_links);
}

static void test_explain_page(void **state)
{
    const char *puzzle_text = ".4..1.2.......9.7..1..........43.6..8......5"
                              "....2.....7.5..8......6..3..9........";
    sudoku_board puzzle = support_board(puzzle_text), solution;
    struct sudoku_rating r;
    struct text t;
    struct explained x;

    (void)state;
    x.sheet = sheet_to(&t, SUDOKU_SHEET_HTML, 0, 1);
    x.t = &t;
    x.steps = 0;
    assert_int_equal(sudoku_solve(&puzzle, 2, &solution, NULL), 1);
    sudoku_rate(&puzzle, &r, NULL, NULL);
    sudoku_sheet_explain_begin(x.sheet, &puzzle, &r, NULL);
    sudoku_rate(&puzzle, &r, watch_figure, &x);
    sudoku_sheet_explain_end(x.sheet, &solution);
    add_entries(x.sheet, 1, 1);
    assert_int_equal(sudoku_sheet_end(x.sheet), 1);
    sudoku_sheet_free(x.sheet);
    assert_int_equal(x.steps, r.steps);
    assert_int_equal(count_of(t.data, "<figure class=\"step\""), (int)r.steps);
    assert_non_null(strstr(t.data, "bidirectional Y-cycle"));
    assert_non_null(strstr(t.data, "forcing chain: "));
    assert_non_null(strstr(t.data, "dynamic contradiction forcing chains"));
    assert_non_null(strstr(t.data, "class=\"link strong\""));
    assert_non_null(strstr(t.data, "class=\"link weak\""));
    assert_int_equal(count_of(t.data, "<section class=\"record\""), 2);
    assert_non_null(strstr(t.data, "id=\"puzzle-2\""));
    assert_int_equal(count_of(t.data, ">invalid</text>"), 1);
    assert_string_equal(t.data + t.size - 8, "</html>\n");
    free(t.data);
}

/* A sheet (SVG) of one shaped puzzle and its solution, when not NULL. */
static void shape_sheet(struct text *t, const struct sudoku_shape *shape,
                        const unsigned char *puzzle,
                        const unsigned char *solution)
{
    struct sudoku_sheet *sheet =
        sheet_to(t, SUDOKU_SHEET_SVG, solution != NULL, 0);
    struct sudoku_sheet_entry e;

    memset(&e, 0, sizeof e);
    e.shape = shape;
    e.shaped_puzzle = puzzle;
    e.shaped_solution = solution;
    assert_int_equal(sudoku_sheet_add(sheet, &e), 1);
    assert_int_equal(sudoku_sheet_end(sheet), 1);
    sudoku_sheet_free(sheet);
}

/*
 * A 4x4 jigsaw, its regions
 *
 *     0 0 0 1
 *     2 0 1 1
 *     2 2 3 1
 *     2 3 3 3
 *
 * has, counted by hand, these runs of wall: between columns 0 and 1 in
 * rows 1 and 3 (two), between columns 1 and 2 in rows 1-2 (one), between
 * columns 2 and 3 in rows 0 and 2 (two); between rows 0 and 1 in columns
 * 0 and 2 (two), between rows 1 and 2 in columns 1-2 (one), between rows
 * 2 and 3 in columns 1 and 3 (two): ten, and the border's four.  Cells
 * of 81 units from 2.
 */
static void test_shape_walls(void **state)
{
    static const unsigned char region[16] = {0, 0, 0, 1, 2, 0, 1, 1,
                                             2, 2, 3, 1, 2, 3, 3, 3};
    unsigned char puzzle[256] = {0};
    struct sudoku_shape shape;
    struct text t;

    (void)state;
    assert_int_equal(sudoku_shape_regions(&shape, 4, region, NULL, 0), 0);
    shape_sheet(&t, &shape, puzzle, NULL);
    assert_int_equal(count_of(t.data, "class=\"bl\""), 14);
    assert_int_equal(count_of(t.data, "class=\"cl\""), 6);
    /* Between columns 1 and 2, rows 1-2, as one segment. */
    assert_non_null(strstr(t.data, "<line class=\"bl\" x1=\"164\" y1=\"83\" "
                                   "x2=\"164\" y2=\"245\"/>"));
    /* Between rows 2 and 3, column 3 only. */
    assert_non_null(strstr(t.data, "<line class=\"bl\" x1=\"245\" y1=\"245\" "
                                   "x2=\"326\" y2=\"245\"/>"));
    assert_null(strstr(t.data, "<text x="));
    free(t.data);

    /* Boxes: 3x3 on 9x9, the classic walls (two lines each way); 4x4 on
     * 16x16 (three each way), in cells of 20 from 4. */
    assert_int_equal(sudoku_shape_boxes(&shape, 9, 3, 3), 0);
    shape_sheet(&t, &shape, puzzle, NULL);
    assert_int_equal(count_of(t.data, "class=\"bl\""), 8);
    free(t.data);
    assert_int_equal(sudoku_shape_boxes(&shape, 16, 4, 4), 0);
    shape_sheet(&t, &shape, puzzle, NULL);
    assert_int_equal(count_of(t.data, "class=\"bl\""), 10);
    assert_int_equal(count_of(t.data, "class=\"cl\""), 30);
    assert_non_null(strstr(t.data, "<line class=\"bl\" x1=\"84\" y1=\"4\" "
                                   "x2=\"84\" y2=\"324\"/>"));
    free(t.data);
}

/* Values beyond 9 as letters, givens bold and the rest plain, in a size
 * that follows the cells (20 units on 16x16: 13). */
static void test_shape_letters(void **state)
{
    unsigned char puzzle[256] = {0}, solution[256];
    struct sudoku_shape shape;
    struct text t;
    int i;

    (void)state;
    assert_int_equal(sudoku_shape_boxes(&shape, 16, 4, 4), 0);
    /* Row r shifted by (r % 4) * 4 + r / 4: each value 16 times. */
    for (i = 0; i < 256; i++)
        solution[i] = (unsigned char)((i / 16 % 4 * 4 + i / 64 + i % 16) %
                                          16 +
                                      1);
    puzzle[0] = solution[0];   /* 1 */
    puzzle[15] = solution[15]; /* 16: G */
    shape_sheet(&t, &shape, puzzle, solution);
    assert_non_null(strstr(t.data, "<g class=\"givens\" font-size=\"13\" "
                                   "font-weight=\"bold\" fill=\"#000\">\n"
                                   "<text x=\"14\" y=\"14\">1</text>"
                                   "<text x=\"314\" y=\"14\">G</text>\n"
                                   "</g>"));
    /* The puzzle's two givens, and the solution's 16 of each value. */
    assert_int_equal(count_of(t.data, ">G</text>"), 17);
    assert_int_equal(count_of(t.data, ">A</text>"), 16);
    assert_int_equal(count_of(t.data, ">E</text>"), 16);
    assert_null(strstr(t.data, ">10<"));
    assert_int_equal(count_of(t.data, "<g class=\"filled\""), 1);
    free(t.data);
}

/* The extra houses shaded: the two diagonals' cells (17 on 9x9, the
 * centre once), windoku's windows whole (four on 9x9, nine on 16x16). */
static void test_shape_extras(void **state)
{
    unsigned char puzzle[256] = {0};
    struct sudoku_shape shape;
    struct text t;

    (void)state;
    assert_int_equal(sudoku_shape_boxes(&shape, 9, 3, 3), 0);
    assert_int_equal(sudoku_shape_add(&shape, SUDOKU_EXTRA_DIAGONALS), 0);
    shape_sheet(&t, &shape, puzzle, NULL);
    assert_int_equal(count_of(t.data, "class=\"hs\""), 17);
    assert_int_equal(count_of(t.data, "class=\"hs\" x=\"146\" y=\"146\""), 1);
    free(t.data);
    assert_int_equal(sudoku_shape_boxes(&shape, 9, 3, 3), 0);
    assert_int_equal(sudoku_shape_add(&shape, SUDOKU_EXTRA_WINDOWS), 0);
    shape_sheet(&t, &shape, puzzle, NULL);
    assert_int_equal(count_of(t.data, "class=\"hs\""), 4);
    assert_non_null(strstr(t.data, "<rect class=\"hs\" x=\"182\" y=\"182\" "
                                   "width=\"108\" height=\"108\"/>"));
    free(t.data);
    assert_int_equal(sudoku_shape_boxes(&shape, 16, 4, 4), 0);
    assert_int_equal(sudoku_shape_add(&shape, SUDOKU_EXTRA_WINDOWS), 0);
    shape_sheet(&t, &shape, puzzle, NULL);
    assert_int_equal(count_of(t.data, "class=\"hs\""), 9);
    free(t.data);
}

/* Shaped puzzles keep the page rules: six to a page, in grids of the
 * same square, beside 9x9 ones. */
static void test_shape_pages(void **state)
{
    unsigned char puzzle[625] = {0};
    struct sudoku_shape shape;
    struct sudoku_sheet *sheet;
    struct text t;
    int i;

    (void)state;
    sheet = sheet_to(&t, SUDOKU_SHEET_HTML, 0, 0);
    add_entries(sheet, 1, 0);
    for (i = 0; i < 6; i++) {
        struct sudoku_sheet_entry e;

        assert_int_equal(sudoku_shape_boxes(&shape, i % 2 ? 25 : 4,
                                            i % 2 ? 5 : 2, i % 2 ? 5 : 2),
                         0);
        memset(&e, 0, sizeof e);
        e.shape = &shape;
        e.shaped_puzzle = puzzle;
        assert_int_equal(sudoku_sheet_add(sheet, &e), 1);
    }
    sudoku_sheet_end(sheet);
    sudoku_sheet_free(sheet);
    assert_int_equal(count_of(t.data, "<section class=\"page\""), 2);
    assert_int_equal(count_of(t.data, "viewBox=\"0 0 328 328\""), 7);
    assert_int_equal(count_of(t.data, "data-side=\"25\""), 3);
    assert_non_null(strstr(t.data, "id=\"puzzle-7\""));
    free(t.data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kind_names),
        cmocka_unit_test(test_html_pages),
        cmocka_unit_test(test_html_deterministic),
        cmocka_unit_test(test_svg),
        cmocka_unit_test(test_answer_key),
        cmocka_unit_test(test_dominoes),
        cmocka_unit_test(test_write_failure),
        cmocka_unit_test(test_explain_page),
        cmocka_unit_test(test_shape_walls),
        cmocka_unit_test(test_shape_letters),
        cmocka_unit_test(test_shape_extras),
        cmocka_unit_test(test_shape_pages),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
