/*
 * rate_intersections.c - pointing and claiming, and their direct forms.
 *
 * A digit whose places in a box all lie in one line (pointing), or in a
 * line all in one box (claiming), goes from the rest of the other house.
 * SE's direct forms place the single such a removal leaves at once, and
 * remove nothing.  For the search of sudoku_rate_without_trial,
 * sudoku_rate_silent_intersections makes every such removal without a
 * step.
 */
#include "rate/rate_internal.h"

/* For a mask m of places in a house: the third (a row of a box) that
 * holds them all, in bits 0-1, and the column of a box that does, in bits
 * 2-3; 3 for none. */
#define CONFINE_THIRD(m)                                                       \
    (((m) & ~0x007u) == 0   ? 0u                                               \
     : ((m) & ~0x038u) == 0 ? 1u                                               \
     : ((m) & ~0x1C0u) == 0 ? 2u                                               \
                            : 3u)
#define CONFINE_COLUMN(m)                                                      \
    (((m) & ~0x049u) == 0   ? 0u                                               \
     : ((m) & ~0x092u) == 0 ? 1u                                               \
     : ((m) & ~0x124u) == 0 ? 2u                                               \
                            : 3u)
#define CONFINE1(m) (CONFINE_THIRD(m) | CONFINE_COLUMN(m) << 2)
#define CONFINE2(m) CONFINE1(m), CONFINE1((m) + 1)
#define CONFINE4(m) CONFINE2(m), CONFINE2((m) + 2)
#define CONFINE8(m) CONFINE4(m), CONFINE4((m) + 4)
#define CONFINE16(m) CONFINE8(m), CONFINE8((m) + 8)
#define CONFINE32(m) CONFINE16(m), CONFINE16((m) + 16)
#define CONFINE64(m) CONFINE32(m), CONFINE32((m) + 32)
#define CONFINE128(m) CONFINE64(m), CONFINE64((m) + 64)
#define CONFINE256(m) CONFINE128(m), CONFINE128((m) + 128)
static const unsigned char confine[512] = {CONFINE256(0u), CONFINE256(256u)};

/* The house of the other kind (a box for a line, a line for a box) that
 * holds every position m (two or more) of a digit in house a, or -1: the
 * row, then the column, for a box. */
static int intersection_of(int a, unsigned m)
{
    int third = confine[m] & 3, column = confine[m] >> 2, bx = a - 18;

    if (a < 18)
        return third == 3 ? -1
               : a < 9    ? 18 + a / 3 * 3 + third
                          : 18 + third * 3 + (a - 9) / 3;
    if (third != 3)
        return bx / 3 * 3 + third;
    if (column != 3)
        return 9 + bx % 3 * 3 + column;
    return -1;
}

/* The indexes of house b whose cells are outside house a, for b and a
 * of intersection_of. */
static unsigned outside(int b, int a)
{
    unsigned in = b < 9    ? 7u << 3 * ((a - 18) % 3)
                  : b < 18 ? 7u << 3 * ((a - 18) / 3)
                  : a < 9  ? 7u << 3 * (a % 3)
                           : 0x49u << (a - 9) % 3;

    return 0x1FFu & ~in;
}

/* The j-th (0..2) house of `kind` (0 row, 1 column, 2 box) that crosses
 * house h, of the other kind, in increasing order. */
static int crossing(int h, int kind, int j)
{
    if (h >= 18)
        return kind == 0 ? (h - 18) / 3 * 3 + j : 9 + (h - 18) % 3 * 3 + j;
    return h < 9 ? 18 + h / 3 * 3 + j : 18 + j * 3 + (h - 9) / 3;
}

/* The digits with two places or more in house a, all in the j-th house
 * of `kind` that crosses it (crossing), into by[j]. */
static void confined(const struct rate *s, int a, int kind, unsigned by[3])
{
    unsigned left;

    by[0] = by[1] = by[2] = 0;
    for (left = ALL_DIGITS & ~s->placed[a]; left; left &= left - 1) {
        int d = lowest(left);
        unsigned m = where(s, a, d);
        int i;

        if (!(m & (m - 1)))
            continue;
        /* A third of a line or a row of a box, or a column of a box. */
        i = a >= 18 && kind == 1 ? confine[m] >> 2 : confine[m] & 3;
        if (i != 3)
            by[i] |= 1u << d;
    }
}

/* For the picture of the step: the houses, and d's places in a. */
static void intersection_show(struct rate *s, int a, int b, int d)
{
    unsigned m;

    show_house(s, a);
    show_house(s, b);
    for (m = where(s, a, d); m; m &= m - 1)
        show_use(s, houses_cell(a, lowest(m)), 1u << d);
}

/*
 * Pointing (a box's places of a digit all in one line: the line's other
 * cells lose it) when `claiming` is 0; claiming (a line's all in one box)
 * when 1.  In SE's order: boxes with columns, then with rows; columns with
 * boxes, then rows; each pair of crossing houses, then each digit.
 * `direct` asks for SE's direct form, in which the removals leave the
 * digit one place in another house of the first kind that crosses the
 * second (another box along the line, or a parallel line through the
 * box), and that single is placed at once.
 */
int sudoku_rate_intersections(struct rate *s, int claiming, int direct)
{
    enum sudoku_technique t =
        direct ? (claiming ? SUDOKU_DIRECT_CLAIMING : SUDOKU_DIRECT_POINTING)
               : (claiming ? SUDOKU_CLAIMING : SUDOKU_POINTING);
    int pass, i, j, d, found = 0;

    for (pass = 0; pass < 2; pass++)
        for (i = 0; i < 9; i++) {
            int a = claiming ? (pass == 0 ? 9 : 0) + i : 18 + i;
            int kind = claiming ? 2 : 1 - pass;
            unsigned by[3], left;

            confined(s, a, kind, by);
            for (j = 0; j < 3; j++) {
                int b = crossing(a, kind, j);

                for (left = by[j]; left;) {
                    unsigned out;
                    int single = -1, k;

                    d = lowest(left);
                    left &= left - 1;
                    if ((out = where(s, b, d) & outside(b, a)) == 0)
                        continue;
                    for (k = 0; direct && k < 3 && single < 0; k++) {
                        int x = crossing(b, a < 9 ? 0 : a < 18 ? 1 : 2, k);

                        if (x != a)
                            single = left_single(s, x, d, ~outside(x, b));
                    }
                    if (direct && single < 0)
                        continue;
                    step_begin(s);
                    intersection_show(s, a, b, d);
                    /* SE's direct form only places its single. */
                    for (; out && !direct; out &= out - 1)
                        remove_candidate(s, houses_cell(b, lowest(out)), d);
                    if (direct) {
                        place(s, single, d);
                        sudoku_rate_text_cell(s, single);
                        sudoku_rate_text_add(s, "=%d", d);
                    }
                    sudoku_rate_text_removed(s);
                    sudoku_rate_text_add(s, " %s: %s %d, %s %d",
                                         sudoku_technique_name(t),
                                         houses_kind(a), houses_number(a),
                                         houses_kind(b), houses_number(b));
                    sudoku_rate_step_end(s, t, sudoku_rate_weight(t));
                    if (!takes_all(s, t) || s->broken)
                        return 1;
                    found = 1;
                    confined(s, a, kind, by);
                    left &= by[j];
                }
            }
        }
    return found;
}

/* Removes, without a step, what every pointing and claiming allows;
 * returns 1 when something went.  For the search of rate_forcing.c,
 * which follows singles and intersections inside each assumption.  With `quiet`, s was
 * a state in which nothing was to go when s->dirty was cleared, so only a
 * digit whose places in a house changed since this last looked at it can
 * be confined anew; the removals, outside the house, leave its own. */
int sudoku_rate_silent_intersections(struct rate *s, int quiet)
{
    int a, d, found = 0;
    unsigned left;

    for (a = 0; a < 27; a++) {
        left = (quiet ? s->dirty[a] : ALL_DIGITS) & ~s->placed[a];
        s->dirty[a] = 0;
        for (; left; left &= left - 1) {
            unsigned m = where(s, a, d = lowest(left)), out;
            int b;

            if (m == 0 || !(m & (m - 1)) || (b = intersection_of(a, m)) < 0)
                continue;
            for (out = where(s, b, d) & outside(b, a); out; out &= out - 1) {
                int c = houses_cell(b, lowest(out));

                drop(s, c, d);
                if (s->cand[c] == 0)
                    s->broken = 1;
                found = 1;
            }
        }
    }
    return found;
}
