"""`memcli forget`: hard deletion of turns and of everything derived from them."""

from __future__ import annotations

import json
import sqlite3

from conftest import SAMPLES, row_counts


def test_forget_removes_turns_entries_and_cache(cli, db_path):
    cli("ingest", str(SAMPLES / "story.jsonl"))
    cli("curate")
    before = row_counts(db_path)
    dry = json.loads(cli("forget", "--search", "Acme", "--dry-run", "--json").stdout)
    assert dry["turns"] >= 1
    assert row_counts(db_path) == before
    refused = cli("forget", "--search", "Acme")
    assert refused.exit_code == 2 and "--yes" in refused.output
    done = json.loads(cli("forget", "--search", "Acme", "--yes", "--json").stdout)
    assert done["turns"] == dry["turns"] and done["entries"] >= 1
    conn = sqlite3.connect(db_path)
    assert conn.execute("SELECT count(*) FROM turns WHERE text LIKE '%Acme%'").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM entries WHERE statement LIKE '%Acme%'").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM turns_fts WHERE turns_fts MATCH 'acme'").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM curation_cache").fetchone()[0] == 0
    conn.close()
    # what remains still answers
    assert json.loads(cli("ask", "where does Mira work", "--json").stdout)["answer"] == "Beryl"


def test_forget_needs_a_selector(cli):
    cli("ingest", str(SAMPLES / "story.jsonl"))
    result = cli("forget", "--yes")
    assert result.exit_code == 2 and "--turn" in result.output


def test_forget_a_session(cli, db_path):
    cli("ingest", str(SAMPLES / "story.jsonl"))
    total = row_counts(db_path)["turns"]
    done = json.loads(cli("forget", "--session", "s1", "--yes", "--json").stdout)
    assert 0 < done["turns"] < total
    assert row_counts(db_path)["turns"] == total - done["turns"]
