/*
 * stats.c - --stats: the totals and the speed of a run (see stats.h).
 *
 * Two lines on standard error: what became of the puzzles (or, with
 * --generate, what was made), then the time and the rate.  The caller
 * measures the time and gathers the totals; this file only words them,
 * as it words --check's line of puzzles checked.
 */
#include "cli/stats.h"

#include <stdio.h>

/* The word for n things: `one` for 1, `many` otherwise. */
static const char *stats_plural(unsigned long long n, const char *one,
                                const char *many)
{
    return n == 1 ? one : many;
}

/* Prints a duration to the millisecond below 10 s, to the tenth above. */
static void stats_seconds(double seconds)
{
    fprintf(stderr, seconds < 10.0 ? "%.3f s" : "%.1f s", seconds);
}

/* Prints ", RATE puzzles/s": whole above 1 a second, to the hundredth
 * below, where a whole number would say 0. */
static void stats_rate(unsigned long long n, double seconds)
{
    double rate = (double)n / seconds;

    fprintf(stderr, rate < 1.0 ? ", %.2f puzzles/s" : ", %.0f puzzles/s", rate);
}

/* Every record is solved, without a solution or invalid, so the three add
 * up to the records; an input without a puzzle holds none. */
void cli_print_stats(const struct sudoku_batch_totals *t, double seconds)
{
    fprintf(stderr,
            "sudoku: %llu %s: %llu solved, %llu no solution, %llu invalid",
            t->records, stats_plural(t->records, "puzzle", "puzzles"),
            t->solved, t->unsolvable, t->invalid);
    if (t->multiple)
        fprintf(stderr, ", %llu with several solutions", t->multiple);
    if (t->mismatches)
        fprintf(stderr, ", %llu %s", t->mismatches,
                stats_plural(t->mismatches, "wrong given solution",
                             "wrong given solutions"));
    fprintf(stderr, "; %llu %s", t->guesses,
            stats_plural(t->guesses, "guess", "guesses"));
    if (t->records)
        fprintf(stderr, " (%.2f per puzzle)",
                (double)t->guesses / (double)t->records);
    fprintf(stderr, "\nsudoku: ");
    stats_seconds(seconds);
    /* A run shorter than the clock can tell has no meaningful rate. */
    if (t->records && seconds >= 0.001)
        stats_rate(t->records, seconds);
    fprintf(stderr, "\n");
}

int cli_print_check(const struct sudoku_batch_totals *t, int status)
{
    if (t->checked == 0) {
        fprintf(stderr, "sudoku: --check: no puzzle came with a solution "
                        "to check\n");
        return status ? status : 1;
    }
    fprintf(stderr,
            "sudoku: --check: %llu checked, %llu right, %llu wrong; %llu not "
            "checked\n",
            t->checked, t->checked - t->mismatches, t->mismatches,
            t->records - t->checked);
    return status;
}

/* What was made, its givens, the tries. */
void cli_print_generate_stats(const struct cli_generate_totals *t, int domino,
                              double seconds)
{
    fprintf(stderr, "sudoku: %llu %s made", t->made,
            stats_plural(t->made, "puzzle", "puzzles"));
    if (t->failed)
        fprintf(stderr, ", %llu not", t->failed);
    if (t->made)
        fprintf(stderr, "; %s %d to %d, %.2f on average; %.2f %s a puzzle",
                domino ? "dominoes" : "givens", t->fewest, t->most,
                (double)t->givens / (double)t->made,
                (double)t->tries / (double)t->made,
                t->tries == t->made ? "try" : "tries");
    fprintf(stderr, "\nsudoku: ");
    stats_seconds(seconds);
    if (t->made && seconds >= 0.001)
        stats_rate(t->made, seconds);
    fprintf(stderr, "\n");
}
