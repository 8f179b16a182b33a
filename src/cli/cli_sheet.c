/*
 * cli_sheet.c - the command's sheets: the records of the inputs drawn as
 * an HTML page or an SVG document, or their explanations as a page.
 *
 * The records are read one at a time (cli_each_record, as --explain
 * reads them), solved, rated when asked, and handed to the sheet
 * (sheet.h), which draws them; an explanation hands over the rater's
 * steps as they come.  A bad record is said on standard error, naming
 * the file, line and column, and still gets its numbered place on the
 * sheet.  The judge build leaves this file out.
 */
#include "cli/cli_sheet.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli_explain.h"
#include "sudoku/domino.h"
#include "sudoku/rate.h"
#include "sudoku/shape.h"
#include "sudoku/solve.h"

/* The context of each record: the sheet, and what to do. */
struct cli_sheet_records {
    struct sudoku_sheet *sheet;
    int rate;
};

static int sheet_stdout(void *context, const char *text, size_t size)
{
    (void)context;
    return fwrite(text, 1, size, stdout) == size;
}

struct sudoku_sheet *cli_sheet_open(const struct cli_sheet *o, int explain,
                                    const char *title)
{
    struct sudoku_sheet_options so;
    struct sudoku_sheet *sheet;

    memset(&so, 0, sizeof so);
    so.kind = (enum sudoku_sheet_kind)(o->kind - 1);
    so.solutions = o->solutions;
    so.key_only = o->key_only;
    so.explain = explain;
    so.title = o->title != NULL ? o->title : title;
    so.write = sheet_stdout;
    sheet = sudoku_sheet_new(&so);
    if (sheet == NULL)
        fprintf(stderr, "sudoku: out of memory\n");
    return sheet;
}

int cli_sheet_close(struct sudoku_sheet *sheet, int status)
{
    int ended = sudoku_sheet_end(sheet);

    sudoku_sheet_free(sheet);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "sudoku: write error: %s\n", strerror(errno));
        return CLI_EXIT_TROUBLE;
    }
    if (!ended) {
        fprintf(stderr, "sudoku: out of memory\n");
        return CLI_EXIT_TROUBLE;
    }
    return status;
}

/* Says on standard error what is wrong with the record, into `message`
 * as "FILE:LINE:COL: why" for its box too. */
static void sheet_report(char *message, size_t room, const char *name,
                         unsigned long line, unsigned long col,
                         const char *why)
{
    snprintf(message, room, "%s:%lu:%lu: %s", name, line, col, why);
    fflush(stdout);
    fprintf(stderr, "sudoku: %s\n", message);
}

/* A record that is no puzzle to draw: its box, after its message. */
static int sheet_refuse(struct sudoku_sheet *sheet, const char *name,
                        const struct sudoku_diag *d)
{
    struct sudoku_sheet_entry e;
    char message[sizeof d->message + 64];

    memset(&e, 0, sizeof e);
    sheet_report(message, sizeof message, name, d->line, d->col, d->message);
    e.status = SUDOKU_SHEET_INVALID;
    e.message = message;
    sudoku_sheet_add(sheet, &e);
    return 0;
}

/* What --rate and --explain say of a board of another size or shape. */
#define SHEET_NOT_RATED "ratings are for classic 9x9 puzzles"

/* A board of another size or shape on a sheet of puzzles: solved and
 * drawn, or, rated, refused as the batch refuses it. */
static int sheet_shaped(struct cli_sheet_records *c, const char *name,
                        const struct sudoku_record *rec)
{
    const struct sudoku_shaped *sh = &rec->shaped;
    unsigned char solution[SUDOKU_SHAPE_MAX_CELLS];
    struct sudoku_sheet_entry e;
    struct sudoku_diag d;
    char message[96];
    unsigned count;

    memset(&d, 0, sizeof d);
    d.line = rec->line;
    d.col = 1;
    if (c->rate) {
        snprintf(d.message, sizeof d.message, "%s", SHEET_NOT_RATED);
        return sheet_refuse(c->sheet, name, &d);
    }
    count = sudoku_shape_solve(&sh->shape, sh->cell, 2, solution, NULL);
    if (count == SUDOKU_SHAPE_NO_MEMORY) {
        snprintf(d.message, sizeof d.message, "out of memory");
        return sheet_refuse(c->sheet, name, &d);
    }
    memset(&e, 0, sizeof e);
    e.shape = &sh->shape;
    e.shaped_puzzle = sh->cell;
    e.shaped_solution = solution;
    e.status = count > 0 ? SUDOKU_SHEET_SOLVED : SUDOKU_SHEET_NO_SOLUTION;
    e.label = count == 0 ? "no solution"
              : count > 1 ? "several solutions"
                          : NULL;
    if (count == 0)
        sheet_report(message, sizeof message, name, rec->line, 1,
                     CLI_NO_SOLUTION);
    sudoku_sheet_add(c->sheet, &e);
    return count > 0;
}

/* A record on a sheet of puzzles: solved, rated when asked, drawn. */
static int sheet_record(void *context, const char *name,
                        const struct sudoku_parser *parser,
                        enum sudoku_read status,
                        const struct sudoku_record *rec,
                        const struct sudoku_diag *d, enum sudoku_output out)
{
    struct cli_sheet_records *c = context;
    struct sudoku_sheet_entry e;
    struct sudoku_domino dsolution;
    sudoku_board solution;
    char label[96] = "";
    unsigned count;

    (void)parser;
    (void)out;
    if (status != SUDOKU_READ_PUZZLE)
        return sheet_refuse(c->sheet, name, d);
    if (rec->shaped.shape.side != 0)
        return sheet_shaped(c, name, rec);
    memset(&e, 0, sizeof e);
    e.label = label;
    if (rec->format == SUDOKU_FORMAT_SUDOMINOKU) {
        count = sudoku_domino_solve(&rec->domino, 2, &dsolution, NULL);
        e.domino = &rec->domino;
        e.domino_solution = &dsolution;
    } else {
        count = sudoku_solve(&rec->puzzle, 2, &solution, NULL);
        e.puzzle = &rec->puzzle;
        e.solution = &solution;
    }
    e.status = count > 0 ? SUDOKU_SHEET_SOLVED : SUDOKU_SHEET_NO_SOLUTION;
    if (count == 0 || (count > 1 && c->rate)) {
        /* No solution, or, rated, several: no rating (as --rate says). */
        char message[sizeof label];

        sheet_report(message, sizeof message, name, rec->line, 1,
                     count == 0 ? CLI_NO_SOLUTION : CLI_SEVERAL_SOLUTIONS);
    }
    if (count == 0) {
        strcpy(label, "no solution");
    } else if (count > 1) {
        strcpy(label, "several solutions");
    } else if (c->rate && rec->format != SUDOKU_FORMAT_SUDOMINOKU) {
        struct sudoku_rating r;

        sudoku_rate_score(&rec->puzzle, &r);
        snprintf(label, sizeof label, "rating %.1f %s", r.score,
                 sudoku_level_name(r.level));
    }
    sudoku_sheet_add(c->sheet, &e);
    return count == 1 || (count > 1 && !c->rate);
}

static void sheet_step(void *context, const struct sudoku_step *step)
{
    sudoku_sheet_explain_step(context, step);
}

/* A record on an explanation page: rated, its steps drawn. */
static int sheet_explain_record(void *context, const char *name,
                                const struct sudoku_parser *parser,
                                enum sudoku_read status,
                                const struct sudoku_record *rec,
                                const struct sudoku_diag *d,
                                enum sudoku_output out)
{
    struct cli_sheet_records *c = context;
    struct sudoku_sheet_entry e;
    struct sudoku_rating r;
    sudoku_board solution;
    char message[128];
    unsigned count = 0;

    (void)parser;
    (void)out;
    if (status != SUDOKU_READ_PUZZLE)
        return sheet_refuse(c->sheet, name, d);
    memset(&e, 0, sizeof e);
    e.message = message;
    if (rec->shaped.shape.side != 0) {
        sheet_report(message, sizeof message, name, rec->line, 1,
                     SHEET_NOT_RATED);
        e.shape = &rec->shaped.shape;
        e.shaped_puzzle = rec->shaped.cell;
        sudoku_sheet_add(c->sheet, &e);
        return 0;
    }
    if (rec->format == SUDOKU_FORMAT_SUDOMINOKU) {
        sheet_report(message, sizeof message, name, rec->line, 1,
                     "Sudominoku puzzles are not rated");
        e.domino = &rec->domino;
        sudoku_sheet_add(c->sheet, &e);
        return 0;
    }
    count = sudoku_solve(&rec->puzzle, 2, &solution, NULL);
    if (count == 0) {
        sheet_report(message, sizeof message, name, rec->line, 1,
                     CLI_NO_SOLUTION);
        e.status = SUDOKU_SHEET_NO_SOLUTION;
        e.puzzle = &rec->puzzle;
        sudoku_sheet_add(c->sheet, &e);
        return 0;
    }
    if (count > 1) {
        /* The ladder would stop where the solutions part: no rating. */
        sheet_report(message, sizeof message, name, rec->line, 1,
                     CLI_SEVERAL_SOLUTIONS);
        sudoku_sheet_explain_begin(c->sheet, &rec->puzzle, NULL,
                                   "several solutions: no step can decide");
        sudoku_sheet_explain_end(c->sheet, NULL);
        return 0;
    }
    sudoku_rate(&rec->puzzle, &r, NULL, NULL);
    sudoku_sheet_explain_begin(c->sheet, &rec->puzzle, &r, NULL);
    sudoku_rate(&rec->puzzle, &r, sheet_step, c->sheet);
    sudoku_sheet_explain_end(c->sheet, &solution);
    return 1;
}

int cli_sheet_run(const struct cli_sheet *o, const struct cli_run *run,
                  int rate, int explain, char *const files[], int nfiles)
{
    struct cli_sheet_records c;
    int status;

    c.rate = rate;
    c.sheet = cli_sheet_open(o, explain,
                             explain ? "Sudoku explained" : "Sudoku puzzles");
    if (c.sheet == NULL)
        return CLI_EXIT_TROUBLE;
    status = cli_each_record(run, files, nfiles,
                             explain ? sheet_explain_record : sheet_record, &c,
                             0);
    return cli_sheet_close(c.sheet, status);
}
