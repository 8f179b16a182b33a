"""The module against the command on the same puzzles: solutions, counts,
ratings, explanations and generated puzzles agree."""

import pytest

import sudoku
from conftest import (CLASH, EXTREME, HARD, MULTI, data_file, read_lines,
                      scaled, se121)


def sets():
    """The repository's puzzles, and samples of the shared data sets that
    are there."""
    puzzles = se121() + [HARD, EXTREME, MULTI, CLASH, "." * 81]
    for name, count in [("classic/top1465.txt", 300),
                        ("classic/serg_multi.txt", 1000),
                        ("classic/17clue.txt", 1000),
                        ("classic/hardest1106.txt", 30)]:
        try:
            puzzles += read_lines(data_file(name), scaled(count))
        except pytest.skip.Exception:
            pass
    return puzzles


def lines(text):
    return "".join(p + "\n" for p in text)


def test_solve(command):
    puzzles = sets()
    expected = command(["-f", "line"], lines(puzzles)).splitlines()
    got = sudoku.solve_many(puzzles)
    assert len(got) == len(expected) == len(puzzles)
    for puzzle, mine, theirs in zip(puzzles, got, expected):
        assert (mine or "no solution") == theirs, puzzle


@pytest.mark.parametrize("limit", [2, 5])
def test_count(command, limit):
    puzzles = sets()
    expected = command([f"--count={limit}", "-f", "line"],
                       lines(puzzles)).splitlines()
    for puzzle, mine, theirs in zip(puzzles, sudoku.count_many(
            puzzles, limit), expected):
        count = theirs.split(":")[1]
        assert (str(mine) if mine < limit else f"{limit}+") == count, puzzle


def test_rate(command):
    puzzles = se121() + [HARD, EXTREME, MULTI, CLASH]
    try:
        puzzles += read_lines(data_file("classic/top1465.txt"), scaled(200))
    except pytest.skip.Exception:
        pass
    expected = command(["--rate", "-f", "line"], lines(puzzles)).splitlines()
    for puzzle, mine, theirs in zip(puzzles, sudoku.rate_many(puzzles),
                                    expected):
        if mine is None:
            assert sudoku.count(puzzle) == 0, puzzle
            assert not theirs.startswith(puzzle), puzzle
        elif mine.er is None:
            assert theirs == f"{puzzle}:-:{mine.level}", puzzle
        else:
            assert theirs == f"{puzzle}:{mine.er:.1f}:{mine.level}"
    # SE's three figures, as --rate=se prints them.
    se = command(["--rate=se", "-f", "line"], lines(puzzles)).splitlines()
    checked = 0
    for puzzle, mine, theirs in zip(puzzles, sudoku.rate_many(puzzles), se):
        if mine is not None and mine.er is not None:
            figures = f"ED={mine.er:.1f}/{mine.ep:.1f}/{mine.ed:.1f}"
            assert theirs.startswith(f"{puzzle} {figures}"), puzzle
            checked += 1
    assert checked >= len(puzzles) // 2


def explanations(text):
    """--explain's output as [(header, [(step text, rating)]), ...]."""
    found = []
    for block in text.split("\n\n"):
        rows = block.strip("\n").split("\n")
        steps = []
        for row in rows[1:]:
            if row.startswith("steps:"):
                break
            head, rating = row.rsplit(" (", 1)
            steps.append((head, float(rating.rstrip(")"))))
        found.append((rows[0], steps))
    return found


def test_explain(command):
    puzzles = se121()[::4] + [HARD, EXTREME, MULTI]
    try:
        puzzles += read_lines(data_file("classic/top1465.txt"), scaled(40))
    except pytest.skip.Exception:
        pass
    expected = explanations(command(["--explain", "-f", "line"],
                                    lines(puzzles)))
    assert len(expected) == len(puzzles)
    for puzzle, (header, steps) in zip(puzzles, expected):
        mine = sudoku.explain(puzzle)
        if mine is None:
            assert header.endswith(":-:several") or header == "no solution"
            continue
        rating = sudoku.rate(puzzle)
        assert header == f"{puzzle}:{rating.er:.1f}:{rating.level}"
        assert [(s["text"], s["rating"]) for s in mine] == steps


@pytest.mark.parametrize("args, kwargs", [
    ([], {}),
    (["--symmetry=rotate180", "--minimal"],
     {"symmetry": "rotate180", "minimal": True}),
    (["--difficulty=hard"], {"difficulty": "hard"}),
    (["--difficulty=any"], {"difficulty": "any"}),
    (["--rating=2.0-3.0", "--symmetry=random"],
     {"rating": (2.0, 3.0), "symmetry": "random"}),
    (["--clues=24"], {"clues": 24}),
])
def test_generate(command, args, kwargs):
    n = scaled(40)
    rows = command([f"--generate={n}", "--seed=11", "--print=both", *args],
                   "").splitlines()
    made = sudoku.generate(n, seed=11, **kwargs)
    assert [(p.replace(".", "0"), s) for p, s in made] == list(
        zip(rows[0::2], rows[1::2]))


@pytest.mark.parametrize("args, kwargs", [
    (["--box=2x3", "--difficulty=medium"], {"box": (2, 3),
                                            "difficulty": "medium"}),
    (["--box=4x4", "--minimal"], {"side": 16, "minimal": True}),
    (["--diagonals", "--symmetry=rotate180"],
     {"diagonals": True, "symmetry": "rotate180"}),
    (["--jigsaw=7"], {"jigsaw": True, "side": 7}),
])
def test_generate_shapes(command, args, kwargs):
    """Shaped puzzles, and random regions as labels after each grid."""
    n = scaled(6)
    rows = command([f"--generate={n}", "--seed=11", "--print=both", *args],
                   "").splitlines()
    made = sudoku.generate(n, seed=11, **kwargs)
    assert [tuple(item) for item in made] == [
        (p.split()[0], s.split()[0], *p.split()[1:])
        for p, s in zip(rows[0::2], rows[1::2])]
