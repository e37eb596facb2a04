"""What a built `specimen` program needs at run time, and running it where only that is present.

`ldd` lists every shared library the program loads (its own and theirs); `readelf -d` lists the
ones it names itself (NEEDED), whose Debian packages are what a machine must install. A
"minimal root" is a folder holding the program and a copy of each library ldd lists, except the
Swift toolchain's: run inside it with bubblewrap (`bwrap`), as its `/`, with an empty environment,
the program can reach nothing else, so a run that works there works on any machine that has
those libraries.
"""

import os
import re
import shutil
import subprocess
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


def toolchain_root() -> Path:
    """The Swift toolchain's folder (`.../usr` of `.../usr/bin/swift`)."""
    swift = shutil.which("swift")
    if swift is None:
        raise RuntimeError("no `swift` on PATH")
    return Path(os.path.realpath(swift)).parent.parent


def ldd_libraries(binary: Path) -> list[tuple[str, str | None]]:
    """(name, resolved path or None when not found) for every library ldd lists, vDSO left out."""
    output = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, check=True).stdout
    libraries = []
    for line in output.splitlines():
        line = line.strip()
        if match := re.match(r"^(\S+) => not found", line):
            libraries.append((match.group(1), None))
        elif match := re.match(r"^(\S+) => (/\S+) \(0x", line):
            libraries.append((match.group(1), match.group(2)))
        elif match := re.match(r"^(/\S+) \(0x", line):
            libraries.append((Path(match.group(1)).name, match.group(1)))
    return libraries


def toolchain_libraries(binary: Path) -> list[str]:
    """Every library ldd lists that resolves under the toolchain, or does not resolve at all."""
    root = toolchain_root()
    found = []
    for name, path in ldd_libraries(binary):
        if path is None:
            found.append(f"{name} (not found)")
        elif Path(os.path.realpath(path)).is_relative_to(root) or Path(path).is_relative_to(root):
            found.append(f"{name} => {path}")
    return found


def needed_libraries(binary: Path) -> list[str]:
    """The libraries the program names itself (its NEEDED entries), in order."""
    output = subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True, check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", output)


def owning_package(library: str) -> str:
    """The Debian package (architecture left out) that installs the library `library`."""
    found = subprocess.run(["dpkg", "-S", f"*/{library}"], capture_output=True, text=True)
    packages = set()
    for line in found.stdout.splitlines():
        names, _, path = line.partition(": ")
        if Path(path).name == library:
            packages.update(name.split(":")[0] for name in names.split(", "))
    if len(packages) != 1:
        raise AssertionError(f"{library}: expected one Debian package, found {sorted(packages)}: {found.stderr}")
    return packages.pop()


def runtime_packages(binary: Path) -> set[str]:
    """The Debian packages a machine needs to run the program: those of its NEEDED libraries."""
    return {owning_package(library) for library in needed_libraries(binary)}


def minimal_root(binary: Path, folder: Path) -> Path:
    """`folder` made a root: the program as /bin/specimen, each library ldd lists at its own path
    (except the toolchain's), and an empty /work; nothing else."""
    toolchain = toolchain_root()
    (folder / "bin").mkdir(parents=True)
    (folder / "work").mkdir()
    shutil.copy2(binary, folder / "bin" / "specimen")
    for _, path in ldd_libraries(binary):
        if path is None or Path(os.path.realpath(path)).is_relative_to(toolchain):
            continue
        copy = folder / path.lstrip("/")
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(os.path.realpath(path), copy)
    return folder


def run_in_root(root: Path, arguments: list[str], cwd: str = "/work", timeout: float = 120) -> subprocess.CompletedProcess:
    """Runs `specimen ARGUMENTS` with `root` as `/` (bubblewrap): new namespaces, no network,
    an empty environment but PATH=/bin, a private /proc, /dev and /tmp."""
    command = [
        "bwrap", "--unshare-all", "--die-with-parent", "--bind", str(root), "/",
        "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--chdir", cwd,
        "--clearenv", "--setenv", "PATH", "/bin", "--setenv", "HOME", "/work",
        "specimen", *arguments,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout)
