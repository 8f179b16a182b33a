/*
 * sudoku.h - the whole library interface in one include.
 *
 * A program that uses the library includes this header and links with
 * libsudoku (pkg-config's `sudoku`, CMake's sudoku::sudoku).  It brings in
 * every public header: the board, reading text (parse, read), the
 * solvers (solve, domino), the generators (generate), printing, sheets
 * (HTML and SVG pictures), the batch engine and the version.
 * From C++ the declarations keep C linkage.
 */
#ifndef SUDOKU_SUDOKU_H
#define SUDOKU_SUDOKU_H

/* The standard headers the library's headers use, included outside the
 * extern "C" block below. */
#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#include "sudoku/batch.h"
#include "sudoku/board.h"
#include "sudoku/domino.h"
#include "sudoku/generate.h"
#include "sudoku/parse.h"
#include "sudoku/print.h"
#include "sudoku/rate.h"
#include "sudoku/read.h"
#include "sudoku/shape.h"
#include "sudoku/sheet.h"
#include "sudoku/solve.h"
#include "sudoku/version.h"

#ifdef __cplusplus
}
#endif

#endif /* SUDOKU_SUDOKU_H */
