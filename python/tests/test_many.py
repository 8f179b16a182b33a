"""The batch forms: every kind of input, the shapes of their results,
threads (the same results whatever the jobs) and the interpreter's lock
released while they work."""

import threading
import time

import pytest

import sudoku
from conftest import (CLASH, EASY, EASY_SOLUTION, EXTREME, HARD, MULTI,
                      MULTI_SMALLEST, scaled, se121)

MIXED = [EASY, CLASH, MULTI, HARD, EXTREME, EASY.replace(".", "0")]


def digits(puzzle):
    return bytes(0 if c in ".0" else int(c) for c in puzzle)


def test_lists():
    assert sudoku.solve_many(MIXED) == [sudoku.solve(p) for p in MIXED]
    assert sudoku.solve_many(MIXED)[1] is None
    assert sudoku.count_many(MIXED) == [1, 0, 2, 1, 1, 1]
    assert sudoku.count_many(MIXED, 100) == [1, 0, 28, 1, 1, 1]
    assert sudoku.rate_many(MIXED) == [sudoku.rate(p) for p in MIXED]
    solutions = [s or "." * 81 for s in sudoku.solve_many(MIXED)]
    assert sudoku.check_many(MIXED, solutions) == [
        True, False, True, True, True, True]


def test_sequences():
    """Tuples, generators and lists of bytes work as lists do."""
    assert sudoku.solve_many(tuple(MIXED)) == sudoku.solve_many(MIXED)
    assert sudoku.count_many(p for p in MIXED) == sudoku.count_many(MIXED)
    assert sudoku.solve_many([digits(EASY), EASY.encode()]) == [
        EASY_SOLUTION, EASY_SOLUTION]


def test_empty():
    assert sudoku.solve_many([]) == []
    assert sudoku.count_many([]) == []
    assert sudoku.rate_many([]) == []
    assert sudoku.check_many([], []) == []
    assert sudoku.solve_many(b"").tobytes() == b""


def test_bytes_buffers():
    """Buffers other than NumPy's give memoryviews of the same shape."""
    text = (EASY + CLASH + MULTI).encode()
    out = sudoku.solve_many(text)
    assert isinstance(out, memoryview) and out.shape == (243,)
    assert out.tobytes() == (EASY_SOLUTION + "0" * 81 +
                             MULTI_SMALLEST).encode()
    numbers = digits(EASY) + digits(CLASH)
    assert sudoku.solve_many(bytearray(numbers)).tobytes() == (
        digits(EASY_SOLUTION) + bytes(81))
    assert sudoku.count_many(text).tolist() == [1, 0, 2]
    assert sudoku.count_many(memoryview(text), limit=30).tolist() == [
        1, 0, 28]
    rated = sudoku.rate_many(text).tolist()
    assert rated[0] == 1.2 and rated[1] != rated[1] and rated[2] != rated[2]
    answer = sudoku.check_many(text, (EASY_SOLUTION + EASY_SOLUTION +
                                      MULTI_SMALLEST).encode())
    assert answer.format == "?" and answer.tolist() == [True, False, True]
    shaped = memoryview(text).cast("B", (3, 81))
    assert sudoku.solve_many(shaped).shape == (3, 81)


def test_mixed_encodings():
    """Each record of a buffer is numbers or text, and its solution
    comes back the same way."""
    both = digits(EASY) + EASY.encode()
    out = sudoku.solve_many(both).tobytes()
    assert out == digits(EASY_SOLUTION) + EASY_SOLUTION.encode()


def test_jobs_give_the_same_results():
    puzzles = (se121() + [HARD, EXTREME, MULTI, CLASH]) * 2
    solved = sudoku.solve_many(puzzles, jobs=1)
    counted = sudoku.count_many(puzzles, 10, jobs=1)
    rated = sudoku.rate_many(puzzles, jobs=1)
    checked = sudoku.check_many(puzzles, [s or EASY for s in solved], jobs=1)
    assert solved == [sudoku.solve(p) for p in puzzles]
    assert rated == [sudoku.rate(p) for p in puzzles]
    for jobs in (2, 3, 8, None):
        assert sudoku.solve_many(puzzles, jobs=jobs) == solved
        assert sudoku.count_many(puzzles, 10, jobs=jobs) == counted
        assert sudoku.rate_many(puzzles, jobs=jobs) == rated
        assert sudoku.check_many(puzzles, [s or EASY for s in solved],
                                 jobs=jobs) == checked
    made = sudoku.generate(40, seed=5, jobs=1)
    for jobs in (2, 5, None):
        assert sudoku.generate(40, seed=5, jobs=jobs) == made


def test_threads_of_python():
    """Python threads calling the module at once get what one gets."""
    puzzles = se121()
    expected = sudoku.rate_many(puzzles, jobs=1)
    results = [None] * 4

    def work(k):
        results[k] = ([sudoku.rate(p) for p in puzzles[k::4]],
                      sudoku.rate_many(puzzles, jobs=2))

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for k in range(4):
        assert results[k][0] == expected[k::4]
        assert results[k][1] == expected


@pytest.mark.parametrize("call, batch", [
    (sudoku.solve_many, [HARD] * scaled(20000)),
    (sudoku.rate_many, se121() * scaled(10)),
])
def test_lock_released(call, batch):
    """Another Python thread runs while a batch works."""
    ticks, elapsed = ticks_while(call, batch, jobs=1)
    assert elapsed > 0.05, "the batch was too short to tell"
    assert ticks > 100


def ticks_while(call, *args, **kwargs):
    """(ticks, seconds): how often this thread ran while call(*args,
    **kwargs) worked in another, and for how long."""
    ticks = 0
    worker = threading.Thread(target=call, args=args, kwargs=kwargs)
    started = time.perf_counter()
    worker.start()
    while worker.is_alive():
        ticks += 1
        time.sleep(0)
    worker.join()
    return ticks, time.perf_counter() - started


# A column as pandas reads it from a csv with gaps and damage: rows 1, 2,
# 3, 4 and 7 are no puzzles (too short, missing, NaN, a number, text).
ROWS = [EASY, EASY[:80], None, float("nan"), 7, CLASH, MULTI, "x" * 81]
BAD_ROWS = [1, 2, 3, 4, 7]


def coerced(results):
    """The results the good rows give alone, None for the bad ones."""
    good = iter(results)
    return [None if i in BAD_ROWS else next(good) for i in range(len(ROWS))]


def test_coerce_lists():
    """errors='coerce': a bad row gives None in its place and the others
    what they give in a batch of their own."""
    good = [p for i, p in enumerate(ROWS) if i not in BAD_ROWS]
    solutions = [EASY_SOLUTION] * len(ROWS)
    assert sudoku.solve_many(ROWS, errors="coerce") == coerced(
        sudoku.solve_many(good))
    assert sudoku.count_many(ROWS, 5, errors="coerce") == coerced(
        sudoku.count_many(good, 5))
    assert sudoku.rate_many(ROWS, errors="coerce") == coerced(
        sudoku.rate_many(good))
    assert sudoku.check_many(ROWS, solutions, errors="coerce") == coerced(
        sudoku.check_many(good, solutions[:len(good)]))
    assert sudoku.solve_many(ROWS, errors="coerce")[:2] == [EASY_SOLUTION,
                                                            None]
    assert sudoku.count_many(ROWS, errors="coerce")[5] == 0


def test_coerce_solutions():
    """A bad solution row of check_many gives None too."""
    assert sudoku.check_many(
        [EASY, EASY, EASY], [EASY_SOLUTION, float("nan"), "1" * 81],
        errors="coerce") == [True, None, False]


def test_coerce_buffers():
    """In an array a bad record reads as no answer: cells of byte 0
    (unlike '0', the text of no solution), count 0, NaN, False."""
    text = (EASY + "x" * 81 + CLASH).encode()
    out = sudoku.solve_many(text, errors="coerce")
    assert out.tobytes() == EASY_SOLUTION.encode() + bytes(81) + b"0" * 81
    assert sudoku.count_many(text, errors="coerce").tolist() == [1, 0, 0]
    rated = sudoku.rate_many(text, errors="coerce").tolist()
    assert rated[0] == 1.2 and rated[1] != rated[1] and rated[2] != rated[2]
    answer = sudoku.check_many(text, (EASY_SOLUTION * 3).encode(),
                               errors="coerce")
    assert answer.tolist() == [True, False, False]
    for jobs in (1, 2, 3):
        assert sudoku.solve_many(text * 50, errors="coerce",
                                 jobs=jobs).tobytes() == out.tobytes() * 50


def test_read_errors():
    """read_errors gives each row's error as errors='raise' words it, or
    None for a puzzle (clashing givens included: a puzzle without a
    solution)."""
    found = sudoku.read_errors(ROWS)
    assert [i for i, e in enumerate(found) if e is not None] == BAD_ROWS
    for i in BAD_ROWS:
        with pytest.raises((ValueError, TypeError)) as caught:
            sudoku.solve_many([EASY] * i + [ROWS[i]])
        assert found[i] == str(caught.value)
    assert found[3] == "puzzles[3]: no puzzle: a missing value (NaN)"
    assert sudoku.read_errors([]) == []
    records = bytearray((EASY * 3).encode())
    records[81 + 5] = ord("x")
    assert sudoku.read_errors(bytes(records)) == [
        None, "puzzles[1], column 6: byte 120 is not a cell: want 0..9, or "
        "the text '1'..'9' with '0' or '.' for an empty cell (one or the "
        "other in a record)", None]
