"""Curation through the CLI on the story: slots, supersession pairs, timelines, provenance,
deprecate/restore, incremental curation, and an archive that curation never touches."""

from __future__ import annotations

import hashlib
import json
import sqlite3

import pytest
from conftest import SAMPLES


@pytest.fixture
def story(cli):
    assert cli("ingest", str(SAMPLES / "story.jsonl")).exit_code == 0
    result = cli("curate", "--json")
    assert result.exit_code == 0, result.output
    return cli


def slot_rows(cli, *args):
    result = cli("slots", *args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def current(cli, subject, relation):
    rows = [r for r in slot_rows(cli) if r["subject"].lower() == subject and r["relation"] == relation]
    assert len(rows) == 1, rows
    return rows[0]


def test_story_slots(story):
    assert current(story, "mira", "employer")["value"] == "Beryl"
    assert current(story, "mira", "residence")["value"] == "Lyon"
    beryl = [r for r in slot_rows(story) if r["subject"].lower() == "beryl"]
    assert [r["value"] for r in beryl] == ["Lyon"] and beryl[0]["status"] == "active"


def test_superseded_pairs(story):
    pairs = {(r["relation"], r["value"], r["replaced_by"]["value"]) for r in slot_rows(story, "--superseded")}
    assert ("employer", "Acme", "Beryl") in pairs
    assert ("residence", "Paris", "Lyon") in pairs
    human = story("slots", "--superseded").output
    assert "Acme" in human and "Beryl" in human


def test_slot_timeline_oldest_first_with_sources(story):
    employer = current(story, "mira", "employer")
    timeline = json.loads(story("slot", employer["slot"], "--json").stdout)
    ordered = sorted(timeline, key=lambda e: e["order"])
    assert ordered[0]["value"] == "Acme" and ordered[-1]["value"] == "Beryl"
    assert ordered[-1]["status"] == "active" and all(e["status"] == "superseded" for e in ordered[:-1])
    assert all(e["sources"] and e["sources"][0]["text"] for e in timeline)
    assert story("slot", "nobody|nothing|").exit_code == 2


def test_why_shows_provenance_and_links(story):
    employer = current(story, "mira", "employer")
    info = json.loads(story("why", str(employer["id"]), "--json").stdout)
    assert any("Beryl" in t["text"] for t in info["sources"])
    assert "Acme" in [e["value"] for e in info["replaced"]]
    assert any(e["subject"] == "Beryl" for e in info["linked"])  # Beryl → Lyon edge
    assert story("why", "99999").exit_code == 2


def test_type_filter(story):
    procedural = slot_rows(story, "--type", "procedural")
    assert procedural and all(r["memory_type"] == "procedural" for r in procedural)
    assert story("slots", "--type", "bogus").exit_code == 2


def test_deprecate_and_restore(story):
    employer = current(story, "mira", "employer")
    assert "deprecated" in story("deprecate", str(employer["id"]), "--reason", "left the company").output
    info = json.loads(story("why", str(employer["id"]), "--json").stdout)
    assert info["entry"]["status"] == "deprecated" and info["entry"]["reason"] == "left the company"
    assert "active" in story("restore", str(employer["id"])).output
    assert current(story, "mira", "employer")["value"] == "Beryl"


def fingerprint(db_path, table):
    conn = sqlite3.connect(db_path)
    try:
        rows = conn.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall()
    finally:
        conn.close()
    return hashlib.sha256(repr(rows).encode()).hexdigest()


def test_curate_is_incremental_and_never_touches_the_archive(story, db_path, tmp_path):
    turns_before = fingerprint(db_path, "turns")
    entries_before = fingerprint(db_path, "entries")
    again = json.loads(story("curate", "--json").stdout)
    assert again["turns_read"] == 0 and again["changed"] is False
    assert fingerprint(db_path, "entries") == entries_before
    more = tmp_path / "more.jsonl"
    more.write_text(
        json.dumps({"speaker": "Mira", "role": "user", "content": "I work at Corvid now.", "session": "s9"})
        + "\n"
    )
    story("ingest", str(more))
    update = json.loads(story("curate", "--json").stdout)
    assert update["turns_read"] == 1
    assert current(story, "mira", "employer")["value"] == "Corvid"
    pairs = {(r["value"], r["replaced_by"]["value"]) for r in slot_rows(story, "--superseded")}
    assert ("Beryl", "Corvid") in pairs and ("Acme", "Corvid") in pairs
    conn = sqlite3.connect(db_path)
    old_turns = conn.execute("SELECT * FROM turns WHERE session != 's9' ORDER BY 1").fetchall()
    conn.close()
    assert hashlib.sha256(repr(old_turns).encode()).hexdigest() == turns_before
