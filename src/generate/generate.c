/*
 * generate.c - classic puzzles with one solution, from a seed.
 *
 * A try makes a random solved grid: a few random givens that do not
 * clash, completed by the solver, then shuffled by moves that keep any
 * grid valid (digits relabelled; bands, rows within a band, stacks and
 * columns within a stack permuted; transposed or not).  It then digs: the
 * cells fall into orbits under the symmetry asked for (a cell and its
 * images), and in random order each orbit is emptied and put back unless
 * the puzzle still has one solution: no solution differs from the grid
 * on the orbit (sudoku_solve_other, a search for any such solution).  A
 * solution that does is kept as the orbit's witness, and a later dig of
 * the same grid (a climb toward a difficulty) tries it first.  One pass
 * leaves a puzzle from which no orbit can go: an orbit that could not go
 * from a puzzle with more givens cannot go from one with fewer, because
 * fewer givens never mean fewer solutions.  With no symmetry the orbits
 * are cells, so the puzzle is minimal.  --minimal under a symmetry then
 * checks each given alone and tries again when one could go; --clues
 * tries again while there are too many givens.
 *
 * Every random choice comes from one generator seeded by (seed, index),
 * so a puzzle does not depend on which thread makes it or when.  The
 * judge build leaves this file out.
 */
#include <string.h>

#include "generate/generate_internal.h"
#include "solve/solve_count.h"
#include "sudoku/rate.h"
#include "sudoku/solve.h"

unsigned long long sudoku_generate_mix(unsigned long long seed,
                                       unsigned long long index)
{
    struct sudoku_rng r;

    r.state = seed;
    sudoku_rng_next(&r);
    r.state ^= index * 0xd1342543de82ef95ULL;
    return sudoku_rng_next(&r);
}

void sudoku_rng_shuffle(struct sudoku_rng *r, int *v, int n)
{
    int i;

    for (i = n - 1; i > 0; i--) {
        int k = (int)sudoku_rng_below(r, (unsigned)i + 1), t = v[i];

        v[i] = v[k];
        v[k] = t;
    }
}

/* A permutation of 0..n-1. */
static void gen_permutation(struct sudoku_rng *r, int *v, int n)
{
    int i;

    for (i = 0; i < n; i++)
        v[i] = i;
    sudoku_rng_shuffle(r, v, n);
}

void sudoku_generate_grid(struct sudoku_rng *r, sudoku_board *grid)
{
    sudoku_board seed_grid, solved;
    int digit[10], rows[9], cols[9], band[3], stack[3], i, cell, transpose;

    /* Eleven random givens that do not clash, completed by the solver;
     * rarely they admit no completion, and then others are drawn. */
    do {
        unsigned short used[27] = {0};

        memset(&seed_grid, 0, sizeof seed_grid);
        for (i = 0; i < 11; i++) {
            int rr, cc, d;

            cell = (int)sudoku_rng_below(r, SUDOKU_CELLS);
            d = 1 + (int)sudoku_rng_below(r, 9);
            rr = cell / 9;
            cc = cell % 9;
            if (seed_grid.cell[cell] != 0 ||
                ((used[rr] | used[9 + cc] | used[18 + SUDOKU_BOX(rr, cc)]) &
                 (1u << d)))
                continue;
            used[rr] |= (unsigned short)(1u << d);
            used[9 + cc] |= (unsigned short)(1u << d);
            used[18 + SUDOKU_BOX(rr, cc)] |= (unsigned short)(1u << d);
            seed_grid.cell[cell] = (unsigned char)d;
        }
    } while (sudoku_solve(&seed_grid, 1, &solved, NULL) == 0);

    /* The completion is the smallest one: shuffle it. */
    gen_permutation(r, digit, 9);
    gen_permutation(r, band, 3);
    gen_permutation(r, stack, 3);
    for (i = 0; i < 3; i++) {
        int in_band[3], in_stack[3], k;

        gen_permutation(r, in_band, 3);
        gen_permutation(r, in_stack, 3);
        for (k = 0; k < 3; k++) {
            rows[3 * i + k] = 3 * band[i] + in_band[k];
            cols[3 * i + k] = 3 * stack[i] + in_stack[k];
        }
    }
    transpose = (int)sudoku_rng_below(r, 2);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int rr = rows[cell / 9], cc = cols[cell % 9];
        int from = transpose ? 9 * cc + rr : 9 * rr + cc;

        grid->cell[cell] = (unsigned char)(1 + digit[solved.cell[from] - 1]);
    }
}

/* The images of a cell under a symmetry, the cell first; returns how many
 * distinct cells there are. */
static int gen_orbit(enum sudoku_symmetry s, int cell, int out[4])
{
    int r = cell / 9, c = cell % 9, n = 0, i, k;
    int image[4];

    image[n++] = cell;
    switch (s) {
    case SUDOKU_SYMMETRY_ROTATE180:
        image[n++] = 9 * (8 - r) + (8 - c);
        break;
    case SUDOKU_SYMMETRY_ROTATE90:
        image[n++] = 9 * c + (8 - r);
        image[n++] = 9 * (8 - r) + (8 - c);
        image[n++] = 9 * (8 - c) + r;
        break;
    case SUDOKU_SYMMETRY_MIRROR:
        image[n++] = 9 * r + (8 - c);
        break;
    case SUDOKU_SYMMETRY_FLIP:
        image[n++] = 9 * (8 - r) + c;
        break;
    case SUDOKU_SYMMETRY_DIAGONAL:
        image[n++] = 9 * c + r;
        break;
    case SUDOKU_SYMMETRY_ANTIDIAGONAL:
        image[n++] = 9 * (8 - c) + (8 - r);
        break;
    default:
        break;
    }
    /* Without repeats: a cell on an axis is its own image. */
    k = 0;
    for (i = 0; i < n; i++) {
        int j, seen = 0;

        for (j = 0; j < k; j++)
            seen |= out[j] == image[i];
        if (!seen)
            out[k++] = image[i];
    }
    return k;
}

/* The second solutions met while digging one grid: witness[c], when
 * has[c], showed that the orbit whose first cell is c could not go.  It
 * shows it again from any puzzle whose givens it agrees with, so that a
 * climb, which digs a puzzle again from a few givens more, need not
 * search again for most orbits. */
struct gen_witnesses {
    sudoku_board witness[SUDOKU_CELLS];
    unsigned char has[SUDOKU_CELLS];
};

/* Whether *w, a solution other than *solution, agrees with every given of
 * *puzzle and differs from *solution on the orbit. */
static int gen_witness_holds(const sudoku_board *w, const sudoku_board *puzzle,
                             const sudoku_board *solution, const int *orbit,
                             int size)
{
    int i, differs = 0;

    for (i = 0; i < SUDOKU_CELLS; i++)
        if (puzzle->cell[i] != 0 && puzzle->cell[i] != w->cell[i])
            return 0;
    for (i = 0; i < size; i++)
        differs |= w->cell[orbit[i]] != solution->cell[orbit[i]];
    return differs;
}

/* Digs *puzzle, a copy of a solved grid, down to a puzzle from which no
 * orbit of s can be emptied without a second solution. */
static void gen_dig(struct sudoku_rng *r, sudoku_board *puzzle,
                    const sudoku_board *solution, enum sudoku_symmetry s,
                    struct gen_witnesses *w)
{
    int order[SUDOKU_CELLS], n = 0, cell, i, k;

    /* One cell stands for each orbit: the first of it. */
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int orbit[4], size = gen_orbit(s, cell, orbit), first = 1;

        for (i = 1; i < size; i++)
            first &= orbit[i] > cell;
        if (first)
            order[n++] = cell;
    }
    sudoku_rng_shuffle(r, order, n);
    for (k = 0; k < n; k++) {
        int orbit[4], size = gen_orbit(s, order[k], orbit);
        unsigned char kept[4];

        if (puzzle->cell[orbit[0]] == 0)
            continue; /* dug already (a climb digs a dug puzzle again) */
        for (i = 0; i < size; i++) {
            kept[i] = puzzle->cell[orbit[i]];
            puzzle->cell[orbit[i]] = 0;
        }
        if ((w->has[order[k]] &&
             gen_witness_holds(&w->witness[order[k]], puzzle, solution, orbit,
                               size)) ||
            sudoku_solve_other(puzzle, solution, orbit, size,
                               &w->witness[order[k]])) {
            w->has[order[k]] = 1;
            for (i = 0; i < size; i++)
                puzzle->cell[orbit[i]] = kept[i];
        }
    }
}

/* The first given that can be emptied with the solution staying the only
 * one, or -1 when the puzzle is minimal. */
static int gen_removable(const sudoku_board *puzzle,
                         const sudoku_board *solution)
{
    sudoku_board p = *puzzle;
    int cell;

    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        unsigned char d = p.cell[cell];

        if (d == 0)
            continue;
        p.cell[cell] = 0;
        if (!sudoku_solve_other(&p, solution, &cell, 1, NULL))
            return cell;
        p.cell[cell] = d;
    }
    return -1;
}

static int gen_givens(const sudoku_board *b)
{
    int cell, n = 0;

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        n += b->cell[cell] != 0;
    return n;
}

/* What gen_band_score gives a puzzle that needs trial when o->no_trial. */
#define GEN_OVER 100.0

/* The rating of a puzzle with one solution as the band of o needs it:
 * exact up to the band's ceiling, above it when above it.  A puzzle below
 * the band never reaches a rung heavier than its rating, so the ceiling
 * costs it nothing; one above the band stops at the first rung past the
 * ceiling, which spares the chains most puzzles would need.  With
 * o->no_trial a puzzle in the band is given the band's floor: it needs no
 * rating past it, only the answer of sudoku_rate_without_trial, which
 * costs a tenth of one on such puzzles. */
static double gen_band_score(const sudoku_board *puzzle,
                             const struct sudoku_generate_options *o)
{
    struct sudoku_rating r;

    if (!o->no_trial) {
        sudoku_rate_capped(puzzle, o->max_score, &r);
        return r.score;
    }
    /* Exact below the floor; past it, in the band unless it needs trial. */
    sudoku_rate_capped(puzzle, o->min_score - 0.05, &r);
    if (r.score < o->min_score)
        return r.score;
    return sudoku_rate_without_trial(puzzle) ? o->min_score : GEN_OVER;
}

/* The highest score in the band of o. */
static double gen_ceiling(const struct sudoku_generate_options *o)
{
    return o->no_trial ? GEN_OVER - 1.0 : o->max_score;
}

/* A random orbit of s among the cells that are empty (given = 0) or given
 * (given = 1) in *puzzle: its first cell, or -1 when there is none. */
static int gen_pick_orbit(struct sudoku_rng *r, const sudoku_board *puzzle,
                          enum sudoku_symmetry s, int given)
{
    int cells[SUDOKU_CELLS] = {0}, n = 0, cell;

    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int orbit[4], size = gen_orbit(s, cell, orbit), i, first = 1;

        for (i = 1; i < size; i++)
            first &= orbit[i] > cell;
        if (first && (puzzle->cell[cell] != 0) == given)
            cells[n++] = cell;
    }
    return n == 0 ? -1 : cells[sudoku_rng_below(r, (unsigned)n)];
}

/* Fills or empties the orbit of `cell` in *puzzle from *solution. */
static void gen_set_orbit(sudoku_board *puzzle, const sudoku_board *solution,
                          enum sudoku_symmetry s, int cell, int fill)
{
    int orbit[4], size = gen_orbit(s, cell, orbit), i;

    for (i = 0; i < size; i++)
        puzzle->cell[orbit[i]] = fill ? solution->cell[orbit[i]] : 0;
}

/*
 * Moves a dug puzzle toward the rating band of o.  Too easy: a few orbits
 * are given back and the puzzle dug again in a new order, up to
 * GEN_CLIMB times, keeping the hardest puzzle met (a harder one has other
 * givens, not more).  Too hard: orbits are given back, one at a time,
 * until the rating falls into the band (not with `minimal`, which wants
 * the dug puzzle itself).  Returns 1 when *puzzle ends in the band.
 */
#define GEN_CLIMB 8
static int gen_toward(struct sudoku_rng *r, sudoku_board *puzzle,
                      const sudoku_board *solution, enum sudoku_symmetry s,
                      const struct sudoku_generate_options *o, int minimal,
                      struct gen_witnesses *w)
{
    double score = gen_band_score(puzzle, o);
    int round, k;

    for (round = 0; round < GEN_CLIMB && score < o->min_score; round++) {
        sudoku_board next = *puzzle;
        double next_score;

        for (k = 0; k < 3; k++) {
            int cell = gen_pick_orbit(r, &next, s, 0);

            if (cell >= 0)
                gen_set_orbit(&next, solution, s, cell, 1);
        }
        gen_dig(r, &next, solution, s, w);
        next_score = gen_band_score(&next, o);
        if (next_score >= score) {
            *puzzle = next;
            score = next_score;
        }
    }
    while (score > gen_ceiling(o) && !minimal) {
        int cell = gen_pick_orbit(r, puzzle, s, 0);

        if (cell < 0)
            break;
        gen_set_orbit(puzzle, solution, s, cell, 1);
        score = gen_band_score(puzzle, o);
    }
    return score >= o->min_score && score <= gen_ceiling(o);
}

/* A score in tenths, bounded, for gen_shape. */
static unsigned long long gen_tenths(double score)
{
    if (score <= 0.0)
        return 0;
    return score >= 100.0 ? 1000 : (unsigned long long)(score * 10.0 + 0.5);
}

/* What the puzzle is asked to look like, as a number: the symmetry and
 * the rating band (its ceiling only where it is read).  0 for neither,
 * so that a seed without them keeps the puzzles it always gave. */
static unsigned long long gen_shape(const struct sudoku_generate_options *o)
{
    unsigned long long shape = (unsigned)o->symmetry & 0xffu;

    if (o->max_score > 0.0)
        shape |= 1ULL << 8 | (unsigned long long)(o->no_trial != 0) << 9 |
                 gen_tenths(o->min_score) << 10 |
                 (o->no_trial ? 0 : gen_tenths(o->max_score)) << 20;
    return shape;
}

unsigned long sudoku_generate(const struct sudoku_generate_options *o,
                              unsigned long long index, sudoku_board *puzzle,
                              sudoku_board *solution,
                              enum sudoku_symmetry *symmetry)
{
    struct sudoku_rng r;
    enum sudoku_symmetry s = o->symmetry;
    struct gen_witnesses w;
    unsigned long tries;

    r.state = sudoku_generate_mix(o->seed, index);
    /* Another symmetry or difficulty, another stream: other grids. */
    if (gen_shape(o) != 0)
        r.state = sudoku_generate_mix(r.state, gen_shape(o));
    if (s == SUDOKU_SYMMETRY_RANDOM || (unsigned)s > SUDOKU_SYMMETRY_RANDOM)
        s = (enum sudoku_symmetry)(
            1 + sudoku_rng_below(&r, SUDOKU_SYMMETRY_RANDOM - 1));
    if (symmetry != NULL)
        *symmetry = s;
    for (tries = 1;; tries++) {
        sudoku_generate_grid(&r, solution);
        *puzzle = *solution;
        memset(w.has, 0, sizeof w.has);
        gen_dig(&r, puzzle, solution, s, &w);
        if ((o->max_score <= 0.0 ||
             gen_toward(&r, puzzle, solution, s, o, o->minimal, &w)) &&
            (o->max_clues <= 0 || gen_givens(puzzle) <= o->max_clues) &&
            (!o->minimal || s == SUDOKU_SYMMETRY_NONE ||
             gen_removable(puzzle, solution) < 0))
            return tries;
        if (tries >= o->tries || o->tries == 0)
            return 0;
    }
}

static const char *const gen_symmetry_names[] = {
    "none", "rotate180", "rotate90",     "mirror",
    "flip", "diagonal",  "antidiagonal", "random"};

const char *sudoku_symmetry_name(enum sudoku_symmetry symmetry)
{
    return (unsigned)symmetry <= SUDOKU_SYMMETRY_RANDOM
               ? gen_symmetry_names[symmetry]
               : "unknown";
}

int sudoku_symmetry_from_name(const char *name)
{
    int i;

    for (i = 0; i <= SUDOKU_SYMMETRY_RANDOM; i++)
        if (strcmp(name, gen_symmetry_names[i]) == 0)
            return i;
    return -1;
}
