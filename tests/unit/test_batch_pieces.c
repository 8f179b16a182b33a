/*
 * test_batch_pieces.c - unit tests for the engine's pieces: an input cut
 * into pieces and parsed, solved and formatted a piece a thread gives
 * what one record at a time in one thread gives.
 *
 * Every input here is larger than a few pieces (32 KiB each), and each
 * is run with no jobs (the caller's thread, a record at a time: the
 * reference), then with 1, 2 and 3 jobs, from memory and from a file.
 * The outputs, the diagnostics (line, column, message), the totals, the
 * progress calls and the parser's counts afterwards must be the same,
 * where the input is one the pieces follow to its end and where they
 * must hand the rest back (a grid in the middle, a line longer than a
 * piece, a title at a cut).  Records of uneven cost make the threads cut
 * each other's pieces; two costly records in one piece must be worked on
 * at once.
 */
#if SUDOKU_THREADS
#define _POSIX_C_SOURCE 200809L
#endif

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#if SUDOKU_THREADS
#include <errno.h>
#include <pthread.h>
#include <time.h>
#endif

#include "sudoku/batch.h"

#include "support.h"

/* No solution, though no two givens clash. */
#define DEAD                                                                   \
    "82.........36......7..9.2...5...7.......457.....1...3...1....6"           \
    "8..85...1..9....4.."
/* Two 5s in row 1. */
#define CLASH                                                                  \
    "55.........................................................."             \
    "....................."
/* A packed grid: the puzzle above in 9 rows. */
#define GRID                                                                   \
    "530070000\n600195000\n098000060\n800060003\n400080001\n"                  \
    "000803000\n020000280\n000419005\n000080079\n"

struct record_log {
    char *out;
    size_t size, room;
    char *diags; /* a line a diagnostic */
    size_t ndiags_text, diags_room;
    unsigned long long progress[64][2];
    int nprogress;
};

static void log_reset(struct record_log *l)
{
    free(l->out);
    free(l->diags);
    memset(l, 0, sizeof *l);
}

static int log_write(void *context, const char *text, size_t size)
{
    struct record_log *l = context;

    if (l->size + size + 1 > l->room) {
        l->room = 2 * (l->size + size + 1);
        l->out = realloc(l->out, l->room);
        assert_non_null(l->out);
    }
    memcpy(l->out + l->size, text, size);
    l->size += size;
    return 1;
}

/* Each diagnostic, and where in the output it came. */
static void log_report(void *context, const struct sudoku_diag *d)
{
    struct record_log *l = context;
    char line[256];
    int n = snprintf(line, sizeof line, "%zu %lu:%lu: %s\n", l->size, d->line,
                     d->col, d->message);

    assert_true(n > 0 && (size_t)n < sizeof line);
    if (l->ndiags_text + (size_t)n + 1 > l->diags_room) {
        l->diags_room = 2 * (l->ndiags_text + (size_t)n + 1);
        l->diags = realloc(l->diags, l->diags_room);
        assert_non_null(l->diags);
    }
    memcpy(l->diags + l->ndiags_text, line, (size_t)n + 1);
    l->ndiags_text += (size_t)n;
}

static void log_progress(void *context, const struct sudoku_batch_totals *t,
                         unsigned long long offset)
{
    struct record_log *l = context;

    assert_true(l->nprogress < 64);
    l->progress[l->nprogress][0] = t->records;
    l->progress[l->nprogress++][1] = offset;
}

struct outcome {
    struct record_log log;
    struct sudoku_batch_totals totals;
    enum sudoku_batch_status status;
    enum sudoku_format format;
    unsigned long records_after; /* records the parser reads afterwards */
};

/* Runs text through the engine, from memory or from a file. */
static void run_once(const char *text, size_t size, enum sudoku_format format,
                     const struct sudoku_batch_options *o, int from_file,
                     int progress, struct outcome *r)
{
    struct sudoku_parser *p;
    struct sudoku_batch_sink sink;
    struct sudoku_record rec;
    struct sudoku_diag d;
    FILE *f = NULL;
    int first = 1;

    log_reset(&r->log);
    memset(&r->totals, 0, sizeof r->totals);
    if (from_file) {
        f = tmpfile();
        assert_non_null(f);
        assert_int_equal(fwrite(text, 1, size, f), size);
        rewind(f);
        p = sudoku_parser_new(f, format);
    } else {
        p = sudoku_parser_new_memory(text, size, format);
    }
    assert_non_null(p);
    sink.write = log_write;
    sink.report = log_report;
    sink.flush = NULL;
    sink.progress = progress ? log_progress : NULL;
    sink.context = &r->log;
    r->status = sudoku_batch_run(p, o, &sink, &first, &r->totals);
    r->format = sudoku_parser_format(p);
    r->records_after = 0;
    while (sudoku_parser_next(p, &rec, &d) != SUDOKU_READ_END)
        r->records_after++;
    sudoku_parser_free(p);
    if (f != NULL)
        fclose(f);
}

/* Runs text with no jobs, then with 1 to 3 from memory and from a file,
 * and compares every outcome with the first. */
static void same_as_serial(const char *text, size_t size,
                           enum sudoku_format format,
                           struct sudoku_batch_options o, int progress)
{
    static struct outcome serial, pieces;
    unsigned jobs;
    int from_file;

    o.jobs = 0;
    run_once(text, size, format, &o, 0, progress, &serial);
    assert_int_equal(serial.status, SUDOKU_BATCH_OK);
    for (jobs = 1; jobs <= 3; jobs++)
        for (from_file = 0; from_file <= 1; from_file++) {
            o.jobs = jobs;
            run_once(text, size, format, &o, from_file, progress, &pieces);
            assert_int_equal(pieces.status, SUDOKU_BATCH_OK);
            assert_int_equal(pieces.log.size, serial.log.size);
            assert_memory_equal(pieces.log.out, serial.log.out,
                                serial.log.size);
            assert_int_equal(pieces.log.ndiags_text, serial.log.ndiags_text);
            if (serial.log.ndiags_text > 0)
                assert_string_equal(pieces.log.diags, serial.log.diags);
            assert_int_equal(pieces.log.nprogress, serial.log.nprogress);
            assert_memory_equal(pieces.log.progress, serial.log.progress,
                                sizeof serial.log.progress);
            assert_memory_equal(&pieces.totals, &serial.totals,
                                sizeof serial.totals);
            assert_int_equal(pieces.format, serial.format);
            assert_int_equal(pieces.records_after, 0);
        }
    log_reset(&serial.log);
    log_reset(&pieces.log);
}

/* A growing text. */
struct text {
    char *data;
    size_t size, room;
};

static void add(struct text *t, const char *s)
{
    size_t n = strlen(s);

    if (t->size + n + 1 > t->room) {
        t->room = 2 * (t->size + n + 1);
        t->data = realloc(t->data, t->room);
        assert_non_null(t->data);
    }
    memcpy(t->data + t->size, s, n + 1);
    t->size += n;
}

/* n records of every kind a line input holds, `end` after each line
 * (LF, CRLF or CR), in an uneven pattern; a blank line and a comment now
 * and then. */
static struct text line_records(unsigned n, const char *end)
{
    static const char *const kinds[] = {PUZZLE, SOLUTION, "x", DEAD, CLASH,
                                        "12345", SOLUTION " # ED=1.0",
                                        "bad line of text"};
    struct text t = {NULL, 0, 0};
    unsigned i;

    for (i = 0; i < n; i++) {
        add(&t, kinds[(i * 7 + i / 5) % 8]);
        add(&t, end);
        if (i % 97 == 0)
            add(&t, end);
        if (i % 211 == 0) {
            add(&t, "# a comment");
            add(&t, end);
        }
    }
    return t;
}

static struct sudoku_batch_options options(void)
{
    struct sudoku_batch_options o;

    memset(&o, 0, sizeof o);
    return o;
}

static void test_line_input_in_pieces(void **state)
{
    struct text t = line_records(1500, "\n");
    struct sudoku_batch_options o = options();

    (void)state;
    same_as_serial(t.data, t.size, SUDOKU_FORMAT_AUTO, o, 0);
    same_as_serial(t.data, t.size, SUDOKU_FORMAT_LINE, o, 0);
    o.count_limit = 2;
    o.unique = 1;
    same_as_serial(t.data, t.size, SUDOKU_FORMAT_AUTO, o, 0);
    free(t.data);
}

static void test_line_ends_and_a_byte_order_mark(void **state)
{
    struct text crlf = line_records(1200, "\r\n");
    struct text cr = line_records(1200, "\r");
    struct text bom = {NULL, 0, 0};

    (void)state;
    add(&bom, "\xEF\xBB\xBF");
    add(&bom, crlf.data);
    same_as_serial(crlf.data, crlf.size, SUDOKU_FORMAT_AUTO, options(), 0);
    same_as_serial(cr.data, cr.size, SUDOKU_FORMAT_AUTO, options(), 0);
    same_as_serial(bom.data, bom.size, SUDOKU_FORMAT_AUTO, options(), 0);
    free(crlf.data);
    free(cr.data);
    free(bom.data);
}

/* Grids (a blank line between them), --print=both and progress calls. */
static void test_grid_output_and_progress(void **state)
{
    struct text t = line_records(9000, "\n");
    struct sudoku_batch_options o = options();

    (void)state;
    o.output = SUDOKU_OUTPUT_PRETTY;
    same_as_serial(t.data, t.size, SUDOKU_FORMAT_AUTO, o, 1);
    free(t.data);
    t = line_records(1500, "\n");
    o.output = SUDOKU_OUTPUT_PACKED;
    o.print = SUDOKU_PRINT_BOTH;
    o.count_limit = 2;
    o.unique = 1;
    same_as_serial(t.data, t.size, SUDOKU_FORMAT_AUTO, o, 0);
    free(t.data);
}

static void test_csv_with_a_header_and_check(void **state)
{
    struct text t = {NULL, 0, 0};
    struct sudoku_batch_options o = options();
    unsigned i;

    (void)state;
    add(&t, "id,quizzes,solutions\n");
    for (i = 0; i < 1000; i++) {
        add(&t, i % 3 ? "7,\"" PUZZLE "\"," SOLUTION "\n"
                      : "8," PUZZLE "," PUZZLE "\n");
        if (i % 101 == 0)
            add(&t, "9,\"broken\n");
    }
    o.check = 1;
    same_as_serial(t.data, t.size, SUDOKU_FORMAT_AUTO, o, 0);
    same_as_serial(t.data, t.size, SUDOKU_FORMAT_CSV, o, 0);
    free(t.data);
}

/* Where pieces cannot follow the stream, the rest goes one record at a
 * time: a grid among lines, a line longer than a piece, titles. */
static void test_what_pieces_hand_back(void **state)
{
    struct text a = line_records(800, "\n");
    struct text b = line_records(800, "\n");
    struct text titles = {NULL, 0, 0};
    char *long_line = malloc(40001);
    unsigned i;

    (void)state;
    add(&a, GRID);
    add(&a, b.data);
    same_as_serial(a.data, a.size, SUDOKU_FORMAT_AUTO, options(), 0);
    assert_non_null(long_line);
    memset(long_line, '1', 40000);
    long_line[40000] = '\0';
    free(a.data);
    a = line_records(500, "\n");
    add(&a, long_line);
    add(&a, "\n");
    add(&a, b.data);
    same_as_serial(a.data, a.size, SUDOKU_FORMAT_AUTO, options(), 0);
    same_as_serial(a.data, a.size, SUDOKU_FORMAT_LINE, options(), 0);
    /* Titles before grids, and text lines wherever a cut may fall. */
    for (i = 0; i < 900; i++) {
        add(&titles, i % 2 ? PUZZLE "\n" : "Grid one\n");
        if (i % 40 == 0)
            add(&titles, "Grid two\n" GRID "\n");
        if (i % 7 == 0)
            add(&titles, "Title\n\n# note\n123456\n");
    }
    same_as_serial(titles.data, titles.size, SUDOKU_FORMAT_AUTO, options(),
                   0);
    /* A title whose grid begins the next piece: the first cut after it
     * would end the piece with the title. */
    free(titles.data);
    titles.data = NULL;
    titles.size = titles.room = 0;
    for (i = 0; i < 399; i++)
        add(&titles, PUZZLE "\n");
    add(&titles, "# a comment of forty-one bytes, with end\n");
    assert_int_equal(titles.size + strlen("Grid two\n"), 32768);
    add(&titles, "Grid two\n" GRID);
    for (i = 0; i < 500; i++)
        add(&titles, PUZZLE "\n");
    same_as_serial(titles.data, titles.size, SUDOKU_FORMAT_AUTO, options(),
                   0);
    free(a.data);
    free(b.data);
    free(titles.data);
    free(long_line);
}

/* ------------------------------------------------------------------ */
/* Costly records: shared out whatever piece they are in                */

/* A solver that costs more on some records than on others, as a rater
 * does: it solves the puzzle again `weight` times, where the weight
 * comes from the puzzle's cells (0 to 23), so that threads run out of
 * work at every kind of place and cut each other's segments there. */
static unsigned weighed_solve(const sudoku_board *puzzle, unsigned limit,
                              sudoku_board *solution,
                              struct sudoku_solve_stats *stats)
{
    unsigned hash = 0, weight, i;
    sudoku_board scratch;

    for (i = 0; i < SUDOKU_CELLS; i++)
        hash = hash * 31u + puzzle->cell[i];
    weight = (hash >> 7) % 24;
    for (i = 0; i < weight; i++)
        (void)sudoku_solve(puzzle, 1, &scratch, NULL);
    return sudoku_solve(puzzle, limit, solution, stats);
}

/* Inputs with records of uneven cost give, with any jobs, what one
 * thread gives: every line end, blank lines and comments, text lines
 * that look past a cut, csv with a header, and titles that send the
 * rest back to the pool of records. */
static void test_uneven_costs(void **state)
{
    const char *const ends[] = {"\n", "\r\n"};
    struct sudoku_batch_options o = options();
    struct text t = {NULL, 0, 0};
    unsigned e, i;

    (void)state;
    o.solve = weighed_solve;
    for (e = 0; e < 2; e++) {
        struct text lines = line_records(1000, ends[e]);

        same_as_serial(lines.data, lines.size, SUDOKU_FORMAT_AUTO, o, 1);
        free(lines.data);
    }
    add(&t, "quizzes,solutions\n");
    for (i = 0; i < 700; i++)
        add(&t, i % 5 ? PUZZLE "," SOLUTION "\n" : "\"" DEAD "\",\n");
    o.check = 1;
    same_as_serial(t.data, t.size, SUDOKU_FORMAT_AUTO, o, 0);
    o.check = 0;
    free(t.data);
    t.data = NULL;
    t.size = t.room = 0;
    for (i = 0; i < 900; i++) {
        add(&t, i % 3 ? PUZZLE "\n" : "a line of text\n\n\n# note\n");
        if (i == 600)
            add(&t, "Grid\n" GRID);
    }
    same_as_serial(t.data, t.size, SUDOKU_FORMAT_AUTO, o, 0);
    free(t.data);
}

#if SUDOKU_THREADS
/*
 * Two costly records that must be worked on at the same time: the solver
 * holds each of them until the other has begun, for up to MEET_WAIT
 * seconds.  Had one thread taken both, the first would wait for the
 * second in vain.
 */
#define MEET_WAIT 20

static struct {
    pthread_mutex_t lock;
    pthread_cond_t cond;
    sudoku_board a, b;
    int arrived, met;
} meeting = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, {{0}}, {{0}},
             0, 0};

static unsigned meeting_solve(const sudoku_board *puzzle, unsigned limit,
                              sudoku_board *solution,
                              struct sudoku_solve_stats *stats)
{
    if (memcmp(puzzle, &meeting.a, sizeof *puzzle) == 0 ||
        memcmp(puzzle, &meeting.b, sizeof *puzzle) == 0) {
        struct timespec until;

        assert_int_equal(clock_gettime(CLOCK_REALTIME, &until), 0);
        until.tv_sec += MEET_WAIT;
        pthread_mutex_lock(&meeting.lock);
        meeting.arrived++;
        pthread_cond_broadcast(&meeting.cond);
        while (meeting.arrived < 2 &&
               pthread_cond_timedwait(&meeting.cond, &meeting.lock, &until) !=
                   ETIMEDOUT)
            ;
        meeting.met += meeting.arrived >= 2;
        pthread_mutex_unlock(&meeting.lock);
    }
    return sudoku_solve(puzzle, limit, solution, stats);
}

/* With two jobs, two costly records a few lines apart in one piece of
 * input are worked on by two threads at once: from memory and from a
 * file (pieces), and from a slow input (the pool of records). */
static void test_costly_records_meet(void **state)
{
    struct text t = {NULL, 0, 0};
    struct sudoku_batch_options o = options();
    static struct outcome serial, shared;
    sudoku_board a, b;
    int way;
    unsigned i;

    (void)state;
    /* Two puzzles of the line records: the puzzle with a 1 taken out. */
    a = support_board(PUZZLE);
    b = a;
    a.cell[0] = 0;
    b.cell[2] = 0;
    meeting.a = a;
    meeting.b = b;
    for (i = 0; i < 360; i++) {
        char line[SUDOKU_CELLS + 2];
        const sudoku_board *p = i == 200 ? &a : i == 206 ? &b : NULL;
        unsigned k;

        if (p == NULL) {
            add(&t, PUZZLE "\n");
            continue;
        }
        for (k = 0; k < SUDOKU_CELLS; k++)
            line[k] = p->cell[k] ? (char)('0' + p->cell[k]) : '.';
        line[SUDOKU_CELLS] = '\n';
        line[SUDOKU_CELLS + 1] = '\0';
        add(&t, line);
    }
    assert_true(t.size < 32768);
    o.jobs = 0;
    run_once(t.data, t.size, SUDOKU_FORMAT_AUTO, &o, 0, 0, &serial);
    o.solve = meeting_solve;
    o.jobs = 2;
    for (way = 0; way < 3; way++) {
        meeting.arrived = meeting.met = 0;
        o.pipelined = way == 2;
        run_once(t.data, t.size, SUDOKU_FORMAT_AUTO, &o, way > 0, 0, &shared);
        assert_int_equal(meeting.met, 2);
        assert_int_equal(shared.log.size, serial.log.size);
        assert_memory_equal(shared.log.out, serial.log.out, serial.log.size);
    }
    log_reset(&serial.log);
    log_reset(&shared.log);
    free(t.data);
}
#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_line_input_in_pieces),
        cmocka_unit_test(test_line_ends_and_a_byte_order_mark),
        cmocka_unit_test(test_grid_output_and_progress),
        cmocka_unit_test(test_csv_with_a_header_and_check),
        cmocka_unit_test(test_what_pieces_hand_back),
        cmocka_unit_test(test_uneven_costs),
#if SUDOKU_THREADS
        cmocka_unit_test(test_costly_records_meet),
#endif
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
