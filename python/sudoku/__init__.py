"""Solve, count, rate, explain and generate sudoku puzzles.

A layer over the C library libsudoku, the one the ``sudoku`` command is
built on, with the same answers: ``solve`` gives the smallest solution
(the only one of a proper puzzle), ``rate`` the rating on Sudoku
Explainer's scale that ``sudoku --rate`` gives, ``explain`` the steps of
``sudoku --explain``, ``generate`` the puzzles of ``sudoku --generate``.

A puzzle is a str of 81 cells ('.' or '0' for an empty cell) or any text
the command reads, or a buffer of 81 bytes.  The batch forms
(``solve_many``, ``count_many``, ``rate_many``, ``check_many``) take a
sequence of puzzles or an (N, 81) uint8 buffer such as a NumPy array, and
run on every core with the interpreter's lock released.  A record that is
not a puzzle raises, naming it, or with ``errors='coerce'`` gives None in
its place; ``read_errors`` tells why each such record is bad.

``solve``, ``count``, ``solve_many``, ``count_many``, ``read_errors``
and ``generate`` take other sizes and shapes too: ``side=N`` (4 to 25,
by default the puzzle's own when it has N * N cells), ``box=(rows,
cols)``, a jigsaw's ``regions``, and the extra houses ``diagonals=True``
and ``windoku=True``; values beyond 9 are the letters 'A' (10) to 'P'
(25).  ``generate(..., jigsaw=True)`` makes random jigsaw regions too.
"""

from sudoku._sudoku import (
    GenerateError,
    Rating,
    __version__,
    check_many,
    count,
    count_many,
    explain,
    generate,
    rate,
    rate_many,
    read_errors,
    solve,
    solve_many,
)

__all__ = [
    "GenerateError",
    "Rating",
    "check_many",
    "count",
    "count_many",
    "explain",
    "generate",
    "rate",
    "rate_many",
    "read_errors",
    "solve",
    "solve_many",
]
