/*
 * chain_multiple.c - SE's searches on the nets of assumptions: Nishio
 * forcing chains (7.5), cell and region forcing chains (8.0) and dynamic
 * forcing chains (8.5), each with SE's increase for length.
 *
 * From each cell in the grid's order (of three candidates or more; of two
 * too when dynamic), from each of its candidates: the nets of its "on"
 * and of its "off" (chain_net.c).  A net that ends in a
 * contradiction refutes its assumption (Nishio, dynamic); a potential
 * that both nets imply holds (dynamic, from cells of three candidates or
 * more: "double" forcing chains); a potential that the "on" of every
 * place of the digit in a house implies holds (region forcing chains), and
 * so does one that the "on" of every candidate of the cell implies (cell
 * forcing chains).  A hint's complexity is the number of distinct
 * potentials of its chains, added up over its chains; SE applies the first
 * hint by difficulty, complexity and kind, the first found first, and so
 * does this file, which computes the complexity only of the potentials
 * that may still come first.  The cycles and chains of strong links are in
 * chain_cycles.c.
 */
#include <stdlib.h>
#include <string.h>

#include "rate/chain/chain.h"

/* SE's kinds of hint, in its order when difficulty and complexity tie. */
enum { SORT_DOUBLE = 1, SORT_CELL = 5, SORT_REGION = 6, SORT_ABSURD = 7 };

#define SET_WORDS ((CH_KEYS + 63) / 64)

enum { EXACT_BATCH = 16 };

/* The inner chains met so far by each potential of a batch (keep_exact). */
struct exact {
    int n_seen[EXACT_BATCH];
    uint64_t seen[EXACT_BATCH][CH_SEEN];
};

/* One search, and the nets it works in. */
struct multi {
    struct rate *s;
    int mode, nishio, dynamic;
    int level; /* SE's nesting level: 0, 1 (+), 2 to 5 (chain_nested.c) */
    double base;
    enum sudoku_technique technique;
    struct chain_best *best;
    struct chain_net on, off, other;
    struct reduction {
        /* The potentials a cell's or a house's reduction may still give,
         * with their complexity so far. */
        uint64_t keep[SET_WORDS];
        unsigned short sum[CH_KEYS];
    } cell, region;
    unsigned short order[CH_KEYS]; /* the potentials a reduction offers */
    struct exact *exact;           /* nested searches only */
};

static int in_set(const uint64_t *set, int k)
{
    return (int)(set[k >> 6] >> (k & 63) & 1);
}

static int may_win(const struct multi *w, int complexity, int sort)
{
    return ch_better(w->best, w->base + ch_length_added(complexity),
                     complexity, sort);
}

/* The complexity of the potential of node in net, and of the two of a
 * contradiction or a double forcing chain: the count of their ancestors
 * and, in a nested net, each inner chain among them once. */
static int complexity_of(const struct multi *w, const struct chain_net *net,
                         int node)
{
    uint64_t seen[CH_SEEN];
    int n_seen = 0;

    if (w->level < 2)
        return sudoku_chain_net_ancestors(net, node);
    return sudoku_chain_nest_complexity(net, node, seen, &n_seen);
}

static int complexity_of_two(const struct multi *w,
                             const struct chain_net *a, int x,
                             const struct chain_net *b, int y)
{
    uint64_t seen[CH_SEEN];
    int n_seen = 0;

    if (w->level < 2)
        return sudoku_chain_net_ancestors(a, x) +
               sudoku_chain_net_ancestors(b, y);
    return sudoku_chain_nest_complexity(a, x, seen, &n_seen) +
           sudoku_chain_nest_complexity(b, y, seen, &n_seen);
}

/* SE's name for a hint of this kind. */
static const char *hint_name(const struct multi *w, int sort)
{
    static const char *const plain[8] = {
        "", "double forcing chains", "", "", "", "cell forcing chains",
        "region forcing chains", "contradiction forcing chains"};
    static const char *const dynamic[6][8] = {
        {"", "dynamic double forcing chains", "", "", "",
         "dynamic cell forcing chains", "dynamic region forcing chains",
         "dynamic contradiction forcing chains"},
        {"", "dynamic double forcing chains (+)", "", "", "",
         "dynamic cell forcing chains (+)", "dynamic region forcing chains (+)",
         "dynamic contradiction forcing chains (+)"},
        {"", "dynamic double forcing chains (+ forcing chains)", "", "", "",
         "dynamic cell forcing chains (+ forcing chains)",
         "dynamic region forcing chains (+ forcing chains)",
         "dynamic contradiction forcing chains (+ forcing chains)"},
        {"", "dynamic double forcing chains (+ multiple forcing chains)", "",
         "", "", "dynamic cell forcing chains (+ multiple forcing chains)",
         "dynamic region forcing chains (+ multiple forcing chains)",
         "dynamic contradiction forcing chains (+ multiple forcing chains)"},
        {"", "dynamic double forcing chains (+ dynamic forcing chains)", "",
         "", "", "dynamic cell forcing chains (+ dynamic forcing chains)",
         "dynamic region forcing chains (+ dynamic forcing chains)",
         "dynamic contradiction forcing chains (+ dynamic forcing chains)"},
        {"",
         "dynamic double forcing chains (+ dynamic forcing chains (+ forcing "
         "chains))",
         "", "", "",
         "dynamic cell forcing chains (+ dynamic forcing chains (+ forcing "
         "chains))",
         "dynamic region forcing chains (+ dynamic forcing chains (+ forcing "
         "chains))",
         "dynamic contradiction forcing chains (+ dynamic forcing chains (+ "
         "forcing chains))"}};

    if (w->nishio)
        return "Nishio forcing chains";
    return w->dynamic ? dynamic[w->level][sort] : plain[sort];
}

/* Offers the hint that digit d of cell holds (place) or goes, of this
 * complexity and kind: kept when it comes first and removes something.
 * Returns whether it was kept. */
static int offer(struct multi *w, int complexity, int sort, int cell, int d,
                  int place)
{
    struct chain_best *b = w->best;
    unsigned rest = w->s->cand[cell] & ~(1u << d);

    if (!may_win(w, complexity, sort) || (place && rest == 0))
        return 0;
    b->found = 1;
    b->difficulty = w->base + ch_length_added(complexity);
    b->complexity = complexity;
    b->sort = sort;
    b->technique = w->technique;
    if (sort == SORT_REGION && !w->nishio &&
        w->technique == SUDOKU_CELL_FORCING_CHAIN)
        b->technique = SUDOKU_REGION_FORCING_CHAIN;
    b->name = hint_name(w, sort);
    memset(b->remove, 0, sizeof b->remove);
    b->remove[cell] = (unsigned short)(place ? rest : 1u << d);
    b->place_cell = place ? cell : -1;
    b->place_digit = d;
    return 1;
}

/* The contradictions of the nets of candidate d of cell. */
static void contradictions(struct multi *w, int cell, int d)
{
    const struct chain_net *n[2] = {&w->on, &w->off};
    int j;

    for (j = 0; j < 2; j++)
        if (n[j]->absurd_on >= 0) {
            int c = complexity_of_two(w, n[j], n[j]->absurd_on, n[j],
                                      n[j]->absurd_off);

            if (offer(w, c, SORT_ABSURD, cell, d, j == 1) &&
                w->s->show != NULL) {
                sudoku_chain_show_start(w->s, cell, 1u << d, -1);
                sudoku_chain_show_net(w->s, n[j], n[j]->absurd_on);
                sudoku_chain_show_net(w->s, n[j], n[j]->absurd_off);
            }
        }
}

/* What both nets of a candidate imply: ons first, then offs. */
static void doubles(struct multi *w)
{
    int on, i;

    for (on = 1; on >= 0; on--)
        for (i = 0; i < w->on.n; i++) {
            int k = w->on.key[i], o = w->off.node_of[k], c;

            if (CH_ON(k) != on || !ch_kept(&w->on, i) || o < 0)
                continue;
            if (!may_win(w, 2, SORT_DOUBLE))
                return;
            c = complexity_of_two(w, &w->on, i, &w->off, o);
            if (offer(w, c, SORT_DOUBLE, CH_CELL(k), CH_DIGIT(k), on) &&
                w->s->show != NULL) {
                int start = w->on.key[0];

                sudoku_chain_show_start(w->s, CH_CELL(start),
                                        1u << CH_DIGIT(start), -1);
                sudoku_chain_show_net(w->s, &w->on, i);
                sudoku_chain_show_net(w->s, &w->off, o);
            }
        }
}

/* Starts a reduction from the potentials of net that may be hints;
 * returns whether there is one. */
static int keep_start(struct reduction *x, const struct chain_net *net,
                      const unsigned char *truth)
{
    int i, any = 0;

    memset(x->keep, 0, sizeof x->keep);
    for (i = 0; i < net->n; i++)
        if (ch_kept(net, i)) {
            int k = net->key[i];

            /* A hint removes no candidate of the solution. */
            if (truth != NULL && (truth[CH_CELL(k)] == CH_DIGIT(k)) != CH_ON(k))
                continue;
            any = 1;

            x->keep[k >> 6] |= (uint64_t)1 << (k & 63);
            x->sum[k] = 0;
        }
    return any;
}

/* Keeps, of the reduction's potentials, those that net implies too, and
 * adds their complexity in net; drops those that can no longer come
 * first.  Returns whether any is left. */
static int keep_meet(const struct multi *w, struct reduction *x,
                     const struct chain_net *net, int sort)
{
    int j, any = 0;

    for (j = 0; j < SET_WORDS; j++) {
        uint64_t m;

        for (m = x->keep[j]; m; m &= m - 1) {
            int k = j * 64 + bits_ctz64_nonzero(m), node = net->node_of[k];

            if (node >= 0) {
                /* Nested, the count of node's ancestors only: SE counts
                 * an inner chain once in the whole hint, which keep_exact
                 * adds up at the end; this is no more. */
                int c = w->level < 2 ? complexity_of(w, net, node)
                                     : sudoku_chain_net_ancestors(net, node);

                x->sum[k] = (unsigned short)(x->sum[k] + c);
                if (may_win(w, x->sum[k], sort)) {
                    any = 1;
                    continue;
                }
            }
            x->keep[j] &= ~((uint64_t)1 << (k & 63));
        }
    }
    return any;
}

/* The complexity of the nested hints of the n potentials k[] that the
 * branches of cell (cell >= 0) or of digit d in house h imply, into
 * sum[]: each branch's ancestors of the potential, and each inner chain
 * among them once over all the branches, as SE counts them.  Each
 * branch's net is taken back as its search kept it (w->other). */
static void keep_exact(struct multi *w, const unsigned short *k, int n,
                       int cell, int h, int d, unsigned short *sum)
{
    struct exact *e = w->exact;
    unsigned m = cell >= 0 ? w->s->cand[cell] : w->s->pos[h][d];
    int j;

    for (j = 0; j < n; j++) {
        sum[j] = 0;
        e->n_seen[j] = 0;
    }
    for (; m; m &= m - 1) {
        int key = cell >= 0 ? CH_KEY(cell, lowest(m), 1)
                            : CH_KEY(houses_cell(h, lowest(m)), d, 1);

        sudoku_chain_net_run(&w->other, w->s, key, w->mode);
        for (j = 0; j < n; j++)
            sum[j] = (unsigned short)(sum[j] + sudoku_chain_nest_complexity(
                                                   &w->other,
                                                   w->other.node_of[k[j]],
                                                   e->seen[j], &e->n_seen[j]));
    }
}

/* Offers what the reduction kept, in the order of net (its first
 * branch): ons first, then offs; nested, with their complexity made
 * exact first (keep_exact), a batch at a time.  Its picture: cell's
 * candidates, or the places of digit d in house h (cell -1). */
static void keep_offer(struct multi *w, const struct reduction *x,
                       const struct chain_net *net, int sort, int cell,
                       int h, int d)
{
    unsigned short k[EXACT_BATCH], sum[EXACT_BATCH];
    int on, i, n = 0, j, at = 0;

    for (on = 1; on >= 0; on--)
        for (i = 0; i < net->n; i++)
            if (CH_ON(net->key[i]) == on && ch_kept(net, i) &&
                in_set(x->keep, net->key[i]))
                w->order[n++] = net->key[i];
    while (at < n) {
        int batch = n - at < EXACT_BATCH ? n - at : EXACT_BATCH;

        for (j = 0; j < batch; j++) {
            k[j] = w->order[at + j];
            sum[j] = x->sum[k[j]];
        }
        if (w->level >= 2)
            keep_exact(w, k, batch, cell, h, d, sum);
        for (j = 0; j < batch; j++)
            if (offer(w, sum[j], sort, CH_CELL(k[j]), CH_DIGIT(k[j]),
                      CH_ON(k[j])) &&
                w->s->show != NULL)
                sudoku_chain_show_start(w->s, cell,
                                        cell >= 0 ? w->s->cand[cell]
                                                  : 1u << d,
                                        h);
        at += batch;
    }
}

/* The region forcing chains of digit d in the houses of cell, whose first
 * place is cell; w->on is the net of its "on". */
static void regions(struct multi *w, int cell, int d)
{
    const unsigned short *cand = w->s->cand;
    int r, i;

    for (r = 0; r < 3; r++) {
        int h = ch_region(cell, r), first = -1, count = 0, any = 1;

        for (i = 0; i < 9; i++)
            if (cand[houses_cell(h, i)] >> d & 1) {
                count++;
                if (first < 0)
                    first = houses_cell(h, i);
            }
        if (count < 2 || first != cell || !may_win(w, 2 * count, SORT_REGION))
            continue;
        any = keep_start(&w->region, &w->on, truth_of(w->s));
        for (i = 0; i < 9 && any; i++) {
            int c = houses_cell(h, i);

            if (c == cell || !(cand[c] >> d & 1))
                continue;
            sudoku_chain_net_run(&w->other, w->s, CH_KEY(c, d, 1), w->mode);
            any = keep_meet(w, &w->region, &w->other, SORT_REGION);
        }
        if (any && keep_meet(w, &w->region, &w->on, SORT_REGION))
            keep_offer(w, &w->region, &w->on, SORT_REGION, -1, h, d);
    }
}

/* Everything SE looks for from one cell: for each candidate the nets of
 * its on and its off, their contradictions and doubles, the region forcing
 * chains; then the cell forcing chains, whose first net runs again. */
static void from_cell(struct multi *w, int cell)
{
    const unsigned char *truth = truth_of(w->s);
    unsigned cand = w->s->cand[cell], m;
    int card = bits_count10[cand], first = -1, any = 1;
    int both = w->dynamic || w->nishio;

    for (m = cand; m; m &= m - 1) {
        int d = lowest(m), twice = card >= 3 && w->dynamic && !w->nishio;
        /* Only a false candidate's "on" ends in a contradiction, and only
         * a true one's "off": the nets that cannot give a hint are not
         * made, when the solution is known. */
        int is = truth == NULL ? -1 : truth[cell] == d;

        w->on.absurd_on = w->off.absurd_on = -1;
        if (!w->nishio || is != 1)
            sudoku_chain_net_run(&w->on, w->s, CH_KEY(cell, d, 1), w->mode);
        if (twice || (both && is != 0))
            sudoku_chain_net_run(&w->off, w->s, CH_KEY(cell, d, 0), w->mode);
        if (both)
            contradictions(w, cell, d);
        if (twice)
            doubles(w);
        if (w->nishio)
            continue;
        regions(w, cell, d);
        if (first < 0) {
            first = d;
            any = keep_start(&w->cell, &w->on, truth);
        } else if (any) {
            any = keep_meet(w, &w->cell, &w->on, SORT_CELL);
        }
    }
    if (w->nishio || !any || first < 0)
        return;
    sudoku_chain_net_run(&w->other, w->s, CH_KEY(cell, first, 1), w->mode);
    if (keep_meet(w, &w->cell, &w->other, SORT_CELL))
        keep_offer(w, &w->cell, &w->other, SORT_CELL, cell, -1, 0);
}

/* One of SE's searches, in *w: Nishio, multiple (cell and region) or
 * dynamic, of nesting level 0 to 3; the best hint into *best. */
static void multi_run(struct multi *w, struct chain_best *best,
                      struct rate *s, int nishio, int dynamic, int level,
                      double base, enum sudoku_technique t)
{
    int cell;

    memset(best, 0, sizeof *best);
    w->s = s;
    w->nishio = nishio;
    w->dynamic = dynamic;
    w->level = level;
    w->mode = (nishio ? 0 : CH_CELL_LINKS) | (dynamic ? CH_DYNAMIC : 0) |
              (level > 0 ? CH_PLUS : 0);
    w->base = base;
    w->technique = t;
    w->best = best;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int card = bits_count10[s->cand[cell]];

        if (card > 2 || (card > 1 && dynamic))
            from_cell(w, cell);
    }
}

static int multi_search(struct rate *s, int nishio, int dynamic, int level,
                        double base, enum sudoku_technique t)
{
    struct multi w;
    struct chain_best best;

    w.exact = NULL;
    sudoku_chain_net_init(&w.on);
    sudoku_chain_net_init(&w.off);
    sudoku_chain_net_init(&w.other);
    multi_run(&w, &best, s, nishio, dynamic, level, base, t);
    return best.found && sudoku_chain_apply(s, &best);
}

int sudoku_rate_nishio(struct rate *s)
{
    return multi_search(s, 1, 1, 0, 7.5, SUDOKU_NISHIO);
}

int sudoku_rate_multiple_chains(struct rate *s)
{
    return multi_search(s, 0, 0, 0, 8.0, SUDOKU_CELL_FORCING_CHAIN);
}

int sudoku_rate_dynamic_chains(struct rate *s)
{
    return multi_search(s, 0, 1, 0, 8.5, SUDOKU_FORCING_CHAIN);
}

int sudoku_rate_dynamic_plus(struct rate *s)
{
    return multi_search(s, 0, 1, 1, 9.0, SUDOKU_FORCING_CHAIN_PLUS);
}

/* SE's nested forcing chains, level 2 (9.5), then 3 (10.0), 4 (10.5) and
 * 5 (11.0): the search's nets and the inner searches' memory are taken
 * from the heap, once, for a thread's small stack.  Levels 4 and 5 only
 * on a puzzle of one solution: on one of several (the empty grid), whose
 * rating is not given, they would search long for nothing. */
int sudoku_rate_nested_chains(struct rate *s)
{
    struct multi *w = malloc(sizeof *w);
    struct chain_best best;
    int level, found = 0, top = s->truth_known > 0 ? 5 : 3;

    if (w == NULL)
        return 0;
    w->exact = malloc(sizeof *w->exact);
    if (w->exact == NULL) {
        free(w);
        return 0;
    }
    for (level = 2; level <= top && !found; level++) {
        struct chain_net *nets[3] = {&w->on, &w->off, &w->other};

        sudoku_chain_net_init(&w->on);
        sudoku_chain_net_init(&w->off);
        sudoku_chain_net_init(&w->other);
        if (!sudoku_chain_nest_attach(nets, 3, level))
            break;
        multi_run(w, &best, s, 0, 1, level, 9.5 + 0.5 * (level - 2),
                  SUDOKU_NESTED_FORCING_CHAIN);
        sudoku_chain_nest_detach(nets, 3);
        found = best.found;
    }
    free(w->exact);
    free(w);
    return found && sudoku_chain_apply(s, &best);
}

int sudoku_chain_apply(struct rate *s, const struct chain_best *best)
{
    int cell, i;
    unsigned m;

    step_begin(s);
    if (s->show != NULL) {
        struct rate_show *show = s->show;

        memcpy(show->links, show->chain, sizeof show->chain[0] * (size_t)show->n_chain);
        show->n_links = show->n_chain;
        if (show->chain_cell >= 0)
            show_use(s, show->chain_cell, show->chain_digits);
        if (show->chain_house >= 0) {
            show_house(s, show->chain_house);
            for (i = 0; i < 9 && show->chain_cell < 0; i++)
                show_use(s, houses_cell(show->chain_house, i),
                         show->chain_digits);
        }
    }
    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        for (m = best->remove[cell]; m; m &= m - 1)
            remove_candidate(s, cell, lowest(m));
    if (best->place_cell >= 0 && !s->broken &&
        s->cand[best->place_cell] == 1u << best->place_digit)
        place(s, best->place_cell, best->place_digit);
    sudoku_rate_text_add(s, "%s: ", best->name);
    if (s->placed_cell >= 0) {
        sudoku_rate_text_cell(s, s->placed_cell);
        sudoku_rate_text_add(s, "=%d%s", s->placed_digit,
                             s->n_removed > 0 ? ", " : "");
    }
    sudoku_rate_text_removed(s);
    sudoku_rate_text_add(s, " (%d)", best->complexity);
    sudoku_rate_step_end(s, best->technique, best->difficulty);
    return 1;
}
