/*
 * judge.c - what the judge build holds in place of the full build's files.
 *
 * The judge build (the single file for online judges, see
 * SUDOKU_JUDGE_SOURCES in CMakeLists.txt) leaves out every file that a
 * judge never uses.  Shared code reaches those files only through the
 * optional parts that the modules' private headers declare (see
 * internal.h); here each of them is NULL.
 */
#include "batch_internal.h"
#include "parse_internal.h"
#include "print_internal.h"

SUDOKU_PRIVATE_DEF parse_reader_fn *const sudoku_read_csv = NULL;
SUDOKU_PRIVATE_DEF print_board_fn *const sudoku_print_pretty_board = NULL;
SUDOKU_PRIVATE_DEF print_domino_fn *const sudoku_print_pretty_domino = NULL;
SUDOKU_PRIVATE_DEF batch_run_fn *const sudoku_batch_run_pool = NULL;
SUDOKU_PRIVATE_DEF batch_count_fn *const sudoku_batch_count = NULL;
SUDOKU_PRIVATE_DEF batch_check_fn *const sudoku_batch_check = NULL;
