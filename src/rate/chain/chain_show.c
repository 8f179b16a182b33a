/*
 * chain_show.c - the picture of a step of SE's chain searches, kept
 * only when the steps are watched: the links of the best hint so far, and
 * the candidates and house of its pattern, which sudoku_chain_apply hands
 * to the step.
 *
 * A link goes from one potential to the next, from cell/digit to
 * cell/digit: strong when it makes the next "on" (the first false makes
 * the second true), weak when it makes it "off" (the first true makes the
 * second false).  The cycles and forcing chains of chain_cycles.c give all
 * their links, from the assumption to what it refutes; a contradiction of
 * chain_multiple.c gives the chains from its assumption to both sides of
 * the contradiction, a double forcing chain those of both nets to what
 * they imply, each along the first parent of its potentials (the other
 * parents of a dynamic net's potentials are not drawn); cell and region
 * forcing chains give their cell or house only, and what they decide.
 * The links past SUDOKU_STEP_LINKS are left out.
 */
#include "rate/chain/chain.h"

void sudoku_chain_show_start(struct rate *s, int cell, unsigned digits, int h)
{
    struct rate_show *show = s->show;

    show->n_chain = 0;
    show->chain_cell = cell;
    show->chain_digits = digits;
    show->chain_house = h;
}

/* Adds the links between the n potentials of keys, in order. */
static void show_keys(struct rate *s, const unsigned short *keys, int n)
{
    struct rate_show *show = s->show;
    int i;

    for (i = 1; i < n && show->n_chain < SUDOKU_STEP_LINKS; i++) {
        struct sudoku_link *l = &show->chain[show->n_chain++];

        l->from_cell = CH_CELL(keys[i - 1]);
        l->from_digit = CH_DIGIT(keys[i - 1]);
        l->to_cell = CH_CELL(keys[i]);
        l->to_digit = CH_DIGIT(keys[i]);
        l->strong = CH_ON(keys[i]);
    }
}

void sudoku_chain_show_path(struct rate *s, const unsigned short *key,
                            const unsigned short *parent, int node, int last)
{
    unsigned short keys[CH_NODES + 1];
    int n = 0, k, i;

    for (i = node; i != CH_NONE; i = parent[i])
        n++;
    k = n;
    for (i = node; i != CH_NONE; i = parent[i])
        keys[--k] = key[i];
    if (last >= 0)
        keys[n++] = (unsigned short)last;
    show_keys(s, keys, n);
}

void sudoku_chain_show_cycle(struct rate *s, const unsigned short *path, int n)
{
    unsigned short keys[CH_NODES + 1];
    int j;

    /* In order from the start, back to it. */
    keys[0] = path[0];
    for (j = 1; j < n; j++)
        keys[j] = path[n - j];
    keys[n] = path[0];
    sudoku_chain_show_start(s, CH_CELL(path[0]), 1u << CH_DIGIT(path[0]), -1);
    show_keys(s, keys, n + 1);
}

void sudoku_chain_show_net(struct rate *s, const struct chain_net *net,
                           int node)
{
    sudoku_chain_show_path(s, net->key, net->parent, node, -1);
}
