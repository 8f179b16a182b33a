"""Bad input of every kind: an exception that says what and where, never
a crash."""

import pytest

import sudoku
from conftest import EASY, EASY_SOLUTION

ONE = [sudoku.solve, sudoku.count, sudoku.rate, sudoku.explain]
MANY = [sudoku.solve_many, sudoku.count_many, sudoku.rate_many,
        lambda p, **kw: sudoku.check_many(p, p, **kw)]


@pytest.mark.parametrize("function", ONE)
@pytest.mark.parametrize("text, message", [
    (EASY[:80], "puzzle: line 1, column 81: puzzle has 80 cells, expected 81"),
    (EASY + "1", "puzzle: line 1, column 82: puzzle has more than 81 cells"),
    (EASY[:40] + "x" + EASY[41:],
     "puzzle: line 1, column 41: unexpected character 'x' in puzzle"),
    ("", "puzzle: no puzzle in the text"),
    ("\n\n# only a comment\n", "puzzle: no puzzle in the text"),
    (EASY[:10] + "\0" + EASY[11:], "puzzle: a NUL character at offset 10"),
    ("ein Rätsel", "puzzle: line 1, column 1: unexpected text"),
])
def test_bad_text(function, text, message):
    with pytest.raises(ValueError) as caught:
        function(text)
    assert str(caught.value).startswith(message)


@pytest.mark.parametrize("function", ONE)
@pytest.mark.parametrize("value", [None, 5, 1.5, ["1"] * 81, object()])
def test_wrong_type(function, value):
    with pytest.raises(TypeError, match="^puzzle: want a str or a buffer"):
        function(value)


@pytest.mark.parametrize("function", ONE)
def test_bad_buffer(function):
    with pytest.raises(ValueError, match="^puzzle: a buffer of 80 bytes"):
        function(bytes(80))
    with pytest.raises(ValueError, match="^puzzle, column 3: byte 10 is"):
        function(bytes([1, 2, 10]) + bytes(78))
    with pytest.raises(ValueError, match="^puzzle, column 2: byte 5 is"):
        function(b"1" + bytes([5]) + b"." * 79)
    with pytest.raises(TypeError, match="^puzzle: a buffer of 'i' items"):
        function(memoryview(bytes(81 * 4)).cast("i"))


def test_bad_arguments():
    with pytest.raises(ValueError, match="limit must be from 1"):
        sudoku.count(EASY, limit=0)
    with pytest.raises(ValueError, match="limit must be from 1"):
        sudoku.count_many([EASY], limit=-1)
    with pytest.raises(TypeError):
        sudoku.count(EASY, limit="2")
    with pytest.raises(TypeError):
        sudoku.solve(EASY, True)
    with pytest.raises(ValueError, match="jobs must be 1 or more"):
        sudoku.solve_many([EASY], jobs=0)
    with pytest.raises(TypeError):
        sudoku.solve_many([EASY], jobs="2")


def test_bad_generate_arguments():
    for kwargs, message in [
            ({"difficulty": "fiendish"},
             "^unknown difficulty 'fiendish': want 'easy', 'medium', "
             "'hard', 'expert', 'extreme' or 'any'$"),
            # As --difficulty=trial: refused, not [None].
            ({"difficulty": "trial"},
             "^difficulty 'trial': puzzles that need trial are too rare to "
             "make: want 'easy', 'medium', 'hard', 'expert', 'extreme' or "
             "'any' "
             r"\(rating=10.0 tries anyway, within tries\)$"),
            ({"symmetry": "spiral"}, "unknown symmetry 'spiral'"),
            ({"rating": (5.0, 2.0)}, "rating must be from 1.0 to 10.0"),
            ({"rating": 11}, "rating must be from 1.0 to 10.0"),
            ({"rating": (1, 2, 3)}, "rating must be a number or a pair"),
            ({"difficulty": "hard", "rating": 3.0}, "not both"),
            ({"seed": -1}, "seed must be from 0"),
            ({"seed": 2 ** 64}, "seed must be from 0"),
            ({"clues": 82}, "clues must be from 0"),
            ({"tries": 0}, "tries must be 1 or more")]:
        with pytest.raises(ValueError, match=message):
            sudoku.generate(1, **kwargs)
    with pytest.raises(ValueError, match="n must be 0 or more"):
        sudoku.generate(-1)
    with pytest.raises(TypeError):
        sudoku.generate("3")
    with pytest.raises(TypeError):
        sudoku.generate(1, rating="hard")


@pytest.mark.parametrize("function", MANY)
def test_many_bad_record(function):
    with pytest.raises(ValueError) as caught:
        function([EASY, EASY, EASY[:80]])
    assert str(caught.value) == (
        "puzzles[2]: line 1, column 81: puzzle has 80 cells, expected 81")
    with pytest.raises(TypeError, match=r"^puzzles\[1\]: want a str"):
        function([EASY, 7])
    with pytest.raises(TypeError, match="^puzzles: a str is one puzzle"):
        function(EASY)
    with pytest.raises(TypeError, match="^puzzles: want a list of str"):
        function(12)
    with pytest.raises(TypeError, match="^puzzles: want a list of str"):
        function(None)


@pytest.mark.parametrize("function", MANY)
@pytest.mark.parametrize("value, shown", [(None, "None"),
                                          (float("nan"), "NaN")])
def test_many_missing_value(function, value, shown):
    """A missing value (pandas' NaN in a column of str) is a ValueError
    that names its row, not a TypeError."""
    with pytest.raises(ValueError) as caught:
        function([EASY, value, EASY])
    assert str(caught.value) == (
        f"puzzles[1]: no puzzle: a missing value ({shown})")


@pytest.mark.parametrize("function", MANY)
def test_many_bad_errors_argument(function):
    with pytest.raises(ValueError, match="^errors must be 'raise' or "
                       "'coerce', not 'ignore'$"):
        function([EASY], errors="ignore")
    with pytest.raises(TypeError):
        function([EASY], errors=1)


@pytest.mark.parametrize("function", MANY)
def test_many_bad_buffer(function):
    with pytest.raises(ValueError,
                       match=r"^puzzles: a buffer of shape \(80,\)"):
        function(bytes(80))
    records = bytearray(EASY.encode() * 3)
    records[81 + 5] = ord("x")
    with pytest.raises(ValueError,
                       match=r"^puzzles\[1\], column 6: byte 120 is not"):
        function(records)
    records = bytearray(3 * 81)
    records[2 * 81 + 80] = 10
    with pytest.raises(ValueError,
                       match=r"^puzzles\[2\], column 81: byte 10 is not"):
        function(bytes(records))


def test_check_many_mismatch():
    with pytest.raises(ValueError,
                       match="^solutions: 1 records for 2 puzzles"):
        sudoku.check_many([EASY, EASY], [EASY_SOLUTION])
    with pytest.raises(ValueError, match=r"^solutions\[0\]: line 1"):
        sudoku.check_many([EASY], [EASY_SOLUTION[:80]])
    with pytest.raises(TypeError, match="^solutions: a str is one puzzle"):
        sudoku.check_many([EASY], EASY_SOLUTION)
    with pytest.raises(ValueError, match=r"^solutions\[1\]: no puzzle: a "
                       r"missing value \(NaN\)$"):
        sudoku.check_many([EASY, EASY], [EASY_SOLUTION, float("nan")])
