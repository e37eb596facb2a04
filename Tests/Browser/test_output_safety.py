"""Output safety (issue 8): a build killed at any moment leaves a whole site in Public/ — the
previous one or the new one, never a mix and never nothing — and two builds of the same input
are byte-identical. The sample site is built alternately from two versions of its content, and
each build is killed (SIGKILL, no chance to clean up) at a different moment of its run."""

import hashlib
import signal
import subprocess
import time
from pathlib import Path

import pytest

from conftest import BINARY, copy_sample, require_binary


def tree(folder: Path) -> dict:
    return {path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.fixture
def workspace(tmp_path):
    require_binary()
    copy_sample(tmp_path)
    return tmp_path


def build(folder: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(BINARY), "build", *extra], cwd=folder, capture_output=True, text=True, timeout=120)


def test_a_killed_build_leaves_the_previous_or_the_new_site(workspace):
    config = workspace / "Content" / "site.yml"
    versions = {"A": config.read_text()}
    versions["B"] = versions["A"].replace("title: ", "title: Renamed ", 1)
    assert versions["B"] != versions["A"]
    trees = {}
    for name in ("B", "A"):  # end on A, so that Public/ holds A
        config.write_text(versions[name])
        assert build(workspace, "--no-cache").returncode == 0
        trees[name] = tree(workspace / "Public")
    assert trees["A"] != trees["B"]
    started = time.monotonic()
    assert build(workspace, "--no-cache").returncode == 0
    duration = time.monotonic() - started

    current = "A"
    outcomes = {"killed": 0, "finished": 0}
    for step in range(24):
        target = "B" if current == "A" else "A"
        config.write_text(versions[target])
        process = subprocess.Popen([str(BINARY), "build", *(["--no-cache"] if step % 2 else [])], cwd=workspace,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(duration * step / 20)
        process.send_signal(signal.SIGKILL)
        process.wait()
        now = tree(workspace / "Public")
        assert now in (trees["A"], trees["B"]), f"step {step}: Public/ is neither the previous nor the new site"
        finished = now == trees[target]
        outcomes["finished" if finished else "killed"] += 1
        current = target if finished else current
    assert outcomes["killed"] >= 3, f"the kills came too late to test anything: {outcomes}"
    # Whatever the kills left behind (a staging folder, a stale cache), the next build is whole.
    assert build(workspace).returncode == 0
    assert tree(workspace / "Public") == trees[target], "the next build gives the site of the content"


def test_two_builds_of_the_same_input_are_byte_identical(workspace):
    assert build(workspace, "--no-cache", "--output", "One").returncode == 0
    assert build(workspace, "--no-cache", "--output", "Two").returncode == 0
    assert tree(workspace / "One") == tree(workspace / "Two")
    # Nothing was written anywhere but the output folders and the cache beside them.
    written = {path.name for path in workspace.iterdir()}
    assert written == {"Content", "Templates", "One", "Two"}, written
