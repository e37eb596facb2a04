"""`specimen schema` writes valid JSON Schemas, and a reference validator agrees with Specimen.

The Swift suites validate every document of every clean site with the small validator in
Tests/SpecimenTestSupport (SchemaValidationTests). This file checks what that validator cannot:
that each generated file is itself a valid schema by the JSON Schema meta-schemas (draft 2020-12,
which the files declare, and draft 7, which the VS Code YAML extension implements), and that the
`jsonschema` package, a full implementation, accepts the sample's and the starter's YAML and
refuses what the parsers call unknown keys."""

import json
import re
import subprocess

import jsonschema
import pytest
import yaml

from conftest import BINARY, REPO_ROOT, require_binary

SITES = [REPO_ROOT / "Content", REPO_ROOT / "Versions" / "1.x", REPO_ROOT / "Starter" / "Content"]


class CoreSchemaLoader(yaml.SafeLoader):
    """YAML 1.2's core schema, as the YAML extension reads it: no timestamps, and only
    true/false (any case) as booleans, so `2017-09-28` and `yes` stay strings."""


CoreSchemaLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag not in ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:bool")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
for first in "tTfF":
    CoreSchemaLoader.yaml_implicit_resolvers.setdefault(first, []).append(
        ("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")))


@pytest.fixture(scope="module")
def schemas(tmp_path_factory):
    require_binary()
    folder = tmp_path_factory.mktemp("schemas")
    result = subprocess.run([str(BINARY), "schema", "--output", str(folder)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return {path.name: json.loads(path.read_text()) for path in folder.glob("*.schema.json")}


def validator(schema):
    return jsonschema.Draft202012Validator(schema)


def front_matter(path):
    text = path.read_text(encoding="utf-8")
    match = re.match(r"---\r?\n(.*?)\r?\n---\s*\r?\n", text, re.S)
    return yaml.load(match.group(1), Loader=CoreSchemaLoader) if match else None


def test_every_file_is_a_valid_schema_in_draft_2020_12_and_draft_7(schemas):
    assert len(schemas) == 11
    for name, schema in schemas.items():
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema", name
        assert schema["$id"] == name
        jsonschema.Draft202012Validator.check_schema(schema)
        jsonschema.Draft7Validator.check_schema(schema)


@pytest.mark.parametrize("site", SITES, ids=lambda path: str(path.relative_to(REPO_ROOT)))
def test_the_reference_validator_accepts_the_clean_sites(schemas, site):
    checked = 0
    for name, schema in [("site.yml", "site.schema.json"), ("registry.yml", "registry.schema.json")]:
        document = yaml.load((site / name).read_text(encoding="utf-8"), Loader=CoreSchemaLoader)
        assert list(validator(schemas[schema]).iter_errors(document)) == [], name
        checked += 1
    for page in sorted(site.rglob("*.md")):
        schema = "licence.schema.json" if page.parent.name == "licences" else "front-matter.schema.json"
        errors = [error.message for error in validator(schemas[schema]).iter_errors(front_matter(page))]
        assert errors == [], page
        checked += 1
    assert checked >= 6


def test_the_reference_validator_refuses_what_the_parsers_call_unknown(schemas):
    fixture = REPO_ROOT / "Tests" / "Fixtures" / "diagnostics" / "SP003-unknown-key" / "Content"
    site = yaml.load((fixture / "site.yml").read_text(encoding="utf-8"), Loader=CoreSchemaLoader)
    messages = sorted(error.message for error in validator(schemas["site.schema.json"]).iter_errors(site))
    assert any("'langauge' was unexpected" in message for message in messages), messages
    assert any("'prefix' was unexpected" in message for message in messages), messages
    rule = {"id": "max", "level": "musnt", "text": "At most three."}
    spec = validator(schemas["block-spec.schema.json"])
    assert [error.message for error in spec.iter_errors({"rules": [rule]})] == [
        "'musnt' is not one of ['must', 'must-not', 'should', 'should-not', 'may']"]
    assert list(spec.iter_errors({"rules": [dict(rule, level="must")]})) == []
