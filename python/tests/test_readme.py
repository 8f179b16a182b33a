"""The README's example of "Use from Python" runs as it is shown, on a
small sudoku.csv of Kaggle's form.  Skipped without pandas
(apt-get install python3-pandas) or NumPy."""

import os
import re
import subprocess
import sys

import pytest

import sudoku
from conftest import SOURCE, se121

pytest.importorskip("numpy", reason="NumPy not found (python3-numpy)")
pytest.importorskip("pandas", reason="pandas not found (python3-pandas)")


def example():
    with open(os.path.join(SOURCE, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    section = readme[readme.index("## Use from Python"):]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_example(tmp_path):
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
