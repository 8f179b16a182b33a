/*
 * rate_chains.c - X-chains and XY-chains: chains that refute their start.
 *
 * A breadth-first search of implications from many candidates at once,
 * one bit each, along the strong links of one digit (X-chains) or of
 * digits and cells (XY-chains), rated as SE rates its forcing X-chains
 * and its chains of both kinds of link, with SE's increase for length,
 * which the forcing chains use too.  The forcing chains, which follow
 * every single an assumption brings, are in rate_forcing.c.
 */
#include <string.h>

#include "rate/rate_internal.h"

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
double sudoku_rate_length_difficulty(int length)
{
    return tenths_added(length_tenths(length));
}

/* The longest length rated lower than `length` (of fewer tenths), or 0
 * when there is none. */
int sudoku_rate_length_below(int length)
{
    int n = length_tenths(length);

    return n == 0 ? 0 : length_steps[n - 1];
}

/* The deepest node whose links a search still follows when only a chain
 * rated below `best` counts, for a search whose chains are rated `base`
 * and up: a refutation found from a node at depth D has D + 1 nodes, and
 * is rated base + sudoku_rate_length_difficulty(D). */
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
            w->n += bits_count10[where(s, h, d)];
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
            if (bits_count10[others] != 1)
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
            double r = base + sudoku_rate_length_difficulty(depth);
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

/* Adds to the picture of the step the link from node a of w (true when
 * a_on) to node b: strong when a is false (a strong link makes b true),
 * weak when a is true. */
static void chain_show_link(struct rate *s, const struct chain_search *w,
                            int a, int a_on, int b)
{
    struct rate_show *show = s->show;
    struct sudoku_link *l;

    if (show->n_links == SUDOKU_STEP_LINKS)
        return;
    l = &show->links[show->n_links++];
    l->from_cell = w->node[a] / 10;
    l->from_digit = w->node[a] % 10;
    l->to_cell = w->node[b] / 10;
    l->to_digit = w->node[b] % 10;
    l->strong = !a_on;
}

/* The state (node i true when on) of a search one node at a time. */
#define CHAIN_STATE(i, on) ((i)*2 + (on))

/*
 * For the picture of the step: a shortest chain from node `start` of w
 * true to it false, along the links of `mode`, found again breadth first
 * one node at a time with the state each came from (the search of many
 * starts at once keeps no ways), and its links added to s->show in order.
 */
static void chain_show(struct rate *s, const struct chain_search *w,
                       int start, enum chain_mode mode)
{
    short from[SUDOKU_CELLS * 9 * 2], queue[SUDOKU_CELLS * 9 * 2];
    short *way = queue; /* once the search is over */
    int head = 0, tail = 0, goal = CHAIN_STATE(start, 0), n = 0, k;

    for (k = 0; k < 2 * w->n; k++)
        from[k] = -1;
    from[CHAIN_STATE(start, 1)] = (short)CHAIN_STATE(start, 1);
    queue[tail++] = (short)CHAIN_STATE(start, 1);
    while (head < tail && from[goal] < 0) {
        int u = queue[head++], i = u / 2, c = w->node[i] / 10, j;
        short next[32]; /* 20 peers and 8 other digits at most */
        int n_next = 0;

        if (u % 2 == 1) { /* true: its peers false, and its cell's others */
            for (j = w->peer_first[i]; j < w->peer_first[i + 1]; j++)
                next[n_next++] = (short)CHAIN_STATE(w->peer[j], 0);
            for (j = w->cell_first[c]; mode == CHAIN_XY &&
                                       j < w->cell_first[c + 1]; j++)
                if (w->cell_node[j] != i)
                    next[n_next++] = (short)CHAIN_STATE(w->cell_node[j], 0);
        } else { /* false: its strong links true */
            for (j = w->link_first[i]; j < w->link_first[i + 1]; j++)
                next[n_next++] = (short)CHAIN_STATE(w->link[j], 1);
            if (mode == CHAIN_XY && w->cell_first[c + 1] - w->cell_first[c] == 2)
                for (j = w->cell_first[c]; j < w->cell_first[c + 1]; j++)
                    if (w->cell_node[j] != i)
                        next[n_next++] = (short)CHAIN_STATE(w->cell_node[j], 1);
        }
        for (j = 0; j < n_next; j++)
            if (from[next[j]] < 0) {
                from[next[j]] = (short)u;
                queue[tail++] = next[j];
            }
    }
    if (from[goal] < 0)
        return;
    for (k = goal; k != CHAIN_STATE(start, 1); k = from[k])
        way[n++] = (short)k;
    way[n++] = (short)CHAIN_STATE(start, 1);
    for (k = n - 1; k > 0; k--)
        chain_show_link(s, w, way[k] / 2, way[k] % 2, way[k - 1] / 2);
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
int sudoku_rate_chains(struct rate *s)
{
    const double base[2] = {sudoku_rate_weight(SUDOKU_X_CHAIN),
                            sudoku_rate_weight(SUDOKU_XY_CHAIN)};
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
                score = base[mode] + sudoku_rate_length_difficulty(len[i] - 1);
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
        sudoku_rate_step_end(s, take[i] == 1 ? SUDOKU_X_CHAIN : SUDOKU_XY_CHAIN,
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
        show_use(s, c, 1u << d);
        if (s->show != NULL)
            chain_show(s, &w, best, best_mode);
        remove_candidate(s, c, d);
        sudoku_rate_text_removed(s);
        sudoku_rate_text_add(s, " %s: ", sudoku_technique_name(t));
        sudoku_rate_text_cell(s, c);
        sudoku_rate_text_add(s, "=%d leads to ", d);
        sudoku_rate_text_cell(s, c);
        sudoku_rate_text_add(s, "<>%d in %d links", d, best_len);
        sudoku_rate_step_end(s, t, best_score);
        return 1;
    }
    return 0;
}
