/*
 * rate_table.c - the techniques of rate.h: the name an explanation gives
 * each, and its weight on SE's scale (for a chain, the least: its length
 * adds to it); and the names of the levels.
 *
 * The bottom of the rater, with its state (rate_internal.h): the families
 * of techniques read their weights here, and the ladder (rate_ladder.c)
 * climbs the techniques in the enum's order; this file reads nothing of
 * theirs.
 */
#include "rate/rate_internal.h"

static const struct technique {
    const char *name;
    double weight;
} techniques[] = {
    [SUDOKU_FULL_HOUSE] = {"full house", 1.0},
    [SUDOKU_HIDDEN_SINGLE_BOX] = {"hidden single", 1.2},
    [SUDOKU_HIDDEN_SINGLE_LINE] = {"hidden single", 1.5},
    [SUDOKU_DIRECT_POINTING] = {"direct pointing", 1.7},
    [SUDOKU_DIRECT_CLAIMING] = {"direct claiming", 1.9},
    [SUDOKU_DIRECT_HIDDEN_PAIR] = {"direct hidden pair", 2.0},
    [SUDOKU_NAKED_SINGLE] = {"naked single", 2.3},
    [SUDOKU_DIRECT_HIDDEN_TRIPLE] = {"direct hidden triple", 2.5},
    [SUDOKU_POINTING] = {"pointing", 2.6},
    [SUDOKU_CLAIMING] = {"claiming", 2.8},
    [SUDOKU_NAKED_PAIR] = {"naked pair", 3.0},
    [SUDOKU_X_WING] = {"X-wing", 3.2},
    [SUDOKU_HIDDEN_PAIR] = {"hidden pair", 3.4},
    [SUDOKU_NAKED_TRIPLE] = {"naked triple", 3.6},
    [SUDOKU_SWORDFISH] = {"swordfish", 3.8},
    [SUDOKU_HIDDEN_TRIPLE] = {"hidden triple", 4.0},
    [SUDOKU_XY_WING] = {"XY-wing", 4.2},
    [SUDOKU_XYZ_WING] = {"XYZ-wing", 4.4},
    [SUDOKU_UNIQUE_RECTANGLE] = {"unique rectangle", 4.5},
    [SUDOKU_NAKED_QUAD] = {"naked quad", 5.0},
    [SUDOKU_JELLYFISH] = {"jellyfish", 5.2},
    [SUDOKU_HIDDEN_QUAD] = {"hidden quad", 5.4},
    [SUDOKU_BUG] = {"BUG", 5.6},
    [SUDOKU_ALIGNED_PAIR] = {"aligned pair exclusion", 6.2},
    [SUDOKU_X_CYCLE] = {"X-cycle", 6.5},
    [SUDOKU_Y_CYCLE] = {"Y-cycle", 6.5},
    [SUDOKU_X_CHAIN] = {"forcing X-chain", 6.6},
    [SUDOKU_XY_CYCLE] = {"XY-cycle", 7.0},
    [SUDOKU_XY_CHAIN] = {"forcing chain", 7.0},
    [SUDOKU_ALIGNED_TRIPLE] = {"aligned triple exclusion", 7.5},
    [SUDOKU_NISHIO] = {"Nishio forcing chain", 7.5},
    [SUDOKU_CELL_FORCING_CHAIN] = {"cell forcing chain", 8.0},
    [SUDOKU_REGION_FORCING_CHAIN] = {"region forcing chain", 8.0},
    [SUDOKU_FORCING_CHAIN] = {"dynamic forcing chain", 8.5},
    [SUDOKU_FORCING_CHAIN_PLUS] = {"dynamic forcing chain (+)", 9.0},
    [SUDOKU_NESTED_FORCING_CHAIN] = {"nested forcing chain", 9.5},
    [SUDOKU_TRIAL] = {"trial", 10.0},
};
_Static_assert(sizeof techniques / sizeof techniques[0] == SUDOKU_TECHNIQUES,
               "one row for each technique of rate.h");

const char *sudoku_technique_name(enum sudoku_technique t)
{
    return (unsigned)t < SUDOKU_TECHNIQUES ? techniques[t].name : "unknown";
}

double sudoku_rate_weight(enum sudoku_technique t)
{
    return techniques[t].weight;
}

static const char *const level_names[SUDOKU_LEVELS] = {
    "easy", "medium", "hard", "expert", "extreme", "trial"};

const char *sudoku_level_name(enum sudoku_level level)
{
    return (unsigned)level < SUDOKU_LEVELS ? level_names[level] : "unknown";
}
