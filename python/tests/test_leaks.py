"""No leaks: 100,000 calls of each function leave the interpreter's
objects and the process's memory where they were.

With a debug build of Python the count of references
(sys.gettotalrefcount) must come back, and with any build the blocks of
Python's allocator (sys.getallocatedblocks), within a little slack (a
leak would be one or more a call); the resident memory must not grow by
more than a few MB (a leak of a board a call would be 8 MB)."""

import gc
import os
import sys

import pytest

import sudoku
from conftest import CLASH, EASY, EASY_SOLUTION, MULTI, scaled
from test_many import ROWS
from test_shapes import JIGSAW_6

# A 6x6 puzzle with several solutions.
SHAPED = "1" + "." * 20 + "2" + "." * 14

CALLS = scaled(100000)
# The address sanitizer holds freed memory back for a while (its
# quarantine): memory is not measured under it.
SANITIZED = "asan" in os.environ.get("LD_PRELOAD", "")


def resident():
    """The resident memory in bytes, or None where it cannot be read."""
    if SANITIZED:
        return None
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return None


def measure():
    gc.collect()
    refs = sys.gettotalrefcount() if hasattr(sys, "gettotalrefcount") else 0
    return refs, sys.getallocatedblocks(), resident()


def repeat(call, calls):
    for _ in range(calls):
        call()


CASES = {
    "solve": lambda: sudoku.solve(EASY),
    "solve-none": lambda: sudoku.solve(CLASH),
    "solve-bytes": lambda: sudoku.solve(EASY.encode()),
    "count": lambda: sudoku.count(MULTI, limit=5),
    "rate": lambda: sudoku.rate(EASY),
    "rate-none": lambda: sudoku.rate(CLASH),
    "rate-several": lambda: sudoku.rate(MULTI),
    "explain": lambda: sudoku.explain(EASY),
    "generate": lambda: sudoku.generate(1, seed=3, jobs=1),
    "solve_many": lambda: sudoku.solve_many([EASY, CLASH], jobs=1),
    "count_many": lambda: sudoku.count_many([EASY, MULTI], jobs=1),
    "rate_many": lambda: sudoku.rate_many([EASY, MULTI], jobs=1),
    "check_many": lambda: sudoku.check_many([EASY], [EASY_SOLUTION], jobs=1),
    "buffer": lambda: sudoku.solve_many(EASY.encode() * 2, jobs=1),
    "bad-text": lambda: pytest.raises(ValueError, sudoku.solve, EASY[:80]),
    "bad-record": lambda: pytest.raises(
        ValueError, sudoku.solve_many, [EASY, "x"], jobs=1),
    "bad-buffer": lambda: pytest.raises(
        ValueError, sudoku.count_many, b"x" * 162, jobs=1),
    "bad-type": lambda: pytest.raises(TypeError, sudoku.rate, 5),
    "missing-value": lambda: pytest.raises(
        ValueError, sudoku.solve_many, [EASY, None], jobs=1),
    "coerce": lambda: sudoku.check_many(
        ROWS, [EASY_SOLUTION, float("nan")] * 4, jobs=1, errors="coerce"),
    "coerce-buffer": lambda: sudoku.rate_many(
        (EASY + "x" * 81).encode(), jobs=1, errors="coerce"),
    "read_errors": lambda: sudoku.read_errors(ROWS),
    "read_errors-buffer": lambda: sudoku.read_errors(
        (EASY + "x" * 81).encode()),
    "generate-missing": lambda: pytest.raises(
        sudoku.GenerateError, sudoku.generate, 3, seed=2, clues=24, tries=1,
        jobs=1),
    "generate-shaped": lambda: sudoku.generate(2, seed=3, side=6, jobs=1),
    "generate-jigsaw": lambda: sudoku.generate(2, seed=3, jigsaw=True,
                                               side=6, jobs=1),
    "generate-shaped-missing": lambda: pytest.raises(
        sudoku.GenerateError, sudoku.generate, 3, seed=1, side=4,
        difficulty="hard", tries=1, jobs=1),
    "solve-shaped": lambda: sudoku.solve(SHAPED, regions=JIGSAW_6),
    "count-shaped": lambda: sudoku.count("." * 16, limit=5, diagonals=True),
    "solve_many-shaped": lambda: sudoku.solve_many(
        [SHAPED, "11" + "." * 34, None], box=(3, 2), jobs=1,
        errors="coerce"),
    "count_many-shaped-buffer": lambda: sudoku.count_many(
        (SHAPED + "x" * 36).encode(), side=6, jobs=1, errors="coerce"),
    "read_errors-shaped": lambda: sudoku.read_errors(
        [SHAPED, "." * 35, 5], side=6),
    "bad-shape": lambda: pytest.raises(
        ValueError, sudoku.solve, SHAPED, regions=[0] * 36),
    "bad-shaped-record": lambda: pytest.raises(
        ValueError, sudoku.solve_many, [SHAPED, "." * 35], jobs=1),
}

# Calls that take longer get fewer, for the same time.
SLOWER = {"explain": 10, "generate": 50, "generate-missing": 100,
          "rate-several": 2}


@pytest.mark.parametrize("name", sorted(CASES))
def test_no_leak(name):
    call, calls = CASES[name], max(1, CALLS // SLOWER.get(name, 1))
    repeat(call, max(1, calls // 10))
    refs, blocks, memory = measure()
    repeat(call, calls)
    refs_after, blocks_after, memory_after = measure()
    # A leak shows as one or more a call; the interpreter's caches, warmed
    # or not, move a few dozen.
    assert refs_after - refs < max(10, calls // 1000), "references leaked"
    assert blocks_after - blocks < max(50, calls // 100), "objects leaked"
    if memory is not None:
        assert memory_after - memory < 4 << 20, "memory leaked"


def test_arguments_keep_their_references():
    """The objects passed in are held no longer than the call."""
    puzzle = (EASY + " ")[:81]
    records = (EASY + EASY_SOLUTION).encode()
    limit = 10 ** 6 + 1
    held = [sys.getrefcount(x) for x in (puzzle, records, limit)]
    nones = sys.getrefcount(None)
    for _ in range(1000):
        sudoku.solve(puzzle)
        sudoku.count(puzzle, limit=5)
        sudoku.rate(puzzle)
        sudoku.explain(puzzle)
        sudoku.solve_many([puzzle, CLASH], jobs=1)
        sudoku.count_many(records, limit, jobs=1)
        sudoku.rate_many(records, jobs=1)
        sudoku.check_many([puzzle], [puzzle], jobs=1)
        sudoku.solve(CLASH)
        sudoku.rate(MULTI)
        sudoku.solve_many([puzzle, None], jobs=1, errors="coerce")
        sudoku.read_errors([puzzle, records])
        sudoku.solve(puzzle, side=9, diagonals=True)
        sudoku.count_many([puzzle], limit, diagonals=True, jobs=1)
    assert [sys.getrefcount(x) for x in (puzzle, records, limit)] == held
    # None is returned thousands of times: a reference too many or too
    # few in each would show, the interpreter's own use moves it by a few.
    assert abs(sys.getrefcount(None) - nones) < 100


