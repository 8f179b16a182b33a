/*
 * convert.c - Python objects to boards and back.
 *
 * A puzzle is a str, read by the library's readers (so any layout they
 * take), or a buffer of 81 one-byte cells.  Strings of 81 cells take a
 * short path that gives what the line reader gives without starting a
 * parser.  A batch in a buffer is read record by record in the worker
 * threads, without the interpreter's lock; its errors are found there and
 * told here.  Nothing here solves.
 */
#include "sudoku_py.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "pool.h"

/* "puzzle" or "puzzles[3]". */
static void where_text(char *out, size_t size, struct sudoku_py_where w)
{
    if (w.index >= 0)
        snprintf(out, size, "%s[%zd]", w.name, w.index);
    else
        snprintf(out, size, "%s", w.name);
}

/* Raises `type` with a message headed by where the record came from. */
static int where_error(PyObject *type, struct sudoku_py_where w,
                       const char *format, ...)
{
    char head[96], message[256];
    va_list ap;

    where_text(head, sizeof head, w);
    va_start(ap, format);
    vsnprintf(message, sizeof message, format, ap);
    va_end(ap);
    PyErr_Format(type, "%s%s", head, message);
    return -1;
}

/* The cell a byte of text stands for ('.' and '0' empty), or -1. */
static int text_cell(unsigned char c)
{
    if (c == '.')
        return 0;
    if (c >= '0' && c <= '9')
        return c - '0';
    return -1;
}

/* Reads 81 bytes whose offsets are `offset`: numbers 0..9 or text.
 * Returns the encoding, or -1. */
static int record_board(const unsigned char *base, const Py_ssize_t *offset,
                        sudoku_board *board)
{
    unsigned text = 0;
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++) {
        unsigned char v = base[offset[i]];

        board->cell[i] = v;
        text |= v > 9;
    }
    if (!text)
        return SUDOKU_PY_NUMBERS;
    for (i = 0; i < SUDOKU_CELLS; i++) {
        int v = text_cell(board->cell[i]);

        if (v < 0)
            return -1;
        board->cell[i] = (unsigned char)v;
    }
    return SUDOKU_PY_TEXT;
}

/* The ValueError for a record that record_board refused: the first byte
 * that is neither a number nor text. */
static int record_error(const unsigned char *base, const Py_ssize_t *offset,
                        struct sudoku_py_where w)
{
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++) {
        unsigned char v = base[offset[i]];

        if (v > 9 && text_cell(v) < 0)
            break;
    }
    if (i == SUDOKU_CELLS)
        for (i = 0; i < SUDOKU_CELLS && base[offset[i]] > 9; i++)
            ;
    return where_error(PyExc_ValueError, w,
                       ", column %d: byte %u is not a cell: want 0..9, or "
                       "the text '1'..'9' with '0' or '.' for an empty cell "
                       "(one or the other in a record)",
                       i + 1, (unsigned)base[offset[i]]);
}

/* Whether a buffer's items are single bytes: struct formats B, b, c. */
static int one_byte_items(const Py_buffer *view)
{
    const char *f = view->format;

    if (view->itemsize != 1)
        return 0;
    if (f == NULL)
        return 1;
    if (*f != '\0' && strchr("@=<>!", *f) != NULL)
        f++;
    return strcmp(f, "B") == 0 || strcmp(f, "b") == 0 || strcmp(f, "c") == 0;
}

/* Whether a buffer holds objects or strings (NumPy's object and str
 * arrays), which read as a sequence of puzzles. */
static int string_items(const Py_buffer *view)
{
    const char *f = view->format;
    size_t n = f != NULL ? strlen(f) : 0;

    return n > 0 && strchr("Osw", f[n - 1]) != NULL;
}

/* The TypeError for a buffer whose items are not bytes. */
static int item_error(const Py_buffer *view, struct sudoku_py_where w)
{
    return where_error(PyExc_TypeError, w,
                       ": a buffer of '%s' items of %zd bytes: want one byte "
                       "a cell (uint8)",
                       view->format != NULL ? view->format : "B",
                       view->itemsize);
}

/* Reads a puzzle from text, the short way when it is 81 cells. */
static int text_board(PyObject *obj, struct sudoku_py_where w,
                      sudoku_board *board)
{
    struct sudoku_diag diag;
    Py_ssize_t size, i;
    const char *text = PyUnicode_AsUTF8AndSize(obj, &size);

    if (text == NULL)
        return -1;
    if (size == SUDOKU_CELLS) {
        for (i = 0; i < SUDOKU_CELLS; i++) {
            int v = text_cell((unsigned char)text[i]);

            if (v < 0)
                break;
            board->cell[i] = (unsigned char)v;
        }
        if (i == SUDOKU_CELLS)
            return 0;
    }
    if ((Py_ssize_t)strlen(text) != size)
        return where_error(PyExc_ValueError, w,
                           ": a NUL character at offset %zu", strlen(text));
    switch (sudoku_read_board(text, board, &diag)) {
    case SUDOKU_READ_PUZZLE:
    case SUDOKU_READ_UNSOLVABLE:
        return 0;
    case SUDOKU_READ_IO_ERROR:
        PyErr_NoMemory();
        return -1;
    default:
        if (diag.line == 0)
            return where_error(PyExc_ValueError, w, ": %s", diag.message);
        if (diag.col == 0)
            return where_error(PyExc_ValueError, w, ": line %lu: %s", diag.line,
                               diag.message);
        return where_error(PyExc_ValueError, w, ": line %lu, column %lu: %s",
                           diag.line, diag.col, diag.message);
    }
}

/* Reads a puzzle from a buffer of 81 bytes in any shape. */
static int buffer_board(PyObject *obj, struct sudoku_py_where w,
                        sudoku_board *board)
{
    unsigned char bytes[SUDOKU_CELLS];
    Py_ssize_t offset[SUDOKU_CELLS];
    Py_buffer view;
    int i, status = 0;

    if (PyObject_GetBuffer(obj, &view, PyBUF_RECORDS_RO) < 0)
        return -1;
    if (!one_byte_items(&view))
        status = item_error(&view, w);
    else if (view.len != SUDOKU_CELLS)
        status = where_error(PyExc_ValueError, w,
                             ": a buffer of %zd bytes: want 81", view.len);
    else if (PyBuffer_ToContiguous(bytes, &view, SUDOKU_CELLS, 'C') < 0)
        status = -1;
    PyBuffer_Release(&view);
    if (status < 0)
        return -1;
    for (i = 0; i < SUDOKU_CELLS; i++)
        offset[i] = i;
    if (record_board(bytes, offset, board) < 0)
        return record_error(bytes, offset, w);
    return 0;
}

int sudoku_py_board(PyObject *obj, struct sudoku_py_where where,
                    sudoku_board *board)
{
    if (PyUnicode_Check(obj))
        return text_board(obj, where, board);
    if (PyObject_CheckBuffer(obj))
        return buffer_board(obj, where, board);
    return where_error(PyExc_TypeError, where,
                       ": want a str or a buffer of 81 bytes, not %s",
                       Py_TYPE(obj)->tp_name);
}

/* "(2, 80)": a buffer's shape, for messages. */
static void shape_text(char *out, size_t size, const Py_buffer *view)
{
    size_t n = 0;
    int i;

    n += (size_t)snprintf(out, size, "(");
    for (i = 0; i < view->ndim && n < size; i++)
        n += (size_t)snprintf(out + n, size - n, i > 0 ? ", %zd" : "%zd",
                              view->shape[i]);
    if (n < size)
        snprintf(out + n, size - n, view->ndim == 1 ? ",)" : ")");
}

int sudoku_py_cells_open(PyObject *obj, const char *name,
                         struct sudoku_py_cells *cells)
{
    struct sudoku_py_where w = {name, -1};
    Py_buffer *v = &cells->view;
    char shape[96];
    int i;

    if (!PyObject_CheckBuffer(obj))
        return 0;
    if (PyObject_GetBuffer(obj, v, PyBUF_RECORDS_RO) < 0) {
        if (!PySequence_Check(obj))
            return -1;
        PyErr_Clear();
        return 0;
    }
    if (!one_byte_items(v)) {
        if (string_items(v)) {
            PyBuffer_Release(v);
            return 0;
        }
        item_error(v, w);
    } else if (v->ndim == 1 && v->shape[0] % SUDOKU_CELLS == 0) {
        cells->n = v->shape[0] / SUDOKU_CELLS;
        cells->record = SUDOKU_CELLS * v->strides[0];
        for (i = 0; i < SUDOKU_CELLS; i++)
            cells->offset[i] = i * v->strides[0];
        return 1;
    } else if (v->ndim == 2 && v->shape[1] == SUDOKU_CELLS) {
        cells->n = v->shape[0];
        cells->record = v->strides[0];
        for (i = 0; i < SUDOKU_CELLS; i++)
            cells->offset[i] = i * v->strides[1];
        return 1;
    } else if (v->ndim == 3 && v->shape[1] == SUDOKU_SIZE &&
               v->shape[2] == SUDOKU_SIZE) {
        cells->n = v->shape[0];
        cells->record = v->strides[0];
        for (i = 0; i < SUDOKU_CELLS; i++)
            cells->offset[i] = i / SUDOKU_SIZE * v->strides[1] +
                               i % SUDOKU_SIZE * v->strides[2];
        return 1;
    } else {
        shape_text(shape, sizeof shape, v);
        where_error(PyExc_ValueError, w,
                    ": a buffer of shape %s: want (N, 81), (N, 9, 9) or "
                    "N * 81 bytes",
                    shape);
    }
    PyBuffer_Release(v);
    return -1;
}

int sudoku_py_cells_board(const struct sudoku_py_cells *cells, Py_ssize_t i,
                          sudoku_board *board)
{
    return record_board((const unsigned char *)cells->view.buf +
                            i * cells->record,
                        cells->offset, board);
}

void sudoku_py_cells_error(const struct sudoku_py_cells *cells,
                           const char *name, Py_ssize_t i)
{
    struct sudoku_py_where w = {name, i};

    record_error((const unsigned char *)cells->view.buf + i * cells->record,
                 cells->offset, w);
}

PyObject *sudoku_py_board_str(const sudoku_board *board)
{
    PyObject *s = PyUnicode_New(SUDOKU_CELLS, 127);
    Py_UCS1 *out;
    int i;

    if (s == NULL)
        return NULL;
    out = PyUnicode_1BYTE_DATA(s);
    for (i = 0; i < SUDOKU_CELLS; i++)
        out[i] = (Py_UCS1) ".123456789"[board->cell[i] % 10];
    return s;
}

int sudoku_py_jobs(PyObject *obj, unsigned *jobs)
{
    long n;

    if (obj == NULL || obj == Py_None) {
        *jobs = sudoku_py_processors();
        return 0;
    }
    n = PyLong_AsLong(obj);
    if (n == -1 && PyErr_Occurred())
        return -1;
    if (n < 1) {
        PyErr_Format(PyExc_ValueError, "jobs must be 1 or more, not %ld", n);
        return -1;
    }
    *jobs = n > 1024 ? 1024 : (unsigned)n;
    return 0;
}
