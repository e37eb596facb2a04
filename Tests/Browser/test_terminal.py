"""What `specimen build` and `specimen serve` print on a real terminal (a pseudo-terminal here):
each long stage on one line that the next rewrites (`specimen: parsing 32 pages…`), erased
before the summary, so the last thing on screen reads exactly as it does in a log. In a pipe
(every other test) nothing of it appears."""

import os
import pty
import select
import signal
import subprocess
import time

from conftest import BINARY, copy_sample, require_binary

ERASE = b"\r\x1b[2K"


def read_terminal(main, process, until=None, timeout=120):
    """What the process printed on the terminal whose main side is `main`, read until it exits
    or `until` has appeared."""
    printed, deadline = b"", time.monotonic() + timeout
    while time.monotonic() < deadline and not (until and until in printed):
        ready, _, _ = select.select([main], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(main, 65536)
            except OSError:  # the other side closed: the process has exited
                break
            if not chunk:
                break
            printed += chunk
        elif process.poll() is not None:
            break
    return printed


def start_on_terminal(arguments, cwd):
    """Starts the command with a pseudo-terminal as its standard input, output and error;
    returns the process and the terminal's main side."""
    main, secondary = pty.openpty()
    process = subprocess.Popen(arguments, cwd=cwd, stdin=secondary, stdout=secondary, stderr=secondary,
                               env={**os.environ, "TERM": "xterm", "NO_COLOR": "1"}, close_fds=True)
    os.close(secondary)
    return process, main


def test_build_on_a_terminal_shows_its_stages_and_erases_them(tmp_path):
    require_binary()
    copy_sample(tmp_path)
    process, main = start_on_terminal([str(BINARY), "build", "--no-cache"], tmp_path)
    try:
        printed = read_terminal(main, process)
    finally:
        os.close(main)
    assert process.wait(timeout=30) == 0, printed
    # Parsing, checking and the summary count the pages of every version (the sample's 32 and
    # 1.x's 12): every version is checked at once, beside the comparison of the versions.
    stages = [ERASE + "specimen: parsing 44 pages…".encode(), ERASE + "specimen: checking 44 pages…".encode(),
              ERASE + "specimen: rendering and writing ".encode()]
    positions = [printed.find(stage) for stage in stages]
    assert all(position >= 0 for position in positions) and positions == sorted(positions), printed
    assert (ERASE + b"0 errors, 0 warnings in 44 pages; built ") in printed, printed


def test_serve_on_a_terminal_erases_the_first_builds_stages_before_its_summary(tmp_path):
    require_binary()
    copy_sample(tmp_path)
    process, main = start_on_terminal([str(BINARY), "serve", "--port", "0"], tmp_path)
    try:
        printed = read_terminal(main, process, until=b"Serving http://")
        assert b"Serving http://127.0.0.1:" in printed, printed
        assert (ERASE + "specimen: parsing 44 pages…".encode()) in printed, printed  # with 1.x's 12
        summary = printed.find(b"0 errors, 0 warnings in 44 pages; built in ")
        assert summary > 0 and printed[:summary].endswith(ERASE), printed
        process.send_signal(signal.SIGINT)
        assert b"Stopping." in read_terminal(main, process, timeout=30)
        assert process.wait(timeout=30) == 0
    finally:
        os.close(main)
        if process.poll() is None:
            process.kill()


def test_serve_stops_cleanly_after_its_terminal_has_gone(tmp_path):
    """Writing "Stopping." to a terminal that has closed fails (EIO): serve must still stop with
    status 0, not crash (it did: Foundation's old FileHandle.write traps on a failed write)."""
    require_binary()
    copy_sample(tmp_path)
    process, main = start_on_terminal([str(BINARY), "serve", "--port", "0"], tmp_path)
    try:
        assert b"Serving http://" in read_terminal(main, process, until=b"Serving http://")
    finally:
        os.close(main)
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=30) == 0
