"""What the module's tests share: puzzles, the command, the data sets.

The command (for the cross-checks) comes from SUDOKU_COMMAND, the public
data sets from SUDOKU_DATA (by default ../shared/data beside the
repository); tests that need what is missing, or NumPy, say "skipped".
SUDOKU_TEST_SCALE (default 1) scales the number of puzzles and calls, for
slow builds such as the sanitizers'.
"""

import os
import subprocess

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.normpath(os.path.join(HERE, "..", ".."))
DATA = os.environ.get(
    "SUDOKU_DATA", os.path.join(SOURCE, "..", "shared", "data"))
COMMAND = os.environ.get("SUDOKU_COMMAND", "")
SCALE = float(os.environ.get("SUDOKU_TEST_SCALE", "1"))

EASY = ("1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4"
        "...4.1.....92.58..8.4...1.7")
EASY_SOLUTION = ("143628579572139468986754231391542786468917352725863914"
                 "237481695619275843854396127")
HARD = ("8..........36......7..9.2...5...7.......457.....1...3..."
        "1....68..85...1..9....4..")
EXTREME = ("4...3.......6..8..........1....5..9..8....6...7.2........"
           "1.27..5.3....4.9........")
MULTI = ("............1.94.....7.4...3..5.2..6.6.....5.7..8.3..4..."
         "4.1.....92.58..8.4...1.7")
MULTI_SMALLEST = ("14263857953712946898675423139154278646891735272586391427"
                  "3481695619275843854396127")
CLASH = "11" + "." * 79


def scaled(n):
    """n scaled by SUDOKU_TEST_SCALE, at least 1."""
    return max(1, int(n * SCALE))


def read_lines(path, limit=None):
    """The puzzles of a one-a-line file: the first 81 characters of each
    line that is not a comment."""
    puzzles = []
    with open(path, encoding="ascii") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                puzzles.append(line[:81])
                if limit is not None and len(puzzles) == limit:
                    break
    return puzzles


def se121():
    """400 qqwing puzzles in the repository, of every level."""
    return read_lines(os.path.join(SOURCE, "tests", "data",
                                   "se121-qqwing.txt"))


def data_file(name):
    """A file of the shared data sets, or a skip saying it is missing."""
    path = os.path.join(DATA, name)
    if not os.path.exists(path):
        pytest.skip(f"{path} not found (the public data sets)")
    return path


def kaggle(limit=None):
    """Puzzles and solutions of the Kaggle csv of the shared data."""
    puzzles, solutions = [], []
    with open(data_file("classic/kaggle9999_with_solutions.csv"),
              encoding="ascii") as f:
        for line in f:
            fields = line.strip().split(",")
            if len(fields) >= 2 and fields[0][:1].isdigit():
                puzzles.append(fields[0])
                solutions.append(fields[1])
                if limit is not None and len(puzzles) == limit:
                    break
    return puzzles, solutions


@pytest.fixture
def command():
    """Runs the sudoku command on an input text; returns its stdout."""
    if not COMMAND or not os.access(COMMAND, os.X_OK):
        pytest.skip("the sudoku command not given (SUDOKU_COMMAND)")

    def run(args, text):
        done = subprocess.run([COMMAND, *args], input=text.encode(),
                              stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, check=False)
        assert done.returncode in (0, 1), (args, done.returncode)
        return done.stdout.decode()

    return run
