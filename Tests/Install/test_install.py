"""`script/install PREFIX` installs a `specimen` that runs without the Swift toolchain.

It installs into a temporary PREFIX; the program there must resolve no library under the
toolchain (ldd), and must answer `--version`, make a site with `init` and build it, once with the
toolchain off PATH and LD_LIBRARY_PATH, and once in a root that holds nothing but the program and
the libraries ldd lists (bubblewrap). The Debian packages of the libraries it names must be the
ones README.md, Docs/publishing.md and the Dockerfile's runtime stage name. The same checks run on
the debug build, which links the toolchain's libswiftCore.so, and must fail there: they can.
"""

import os
import re
import stat
import subprocess
import time
from pathlib import Path

import pytest

from binaries import (
    REPO_ROOT, ldd_libraries, minimal_root, run_in_root, runtime_packages, toolchain_libraries, toolchain_root,
)
from dockerfile import stages

DEBUG_BINARY = Path(os.environ.get("SPECIMEN_BIN", REPO_ROOT / ".build" / "debug" / "specimen"))


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    prefix = tmp_path_factory.mktemp("install") / "prefix"
    started = time.monotonic()
    result = subprocess.run(["bash", "script/install", str(prefix)], cwd=REPO_ROOT, capture_output=True, text=True,
                            timeout=3600)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    print(f"script/install took {time.monotonic() - started:.0f} s")
    return prefix / "bin" / "specimen"


def init_and_build(run) -> None:
    """`--version`, `init site`, then `build` inside site/, through `run(arguments, cwd)`."""
    version = run(["--version"], None)
    assert version.returncode == 0, version.stderr
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*\n", version.stdout), version.stdout
    created = run(["init", "site"], None)
    assert created.returncode == 0, created.stderr
    built = run(["build"], "site")
    assert built.returncode == 0, built.stderr
    assert built.stderr.startswith("0 errors"), built.stderr


def test_installs_an_executable_into_prefix_bin(installed):
    assert installed.is_file()
    assert stat.S_IMODE(installed.stat().st_mode) == 0o755


def test_resolves_no_library_under_the_toolchain(installed):
    assert toolchain_libraries(installed) == []
    names = [name for name, _ in ldd_libraries(installed)]
    assert not [name for name in names if name.startswith(("libswift", "libFoundation", "libdispatch", "libBlocks"))], names


def test_runs_with_the_toolchain_off_path_and_library_path(installed, tmp_path):
    # Not enough alone: a binary linked to the toolchain's libraries finds them through its
    # RUNPATH anyway. The ldd check and the minimal root are what catch that.
    environment = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    assert str(toolchain_root()) not in environment["PATH"]

    def run(arguments, cwd):
        return subprocess.run([str(installed), *arguments], cwd=tmp_path / (cwd or ""), env=environment,
                              capture_output=True, text=True, timeout=120)

    init_and_build(run)
    assert (tmp_path / "site" / "Public" / "index.html").is_file()


def test_runs_in_a_root_holding_only_the_libraries_ldd_lists(installed, tmp_path):
    root = minimal_root(installed, tmp_path / "root")
    init_and_build(lambda arguments, cwd: run_in_root(root, arguments, "/work" + (f"/{cwd}" if cwd else "")))
    assert (root / "work" / "site" / "Public" / "index.html").is_file()
    assert not (root / "opt").exists() and not (root / "usr" / "bin").exists()


def test_the_checks_fail_for_a_binary_that_needs_the_toolchain(tmp_path):
    if not DEBUG_BINARY.is_file():
        pytest.skip(f"no debug build at {DEBUG_BINARY} (swift build)")
    assert any("libswiftCore.so" in line for line in toolchain_libraries(DEBUG_BINARY))
    result = run_in_root(minimal_root(DEBUG_BINARY, tmp_path / "root"), ["--version"])
    assert result.returncode != 0
    assert "error while loading shared libraries: libswift" in result.stderr, result.stderr


def documented_runtime_packages(text: str) -> set[str]:
    """The Debian runtime packages a text names: `lib…` names in backticks that are not -dev."""
    return {name for name in re.findall(r"`(lib[a-z0-9.+-]+)`", text) if not name.endswith("-dev")}


def section(text: str, heading: str) -> str:
    """From `heading` to the next heading of its level or above."""
    level = heading.split(" ")[0]
    start = text.index(f"\n{heading}\n")
    ends = [text.find(f"\n{'#' * n} ", start + len(heading) + 2) for n in range(1, len(level) + 1)]
    ends = [end for end in ends if end >= 0]
    return text[start:min(ends, default=len(text))]


def test_the_runtime_packages_are_the_documented_ones(installed):
    packages = runtime_packages(installed)
    assert {"libc6", "libcurl4", "libcmark-gfm0.29.0.gfm.6", "libmimalloc2.0"} <= packages, packages
    assert stages()[-1].apt_packages() == packages
    readme = section((REPO_ROOT / "README.md").read_text(encoding="utf-8"), "## Install")
    assert documented_runtime_packages(readme) == packages
    publishing = section((REPO_ROOT / "Docs" / "publishing.md").read_text(encoding="utf-8"),
                         "### What the program needs on Linux")
    table = re.findall(r"^\|.*\| `([^`]+)` \|$", publishing, re.M)
    assert set(table) == packages and len(table) == len(packages), table
