/*
 * sudoku_py.h - what the files of the Python module share.
 *
 * The module (`import sudoku`, built as sudoku._sudoku) stands on the
 * library's public interface alone.  convert.c turns Python objects into
 * boards, with a ValueError or TypeError that names the record and column
 * of anything that is not a puzzle; many.c runs the batch forms on
 * threads (pool.h) with the interpreter's lock released; module.c holds
 * the module and the one-puzzle functions.  Every file includes this
 * header first, since Python.h must precede the standard headers.
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
 * A batch given as a buffer: N records of 81 one-byte cells, as a flat
 * N * 81, (N, 81) or (N, 9, 9), in any strides.  Each record holds
 * numbers 0..9 or text ('0'..'9', '.'); records may differ.
 */
struct sudoku_py_cells {
    Py_buffer view;
    Py_ssize_t n;      /* records */
    Py_ssize_t record; /* bytes from one record to the next */
    Py_ssize_t offset[SUDOKU_CELLS];
};

/*
 * Opens obj as such a batch.  Returns 1 when it is one (release it with
 * PyBuffer_Release(&cells->view)), 0 when obj is no buffer of bytes but
 * may be a sequence (no buffer, or one of str or objects), and -1 with a
 * TypeError or ValueError set for a buffer of the wrong item type or
 * shape.
 */
int sudoku_py_cells_open(PyObject *obj, const char *name,
                         struct sudoku_py_cells *cells);

/* How a record of a batch writes its cells. */
enum sudoku_py_encoding { SUDOKU_PY_NUMBERS, SUDOKU_PY_TEXT };

/* Reads record i into *board and returns its encoding, or -1 when it is
 * not a puzzle.  Needs no interpreter lock. */
int sudoku_py_cells_board(const struct sudoku_py_cells *cells, Py_ssize_t i,
                          sudoku_board *board);

/* Sets the ValueError that says why record i is not a puzzle. */
void sudoku_py_cells_error(const struct sudoku_py_cells *cells,
                           const char *name, Py_ssize_t i);

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
PyObject *sudoku_py_read_errors(PyObject *self, PyObject *puzzles);

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
