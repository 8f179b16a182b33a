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

/* The value a character of text stands for ('.' and '0' empty, '1'..'9',
 * then 'A' (or 'a') = 10 up to 'Z' = 35), or -1.  A value above the
 * board's side is the caller's to refuse. */
static int text_value(unsigned long c)
{
    if (c == '.')
        return 0;
    if (c >= '0' && c <= '9')
        return (int)(c - '0');
    if (c >= 'A' && c <= 'Z')
        return (int)(c - 'A') + 10;
    if (c >= 'a' && c <= 'z')
        return (int)(c - 'a') + 10;
    return -1;
}

/* The cell a byte of text stands for on a board of `side`, or -1. */
static int text_cell(unsigned char c, int side)
{
    int v = text_value(c);

    return v <= side ? v : -1;
}

/* "'1'..'9', 'A'..'G'": the text of a side's values, for messages. */
static void values_text(char *out, size_t size, int side)
{
    if (side <= 9)
        snprintf(out, size, "'1'..'%d'", side);
    else
        snprintf(out, size, "'1'..'9', 'A'..'%c'", 'A' + side - 10);
}

/* Reads the side * side bytes whose offsets are `offset`: numbers
 * 0..side or text.  Returns the encoding, or -1. */
static int record_cells(const unsigned char *base, const Py_ssize_t *offset,
                        int side, unsigned char *out)
{
    unsigned text = 0;
    int i, n = side * side;

    for (i = 0; i < n; i++) {
        unsigned char v = base[offset[i]];

        out[i] = v;
        text |= v > side;
    }
    if (!text)
        return SUDOKU_PY_NUMBERS;
    for (i = 0; i < n; i++) {
        int v = text_cell(out[i], side);

        if (v < 0)
            return -1;
        out[i] = (unsigned char)v;
    }
    return SUDOKU_PY_TEXT;
}

/* The ValueError for a record that record_cells refused: the first byte
 * that is neither a number nor text. */
static int record_error(const unsigned char *base, const Py_ssize_t *offset,
                        int side, struct sudoku_py_where w)
{
    int i, n = side * side;
    char values[32];

    for (i = 0; i < n; i++) {
        unsigned char v = base[offset[i]];

        if (v > side && text_cell(v, side) < 0)
            break;
    }
    if (i == n)
        for (i = 0; i < n && base[offset[i]] > side; i++)
            ;
    values_text(values, sizeof values, side);
    return where_error(PyExc_ValueError, w,
                       ", column %d: byte %u is not a cell: want 0..%d, or "
                       "the text %s with '0' or '.' for an empty cell "
                       "(one or the other in a record)",
                       i + 1, (unsigned)base[offset[i]], side, values);
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
static int text_cells(PyObject *obj, struct sudoku_py_where w, int side,
                      unsigned char *out);

static int text_board(PyObject *obj, struct sudoku_py_where w,
                      sudoku_board *board)
{
    struct sudoku_diag diag;
    Py_ssize_t size, i;
    const char *text = PyUnicode_AsUTF8AndSize(obj, &size);
    int side;

    if (text == NULL)
        return -1;
    if (size == SUDOKU_CELLS) {
        for (i = 0; i < SUDOKU_CELLS; i++) {
            int v = text_cell((unsigned char)text[i], SUDOKU_SIZE);

            if (v < 0)
                break;
            board->cell[i] = (unsigned char)v;
        }
        if (i == SUDOKU_CELLS)
            return 0;
    }
    /* The cells of a board of another side are no classic puzzle (the
     * readers would take them as a shaped record, which has no board):
     * the shaped reader says where they stop fitting. */
    side = sudoku_py_side(obj);
    if (side != 0 && side != SUDOKU_SIZE)
        return text_cells(obj, w, SUDOKU_SIZE, board->cell);
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

/* Reads the side * side cells of a puzzle from a buffer of as many bytes
 * in any shape. */
static int buffer_cells(PyObject *obj, struct sudoku_py_where w, int side,
                        unsigned char *out)
{
    unsigned char bytes[SUDOKU_SHAPE_MAX_CELLS];
    Py_ssize_t offset[SUDOKU_SHAPE_MAX_CELLS];
    Py_buffer view;
    int i, n = side * side, status = 0;

    if (PyObject_GetBuffer(obj, &view, PyBUF_RECORDS_RO) < 0)
        return -1;
    if (!one_byte_items(&view))
        status = item_error(&view, w);
    else if (view.len != n)
        status = where_error(PyExc_ValueError, w,
                             ": a buffer of %zd bytes: want %d", view.len, n);
    else if (PyBuffer_ToContiguous(bytes, &view, n, 'C') < 0)
        status = -1;
    PyBuffer_Release(&view);
    if (status < 0)
        return -1;
    for (i = 0; i < n; i++)
        offset[i] = i;
    if (record_cells(bytes, offset, side, out) < 0)
        return record_error(bytes, offset, side, w);
    return 0;
}

int sudoku_py_board(PyObject *obj, struct sudoku_py_where where,
                    sudoku_board *board)
{
    if (PyUnicode_Check(obj))
        return text_board(obj, where, board);
    if (PyObject_CheckBuffer(obj))
        return buffer_cells(obj, where, SUDOKU_SIZE, board->cell);
    return where_error(PyExc_TypeError, where,
                       ": want a str or a buffer of 81 bytes, not %s",
                       Py_TYPE(obj)->tp_name);
}

/* ---- puzzles of other sides ---------------------------------------------- */

/* Whether a character of text is a blank between cells. */
static int text_blank(Py_UCS4 c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The ValueError for character c of a shaped puzzle's text, at line and
 * column `line` and `col`: one that is no cell, or a value too large. */
static int shaped_char_error(struct sudoku_py_where w, int side,
                             unsigned long line, unsigned long col,
                             Py_UCS4 c)
{
    char values[32];
    int v = c < 128 ? text_value(c) : -1;

    values_text(values, sizeof values, side);
    if (v > side && v <= SUDOKU_SHAPE_MAX_SIDE)
        return where_error(PyExc_ValueError, w,
                           ": line %lu, column %lu: value '%c' (%d) is more "
                           "than the side, %d: want %s, '.' or '0'",
                           line, col, (int)c, v, side, values);
    if (c >= ' ' && c < 127)
        return where_error(PyExc_ValueError, w,
                           ": line %lu, column %lu: unexpected character '%c' "
                           "in puzzle: want %s, '.' or '0'",
                           line, col, (int)c, values);
    return where_error(PyExc_ValueError, w,
                       ": line %lu, column %lu: unexpected character U+%04lX "
                       "in puzzle: want %s, '.' or '0'",
                       line, col, (unsigned long)c, values);
}

/* Reads the side * side cells of a puzzle from text: the values one a
 * character, blanks and line breaks between them ignored. */
static int text_cells(PyObject *obj, struct sudoku_py_where w, int side,
                      unsigned char *out)
{
    Py_ssize_t k, size = PyUnicode_GET_LENGTH(obj);
    unsigned long line = 1, col = 0;
    int n = 0, want = side * side;

    for (k = 0; k < size; k++) {
        Py_UCS4 c = PyUnicode_READ_CHAR(obj, k);
        int v;

        if (c == '\n') {
            line++;
            col = 0;
            continue;
        }
        col++;
        if (text_blank(c))
            continue;
        v = c < 128 ? text_cell((unsigned char)c, side) : -1;
        if (v < 0)
            return shaped_char_error(w, side, line, col, c);
        if (n == want)
            return where_error(PyExc_ValueError, w,
                               ": line %lu, column %lu: puzzle has more than "
                               "%d cells",
                               line, col, want);
        out[n++] = (unsigned char)v;
    }
    if (n < want)
        return where_error(PyExc_ValueError, w,
                           ": line %lu, column %lu: puzzle has %d cells, "
                           "expected %d",
                           line, col + 1, n, want);
    return 0;
}

int sudoku_py_shaped(PyObject *obj, struct sudoku_py_where where, int side,
                     unsigned char *cells)
{
    if (PyUnicode_Check(obj))
        return text_cells(obj, where, side, cells);
    if (PyObject_CheckBuffer(obj))
        return buffer_cells(obj, where, side, cells);
    return where_error(PyExc_TypeError, where,
                       ": want a str or a buffer of %d bytes, not %s",
                       side * side, Py_TYPE(obj)->tp_name);
}

int sudoku_py_square_side(Py_ssize_t n)
{
    int side;

    for (side = SUDOKU_SHAPE_MIN_SIDE; side <= SUDOKU_SHAPE_MAX_SIDE; side++)
        if ((Py_ssize_t)side * side == n)
            return side;
    return 0;
}

int sudoku_py_side(PyObject *obj)
{
    Py_ssize_t k, size, n = 0;
    Py_buffer view;

    if (PyUnicode_Check(obj)) {
        size = PyUnicode_GET_LENGTH(obj);
        for (k = 0; k < size && n <= SUDOKU_SHAPE_MAX_CELLS; k++) {
            Py_UCS4 c = PyUnicode_READ_CHAR(obj, k);

            if (text_blank(c))
                continue;
            if (c >= 128 || text_value(c) < 0)
                return 0;
            n++;
        }
        return sudoku_py_square_side(n);
    }
    if (!PyObject_CheckBuffer(obj))
        return 0;
    if (PyObject_GetBuffer(obj, &view, PyBUF_RECORDS_RO) < 0) {
        PyErr_Clear();
        return 0;
    }
    n = one_byte_items(&view) ? view.len : 0;
    PyBuffer_Release(&view);
    return sudoku_py_square_side(n);
}

int sudoku_py_batch_side(PyObject *obj)
{
    Py_buffer view;
    PyObject *first;
    int side = 0, bytes;

    if (PyUnicode_Check(obj))
        return 0;
    if (PyObject_CheckBuffer(obj)) {
        if (PyObject_GetBuffer(obj, &view, PyBUF_RECORDS_RO) < 0) {
            PyErr_Clear();
            return 0;
        }
        bytes = one_byte_items(&view);
        if (bytes && view.ndim == 2)
            side = sudoku_py_square_side(view.shape[1]);
        else if (bytes && view.ndim == 3 && view.shape[1] == view.shape[2])
            side = sudoku_py_square_side(view.shape[1] * view.shape[2]);
        PyBuffer_Release(&view);
        if (bytes)
            return side;
    }
    if (!PySequence_Check(obj) || PySequence_Size(obj) < 1) {
        PyErr_Clear();
        return 0;
    }
    first = PySequence_GetItem(obj, 0);
    if (first == NULL) {
        PyErr_Clear();
        return 0;
    }
    side = sudoku_py_side(first);
    Py_DECREF(first);
    return side;
}

/* ---- batches in buffers -------------------------------------------------- */

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

/* Sets the records' layout of a buffer of one-byte items, or returns -1
 * when its shape is none of a batch's. */
static int cells_layout(struct sudoku_py_cells *cells)
{
    const Py_buffer *v = &cells->view;
    int i, side = cells->side, n = side * side;

    if (v->ndim == 1 && v->shape[0] % n == 0) {
        cells->n = v->shape[0] / n;
        cells->record = n * v->strides[0];
        for (i = 0; i < n; i++)
            cells->offset[i] = i * v->strides[0];
    } else if (v->ndim == 2 && v->shape[1] == n) {
        cells->n = v->shape[0];
        cells->record = v->strides[0];
        for (i = 0; i < n; i++)
            cells->offset[i] = i * v->strides[1];
    } else if (v->ndim == 3 && v->shape[1] == side && v->shape[2] == side) {
        cells->n = v->shape[0];
        cells->record = v->strides[0];
        for (i = 0; i < n; i++)
            cells->offset[i] =
                i / side * v->strides[1] + i % side * v->strides[2];
    } else {
        return -1;
    }
    return 0;
}

int sudoku_py_cells_open(PyObject *obj, const char *name, int side,
                         struct sudoku_py_cells *cells)
{
    struct sudoku_py_where w = {name, -1};
    Py_buffer *v = &cells->view;
    char shape[96];

    if (!PyObject_CheckBuffer(obj))
        return 0;
    if (PyObject_GetBuffer(obj, v, PyBUF_RECORDS_RO) < 0) {
        if (!PySequence_Check(obj))
            return -1;
        PyErr_Clear();
        return 0;
    }
    cells->side = side;
    if (!one_byte_items(v)) {
        if (string_items(v)) {
            PyBuffer_Release(v);
            return 0;
        }
        item_error(v, w);
    } else if (cells_layout(cells) == 0) {
        return 1;
    } else {
        shape_text(shape, sizeof shape, v);
        where_error(PyExc_ValueError, w,
                    ": a buffer of shape %s: want (N, %d), (N, %d, %d) or "
                    "N * %d bytes",
                    shape, side * side, side, side, side * side);
    }
    PyBuffer_Release(v);
    return -1;
}

int sudoku_py_cells_read(const struct sudoku_py_cells *cells, Py_ssize_t i,
                         unsigned char *out)
{
    return record_cells((const unsigned char *)cells->view.buf +
                            i * cells->record,
                        cells->offset, cells->side, out);
}

void sudoku_py_cells_error(const struct sudoku_py_cells *cells,
                           const char *name, Py_ssize_t i)
{
    struct sudoku_py_where w = {name, i};

    record_error((const unsigned char *)cells->view.buf + i * cells->record,
                 cells->offset, cells->side, w);
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

unsigned char sudoku_py_value_char(int value)
{
    return (unsigned char)".123456789ABCDEFGHIJKLMNOP"[value];
}

PyObject *sudoku_py_shaped_str(const unsigned char *cells, int side)
{
    PyObject *s = PyUnicode_New(side * side, 127);
    Py_UCS1 *out;
    int i;

    if (s == NULL)
        return NULL;
    out = PyUnicode_1BYTE_DATA(s);
    for (i = 0; i < side * side; i++)
        out[i] = sudoku_py_value_char(cells[i]);
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
