"""No injected script ever runs (issue 8): the XSS fixture site (Tests/Fixtures/sites/xss) puts
payloads in every field that reaches a page — site title and version, front matter, headings,
raw HTML, Markdown links and images, tables, task lists, spec-block rules, notes and token roles,
token descriptions and values, the registry, licence fields and body, asset titles. It is built
twice, with `rawHTML: false` (the default) and `rawHTML: true` (authors' HTML through the
allow-list), and every page is loaded in headless Chromium with `alert`, `confirm`, `prompt` and
`window.__xss` trapped before any page script runs. No trap may fire, no element may carry an
event handler or a `javascript:` URL, and the only scripts are the theme's own."""

import functools
import http.server
import shutil
import subprocess
import threading

import pytest
from selenium.common.exceptions import NoAlertPresentException

from conftest import BINARY, REPO_ROOT, require_binary
from site_checks import html_pages, open_page

FIXTURE = REPO_ROOT / "Tests" / "Fixtures" / "sites" / "xss" / "Content"
TRAP = """
window.__xssFired = [];
for (const name of ["alert", "confirm", "prompt", "print"]) {
  window[name] = (...args) => { window.__xssFired.push(name + ":" + args.join(",")); };
}
Object.defineProperty(window, "__xss", { set(value) { window.__xssFired.push("__xss:" + value); }, get() { return undefined; } });
"""
THEME_SCRIPTS = ("theme/theme-init.js", "theme/site.js", "theme/search.js", "theme/rules-filter.js", "theme/platform-switcher.js",
                 "theme/tokens.js", "search-index.js")


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass


@pytest.fixture(scope="module", params=[False, True], ids=["rawHTML-false", "rawHTML-true"])
def hostile_site(request, tmp_path_factory):
    require_binary()
    root = tmp_path_factory.mktemp("xss")
    content = root / "Content"
    shutil.copytree(FIXTURE, content)
    config = content / "site.yml"
    config.write_text(config.read_text().replace("rawHTML: false", f"rawHTML: {'true' if request.param else 'false'}"))
    built = subprocess.run([str(BINARY), "build", "--no-cache", "--content", str(content),
                            "--templates", str(REPO_ROOT / "Theme"), "--output", str(root / "site")],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    handler = functools.partial(_QuietHandler, directory=str(root / "site"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield root / "site", f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def test_no_payload_runs_on_any_page(hostile_site, driver):
    folder, base = hostile_site
    pages = html_pages(folder)
    assert "guides/widget/index.html" in pages and "licensing/open/index.html" in pages
    trap = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TRAP})
    problems = []
    try:
        for page in pages:
            open_page(driver, base + page)
            try:
                alert = driver.switch_to.alert
                problems.append(f"{page}: a real alert opened: {alert.text}")
                alert.dismiss()
            except NoAlertPresentException:
                pass
            # Hovering, focusing and toggling are what event-handler payloads wait for.
            driver.execute_script("""
                for (const element of document.querySelectorAll('body *')) {
                  for (const type of ['mouseover', 'focus', 'click', 'toggle', 'load', 'error']) {
                    if (type === 'click' && (element.closest('a[href]') || element.closest('button'))) continue;
                    element.dispatchEvent(new Event(type));
                  }
                }""")
            fired = driver.execute_script("return window.__xssFired")
            if fired:
                problems.append(f"{page}: script ran: {fired}")
            found = driver.execute_script("""
                const bad = [];
                for (const element of document.querySelectorAll('*')) {
                  for (const attribute of element.attributes) {
                    const name = attribute.name.toLowerCase(), value = attribute.value.replace(/[\\s\\x00-\\x1f]/g, '').toLowerCase();
                    if (name.startsWith('on')) bad.push(element.tagName + ' ' + name);
                    if (/^(javascript|vbscript|data:text)/.test(value) && ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset'].includes(name))
                      bad.push(element.tagName + ' ' + name + '=' + attribute.value);
                    if (name === 'style' && !element.closest('[data-token], .swatch, .ramp')) bad.push(element.tagName + ' style');
                  }
                }
                for (const element of document.querySelectorAll('iframe, object, embed, frame, base, meta[http-equiv], form[action], svg script'))
                  bad.push(element.tagName);
                for (const script of document.scripts) {
                  if (!script.src) bad.push('inline script: ' + script.textContent.slice(0, 60));
                  else if (!%s.some(allowed => script.src.endsWith(allowed))) bad.push('script ' + script.src);
                }
                return bad;""" % list(THEME_SCRIPTS))
            problems += [f"{page}: {item}" for item in found]
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": trap["identifier"]})
    assert not problems, "\n".join(problems)


def test_payloads_are_shown_as_text(hostile_site, driver):
    """Escaping is not deleting: what an author wrote is visible, so they can see the problem."""
    folder, base = hostile_site
    open_page(driver, base + "guides/widget/index.html")
    text = driver.find_element("tag name", "body").text
    assert "<script>window.__xss='page title'</script>" in text
    assert "Keep it small <script>window.__xss='rule text'</script>" in text
