/*
 * version_check.c - the installed version header agrees with itself and
 * with the library: prints the version, or fails.
 */
#include <stdio.h>
#include <string.h>
#include <sudoku/sudoku.h>

int main(void)
{
    char numbers[64];

    snprintf(numbers, sizeof numbers, "%d.%d.%d", SUDOKU_VERSION_MAJOR,
             SUDOKU_VERSION_MINOR, SUDOKU_VERSION_PATCH);
    if (strcmp(numbers, SUDOKU_VERSION_STRING) != 0 ||
        strcmp(sudoku_version(), SUDOKU_VERSION_STRING) != 0) {
        fprintf(stderr, "version numbers %s, string %s, library %s\n", numbers,
                SUDOKU_VERSION_STRING, sudoku_version());
        return 1;
    }
    printf("%s\n", sudoku_version());
    return 0;
}
