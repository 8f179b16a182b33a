/*
 * parse_csv.c - the csv format: a puzzle and its solution on each line.
 *
 * Fields are separated by commas and may be quoted as RFC 4180 says
 * ("..." with "" for a quote inside), within one line.  A first line whose
 * fields are all names (each holds a letter, none a run of 9 cells) is a
 * header: the puzzle is in the column named puzzle, puzzles, quizzes, quiz,
 * question or grid, the solution in the one named solution, solutions,
 * answer or answers, whatever the case, and other columns are not read.
 * Without a header the puzzle is field 1, the solution field 2, and further
 * fields are not read.  The solution, which --check compares with the one
 * found, is optional: an empty or missing field gives none.
 * parse_full.c detects the format and calls this reader; the judge build,
 * which reads only the judges' formats, leaves this file out.
 */
#include "read/parse_line.h"

static const char *const csv_puzzle_names[] = {
    "puzzle", "puzzles", "quizzes", "quiz", "question", "grid", NULL};
static const char *const csv_solution_names[] = {"solution", "solutions",
                                                 "answer", "answers", NULL};

/* Reads the field that begins at *pos in text[, e): its content, without
 * the blanks around it nor its quotes, in [*fb, *fe); *pos is set past the
 * comma that ends it, or to e + 1 after the last field.  Returns 1, or 0
 * with *d filled when a quoted field is broken. */
static int csv_field(const struct line *l, size_t *pos, size_t e, size_t *fb,
                     size_t *fe, struct sudoku_diag *d)
{
    size_t i = *pos, quote;
    char name[8];

    while (i < e && parse_is_space(l->text[i]))
        i++;
    if (i < e && l->text[i] == '"') {
        quote = i++;
        *fb = i;
        while (i < e &&
               (l->text[i] != '"' || (i + 1 < e && l->text[i + 1] == '"')))
            i += l->text[i] == '"' ? 2 : 1;
        if (i >= e) {
            if (!parse_too_long(l, d))
                sudoku_parse_diag(d, l->number, quote + 1,
                                  "quoted field does not end on its line");
            return 0;
        }
        *fe = i++;
        while (i < e && parse_is_space(l->text[i]))
            i++;
        if (i < e && l->text[i] != ',') {
            sudoku_parse_diag(d, l->number, i + 1,
                              "unexpected character '%s' after a quoted field",
                              sudoku_parse_char_name(l->text[i], name));
            return 0;
        }
    } else {
        *fb = i;
        while (i < e && l->text[i] != ',')
            i++;
        *fe = i;
        while (*fe > *fb && parse_is_space(l->text[*fe - 1]))
            (*fe)--;
    }
    *pos = i + 1;
    return 1;
}

/* Whether text[b, e) is one of `names`, whatever the case. */
static int csv_name_in(const struct line *l, size_t b, size_t e,
                       const char *const *names)
{
    size_t i;

    for (; *names != NULL; names++) {
        for (i = 0; b + i < e && (*names)[i] != '\0'; i++)
            if ((l->text[b + i] | 0x20) != (*names)[i])
                break;
        if (b + i == e && (*names)[i] == '\0')
            return 1;
    }
    return 0;
}

/* Whether text[b, e) is a name: it holds a letter and no run of 9 cells. */
static int csv_is_name(const struct line *l, size_t b, size_t e)
{
    size_t i, run = 0;
    int letter = 0;
    char c;

    for (i = b; i < e; i++) {
        c = (char)(l->text[i] | 0x20);
        letter |= c >= 'a' && c <= 'z';
        run = parse_cell_value(l->text[i]) >= 0 ? run + 1 : 0;
        if (run == 9)
            return 0;
    }
    return letter;
}

int sudoku_parse_csv_header(struct sudoku_parser *p, const struct line *l)
{
    size_t b, e, pos, fb, fe;
    int n;
    struct sudoku_diag scratch;

    parse_trim(l, &b, &e);
    p->csv_puzzle = 0;
    p->csv_solution = 1;
    for (pos = b; pos <= e;)
        if (!csv_field(l, &pos, e, &fb, &fe, &scratch) ||
            !csv_is_name(l, fb, fe))
            return 0;
    p->csv_puzzle = p->csv_solution = -1;
    for (pos = b, n = 0; pos <= e; n++) {
        csv_field(l, &pos, e, &fb, &fe, &scratch);
        if (p->csv_puzzle < 0 && csv_name_in(l, fb, fe, csv_puzzle_names))
            p->csv_puzzle = n;
        else if (p->csv_solution < 0 &&
                 csv_name_in(l, fb, fe, csv_solution_names))
            p->csv_solution = n;
    }
    return 1;
}

enum sudoku_read sudoku_parse_csv_record(struct sudoku_parser *p,
                                         struct sudoku_record *rec,
                                         struct sudoku_diag *d)
{
    struct line l;
    size_t b, e, pos, fb, fe, pb = 0, pe = 0, sb = 0, se = 0, i;
    int n, pwhole = 0, swhole = 0;
    sudoku_board puzzle;

    if (!sudoku_parse_next_content(&p->lines, &l))
        return SUDOKU_READ_END;
    parse_trim(&l, &b, &e);
    rec->line = l.number;
    if (!p->csv_header_checked) {
        p->csv_header_checked = 1;
        if (sudoku_parse_csv_header(p, &l)) {
            if (p->csv_puzzle >= 0)
                return sudoku_parse_csv_record(p, rec, d);
            p->csv_puzzle = 0;
            sudoku_parse_diag(d, l.number, b + 1,
                              "header names no puzzle column (puzzle, "
                              "quizzes, question or grid)");
            return SUDOKU_READ_INVALID;
        }
    }
    for (pos = b, n = 0; pos <= e; n++) {
        if (!csv_field(&l, &pos, e, &fb, &fe, d)) {
            /* Past the fields read, a line too long to keep is no
             * matter: the rest is not read. */
            if (l.length > l.len && n > p->csv_puzzle && n > p->csv_solution)
                break;
            return SUDOKU_READ_INVALID;
        }
        /* A field is whole unless it runs to the end of what the reader
         * kept of a longer line. */
        if (n == p->csv_puzzle) {
            pb = fb;
            pe = fe;
            pwhole = pos <= e;
        } else if (n == p->csv_solution) {
            sb = fb;
            se = fe;
            swhole = pos <= e;
        }
    }
    if (n <= p->csv_puzzle) {
        sudoku_parse_diag(d, l.number, e + 1,
                          "line has %d fields, the puzzle is field %d", n,
                          p->csv_puzzle + 1);
        return SUDOKU_READ_INVALID;
    }
    p->first_col = pb + 1;
    if (!sudoku_parse_cells81(&l, pb, pe, pwhole, "puzzle", rec, d))
        return SUDOKU_READ_INVALID;
    sudoku_parse_keep_text(&l, pb, pe, rec);
    if (sb == se)
        return SUDOKU_READ_PUZZLE;
    /* The solution goes through the same cell reader, into a scratch
     * board, then must be complete. */
    puzzle = rec->puzzle;
    if (!sudoku_parse_cells81(&l, sb, se, swhole, "solution", rec, d))
        return SUDOKU_READ_INVALID;
    rec->expected = rec->puzzle;
    rec->puzzle = puzzle;
    for (i = 0; i < SUDOKU_CELLS; i++)
        if (rec->expected.cell[i] == 0) {
            sudoku_parse_diag(d, l.number, sb + 1 + i,
                              "solution has an empty cell");
            return SUDOKU_READ_INVALID;
        }
    rec->expected_col = sb + 1;
    return SUDOKU_READ_PUZZLE;
}
