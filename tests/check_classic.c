/*
 * check_classic.c - cross-checks sudoku_solve() and sudoku_solve_any()
 * against the reference.
 *
 * Usage: check_classic [COUNT]
 *        check_classic FILE MIN [MAX]
 *
 * Runs the fast solver and the plain row-major search of tests/reference.c
 * on the same puzzles and requires the same count (limit 2), the same
 * answer, the same answer again with limit 1, and the same count and
 * answer with limit 50 when the reference finishes that within its
 * budget; sudoku_solve_any() must give the same counts (and so must
 * sudoku_solve() with no solution asked for) and an answer that the
 * reference takes for a solution.  With a COUNT (default 1000), on COUNT
 * generated puzzles of each kind:
 *   - sparse: 0..24 givens drawn from random solved grids (mostly many
 *     solutions, where the lexicographic order matters most);
 *   - dug: 25..40 givens left in a random solved grid (unique or few);
 *   - altered: a dug puzzle with one given changed to a digit that clashes
 *     with nothing, which usually leaves no solution that propagation
 *     alone can see;
 *   - clashing: a dug puzzle with one given copied into a peer.
 * Random grids come from one fixed seed, so a failure can be replayed.
 * With FILE and MIN, on every puzzle of FILE, or on its first MAX (one
 * 81-character line each, '.' or '0' for a blank, '#' starts a comment),
 * such as serg_multi.txt of the shared data, whose puzzles all have 2 or
 * more solutions; a FILE that cannot be opened makes the exit status 77,
 * which CTest reports as skipped.
 * The reference runs under a node budget; a puzzle it cannot finish within
 * the budget is counted as over budget, not compared (a sparse one is then
 * replaced by one with four givens fewer).  So that a run where little is
 * compared cannot pass, every generated kind must have 9 in 10 of its
 * COUNT puzzles compared, and FILE at least MIN.
 * Prints each mismatch, then a line of totals per kind, and exits 1 on any
 * failure or when too few puzzles were compared, 2 on a usage error.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reference.h"
#include "sudoku/solve.h"
#include "support/random.h"
#include "support/text.h"

/* Reference digit placements per puzzle: enough for almost every generated
 * puzzle, small enough that the check stays quick under the sanitizers. */
#define CHECK_BUDGET 250000ULL

/* The second limit counts are compared at: past 2, where the count of a
 * puzzle with several solutions no longer stops at the second. */
#define CHECK_MANY 50

/* The exit status that CTest's SKIP_RETURN_CODE reports as skipped. */
#define CHECK_SKIPPED 77

/* One kind of puzzle: how many compared equal, differed, or went over the
 * reference's budget. */
struct check_totals {
    const char *kind;
    unsigned long passed, failed, skipped;
};

/* Keeps `clues` random cells of *grid and blanks the rest. */
static sudoku_board check_dig(uint64_t *state, const sudoku_board *grid,
                              int clues)
{
    sudoku_board p;
    int order[SUDOKU_CELLS], i;

    for (i = 0; i < SUDOKU_CELLS; i++)
        order[i] = i;
    support_shuffle(state, order, SUDOKU_CELLS);
    memset(&p, 0, sizeof p);
    for (i = 0; i < clues; i++)
        p.cell[order[i]] = grid->cell[order[i]];
    return p;
}

static int check_peers(int a, int b)
{
    int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
    return a != b &&
           (ra == rb || ca == cb || SUDOKU_BOX(ra, ca) == SUDOKU_BOX(rb, cb));
}

/* 1 when digit v at cell i clashes with a given of *p. */
static int check_clashes(const sudoku_board *p, int i, int v)
{
    int j;
    for (j = 0; j < SUDOKU_CELLS; j++)
        if (p->cell[j] == v && check_peers(i, j))
            return 1;
    return 0;
}

/* Changes one given to a digit no peer holds; 0 when no given can be. */
static int check_alter(uint64_t *state, sudoku_board *p)
{
    int order[SUDOKU_CELLS], i;

    for (i = 0; i < SUDOKU_CELLS; i++)
        order[i] = i;
    support_shuffle(state, order, SUDOKU_CELLS);
    for (i = 0; i < SUDOKU_CELLS; i++) {
        int cell = order[i], v, old = p->cell[cell];
        if (old == 0)
            continue;
        for (v = 1; v <= 9; v++) {
            int digit = (old + v - 1) % 9 + 1;
            if (digit != old && !check_clashes(p, cell, digit)) {
                p->cell[cell] = (unsigned char)digit;
                return 1;
            }
        }
    }
    return 0;
}

/* Copies a given into an empty peer cell, so that two givens clash. */
static void check_make_clash(uint64_t *state, sudoku_board *p)
{
    for (;;) {
        int a = (int)support_below(state, SUDOKU_CELLS);
        int b = (int)support_below(state, SUDOKU_CELLS);
        if (p->cell[a] != 0 && p->cell[b] == 0 && check_peers(a, b)) {
            p->cell[b] = p->cell[a];
            return;
        }
    }
}

static void check_print_board(const char *label, const sudoku_board *b)
{
    char text[SUDOKU_CELLS + 1];

    support_board_text(b, text);
    printf("  %-9s %s\n", label, text);
}

/* Compares the two solvers on one puzzle and updates the totals.  Returns 0
 * when the reference ran out of budget and nothing was compared. */
static int check_one(unsigned long n, const sudoku_board *puzzle,
                     struct check_totals *t)
{
    sudoku_board want, got, got1, many, got_many, got_any;
    unsigned want_count, count, count1, want_many, count_many, any, any_many;
    unsigned alone;
    int gave_up, any_ok;

    want_count = reference_solve(puzzle, 2, &want, CHECK_BUDGET, &gave_up);
    if (gave_up) {
        t->skipped++;
        return 0;
    }
    count = sudoku_solve(puzzle, 2, &got, NULL);
    count1 = sudoku_solve(puzzle, 1, &got1, NULL);
    /* A count past 2, when the reference can finish it, must agree too. */
    want_many =
        reference_solve(puzzle, CHECK_MANY, &many, CHECK_BUDGET, &gave_up);
    count_many =
        gave_up ? want_many : sudoku_solve(puzzle, CHECK_MANY, &got_many, NULL);
    any = sudoku_solve_any(puzzle, 2, &got_any, NULL);
    alone = sudoku_solve(puzzle, 2, NULL, NULL);
    any_many =
        gave_up ? want_many : sudoku_solve_any(puzzle, CHECK_MANY, NULL, NULL);
    any_ok = any == want_count && alone == want_count &&
             any_many == want_many &&
             (want_count == 0 || reference_is_solution(&got_any, puzzle));
    if (any_ok && count == want_count && count1 == (want_count > 0) &&
        count_many == want_many &&
        (want_count == 0 ||
         (memcmp(&got, &want, sizeof got) == 0 &&
          memcmp(&got1, &want, sizeof got1) == 0 &&
          (gave_up || memcmp(&got_many, &want, sizeof got_many) == 0)))) {
        t->passed++;
        return 1;
    }
    t->failed++;
    printf("mismatch: %s puzzle %lu: reference %u, sudoku_solve %u (limit "
           "2), %u (limit 1); limit %u: reference %u, sudoku_solve %u\n",
           t->kind, n, want_count, count, count1, CHECK_MANY, want_many,
           count_many);
    printf("  sudoku_solve_any %u (limit 2), %u (limit %u), %s answer; "
           "count alone %u\n",
           any, any_many, CHECK_MANY,
           any && !reference_is_solution(&got_any, puzzle) ? "a wrong"
                                                           : "no wrong",
           alone);
    check_print_board("puzzle", puzzle);
    if (want_count)
        check_print_board("expected", &want);
    if (count)
        check_print_board("limit 2", &got);
    if (count1)
        check_print_board("limit 1", &got1);
    return 1;
}

/* The generated kinds, in the order check_generated makes them. */
enum { CHECK_SPARSE, CHECK_DUG, CHECK_ALTERED, CHECK_CLASHING, CHECK_KINDS };

static void check_generated(unsigned long count, struct check_totals *t)
{
    uint64_t state = 0x5D0C0B0A12345678ULL;
    unsigned long i;

    for (i = 0; i < count; i++) {
        sudoku_board grid, p;
        int clues;

        support_random_grid(&state, &grid);
        clues = (int)support_below(&state, 25);

        /* A sparse grid with few solutions can be slow for the reference:
         * then fewer givens (more solutions, found sooner) are tried. */
        for (;;) {
            p = check_dig(&state, &grid, clues);
            if (check_one(i, &p, &t[CHECK_SPARSE]) || clues < 4)
                break;
            clues -= 4;
        }

        clues = 25 + (int)support_below(&state, 16);
        p = check_dig(&state, &grid, clues);
        check_one(i, &p, &t[CHECK_DUG]);

        if (check_alter(&state, &p))
            check_one(i, &p, &t[CHECK_ALTERED]);

        p = check_dig(&state, &grid, clues);
        check_make_clash(&state, &p);
        check_one(i, &p, &t[CHECK_CLASHING]);
    }
}

/* Checks the first `most` puzzles of the file at `path` (all when it has
 * fewer); returns 0 when it cannot be opened.  *others receives the number
 * of lines read that are neither puzzles nor comments. */
static int check_file(const char *path, unsigned long most,
                      struct check_totals *t, unsigned long *others)
{
    char line[256];
    unsigned long n = 0;
    FILE *f = fopen(path, "r");

    *others = 0;
    if (!f)
        return 0;
    while (n < most && fgets(line, sizeof line, f)) {
        sudoku_board p;

        if (line[0] == '#')
            continue;
        if (support_board_from_text(line, &p))
            check_one(++n, &p, t);
        else
            ++*others;
    }
    fclose(f);
    return 1;
}

/* Prints the totals of one kind; returns 1 when it failed or compared
 * fewer than `least` puzzles. */
static int check_report(const struct check_totals *t, unsigned long least)
{
    unsigned long compared = t->passed + t->failed;

    printf("%s: %lu compared, %lu passed, %lu failed, %lu over budget\n",
           t->kind, compared, t->passed, t->failed, t->skipped);
    if (compared < least)
        printf("%s: too few compared, at least %lu wanted\n", t->kind, least);
    return t->failed > 0 || compared < least;
}

static int check_usage(void)
{
    fprintf(stderr, "usage: check_classic [COUNT]\n"
                    "       check_classic FILE MIN [MAX]\n");
    return 2;
}

int main(int argc, char **argv)
{
    struct check_totals t[CHECK_KINDS] = {
        {"sparse", 0, 0, 0},
        {"dug", 0, 0, 0},
        {"altered", 0, 0, 0},
        {"clashing", 0, 0, 0},
    };
    unsigned long count = 1000, least, most = ULONG_MAX, others;
    int k, bad = 0;
    char *end;

    if (argc == 3 || argc == 4) {
        least = strtoul(argv[2], &end, 10);
        if (*end != '\0' || end == argv[2])
            return check_usage();
        if (argc == 4 && ((most = strtoul(argv[3], &end, 10)) == 0 || *end))
            return check_usage();
        t[0].kind = argv[1];
        if (!check_file(argv[1], most, &t[0], &others)) {
            printf("SKIP: %s cannot be opened\n", argv[1]);
            return CHECK_SKIPPED;
        }
        if (others)
            printf("%s: %lu lines are neither puzzles nor comments\n", argv[1],
                   others);
        return check_report(&t[0], least);
    }
    if (argc > 4 ||
        (argc == 2 && ((count = strtoul(argv[1], &end, 10)) == 0 || *end)))
        return check_usage();
    check_generated(count, t);
    for (k = 0; k < CHECK_KINDS; k++)
        bad |= check_report(&t[k], count - count / 10);
    return bad;
}
