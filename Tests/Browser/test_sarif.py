"""`--format sarif` writes a SARIF 2.1.0 log that code scanning accepts (issue 8).

The log is parsed by sarif-pydantic (models of the SARIF 2.1.0 schema) and validated with
jsonschema against the constraints the OASIS SARIF 2.1.0 schema puts on every property Specimen
writes (transcribed below: required properties, enumerations, minimums); and it must say
exactly what `--format json` says."""

import json
import subprocess

import jsonschema
import pytest
from sarif_pydantic import Sarif

from conftest import BINARY, REPO_ROOT, require_binary

FIXTURES = REPO_ROOT / "Tests" / "Fixtures" / "diagnostics"

# From the SARIF 2.1.0 schema (sarif-schema-2.1.0.json): the definitions Specimen's log uses.
MESSAGE = {"type": "object", "anyOf": [{"required": ["text"]}, {"required": ["id"]}],
           "properties": {"text": {"type": "string"}, "id": {"type": "string"}}}
SCHEMA = {
    "type": "object",
    "required": ["version", "runs"],
    "properties": {
        "$schema": {"type": "string", "format": "uri"},
        "version": {"enum": ["2.1.0"]},
        "runs": {"type": ["array", "null"], "minItems": 0, "uniqueItems": False, "items": {
            "type": "object",
            "required": ["tool"],
            "properties": {
                "columnKind": {"enum": ["utf16CodeUnits", "unicodeCodePoints"]},
                "tool": {"type": "object", "required": ["driver"], "properties": {"driver": {
                    "type": "object", "required": ["name"],
                    "properties": {
                        "name": {"type": "string"}, "version": {"type": "string"},
                        "rules": {"type": "array", "uniqueItems": True, "items": {
                            "type": "object", "required": ["id"],
                            "properties": {
                                "id": {"type": "string"}, "name": {"type": "string"}, "shortDescription": MESSAGE,
                                "defaultConfiguration": {"type": "object", "properties": {
                                    "level": {"enum": ["none", "note", "warning", "error"]}}},
                            }}},
                    }}}},
                "results": {"type": ["array", "null"], "items": {
                    "type": "object",
                    "required": ["message"],
                    "properties": {
                        "ruleId": {"type": "string"},
                        "ruleIndex": {"type": "integer", "minimum": -1},
                        "level": {"enum": ["none", "note", "warning", "error"]},
                        "message": MESSAGE,
                        "locations": {"type": "array", "uniqueItems": False, "items": {
                            "type": "object", "properties": {"physicalLocation": {
                                "type": "object", "anyOf": [{"required": ["address"]}, {"required": ["artifactLocation"]}],
                                "properties": {
                                    "artifactLocation": {"type": "object", "properties": {
                                        "uri": {"type": "string", "format": "uri-reference"}, "uriBaseId": {"type": "string"}}},
                                    "region": {"type": "object", "properties": {
                                        "startLine": {"type": "integer", "minimum": 1},
                                        "startColumn": {"type": "integer", "minimum": 1}}},
                                }}}}},
                    }}},
            }}},
    },
}


def code_point_column(folder, diagnostic):
    """The code-point column SARIF must give for a diagnostic whose JSON column counts UTF-8 bytes."""
    try:
        line = (folder / diagnostic["file"]).read_bytes().split(b"\n")[diagnostic["line"] - 1]
    except (OSError, IndexError):
        return diagnostic["column"]
    before = line[:diagnostic["column"] - 1]
    if len(before) < diagnostic["column"] - 1:
        return diagnostic["column"]
    return 1 + sum(1 for byte in before if byte & 0xC0 != 0x80)


def report(fixture, fmt):
    result = subprocess.run([str(BINARY), "check", "--format", fmt, "--templates", str(REPO_ROOT / "Templates")],
                            cwd=FIXTURES / fixture, capture_output=True, text=True)
    return result.returncode, result.stdout


@pytest.mark.parametrize("fixture", ["SP101-broken-link", "SP003-unknown-key", "SP305-contrast-failure", "SP005-not-text", "SP102-broken-anchor"])
def test_sarif_is_valid_and_says_what_json_says(fixture):
    require_binary()
    status, text = report(fixture, "sarif")
    log = json.loads(text)
    jsonschema.validate(log, SCHEMA, format_checker=jsonschema.FormatChecker())
    Sarif.model_validate(log)
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert run["tool"]["driver"]["name"] == "Specimen"
    assert [rule["id"] for rule in rules] == sorted({rule["id"] for rule in rules}, key=[r["id"] for r in rules].index)
    json_status, json_text = report(fixture, "json")
    assert status == json_status
    expected = json.loads(json_text)["diagnostics"]
    assert len(run["results"]) == len(expected)
    for result, diagnostic in zip(run["results"], expected):
        assert result["ruleId"] == diagnostic["code"] and rules[result["ruleIndex"]]["id"] == diagnostic["code"]
        assert result["level"] == diagnostic["severity"]
        assert result["message"]["text"].startswith(diagnostic["message"])
        region = result["locations"][0]["physicalLocation"]["region"]
        assert run["columnKind"] == "unicodeCodePoints"
        assert (region["startLine"], region["startColumn"]) == (diagnostic["line"], code_point_column(FIXTURES / fixture, diagnostic))
        assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == diagnostic["file"]


def test_invalid_sarif_is_rejected_by_the_check():
    """The schema above is not a rubber stamp."""
    for broken in ({"version": "2.0.0", "runs": []}, {"version": "2.1.0", "runs": [{"results": []}]},
                   {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(broken, SCHEMA)
