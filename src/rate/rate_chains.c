/*
 * rate.c - the technique ladder: solving on candidates, step by step, as
 * a person does, and the difficulty of the hardest step.
 *
 * Each step tries the rungs in order of their weight and applies the
 * first that makes progress, as Sudoku Explainer (SE) 1.2.1 does, so that
 * the rating is the one SE gives where the techniques are the same: the
 * weights of rate.h, SE's full house (the last empty cell of a house,
 * 1.0), and its "direct" forms, which count an intersection or a hidden
 * subset as easy when it leaves a digit one place in a house at once:
 * another box along the line, a parallel line through the box, or the
 * subset's own house.  A direct form only places that single, as SE's
 * does; its removals wait for the rung that makes them.  The rungs look
 * where SE looks (subsets in houses with enough empty cells, fish for
 * digits with enough places left) and in SE's order, so that the step
 * taken is SE's.  A rung that finds several placements of one kind (full
 * houses, hidden singles, naked singles) applies them all: each stays
 * what it was after the others, so the rating is the same as one at a
 * time.  On 1,411 puzzles that classic SE rated (qqwing's four levels,
 * kaggle, 17-clue, top1465), every one SE rates below 4.5 gets SE's
 * rating exactly.
 *
 * Past the subsets and wings the ladder has three kinds of chains, each
 * an implication from one candidate: a chain that refutes its own start
 * along strong links of one digit (rated like SE's forcing X-chains,
 * 6.6), or of several digits and cells (7.0), plus SE's increase for
 * length; then a forcing chain that follows every single the assumption
 * brings (like SE's dynamic chains, 8.5 and up); and, when none decides,
 * trial: a candidate that the solver shows has no solution, rated 10.0
 * and named so, because no logic of the ladder found it.
 *
 * When only the rating is asked for (sudoku_rate_score), a rung no
 * heavier than the rating so far applies all it finds in one scan
 * (takes_all), and a direct form is skipped once the rung that removes
 * what it would is that light (rate_step).  The score stays SE's: every
 * rung is monotone, in that a step it finds is still found after any
 * other removal, rated no higher, or is made moot by singles; so, while
 * the rating is R, the steps no heavier than R end in the same state
 * whatever their order, and the easiest step past R, the next rise, is
 * the one SE's order reaches.  The forcing chains (8.5 and up), whose
 * length counts every single an assumption places, are not monotone so,
 * and still go one at a time.  check_rate compares the two on samples of
 * every public set.
 *
 * Every rule only removes what no solution can use, so steps are sound
 * whether or not the puzzle has one solution; with several, the ladder
 * stops when nothing can be decided.  The judge build leaves this file
 * out.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/bits.h"
#include "base/internal.h"
#include "board/houses.h"
#include "sudoku/rate.h"
#include "sudoku/solve.h"

#define ALL_DIGITS 0x3FEu /* bits 1..9 */
#define TEXT_MAX 8192

/* ---- Houses: 0..8 rows, 9..17 columns, 18..26 boxes (board/houses.h). */

/* Sets of cells as three 27-bit words, one per band of three rows: cell
 * c is bit c % 27 of word c / 27, so a word's bits in order are its
 * cells in order. */
#define BAND_BITS 0x7FFFFFFu

/* The cells that see `cell` (share a house with it), not itself. */
static void peers_of(int cell, uint32_t peers[3])
{
    int r = geometry_row[cell], c = geometry_col[cell];
    int box = geometry_box[cell], band = box / 3, i;

    for (i = 0; i < 3; i++)
        peers[i] = 0x40201u << c; /* the column */
    peers[band] |= 0x1FFu << 9 * (r % 3) | 0x1C0E07u << box % 3 * 3;
    peers[band] &= ~(1u << cell % 27);
}

static int lowest(unsigned x)
{
    return bits_ctz_nonzero(x);
}

/* ---- The state --------------------------------------------------------- */

struct rate {
    unsigned short cand[SUDOKU_CELLS]; /* 0 for a solved cell */
    unsigned char value[SUDOKU_CELLS];
    /* The same candidates by house: where digit d can go in house h, as a
     * mask of the house's indexes, and the digits placed in each house. */
    unsigned short pos[27][10];
    unsigned short placed[27];
    /* Per subset rung (subset_rung), the house_mark of each house when
     * the rung last looked at it and found nothing. */
    unsigned char fruitless[8][27];
    /* Per fish rung (size 2, 3, 4), one more than the candidates a digit
     * had when the rung last found nothing for it. */
    unsigned char fish_fruitless[3][10];
    /* What the singles look for, kept as candidates go once `track` is
     * set (track_start): the unsolved cells with one candidate or none (a
     * set of cells, see peers_of), and each house's missing digits with
     * one place or none.  A puzzle that singles solve never pays for it. */
    uint32_t few[3];
    unsigned short hot[27];
    uint32_t hot_houses; /* the houses whose hot is not 0 */
    int track;
    /* Per house, while tracked, the digits whose places changed since
     * silent_intersections last looked (cleared in each forcing copy). */
    unsigned short dirty[27];
    /* The puzzle's one solution (find_truth), once asked for. */
    unsigned char truth[SUDOKU_CELLS];
    int truth_known; /* 0 not yet, 1 in truth[], -1 none or several */
    int left;
    int broken; /* a cell or a house with no way left */
    struct sudoku_rating *rating;
    sudoku_step_fn *watch;
    void *context;
    /* The step being made: what it removes and, when watched, its text. */
    unsigned char removed_cell[SUDOKU_CELLS * 9];
    unsigned char removed_digit[SUDOKU_CELLS * 9];
    int n_removed;
    int placed_cell, placed_digit;
    size_t text_len;
    char *text; /* TEXT_MAX bytes, when watched */
    double cap; /* stop before a rung heavier than this */
    int over;   /* stopped so */
    int batch;  /* only the rating is asked for: see takes_all */
};

static void text_add(struct rate *s, const char *fmt, ...)
{
    va_list ap;
    int n;

    if (s->watch == NULL || s->text_len >= TEXT_MAX - 1)
        return;
    va_start(ap, fmt);
    n = vsnprintf(s->text + s->text_len, TEXT_MAX - s->text_len, fmt, ap);
    va_end(ap);
    if (n > 0)
        s->text_len += (size_t)n < TEXT_MAX - s->text_len
                           ? (size_t)n
                           : TEXT_MAX - 1 - s->text_len;
}

static void step_begin(struct rate *s)
{
    s->n_removed = 0;
    s->placed_cell = -1;
    s->placed_digit = 0;
    s->text_len = 0;
    if (s->text != NULL)
        s->text[0] = '\0';
}

/* House h loses place i of digit d; `track` as for drop_in. */
static inline void lose(struct rate *s, int h, int i, int d, const int track)
{
    unsigned left = s->pos[h][d] &= (unsigned short)~(1u << i);

    if (track && !(left & (left - 1))) {
        s->hot[h] |= (unsigned short)(1u << d);
        s->hot_houses |= 1u << h;
    }
    if (track)
        s->dirty[h] |= (unsigned short)(1u << d);
}

/* Takes d from the candidates of cell, and from its houses' positions
 * but that of kind `skip` (0 row, 1 column, 2 box; -1 for none); with
 * `track` (a constant), keeps few, hot, hot_houses and dirty too
 * (track_start).  Returns the candidates left. */
static inline unsigned drop_in(struct rate *s, int cell, int d, int skip,
                               const int track)
{
    unsigned c = s->cand[cell] &= (unsigned short)~(1u << d);
    int k;

    for (k = 0; k < 3; k++)
        if (k != skip)
            lose(s, houses_of(cell, k), houses_index(cell, k), d, track);
    if (track && !(c & (c - 1)))
        s->few[cell / 27] |= 1u << cell % 27;
    return c;
}

static void drop(struct rate *s, int cell, int d)
{
    if (s->track)
        drop_in(s, cell, d, -1, 1);
    else
        drop_in(s, cell, d, -1, 0);
}

static void remove_candidate(struct rate *s, int cell, int d)
{
    if (!(s->cand[cell] & (1u << d)))
        return;
    drop(s, cell, d);
    s->removed_cell[s->n_removed] = (unsigned char)cell;
    s->removed_digit[s->n_removed] = (unsigned char)d;
    s->n_removed++;
    if (s->cand[cell] == 0)
        s->broken = 1;
}

/* Places d on cell and takes d from the cell's peers; `track` as for
 * drop_in.  A peer met in the cell's house of kind k keeps its place there
 * until the end, when the cell's houses lose every place of d at once. */
static inline void place_in(struct rate *s, int cell, int d, const int track)
{
    unsigned m;
    int k;

    for (m = s->cand[cell] & ~(1u << d); m; m &= m - 1) {
        int e = lowest(m);

        for (k = 0; k < 3; k++)
            lose(s, houses_of(cell, k), houses_index(cell, k), e, track);
    }
    s->cand[cell] = 0;
    s->value[cell] = (unsigned char)d;
    s->left--;
    for (k = 0; k < 3; k++) {
        int h = houses_of(cell, k);

        s->placed[h] |= (unsigned short)(1u << d);
        for (m = s->pos[h][d] & ~(1u << houses_index(cell, k)); m; m &= m - 1)
            if (drop_in(s, houses_cell(h, lowest(m)), d, k, track) == 0)
                s->broken = 1;
    }
    for (k = 0; k < 3; k++) {
        int h = houses_of(cell, k);

        s->pos[h][d] = 0;
        if (track && (s->hot[h] &= (unsigned short)~(1u << d)) == 0)
            s->hot_houses &= ~(1u << h);
    }
    if (track)
        s->few[cell / 27] &= ~(1u << cell % 27);
    if (s->placed_cell < 0) {
        s->placed_cell = cell;
        s->placed_digit = d;
    }
}

static void place(struct rate *s, int cell, int d)
{
    if (s->track)
        place_in(s, cell, d, 1);
    else
        place_in(s, cell, d, 0);
}

/* The first cell of s->few after `after`, or -1. */
static int next_few(const struct rate *s, int after)
{
    int b = (after + 1) / 27, i = (after + 1) % 27;

    for (; b < 3; b++, i = 0) {
        uint32_t m = s->few[b] & ~0u << i;

        if (m != 0)
            return b * 27 + lowest(m);
    }
    return -1;
}

/* The weight of technique t on SE's scale (the ladder's table). */
static double weight_of(enum sudoku_technique t);

static const char *const level_names[SUDOKU_LEVELS] = {
    "easy", "medium", "hard", "expert", "extreme", "trial"};

const char *sudoku_level_name(enum sudoku_level level)
{
    return (unsigned)level < SUDOKU_LEVELS ? level_names[level] : "unknown";
}

/* Hands the step made to the watcher and counts it. */
static void step_end(struct rate *s, enum sudoku_technique t, double score)
{
    struct sudoku_rating *r = s->rating;

    if (score > r->score)
        r->score = score;
    r->count[t]++;
    r->steps++;
    if (s->watch != NULL) {
        struct sudoku_step step;

        step.technique = t;
        step.score = score;
        step.text = s->text;
        step.cell = s->placed_cell;
        step.digit = s->placed_digit;
        step.n_removed = s->n_removed;
        step.removed_cell = s->removed_cell;
        step.removed_digit = s->removed_digit;
        s->watch(s->context, &step);
    }
}

static void text_cell(struct rate *s, int cell)
{
    text_add(s, "r%dc%d", geometry_row[cell] + 1, geometry_col[cell] + 1);
}

/* "r1c2,r1c5<>3" for what the step removed, grouped by digit. */
static void text_removed(struct rate *s)
{
    int d, i, first_digit = 1;

    for (d = 1; d <= 9; d++) {
        int first = 1;

        for (i = 0; i < s->n_removed; i++) {
            if (s->removed_digit[i] != d)
                continue;
            text_add(s, first ? (first_digit ? "" : ", ") : ",");
            text_cell(s, s->removed_cell[i]);
            first = first_digit = 0;
        }
        if (!first)
            text_add(s, "<>%d", d);
    }
}

/* The positions of digit d in house h, as a 9-bit mask of house indexes. */
static unsigned where(const struct rate *s, int h, int d)
{
    return s->pos[h][d];
}

/* Whether house h holds digit d placed. */
static int holds(const struct rate *s, int h, int d)
{
    return (s->placed[h] >> d) & 1;
}

/* One more than the candidates left in house h (at most 82).  Candidates
 * only go, so the mark is as it was only while the house is. */
static int house_mark(const struct rate *s, int h)
{
    int i, n = 1;

    for (i = 0; i < 9; i++)
        n += bits_popcount64(s->cand[houses_cell(h, i)]);
    return n;
}

/* Whether the rung of technique t applies all it finds in one scan
 * rather than its first find: when only the rating is asked for and its
 * weight is no more than the rating so far. */
static int takes_all(const struct rate *s, enum sudoku_technique t)
{
    return s->batch && weight_of(t) <= s->rating->score + 1e-9;
}

/* ---- Singles ----------------------------------------------------------- */

/* The next mask with as many bits as v, in increasing order (Gosper's
 * rule): SE's order of the combinations of a subset or a fish, {0,1},
 * {0,2}, {1,2}, {0,3}, ... */
static unsigned next_combination(unsigned v)
{
    unsigned low = v & (0u - v), ripple = v + low;

    return ripple | (((v ^ ripple) >> 2) / low);
}

/* The houses in SE's order (full houses, subsets): boxes, columns, rows. */
static int se_house(int i)
{
    return i < 9 ? 18 + i : i < 18 ? i : i - 18;
}

/* Full houses, SE's "last value" (1.0): the last empty cell of a box, a
 * column or a row, all that one scan finds. */
static int full_houses(struct rate *s)
{
    int o, found = 0;

    for (o = 0; o < 27; o++) {
        int h = se_house(o), d, cell;
        unsigned missing = ALL_DIGITS & ~s->placed[h];

        if (bits_popcount64(missing) != 1)
            continue;
        d = lowest(missing);
        if (where(s, h, d) == 0) {
            s->broken = 1;
            continue;
        }
        cell = houses_cell(h, lowest(where(s, h, d)));
        step_begin(s);
        place(s, cell, d);
        text_cell(s, cell);
        text_add(s, "=%d full house in %s %d", d, houses_kind(h),
                 houses_number(h));
        step_end(s, SUDOKU_FULL_HOUSE, weight_of(SUDOKU_FULL_HOUSE));
        found = 1;
    }
    return found;
}

/* Hidden singles in the houses [from, to): all that one scan finds. */
static int hidden_singles(struct rate *s, int from, int to,
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
            place(s, cell, d);
            text_cell(s, cell);
            text_add(s, "=%d hidden single in %s %d", d, houses_kind(h),
                     houses_number(h));
            step_end(s, t, weight_of(t));
            found = 1;
        }
    return found;
}

static int naked_singles(struct rate *s)
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
        place(s, cell, lowest(c));
        text_cell(s, cell);
        text_add(s, "=%d naked single", lowest(c));
        step_end(s, SUDOKU_NAKED_SINGLE, weight_of(SUDOKU_NAKED_SINGLE));
        found = 1;
    }
    return found;
}

/* ---- Intersections ----------------------------------------------------- */

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

/* For SE's direct forms: the cell where digit d is left one place in house
 * x once its places `gone` (a mask of x's indexes) go, when it had more;
 * or -1. */
static int left_single(const struct rate *s, int x, int d, unsigned gone)
{
    unsigned m = where(s, x, d), rest = m & ~gone;

    return bits_popcount64(m) > 1 && bits_popcount64(rest) == 1
               ? houses_cell(x, lowest(rest))
               : -1;
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
static int intersections(struct rate *s, int claiming, int direct)
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
                    /* SE's direct form only places its single. */
                    for (; out && !direct; out &= out - 1)
                        remove_candidate(s, houses_cell(b, lowest(out)), d);
                    if (direct) {
                        place(s, single, d);
                        text_cell(s, single);
                        text_add(s, "=%d ", d);
                    }
                    text_removed(s);
                    text_add(s, " %s: %s %d, %s %d", sudoku_technique_name(t),
                             houses_kind(a), houses_number(a), houses_kind(b),
                             houses_number(b));
                    step_end(s, t, weight_of(t));
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

/* ---- Subsets ----------------------------------------------------------- */

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
            bits_popcount64(m[i]) < 2 ||
            bits_popcount64(u = with | m[i]) > size)
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

        if (bits_popcount64(m) >= 2 && bits_popcount64(m) <= size)
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
        if (bits_popcount64(m) < 2)
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

/* " naked pair r1c2,r1c5 {37} in row 1": the subset's cells and digits. */
static void subset_text(struct rate *s, int h, int hidden,
                        enum sudoku_technique t, unsigned unionmask,
                        unsigned members)
{
    unsigned cells = hidden ? unionmask : members;
    unsigned digits = hidden ? members : unionmask;
    int k, first = 1;

    text_add(s, " %s ", sudoku_technique_name(t));
    for (k = 0; k < 9; k++) {
        if (!(cells & (1u << k)))
            continue;
        text_add(s, first ? "" : ",");
        text_cell(s, houses_cell(h, k));
        first = 0;
    }
    text_add(s, " {");
    for (k = 1; k <= 9; k++)
        if (digits & (1u << k))
            text_add(s, "%d", k);
    text_add(s, "} in %s %d", houses_kind(h), houses_number(h));
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
static int subsets(struct rate *s, int size, int hidden, int direct,
                   enum sudoku_technique t)
{
    int o, found = 0, rung = subset_rung(size, hidden, direct);

    for (o = 0; o < 27; o++) {
        int h = se_house(o), n, here = 0, mark;
        int empty = 9 - bits_popcount64(s->placed[h]);
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
            if (bits_popcount64(unionmask) != size)
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
                text_cell(s, single);
                text_add(s, "=%d ", single_digit);
            }
            text_removed(s);
            subset_text(s, h, hidden, t, unionmask, members);
            step_end(s, t, weight_of(t));
            if (!takes_all(s, t) || s->broken)
                return 1;
            found = here = 1;
        }
        if (!here)
            s->fruitless[rung][h] = (unsigned char)mark;
    }
    return found;
}

/* ---- Fish -------------------------------------------------------------- */

/* The lines (from house `base`) with two to `size` places of d, or none
 * when d has fewer than 2 * size places left: where SE looks for fish. */
static unsigned fish_fit(const struct rate *s, int size, int base, int d,
                         int placed)
{
    unsigned fit = 0;
    int i;

    for (i = 0; i < 9 && placed + 2 * size <= 9; i++) {
        int n = bits_popcount64(where(s, base + i, d));

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
        if (bits_popcount64(fit[d]) >= size) {
            digits |= 1u << d;
            *any_fit |= fit[d];
        }
    }
    return digits;
}

/* X-wing (2), swordfish (3), jellyfish (4): `size` rows (or columns)
 * whose positions of a digit lie in `size` columns (rows). */
static int fish(struct rate *s, int size, enum sudoku_technique t)
{
    int by_cols, d, i, found = 0;
    unsigned char *fruitless = s->fish_fruitless[size - 2], had[10] = {0};
    unsigned skip = 0;

    /* A digit whose candidates are as they were when this rung last found
     * nothing for it is passed over: a fish of d sees only d. */
    for (d = 1; d <= 9; d++) {
        for (i = 0, had[d] = 1; i < 9; i++)
            had[d] = (unsigned char)(had[d] + bits_popcount64(where(s, i, d)));
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
                if (bits_popcount64(covered) != size)
                    continue;
                /* The places of d in the covered lines, outside `lines`. */
                for (m = covered, extra = 0; m; m &= m - 1)
                    extra |= where(s, cover + lowest(m), d) & ~lines;
                if (extra == 0)
                    continue;
                step_begin(s);
                for (m = covered; m; m &= m - 1) {
                    int k = lowest(m);
                    unsigned out;

                    for (out = where(s, cover + k, d) & ~lines; out;
                         out &= out - 1)
                        remove_candidate(s, houses_cell(cover + k, lowest(out)),
                                         d);
                }
                text_removed(s);
                text_add(s, " %s %d in %s", sudoku_technique_name(t), d,
                         by_cols ? "columns" : "rows");
                for (m = lines, i = 0; m; m &= m - 1, i++)
                    text_add(s, "%s%d", i ? "," : " ", lowest(m) + 1);
                step_end(s, t, weight_of(t));
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

/* ---- Wings ------------------------------------------------------------- */

/* XY-wing (z = 0): a pivot {x,y} seeing pincers {x,z} and {y,z}; XYZ-wing
 * (z = 1): a pivot {x,y,z} seeing {x,z} and {y,z}.  z goes from the cells
 * that see all of them. */
static int wings(struct rate *s, int xyz)
{
    int pivot, i, j, band, found = 0;
    uint32_t pairs[3] = {0, 0, 0};
    enum sudoku_technique t = xyz ? SUDOKU_XYZ_WING : SUDOKU_XY_WING;

    /* The pincers are cells with two candidates, in order. */
    for (i = 0; i < SUDOKU_CELLS; i++)
        if (bits_popcount64(s->cand[i]) == 2)
            pairs[i / 27] |= 1u << i % 27;
    for (pivot = 0; pivot < SUDOKU_CELLS; pivot++) {
        unsigned p = s->cand[pivot];
        unsigned char seen[20];
        uint32_t see_pivot[3];
        int n = 0;

        if (bits_popcount64(p) != (xyz ? 3 : 2))
            continue;
        peers_of(pivot, see_pivot);
        for (band = 0; band < 3; band++) {
            uint32_t m;

            for (m = see_pivot[band] & pairs[band]; m; m &= m - 1)
                seen[n++] = (unsigned char)(band * 27 + lowest(m));
        }
        for (i = 0; i < n; i++) {
            int a = seen[i];
            unsigned pa = s->cand[a];

            if (bits_popcount64(pa) != 2 ||
                bits_popcount64(pa & p) != (xyz ? 2 : 1))
                continue;
            for (j = i + 1; j < n; j++) {
                int b = seen[j], z;
                unsigned pb = s->cand[b], zmask;
                uint32_t see_a[3], see_b[3];

                if (pb == pa || bits_popcount64(pb) != 2)
                    continue;
                zmask = pa & pb;
                if (bits_popcount64(zmask) != 1)
                    continue;
                if (xyz ? (pa | pb) != p
                        : ((pa | pb) & ~zmask) != p || (zmask & p))
                    continue;
                z = lowest(zmask);
                peers_of(a, see_a);
                peers_of(b, see_b);
                step_begin(s);
                for (band = 0; band < 3; band++) {
                    uint32_t m = see_a[band] & see_b[band] &
                                 (xyz ? see_pivot[band] : BAND_BITS);

                    for (; m; m &= m - 1) {
                        int c = band * 27 + lowest(m);

                        if (c != pivot && (s->cand[c] & (1u << z)))
                            remove_candidate(s, c, z);
                    }
                }
                if (s->n_removed == 0)
                    continue;
                text_removed(s);
                text_add(s, " %s ", sudoku_technique_name(t));
                text_cell(s, pivot);
                text_add(s, ",");
                text_cell(s, a);
                text_add(s, ",");
                text_cell(s, b);
                step_end(s, t, weight_of(t));
                if (!takes_all(s, t) || s->broken)
                    return 1;
                found = 1;
            }
        }
    }
    return found;
}

/* Finds the puzzle's one solution into s->truth, the first time, unless
 * it has none or several.  The digits placed so far have the puzzle's
 * solutions, as every step is sound; and no sound step removes a
 * candidate of the one solution, so the chain and forcing searches need
 * not start from one.  rate_step asks, outside their large frames, when
 * only the score is wanted: the steps shown (sudoku_rate) come from
 * every candidate, and check_rate compares the two. */
static void find_truth(struct rate *s)
{
    if (s->truth_known == 0) {
        sudoku_board b, one;

        memcpy(b.cell, s->value, sizeof b.cell);
        s->truth_known = sudoku_solve(&b, 2, &one, NULL) == 1 ? 1 : -1;
        if (s->truth_known > 0)
            memcpy(s->truth, one.cell, sizeof s->truth);
    }
}

/* s->truth once found, else NULL. */
static const unsigned char *truth_of(const struct rate *s)
{
    return s->truth_known > 0 ? s->truth : NULL;
}

/* ---- Chains ------------------------------------------------------------ */

/* Candidates as nodes: cell * 10 + digit. */
enum { NODES = SUDOKU_CELLS * 10 };
#define NODE(cell, d) ((cell)*10 + (d))
#define MAX_DEPTH (NODES * 2)

/* The lengths past which SE's increase for a chain's length grows by 0.1:
 * 4, 6, 8, 12, 16, 24, 32, ... (times 3/2 and 4/3 in turn). */
static const short length_steps[] = {4,   6,   8,    12,   16,  24,  32,
                                     48,  64,  96,   128,  192, 256, 384,
                                     512, 768, 1024, 1536, 2048};

/* How many of length_steps a chain of `length` passes. */
static int length_tenths(int length)
{
    int n = 0;

    while (length > length_steps[n])
        n++;
    return n;
}

/* n times 0.1, added up as SE adds it. */
static double tenths_added(int n)
{
    double added = 0.0;

    while (n-- > 0)
        added += 0.1;
    return added;
}

/* SE's increase for a chain's length. */
static double length_difficulty(int length)
{
    return tenths_added(length_tenths(length));
}

/* The deepest node whose links a search still follows when only a chain
 * rated below `best` counts, for a search whose chains are rated `base`
 * and up: a refutation found from a node at depth D has D + 1 nodes, and
 * is rated base + length_difficulty(D). */
static int chain_depth_limit(double base, double best)
{
    int n;

    for (n = 0; base + tenths_added(n) < best; n++)
        if (n == length_tenths(MAX_DEPTH))
            return MAX_DEPTH - 1; /* no bound */
    return n == 0 ? -1 : length_steps[n - 1];
}

/* SE's searches for chains that refute their start: X links only (one
 * digit), and X and Y links together (SE's third search, Y links only,
 * finds cycles, not such chains). */
enum chain_mode { CHAIN_X, CHAIN_XY };

/*
 * A search of chains from up to 64 starts at once, one bit each, layer by
 * layer.  The candidates are numbered digit by digit, then by cell
 * (node[] holds each one's NODE), so that a search of one digit's links
 * looks only at that digit's candidates (digit_first); cell_node lists
 * them again cell by cell.  The links of each, built once for all
 * starts: its digit in the cells that see it (peer), and the other place
 * of its digit in each house that has two (link).  Then, per start, which
 * have reached each candidate's truth (on) and falsity (off), and which
 * reached it at the last layer (the fronts).
 */
struct chain_search {
    int n;
    short node[SUDOKU_CELLS * 9], digit_first[11];
    short cell_first[SUDOKU_CELLS + 1], cell_node[SUDOKU_CELLS * 9];
    short peer_first[SUDOKU_CELLS * 9 + 1], peer[SUDOKU_CELLS * 9 * 20];
    short link_first[SUDOKU_CELLS * 9 + 1], link[SUDOKU_CELLS * 9 * 3];
    uint64_t seen_on[SUDOKU_CELLS * 9], seen_off[SUDOKU_CELLS * 9];
    uint64_t front_on[SUDOKU_CELLS * 9], front_off[SUDOKU_CELLS * 9];
};

static void chain_search_build(const struct rate *s, struct chain_search *w)
{
    short number[NODES], next[10];
    int cell, d, h, i, n_peer = 0, n_link = 0;

    /* Each digit's candidates counted, then numbered cell by cell. */
    for (d = 1, w->n = 0; d <= 9; d++) {
        next[d] = w->digit_first[d] = (short)w->n;
        for (h = 0; h < 9; h++)
            w->n += bits_popcount64(where(s, h, d));
    }
    w->digit_first[10] = (short)w->n;
    for (cell = 0, i = 0; cell < SUDOKU_CELLS; cell++) {
        unsigned m;

        w->cell_first[cell] = (short)i;
        for (m = s->cand[cell]; m; m &= m - 1) {
            int j = next[lowest(m)]++;

            number[NODE(cell, lowest(m))] = (short)j;
            w->node[j] = (short)NODE(cell, lowest(m));
            w->cell_node[i++] = (short)j;
        }
    }
    w->cell_first[SUDOKU_CELLS] = (short)i;
    for (i = 0; i < w->n; i++) {
        int c = w->node[i] / 10, k, j;

        d = w->node[i] % 10;
        w->peer_first[i] = (short)n_peer;
        w->link_first[i] = (short)n_link;
        for (k = 0; k < 3; k++) {
            int other;
            unsigned others, m;

            h = houses_of(c, k);
            others = where(s, h, d) & ~(1u << houses_index(c, k));

            for (m = others; m; m &= m - 1) {
                int p = houses_cell(h, lowest(m));

                /* A cell of the box in c's row or column came before. */
                if (k < 2 || (geometry_row[p] != geometry_row[c] &&
                              geometry_col[p] != geometry_col[c]))
                    w->peer[n_peer++] = number[NODE(p, d)];
            }
            if (bits_popcount64(others) != 1)
                continue;
            other = number[NODE(houses_cell(h, lowest(others)), d)];
            for (j = w->link_first[i]; j < n_link && w->link[j] != other; j++)
                ;
            if (j == n_link)
                w->link[n_link++] = (short)other;
        }
    }
    w->peer_first[w->n] = (short)n_peer;
    w->link_first[w->n] = (short)n_link;
}

/* The implications of candidate i true for the starts f: its digit false
 * in the cells that see it and, but in CHAIN_X, the other candidates of
 * its cell false. */
static void spread_on(struct chain_search *w, int i, uint64_t f,
                      enum chain_mode mode)
{
    int j;

    if (mode == CHAIN_XY) {
        int c = w->node[i] / 10;

        for (j = w->cell_first[c]; j < w->cell_first[c + 1]; j++)
            if (w->cell_node[j] != i)
                w->front_off[w->cell_node[j]] |= f;
    }
    for (j = w->peer_first[i]; j < w->peer_first[i + 1]; j++)
        w->front_off[w->peer[j]] |= f;
}

/* The implications of candidate i false: the only other place of its
 * digit in a house true (an X link) and, but in CHAIN_X, the only other
 * candidate of its cell (a Y link). */
static void spread_off(struct chain_search *w, int i, uint64_t f,
                       enum chain_mode mode)
{
    int j;

    if (mode == CHAIN_XY) {
        const short *in = w->cell_node + w->cell_first[w->node[i] / 10];

        if (w->cell_first[w->node[i] / 10 + 1] - (in - w->cell_node) == 2)
            w->front_on[in[0] == i ? in[1] : in[0]] |= f;
    }
    for (j = w->link_first[i]; j < w->link_first[i + 1]; j++)
        w->front_on[w->link[j]] |= f;
}

/* Keeps, of the front of the candidates lo .. hi - 1, the starts new to
 * each, and marks them seen; returns the starts that reached any. */
static uint64_t front_new(uint64_t *front, uint64_t *seen, int lo, int hi)
{
    uint64_t any = 0;
    int i;

    for (i = lo; i < hi; i++) {
        uint64_t f = front[i] & ~seen[i];

        front[i] = f;
        seen[i] |= f;
        any |= f;
    }
    return any;
}

/*
 * From "start is true", for the starts start[0 .. n - 1] (n at most 64,
 * in the order of the numbers), follows implications breadth first
 * (spread_on, spread_off), each start on its own bit.  len[start[i]]
 * becomes the number of nodes of the shortest way from start[i] to
 * "start[i] is false" that leaves no node deeper than max_depth (the
 * start is at depth 0), or 0 when there is none.  Once a start is refuted, the
 * search goes only as deep as a chain rated (from `base`) no more than that
 * one, or below `keep`, still can: what the caller takes.
 */
static void chains_from(struct chain_search *w, const short *start, int n,
                        enum chain_mode mode, int max_depth, double base,
                        double keep, short *len)
{
    uint64_t pending = n == 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1;
    int i, depth, lo = 0, hi = w->n;

    if (mode == CHAIN_X) { /* only the starts' digits */
        lo = w->digit_first[w->node[start[0]] % 10];
        hi = w->digit_first[w->node[start[n - 1]] % 10 + 1];
    }

    for (i = lo; i < hi; i++)
        w->seen_on[i] = w->seen_off[i] = w->front_on[i] = w->front_off[i] = 0;
    for (i = 0; i < n; i++) {
        w->seen_on[start[i]] = w->front_on[start[i]] = (uint64_t)1 << i;
        len[start[i]] = 0;
    }
    for (depth = 0; depth <= max_depth && pending; depth += 2) {
        uint64_t any, left, refuted;

        /* The truths at `depth` make falsities at depth + 1. */
        for (i = lo; i < hi; i++) {
            uint64_t f = w->front_on[i] & pending;

            w->front_on[i] = 0;
            if (f != 0)
                spread_on(w, i, f, mode);
        }
        any = front_new(w->front_off, w->seen_off, lo, hi);
        for (left = pending, refuted = 0; left; left &= left - 1) {
            int b = bits_ctz64_nonzero(left);

            if ((w->front_off[start[b]] >> b) & 1) {
                len[start[b]] = (short)(depth + 1);
                refuted |= (uint64_t)1 << b;
            }
        }
        if (refuted != 0) {
            double r = base + length_difficulty(depth);
            int limit = chain_depth_limit(base, (r > keep ? r : keep) + 0.05);

            pending &= ~refuted;
            if (limit < max_depth)
                max_depth = limit;
        }
        if (depth + 1 > max_depth || any == 0)
            break;
        /* The falsities at depth + 1 make truths at depth + 2. */
        for (i = lo; i < hi; i++) {
            uint64_t f = w->front_off[i] & pending;

            w->front_off[i] = 0;
            if (f != 0)
                spread_off(w, i, f, mode);
        }
        if (front_new(w->front_on, w->seen_on, lo, hi) == 0)
            break;
    }
}

/*
 * The easiest chain that refutes a candidate, as SE rates them: a chain
 * of the X search is 6.6, any chain of the search with both kinds of link
 * 7.0 (whichever links it uses), plus SE's increase for length, counted as
 * SE counts it (the nodes of the chain, less 2, the start's falsity being
 * one).  The lowest rating wins; on a tie, the X search, then the earlier
 * cell and digit.  Once a chain is found, the searches stop at the depth
 * past which none could rate lower (or, when the steps are watched, the
 * same: the starts go by digit, and a later one may be an earlier cell),
 * and the XY search does not start when the X search found a chain below
 * 7.0.
 *
 * When only the rating is asked for, every candidate that a chain rated
 * no more than the rating so far refutes goes at once, each as a step of
 * its own (takes_all); the easiest chain is taken only when there is
 * none.
 */
static int chains(struct rate *s)
{
    const double base[2] = {weight_of(SUDOKU_X_CHAIN),
                            weight_of(SUDOKU_XY_CHAIN)};
    struct chain_search w;
    short len[SUDOKU_CELLS * 9], start[SUDOKU_CELLS * 9];
    unsigned char take[SUDOKU_CELLS * 9];
    const unsigned char *truth = truth_of(s);
    int mode, i, k, n_start = 0, best = -1, best_len = 0, taken = 0;
    enum chain_mode best_mode = CHAIN_X;
    double best_score = 100.0, keep = s->batch ? s->rating->score + 0.05 : 0.0;

    chain_search_build(s, &w);
    memset(take, 0, sizeof take);
    /* The starts: every candidate but those of the one solution. */
    for (i = 0; i < w.n; i++)
        if (truth == NULL || truth[w.node[i] / 10] != w.node[i] % 10)
            start[n_start++] = (short)i;
    for (mode = CHAIN_X; mode <= CHAIN_XY; mode++) {
        int first;

        for (first = 0; first < n_start; first += 64) {
            int n = n_start - first < 64 ? n_start - first : 64, max_depth;
            double bound = best_score > keep ? best_score : keep;

            /* A tie of the same search with an earlier cell wins when the
             * steps are watched: look for ties too. */
            if (!s->batch && best >= 0 && best_mode == (enum chain_mode)mode)
                bound += 0.05;
            max_depth = chain_depth_limit(base[mode], bound);

            if (max_depth < 0)
                break;
            chains_from(&w, start + first, n, (enum chain_mode)mode, max_depth,
                        base[mode], keep, len);
            for (k = first; k < first + n; k++) {
                double score;

                if (len[i = start[k]] == 0)
                    continue;
                score = base[mode] + length_difficulty(len[i] - 1);
                if (score < keep && take[i] == 0) {
                    take[i] = (unsigned char)(mode + 1);
                    taken++;
                }
                if (score < best_score || (score == best_score &&
                                           best_mode == (enum chain_mode)mode &&
                                           w.node[i] < w.node[best])) {
                    best_score = score;
                    best = i;
                    best_len = len[i];
                    best_mode = (enum chain_mode)mode;
                }
            }
        }
    }
    for (k = 0; k < w.n && taken > 0; k++) {
        i = w.cell_node[k]; /* in the order of cells */
        if (take[i] == 0)
            continue;
        step_begin(s);
        remove_candidate(s, w.node[i] / 10, w.node[i] % 10);
        step_end(s, take[i] == 1 ? SUDOKU_X_CHAIN : SUDOKU_XY_CHAIN,
                 s->rating->score);
        if (s->broken)
            break;
    }
    if (taken > 0)
        return 1;
    if (best >= 0) {
        enum sudoku_technique t =
            best_mode == CHAIN_X ? SUDOKU_X_CHAIN : SUDOKU_XY_CHAIN;
        int c = w.node[best] / 10, d = w.node[best] % 10;

        step_begin(s);
        remove_candidate(s, c, d);
        text_removed(s);
        text_add(s, " %s: ", sudoku_technique_name(t));
        text_cell(s, c);
        text_add(s, "=%d leads to ", d);
        text_cell(s, c);
        text_add(s, "<>%d in %d links", d, best_len);
        step_end(s, t, best_score);
        return 1;
    }
    return 0;
}

/* Removes, without a step, what every pointing and claiming allows;
 * returns 1 when something went.  For the forcing chains, which follow
 * singles and intersections inside each assumption.  With `quiet`, s was
 * a state in which nothing was to go when s->dirty was cleared, so only a
 * digit whose places in a house changed since this last looked at it can
 * be confined anew; the removals, outside the house, leave its own. */
static int silent_intersections(struct rate *s, int quiet)
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

/* The first house from `from` on whose s->hot is not 0, or -1. */
static int next_hot(const struct rate *s, int from)
{
    uint32_t m = s->hot_houses & ~((1u << from) - 1);

    return m != 0 ? lowest(m) : -1;
}

/* Sets s->few and s->hot up from the candidates, and keeps them from now
 * on. */
static void track_start(struct rate *s)
{
    int cell, h;

    memset(s->few, 0, sizeof s->few);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        unsigned c = s->cand[cell];

        if (s->value[cell] == 0 && !(c & (c - 1)))
            s->few[cell / 27] |= 1u << cell % 27;
    }
    for (h = 0, s->hot_houses = 0; h < 27; h++) {
        unsigned left;

        s->hot[h] = 0;
        for (left = ALL_DIGITS & ~s->placed[h]; left; left &= left - 1) {
            unsigned m = where(s, h, lowest(left));

            if (!(m & (m - 1)))
                s->hot[h] |= (unsigned short)(1u << lowest(left));
        }
        if (s->hot[h] != 0)
            s->hot_houses |= 1u << h;
    }
    s->track = 1;
}

/* Places the singles that follow on a copy that keeps s->few and s->hot
 * (track_start), counting them; returns 0 on a contradiction.  Stops,
 * returning 1, once the count passes `limit`.  `quiet` as for
 * silent_intersections. */
static int follow_singles(struct rate *s, int *count, int limit, int quiet)
{
    int progress = 1;

    while (progress && s->left > 0) {
        int cell, h, d;
        unsigned more;

        progress = 0;
        /* As a scan of every cell, then of every house and digit, would
         * meet them: in order, including what each placement makes. */
        for (cell = next_few(s, -1); cell >= 0; cell = next_few(s, cell)) {
            unsigned c = s->cand[cell];

            if (c == 0)
                return 0;
            place(s, cell, lowest(c));
            if (++*count > limit)
                return 1;
            progress = 1;
        }
        for (h = next_hot(s, 0); h >= 0; h = next_hot(s, h + 1))
            for (d = 0; (more = s->hot[h] & ~((2u << d) - 1)) != 0;) {
                unsigned m = where(s, h, d = lowest(more));

                if (m == 0)
                    return 0;
                place(s, houses_cell(h, lowest(m)), d);
                if (++*count > limit)
                    return 1;
                progress = 1;
            }
        if (s->broken)
            return 0;
        if (!progress)
            progress = silent_intersections(s, quiet);
    }
    return !s->broken;
}

/* What assuming one candidate brings by singles (forcing_chains). */
struct forcing {
    unsigned char value[SUDOKU_CELLS]; /* as placed after the singles */
    short count;                       /* singles that followed */
    unsigned char broken;              /* a contradiction */
};

/* Assumes d on cell in a copy of s and follows the singles into *f, up
 * to `limit` of them (the assumption is one).  silent_intersections has
 * nothing to remove in s. */
static void forcing_follow(const struct rate *s, int cell, int d, int limit,
                           struct forcing *f)
{
    struct rate copy = *s; /* at once: cheaper than field by field */
    int count = 1;

    copy.track = 1;
    memset(copy.dirty, 0, sizeof copy.dirty);
    copy.broken = 0;
    copy.watch = NULL;
    copy.batch = 0;
    place(&copy, cell, d);
    f->broken = (unsigned char)!follow_singles(&copy, &count, limit, 1);
    f->count = (short)count;
    memcpy(f->value, copy.value, sizeof f->value);
}

/* Follows, into f[cell * 9 + d - 1], each unsolved cell's digit d of the
 * one solution (truth, or none when NULL): the breaking search passes
 * them over, as they never break, and the cell and region forcing chains
 * read every candidate's follow. */
static void follow_truth(const struct rate *s, const unsigned char *truth,
                         struct forcing *f)
{
    int cell;

    for (cell = 0; cell < SUDOKU_CELLS && truth != NULL; cell++)
        if (s->value[cell] == 0)
            forcing_follow(s, cell, truth[cell], SUDOKU_CELLS,
                           &f[cell * 9 + truth[cell] - 1]);
}

/* A digit every branch of a group places on the same cell: the branches
 * are the candidates of one cell (cell forcing) or the places of one
 * digit in a house (region forcing), none of them broken.  Returns the
 * cell, with *digit and *length, or -1. */
static int forcing_common(const struct rate *s, struct forcing *const *branch,
                          int n, int *digit, int *length)
{
    int x, i;

    *length = 0;
    for (i = 0; i < n; i++) {
        if (branch[i]->broken)
            return -1;
        *length += branch[i]->count;
    }
    for (x = 0; x < SUDOKU_CELLS; x++) {
        int v = branch[0]->value[x];

        if (s->value[x] != 0 || v == 0)
            continue;
        for (i = 1; i < n && branch[i]->value[x] == v; i++)
            ;
        if (i == n) {
            *digit = v;
            return x;
        }
    }
    return -1;
}

/* forcing_common over the candidates of `cell`, f[] holding what each
 * candidate brings; -1 when it has fewer than two. */
static int forcing_cell(const struct rate *s, struct forcing *f, int cell,
                        int *digit, int *length)
{
    struct forcing *branch[9];
    unsigned m = s->cand[cell];
    int n = 0;

    if (bits_popcount64(m) < 2)
        return -1;
    for (; m; m &= m - 1)
        branch[n++] = &f[cell * 9 + lowest(m) - 1];
    return forcing_common(s, branch, n, digit, length);
}

/* forcing_common over the places of digit d in house h; -1 when it has
 * fewer than two. */
static int forcing_region(const struct rate *s, struct forcing *f, int h, int d,
                          int *digit, int *length)
{
    struct forcing *branch[9];
    unsigned m = where(s, h, d);
    int n = 0;

    if (bits_popcount64(m) < 2)
        return -1;
    for (; m; m &= m - 1)
        branch[n++] = &f[houses_cell(h, lowest(m)) * 9 + d - 1];
    return forcing_common(s, branch, n, digit, length);
}

/* The easiest forcing chain found so far: its kind, its rating, the
 * candidate it removes (a contradiction) or places (a cell or region
 * forcing chain), the singles it took, and where a cell or region forcing
 * chain starts (the cell, or h * 10 + d for digit d in house h). */
struct forcing_best {
    enum sudoku_technique t;
    double score;
    int cell, digit, length, from;
};

/* Keeps in *best the forcing chain of kind t, if easier. */
static void forcing_keep(struct forcing_best *best, enum sudoku_technique t,
                         int cell, int digit, int length, int from)
{
    double score = weight_of(t) + length_difficulty(length);

    if (score < best->score) {
        best->t = t;
        best->score = score;
        best->cell = cell;
        best->digit = digit;
        best->length = length;
        best->from = from;
    }
}

/* Follows the assumption of every candidate but those of the one solution
 * (truth), into f[], and keeps in *best the first of the shortest that end
 * in a contradiction.  Once one breaks, the others are followed only as
 * far as a shorter contradiction, of fewer tenths, could be, and not at
 * all when none could: the first of the shortest is taken, so the rest
 * cannot win.  Returns 1 when one broke. */
static int forcing_contradiction(const struct rate *s,
                                 const unsigned char *truth, struct forcing *f,
                                 struct forcing_best *best)
{
    int cell, d, limit = SUDOKU_CELLS; /* the singles worth following */

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        for (d = 1; d <= 9; d++) {
            struct forcing *fc = &f[cell * 9 + d - 1];
            int n;

            /* Once limit is 0 a contradiction was found, and the cell and
             * region forcing chains, which read f[], are not looked for.
             * A candidate of the one solution leads to none: it is
             * followed only for those. */
            if (!(s->cand[cell] & (1u << d)) || limit == 0 ||
                (truth != NULL && truth[cell] == d))
                continue;
            forcing_follow(s, cell, d, limit, fc);
            if (!fc->broken)
                continue;
            forcing_keep(best, SUDOKU_FORCING_CHAIN, cell, d, fc->count, 0);
            /* Only a shorter contradiction, of fewer tenths, counts now:
             * the longest such, or none at all. */
            n = length_tenths(fc->count);
            limit = n == 0 ? 0 : length_steps[n - 1];
        }
    return best->cell >= 0;
}

/* Keeps in *best the easiest cell forcing chain, then region forcing
 * chain, f[] holding what each candidate brings. */
static void forcing_common_best(const struct rate *s, struct forcing *f,
                                struct forcing_best *best)
{
    int cell, h, d, x, v, len;

    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        if ((x = forcing_cell(s, f, cell, &v, &len)) >= 0)
            forcing_keep(best, SUDOKU_CELL_FORCING_CHAIN, x, v, len, cell);
    for (h = 0; h < 27; h++)
        for (d = 1; d <= 9; d++)
            if ((x = forcing_region(s, f, h, d, &v, &len)) >= 0)
                forcing_keep(best, SUDOKU_REGION_FORCING_CHAIN, x, v, len,
                             h * 10 + d);
}

/* Makes the step of the forcing chain *best. */
static void forcing_step(struct rate *s, const struct forcing_best *best)
{
    step_begin(s);
    if (best->t == SUDOKU_FORCING_CHAIN) {
        remove_candidate(s, best->cell, best->digit);
        text_removed(s);
        text_add(s, " forcing chain: ");
        text_cell(s, best->cell);
        text_add(s, "=%d leads by %d singles to a contradiction", best->digit,
                 best->length);
    } else {
        place(s, best->cell, best->digit);
        text_cell(s, best->cell);
        if (best->t == SUDOKU_CELL_FORCING_CHAIN) {
            text_add(s, "=%d cell forcing chain: every digit of ", best->digit);
            text_cell(s, best->from);
        } else {
            text_add(s, "=%d region forcing chain: every place of %d in %s %d",
                     best->digit, best->from % 10, houses_kind(best->from / 10),
                     houses_number(best->from / 10));
        }
        text_add(s, " leads to it, by %d singles", best->length);
    }
    step_end(s, best->t, best->score);
}

/*
 * Forcing chains that follow every single an assumption brings (SE's
 * dynamic chains): a candidate whose assumption ends in a contradiction
 * goes (8.5 and up); else a cell whose every candidate, or a digit whose
 * every place in a house, leads to the same digit on some cell places it
 * (8.8 and up).  The shortest of the easiest kind is applied.
 */
static int forcing_chains(struct rate *s)
{
    struct forcing f[SUDOKU_CELLS * 9]; /* read for candidates only */
    struct forcing_best best = {SUDOKU_FORCING_CHAIN, 100.0, -1, 0, 0, 0};
    const unsigned char *truth = truth_of(s);

    /* The follows keep few and hot from s's, which rate_step started. */
    if (!forcing_contradiction(s, truth, f, &best)) {
        follow_truth(s, truth, f);
        forcing_common_best(s, f, &best);
    }
    if (best.cell < 0)
        return 0;
    forcing_step(s, &best);
    return 1;
}

/* Trial: the first candidate, in the cells with fewest, that the solver
 * shows has no solution. */
static int trial(struct rate *s)
{
    int size, cell;

    for (size = 2; size <= 9; size++)
        for (cell = 0; cell < SUDOKU_CELLS; cell++) {
            unsigned m = s->cand[cell];

            if (bits_popcount64(m) != size)
                continue;
            while (m) {
                int d = lowest(m), i;
                sudoku_board b, solution;

                m &= m - 1;
                for (i = 0; i < SUDOKU_CELLS; i++)
                    b.cell[i] = s->value[i];
                b.cell[cell] = (unsigned char)d;
                if (sudoku_solve(&b, 1, &solution, NULL) != 0)
                    continue;
                step_begin(s);
                remove_candidate(s, cell, d);
                text_removed(s);
                text_add(s, " trial: ");
                text_cell(s, cell);
                text_add(s, "=%d has no solution", d);
                step_end(s, SUDOKU_TRIAL, weight_of(SUDOKU_TRIAL));
                return 1;
            }
        }
    return 0;
}

/* ---- The ladder -------------------------------------------------------- */

/* The rungs that are more than a call of their family's search, with
 * its parameters.  A direct form is skipped when its full form (pointing
 * for direct pointing, and so on) takes all it finds (takes_all): the
 * direct form's single then follows by a single or, for a hidden subset
 * in a house too small for SE's search of hidden ones, by the naked
 * subset of the house's other cells and a single. */
static int hidden_singles_box(struct rate *s)
{
    return hidden_singles(s, 18, 27, SUDOKU_HIDDEN_SINGLE_BOX);
}

static int hidden_singles_line(struct rate *s)
{
    return hidden_singles(s, 0, 18, SUDOKU_HIDDEN_SINGLE_LINE);
}

static int direct_pointing(struct rate *s)
{
    return !takes_all(s, SUDOKU_POINTING) && intersections(s, 0, 1);
}

static int direct_claiming(struct rate *s)
{
    return !takes_all(s, SUDOKU_CLAIMING) && intersections(s, 1, 1);
}

static int direct_hidden_pair(struct rate *s)
{
    return !takes_all(s, SUDOKU_HIDDEN_PAIR) &&
           subsets(s, 2, 1, 1, SUDOKU_DIRECT_HIDDEN_PAIR);
}

static int direct_hidden_triple(struct rate *s)
{
    return !takes_all(s, SUDOKU_HIDDEN_TRIPLE) &&
           subsets(s, 3, 1, 1, SUDOKU_DIRECT_HIDDEN_TRIPLE);
}

/* The first rung past the singles: from here on, keep what they look
 * for (track_start). */
static int pointing(struct rate *s)
{
    if (!s->track)
        track_start(s);
    return intersections(s, 0, 0);
}

static int claiming(struct rate *s)
{
    return intersections(s, 1, 0);
}

static int naked_pair(struct rate *s)
{
    return subsets(s, 2, 0, 0, SUDOKU_NAKED_PAIR);
}

static int x_wing(struct rate *s)
{
    return fish(s, 2, SUDOKU_X_WING);
}

static int hidden_pair(struct rate *s)
{
    return subsets(s, 2, 1, 0, SUDOKU_HIDDEN_PAIR);
}

static int naked_triple(struct rate *s)
{
    return subsets(s, 3, 0, 0, SUDOKU_NAKED_TRIPLE);
}

static int swordfish(struct rate *s)
{
    return fish(s, 3, SUDOKU_SWORDFISH);
}

static int hidden_triple(struct rate *s)
{
    return subsets(s, 3, 1, 0, SUDOKU_HIDDEN_TRIPLE);
}

static int xy_wing(struct rate *s)
{
    return wings(s, 0);
}

static int xyz_wing(struct rate *s)
{
    return wings(s, 1);
}

static int naked_quad(struct rate *s)
{
    return subsets(s, 4, 0, 0, SUDOKU_NAKED_QUAD);
}

static int jellyfish(struct rate *s)
{
    return fish(s, 4, SUDOKU_JELLYFISH);
}

static int hidden_quad(struct rate *s)
{
    return subsets(s, 4, 1, 0, SUDOKU_HIDDEN_QUAD);
}

/* The first rung of chains: the score's shortcut, which check_rate
 * checks, knows the solution (find_truth) from here on. */
static int x_and_xy_chains(struct rate *s)
{
    if (s->batch)
        find_truth(s);
    return chains(s);
}

/*
 * The techniques of rate.h, one row each, easiest first: the name an
 * explanation gives it, its weight on SE's scale (for a chain, the least:
 * its length adds to it), and the rung that looks for it, or NULL where
 * the rung of an earlier row finds it too (XY-chains with X-chains, cell
 * and region forcing chains with forcing chains).  The ladder climbs the
 * rows in order; a new technique is a row, its rung, and its name in the
 * enum of rate.h.
 */
static const struct technique {
    const char *name;
    double weight;
    int (*rung)(struct rate *s);
} techniques[] = {
    [SUDOKU_FULL_HOUSE] = {"full house", 1.0, full_houses},
    [SUDOKU_HIDDEN_SINGLE_BOX] = {"hidden single", 1.2, hidden_singles_box},
    [SUDOKU_HIDDEN_SINGLE_LINE] = {"hidden single", 1.5, hidden_singles_line},
    [SUDOKU_DIRECT_POINTING] = {"direct pointing", 1.7, direct_pointing},
    [SUDOKU_DIRECT_CLAIMING] = {"direct claiming", 1.9, direct_claiming},
    [SUDOKU_DIRECT_HIDDEN_PAIR] = {"direct hidden pair", 2.0,
                                   direct_hidden_pair},
    [SUDOKU_NAKED_SINGLE] = {"naked single", 2.3, naked_singles},
    [SUDOKU_DIRECT_HIDDEN_TRIPLE] = {"direct hidden triple", 2.5,
                                     direct_hidden_triple},
    [SUDOKU_POINTING] = {"pointing", 2.6, pointing},
    [SUDOKU_CLAIMING] = {"claiming", 2.8, claiming},
    [SUDOKU_NAKED_PAIR] = {"naked pair", 3.0, naked_pair},
    [SUDOKU_X_WING] = {"X-wing", 3.2, x_wing},
    [SUDOKU_HIDDEN_PAIR] = {"hidden pair", 3.4, hidden_pair},
    [SUDOKU_NAKED_TRIPLE] = {"naked triple", 3.6, naked_triple},
    [SUDOKU_SWORDFISH] = {"swordfish", 3.8, swordfish},
    [SUDOKU_HIDDEN_TRIPLE] = {"hidden triple", 4.0, hidden_triple},
    [SUDOKU_XY_WING] = {"XY-wing", 4.2, xy_wing},
    [SUDOKU_XYZ_WING] = {"XYZ-wing", 4.4, xyz_wing},
    [SUDOKU_NAKED_QUAD] = {"naked quad", 5.0, naked_quad},
    [SUDOKU_JELLYFISH] = {"jellyfish", 5.2, jellyfish},
    [SUDOKU_HIDDEN_QUAD] = {"hidden quad", 5.4, hidden_quad},
    [SUDOKU_X_CHAIN] = {"X-chain", 6.6, x_and_xy_chains},
    [SUDOKU_XY_CHAIN] = {"XY-chain", 7.0, NULL},
    [SUDOKU_FORCING_CHAIN] = {"forcing chain", 8.5, forcing_chains},
    [SUDOKU_CELL_FORCING_CHAIN] = {"cell forcing chain", 8.8, NULL},
    [SUDOKU_REGION_FORCING_CHAIN] = {"region forcing chain", 8.8, NULL},
    [SUDOKU_TRIAL] = {"trial", 10.0, trial},
};
_Static_assert(sizeof techniques / sizeof techniques[0] == SUDOKU_TECHNIQUES,
               "one row for each technique of rate.h");

const char *sudoku_technique_name(enum sudoku_technique t)
{
    return (unsigned)t < SUDOKU_TECHNIQUES ? techniques[t].name : "unknown";
}

static double weight_of(enum sudoku_technique t)
{
    return techniques[t].weight;
}

/* One step: the first rung, in the table's order, that makes progress.
 * Gives up (s->over) at a rung heavier than s->cap: the rungs after it,
 * no lighter, would be too. */
static int rate_step(struct rate *s)
{
    int t;

    for (t = 0; t < SUDOKU_TECHNIQUES; t++) {
        if (techniques[t].rung == NULL)
            continue;
        if (techniques[t].weight > s->cap) {
            s->over = 1;
            return 0;
        }
        if (techniques[t].rung(s))
            return 1;
    }
    return 0;
}

static enum sudoku_level level_of(double score, int trial_used)
{
    if (trial_used)
        return SUDOKU_LEVEL_TRIAL;
    if (score <= 1.5)
        return SUDOKU_LEVEL_EASY;
    if (score <= 2.5)
        return SUDOKU_LEVEL_MEDIUM;
    if (score <= 4.4)
        return SUDOKU_LEVEL_HARD;
    if (score < 6.5)
        return SUDOKU_LEVEL_EXPERT;
    return SUDOKU_LEVEL_EXTREME;
}

/* Sets *s up with the givens of *puzzle placed (s->broken when they
 * clash); no rating, watcher or room yet. */
static void rate_setup(struct rate *s, const sudoku_board *puzzle)
{
    int cell, k;

    /* What placing the givens one by one would leave, built at once: a
     * given clashes when its house holds its digit already, and an empty
     * cell keeps what its houses do not hold. */
    memset(s->value, 0, sizeof s->value);
    memset(s->placed, 0, sizeof s->placed);
    memset(s->pos, 0, sizeof s->pos);
    memset(s->fruitless, 0, sizeof s->fruitless);
    memset(s->fish_fruitless, 0, sizeof s->fish_fruitless);
    s->left = SUDOKU_CELLS;
    s->broken = 0;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int d = puzzle->cell[cell];

        if (d == 0)
            continue;
        for (k = 0; k < 3; k++) {
            unsigned short *held = &s->placed[houses_of(cell, k)];

            if (*held & (1u << d))
                s->broken = 1;
            *held = (unsigned short)(*held | 1u << d);
        }
        s->value[cell] = (unsigned char)d;
        s->left--;
    }
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        unsigned m = 0;

        if (s->value[cell] == 0) {
            m = ALL_DIGITS & ~(s->placed[houses_of(cell, 0)] |
                               s->placed[houses_of(cell, 1)] |
                               s->placed[houses_of(cell, 2)]);
            if (m == 0)
                s->broken = 1;
        }
        s->cand[cell] = (unsigned short)m;
        for (; m; m &= m - 1)
            for (k = 0; k < 3; k++)
                s->pos[houses_of(cell, k)][lowest(m)] |=
                    (unsigned short)(1u << houses_index(cell, k));
    }
    s->rating = NULL;
    s->text = NULL;
    s->cap = 100.0;
    s->over = 0;
    s->batch = 0;
    s->track = 0;
    s->truth_known = 0;
    memset(s->dirty, 0, sizeof s->dirty);
    s->watch = NULL;
    s->context = NULL;
    s->n_removed = 0;
    s->placed_cell = -1;
    s->placed_digit = 0;
    s->text_len = 0;
}

/* The ladder, up to cap; `text` (TEXT_MAX bytes) holds each step's text
 * for the watcher, and is NULL when there is none. */
static int rate_capped(const sudoku_board *puzzle, double cap, int batch,
                       struct sudoku_rating *rating, sudoku_step_fn *watch,
                       void *context, char *text)
{
    struct rate s;

    memset(rating, 0, sizeof *rating);
    rate_setup(&s, puzzle);
    s.rating = rating;
    s.text = text;
    s.cap = cap;
    s.watch = watch;
    s.context = context;
    s.batch = batch;
    while (s.left > 0 && !s.broken && rate_step(&s))
        ;
    rating->solved = s.left == 0 && !s.broken;
    if (s.over && rating->score <= cap)
        rating->score = cap + 0.1; /* more than cap: how much is unknown */
    rating->level = level_of(rating->score, rating->count[SUDOKU_TRIAL] > 0);
    return rating->solved;
}

/* A watched rating, with room for the steps' text: a frame of its own,
 * so that an unwatched one does not carry it on the stack. */
static int rate_watched(const sudoku_board *puzzle,
                        struct sudoku_rating *rating, sudoku_step_fn *watch,
                        void *context)
{
    char text[TEXT_MAX];

    return rate_capped(puzzle, 100.0, 0, rating, watch, context, text);
}

int sudoku_rate(const sudoku_board *puzzle, struct sudoku_rating *rating,
                sudoku_step_fn *watch, void *context)
{
    if (watch != NULL)
        return rate_watched(puzzle, rating, watch, context);
    return rate_capped(puzzle, 100.0, 0, rating, NULL, NULL, NULL);
}

int sudoku_rate_score(const sudoku_board *puzzle, struct sudoku_rating *rating)
{
    return rate_capped(puzzle, 100.0, 1, rating, NULL, NULL, NULL);
}

int sudoku_rate_capped(const sudoku_board *puzzle, double cap,
                       struct sudoku_rating *rating)
{
    return rate_capped(puzzle, cap, 1, rating, NULL, NULL, NULL);
}

/*
 * Whether the ladder solves *puzzle without trial, found faster than by
 * rating it.  Every rung's removal is also one a forcing chain makes (the
 * assumption of what it removes, followed by singles, ends in a
 * contradiction: a chain's links, a subset's or a fish's cells, are
 * singles in that assumption), and the forcing chains only ever find
 * more once candidates go.  So, whatever the order of the steps, the
 * ladder ends where singles, intersections and forcing chains end, and
 * this takes them in the cheapest order: singles until stuck, then the
 * first candidate whose assumption breaks, else a cell or region forcing
 * chain.  With the puzzle's one solution known (`truth`), its candidates,
 * whose assumptions never break, are followed only when no other breaks,
 * for the cell and region forcing chains.
 */
static int without_trial(struct rate *s, const unsigned char *truth)
{
    struct forcing forcing[SUDOKU_CELLS * 9];

    for (;;) {
        int count = 0, cell, d, h, progress = 0;

        if (s->broken || !follow_singles(s, &count, SUDOKU_CELLS, 0))
            return 0;
        if (s->left == 0)
            return 1;
        /* The singles stopped where no intersection removes more. */
        for (cell = 0; cell < SUDOKU_CELLS && !progress; cell++)
            for (d = 1; d <= 9 && !progress; d++) {
                struct forcing *f = &forcing[cell * 9 + d - 1];

                if (!(s->cand[cell] & (1u << d)) ||
                    (truth != NULL && truth[cell] == d))
                    continue;
                forcing_follow(s, cell, d, SUDOKU_CELLS, f);
                if (f->broken) {
                    drop(s, cell, d);
                    s->broken |= s->cand[cell] == 0;
                    progress = 1;
                }
            }
        /* No assumption breaks: every forcing[] is filled. */
        if (!progress)
            follow_truth(s, truth, forcing);
        for (cell = 0; cell < SUDOKU_CELLS && !progress; cell++) {
            int x, v, len;

            if ((x = forcing_cell(s, forcing, cell, &v, &len)) >= 0) {
                place(s, x, v);
                progress = 1;
            }
        }
        for (h = 0; h < 27 && !progress; h++)
            for (d = 1; d <= 9 && !progress; d++) {
                int x, v, len;

                if ((x = forcing_region(s, forcing, h, d, &v, &len)) >= 0) {
                    place(s, x, v);
                    progress = 1;
                }
            }
        if (!progress)
            return 0;
    }
}

/* The solution is found in a frame without without_trial's forcing[]. */
int sudoku_rate_without_trial(const sudoku_board *puzzle)
{
    struct rate s;

    rate_setup(&s, puzzle);
    track_start(&s);
    if (!s.broken)
        find_truth(&s);
    return without_trial(&s, truth_of(&s));
}
