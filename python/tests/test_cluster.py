"""The README's Dask recipe ("Bigger than one machine") runs as it is
shown: a local cluster of two worker processes solves a batch with bad
records in blocks, and its answers are, line for line, what the command
prints (skipped without Dask, apt-get install python3-distributed)."""

import os
import re
import subprocess
import sys

import pytest

from conftest import SOURCE

BATCH = os.path.join(SOURCE, "tests", "cli", "cases", "jobs-same-output",
                     "batch.txt")


def recipe():
    with open(os.path.join(SOURCE, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    start = readme.index("### Bigger than one machine")
    section = readme[start:readme.index("\n## ", start)]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_recipe_shown():
    """The recipe reads blocks at line ends and keeps bad records."""
    code = recipe()
    assert 'db.read_text("puzzles.txt", blocksize="16MiB")' in code
    assert 'errors="coerce"' in code and "read_errors" in code


def test_dask_recipe(tmp_path, command):
    pytest.importorskip("dask.bag",
                        reason="Dask not found (python3-dask)")
    pytest.importorskip("distributed",
                        reason="Dask's distributed not found "
                        "(python3-distributed)")
    with open(BATCH, encoding="ascii") as f:
        batch = f.read()
    # The batch twice, with a tail and a blank line: some 200 KB, in
    # blocks of 16 KiB, so that each worker gets several.
    text = batch + "\n" + batch.replace("\n", " # a note\n", 3)
    (tmp_path / "puzzles.txt").write_text(text, encoding="ascii")
    code = recipe().replace('blocksize="16MiB"', 'blocksize="16KiB"')
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    expected = command(["-f", "line"], text)
    got = (tmp_path / "answers.txt").read_text(encoding="ascii")
    assert got.count("\n") == expected.count("\n") > 2000
    assert "invalid" in got and "no solution" in got
    assert got == expected
