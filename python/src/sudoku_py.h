/*
 * sudoku_py.h - what the files of the Python module share.
 *
 * The module (`import sudoku`, built as sudoku._sudoku) stands on the
 * library's public interface alone.  convert.c turns Python objects into
 * boards, with a ValueError or TypeError that names the record and column
 * of anything that is not a puzzle, classic or of another shape;
 * shape.c makes the shape keywords a board's shape; many.c runs the
 * batch forms on threads (pool.h) with the interpreter's lock released;
 * module.c holds the module and the one-puzzle functions.  Every file
 * includes this header first, since Python.h must precede the standard
 * headers.
 */
#ifndef SUDOKU_PY_H
#define SUDOKU_PY_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <sudoku/sudoku.h>

/* Where a puzzle came from, for messages: `name` ("puzzle", "puzzles",
 * "solutions") and, for a record of a batch, its index (else -1). */
struct sudoku_py_where {
    const char *name;
    Py_ssize_t index;
};

/*
 * Reads one puzzle from `obj`: a str in any layout the library's readers
 * take (81 cells in a line, a grid, a csv record...), or a buffer of 81
 * one-byte items (bytes, a NumPy array of shape (81,) or (9, 9)), each
 * 0..9 or the text '0'..'9' and '.'.  Returns 0, or -1 with a TypeError
 * or ValueError set that names `where` and the column.  Givens that clash
 * are no error: the board holds them and the solver finds no solution.
 */
int sudoku_py_board(PyObject *obj, struct sudoku_py_where where,
                    sudoku_board *board);

/*
 * A batch given as a buffer: N records of side * side one-byte cells (81
 * for the classic board), as a flat N * side * side, (N, side * side) or
 * (N, side, side), in any strides.  Each record holds numbers 0..side or
 * text ('0'..'9', then 'A' = 10..., and '.'); records may differ.
 */
struct sudoku_py_cells {
    Py_buffer view;
    int side;
    Py_ssize_t n;      /* records */
    Py_ssize_t record; /* bytes from one record to the next */
    Py_ssize_t offset[SUDOKU_SHAPE_MAX_CELLS];
};

/*
 * Opens obj as such a batch of records of `side` (9 for classic boards).
 * Returns 1 when it is one (release it with PyBuffer_Release(&cells->view)),
 * 0 when obj is no buffer of bytes but may be a sequence (no buffer, or one
 * of str or objects), and -1 with a TypeError or ValueError set for a
 * buffer of the wrong item type or shape.
 */
int sudoku_py_cells_open(PyObject *obj, const char *name, int side,
                         struct sudoku_py_cells *cells);

/* How a record of a batch writes its cells. */
enum sudoku_py_encoding { SUDOKU_PY_NUMBERS, SUDOKU_PY_TEXT };

/* Reads record i's side * side cells into out (a classic board's cell for
 * side 9) and returns its encoding, or -1 when it is not a puzzle.  Needs
 * no interpreter lock. */
int sudoku_py_cells_read(const struct sudoku_py_cells *cells, Py_ssize_t i,
                         unsigned char *out);

/* Sets the ValueError that says why record i is not a puzzle. */
void sudoku_py_cells_error(const struct sudoku_py_cells *cells,
                           const char *name, Py_ssize_t i);

/*
 * Reads a puzzle of another side or shape (shape.h) from `obj`: a str of
 * side * side values, one a character ('1'..'9', then 'A' or 'a' = 10 up
 * to the side; '.' or '0' for an empty cell), blanks and line breaks
 * between them ignored, or a buffer of side * side one-byte items read as
 * a record of a batch is.  Fills cells[side * side].  Returns 0, or -1 with
 * a TypeError or ValueError set that names `where`, the line and column.
 */
int sudoku_py_shaped(PyObject *obj, struct sudoku_py_where where, int side,
                     unsigned char *cells);

/* The side a puzzle's cell count gives: N when `obj` is a str of N * N
 * values and blanks, or a buffer of N * N bytes, N from 4 to 25; else 0.
 * Never raises. */
int sudoku_py_side(PyObject *obj);

/* The side of a batch's records: that of a buffer's shape (N, side * side)
 * or (N, side, side), or of a sequence's first record; else 0.  Never
 * raises. */
int sudoku_py_batch_side(PyObject *obj);

/* The side N from 4 to 25 of a board of n = N * N cells, or 0. */
int sudoku_py_square_side(Py_ssize_t n);

/* The character of a value, 0 to 25: '.', '1'..'9', 'A'... */
unsigned char sudoku_py_value_char(int value);

/* A shaped grid as a str of side * side characters, '.' for 0. */
PyObject *sudoku_py_shaped_str(const unsigned char *cells, int side);

/* The shape keywords of the solving functions, as given: side, box and
 * regions NULL or None when absent. */
struct sudoku_py_shape_args {
    PyObject *side, *box, *regions;
    int diagonals, windoku;
};

/* The shape keywords in a function's keyword list, their format for
 * PyArg_ParseTupleAndKeywords (after a '$') and the places they go in a
 * struct sudoku_py_shape_args `a`. */
#define SUDOKU_PY_SHAPE_KEYWORDS "side", "box", "regions", "diagonals", "windoku"
#define SUDOKU_PY_SHAPE_FORMAT "OOOpp"
#define SUDOKU_PY_SHAPE_ARGS(a)                                                \
    &(a).side, &(a).box, &(a).regions, &(a).diagonals, &(a).windoku

/*
 * Makes *shape from the keywords (shape.c), the side being, when none of
 * side, box and regions gives it, `inferred` (the puzzles' own, or 0 when
 * they tell none: then 9).  Returns 1 for a shaped call, 0 when the board
 * is the classic 9x9 one without extra houses (no keyword, or keywords
 * that say just that), which the classic solver takes; -1 with a
 * ValueError or TypeError set for keywords that make no board.
 */
int sudoku_py_shape(const struct sudoku_py_shape_args *args, int inferred,
                    struct sudoku_shape *shape);

/* The shape of generate()'s jigsaw=True: the side (9 when none is
 * given) and the diagonals of the keywords, the regions to be made.
 * Returns 0, or -1 with a ValueError or TypeError set for a side out of
 * range and for box, regions or windoku, which jigsaw regions cannot
 * have. */
int sudoku_py_jigsaw(const struct sudoku_py_shape_args *args,
                     struct sudoku_shape *shape);

/* A solved board as an 81-character str of digits; the board's empty
 * cells, if any, as '.'. */
PyObject *sudoku_py_board_str(const sudoku_board *board);

/* The jobs argument of a batch form: None for one thread per processor,
 * else a number from 1 up.  Returns 0, or -1 with a ValueError set. */
int sudoku_py_jobs(PyObject *obj, unsigned *jobs);

/* The batch forms (many.c) and the type of their ratings (module.c). */
PyObject *sudoku_py_solve_many(PyObject *self, PyObject *args,
                               PyObject *kwargs);
PyObject *sudoku_py_count_many(PyObject *self, PyObject *args,
                               PyObject *kwargs);
PyObject *sudoku_py_rate_many(PyObject *self, PyObject *args, PyObject *kwargs);
PyObject *sudoku_py_check_many(PyObject *self, PyObject *args,
                               PyObject *kwargs);
PyObject *sudoku_py_read_errors(PyObject *self, PyObject *args,
                                PyObject *kwargs);

/* A Rating (er, level) for a score and level. */
PyObject *sudoku_py_rating(double score, double pearl, double diamond,
                           enum sudoku_level level);

/* The Rating of a puzzle with several solutions: (None, 'several'), its
 * ep and ed None. */
PyObject *sudoku_py_rating_several(void);

/* A score as the command prints it, to one decimal: 1.2, not
 * 1.2000000000000002. */
double sudoku_py_score(double score);

#endif /* SUDOKU_PY_H */
