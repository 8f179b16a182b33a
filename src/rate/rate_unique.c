/*
 * rate_unique.c - unique rectangles and loops (types 1 to 4), and the
 * bivalue universal grave (BUG, types 1 to 4): the techniques that
 * assume the puzzle has one solution, so the ladder uses them only when
 * it has (sudoku_rate_find_truth).
 *
 * A unique loop is a closed path of cells through which two digits v1
 * and v2 alternate house by house: every house it enters it leaves at
 * once, by one cell of each parity, so that swapping v1 and v2 along it
 * would give a second solution if every cell of the loop held only v1
 * and v2.  Some must hold more (the extra cells), and what they hold
 * decides the type: type 1, one extra cell, which loses v1 and v2; type
 * 2, extra cells that add the same one digit, which goes from every cell
 * that sees them all; type 3, two extra cells whose extra digits, with
 * other cells of a house they share, make a naked or a hidden subset;
 * type 4, two extra cells in a house where v1 (or v2) has no other
 * place, which then lose v2 (or v1).
 *
 * The rating and the step are Sudoku Explainer's (SE 1.2.1): 4.5, more
 * for a longer loop (0.1 for 6 cells, 0.2 for 8, 0.5 for 10 or more),
 * and for type 3 0.1 for each cell of the subset past the first.  The
 * loops are found as SE finds them, from each cell of two candidates in
 * row order, depth first through its box, row and column in that order,
 * so that of all the steps the one SE takes is taken: the least rated,
 * then the least type, then the first found.  SE keeps, while it walks,
 * the extra digits of every cell it has looked at from a cell (not only
 * those of the path), and lets a cell with extra digits in while those
 * number one; so does this search.  It also leaves out, as SE's check of
 * a closed loop would, a path that enters a house twice by cells of the
 * same parity.
 *
 * A BUG is a position where, but for a few cells (the BUG cells), every
 * empty cell holds two candidates and every digit has two places in
 * every house where it is not placed: such a position has no solution
 * or several, so one of the BUG cells' extra digits is true.  Type 1,
 * one BUG cell, which loses its other candidates (5.6); type 2, one
 * extra digit, which goes from the cells that see every BUG cell (5.7);
 * type 3, the extra digits and cells of a house the BUG cells share
 * make a naked subset (5.7, and 0.1 for each digit past the second);
 * type 4, two BUG cells in a house, sharing one digit besides their
 * extra ones, which they both lose (5.7).  The steps are SE's, in its
 * order: the first it finds.
 */
#include <string.h>

#include "rate/rate_internal.h"

/* A cell's houses in SE's order: box, row, column. */
static const int se_kind[3] = {2, 0, 1};

static int sees(int a, int b)
{
    return a != b && (geometry_row[a] == geometry_row[b] ||
                      geometry_col[a] == geometry_col[b] ||
                      geometry_box[a] == geometry_box[b]);
}

/* The next set of as many bits as x has, in increasing order. */
static unsigned next_set(unsigned x)
{
    unsigned low = x & (0u - x), ripple = x + low;

    return ripple | (((x ^ ripple) >> 2) / low);
}

/* ---- The best step found so far ---------------------------------------- */

struct best {
    int found;
    double se; /* the rating as SE computes it, to order by */
    int tenths, type;
    unsigned short rm[SUDOKU_CELLS]; /* the candidates it removes */
    unsigned char loop[SUDOKU_CELLS];
    int size, v1, v2;
};

#define LOOPS_KEPT 64

struct loop_search {
    struct rate *s;
    int v1, v2;
    unsigned pair;
    unsigned char path[SUDOKU_CELLS], in_path[SUDOKU_CELLS];
    int len;
    uint32_t seen[2]; /* the houses entered by cells of each parity */
    unsigned short rm[SUDOKU_CELLS];
    int n_rm;
    struct best *best;
    /* The cells that can be in a loop of the pair: each has, in each of
     * its houses, another such cell holding both digits. */
    unsigned char viable[SUDOKU_CELLS];
    /* Per house, the places of the cells that hold both digits; per cell,
     * its houses as bits of a 27-bit set. */
    unsigned short both[27];
    uint32_t houses[SUDOKU_CELLS];
    /* The loops already looked at, each as its cells (bit c % 27 of word
     * c / 27) and its first extra cell (-1 for none), which decide its
     * steps: SE finds each loop again from each of its cells of two
     * candidates, and the steps found again come later. */
    uint32_t done_set[LOOPS_KEPT][3];
    int done_first[LOOPS_KEPT], n_done;
    uint64_t closed; /* the pairs that made a closed path (loop_pair_bit) */
};

/* The bit of the pair of digits v1 < v2 in s->loopless. */
static uint64_t loop_pair_bit(int v1, int v2)
{
    return (uint64_t)1 << ((v1 - 1) * 8 + v2 - 2);
}

static void rm_clear(struct loop_search *u)
{
    memset(u->rm, 0, sizeof u->rm);
    u->n_rm = 0;
}

static void rm_add(struct loop_search *u, int cell, unsigned digits)
{
    digits &= u->s->cand[cell];
    if (digits) {
        u->rm[cell] |= (unsigned short)digits;
        u->n_rm++;
    }
}

/* Keeps the step in u->rm when it removes something and comes before the
 * best so far in SE's order: by its rating, a double summed as SE sums it
 * (so that a loop of 6 with a naked pair, 4.5 + 0.1 + 0.1, comes before
 * a loop of 8, 4.5 + 0.2, as in SE), then by type.  `subset` is the size
 * of a type 3's subset, else 0. */
static void offer(struct loop_search *u, int subset, int type)
{
    struct best *b = u->best;
    int size = u->len;
    double se = 4.5;

    if (size >= 10)
        se += 0.3;
    if (size >= 8)
        se += 0.2;
    else if (size >= 6)
        se += 0.1;
    if (subset > 0)
        se += (subset - 1) * 0.1;
    if (u->n_rm == 0 ||
        (b->found && (se > b->se || (se == b->se && type >= b->type))))
        return;
    b->found = 1;
    b->se = se;
    b->tenths = (int)((se + 0.05) * 10);
    b->type = type;
    memcpy(b->rm, u->rm, sizeof b->rm);
    memcpy(b->loop, u->path, (size_t)u->len);
    b->size = u->len;
    b->v1 = u->v1;
    b->v2 = u->v2;
}

/* ---- Unique loops ------------------------------------------------------- */

/* Type 2: the extra cells add one digit, the lowest extra of the first. */
static void loop_type2(struct loop_search *u, const int *extra, int n)
{
    struct rate *s = u->s;
    int d = lowest(s->cand[extra[0]] & ~u->pair), cell, i;

    rm_clear(u);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        for (i = 0; i < n && sees(cell, extra[i]); i++)
            ;
        if (i == n)
            rm_add(u, cell, 1u << d);
    }
    offer(u, 0, 2);
}

/* Type 3 with a naked subset of `degree` cells of house h: c1's extra
 * digits and the other cells' candidates, c2 left out. */
static void loop_naked(struct loop_search *u, int kind, int c1, int c2,
                       unsigned extra, int degree)
{
    struct rate *s = u->s;
    int h = houses_of(c1, kind);
    int i1 = houses_index(c1, kind), i2 = houses_index(c2, kind);
    unsigned set, last = (1u << 9) - (1u << (9 - degree)), i;

    for (set = (1u << degree) - 1;; set = next_set(set)) {
        if ((set >> i1 & 1) && !(set >> i2 & 1)) {
            unsigned naked = extra & s->cand[c1] & s->cand[c2], all = extra;
            int ok = 1;

            for (i = 0; i < 9; i++)
                if (i != (unsigned)i1 && (set >> i & 1)) {
                    unsigned c = s->cand[houses_cell(h, (int)i)];

                    naked |= c;
                    all |= c;
                    ok &= bits_count10[c] > 1;
                }
            if (ok && bits_count10[naked] == degree &&
                bits_count10[all] == degree) {
                rm_clear(u);
                for (i = 0; i < 9; i++)
                    if (!(set >> i & 1) && i != (unsigned)i2)
                        rm_add(u, houses_cell(h, (int)i), all);
                offer(u, degree, 3);
            }
        }
        if (set == last)
            break;
    }
}

/* Type 3 with a hidden subset of house h: v1, v2 and degree - 2 digits
 * that are not c1's or c2's extra ones, their places with c2 left out. */
static void loop_hidden(struct loop_search *u, int kind, int c1, int c2,
                        unsigned extra, int degree)
{
    struct rate *s = u->s;
    int h = houses_of(c1, kind);
    int i1 = houses_index(c1, kind), i2 = houses_index(c2, kind), n = 0, i;
    unsigned rest = ALL_DIGITS & ~u->pair & ~extra, set, last;
    int digit[9];

    for (; rest; rest &= rest - 1)
        digit[n++] = lowest(rest);
    if (degree - 2 > n)
        return;
    last = ((1u << (degree - 2)) - 1) << (n - (degree - 2));
    for (set = (1u << (degree - 2)) - 1;; set = next_set(set)) {
        unsigned values = u->pair, places = 0, p;
        int ok = 1;

        for (i = 0; i < n; i++)
            if (set >> i & 1)
                values |= 1u << digit[i];
        for (p = values; p; p &= p - 1) {
            unsigned w = where(s, h, lowest(p)) & ~(1u << i2);

            ok &= w != 0;
            places |= w;
        }
        if (ok && bits_count10[places] == degree) {
            places &= ~(1u << i1 | 1u << i2);
            rm_clear(u);
            for (p = places; p; p &= p - 1)
                rm_add(u, houses_cell(h, lowest(p)), ~values & ALL_DIGITS);
            offer(u, bits_count10[places], 3);
        }
        if (degree == 2 || set == last)
            break;
    }
}

/* Type 3: the subsets of each house c1 and c2 share, by size. */
static void loop_type3(struct loop_search *u, int c1, int c2, unsigned extra)
{
    struct rate *s = u->s;
    int degree, k;

    for (degree = bits_count10[extra]; degree <= 7; degree++)
        for (k = 0; k < 3; k++) {
            int h = houses_of(c1, se_kind[k]);
            int empty = 9 - bits_count10[s->placed[h]];

            if (h != houses_of(c2, se_kind[k]))
                continue;
            if (degree * 2 <= empty)
                loop_naked(u, se_kind[k], c1, c2, extra, degree);
            if (degree * 2 < empty)
                loop_hidden(u, se_kind[k], c1, c2, extra, degree);
        }
}

/* Type 4: v1 (or else v2) has no place but c1 and c2 in a house they
 * share (the last such house, in SE's order), so they lose the other. */
static void loop_type4(struct loop_search *u, int c1, int c2)
{
    struct rate *s = u->s;
    int k, lock1 = 0, lock2 = 0;

    for (k = 0; k < 3; k++) {
        int kind = se_kind[k], h = houses_of(c1, kind);
        unsigned both =
            1u << houses_index(c1, kind) | 1u << houses_index(c2, kind);

        if (h != houses_of(c2, kind))
            continue;
        lock1 |= !(where(s, h, u->v1) & ~both);
        lock2 |= !(where(s, h, u->v2) & ~both);
    }
    if (!lock1 && !lock2)
        return;
    rm_clear(u);
    rm_add(u, c1, 1u << (lock1 ? u->v2 : u->v1));
    rm_add(u, c2, 1u << (lock1 ? u->v2 : u->v1));
    offer(u, 0, 4);
}

/* A closed path: the steps its extra cells allow. */
static void loop_found(struct loop_search *u)
{
    struct rate *s = u->s;
    int extra[SUDOKU_CELLS], n = 0, i;
    uint32_t path_set[3] = {0, 0, 0};

    if (u->seen[0] != u->seen[1])
        return;
    u->closed |= loop_pair_bit(u->v1, u->v2);
    for (i = 0; i < u->len; i++) {
        int c = u->path[i];

        path_set[c / 27] |= 1u << c % 27;
        if (bits_count10[s->cand[c]] > 2)
            extra[n++] = c;
    }
    for (i = 0; i < u->n_done; i++)
        if (u->done_first[i] == (n > 0 ? extra[0] : -1) &&
            !memcmp(u->done_set[i], path_set, sizeof path_set))
            return;
    if (u->n_done < LOOPS_KEPT) {
        memcpy(u->done_set[u->n_done], path_set, sizeof path_set);
        u->done_first[u->n_done++] = n > 0 ? extra[0] : -1;
    }
    if (n == 1) {
        rm_clear(u);
        rm_add(u, extra[0], u->pair);
        offer(u, 0, 1);
    } else if (n > 2) {
        loop_type2(u, extra, n);
    } else if (n == 2) {
        unsigned more = (s->cand[extra[0]] | s->cand[extra[1]]) & ~u->pair;

        if (bits_count10[more] == 1)
            loop_type2(u, extra, n);
        else if (bits_count10[more] >= 2)
            loop_type3(u, extra[0], extra[1], more);
        loop_type4(u, extra[0], extra[1]);
    }
}

/* SE's walk from the path's last cell, `allowed` extra cells still
 * allowed, `more` the extra digits seen, `from` the kind of house that
 * led here (-1 at the start). */
static void loop_walk(struct loop_search *u, int cell, int allowed,
                      unsigned more, int from)
{
    struct rate *s = u->s;
    int parity = u->len & 1, k;
    unsigned m;
    uint32_t hb = u->houses[cell];

    u->seen[parity] |= hb;
    u->path[u->len++] = (unsigned char)cell;
    u->in_path[cell] = 1;
    for (k = 0; k < 3; k++) {
        int h;

        if (se_kind[k] == from)
            continue;
        h = houses_of(cell, se_kind[k]);
        /* The cells that hold both digits, the path's first among them. */
        for (m = u->both[h]; m; m &= m - 1) {
            int next = houses_cell(h, lowest(m));
            unsigned c = s->cand[next];

            if (next == u->path[0] && u->len >= 4) {
                loop_found(u);
            } else if (!u->in_path[next]) {
                /* SE keeps the extra digits of every cell it looks at,
                 * even one that can close no loop, which it then walks
                 * in vain: this search looks, and does not walk. */
                more |= c & ~u->pair;
                /* A house entered twice by one parity is never valid. */
                if (u->viable[next] && !(u->seen[!parity] & u->houses[next]) &&
                    (bits_count10[c] == 2 || bits_count10[more] == 1 ||
                     allowed > 0))
                    loop_walk(u, next, allowed - (bits_count10[c] > 2), more,
                              se_kind[k]);
            }
        }
    }
    u->in_path[cell] = 0;
    u->len--;
    u->seen[parity] &= ~hb;
}

/* The step's text: its removals, name and loop. */
static void unique_text(struct rate *s, const struct best *b,
                        enum sudoku_technique t)
{
    int i;

    sudoku_rate_text_removed(s);
    if (b->size == 4)
        sudoku_rate_text_add(s, " %s type %d ", sudoku_technique_name(t),
                             b->type);
    else
        sudoku_rate_text_add(s, " unique loop %d type %d ", b->size, b->type);
    for (i = 0; i < b->size; i++) {
        if (i > 0)
            sudoku_rate_text_add(s, ",");
        sudoku_rate_text_cell(s, b->loop[i]);
    }
    sudoku_rate_text_add(s, " on %d,%d", b->v1, b->v2);
}

/* Applies b's removals, a step begun. */
static int apply_best(struct rate *s, const struct best *b)
{
    int cell;
    unsigned m;

    step_begin(s);
    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        for (m = b->rm[cell]; m; m &= m - 1)
            remove_candidate(s, cell, lowest(m));
    return s->n_removed > 0;
}

/* Fills u->viable for the pair (u->both set): the cells holding both
 * digits, less, as long as one is found, those without another in one of
 * their houses. */
static void loop_viable(struct loop_search *u)
{
    const struct rate *s = u->s;
    unsigned short in[27]; /* per house, the places of such cells */
    int cell, h, changed = 1;

    for (h = 0; h < 27; h++)
        in[h] = u->both[h];
    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        u->viable[cell] = (s->cand[cell] & u->pair) == u->pair;
    while (changed) {
        changed = 0;
        for (cell = 0; cell < SUDOKU_CELLS; cell++) {
            int k;

            if (!u->viable[cell])
                continue;
            for (k = 0; k < 3; k++)
                if (bits_count10[in[houses_of(cell, k)]] < 2)
                    break;
            if (k == 3)
                continue;
            u->viable[cell] = 0;
            changed = 1;
            for (k = 0; k < 3; k++)
                in[houses_of(cell, k)] &=
                    (unsigned short)~(1u << houses_index(cell, k));
        }
    }
}

/* The pairs of digits whose search can be left out: those that made no
 * closed path in the last search, when no cell that holds both has
 * changed since.  Whether a pair makes one depends only on the
 * candidates of the cells that hold both. */
static uint64_t loop_skipped(const struct rate *s)
{
    unsigned touched[10] = {0}, m, v;
    uint64_t changed = 0;
    int cell;

    if (!s->loop_known)
        return 0;
    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        if (s->cand[cell] != s->loop_cand[cell]) {
            unsigned both = (unsigned)s->cand[cell] | s->loop_cand[cell];

            for (m = both; m; m &= m - 1)
                touched[lowest(m)] |= both;
        }
    for (v = 1; v < 9; v++)
        for (m = touched[v] & ~((2u << v) - 1); m; m &= m - 1)
            changed |= loop_pair_bit((int)v, lowest(m));
    return s->loopless & ~changed;
}

/* Sets the search up for the pair of digits c: u->both, and u->viable,
 * from viable_of when `known` (a set of loop_pair_bit) says it was found
 * before, else found and kept there; returns `known` updated. */
static uint64_t loop_pair(struct loop_search *u, unsigned c,
                          unsigned char viable_of[64][SUDOKU_CELLS],
                          uint64_t known)
{
    const struct rate *s = u->s;
    uint64_t bit;
    int h, i;

    u->pair = c;
    u->v1 = lowest(c);
    u->v2 = lowest(c & (c - 1));
    for (h = 0; h < 27; h++)
        u->both[h] = (unsigned short)(where(s, h, u->v1) & where(s, h, u->v2));
    bit = loop_pair_bit(u->v1, u->v2);
    i = bits_ctz64_nonzero(bit);
    if (known & bit) {
        memcpy(u->viable, viable_of[i], sizeof u->viable);
        return known;
    }
    loop_viable(u);
    memcpy(viable_of[i], u->viable, sizeof u->viable);
    return known | bit;
}

int sudoku_rate_unique_loops(struct rate *s)
{
    struct loop_search u;
    struct best b;
    uint64_t skipped, known = 0;
    int cell;
    /* Each pair's viable cells, once found: the cells of two candidates
     * come in row order, pairs mixed. */
    unsigned char viable_of[64][SUDOKU_CELLS];

    sudoku_rate_find_truth(s);
    if (s->truth_known < 0)
        return 0;
    memset(&u, 0, sizeof u);
    b.found = 0;
    u.s = s;
    u.best = &b;
    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        u.houses[cell] = 1u << houses_of(cell, 0) | 1u << houses_of(cell, 1) |
                         1u << houses_of(cell, 2);
    skipped = loop_skipped(s);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        unsigned c = s->cand[cell];

        if (bits_count10[c] != 2 ||
            (skipped & loop_pair_bit(lowest(c), lowest(c & (c - 1)))))
            continue;
        if (u.pair != c)
            known = loop_pair(&u, c, viable_of, known);
        if (!u.viable[cell])
            continue;
        loop_walk(&u, cell, 2, 0, -1);
    }
    memcpy(s->loop_cand, s->cand, sizeof s->loop_cand);
    s->loopless = ~u.closed;
    s->loop_known = 1;
    if (!b.found || !apply_best(s, &b))
        return 0;
    unique_text(s, &b, SUDOKU_UNIQUE_RECTANGLE);
    sudoku_rate_step_end(s, SUDOKU_UNIQUE_RECTANGLE, b.tenths / 10.0);
    return 1;
}

/* ---- BUG ----------------------------------------------------------------- */

struct bug {
    unsigned char cells[SUDOKU_CELLS]; /* the BUG cells, as SE finds them */
    int n;
    unsigned short extra[SUDOKU_CELLS]; /* each one's extra digits */
    unsigned all;                       /* all their extra digits */
    unsigned char common[SUDOKU_CELLS]; /* the cells that see them all */
    int common_set;
    unsigned short rest[SUDOKU_CELLS]; /* the candidates but the extra */
};

/* The cells that see `cell`, in SE's order: its box, row, column. */
static int se_peers(int cell, unsigned char out[20])
{
    int k, i, n = 0;
    unsigned char mark[SUDOKU_CELLS] = {0};

    mark[cell] = 1;
    for (k = 0; k < 3; k++) {
        int h = houses_of(cell, se_kind[k]);

        for (i = 0; i < 9; i++) {
            int c = houses_cell(h, i);

            if (!mark[c]) {
                mark[c] = 1;
                out[n++] = (unsigned char)c;
            }
        }
    }
    return n;
}

/* A BUG cell found for digit d; returns 0 when the cells left that see
 * every BUG cell can make no step of types 1 to 3. */
static int bug_add(struct bug *g, int cell, int d)
{
    int i, c;

    for (i = 0; i < g->n && g->cells[i] != cell; i++)
        ;
    if (i == g->n)
        g->cells[g->n++] = (unsigned char)cell;
    g->extra[cell] |= (unsigned short)(1u << d);
    g->all |= 1u << d;
    g->rest[cell] &= (unsigned short)~(1u << d);
    for (c = 0; c < SUDOKU_CELLS; c++)
        g->common[c] = (unsigned char)((g->common_set ? g->common[c] : 1) &&
                                       sees(c, cell));
    g->common_set = 1;
    for (i = 0; i < g->n; i++)
        g->common[g->cells[i]] = 0;
    if (g->n > 1 && bits_count10[g->all] > 1) {
        for (c = 0; c < SUDOKU_CELLS && !g->common[c]; c++)
            ;
        return c < SUDOKU_CELLS;
    }
    return 1;
}

/* Whether the position is a BUG but for the cells of *g, found as SE
 * looks for them: where a digit has neither 0 nor 2 places in a house,
 * the one place with more than two candidates. */
static int bug_find(const struct rate *s, struct bug *g)
{
    int k, r, d, cell, h;

    memset(g, 0, sizeof *g);
    memcpy(g->rest, s->cand, sizeof g->rest);
    for (k = 0; k < 3; k++)
        for (r = 0; r < 9; r++)
            for (d = 1; d <= 9; d++) {
                unsigned m, big = 0;

                h = (se_kind[k] == 0 ? 0 : se_kind[k] == 1 ? 9 : 18) + r;
                m = where(s, h, d);

                if (bits_count10[m] == 0 || bits_count10[m] == 2)
                    continue;
                for (; m; m &= m - 1)
                    if (bits_count10[s->cand[houses_cell(h, lowest(m))]] >= 3)
                        big |= 1u << lowest(m);
                if (big == 0)
                    return 0;
                if (!(big & (big - 1)) &&
                    !bug_add(g, houses_cell(h, lowest(big)), d))
                    return 0;
            }
    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        if (s->value[cell] == 0 && bits_count10[g->rest[cell]] != 2)
            return 0;
    for (h = 0; h < 27; h++)
        for (d = 1; d <= 9; d++) {
            int i, n = 0;

            for (i = 0; i < 9; i++)
                n += g->rest[houses_cell(h, i)] >> d & 1;
            if (n != 0 && n != 2)
                return 0;
        }
    return g->n > 0;
}

/* Type 4: two BUG cells in a house (the first in SE's order), sharing
 * one digit besides the extra ones; each keeps its extra digits and
 * that one. */
static int bug_type4(const struct rate *s, const struct bug *g,
                     unsigned short rm[SUDOKU_CELLS])
{
    int a = g->cells[0], b = g->cells[1], k;
    unsigned shared = s->cand[a] & s->cand[b] & ~g->all;

    if (bits_count10[shared] != 1)
        return 0;
    for (k = 0; k < 3; k++)
        if (houses_of(a, se_kind[k]) == houses_of(b, se_kind[k])) {
            rm[a] = (unsigned short)(s->cand[a] & ~g->extra[a] & ~shared);
            rm[b] = (unsigned short)(s->cand[b] & ~g->extra[b] & ~shared);
            return (rm[a] | rm[b]) != 0;
        }
    return 0;
}

/* Type 3 in house h: degree - 1 cells of those that see every BUG cell
 * (in the order SE keeps them) whose candidates with the extra digits
 * make a naked subset of `degree` digits; returns the digits, or 0. */
static unsigned bug_subset(const struct rate *s, const struct bug *g,
                           const unsigned char *in, int n, int degree,
                           unsigned short rm[SUDOKU_CELLS])
{
    unsigned set, last = ((1u << (degree - 1)) - 1) << (n - degree + 1);
    int i;

    for (set = (1u << (degree - 1)) - 1;; set = next_set(set)) {
        unsigned naked = 0;
        int ok = 1;

        for (i = 0; i < n; i++)
            if (set >> i & 1) {
                naked |= s->cand[in[i]];
                ok &= bits_count10[s->cand[in[i]]] > 1;
            }
        if (ok && bits_count10[naked] == degree &&
            bits_count10[naked | g->all] == degree) {
            int any = 0;

            naked |= g->all;
            memset(rm, 0, SUDOKU_CELLS * sizeof *rm);
            for (i = 0; i < n; i++)
                if (!(set >> i & 1) && (s->cand[in[i]] & naked)) {
                    rm[in[i]] = (unsigned short)(s->cand[in[i]] & naked);
                    any = 1;
                }
            if (any)
                return naked;
        }
        if (set == last)
            return 0;
    }
}

/* Type 3: the first subset, by house in SE's order and then by size;
 * returns its size, or 0. */
static int bug_type3(const struct rate *s, const struct bug *g,
                     unsigned short rm[SUDOKU_CELLS])
{
    unsigned char peers[20], in[20];
    int np = se_peers(g->cells[0], peers), k, i, degree;

    for (k = 0; k < 3; k++) {
        int kind = se_kind[k], h = houses_of(g->cells[0], kind), n = 0;

        for (i = 1; i < g->n && houses_of(g->cells[i], kind) == h; i++)
            ;
        if (i < g->n)
            continue;
        for (i = 0; i < np; i++)
            if (g->common[peers[i]] && houses_of(peers[i], kind) == h)
                in[n++] = peers[i];
        for (degree = 2; degree <= 6 && degree <= n; degree++)
            if (bug_subset(s, g, in, n, degree, rm))
                return degree;
    }
    return 0;
}

/* The first step SE finds in the BUG *g, into rm; returns its rating in
 * tenths and its type in *type, or 0 for none. */
static int bug_step(const struct rate *s, const struct bug *g,
                    unsigned short rm[SUDOKU_CELLS], int *type)
{
    int cell, degree;

    memset(rm, 0, SUDOKU_CELLS * sizeof *rm);
    if (g->n == 1) {
        *type = 1;
        rm[g->cells[0]] = (unsigned short)(s->cand[g->cells[0]] & ~g->all);
        return rm[g->cells[0]] != 0 ? 56 : 0;
    }
    if (bits_count10[g->all] == 1) {
        int any = 0;

        *type = 2;
        for (cell = 0; g->common_set && cell < SUDOKU_CELLS; cell++)
            if (g->common[cell] && (s->cand[cell] & g->all)) {
                rm[cell] = (unsigned short)g->all;
                any = 1;
            }
        if (any)
            return 57;
        *type = 4;
        return g->n == 2 && bug_type4(s, g, rm) ? 57 : 0;
    }
    for (cell = 0; cell < SUDOKU_CELLS && !g->common[cell]; cell++)
        ;
    if (cell == SUDOKU_CELLS)
        return 0;
    *type = 4;
    if (g->n == 2 && bug_type4(s, g, rm))
        return 57;
    *type = 3;
    degree = bug_type3(s, g, rm);
    return degree > 0 ? 57 + degree - 1 : 0;
}

int sudoku_rate_bug(struct rate *s)
{
    struct bug g;
    struct best b;
    int i;

    sudoku_rate_find_truth(s);
    if (s->truth_known < 0 || !bug_find(s, &g))
        return 0;
    b.tenths = bug_step(s, &g, b.rm, &b.type);
    if (b.tenths == 0 || !apply_best(s, &b))
        return 0;
    sudoku_rate_text_removed(s);
    sudoku_rate_text_add(s, " %s type %d ", sudoku_technique_name(SUDOKU_BUG),
                         b.type);
    for (i = 0; i < g.n; i++) {
        if (i > 0)
            sudoku_rate_text_add(s, ",");
        sudoku_rate_text_cell(s, g.cells[i]);
    }
    sudoku_rate_step_end(s, SUDOKU_BUG, b.tenths / 10.0);
    return 1;
}
