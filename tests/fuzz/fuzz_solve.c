/*
 * fuzz_solve.c - libFuzzer target: parse classic puzzles, then solve them.
 *
 * The input goes through format detection; every classic puzzle it holds
 * is solved counting to 2 and again asking for the answer only.  Both
 * answers must be the same valid grid that keeps every given, and a record
 * the parser found unsolvable must have no solution.  The answer and the
 * count must also equal those of the plain search in tests/reference.c, but
 * that search can take minutes on a hard sparse grid, so it runs under a
 * node budget, only for the first puzzles of an input, and is believed only
 * when it finished within the budget (as it always does when the puzzle has
 * many givens).
 */
#include <stdint.h>
#include <string.h>

#include "fuzz_check.h"
#include "reference.h"
#include "sudoku/parse.h"
#include "sudoku/solve.h"

/* The reference search runs on the first few puzzles of an input and gets
 * this many digit placements: a few thousand for a sparse grid, where it is
 * slowest and its answer least often in doubt, more from 30 givens up, where
 * it almost always finishes at once.  An input of many hard puzzles so stays
 * quick to run under the sanitizers. */
#define FUZZ_REFERENCE_PUZZLES 2
#define FUZZ_REFERENCE_BUDGET 4000ULL
#define FUZZ_REFERENCE_BUDGET_DENSE 100000ULL
#define FUZZ_DENSE_GIVENS 30

static void fuzz_solve_one(const sudoku_board *puzzle, int clash,
                           int with_reference)
{
    sudoku_board first, answer, expected;
    struct sudoku_solve_stats stats = {0};
    unsigned count = sudoku_solve(puzzle, 2, &first, &stats);
    unsigned count1 = sudoku_solve(puzzle, 1, &answer, NULL);
    unsigned expected_count;
    int gave_up;

    FUZZ_REQUIRE(count <= 2, "a count above the limit");
    FUZZ_REQUIRE(count1 == (count > 0), "limit 1 and limit 2 disagree");
    if (clash)
        FUZZ_REQUIRE(count == 0, "clashing givens were solved");
    if (count > 0) {
        FUZZ_REQUIRE(sudoku_board_is_solution(&first, puzzle),
                     "the answer is not a solution of the puzzle");
        FUZZ_REQUIRE(memcmp(&first, &answer, sizeof first) == 0,
                     "counting changed the answer");
    }
    if (!with_reference)
        return;
    expected_count = reference_solve(
        puzzle, 2, &expected,
        fuzz_givens(puzzle) >= FUZZ_DENSE_GIVENS ? FUZZ_REFERENCE_BUDGET_DENSE
                                                 : FUZZ_REFERENCE_BUDGET,
        &gave_up);
    if (gave_up)
        return;
    FUZZ_REQUIRE(expected_count == count,
                 "the count differs from the reference search");
    if (count > 0)
        FUZZ_REQUIRE(memcmp(&first, &expected, sizeof first) == 0,
                     "the answer is not the lexicographically smallest");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct sudoku_parser *p =
        sudoku_parser_new_memory((const char *)data, size, SUDOKU_FORMAT_AUTO);
    struct sudoku_record rec;
    struct sudoku_diag diag;
    enum sudoku_read status;
    int puzzles = 0;

    FUZZ_REQUIRE(p != NULL, "no parser");
    while ((status = sudoku_parser_next(p, &rec, &diag)) != SUDOKU_READ_END) {
        /* Classic puzzles only: Sudominoku has a target of its own, and
         * puzzles of other shapes are checked against their reference by
         * check.shape. */
        if (status == SUDOKU_READ_INVALID ||
            rec.format == SUDOKU_FORMAT_SUDOMINOKU ||
            rec.shaped.shape.side != 0)
            continue;
        fuzz_solve_one(&rec.puzzle, status == SUDOKU_READ_UNSOLVABLE,
                       puzzles++ < FUZZ_REFERENCE_PUZZLES);
    }
    sudoku_parser_free(p);
    return 0;
}
