/*
 * solve_search.h - what the full build's two search files share:
 * solve_count.c (the ordered search with the triad rule, and counting past
 * the smallest solution) and solve_any.c (the triad rule and the search in
 * no particular order).  The judge build has neither those files nor this
 * header.
 */
#ifndef SUDOKU_SOLVE_SEARCH_H
#define SUDOKU_SOLVE_SEARCH_H

#include "solve/solve_internal.h"

/* A search by sudoku_solve_free gives up after this many guesses. */
#define COUNT_BUDGET 100000

/* The state of one search of either file. */
struct count_run {
    unsigned limit;
    unsigned count;
    sudoku_board *solution; /* receives the first solution met */
    unsigned long long guesses;
    unsigned long long budget; /* sudoku_solve_free gives up after so many
                                  (0: never) */
    int plain;                 /* count_ordered only searches in order */
    int gave_up;               /* sudoku_solve_free ran out of its budget */
    int abandoned; /* count_ordered stopped to let sudoku_solve_free count */
    int probing;   /* count_ordered tests left branches (limit 1) */
    int hinted;    /* hint is a solution below the current node */
    sudoku_board hint;
    int bands_only; /* sudoku_solve_free as that test: see
                       count_left_has_solution */
    int alone;      /* sudoku_solve_free from a root, with the cheap first
                       descent (see the top of solve_any.c) */
    unsigned long long first_at; /* guesses when the first solution was met */
};

/* Counts the solved grid *g as a solution; the first one is kept. */
static inline void count_solved(struct count_run *s, const struct solve_grid *g)
{
    if (s->count++ == 0) {
        s->first_at = s->guesses;
        if (s->solution)
            sudoku_solve_extract(g, s->solution);
    }
}

/* solve.c's rules to a fixed point, then one pass of the triad rule and
 * solve.c's rules again when it removed something (solve_any.c).  Returns
 * 0 on a contradiction. */
int sudoku_solve_triads(struct solve_grid *g);

/* Counts the solutions of *g up to s->limit by the search in no particular
 * order (solve_any.c): adds to s->count and s->guesses, keeps the first
 * solution met in s->solution (when not NULL), and sets s->gave_up when
 * it runs out of s->budget. */
void sudoku_solve_free(struct count_run *s, struct solve_grid *g);

/* sudoku_solve() with no solution asked for, in the full build: counts the
 * solutions of *puzzle, set up in *root, up to limit (1 or more) by the
 * search in no particular order, as sudoku_solve_any() does, and adds its
 * guesses to *guesses (solve_any.c). */
unsigned sudoku_solve_count_alone(const sudoku_board *puzzle,
                                  const struct solve_grid *root, unsigned limit,
                                  unsigned long long *guesses);

#endif /* SUDOKU_SOLVE_SEARCH_H */
