"""Other sizes and shapes: side, box, regions, diagonals and windoku.

Small boards (4x4, 5x5 and 6x6, with boxes, jigsaw regions and extra
houses) are checked against a plain backtracking solver written here,
which tries the cells in row order and the values in ascending order, so
that its first solution is the smallest; larger ones (a 16x16 judge's
puzzle, a 9x9 jigsaw) by checking every house of the solution.  Then the
batch forms, their per-record errors and the errors of bad keywords."""

import random

import pytest

import sudoku
from conftest import scaled
from test_many import ticks_while

VALUES = ".123456789ABCDEFGHIJKLMNOP"

# SPOJ SUDOKU's sample: a 16x16 grid, A to P for 1 to 16, '-' empty.
SPOJ = """
--A----C-----O-I -J--A-B-P-CGF-H- --D--F-I-E----P- -G-EL-H----M-J--
----E----C--G--- -I--K-GA-B---E-J D-GP--J-F----A-- -E---C-B--DP--O-
E--F-M--D--L-K-A -C--------O-I-L- H-P-C--F-A--B--- ---G-OD---J----H
K---J----H-A-P-L --B--P--E--K--A- -H--B--K--FI-C-- --F---C--D--H-N-
"""
SPOJ_16 = "".join("." if c == "-" else VALUES[ord(c) - ord("A") + 1]
                  for c in SPOJ if not c.isspace())

# A 9x9 jigsaw with one solution, and its regions as rows of labels.
JIGSAW = ("....7..12..4......6..........3..579..8...2.............6....5.4"
          "......2...781..9..")
JIGSAW_REGIONS = ("111122333111222333112222333444455666444555666445555666"
                  "777788999777888999778888999")

# A 6x6 jigsaw of the command's tests, and a 5x5 one (5 is prime: its
# regions are broken diagonals, one cell in each row and column).
JIGSAW_6 = "aaabbbaacbbbacccddeeccddeeffddeeffff"
JIGSAW_5 = [(r + c) % 5 for r in range(5) for c in range(5)]


def box_regions(side, rows, cols):
    return [r // rows * (side // cols) + c // cols
            for r in range(side) for c in range(side)]


def houses(side, regions, diagonals=False, windoku=False):
    """Every house of a board, as lists of cells."""
    found = [[r * side + c for c in range(side)] for r in range(side)]
    found += [[r * side + c for r in range(side)] for c in range(side)]
    by_label = {}
    for cell, label in enumerate(regions):
        by_label.setdefault(label, []).append(cell)
    found += list(by_label.values())
    if diagonals:
        found.append([i * side + i for i in range(side)])
        found.append([i * side + side - 1 - i for i in range(side)])
    if windoku:
        b = int(side ** 0.5)
        for wr in range(b - 1):
            for wc in range(b - 1):
                top, left = 1 + wr * (b + 1), 1 + wc * (b + 1)
                found.append([(top + i // b) * side + left + i % b
                              for i in range(side)])
    return found


class Brute:
    """Backtracking over the cells in row order, the values ascending:
    the solutions come in increasing order."""

    def __init__(self, side, regions, diagonals=False, windoku=False):
        self.side = side
        self.houses = houses(side, regions, diagonals, windoku)
        self.peers = [set() for _ in range(side * side)]
        for house in self.houses:
            for cell in house:
                self.peers[cell].update(house)
        for cell, peers in enumerate(self.peers):
            peers.discard(cell)

    def solutions(self, cells, limit, rng=None):
        """Up to limit solutions of cells (a list of values, 0 empty), as
        lists, smallest first (or in rng's random order)."""
        cells = list(cells)
        for cell, v in enumerate(cells):
            if v and any(cells[p] == v for p in self.peers[cell]):
                return []
        found = []
        empty = [i for i, v in enumerate(cells) if v == 0]

        def search(k):
            if k == len(empty):
                found.append(list(cells))
                return len(found) >= limit
            cell = empty[k]
            taken = {cells[p] for p in self.peers[cell]}
            values = list(range(1, self.side + 1))
            if rng is not None:
                rng.shuffle(values)
            for v in values:
                if v not in taken:
                    cells[cell] = v
                    if search(k + 1):
                        return True
            cells[cell] = 0
            return False

        search(0)
        return found


def text(cells):
    return "".join(VALUES[v] for v in cells)


def values(puzzle):
    return [VALUES.index(c) if c != "0" else 0 for c in puzzle]


def is_solution(solution, puzzle, side, regions, **extras):
    """Every house holds each value once, and every given is kept."""
    cells = values(solution)
    if len(cells) != side * side:
        return False
    if any(p and p != s for p, s in zip(values(puzzle), cells)):
        return False
    return all(sorted(cells[c] for c in house) == list(range(1, side + 1))
               for house in houses(side, regions, **extras))


# (keywords, side, regions, extras) of the small boards.
SMALL = [
    ({"side": 4}, 4, box_regions(4, 2, 2), {}),
    ({"side": 4, "diagonals": True}, 4, box_regions(4, 2, 2),
     {"diagonals": True}),
    ({"windoku": True, "side": 4}, 4, box_regions(4, 2, 2),
     {"windoku": True}),
    ({"side": 6}, 6, box_regions(6, 2, 3), {}),
    ({"box": (3, 2)}, 6, box_regions(6, 3, 2), {}),
    ({"regions": JIGSAW_6}, 6, list(JIGSAW_6), {}),
    ({"regions": JIGSAW_5}, 5, JIGSAW_5, {}),
    ({"regions": JIGSAW_5, "diagonals": True}, 5, JIGSAW_5,
     {"diagonals": True}),
]
SMALL_IDS = ["4", "4-diagonals", "4-windoku", "6", "6-box-3x2",
             "6-jigsaw", "5-jigsaw", "5-jigsaw-diagonals"]


def small_puzzles(side, brute, seed, count):
    """Random puzzles: givens of a random grid, some with a given
    changed (often no solution then), and a few nearly empty ones (many
    solutions)."""
    rng = random.Random(seed)
    puzzles = []
    while len(puzzles) < count:
        grid = brute.solutions([0] * side * side, 1, rng)
        if not grid:
            continue
        cells = [v if rng.random() < rng.choice((0.1, 0.3, 0.5)) else 0
                 for v in grid[0]]
        if rng.random() < 0.3:
            cells[rng.randrange(side * side)] = rng.randint(1, side)
        puzzles.append(text(cells))
    return puzzles


@pytest.mark.parametrize("keywords, side, regions, extras", SMALL,
                         ids=SMALL_IDS)
def test_small_against_brute_force(keywords, side, regions, extras):
    """solve gives the brute force's first (smallest) solution, count its
    count up to the limit, any=True some solution, whatever the puzzle:
    one solution, several or none."""
    brute = Brute(side, regions, **extras)
    puzzles = ["." * side * side] + small_puzzles(
        side, brute, side * 7 + len(keywords), scaled(60))
    several = 0
    for puzzle in puzzles:
        found = brute.solutions(values(puzzle), 6)
        expected = text(found[0]) if found else None
        assert sudoku.solve(puzzle, **keywords) == expected, puzzle
        for limit in (1, 2, 5):
            assert sudoku.count(puzzle, limit, **keywords) == min(
                len(found), limit), (puzzle, limit)
        any_one = sudoku.solve(puzzle, any=True, **keywords)
        if found:
            assert is_solution(any_one, puzzle, side, regions, **extras)
        else:
            assert any_one is None
        several += len(found) > 1
    assert several > 0, "no puzzle with several solutions was tried"
    assert sudoku.solve_many(puzzles, **keywords) == [
        sudoku.solve(p, **keywords) for p in puzzles]
    assert sudoku.count_many(puzzles, 3, **keywords) == [
        sudoku.count(p, 3, **keywords) for p in puzzles]


def test_smallest_of_several():
    """An empty board's smallest solution, and a puzzle with several: the
    brute force's first, not merely one of them."""
    brute = Brute(6, box_regions(6, 2, 3))
    for puzzle in ["." * 36, "...." + "5" + "." * 31,
                   "." * 20 + "1" + "." * 10 + "6" + "." * 4]:
        found = brute.solutions(values(puzzle), 3)
        assert len(found) == 3
        assert sudoku.solve(puzzle) == text(found[0])
        assert sudoku.count(puzzle, 3) == 3
        assert sudoku.count(puzzle, 1) == 1


def test_side_from_the_puzzle():
    """Without keywords a puzzle of N * N cells is one of side N with its
    own boxes; blanks and line breaks between cells, 0 for an empty cell,
    lowercase letters and buffers read as well."""
    grid = "\n".join(SPOJ_16[r * 16:r * 16 + 16] for r in range(16))
    solution = sudoku.solve(SPOJ_16)
    assert sudoku.solve(grid) == solution
    assert sudoku.solve(" ".join(SPOJ_16.replace(".", "0")).lower()) == (
        solution)
    assert sudoku.solve(SPOJ_16, side=16, box=(4, 4)) == solution
    numbers = bytes(values(SPOJ_16))
    assert sudoku.solve(numbers) == solution
    assert sudoku.solve(SPOJ_16.encode()) == solution
    four = sudoku.solve("." * 16)
    assert four == text(Brute(4, box_regions(4, 2, 2)).solutions(
        [0] * 16, 1)[0])
    # 81 cells stay classic; 81 cells with keywords are shaped too.
    assert sudoku.solve("." * 81) == sudoku.solve("." * 81, side=9)


def test_16x16_by_its_houses():
    solution = sudoku.solve(SPOJ_16)
    assert is_solution(solution, SPOJ_16, 16, box_regions(16, 4, 4))
    assert sudoku.count(SPOJ_16, 5) == 1
    assert is_solution(sudoku.solve(SPOJ_16, any=True), SPOJ_16, 16,
                       box_regions(16, 4, 4))
    # A given that clashes: no solution.
    clash = "11" + SPOJ_16[2:]
    assert sudoku.solve(clash) is None and sudoku.count(clash) == 0


def test_jigsaw_by_its_houses():
    solution = sudoku.solve(JIGSAW, regions=JIGSAW_REGIONS)
    assert is_solution(solution, JIGSAW, 9, list(JIGSAW_REGIONS))
    assert sudoku.count(JIGSAW, 5, regions=JIGSAW_REGIONS) == 1
    # The same regions as ints, as rows of ints, under other labels.
    numbers = [int(c) for c in JIGSAW_REGIONS]
    rows = [numbers[r * 9:r * 9 + 9] for r in range(9)]
    letters = "".join("abcdefghi"[n - 1] for n in numbers)
    for regions in (numbers, rows, tuple(numbers), letters,
                    "\n".join(JIGSAW_REGIONS[r * 9:r * 9 + 9]
                              for r in range(9))):
        assert sudoku.solve(JIGSAW, regions=regions) == solution
    # As a classic puzzle it has other solutions.
    assert sudoku.solve(JIGSAW) != solution


def test_windoku_and_diagonals_9x9():
    for keywords in ({"windoku": True}, {"diagonals": True},
                     {"windoku": True, "diagonals": True}):
        solution = sudoku.solve("." * 81, **keywords)
        assert is_solution(solution, "." * 81, 9, box_regions(9, 3, 3),
                           **keywords)
        assert sudoku.solve("." * 81) != solution


def test_numpy():
    np = pytest.importorskip("numpy", reason="NumPy not found")
    brute = Brute(4, box_regions(4, 2, 2))
    puzzles = small_puzzles(4, brute, 3, 12)
    numbers = np.array([values(p) for p in puzzles], np.uint8)
    solved = [sudoku.solve(p) for p in puzzles]
    expected = np.array([values(s) if s else [0] * 16 for s in solved],
                        np.uint8)
    for batch in (numbers, numbers.reshape(-1, 4, 4)):
        out = sudoku.solve_many(batch)
        assert out.shape == batch.shape and out.dtype == np.uint8
        assert (out.reshape(-1, 16) == expected).all()
        assert sudoku.count_many(batch, 5).tolist() == [
            sudoku.count(p, 5) for p in puzzles]
    # A flat buffer needs the side; text records give text back.
    flat = "".join(puzzles).encode()
    out = sudoku.solve_many(flat, side=4)
    assert out.tobytes().decode() == "".join(s or "0" * 16 for s in solved)
    assert sudoku.solve(numbers[0].reshape(4, 4)) == solved[0]


def test_batch_order_and_jobs():
    for keywords, side, regions, extras in SMALL[3:6]:
        puzzles = small_puzzles(6, Brute(side, regions, **extras), 11,
                                scaled(200))
        expected = [sudoku.solve(p, **keywords) for p in puzzles]
        counts = [sudoku.count(p, 4, **keywords) for p in puzzles]
        for jobs in (1, 2, 3, None):
            assert sudoku.solve_many(puzzles, jobs=jobs,
                                     **keywords) == expected
            assert sudoku.count_many(puzzles, 4, jobs=jobs,
                                     **keywords) == counts


BAD_ROWS_4 = ["." * 15, None, 5, "." * 15 + "x", "." * 15 + "5",
              float("nan")]


def test_batch_errors():
    """A bad record of a shaped batch raises naming it, or with
    errors='coerce' gives None; read_errors says why, in the words the
    error has."""
    good = "1..." + "." * 12
    rows = [good] + BAD_ROWS_4 + [good]
    found = sudoku.read_errors(rows, side=4)
    assert found[0] is None and found[-1] is None
    for i in range(1, len(rows) - 1):
        with pytest.raises((ValueError, TypeError)) as caught:
            sudoku.solve_many([good] * i + [rows[i]], side=4)
        assert found[i] == str(caught.value)
        with pytest.raises(type(caught.value)):
            sudoku.count_many([good, rows[i]], side=4)
    assert found[1] == ("puzzles[1]: line 1, column 16: puzzle has 15 "
                        "cells, expected 16")
    assert found[2] == "puzzles[2]: no puzzle: a missing value (None)"
    assert found[3].startswith("puzzles[3]: want a str or a buffer of 16 "
                               "bytes, not int")
    assert "unexpected character 'x'" in found[4]
    assert "value '5' (5) is more than the side, 4" in found[5]
    solution = sudoku.solve(good)
    assert sudoku.solve_many(rows, side=4, errors="coerce") == (
        [solution] + [None] * (len(rows) - 2) + [solution])
    assert sudoku.count_many(rows, side=4, errors="coerce") == (
        [2] + [None] * (len(rows) - 2) + [2])
    # In a buffer: byte 0 cells for a bad record, '0' for no solution.
    records = ("1..." + "." * 12 + "x" * 16 + "11" + "." * 14).encode()
    assert sudoku.solve_many(records, side=4, errors="coerce").tobytes() == (
        solution.encode() + bytes(16) + b"0" * 16)
    with pytest.raises(ValueError, match=r"^puzzles\[1\], column 1: byte "
                       r"120 is not a cell: want 0\.\.4, or the text "
                       r"'1'\.\.'4'"):
        sudoku.solve_many(records, side=4)
    assert sudoku.read_errors(records, side=4)[0::2] == [None, None]
    with pytest.raises(ValueError, match=r"^puzzles: a buffer of shape "
                       r"\(2, 15\): want \(N, 16\), \(N, 4, 4\) or N \* 16"):
        sudoku.solve_many(memoryview(bytes(30)).cast("B", (2, 15)), side=4)
    with pytest.raises(TypeError, match="a str is one puzzle"):
        sudoku.solve_many(good, side=4)


@pytest.mark.parametrize("keywords, error, message", [
    ({"side": 3}, ValueError, "side must be from 4 to 25, not 3"),
    ({"side": 26}, ValueError, "side must be from 4 to 25, not 26"),
    ({"side": "4"}, TypeError, "side must be an int, not str"),
    ({"side": 4.0}, TypeError, "side must be an int, not float"),
    ({"side": 7}, ValueError, "side 7 has no boxes"),
    ({"box": (2, 3), "side": 8}, ValueError,
     r"box \(2, 3\) does not tile side 8"),
    ({"box": 4}, TypeError, r"box must be a pair \(rows, cols\), not 4"),
    ({"box": (2,)}, TypeError, r"box must be a pair"),
    ({"box": (2, "2")}, TypeError, r"box must be a pair of ints"),
    ({"box": (0, 4)}, ValueError, r"box \(0, 4\) makes no board"),
    ({"box": (2, 2), "regions": "a" * 16}, ValueError,
     "give box or regions, not both"),
    ({"regions": "aaaaabbbccccdddd"}, ValueError,
     "regions: label 'a' has 5 cells, not 4"),
    ({"regions": [0] * 4 + [1] * 3 + [2] * 5 + [3] * 4}, ValueError,
     "regions: label 1 has 3 cells, not 4"),
    ({"regions": "abcdefghijklmnop"}, ValueError,
     "regions: 16 different labels on side 4: want 4"),
    ({"regions": "abc"}, ValueError, "regions: 3 labels: want one a cell"),
    ({"regions": "a" * 16, "side": 5}, ValueError,
     "regions: 16 labels for side 5: want 25"),
    ({"regions": 5}, TypeError, "regions: want a str of labels or a "
     "sequence of ints, not int"),
    ({"regions": [1.5] * 16}, TypeError, r"regions: want a str of labels "
     r"or a sequence of ints \(or of rows of ints\), not one holding float"),
    ({"windoku": True, "side": 6}, ValueError,
     "windoku needs square boxes, not 2x3"),
    ({"windoku": True, "regions": JIGSAW_6}, ValueError,
     "windoku needs square boxes, not jigsaw regions"),
])
def test_bad_keywords(keywords, error, message):
    for call in (sudoku.solve, sudoku.count,
                 lambda p, **k: sudoku.solve_many([p], **k),
                 lambda p, **k: sudoku.count_many([p], **k),
                 lambda p, **k: sudoku.read_errors([p], **k)):
        with pytest.raises(error, match="^" + message):
            call("." * 16, **keywords)


@pytest.mark.parametrize("puzzle, keywords, error, message", [
    ("." * 15, {"side": 4}, ValueError,
     "puzzle: line 1, column 16: puzzle has 15 cells, expected 16"),
    ("." * 17, {"side": 4}, ValueError,
     "puzzle: line 1, column 17: puzzle has more than 16 cells"),
    ("....\n..x.\n" + "." * 8, {"side": 4}, ValueError,
     "puzzle: line 2, column 3: unexpected character 'x' in puzzle: "
     "want '1'..'4', '.' or '0'"),
    ("." * 255 + "H", {}, ValueError,
     "puzzle: line 1, column 256: value 'H' (17) is more than the side, "
     "16: want '1'..'9', 'A'..'G', '.' or '0'"),
    ("." * 15 + "\u00e9", {"side": 4}, ValueError,
     "puzzle: line 1, column 16: unexpected character U+00E9"),
    (bytes(15), {"side": 4}, ValueError,
     "puzzle: a buffer of 15 bytes: want 16"),
    (bytes([5]) + bytes(15), {"side": 4}, ValueError,
     "puzzle, column 1: byte 5 is not a cell: want 0..4"),
    (5, {"side": 4}, TypeError,
     "puzzle: want a str or a buffer of 16 bytes, not int"),
    ("." * 16, {"box": (3, 3)}, ValueError,
     "puzzle: line 1, column 17: puzzle has 16 cells, expected 81"),
])
def test_bad_puzzles(puzzle, keywords, error, message):
    for call in (sudoku.solve, sudoku.count):
        with pytest.raises(error) as caught:
            call(puzzle, **keywords)
        assert str(caught.value).startswith(message)


def test_classic_batch_with_a_shaped_record():
    """In a batch of classic puzzles, a record of another side is a bad
    record, not a classic puzzle."""
    with pytest.raises(ValueError, match=r"^puzzles\[1\]: line 1, column "
                       r"17: puzzle has 16 cells, expected 81"):
        sudoku.solve_many(["." * 81, "." * 16])
    assert sudoku.solve_many(["." * 81, "." * 256], errors="coerce")[1] is (
        None)


def test_other_functions_stay_classic():
    """rate, explain and check_many read classic puzzles only."""
    for call in (sudoku.rate, sudoku.explain):
        with pytest.raises(ValueError, match="more than the side, 9"):
            call(SPOJ_16)
        with pytest.raises(ValueError, match="16 cells, expected 81"):
            call("." * 16)
    with pytest.raises(TypeError):
        sudoku.rate_many([SPOJ_16], side=16)


def test_lock_released():
    """Another Python thread runs while shaped puzzles are solved, one or
    a batch."""
    # The judge's puzzle without its first 16 givens has many solutions,
    # which count takes a while to reach.
    givens = [cell for cell, value in enumerate(SPOJ_16) if value != "."]
    opened = "".join("." if cell in givens[:16] else value
                     for cell, value in enumerate(SPOJ_16))
    for call, arg in ((sudoku.solve_many, [SPOJ_16] * scaled(60)),
                      (lambda p: sudoku.count(p, limit=scaled(20000)),
                       opened)):
        ticks, elapsed = ticks_while(call, arg)
        assert elapsed > 0.02, "too short to tell"
        assert ticks > 10
