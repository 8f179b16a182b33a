/*
 * names.c - the names of output layouts and print choices.
 *
 * Options name the output layouts ("same", ...) and what a solved puzzle
 * prints ("solution", ...): one table of names for each, in the order of
 * its enum, and the look-ups both ways.  The input formats' names are in
 * their table, in read/parse_full.c.  Nothing else here; the judge build
 * has no options and leaves this file out.
 */
#include <string.h>

#include "sudoku/batch.h"

static const char *const names_outputs[] = {
    "same", "packed", "spaced", "line", "pretty", "csv",
};

static const char *const names_prints[] = {
    "solution", "puzzle", "both",
};

/* The index of `name` among the n strings of `names`, or -1. */
static int names_index(const char *const names[], int n, const char *name)
{
    int i;

    for (i = 0; i < n; i++)
        if (strcmp(name, names[i]) == 0)
            return i;
    return -1;
}

const char *sudoku_output_name(enum sudoku_output output)
{
    return names_outputs[output];
}

int sudoku_output_from_name(const char *name)
{
    return names_index(names_outputs,
                       (int)(sizeof names_outputs / sizeof names_outputs[0]),
                       name);
}

const char *sudoku_print_name(enum sudoku_print print)
{
    return names_prints[print];
}

int sudoku_print_from_name(const char *name)
{
    return names_index(names_prints,
                       (int)(sizeof names_prints / sizeof names_prints[0]),
                       name);
}
