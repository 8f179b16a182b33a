/*
 * shape_dlx.c - the plain dancing-links solver of shape_reference.c as a
 * program, the baseline the shaped solver's benchmarks run beside it.
 *
 * Usage: shape_dlx [-c] [-x] [-w] [FILE...]
 *
 * Reads one puzzle a line from each FILE or standard input: N * N
 * characters ('.' or '0' for an empty cell, 1-9 then A-Z for 10..35, so
 * the side N is the square root of the length), optionally followed by a
 * blank and N * N region labels ('0'-'9', 'A'-'Z', 'a'-'z', each distinct
 * one a region: a jigsaw).  Without labels the regions are the boxes of
 * the side: 2x2, 2x3, 2x4, 3x3, 3x4, 4x4 and 5x5 (rows x columns) for
 * sides 4, 6, 8, 9, 12, 16 and 25.  -x adds both main diagonals as houses,
 * -w windoku's windows (boxes of a square side only).  Prints for each
 * puzzle its smallest solution as a line of the same characters, or 0
 * when it has none; with -c, its count of solutions up to 2.  Empty lines
 * and lines starting with '#' are skipped.  A line that is not a puzzle
 * gets a message on stderr and makes the exit status 1; 2 is for a usage
 * or I/O error.  It does not call the library: the boxes are those of
 * support/shape_random.c.
 */
#include <stdio.h>
#include <string.h>

#include "shape_reference.h"
#include "support/shape_random.h"

struct dlx_options {
    int count, extras;
};

static int dlx_value(int ch)
{
    if (ch == '.' || ch == '0')
        return 0;
    if (ch >= '1' && ch <= '9')
        return ch - '0';
    if (ch >= 'A' && ch <= 'Z')
        return ch - 'A' + 10;
    return -1;
}

static int dlx_side(size_t cells)
{
    int n;

    for (n = SUDOKU_SHAPE_MIN_SIDE; n <= SUDOKU_SHAPE_MAX_SIDE; n++)
        if ((size_t)n * (size_t)n == cells)
            return n;
    return 0;
}

/* Regions from labels, numbered in order of first appearance; returns a
 * message, or NULL when they make `side` regions of `side` cells. */
static const char *dlx_labels(struct sudoku_shape *shape, const char *text)
{
    int number[128], cells[SUDOKU_SHAPE_MAX_SIDE] = {0};
    int n = shape->side, regions = 0, i;

    for (i = 0; i < 128; i++)
        number[i] = -1;
    for (i = 0; i < n * n; i++) {
        unsigned char ch = (unsigned char)text[i];

        if (!((ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z') ||
              (ch >= 'a' && ch <= 'z')))
            return "a region label is not a digit or a letter";
        if (number[ch] < 0) {
            if (regions == n)
                return "more regions than the side";
            number[ch] = regions++;
        }
        shape->region[i] = (unsigned char)number[ch];
        if (++cells[number[ch]] > n)
            return "a region has more cells than the side";
    }
    return regions == n ? NULL : "fewer regions than the side";
}

/* Reads the shape and puzzle of one line; returns a message, or NULL. */
static const char *dlx_parse(char *line, const struct dlx_options *o,
                             struct sudoku_shape *shape,
                             unsigned char *puzzle)
{
    size_t len = strcspn(line, " \t");
    char *labels = line[len] ? line + len + 1 : NULL;
    int n = dlx_side(len), i;

    if (n == 0)
        return "the length is not a square of a side 4..25";
    memset(shape, 0, sizeof *shape);
    shape->side = n;
    shape->extras = (unsigned)o->extras;
    for (i = 0; i < n * n; i++) {
        int v = dlx_value((unsigned char)line[i]);

        if (v < 0 || v > n)
            return "a value is not 1..N, '.' or '0'";
        puzzle[i] = (unsigned char)v;
    }
    if (labels) {
        if (strlen(labels) != (size_t)n * (size_t)n)
            return "the region labels are not N * N characters";
        if (o->extras & SUDOKU_EXTRA_WINDOWS)
            return "windows need boxes, not regions";
        return dlx_labels(shape, labels);
    }
    if (shape_random_boxes(shape, n, (unsigned)o->extras) != 0)
        return "no default boxes of this side, or windows on boxes that "
               "are not square";
    return NULL;
}

static void dlx_print(const unsigned char *grid, int cells)
{
    static const char digits[] = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    int i;

    for (i = 0; i < cells; i++)
        putchar(digits[grid[i]]);
    putchar('\n');
}

/* Solves the puzzles of f; returns 1 when a line was not a puzzle. */
static int dlx_file(FILE *f, const char *name, const struct dlx_options *o)
{
    char line[2 * SUDOKU_SHAPE_MAX_CELLS + 16];
    unsigned long number = 0;
    int bad = 0;

    while (fgets(line, sizeof line, f)) {
        struct sudoku_shape shape;
        unsigned char puzzle[SUDOKU_SHAPE_MAX_CELLS];
        unsigned char solution[SUDOKU_SHAPE_MAX_CELLS];
        const char *why;

        number++;
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0' || line[0] == '#')
            continue;
        why = dlx_parse(line, o, &shape, puzzle);
        if (why) {
            fprintf(stderr, "shape_dlx: %s:%lu: %s\n", name, number, why);
            bad = 1;
        } else if (o->count) {
            printf("%u\n", shape_reference_count(&shape, puzzle, 2));
        } else if (shape_reference_smallest(&shape, puzzle, solution)) {
            dlx_print(solution, shape.side * shape.side);
        } else {
            puts("0");
        }
    }
    return bad;
}

int main(int argc, char **argv)
{
    struct dlx_options o = {0, 0};
    int i, files = 0, bad = 0;

    for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *p;

        for (p = argv[i] + 1; *p; p++) {
            if (*p == 'c')
                o.count = 1;
            else if (*p == 'x')
                o.extras |= SUDOKU_EXTRA_DIAGONALS;
            else if (*p == 'w')
                o.extras |= SUDOKU_EXTRA_WINDOWS;
            else {
                fputs("usage: shape_dlx [-c] [-x] [-w] [FILE...]\n", stderr);
                return 2;
            }
        }
    }
    for (; i < argc; i++, files++) {
        FILE *f = fopen(argv[i], "r");

        if (!f) {
            fprintf(stderr, "shape_dlx: cannot open %s\n", argv[i]);
            return 2;
        }
        bad |= dlx_file(f, argv[i], &o);
        fclose(f);
    }
    if (files == 0)
        bad |= dlx_file(stdin, "<stdin>", &o);
    if (fflush(stdout) != 0 || ferror(stdout))
        return 2;
    return bad;
}
