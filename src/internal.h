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

#endif /* SUDOKU_INTERNAL_H */
