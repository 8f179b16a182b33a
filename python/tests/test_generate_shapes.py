"""generate for other sizes and shapes: side, box, regions, diagonals,
windoku and random jigsaw regions (jigsaw=True).

Each puzzle made is checked with count() on the same shape (exactly one
solution), its solution against the puzzle, the levels by a plain
singles solver written here, the givens' symmetry by their pattern, and
random regions by walking them.  Then the seed, and the errors of what
does not apply to shapes."""

import pytest

import sudoku
from conftest import scaled
from test_many import ticks_while
from test_shapes import JIGSAW_6, VALUES


def check_made(made, side, **shape):
    """Every (puzzle, solution) of made: side * side characters, the
    solution full and agreeing with the givens, the only one."""
    assert made
    for puzzle, solution in made:
        assert len(puzzle) == len(solution) == side * side
        assert set(puzzle) <= set(VALUES[:side + 1])
        assert "." not in solution and set(solution) <= set(VALUES[1:side + 1])
        assert all(p in (".", s) for p, s in zip(puzzle, solution))
        assert sudoku.count(puzzle, limit=2, side=side, **shape) == 1
        assert sudoku.solve(puzzle, side=side, **shape) == solution


def houses(side, box):
    """The rows, columns and boxes of a board, as lists of cells."""
    rows, cols = box
    out = [[r * side + c for c in range(side)] for r in range(side)]
    out += [[r * side + c for r in range(side)] for c in range(side)]
    for b in range(side):
        top, left = b // (side // cols) * rows, b % (side // cols) * cols
        out.append([(top + r) * side + left + c
                    for r in range(rows) for c in range(cols)])
    return out


def singles(puzzle, side, box):
    """The grid naked and hidden singles reach from puzzle."""
    grid = [VALUES.index(c) for c in puzzle]
    all_houses = houses(side, box)
    of_cell = [[h for h in all_houses if cell in h]
               for cell in range(side * side)]
    progress = True
    while progress:
        progress = False
        cand = []
        for cell in range(side * side):
            seen = {grid[o] for h in of_cell[cell] for o in h}
            cand.append(set() if grid[cell] else
                        set(range(1, side + 1)) - seen)
        for cell in range(side * side):
            if len(cand[cell]) == 1:
                grid[cell] = cand[cell].pop()
                progress = True
                break
        if progress:
            continue
        for h in all_houses:
            for v in range(1, side + 1):
                places = [c for c in h if v in cand[c]]
                if len(places) == 1:
                    grid[places[0]] = v
                    progress = True
                    break
            if progress:
                break
    return "".join(VALUES[v] for v in grid)


def test_shapes_have_one_solution():
    n = scaled(4)
    for side, shape in ((4, {}), (6, {}), (6, {"box": (3, 2)}),
                        (9, {"diagonals": True}), (9, {"windoku": True}),
                        (6, {"regions": JIGSAW_6}), (8, {}), (12, {})):
        made = sudoku.generate(n, seed=5, side=side, **shape)
        assert len(made) == n
        check_made(made, side, **shape)


def test_same_seed_same_puzzles():
    made = sudoku.generate(6, seed=9, side=6, jobs=1)
    assert sudoku.generate(6, seed=9, side=6, jobs=3) == made
    assert sudoku.generate(6, seed=10, side=6, jobs=1) != made
    assert sudoku.generate(6, seed=9, side=6, diagonals=True) != made
    jigsaws = sudoku.generate(4, seed=9, jigsaw=True, side=6, jobs=1)
    assert sudoku.generate(4, seed=9, jigsaw=True, side=6, jobs=2) == jigsaws


def test_symmetry_of_givens():
    side, n = 6, scaled(5)
    turn = {"rotate180": lambda r, c: (side - 1 - r, side - 1 - c),
            "mirror": lambda r, c: (r, side - 1 - c),
            "flip": lambda r, c: (side - 1 - r, c)}
    for name, image in turn.items():
        made = sudoku.generate(n, seed=3, side=side, box=(2, 3),
                               symmetry=name)
        check_made(made, side, box=(2, 3))
        for puzzle, _ in made:
            for r in range(side):
                for c in range(side):
                    ir, ic = image(r, c)
                    assert ((puzzle[r * side + c] == ".") ==
                            (puzzle[ir * side + ic] == "."))


def test_minimal():
    side = 6
    for puzzle, _ in sudoku.generate(scaled(3), seed=2, side=side,
                                     minimal=True):
        assert sudoku.count(puzzle, side=side) == 1
        for cell, value in enumerate(puzzle):
            if value != ".":
                fewer = puzzle[:cell] + "." + puzzle[cell + 1:]
                assert sudoku.count(fewer, limit=2, side=side) == 2


def connected(regions, side, label):
    cells = [i for i, x in enumerate(regions) if x == label]
    seen, todo = {cells[0]}, [cells[0]]
    while todo:
        cell = todo.pop()
        r, c = divmod(cell, side)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            nxt = rr * side + cc
            if (0 <= rr < side and 0 <= cc < side and nxt not in seen
                    and regions[nxt] == label):
                seen.add(nxt)
                todo.append(nxt)
    return len(seen) == len(cells)


def test_random_jigsaw_regions():
    for side, extra in ((9, {}), (7, {}), (6, {"diagonals": True})):
        made = sudoku.generate(scaled(4), seed=4, jigsaw=True, side=side,
                               **extra)
        for puzzle, solution, regions in made:
            assert len(regions) == side * side
            labels = sorted(set(regions))
            assert labels == sorted(VALUES[1:side + 1])
            for label in labels:
                assert regions.count(label) == side
                assert connected(regions, side, label)
            check_made([(puzzle, solution)], side, regions=regions, **extra)
    # The side is 9 without one; new regions for each puzzle.
    made = sudoku.generate(3, seed=1, jigsaw=True)
    assert all(len(item[2]) == 81 for item in made)
    assert len({item[2] for item in made}) == 3


def test_difficulty_16():
    """16x16 easy puzzles fall to singles; medium ones need more."""
    side, box = 16, (4, 4)
    easy = sudoku.generate(scaled(3), seed=6, side=side, difficulty="easy")
    check_made(easy, side)
    for puzzle, solution in easy:
        assert singles(puzzle, side, box) == solution
    medium = sudoku.generate(scaled(3), seed=6, side=side,
                             difficulty="medium")
    check_made(medium, side)
    for puzzle, solution in medium:
        assert "." in singles(puzzle, side, box)


def test_not_made():
    with pytest.raises(sudoku.GenerateError,
                       match="^3 of 3 puzzles not made: none hard in 1 "
                             "tries") as caught:
        sudoku.generate(3, seed=1, side=4, difficulty="hard", tries=1)
    assert caught.value.made == [] and caught.value.missing == [0, 1, 2]


def test_errors():
    for keywords, message in (
            ({"rating": 2.0}, "^rating is on SE's scale"),
            ({"difficulty": "expert"}, "^difficulty 'expert' is on SE's"),
            ({"difficulty": "any"}, "^difficulty 'any' is on SE's"),
            ({"clues": 10}, "^clues is for classic puzzles"),
            ({"symmetry": "rotate90", "box": (2, 3)}, "does not map"),
            ({"symmetry": "spiral"}, "^unknown symmetry 'spiral'"),
            ({"tries": 0}, "^tries must be 1 or more"),
            ({"jigsaw": True, "symmetry": "mirror"}, "have no symmetry"),
            ({"jigsaw": True, "box": (2, 3)}, "^box is for boxes"),
            ({"jigsaw": True, "regions": JIGSAW_6}, "give one"),
            ({"jigsaw": True, "windoku": True}, "^windoku needs square"),
            ({"jigsaw": True, "side": 3}, "^side must be from 4 to 25"),
            ({"side": 7}, "^side 7 has no boxes")):
        shape = {"side": 6} if "side" not in keywords else {}
        with pytest.raises(ValueError, match=message):
            sudoku.generate(1, seed=1, **shape, **keywords)
    with pytest.raises(TypeError):
        sudoku.generate(1, jigsaw=True, side="6")
    with pytest.raises(ValueError, match="^n must be 0 or more"):
        sudoku.generate(-1, side=6)
    assert sudoku.generate(0, side=6) == []
    # The classic board stays classic, with SE's levels.
    assert sudoku.generate(2, seed=4, side=9, jobs=1) == sudoku.generate(
        2, seed=4, jobs=1)
    assert len(sudoku.generate(1, seed=4, difficulty="expert")[0][0]) == 81


def test_lock_released():
    """Another Python thread runs while shaped puzzles are made."""
    ticks, elapsed = ticks_while(sudoku.generate, scaled(6), seed=2,
                                 side=16, minimal=True, jobs=1)
    assert elapsed > 0.02, "too short to tell"
    assert ticks > 10
