"""The module with NumPy arrays: the buffers of puzzles it reads, the
arrays it returns, their errors and their references.  Skipped, as a
whole, without NumPy (apt-get install python3-numpy); building the module
never needs it."""

import sys

import pytest

import sudoku
from conftest import EASY, EASY_SOLUTION, EXTREME, HARD
from test_leaks import CALLS, measure, repeat
from test_many import MIXED

numpy = pytest.importorskip(
    "numpy", reason="NumPy not found (apt-get install python3-numpy)")

MANY = [sudoku.solve_many, sudoku.count_many, sudoku.rate_many,
        lambda p, **kw: sudoku.check_many(p, p, **kw)]


def test_solve_numpy_grid():
    grid = numpy.frombuffer(EASY.replace(".", "0").encode(),
                            dtype=numpy.uint8).reshape(9, 9) - ord("0")
    assert sudoku.solve(grid) == EASY_SOLUTION
    assert sudoku.solve(grid.reshape(81)) == EASY_SOLUTION
    wide = numpy.zeros((9, 18), dtype=numpy.uint8)
    wide[:, ::2] = grid
    assert sudoku.solve(wide[:, ::2]) == EASY_SOLUTION


def test_numpy():
    text = numpy.frombuffer("".join(MIXED).encode(),
                            dtype=numpy.uint8).reshape(-1, 81)
    numbers = numpy.where(text == ord("."), 0, text - ord("0")).astype(
        numpy.uint8)
    for records in (text, numbers):
        out = sudoku.solve_many(records)
        assert isinstance(out, numpy.ndarray)
        assert out.shape == records.shape and out.dtype == numpy.uint8
        assert out[1].max() == 0 or bytes(out[1]) == b"0" * 81
        counts = sudoku.count_many(records, limit=3)
        assert counts.dtype == numpy.uint32
        assert counts.tolist() == [1, 0, 3, 1, 1, 1]
        er = sudoku.rate_many(records)
        assert er.dtype == numpy.float64 and numpy.isnan(er[[1, 2]]).all()
        assert er[[0, 3, 4]].tolist() == [
            sudoku.rate(MIXED[i]).er for i in (0, 3, 4)]
        ok = sudoku.check_many(records, out)
        assert ok.dtype == numpy.bool_
        assert ok.tolist() == [True, False, True, True, True, True]
    solved = sudoku.solve_many(text)
    assert [bytes(r).decode() for r in solved] == [
        s or "0" * 81 for s in sudoku.solve_many(MIXED)]
    assert ((sudoku.solve_many(numbers) + ord("0")) == solved).all()


def test_numpy_shapes_and_strides():
    records = numpy.frombuffer((EASY + HARD).encode(), dtype=numpy.uint8)
    grids = records.reshape(2, 9, 9)
    out = sudoku.solve_many(grids)
    assert out.shape == (2, 9, 9)
    assert bytes(out[0].ravel()).decode() == EASY_SOLUTION
    assert sudoku.solve_many(records).shape == (162,)
    wide = numpy.zeros((2, 162), dtype=numpy.uint8)
    wide[:, ::2] = records.reshape(2, 81)
    assert (sudoku.solve_many(wide[:, ::2]) ==
            sudoku.solve_many(records.reshape(2, 81))).all()
    backwards = records.reshape(2, 81)[::-1]
    assert bytes(sudoku.solve_many(backwards)[1]).decode() == EASY_SOLUTION
    assert sudoku.count_many(grids.astype(numpy.int8)).tolist() == [1, 1]
    assert sudoku.solve_many(numpy.zeros((0, 81), numpy.uint8)).shape == (
        0, 81)


def test_numpy_strings():
    """A NumPy array of str is a sequence of puzzles."""
    strings = numpy.array(MIXED)
    assert sudoku.solve_many(strings) == sudoku.solve_many(MIXED)
    objects = numpy.array(MIXED, dtype=object)
    assert sudoku.count_many(objects) == sudoku.count_many(MIXED)


@pytest.mark.parametrize("function", MANY)
def test_many_bad_numpy(function):
    for shape in [(2, 80), (2, 82), (2, 9, 8), (81,) * 0 + (2, 3, 27),
                  (2, 81, 1), (3, 2, 9, 9)]:
        with pytest.raises(ValueError, match="^puzzles: a buffer of shape"):
            function(numpy.zeros(shape, dtype=numpy.uint8))
    for dtype in [numpy.int32, numpy.int64, numpy.float64, numpy.uint16]:
        with pytest.raises(TypeError, match="^puzzles: a buffer of '"):
            function(numpy.zeros((2, 81), dtype=dtype))
    with pytest.raises(ValueError, match="^puzzles: a buffer of shape"):
        function(numpy.zeros((), dtype=numpy.uint8))
    records = numpy.zeros((4, 81), dtype=numpy.uint8)
    records[3, 7] = 200
    records[1, 80] = 12
    with pytest.raises(ValueError,
                       match=r"^puzzles\[1\], column 81: byte 12 is not"):
        function(records)


def test_no_leak_numpy():
    records = numpy.frombuffer((EASY + EXTREME).encode(), numpy.uint8)
    records = records.reshape(2, 81)
    held = sys.getrefcount(records)
    calls = CALLS // 4

    def call():
        sudoku.solve_many(records, jobs=1)
        sudoku.count_many(records, jobs=1)
        sudoku.check_many(records, records, jobs=1)

    repeat(call, max(1, calls // 10))
    _, blocks, memory = measure()
    repeat(call, calls)
    _, blocks_after, memory_after = measure()
    assert blocks_after - blocks < max(50, calls // 100)
    if memory is not None:
        assert memory_after - memory < 4 << 20
    assert sys.getrefcount(records) == held


def test_numpy_subclasses(tmp_path):
    """A memory-mapped array (np.load(..., mmap_mode="r")) is an array."""
    path = tmp_path / "puzzles.npy"
    numpy.save(path, numpy.frombuffer((EASY + HARD).encode(),
                                      numpy.uint8).reshape(2, 81))
    mapped = numpy.load(path, mmap_mode="r")
    out = sudoku.solve_many(mapped)
    assert isinstance(out, numpy.ndarray)
    assert bytes(out[0]).decode() == EASY_SOLUTION
    assert sudoku.count_many(mapped).tolist() == [1, 1]


def test_coerce_numpy():
    """errors='coerce' on a NumPy array: a bad record gives no answer,
    the others what they give alone; a NumPy float NaN in an array of
    objects is a missing value."""
    records = numpy.frombuffer((EASY + "x" * 81 + HARD).encode(),
                               numpy.uint8).reshape(3, 81)
    out = sudoku.solve_many(records, errors="coerce")
    assert bytes(out[0]).decode() == EASY_SOLUTION and out[1].max() == 0
    assert bytes(out[2]).decode() == sudoku.solve(HARD)
    er = sudoku.rate_many(records, errors="coerce")
    assert numpy.isnan(er[1]) and er[2] == sudoku.rate(HARD).er
    assert sudoku.count_many(records, errors="coerce").tolist() == [1, 0, 1]
    assert sudoku.read_errors(records)[1].startswith(
        "puzzles[1], column 1: byte 120 is not a cell")
    objects = numpy.array([EASY, numpy.float64("nan"), None], dtype=object)
    assert sudoku.solve_many(objects, errors="coerce") == [
        EASY_SOLUTION, None, None]
    with pytest.raises(ValueError, match=r"^puzzles\[1\]: no puzzle: a "
                       r"missing value \(NaN\)$"):
        sudoku.solve_many(objects)


def test_pandas_missing_values(tmp_path):
    """A csv with an empty field and a damaged row, read as pandas reads
    it: NaN (or pd.NA in a column of dtype "string") is a missing value,
    which raises ValueError naming the row, or with errors='coerce' gives
    None, read_errors telling why."""
    pandas = pytest.importorskip(
        "pandas", reason="pandas not found (apt-get install python3-pandas)")
    path = tmp_path / "sudoku.csv"
    path.write_text(f"quizzes,solutions\n{EASY.replace('.', '0')},x\n,y\n"
                    f"{EASY[:80]},z\n", encoding="ascii")
    for dtype, shown in [(str, "NaN"), ("string", "NA")]:
        quizzes = pandas.read_csv(path, dtype=dtype)["quizzes"]
        with pytest.raises(ValueError, match=r"^puzzles\[1\]: no puzzle: a "
                           rf"missing value \({shown}\)$"):
            sudoku.solve_many(quizzes)
        assert sudoku.solve_many(quizzes, errors="coerce") == [
            EASY_SOLUTION, None, None]
        assert sudoku.read_errors(quizzes) == [
            None, f"puzzles[1]: no puzzle: a missing value ({shown})",
            "puzzles[2]: line 1, column 81: puzzle has 80 cells, expected 81"]
