/*
 * cli_explain.c - the command's --explain: each puzzle's steps, one a
 * line, in the community's notation, then its solution.
 *
 * An explanation is as long as the puzzle needs, so it does not go
 * through the batch engine, whose results have a bounded size: the
 * records are read, rated and written here, one at a time, in order.
 * Bad records get the engine's treatment: a message on standard error
 * naming the file, line and column, and `invalid` or `no solution` in
 * their place.  The loop over the records is --hint's too
 * (cli_hint.c).  The judge build leaves this file out.
 */
#include "cli/cli_explain.h"

#include <errno.h>
#include <string.h>

#include "cli/input.h"
#include "sudoku/rate.h"
#include "sudoku/solve.h"

static void explain_step(void *context, const struct sudoku_step *step)
{
    (void)context;
    printf("%s (%.1f)\n", step->text, step->score);
}

/* Writes a record's result; returns 0 when it was no solved puzzle. */
static int explain_record(void *context, const char *name,
                          const struct sudoku_parser *parser,
                          enum sudoku_read status,
                          const struct sudoku_record *rec,
                          const struct sudoku_diag *d, enum sudoku_output out)
{
    enum sudoku_layout layout = sudoku_output_layout(out, rec->format);
    struct sudoku_rating r;
    sudoku_board solution;
    char text[SUDOKU_PRINT_MAX];
    char head[sizeof rec->text + 16];
    size_t length;
    unsigned count;
    int i;

    (void)parser;
    (void)context;
    (void)status;
    (void)d;
    count = sudoku_solve(&rec->puzzle, 2, &solution, NULL);
    if (count == 0)
        return cli_refuse_record(name, rec->line, 1, CLI_NO_SOLUTION,
                                 "no solution");
    /* The puzzle as its line gave it, as --rate writes it. */
    if (rec->text[0] != '\0' && out == SUDOKU_OUTPUT_SAME)
        length = (size_t)snprintf(head, sizeof head, "%s", rec->text);
    else
        for (length = 0; length < SUDOKU_CELLS; length++)
            head[length] = ".123456789"[rec->puzzle.cell[length]];
    if (count > 1) {
        /* The ladder would stop where the solutions part: no rating. */
        strcpy(head + length, ":-:several");
        return cli_refuse_record(name, rec->line, 1, CLI_SEVERAL_SOLUTIONS,
                                 head);
    }
    sudoku_rate(&rec->puzzle, &r, NULL, NULL);
    printf("%.*s:%.1f:%s\n", (int)length, head, r.score,
           sudoku_level_name(r.level));
    sudoku_rate(&rec->puzzle, &r, explain_step, NULL);
    printf("steps: %u", r.steps);
    for (i = 0; i < SUDOKU_TECHNIQUES; i++)
        if (r.count[i] > 0)
            printf(", %u %s%s", r.count[i],
                   sudoku_technique_name((enum sudoku_technique)i),
                   i == SUDOKU_HIDDEN_SINGLE_BOX    ? " in a box"
                   : i == SUDOKU_HIDDEN_SINGLE_LINE ? " in a line"
                                                    : "");
    putchar('\n');
    length = sudoku_print_board(text, &solution, layout);
    fwrite(text, 1, length, stdout);
    return 1;
}

int cli_refuse_record(const char *name, unsigned long line, unsigned long col,
                      const char *message, const char *word)
{
    fflush(stdout);
    fprintf(stderr, "sudoku: %s:%lu:%lu: %s\n", name, line, col, message);
    puts(word);
    return 0;
}

/* The answer of cli_each_record's flags to a record that is not a
 * classic puzzle: 0 after refusing it, -1 to hand it on. */
static int each_refused(const char *name, enum sudoku_read r,
                        const struct sudoku_record *rec,
                        const struct sudoku_diag *d, int flags)
{
    if (!(flags & CLI_EACH_CLASSIC))
        return -1;
    if (r != SUDOKU_READ_PUZZLE)
        return cli_refuse_record(name, d->line, d->col, d->message,
                                 r == SUDOKU_READ_INVALID ? "invalid"
                                                          : "no solution");
    if (rec->format == SUDOKU_FORMAT_SUDOMINOKU)
        return cli_refuse_record(name, rec->line, 1,
                                 "Sudominoku puzzles are not rated",
                                 "not rated");
    if (rec->shaped.shape.side != 0)
        return cli_refuse_record(name, rec->line, 1,
                                 "ratings are for classic 9x9 puzzles",
                                 "not rated");
    return -1;
}

int cli_each_record(const struct cli_run *run, char *const files[], int nfiles,
                    cli_record_fn *each, void *context, int flags)
{
    int i, status = 0, first = 1;

    for (i = 0; i < nfiles; i++) {
        struct cli_input in;
        struct sudoku_parser *p;
        struct sudoku_record rec;
        struct sudoku_diag d;
        enum sudoku_read r;

        if (!cli_open_input(&in, files[i])) {
            status = CLI_EXIT_TROUBLE;
            continue;
        }
        p = sudoku_parser_new(in.stream, run->format);
        if (p == NULL) {
            fprintf(stderr, "sudoku: out of memory\n");
            cli_close_input(&in);
            return CLI_EXIT_TROUBLE;
        }
        if (run->shape.set != NULL)
            run->shape.set(p, run->shape.box_rows, run->shape.box_cols,
                           run->shape.extras);
        while ((r = sudoku_parser_next(p, &rec, &d)) != SUDOKU_READ_END &&
               r != SUDOKU_READ_IO_ERROR) {
            int answered;

            if (!first && (flags & CLI_EACH_BLANK))
                putchar('\n');
            first = 0;
            answered = each_refused(in.name, r, &rec, &d, flags);
            if (answered < 0)
                answered =
                    each(context, in.name, p, r, &rec, &d, run->batch.output);
            if (!answered && status == 0)
                status = CLI_EXIT_UNSOLVED;
        }
        if (r == SUDOKU_READ_IO_ERROR) {
            fflush(stdout);
            fprintf(stderr, "sudoku: %s: read error\n", in.name);
            status = CLI_EXIT_TROUBLE;
        }
        sudoku_parser_free(p);
        cli_close_input(&in);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "sudoku: write error: %s\n", strerror(errno));
        return CLI_EXIT_TROUBLE;
    }
    return status;
}

int cli_explain(const struct cli_run *run, char *const files[], int nfiles)
{
    return cli_each_record(run, files, nfiles, explain_record, NULL,
                           CLI_EACH_BLANK | CLI_EACH_CLASSIC);
}
