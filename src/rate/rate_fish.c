/*
 * rate_fish.c - X-wing, swordfish and jellyfish.
 *
 * Basic fish of one digit: n rows (or columns) whose places of the digit
 * lie in n columns (rows) take it from the rest of those columns (rows).
 * Looked for where and in the order SE looks.  No finned or franken
 * fish.
 */
#include <string.h>

#include "rate/rate_internal.h"

/* The next mask with as many bits as v, in increasing order (Gosper's
 * rule): SE's order of the combinations of a subset or a fish, {0,1},
 * {0,2}, {1,2}, {0,3}, ... */
static unsigned next_combination(unsigned v)
{
    unsigned low = v & (0u - v), ripple = v + low;

    return ripple | (((v ^ ripple) >> 2) / low);
}

/* The lines (from house `base`) with two to `size` places of d, or none
 * when d has fewer than 2 * size places left: where SE looks for fish. */
static unsigned fish_fit(const struct rate *s, int size, int base, int d,
                         int placed)
{
    unsigned fit = 0;
    int i;

    for (i = 0; i < 9 && placed + 2 * size <= 9; i++) {
        int n = bits_count10[where(s, base + i, d)];

        if (n >= 2 && n <= size)
            fit |= 1u << i;
    }
    return fit;
}

/* fish_fit for every digit but those of `skip` into fit[]; returns the
 * digits with `size` such lines or more, and in *any_fit the lines that
 * fit one of them. */
static unsigned fish_digits(const struct rate *s, int size, int base,
                            unsigned skip, unsigned fit[10], unsigned *any_fit)
{
    unsigned digits = 0;
    int d, i;

    *any_fit = 0;
    for (d = 1; d <= 9; d++) {
        int placed = 0;

        if (skip & (1u << d))
            continue;
        for (i = 0; i < 9; i++)
            placed += holds(s, i, d);
        fit[d] = fish_fit(s, size, base, d, placed);
        if (bits_count10[fit[d]] >= size) {
            digits |= 1u << d;
            *any_fit |= fit[d];
        }
    }
    return digits;
}

/* For the picture of the step: the base lines and the cover lines, and
 * d's places in the base lines. */
static void fish_show(struct rate *s, int base, int cover, unsigned lines,
                      unsigned covered, int d)
{
    unsigned m, p;

    for (m = covered; m; m &= m - 1)
        show_house(s, cover + lowest(m));
    for (m = lines; m; m &= m - 1) {
        show_house(s, base + lowest(m));
        for (p = where(s, base + lowest(m), d); p; p &= p - 1)
            show_use(s, houses_cell(base + lowest(m), lowest(p)), 1u << d);
    }
}

/* X-wing (2), swordfish (3), jellyfish (4): `size` rows (or columns)
 * whose positions of a digit lie in `size` columns (rows). */
int sudoku_rate_fish(struct rate *s, int size, enum sudoku_technique t)
{
    int by_cols, d, i, found = 0;
    unsigned char *fruitless = s->fish_fruitless[size - 2], had[10] = {0};
    unsigned skip = 0;

    /* A digit whose candidates are as they were when this rung last found
     * nothing for it is passed over: a fish of d sees only d. */
    for (d = 1; d <= 9; d++) {
        for (i = 0, had[d] = 1; i < 9; i++)
            had[d] = (unsigned char)(had[d] + bits_count10[where(s, i, d)]);
        if (fruitless[d] == had[d])
            skip |= 1u << d;
    }

    /* As SE: columns first, then rows; each combination of lines, then
     * each digit that has 2 * size places or more left, every line with
     * two places or more (and, to be of use, `size` or fewer). */
    for (by_cols = 1; by_cols >= 0; by_cols--) {
        int base = by_cols ? 9 : 0, cover = by_cols ? 0 : 9;
        unsigned lines, fit[10], digits, any_fit, left;

        digits = fish_digits(s, size, base, skip, fit, &any_fit);
        for (lines = (1u << size) - 1; digits != 0 && lines < 1u << 9;
             lines = next_combination(lines))
            for (left = (lines & ~any_fit) == 0 ? digits : 0; left;
                 left &= left - 1) {
                unsigned covered = 0, extra, m;

                d = lowest(left);
                if ((lines & ~fit[d]) != 0)
                    continue;
                for (m = lines; m; m &= m - 1)
                    covered |= where(s, base + lowest(m), d);
                if (bits_count10[covered] != size)
                    continue;
                /* The places of d in the covered lines, outside `lines`. */
                for (m = covered, extra = 0; m; m &= m - 1)
                    extra |= where(s, cover + lowest(m), d) & ~lines;
                if (extra == 0)
                    continue;
                step_begin(s);
                fish_show(s, base, cover, lines, covered, d);
                for (m = covered; m; m &= m - 1) {
                    int k = lowest(m);
                    unsigned out;

                    for (out = where(s, cover + k, d) & ~lines; out;
                         out &= out - 1)
                        remove_candidate(s, houses_cell(cover + k, lowest(out)),
                                         d);
                }
                sudoku_rate_text_removed(s);
                sudoku_rate_text_add(s, " %s %d in %s",
                                     sudoku_technique_name(t), d,
                                     by_cols ? "columns" : "rows");
                for (m = lines, i = 0; m; m &= m - 1, i++)
                    sudoku_rate_text_add(s, "%s%d", i ? "," : " ",
                                         lowest(m) + 1);
                sudoku_rate_step_end(s, t, sudoku_rate_weight(t));
                if (!takes_all(s, t) || s->broken)
                    return 1;
                found = 1;
                digits = fish_digits(s, size, base, skip, fit, &any_fit);
                left &= digits;
            }
    }
    if (!found)
        memcpy(fruitless, had, sizeof had);
    return found;
}
