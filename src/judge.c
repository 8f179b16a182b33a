/*
 * judge.c - what the judge build holds in place of the full build's files.
 *
 * The judge build (the single file for online judges, see
 * SUDOKU_JUDGE_SOURCES in CMakeLists.txt) leaves out every file that a
 * judge never uses.  Shared code reaches those files only through the
 * optional parts of src/internal.h; here each of them is NULL.
 */
#include <stddef.h>

#include "domino_internal.h"
#include "internal.h"

/* Sudominoku: no matching filter, no counting, no probes and no ladder;
 * sudoku_domino_solve runs the search for the smallest grid alone. */
SUDOKU_PRIVATE_DEF domino_filter_fn *const sudoku_domino_filter = NULL;
SUDOKU_PRIVATE_DEF domino_leaf_fn *const sudoku_domino_count_leaf = NULL;
SUDOKU_PRIVATE_DEF domino_order_fn *const sudoku_domino_probe_order = NULL;
SUDOKU_PRIVATE_DEF domino_ladder_fn *const sudoku_domino_ladder = NULL;
