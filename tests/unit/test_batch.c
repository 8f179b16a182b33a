/*
 * test_batch.c - unit tests for the batch engine: one result per record,
 * in order, in the right layout, and failures that keep their place.
 */
#if SUDOKU_THREADS
#define _POSIX_C_SOURCE 200809L
#endif

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "sudoku/batch.h"

#include "support.h"

#if SUDOKU_THREADS
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>
#endif

/* The puzzle above with its first 12 cells emptied: 28 solutions. */
#define MULTI                                                                  \
    "............1.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1."            \
    "....92.58..8.4...1.7"
#define MULTI_MIN                                                              \
    "1426385795371294689867542313915427864689173527258639142"                  \
    "73481695619275843854396127"
/* No solution, though no two givens clash. */
#define DEAD                                                                   \
    "82.........36......7..9.2...5...7.......457.....1...3...1....6"           \
    "8..85...1..9....4.."

static struct sudoku_batch_options
options(enum sudoku_output output, unsigned count_limit, int unique, int check)
{
    struct sudoku_batch_options o;

    memset(&o, 0, sizeof o);
    o.output = output;
    o.count_limit = count_limit;
    o.unique = unique;
    o.check = check;
    o.jobs = 1;
    return o;
}

struct capture {
    char out[400000];
    size_t size;
    int writes_left; /* the write that finds this 0 fails */
    struct sudoku_diag diags[4096];
    int ndiags;
};

static void capture_reset(struct capture *c, int writes_left)
{
    memset(c, 0, sizeof *c);
    c->writes_left = writes_left;
}

static int capture_write(void *context, const char *text, size_t size)
{
    struct capture *c = context;

    if (c->writes_left-- == 0)
        return 0;
    assert_true(c->size + size < sizeof c->out);
    memcpy(c->out + c->size, text, size);
    c->size += size;
    c->out[c->size] = '\0';
    return 1;
}

static void capture_report(void *context, const struct sudoku_diag *d)
{
    struct capture *c = context;

    assert_true(c->ndiags < 4096);
    c->diags[c->ndiags++] = *d;
}

static enum sudoku_batch_status run(const char *text, enum sudoku_format format,
                                    const struct sudoku_batch_options *o,
                                    struct capture *c,
                                    struct sudoku_batch_totals *t)
{
    struct sudoku_parser *p =
        sudoku_parser_new_memory(text, strlen(text), format);
    struct sudoku_batch_sink sink;
    enum sudoku_batch_status status;
    int first = 1;

    assert_non_null(p);
    sink.write = capture_write;
    sink.report = capture_report;
    sink.flush = NULL;
    sink.progress = NULL;
    sink.context = c;
    memset(t, 0, sizeof *t);
    status = sudoku_batch_run(p, o, &sink, &first, t);
    sudoku_parser_free(p);
    return status;
}

static void test_line_batch_keeps_every_record_in_place(void **state)
{
    static const char text[] = PUZZLE "\n"
                                      "x\n" DEAD "\n" MULTI "\n";
    struct sudoku_batch_options o = options(SUDOKU_OUTPUT_SAME, 0, 0, 0);
    static struct capture c;
    struct sudoku_batch_totals t;

    (void)state;
    capture_reset(&c, -1);
    assert_int_equal(run(text, SUDOKU_FORMAT_AUTO, &o, &c, &t),
                     SUDOKU_BATCH_OK);
    assert_string_equal(c.out,
                        SOLUTION "\ninvalid\nno solution\n" MULTI_MIN "\n");
    assert_int_equal(t.records, 4);
    assert_int_equal(t.solved, 2);
    assert_int_equal(t.invalid, 1);
    assert_int_equal(t.unsolvable, 1);
    assert_int_equal(c.ndiags, 2);
    assert_int_equal(c.diags[0].line, 2);
    assert_int_equal(c.diags[1].line, 3);
    assert_string_equal(c.diags[1].message, "puzzle has no solution");
}

static void test_counting_records(void **state)
{
    static const char text[] = PUZZLE "\n" MULTI "\n" DEAD "\n";
    struct sudoku_batch_options o = options(SUDOKU_OUTPUT_SAME, 2, 0, 0);
    static struct capture c;
    struct sudoku_batch_totals t;
    char want[1024];

    (void)state;
    capture_reset(&c, -1);
    assert_int_equal(run(text, SUDOKU_FORMAT_LINE, &o, &c, &t),
                     SUDOKU_BATCH_OK);
    strcpy(want, PUZZLE ":1:" SOLUTION "\n"); /* the puzzle as given */
    strcat(want, MULTI ":2+:" MULTI_MIN "\n");
    strcat(want, DEAD ":0:\n");
    assert_string_equal(c.out, want);
    assert_int_equal(t.multiple, 1);

    o.count_limit = 100;
    capture_reset(&c, -1);
    assert_int_equal(run(MULTI "\n", SUDOKU_FORMAT_LINE, &o, &c, &t),
                     SUDOKU_BATCH_OK);
    assert_string_equal(c.out, MULTI ":28:" MULTI_MIN "\n");
}

static void test_unique_filters(void **state)
{
    static const char text[] = MULTI "\n" PUZZLE "\n" DEAD "\n";
    struct sudoku_batch_options o = options(SUDOKU_OUTPUT_LINE, 2, 1, 0);
    static struct capture c;
    struct sudoku_batch_totals t;

    (void)state;
    capture_reset(&c, -1);
    assert_int_equal(run(text, SUDOKU_FORMAT_LINE, &o, &c, &t),
                     SUDOKU_BATCH_OK);
    assert_int_equal(t.records, 3);
    assert_int_equal(t.written, 1);
    assert_true(strstr(c.out, ":1:" SOLUTION "\n") != NULL);
}

static void test_grids_are_separated_by_one_blank_line(void **state)
{
    static const char text[] = PUZZLE "\n" DEAD "\n" PUZZLE "\n";
    struct sudoku_batch_options o = options(SUDOKU_OUTPUT_PACKED, 0, 0, 0);
    static struct capture c;
    struct sudoku_batch_totals t;
    static const char grid[] = "143628579\n572139468\n986754231\n391542786\n"
                               "468917352\n725863914\n237481695\n619275843\n"
                               "854396127\n";
    char want[1024];

    (void)state;
    capture_reset(&c, -1);
    assert_int_equal(run(text, SUDOKU_FORMAT_LINE, &o, &c, &t),
                     SUDOKU_BATCH_OK);
    strcpy(want, grid);
    strcat(want, "\nno solution\n\n");
    strcat(want, grid);
    assert_string_equal(c.out, want);
}

static void test_check_reports_a_different_solution(void **state)
{
    static const char text[] =
        PUZZLE "," SOLUTION "\n" PUZZLE
               ",143628579572139468986754231391542786468917352"
               "725863914237481695619275843854396121\n";
    struct sudoku_batch_options o = options(SUDOKU_OUTPUT_SAME, 0, 0, 1);
    static struct capture c;
    struct sudoku_batch_totals t;

    (void)state;
    capture_reset(&c, -1);
    assert_int_equal(run(text, SUDOKU_FORMAT_AUTO, &o, &c, &t),
                     SUDOKU_BATCH_OK);
    assert_int_equal(t.mismatches, 1);
    assert_int_equal(c.ndiags, 1);
    assert_int_equal(c.diags[0].line, 2);
    assert_string_equal(c.out, SOLUTION "\n" SOLUTION "\n");
}

static void test_write_error_stops_the_run(void **state)
{
    static const char text[] = PUZZLE "\n" PUZZLE "\n" PUZZLE "\n";
    struct sudoku_batch_options o = options(SUDOKU_OUTPUT_SAME, 0, 0, 0);
    static struct capture c;
    struct sudoku_batch_totals t;

    (void)state;
    /* A record at a time in the caller's thread: one write a result. */
    o.jobs = 0;
    capture_reset(&c, 1);
    assert_int_equal(run(text, SUDOKU_FORMAT_LINE, &o, &c, &t),
                     SUDOKU_BATCH_WRITE_ERROR);
    assert_int_equal(t.written, 1);
    assert_true(t.records < 3);
    /* A piece at a time: one write for the three. */
    o.jobs = 1;
    capture_reset(&c, 0);
    assert_int_equal(run(text, SUDOKU_FORMAT_LINE, &o, &c, &t),
                     SUDOKU_BATCH_WRITE_ERROR);
    assert_int_equal(c.size, 0);
}

#if SUDOKU_THREADS
/* Many records of every kind, solved in 1, 2 and 3 threads a piece at a
 * time (and in one with a second reading a record at a time, as for a
 * pipe): the output, the diagnostics and the totals must not depend on
 * the thread count. */
static void test_threads_keep_the_serial_output(void **state)
{
    static const char kinds[][90] = {PUZZLE "\n", "x\n", MULTI "\n", DEAD "\n"};
    static struct capture serial, threaded;
    size_t size = 0, i;
    char *text = malloc(3000 * 90);
    struct sudoku_batch_options o = options(SUDOKU_OUTPUT_SAME, 2, 0, 0);
    struct sudoku_batch_totals ts, tt;
    unsigned jobs;

    (void)state;
    assert_non_null(text);
    for (i = 0; i < 3000; i++) {
        /* An uneven pattern, so that slow and fast records interleave. */
        const char *k = kinds[(i * 7 + i / 5) % 4];

        strcpy(text + size, k);
        size += strlen(k);
    }
    capture_reset(&serial, -1);
    o.jobs = 0; /* the caller's thread, a record at a time */
    assert_int_equal(run(text, SUDOKU_FORMAT_LINE, &o, &serial, &ts),
                     SUDOKU_BATCH_OK);
    assert_int_equal(ts.records, 3000);
    for (jobs = 0; jobs <= 3; jobs++) {
        o.jobs = jobs ? jobs : 1;
        o.pipelined = jobs == 0;
        capture_reset(&threaded, -1);
        assert_int_equal(run(text, SUDOKU_FORMAT_LINE, &o, &threaded, &tt),
                         SUDOKU_BATCH_OK);
        assert_int_equal(threaded.size, serial.size);
        assert_memory_equal(threaded.out, serial.out, serial.size);
        assert_int_equal(threaded.ndiags, serial.ndiags);
        for (i = 0; i < (size_t)serial.ndiags; i++) {
            assert_int_equal(threaded.diags[i].line, serial.diags[i].line);
            assert_int_equal(threaded.diags[i].col, serial.diags[i].col);
            assert_string_equal(threaded.diags[i].message,
                                serial.diags[i].message);
        }
        assert_memory_equal(&tt, &ts, sizeof ts);
    }

    /* A write error in threads stops the run as it does serially: what
     * was written is the output's beginning, and no more comes. */
    capture_reset(&threaded, 10);
    assert_int_equal(run(text, SUDOKU_FORMAT_LINE, &o, &threaded, &tt),
                     SUDOKU_BATCH_WRITE_ERROR);
    assert_true(threaded.size < serial.size);
    assert_memory_equal(threaded.out, serial.out, threaded.size);
    free(text);
}

/*
 * A sink that buffers like stdio: what is written becomes visible only at a
 * flush.  The engine runs in a thread of its own, reading from a pipe.
 */
struct live {
    pthread_mutex_t lock;
    pthread_cond_t flushed;
    char pending[4096], out[4096];
    size_t npending, size;
    FILE *in;
    struct sudoku_batch_options o;
    enum sudoku_batch_status status;
};

static int live_write(void *context, const char *text, size_t size)
{
    struct live *l = context;

    pthread_mutex_lock(&l->lock);
    if (l->npending + size < sizeof l->pending) {
        memcpy(l->pending + l->npending, text, size);
        l->npending += size;
    }
    pthread_mutex_unlock(&l->lock);
    return 1;
}

static int live_flush(void *context)
{
    struct live *l = context;

    pthread_mutex_lock(&l->lock);
    if (l->size + l->npending < sizeof l->out) {
        memcpy(l->out + l->size, l->pending, l->npending);
        l->size += l->npending;
        l->out[l->size] = '\0';
    }
    l->npending = 0;
    pthread_cond_broadcast(&l->flushed);
    pthread_mutex_unlock(&l->lock);
    return 1;
}

static void live_report(void *context, const struct sudoku_diag *d)
{
    (void)context;
    (void)d;
}

static void *live_run(void *arg)
{
    struct live *l = arg;
    struct sudoku_parser *p = sudoku_parser_new(l->in, SUDOKU_FORMAT_LINE);
    struct sudoku_batch_sink sink;
    struct sudoku_batch_totals t;
    int first = 1;

    memset(&sink, 0, sizeof sink);
    sink.write = live_write;
    sink.report = live_report;
    sink.flush = live_flush;
    sink.context = l;
    memset(&t, 0, sizeof t);
    l->status = p ? sudoku_batch_run(p, &l->o, &sink, &first, &t)
                  : SUDOKU_BATCH_NO_MEMORY;
    live_flush(l);
    sudoku_parser_free(p);
    return NULL;
}

/* From a pipe, each result is flushed while the next record is awaited:
 * whoever feeds the pipe may be waiting for it. */
static void test_results_leave_before_the_input_ends(void **state)
{
    static const char line[] = PUZZLE "\n";
    unsigned jobs;

    (void)state;
    for (jobs = 1; jobs <= 3; jobs++) {
        static struct live l;
        pthread_t thread;
        struct timespec until;
        char seen[sizeof l.out];
        int fds[2], err = 0;

        memset(&l, 0, sizeof l);
        pthread_mutex_init(&l.lock, NULL);
        pthread_cond_init(&l.flushed, NULL);
        l.o = options(SUDOKU_OUTPUT_SAME, 0, 0, 0);
        l.o.jobs = jobs;
        l.o.pipelined = 1;
        assert_int_equal(pipe(fds), 0);
        l.in = fdopen(fds[0], "r");
        assert_non_null(l.in);
        assert_int_equal(pthread_create(&thread, NULL, live_run, &l), 0);
        assert_int_equal(write(fds[1], line, strlen(line)),
                         (ssize_t)strlen(line));

        /* The answer must come while the pipe is still open. */
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += 30;
        pthread_mutex_lock(&l.lock);
        while (l.size == 0 && err != ETIMEDOUT)
            err = pthread_cond_timedwait(&l.flushed, &l.lock, &until);
        memcpy(seen, l.out, sizeof seen);
        pthread_mutex_unlock(&l.lock);
        assert_string_equal(seen, SOLUTION "\n");

        assert_int_equal(write(fds[1], line, strlen(line)),
                         (ssize_t)strlen(line));
        close(fds[1]);
        pthread_join(thread, NULL);
        fclose(l.in);
        assert_int_equal(l.status, SUDOKU_BATCH_OK);
        assert_string_equal(l.out, SOLUTION "\n" SOLUTION "\n");
        pthread_cond_destroy(&l.flushed);
        pthread_mutex_destroy(&l.lock);
    }
}
#else
/* Without thread support the engine solves in the caller's thread whatever
 * the job count: the threaded tests would compare a serial run with
 * itself, so they show as skipped. */
static void test_threads_keep_the_serial_output(void **state)
{
    (void)state;
    skip();
}

static void test_results_leave_before_the_input_ends(void **state)
{
    (void)state;
    skip();
}
#endif

static void test_output_names_round_trip(void **state)
{
    int i;

    (void)state;
    for (i = SUDOKU_OUTPUT_SAME; i <= SUDOKU_OUTPUT_PRETTY; i++)
        assert_int_equal(
            sudoku_output_from_name(sudoku_output_name((enum sudoku_output)i)),
            i);
    assert_int_equal(sudoku_output_from_name("wide"), -1);
}

/* A puzzle prints back, in the layout of the format it was read in, as
 * the text it was read from (a csv puzzle as its line); Sudominoku prints
 * back in the judge's form, and a format not settled one a line. */
static void test_each_format_prints_back_in_its_layout(void **state)
{
    static const struct {
        const char *text;
        enum sudoku_format format;
        const char *printed;
    } cases[] = {
        {PACKED, SUDOKU_FORMAT_PACKED, PACKED},
        {SPACED, SUDOKU_FORMAT_SPACED, SPACED},
        {PUZZLE "\n", SUDOKU_FORMAT_LINE, PUZZLE "\n"},
        {PUZZLE "," SOLUTION "\n", SUDOKU_FORMAT_CSV, PUZZLE "\n"},
    };
    struct support_read r[1];
    enum sudoku_format settled;
    char text[SUDOKU_PRINT_MAX];
    size_t i;

    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_int_equal(support_read_all(cases[i].text, SUDOKU_FORMAT_AUTO, r,
                                          1, &settled),
                         1);
        assert_int_equal(settled, cases[i].format);
        sudoku_print_board(
            text, &r[0].record.puzzle,
            sudoku_output_layout(SUDOKU_OUTPUT_SAME, settled));
        assert_string_equal(text, cases[i].printed);
    }
    assert_int_equal(
        sudoku_output_layout(SUDOKU_OUTPUT_SAME, SUDOKU_FORMAT_SUDOMINOKU),
        SUDOKU_LAYOUT_PACKED);
    assert_int_equal(
        sudoku_output_layout(SUDOKU_OUTPUT_SAME, SUDOKU_FORMAT_AUTO),
        SUDOKU_LAYOUT_LINE);
}

/* An output other than "same" is its layout, whatever the format. */
static void test_each_output_is_its_layout(void **state)
{
    static const struct {
        enum sudoku_output output;
        enum sudoku_layout layout;
    } cases[] = {
        {SUDOKU_OUTPUT_PACKED, SUDOKU_LAYOUT_PACKED},
        {SUDOKU_OUTPUT_SPACED, SUDOKU_LAYOUT_SPACED},
        {SUDOKU_OUTPUT_LINE, SUDOKU_LAYOUT_LINE},
        {SUDOKU_OUTPUT_PRETTY, SUDOKU_LAYOUT_PRETTY},
    };
    size_t i;
    int f;

    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (f = SUDOKU_FORMAT_AUTO; f <= SUDOKU_FORMAT_SUDOMINOKU; f++)
            assert_int_equal(sudoku_output_layout(cases[i].output,
                                                  (enum sudoku_format)f),
                             cases[i].layout);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_line_batch_keeps_every_record_in_place),
        cmocka_unit_test(test_counting_records),
        cmocka_unit_test(test_unique_filters),
        cmocka_unit_test(test_grids_are_separated_by_one_blank_line),
        cmocka_unit_test(test_check_reports_a_different_solution),
        cmocka_unit_test(test_write_error_stops_the_run),
        cmocka_unit_test(test_threads_keep_the_serial_output),
        cmocka_unit_test(test_results_leave_before_the_input_ends),
        cmocka_unit_test(test_output_names_round_trip),
        cmocka_unit_test(test_each_format_prints_back_in_its_layout),
        cmocka_unit_test(test_each_output_is_its_layout),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
