/*
 * cli_generate_options.c - --generate from the command's options: the
 * checks that the other options fit it, then the run.
 *
 * The options are read as for solving (options.c), and only here is it
 * decided what they mean for making puzzles: which ones do not apply, the
 * layout the puzzles are written in, the seed when none is given, what is
 * printed.  Making and writing the puzzles is cli_generate.c's.  The judge
 * build leaves this file out.
 */
#include "cli/cli_generate.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/options.h"
#include "cli/progress.h"
#include "cli/stats.h"
#include "platform/platform.h"

/* Sudominoku without --dominoes or --minimal: stop taking dominoes away
 * once this many are left.  Each check that leaves 7 or more costs at
 * most tens of milliseconds, one that leaves 6 or fewer up to seconds
 * (the solver must tell one grid from very many), so this keeps every
 * puzzle's making short. */
#define GENOPT_DOMINOES 8

/* The usage errors of --generate and the options that do not fit it;
 * returns -1 when there is none, or the exit status after saying it. */
static int genopt_check(const struct cli_options *o, char *const files[],
                        int nfiles)
{
    const struct cli_generate *g = &o->generate;
    int domino = o->run.format == SUDOKU_FORMAT_SUDOMINOKU;
    enum sudoku_output out = o->run.batch.output;

    if (!o->generating)
        return cli_usage_error("option '--%s' needs --generate",
                               o->generate_option);
    if (nfiles > 0)
        return cli_usage_error("--generate reads no FILE, but '%s' was given",
                               files[0]);
    if (o->run.format == SUDOKU_FORMAT_CSV)
        return cli_usage_error("--generate writes no %s: use --output", "csv");
    if (domino && (g->classic.symmetry != SUDOKU_SYMMETRY_NONE ||
                   g->classic.max_clues > 0 || g->classic.max_score > 0))
        return cli_usage_error("%s", "--symmetry, --clues, --difficulty and "
                                     "--rating are for classic puzzles, not "
                                     "Sudominoku");
    if (domino && o->run.batch.rate)
        return cli_usage_error("%s", "--rate is for classic puzzles, not "
                                     "Sudominoku");
    if (!domino && g->sudominoku.dominoes > 0)
        return cli_usage_error("%s", "--dominoes is for Sudominoku puzzles "
                                     "(-f sudominoku)");
    if (domino && out != SUDOKU_OUTPUT_SAME && out != SUDOKU_OUTPUT_PRETTY)
        return cli_usage_error("%s", "Sudominoku puzzles are written in the "
                                     "judge's input form or --output=pretty");
    return -1;
}

/* The usage errors of shaped --generate; -1 when there is none. */
static int genopt_check_shaped(const struct cli_options *o)
{
    const struct cli_generate *g = &o->generate;
    enum sudoku_output out = o->run.batch.output;

    if (g->jigsaw_side > 0 && g->regions_file != NULL)
        return cli_usage_error("%s", "--jigsaw makes regions and --regions "
                                     "reads them: give one");
    if ((g->jigsaw_side > 0 || g->regions_file != NULL) &&
        o->run.shape.box_rows > 0)
        return cli_usage_error("%s", "--box is for boxes, not jigsaw "
                                     "regions");
    if ((g->jigsaw_side > 0 || g->regions_file != NULL) &&
        (o->run.shape.extras & SUDOKU_EXTRA_WINDOWS))
        return cli_usage_error("%s", "--windoku needs square boxes, not "
                                     "jigsaw regions");
    if (o->run.format == SUDOKU_FORMAT_SUDOMINOKU)
        return cli_usage_error("%s", "Sudominoku is 9x9 with boxes: not with "
                                     "--box, --diagonals, --windoku, "
                                     "--jigsaw or --regions");
    if (o->band & 2)
        return cli_usage_error("%s", "--rating is on SE's scale, for classic "
                                     "9x9 puzzles; other shapes take "
                                     "--difficulty=easy, medium or hard");
    if (g->difficulty != NULL &&
        sudoku_shape_level_from_name(g->difficulty) < 0)
        return cli_usage_error("--difficulty=%s is on SE's scale, for classic "
                               "9x9 puzzles; other shapes take easy, medium "
                               "or hard",
                               g->difficulty);
    if (o->run.batch.rate)
        return cli_usage_error("%s", "--rate is on SE's scale, for classic "
                                     "9x9 puzzles; other shapes take "
                                     "--difficulty=easy, medium or hard");
    if (g->classic.max_clues > 0)
        return cli_usage_error("%s", "--clues is for classic puzzles");
    if (out == SUDOKU_OUTPUT_CSV)
        return cli_usage_error("%s", "puzzles of other sizes and shapes are "
                                     "written as text (line, packed, spaced "
                                     "or pretty) or as a sheet (html, svg)");
    return -1;
}

/* Reads --regions' file into g->shape and g->labels: N * N labels alone
 * (blanks and line ends between them are passed over), or any jigsaw
 * record the reader takes.  Returns -1, or the exit status after saying
 * what is wrong. */
static int genopt_regions(struct cli_generate *g)
{
    static char text[2 * 4096 + 2];
    char line[2 * SUDOKU_SHAPE_MAX_CELLS + 3];
    struct sudoku_parser *parser;
    struct sudoku_record *rec;
    struct sudoku_diag diag;
    enum sudoku_read got;
    FILE *f = fopen(g->regions_file, "rb");
    size_t size, i, labels = 0;
    int side = 0, status = -1;

    if (f == NULL) {
        fprintf(stderr, "sudoku: %s: %s\n", g->regions_file, strerror(errno));
        return CLI_EXIT_TROUBLE;
    }
    size = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[size] = '\0';
    /* Labels alone: make a line of empty cells and those labels. */
    for (i = 0; i < size; i++)
        if (text[i] != ' ' && text[i] != '\t' && text[i] != '\r' &&
            text[i] != '\n' && labels < SUDOKU_SHAPE_MAX_CELLS + 1)
            line[SUDOKU_SHAPE_MAX_CELLS + 1 + labels++] = text[i];
    while ((side + 1) * (side + 1) <= (int)labels)
        side++;
    rec = malloc(sizeof *rec);
    if (rec == NULL) {
        fprintf(stderr, "sudoku: out of memory\n");
        return CLI_EXIT_TROUBLE;
    }
    if (side * side == (int)labels && side >= SUDOKU_SHAPE_MIN_SIDE) {
        memset(line, '.', labels);
        line[labels] = ' ';
        memmove(line + labels + 1, line + (SUDOKU_SHAPE_MAX_CELLS + 1), labels);
        line[2 * labels + 1] = '\n';
        parser = sudoku_parser_new_memory(line, 2 * labels + 2,
                                          SUDOKU_FORMAT_LINE);
    } else {
        parser = sudoku_parser_new_memory(text, size, SUDOKU_FORMAT_AUTO);
    }
    if (parser == NULL) {
        free(rec);
        fprintf(stderr, "sudoku: out of memory\n");
        return CLI_EXIT_TROUBLE;
    }
    memset(&diag, 0, sizeof diag);
    got = sudoku_parser_next(parser, rec, &diag);
    if (got == SUDOKU_READ_INVALID) {
        fprintf(stderr, "sudoku: %s:%lu:%lu: %s\n", g->regions_file,
                diag.line, diag.col, diag.message);
        status = CLI_EXIT_TROUBLE;
    } else if (got != SUDOKU_READ_PUZZLE || rec->shaped.shape.side == 0 ||
               rec->shaped.label[0] == '\0') {
        fprintf(stderr, "sudoku: %s: no jigsaw regions: N*N region labels "
                        "or a jigsaw puzzle\n",
                g->regions_file);
        status = CLI_EXIT_TROUBLE;
    } else {
        g->shape = rec->shaped.shape;
        g->shape.extras = 0;
        memcpy(g->labels, rec->shaped.label, sizeof rec->shaped.label);
        g->labels[SUDOKU_SHAPE_MAX_SIDE] = '\0';
    }
    sudoku_parser_free(parser);
    free(rec);
    return status;
}

/* Sets g->shape and the shaped options from the options; returns -1, or
 * the exit status after saying what does not fit. */
static int genopt_shape(struct cli_options *o)
{
    static const char labels[] = "123456789ABCDEFGHIJKLMNOP";
    struct cli_generate *g = &o->generate;
    struct sudoku_shape_generate_options *s = &g->shaped_options;
    int rows = o->run.shape.box_rows, cols = o->run.shape.box_cols;
    int status = genopt_check_shaped(o);

    if (status >= 0)
        return status;
    if (g->regions_file != NULL) {
        if ((status = genopt_regions(g)) >= 0)
            return status;
    } else if (g->jigsaw_side > 0) {
        sudoku_shape_boxes(&g->shape, 9, 3, 3);
        g->shape.side = g->jigsaw_side;
        memcpy(g->labels, labels, (size_t)g->jigsaw_side);
        g->labels[g->jigsaw_side] = '\0';
        s->random_regions = 1;
    } else {
        if (rows == 0)
            rows = cols = 3;
        sudoku_shape_boxes(&g->shape, rows * cols, rows, cols);
    }
    if (sudoku_shape_add(&g->shape, o->run.shape.extras) != 0)
        return cli_usage_error("%s", "--windoku needs square boxes, such as "
                                     "2x2, 3x3 or 4x4");
    s->seed = g->classic.seed;
    s->symmetry = g->classic.symmetry;
    s->minimal = g->classic.minimal;
    s->tries = g->classic.tries;
    if (g->difficulty != NULL) {
        s->graded = 1;
        s->level = (enum sudoku_shape_level)sudoku_shape_level_from_name(
            g->difficulty);
    }
    if (s->random_regions && s->symmetry != SUDOKU_SYMMETRY_NONE)
        return cli_usage_error("--symmetry=%s: random jigsaw regions have "
                               "no symmetry; --regions=FILE takes regions "
                               "that have",
                               sudoku_symmetry_name(s->symmetry));
    if (!sudoku_shape_symmetry_fits(&g->shape, s->symmetry))
        return cli_usage_error("--symmetry=%s does not map this shape's "
                               "houses onto houses",
                               sudoku_symmetry_name(s->symmetry));
    return -1;
}

/* The sheet of -o html or -o svg, titled by what is made unless --title
 * says; NULL after saying that memory ran out. */
static struct sudoku_sheet *genopt_sheet(const struct cli_options *o)
{
    const struct cli_generate *g = &o->generate;
    char title[96];
    int n = snprintf(title, sizeof title, "%llu %s puzzles", g->count,
                     g->domino ? "Sudominoku" : "sudoku");

    if (g->classic.max_score > 0 && n > 0 && (size_t)n < sizeof title)
        snprintf(title + n, sizeof title - (size_t)n, " rated %.1f to %.1f",
                 g->classic.min_score, g->classic.max_score);
    else if (g->classic.no_trial && n > 0 && (size_t)n < sizeof title)
        snprintf(title + n, sizeof title - (size_t)n,
                 " rated %.1f and up, without trial", g->classic.min_score);
    return cli_sheet_open(&o->sheet, 0, title);
}

int cli_generate_options(struct cli_options *o, char *const files[], int nfiles)
{
    struct cli_generate *g = &o->generate;
    struct cli_generate_totals t = {0};
    struct cli_display display;
    int status = genopt_check(o, files, nfiles);

    if (status >= 0)
        return status;
    g->shaped = o->run.shape.set != NULL || g->jigsaw_side > 0 ||
                g->regions_file != NULL;
    g->domino = o->run.format == SUDOKU_FORMAT_SUDOMINOKU;
    /* The layout -o names; for "same", the one -f names, else one a line
     * (Sudominoku: the judge's input form). */
    g->layout = sudoku_output_layout(o->run.batch.output, o->run.format);
    g->csv = o->run.batch.output == SUDOKU_OUTPUT_CSV;
    g->rate = o->run.batch.rate;
    if (!o->seeded)
        g->classic.seed =
            (unsigned long long)time(NULL) * 0x9e3779b97f4a7c15ULL ^
            (unsigned long long)clock();
    if (o->verbose)
        fprintf(stderr, "sudoku: --seed=%llu\n", g->classic.seed);
    if (g->classic.tries == 0)
        g->classic.tries = 1000;
    if (!g->dominoes_given && !g->sudominoku.minimal)
        g->sudominoku.dominoes = GENOPT_DOMINOES;
    g->sudominoku.seed = g->classic.seed;
    g->sudominoku.tries = g->classic.tries;
    if (g->shaped && (status = genopt_shape(o)) >= 0)
        return status;
    /* Without --print, the puzzle: making puzzles is the point. */
    g->print = o->printed ? o->run.batch.print : SUDOKU_PRINT_PUZZLE;
    g->jobs = o->run.batch.jobs;
    cli_display_start(&display, o, files, 0);
    /* Only a progress line needs the count of puzzles made: without one,
     * the workers skip the lock and the clock for it. */
    g->display = display.show_progress ? &display : NULL;
    if (o->sheet.kind != 0 && (g->sheet = genopt_sheet(o)) == NULL)
        return CLI_EXIT_TROUBLE;
    status = cli_generate(g, &t);
    if (g->sheet != NULL)
        status = cli_sheet_close(g->sheet, status);
    if (o->stats && status != CLI_EXIT_TROUBLE)
        cli_print_generate_stats(&t, g->domino, platform_now() - o->start);
    return status;
}
