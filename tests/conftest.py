"""Shared pytest fixtures."""

from __future__ import annotations

import sys
from pathlib import Path

_TESTS = str(Path(__file__).resolve().parent)
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)

import os  # noqa: E402

import pytest  # noqa: E402
from fakeserver import scripted_server  # noqa: E402,F401  (the fixture: a scripted OpenAI-compatible server)

REPO = Path(__file__).resolve().parent.parent
SAMPLES = REPO / "sample_histories"

# The lean encoder's token tables (memcli/lean_embed.py) are built once per run, in a folder of
# this run, and shared by subprocess tests through the environment.
if not os.environ.get("MEMCLI_CACHE_DIR"):
    import tempfile

    os.environ["MEMCLI_CACHE_DIR"] = tempfile.mkdtemp(prefix="memcli-test-cache-")


@pytest.fixture(autouse=True)
def isolated_user_dir(tmp_path_factory, monkeypatch):
    """Every test gets its own user data folder and no configured model or database."""
    home = tmp_path_factory.mktemp("memcli-home")
    monkeypatch.setenv("MEMCLI_DIR", str(home))
    for var in (
        "MEMCLI_DB",
        "MEMCLI_MODEL",
        "MEMCLI_API_BASE",
        "MEMCLI_API_KEY",
        "MEMCLI_ANSWER_MODEL",
        "MEMCLI_SELECT_MODEL",
        "MEMCLI_CURATE_MODEL",
        "MEMCLI_JUDGE_MODEL",
    ):
        monkeypatch.delenv(var, raising=False)
    return home


@pytest.fixture
def db_path(tmp_path) -> Path:
    return tmp_path / "memory.db"


@pytest.fixture
def cli(db_path):
    """Run the CLI in-process (Typer's CliRunner) against the test's memory file."""
    from typer.testing import CliRunner

    from memcli.cli import app

    runner = CliRunner()

    def run(*args: str, input: str | bytes | None = None):
        return runner.invoke(app, ["--db", str(db_path), *args], input=input)

    return run


@pytest.fixture
def story_memory(db_path):
    from memcli import Memory

    with Memory(db_path, create=True) as memory:
        memory.ingest(str(SAMPLES / "story.jsonl"))
        yield memory


def row_counts(db_path: Path) -> dict[str, int]:
    import sqlite3

    if not db_path.exists():
        return {}
    conn = sqlite3.connect(db_path)
    try:
        return {
            t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in ("sources", "turns", "entries", "edges", "settings")
        }
    finally:
        conn.close()


os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")


def store_facts(memory, view, facts, query, order: int, turn_of) -> int:
    """Store (subject, relation, value, status) facts as one batch of the rules curator (as the
    question's evidence when `query` is set); `turn_of(order)` picks each fact's source turn.
    Returns the last order used, so batches stay in time order."""
    from memcli.db import transaction
    from memcli.types import Item
    from memcli.view import store_items

    items = []
    for subject, relation, value, status in facts:
        order += 1
        items.append(
            Item(
                statement=f"{subject} {relation} {value}.",
                subject=subject,
                relation=relation,
                value=value,
                source_turn_ids=(turn_of(order),),
                scope=f" q{query}" if query else "",
                status=status,
                order=order,
            )
        )
    with transaction(memory.db) as conn:
        store_items(conn, view, items, curator="rules", model=None, query=query)
    return order
