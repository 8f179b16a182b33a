/*
 * cli_generate.c - the command's --generate.
 *
 * Puzzles are made in groups: every thread (the caller's among them) takes
 * the next index of the group until none is left, each puzzle is written
 * into its own slot, and the caller writes the group's slots in order.
 * Puzzle k depends only on the seed and k (generate.h), so the output is
 * the same for any number of threads.  Threads and the lock are the
 * platform's (platform/threads.h): without threads everything runs in the
 * caller's thread.  The judge build leaves this file out.
 */
#include "cli/cli_generate.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/progress.h"
#include "sudoku/domino.h"
#include "sudoku/rate.h"

#include "platform/platform.h"
#include "platform/threads.h"

#define GEN_GROUP 16    /* puzzles per thread in a group */
#define GEN_THREADS 65  /* at most: the caller's and 64 more */
#define GEN_REDRAW 0.25 /* seconds between two progress lines, at least */

/* A puzzle of another size or shape for a sheet: its shape (a jigsaw's
 * regions made with it), the puzzle and its solution. */
struct gen_shaped_slot {
    struct sudoku_shape made;
    unsigned char puzzle[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char solution[SUDOKU_SHAPE_MAX_CELLS];
};

struct gen_slot {
    unsigned long tries; /* 0: none made */
    int givens;
    size_t size;
    char *text; /* 2 * SUDOKU_PRINT_MAX + 2 bytes, or for shaped puzzles
                   2 * SUDOKU_SHAPE_PRINT_MAX + 2 */
    /* For a sheet: the puzzle and its solution, and its rating. */
    sudoku_board puzzle, solution;
    struct sudoku_domino dpuzzle, dsolution;
    struct gen_shaped_slot *shaped; /* for a sheet of other shapes */
    char label[48];
};

struct gen_group {
    const struct cli_generate *g;
    struct gen_slot *slots;
    unsigned long long first; /* index of slots[0] */
    unsigned n, next;
    unsigned long long made; /* over all groups, for the progress line */
    double drawn;            /* when the progress line was last drawn */
    struct platform_mutex lock;
};

/* The rating of a classic puzzle, as g->rate asks: `form` for the text,
 * as --rate writes it (after a puzzle on its line, ":SCORE:LEVEL" or
 * " ED=ER/EP/ED" and " beyond-ladder" where trial was needed; above a
 * grid, "rating: SCORE LEVEL" or "rating: ED=ER/EP/ED" on a line; a csv
 * row's columns for -o csv), and `label` for a sheet. */
static void gen_rating(const struct cli_generate *g, const sudoku_board *puzzle,
                       char form[64], char label[48])
{
    struct sudoku_rating r;
    const char *level;
    int line = g->layout == SUDOKU_LAYOUT_LINE;

    sudoku_rate_score(puzzle, &r);
    level = sudoku_level_name(r.level);
    snprintf(label, 48, "rating %.1f %s", r.score, level);
    if (g->csv)
        sudoku_batch_csv_rating(form, &r, g->rate == 2);
    else if (g->rate == 2)
        snprintf(form, 64, "%sED=%.1f/%.1f/%.1f%s%s",
                 line ? " " : "rating: ", r.score, r.pearl, r.diamond,
                 r.level == SUDOKU_LEVEL_TRIAL ? " beyond-ladder" : "",
                 line ? "" : "\n");
    else if (line)
        snprintf(form, 64, ":%.1f:%s", r.score, level);
    else
        snprintf(form, 64, "rating: %.1f %s\n", r.score, level);
}

/* Writes a puzzle and, as g->print asks, its solution into s; `rating`,
 * when not empty (gen_rating), goes after the first line in the line
 * layout, above the first grid in the others. */
static void gen_text(const struct cli_generate *g, struct gen_slot *s,
                     const sudoku_board *puzzle, const sudoku_board *solution,
                     const struct sudoku_domino *dpuzzle,
                     const struct sudoku_domino *dsolution, const char *rating)
{
    int shown, written = 0;

    s->size = 0;
    if (g->csv) {
        s->size = sudoku_batch_csv_grids(s->text, puzzle, solution);
        s->size += (size_t)sprintf(s->text + s->size, "%s\n", rating);
        return;
    }
    if (g->layout != SUDOKU_LAYOUT_LINE)
        s->size = (size_t)sprintf(s->text, "%s", rating);
    for (shown = 0; shown < 2; shown++) {
        int is_puzzle = shown == 0;

        if ((is_puzzle && g->print == SUDOKU_PRINT_SOLUTION) ||
            (!is_puzzle && g->print == SUDOKU_PRINT_PUZZLE))
            continue;
        if (written++ > 0 && g->layout != SUDOKU_LAYOUT_LINE &&
            (!g->domino || g->layout == SUDOKU_LAYOUT_PRETTY))
            s->text[s->size++] = '\n';
        if (!g->domino)
            s->size += sudoku_print_board(
                s->text + s->size, is_puzzle ? puzzle : solution, g->layout);
        else if (g->layout == SUDOKU_LAYOUT_PRETTY)
            s->size += sudoku_print_domino(s->text + s->size,
                                           is_puzzle ? dpuzzle : dsolution,
                                           SUDOKU_LAYOUT_PRETTY);
        else
            s->size += sudoku_print_domino_input(
                s->text + s->size, is_puzzle ? dpuzzle : dsolution);
        if (rating[0] != '\0' && g->layout == SUDOKU_LAYOUT_LINE) {
            /* After the first line, in place of its newline. */
            s->size--;
            s->size += (size_t)sprintf(s->text + s->size, "%s\n", rating);
            rating = "";
        }
    }
}

/* A puzzle of another size or shape, and as g->print asks its solution,
 * in g->layout (a jigsaw's labels after each grid). */
static void gen_shaped(const struct cli_generate *g, unsigned long long index,
                       struct gen_slot *s)
{
    unsigned char puzzle[SUDOKU_SHAPE_MAX_CELLS];
    unsigned char solution[SUDOKU_SHAPE_MAX_CELLS];
    struct sudoku_shape made;
    const char *labels = g->labels[0] != '\0' ? g->labels : NULL;
    int cell, shown;

    s->tries = sudoku_generate_shaped(&g->shaped_options, &g->shape, index,
                                      puzzle, solution, &made, NULL);
    for (cell = 0; cell < made.side * made.side; cell++)
        s->givens += puzzle[cell] != 0;
    s->size = 0;
    for (shown = 0; shown < 2; shown++) {
        int is_puzzle = shown == 0;

        if ((is_puzzle && g->print == SUDOKU_PRINT_SOLUTION) ||
            (!is_puzzle && g->print == SUDOKU_PRINT_PUZZLE))
            continue;
        if (s->size > 0 && g->layout != SUDOKU_LAYOUT_LINE)
            s->text[s->size++] = '\n';
        s->size += sudoku_print_shaped(s->text + s->size, &made,
                                       is_puzzle ? puzzle : solution, labels,
                                       g->layout);
    }
    if (s->shaped != NULL) {
        s->shaped->made = made;
        memcpy(s->shaped->puzzle, puzzle, sizeof puzzle);
        memcpy(s->shaped->solution, solution, sizeof solution);
        if (g->shaped_options.graded)
            snprintf(s->label, sizeof s->label, "%s",
                     sudoku_shape_level_name(g->shaped_options.level));
    }
}

static void gen_one(const struct cli_generate *g, unsigned long long index,
                    struct gen_slot *s)
{
    char rating[64] = "";
    int cell;

    s->givens = 0;
    s->label[0] = '\0';
    if (g->shaped) {
        gen_shaped(g, index, s);
    } else if (g->domino) {
        struct sudoku_domino puzzle, solution;

        s->tries =
            sudoku_generate_domino(&g->sudominoku, index, &puzzle, &solution);
        for (cell = 0; cell < SUDOKU_CELLS; cell++)
            s->givens += puzzle.mate[cell] > cell;
        gen_text(g, s, NULL, NULL, &puzzle, &solution, rating);
        s->dpuzzle = puzzle;
        s->dsolution = solution;
    } else {
        sudoku_board puzzle, solution;

        s->tries =
            sudoku_generate(&g->classic, index, &puzzle, &solution, NULL);
        for (cell = 0; cell < SUDOKU_CELLS; cell++)
            s->givens += puzzle.cell[cell] != 0;
        if (s->tries > 0 &&
            (g->rate || (g->sheet != NULL &&
                         (g->classic.max_score > 0 || g->classic.no_trial))))
            gen_rating(g, &puzzle, rating, s->label);
        gen_text(g, s, &puzzle, &solution, NULL, NULL, g->rate ? rating : "");
        s->puzzle = puzzle;
        s->solution = solution;
    }
}

/* Hands a slot to the sheet: the puzzle made, or a box for one not. */
static void gen_sheet(const struct cli_generate *g, const struct gen_slot *s)
{
    struct sudoku_sheet_entry e;

    memset(&e, 0, sizeof e);
    e.status = s->tries > 0 ? SUDOKU_SHEET_SOLVED : SUDOKU_SHEET_INVALID;
    e.message = "not made within --tries";
    e.label = s->label;
    if (s->shaped != NULL) {
        e.shape = &s->shaped->made;
        e.shaped_puzzle = s->shaped->puzzle;
        e.shaped_solution = s->shaped->solution;
    } else if (g->domino) {
        e.domino = &s->dpuzzle;
        e.domino_solution = &s->dsolution;
    } else {
        e.puzzle = &s->puzzle;
        e.solution = &s->solution;
    }
    sudoku_sheet_add(g->sheet, &e);
}

/* Makes puzzles of the group until none is left. */
static void *gen_work(void *context)
{
    struct gen_group *w = context;

    for (;;) {
        unsigned k;

        platform_mutex_lock(&w->lock);
        k = w->next < w->n ? w->next++ : w->n;
        platform_mutex_unlock(&w->lock);
        if (k == w->n)
            return NULL;
        gen_one(w->g, w->first + k, &w->slots[k]);
        if (w->g->display != NULL) {
            double now = platform_now();

            platform_mutex_lock(&w->lock);
            w->made++;
            if (now - w->drawn >= GEN_REDRAW) {
                w->drawn = now;
                cli_display_generated(w->g->display, w->made, w->g->count);
            }
            platform_mutex_unlock(&w->lock);
        }
    }
}

/* Makes the group's puzzles in up to g->jobs threads. */
static void gen_group_run(struct gen_group *w)
{
    struct platform_thread helpers[GEN_THREADS - 1];

    platform_team_run(helpers,
                      w->g->jobs < GEN_THREADS ? w->g->jobs : GEN_THREADS,
                      gen_work, w);
}

/* Says why puzzle `index` was not made. */
static void gen_report(const struct cli_generate *g, unsigned long long index,
                       unsigned long tries)
{
    fflush(stdout);
    if (g->shaped && g->shaped_options.graded)
        fprintf(stderr, "sudoku: puzzle %llu: none %s in %lu tries\n",
                index + 1, sudoku_shape_level_name(g->shaped_options.level),
                tries);
    else if (g->shaped)
        fprintf(stderr,
                "sudoku: puzzle %llu: no minimal one with symmetry %s in %lu "
                "tries\n",
                index + 1, sudoku_symmetry_name(g->shaped_options.symmetry),
                tries);
    else if (g->domino)
        fprintf(stderr,
                "sudoku: puzzle %llu: none with %d dominoes or fewer in %lu "
                "tries\n",
                index + 1, g->sudominoku.dominoes, tries);
    else if (g->classic.no_trial)
        fprintf(stderr,
                "sudoku: puzzle %llu: none rated %.1f or more without trial "
                "in %lu tries\n",
                index + 1, g->classic.min_score, tries);
    else if (g->classic.max_score > 0)
        fprintf(stderr,
                "sudoku: puzzle %llu: none rated %.1f to %.1f in %lu tries\n",
                index + 1, g->classic.min_score, g->classic.max_score, tries);
    else if (g->classic.max_clues > 0)
        fprintf(stderr,
                "sudoku: puzzle %llu: none with %d givens or fewer%s in %lu "
                "tries\n",
                index + 1, g->classic.max_clues,
                g->classic.minimal ? ", minimal," : "", tries);
    else
        fprintf(stderr,
                "sudoku: puzzle %llu: no minimal one with symmetry %s in %lu "
                "tries\n",
                index + 1, sudoku_symmetry_name(g->classic.symmetry), tries);
}

int cli_generate(const struct cli_generate *g, struct cli_generate_totals *t)
{
    unsigned jobs = g->jobs > 0 ? g->jobs : 1;
    unsigned group = GEN_GROUP * (jobs > 64 ? 64 : jobs);
    unsigned long tries = g->domino ? g->sudominoku.tries : g->classic.tries;
    size_t room = g->shaped ? 2 * SUDOKU_SHAPE_PRINT_MAX + 2
                            : 2 * SUDOKU_PRINT_MAX + 2;
    struct gen_group w;
    unsigned long long first;
    int status = 0, wrote = 0;
    unsigned k;
    char *text;
    struct gen_shaped_slot *shaped;

    memset(&w, 0, sizeof w);
    w.g = g;
    w.slots = malloc(group * sizeof *w.slots);
    text = malloc(group * room);
    if (w.slots == NULL || text == NULL) {
        free(w.slots);
        free(text);
        fprintf(stderr, "sudoku: out of memory\n");
        return CLI_EXIT_TROUBLE;
    }
    shaped = g->shaped && g->sheet != NULL
                 ? malloc(group * sizeof *shaped)
                 : NULL;
    if (g->shaped && g->sheet != NULL && shaped == NULL) {
        free(w.slots);
        free(text);
        fprintf(stderr, "sudoku: out of memory\n");
        return CLI_EXIT_TROUBLE;
    }
    for (k = 0; k < group; k++) {
        w.slots[k].text = text + k * room;
        w.slots[k].shaped = shaped != NULL ? shaped + k : NULL;
    }
    platform_mutex_init(&w.lock);
    if (g->csv && g->sheet == NULL) {
        struct sudoku_batch_options csv;

        memset(&csv, 0, sizeof csv);
        csv.rate = g->rate;
        fputs(sudoku_batch_csv_header(&csv), stdout);
    }
    for (first = 0; first < g->count; first += group) {
        w.first = first;
        w.n = g->count - first < group ? (unsigned)(g->count - first) : group;
        w.next = 0;
        gen_group_run(&w);
        for (k = 0; k < w.n; k++) {
            const struct gen_slot *s = &w.slots[k];

            if (g->sheet != NULL)
                gen_sheet(g, s);
            if (s->tries == 0) {
                cli_display_clear();
                gen_report(g, first + k, tries);
                t->failed++;
                status = CLI_EXIT_UNSOLVED;
                continue;
            }
            if (g->sheet == NULL && wrote++ > 0 &&
                g->layout != SUDOKU_LAYOUT_LINE &&
                (!g->domino || g->layout == SUDOKU_LAYOUT_PRETTY))
                putchar('\n');
            if (g->sheet == NULL)
                fwrite(s->text, 1, s->size, stdout);
            t->made++;
            t->tries += s->tries;
            t->givens += (unsigned long long)s->givens;
            if (t->made == 1 || s->givens < t->fewest)
                t->fewest = s->givens;
            if (t->made == 1 || s->givens > t->most)
                t->most = s->givens;
        }
        if (ferror(stdout))
            break;
    }
    cli_display_clear();
    if (g->domino && g->layout != SUDOKU_LAYOUT_PRETTY && g->sheet == NULL)
        fputs("0\n", stdout);
    platform_mutex_destroy(&w.lock);
    free(w.slots);
    free(text);
    free(shaped);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "sudoku: write error: %s\n", strerror(errno));
        return CLI_EXIT_TROUBLE;
    }
    return status;
}
