"""The repository's Dockerfile as Docker reads it (dockerfile-parse): its stages, and the Debian
packages each stage installs."""

import re
import shlex
from dataclasses import dataclass, field

from dockerfile_parse import DockerfileParser

from binaries import REPO_ROOT


@dataclass
class Stage:
    image: str
    name: str | None
    instructions: list[tuple[str, str]] = field(default_factory=list)  # (INSTRUCTION, value)

    def values(self, instruction: str) -> list[str]:
        return [value for name, value in self.instructions if name == instruction]

    def apt_packages(self) -> set[str]:
        """The packages of every `apt-get install` in the stage's RUN instructions."""
        packages = set()
        for run in self.values("RUN"):
            for command in re.split(r"&&|;", run):
                words = shlex.split(command)
                if "apt-get" in words and "install" in words:
                    packages.update(word for word in words[words.index("install") + 1:] if not word.startswith("-"))
        return packages


def stages() -> list[Stage]:
    parsed = DockerfileParser(str(REPO_ROOT))
    result: list[Stage] = []
    for item in parsed.structure:
        instruction, value = item["instruction"], item["value"]
        if instruction == "FROM":
            image, _, name = value.partition(" AS ")
            result.append(Stage(image.strip(), name.strip() or None))
        elif instruction != "COMMENT":
            assert result, f"{instruction} before the first FROM"
            result[-1].instructions.append((instruction, value))
    return result
