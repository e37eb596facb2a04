"""Fixtures for the browser tests of the built site.

The site comes from SPECIMEN_SITE (default: Public), built beforehand with
`specimen build --output DIR`. It is served by Python's http.server on
127.0.0.1 under a sub-path (http://127.0.0.1:PORT/docs/), as a site published
in a folder of a larger host would be, so links that assume the server root
break the tests. The browser is Debian's headless Chromium driven by Debian's
chromedriver; nothing is downloaded and no network is used.
"""

import contextlib
import functools
import http.server
import json
import os
import re
import shutil
import threading
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from site_checks import clear_site_storage

CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SUB_PATH = "docs"
REPO_ROOT = Path(__file__).resolve().parents[2]
# The specimen binary the command-line tests run (serve, build under attack, SARIF).
BINARY = Path(os.environ.get("SPECIMEN_BIN", REPO_ROOT / ".build" / "debug" / "specimen"))


def require_binary():
    """Fails the test when the binary has not been built."""
    if not BINARY.is_file():
        pytest.fail(f"no specimen binary at {BINARY}: run `swift build` first or set SPECIMEN_BIN")


def copy_sample(destination: Path):
    """A copy of the sample's Content/ in `destination`, for tests that edit it (the theme is built in),
    with the older version its site.yml lists beside it (Versions/1.x)."""
    shutil.copytree(REPO_ROOT / "Content", destination / "Content")
    shutil.copytree(REPO_ROOT / "Versions", destination / "Versions")


def _site_folder() -> Path:
    configured = Path(os.environ.get("SPECIMEN_SITE", "Public"))
    candidates = [configured] if configured.is_absolute() else [Path.cwd() / configured, REPO_ROOT / configured]
    for candidate in candidates:
        if (candidate / "rules" / "index.html").is_file():
            return candidate.resolve()
    raise pytest.UsageError(
        f"no built site at {configured} (looked in {', '.join(str(c) for c in candidates)}): "
        "build one with `specimen build --output DIR` and set SPECIMEN_SITE=DIR"
    )


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass


_ABSOLUTE_BASE = re.compile(rb'<base href="https?://[^"]*">')


class _SiteHandler(_QuietHandler):
    """Serves the site as its host would at the production base URL, mapped to the sub-path.

    Only 404.html has a <base href>: the absolute URL of its own folder (site.yml's base URL, or
    an older version's folder under it), so that the page works from whatever path the host serves
    it at. Here the site lives at /docs/ instead, so that one attribute is rewritten to the folder
    the page is served from; without this the browser would fetch the page's stylesheet and
    scripts from the (unreachable) production host. Every other byte is served as built."""

    def do_GET(self):  # noqa: N802 - the base class's name
        path = self.translate_path(self.path)
        if path.endswith(".html") and os.path.isfile(path):
            data = Path(path).read_bytes()
            folder = self.path.split("?", 1)[0].split("#", 1)[0].rsplit("/", 1)[0] + "/"
            served = _ABSOLUTE_BASE.sub(f'<base href="{folder}">'.encode(), data, count=1)
            if served != data:
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(served)))
                self.end_headers()
                self.wfile.write(served)
                return
        super().do_GET()


class Site:
    """The built site on disk and where it is served."""

    def __init__(self, folder: Path, base_url: str):
        self.folder = folder
        self.base_url = base_url  # ends with "/docs/"

    def url(self, path: str = "") -> str:
        return self.base_url + path

    def file_url(self, path: str) -> str:
        return (self.folder / path.split("#")[0]).as_uri() + ("#" + path.split("#", 1)[1] if "#" in path else "")

    @functools.cached_property
    def rules(self) -> list:
        with open(self.folder / "rules.json", encoding="utf-8") as file:
            return json.load(file)["rules"]


@contextlib.contextmanager
def serve_site(folder: Path, root: Path):
    """Serves the built site in `folder` at http://127.0.0.1:PORT/docs/ (from the empty folder
    `root`, where a link to it is made) until the block ends."""
    (root / SUB_PATH).symlink_to(folder, target_is_directory=True)
    handler = functools.partial(_SiteHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield Site(folder, f"http://127.0.0.1:{server.server_address[1]}/{SUB_PATH}/")
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    with serve_site(_site_folder(), tmp_path_factory.mktemp("serve")) as served:
        yield served


@pytest.fixture(scope="session")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--lang=en-US", "--no-first-run", "--disable-extensions"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture
def driver(browser):
    """The shared browser, on a blank page with an empty console log and no emulation."""
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.get("about:blank")
    browser.get_log("browser")
    return browser


@contextlib.contextmanager
def prepared_driver(driver, site):
    """The shared browser for whole-site checks of `site`: its storage cleared, a long script
    timeout (axe), and the colour-scheme and viewport emulation undone when the block ends."""
    driver.set_script_timeout(60)
    clear_site_storage(driver, site)
    try:
        yield driver
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
