/*
 * fuzz_domino.c - libFuzzer target: parse Sudominoku puzzles, then solve
 * them.
 *
 * Every puzzle the parser accepts must be well-formed (the solver's
 * precondition), and every answer must be a full grid with a tiling that
 * keeps every given digit and domino.  The answer must equal that of the
 * plain search in tests/domino_reference.c, which has no work bound; it is
 * quick only when many dominoes are placed, so it is asked only then.
 * Puzzles with few placed dominoes are not solved (see fuzz_check.h).
 */
#include <stdint.h>
#include <string.h>

#include "domino_reference.h"
#include "fuzz_check.h"
#include "sudoku/domino.h"
#include "sudoku/parse.h"

/* Placed dominoes from which the reference search takes well under a
 * millisecond. */
#define FUZZ_REFERENCE_MIN_DOMINOES 24

static void fuzz_solve_domino(const struct sudoku_domino *puzzle)
{
    struct sudoku_domino answer, expected;
    struct sudoku_solve_stats stats = {0};
    unsigned count, expected_count;

    if (fuzz_dominoes(puzzle) < FUZZ_SOLVE_MIN_DOMINOES)
        return;
    count = sudoku_domino_solve(puzzle, 2, &answer, &stats);

    FUZZ_REQUIRE(count <= 2, "a count above the limit");
    if (count > 0) {
        FUZZ_REQUIRE(sudoku_board_is_solution(&answer.grid, &puzzle->grid),
                     "the answer is not a sudoku solution of the puzzle");
        FUZZ_REQUIRE(domino_ref_is_solution(&answer, puzzle),
                     "the answer's tiling does not keep the puzzle");
    }
    if (fuzz_dominoes(puzzle) < FUZZ_REFERENCE_MIN_DOMINOES)
        return;
    expected_count = domino_ref_solve(puzzle, 2, NULL, &expected);
    FUZZ_REQUIRE(expected_count == count,
                 "the count differs from the reference search");
    if (count > 0)
        FUZZ_REQUIRE(memcmp(&answer.grid, &expected.grid,
                            sizeof answer.grid) == 0,
                     "the answer is not the lexicographically smallest");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct sudoku_parser *p = sudoku_parser_new_memory(
        (const char *)data, size, SUDOKU_FORMAT_SUDOMINOKU);
    struct sudoku_record rec;
    struct sudoku_diag diag;
    enum sudoku_read status;

    FUZZ_REQUIRE(p != NULL, "no parser");
    while ((status = sudoku_parser_next(p, &rec, &diag)) != SUDOKU_READ_END) {
        if (status != SUDOKU_READ_PUZZLE)
            continue;
        fuzz_check_domino_puzzle(&rec.domino);
        fuzz_solve_domino(&rec.domino);
    }
    sudoku_parser_free(p);
    return 0;
}
