"""The site `specimen init` creates, checked like the sample site: it builds with no diagnostic
in strict mode, and every page passes axe (light and dark), has no console error, does not scroll
sideways at 375 px, has no broken link and is valid HTML. A team's first impression of Specimen
is this site, so it gets the sample site's bar.
"""

import subprocess

import pytest

from conftest import BINARY, prepared_driver, require_binary, serve_site
from site_checks import (
    broken_links, describe_violations, horizontal_overflow, html_pages, open_page, run_axe,
    set_color_scheme, set_viewport, severe_console_entries, axe_path,
)
from validate_html import validate


@pytest.fixture(scope="module")
def starter(tmp_path_factory):
    require_binary()
    root = tmp_path_factory.mktemp("starter")
    created = subprocess.run([str(BINARY), "init", "site"], cwd=root, capture_output=True, text=True, timeout=60)
    assert created.returncode == 0, created.stderr
    assert "Next: cd site && specimen serve" in created.stdout
    built = subprocess.run([str(BINARY), "build", "--strict"], cwd=root / "site", capture_output=True, text=True, timeout=120)
    assert built.returncode == 0, built.stderr
    assert built.stderr.startswith("0 errors, 0 warnings in "), built.stderr
    assert "\x1b" not in built.stderr, "no progress line when standard error is not a terminal"
    with serve_site(root / "site" / "Public", tmp_path_factory.mktemp("starter-serve")) as served:
        yield served


@pytest.fixture(scope="module")
def starter_pages(starter):
    pages = html_pages(starter.folder)
    for page in ("index.html", "components/button/index.html", "foundations/colour/index.html", "licensing/index.html"):
        assert page in pages
    return pages


@pytest.fixture
def starter_driver(driver, starter):
    with prepared_driver(driver, starter) as prepared:
        yield prepared


@pytest.mark.parametrize("scheme", ("light", "dark"))
def test_no_axe_violation_console_error_or_sideways_scroll(starter_driver, starter, starter_pages, scheme):
    axe_source = axe_path().read_text(encoding="utf-8")
    set_color_scheme(starter_driver, scheme)
    set_viewport(starter_driver, 375, 812)
    failures = []
    for page in starter_pages:
        open_page(starter_driver, starter.url(page))
        result = run_axe(starter_driver, axe_source)
        if result["violations"]:
            failures += describe_violations(page, result["violations"])
        failures += [f"  {page}: console: {entry['message']}" for entry in severe_console_entries(starter_driver)]
        scroll_width, inner, widest = horizontal_overflow(starter_driver)
        if scroll_width > inner:
            failures.append(f"  {page}: {scroll_width} px wide at {inner} px: " + "; ".join(widest))
    if failures:
        pytest.fail(f"the starter site ({scheme}):\n" + "\n".join(failures), pytrace=False)


def test_links_resolve_and_html_is_valid(starter, starter_pages):
    broken = broken_links(starter.folder, starter.base_url)
    assert not broken, "\n".join(broken)
    status, output = validate(starter.folder)
    assert status == 0, output
