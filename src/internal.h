/*
 * internal.h - definitions shared by the library's own files only.
 *
 * SUDOKU_PRIVATE marks a function that crosses files inside the library but
 * is not part of its interface.  It follows SUDOKU_API, so the single-file
 * build that makes SUDOKU_API `static` hides these too.
 */
#ifndef SUDOKU_INTERNAL_H
#define SUDOKU_INTERNAL_H

#include "sudoku/board.h"

#define SUDOKU_PRIVATE SUDOKU_API

#ifndef SUDOKU_JUDGE
/* The index of `name` among the n strings of `names`, or -1: how option
 * values such as format and output names are looked up. */
SUDOKU_PRIVATE int sudoku_name_index(const char *const names[], int n,
                                     const char *name);
#endif

#endif /* SUDOKU_INTERNAL_H */
