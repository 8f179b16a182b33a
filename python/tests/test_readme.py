"""The README's section "Use from Python" names what the package has,
and its example runs as it is shown, on a small sudoku.csv of Kaggle's
form (skipped without pandas, apt-get install python3-pandas, or
NumPy)."""

import os
import re
import subprocess
import sys

import pytest

import sudoku
from conftest import SOURCE, se121


def section():
    with open(os.path.join(SOURCE, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    start = readme.index("## Use from Python")
    return readme[start:readme.index("\n## ", start + 1)]


def example():
    return re.search(r"```python\n(.*?)```", section(), re.S).group(1)


def test_names():
    """Every name the package exports, and every figure of a Rating, is
    in the section."""
    text = section()
    missing = [name for name in sudoku.__all__ + ["ep", "ed"]
               if f"`{name}" not in text]
    assert not missing, missing


def test_example(tmp_path):
    pytest.importorskip("numpy", reason="NumPy not found (python3-numpy)")
    pytest.importorskip("pandas",
                        reason="pandas not found (python3-pandas)")
    puzzles = [p.replace(".", "0") for p in se121()]
    with open(tmp_path / "sudoku.csv", "w", encoding="ascii") as f:
        f.write("quizzes,solutions\n")
        for puzzle, solution in zip(puzzles, sudoku.solve_many(puzzles)):
            f.write(f"{puzzle},{solution}\n")
    done = subprocess.run([sys.executable, "-c", example()], cwd=tmp_path,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          check=False)
    assert done.returncode == 0, done.stderr.decode()
    out = done.stdout.decode()
    assert re.search(r"ok\s+True\nunique\s+True", out), out
    assert "count    400" in out, out
