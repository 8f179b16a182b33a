"""The module against the command on the public data sets of
../shared/data (or SUDOKU_DATA): skipped, as a whole, without them."""

import os

import pytest

import sudoku
from conftest import DATA, kaggle, read_lines, scaled
from test_command import lines

if not os.path.isdir(os.path.join(DATA, "classic")):
    pytest.skip(f"{DATA}/classic not found (the public data sets)",
                allow_module_level=True)


def test_solve_kaggle(command):
    puzzles, solutions = kaggle()
    text = "puzzle,solution\n" + "".join(
        f"{p},{s}\n" for p, s in zip(puzzles, solutions))
    expected = command(["--check"], text).splitlines()
    assert sudoku.solve_many(puzzles) == expected
    assert all(sudoku.check_many(puzzles, solutions))


@pytest.mark.parametrize("name, count", [
    ("top1465.txt", 1465), ("serg_multi.txt", 10000),
    ("17clue.txt", 10000), ("hardest1106.txt", 375)])
def test_solve_sets(command, name, count):
    puzzles = read_lines(os.path.join(DATA, "classic", name), scaled(count))
    expected = command(["-f", "line"], lines(puzzles)).splitlines()
    assert [s or "no solution" for s in sudoku.solve_many(puzzles)] == (
        expected)
    counts = command(["--count=3", "-f", "line"], lines(puzzles))
    assert [str(c) if c < 3 else "3+" for c in sudoku.count_many(
        puzzles, 3)] == [row.split(":")[1] for row in counts.splitlines()]


def test_rate_top1465(command):
    puzzles = read_lines(os.path.join(DATA, "classic", "top1465.txt"),
                         scaled(1465))
    expected = command(["--rate", "-f", "line"], lines(puzzles)).splitlines()
    assert [f"{p}:{r.er:.1f}:{r.level}" if r else None for p, r in zip(
        puzzles, sudoku.rate_many(puzzles))] == expected


def test_kaggle_numpy(command):
    numpy = pytest.importorskip(
        "numpy", reason="NumPy not found (apt-get install python3-numpy)")
    puzzles, solutions = kaggle()
    records = numpy.frombuffer("".join(puzzles).encode(),
                               dtype=numpy.uint8).reshape(-1, 81)
    solved = sudoku.solve_many(records)
    assert solved.tobytes().decode() == "".join(solutions)
    assert sudoku.check_many(records, solved).all()
