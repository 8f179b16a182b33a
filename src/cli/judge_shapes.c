/*
 * judge_shapes.c - the main of the second judge file: the judge problems
 * of other sizes and shapes.
 *
 * The second single file for online judges (sudoku-shapes-amalgamation.c,
 * see CMakeLists.txt) is the shaped solver (shape/) and this file.  A
 * judge runs it without arguments; it reads the whole of standard input,
 * tells the problem from the input's shape and answers as that judge
 * expects:
 *
 *   SPOJ SUDOKU            a count K, then K grids of 16 rows of A-P and
 *                          '-', blank lines between: the grids solved,
 *                          a blank line between them
 *   UVa 1309, POJ 3076     the same grids with no count, to the end
 *   HDU 4069               a count T, then per case 81 numbers, each a
 *                          digit plus 16, 32, 64, 128 for walls up,
 *                          right, down, left: "Case k:", then the grid,
 *                          "No solution" or "Multiple Solutions"
 *   UVa 989                per case n, then n^2 rows of n^2 numbers: the
 *                          smallest solution as such rows, or "NO
 *                          SOLUTION", a blank line between cases
 *   POJ 3074, BOJ 7681     lines of 81 cells ('.' empty) up to "end":
 *                          each solved, a line each
 *
 * Which: a first line of 81 cells is POJ 3074; of 16 letters, UVa 1309;
 * a number followed by a row of 16 letters, SPOJ; by a row of numbers
 * one of which is over 9 (a wall), HDU 4069; else UVa 989.  The answer to
 * a puzzle with several solutions is the smallest (in row order).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/shape.h"

/* The input, and a cursor in it. */
struct judge_text {
    char *data;
    size_t size, at;
};

/* Reads all of standard input; returns 0 when out of memory. */
static int judge_read_all(struct judge_text *t)
{
    size_t room = 1 << 16, n;

    t->data = malloc(room);
    t->size = t->at = 0;
    while (t->data != NULL &&
           (n = fread(t->data + t->size, 1, room - t->size - 1, stdin)) > 0) {
        t->size += n;
        if (room - t->size - 1 == 0) {
            char *more = realloc(t->data, room * 2);
            if (more == NULL)
                free(t->data);
            t->data = more;
            room *= 2;
        }
    }
    if (t->data != NULL)
        t->data[t->size] = '\0';
    return t->data != NULL;
}

/* The next line with something on it, without its blanks around; 0 at
 * the end.  *begin and *length give it. */
static int judge_line(struct judge_text *t, const char **begin, size_t *length)
{
    while (t->at < t->size) {
        size_t b = t->at, e;
        while (t->at < t->size && t->data[t->at] != '\n')
            t->at++;
        e = t->at;
        if (t->at < t->size)
            t->at++;
        while (b < e && strchr(" \t\r", t->data[b]) != NULL)
            b++;
        while (e > b && strchr(" \t\r", t->data[e - 1]) != NULL)
            e--;
        if (e > b) {
            *begin = t->data + b;
            *length = e - b;
            return 1;
        }
    }
    return 0;
}

/* The next whole number; -1 at the end or before text that is none. */
static long judge_number(struct judge_text *t)
{
    char *end;
    long v;

    while (t->at < t->size && strchr(" \t\r\n", t->data[t->at]) != NULL)
        t->at++;
    if (t->at >= t->size)
        return -1;
    v = strtol(t->data + t->at, &end, 10);
    if (end == t->data + t->at)
        return -1;
    t->at = (size_t)(end - t->data);
    return v;
}

/* A row of a 16x16 judge grid: 16 of A-P and '-'. */
static int judge_letters(const char *s, size_t n)
{
    size_t i;

    if (n != 16)
        return 0;
    for (i = 0; i < n; i++)
        if (s[i] != '-' && (s[i] < 'A' || s[i] > 'P'))
            return 0;
    return 1;
}

/* The 16x16 grids of SPOJ (count > 0) and UVa 1309 (count < 0: to the
 * end): each solved, letters out, a blank line between. */
static void judge_sixteen(struct judge_text *t, long count)
{
    struct sudoku_shape shape;
    unsigned char cells[256], solution[256];
    const char *row;
    size_t n;
    long k;
    int r, c;

    sudoku_shape_boxes(&shape, 16, 4, 4);
    for (k = 0; count < 0 || k < count; k++) {
        for (r = 0; r < 16; r++) {
            if (!judge_line(t, &row, &n))
                return;
            for (c = 0; c < 16; c++)
                cells[16 * r + c] = (unsigned char)(
                    (size_t)c < n && row[c] >= 'A' && row[c] <= 'P'
                        ? row[c] - 'A' + 1
                        : 0);
        }
        if (k > 0)
            putchar('\n');
        if (sudoku_shape_solve(&shape, cells, 1, solution, NULL) != 1) {
            puts("No solution");
            continue;
        }
        for (r = 0; r < 256; r++) {
            putchar('A' + solution[r] - 1);
            if (r % 16 == 15)
                putchar('\n');
        }
    }
}

/* The regions that HDU 4069's walls make: each cell's, flooding through
 * the sides without a wall.  Returns 0 unless they are nine of nine. */
static int judge_walls(const int *number, unsigned char *region)
{
    static const int step[4] = {-9, 1, 9, -1}, wall[4] = {16, 32, 64, 128};
    int stack[81], size[81] = {0}, regions = 0, i;

    memset(region, 0xFF, 81);
    for (i = 0; i < 81; i++) {
        int top = 0;
        if (region[i] != 0xFF)
            continue;
        if (regions == 9)
            return 0;
        region[i] = (unsigned char)regions;
        stack[top++] = i;
        while (top > 0) {
            int c = stack[--top], d;
            size[regions]++;
            for (d = 0; d < 4; d++) {
                int q = c + step[d];
                if ((number[c] & wall[d]) || q < 0 || q >= 81 ||
                    (d % 2 == 1 && q / 9 != c / 9) || region[q] != 0xFF)
                    continue;
                region[q] = (unsigned char)regions;
                stack[top++] = q;
            }
        }
        regions++;
    }
    for (i = 0; i < 9; i++)
        if (size[i] != 9)
            return 0;
    return 1;
}

static void judge_squiggly(struct judge_text *t, long cases)
{
    struct sudoku_shape shape;
    unsigned char region[81], cells[81], solution[81];
    int number[81], i;
    long k;
    unsigned count;

    for (k = 1; k <= cases; k++) {
        for (i = 0; i < 81; i++)
            if ((number[i] = (int)judge_number(t)) < 0)
                return;
        for (i = 0; i < 81; i++)
            cells[i] = (unsigned char)(number[i] & 15);
        printf("Case %ld:\n", k);
        count = judge_walls(number, region) &&
                        sudoku_shape_regions(&shape, 9, region, NULL, 0) == 0
                    ? sudoku_shape_solve(&shape, cells, 2, solution, NULL)
                    : 0;
        if (count == 0) {
            puts("No solution");
        } else if (count > 1) {
            puts("Multiple Solutions");
        } else {
            for (i = 0; i < 81; i++) {
                putchar('0' + solution[i]);
                if (i % 9 == 8)
                    putchar('\n');
            }
        }
    }
}

/* UVa 989: n, then n^2 x n^2 numbers, per case to the end. */
static void judge_su_doku(struct judge_text *t)
{
    struct sudoku_shape shape;
    unsigned char cells[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char solution[SUDOKU_SHAPE_MAX_CELLS];
    long n, v;
    int side, i, first = 1;
    unsigned count;

    while ((n = judge_number(t)) > 0 && n <= 5) {
        side = (int)(n * n);
        for (i = 0; i < side * side; i++) {
            if ((v = judge_number(t)) < 0)
                return;
            cells[i] = (unsigned char)(v <= side ? v : SUDOKU_SHAPE_MAX_SIDE);
        }
        if (!first)
            putchar('\n');
        first = 0;
        if (side == 1) { /* below the boards of shape.h: one cell */
            count = cells[0] <= 1;
            solution[0] = 1;
        } else {
            sudoku_shape_boxes(&shape, side, (int)n, (int)n);
            count = sudoku_shape_solve(&shape, cells, 1, solution, NULL);
        }
        if (count != 1) {
            puts("NO SOLUTION");
            continue;
        }
        for (i = 0; i < side * side; i++)
            printf("%d%c", solution[i], i % side == side - 1 ? '\n' : ' ');
    }
}

/* POJ 3074: lines of 81 cells up to "end". */
static void judge_lines(struct judge_text *t)
{
    struct sudoku_shape shape;
    unsigned char cells[81], solution[81];
    const char *row;
    size_t n;
    int i;

    sudoku_shape_boxes(&shape, 9, 3, 3);
    while (judge_line(t, &row, &n) && !(n == 3 && memcmp(row, "end", 3) == 0)) {
        for (i = 0; i < 81; i++)
            cells[i] = (unsigned char)((size_t)i < n && row[i] >= '1' &&
                                               row[i] <= '9'
                                           ? row[i] - '0'
                                           : 0);
        if (sudoku_shape_solve(&shape, cells, 1, solution, NULL) != 1) {
            puts("No solution");
            continue;
        }
        for (i = 0; i < 81; i++)
            putchar('0' + solution[i]);
        putchar('\n');
    }
}

int main(void)
{
    struct judge_text t;
    const char *line, *next;
    size_t n, m;
    size_t start;
    long count;

    if (!judge_read_all(&t))
        return 1;
    if (!judge_line(&t, &line, &n))
        return 0;
    start = (size_t)(line - t.data);
    if (n == 81 || judge_letters(line, n)) {
        t.at = start;
        if (n == 81)
            judge_lines(&t);
        else
            judge_sixteen(&t, -1);
    } else {
        count = strtol(line, NULL, 10);
        m = t.at;
        if (judge_line(&t, &next, &n) && judge_letters(next, n)) {
            t.at = m;
            judge_sixteen(&t, count);
        } else {
            int walls = 0;
            t.at = m; /* the first nine numbers after the count */
            for (n = 0; n < 9; n++)
                walls |= judge_number(&t) > 9;
            t.at = walls ? m : start;
            if (walls)
                judge_squiggly(&t, count);
            else
                judge_su_doku(&t);
        }
    }
    free(t.data);
    return 0;
}
