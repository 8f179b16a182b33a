/*
 * generate.h - making puzzles: classic, Sudominoku and every other size
 * and shape (shape.h), each with exactly one solution, reproducible from a
 * seed.
 *
 * A puzzle is made from (seed, index) alone, so the puzzles of a seed are
 * the same whichever order or thread makes them.  Nothing here reads text
 * or prints, and nothing allocates: the functions may run in several
 * threads at once.
 */
#ifndef SUDOKU_GENERATE_H
#define SUDOKU_GENERATE_H

#include "sudoku/board.h"
#include "sudoku/shape.h"

/* The symmetries the givens of a classic puzzle may have: a given's image
 * under it is a given too. */
enum sudoku_symmetry {
    SUDOKU_SYMMETRY_NONE,
    SUDOKU_SYMMETRY_ROTATE180, /* half turn about the centre */
    SUDOKU_SYMMETRY_ROTATE90,  /* quarter turn, so every turn */
    SUDOKU_SYMMETRY_MIRROR,    /* left to right */
    SUDOKU_SYMMETRY_FLIP,      /* top to bottom */
    SUDOKU_SYMMETRY_DIAGONAL,  /* about the main diagonal */
    SUDOKU_SYMMETRY_ANTIDIAGONAL,
    SUDOKU_SYMMETRY_RANDOM /* one of the above but none, by puzzle */
};

/* The name of a symmetry ("rotate180", ...), and the symmetry of a name,
 * or -1. */
SUDOKU_API const char *sudoku_symmetry_name(enum sudoku_symmetry symmetry);
SUDOKU_API int sudoku_symmetry_from_name(const char *name);

/* What a classic puzzle must be. */
struct sudoku_generate_options {
    unsigned long long seed;
    enum sudoku_symmetry symmetry;
    /* Without it, no pair of symmetric givens can go without losing the
     * one solution; with it, no single given can either (with symmetry
     * none the two are the same). */
    int minimal;
    int max_clues; /* at most this many givens; 0 for any number */
    /* How many grids to try, at most, for a puzzle that meets the above
     * (each try is a new grid dug down to a minimal puzzle). */
    unsigned long tries;
    /* The rating (rate.h) the puzzle must have, min_score <= score <=
     * max_score; max_score 0 for any.  A dug puzzle rated too low is dug
     * again from a few givens more, keeping the hardest; one rated too
     * high gets givens back until it is in the band (it is then no
     * longer minimal, and with `minimal` such a try does not count). */
    double min_score, max_score;
    /* With min_score: any rating from min_score up that the ladder reaches
     * without trial, the extreme level of --rate (max_score is then not
     * read).  Told faster than a rating up to a ceiling would tell it (see
     * sudoku_rate_without_trial). */
    int no_trial;
};

/*
 * Makes puzzle number `index` of o->seed: fills *puzzle and *solution (its
 * one solution) and returns the number of tries it took, or 0 when
 * o->tries tries gave none that meets the options (the last try is then in
 * *puzzle).  `symmetry`, when not NULL, receives the symmetry used (for
 * SUDOKU_SYMMETRY_RANDOM, the one chosen).  The symmetry and the rating
 * band take part in the seed: the same seed with another of either gives
 * other grids, and with the same options the same puzzles.
 */
SUDOKU_API unsigned long
sudoku_generate(const struct sudoku_generate_options *o,
                unsigned long long index, sudoku_board *puzzle,
                sudoku_board *solution, enum sudoku_symmetry *symmetry);

/* What a Sudominoku puzzle must be. */
struct sudoku_domino_generate_options {
    unsigned long long seed;
    /* Stop taking dominoes away once this many are left; 0 takes away
     * every one that can go, which leaves a minimal puzzle. */
    int dominoes;
    /* Take away every domino that can go even below `dominoes`, and then
     * want at most that many (when it is not 0). */
    int minimal;
    unsigned long tries;
};

/*
 * Makes Sudominoku puzzle number `index` of o->seed with exactly one
 * solution grid: a random grid tiled at random, every domino placed, then
 * dominoes taken away in random order while the solution stays the only
 * one.  Returns the tries it took, or 0 when o->tries tries did not get
 * down to o->dominoes (the last try is then in *puzzle).  *solution
 * receives the grid with its tiling.
 */
SUDOKU_API unsigned long
sudoku_generate_domino(const struct sudoku_domino_generate_options *o,
                       unsigned long long index, struct sudoku_domino *puzzle,
                       struct sudoku_domino *solution);

/* What a puzzle of another size or shape must be. */
struct sudoku_shape_generate_options {
    unsigned long long seed;
    /* The givens' symmetry: one the shape fits (see
     * sudoku_shape_symmetry_fits); RANDOM picks one of those but none,
     * by puzzle (none when the shape fits no other). */
    enum sudoku_symmetry symmetry;
    int minimal; /* as for classic puzzles */
    /* With `graded`, the level (sudoku_shape_grade) the puzzle must have:
     * givens go only while the puzzle stays at or below it, and a puzzle
     * that ends below it is a failed try.  Such a puzzle keeps the givens
     * whose loss would need a harder step, so it is seldom minimal. */
    int graded;
    enum sudoku_shape_level level;
    /* Make new jigsaw regions for each puzzle: N connected regions of N
     * cells, for which a full grid was found; the regions of the shape
     * given are then not read (its side and extra houses are: windows,
     * which need boxes, cannot be asked). */
    int random_regions;
    unsigned long tries; /* grids to try, at most, as for classic */
};

/* Whether symmetry s fits *shape: it maps every house (rows, columns,
 * regions, diagonals, windows) onto a house, so that the givens' pattern
 * and the shape agree.  Half turns, mirrors and flips fit every box
 * shape; quarter turns and the diagonals need square boxes; a jigsaw fits
 * those its regions have.  NONE and RANDOM always fit. */
SUDOKU_API int sudoku_shape_symmetry_fits(const struct sudoku_shape *shape,
                                          enum sudoku_symmetry s);

/*
 * Makes puzzle number `index` of o->seed on *shape (generate_shape.c): a
 * random full grid (a randomised search), then givens taken away, an
 * orbit of the symmetry at a time in random order, while the solution
 * stays the only one.  Fills puzzle and solution (N * N bytes each) and
 * *made, the shape used (*shape, or its new regions), and returns the
 * tries it took; 0 when o->tries tries gave none that meets the options
 * (the last try is then in *puzzle), or at once when the symmetry does
 * not fit the shape.  `symmetry`, when not NULL, receives the one used.
 * The shape and every option take part in the seed: the same ones give
 * the same puzzles, from any thread.  Sides 4 to 25 (25 takes seconds a
 * puzzle, 16 a tenth of one or less).  Allocates only inside the
 * solver's calls (shape.h).
 */
SUDOKU_API unsigned long
sudoku_generate_shaped(const struct sudoku_shape_generate_options *o,
                       const struct sudoku_shape *shape,
                       unsigned long long index, unsigned char *puzzle,
                       unsigned char *solution, struct sudoku_shape *made,
                       enum sudoku_symmetry *symmetry);

#endif /* SUDOKU_GENERATE_H */
