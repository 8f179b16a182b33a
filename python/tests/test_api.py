"""Every function of the module on known puzzles."""

import pytest

import sudoku
from conftest import (CLASH, EASY, EASY_SOLUTION, EXTREME, HARD, MULTI,
                      MULTI_SMALLEST, SOURCE, se121)


def test_version():
    assert isinstance(sudoku.__version__, str)
    assert sudoku.__version__.count(".") == 2


def test_solve():
    assert sudoku.solve(EASY) == EASY_SOLUTION
    assert sudoku.solve(EASY.replace(".", "0")) == EASY_SOLUTION
    assert sudoku.solve(MULTI) == MULTI_SMALLEST
    assert sudoku.solve(CLASH) is None
    assert sudoku.solve("." * 81) == ("123456789456789123789123456"
                                      "214365897365897214897214365"
                                      "531642978642978531978531642")


def test_solve_any():
    for puzzle in (EASY, MULTI, HARD):
        solution = sudoku.solve(puzzle, any=True)
        assert sudoku.check_many([puzzle], [solution]) == [True]
    assert sudoku.solve(CLASH, any=True) is None
    # One solution: any=True gives it; the empty grid: a valid one.
    assert sudoku.solve(EASY, any=True) == EASY_SOLUTION
    empty = sudoku.solve("." * 81, any=True)
    assert sudoku.check_many(["." * 81], [empty]) == [True]


def test_solve_layouts():
    """Any layout the readers take: grids, a csv record, a tail."""
    grid = "\n".join(EASY[r * 9:r * 9 + 9] for r in range(9)) + "\n"
    spaced = "\n".join(" ".join(EASY[r * 9:r * 9 + 9].replace(".", "0"))
                       for r in range(9)) + "\n"
    assert sudoku.solve(grid.replace(".", "0")) == EASY_SOLUTION
    assert sudoku.solve(spaced) == EASY_SOLUTION
    assert sudoku.solve(EASY + "," + EASY_SOLUTION) == EASY_SOLUTION
    assert sudoku.solve(EASY + " 1.2 # a comment") == EASY_SOLUTION
    assert sudoku.solve("# a comment\n\n" + EASY + "\n") == EASY_SOLUTION
    with open(f"{SOURCE}/puzzles/boj2580.txt", encoding="ascii") as f:
        assert sudoku.solve(f.read()) is not None


def test_solve_buffers():
    digits = bytes(0 if c == "." else int(c) for c in EASY)
    assert sudoku.solve(digits) == EASY_SOLUTION
    assert sudoku.solve(EASY.encode()) == EASY_SOLUTION
    assert sudoku.solve(bytearray(digits)) == EASY_SOLUTION
    assert sudoku.solve(memoryview(digits)) == EASY_SOLUTION


def test_count():
    assert sudoku.count(EASY) == 1
    assert sudoku.count(MULTI) == 2
    assert sudoku.count(MULTI, limit=100) == 28
    assert sudoku.count(MULTI, 5) == 5
    assert sudoku.count(CLASH) == 0
    assert sudoku.count(EASY, limit=1) == 1
    assert sudoku.count("." * 81, limit=1000) == 1000


def test_rate():
    rating = sudoku.rate(EASY)
    assert rating == (1.2, "easy")
    assert rating.er == 1.2 and rating.level == "easy"
    assert isinstance(rating, sudoku.Rating)
    # SE 1.2.1 takes the same steps on it (a unique loop, an aligned pair).
    hard = sudoku.rate("69.2.7.1..3.6.8...81..34...9..7..164.7....932......"
                       "..........28..21.3..9.6.....4.")
    assert hard == (7.2, "extreme")
    # SE's other two figures, as `sudoku --rate=se` prints ED=7.2/1.2/1.2.
    assert (hard.ep, hard.ed) == (1.2, 1.2)
    assert len(hard) == 2
    assert sudoku.rate(CLASH) is None
    levels = {sudoku.rate(p).level for p in se121()}
    assert {"easy", "medium", "hard", "extreme"} <= levels


def test_rate_several():
    """Several solutions give a Rating without figures, as --rate prints
    PUZZLE:-:several; no solution gives None, as in solve()."""
    for puzzle in (MULTI, "." * 81):
        several = sudoku.rate(puzzle)
        assert isinstance(several, sudoku.Rating)
        assert several == (None, "several")
        assert several.er is None and several.level == "several"
        assert several.ep is None and several.ed is None
    assert sudoku.rate(CLASH) is None
    assert sudoku.rate_many([MULTI, CLASH, EASY]) == [
        (None, "several"), None, (1.2, "easy")]


def test_explain():
    steps = sudoku.explain(EASY)
    assert steps[0] == {
        "technique": "hidden single", "rating": 1.2,
        "text": "r1c2=4 hidden single in box 1",
        "placements": [(1, 4)], "eliminations": [], "cells": [1]}
    assert max(s["rating"] for s in steps) == sudoku.rate(EASY).er
    assert sudoku.explain(MULTI) is None
    assert sudoku.explain(CLASH) is None


def test_explain_steps_are_sound():
    """Each step keeps the solution: placements agree with it, no
    elimination removes its digit, and every empty cell gets placed."""
    for puzzle in [EXTREME, HARD] + se121()[::40]:
        solution = sudoku.solve(puzzle)
        steps = sudoku.explain(puzzle)
        placed = {i for i, c in enumerate(puzzle) if c != "."}
        for step in steps:
            assert set(step) == {"technique", "rating", "text",
                                 "placements", "eliminations", "cells"}
            for cell, digit in step["placements"]:
                assert solution[cell] == str(digit), step
                placed.add(cell)
            for cell, digit in step["eliminations"]:
                assert solution[cell] != str(digit), step
            touched = {c for c, _ in step["placements"]}
            touched |= {c for c, _ in step["eliminations"]}
            assert step["cells"] == sorted(touched)
        if sudoku.rate(puzzle).level != "trial":
            assert placed == set(range(81))


def test_generate():
    made = sudoku.generate(20, seed=7)
    assert len(made) == 20
    assert made == sudoku.generate(20, seed=7, jobs=1)
    assert made != sudoku.generate(20, seed=8)
    for puzzle, solution in made:
        assert sudoku.count(puzzle) == 1
        assert sudoku.solve(puzzle) == solution
    assert sudoku.generate(0, seed=1) == []
    assert len(sudoku.generate(2)) == 2


def test_generate_options():
    for puzzle, _ in sudoku.generate(5, seed=3, difficulty="hard"):
        assert sudoku.rate(puzzle).level == "hard"
    for puzzle, _ in sudoku.generate(5, seed=3, rating=(2.0, 3.0)):
        assert 2.0 <= sudoku.rate(puzzle).er <= 3.0
    for puzzle, _ in sudoku.generate(5, seed=3, rating=1.5):
        assert sudoku.rate(puzzle).er == 1.5
    for puzzle, _ in sudoku.generate(5, seed=3, symmetry="rotate180",
                                     minimal=True):
        assert all((puzzle[i] == ".") == (puzzle[80 - i] == ".")
                   for i in range(81))
    for puzzle, _ in sudoku.generate(3, seed=3, clues=25):
        assert sum(c != "." for c in puzzle) <= 25


def test_generate_not_found():
    """Puzzles the tries do not give raise GenerateError, never a None in
    the list, and the error holds the pairs that were made."""
    with pytest.raises(sudoku.GenerateError) as caught:
        sudoku.generate(2, seed=1, clues=17, tries=1)
    assert isinstance(caught.value, RuntimeError)
    assert str(caught.value) == (
        "2 of 2 puzzles not made: none with 17 givens or fewer in 1 tries "
        "(the made ones are in .made, the indices of the others in "
        ".missing)")
    assert caught.value.made == [] and caught.value.missing == [0, 1]


def test_generate_some_not_found():
    """The made ones are those generate() gives with enough tries, in
    order, the missing ones left out."""
    n, seed, clues = 12, 2, 24
    full = sudoku.generate(n, seed=seed, clues=clues, tries=100000)
    with pytest.raises(sudoku.GenerateError) as caught:
        sudoku.generate(n, seed=seed, clues=clues, tries=1)
    made, missing = caught.value.made, caught.value.missing
    assert made and missing and len(made) + len(missing) == n
    assert sorted(set(range(n)) - set(missing)) == [
        k for k in range(n) if full[k] in made]
    assert made == [full[k] for k in range(n) if k not in missing]
    assert str(caught.value).startswith(
        f"{len(missing)} of {n} puzzles not made: none with {clues} givens "
        "or fewer in 1 tries")
