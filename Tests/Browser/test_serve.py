"""`specimen serve` end to end, in headless Chromium: it answers, an open page reloads itself
after an edit, a broken edit shows the diagnostics in an overlay (file, line, message) that the
fix clears, the built site never contains the reload script, and Ctrl-C stops the server
cleanly. The site is a copy of the sample in a temporary folder; the binary is
SPECIMEN_BIN (default .build/debug/specimen)."""

import os
import re
import signal
import subprocess
import time
import urllib.error
import urllib.request

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import BINARY, copy_sample, require_binary
from site_checks import open_page, severe_console_entries

PAGE = "patterns/search.md"


@pytest.fixture
def served(tmp_path):
    require_binary()
    copy_sample(tmp_path)
    process = subprocess.Popen(
        [str(BINARY), "serve", "--port", "0", "--content", "Content", "--output", "Public"],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.search(r"Serving (http://127\.0\.0\.1:\d+/)", line)
    if not match:
        process.kill()
        pytest.fail(f"serve did not print its URL: {line!r} {process.stderr.read()}")
    try:
        yield tmp_path, match.group(1), process
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)


def wait_for(driver, condition, message, timeout=15):
    # The page reloads under our feet: an element found a moment ago may be gone.
    return WebDriverWait(driver, timeout, poll_frequency=0.1, ignored_exceptions=(StaleElementReferenceException,)).until(
        lambda _: condition(), message)


def main_text(driver):
    """The text of <main>, read in one step (a reload between finding and reading it cannot interfere)."""
    return driver.execute_script("const main = document.querySelector('main'); return main ? main.innerText : '';")


def test_serve_reloads_after_an_edit_and_shows_errors_in_an_overlay(served, driver):
    folder, url, process = served
    page_url = url + "patterns/search/index.html"
    open_page(driver, page_url)
    assert driver.find_elements(By.CSS_SELECTOR, 'script[src="/__specimen/live.js"]'), "served pages get the reload script"
    wait_for(driver, lambda: driver.execute_script("return window.specimenLiveReload !== undefined"),
             "the page subscribes to the server's events")

    source = folder / "Content" / PAGE
    original = source.read_text()
    marker = "Live reload works: this sentence was added while the page was open."
    driver.execute_script("window.specimenBeforeReload = true")
    source.write_text(original + "\n" + marker + "\n")
    wait_for(driver, lambda: marker in main_text(driver), "the open page reloads with the edit")
    assert driver.execute_script("return window.specimenBeforeReload === undefined"), "the page really reloaded"

    broken = original + "\nSee [the missing page](missing-page.md).\n"
    source.write_text(broken)
    text = wait_for(driver, lambda: driver.execute_script(
        "const o = document.getElementById('specimen-error-overlay'); return o ? o.innerText : null;"), "a broken build shows the overlay")
    role = driver.execute_script("return document.getElementById('specimen-error-overlay').getAttribute('role')")
    line = broken.splitlines().index("See [the missing page](missing-page.md).") + 1
    assert f"Content/{PAGE}:{line}:" in text and "SP101" in text and "missing-page.md" in text, text
    assert role == "alertdialog"

    source.write_text(original)
    wait_for(driver, lambda: not driver.find_elements(By.ID, "specimen-error-overlay"), "fixing the content clears the overlay")
    wait_for(driver, lambda: marker not in main_text(driver), "the fixed page has the original text")
    assert not severe_console_entries(driver)

    # Prose edits take serve's quick path (one page re-rendered); a new title must take the full
    # build, since every page's sidebar lists it.
    other = folder / "Public" / "patterns" / "create-view" / "index.html"
    assert "Search, retitled" not in other.read_text()
    source.write_text(original.replace("title: Search", "title: Search, retitled", 1))
    wait_for(driver, lambda: "Search, retitled" in other.read_text(), "a new title reaches the other pages' sidebars")
    wait_for(driver, lambda: "Search, retitled" in driver.title, "the open page reloads with its new title")
    source.write_text(original)
    wait_for(driver, lambda: "Search, retitled" not in other.read_text(), "the old title comes back everywhere")

    built = (folder / "Public" / "patterns" / "search" / "index.html").read_text()
    assert "__specimen" not in built, "the built site never contains the reload script"

    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=10) == 0, "Ctrl-C stops serve cleanly"


def test_serve_rebuilds_an_older_versions_page_when_its_file_changes(served, driver):
    """The folders site.yml's `versions:` name are watched too: an edit to 1.x's tabs page
    reloads that page in 1.0/, and the current version's twin stays as it was."""
    folder, url, process = served
    open_page(driver, url + "1.0/components/tabs/index.html")
    wait_for(driver, lambda: driver.execute_script("return window.specimenLiveReload !== undefined"),
             "the page subscribes to the server's events")
    source = folder / "Versions" / "1.x" / "components" / "tabs.md"
    original = source.read_text()
    marker = "This sentence was added to version 1.x while its page was open."
    source.write_text(original + "\n" + marker + "\n")
    try:
        wait_for(driver, lambda: marker in main_text(driver), "the older version's page reloads with the edit")
        assert marker not in (folder / "Public" / "components" / "tabs" / "index.html").read_text()
    finally:
        source.write_text(original)
    wait_for(driver, lambda: marker not in main_text(driver), "the page has its original text again")
    assert not severe_console_entries(driver)


def test_serve_answers_only_from_the_output_folder(served):
    folder, url, process = served
    (folder / "secret.txt").write_text("outside the site")
    os.symlink(folder / "secret.txt", folder / "Public" / "link-out.txt")

    def status(path):
        try:
            with urllib.request.urlopen(url.rstrip("/") + path, timeout=10) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code

    assert status("/") == 200
    assert status("/theme/specimen.css") == 200
    assert status("/components") == 200, "a folder without its slash is redirected to it"
    for hostile in ("/../secret.txt", "/%2e%2e/secret.txt", "/%2e%2e%2fsecret.txt", "//secret.txt", "/link-out.txt",
                    "/theme/..%2f..%2fsecret.txt", "/nowhere.html"):
        assert status(hostile) == 404, hostile

    # DNS rebinding: a page whose name now points at 127.0.0.1 still sends its own name as Host.
    import http.client
    from urllib.parse import urlsplit
    address = urlsplit(url)

    def status_for(path, headers):
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
        connection.putrequest("GET", path, skip_host=True)
        for name, value in headers.items():
            connection.putheader(name, value)
        connection.endheaders()
        response = connection.getresponse()
        response.read()
        connection.close()
        return response.status

    assert status_for("/", {"Host": f"localhost:{address.port}"}) == 200
    assert status_for("/", {"Host": f"evil.example:{address.port}"}) == 403
    assert status_for("/__specimen/events", {"Host": f"127.0.0.1:{address.port}", "Origin": "http://evil.example"}) == 403


def test_serve_answers_2000_concurrent_requests_while_it_rebuilds(served):
    """Issue 8: 2,000 requests at once, all answered, while edits make the site rebuild."""
    import socket
    import threading
    from urllib.parse import urlsplit

    folder, url, process = served
    address = urlsplit(url)
    source = folder / "Content" / PAGE
    original = source.read_text()
    paths = ["/", "/components/index.html", "/patterns/search/index.html", "/theme/specimen.css", "/search-index.js"]
    count = 2000
    barrier = threading.Barrier(count + 1)
    results = [None] * count

    def request(index):
        try:
            connection = socket.create_connection((address.hostname, address.port), timeout=60)
            barrier.wait(timeout=60)
            path = paths[index % len(paths)]
            connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{address.port}\r\nConnection: close\r\n\r\n".encode())
            response = b""
            while chunk := connection.recv(65536):
                response += chunk
            connection.close()
            results[index] = response.split(b"\r\n", 1)[0].decode()
        except Exception as error:  # noqa: BLE001 - every failure is reported below
            results[index] = repr(error)

    def edit():
        barrier.wait(timeout=60)
        for round in range(5):
            source.write_text(original + f"\nEdited during the load test, round {round}.\n")
            time.sleep(0.05)
        source.write_text(original)

    threads = [threading.Thread(target=request, args=(index,)) for index in range(count)] + [threading.Thread(target=edit)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    failures = [result for result in results if result != "HTTP/1.1 200 OK"]
    assert not failures, f"{len(failures)} of {count} requests failed, e.g. {failures[:5]}"
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=10) == 0


def test_serve_on_a_busy_port_fails_at_once_naming_it(tmp_path):
    """Another program on the port: `serve` exits 2 within a second, before building, saying which
    port and how to get a free one, instead of waiting for a listener that never comes."""
    import socket
    require_binary()
    copy_sample(tmp_path)
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        started = time.monotonic()
        result = subprocess.run([str(BINARY), "serve", "--port", str(port), "--output", "Public"],
                                cwd=tmp_path, capture_output=True, text=True, timeout=30)
        elapsed = time.monotonic() - started
    assert result.returncode == 2, result
    assert elapsed < 1.0, f"took {elapsed:.2f} s"
    assert f"port {port}" in result.stderr and "--port 0" in result.stderr, result.stderr
    assert not (tmp_path / "Public").exists(), "nothing is built for a server that cannot start"


def test_serve_without_content_exits_2_like_build(tmp_path):
    """No `Content/` (or no `site.yml`): `serve` stops with status 2 and says what is missing, as
    `build` does, instead of serving an error page."""
    require_binary()
    for args in ([], ["--content", "Nowhere"]):
        result = subprocess.run([str(BINARY), "serve", "--port", "0", *args], cwd=tmp_path, capture_output=True, text=True, timeout=30)
        assert result.returncode == 2, result
        assert "no folder at" in result.stderr and "Serving" not in result.stdout, result
    (tmp_path / "Content").mkdir()
    result = subprocess.run([str(BINARY), "serve", "--port", "0"], cwd=tmp_path, capture_output=True, text=True, timeout=30)
    assert result.returncode == 2 and "site.yml" in result.stderr, result


def test_a_first_build_that_fails_shows_the_overlay_and_reloads_after_the_fix(tmp_path, driver):
    """Nothing has been built yet and the first build fails: every page answers with the errors in
    the overlay (not a bare "Not found"), and fixing the content brings the site in by itself."""
    require_binary()
    copy_sample(tmp_path)
    source = tmp_path / "Content" / PAGE
    original = source.read_text()
    source.write_text(original + "\nSee [the missing page](missing-page.md).\n")
    process = subprocess.Popen([str(BINARY), "serve", "--port", "0", "--output", "Public"],
                               cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        match = re.search(r"Serving (http://127\.0\.0\.1:\d+/)", process.stdout.readline())
        assert match, process.stderr.read()
        open_page(driver, match.group(1) + "patterns/search/index.html")
        text = wait_for(driver, lambda: driver.execute_script(
            "const o = document.getElementById('specimen-error-overlay'); return o ? o.innerText : null;"), "the failed first build shows the overlay")
        assert "SP101" in text and "missing-page.md" in text, text
        # The line the diagnostic points at, with a caret under its column.
        excerpt, column = driver.execute_script(
            "const item = [...document.querySelectorAll('#specimen-error-overlay .specimen-diagnostic')]"
            "  .find(i => i.textContent.includes('SP101'));"
            "const where = item.firstChild.textContent.match(/:(\\d+):(\\d+):/);"
            "return [item.querySelector('pre.specimen-diagnostic__source').textContent, Number(where[2])];")
        line, caret = excerpt.split("\n")
        assert line == "See [the missing page](missing-page.md).", excerpt
        assert caret == " " * (column - 1) + "^", (excerpt, column)
        source.write_text(original)
        wait_for(driver, lambda: "Search" in driver.title and not driver.find_elements(By.ID, "specimen-error-overlay"),
                 "the fix brings the page in")
    finally:
        process.kill()
        process.wait(timeout=10)
