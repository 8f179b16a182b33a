/*
 * module.c - the module sudoku._sudoku, which the package `sudoku`
 * re-exports: the one-puzzle functions (solve, count, rate, explain),
 * generate and its GenerateError, the Rating type and the version.
 *
 * Each function reads its puzzle (convert.c), releases the interpreter's
 * lock while the library works, and returns plain Python data: strings of
 * 81 digits, numbers, a Rating, lists of dicts.  The batch forms are in
 * many.c.  Results are what the command gives for the same puzzle:
 * solve is `sudoku`, count `--count`, rate `--rate`, explain `--explain`,
 * generate `--generate`.
 */
#include "sudoku_py.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "pool.h"

static PyTypeObject *rating_type;
static PyObject *generate_error;

static PyStructSequence_Field rating_fields[] = {
    {"er", "the rating on Sudoku Explainer's scale, 1.0 to 10.0 "
           "(the hardest step's weight); None for several solutions"},
    {"level", "its band: 'easy', 'medium', 'hard', 'expert', 'extreme' "
              "or 'trial'; 'several' for several solutions"},
    {"ep", "SE's EP: the hardest step up to and with the first that places "
           "a digit"},
    {"ed", "SE's ED: the first step's rating"},
    {NULL, NULL}};

static PyStructSequence_Desc rating_desc = {
    "sudoku.Rating",
    "A puzzle's rating, as `sudoku --rate` gives it: (er, level).\n\n"
    "er is the score on the scale of Sudoku Explainer (SE), the hardest "
    "step's weight; level is its band.  The attributes ep and ed (not in "
    "the tuple) are SE's other two figures, as `sudoku --rate=se` gives "
    "them.  A puzzle with several solutions has none of them: "
    "Rating(None, 'several'), as `sudoku --rate` prints -:several.",
    rating_fields, 2};

double sudoku_py_score(double score)
{
    return round(score * 10.0) / 10.0;
}

PyObject *sudoku_py_rating(double score, double pearl, double diamond,
                           enum sudoku_level level)
{
    PyObject *r = PyStructSequence_New(rating_type), *v;

    if (r == NULL)
        return NULL;
    v = PyFloat_FromDouble(sudoku_py_score(pearl));
    if (v == NULL) {
        Py_DECREF(r);
        return NULL;
    }
    PyStructSequence_SET_ITEM(r, 2, v);
    v = PyFloat_FromDouble(sudoku_py_score(diamond));
    if (v == NULL) {
        Py_DECREF(r);
        return NULL;
    }
    PyStructSequence_SET_ITEM(r, 3, v);
    v = PyFloat_FromDouble(sudoku_py_score(score));
    if (v == NULL) {
        Py_DECREF(r);
        return NULL;
    }
    PyStructSequence_SET_ITEM(r, 0, v);
    v = PyUnicode_FromString(sudoku_level_name(level));
    if (v == NULL) {
        Py_DECREF(r);
        return NULL;
    }
    PyStructSequence_SET_ITEM(r, 1, v);
    return r;
}

PyObject *sudoku_py_rating_several(void)
{
    PyObject *r = PyStructSequence_New(rating_type), *v;
    int i;

    if (r == NULL)
        return NULL;
    for (i = 0; i < 4; i++) {
        v = i == 1 ? PyUnicode_FromString("several") : Py_None;
        if (v == NULL) {
            Py_DECREF(r);
            return NULL;
        }
        if (v == Py_None)
            Py_INCREF(v);
        PyStructSequence_SET_ITEM(r, i, v);
    }
    return r;
}

/* The puzzle argument of a one-puzzle function. */
static int one_board(PyObject *obj, sudoku_board *board)
{
    struct sudoku_py_where w = {"puzzle", -1};

    return sudoku_py_board(obj, w, board);
}

/* The puzzle of solve() and count(): a classic board, or the cells of a
 * board of another shape (`shaped` 1). */
struct one_puzzle {
    int shaped;
    sudoku_board board;
    struct sudoku_shape shape;
    unsigned char cells[SUDOKU_SHAPE_MAX_CELLS];
};

/* Reads the puzzle argument on the board the shape keywords give, its
 * side by default the puzzle's own. */
static int one_puzzle(PyObject *obj, const struct sudoku_py_shape_args *args,
                      struct one_puzzle *p)
{
    struct sudoku_py_where w = {"puzzle", -1};

    p->shaped = sudoku_py_shape(args, sudoku_py_side(obj), &p->shape);
    if (p->shaped < 0)
        return -1;
    if (!p->shaped)
        return one_board(obj, &p->board);
    return sudoku_py_shaped(obj, w, p->shape.side, p->cells);
}

/* sudoku_solve, or with `any` sudoku_solve_any, without the interpreter's
 * lock. */
static unsigned one_solve(const sudoku_board *puzzle, unsigned limit,
                          sudoku_board *solution, int any)
{
    PyThreadState *save;
    unsigned count;

    save = PyEval_SaveThread();
    count = any ? sudoku_solve_any(puzzle, limit, solution, NULL)
                : sudoku_solve(puzzle, limit, solution, NULL);
    PyEval_RestoreThread(save);
    return count;
}

/* Solves or counts *p up to limit as one_solve, or for a shaped puzzle
 * sudoku_shape_solve or sudoku_shape_solve_any do, without the lock;
 * solution, when not NULL, has room for any side. */
static unsigned one_solve_puzzle(const struct one_puzzle *p, unsigned limit,
                                 unsigned char *solution, int any)
{
    sudoku_board board;
    PyThreadState *save;
    unsigned count;

    if (!p->shaped) {
        count = one_solve(&p->board, limit, solution ? &board : NULL, any);
        if (count > 0 && solution != NULL)
            memcpy(solution, board.cell, SUDOKU_CELLS);
        return count;
    }
    save = PyEval_SaveThread();
    count = any ? sudoku_shape_solve_any(&p->shape, p->cells, limit, solution,
                                         NULL)
                : sudoku_shape_solve(&p->shape, p->cells, limit, solution,
                                     NULL);
    PyEval_RestoreThread(save);
    return count;
}

/* The shape keywords, documented once for solve and count. */
#define ONE_SHAPE_DOC                                                          \
    "Other sizes and shapes: side=N (4 to 25) is a board of N x N cells\n"     \
    "cut into its own boxes (2x2, 2x3, 2x4, 3x3, 3x4, 4x4, 5x5 for 4, 6, 8,\n" \
    "9, 12, 16, 25; the squarest split for others), box=(rows, cols) other\n"  \
    "boxes, regions a jigsaw's (a str of N * N labels, one a cell, or a\n"     \
    "sequence of N * N ints or of N rows of N: N labels of N cells each),\n"   \
    "diagonals=True the two main diagonals as houses (X-sudoku),\n"            \
    "windoku=True the windoku boxes (square boxes only).  Without side, the\n" \
    "side is that of box or regions, else the puzzle's own: a str of N * N\n"  \
    "values and blanks, or a buffer of N * N bytes, is a puzzle of side N.\n"  \
    "Such a puzzle is a str of N * N values, one a character: '1'..'9',\n"     \
    "then 'A' (or 'a') for 10 up to 'P' for 25, '.' or '0' for an empty\n"     \
    "cell, blanks and line breaks between them ignored; or a buffer of\n"      \
    "N * N bytes holding 0..N or that text.  Its solution is a str of N * N\n" \
    "such characters, the smallest compared value by value in row order.\n"   \
    "Bad keywords raise ValueError (TypeError for a wrong\n" \
    "type): a side out of range, boxes that do not tile it, regions not of\n"  \
    "N cells each, windoku on boxes that are not square.\n"

PyDoc_STRVAR(
    solve_doc,
    "solve(puzzle, *, any=False, side=None, box=None, regions=None,\n"
    "      diagonals=False, windoku=False)\n"
    "--\n\n"
    "Solves a puzzle and returns its solution as 81 digits, or None when it\n"
    "has none (givens that clash included).\n\n"
    "puzzle is a str in any layout the command reads (81 cells in a line with\n"
    "'.' or '0' for an empty cell, a 9-line grid, a csv record...; the first\n"
    "puzzle of the text is read), or a buffer of 81 bytes (bytes, a NumPy\n"
    "array of shape (81,) or (9, 9)) holding 0..9 or the text '0'..'9', '.'.\n"
    "The solution is the smallest one read as an 81-digit string, which is\n"
    "the only one when the puzzle is proper.  any=True accepts any solution,\n"
    "not necessarily the smallest, found as sudoku --any finds it: faster on\n"
    "most puzzles.\n"
    "Raises ValueError (naming the line and column) for text that is not a\n"
    "puzzle, TypeError for anything but a str or a buffer.\n\n" ONE_SHAPE_DOC);

static PyObject *py_solve(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"puzzle", "any", SUDOKU_PY_SHAPE_KEYWORDS, NULL};
    struct sudoku_py_shape_args shape = {NULL, NULL, NULL, 0, 0};
    unsigned char solution[SUDOKU_SHAPE_MAX_CELLS];
    struct one_puzzle puzzle;
    PyObject *obj;
    unsigned count;
    int any = 0;

    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs,
                                     "O|$p" SUDOKU_PY_SHAPE_FORMAT ":solve", keywords,
                                     &obj, &any, SUDOKU_PY_SHAPE_ARGS(shape)) ||
        one_puzzle(obj, &shape, &puzzle) < 0)
        return NULL;
    count = one_solve_puzzle(&puzzle, 1, solution, any);
    if (count == SUDOKU_SHAPE_NO_MEMORY)
        return PyErr_NoMemory();
    if (count == 0)
        Py_RETURN_NONE;
    if (puzzle.shaped)
        return sudoku_py_shaped_str(solution, puzzle.shape.side);
    memcpy(puzzle.board.cell, solution, SUDOKU_CELLS);
    return sudoku_py_board_str(&puzzle.board);
}

PyDoc_STRVAR(
    count_doc,
    "count(puzzle, limit=2, *, side=None, box=None, regions=None,\n"
    "      diagonals=False, windoku=False)\n"
    "--\n\n"
    "Counts the solutions of a puzzle up to limit (1 or more): 0 for none,\n"
    "1 for a proper puzzle, limit when it has limit or more (so limit=2 asks\n"
    "whether the solution is unique).  The puzzle, of any shape, is read as\n"
    "solve() reads it.");

static PyObject *py_count(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"puzzle", "limit", SUDOKU_PY_SHAPE_KEYWORDS, NULL};
    struct sudoku_py_shape_args shape = {NULL, NULL, NULL, 0, 0};
    struct one_puzzle puzzle;
    Py_ssize_t limit = 2;
    PyObject *obj;
    unsigned count;

    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs,
                                     "O|n$" SUDOKU_PY_SHAPE_FORMAT ":count", keywords,
                                     &obj, &limit, SUDOKU_PY_SHAPE_ARGS(shape)))
        return NULL;
    if (limit < 1 || (size_t)limit > UINT_MAX) {
        PyErr_Format(PyExc_ValueError, "limit must be from 1 to %u, not %zd",
                     UINT_MAX, limit);
        return NULL;
    }
    if (one_puzzle(obj, &shape, &puzzle) < 0)
        return NULL;
    /* A shaped count of UINT_MAX would read as no memory: none is ever
     * reached. */
    if (puzzle.shaped && (size_t)limit == UINT_MAX)
        limit--;
    count = one_solve_puzzle(&puzzle, (unsigned)limit, NULL, 0);
    if (count == SUDOKU_SHAPE_NO_MEMORY && puzzle.shaped)
        return PyErr_NoMemory();
    return PyLong_FromUnsignedLong(count);
}

PyDoc_STRVAR(
    rate_doc,
    "rate(puzzle)\n"
    "--\n\n"
    "Rates a puzzle as `sudoku --rate` does: a Rating (er, level), er on\n"
    "the scale of Sudoku Explainer (SE) 1.2.1, the weight of the hardest\n"
    "step a person needs, and level its band ('easy' up to 1.5, 'medium' up\n"
    "to 2.5, 'hard' up to 4.4, 'expert' up to 6.4, 'extreme', and 'trial'\n"
    "at 10.0 when the techniques do not suffice).\n"
    "A puzzle with several solutions, which no rating describes, gives\n"
    "Rating(None, 'several'), its ep and ed None too, as --rate prints\n"
    "PUZZLE:-:several; one with no solution gives None, as solve() does.");

static PyObject *py_rate(PyObject *self, PyObject *obj)
{
    PyThreadState *save;
    struct sudoku_rating r;
    sudoku_board puzzle;
    unsigned count;

    (void)self;
    if (one_board(obj, &puzzle) < 0)
        return NULL;
    save = PyEval_SaveThread();
    count = sudoku_solve(&puzzle, 2, NULL, NULL);
    if (count == 1)
        sudoku_rate_score(&puzzle, &r);
    PyEval_RestoreThread(save);
    if (count == 0)
        Py_RETURN_NONE;
    if (count > 1)
        return sudoku_py_rating_several();
    return sudoku_py_rating(r.score, r.pearl, r.diamond, r.level);
}

/* The steps of an explanation, gathered as the rater calls back. */
struct explain_steps {
    PyObject *list;
    int failed;
};

/* [(cell, digit), ...] for n cells and digits. */
static PyObject *explain_pairs(int n, const unsigned char *cells,
                               const unsigned char *digits)
{
    PyObject *list = PyList_New(n), *pair;
    int i;

    for (i = 0; list != NULL && i < n; i++) {
        pair = Py_BuildValue("(ii)", cells[i], digits[i]);
        if (pair == NULL)
            Py_CLEAR(list);
        else
            PyList_SET_ITEM(list, i, pair);
    }
    return list;
}

/* The cells a step touches, in order, each once. */
static PyObject *explain_cells(const struct sudoku_step *step)
{
    unsigned char touched[SUDOKU_CELLS] = {0};
    PyObject *list = PyList_New(0), *cell;
    int i;

    if (step->cell >= 0)
        touched[step->cell] = 1;
    for (i = 0; i < step->n_removed; i++)
        touched[step->removed_cell[i]] = 1;
    for (i = 0; list != NULL && i < SUDOKU_CELLS; i++) {
        if (!touched[i])
            continue;
        cell = PyLong_FromLong(i);
        if (cell == NULL || PyList_Append(list, cell) < 0)
            Py_CLEAR(list);
        Py_XDECREF(cell);
    }
    return list;
}

static void explain_step(void *context, const struct sudoku_step *step)
{
    struct explain_steps *e = context;
    unsigned char cell, digit;
    PyObject *dict;

    if (e->failed)
        return;
    cell = (unsigned char)(step->cell >= 0 ? step->cell : 0);
    digit = (unsigned char)step->digit;
    dict = Py_BuildValue(
        "{s:s,s:d,s:s,s:N,s:N,s:N}", "technique",
        sudoku_technique_name(step->technique), "rating",
        sudoku_py_score(step->score), "text", step->text, "placements",
        explain_pairs(step->cell >= 0, &cell, &digit), "eliminations",
        explain_pairs(step->n_removed, step->removed_cell, step->removed_digit),
        "cells", explain_cells(step));
    if (dict == NULL || PyList_Append(e->list, dict) < 0)
        e->failed = 1;
    Py_XDECREF(dict);
}

PyDoc_STRVAR(
    explain_doc,
    "explain(puzzle)\n"
    "--\n\n"
    "The steps a person takes to solve a puzzle, as `sudoku --explain`\n"
    "shows them: a list of dicts, one a step, in order, each with\n"
    "  technique     the technique's name ('hidden single', 'X-wing', ...)\n"
    "  rating        its weight on the scale of rate()\n"
    "  text          the step in the community's notation, as --explain\n"
    "                prints it ('r1c2=4 hidden single in box 1')\n"
    "  placements    [(cell, digit)]: the digit it places, if any\n"
    "  eliminations  [(cell, digit), ...]: the candidates it removes\n"
    "  cells         the cells it places in or removes from, in order\n"
    "where a cell is 9 * row + column, rows and columns counted from 0.\n"
    "None when the puzzle has no solution or several (the techniques would\n"
    "stop where the solutions part).  The hardest step's rating is rate()'s\n"
    "er.");

static PyObject *py_explain(PyObject *self, PyObject *obj)
{
    struct explain_steps e;
    struct sudoku_rating r;
    sudoku_board puzzle;

    (void)self;
    if (one_board(obj, &puzzle) < 0)
        return NULL;
    if (one_solve(&puzzle, 2, NULL, 0) != 1)
        Py_RETURN_NONE;
    e.list = PyList_New(0);
    e.failed = 0;
    if (e.list == NULL)
        return NULL;
    /* The steps become Python objects as they come: the lock stays. */
    sudoku_rate(&puzzle, &r, explain_step, &e);
    if (e.failed)
        Py_CLEAR(e.list);
    return e.list;
}

/* ---- generate ------------------------------------------------------------ */

/* What generate() makes, one place a puzzle: classic boards, or for
 * another shape (`shaped`) N * N cells of puzzle then of solution a
 * puzzle in `cells`, and with random jigsaw regions each puzzle's
 * regions in `regions`, as labels 1..N. */
struct gen_batch {
    struct sudoku_generate_options options;
    sudoku_board *puzzles, *solutions;
    unsigned long *tries;
    int shaped;
    struct sudoku_shape_generate_options shaped_options;
    struct sudoku_shape shape;
    unsigned char *cells, *regions;
};

/* Makes shaped puzzle i. */
static void gen_shaped(struct gen_batch *g, size_t i)
{
    size_t nn = (size_t)g->shape.side * (size_t)g->shape.side, c;
    unsigned char *puzzle = g->cells + 2 * nn * i;
    struct sudoku_shape made;

    g->tries[i] = sudoku_generate_shaped(&g->shaped_options, &g->shape, i,
                                         puzzle, puzzle + nn, &made, NULL);
    if (g->regions != NULL)
        for (c = 0; c < nn; c++)
            g->regions[nn * i + c] = (unsigned char)(made.region[c] + 1);
}

static void gen_work(void *context, size_t first, size_t end)
{
    struct gen_batch *g = context;
    size_t i;

    for (i = first; i < end; i++)
        if (g->shaped)
            gen_shaped(g, i);
        else
            g->tries[i] = sudoku_generate(&g->options, i, &g->puzzles[i],
                                          &g->solutions[i], NULL);
}

/* The levels generate() can aim at, as `--difficulty` has them: all but
 * trial, whose puzzles are too rare to make. */
#define GEN_LEVELS SUDOKU_LEVEL_TRIAL

/* Puzzles of every level but trial, as `--difficulty=any` makes. */
#define GEN_ANY "any"

/* The band of a level's name, or of "any", as `--difficulty` has them; 0
 * for no level. */
static int gen_difficulty(const char *name, struct sudoku_generate_options *o)
{
    static const double bands[GEN_LEVELS][2] = {
        {0.1, 1.5}, {1.6, 2.5}, {2.6, 4.4}, {4.5, 6.4}, {6.5, 9.9}};
    int i;

    for (i = 0; i < GEN_LEVELS; i++)
        if (strcmp(name, sudoku_level_name((enum sudoku_level)i)) == 0) {
            o->min_score = bands[i][0];
            o->max_score = bands[i][1];
            o->no_trial = i == SUDOKU_LEVEL_EXTREME;
            return 1;
        }
    if (strcmp(name, GEN_ANY) == 0) { /* every level but trial */
        o->min_score = 1.0;
        o->max_score = 9.9;
        o->no_trial = 1;
        return 1;
    }
    return 0;
}

/* Raises the ValueError for a difficulty generate() does not know or
 * cannot make, listing those it can: "'easy', ... 'extreme' or 'any'". */
static int gen_difficulty_error(const char *name)
{
    char levels[128];
    size_t n = 0;
    int i;

    levels[0] = '\0';
    for (i = 0; i <= GEN_LEVELS && n < sizeof levels; i++)
        n += (size_t)snprintf(levels + n, sizeof levels - n, "%s'%s'",
                              i == 0            ? ""
                              : i == GEN_LEVELS ? " or "
                                                : ", ",
                              i == GEN_LEVELS
                                  ? GEN_ANY
                                  : sudoku_level_name((enum sudoku_level)i));
    if (strcmp(name, sudoku_level_name(SUDOKU_LEVEL_TRIAL)) == 0)
        PyErr_Format(PyExc_ValueError,
                     "difficulty '%s': puzzles that need trial are too rare "
                     "to make: want %s (rating=10.0 tries anyway, within "
                     "tries)",
                     name, levels);
    else
        PyErr_Format(PyExc_ValueError, "unknown difficulty '%s': want %s", name,
                     levels);
    return -1;
}

/* A rating band, as `--rating` has it: a number or a pair (lo, hi), each
 * from 1.0 to 10.0.  Returns 0, or -1 with an exception set. */
static int gen_rating(PyObject *obj, struct sudoku_generate_options *o)
{
    double lo, hi;

    if (PyTuple_Check(obj) || PyList_Check(obj)) {
        if (PySequence_Size(obj) != 2) {
            PyErr_SetString(PyExc_ValueError,
                            "rating must be a number or a pair (lo, hi)");
            return -1;
        }
        obj = PySequence_Fast(obj, "");
        if (obj == NULL)
            return -1;
        lo = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(obj, 0));
        hi = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(obj, 1));
        Py_DECREF(obj);
    } else {
        lo = hi = PyFloat_AsDouble(obj);
    }
    if (PyErr_Occurred())
        return -1;
    if (!(lo >= 1.0 && hi <= 10.0 && lo <= hi)) {
        PyErr_Format(PyExc_ValueError,
                     "rating must be from 1.0 to 10.0, lo <= hi, not "
                     "(%.1f, %.1f)",
                     lo, hi);
        return -1;
    }
    o->min_score = lo;
    o->max_score = hi;
    o->no_trial = 0;
    return 0;
}

/* Reads generate()'s options into *o.  Returns 0, or -1. */
static int gen_options(PyObject *seed, const char *difficulty, PyObject *rating,
                       const char *symmetry, int minimal, Py_ssize_t clues,
                       Py_ssize_t tries, struct sudoku_generate_options *o)
{
    int k;

    memset(o, 0, sizeof *o);
    if (seed == Py_None) {
        o->seed = (unsigned long long)time(NULL) * 0x9e3779b97f4a7c15ULL ^
                  (unsigned long long)clock();
    } else {
        o->seed = PyLong_AsUnsignedLongLong(seed);
        if (PyErr_Occurred()) {
            if (PyErr_ExceptionMatches(PyExc_OverflowError)) {
                PyErr_Clear();
                PyErr_SetString(PyExc_ValueError,
                                "seed must be from 0 to 2**64 - 1");
            }
            return -1;
        }
    }
    if (difficulty != NULL && rating != Py_None) {
        PyErr_SetString(PyExc_ValueError,
                        "give difficulty or rating, not both");
        return -1;
    }
    if (difficulty != NULL && !gen_difficulty(difficulty, o))
        return gen_difficulty_error(difficulty);
    if (rating != Py_None && gen_rating(rating, o) < 0)
        return -1;
    if ((k = sudoku_symmetry_from_name(symmetry)) < 0) {
        PyErr_Format(PyExc_ValueError,
                     "unknown symmetry '%s': want 'none', 'rotate180', "
                     "'rotate90', 'mirror', 'flip', 'diagonal', "
                     "'antidiagonal' or 'random'",
                     symmetry);
        return -1;
    }
    o->symmetry = (enum sudoku_symmetry)k;
    o->minimal = minimal;
    if (clues < 0 || clues > SUDOKU_CELLS || tries < 1) {
        PyErr_SetString(PyExc_ValueError,
                        clues < 0 || clues > SUDOKU_CELLS
                            ? "clues must be from 0 (any) to 81"
                            : "tries must be 1 or more");
        return -1;
    }
    o->max_clues = (int)clues;
    o->tries = (unsigned long)tries;
    return 0;
}

/* The options of a puzzle of another shape, *shape, as `--generate`
 * takes them for one: the level of difficulty ('easy', 'medium' or
 * 'hard', by the shaped grader), seed, symmetry, minimal and tries, with
 * random jigsaw regions when `random_regions`; no SE rating nor clues.
 * Returns 0, or -1 with a ValueError set. */
static int gen_shaped_options(PyObject *seed, const char *difficulty,
                              PyObject *rating, const char *symmetry,
                              int minimal, Py_ssize_t clues, Py_ssize_t tries,
                              int random_regions,
                              const struct sudoku_shape *shape,
                              struct sudoku_shape_generate_options *o)
{
    struct sudoku_generate_options classic;
    int level = -1;

    memset(o, 0, sizeof *o);
    if (rating != Py_None) {
        PyErr_SetString(PyExc_ValueError,
                        "rating is on SE's scale, for classic 9x9 puzzles; "
                        "other shapes take difficulty 'easy', 'medium' or "
                        "'hard'");
        return -1;
    }
    if (difficulty != NULL &&
        ((level = sudoku_shape_level_from_name(difficulty)) < 0 ||
         level > SUDOKU_SHAPE_HARD)) {
        PyErr_Format(PyExc_ValueError,
                     "difficulty '%s' is on SE's scale, for classic 9x9 "
                     "puzzles; other shapes take 'easy', 'medium' or 'hard'",
                     difficulty);
        return -1;
    }
    if (clues != 0) {
        PyErr_SetString(PyExc_ValueError, "clues is for classic puzzles");
        return -1;
    }
    if (gen_options(seed, NULL, Py_None, symmetry, minimal, 0, tries,
                    &classic) < 0)
        return -1;
    o->seed = classic.seed;
    o->symmetry = classic.symmetry;
    o->minimal = minimal;
    o->tries = classic.tries;
    o->graded = level >= 0;
    o->level = level >= 0 ? (enum sudoku_shape_level)level : SUDOKU_SHAPE_EASY;
    o->random_regions = random_regions;
    if (random_regions && o->symmetry != SUDOKU_SYMMETRY_NONE) {
        PyErr_Format(PyExc_ValueError,
                     "symmetry '%s': random jigsaw regions have no symmetry; "
                     "regions=... takes regions that have",
                     symmetry);
        return -1;
    }
    if (!random_regions && !sudoku_shape_symmetry_fits(shape, o->symmetry)) {
        PyErr_Format(PyExc_ValueError,
                     "symmetry '%s' does not map this shape's houses onto "
                     "houses",
                     symmetry);
        return -1;
    }
    return 0;
}

/* What the puzzles not made lacked, as `sudoku --generate` says it:
 * "none with 17 givens or fewer". */
static void gen_why(const struct gen_batch *g, char *out, size_t size)
{
    const struct sudoku_generate_options *o = &g->options;

    if (g->shaped && g->shaped_options.graded)
        snprintf(out, size, "none %s",
                 sudoku_shape_level_name(g->shaped_options.level));
    else if (g->shaped)
        snprintf(out, size, "no minimal one with symmetry %s",
                 sudoku_symmetry_name(g->shaped_options.symmetry));
    else if (o->no_trial)
        snprintf(out, size, "none rated %.1f or more without trial",
                 o->min_score);
    else if (o->max_score > 0)
        snprintf(out, size, "none rated %.1f to %.1f", o->min_score,
                 o->max_score);
    else if (o->max_clues > 0)
        snprintf(out, size, "none with %d givens or fewer%s", o->max_clues,
                 o->minimal ? ", minimal," : "");
    else
        snprintf(out, size, "no minimal one with symmetry %s",
                 sudoku_symmetry_name(o->symmetry));
}

/* Raises GenerateError for the `missing` puzzles of n that the tries did
 * not give, with the pairs made (`made`) and the indices of the others
 * as its attributes .made and .missing. */
static void gen_error(const struct gen_batch *g, Py_ssize_t n, PyObject *made,
                      Py_ssize_t missing)
{
    PyObject *error = NULL, *message, *indices = PyList_New(0), *index;
    char why[128];
    Py_ssize_t i;

    for (i = 0; indices != NULL && i < n; i++) {
        if (g->tries[i] != 0)
            continue;
        index = PyLong_FromSsize_t(i);
        if (index == NULL || PyList_Append(indices, index) < 0)
            Py_CLEAR(indices);
        Py_XDECREF(index);
    }
    gen_why(g, why, sizeof why);
    message = PyUnicode_FromFormat(
        "%zd of %zd puzzles not made: %s in %lu tries (the made ones are in "
        ".made, the indices of the others in .missing)",
        missing, n, why,
        g->shaped ? g->shaped_options.tries : g->options.tries);
    if (indices != NULL && message != NULL)
        error = PyObject_CallFunctionObjArgs(generate_error, message, NULL);
    if (error != NULL && PyObject_SetAttrString(error, "made", made) == 0 &&
        PyObject_SetAttrString(error, "missing", indices) == 0)
        PyErr_SetObject(generate_error, error);
    Py_XDECREF(error);
    Py_XDECREF(message);
    Py_XDECREF(indices);
}

/* Made puzzle i: (puzzle, solution), with random jigsaw regions
 * (puzzle, solution, regions). */
static PyObject *gen_item(const struct gen_batch *g, Py_ssize_t i)
{
    int n;
    size_t nn;
    const unsigned char *puzzle;

    if (!g->shaped)
        return Py_BuildValue("(NN)", sudoku_py_board_str(&g->puzzles[i]),
                             sudoku_py_board_str(&g->solutions[i]));
    n = g->shape.side;
    nn = (size_t)n * (size_t)n;
    puzzle = g->cells + 2 * nn * (size_t)i;
    if (g->regions == NULL)
        return Py_BuildValue("(NN)", sudoku_py_shaped_str(puzzle, n),
                             sudoku_py_shaped_str(puzzle + nn, n));
    return Py_BuildValue("(NNN)", sudoku_py_shaped_str(puzzle, n),
                         sudoku_py_shaped_str(puzzle + nn, n),
                         sudoku_py_shaped_str(g->regions + nn * (size_t)i, n));
}

/* The made puzzles as [(puzzle, solution), ...], or NULL with
 * GenerateError raised when some were not made. */
static PyObject *gen_list(const struct gen_batch *g, Py_ssize_t n)
{
    PyObject *list = PyList_New(0), *item;
    Py_ssize_t i, missing = 0;

    for (i = 0; list != NULL && i < n; i++) {
        if (g->tries[i] == 0) {
            missing++;
            continue;
        }
        item = gen_item(g, i);
        if (item == NULL || PyList_Append(list, item) < 0)
            Py_CLEAR(list);
        Py_XDECREF(item);
    }
    if (list != NULL && missing > 0) {
        gen_error(g, n, list, missing);
        Py_CLEAR(list);
    }
    return list;
}

PyDoc_STRVAR(
    generate_doc,
    "generate(n, *, seed=None, difficulty=None, rating=None, symmetry='none',\n"
    "         minimal=False, clues=0, tries=1000, jobs=None, side=None,\n"
    "         box=None, regions=None, diagonals=False, windoku=False,\n"
    "         jigsaw=False)\n"
    "--\n\n"
    "Makes n puzzles, each with exactly one solution, as `sudoku --generate`\n"
    "makes them, on `jobs` threads (default: one per processor), and returns\n"
    "a list of n (puzzle, solution) pairs of 81-character strings, '.' for\n"
    "an empty cell.  Puzzle k depends on seed and k only: the same seed gives\n"
    "the same puzzles, those of `sudoku --generate=N --seed=S`, whatever the\n"
    "threads.  Without a seed, one is taken from the clock.\n\n"
    "difficulty: a level of rate() ('easy', 'medium', 'hard', 'expert',\n"
    "  'extreme') the puzzles must rate at, or 'any' (every level but\n"
    "  trial, as --difficulty=any); 'trial' is refused, as\n"
    "  --difficulty=trial is (such puzzles are too rare to make);\n"
    "rating: a score or a pair (lo, hi), 1.0 to 10.0, the rating must be in;\n"
    "symmetry: 'none', 'rotate180', 'rotate90', 'mirror', 'flip', 'diagonal',\n"
    "  'antidiagonal' or 'random' (one of them but none, for each puzzle);\n"
    "minimal: no single given can go, under a symmetry too;\n"
    "clues: at most this many givens (0: any);\n"
    "tries: how many grids to try for one puzzle.\n"
    "The shape keywords of solve() make puzzles of that shape, as\n"
    "`sudoku --generate` with --box, --regions, --diagonals and --windoku\n"
    "does: strings of side * side cells ('1'..'9', then 'A'...).  jigsaw:\n"
    "new random jigsaw regions for each puzzle (of side, 9 by default, with\n"
    "diagonals if asked), as --jigsaw=SIDE makes; each item is then a triple\n"
    "(puzzle, solution, regions), regions a string of side * side labels\n"
    "('1'..'9', then 'A'...) that regions= takes.  For shapes, difficulty is\n"
    "'easy', 'medium' or 'hard', the steps a person needs (singles, then\n"
    "intersections, then subsets); rating and clues, which are for 9x9, raise\n"
    "ValueError, as does a symmetry that does not fit the shape (any but\n"
    "'none' for jigsaw=True).\n"
    "Raises GenerateError (a RuntimeError) when the tries run out for some\n"
    "puzzles, as the command reports them: the list holds no None.  Its\n"
    ".made holds the pairs that were made, in order, and .missing the\n"
    "indices of the others; more tries, or a wider band, make them.");

/* Reads the shape keywords and generate()'s options into *g: 0 for a
 * classic call, 1 for a shaped one, -1 with an exception set. */
static int gen_read(const struct sudoku_py_shape_args *shape_args, int jigsaw,
                    PyObject *seed, const char *difficulty, PyObject *rating,
                    const char *symmetry, int minimal, Py_ssize_t clues,
                    Py_ssize_t tries, struct gen_batch *g)
{
    int shaped = jigsaw ? sudoku_py_jigsaw(shape_args, &g->shape)
                        : sudoku_py_shape(shape_args, SUDOKU_SIZE, &g->shape);

    if (shaped < 0)
        return -1;
    if (jigsaw)
        shaped = 1;
    g->shaped = shaped;
    if (!shaped)
        return gen_options(seed, difficulty, rating, symmetry, minimal, clues,
                           tries, &g->options) < 0
                   ? -1
                   : 0;
    return gen_shaped_options(seed, difficulty, rating, symmetry, minimal,
                              clues, tries, jigsaw, &g->shape,
                              &g->shaped_options) < 0
               ? -1
               : 1;
}

/* Makes room for n puzzles of g's kind.  Returns 0, or -1 with
 * MemoryError set. */
static int gen_alloc(struct gen_batch *g, Py_ssize_t n)
{
    size_t count = n > 0 ? (size_t)n : 1, nn;

    g->puzzles = g->solutions = NULL;
    g->cells = g->regions = NULL;
    g->tries = NULL;
    if (count > SIZE_MAX / (2 * sizeof(sudoku_board) + sizeof *g->tries) ||
        count > SIZE_MAX / (3 * SUDOKU_SHAPE_MAX_CELLS)) {
        PyErr_NoMemory();
        return -1;
    }
    g->tries = PyMem_RawMalloc(count * sizeof *g->tries);
    if (g->shaped) {
        nn = (size_t)g->shape.side * (size_t)g->shape.side;
        g->cells = PyMem_RawMalloc(2 * nn * count);
        if (g->shaped_options.random_regions)
            g->regions = PyMem_RawMalloc(nn * count);
        if (g->tries != NULL && g->cells != NULL &&
            (g->regions != NULL || !g->shaped_options.random_regions))
            return 0;
    } else {
        g->puzzles = PyMem_RawMalloc(count * sizeof *g->puzzles);
        g->solutions = PyMem_RawMalloc(count * sizeof *g->solutions);
        if (g->tries != NULL && g->puzzles != NULL && g->solutions != NULL)
            return 0;
    }
    PyErr_NoMemory();
    return -1;
}

static void gen_free(struct gen_batch *g)
{
    PyMem_RawFree(g->puzzles);
    PyMem_RawFree(g->solutions);
    PyMem_RawFree(g->tries);
    PyMem_RawFree(g->cells);
    PyMem_RawFree(g->regions);
}

static PyObject *py_generate(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"n",        "seed",    "difficulty", "rating",
                               "symmetry", "minimal", "clues",      "tries",
                               "jobs",     SUDOKU_PY_SHAPE_KEYWORDS, "jigsaw",
                               NULL};
    struct sudoku_py_shape_args shape_args = {NULL, NULL, NULL, 0, 0};
    PyObject *seed = Py_None, *rating = Py_None, *jobs_arg = Py_None;
    PyObject *result = NULL;
    const char *difficulty = NULL, *symmetry = "none";
    Py_ssize_t n, clues = 0, tries = 1000;
    PyThreadState *save;
    struct gen_batch g;
    unsigned jobs;
    int minimal = 0, jigsaw = 0;

    (void)self;
    if (!PyArg_ParseTupleAndKeywords(
            args, kwargs, "n|$OzOspnnO" SUDOKU_PY_SHAPE_FORMAT "p:generate",
            keywords, &n, &seed, &difficulty, &rating, &symmetry, &minimal,
            &clues, &tries, &jobs_arg, SUDOKU_PY_SHAPE_ARGS(shape_args),
            &jigsaw))
        return NULL;
    if (gen_read(&shape_args, jigsaw, seed, difficulty, rating, symmetry,
                 minimal, clues, tries, &g) < 0)
        return NULL;
    if (n < 0) {
        PyErr_Format(PyExc_ValueError, "n must be 0 or more, not %zd", n);
        return NULL;
    }
    if (sudoku_py_jobs(jobs_arg, &jobs) < 0)
        return NULL;
    if (gen_alloc(&g, n) == 0) {
        save = PyEval_SaveThread();
        sudoku_py_run((size_t)n, 1, jobs, gen_work, &g);
        PyEval_RestoreThread(save);
        result = gen_list(&g, n);
    }
    gen_free(&g);
    return result;
}

/* ---- the module ---------------------------------------------------------- */

PyDoc_STRVAR(
    solve_many_doc,
    "solve_many(puzzles, *, jobs=None, errors='raise', side=None, box=None,\n"
    "           regions=None, diagonals=False, windoku=False)\n"
    "--\n\n"
    "solve() for a batch, on `jobs` threads (default: one per processor)\n"
    "with the interpreter's lock released; the results do not depend on "
    "jobs.\n\n"
    "puzzles is a sequence of puzzles as solve() takes them (a list of str,\n"
    "a pandas Series), which gives a list of solutions or None; or a buffer\n"
    "of N records of 81 one-byte cells (a NumPy uint8 array of shape (N, 81)\n"
    "or (N, 9, 9), bytes of N * 81), each record holding 0..9 or the text\n"
    "'0'..'9' and '.', which gives an array of the same shape (a NumPy array\n"
    "for a NumPy array, else a memoryview) holding each solution in its\n"
    "record's encoding, and 0 in every cell ('0' for text) where there is\n"
    "none.\n\n"
    "errors says what a record that is not a puzzle does (bad text, a\n"
    "missing value: None, NaN or pandas' NA, a wrong type):\n"
    "  'raise'   (the default) raises ValueError, or TypeError for a wrong\n"
    "            type, naming it (puzzles[i]) and its column; nothing of the\n"
    "            batch is returned;\n"
    "  'coerce'  gives None in its place in a list (as pandas' to_numeric\n"
    "            gives NaN), and in an array no answer: cells of the byte 0\n"
    "            (not the text '0', which is no solution).\n"
    "read_errors(puzzles) tells why each bad record is bad.  Givens that\n"
    "clash are no error: a puzzle without a solution.\n\n"
    "Other sizes and shapes: the keywords of solve() say one board for the\n"
    "whole batch; without side, box or regions, the side is that of a\n"
    "buffer's records, (N, side * side) or (N, side, side), or of the first\n"
    "puzzle of a sequence.  Each record is then side * side cells as\n"
    "solve() reads them, a buffer's holding 0..side or the text, and gives\n"
    "its solution as solve() does (in a buffer, in the record's encoding).");

PyDoc_STRVAR(
    count_many_doc,
    "count_many(puzzles, limit=2, *, jobs=None, errors='raise', side=None,\n"
    "           box=None, regions=None, diagonals=False, windoku=False)\n"
    "--\n\n"
    "count() for a batch, as solve_many() takes it: a list of counts, or\n"
    "for a buffer a uint32 array of shape (N,).  errors='coerce' gives None\n"
    "(0 in an array) for a record that is not a puzzle.  The shape keywords\n"
    "are solve_many()'s.");

PyDoc_STRVAR(
    rate_many_doc,
    "rate_many(puzzles, *, jobs=None, errors='raise')\n"
    "--\n\n"
    "rate() for a batch, as solve_many() takes it: a list of what rate()\n"
    "gives (a Rating, Rating(None, 'several') or None), or for a buffer a\n"
    "float64 array of shape (N,) of the er scores, NaN where there is none\n"
    "(count_many() tells no solution from several).  errors='coerce' gives\n"
    "None (NaN in an array) for a record that is not a puzzle.");

PyDoc_STRVAR(
    check_many_doc,
    "check_many(puzzles, solutions, *, jobs=None, errors='raise')\n"
    "--\n\n"
    "Whether each solution solves its puzzle: it is complete, breaks no\n"
    "rule and keeps every given.  puzzles and solutions are batches as\n"
    "solve_many() takes them, of the same length, each a sequence or a\n"
    "buffer; the answer is a list of bool, or for a buffer of puzzles a\n"
    "bool array of shape (N,).  errors='coerce' gives None (False in an\n"
    "array) where the puzzle or the solution is not a puzzle.");

PyDoc_STRVAR(
    read_errors_doc,
    "read_errors(puzzles, *, side=None, box=None, regions=None,\n"
    "            diagonals=False, windoku=False)\n"
    "--\n\n"
    "Why each record of a batch is not a puzzle: a list of N messages, each\n"
    "the one errors='raise' would raise for it ('puzzles[2]: line 1, column\n"
    "81: puzzle has 80 cells, expected 81', 'puzzles[5]: no puzzle: a\n"
    "missing value (NaN)'), or None for a record that is a puzzle (givens\n"
    "that clash included).  puzzles is a batch as solve_many() takes it,\n"
    "with its shape keywords; nothing is solved.  The companion of\n"
    "errors='coerce':\n"
    "  df['answer'] = sudoku.solve_many(df['quizzes'], errors='coerce')\n"
    "  df['error'] = sudoku.read_errors(df['quizzes'])");

static PyMethodDef module_methods[] = {
    {"solve", (PyCFunction)(void (*)(void))py_solve,
     METH_VARARGS | METH_KEYWORDS, solve_doc},
    {"count", (PyCFunction)(void (*)(void))py_count,
     METH_VARARGS | METH_KEYWORDS, count_doc},
    {"rate", py_rate, METH_O, rate_doc},
    {"explain", py_explain, METH_O, explain_doc},
    {"generate", (PyCFunction)(void (*)(void))py_generate,
     METH_VARARGS | METH_KEYWORDS, generate_doc},
    {"solve_many", (PyCFunction)(void (*)(void))sudoku_py_solve_many,
     METH_VARARGS | METH_KEYWORDS, solve_many_doc},
    {"count_many", (PyCFunction)(void (*)(void))sudoku_py_count_many,
     METH_VARARGS | METH_KEYWORDS, count_many_doc},
    {"rate_many", (PyCFunction)(void (*)(void))sudoku_py_rate_many,
     METH_VARARGS | METH_KEYWORDS, rate_many_doc},
    {"check_many", (PyCFunction)(void (*)(void))sudoku_py_check_many,
     METH_VARARGS | METH_KEYWORDS, check_many_doc},
    {"read_errors", (PyCFunction)(void (*)(void))sudoku_py_read_errors,
     METH_VARARGS | METH_KEYWORDS, read_errors_doc},
    {NULL, NULL, 0, NULL}};

static const char generate_error_doc[] =
    "generate() made fewer puzzles than asked: the tries ran out for some.\n\n"
    "made: the (puzzle, solution) pairs it made, in order, the others left\n"
    "out; missing: the indices k (from 0) of those it did not make.";

PyDoc_STRVAR(
    module_doc,
    "The sudoku library's solver, counter, rater and generator; see the\n"
    "package `sudoku`.");

static struct PyModuleDef module_def = {PyModuleDef_HEAD_INIT,
                                        "sudoku._sudoku",
                                        module_doc,
                                        -1,
                                        module_methods,
                                        NULL,
                                        NULL,
                                        NULL,
                                        NULL};

PyMODINIT_FUNC PyInit__sudoku(void);

PyMODINIT_FUNC PyInit__sudoku(void)
{
    PyObject *m = PyModule_Create(&module_def);

    if (m == NULL)
        return NULL;
    if (rating_type == NULL)
        rating_type = PyStructSequence_NewType(&rating_desc);
    if (rating_type == NULL) {
        Py_DECREF(m);
        return NULL;
    }
    Py_INCREF(rating_type);
    if (PyModule_AddObject(m, "Rating", (PyObject *)rating_type) < 0) {
        Py_DECREF(rating_type);
        Py_DECREF(m);
        return NULL;
    }
    if (generate_error == NULL)
        generate_error = PyErr_NewExceptionWithDoc("sudoku.GenerateError",
                                                   generate_error_doc,
                                                   PyExc_RuntimeError, NULL);
    if (generate_error == NULL) {
        Py_DECREF(m);
        return NULL;
    }
    Py_INCREF(generate_error);
    if (PyModule_AddObject(m, "GenerateError", generate_error) < 0) {
        Py_DECREF(generate_error);
        Py_DECREF(m);
        return NULL;
    }
    if (PyModule_AddStringConstant(m, "__version__", sudoku_version()) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
