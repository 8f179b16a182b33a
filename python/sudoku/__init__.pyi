# Type hints for the package sudoku.  The functions are in sudoku._sudoku,
# built from python/src/, whose docstrings say more.
from typing import (
    Any,
    Literal,
    Optional,
    Sequence,
    Tuple,
    TypedDict,
    Union,
    overload,
)

from typing_extensions import Unpack

__version__: str

# A puzzle: 81 cells of text ('.' or '0' empty) or any layout the command
# reads, or a buffer of 81 bytes (0..9, or '0'..'9' and '.').  A puzzle of
# side N (4 to 25): N * N values of text ('1'..'9', then 'A' = 10 up to
# 'P' = 25; '.' or '0' empty; blanks between them ignored), or a buffer
# of N * N bytes (0..N, or that text).
Puzzle = Union[str, bytes, bytearray, memoryview, Any]

# A jigsaw's regions: a str of N * N labels, one a cell, or N * N ints, or
# N rows of N ints (a NumPy array of shape (N, N)); N labels of N cells.
Regions = Union[str, Sequence[int], Sequence[Sequence[int]], Any]

class Rating(tuple):
    """(er, level); ep and ed are attributes only.  A puzzle with several
    solutions gives Rating(None, 'several'), its ep and ed None too."""
    @property
    def er(self) -> Optional[float]: ...
    @property
    def level(self) -> str: ...
    @property
    def ep(self) -> Optional[float]: ...
    @property
    def ed(self) -> Optional[float]: ...

class Step(TypedDict):
    technique: str
    rating: float
    text: str
    placements: list[Tuple[int, int]]
    eliminations: list[Tuple[int, int]]
    cells: list[int]

# The shape keywords of solve, count, solve_many, count_many and
# read_errors: side (by default that of box or regions, else the
# puzzle's own), box=(rows, cols), regions, and the extra houses
# diagonals (X-sudoku) and windoku (square boxes only).  None of them, on
# 81 cells, is the classic board.
class Shape(TypedDict, total=False):
    side: Optional[int]
    box: Optional[Tuple[int, int]]
    regions: Optional[Regions]
    diagonals: bool
    windoku: bool

def solve(
    puzzle: Puzzle,
    *,
    any: bool = ...,
    **shape: Unpack[Shape],
) -> Optional[str]: ...
def count(
    puzzle: Puzzle,
    limit: int = ...,
    **shape: Unpack[Shape],
) -> int: ...
def rate(puzzle: Puzzle) -> Optional[Rating]: ...
def explain(puzzle: Puzzle) -> Optional[list[Step]]: ...
def generate(
    n: int,
    *,
    seed: Optional[int] = ...,
    difficulty: Optional[str] = ...,
    rating: Union[None, float, Tuple[float, float]] = ...,
    symmetry: str = ...,
    minimal: bool = ...,
    clues: int = ...,
    tries: int = ...,
    jobs: Optional[int] = ...,
    # Another shape makes its puzzles, side * side characters; difficulty
    # is then 'easy', 'medium' or 'hard', and rating and clues raise
    # ValueError.  jigsaw=True makes new random regions for each puzzle
    # (of side, 9 by default, with diagonals if asked; no box, regions or
    # windoku): each item is then (puzzle, solution, regions), regions
    # N * N labels '1'..'9', 'A'... as regions= takes them.
    jigsaw: bool = ...,
    **shape: Unpack[Shape],
) -> list[Tuple[str, ...]]: ...

class GenerateError(RuntimeError):
    """generate() ran out of tries for some puzzles."""
    made: list[Tuple[str, ...]]  # the pairs (triples) made, in order
    missing: list[int]  # the indices of the others

# A sequence of puzzles gives a list; a buffer of N records of 81 bytes
# (a NumPy uint8 array of shape (N, 81) or (N, 9, 9), bytes of N * 81)
# gives an array: NumPy's for a NumPy array, else a memoryview, of the
# same shape for solve_many and of shape (N,) for the others.
# errors: what a record that is not a puzzle (bad text, a missing value:
# None, NaN or pd.NA, a wrong type) does: 'raise' a ValueError or
# TypeError naming it, or 'coerce' it to None in a list (no answer in an
# array); read_errors says why.
Errors = Literal["raise", "coerce"]

# The shape keywords say one board for a whole batch; without side, box
# or regions the side is that of a buffer's records, (N, side * side) or
# (N, side, side), or of a sequence's first puzzle.
@overload
def solve_many(
    puzzles: Sequence[Any],
    *,
    jobs: Optional[int] = ...,
    errors: Errors = ...,
    **shape: Unpack[Shape],
) -> list[Optional[str]]: ...
@overload
def solve_many(
    puzzles: Any,
    *,
    jobs: Optional[int] = ...,
    errors: Errors = ...,
    **shape: Unpack[Shape],
) -> Any: ...
@overload
def count_many(
    puzzles: Sequence[Any],
    limit: int = ...,
    *,
    jobs: Optional[int] = ...,
    errors: Literal["raise"] = ...,
    **shape: Unpack[Shape],
) -> list[int]: ...
@overload
def count_many(
    puzzles: Sequence[Any],
    limit: int = ...,
    *,
    jobs: Optional[int] = ...,
    errors: Literal["coerce"],
    **shape: Unpack[Shape],
) -> list[Optional[int]]: ...
@overload
def count_many(
    puzzles: Any,
    limit: int = ...,
    *,
    jobs: Optional[int] = ...,
    errors: Errors = ...,
    **shape: Unpack[Shape],
) -> Any: ...
@overload
def rate_many(
    puzzles: Sequence[Any], *, jobs: Optional[int] = ..., errors: Errors = ...
) -> list[Optional[Rating]]: ...
@overload
def rate_many(
    puzzles: Any, *, jobs: Optional[int] = ..., errors: Errors = ...
) -> Any: ...
@overload
def check_many(
    puzzles: Sequence[Any],
    solutions: Any,
    *,
    jobs: Optional[int] = ...,
    errors: Literal["raise"] = ...,
) -> list[bool]: ...
@overload
def check_many(
    puzzles: Sequence[Any],
    solutions: Any,
    *,
    jobs: Optional[int] = ...,
    errors: Literal["coerce"],
) -> list[Optional[bool]]: ...
@overload
def check_many(
    puzzles: Any,
    solutions: Any,
    *,
    jobs: Optional[int] = ...,
    errors: Errors = ...,
) -> Any: ...

# Each record's error as errors='raise' words it, or None for a puzzle.
def read_errors(
    puzzles: Any,
    **shape: Unpack[Shape],
) -> list[Optional[str]]: ...
