"""The GitHub Action (action.yml) and the workflow `specimen init` writes, tested as far as this
machine allows without GitHub: both validate against the Actions schemas (SchemaStore's, vendored
by check-jsonschema: no network), every step's logic is script/action, and each of its commands
runs here with a fake runner environment (GITHUB_OUTPUT, GITHUB_PATH) on real sites.
"""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from conftest import BINARY, REPO_ROOT, copy_sample, require_binary

ACTION = REPO_ROOT / "action.yml"
SCRIPT = REPO_ROOT / "script" / "action"


def validate(schema, path):
    result = subprocess.run(["python3", "-m", "check_jsonschema", "--builtin-schema", schema, str(path)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_action_and_the_workflows_follow_the_actions_schemas(tmp_path):
    validate("vendor.github-actions", ACTION)
    validate("vendor.github-workflows", REPO_ROOT / "Starter" / "workflow.yml")
    validate("vendor.github-workflows", REPO_ROOT / ".github" / "workflows" / "pages.yml")


def test_every_run_step_is_a_command_of_the_repositorys_scripts():
    """The steps' logic lives in script/action (tested below), not in YAML strings."""
    steps = yaml.safe_load(ACTION.read_text(encoding="utf-8"))["runs"]["steps"]
    runs = [step["run"] for step in steps if "run" in step]
    assert runs and all(run.startswith('"$GITHUB_ACTION_PATH/script/') for run in runs), runs
    assert all(step.get("shell") == "bash" for step in steps if "run" in step)
    # Code scanning is optional and never fails the job.
    upload = next(step for step in steps if step.get("uses", "").startswith("github/codeql-action/upload-sarif"))
    assert upload["continue-on-error"] is True and "inputs.sarif == 'true'" in upload["if"]


def test_the_repositorys_own_workflow_publishes_with_the_action_and_uploads_sarif():
    """Specimen's site is published with action.yml itself, from this checkout."""
    workflow = yaml.safe_load((REPO_ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8"))
    steps = workflow["jobs"]["site"]["steps"]
    assert steps[1]["uses"] == "./" and steps[1]["with"]["sarif"] == "true"
    assert workflow["jobs"]["site"]["permissions"]["security-events"] == "write"
    assert workflow["jobs"]["deploy"]["steps"][0]["uses"] == "actions/deploy-pages@v4"


def test_the_workflow_init_writes_uses_the_action_with_its_inputs():
    workflow = yaml.safe_load((REPO_ROOT / "Starter" / "workflow.yml").read_text(encoding="utf-8"))
    steps = workflow["jobs"]["site"]["steps"]
    assert steps[0]["uses"] == "actions/checkout@v4" and steps[0]["with"]["fetch-depth"] == 0
    assert steps[1]["uses"].endswith("/specimen@v1")
    inputs = yaml.safe_load(ACTION.read_text(encoding="utf-8"))["inputs"]
    assert set(steps[1]["with"]) <= set(inputs), "every `with:` is an input of action.yml"
    assert workflow["jobs"]["deploy"]["steps"][0]["uses"] == "actions/deploy-pages@v4"


@pytest.fixture
def runner(tmp_path):
    """A fake runner: `specimen` on PATH (the built binary), the step files, a site to work on."""
    require_binary()
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    (bin_folder / "specimen").symlink_to(BINARY)
    site = tmp_path / "repository"
    site.mkdir()
    copy_sample(site)
    environment = {**os.environ, "PATH": f"{bin_folder}:{os.environ['PATH']}", "GITHUB_OUTPUT": str(tmp_path / "output"),
                   "GITHUB_PATH": str(tmp_path / "path"), "RUNNER_TOOL_CACHE": str(tmp_path / "tools"), "RUNNER_OS": "Linux",
                   "RUNNER_ARCH": "X64", "SPECIMEN_SKIP_BOOTSTRAP": "1"}

    def step(command, **env):
        return subprocess.run(["bash", str(SCRIPT), command], cwd=site, env={**environment, **env}, capture_output=True, text=True, timeout=300)
    step.site = site
    step.files = tmp_path
    return step


def test_prepare_gives_a_stable_cache_key_and_puts_the_binary_on_path(runner):
    assert runner("prepare").returncode == 0
    assert runner("prepare").returncode == 0
    outputs = [line.split("=", 1) for line in (runner.files / "output").read_text().splitlines()]
    keys = [value for name, value in outputs if name == "key"]
    assert len(keys) == 2 and keys[0] == keys[1] and keys[0].startswith("specimen-Linux-X64-"), outputs
    prefix = next(value for name, value in outputs if name == "prefix")
    assert prefix.startswith(str(runner.files / "tools" / "specimen"))
    assert (runner.files / "path").read_text().splitlines()[0] == prefix + "/bin"


def test_check_annotates_and_fails_on_errors_while_sarif_never_fails(runner):
    assert runner("check").returncode == 0
    page = runner.site / "Content" / "components" / "tabs.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nA [broken link](nowhere.md).\n", encoding="utf-8")
    checked = runner("check")
    assert checked.returncode == 1
    assert "::error file=Content/components/tabs.md,line=" in checked.stdout and "SP101" in checked.stdout
    sarif = runner("sarif")
    assert sarif.returncode == 0, "SARIF never fails the job"
    report = json.loads((runner.site / "specimen.sarif").read_text(encoding="utf-8"))
    assert any(result["ruleId"] == "SP101" for result in report["runs"][0]["results"])


def test_build_uses_the_pages_base_url(runner):
    built = runner("build", SPECIMEN_BASE_URL="https://acme.github.io/design", SPECIMEN_OUTPUT="_site")
    assert built.returncode == 0, built.stderr
    assert "<loc>https://acme.github.io/design/components/tabs/</loc>" in (runner.site / "_site" / "sitemap.xml").read_text(encoding="utf-8")


def test_the_site_init_makes_is_checked_and_built_by_the_action(runner, tmp_path):
    shutil.rmtree(runner.site / "Content")
    made = subprocess.run([str(BINARY), "init", "."], cwd=runner.site, capture_output=True, text=True, timeout=60)
    assert made.returncode == 0, made.stderr
    validate("vendor.github-workflows", runner.site / ".github" / "workflows" / "specimen.yml")
    assert runner("check").returncode == 0
    assert runner("build").returncode == 0
    assert (runner.site / "Public" / "index.html").is_file()
