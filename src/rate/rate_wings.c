/*
 * rate_wings.c - XY-wing and XYZ-wing.
 *
 * A pivot cell and two pincers that it sees, with two or three
 * candidates each, such that one digit z is in every cell that sees the
 * pincers (and, for an XYZ-wing, the pivot) false; nothing longer (the
 * chains find those).
 */
#include "rate/rate_internal.h"

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

/* XY-wing (z = 0): a pivot {x,y} seeing pincers {x,z} and {y,z}; XYZ-wing
 * (z = 1): a pivot {x,y,z} seeing {x,z} and {y,z}.  z goes from the cells
 * that see all of them. */
int sudoku_rate_wings(struct rate *s, int xyz)
{
    int pivot, i, j, band, found = 0;
    uint32_t pairs[3] = {0, 0, 0};
    enum sudoku_technique t = xyz ? SUDOKU_XYZ_WING : SUDOKU_XY_WING;

    /* The pincers are cells with two candidates, in order. */
    for (i = 0; i < SUDOKU_CELLS; i++)
        if (bits_count10[s->cand[i]] == 2)
            pairs[i / 27] |= 1u << i % 27;
    for (pivot = 0; pivot < SUDOKU_CELLS; pivot++) {
        unsigned p = s->cand[pivot];
        unsigned char seen[20];
        uint32_t see_pivot[3];
        int n = 0;

        if (bits_count10[p] != (xyz ? 3 : 2))
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

            if (bits_count10[pa] != 2 || bits_count10[pa & p] != (xyz ? 2 : 1))
                continue;
            for (j = i + 1; j < n; j++) {
                int b = seen[j], z;
                unsigned pb = s->cand[b], zmask;
                uint32_t see_a[3], see_b[3];

                if (pb == pa || bits_count10[pb] != 2)
                    continue;
                zmask = pa & pb;
                if (bits_count10[zmask] != 1)
                    continue;
                if (xyz ? (pa | pb) != p
                        : ((pa | pb) & ~zmask) != p || (zmask & p))
                    continue;
                z = lowest(zmask);
                peers_of(a, see_a);
                peers_of(b, see_b);
                step_begin(s);
                show_use(s, pivot, p);
                show_use(s, a, pa);
                show_use(s, b, pb);
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
                sudoku_rate_text_removed(s);
                sudoku_rate_text_add(s, " %s ", sudoku_technique_name(t));
                sudoku_rate_text_cell(s, pivot);
                sudoku_rate_text_add(s, ",");
                sudoku_rate_text_cell(s, a);
                sudoku_rate_text_add(s, ",");
                sudoku_rate_text_cell(s, b);
                sudoku_rate_step_end(s, t, sudoku_rate_weight(t));
                if (!takes_all(s, t) || s->broken)
                    return 1;
                found = 1;
            }
        }
    }
    return found;
}
