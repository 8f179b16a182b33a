/*
 * rate_subsets.c - naked and hidden subsets (pairs, triples, quads).
 *
 * A naked subset, n cells of a house with n candidates between them,
 * takes those digits from the house's other cells; a hidden one, n
 * digits with n places between them, keeps only those digits in its
 * cells.  SE's direct hidden pair and triple place the single such a
 * subset leaves at once.  The subsets are looked for where and in the
 * order SE looks, so the step taken is SE's.
 */
#include "rate/rate_internal.h"

/* One more than the candidates left in house h (at most 82).  Candidates
 * only go, so the mark is as it was only while the house is. */
static int house_mark(const struct rate *s, int h)
{
    int i, n = 1;

    for (i = 0; i < 9; i++)
        n += bits_count10[s->cand[houses_cell(h, i)]];
    return n;
}

/* The first combination of k of the first `below` items after `prev`, in
 * SE's order (which is the order of the masks), whose items' masks m[]
 * have two bits or more each and no more than `size` bits together with
 * `with`; `chosen` holds the items chosen above them.  0 when none.
 * Choosing the largest item first, a choice whose every completion comes
 * no later than prev, or whose mask already has too many bits, is passed
 * over with everything below it. */
static unsigned subset_after(const unsigned m[], int size, int k, int below,
                             unsigned chosen, unsigned with, unsigned prev)
{
    int i;

    for (i = k - 1; i < below; i++) {
        unsigned mask = chosen | 1u << i, u, next;

        if ((mask | ((1u << (k - 1)) - 1) << (i - (k - 1))) <= prev ||
            bits_count10[m[i]] < 2 || bits_count10[u = with | m[i]] > size)
            continue;
        if (k == 1)
            return mask;
        if ((next = subset_after(m, size, k - 1, i, mask, u, prev)) != 0)
            return next;
    }
    return 0;
}

/* What a subset's item stands for in house h: the candidates of its
 * index's cell (naked), or the places of digit `item` (hidden). */
static unsigned item_mask(const struct rate *s, int h, int hidden, int item)
{
    return hidden ? where(s, h, item) : s->cand[houses_cell(h, item)];
}

/* The next combination after `prev` of `size` of the n items (cells or
 * digits of house h) that could be a subset now, or 0 (subset_after). */
static unsigned next_subset(const struct rate *s, int h, int hidden,
                            const unsigned items[], int n, int size,
                            unsigned prev)
{
    unsigned m[9];
    int i;

    for (i = 0; i < n; i++)
        m[i] = item_mask(s, h, hidden, (int)items[i]);
    return subset_after(m, size, size, n, 0, 0, prev);
}

/* The subset rungs' rows of s->fruitless: direct hidden pairs and
 * triples, then naked and hidden pairs, triples and quads. */
static int subset_rung(int size, int hidden, int direct)
{
    return direct ? size - 2 : 2 + (size - 2) * 2 + hidden;
}

/* The items of house h (its cells' indexes, or the digits 1..9) that
 * could be in a subset of `size`: those with two to `size` candidates
 * (places).  Returns how many, into items[]. */
static int subset_items(const struct rate *s, int h, int hidden, int size,
                        unsigned items[9])
{
    int i, n = 0;

    for (i = 0; i < 9; i++) {
        unsigned m = item_mask(s, h, hidden, hidden ? i + 1 : i);

        if (bits_count10[m] >= 2 && bits_count10[m] <= size)
            items[n++] = (unsigned)(hidden ? i + 1 : i);
    }
    return n;
}

/* The union of the masks of the items that combo picks of items[0 ..
 * n - 1], and the items themselves as a mask into *members: the subset's
 * digits (hidden) or cells (naked).  0 when one of them has fewer than two
 * bits now (since an earlier find, in a batch). */
static unsigned subset_union(const struct rate *s, int h, int hidden,
                             const unsigned items[], int n, unsigned combo,
                             unsigned *members)
{
    unsigned unionmask = 0;
    int i;

    *members = 0;
    for (i = 0; i < n; i++) {
        unsigned m;

        if (!(combo & (1u << i)))
            continue;
        m = item_mask(s, h, hidden, (int)items[i]);
        if (bits_count10[m] < 2)
            return 0;
        unionmask |= m;
        *members |= 1u << items[i];
    }
    return unionmask;
}

/* For SE's direct hidden subset: the cell where a digit outside the
 * subset (members) is left one place in house h once the subset's cells
 * (unionmask) keep only its digits, with the digit into *digit; or -1. */
static int subset_single(const struct rate *s, int h, unsigned unionmask,
                         unsigned members, int *digit)
{
    int d, single;

    for (d = 1; d <= 9; d++)
        if (!(members & (1u << d)) &&
            (single = left_single(s, h, d, unionmask)) >= 0) {
            *digit = d;
            return single;
        }
    return -1;
}

/* Removes what a subset of house h allows.  Naked: the subset's digits
 * (unionmask) go from the other cells; hidden: the subset's cells
 * (unionmask) keep only its digits (members). */
static void subset_remove(struct rate *s, int h, int hidden, unsigned unionmask,
                          unsigned members)
{
    int k, d;

    for (k = 0; k < 9; k++) {
        int c = houses_cell(h, k);

        if (hidden ? !(unionmask & (1u << k)) : (members & (1u << k)) != 0)
            continue;
        for (d = 1; d <= 9; d++)
            if (hidden ? !(members & (1u << d)) : (unionmask & (1u << d)) != 0)
                remove_candidate(s, c, d);
    }
}

/* For the picture of the step: the house, and the subset's digits in its
 * cells. */
static void subset_show(struct rate *s, int h, int hidden, unsigned unionmask,
                        unsigned members)
{
    unsigned cells = hidden ? unionmask : members;
    unsigned digits = hidden ? members : unionmask;
    int k;

    show_house(s, h);
    for (k = 0; k < 9; k++)
        if (cells & (1u << k))
            show_use(s, houses_cell(h, k), digits);
}

/* " naked pair r1c2,r1c5 {37} in row 1": the subset's cells and digits. */
static void subset_text(struct rate *s, int h, int hidden,
                        enum sudoku_technique t, unsigned unionmask,
                        unsigned members)
{
    unsigned cells = hidden ? unionmask : members;
    unsigned digits = hidden ? members : unionmask;
    int k, first = 1;

    sudoku_rate_text_add(s, " %s ", sudoku_technique_name(t));
    for (k = 0; k < 9; k++) {
        if (!(cells & (1u << k)))
            continue;
        sudoku_rate_text_add(s, first ? "" : ",");
        sudoku_rate_text_cell(s, houses_cell(h, k));
        first = 0;
    }
    sudoku_rate_text_add(s, " {");
    for (k = 1; k <= 9; k++)
        if (digits & (1u << k))
            sudoku_rate_text_add(s, "%d", k);
    sudoku_rate_text_add(s, "} in %s %d", houses_kind(h), houses_number(h));
}

/*
 * Naked (hidden = 0) or hidden subsets of `size`, house by house in SE's
 * order, where SE looks for them: naked ones in houses with at least
 * 2 * size empty cells, hidden ones with more than that (the complement
 * would be a smaller subset).  Every cell (digit) of a subset has two
 * candidates (places) or more.  `direct` asks for SE's direct hidden
 * subset, in a house with more than `size` empty cells: one that leaves
 * a digit outside it one place in the house, placed at once (SE's direct
 * form only places its single).
 */
int sudoku_rate_subsets(struct rate *s, int size, int hidden, int direct,
                        enum sudoku_technique t)
{
    int o, found = 0, rung = subset_rung(size, hidden, direct);

    for (o = 0; o < 27; o++) {
        int h = se_house(o), n, here = 0, mark;
        int empty = 9 - bits_count10[s->placed[h]];
        unsigned items[9], combo;

        if (hidden ? empty <= (direct ? size : 2 * size) : empty < 2 * size)
            continue;
        if (s->fruitless[rung][h] == (mark = house_mark(s, h)))
            continue; /* as it was when this rung last found nothing */
        if ((n = subset_items(s, h, hidden, size, items)) < size)
            continue;
        /* The combinations of `size` items, in SE's order, that could be
         * a subset as things are when each is looked at. */
        for (combo = next_subset(s, h, hidden, items, n, size, 0); combo;
             combo = next_subset(s, h, hidden, items, n, size, combo)) {
            unsigned members, unionmask;
            int single = -1, single_digit = 0;

            unionmask = subset_union(s, h, hidden, items, n, combo, &members);
            if (bits_count10[unionmask] != size)
                continue;
            if (direct && (single = subset_single(s, h, unionmask, members,
                                                  &single_digit)) < 0)
                continue;
            step_begin(s);
            if (!direct)
                subset_remove(s, h, hidden, unionmask, members);
            if (s->n_removed == 0 && !direct)
                continue;
            if (direct) {
                place(s, single, single_digit);
                sudoku_rate_text_cell(s, single);
                sudoku_rate_text_add(s, "=%d", single_digit);
            }
            subset_show(s, h, hidden, unionmask, members);
            sudoku_rate_text_removed(s);
            subset_text(s, h, hidden, t, unionmask, members);
            sudoku_rate_step_end(s, t, sudoku_rate_weight(t));
            if (!takes_all(s, t) || s->broken)
                return 1;
            found = here = 1;
        }
        if (!here)
            s->fruitless[rung][h] = (unsigned char)mark;
    }
    return found;
}
