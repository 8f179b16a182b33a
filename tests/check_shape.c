/*
 * check_shape.c - cross-checks the shaped solver (sudoku_shape_solve and
 * sudoku_shape_solve_any) against the dancing-links reference.
 *
 * Usage: check_shape [GRIDS]
 *
 * First the reference itself on known cases: the 288 grids of the empty
 * 4x4 board; the empty 4x4 board's counts, plain, X and windoku, against
 * a row-major search written here from the coordinates alone; the
 * smallest solutions of the empty 9x9 X-sudoku and windoku, checked cell
 * by cell from the coordinates too; and shapes and givens that have no
 * solution.  Then, for every kind of shape below, GRIDS random solved
 * grids (default 12) and from each four puzzles: sparse (few givens, most
 * often several solutions), dense (most often one), altered (a dense one
 * with a given changed to a value no given in its houses holds, most
 * often none) and clashing (a dense one with a given copied into a cell of
 * its houses).  On each puzzle, the reference must agree with itself (the
 * smallest solution exists exactly when the count is non-zero, is a
 * solution, and is no greater than the grid the puzzle was dug from, which
 * it equals when the count is 1); on sides 4 to 6 its count (to 3) and
 * smallest solution must be the row-major search's; on the classic board
 * they must be sudoku_solve's.  The library's shaped solver,
 * sudoku_shape_solve, must give the reference's count with limits 1 and 3
 * and its smallest solution, with or without a solution asked for, and
 * sudoku_shape_solve_any the same counts and a solution of the puzzle.
 * The reference's search for the smallest solution runs under a budget;
 * a puzzle it cannot finish within it is counted as over budget, not
 * compared.  So that a run that checks little cannot pass, each kind must
 * have 9 in 10 of its puzzles compared and see each outcome (no solution,
 * one, several) at least GRIDS / 4 times.
 * Grids come from one fixed seed, so a failure can be replayed.  Prints
 * each mismatch, then a line of totals per kind; exits 1 on any failure,
 * 2 on a usage error.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "shape_reference.h"
#include "sudoku/shape.h"
#include "sudoku/solve.h"
#include "support/random.h"
#include "support/shape_random.h"

/* The links the reference's search for the smallest solution may update
 * in one turn (see shape_reference_smallest_within): enough for 9 in 10
 * puzzles of every kind, few enough that the check stays quick. */
#define CHECK_BUDGET 4000000ULL

/* The count limit of the comparisons: past 2, so that a count of several
 * solutions does not stop at the second. */
#define CHECK_LIMIT 3

/* One kind of shape, its share of givens (percent of the cells) in sparse
 * and dense puzzles, and what it saw. */
struct check_kind {
    const char *name;
    int side, jigsaw;
    unsigned extras;
    int sparse_low, sparse_high, dense_low, dense_high;
    unsigned long outcome[3], passed, failed, skipped;
    double seconds;
};

/* The reference's search for the smallest solution can take minutes on
 * nearly empty jigsaw, windoku and 16x16 X boards, and on 16x16 ones a
 * fifth to a half full: the sparse puzzles keep clear of the worst, and
 * 25x25 has dense ones only. */
static struct check_kind check_kinds[] = {
    {"boxes 4", 4, 0, 0, 10, 30, 35, 60, {0}, 0, 0, 0, 0},
    {"boxes 6", 6, 0, 0, 10, 35, 45, 70, {0}, 0, 0, 0, 0},
    {"boxes 8", 8, 0, 0, 10, 35, 45, 70, {0}, 0, 0, 0, 0},
    {"boxes 9", 9, 0, 0, 5, 35, 40, 65, {0}, 0, 0, 0, 0},
    {"boxes 12", 12, 0, 0, 5, 40, 50, 70, {0}, 0, 0, 0, 0},
    {"boxes 16", 16, 0, 0, 5, 40, 55, 75, {0}, 0, 0, 0, 0},
    {"boxes 25", 25, 0, 0, 60, 70, 70, 90, {0}, 0, 0, 0, 0},
    {"jigsaw 5", 5, 1, 0, 10, 30, 35, 65, {0}, 0, 0, 0, 0},
    {"jigsaw 6", 6, 1, 0, 10, 30, 35, 65, {0}, 0, 0, 0, 0},
    {"jigsaw 7", 7, 1, 0, 15, 35, 40, 65, {0}, 0, 0, 0, 0},
    {"jigsaw 8", 8, 1, 0, 15, 35, 40, 65, {0}, 0, 0, 0, 0},
    {"jigsaw 9", 9, 1, 0, 15, 35, 40, 65, {0}, 0, 0, 0, 0},
    {"jigsaw 9 X", 9, 1, SUDOKU_EXTRA_DIAGONALS, 15, 35, 40, 65, {0}, 0, 0, 0, 0},
    {"X 4", 4, 0, SUDOKU_EXTRA_DIAGONALS, 5, 30, 30, 60, {0}, 0, 0, 0, 0},
    {"X 9", 9, 0, SUDOKU_EXTRA_DIAGONALS, 5, 35, 40, 65, {0}, 0, 0, 0, 0},
    {"X 16", 16, 0, SUDOKU_EXTRA_DIAGONALS, 40, 55, 55, 75, {0}, 0, 0, 0, 0},
    {"windoku 4", 4, 0, SUDOKU_EXTRA_WINDOWS, 5, 30, 30, 60, {0}, 0, 0, 0, 0},
    {"windoku 9", 9, 0, SUDOKU_EXTRA_WINDOWS, 20, 40, 40, 65, {0}, 0, 0, 0, 0},
    {"windoku 16", 16, 0, SUDOKU_EXTRA_WINDOWS, 50, 60, 55, 75, {0}, 0, 0, 0, 0},
};

#define CHECK_KINDS (int)(sizeof check_kinds / sizeof check_kinds[0])

/* ---- The row-major search, from the coordinates alone ---- */

/* 1 when cells a and b (a != b) of *shape must differ: the same row,
 * column or region, both on a diagonal, or both in one window. */
static int check_peers(const struct sudoku_shape *shape, int a, int b)
{
    int n = shape->side, ra = a / n, ca = a % n, rb = b / n, cb = b % n;
    int w = 2;

    if (ra == rb || ca == cb || shape->region[a] == shape->region[b])
        return 1;
    if ((shape->extras & SUDOKU_EXTRA_DIAGONALS) &&
        ((ra == ca && rb == cb) || (ra + ca == n - 1 && rb + cb == n - 1)))
        return 1;
    while (w * w < n)
        w++;
    /* Windows of side w start at rows and columns 1, w + 2, 2w + 3, ...:
     * a row r is in one when r % (w + 1) != 0, that of number r / (w + 1). */
    return (shape->extras & SUDOKU_EXTRA_WINDOWS) && w * w == n &&
           ra % (w + 1) && ca % (w + 1) && rb % (w + 1) && cb % (w + 1) &&
           ra / (w + 1) == rb / (w + 1) && ca / (w + 1) == cb / (w + 1);
}

/* 1 when grid is complete and no two peers share a value. */
static int check_valid(const struct sudoku_shape *shape,
                       const unsigned char *grid)
{
    int cells = shape->side * shape->side, a, b;

    for (a = 0; a < cells; a++) {
        if (grid[a] < 1 || grid[a] > shape->side)
            return 0;
        for (b = a + 1; b < cells; b++)
            if (grid[a] == grid[b] && check_peers(shape, a, b))
                return 0;
    }
    return 1;
}

/* Row-major depth-first search trying 1..N at each empty cell: counts to
 * limit, the first solution (the smallest) into first. */
static void check_rowmajor(const struct sudoku_shape *shape,
                           unsigned char *grid, int cell, unsigned limit,
                           unsigned *count, unsigned char *first)
{
    int cells = shape->side * shape->side, v, j;

    while (cell < cells && grid[cell])
        cell++;
    if (cell == cells) {
        if ((*count)++ == 0)
            memcpy(first, grid, (size_t)cells);
        return;
    }
    for (v = 1; v <= shape->side && *count < limit; v++) {
        for (j = 0; j < cells; j++)
            if (grid[j] == v && check_peers(shape, cell, j))
                break;
        if (j < cells)
            continue;
        grid[cell] = (unsigned char)v;
        check_rowmajor(shape, grid, cell + 1, limit, count, first);
        grid[cell] = 0;
    }
}

/* The row-major search's count; 0 too when two givens clash. */
static unsigned check_rowmajor_count(const struct sudoku_shape *shape,
                                     const unsigned char *puzzle,
                                     unsigned limit, unsigned char *first)
{
    unsigned char grid[SUDOKU_SHAPE_MAX_CELLS];
    int cells = shape->side * shape->side, a, b;
    unsigned count = 0;

    for (a = 0; a < cells; a++)
        for (b = a + 1; b < cells; b++)
            if (puzzle[a] && puzzle[a] == puzzle[b] &&
                check_peers(shape, a, b))
                return 0;
    memcpy(grid, puzzle, (size_t)cells);
    check_rowmajor(shape, grid, 0, limit, &count, first);
    return count;
}

/* ---- The reference on known cases ---- */

static int check_fail(const char *what)
{
    printf("self-test: %s\n", what);
    return 1;
}

/* The empty boards: 288 4x4 grids, the same counts as the row-major
 * search's with and without extras, and smallest 9x9 X and windoku grids
 * that are solutions. */
static int check_empty_boards(void)
{
    static const unsigned extras[] = {0, SUDOKU_EXTRA_DIAGONALS,
                                      SUDOKU_EXTRA_WINDOWS};
    unsigned char empty[SUDOKU_SHAPE_MAX_CELLS] = {0};
    unsigned char grid[SUDOKU_SHAPE_MAX_CELLS], first[SUDOKU_SHAPE_MAX_CELLS];
    struct sudoku_shape shape;
    int bad = 0;
    size_t k;

    if (shape_random_boxes(&shape, 4, 0) != 0 ||
        shape_reference_count(&shape, empty, 1000) != 288)
        bad |= check_fail("the empty 4x4 board has not 288 solutions");
    for (k = 0; k < sizeof extras / sizeof extras[0]; k++) {
        unsigned want;

        shape_random_boxes(&shape, 4, extras[k]);
        want = check_rowmajor_count(&shape, empty, 1000, first);
        if (want == 0 || shape_reference_count(&shape, empty, 1000) != want ||
            !shape_reference_smallest(&shape, empty, grid) ||
            memcmp(grid, first, 16) != 0)
            bad |= check_fail("an empty 4x4 board's count or smallest "
                              "grid differs from the row-major search's");
    }
    for (k = 1; k < sizeof extras / sizeof extras[0]; k++) {
        shape_random_boxes(&shape, 9, extras[k]);
        if (!shape_reference_smallest(&shape, empty, grid) ||
            !check_valid(&shape, grid) ||
            shape_reference_count(&shape, empty, 2) != 2 ||
            shape_reference_count(&shape, grid, 2) != 1)
            bad |= check_fail("the empty 9x9 X or windoku board's smallest "
                              "grid is not a solution");
    }
    return bad;
}

/* Shapes and givens with no solution. */
static int check_no_solution(void)
{
    unsigned char puzzle[SUDOKU_SHAPE_MAX_CELLS] = {0};
    unsigned char grid[SUDOKU_SHAPE_MAX_CELLS];
    struct sudoku_shape shape;
    int bad = 0;

    shape_random_boxes(&shape, 9, 0);
    puzzle[0] = 10;
    if (shape_reference_count(&shape, puzzle, 2) != 0 ||
        shape_reference_smallest(&shape, puzzle, grid))
        bad |= check_fail("a value above the side has a solution");
    puzzle[0] = 5;
    puzzle[80] = 5;
    shape.extras = SUDOKU_EXTRA_DIAGONALS;
    if (shape_reference_count(&shape, puzzle, 2) != 0)
        bad |= check_fail("two 5s on a diagonal have a solution");
    shape.extras = 0;
    if (shape_reference_count(&shape, puzzle, 2) != 2)
        bad |= check_fail("two 5s in opposite corners have no solution");
    shape.region[0] = 9;
    if (shape_reference_count(&shape, puzzle, 2) != 0)
        bad |= check_fail("a region label above the side has a solution");
    shape.region[0] = 1;
    if (shape_reference_count(&shape, puzzle, 2) != 0)
        bad |= check_fail("regions of 8 and 10 cells have a solution");
    return bad;
}

/* ---- One puzzle ---- */

static void check_print(const char *label, const unsigned char *grid,
                        int cells)
{
    static const char digits[] = ".123456789ABCDEFGHIJKLMNOP";
    int i;

    printf("  %-9s ", label);
    for (i = 0; i < cells; i++)
        putchar(digits[grid[i] <= 25 ? grid[i] : 0]);
    putchar('\n');
}

/* The reference against itself, the grid the puzzle came from (NULL when
 * it is not a solution of the puzzle), and the other searches it can be
 * compared with; returns a message, or NULL. */
static const char *check_reference(const struct sudoku_shape *shape,
                                   const unsigned char *puzzle,
                                   const unsigned char *grid, unsigned count,
                                   const unsigned char *want)
{
    int cells = shape->side * shape->side;

    if (count > 0 && (!check_valid(shape, want) ||
                      !shape_reference_is_solution(shape, want, puzzle)))
        return "the reference's smallest solution is not a solution";
    if (grid && (count == 0 || memcmp(want, grid, (size_t)cells) > 0 ||
                 (count == 1 && memcmp(want, grid, (size_t)cells) != 0)))
        return "the reference misses the grid the puzzle came from, or "
               "gives a greater solution";
    if (shape->side <= 6) {
        unsigned char first[SUDOKU_SHAPE_MAX_CELLS];

        if (check_rowmajor_count(shape, puzzle, CHECK_LIMIT, first) != count ||
            (count && memcmp(first, want, (size_t)cells) != 0))
            return "the reference differs from the row-major search";
    }
    if (shape->side == 9 && shape->box_rows == 3 && !shape->extras) {
        sudoku_board p, s;

        memcpy(p.cell, puzzle, SUDOKU_CELLS);
        if (sudoku_solve(&p, CHECK_LIMIT, &s, NULL) != count ||
            (count && memcmp(s.cell, want, SUDOKU_CELLS) != 0))
            return "the reference differs from sudoku_solve";
    }
    return NULL;
}

/* The shaped solver against the reference's count and smallest solution;
 * returns a message, or NULL. */
static const char *check_solver(const struct sudoku_shape *shape,
                                const unsigned char *puzzle, unsigned count,
                                const unsigned char *want)
{
    unsigned char got[SUDOKU_SHAPE_MAX_CELLS], got1[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char any[SUDOKU_SHAPE_MAX_CELLS];
    size_t cells = (size_t)shape->side * (size_t)shape->side;

    if (sudoku_shape_solve(shape, puzzle, CHECK_LIMIT, got, NULL) != count ||
        sudoku_shape_solve(shape, puzzle, 1, got1, NULL) != (count > 0) ||
        sudoku_shape_solve(shape, puzzle, CHECK_LIMIT, NULL, NULL) != count)
        return "sudoku_shape_solve's count differs from the reference's";
    if (count && (memcmp(got, want, cells) != 0 ||
                  memcmp(got1, want, cells) != 0))
        return "sudoku_shape_solve's solution is not the smallest";
    if (sudoku_shape_solve_any(shape, puzzle, CHECK_LIMIT, any, NULL) !=
            count ||
        sudoku_shape_solve_any(shape, puzzle, 1, NULL, NULL) != (count > 0))
        return "sudoku_shape_solve_any's count differs from the reference's";
    if (count && !shape_reference_is_solution(shape, any, puzzle))
        return "sudoku_shape_solve_any's solution is not one";
    return NULL;
}

/* Checks one puzzle dug from grid (NULL when a given was changed) and
 * tallies its outcome. */
static void check_one(struct check_kind *k, const struct sudoku_shape *shape,
                      const char *form, const unsigned char *puzzle,
                      const unsigned char *grid)
{
    unsigned char want[SUDOKU_SHAPE_MAX_CELLS];
    unsigned count = shape_reference_count(shape, puzzle, CHECK_LIMIT);
    int cells = shape->side * shape->side, found;
    const char *why = NULL;

    memset(want, 0, sizeof want);
    found = shape_reference_smallest_within(shape, puzzle, want, CHECK_BUDGET);
    if (found < 0) {
        k->skipped++;
        return;
    }
    if (found != (count > 0))
        why = "the reference's count and smallest solution disagree";
    if (!why)
        why = check_reference(shape, puzzle, grid, count, want);
    if (!why)
        why = check_solver(shape, puzzle, count, want);
    k->outcome[count < 2 ? count : 2]++;
    if (!why) {
        k->passed++;
        return;
    }
    k->failed++;
    printf("mismatch: %s, %s puzzle: %s (reference count %u)\n", k->name,
           form, why, count);
    check_print("puzzle", puzzle, cells);
    if (grid)
        check_print("grid", grid, cells);
    if (found)
        check_print("smallest", want, cells);
}

/* ---- The kinds ---- */

static int check_clues(uint64_t *state, int cells, int low, int high)
{
    return (cells * low +
            (int)support_below(state, (unsigned)(cells * (high - low) + 1))) /
           100;
}

static void check_kind(uint64_t *state, struct check_kind *k, int grids)
{
    unsigned char grid[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char puzzle[SUDOKU_SHAPE_MAX_CELLS];
    struct sudoku_shape shape;
    int cells = k->side * k->side, g;

    for (g = 0; g < grids; g++) {
        if (k->jigsaw) {
            shape_random_jigsaw(state, &shape, k->side, k->extras, grid);
        } else if (shape_random_boxes(&shape, k->side, k->extras) != 0 ||
                   !shape_random_solution(state, &shape, grid)) {
            printf("%s: no shape or no solution\n", k->name);
            k->failed++;
            return;
        }
        shape_random_dig(state, k->side, grid,
                         check_clues(state, cells, k->sparse_low,
                                     k->sparse_high),
                         puzzle);
        check_one(k, &shape, "sparse", puzzle, grid);
        shape_random_dig(state, k->side, grid,
                         check_clues(state, cells, k->dense_low, k->dense_high),
                         puzzle);
        check_one(k, &shape, "dense", puzzle, grid);
        if (shape_random_alter(state, &shape, puzzle))
            check_one(k, &shape, "altered", puzzle, NULL);
        shape_random_dig(state, k->side, grid,
                         check_clues(state, cells, k->dense_low, k->dense_high),
                         puzzle);
        if (shape_random_clash(state, &shape, puzzle))
            check_one(k, &shape, "clashing", puzzle, NULL);
    }
}

/* Prints the totals of one kind; returns 1 when it failed, compared fewer
 * than 9 in 10 of its puzzles, or saw an outcome fewer than `least`
 * times. */
static int check_report(const struct check_kind *k, unsigned long least)
{
    unsigned long compared = k->passed + k->failed;
    int o, few = compared < (compared + k->skipped) * 9 / 10;

    for (o = 0; o < 3; o++)
        few |= k->outcome[o] < least;
    printf("%s: %lu passed, %lu failed, %lu over budget; %lu with no "
           "solution, %lu with one, %lu with several; %.1f s%s\n",
           k->name, k->passed, k->failed, k->skipped, k->outcome[0],
           k->outcome[1], k->outcome[2], k->seconds,
           few ? " (too few compared, or of one outcome)" : "");
    return k->failed > 0 || few;
}

int main(int argc, char **argv)
{
    uint64_t state = 0x5A4E0B0A12345678ULL;
    long grids = 12;
    int i, bad;
    char *end;

    if (argc > 2 ||
        (argc == 2 && ((grids = strtol(argv[1], &end, 10)) < 1 || *end ||
                       grids > 100000))) {
        fprintf(stderr, "usage: check_shape [GRIDS]\n");
        return 2;
    }
    bad = check_empty_boards() | check_no_solution();
    printf("self-test: %s\n", bad ? "failed" : "passed");
    for (i = 0; i < CHECK_KINDS; i++) {
        clock_t start = clock();

        check_kind(&state, &check_kinds[i], (int)grids);
        check_kinds[i].seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
        bad |= check_report(&check_kinds[i], (unsigned long)grids / 4);
    }
    return bad;
}
