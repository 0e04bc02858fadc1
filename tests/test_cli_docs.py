"""docs/CLI.md lists every command with its one-line summary and its example, as each command's
help says them (as sqlite-utils checks its docs). A new command without an entry there, or an
example changed in one place only, fails here. Regenerate the file with:

    PYTHONPATH=. python tests/test_cli_docs.py > docs/CLI.md
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parent.parent / "docs" / "CLI.md"


def commands() -> list[tuple[str, str, str]]:
    """(command path, summary line, example) for every command, sub-commands included."""
    import typer
    from typer._click import Context

    from memcli.cli import app

    group = typer.main.get_command(app)
    ctx = Context(group)
    found = []

    def walk(grp, prefix):
        for name in grp.list_commands(ctx):
            cmd = grp.get_command(ctx, name)
            if hasattr(cmd, "list_commands"):
                walk(cmd, [*prefix, name])
                continue
            text = cmd.help or ""
            summary = " ".join(text.split("\n\n")[0].split())
            example = re.search(r"Example:\s*(.+)", text)
            found.append((" ".join([*prefix, name]), summary, example.group(1).strip() if example else ""))

    walk(group, [])
    return found


def render_doc() -> str:
    lines = [
        "# memcli commands",
        "",
        "Every command accepts `--db PATH` (anywhere on the line) or reads `$MEMCLI_DB`; `-h` shows a",
        "command's help. Listings print a table on a terminal and tab-separated rows in a pipe; add",
        "`--csv`, `--tsv`, `--nl` (one JSON object a line) or `--json`. Commands that change something",
        "accept `--json` and report what changed. `memcli --version` prints the version.",
        "",
        "This file is checked by tests/test_cli_docs.py: every command must appear with the example",
        "its help shows.",
        "",
    ]
    for name, summary, example in commands():
        lines += [f"## `memcli {name}`", "", summary, "", "```", example, "```", ""]
    return "\n".join(lines)


@pytest.mark.parametrize("name,summary,example", commands(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_command_is_documented_with_its_example(name, summary, example):
    doc = DOC.read_text(encoding="utf-8")
    assert example.startswith(f"memcli {name}") or f"memcli {name}" in example, f"{name}: help has no example"
    assert f"## `memcli {name}`" in doc, f"docs/CLI.md does not document `memcli {name}`"
    section = doc.split(f"## `memcli {name}`", 1)[1].split("\n## ", 1)[0]
    assert example in section, f"docs/CLI.md's example for `memcli {name}` differs from its help"


def test_help_shows_no_type_placeholders():
    import subprocess

    for name, _, _ in commands():
        done = subprocess.run(
            [sys.executable, "-m", "memcli", *name.split(), "-h"],
            capture_output=True,
            text=True,
            env={"PYTHONPATH": str(DOC.parent.parent), "PATH": "/usr/bin:/bin", "COLUMNS": "100"},
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        assert not re.search(r"<(?:str|int|float|list\[[^\]]*\]|bool)>", done.stdout), (name, done.stdout)
        assert "Example:" in done.stdout


if __name__ == "__main__":
    sys.stdout.write(render_doc())
