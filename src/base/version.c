/*
 * version.c - the library's version, as the library itself knows it.
 *
 * The string comes from the version header generated with the library, so
 * a program can compare it with SUDOKU_VERSION_STRING, the version of the
 * header it was compiled with.
 */
#include "sudoku/version.h"

const char *sudoku_version(void)
{
    return SUDOKU_VERSION_STRING;
}
