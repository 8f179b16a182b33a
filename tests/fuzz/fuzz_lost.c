/*
 * fuzz_lost.c - libFuzzer target: nothing lost, for every reader.
 *
 * The fuzzer's bytes do not become the text: they drive a writer that
 * builds a text from pieces whose results are known — puzzles in every
 * layout the readers take (packed, spaced, one a line with or without a
 * tail, csv, drawn grids of several programs, Sudominoku in the judge's
 * form and drawn), titles, comments, blank lines and damaged lines — and
 * records what each must give: a puzzle, exactly its record, at its first
 * line; a damaged line, exactly one invalid record at that line; a title
 * that a grid follows, a comment or a blank line, nothing (a title before
 * anything else, a one-line puzzle, another title or the end, is one
 * invalid record at its line).  The text is read with the format
 * detected and, when every piece is of one format, with that format
 * forced, and the records must be exactly the expected ones, in order: N
 * puzzles in, N out.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fuzz_check.h"
#include "sudoku/domino.h"
#include "sudoku/parse.h"
#include "sudoku/print.h"

#define LOST_TEXT_MAX 65536
#define LOST_PIECES_MAX 48

/* What the fuzzer's bytes say, one at a time; zeros once they run out. */
struct lost_bytes {
    const uint8_t *data;
    size_t size, at;
};

static unsigned lost_byte(struct lost_bytes *b)
{
    return b->at < b->size ? b->data[b->at++] : 0;
}

/* The kinds of text.  Classic: any mix (detected), or one format forced.
 * Sudominoku: the judge's form and drawings, detected or forced. */
enum lost_mode {
    MODE_MIXED,
    MODE_PACKED,
    MODE_SPACED,
    MODE_LINE,
    MODE_CSV,
    MODE_DOMINO,
    MODE_DOMINO_FORCED,
    MODE_COUNT
};

/* What a piece must give. */
struct lost_expect {
    enum sudoku_read status;
    unsigned long line;          /* of the record, or of the diagnostic */
    unsigned long row_line;      /* a drawn grid's first row: a grid drawn
                                    without a bottom border just before
                                    takes its top border as its own */
    int is_domino;               /* a Sudominoku puzzle */
    sudoku_board puzzle;         /* a classic puzzle */
    struct sudoku_domino domino; /* a Sudominoku one */
};

struct lost_text {
    char text[LOST_TEXT_MAX];
    size_t size;
    unsigned long lines; /* complete lines written */
    struct lost_expect expect[LOST_PIECES_MAX + 2];
    int n;
    /* A title waits for what comes next: unless it is a grid, the title
     * is an invalid record at title_line. */
    unsigned long title_line;
    /* Sudominoku: lines after a closing 0 are one invalid record up to
     * the next puzzle, titles among them too. */
    int junk_run;
};

static void lost_add(struct lost_text *t, const char *s)
{
    size_t n = strlen(s), i;

    FUZZ_REQUIRE(t->size + n < sizeof t->text, "the text grew too big");
    memcpy(t->text + t->size, s, n + 1);
    t->size += n;
    for (i = 0; i < n; i++)
        t->lines += s[i] == '\n';
}

static struct lost_expect *
lost_expect(struct lost_text *t, enum sudoku_read status, unsigned long line)
{
    struct lost_expect *e = &t->expect[t->n++];

    memset(e, 0, sizeof *e);
    e->status = status;
    e->line = line;
    return e;
}

/* Something comes that is not a blank or a comment: a title before it
 * stands when it is a grid, else it is an invalid record of its own. */
static void lost_content(struct lost_text *t, int grid)
{
    if (t->title_line != 0 && !grid)
        lost_expect(t, SUDOKU_READ_INVALID, t->title_line);
    t->title_line = 0;
}

/* A solved grid, its digits relabelled by the bytes; then a puzzle made
 * from it by emptying the cells the bytes choose.  Clash-free by
 * construction. */
static const char lost_solution[] = "143628579572139468986754231391542786"
                                    "468917352725863914237481695619275843"
                                    "854396127";

static void lost_puzzle(struct lost_bytes *b, sudoku_board *p)
{
    int map[10], i, j;

    for (i = 0; i <= 9; i++)
        map[i] = i;
    for (i = 9; i > 1; i--) {
        int k = 1 + (int)(lost_byte(b) % (unsigned)i), tmp = map[i];

        map[i] = map[k];
        map[k] = tmp;
    }
    for (i = 0; i < SUDOKU_CELLS; i += 8) {
        unsigned bits = lost_byte(b);

        for (j = i; j < i + 8 && j < SUDOKU_CELLS; j++, bits >>= 1)
            p->cell[j] =
                (unsigned char)(bits & 1 ? 0 : map[lost_solution[j] - '0']);
    }
}

/* Writes a classic puzzle as `layout` chooses (0..8). */
static void lost_write_classic(struct lost_text *t, const sudoku_board *p,
                               unsigned layout, unsigned blank)
{
    char buf[2 * SUDOKU_PRINT_MAX];
    static const char *const tails[] = {" # a comment", ";11.9;11.9;1.2",
                                        "\tED=7.1/1.2/1.2", " 3.4"};
    size_t n = 0;
    int r, c, i;

    switch (layout) {
    case 0: /* packed, blanks as 0 */
        sudoku_print_board(buf, p, SUDOKU_LAYOUT_PACKED);
        break;
    case 1: /* spaced */
        sudoku_print_board(buf, p, SUDOKU_LAYOUT_SPACED);
        break;
    case 2: /* one a line, '.' or '0' for a blank */
    case 3: /* and a tail */
    case 4: /* csv, with or without a solution */
        for (i = 0; i < SUDOKU_CELLS; i++)
            buf[n++] =
                p->cell[i] ? (char)('0' + p->cell[i]) : (blank & 1 ? '.' : '0');
        buf[n] = '\0';
        if (layout == 3)
            strcat(buf, tails[(blank >> 1) % 4]);
        if (layout == 4)
            strcat(buf, blank & 2 ? ","
                                  : ","
                                    "143628579572139468986754231"
                                    "391542786468917352725863914"
                                    "237481695619275843854396127");
        strcat(buf, "\n");
        break;
    case 5: /* this program's pretty grid */
        sudoku_print_board(buf, p, SUDOKU_LAYOUT_PRETTY);
        break;
    default: /* qqwing compact, .ss; Debian's standard; qqwing readable */
        for (r = 0; r < 9; r++) {
            if (r == 3 || r == 6)
                n += (size_t)sprintf(buf + n, "%s\n",
                                     layout == 6   ? "-----------"
                                     : layout == 7 ? "-------+-------+-------"
                                                   : "-------|-------|-------");
            for (c = 0; c < 9; c++) {
                char cell =
                    p->cell[9 * r + c] ? (char)('0' + p->cell[9 * r + c]) : '.';

                if (layout == 6) {
                    if (c == 3 || c == 6)
                        buf[n++] = '|';
                    buf[n++] = cell;
                } else {
                    if (c == 3 || c == 6)
                        n += (size_t)sprintf(buf + n, " |");
                    buf[n++] = ' ';
                    buf[n++] = cell;
                }
            }
            buf[n++] = '\n';
        }
        buf[n] = '\0';
        break;
    }
    lost_add(t, buf);
}

/* The Sudominoku sample's first puzzle, solved: the pieces place some of
 * its dominoes. */
static struct sudoku_domino lost_tiling;

static void lost_make_tiling(void)
{
    static int made;
    static const char sample[] = "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n"
                                 "7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n"
                                 "7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n"
                                 "7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n";
    struct sudoku_parser *p;
    struct sudoku_record rec;
    struct sudoku_diag d;

    if (made)
        return;
    p = sudoku_parser_new_memory(sample, sizeof sample - 1,
                                 SUDOKU_FORMAT_SUDOMINOKU);
    FUZZ_REQUIRE(p != NULL, "out of memory");
    FUZZ_REQUIRE(sudoku_parser_next(p, &rec, &d) == SUDOKU_READ_PUZZLE,
                 "the Sudominoku sample does not read");
    FUZZ_REQUIRE(sudoku_domino_solve(&rec.domino, 1, &lost_tiling, NULL) == 1,
                 "the Sudominoku sample does not solve");
    sudoku_parser_free(p);
    made = 1;
}

/* A Sudominoku puzzle placing the dominoes of the tiling the bytes
 * choose (at least one), and its nine single digits. */
static void lost_domino(struct lost_bytes *b, struct sudoku_domino *d)
{
    int cell, placed = 0, first = -1;

    memset(&d->grid, 0, sizeof d->grid);
    memset(d->mate, SUDOKU_NO_MATE, sizeof d->mate);
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int mate = lost_tiling.mate[cell];

        if (mate == SUDOKU_NO_MATE) {
            d->grid.cell[cell] = lost_tiling.grid.cell[cell];
            continue;
        }
        if (mate < cell)
            continue;
        if (first < 0)
            first = cell;
        if (lost_byte(b) % 4 != 0)
            continue;
        d->grid.cell[cell] = lost_tiling.grid.cell[cell];
        d->grid.cell[mate] = lost_tiling.grid.cell[mate];
        d->mate[cell] = (signed char)mate;
        d->mate[mate] = (signed char)cell;
        placed++;
    }
    if (placed == 0) {
        int mate = lost_tiling.mate[first];

        d->grid.cell[first] = lost_tiling.grid.cell[first];
        d->grid.cell[mate] = lost_tiling.grid.cell[mate];
        d->mate[first] = (signed char)mate;
        d->mate[mate] = (signed char)first;
    }
}

/* Damaged lines, each one invalid record wherever it stands: fewer than
 * 5 cells and no word, so neither a row, a count nor a title. */
static const char *const lost_junk[] = {"x\n",    "1x\n",  "?\n",   "4 x 2\n",
                                        "a1b2\n", "(7)\n", "@@ 3\n"};

static const char *const lost_titles[] = {
    "Grid 07\n", "% randomly generated - hard\n", "Puzzle 3\n", "[Puzzle]\n",
    "Sudoku de la semaine\n"};

/* Appends one piece to t as the next byte says, within the mode. */
static void lost_piece(struct lost_text *t, struct lost_bytes *b,
                       enum lost_mode mode, int first)
{
    unsigned kind = lost_byte(b), arg = lost_byte(b);
    int domino = mode == MODE_DOMINO || mode == MODE_DOMINO_FORCED;
    struct lost_expect *e;
    char buf[2 * SUDOKU_PRINT_MAX];

    if (domino && first)
        kind = arg & 2 ? 2 : 7; /* a puzzle, maybe after a title */
    switch (kind % 8) {
    case 0: /* a blank line */
        lost_add(t, arg & 1 ? "\n" : "   \n");
        return;
    case 1: /* a comment */
        lost_add(t, "# a comment, 123456789\n");
        return;
    case 2: /* a title: not in forced formats, but in Sudominoku */
        if (mode == MODE_MIXED || domino) {
            if (!t->junk_run) {
                lost_content(t, 0);
                t->title_line = t->lines + 1;
            }
            lost_add(t, lost_titles[arg % 5]);
            if (!first)
                return;
        }
        break;
    case 3: /* a damaged line */
        if (mode == MODE_MIXED || mode == MODE_LINE || mode == MODE_CSV) {
            lost_content(t, 0);
            lost_expect(t, SUDOKU_READ_INVALID, t->lines + 1);
            lost_add(t, lost_junk[arg % 7]);
            return;
        }
        if (domino && !first) {
            /* After a closing 0: a run of such lines is one record. */
            lost_content(t, 1);
            lost_add(t, "0\n");
            lost_expect(t, SUDOKU_READ_INVALID, t->lines + 1);
            t->junk_run = 1;
            lost_add(t, lost_junk[arg % 7]);
            if (arg & 8)
                lost_add(t, lost_junk[(arg >> 4) % 7]);
            return;
        }
        break;
    default:
        break;
    }
    /* A puzzle: a grid unless it is one line (layouts 2 to 4). */
    lost_content(t, domino || mode != MODE_MIXED || arg % 9 < 2 || arg % 9 > 4);
    t->junk_run = 0;
    e = lost_expect(t, SUDOKU_READ_PUZZLE, t->lines + 1);
    if (domino) {
        e->is_domino = 1;
        lost_domino(b, &e->domino);
        if (arg & 1)
            sudoku_print_domino_input(buf, &e->domino);
        else
            sudoku_print_domino(buf, &e->domino, SUDOKU_LAYOUT_PRETTY);
        lost_add(t, buf);
        return;
    }
    lost_puzzle(b, &e->puzzle);
    e->row_line = e->line + (mode == MODE_MIXED && arg % 9 == 5);
    switch (mode) {
    case MODE_PACKED:
        lost_write_classic(t, &e->puzzle, 0, arg);
        break;
    case MODE_SPACED:
        lost_write_classic(t, &e->puzzle, 1, arg);
        break;
    case MODE_LINE:
        lost_write_classic(t, &e->puzzle, 2 + (arg & 1), arg >> 1);
        break;
    case MODE_CSV:
        lost_write_classic(t, &e->puzzle, 4, arg);
        break;
    default:
        lost_write_classic(t, &e->puzzle, arg % 9, arg >> 4);
        break;
    }
}

/* On a broken rule, shows the text and where the reading went wrong,
 * then aborts. */
#define LOST_REQUIRE(ok, what)                                                 \
    do {                                                                       \
        if (!(ok)) {                                                           \
            fprintf(stderr,                                                    \
                    "format %s, record %d: expected line %lu, read line %lu "  \
                    "(message at %lu:%lu: %s)\n--- text ---\n%s--- end ---\n", \
                    sudoku_format_name(format), i + 1,                         \
                    i < t->n ? t->expect[i].line : 0, rec.line, d.line, d.col, \
                    status == SUDOKU_READ_INVALID ? d.message : "", t->text);  \
            FUZZ_REQUIRE(0, what);                                             \
        }                                                                      \
    } while (0)

/* Reads t with `format` and checks the records against the expected. */
static void lost_check(const struct lost_text *t, enum sudoku_format format)
{
    struct sudoku_parser *p =
        sudoku_parser_new_memory(t->text, t->size, format);
    struct sudoku_record rec;
    struct sudoku_diag d;
    enum sudoku_read status = SUDOKU_READ_END;
    int i = 0;

    memset(&rec, 0, sizeof rec);
    memset(&d, 0, sizeof d);
    FUZZ_REQUIRE(p != NULL, "out of memory");
    while ((status = sudoku_parser_next(p, &rec, &d)) != SUDOKU_READ_END) {
        const struct lost_expect *e = &t->expect[i];

        LOST_REQUIRE(i < t->n, "more records than pieces: one was split");
        if (i >= t->n)
            break;
        LOST_REQUIRE(status == e->status, "a piece gave another status");
        if (status == SUDOKU_READ_INVALID) {
            LOST_REQUIRE(d.line == e->line, "an invalid record elsewhere");
        } else if (e->is_domino) {
            LOST_REQUIRE(rec.format == SUDOKU_FORMAT_SUDOMINOKU,
                         "a Sudominoku puzzle read as another format");
            LOST_REQUIRE(rec.line == e->line, "a puzzle at another line");
            LOST_REQUIRE(memcmp(&rec.domino.grid, &e->domino.grid,
                                sizeof rec.domino.grid) == 0 &&
                             memcmp(rec.domino.mate, e->domino.mate,
                                    sizeof rec.domino.mate) == 0,
                         "a Sudominoku puzzle read back changed");
        } else {
            LOST_REQUIRE(rec.line == e->line || rec.line == e->row_line,
                         "a puzzle at another line");
            LOST_REQUIRE(memcmp(&rec.puzzle, &e->puzzle, sizeof rec.puzzle) ==
                             0,
                         "a puzzle read back changed");
        }
        i++;
    }
    LOST_REQUIRE(i == t->n, "fewer records than pieces: one was lost");
    sudoku_parser_free(p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct lost_text t;
    static const enum sudoku_format forced[MODE_COUNT] = {
        SUDOKU_FORMAT_AUTO,      SUDOKU_FORMAT_PACKED, SUDOKU_FORMAT_SPACED,
        SUDOKU_FORMAT_LINE,      SUDOKU_FORMAT_CSV,    SUDOKU_FORMAT_AUTO,
        SUDOKU_FORMAT_SUDOMINOKU};
    struct lost_bytes b = {data, size, 0};
    enum lost_mode mode = (enum lost_mode)(lost_byte(&b) % MODE_COUNT);
    int pieces = 1 + (int)(lost_byte(&b) % LOST_PIECES_MAX);

    lost_make_tiling();
    t.size = 0;
    t.text[0] = '\0';
    t.lines = 0;
    t.n = 0;
    t.title_line = 0;
    t.junk_run = 0;
    /* A Sudominoku text starts with a puzzle: that is what makes it one. */
    lost_piece(&t, &b, mode, 1);
    while (--pieces > 0 && t.n < LOST_PIECES_MAX)
        lost_piece(&t, &b, mode, 0);
    if (t.title_line != 0)
        lost_expect(&t, SUDOKU_READ_INVALID, t.title_line);
    lost_check(&t, forced[mode]);
    /* Detection must agree with the forced reader. */
    if (mode != MODE_MIXED && mode != MODE_DOMINO)
        lost_check(&t, SUDOKU_FORMAT_AUTO);
    return 0;
}
