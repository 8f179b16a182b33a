/*
 * fuzz_batch.c - libFuzzer target for the batch engine: nothing lost,
 * nothing reordered, the same output for any number of threads.
 *
 * The first two bytes of an input choose the run (format, output layout,
 * counting, threads, a write that fails); the rest is the puzzle text.  The
 * engine must write exactly one result per record the parser reads (with
 * --unique off), report one diagnostic per failed record and per --check
 * note, and, in the line layout, write for record k exactly the line this
 * file predicts from the parser and the solvers alone.  Runs in one thread, in
 * a pipeline and in two workers must write the same bytes and reports, and a
 * sink that fails must stop every run with a write error, not a hang.  Inputs
 * holding a Sudominoku puzzle with few placed dominoes are skipped (see
 * fuzz_check.h).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "sudoku/batch.h"
#include "sudoku/board.h"
#include "sudoku/domino.h"
#include "sudoku/print.h"
#include "sudoku/shape.h"
#include "sudoku/solve.h"
#include "support/text.h"

struct fuzz_text {
    char *data;
    size_t size, capacity;
};

static void fuzz_text_add(struct fuzz_text *t, const char *s, size_t n)
{
    if (t->size + n + 1 > t->capacity) {
        size_t capacity = 2 * (t->size + n + 1);
        char *data = realloc(t->data, capacity);

        FUZZ_REQUIRE(data != NULL, "out of memory");
        t->data = data;
        t->capacity = capacity;
    }
    memcpy(t->data + t->size, s, n);
    t->size += n;
    t->data[t->size] = '\0';
}

/* The sink: captures results and diagnostics, and fails the write that
 * finds writes_left at 0. */
struct fuzz_capture {
    struct fuzz_text out;
    struct fuzz_text diags;
    unsigned long reports;
    long writes_left; /* negative: never fail */
};

static int fuzz_capture_write(void *context, const char *text, size_t size)
{
    struct fuzz_capture *c = context;

    if (c->writes_left == 0)
        return 0;
    if (c->writes_left > 0)
        c->writes_left--;
    fuzz_text_add(&c->out, text, size);
    return 1;
}

static void fuzz_capture_report(void *context, const struct sudoku_diag *d)
{
    struct fuzz_capture *c = context;
    char line[256];
    int n = snprintf(line, sizeof line, "%lu:%lu: %s\n", d->line, d->col,
                     d->message);

    FUZZ_REQUIRE(n > 0 && (size_t)n < sizeof line, "a diagnostic too long");
    fuzz_text_add(&c->diags, line, (size_t)n);
    c->reports++;
}

static enum sudoku_batch_status fuzz_run(const uint8_t *text, size_t size,
                                         enum sudoku_format format,
                                         const struct sudoku_batch_options *o,
                                         long fail_at, struct fuzz_capture *c,
                                         struct sudoku_batch_totals *t)
{
    struct sudoku_parser *p =
        sudoku_parser_new_memory((const char *)text, size, format);
    struct sudoku_batch_sink sink = {fuzz_capture_write, fuzz_capture_report,
                                     NULL, NULL, NULL};
    enum sudoku_batch_status status;
    int first = 1;

    FUZZ_REQUIRE(p != NULL, "no parser");
    memset(c, 0, sizeof *c);
    memset(t, 0, sizeof *t);
    c->writes_left = fail_at;
    sink.context = c;
    status = sudoku_batch_run(p, o, &sink, &first, t);
    sudoku_parser_free(p);
    return status;
}

/* The same for a record of another size or shape (batch_shape.c): its
 * cells (and a jigsaw's labels) as print.h writes a line, the count and
 * the smallest solution; invalid under --check, which is for classic
 * puzzles. */
static void fuzz_expect_shaped(struct fuzz_text *t, enum sudoku_read status,
                               const struct sudoku_record *rec, unsigned limit,
                               int check)
{
    const struct sudoku_shaped *sh = &rec->shaped;
    const char *labels = sh->label[0] ? sh->label : NULL;
    static char buf[SUDOKU_SHAPE_PRINT_MAX];
    unsigned char answer[SUDOKU_SHAPE_MAX_CELLS];
    unsigned count = 0;
    size_t n;

    if (status == SUDOKU_READ_INVALID ||
        (status == SUDOKU_READ_PUZZLE && check)) {
        fuzz_text_add(t, "invalid\n", 8);
        return;
    }
    if (status == SUDOKU_READ_PUZZLE)
        count = sudoku_shape_solve(&sh->shape, sh->cell, limit >= 2 ? limit : 1,
                                   answer, NULL);
    if (limit >= 2) {
        n = sudoku_print_shaped(buf, &sh->shape, sh->cell, labels,
                                SUDOKU_LAYOUT_LINE);
        fuzz_text_add(t, buf, n - 1);
        snprintf(buf, sizeof buf, ":%u%s:", count, count >= limit ? "+" : "");
        fuzz_text_add(t, buf, strlen(buf));
        if (count > 0) {
            n = sudoku_print_shaped(buf, &sh->shape, answer, NULL,
                                    SUDOKU_LAYOUT_LINE);
            fuzz_text_add(t, buf, n - 1);
        }
        fuzz_text_add(t, "\n", 1);
    } else if (count == 0) {
        fuzz_text_add(t, "no solution\n", 12);
    } else {
        n = sudoku_print_shaped(buf, &sh->shape, answer, labels,
                                SUDOKU_LAYOUT_LINE);
        fuzz_text_add(t, buf, n);
    }
}

/* Appends to *t the line the engine must write for one record in the line
 * layout (see batch.c's batch_format). */
static void fuzz_expect_line(struct fuzz_text *t, enum sudoku_read status,
                             const struct sudoku_record *rec, unsigned limit,
                             int check)
{
    const sudoku_board *given = rec->format == SUDOKU_FORMAT_SUDOMINOKU
                                    ? &rec->domino.grid
                                    : &rec->puzzle;
    sudoku_board answer;
    unsigned count = 0;
    char buf[200];

    if (rec->shaped.shape.side != 0) {
        fuzz_expect_shaped(t, status, rec, limit, check);
        return;
    }
    if (status == SUDOKU_READ_INVALID) {
        fuzz_text_add(t, "invalid\n", 8);
        return;
    }
    if (status == SUDOKU_READ_PUZZLE) {
        unsigned lim = limit >= 2 ? limit : 1;

        if (rec->format == SUDOKU_FORMAT_SUDOMINOKU) {
            struct sudoku_domino solution;

            count = sudoku_domino_solve(&rec->domino, lim, &solution, NULL);
            answer = solution.grid;
        } else {
            count = sudoku_solve(&rec->puzzle, lim, &answer, NULL);
        }
    }
    if (limit >= 2) {
        support_board_text(given, buf);
        fuzz_text_add(t, buf, SUDOKU_CELLS);
        snprintf(buf, sizeof buf, ":%u%s:", count, count >= limit ? "+" : "");
        fuzz_text_add(t, buf, strlen(buf));
    } else if (count == 0) {
        fuzz_text_add(t, "no solution\n", 12);
        return;
    }
    if (count > 0) {
        support_board_text(&answer, buf);
        fuzz_text_add(t, buf, SUDOKU_CELLS);
    }
    fuzz_text_add(t, "\n", 1);
}

/* Whether --check notes that a record's given solution is another valid
 * one, not the smallest, which the engine reports without a mismatch. */
static int fuzz_other_solution(const struct sudoku_record *rec)
{
    sudoku_board answer;

    return rec->format != SUDOKU_FORMAT_SUDOMINOKU && rec->expected_col != 0 &&
           sudoku_solve(&rec->puzzle, 1, &answer, NULL) == 1 &&
           memcmp(&answer, &rec->expected, sizeof answer) != 0 &&
           sudoku_board_is_solution(&rec->expected, &rec->puzzle);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct sudoku_batch_options o;
    struct sudoku_batch_totals t, t2;
    struct fuzz_capture c, c2;
    struct fuzz_text expected = {NULL, 0, 0};
    enum sudoku_format format;
    struct sudoku_parser *p;
    struct sudoku_record rec;
    struct sudoku_diag diag;
    enum sudoku_read status;
    unsigned long records = 0, failed = 0, notes = 0;
    int threads, fail;
    long fail_at;

    if (size < 2)
        return 0;
    memset(&o, 0, sizeof o);
    format = (enum sudoku_format)(data[0] % 6);
    o.output = (enum sudoku_output)(data[1] % 5);
    o.count_limit = data[1] & 0x08 ? 2 + (data[0] >> 7) : 0;
    o.check = (data[1] & 0x10) != 0;
    threads = (data[1] & 0x20) != 0;
    fail = (data[1] & 0x40) != 0;
    fail_at = (long)((data[0] >> 3) & 0x0F);
    o.jobs = 1;
    data += 2;
    size -= 2;

    /* What the parser alone says the input holds. */
    p = sudoku_parser_new_memory((const char *)data, size, format);
    FUZZ_REQUIRE(p != NULL, "no parser");
    while ((status = sudoku_parser_next(p, &rec, &diag)) != SUDOKU_READ_END) {
        if (status == SUDOKU_READ_PUZZLE &&
            rec.format == SUDOKU_FORMAT_SUDOMINOKU &&
            fuzz_dominoes(&rec.domino) < FUZZ_SOLVE_MIN_DOMINOES) {
            /* Too slow to solve here (see fuzz_check.h). */
            sudoku_parser_free(p);
            free(expected.data);
            return 0;
        }
        records++;
        failed += status != SUDOKU_READ_PUZZLE;
        notes += o.check && status == SUDOKU_READ_PUZZLE &&
                 fuzz_other_solution(&rec);
        if (o.output == SUDOKU_OUTPUT_LINE)
            fuzz_expect_line(&expected, status, &rec, o.count_limit, o.check);
    }
    sudoku_parser_free(p);

    FUZZ_REQUIRE(fuzz_run(data, size, format, &o, -1, &c, &t) ==
                     SUDOKU_BATCH_OK,
                 "a run over memory failed");
    FUZZ_REQUIRE(t.records == records, "records lost or invented");
    FUZZ_REQUIRE(t.written == records, "not one result per record");
    FUZZ_REQUIRE(t.solved + t.unsolvable + t.invalid == records,
                 "totals do not add up");
    FUZZ_REQUIRE(t.invalid + t.unsolvable >= failed,
                 "a failed record counted as solved");
    FUZZ_REQUIRE(c.reports == t.invalid + t.unsolvable + t.mismatches + notes,
                 "not one diagnostic per failed record and per note");
    if (o.output == SUDOKU_OUTPUT_LINE)
        FUZZ_REQUIRE(c.out.size == expected.size &&
                         (c.out.size == 0 ||
                          memcmp(c.out.data, expected.data, c.out.size) == 0),
                     "the line output is not the expected one");

    if (threads) {
        unsigned jobs;

        for (jobs = 1; jobs <= 2; jobs++) {
            o.jobs = jobs;
            o.pipelined = 1;
            FUZZ_REQUIRE(fuzz_run(data, size, format, &o, -1, &c2, &t2) ==
                             SUDOKU_BATCH_OK,
                         "a threaded run failed");
            FUZZ_REQUIRE(c2.out.size == c.out.size &&
                             (c.out.size == 0 ||
                              memcmp(c2.out.data, c.out.data, c.out.size) == 0),
                         "threads changed the output");
            FUZZ_REQUIRE(
                c2.diags.size == c.diags.size &&
                    (c.diags.size == 0 ||
                     memcmp(c2.diags.data, c.diags.data, c.diags.size) == 0),
                "threads changed the diagnostics");
            free(c2.out.data);
            free(c2.diags.data);
        }
    }
    if (fail) {
        /* The sink takes fail_at writes, then fails: a run that needs more
         * must stop with a write error, having written no more. */
        int attempts = 0;

        o.jobs = threads ? 2 : 1;
        o.pipelined = threads;
        for (; attempts < 2; attempts++) {
            enum sudoku_batch_status s =
                fuzz_run(data, size, format, &o, fail_at, &c2, &t2);

            if (s == SUDOKU_BATCH_OK)
                FUZZ_REQUIRE(c2.out.size == c.out.size,
                             "a run that succeeded lost output");
            else
                FUZZ_REQUIRE(
                    s == SUDOKU_BATCH_WRITE_ERROR && c2.out.size < c.out.size &&
                        (c2.out.size == 0 ||
                         memcmp(c2.out.data, c.out.data, c2.out.size) == 0),
                    "a failed write is not a write error");
            free(c2.out.data);
            free(c2.diags.data);
            fail_at = 0;
        }
    }
    free(c.out.data);
    free(c.diags.data);
    free(expected.data);
    return 0;
}
