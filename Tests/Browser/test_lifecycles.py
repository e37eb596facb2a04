"""Browser tests of registry lifecycles (Docs/content.md, The component registry): platform display
names and per-platform status in the components table, and "Deprecated — use X" on the rules of a
deprecated component, linking to the replacement's page.

What to expect is read from the sample's registry.yml (with PyYAML when present, else the few lines
these tests need), so the tests follow the sample as it changes.
"""

from pathlib import Path

from selenium.webdriver.common.by import By

from site_checks import open_page

COMPONENTS = "components/index.html"
REGISTRY = Path(__file__).resolve().parents[2] / "Content" / "registry.yml"


def registry():
    import yaml  # PyYAML: Selenium's test environment has it
    return yaml.safe_load(REGISTRY.read_text(encoding="utf-8"))


def platform_name(names, id, lang="en"):
    """A platform's display name: the registry's text, or its name in `lang` when it names it per language."""
    name = names[id]
    return name if isinstance(name, str) else name.get(lang, next(iter(name.values())))


def test_components_table_shows_platform_names_and_per_platform_status(driver, site):
    data = registry()
    names = data["platforms"]
    assert isinstance(names, dict), "the sample names its platforms"
    open_page(driver, site.url(COMPONENTS))
    per_platform = [(id, c) for id, c in data["components"].items() if isinstance(c.get("status"), dict)]
    assert per_platform, "the sample has a component with a status per platform"
    for id, component in per_platform:
        row = driver.find_element(By.ID, "component-" + id)
        for platform, status in component["status"].items():
            chip = row.find_element(By.CSS_SELECTOR, f'.platform-list li[data-platform="{platform}"]')
            assert chip.text.startswith(platform_name(names, platform)), chip.text
            badge = chip.find_element(By.CSS_SELECTOR, ".badge")
            assert badge.text.lower() == status and "badge--" + status in badge.get_attribute("class")
    # Every platform anywhere in the table is shown by its name, never its id.
    shown = {li.get_attribute("data-platform"): li.text.split(" ")[0]
             for li in driver.find_elements(By.CSS_SELECTOR, ".platform-list li")}
    assert shown and all(text == platform_name(names, id).split(" ")[0] for id, text in shown.items()), shown


def test_a_deprecated_components_rules_link_to_the_replacement(driver, site):
    data = registry()
    deprecated = [(id, c) for id, c in data["components"].items()
                  if isinstance(c.get("deprecated", {}).get("use"), str)]
    assert deprecated, "the sample deprecates a component in favour of another"
    with_rules = [(id, c) for id, c in deprecated if any(rule["component"] == id for rule in site.rules)]
    assert with_rules, "a deprecated component of the sample has rules"
    id, component = with_rules[0]
    replacement = data["components"][component["deprecated"]["use"]]
    rule = next(rule for rule in site.rules if rule["component"] == id)
    open_page(driver, site.url(rule["url"]))
    row = driver.find_element(By.ID, rule["url"].split("#")[1])
    note = row.find_element(By.CSS_SELECTOR, ".deprecation")
    assert note.text.startswith("Deprecated — use " + replacement["name"]), note.text
    link = note.find_element(By.TAG_NAME, "a")
    assert link.text == replacement["name"]
    open_page(driver, link.get_attribute("href"))
    assert driver.find_element(By.TAG_NAME, "h1").text.strip() != ""
    # The rules page shows the note on the same rule.
    open_page(driver, site.url("rules/index.html"))
    notes = driver.find_elements(By.CSS_SELECTOR, f'tr[data-component="{id}"] .deprecation a')
    assert notes and all(n.text == replacement["name"] for n in notes)


def test_translated_pages_name_platforms_in_their_language(driver, site):
    """A platform the registry names per language is shown by its Vietnamese name on Vietnamese pages."""
    names = registry()["platforms"]
    translated = [id for id, name in names.items() if isinstance(name, dict) and "vi" in name]
    assert translated, "the sample names a platform per language"
    pages = sorted((site.folder / "vi").rglob("index.html"))
    shown = {}
    for page in pages:
        open_page(driver, site.url(page.relative_to(site.folder).as_posix()))
        for li in driver.find_elements(By.CSS_SELECTOR, "main li[data-platform]"):
            shown.setdefault(li.get_attribute("data-platform"), li.text.split("\n")[0])
        if all(id in shown for id in translated):
            break
    for id in translated:
        assert id in shown, f"no Vietnamese page shows platform {id}"
        assert shown[id].startswith(names[id]["vi"]), shown[id]
