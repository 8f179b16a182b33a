/*
 * reference.c - a deliberately simple classic solver for cross-checks.
 *
 * Plain recursion over the cells in row-major order; each row, column and box
 * keeps a mask of the digits it already holds, and an empty cell tries the
 * digits 1..9 that none of its three houses holds.  No propagation, no
 * heuristics, nothing clever: its answers are easy to believe, which is the
 * point.  See reference.h for the contract.
 */
#include "reference.h"

struct reference {
    sudoku_board work;
    unsigned row[9], col[9], box[9]; /* bit v set: digit v is used */
    unsigned limit, count;
    sudoku_board *solution;
    unsigned long long nodes, budget; /* budget 0: unlimited */
};

static void reference_search(struct reference *ref, int i)
{
    int r, c, k, v;

    while (i < SUDOKU_CELLS && ref->work.cell[i] != 0)
        i++;
    if (i == SUDOKU_CELLS) {
        if (ref->count++ == 0 && ref->solution)
            *ref->solution = ref->work;
        return;
    }
    r = i / 9;
    c = i % 9;
    k = SUDOKU_BOX(r, c);
    for (v = 1; v <= 9 && ref->count < ref->limit; v++) {
        if (ref->budget && ref->nodes > ref->budget)
            return;
        unsigned bit = 1u << v;
        if ((ref->row[r] | ref->col[c] | ref->box[k]) & bit)
            continue;
        ref->row[r] |= bit;
        ref->col[c] |= bit;
        ref->box[k] |= bit;
        ref->work.cell[i] = (unsigned char)v;
        ref->nodes++;
        reference_search(ref, i + 1);
        ref->work.cell[i] = 0;
        ref->row[r] &= ~bit;
        ref->col[c] &= ~bit;
        ref->box[k] &= ~bit;
    }
}

unsigned reference_solve(const sudoku_board *puzzle, unsigned limit,
                         sudoku_board *solution, unsigned long long budget,
                         int *gave_up)
{
    struct reference ref;
    int i;

    ref.work = *puzzle;
    ref.limit = limit < 1 ? 1 : limit;
    ref.count = 0;
    ref.solution = solution;
    ref.nodes = 0;
    ref.budget = budget;
    if (gave_up)
        *gave_up = 0;
    for (i = 0; i < 9; i++)
        ref.row[i] = ref.col[i] = ref.box[i] = 0;
    for (i = 0; i < SUDOKU_CELLS; i++) {
        int r = i / 9, c = i % 9, k = SUDOKU_BOX(r, c);
        unsigned v = puzzle->cell[i], bit;
        if (v == 0)
            continue;
        if (v > 9)
            return 0;
        bit = 1u << v;
        if ((ref.row[r] | ref.col[c] | ref.box[k]) & bit)
            return 0;
        ref.row[r] |= bit;
        ref.col[c] |= bit;
        ref.box[k] |= bit;
    }
    reference_search(&ref, 0);
    if (gave_up && budget && ref.nodes > budget)
        *gave_up = 1;
    return ref.count;
}

int reference_is_solution(const sudoku_board *solution,
                          const sudoku_board *puzzle)
{
    unsigned row[9] = {0}, col[9] = {0}, box[9] = {0};
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++) {
        int r = i / 9, c = i % 9, k = SUDOKU_BOX(r, c);
        unsigned v = solution->cell[i], bit;
        if (v < 1 || v > 9)
            return 0;
        if (puzzle->cell[i] != 0 && puzzle->cell[i] != v)
            return 0;
        bit = 1u << v;
        if ((row[r] | col[c] | box[k]) & bit)
            return 0;
        row[r] |= bit;
        col[c] |= bit;
        box[k] |= bit;
    }
    return 1;
}
