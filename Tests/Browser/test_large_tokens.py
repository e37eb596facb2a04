"""A design system's token pages at scale (issue: token themes and modes): 1,000 tokens in five
themes read through a DTCG resolver — the benchmark corpus's token system, every one of 800 roles
changed by all four other themes, the worst case for a page that shows each context. Its largest
page stays within 400 KB and gets the sample site's bar: axe in light and dark, no sideways
scroll at 375 px, valid HTML.
"""

import importlib.util
import json
import subprocess

import pytest

from conftest import BINARY, REPO_ROOT, prepared_driver, require_binary, serve_site
from site_checks import axe_path, describe_violations, horizontal_overflow, open_page, run_axe, set_color_scheme, set_viewport
from validate_html import validate

PAGE_BUDGET = 400_000


def corpus_module():
    spec = importlib.util.spec_from_file_location("make_corpus", REPO_ROOT / "Benchmarks" / "make_corpus.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def large(tmp_path_factory):
    require_binary()
    corpus = corpus_module()
    root = tmp_path_factory.mktemp("large-tokens")
    content = root / "Content"
    (content / "tokens" / "system" / "themes").mkdir(parents=True)
    (content / "site.yml").write_text("title: Large System\nsections: [Foundations]\n", encoding="utf-8")
    (content / "colour.md").write_text("---\ntitle: Colour\nsection: Foundations\n---\n\nRoles by theme.\n", encoding="utf-8")
    (content / "tokens" / "system" / "palette.tokens.json").write_text(json.dumps(corpus.system_tokens()), encoding="utf-8")
    for index, theme in enumerate(corpus.THEMES[1:], start=1):
        (content / "tokens" / "system" / "themes" / f"{theme}.json").write_text(json.dumps(corpus.theme_tokens(index)), encoding="utf-8")
    (content / "tokens" / "system.resolver.json").write_text(json.dumps(corpus.resolver()), encoding="utf-8")
    built = subprocess.run([str(BINARY), "build", "--strict", "--templates", str(REPO_ROOT / "Theme")],
                           cwd=root, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    with serve_site(root / "Public", tmp_path_factory.mktemp("large-serve")) as served:
        yield served


@pytest.fixture(scope="module")
def largest(large):
    pages = sorted((large.folder / "tokens").rglob("index.html"), key=lambda p: p.stat().st_size)
    assert len(pages) > 1, "a thousand tokens get a page per group"
    return pages[-1]


def test_the_largest_token_page_fits_its_budget(largest):
    size = largest.stat().st_size
    assert size <= PAGE_BUDGET, f"{largest}: {size} bytes"
    assert largest.read_text(encoding="utf-8").count('class="tk__cx"') >= 800, "every role shows its other themes"


@pytest.mark.parametrize("scheme", ("light", "dark"))
def test_the_largest_token_page_passes_axe_and_fits_a_phone(driver, large, largest, scheme):
    with prepared_driver(driver, large) as prepared:
        set_color_scheme(prepared, scheme)
        set_viewport(prepared, 375, 812)
        page = largest.relative_to(large.folder).as_posix()
        open_page(prepared, large.url(page))
        result = run_axe(prepared, axe_path().read_text(encoding="utf-8"))
        assert not result["violations"], "\n".join(describe_violations(page, result["violations"]))
        scroll_width, inner, widest = horizontal_overflow(prepared)
        assert scroll_width <= inner, f"{scroll_width} px wide at {inner} px: {widest}"
        set_viewport(prepared, 1280, 900)


def test_the_token_pages_are_valid_html(large):
    status, output = validate(large.folder / "tokens")
    assert status == 0, output
