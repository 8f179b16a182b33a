/*
 * check_serate.c - the rater's three figures against those of Sudoku
 * Explainer 1.2.1's command-line rater, band by band.
 *
 * Usage: check_serate FILE [ER_FLOORS EP_FLOOR ED_FLOOR [LEAST]]
 *
 * FILE holds one puzzle a line (81 characters, '.' or '0' for a blank)
 * followed by SE's ER, EP and ED ('#' starts a comment), as
 * tests/data/se121-*.txt keep them.  Prints, for each integer band of
 * SE's ER (1 for 1.0 to 1.9, and so on) and for the bands of its
 * techniques (singles to wings, uniqueness and aligned pairs, cycles and
 * forcing chains, dynamic chains, nested chains), how many puzzles get
 * exactly SE's ER, EP and ED from sudoku_rate_score.
 *
 * With floors, fails when fewer agree than they say: ER_FLOORS is a list
 * of exact ER counts, one for each integer band 1 to 11, separated by
 * commas; EP_FLOOR and ED_FLOOR are exact counts over the whole file.
 * The floors are what the rater reaches, so that a change that loses
 * agreement fails.  A file of fewer than LEAST puzzles (100 unless
 * given) fails too.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/rate.h"

#define BANDS 12 /* integer bands 0 to 11 of SE's ER */

struct tally {
    int n, er, ep, ed;
};

static int same(double a, double b)
{
    return fabs(a - b) < 0.05;
}

static void row(const char *name, const struct tally *t)
{
    if (t->n > 0)
        printf("%-26s %5d  ER %5d %5.1f%%  EP %5d %5.1f%%  ED %5d %5.1f%%\n",
               name, t->n, t->er, 100.0 * t->er / t->n, t->ep,
               100.0 * t->ep / t->n, t->ed, 100.0 * t->ed / t->n);
}

static void add(struct tally *t, const struct tally *one)
{
    t->n += one->n;
    t->er += one->er;
    t->ep += one->ep;
    t->ed += one->ed;
}

/* The band of techniques an ER falls in: singles to wings, uniqueness
 * and aligned pairs, cycles and forcing chains, dynamic chains, nested. */
static int family(double er)
{
    static const double top[] = {4.45, 6.45, 8.45, 9.95};
    int k = 0;

    while (k < 4 && er > top[k])
        k++;
    return k;
}

/* Reads "PUZZLE ER EP ED"; returns 1 for such a line. */
static int parse(const char *line, sudoku_board *puzzle, double se[3])
{
    char *end;
    const char *p = line + SUDOKU_CELLS;
    int i;

    if (line[0] == '#' || strlen(line) < SUDOKU_CELLS + 6)
        return 0;
    for (i = 0; i < SUDOKU_CELLS; i++)
        puzzle->cell[i] =
            (unsigned char)(line[i] >= '1' && line[i] <= '9' ? line[i] - '0'
                                                             : 0);
    for (i = 0; i < 3; i++) {
        se[i] = strtod(p, &end);
        if (end == p)
            return 0;
        p = end;
    }
    return 1;
}

static int check_floors(const struct tally band[BANDS], const struct tally *all,
                        char **floor)
{
    const char *p = floor[0];
    int b, failed = 0;

    for (b = 1; b < BANDS; b++) {
        char *end;
        long want = strtol(p, &end, 10);

        if (end == p) {
            fprintf(stderr, "check_serate: bad ER floors '%s'\n", floor[0]);
            return 1;
        }
        if (band[b].er < want) {
            printf("FAILED: band %d: ER exact on %d, the floor is %ld\n", b,
                   band[b].er, want);
            failed = 1;
        }
        p = *end == ',' ? end + 1 : end;
    }
    if (all->ep < atoi(floor[1]) || all->ed < atoi(floor[2])) {
        printf("FAILED: EP exact on %d (floor %s), ED on %d (floor %s)\n",
               all->ep, floor[1], all->ed, floor[2]);
        failed = 1;
    }
    return failed;
}

int main(int argc, char **argv)
{
    static const char *const names[] = {
        "SE 1.0-4.4 (to wings)", "SE 4.5-6.4 (uniqueness)",
        "SE 6.5-8.4 (cycles)", "SE 8.5-9.9 (dynamic)", "SE 10.0+ (nested)"};
    struct tally band[BANDS] = {{0}}, fam[5] = {{0}}, all = {0};
    char line[512], name[32];
    FILE *f;
    int b;

    if (argc != 2 && argc != 5 && argc != 6) {
        fprintf(stderr, "usage: check_serate FILE [ER_FLOORS EP_FLOOR "
                        "ED_FLOOR [LEAST]]\n");
        return 2;
    }
    f = fopen(argv[1], "r");
    if (f == NULL) {
        perror(argv[1]);
        return 1;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        sudoku_board puzzle;
        struct sudoku_rating r;
        struct tally one = {1, 0, 0, 0};
        double se[3];

        if (!parse(line, &puzzle, se))
            continue;
        sudoku_rate_score(&puzzle, &r);
        one.er = same(r.score, se[0]);
        one.ep = same(r.pearl, se[1]);
        one.ed = same(r.diamond, se[2]);
        b = (int)(se[0] + 0.05);
        add(&band[b < BANDS ? b : BANDS - 1], &one);
        add(&fam[family(se[0])], &one);
        add(&all, &one);
    }
    fclose(f);
    for (b = 1; b < BANDS; b++) {
        snprintf(name, sizeof name, "SE %d.0-%d.9", b, b);
        row(name, &band[b]);
    }
    for (b = 0; b < 5; b++)
        row(names[b], &fam[b]);
    row("all", &all);
    printf("floors (the counts reached, as arguments):");
    for (b = 1; b < BANDS; b++)
        printf("%c%d", b == 1 ? ' ' : ',', band[b].er);
    printf(" %d %d\n", all.ep, all.ed);
    if (all.n < (argc == 6 ? atoi(argv[5]) : 100)) {
        printf("FAILED: %d puzzles, fewer than %s\n", all.n,
               argc == 6 ? argv[5] : "100");
        return 1;
    }
    return argc >= 5 && check_floors(band, &all, argv + 2);
}
