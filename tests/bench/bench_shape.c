/*
 * bench_shape.c - the shaped solver against the plain dancing-links
 * reference and, on 9x9, against the classic solver.
 *
 * Usage: sudoku-bench-shape [--runs N] [--diagonals] [--windoku]
 *                           [--seconds S] FILE...
 *
 * Each FILE holds one puzzle a line: N * N cells (1-9 then A-Z, '.' or
 * '0' empty), optionally a blank and N * N region labels (a jigsaw); '#'
 * begins a comment line.  Every puzzle is counted to 2, as a judge's
 * uniqueness check asks, with the answer's smallest solution: by
 * sudoku_shape_solve, and by the reference (tests/shape_reference.c) on
 * the first puzzles that fit in S seconds of it (default 3) and the same
 * subset for ours; for 9x9 puzzles of plain boxes, also by the classic
 * sudoku_solve, and by sudoku_shape_solve with the boxes given as jigsaw
 * regions.  Each is run N times (default 5); it prints the median
 * microseconds a puzzle and the ratios, and checks that the counts agree.
 * Test code: it uses POSIX clocks through support/timing.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shape_reference.h"
#include "sudoku/shape.h"
#include "sudoku/solve.h"
#include "support/timing.h"

#define BENCH_MAX_PUZZLES 100000
#define BENCH_RUNS_MAX 31

struct bench_set {
    int count;
    struct sudoku_shape *shape;
    unsigned char (*cells)[SUDOKU_SHAPE_MAX_CELLS];
};

static int bench_value(char c)
{
    if (c == '.' || c == '0')
        return 0;
    if (c >= '1' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    return -1;
}

/* Reads one line's puzzle into set slot `at`; returns 1, 0 to skip. */
static int bench_parse(const char *line, unsigned extras, struct bench_set *s)
{
    size_t n = strcspn(line, " \t\r\n"), i;
    int side = 4, rows, cols;
    struct sudoku_shape *shape = &s->shape[s->count];
    unsigned char *cells = s->cells[s->count];

    while (side <= SUDOKU_SHAPE_MAX_SIDE && (size_t)(side * side) < n)
        side++;
    if (side > SUDOKU_SHAPE_MAX_SIDE || (size_t)(side * side) != n)
        return 0;
    for (i = 0; i < n; i++) {
        int v = bench_value(line[i]);
        if (v < 0 || v > side)
            return 0;
        cells[i] = (unsigned char)v;
    }
    if (line[n] == ' ' && strcspn(line + n + 1, " \t\r\n") == n) {
        unsigned char region[SUDOKU_SHAPE_MAX_CELLS];
        char labels[SUDOKU_SHAPE_MAX_SIDE];
        int k = 0;
        for (i = 0; i < n; i++) {
            char *at = memchr(labels, line[n + 1 + i], (size_t)k);
            if (at == NULL) {
                if (k == side)
                    return 0;
                labels[k] = line[n + 1 + i];
                at = &labels[k++];
            }
            region[i] = (unsigned char)(at - labels);
        }
        if (sudoku_shape_regions(shape, side, region, NULL, 0) != 0)
            return 0;
    } else if (sudoku_shape_default_box(side, &rows, &cols) != 0 ||
               sudoku_shape_boxes(shape, side, rows, cols) != 0) {
        return 0;
    }
    return sudoku_shape_add(shape, extras) == 0;
}

static int bench_load(const char *path, unsigned extras, struct bench_set *s)
{
    char line[4096];
    FILE *f = fopen(path, "r");

    if (!f) {
        perror(path);
        return 0;
    }
    s->count = 0;
    while (s->count < BENCH_MAX_PUZZLES && fgets(line, sizeof line, f))
        if (line[0] != '#' && bench_parse(line, extras, s))
            s->count++;
    fclose(f);
    return 1;
}

enum bench_who { BENCH_OURS, BENCH_REFERENCE, BENCH_CLASSIC, BENCH_JIGSAW };

/* Seconds to count the first n puzzles of s to 2; *total gets the sum
 * of the counts. */
static double bench_time(const struct bench_set *s, int n, enum bench_who who,
                         unsigned long *total)
{
    unsigned char solution[SUDOKU_SHAPE_MAX_CELLS];
    double start = support_now();
    int i;

    *total = 0;
    for (i = 0; i < n; i++) {
        const struct sudoku_shape *shape = &s->shape[i];
        struct sudoku_shape jigsaw;
        sudoku_board b, out;
        switch (who) {
        case BENCH_OURS:
            *total += sudoku_shape_solve(shape, s->cells[i], 2, solution, NULL);
            break;
        case BENCH_REFERENCE:
            *total += shape_reference_count(shape, s->cells[i], 2);
            break;
        case BENCH_CLASSIC:
            memcpy(b.cell, s->cells[i], SUDOKU_CELLS);
            *total += sudoku_solve(&b, 2, &out, NULL);
            break;
        case BENCH_JIGSAW:
            jigsaw = *shape;
            jigsaw.box_rows = jigsaw.box_cols = 0;
            *total += sudoku_shape_solve(&jigsaw, s->cells[i], 2, solution,
                                         NULL);
            break;
        }
    }
    return support_now() - start;
}

/* The median microseconds a puzzle of `runs` timings of who on the first
 * n puzzles; 0 when the counts disagree with `want` (when not 0). */
static double bench_median(const struct bench_set *s, int n,
                           enum bench_who who, int runs, unsigned long *want)
{
    double t[BENCH_RUNS_MAX];
    unsigned long total;
    int r;

    for (r = 0; r < runs; r++) {
        t[r] = bench_time(s, n, who, &total);
        if (*want == 0)
            *want = total;
        if (total != *want) {
            fprintf(stderr, "counts disagree: %lu and %lu\n", total, *want);
            return 0;
        }
    }
    return support_median(t, runs) * 1e6 / n;
}

int main(int argc, char **argv)
{
    static struct bench_set s;
    unsigned extras = 0;
    double seconds = 3.0;
    int runs = 5, i, status = 0;

    s.shape = malloc(BENCH_MAX_PUZZLES * sizeof *s.shape);
    s.cells = malloc(BENCH_MAX_PUZZLES * sizeof *s.cells);
    if (!s.shape || !s.cells)
        return 2;
    for (i = 1; i < argc; i++) {
        unsigned long want = 0, counted;
        double ours, theirs, t;
        int n, classic;
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = atoi(argv[++i]);
            runs = runs < 1 ? 1 : runs > BENCH_RUNS_MAX ? BENCH_RUNS_MAX : runs;
            continue;
        }
        if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
            seconds = atof(argv[++i]);
            continue;
        }
        if (strcmp(argv[i], "--diagonals") == 0) {
            extras |= SUDOKU_EXTRA_DIAGONALS;
            continue;
        }
        if (strcmp(argv[i], "--windoku") == 0) {
            extras |= SUDOKU_EXTRA_WINDOWS;
            continue;
        }
        if (!bench_load(argv[i], extras, &s) || s.count == 0) {
            fprintf(stderr, "%s: no puzzles\n", argv[i]);
            status = 1;
            continue;
        }
        /* The reference's subset: puzzles until its time runs out. */
        t = support_now();
        for (n = 0; n < s.count && support_now() - t < seconds; n++)
            shape_reference_count(&s.shape[n], s.cells[n], 2);
        theirs = bench_median(&s, n, BENCH_REFERENCE, runs, &want);
        counted = want;
        ours = bench_median(&s, n, BENCH_OURS, runs, &want);
        printf("%s: %d of %d puzzles, side %d: ours %.1f us, reference %.1f "
               "us, %.1fx\n",
               argv[i], n, s.count, s.shape[0].side, ours, theirs,
               ours > 0 ? theirs / ours : 0.0);
        if (ours == 0 || theirs == 0 || counted != want)
            status = 1;
        classic = s.shape[0].side == 9 && s.shape[0].box_rows == 3 &&
                  extras == 0;
        if (classic) {
            double plain, jigsaw;
            want = 0;
            plain = bench_median(&s, s.count, BENCH_CLASSIC, runs, &want);
            jigsaw = bench_median(&s, s.count, BENCH_JIGSAW, runs, &want);
            printf("%s: %d puzzles: classic %.2f us, as a jigsaw %.2f us, "
                   "%.1fx\n",
                   argv[i], s.count, plain, jigsaw,
                   plain > 0 ? jigsaw / plain : 0.0);
            if (plain == 0 || jigsaw == 0)
                status = 1;
        }
    }
    return status;
}
