"""The install and bootstrap scripts: shellcheck-clean, and script/bootstrap's macOS branch, run
here with stand-ins for `uname` (saying Darwin) and `brew` first on PATH: it installs with brew
what is missing, never calls apt, dpkg or sudo, and says what the tests need besides."""

import os
import stat
import subprocess
from pathlib import Path

import pytest

from binaries import REPO_ROOT

SCRIPTS = ["script/install", "script/bootstrap", "script/test"]

STUB = """#!/bin/sh
echo "$(basename "$0") $*" >> "$STUB_LOG"
{body}
"""


def write_stub(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text(STUB.format(body=body))
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


@pytest.fixture
def mac(tmp_path):
    """Runs script/bootstrap as on a Mac whose Homebrew has the formulae in `installed`."""
    stubs = tmp_path / "bin"
    stubs.mkdir()
    log = tmp_path / "calls.log"
    write_stub(stubs, "uname", 'echo Darwin')
    # `brew list --versions NAME` succeeds only for the formulae in BREW_INSTALLED.
    write_stub(stubs, "brew", 'if [ "$1" = list ]; then case " $BREW_INSTALLED " in *" $3 "*) exit 0;; esac; exit 1; fi')
    for forbidden in ("apt-get", "apt", "dpkg-query", "dpkg", "sudo"):
        write_stub(stubs, forbidden, "exit 99")

    def run(*arguments, installed="", with_brew=True):
        if not with_brew:
            (stubs / "brew").unlink()
        environment = {**os.environ, "PATH": f"{stubs}:/usr/bin:/bin", "STUB_LOG": str(log), "BREW_INSTALLED": installed}
        result = subprocess.run(["bash", "script/bootstrap", *arguments], cwd=REPO_ROOT, env=environment,
                                capture_output=True, text=True, timeout=60)
        calls = log.read_text().splitlines() if log.exists() else []
        log.unlink(missing_ok=True)
        return result, [call for call in calls if not call.startswith("uname")]

    return run


def test_on_macos_bootstrap_installs_the_missing_formulae_with_brew(mac):
    result, calls = mac()
    assert result.returncode == 0, result.stderr
    assert calls == ["brew list --versions cmark-gfm", "brew list --versions mimalloc", "brew install cmark-gfm mimalloc"]

    result, calls = mac("--install", installed="cmark-gfm")
    assert result.returncode == 0, result.stderr
    assert calls[-1] == "brew install mimalloc"


def test_on_macos_bootstrap_installs_nothing_when_brew_has_both(mac):
    result, calls = mac(installed="mimalloc cmark-gfm")
    assert result.returncode == 0, result.stderr
    assert calls == ["brew list --versions cmark-gfm", "brew list --versions mimalloc"]


def test_on_macos_bootstrap_test_says_what_else_to_install(mac):
    result, calls = mac("--test", installed="mimalloc cmark-gfm")
    assert result.returncode == 0, result.stderr
    assert "brew install --cask chromium chromedriver" in result.stderr
    assert all(call.startswith("brew list") for call in calls), calls


def test_on_macos_without_homebrew_bootstrap_says_so(mac):
    result, calls = mac(with_brew=False)
    assert result.returncode == 1
    assert "Homebrew is needed" in result.stderr
    assert calls == []


def test_bootstrap_refuses_an_unknown_option(mac):
    result, _ = mac("--tests")
    assert result.returncode == 2
    assert "usage: script/bootstrap" in result.stderr


@pytest.mark.parametrize("script", SCRIPTS)
def test_scripts_parse_and_are_shellcheck_clean(script):
    assert subprocess.run(["bash", "-n", script], cwd=REPO_ROOT).returncode == 0
    checked = subprocess.run(["shellcheck", script], cwd=REPO_ROOT, capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout


def test_make_install_passes_prefix_to_script_install():
    dry = subprocess.run(["make", "-n", "install", "PREFIX=/opt/x y"], cwd=REPO_ROOT, capture_output=True, text=True)
    assert dry.returncode == 0, dry.stderr
    assert dry.stdout.strip() == 'bash script/install "/opt/x y"'
    default = subprocess.run(["make", "-n", "install"], cwd=REPO_ROOT, capture_output=True, text=True)
    assert default.stdout.strip() == 'bash script/install "/usr/local"'
