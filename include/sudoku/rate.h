/*
 * rate.h - solving as a person does: a ladder of techniques, each step
 * the easiest that makes progress, and a difficulty on the scale of
 * Sudoku Explainer (SE), the one the puzzle community ranks puzzles by.
 *
 * The rater works on candidates (pencil marks).  At each step it applies
 * the easiest technique of the ladder that places a digit or removes a
 * candidate, and the rating is the difficulty of the hardest step.  The
 * techniques that assume one solution (unique rectangles and loops, BUG)
 * are used only on a puzzle that has one.  Nothing here prints; it may
 * run in several threads at once.  Its work is on the stack, less than
 * 96 KiB (a thread of 128 KiB, musl's default, is enough), but for SE's
 * nested forcing chains (9.5 and up), which take their memory from the
 * heap and give it back (without it, they find nothing).
 */
#ifndef SUDOKU_RATE_H
#define SUDOKU_RATE_H

#include "sudoku/board.h"

/* The rungs of the ladder, easiest first (SE's weight in brackets). */
enum sudoku_technique {
    SUDOKU_FULL_HOUSE,           /* 1.0: the last empty cell of a house */
    SUDOKU_HIDDEN_SINGLE_BOX,    /* 1.2 */
    SUDOKU_HIDDEN_SINGLE_LINE,   /* 1.5, in a row or a column */
    SUDOKU_DIRECT_POINTING,      /* 1.7 */
    SUDOKU_DIRECT_CLAIMING,      /* 1.9 */
    SUDOKU_DIRECT_HIDDEN_PAIR,   /* 2.0 */
    SUDOKU_NAKED_SINGLE,         /* 2.3 */
    SUDOKU_DIRECT_HIDDEN_TRIPLE, /* 2.5 */
    SUDOKU_POINTING,             /* 2.6 */
    SUDOKU_CLAIMING,             /* 2.8 */
    SUDOKU_NAKED_PAIR,           /* 3.0 */
    SUDOKU_X_WING,               /* 3.2 */
    SUDOKU_HIDDEN_PAIR,          /* 3.4 */
    SUDOKU_NAKED_TRIPLE,         /* 3.6 */
    SUDOKU_SWORDFISH,            /* 3.8 */
    SUDOKU_HIDDEN_TRIPLE,        /* 4.0 */
    SUDOKU_XY_WING,              /* 4.2 */
    SUDOKU_XYZ_WING,             /* 4.4 */
    SUDOKU_UNIQUE_RECTANGLE,     /* 4.5 to 5.4: and unique loops */
    SUDOKU_NAKED_QUAD,           /* 5.0 */
    SUDOKU_JELLYFISH,            /* 5.2 */
    SUDOKU_HIDDEN_QUAD,          /* 5.4 */
    SUDOKU_BUG,                  /* 5.6 to 6.2: bivalue universal grave */
    SUDOKU_ALIGNED_PAIR,         /* 6.2: aligned pair exclusion */
    SUDOKU_X_CYCLE,              /* 6.5 and up, by length: one digit */
    SUDOKU_Y_CYCLE,              /* 6.5 and up: cells of two candidates */
    SUDOKU_X_CHAIN,              /* 6.6 and up: forcing X-chain */
    SUDOKU_XY_CYCLE,             /* 7.0 and up: digits and cells */
    SUDOKU_XY_CHAIN,             /* 7.0 and up: forcing chain */
    SUDOKU_ALIGNED_TRIPLE,       /* 7.5: aligned triple exclusion */
    SUDOKU_NISHIO,               /* 7.5 and up: one digit, all it brings */
    SUDOKU_CELL_FORCING_CHAIN,   /* 8.0 and up: every digit of a cell */
    SUDOKU_REGION_FORCING_CHAIN, /* 8.0 and up: every place of a digit */
    SUDOKU_FORCING_CHAIN,        /* 8.5 and up: dynamic forcing chains */
    SUDOKU_FORCING_CHAIN_PLUS,   /* 9.0 and up: with pairs and X-wings */
    SUDOKU_NESTED_FORCING_CHAIN, /* 9.5 and up: with whole chains inside */
    SUDOKU_TRIAL,                /* 10.0: no logic above found it (nor
                                    would SE, which rates the puzzle
                                    20.0) */
    SUDOKU_TECHNIQUES
};

/* The technique's name, as the explanation writes it ("hidden single"). */
SUDOKU_API const char *sudoku_technique_name(enum sudoku_technique t);

/* The levels a rating falls in, by its score. */
enum sudoku_level {
    SUDOKU_LEVEL_EASY,    /* up to 1.5: hidden singles */
    SUDOKU_LEVEL_MEDIUM,  /* up to 2.5: naked singles and direct forms */
    SUDOKU_LEVEL_HARD,    /* up to 4.4: intersections, subsets, fish, wings */
    SUDOKU_LEVEL_EXPERT,  /* up to 6.4: quads, jellyfish */
    SUDOKU_LEVEL_EXTREME, /* chains, 6.5 and up */
    SUDOKU_LEVEL_TRIAL,   /* the ladder needed trial, a step of 10.0 (SE
                             gives up: 20.0): the score is 10.0 or more */
    SUDOKU_LEVELS
};

SUDOKU_API const char *sudoku_level_name(enum sudoku_level level);

/* A link of a chain, from one candidate to the next: strong (one of the
 * two is true: the first false makes the second true) or weak (not both:
 * the first true makes the second false). */
struct sudoku_link {
    int from_cell, from_digit, to_cell, to_digit;
    int strong;
};

#define SUDOKU_STEP_LINKS 128 /* the most links a step hands over */

/* One step, as the rater hands it to a caller that watches. */
struct sudoku_step {
    enum sudoku_technique technique;
    double score;
    /* The explanation, in the community's notation, such as
     * "r4c7=5 hidden single in row 4". */
    const char *text;
    /* What the step did: at most one placement (cell -1 for none), and
     * the candidates it removed, n_removed of them. */
    int cell, digit;
    int n_removed;
    const unsigned char *removed_cell, *removed_digit;
    /* What a picture of the step draws, valid during the watcher's call
     * only (NULL and 0 in a hint): the position before the step, values
     * (81 digits, 0 for an empty cell) and marks (81 masks of candidates,
     * bit d for digit d, 0 for a filled cell); the candidates of the
     * pattern it used, used (81 masks, within marks: a subset's cells and
     * digits, a fish's digit in its base lines, a wing's cells, the
     * start of a chain); the houses it names, bit h of houses (rows 0-8,
     * columns 9-17, boxes 18-26); and, for a chain, its links (n_links
     * of them, at most SUDOKU_STEP_LINKS): a cycle's from its start back
     * to it; a forcing chain's (SUDOKU_X_CHAIN, SUDOKU_XY_CHAIN) from
     * the assumption to its opposite; a contradiction's (Nishio,
     * dynamic) or a double forcing chain's, each of its two branches
     * from the assumption to the candidate where they meet, along the
     * first cause of each potential; none for cell and region forcing
     * chains, whose cell or house is used. */
    const unsigned char *values;
    const unsigned short *marks, *used;
    unsigned long houses;
    int n_links;
    const struct sudoku_link *links;
};

typedef void sudoku_step_fn(void *context, const struct sudoku_step *step);

/*
 * A rating carries SE's three figures, as its command-line rater prints
 * them (the community's "ED=ER/EP/ED"): ER, `score`, the hardest step of
 * the whole solution; EP, `pearl`, the hardest step up to and with the
 * first that places a digit; ED, `diamond`, the first step's.  EP and ED
 * are 0 when no step places, or none is made.
 */
struct sudoku_rating {
    double score;   /* ER: the hardest step; 0 for a puzzle given solved */
    double pearl;   /* EP: the hardest step up to the first placement */
    double diamond; /* ED: the first step's */
    enum sudoku_level level;
    int solved; /* 1 when the steps solved it; 0 when stuck (a puzzle
                   with several solutions or none) */
    unsigned steps;
    unsigned count[SUDOKU_TECHNIQUES]; /* steps per technique */
};

/*
 * Rates *puzzle: fills *rating and, when `watch` is not NULL, calls it
 * for every step in order.  Returns 1 when the puzzle was solved, 0 when
 * the ladder stopped (no solution, or several: no step can then decide).
 */
SUDOKU_API int sudoku_rate(const sudoku_board *puzzle,
                           struct sudoku_rating *rating, sudoku_step_fn *watch,
                           void *context);

/*
 * The score, level and solved of sudoku_rate, found faster, for when only
 * they are wanted (`sudoku --rate`).  Where a technique no heavier than
 * the rating so far finds several steps, it takes them all at once: each
 * would still be found, and rated no higher, after any other step that
 * light, so the easiest step heavier than the rating is the one SE's
 * order reaches, and the score is sudoku_rate's.  rating->steps and
 * rating->count are the steps taken so, not SE's.
 */
SUDOKU_API int sudoku_rate_score(const sudoku_board *puzzle,
                                 struct sudoku_rating *rating);

/*
 * Rates like sudoku_rate_score, but stops as soon as the puzzle needs a
 * technique heavier than `cap`: then rating->score is above cap (by how
 * much is not known) and the puzzle is not solved.  A technique within
 * the cap may still rate a step above it (a chain adds to its weight for
 * its length); the score is then above cap too, but the climb goes on and
 * may solve the puzzle.  Either way a score above cap means the puzzle
 * rates above it.  Quick for asking whether a puzzle rates at most `cap`,
 * as a generator does.
 */
SUDOKU_API int sudoku_rate_capped(const sudoku_board *puzzle, double cap,
                                  struct sudoku_rating *rating);

/*
 * Whether the ladder solves *puzzle without nested forcing chains or trial
 * (the level of its rating is not trial, it is solved, and no step is a
 * nested forcing chain), found without rating it, so faster when chains
 * are needed: as a generator asks of a puzzle it wants extreme.
 */
SUDOKU_API int sudoku_rate_without_trial(const sudoku_board *puzzle);

/* What sudoku_rate_hint found. */
enum sudoku_hint_status {
    SUDOKU_HINT_STEP,        /* hint->step is the next step */
    SUDOKU_HINT_SOLVED,      /* every cell is filled and no rule broken */
    SUDOKU_HINT_NO_SOLUTION, /* the position has no solution */
    SUDOKU_HINT_SEVERAL,     /* it has several: no step can decide */
    SUDOKU_HINT_WRONG_MARK   /* the marks of cell hint->step.cell lack its
                                solution's digit, hint->step.digit */
};

#define SUDOKU_HINT_TEXT 8192 /* room for the longest step's text */

/* One step kept: step's pointers point into the struct itself, so a copy
 * of it must not outlive the original. */
struct sudoku_hint {
    struct sudoku_step step;
    char text[SUDOKU_HINT_TEXT];
    unsigned char removed_cell[SUDOKU_CELLS * 9];
    unsigned char removed_digit[SUDOKU_CELLS * 9];
};

/*
 * The next step only, from a position: a puzzle, or a puzzle with a
 * player's entries, which are digits like the givens.  `marks`, when not
 * NULL, are the player's pencil marks, 81 masks of bits 1..9 (bit d for
 * digit d, as 1u << d) read only for empty cells: the ladder starts from
 * them rather than from every candidate the digits leave, and takes away
 * those the digits rule out.  The position must have exactly one
 * solution, whose digit every empty cell's marks must hold.  Fills the
 * caller's *hint (for SUDOKU_HINT_STEP, the step as sudoku_rate's watcher
 * would first see it, and for SUDOKU_HINT_WRONG_MARK the cell) and
 * returns what it found; allocates only as the nested forcing chains
 * do (see above).
 */
SUDOKU_API enum sudoku_hint_status
sudoku_rate_hint(const sudoku_board *position, const unsigned short *marks,
                 struct sudoku_hint *hint);

#endif /* SUDOKU_RATE_H */
