/*
 * rate_aligned.c - aligned pair and triple exclusion, as Sudoku
 * Explainer 1.2.1 has them (6.2 and 7.5).
 *
 * Two (three) cells, the base, and at least two cells that see them all
 * with two candidates (two or three for a triple), the excluders: a
 * choice of one candidate for each base cell is impossible when two base
 * cells that see each other take the same digit, or when it takes every
 * candidate of an excluder.  A candidate of a base cell that no possible
 * choice uses goes.  The base cells need not see each other.
 *
 * SE's search, and so its step: the base cells are the cells of two
 * candidates or more, in row order, that see an excluder; pairs of them
 * in the order of SE's combinations (by the later cell, then the
 * earlier); for a triple, the third among the other base cells that are
 * excluders of the first or the second, in the order SE lists them (the
 * first's, box, row then column, then the second's).  The first pair or
 * triple that removes a candidate is the step.
 */
#include <string.h>

#include "rate/rate_internal.h"

struct aligned {
    unsigned char base[SUDOKU_CELLS]; /* the base cells, in row order */
    int n;
    /* Each cell's excluders in SE's order (box, row, column), and as a
     * set: bit c % 27 of word c / 27. */
    unsigned char excl[SUDOKU_CELLS][20];
    unsigned char n_excl[SUDOKU_CELLS];
    uint32_t excl_set[SUDOKU_CELLS][3];
    unsigned char is_base[SUDOKU_CELLS];
};

static const int se_kind[3] = {2, 0, 1};

static int sees(int a, int b)
{
    return a != b && (geometry_row[a] == geometry_row[b] ||
                      geometry_col[a] == geometry_col[b] ||
                      geometry_box[a] == geometry_box[b]);
}

/* The base cells and their excluders: cells of 2 to `most` candidates.
 * A cell that sees a cell of one candidate is left out, as SE does. */
static void aligned_setup(const struct rate *s, struct aligned *a, int most)
{
    int cell, k, i;

    a->n = 0;
    memset(a->is_base, 0, sizeof a->is_base);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        unsigned char mark[SUDOKU_CELLS] = {0};
        int single = 0, n = 0;

        if (bits_count10[s->cand[cell]] < 2)
            continue;
        mark[cell] = 1;
        memset(a->excl_set[cell], 0, sizeof a->excl_set[cell]);
        for (k = 0; k < 3; k++) {
            int h = houses_of(cell, se_kind[k]);

            for (i = 0; i < 9; i++) {
                int c = houses_cell(h, i), count = bits_count10[s->cand[c]];

                if (mark[c])
                    continue;
                mark[c] = 1;
                single |= count == 1;
                if (count >= 2 && count <= most) {
                    a->excl[cell][n++] = (unsigned char)c;
                    a->excl_set[cell][c / 27] |= 1u << c % 27;
                }
            }
        }
        a->n_excl[cell] = (unsigned char)n;
        if (!single && n > 0) {
            a->base[a->n++] = (unsigned char)cell;
            a->is_base[cell] = 1;
        }
    }
}

/* The excluders common to the base cells `cells`, at least two of them:
 * into out, their number, or 0 for fewer than two. */
static int common_excluders(const struct aligned *a, const int *cells, int n,
                            unsigned char *out)
{
    uint32_t w[3];
    int i, k = 0, first = cells[0];

    for (i = 0; i < 3; i++) {
        int j;

        w[i] = a->excl_set[first][i];
        for (j = 1; j < n; j++)
            w[i] &= a->excl_set[cells[j]][i];
    }
    if (bits_popcount64((uint64_t)w[0] << 32 | w[1]) + bits_popcount64(w[2]) < 2)
        return 0;
    for (i = 0; i < a->n_excl[first]; i++) {
        int c = a->excl[first][i];

        if (w[c / 27] >> c % 27 & 1)
            out[k++] = (unsigned char)c;
    }
    return k >= 2 ? k : 0;
}

/* Whether the choice of digit d[i] for cell cells[i] is possible. */
static int allowed(const struct rate *s, const int *cells, const int *d, int n,
                   const unsigned char *ex, int n_ex)
{
    unsigned used = 0;
    int i, j;

    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            if (d[i] == d[j] && sees(cells[i], cells[j]))
                return 0;
    for (i = 0; i < n; i++)
        used |= 1u << d[i];
    for (i = 0; i < n_ex; i++)
        if (!(s->cand[ex[i]] & ~used))
            return 0;
    return 1;
}

/* The exclusion on base cells `cells` (n of 2 or 3) with excluders ex:
 * removes, as a step of technique t, what no possible choice uses;
 * returns 1 when it removed anything. */
static int exclude(struct rate *s, const int *cells, int n,
                   const unsigned char *ex, int n_ex, enum sudoku_technique t)
{
    unsigned keep[3] = {0, 0, 0}, c[3] = {0, 0, 1}, m0, m1, m2, gone = 0;
    int d[3] = {0, 0, 0}, i;

    for (i = 0; i < n; i++)
        c[i] = s->cand[cells[i]];
    /* Stops as soon as every candidate has a possible choice. */
    for (m0 = c[0]; m0; m0 &= m0 - 1)
        for (m1 = c[1]; m1; m1 &= m1 - 1)
            for (m2 = c[2]; m2; m2 &= m2 - 1) {
                d[0] = lowest(m0);
                d[1] = lowest(m1);
                d[2] = lowest(m2);
                if ((keep[0] >> d[0] & keep[1] >> d[1] & keep[2] >> d[2] & 1) ||
                    !allowed(s, cells, d, n, ex, n_ex))
                    continue;
                for (i = 0; i < 3; i++)
                    keep[i] |= 1u << d[i];
                if (keep[0] == c[0] && keep[1] == c[1] && keep[2] == c[2])
                    return 0;
            }
    for (i = 0; i < n; i++)
        gone |= c[i] & ~keep[i];
    if (gone == 0)
        return 0;
    step_begin(s);
    for (i = 0; i < n; i++)
        for (m0 = c[i] & ~keep[i]; m0; m0 &= m0 - 1)
            remove_candidate(s, cells[i], lowest(m0));
    sudoku_rate_text_removed(s);
    sudoku_rate_text_add(s, " %s ", sudoku_technique_name(t));
    for (i = 0; i < n; i++) {
        if (i > 0)
            sudoku_rate_text_add(s, ",");
        sudoku_rate_text_cell(s, cells[i]);
    }
    sudoku_rate_step_end(s, t, sudoku_rate_weight(t));
    return 1;
}

int sudoku_rate_aligned_pairs(struct rate *s)
{
    struct aligned a;
    unsigned char ex[20];
    int i, j, n_ex;

    aligned_setup(s, &a, 2);
    for (j = 1; j < a.n; j++)
        for (i = 0; i < j; i++) {
            int cells[2];

            cells[0] = a.base[i];
            cells[1] = a.base[j];
            n_ex = common_excluders(&a, cells, 2, ex);
            /* A digit of one cell goes only if each of the other's is
             * ruled out with it: by the digit itself, or by an excluder
             * of two candidates, one of the other's each. */
            if (n_ex > 0 &&
                (bits_count10[s->cand[cells[0]]] <= n_ex + 1 ||
                 bits_count10[s->cand[cells[1]]] <= n_ex + 1) &&
                exclude(s, cells, 2, ex, n_ex, SUDOKU_ALIGNED_PAIR))
                return 1;
        }
    return 0;
}

/* The third cells of a triple on base cells c0 and c1, in SE's order:
 * the other base cells among the excluders of c0, then of c1. */
static int twin_area(const struct aligned *a, int c0, int c1,
                     unsigned char out[40])
{
    unsigned char in[SUDOKU_CELLS] = {0};
    int k, i, n = 0, from[2];

    from[0] = c0;
    from[1] = c1;
    in[c0] = in[c1] = 1;
    for (k = 0; k < 2; k++)
        for (i = 0; i < a->n_excl[from[k]]; i++) {
            int c = a->excl[from[k]][i];

            if (!in[c] && a->is_base[c]) {
                in[c] = 1;
                out[n++] = (unsigned char)c;
            }
        }
    return n;
}

int sudoku_rate_aligned_triples(struct rate *s)
{
    struct aligned a;
    unsigned char ex[20], tail[40];
    int i, j, k, n_ex, n_tail;

    aligned_setup(s, &a, 3);
    if (a.n < 3)
        return 0;
    for (j = 1; j < a.n; j++)
        for (i = 0; i < j; i++) {
            int pair[2];

            /* A triple's excluders are the pair's too. */
            pair[0] = a.base[i];
            pair[1] = a.base[j];
            if (common_excluders(&a, pair, 2, ex) == 0)
                continue;
            n_tail = twin_area(&a, a.base[i], a.base[j], tail);
            for (k = 0; k < n_tail; k++) {
                int cells[3];

                cells[0] = a.base[i];
                cells[1] = a.base[j];
                cells[2] = tail[k];
                n_ex = common_excluders(&a, cells, 3, ex);
                if (n_ex > 0 &&
                    exclude(s, cells, 3, ex, n_ex, SUDOKU_ALIGNED_TRIPLE))
                    return 1;
            }
        }
    return 0;
}
