/*
 * check_rate.c - every step of the technique ladder is sound, on the
 * public sets.
 *
 * Usage: check_rate FILE COUNT MIN
 *
 * Rates the first COUNT puzzles of FILE (one 81-character line each, '.'
 * or '0' for a blank, '#' starts a comment) with a watcher on every step,
 * and checks each against the puzzle's solution from sudoku_solve: no
 * placement differs from it and no removed candidate is its digit.  Each
 * puzzle with one solution must also end solved, the steps per technique
 * must add up to the steps, and sudoku_rate_score (which takes a rung's
 * steps all at once, and whose chain and forcing searches pass over the
 * candidates of the one solution) must give the same score, level and
 * end.  A FILE that cannot be opened makes the exit status 77, which
 * CTest reports as skipped; fewer than MIN puzzles rated is a failure.
 * Prints the mean score and the steps per technique.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/rate.h"
#include "sudoku/solve.h"

struct check {
    sudoku_board solution;
    unsigned long steps, wrong;
};

static void check_step(void *context, const struct sudoku_step *step)
{
    struct check *c = context;
    int i;

    c->steps++;
    if (step->cell >= 0 && c->solution.cell[step->cell] != step->digit) {
        printf("wrong placement: %s\n", step->text);
        c->wrong++;
    }
    for (i = 0; i < step->n_removed; i++)
        if (c->solution.cell[step->removed_cell[i]] == step->removed_digit[i]) {
            printf("wrong removal: %s\n", step->text);
            c->wrong++;
        }
}

int main(int argc, char **argv)
{
    unsigned long count, min, rated = 0, failed = 0;
    unsigned long per[SUDOKU_TECHNIQUES] = {0};
    double sum = 0.0;
    char line[1024];
    FILE *in;
    int i;

    if (argc != 4) {
        fprintf(stderr, "usage: check_rate FILE COUNT MIN\n");
        return 2;
    }
    count = strtoul(argv[2], NULL, 10);
    min = strtoul(argv[3], NULL, 10);
    if ((in = fopen(argv[1], "r")) == NULL) {
        printf("skipped: %s cannot be opened (the shared data sets are not "
               "here)\n",
               argv[1]);
        return 77;
    }
    while (rated < count && fgets(line, sizeof line, in) != NULL) {
        struct check c;
        struct sudoku_rating r, score;
        sudoku_board puzzle;
        unsigned total = 0;

        if (line[0] == '#' || strlen(line) < SUDOKU_CELLS)
            continue;
        for (i = 0; i < SUDOKU_CELLS; i++)
            puzzle.cell[i] = line[i] >= '1' && line[i] <= '9'
                                 ? (unsigned char)(line[i] - '0')
                                 : 0;
        if (sudoku_solve(&puzzle, 2, &c.solution, NULL) != 1)
            continue;
        c.steps = c.wrong = 0;
        sudoku_rate(&puzzle, &r, check_step, &c);
        sudoku_rate_score(&puzzle, &score);
        for (i = 0; i < SUDOKU_TECHNIQUES; i++) {
            total += r.count[i];
            per[i] += r.count[i];
        }
        if (c.wrong > 0 || !r.solved || total != r.steps ||
            c.steps != r.steps) {
            printf("puzzle %.81s: %lu wrong steps, solved %d, steps %u, "
                   "counted %u\n",
                   line, c.wrong, r.solved, r.steps, total);
            failed++;
        }
        if (score.score != r.score || score.level != r.level ||
            score.solved != r.solved) {
            printf("puzzle %.81s: rated %.1f %s, but %.1f %s by "
                   "sudoku_rate_score\n",
                   line, r.score, sudoku_level_name(r.level), score.score,
                   sudoku_level_name(score.level));
            failed++;
        }
        sum += r.score;
        rated++;
    }
    fclose(in);
    printf("%s: %lu puzzles rated, mean score %.2f, %lu failed\n", argv[1],
           rated, rated ? sum / (double)rated : 0.0, failed);
    for (i = 0; i < SUDOKU_TECHNIQUES; i++)
        if (per[i] > 0)
            printf("  %8lu %s\n", per[i],
                   sudoku_technique_name((enum sudoku_technique)i));
    if (rated < min) {
        printf("only %lu puzzles rated, fewer than %lu\n", rated, min);
        return 1;
    }
    return failed > 0;
}
