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
     * set: cells 0 to 63 in lo, 64 to 80 in hi. */
    unsigned char excl[SUDOKU_CELLS][20];
    unsigned char n_excl[SUDOKU_CELLS];
    uint64_t excl_lo[SUDOKU_CELLS];
    uint32_t excl_hi[SUDOKU_CELLS];
    unsigned char is_base[SUDOKU_CELLS];
    unsigned char at[SUDOKU_CELLS]; /* a base cell's index in base[] */
};

static int in_set(uint64_t lo, uint32_t hi, int c)
{
    return c < 64 ? (int)(lo >> c & 1) : (int)(hi >> (c - 64) & 1);
}

/* Whether the set lo, hi has two cells or more (cheaper than counting). */
static int set_two(uint64_t lo, uint32_t hi)
{
    return (lo & (lo - 1)) != 0 || (hi & (hi - 1)) != 0 || (lo && hi);
}

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
    /* Per house, the places of the cells of 2 to `most` candidates, and
     * of those of one. */
    unsigned short ok[27] = {0}, one[27] = {0};
    int cell, k;

    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int count = bits_count10[s->cand[cell]];
        unsigned short *to = count == 1                    ? one
                             : count >= 2 && count <= most ? ok
                                                           : NULL;

        for (k = 0; to != NULL && k < 3; k++)
            to[houses_of(cell, k)] |=
                (unsigned short)(1u << houses_index(cell, k));
    }
    a->n = 0;
    memset(a->is_base, 0, sizeof a->is_base);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int single = 0, n = 0;
        unsigned m;

        if (bits_count10[s->cand[cell]] < 2)
            continue;
        a->excl_lo[cell] = 0;
        a->excl_hi[cell] = 0;
        /* The box, then the row and the column outside it. */
        for (k = 0; k < 3; k++) {
            int kind = se_kind[k], h = houses_of(cell, kind);
            unsigned out = 1u << houses_index(cell, kind);

            if (kind != 2) /* the box's three places in the line */
                out |= 7u << houses_index(cell, kind) / 3 * 3;
            single |= (one[h] & ~out) != 0;
            for (m = ok[h] & ~out; m; m &= m - 1) {
                int c = houses_cell(h, lowest(m));

                a->excl[cell][n++] = (unsigned char)c;
                if (c < 64)
                    a->excl_lo[cell] |= (uint64_t)1 << c;
                else
                    a->excl_hi[cell] |= 1u << (c - 64);
            }
        }
        a->n_excl[cell] = (unsigned char)n;
        if (!single && n > 0) {
            a->at[cell] = (unsigned char)a->n;
            a->base[a->n++] = (unsigned char)cell;
            a->is_base[cell] = 1;
        }
    }
}

/* What the base cells `cells` (n of 2 or 3) keep, into keep[]: each
 * candidate used by a possible choice, a choice being impossible when two
 * cells that see each other take the same digit, or when it takes every
 * candidate of an excluder (the set lo, hi: their order does not matter).
 * Returns 0 as soon as every candidate is kept. */
static int keep_of(const struct rate *s, const int *cells, int n, uint64_t lo,
                   uint32_t hi, unsigned keep[3])
{
    unsigned c[3] = {0, 0, 1}, em[20], m0, m1;
    int same01 = sees(cells[0], cells[1]), same02 = 0, same12 = 0, i;
    int n_ex = 0;

    for (i = 0; i < n; i++)
        c[i] = s->cand[cells[i]];
    if (n == 3) {
        same02 = sees(cells[0], cells[2]);
        same12 = sees(cells[1], cells[2]);
    }
    for (; lo; lo &= lo - 1)
        em[n_ex++] = s->cand[bits_ctz64_nonzero(lo)];
    for (; hi; hi &= hi - 1)
        em[n_ex++] = s->cand[64 + lowest(hi)];
    keep[0] = keep[1] = keep[2] = 0;
    /* For each choice of the first two, the third's possible digits: an
     * excluder that the two cover but for one digit rules that one out,
     * and one they cover whole rules out every digit. */
    for (m0 = c[0]; m0; m0 &= m0 - 1)
        for (m1 = c[1]; m1; m1 &= m1 - 1) {
            unsigned b0 = m0 & (0u - m0), b1 = m1 & (0u - m1), two = b0 | b1;
            unsigned third = c[2];

            if (same01 && b0 == b1)
                continue;
            if (same02)
                third &= ~b0;
            if (same12)
                third &= ~b1;
            for (i = 0; i < n_ex && third; i++) {
                unsigned rest = em[i] & ~two;

                if (!(rest & (rest - 1)))
                    third &= rest ? ~rest : 0u;
            }
            if (!third)
                continue;
            keep[0] |= b0;
            keep[1] |= b1;
            keep[2] |= third;
            if (keep[0] == c[0] && keep[1] == c[1] && keep[2] == c[2])
                return 0;
        }
    return 1;
}

/* The exclusion on base cells `cells` (n of 2 or 3) with the excluders
 * lo, hi: removes, as a step of technique t, what no possible choice
 * uses; returns 1 when it removed anything. */
static int exclude(struct rate *s, const int *cells, int n, uint64_t lo,
                   uint32_t hi, enum sudoku_technique t)
{
    unsigned keep[3], gone = 0, m;
    int i;

    if (!keep_of(s, cells, n, lo, hi, keep))
        return 0;
    for (i = 0; i < n; i++)
        gone |= s->cand[cells[i]] & ~keep[i];
    if (gone == 0)
        return 0;
    step_begin(s);
    for (i = 0; i < n; i++)
        for (m = s->cand[cells[i]] & ~keep[i]; m; m &= m - 1)
            remove_candidate(s, cells[i], lowest(m));
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

/* Whether the pair of base cells c0, c1 with the common excluders lo, hi
 * (of two candidates each) removes anything: a digit p of c0 goes when
 * each digit of c1 is ruled out with it, by being p where the two see
 * each other, or by an excluder holding p and it. */
static int pair_removes(const struct rate *s, int c0, int c1, uint64_t lo,
                        uint32_t hi)
{
    unsigned partner[10] = {0}, m, k0 = 0, k1 = 0;
    unsigned a = s->cand[c0], b = s->cand[c1];
    int same = sees(c0, c1);

    for (; lo; lo &= lo - 1) {
        unsigned e = s->cand[bits_ctz64_nonzero(lo)];

        partner[lowest(e)] |= e;
        partner[lowest(e & (e - 1))] |= e;
    }
    for (; hi; hi &= hi - 1) {
        unsigned e = s->cand[64 + lowest(hi)];

        partner[lowest(e)] |= e;
        partner[lowest(e & (e - 1))] |= e;
    }
    for (m = a; m; m &= m - 1) {
        int p = lowest(m);
        unsigned free = b & ~(partner[p] & ~(1u << p)) & ~(same ? 1u << p : 0u);

        if (free) {
            k0 |= 1u << p;
            k1 |= free;
        }
    }
    return k0 != a || k1 != b;
}

int sudoku_rate_aligned_pairs(struct rate *s)
{
    struct aligned a;
    int i, j;

    aligned_setup(s, &a, 2);
    for (j = 1; j < a.n; j++)
        for (i = 0; i < j; i++) {
            int cells[2];
            uint64_t lo;
            uint32_t hi;

            cells[0] = a.base[i];
            cells[1] = a.base[j];
            lo = a.excl_lo[cells[0]] & a.excl_lo[cells[1]];
            hi = a.excl_hi[cells[0]] & a.excl_hi[cells[1]];
            if (!set_two(lo, hi) ||
                !pair_removes(s, cells[0], cells[1], lo, hi))
                continue;
            if (exclude(s, cells, 2, lo, hi, SUDOKU_ALIGNED_PAIR))
                return 1;
        }
    return 0;
}

/* Whether c is an excluder of a or of b. */
static int excludes(const struct aligned *a, int c, int x, int y)
{
    return in_set(a->excl_lo[x], a->excl_hi[x], c) ||
           in_set(a->excl_lo[y], a->excl_hi[y], c);
}

/* Whether the search met the triple c0, c1, c (c0 before c1 in base[])
 * before, as another pair and third: then it removed nothing, since what
 * a triple removes does not depend on the order of its cells.  The pairs
 * come by their later cell, then the earlier: base cells x, y, z in that
 * order are met as x, y and z, then x, z and y, then y, z and x, each
 * when the third is an excluder of the pair. */
static int triple_met(const struct aligned *a, int c0, int c1, int c)
{
    int i0 = a->at[c0], i1 = a->at[c1], ic = a->at[c];

    if (ic > i1)
        return 0;
    if (ic > i0)
        return excludes(a, c1, c0, c);
    return excludes(a, c1, c, c0) || excludes(a, c0, c, c1);
}

/* The triples on base cells c0 and c1, whose common excluders are lo, hi:
 * the third among the other base cells that are excluders of c0, then of
 * c1, in SE's order; returns 1 at the first that removes. */
static int triples_of(struct rate *s, const struct aligned *a, int c0, int c1,
                      uint64_t lo, uint32_t hi)
{
    int k, i, cells[3];

    cells[0] = c0;
    cells[1] = c1;
    for (k = 0; k < 2; k++)
        for (i = 0; i < a->n_excl[cells[k]]; i++) {
            int c = a->excl[cells[k]][i];
            uint64_t lo3;
            uint32_t hi3;

            if (c == c0 || c == c1 || !a->is_base[c] ||
                (k == 1 && in_set(a->excl_lo[c0], a->excl_hi[c0], c)))
                continue;
            lo3 = lo & a->excl_lo[c];
            hi3 = hi & a->excl_hi[c];
            if (!set_two(lo3, hi3) || triple_met(a, c0, c1, c))
                continue;
            cells[2] = c;
            if (exclude(s, cells, 3, lo3, hi3, SUDOKU_ALIGNED_TRIPLE))
                return 1;
        }
    return 0;
}

int sudoku_rate_aligned_triples(struct rate *s)
{
    struct aligned a;
    int i, j;

    aligned_setup(s, &a, 3);
    if (a.n < 3)
        return 0;
    for (j = 1; j < a.n; j++)
        for (i = 0; i < j; i++) {
            int c0 = a.base[i], c1 = a.base[j];
            /* A triple's excluders are the pair's too. */
            uint64_t lo = a.excl_lo[c0] & a.excl_lo[c1];
            uint32_t hi = a.excl_hi[c0] & a.excl_hi[c1];

            if (set_two(lo, hi) && triples_of(s, &a, c0, c1, lo, hi))
                return 1;
        }
    return 0;
}
