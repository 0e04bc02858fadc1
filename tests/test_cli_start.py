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


# What issue 10 keeps off the question path: none of these is needed to pack or answer a
# question on a memory whose schema is current (numpy and the tokenizers library only for a
# batch of more than embed.LEAN_BATCH_MAX texts or an unreadable tokenizer layout).
HEAVY = (
    "numpy",
    "sqlite_utils",
    "tokenizers",
    "safetensors",
    "wordllama",
    "spacy",
    "litellm",
    "matplotlib",
    "tiktoken",
    "pydantic",
)


def modules_after(*args: str, watch: tuple[str, ...] = START_COSTS) -> tuple[set[str], str]:
    """Run `memcli ARGS` in a fresh process (this checkout's code, through the console script's
    entry point): which of `watch` it imported, and what it printed."""
    code = (
        "import json, sys\n"
        "from memcli.launch import main\n"
        f"sys.argv = ['memcli', *{list(args)!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        f"print(json.dumps([m for m in {watch!r} if m in sys.modules]), file=sys.stderr)\n"
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
    "args",
    [
        ["pack", "--budget", "300", "where does Mira work"],
        ["pack", "what colour is the bike Mira rides now"],  # new: its evidence is stored
        ["ask", "where does Mira work"],
        ["ask", "what does Mira drink in the morning"],
        ["stats"],
    ],
)
def test_question_path_imports_nothing_heavy(story_db, tmp_path, args):
    import shutil

    db = tmp_path / "copy.db"
    shutil.copy(story_db, db)
    loaded, shown = modules_after("--db", str(db), *args, watch=HEAVY)
    assert loaded == set()
    assert shown.strip()


def test_the_stored_help_page_is_typers_own():
    from memcli.help_page import PAGE
    from memcli.launch import render_page

    assert render_page() == PAGE, (
        "a command or option changed: refresh the stored page with "
        "python -c 'from memcli.launch import write_page; write_page()'"
    )


@pytest.mark.parametrize(
    ("args", "columns", "stored"),
    [
        (["--help"], "80", True),
        (["-h"], "200", True),
        (["--help"], "60", False),  # typer wraps narrower: it renders
        (["pack", "--help"], "80", False),
        (["--db", "x.db", "--help"], "80", False),
        ([], "80", False),
    ],
)
def test_stored_help_only_where_typer_prints_the_same(monkeypatch, args, columns, stored):
    from memcli.launch import stored_help

    monkeypatch.setenv("COLUMNS", columns)
    assert (stored_help(args) is not None) is stored


@pytest.mark.parametrize("argv0", ["memcli", "/usr/local/bin/memcli"])
def test_help_page_process_matches_typer(argv0):
    code = (
        "import sys\n"
        f"sys.argv = [{argv0!r}, '--help']\n"
        "from memcli.launch import main\n"
        "main()\n"
        "print('typer' in sys.modules, file=sys.stderr)\n"
    )
    env = os.environ | {"PYTHONPATH": str(REPO), "COLUMNS": "100"}
    fast = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    typer_code = code.replace("from memcli.launch import main", "from memcli.cli import main")
    slow = subprocess.run(
        [sys.executable, "-c", typer_code], capture_output=True, text=True, env=env, timeout=120
    )
    assert fast.stdout == slow.stdout and fast.stdout.startswith("Usage: memcli [OPTIONS]")
    assert fast.stderr.strip() == "False"


@pytest.mark.parametrize(
    ("args", "name"),
    [
        (["pack", "q"], "pack"),
        (["--db", "x.db", "ask", "q"], "ask"),
        (["stats", "--db", "x.db"], "stats"),
        (["--db=x.db", "curate"], "curate"),
        (["--version"], None),
        (["--db", "x.db"], None),
        ([], None),
        (["--install-completion"], None),
    ],
)
def test_the_command_a_line_runs(args, name):
    from memcli.cli import command_named

    assert command_named(args) == name


@pytest.mark.parametrize(
    ("args", "narrowed"),
    [(["pack", "q"], ["pack"]), (["eval", "chats"], None), (["pakc", "q"], None), (["--help"], None)],
)
def test_only_the_command_run_is_built(args, narrowed):
    from memcli.cli import _only_the_command_run

    only = _only_the_command_run(args)
    assert (None if only is None else [c.callback.__name__ for c in only]) == narrowed


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
