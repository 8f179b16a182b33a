/*
 * shape.c - the shape keywords of the solving functions: side, box,
 * regions, diagonals and windoku, made into the library's struct
 * sudoku_shape.
 *
 * A call without them, on puzzles of 81 cells, is a classic one and goes
 * to the classic solver as before; keywords that say the classic board
 * and nothing more do too.  Anything else (another side, other boxes, a
 * jigsaw's regions, extra houses) is a shaped call, for the solver of
 * shape.h.  Nothing here reads a puzzle (convert.c does) or solves.
 */
#include "sudoku_py.h"

#include <stdio.h>
#include <string.h>

/* A region map as given: each cell's label, numbered from 0 in the order
 * the labels first appear, and each label's own text or number. */
struct shape_labels {
    int n; /* cells */
    int count;
    int is_text;
    unsigned char cell[SUDOKU_SHAPE_MAX_CELLS];
    long label[SUDOKU_SHAPE_MAX_SIDE];
};

/* "'a'", "U+00E9" or "7": a label, for messages. */
static void label_text(char *out, size_t size, const struct shape_labels *l,
                       int k)
{
    long v = l->label[k];

    if (!l->is_text)
        snprintf(out, size, "%ld", v);
    else if (v >= ' ' && v < 127)
        snprintf(out, size, "'%c'", (int)v);
    else
        snprintf(out, size, "U+%04lX", (unsigned long)v);
}

/* Adds a cell of label v.  Returns 0, or -1 with a ValueError set. */
static int labels_add(struct shape_labels *l, long v)
{
    int k;

    if (l->n == SUDOKU_SHAPE_MAX_CELLS) {
        PyErr_Format(PyExc_ValueError,
                     "regions: more than %d labels: want one a cell of a "
                     "side of %d to %d",
                     SUDOKU_SHAPE_MAX_CELLS, SUDOKU_SHAPE_MIN_SIDE,
                     SUDOKU_SHAPE_MAX_SIDE);
        return -1;
    }
    for (k = 0; k < l->count && l->label[k] != v; k++)
        ;
    if (k == l->count) {
        if (k == SUDOKU_SHAPE_MAX_SIDE) {
            PyErr_Format(PyExc_ValueError,
                         "regions: more than %d different labels",
                         SUDOKU_SHAPE_MAX_SIDE);
            return -1;
        }
        l->label[l->count++] = v;
    }
    l->cell[l->n++] = (unsigned char)k;
    return 0;
}

/* Adds a number label: an int, or anything with __index__ (NumPy's). */
static int labels_add_number(struct shape_labels *l, PyObject *item)
{
    Py_ssize_t v;

    if (!PyIndex_Check(item) || PyBool_Check(item)) {
        PyErr_Format(PyExc_TypeError,
                     "regions: want a str of labels or a sequence of ints "
                     "(or of rows of ints), not one holding %s",
                     Py_TYPE(item)->tp_name);
        return -1;
    }
    v = PyNumber_AsSsize_t(item, PyExc_OverflowError);
    if (v == -1 && PyErr_Occurred())
        return -1;
    return labels_add(l, (long)v);
}

/* Reads the labels of a str, one a character, blanks left out. */
static int labels_text(PyObject *text, struct shape_labels *l)
{
    Py_ssize_t k, size = PyUnicode_GET_LENGTH(text);

    l->is_text = 1;
    for (k = 0; k < size; k++) {
        Py_UCS4 c = PyUnicode_READ_CHAR(text, k);

        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        if (labels_add(l, (long)c) < 0)
            return -1;
    }
    return 0;
}

/* Reads the labels of a sequence of ints, or of rows of ints (a list of
 * lists, a NumPy array of shape (N, N)). */
static int labels_numbers(PyObject *obj, struct shape_labels *l)
{
    PyObject *seq = PySequence_Fast(obj, ""), *row;
    Py_ssize_t i, j;
    int status = 0;

    if (seq == NULL) {
        PyErr_Format(PyExc_TypeError,
                     "regions: want a str of labels or a sequence of ints, "
                     "not %s",
                     Py_TYPE(obj)->tp_name);
        return -1;
    }
    for (i = 0; status == 0 && i < PySequence_Fast_GET_SIZE(seq); i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(seq, i);

        if (PyIndex_Check(item) || PyUnicode_Check(item) ||
            !PySequence_Check(item)) {
            status = labels_add_number(l, item);
            continue;
        }
        row = PySequence_Fast(item, "");
        if (row == NULL) {
            status = -1;
            break;
        }
        for (j = 0; status == 0 && j < PySequence_Fast_GET_SIZE(row); j++)
            status = labels_add_number(l, PySequence_Fast_GET_ITEM(row, j));
        Py_DECREF(row);
    }
    Py_DECREF(seq);
    return status;
}

/* Checks that the labels make `side` regions of `side` cells each. */
static int labels_check(const struct shape_labels *l, int side)
{
    int size[SUDOKU_SHAPE_MAX_SIDE] = {0};
    char label[32];
    int i, k;

    if (l->count != side) {
        PyErr_Format(PyExc_ValueError,
                     "regions: %d different labels on side %d: want %d, one "
                     "a region",
                     l->count, side, side);
        return -1;
    }
    for (i = 0; i < l->n; i++)
        size[l->cell[i]]++;
    for (k = 0; k < l->count; k++)
        if (size[k] != side) {
            label_text(label, sizeof label, l, k);
            PyErr_Format(PyExc_ValueError,
                         "regions: label %s has %d cells, not %d: each "
                         "region has as many cells as the side",
                         label, size[k], side);
            return -1;
        }
    return 0;
}

/* The side keyword: an int from 4 to 25. */
static int shape_side_arg(PyObject *obj)
{
    long side;

    if (!PyLong_Check(obj)) {
        PyErr_Format(PyExc_TypeError, "side must be an int, not %s",
                     Py_TYPE(obj)->tp_name);
        return -1;
    }
    side = PyLong_AsLong(obj);
    if (side == -1 && PyErr_Occurred())
        PyErr_Clear();
    if (side < SUDOKU_SHAPE_MIN_SIDE || side > SUDOKU_SHAPE_MAX_SIDE) {
        PyErr_Format(PyExc_ValueError, "side must be from %d to %d, not %S",
                     SUDOKU_SHAPE_MIN_SIDE, SUDOKU_SHAPE_MAX_SIDE, obj);
        return -1;
    }
    return (int)side;
}

/* The box keyword: a pair (rows, cols), each 1 or more. */
static int shape_box_arg(PyObject *obj, int *rows, int *cols)
{
    PyObject *seq;
    long v[2] = {0, 0};
    int i;

    if (PyUnicode_Check(obj) || !PySequence_Check(obj) ||
        PySequence_Size(obj) != 2) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError,
                     "box must be a pair (rows, cols), not %R", obj);
        return -1;
    }
    seq = PySequence_Fast(obj, "");
    if (seq == NULL)
        return -1;
    for (i = 0; i < 2; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(seq, i);

        if (!PyIndex_Check(item) || PyBool_Check(item)) {
            Py_DECREF(seq);
            PyErr_Format(PyExc_TypeError,
                         "box must be a pair of ints (rows, cols), not %R",
                         obj);
            return -1;
        }
        v[i] = PyLong_AsLong(item);
        if (v[i] == -1 && PyErr_Occurred())
            PyErr_Clear();
    }
    Py_DECREF(seq);
    if (v[0] < 1 || v[1] < 1 || v[0] * v[1] < SUDOKU_SHAPE_MIN_SIDE ||
        v[0] * v[1] > SUDOKU_SHAPE_MAX_SIDE) {
        PyErr_Format(PyExc_ValueError,
                     "box %R makes no board: rows * cols must be a side "
                     "from %d to %d",
                     obj, SUDOKU_SHAPE_MIN_SIDE, SUDOKU_SHAPE_MAX_SIDE);
        return -1;
    }
    *rows = (int)v[0];
    *cols = (int)v[1];
    return 0;
}

/* Reads the regions keyword into *l and returns the side it gives. */
static int shape_regions_arg(PyObject *obj, struct shape_labels *l)
{
    int side;

    l->n = l->count = l->is_text = 0;
    if ((PyUnicode_Check(obj) ? labels_text(obj, l) : labels_numbers(obj, l)) <
        0)
        return -1;
    side = sudoku_py_square_side(l->n);
    if (side == 0) {
        PyErr_Format(PyExc_ValueError,
                     "regions: %d labels: want one a cell, N * N of them for "
                     "a side N from %d to %d",
                     l->n, SUDOKU_SHAPE_MIN_SIDE, SUDOKU_SHAPE_MAX_SIDE);
        return -1;
    }
    return side;
}

/* The board's regions: the labels, the boxes given, or the side's own
 * boxes. */
static int shape_regions(struct sudoku_shape *shape, int side,
                         const struct shape_labels *labels, int rows,
                         int cols)
{
    char why[128];

    if (labels != NULL) {
        if (labels_check(labels, side) < 0)
            return -1;
        if (sudoku_shape_regions(shape, side, labels->cell, why, sizeof why) <
            0) {
            PyErr_Format(PyExc_ValueError, "regions: %s", why);
            return -1;
        }
        return 0;
    }
    if (rows == 0 && sudoku_shape_default_box(side, &rows, &cols) < 0) {
        PyErr_Format(PyExc_ValueError,
                     "side %d has no boxes (it is prime): give its regions",
                     side);
        return -1;
    }
    if (sudoku_shape_boxes(shape, side, rows, cols) < 0) {
        PyErr_Format(PyExc_ValueError, "box (%d, %d) does not tile side %d",
                     rows, cols, side);
        return -1;
    }
    return 0;
}

/* Adds the extra houses asked. */
static int shape_extras(struct sudoku_shape *shape, int diagonals,
                        int windoku)
{
    unsigned extras = (diagonals ? SUDOKU_EXTRA_DIAGONALS : 0u) |
                      (windoku ? SUDOKU_EXTRA_WINDOWS : 0u);

    if (sudoku_shape_add(shape, extras) == 0)
        return 0;
    if (shape->box_rows == 0)
        PyErr_SetString(PyExc_ValueError,
                        "windoku needs square boxes, not jigsaw regions");
    else
        PyErr_Format(PyExc_ValueError,
                     "windoku needs square boxes, not %dx%d: a side of 4, 9, "
                     "16 or 25 with its own boxes",
                     shape->box_rows, shape->box_cols);
    return -1;
}

int sudoku_py_shape(const struct sudoku_py_shape_args *args, int inferred,
                    struct sudoku_shape *shape)
{
    struct shape_labels labels;
    int has_side = args->side != NULL && args->side != Py_None;
    int has_box = args->box != NULL && args->box != Py_None;
    int has_regions = args->regions != NULL && args->regions != Py_None;
    int side = 0, given_side, rows = 0, cols = 0;

    if (!has_side && !has_box && !has_regions && !args->diagonals &&
        !args->windoku && (inferred == 0 || inferred == SUDOKU_SIZE))
        return 0;
    if (has_box && has_regions) {
        PyErr_SetString(PyExc_ValueError, "give box or regions, not both");
        return -1;
    }
    if (has_side && (side = shape_side_arg(args->side)) < 0)
        return -1;
    if (has_box && shape_box_arg(args->box, &rows, &cols) < 0)
        return -1;
    if (has_box && side != 0 && rows * cols != side) {
        PyErr_Format(PyExc_ValueError,
                     "box (%d, %d) does not tile side %d: rows * cols must be "
                     "the side",
                     rows, cols, side);
        return -1;
    }
    if (has_box)
        side = rows * cols;
    if (has_regions) {
        if ((given_side = shape_regions_arg(args->regions, &labels)) < 0)
            return -1;
        if (side != 0 && given_side != side) {
            PyErr_Format(PyExc_ValueError,
                         "regions: %d labels for side %d: want %d, one a cell",
                         labels.n, side, side * side);
            return -1;
        }
        side = given_side;
    }
    if (side == 0)
        side = inferred != 0 ? inferred : SUDOKU_SIZE;
    if (shape_regions(shape, side, has_regions ? &labels : NULL, rows, cols) <
            0 ||
        shape_extras(shape, args->diagonals, args->windoku) < 0)
        return -1;
    return !sudoku_shape_is_classic(shape);
}

int sudoku_py_jigsaw(const struct sudoku_py_shape_args *args,
                     struct sudoku_shape *shape)
{
    int side = SUDOKU_SIZE;

    if (args->box != NULL && args->box != Py_None) {
        PyErr_SetString(PyExc_ValueError,
                        "box is for boxes, not jigsaw regions");
        return -1;
    }
    if (args->regions != NULL && args->regions != Py_None) {
        PyErr_SetString(PyExc_ValueError,
                        "jigsaw makes regions and regions gives them: give "
                        "one");
        return -1;
    }
    if (args->windoku) {
        PyErr_SetString(PyExc_ValueError,
                        "windoku needs square boxes, not jigsaw regions");
        return -1;
    }
    if (args->side != NULL && args->side != Py_None &&
        (side = shape_side_arg(args->side)) < 0)
        return -1;
    memset(shape, 0, sizeof *shape);
    shape->side = side;
    shape->extras = args->diagonals ? SUDOKU_EXTRA_DIAGONALS : 0u;
    return 0;
}
