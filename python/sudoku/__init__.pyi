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

__version__: str

# A puzzle: 81 cells of text ('.' or '0' empty) or any layout the command
# reads, or a buffer of 81 bytes (0..9, or '0'..'9' and '.').
Puzzle = Union[str, bytes, bytearray, memoryview, Any]

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

def solve(puzzle: Puzzle, *, any: bool = ...) -> Optional[str]: ...
def count(puzzle: Puzzle, limit: int = ...) -> int: ...
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
) -> list[Tuple[str, str]]: ...

class GenerateError(RuntimeError):
    """generate() ran out of tries for some puzzles."""
    made: list[Tuple[str, str]]  # the pairs made, in order
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

@overload
def solve_many(
    puzzles: Sequence[Any], *, jobs: Optional[int] = ..., errors: Errors = ...
) -> list[Optional[str]]: ...
@overload
def solve_many(
    puzzles: Any, *, jobs: Optional[int] = ..., errors: Errors = ...
) -> Any: ...
@overload
def count_many(
    puzzles: Sequence[Any],
    limit: int = ...,
    *,
    jobs: Optional[int] = ...,
    errors: Literal["raise"] = ...,
) -> list[int]: ...
@overload
def count_many(
    puzzles: Sequence[Any],
    limit: int = ...,
    *,
    jobs: Optional[int] = ...,
    errors: Literal["coerce"],
) -> list[Optional[int]]: ...
@overload
def count_many(
    puzzles: Any,
    limit: int = ...,
    *,
    jobs: Optional[int] = ...,
    errors: Errors = ...,
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
def read_errors(puzzles: Any) -> list[Optional[str]]: ...
