/*
 * fuzz_check.h - invariants the fuzz targets check on what the library
 * hands out.
 *
 * A fuzz target that only waits for a crash misses wrong answers, lost
 * records and nonsense diagnostics.  These helpers state what must hold for
 * every record, every diagnostic and every solution, and abort (so that
 * libFuzzer keeps the input) with a line saying which rule broke.  They are
 * test code and may use anything the C library offers.
 */
#ifndef SUDOKU_FUZZ_CHECK_H
#define SUDOKU_FUZZ_CHECK_H

#include <stddef.h>

#include "sudoku/parse.h"

/* Aborts with `what` and the caller's position when `ok` is false. */
#define FUZZ_REQUIRE(ok, what) \
    fuzz_require((ok) != 0, (what), __FILE__, __LINE__)
void fuzz_require(int ok, const char *what, const char *file, int line);

/* The number of lines in data[0, size) as the line reader counts them: LF,
 * CRLF and a lone CR each end one, and a last line without an ending
 * counts too. */
unsigned long fuzz_count_lines(const unsigned char *data, size_t size);

/* Checks one result of sudoku_parser_next: its status against its format,
 * the record's fields, and the diagnostic of a failed record.  `lines` is
 * fuzz_count_lines of the input, `size` its length, `index` the number of
 * records read before this one. */
void fuzz_check_record(enum sudoku_read status,
                       const struct sudoku_record *record,
                       const struct sudoku_diag *diag, unsigned long lines,
                       size_t size, unsigned long index);

/* Checks that a Sudominoku puzzle is what the solver may be given: dominoes
 * on adjacent cell pairs with two different digits, each domino once, mates
 * that point at each other, and no clash. */
void fuzz_check_domino_puzzle(const struct sudoku_domino *puzzle);

/* The number of non-zero cells of *b. */
int fuzz_givens(const sudoku_board *b);

/* The number of dominoes placed in a Sudominoku puzzle. */
int fuzz_dominoes(const struct sudoku_domino *p);

/*
 * Fewer placed dominoes than this and the Sudominoku solver's worst cases
 * take seconds, far past a fuzzer's time per input, so the targets parse
 * such puzzles but do not solve them; their times are measured by the
 * adversarial benchmark (tests/bench/adversarial.c) instead.
 */
#define FUZZ_SOLVE_MIN_DOMINOES 10

#endif /* SUDOKU_FUZZ_CHECK_H */
