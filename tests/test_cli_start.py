"""What a `memcli` process pays before it does anything (issue 10): no pydantic (typer's own
coercion) and no rich unless a command prints a table, and options still coerce as typer did."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
STORY = REPO / "sample_histories" / "story.jsonl"
START_COSTS = ("pydantic", "rich")


def modules_after(*args: str) -> tuple[set[str], str]:
    """Run `memcli ARGS` in a fresh process (this checkout's code): which of START_COSTS it
    imported, and what it printed."""
    code = (
        "import json, sys\n"
        "from memcli.cli import main\n"
        f"sys.argv = ['memcli', *{list(args)!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        f"print(json.dumps([m for m in {START_COSTS!r} if m in sys.modules]), file=sys.stderr)\n"
    )
    env = os.environ | {"PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    return set(json.loads(done.stderr.strip().splitlines()[-1])), done.stdout


@pytest.fixture(scope="module")
def story_db(tmp_path_factory) -> Path:
    from memcli import Memory

    path = tmp_path_factory.mktemp("start") / "memory.db"
    with Memory(path, create=True) as memory:
        memory.ingest(str(STORY))
        memory.curate()
    return path


def test_help_imports_neither_pydantic_nor_rich():
    loaded, shown = modules_after("--help")
    assert loaded == set()
    assert "pack" in shown and "ingest" in shown


def test_pack_imports_neither_pydantic_nor_rich(story_db):
    loaded, shown = modules_after("--db", str(story_db), "pack", "--budget", "300", "where does Mira work")
    assert loaded == set()
    assert "=== memory" in shown


@pytest.mark.parametrize(
    ("annotation", "raw", "expected"),
    [
        (str, "Mira", "Mira"),
        (int, "300", 300),
        (int, 300, 300),
        (float, "0.5", 0.5),
        (bool, "yes", True),
        (bool, "off", False),
        (bool, True, True),
        (str | None, "x", "x"),
        (int | None, "7", 7),
        (list[str], ("a", "b"), ["a", "b"]),
        (list[int], ("1", "2"), [1, 2]),
        (list[int] | None, ("3",), [3]),
    ],
)
def test_plain_options_coerce_without_pydantic(annotation, raw, expected):
    import typer.core
    from typer._coercion import resolve_type_descriptor
    from typer.models import OptionInfo

    import memcli.cli  # noqa: F401  (installs the plain coercion)

    param = typer.core.build_runtime_param(resolve_type_descriptor(annotation, OptionInfo()))
    assert type(param).__name__ == "PlainRuntimeParam"
    assert param._coerce_value(raw, param=None, ctx=None) == expected


@pytest.mark.parametrize("annotation", [Path, list[Path]])
def test_other_options_keep_typers_coercion(annotation):
    import typer.core
    from typer._coercion import resolve_type_descriptor
    from typer.models import OptionInfo

    import memcli.cli  # noqa: F401

    param = typer.core.build_runtime_param(resolve_type_descriptor(annotation, OptionInfo()))
    assert type(param).__name__ != "PlainRuntimeParam"


@pytest.mark.parametrize(
    ("args", "code", "says"),
    [
        (["pack", "--budget", "abc", "q"], 2, "'abc' is not an integer"),
        (["pack", "--hops", "two", "q"], 2, "'two' is not an integer"),
    ],
)
def test_bad_numbers_are_a_one_line_usage_error(cli, args, code, says):
    result = cli(*args)
    assert result.exit_code == code
    assert says in result.output
