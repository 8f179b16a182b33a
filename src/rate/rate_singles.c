/*
 * rate_singles.c - full houses, hidden singles and naked singles.
 *
 * The rungs that place a digit where it is the only one left: in a
 * house (full house, hidden single) or in a cell (naked single).  Each
 * applies all that one scan finds: each stays what it was after the
 * others, so the rating is the same as one at a time.  Nothing here
 * removes a candidate but by placing.
 */
#include "rate/rate_internal.h"

/* Full houses, SE's "last value" (1.0): the last empty cell of a box, a
 * column or a row, all that one scan finds. */
int sudoku_rate_full_houses(struct rate *s)
{
    int o, found = 0;

    for (o = 0; o < 27; o++) {
        int h = se_house(o), d, cell;
        unsigned missing = ALL_DIGITS & ~s->placed[h];

        if (bits_count10[missing] != 1)
            continue;
        d = lowest(missing);
        if (where(s, h, d) == 0) {
            s->broken = 1;
            continue;
        }
        cell = houses_cell(h, lowest(where(s, h, d)));
        step_begin(s);
        show_house(s, h);
        show_use(s, cell, 1u << d);
        place(s, cell, d);
        sudoku_rate_text_cell(s, cell);
        sudoku_rate_text_add(s, "=%d full house in %s %d", d, houses_kind(h),
                             houses_number(h));
        sudoku_rate_step_end(s, SUDOKU_FULL_HOUSE,
                             sudoku_rate_weight(SUDOKU_FULL_HOUSE));
        found = 1;
    }
    return found;
}

/* Hidden singles in the houses [from, to): all that one scan finds. */
int sudoku_rate_hidden_singles(struct rate *s, int from, int to,
                               enum sudoku_technique t)
{
    int h, d, found = 0;
    unsigned more;

    /* Every digit in order or, once s->hot is kept, those it holds. */
    for (h = from; h < to; h++)
        for (d = 0; (more = (s->track ? s->hot[h] : ALL_DIGITS) &
                            ~((2u << d) - 1)) != 0;) {
            unsigned m = where(s, h, d = lowest(more));
            int cell;

            if (m == 0) {
                if (!holds(s, h, d))
                    s->broken = 1;
                continue;
            }
            if (m & (m - 1))
                continue;
            cell = houses_cell(h, lowest(m));
            if (!(s->cand[cell] & (1u << d)))
                continue;
            step_begin(s);
            show_house(s, h);
            show_use(s, cell, 1u << d);
            place(s, cell, d);
            sudoku_rate_text_cell(s, cell);
            sudoku_rate_text_add(s, "=%d hidden single in %s %d", d,
                                 houses_kind(h), houses_number(h));
            sudoku_rate_step_end(s, t, sudoku_rate_weight(t));
            found = 1;
        }
    return found;
}

int sudoku_rate_naked_singles(struct rate *s)
{
    int cell, found = 0;

    /* Every cell in order or, once s->few is kept, those it holds. */
    for (cell = s->track ? next_few(s, -1) : 0;
         cell >= 0 && cell < SUDOKU_CELLS;
         cell = s->track ? next_few(s, cell) : cell + 1) {
        unsigned c = s->cand[cell];

        if (s->value[cell] != 0 || c == 0 || (c & (c - 1)))
            continue;
        step_begin(s);
        show_use(s, cell, c);
        place(s, cell, lowest(c));
        sudoku_rate_text_cell(s, cell);
        sudoku_rate_text_add(s, "=%d naked single", lowest(c));
        sudoku_rate_step_end(s, SUDOKU_NAKED_SINGLE,
                             sudoku_rate_weight(SUDOKU_NAKED_SINGLE));
        found = 1;
    }
    return found;
}
