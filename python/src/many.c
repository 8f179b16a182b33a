/*
 * many.c - the batch forms: solve_many, count_many, rate_many, check_many,
 * and read_errors, which tells why a batch's bad records are bad.
 *
 * A batch comes as a sequence of puzzles (each read here, with the
 * interpreter's lock, into an array of boards) or as a buffer of N
 * records of 81 bytes (read by the workers themselves).  solve_many,
 * count_many and read_errors also take the shape keywords (shape.c): a
 * batch is then of one board of another size or shape, each record
 * side * side cells, solved by the library's shaped solver.  The work
 * runs on `jobs` threads (pool.h) with the lock released; each record's
 * result goes to its own place in a C array, so the results do not depend
 * on the number of threads.  Then the results become Python objects: a list for
 * a sequence, and for a buffer an array of the same kind, a NumPy array
 * for a NumPy array (made through NumPy's own Python interface, so that
 * building the module needs no NumPy) and a memoryview for any other
 * buffer.  A bad record (one that is no puzzle: bad text, a missing
 * value, a wrong type) is by default a ValueError or TypeError that names
 * it, and nothing of the batch is returned then; with errors='coerce' it
 * is noted and gives no answer in its place, as read_errors() tells why.
 */
#include "sudoku_py.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "pool.h"

_Static_assert(sizeof(unsigned) == 4, "counts are written as uint32");

/* Records a thread takes at a time: a solve takes microseconds, a rating
 * or a solve of a larger board up to milliseconds. */
#define MANY_CHUNK 64
#define MANY_RATE_CHUNK 4
#define MANY_SHAPED_CHUNK 4
#define MANY_NO_LEVEL 0xff
#define MANY_SEVERAL 0xfe

enum many_op { MANY_SOLVE, MANY_COUNT, MANY_RATE, MANY_CHECK };

/* What a bad record does: raise (errors='raise'), give no answer
 * (errors='coerce'), or that and keep its message (read_errors). */
enum many_errors { MANY_RAISE, MANY_COERCE, MANY_TELL };

/* One side of a batch: the puzzles, or check_many's solutions. */
struct many_input {
    const char *name;
    int is_buffer;
    int is_shaped; /* records of the batch's shape, not classic boards */
    int side;      /* 9, or the side of a shaped batch's records */
    Py_ssize_t n;
    sudoku_board *boards;  /* a classic sequence, read */
    unsigned char *shaped; /* a shaped sequence, read: side * side a record */
    struct sudoku_py_cells cells;
    /* One a record, 1 where it is no puzzle: a sequence's are noted as it
     * is read, a buffer's by the workers, each their own records. */
    unsigned char *bad;
    PyObject *messages; /* MANY_TELL: each record's error, or None */
};

/* A result array: a NumPy array, or a bytearray shown as a memoryview. */
struct many_output {
    PyObject *object;
    Py_buffer view; /* of a NumPy array, while it is written */
    int has_view;
    void *data;
};

struct many_batch {
    enum many_op op;
    enum many_errors errors;
    unsigned limit;
    const struct sudoku_shape *shape; /* NULL for classic boards */
    int ncells;                       /* a record's: side * side */
    unsigned char *no_memory;         /* shaped: 1 a record the solver
                                         had no memory for */
    struct many_input puzzles, solutions;
    /* One per record: solve's cells (text for a sequence, else each
     * record's own encoding), counts (solve: 1 when solved), rate's
     * scores (with, for a list, SE's EP and ED) and levels, check's
     * answers. */
    unsigned char *cells;
    unsigned *counts;
    double *scores, *pearls, *diamonds;
    unsigned char *levels;
    unsigned char *flags;
};

/* Whether obj is pandas' missing value pd.NA: an NAType of a module of
 * pandas (its type's name, without the module, varies by build). */
static int many_is_na(PyObject *obj)
{
    const char *name = Py_TYPE(obj)->tp_name, *dot = strrchr(name, '.');
    const char *module_name;
    PyObject *module;
    int is;

    if (strcmp(dot != NULL ? dot + 1 : name, "NAType") != 0)
        return 0;
    module = PyObject_GetAttrString((PyObject *)Py_TYPE(obj), "__module__");
    module_name = module != NULL && PyUnicode_Check(module)
                      ? PyUnicode_AsUTF8(module)
                      : NULL;
    is = module_name != NULL && strncmp(module_name, "pandas", 6) == 0 &&
         (module_name[6] == '\0' || module_name[6] == '.');
    Py_XDECREF(module);
    PyErr_Clear();
    return is;
}

/* What a missing value in a column reads as: "None", "NaN" (the float
 * pandas reads for an empty field of a csv), "NA" (pd.NA, in a column of
 * dtype "string"), or NULL for a value that is not missing. */
static const char *many_missing(PyObject *obj)
{
    if (obj == Py_None)
        return "None";
    if (PyFloat_Check(obj) && isnan(PyFloat_AS_DOUBLE(obj)))
        return "NaN";
    if (!PyUnicode_Check(obj) && many_is_na(obj))
        return "NA";
    return NULL;
}

/* Reads record i of a sequence: a puzzle, where a missing value is a
 * ValueError, not the TypeError of a wrong type. */
static int many_row(PyObject *obj, struct many_input *in, Py_ssize_t i)
{
    const char *missing = many_missing(obj);
    struct sudoku_py_where w = {in->name, i};
    Py_ssize_t ncells = (Py_ssize_t)in->side * in->side;

    if (missing != NULL) {
        PyErr_Format(PyExc_ValueError,
                     "%s[%zd]: no puzzle: a missing value (%s)", w.name,
                     w.index, missing);
        return -1;
    }
    if (in->shaped != NULL)
        return sudoku_py_shaped(obj, w, in->side, in->shaped + i * ncells);
    return sudoku_py_board(obj, w, &in->boards[i]);
}

/* Takes the exception that record i raised and notes the record as bad,
 * keeping the message for MANY_TELL.  Returns 0, or -1 with an exception
 * set when it cannot. */
static int many_note(struct many_input *in, Py_ssize_t i)
{
    PyObject *type, *value, *trace, *message;

    in->bad[i] = 1;
    if (in->messages == NULL) {
        PyErr_Clear();
        return 0;
    }
    PyErr_Fetch(&type, &value, &trace);
    PyErr_NormalizeException(&type, &value, &trace);
    message = value != NULL ? PyObject_Str(value) : NULL;
    Py_XDECREF(type);
    Py_XDECREF(value);
    Py_XDECREF(trace);
    if (message == NULL)
        return -1;
    return PyList_SetItem(in->messages, i, message);
}

/* Makes the record notes of a batch of in->n records. */
static int many_input_notes(struct many_input *in, enum many_errors errors)
{
    Py_ssize_t i;

    in->bad = PyMem_RawCalloc(in->n > 0 ? (size_t)in->n : 1, 1);
    if (in->bad == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    if (errors != MANY_TELL)
        return 0;
    in->messages = PyList_New(in->n);
    for (i = 0; in->messages != NULL && i < in->n; i++) {
        Py_INCREF(Py_None);
        PyList_SET_ITEM(in->messages, i, Py_None);
    }
    return in->messages != NULL ? 0 : -1;
}

/* Reads a sequence into boards, a bad record raising or noted as
 * `errors` says. */
static int many_input_rows(PyObject *seq, struct many_input *in,
                           enum many_errors errors)
{
    size_t n = in->n > 0 ? (size_t)in->n : 1;
    Py_ssize_t i;

    if (!in->is_shaped)
        in->boards = PyMem_RawMalloc(n * sizeof(sudoku_board));
    else
        in->shaped = PyMem_RawMalloc(n * (size_t)(in->side * in->side));
    if (in->boards == NULL && in->shaped == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (i = 0; i < in->n; i++) {
        if (many_row(PySequence_Fast_GET_ITEM(seq, i), in, i) == 0)
            continue;
        if (errors == MANY_RAISE ||
            !(PyErr_ExceptionMatches(PyExc_ValueError) ||
              PyErr_ExceptionMatches(PyExc_TypeError)) ||
            many_note(in, i) < 0)
            return -1;
    }
    return 0;
}

/* Reads a batch: a buffer, or a sequence read into boards now.  Returns 0,
 * or -1 with an exception set. */
static int many_input_open(PyObject *obj, struct many_input *in,
                           enum many_errors errors)
{
    PyObject *seq;
    int status;

    if (PyUnicode_Check(obj)) {
        PyErr_Format(PyExc_TypeError,
                     "%s: a str is one puzzle: pass a list of them, or a "
                     "buffer of N * %d bytes",
                     in->name, in->side * in->side);
        return -1;
    }
    status = sudoku_py_cells_open(obj, in->name, in->side, &in->cells);
    if (status != 0) {
        in->is_buffer = status > 0;
        in->n = status > 0 ? in->cells.n : 0;
        return status > 0 ? many_input_notes(in, errors) : -1;
    }
    seq = PySequence_Fast(obj, "");
    if (seq == NULL) {
        PyErr_Format(PyExc_TypeError,
                     "%s: want a list of str or a buffer of N * %d bytes, "
                     "not %s",
                     in->name, in->side * in->side, Py_TYPE(obj)->tp_name);
        return -1;
    }
    in->n = PySequence_Fast_GET_SIZE(seq);
    status = many_input_notes(in, errors);
    if (status == 0)
        status = many_input_rows(seq, in, errors);
    Py_DECREF(seq);
    return status;
}

static void many_input_close(struct many_input *in)
{
    if (in->is_buffer)
        PyBuffer_Release(&in->cells.view);
    PyMem_RawFree(in->boards);
    PyMem_RawFree(in->shaped);
    PyMem_RawFree(in->bad);
    Py_CLEAR(in->messages);
}

/* Record i as a board; returns its encoding, or -1 (noted). */
static int many_board(struct many_input *in, size_t i, sudoku_board *board)
{
    int encoding;

    if (in->bad[i])
        return -1;
    if (!in->is_buffer) {
        *board = in->boards[i];
        return SUDOKU_PY_TEXT;
    }
    encoding = sudoku_py_cells_read(&in->cells, (Py_ssize_t)i, board->cell);
    if (encoding < 0)
        in->bad[i] = 1;
    return encoding;
}

/* Record i of a shaped batch as its side * side cells; returns its
 * encoding, or -1 (noted). */
static int many_cells(struct many_input *in, size_t i, unsigned char *cells)
{
    size_t ncells = (size_t)(in->side * in->side);
    int encoding;

    if (in->bad[i])
        return -1;
    if (!in->is_buffer) {
        memcpy(cells, in->shaped + i * ncells, ncells);
        return SUDOKU_PY_TEXT;
    }
    encoding = sudoku_py_cells_read(&in->cells, (Py_ssize_t)i, cells);
    if (encoding < 0)
        in->bad[i] = 1;
    return encoding;
}

/* Solves record i into its 81 cells: digits in the record's encoding, or
 * all 0 when it has no solution. */
static void many_solve(struct many_batch *b, size_t i,
                       const sudoku_board *puzzle, int encoding)
{
    unsigned char *out = b->cells + i * SUDOKU_CELLS;
    unsigned char zero = encoding == SUDOKU_PY_TEXT ? '0' : 0;
    sudoku_board solution;
    unsigned found = sudoku_solve(puzzle, 1, &solution, NULL);
    int k;

    for (k = 0; k < SUDOKU_CELLS; k++)
        out[k] = (unsigned char)(zero + (found ? solution.cell[k] : 0));
    if (b->counts != NULL)
        b->counts[i] = found;
}

/* Rates record i as `sudoku --rate` does: only a puzzle with one
 * solution has a rating. */
static void many_rate(struct many_batch *b, size_t i,
                      const sudoku_board *puzzle)
{
    struct sudoku_rating r;
    unsigned count = sudoku_solve(puzzle, 2, NULL, NULL);

    if (count != 1) {
        b->scores[i] = NAN;
        if (b->levels != NULL)
            b->levels[i] = count == 0 ? MANY_NO_LEVEL : MANY_SEVERAL;
        return;
    }
    sudoku_rate_score(puzzle, &r);
    b->scores[i] = sudoku_py_score(r.score);
    if (b->levels != NULL) {
        b->levels[i] = (unsigned char)r.level;
        b->pearls[i] = r.pearl;
        b->diamonds[i] = r.diamond;
    }
}

/* Solves or counts record i of a shaped batch: solve_many's cells are
 * values in the record's encoding, or all 0 when it has no solution. */
static void many_shaped(struct many_batch *b, size_t i,
                        const unsigned char *puzzle, int encoding)
{
    unsigned char solution[SUDOKU_SHAPE_MAX_CELLS], *out;
    int k, text = encoding == SUDOKU_PY_TEXT;
    unsigned found = sudoku_shape_solve(b->shape, puzzle,
                                        b->op == MANY_COUNT ? b->limit : 1,
                                        b->op == MANY_COUNT ? NULL : solution,
                                        NULL);

    if (found == SUDOKU_SHAPE_NO_MEMORY) {
        b->no_memory[i] = 1;
        found = 0;
    }
    if (b->op == MANY_SOLVE) {
        out = b->cells + i * (size_t)b->ncells;
        for (k = 0; k < b->ncells; k++)
            out[k] = found == 0 ? (unsigned char)(text ? '0' : 0)
                     : text     ? sudoku_py_value_char(solution[k])
                                : solution[k];
    }
    if (b->counts != NULL)
        b->counts[i] = found;
}

/* The work of a shaped batch: solve_many and count_many. */
static void many_work_shaped(struct many_batch *b, size_t first, size_t end)
{
    unsigned char puzzle[SUDOKU_SHAPE_MAX_CELLS];
    size_t i;

    for (i = first; i < end; i++) {
        int encoding = many_cells(&b->puzzles, i, puzzle);

        if (encoding >= 0)
            many_shaped(b, i, puzzle, encoding);
    }
}

static void many_work(void *context, size_t first, size_t end)
{
    struct many_batch *b = context;
    size_t i;

    if (b->shape != NULL) {
        many_work_shaped(b, first, end);
        return;
    }

    for (i = first; i < end; i++) {
        sudoku_board puzzle, solution;
        int encoding = many_board(&b->puzzles, i, &puzzle);

        if (encoding < 0) {
            /* No answer: cells and counts 0, no score, false. */
            if (b->op == MANY_RATE)
                b->scores[i] = NAN;
            continue;
        }
        switch (b->op) {
        case MANY_SOLVE:
            many_solve(b, i, &puzzle, encoding);
            break;
        case MANY_COUNT:
            b->counts[i] = sudoku_solve(&puzzle, b->limit, NULL, NULL);
            break;
        case MANY_RATE:
            many_rate(b, i, &puzzle);
            break;
        case MANY_CHECK:
            if (many_board(&b->solutions, i, &solution) >= 0)
                b->flags[i] =
                    (unsigned char)sudoku_board_is_solution(&solution, &puzzle);
            break;
        }
    }
}

/* Whether obj is a NumPy array (np.memmap and other subclasses too).  A
 * NumPy array can only come from an interpreter that has imported NumPy,
 * so an interpreter without it never loads it here. */
static int many_is_numpy(PyObject *obj)
{
    PyObject *name = PyUnicode_FromString("numpy"), *numpy, *ndarray;
    int is = 0;

    numpy = name != NULL ? PyImport_GetModule(name) : NULL;
    Py_XDECREF(name);
    ndarray = numpy != NULL ? PyObject_GetAttrString(numpy, "ndarray") : NULL;
    if (ndarray != NULL && PyType_Check(ndarray))
        is = PyObject_IsInstance(obj, ndarray) > 0;
    Py_XDECREF(ndarray);
    Py_XDECREF(numpy);
    PyErr_Clear();
    return is;
}

/*
 * Makes a result array like `like` (a NumPy array or another buffer) of
 * `ndim` dimensions `shape`, of NumPy's `dtype` or the struct `format`
 * (`itemsize` bytes), and points out->data at its memory.  Returns 0, or
 * -1 with an exception set.
 */
static int many_output_open(struct many_output *out, PyObject *like,
                            const char *dtype, Py_ssize_t itemsize, int ndim,
                            const Py_ssize_t *shape)
{
    Py_ssize_t size = itemsize;
    int i;

    out->has_view = 0;
    for (i = 0; i < ndim; i++)
        size *= shape[i];
    if (many_is_numpy(like)) {
        PyObject *numpy = PyImport_ImportModule("numpy"), *dims;

        if (numpy == NULL)
            return -1;
        dims = ndim == 1 ? Py_BuildValue("(n)", shape[0])
               : ndim == 2
                   ? Py_BuildValue("(nn)", shape[0], shape[1])
                   : Py_BuildValue("(nnn)", shape[0], shape[1], shape[2]);
        out->object = dims == NULL ? NULL
                                   : PyObject_CallMethod(numpy, "zeros", "Os",
                                                         dims, dtype);
        Py_XDECREF(dims);
        Py_DECREF(numpy);
        if (out->object == NULL)
            return -1;
        if (PyObject_GetBuffer(out->object, &out->view,
                               PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) {
            Py_CLEAR(out->object);
            return -1;
        }
        out->has_view = 1;
        out->data = out->view.buf;
        return 0;
    }
    out->object = PyByteArray_FromStringAndSize(NULL, size);
    if (out->object == NULL)
        return -1;
    out->data = PyByteArray_AS_STRING(out->object);
    memset(out->data, 0, (size_t)size);
    return 0;
}

/* The finished array: the NumPy array, or a memoryview of the bytearray
 * cast to `format` and `shape`.  Returns a new reference, or NULL. */
static PyObject *many_output_close(struct many_output *out, const char *format,
                                   int ndim, const Py_ssize_t *shape)
{
    PyObject *view, *dims, *result;

    if (out->has_view) {
        PyBuffer_Release(&out->view);
        return out->object;
    }
    view = PyMemoryView_FromObject(out->object);
    Py_DECREF(out->object);
    if (view == NULL)
        return NULL;
    /* memoryview.cast takes no shape with a 0 in it: an empty result is
     * flat. */
    if (shape[0] == 0)
        dims = PyTuple_New(0);
    else if (ndim == 1)
        dims = Py_BuildValue("[n]", shape[0]);
    else if (ndim == 2)
        dims = Py_BuildValue("[nn]", shape[0], shape[1]);
    else
        dims = Py_BuildValue("[nnn]", shape[0], shape[1], shape[2]);
    result = dims == NULL ? NULL
             : shape[0] == 0
                 ? PyObject_CallMethod(view, "cast", "s", format)
                 : PyObject_CallMethod(view, "cast", "sO", format, dims);
    Py_XDECREF(dims);
    Py_DECREF(view);
    return result;
}

/* Drops an output that will not be returned. */
static void many_output_drop(struct many_output *out)
{
    if (out->has_view)
        PyBuffer_Release(&out->view);
    Py_CLEAR(out->object);
}

/* The list form of the results. */
static PyObject *many_list(const struct many_batch *b)
{
    PyObject *list = PyList_New(b->puzzles.n), *item;
    Py_ssize_t i;

    for (i = 0; list != NULL && i < b->puzzles.n; i++) {
        if (b->puzzles.bad[i] || (b->op == MANY_CHECK && b->solutions.bad[i])) {
            Py_INCREF(Py_None);
            PyList_SET_ITEM(list, i, Py_None);
            continue;
        }
        switch (b->op) {
        case MANY_SOLVE:
            if (b->counts[i] == 0) {
                item = Py_None;
                Py_INCREF(item);
            } else {
                item = PyUnicode_FromStringAndSize(
                    (const char *)b->cells + i * b->ncells, b->ncells);
            }
            break;
        case MANY_COUNT:
            item = PyLong_FromUnsignedLong(b->counts[i]);
            break;
        case MANY_RATE:
            if (b->levels[i] == MANY_NO_LEVEL) {
                item = Py_None;
                Py_INCREF(item);
            } else if (b->levels[i] == MANY_SEVERAL) {
                item = sudoku_py_rating_several();
            } else {
                item = sudoku_py_rating(b->scores[i], b->pearls[i],
                                        b->diamonds[i],
                                        (enum sudoku_level)b->levels[i]);
            }
            break;
        default:
            item = PyBool_FromLong(b->flags[i]);
            break;
        }
        if (item == NULL)
            Py_CLEAR(list);
        else
            PyList_SET_ITEM(list, i, item);
    }
    return list;
}

/* Where each result goes: C arrays for a list (data NULL), the output's
 * memory for an array.  Returns 0, or -1 with an exception set. */
static int many_alloc(struct many_batch *b, void *data)
{
    size_t n = b->puzzles.n > 0 ? (size_t)b->puzzles.n : 1;
    int missing;

    if (data == NULL) {
        if (b->op == MANY_SOLVE)
            b->cells = PyMem_RawMalloc(n * (size_t)b->ncells);
        if (b->op == MANY_SOLVE || b->op == MANY_COUNT)
            b->counts = PyMem_RawCalloc(n, sizeof *b->counts);
        if (b->op == MANY_RATE) {
            b->scores = PyMem_RawCalloc(n, sizeof *b->scores);
            b->pearls = PyMem_RawCalloc(n, sizeof *b->pearls);
            b->diamonds = PyMem_RawCalloc(n, sizeof *b->diamonds);
            b->levels = PyMem_RawCalloc(n, 1);
        }
        if (b->op == MANY_CHECK)
            b->flags = PyMem_RawCalloc(n, 1);
    } else if (b->op == MANY_SOLVE) {
        b->cells = data;
    } else if (b->op == MANY_COUNT) {
        b->counts = data;
    } else if (b->op == MANY_RATE) {
        b->scores = data;
    } else {
        b->flags = data;
    }
    missing = b->op == MANY_SOLVE
                  ? b->cells == NULL || (data == NULL && b->counts == NULL)
              : b->op == MANY_COUNT ? b->counts == NULL
              : b->op == MANY_RATE
                  ? b->scores == NULL ||
                        (data == NULL && (b->levels == NULL || b->pearls == NULL ||
                                          b->diamonds == NULL))
                  : b->flags == NULL;
    if (b->shape != NULL) {
        b->no_memory = PyMem_RawCalloc(n, 1);
        missing |= b->no_memory == NULL;
    }
    if (missing) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* Frees what many_alloc gave a list. */
static void many_free(struct many_batch *b, int list)
{
    PyMem_RawFree(b->no_memory);
    if (!list)
        return;
    PyMem_RawFree(b->cells);
    PyMem_RawFree(b->counts);
    PyMem_RawFree(b->scores);
    PyMem_RawFree(b->pearls);
    PyMem_RawFree(b->diamonds);
    PyMem_RawFree(b->levels);
    PyMem_RawFree(b->flags);
}

/* Raises the error of the first bad record of a buffer, if any.  Returns
 * -1 when there was one.  (A sequence raised as it was read.) */
static int many_check_input(struct many_input *in)
{
    Py_ssize_t i;

    for (i = 0; in->is_buffer && i < in->n; i++)
        if (in->bad[i]) {
            sudoku_py_cells_error(&in->cells, in->name, i);
            return -1;
        }
    return 0;
}

/* Raises MemoryError when the shaped solver had no memory for a record.
 * Returns -1 when it did. */
static int many_check_memory(const struct many_batch *b)
{
    Py_ssize_t i;

    for (i = 0; b->no_memory != NULL && i < b->puzzles.n; i++)
        if (b->no_memory[i]) {
            PyErr_NoMemory();
            return -1;
        }
    return 0;
}

/* Sets the board of a batch's records from the shape keywords (args, or
 * NULL for a classic batch), the side being by default the puzzles'.
 * Returns 0, or -1 with an exception set. */
static int many_shape(struct many_input *in, PyObject *puzzles,
                      const struct sudoku_py_shape_args *args,
                      struct sudoku_shape *shape)
{
    int shaped = 0;

    if (args != NULL &&
        (shaped = sudoku_py_shape(args, sudoku_py_batch_side(puzzles),
                                  shape)) < 0)
        return -1;
    in->is_shaped = shaped;
    in->side = shaped ? shape->side : SUDOKU_SIZE;
    return 0;
}

/* Runs a batch from its Python arguments to its result. */
static PyObject *many_run(struct many_batch *b, PyObject *puzzles,
                          PyObject *solutions, PyObject *jobs_arg,
                          const struct sudoku_py_shape_args *shape_args)
{
    static const char *const dtypes[] = {"uint8", "uint32", "float64", "bool"};
    static const char *const formats[] = {"B", "I", "d", "?"};
    static const Py_ssize_t itemsizes[] = {1, 4, 8, 1};
    struct many_output out = {NULL, {0}, 0, NULL};
    struct sudoku_shape board;
    PyObject *result = NULL;
    PyThreadState *save;
    Py_ssize_t shape[3];
    unsigned jobs;
    int ndim = 1, list = 1;

    b->puzzles.name = "puzzles";
    b->solutions.name = "solutions";
    b->solutions.side = SUDOKU_SIZE;
    if (sudoku_py_jobs(jobs_arg, &jobs) < 0 ||
        many_shape(&b->puzzles, puzzles, shape_args, &board) < 0)
        return NULL;
    b->shape = b->puzzles.is_shaped ? &board : NULL;
    b->ncells = b->puzzles.side * b->puzzles.side;
    if (many_input_open(puzzles, &b->puzzles, b->errors) < 0)
        goto done;
    if (solutions != NULL) {
        if (many_input_open(solutions, &b->solutions, b->errors) < 0)
            goto done;
        if (b->solutions.n != b->puzzles.n) {
            PyErr_Format(PyExc_ValueError,
                         "solutions: %zd records for %zd puzzles",
                         b->solutions.n, b->puzzles.n);
            goto done;
        }
    }
    list = !b->puzzles.is_buffer;
    shape[0] = b->puzzles.n;
    if (!list && b->op == MANY_SOLVE) {
        ndim = b->puzzles.cells.view.ndim;
        memcpy(shape, b->puzzles.cells.view.shape,
               (size_t)ndim * sizeof *shape);
    }
    if (!list && many_output_open(&out, puzzles, dtypes[b->op],
                                  itemsizes[b->op], ndim, shape) < 0)
        goto done;
    if (many_alloc(b, out.data) < 0)
        goto done;
    save = PyEval_SaveThread();
    sudoku_py_run((size_t)b->puzzles.n,
                  b->op == MANY_RATE ? MANY_RATE_CHUNK
                  : b->shape != NULL ? MANY_SHAPED_CHUNK
                                     : MANY_CHUNK,
                  jobs, many_work, b);
    PyEval_RestoreThread(save);
    if ((b->errors == MANY_RAISE && (many_check_input(&b->puzzles) < 0 ||
                                     many_check_input(&b->solutions) < 0)) ||
        many_check_memory(b) < 0)
        goto done;
    if (list)
        result = many_list(b);
    else
        result = many_output_close(&out, formats[b->op], ndim, shape);
    out.object = NULL;
    out.has_view = 0;
done:
    many_output_drop(&out);
    many_free(b, list);
    many_input_close(&b->puzzles);
    if (solutions != NULL)
        many_input_close(&b->solutions);
    return result;
}

/* The errors argument of a batch form.  Returns 0, or -1 with a
 * ValueError set. */
static int many_errors_arg(const char *name, enum many_errors *errors)
{
    if (strcmp(name, "raise") == 0)
        *errors = MANY_RAISE;
    else if (strcmp(name, "coerce") == 0)
        *errors = MANY_COERCE;
    else {
        PyErr_Format(PyExc_ValueError,
                     "errors must be 'raise' or 'coerce', not '%s'", name);
        return -1;
    }
    return 0;
}

/* Reads a batch form's errors argument and runs it. */
static PyObject *many_start(enum many_op op, unsigned limit, PyObject *puzzles,
                            PyObject *solutions, PyObject *jobs,
                            const char *errors,
                            const struct sudoku_py_shape_args *shape)
{
    struct many_batch b;

    memset(&b, 0, sizeof b);
    b.op = op;
    b.limit = limit;
    if (many_errors_arg(errors, &b.errors) < 0)
        return NULL;
    return many_run(&b, puzzles, solutions, jobs, shape);
}

PyObject *sudoku_py_solve_many(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"puzzles", "jobs", "errors",
                               SUDOKU_PY_SHAPE_KEYWORDS, NULL};
    struct sudoku_py_shape_args shape = {NULL, NULL, NULL, 0, 0};
    PyObject *puzzles, *jobs = Py_None;
    const char *errors = "raise";

    (void)self;
    if (!PyArg_ParseTupleAndKeywords(
            args, kwargs, "O|$Os" SUDOKU_PY_SHAPE_FORMAT ":solve_many",
            keywords, &puzzles, &jobs, &errors, SUDOKU_PY_SHAPE_ARGS(shape)))
        return NULL;
    return many_start(MANY_SOLVE, 1, puzzles, NULL, jobs, errors, &shape);
}

PyObject *sudoku_py_count_many(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"puzzles", "limit", "jobs", "errors",
                               SUDOKU_PY_SHAPE_KEYWORDS, NULL};
    struct sudoku_py_shape_args shape = {NULL, NULL, NULL, 0, 0};
    PyObject *puzzles, *jobs = Py_None;
    const char *errors = "raise";
    Py_ssize_t limit = 2;

    (void)self;
    if (!PyArg_ParseTupleAndKeywords(
            args, kwargs, "O|n$Os" SUDOKU_PY_SHAPE_FORMAT ":count_many",
            keywords, &puzzles, &limit, &jobs, &errors,
            SUDOKU_PY_SHAPE_ARGS(shape)))
        return NULL;
    if (limit < 1 || (size_t)limit > UINT_MAX) {
        PyErr_Format(PyExc_ValueError, "limit must be from 1 to %u, not %zd",
                     UINT_MAX, limit);
        return NULL;
    }
    /* A shaped count of UINT_MAX would read as no memory: none is ever
     * reached. */
    if ((size_t)limit == UINT_MAX)
        limit--;
    return many_start(MANY_COUNT, (unsigned)limit, puzzles, NULL, jobs, errors,
                      &shape);
}

PyObject *sudoku_py_rate_many(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"puzzles", "jobs", "errors", NULL};
    PyObject *puzzles, *jobs = Py_None;
    const char *errors = "raise";

    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|$Os:rate_many", keywords,
                                     &puzzles, &jobs, &errors))
        return NULL;
    return many_start(MANY_RATE, 2, puzzles, NULL, jobs, errors, NULL);
}

PyObject *sudoku_py_check_many(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"puzzles", "solutions", "jobs", "errors", NULL};
    PyObject *puzzles, *solutions, *jobs = Py_None;
    const char *errors = "raise";

    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OO|$Os:check_many",
                                     keywords, &puzzles, &solutions, &jobs,
                                     &errors))
        return NULL;
    return many_start(MANY_CHECK, 1, puzzles, solutions, jobs, errors, NULL);
}

PyObject *sudoku_py_read_errors(PyObject *self, PyObject *args,
                                PyObject *kwargs)
{
    static char *keywords[] = {"puzzles", SUDOKU_PY_SHAPE_KEYWORDS, NULL};
    struct sudoku_py_shape_args shape_args = {NULL, NULL, NULL, 0, 0};
    unsigned char cells[SUDOKU_SHAPE_MAX_CELLS];
    struct sudoku_shape shape;
    PyObject *messages = NULL, *puzzles;
    struct many_input in;
    Py_ssize_t i;

    (void)self;
    if (!PyArg_ParseTupleAndKeywords(
            args, kwargs, "O|$" SUDOKU_PY_SHAPE_FORMAT ":read_errors", keywords,
            &puzzles, SUDOKU_PY_SHAPE_ARGS(shape_args)))
        return NULL;
    memset(&in, 0, sizeof in);
    in.name = "puzzles";
    if (many_shape(&in, puzzles, &shape_args, &shape) < 0 ||
        many_input_open(puzzles, &in, MANY_TELL) < 0)
        goto done;
    /* A buffer's records are read here, with the lock: side * side bytes
     * each. */
    for (i = 0; in.is_buffer && i < in.n; i++)
        if (sudoku_py_cells_read(&in.cells, i, cells) < 0) {
            sudoku_py_cells_error(&in.cells, in.name, i);
            if (many_note(&in, i) < 0)
                goto done;
        }
    messages = in.messages;
    in.messages = NULL;
done:
    many_input_close(&in);
    return messages;
}
