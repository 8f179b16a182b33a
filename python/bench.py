#!/usr/bin/python3
"""Times the module against the command and against pure Python.

    python3 python/bench.py [--command build/sudoku]
        [--data ../shared/data/classic/kaggle9999_with_solutions.csv]
        [--repeat 20] [--runs 5] [--python 300]

Run with PYTHONPATH pointing at the module (the build tree's python/, or
where pip put it).  The puzzles of the csv, repeated --repeat times, are
solved in alternating rounds by the command (`sudoku -jJ FILE`, the csv in
a file, its output to /dev/null) and by solve_many (an (N, 81) uint8 NumPy
array in, one out; then a list of str), with all processors and with one;
each line gives the median time of --runs rounds and the median of the
per-round ratios to the command on the same cores.  Then two plain
pure-Python solvers (constraint propagation with search on dicts of
candidates, and Algorithm X, exact cover, on dicts of sets) solve the
first --python puzzles, and each is set against solve_many on a list, one
thread, above; every answer is checked.  Needs NumPy.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy

HERE = os.path.dirname(os.path.abspath(__file__))
# python/sudoku/ holds the package's sources, not the built extension:
# the module comes from PYTHONPATH.
sys.path = [p for p in sys.path if os.path.abspath(p or ".") != HERE]

import sudoku  # noqa: E402


def read_csv(path):
    """The puzzles and solutions of a puzzle,solution csv."""
    puzzles, solutions = [], []
    with open(path, encoding="ascii") as f:
        for line in f:
            fields = line.strip().split(",")
            if len(fields) >= 2 and fields[0][:1].isdigit():
                puzzles.append(fields[0])
                solutions.append(fields[1])
    return puzzles, solutions


# ---- pure Python, written plainly ----------------------------------------

DIGITS = "123456789"
ROWS = "ABCDEFGHI"
SQUARES = [r + c for r in ROWS for c in DIGITS]
UNITS = {}
PEERS = {}


def _propagation_setup():
    unitlist = ([[r + c for c in DIGITS] for r in ROWS] +
                [[r + c for r in ROWS] for c in DIGITS] +
                [[r + c for r in rs for c in cs]
                 for rs in ("ABC", "DEF", "GHI")
                 for cs in ("123", "456", "789")])
    for s in SQUARES:
        UNITS[s] = [u for u in unitlist if s in u]
        PEERS[s] = set(sum(UNITS[s], [])) - {s}


_propagation_setup()


def _assign(values, s, d):
    others = values[s].replace(d, "")
    if all(_eliminate(values, s, d2) for d2 in others):
        return values
    return False


def _eliminate(values, s, d):
    if d not in values[s]:
        return values
    values[s] = values[s].replace(d, "")
    if len(values[s]) == 0:
        return False
    if len(values[s]) == 1:
        d2 = values[s]
        if not all(_eliminate(values, s2, d2) for s2 in PEERS[s]):
            return False
    for u in UNITS[s]:
        places = [s2 for s2 in u if d in values[s2]]
        if len(places) == 0:
            return False
        if len(places) == 1 and not _assign(values, places[0], d):
            return False
    return values


def _search(values):
    if values is False:
        return False
    if all(len(values[s]) == 1 for s in SQUARES):
        return values
    _, s = min((len(values[s]), s) for s in SQUARES if len(values[s]) > 1)
    for d in values[s]:
        found = _search(_assign(values.copy(), s, d))
        if found:
            return found
    return False


def propagation(puzzle):
    """Constraint propagation and search on dicts of candidates."""
    values = {s: DIGITS for s in SQUARES}
    for s, c in zip(SQUARES, puzzle):
        if c in DIGITS and not _assign(values, s, c):
            return None
    values = _search(values)
    return "".join(values[s] for s in SQUARES) if values else None


def _cover(x, y, r):
    cols = []
    for j in y[r]:
        for i in x[j]:
            for k in y[i]:
                if k != j:
                    x[k].remove(i)
        cols.append(x.pop(j))
    return cols


def _uncover(x, y, r, cols):
    for j in reversed(y[r]):
        x[j] = cols.pop()
        for i in x[j]:
            for k in y[i]:
                if k != j:
                    x[k].add(i)


def _exact_cover(x, y, solution):
    if not x:
        yield list(solution)
        return
    c = min(x, key=lambda c: len(x[c]))
    for r in list(x[c]):
        solution.append(r)
        cols = _cover(x, y, r)
        yield from _exact_cover(x, y, solution)
        _uncover(x, y, r, cols)
        solution.pop()


def algorithm_x(puzzle):
    """Algorithm X (exact cover) on dicts of sets."""
    y = {}
    for r in range(9):
        for c in range(9):
            b = (r // 3) * 3 + c // 3
            for n in range(1, 10):
                y[(r, c, n)] = [("rc", r * 9 + c), ("rn", r * 9 + n),
                                ("cn", c * 9 + n), ("bn", b * 9 + n)]
    x = {}
    for row, cols in y.items():
        for col in cols:
            x.setdefault(col, set()).add(row)
    try:
        for i, ch in enumerate(puzzle):
            if ch in DIGITS:
                _cover(x, y, (i // 9, i % 9, int(ch)))
    except KeyError:
        return None
    for found in _exact_cover(x, y, []):
        grid = [0] * 81
        for i, ch in enumerate(puzzle):
            if ch in DIGITS:
                grid[i] = int(ch)
        for r, c, n in found:
            grid[r * 9 + c] = n
        return "".join(map(str, grid))
    return None


# ---- timing ----------------------------------------------------------------

def timed(call):
    start = time.perf_counter()
    result = call()
    return time.perf_counter() - start, result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--command", default=os.path.join(
        HERE, "..", "build", "sudoku"))
    parser.add_argument("--data", default=os.path.join(
        HERE, "..", "..", "shared", "data", "classic",
        "kaggle9999_with_solutions.csv"))
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--python", type=int, default=300)
    args = parser.parse_args()

    puzzles, solutions = read_csv(args.data)
    n = len(puzzles) * args.repeat
    jobs = os.cpu_count() or 1
    records = numpy.frombuffer("".join(puzzles * args.repeat).encode(),
                               dtype=numpy.uint8).reshape(n, 81)
    strings = puzzles * args.repeat
    expected = "".join(solutions * args.repeat).encode()
    with tempfile.NamedTemporaryFile("w", suffix=".csv",
                                     delete=False) as f:
        f.write("puzzle,solution\n")
        for _ in range(args.repeat):
            f.writelines(f"{p},{s}\n" for p, s in zip(puzzles, solutions))
        csv = f.name

    def command(j):
        with open(os.devnull, "wb") as out:
            subprocess.run([args.command, f"-j{j}", csv], stdout=out,
                           check=True)

    cases = [
        (f"sudoku -j{jobs} FILE (csv in, text out)", jobs,
         lambda: command(jobs), "command"),
        (f"solve_many(array, jobs={jobs})", jobs,
         lambda: sudoku.solve_many(records, jobs=jobs), "array"),
        (f"solve_many(list of str, jobs={jobs})", jobs,
         lambda: sudoku.solve_many(strings, jobs=jobs), "list"),
        ("sudoku -j1 FILE", 1, lambda: command(1), "command"),
        ("solve_many(array, jobs=1)", 1,
         lambda: sudoku.solve_many(records, jobs=1), "array"),
        ("solve_many(list of str, jobs=1)", 1,
         lambda: sudoku.solve_many(strings, jobs=1), "list"),
    ]
    assert sudoku.solve_many(records).tobytes() == expected
    assert "".join(sudoku.solve_many(strings)).encode() == expected
    times = {name: [] for name, *_ in cases}
    for run in range(args.runs):
        order = cases if run % 2 == 0 else cases[::-1]
        for name, _, call, _ in order:
            times[name].append(timed(call)[0])
    os.unlink(csv)

    print(f"{n:,} puzzles ({len(puzzles):,} of {os.path.basename(args.data)}"
          f" x {args.repeat}), {args.runs} rounds, medians")
    print()
    print("| what | jobs | seconds | puzzles/s | time vs the command |")
    print("|---|---|---|---|---|")
    for name, j, _, kind in cases:
        base = next(b for b, bj, _, k in cases if bj == j and k == "command")
        ratio = statistics.median(
            t / c for t, c in zip(times[name], times[base]))
        t = statistics.median(times[name])
        print(f"| `{name}` | {j} | {t:.3f} | {n / t:,.0f} | {ratio:.2f} |")

    sample = puzzles[:args.python]
    print()
    print(f"Pure Python on the first {len(sample)} puzzles, one thread:")
    print()
    print("| solver | µs/puzzle | solve_many(jobs=1) is faster by |")
    print("|---|---|---|")
    # The module's time a puzzle on the whole batch above: a small batch
    # solved again and again runs faster than a new one would.
    ours = statistics.median(
        times["solve_many(list of str, jobs=1)"]) / n
    for name, solver in [("propagation and search", propagation),
                         ("Algorithm X on dicts", algorithm_x)]:
        seconds, answers = timed(lambda: [solver(p) for p in sample])
        assert answers == solutions[:len(sample)], name
        each = seconds / len(sample)
        print(f"| {name} | {each * 1e6:,.0f} | {each / ours:,.0f}x |")
    print(f"| solve_many(list of str, jobs=1), above | {ours * 1e6:.2f} | 1x |")


if __name__ == "__main__":
    sys.exit(main())
