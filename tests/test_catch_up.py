"""A question curates at most MEMCLI_CATCH_UP_TURNS new turns before it answers (memcli.writes):
the first ones after the view's watermark, so the view stays a prefix of the archive; one warning
line names the turns left, and `memcli curate` finishes them. The listings (`slots`, `slot`, the
MCP tools) make the default view the same way and say while it lags the archive. Real memory files, the real
CLI (Typer's CliRunner); the story has 34 turns."""

from __future__ import annotations

import json
import sqlite3

import pytest
from conftest import SAMPLES

from memcli.writes import CATCH_UP_TURNS_ENV

LIMIT = 4
STORY_TURNS = 34
QUESTION = "where does Mira work"


def watermark(db_path) -> int | None:
    """How many archive turns the default view has read: the turns up to its watermark."""
    conn = sqlite3.connect(db_path)
    try:
        rows = conn.execute(
            "SELECT (SELECT count(*) FROM turns WHERE seq <= v.turn_watermark) FROM views v"
        ).fetchall()
    finally:
        conn.close()
    assert len(rows) <= 1, rows  # every command here uses the one default view
    return rows[0][0] if rows else None


def waiting_warnings(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if "not curated yet" in line]


@pytest.fixture
def story(cli, monkeypatch):
    monkeypatch.setenv(CATCH_UP_TURNS_ENV, str(LIMIT))
    assert cli("ingest", str(SAMPLES / "story.jsonl")).exit_code == 0
    return cli


# Each step: the command, then how many turns the view has read after it, and the turns the one
# warning line names (None: no warning). Questions curate LIMIT turns each, in archive order;
# `curate` is unbounded and finishes the rest; a question after that curates nothing.
STEPS = [
    (("ask", QUESTION), LIMIT, STORY_TURNS - LIMIT),
    (("pack", QUESTION), 2 * LIMIT, STORY_TURNS - 2 * LIMIT),
    (("ask", QUESTION, "--json"), 3 * LIMIT, STORY_TURNS - 3 * LIMIT),
    (("curate",), STORY_TURNS, None),
    (("ask", QUESTION), STORY_TURNS, None),
    (("pack", QUESTION), STORY_TURNS, None),
]


def test_each_question_curates_at_most_the_bound_and_curate_finishes(story, db_path):
    assert watermark(db_path) is None
    for args, read, left in STEPS:
        done = story(*args)
        assert done.exit_code in (0, 3), (args, done.output)
        assert watermark(db_path) == read, args
        warned = waiting_warnings(done.stderr)
        if left is None:
            assert warned == [], (args, done.stderr)
        else:
            assert warned == [
                f"Warning: {left} newer turns not curated yet (at most {LIMIT} are curated before"
                f" answering; {CATCH_UP_TURNS_ENV}): run `memcli curate` to curate them"
            ], (args, done.stderr)
        if "--json" in args:  # the warning is in the answer's JSON too
            assert [w for w in json.loads(done.stdout)["warnings"] if "not curated yet" in w], args


def test_the_answer_is_packed_from_the_curated_view_and_the_archive(story, db_path):
    """After a bounded catch-up the pack still holds what the uncurated turns say (the archive
    fill): the story's later employer, Beryl, is said only after the first LIMIT turns."""
    done = story("pack", "where does Mira work now Beryl", "--json")
    assert done.exit_code == 0, done.output
    assert watermark(db_path) == LIMIT
    items = json.loads(done.stdout)["items"]
    assert any(i["kind"] == "entry" for i in items)  # from the view as curated
    assert any(i["kind"] == "source" and "Beryl" in i["text"] for i in items)  # from the archive


def test_slots_and_slot_print_the_warning_until_curated(story, db_path):
    first = story("slots", "--json")
    assert first.exit_code == 0, first.output
    assert watermark(db_path) == LIMIT  # made the view, curating the bound and no more
    assert waiting_warnings(first.stderr) == [
        f"Warning: {STORY_TURNS - LIMIT} newer turns not curated yet (at most {LIMIT} are curated"
        f" before answering; {CATCH_UP_TURNS_ENV}): run `memcli curate` to curate them"
    ]
    json.loads(first.stdout)  # stdout stays the listing alone

    lagging = (
        f"Warning: {STORY_TURNS - LIMIT} newer turns not curated yet: run `memcli curate` to curate them"
    )
    for args in (("slots",), ("slots", "--superseded"), ("slot", json.loads(first.stdout)[0]["slot"])):
        done = story(*args)
        assert done.exit_code == 0, (args, done.output)
        assert waiting_warnings(done.stderr) == [lagging], args  # a listing reads, never catches up
    assert watermark(db_path) == LIMIT

    assert story("curate").exit_code == 0
    done = story("slots")
    assert done.exit_code == 0 and waiting_warnings(done.stderr) == []


def test_mcp_listings_carry_the_warning(story, db_path):
    from memcli import Memory
    from memcli.mcp_server import MemoryTools

    with Memory(db_path) as memory:
        tools = MemoryTools(memory)
        listed = tools.list_slots()
        assert watermark(db_path) == LIMIT
        assert [w for w in listed["warnings"] if f"{STORY_TURNS - LIMIT} newer turns not curated" in w]
        some_slot = memory.entries()[0].slot
        timeline = tools.slot(some_slot)
        assert timeline["timeline"] and timeline["warnings"] == [
            f"{STORY_TURNS - LIMIT} newer turns not curated yet: run `memcli curate` to curate them"
        ]
        replaced = tools.list_slots(superseded=True)
        assert replaced["warnings"] == timeline["warnings"]
        asked = tools.ask(QUESTION)
        assert watermark(db_path) == 2 * LIMIT
        assert [w for w in asked["warnings"] if f"{STORY_TURNS - 2 * LIMIT} newer turns not curated" in w]
        assert tools.slots_resource() == tools.list_slots()["slots"]  # the resource stays a list

        memory.curate()
        assert tools.list_slots()["warnings"] == [] and tools.slot(some_slot)["warnings"] == []
        assert tools.ask(QUESTION)["warnings"] == []


@pytest.mark.parametrize("value", ["many", "0", "-3", "2.5"])
@pytest.mark.parametrize("args", [("ask", QUESTION), ("pack", QUESTION), ("slots",)])
def test_a_bad_bound_is_an_error_naming_the_variable(story, monkeypatch, db_path, value, args):
    monkeypatch.setenv(CATCH_UP_TURNS_ENV, value)
    done = story(*args)
    assert done.exit_code == 2, done.output
    assert f"Error: {CATCH_UP_TURNS_ENV}: expected a whole number of turns ≥ 1, got {value!r}" in done.stderr
    assert watermark(db_path) is None  # nothing curated
