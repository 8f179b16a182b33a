/*
 * check_domino.c - cross-checks the Sudominoku solver against the simple
 * reference solver, and against the answers of the shared data sets.
 *
 *   check_domino
 *   check_domino DATA MIN
 *
 * Without arguments, generated puzzles (fixed seed): a few random solved
 * grids with random tilings, each turned into many variants by relabelling
 * the digits and by the eight symmetries of the square (they keep adjacency
 * and boxes), then revealed from many dominoes to few.  For each, the
 * solver's count (limit 2) and grid must equal the reference's, and its
 * tiling must be valid.
 * With DATA and MIN, DATA.in and DATA.out hold puzzles and their answers in
 * the judge's format (such as the shared mcpc2011 and dev sets); each
 * puzzle is solved through the library's reader, and at least MIN must be
 * compared.  When either file cannot be opened the exit status is 77, which
 * CTest reports as skipped.
 * Prints one closing line "N passed, M failed" and exits 1 on any failure,
 * 2 on a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "domino_reference.h"
#include "sudoku/domino.h"
#include "sudoku/parse.h"
#include "support/random.h"
#include "support/text.h"

#define CHECK_BASES 3
#define CHECK_VARIANTS 8
/* Fewer dominoes than this make both solvers slow (see the report of
 * bench_domino for the solver's times); the unit tests cover N = 0. */
#define CHECK_FEWEST 12

static unsigned long check_passed, check_failed;

/* Maps cell (r, c) through symmetry k (0..7) of the square. */
static int check_symmetric_cell(int cell, int k)
{
    int r = cell / 9, c = cell % 9, t;

    if (k & 1)
        c = 8 - c;
    if (k & 2)
        r = 8 - r;
    if (k & 4) {
        t = r;
        r = c;
        c = t;
    }
    return 9 * r + c;
}

/* A variant of a solution: digits relabelled, the square turned. */
static void check_variant(uint64_t *rng, const struct sudoku_domino *in,
                          struct sudoku_domino *out)
{
    int relabel[10], i, k = (int)support_below(rng, 8);

    for (i = 0; i <= 9; i++)
        relabel[i] = i;
    support_shuffle(rng, relabel + 1, 9);
    for (i = 0; i < SUDOKU_CELLS; i++) {
        int to = check_symmetric_cell(i, k), m = in->mate[i];

        out->grid.cell[to] = (unsigned char)relabel[in->grid.cell[i]];
        out->mate[to] =
            (signed char)(m == SUDOKU_NO_MATE ? SUDOKU_NO_MATE
                                              : check_symmetric_cell(m, k));
    }
}

/* The solver against the reference: the count to two, and the smallest
 * grid both from that count and from a search for the smallest alone
 * (limit 1), which prunes differently. */
static void check_one(const struct sudoku_domino *puzzle, const char *what)
{
    struct sudoku_domino got, first, want;
    unsigned n_got = sudoku_domino_solve(puzzle, 2, &got, NULL);
    unsigned n_first = sudoku_domino_solve(puzzle, 1, &first, NULL);
    unsigned n_want = domino_ref_solve(puzzle, 2, NULL, &want);
    char a[82], b[82], c[82];

    if (n_got != n_want || n_first != (n_want > 0) ||
        (n_got && (memcmp(&got.grid, &want.grid, sizeof got.grid) != 0 ||
                   memcmp(&first.grid, &want.grid, sizeof got.grid) != 0 ||
                   !domino_ref_is_solution(&got, puzzle) ||
                   !domino_ref_is_solution(&first, puzzle)))) {
        support_board_text(&got.grid, a);
        support_board_text(&first.grid, c);
        support_board_text(&want.grid, b);
        printf("FAIL %s: solver %u %s, smallest %u %s, reference %u %s\n", what,
               n_got, n_got ? a : "-", n_first, n_first ? c : "-", n_want,
               n_want ? b : "-");
        check_failed++;
    } else {
        check_passed++;
    }
}

static void check_generated(void)
{
    uint64_t rng = 20240601u;
    int base, v, given;

    for (base = 0; base < CHECK_BASES; base++) {
        struct sudoku_domino puzzle, answer;

        domino_ref_generate(&rng, 0, &puzzle, &answer);
        for (v = 0; v < CHECK_VARIANTS; v++) {
            struct sudoku_domino variant;

            check_variant(&rng, &answer, &variant);
            for (given = SUDOKU_DOMINOES; given >= CHECK_FEWEST; given -= 3) {
                char what[64];

                domino_ref_reveal(&rng, &variant, given, &puzzle);
                snprintf(what, sizeof what, "base %d variant %d, %d dominoes",
                         base, v, given);
                check_one(&puzzle, what);
            }
        }
    }
}

/* Reads the next "Puzzle k" and its 9 rows from an answer file. */
static int check_read_answer(FILE *f, char grid[82])
{
    char line[256];
    int row = 0;

    while (fgets(line, sizeof line, f))
        if (strncmp(line, "Puzzle ", 7) == 0)
            break;
    if (feof(f))
        return 0;
    for (row = 0; row < 9; row++) {
        if (!fgets(line, sizeof line, f) || strlen(line) < 9)
            return 0;
        memcpy(grid + 9 * row, line, 9);
    }
    grid[81] = '\0';
    return 1;
}

/* The exit status that CTest's SKIP_RETURN_CODE reports as skipped. */
#define CHECK_SKIPPED 77

/* Solves the puzzles of `data`.in and compares them with `data`.out;
 * returns the number of puzzles read, or -1 when a file cannot be
 * opened. */
static long check_data_set(const char *data)
{
    char in_path[1024], out_path[1024];
    FILE *in, *out;
    struct sudoku_parser *p;
    struct sudoku_record rec;
    struct sudoku_diag diag;
    long k = 0;

    snprintf(in_path, sizeof in_path, "%s.in", data);
    snprintf(out_path, sizeof out_path, "%s.out", data);
    in = fopen(in_path, "rb");
    out = fopen(out_path, "rb");
    if (!in || !out) {
        printf("SKIP: %s cannot be opened\n", in ? out_path : in_path);
        if (in)
            fclose(in);
        if (out)
            fclose(out);
        return -1;
    }
    p = sudoku_parser_new(in, SUDOKU_FORMAT_AUTO);
    while (p && sudoku_parser_next(p, &rec, &diag) == SUDOKU_READ_PUZZLE) {
        struct sudoku_domino got;
        char want[82], text[82];
        unsigned n = sudoku_domino_solve(&rec.domino, 2, &got, NULL);

        k++;
        support_board_text(&got.grid, text);
        if (!check_read_answer(out, want) || n != 1 ||
            strcmp(text, want) != 0 ||
            !domino_ref_is_solution(&got, &rec.domino)) {
            printf("FAIL %s puzzle %ld: count %u\n", data, k, n);
            check_failed++;
        } else {
            check_passed++;
        }
    }
    if (check_read_answer(out, (char[82]){0})) {
        printf("FAIL %s: fewer puzzles read than answers\n", data);
        check_failed++;
    }
    printf("%s: %ld puzzles\n", data, k);
    sudoku_parser_free(p);
    fclose(in);
    fclose(out);
    return k;
}

int main(int argc, char **argv)
{
    if (argc == 3) {
        char *end;
        long least = strtol(argv[2], &end, 10), n;

        if (*end != '\0' || end == argv[2] || least < 0) {
            fprintf(stderr, "usage: check_domino [DATA MIN]\n");
            return 2;
        }
        n = check_data_set(argv[1]);
        if (n < 0)
            return CHECK_SKIPPED;
        if (n < least) {
            printf("FAIL %s: %ld puzzles, at least %ld wanted\n", argv[1], n,
                   least);
            check_failed++;
        }
    } else if (argc == 1) {
        check_generated();
    } else {
        fprintf(stderr, "usage: check_domino [DATA MIN]\n");
        return 2;
    }
    printf("%lu passed, %lu failed\n", check_passed, check_failed);
    return check_failed ? 1 : 0;
}
