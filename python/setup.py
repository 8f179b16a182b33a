"""Builds the Python module sudoku against an installed libsudoku.

The library is found, in this order, under SUDOKU_PREFIX (the --prefix of
`cmake --install`: its include/ and its lib/, or SUDOKU_LIBDIR when the
library went elsewhere), through pkg-config's sudoku.pc (PKG_CONFIG_PATH
as for any program), or in the compiler's own directories (/usr/local
after a plain `cmake --install build`).  A static libsudoku.a goes into
the extension, a shared object, so it must be position-independent:
gcc's default on Debian (PIE) is, and -DCMAKE_POSITION_INDEPENDENT_CODE=ON
or -DBUILD_SHARED_LIBS=ON make sure of it elsewhere.  CFLAGS and LDFLAGS
are added as usual.

    apt-get install -y python3-dev python3-pip python3-setuptools
    SUDOKU_PREFIX=/opt/sudoku pip install --no-build-isolation ./python
"""

import os
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = ["src/module.c", "src/convert.c", "src/shape.c", "src/many.c",
           "src/pool.c"]


def pkg_config(*args):
    """pkg-config's words for sudoku, or None without pkg-config or
    sudoku.pc."""
    tool = shutil.which("pkg-config") or shutil.which("pkgconf")
    if tool is None:
        return None
    done = subprocess.run([tool, *args, "sudoku"], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, check=False)
    if done.returncode != 0:
        return None
    return done.stdout.decode().split()


def find_library():
    """(include_dirs, library_dirs, libraries, where) of libsudoku."""
    prefix = os.environ.get("SUDOKU_PREFIX")
    if prefix:
        libdir = os.environ.get("SUDOKU_LIBDIR")
        if not libdir:
            candidates = [os.path.join(prefix, d) for d in (
                "lib", "lib64", os.path.join("lib", "x86_64-linux-gnu"))]
            libdir = next((d for d in candidates if os.path.isdir(d) and any(
                f.startswith("libsudoku.") for f in os.listdir(d))),
                candidates[0])
        return ([os.path.join(prefix, "include")], [libdir],
                ["sudoku", "pthread", "m"], "SUDOKU_PREFIX")
    flags = pkg_config("--cflags", "--libs")
    if flags is not None:
        return ([f[2:] for f in flags if f.startswith("-I")],
                [f[2:] for f in flags if f.startswith("-L")],
                [f[2:] for f in flags if f.startswith("-l")] + ["m"],
                "pkg-config")
    return [], [], ["sudoku", "pthread", "m"], "the compiler's directories"


def library_version(include_dirs, where):
    """The version in sudoku/version.h, which also shows the headers are
    there."""
    for d in include_dirs + ["/usr/local/include", "/usr/include"]:
        path = os.path.join(d, "sudoku", "version.h")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                found = re.search(r'SUDOKU_VERSION_STRING "([^"]+)"', f.read())
            if found:
                return found.group(1)
    sys.exit(f"sudoku/version.h not found through {where}: install the "
             "library first (cmake --install), and set SUDOKU_PREFIX to "
             "its prefix when it is not /usr/local")


def system_dir(path):
    return path.startswith(("/usr/lib", "/lib"))


include_dirs, library_dirs, libraries, where = find_library()
version = library_version(include_dirs, where)
link_args = []
if sys.platform.startswith("linux"):
    # The library's names stay inside the extension.
    link_args.append("-Wl,--exclude-libs,ALL")

setup(
    name="sudoku",
    version=version,
    description="Solve, count, rate, explain and generate sudoku puzzles "
                "with libsudoku, on every core",
    long_description=__doc__,
    license="MIT",
    python_requires=">=3.7",
    packages=["sudoku"],
    package_data={"sudoku": ["__init__.pyi", "py.typed"]},
    ext_modules=[Extension(
        "sudoku._sudoku",
        sources=SOURCES,
        include_dirs=include_dirs,
        library_dirs=library_dirs,
        runtime_library_dirs=[d for d in library_dirs if not system_dir(d)],
        libraries=libraries,
        extra_compile_args=["-std=c11", "-fvisibility=hidden"],
        extra_link_args=link_args,
    )],
    zip_safe=False,
)
