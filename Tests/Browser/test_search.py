"""Browser tests of what search finds: a page by the words of its text, licences, the generated
pages.

Typed with the keyboard into the header's search field, as test_navigation.py does (its helpers
are used here); expectations come from the built site's search-index.js, never from a fixed list,
so the sample content can grow. The index format is described in Docs/output.md.
"""

import json

import pytest

from site_checks import clear_site_storage, open_page, severe_console_entries
from test_navigation import HOME, fold, label_of, open_search, type_text, wait_for_results


@pytest.fixture
def search_driver(driver, site):
    driver.set_script_timeout(120)
    clear_site_storage(driver, site)
    yield driver
    clear_site_storage(driver, site)


@pytest.fixture(scope="module")
def index(site):
    text = (site.folder / "search-index.js").read_text(encoding="utf-8")
    assert text.startswith("window.specimenSearchIndex = "), text[:80]
    return json.loads(text[text.index("{"):text.rindex("}") + 1])


def postings(text):
    """A page's term numbers: gaps minus one in base 26, upper-case digits, a lower-case last one."""
    numbers, value, previous = [], 0, -1
    for character in text or "":
        if character.isupper():
            value = value * 26 + ord(character) - ord("A")
        else:
            previous += value * 26 + ord(character) - ord("a") + 1
            numbers.append(previous)
            value = 0
    return numbers


def page_words(index):
    """Each page's words, as the index has them, by the page's position."""
    terms = index["terms"].split(" ") if index.get("terms") else []
    return [{terms[n] for n in postings(text)} for text in index.get("postings", [])]


def typed(driver, query, start=HOME, site=None):
    """Opens `start`, types `query` into the search field; returns what the popup shows."""
    open_page(driver, site.url(start))
    open_search(driver)
    type_text(driver, query)
    return wait_for_results(driver, f"typing {query!r} showed nothing")


def test_page_text_finds_a_page_whose_body_says_it(search_driver, site, index):
    """"swipe" is in the prose of a sample page, never in its title or summary: that page is found,
    and the result shows the word it was found by, marked."""
    words = page_words(index)
    pages = [(page, words[position]) for position, page in enumerate(index["pages"]) if position < len(words)]
    found = [page for page, page_terms in pages
             if "swipe" in page_terms and "swipe" not in fold(page[0]) and "swipe" not in fold(page[2])]
    assert found, "no page of the sample says 'swipe' in its text only"
    shown = typed(search_driver, "swipe", site=site)
    options = dict(shown).get(label_of(search_driver, "pages")) or []
    hrefs = [option[2] for option in options]
    hits = [option for option in options if option[2] in {site.url(page[1]) for page in found}]
    assert hits, f"no page whose text says 'swipe' is shown: {hrefs}"
    assert "swipe" in [fold(mark) for mark in hits[0][3]], f"the word is not shown marked: {hits[0]}"
    assert "… swipe" in hits[0][1], f"the result does not say what it was found by: {hits[0][1]!r}"
    assert severe_console_entries(search_driver) == []


def test_a_licence_word_finds_the_licence(search_driver, site, index):
    """A word only a licence uses (in what it lets people do or not do, or its text) finds its page."""
    words = page_words(index)
    licences = [position for position, page in enumerate(index["pages"])
                if page[1].startswith("licensing/") and page[1].count("/") == 2]
    if not licences:
        pytest.skip("the site has no licences")
    position = licences[0]
    others = set().union(*(w for p, w in enumerate(words) if p != position))
    word = min((w for w in words[position] if len(w) >= 5 and w not in others), default=None)
    assert word, f"the licence {index['pages'][position][0]!r} has no word of its own"
    shown = typed(search_driver, word, site=site)
    options = dict(shown).get(label_of(search_driver, "pages")) or []
    assert [option[2] for option in options][:1] == [site.url(index["pages"][position][1])], \
        f"{word!r} does not find the licence {index['pages'][position][0]!r} first: {options}"
    # Its title finds it too.
    title = index["pages"][position][0]
    options = dict(typed(search_driver, title, site=site)).get(label_of(search_driver, "pages")) or []
    assert options and options[0][2] == site.url(index["pages"][position][1]), f"{title!r}: {options}"


@pytest.mark.parametrize("route", ["rules/index.html", "components/index.html", "licensing/index.html"])
def test_a_generated_page_is_found_by_its_title(search_driver, site, index, route):
    page = next((p for p in index["pages"] if p[1] == route), None)
    if not page:
        pytest.skip(f"the site has no {route}")
    options = dict(typed(search_driver, page[0], site=site)).get(label_of(search_driver, "pages")) or []
    assert site.url(route) in [option[2] for option in options[:2]], f"{page[0]!r} does not find {route}: {options}"
