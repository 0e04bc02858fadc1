"""The memory file: permissions, identity, migrations, and read commands that never create."""

from __future__ import annotations

import json
import sqlite3
import stat

import pytest

from memcli.db import APPLICATION_ID, open_database, transaction
from memcli.errors import MemcliError
from memcli.migrations import MIGRATIONS, SCHEMA_VERSION


def mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_new_file_and_its_wal_are_private(db_path):
    db = open_database(db_path, create=True)
    with transaction(db) as conn:
        conn.execute("INSERT INTO settings (key, value) VALUES ('rescue', 'on')")
    for suffix in ("", "-wal", "-shm"):
        path = db_path.with_name(db_path.name + suffix)
        assert path.exists(), suffix
        assert mode(path) == 0o600, (suffix, oct(mode(path)))
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert db.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000
    db.conn.close()


def test_identity_and_named_migrations(db_path):
    db = open_database(db_path, create=True)
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert [m.name for m in MIGRATIONS.applied(db)] == [
        "m001_initial",
        "m002_user_names",
        "m003_entry_vectors",
        "m004_trust_tiers",
        "m005_stored_counts",
        "m006_questions_log",
        "m007_entry_author",
        "m008_bounded_lookups",
        "m009_binary_turn_hashes",
        "m010_fts_flush_size",
        "m011_sparse_ext_id_index",
        "m012_session_openings",
        "m013_turn_pieces",
        "m014_said_sentence_tokens",
    ]
    assert not MIGRATIONS.pending(db)
    db.conn.close()


def test_foreign_sqlite_file_is_refused_untouched(db_path):
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE notes (x)")
    conn.commit()
    conn.close()
    before = db_path.read_bytes()
    with pytest.raises(MemcliError, match="not a memcli memory"):
        open_database(db_path, create=True)
    assert db_path.read_bytes() == before


def test_newer_schema_is_refused(db_path):
    open_database(db_path, create=True).conn.close()
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(MemcliError, match="newer memcli"):
        open_database(db_path, create=False)


def test_failed_transaction_leaves_nothing(db_path):
    db = open_database(db_path, create=True)
    with pytest.raises(RuntimeError), transaction(db) as conn:
        conn.execute("INSERT INTO settings (key, value) VALUES ('a', 'b')")
        raise RuntimeError("boom")
    assert db.execute("SELECT count(*) FROM settings").fetchone()[0] == 0
    db.conn.close()


@pytest.mark.parametrize("args", [["history"], ["stats"], ["slots"], ["pack", "anything"], ["why", "1"]])
def test_read_commands_never_create_a_memory(cli, db_path, args):
    result = cli(*args)
    assert result.exit_code == 2
    assert "no memory here yet" in result.output
    assert not db_path.exists()


def test_directory_as_db_is_an_error(cli, tmp_path):
    from typer.testing import CliRunner

    from memcli.cli import app

    result = CliRunner().invoke(app, ["--db", str(tmp_path), "stats"])
    assert result.exit_code == 2
    assert "is a directory" in result.output


def test_db_from_environment_and_user_dir(monkeypatch, tmp_path, isolated_user_dir):
    from memcli.paths import database_path

    assert database_path() == isolated_user_dir / "memory.db"
    monkeypatch.setenv("MEMCLI_DB", str(tmp_path / "env.db"))
    assert database_path() == tmp_path / "env.db"
    assert database_path(tmp_path / "flag.db") == tmp_path / "flag.db"


@pytest.mark.parametrize(
    "query",
    [
        "SELECT id FROM turns WHERE ext_id = 'msg-2'",
        "SELECT id FROM turns WHERE ext_id IN ('msg-2', 'msg-9')",
        "SELECT ext_id, text FROM turns WHERE ext_id IS NOT NULL",
    ],
)
def test_turns_with_an_ext_id_are_found_by_index_after_m011(tmp_path, query):
    """m011 keeps only turns that have an ext_id in turns_ext_id; every look-up by ext_id still
    uses it and finds what a full scan finds (in a file migrated from schema 10; a new file runs
    the same migration)."""
    from memcli import Memory
    from tests.reliability.memcli_proc import undo_migrations

    chat = tmp_path / "chat.jsonl"
    lines = [
        {"role": "user", "content": f"turn {i}"} | ({"id": f"msg-{i}"} if i % 2 else {}) for i in range(6)
    ]
    chat.write_text("".join(json.dumps(line) + "\n" for line in lines))
    path = tmp_path / "m.db"
    with Memory(path, create=True) as memory:
        memory.ingest(str(chat))
    undo_migrations(path, "m011_sparse_ext_id_index")
    with Memory(path) as memory:
        plan = " ".join(row[3] for row in memory.db.execute("EXPLAIN QUERY PLAN " + query))
        assert "INDEX turns_ext_id" in plan
        indexed = memory.db.execute(
            "SELECT ext_id FROM turns INDEXED BY turns_ext_id WHERE ext_id IS NOT NULL"
        )
        assert sorted(r[0] for r in indexed) == ["msg-1", "msg-3", "msg-5"]
        scanned = memory.db.execute(query.replace("FROM turns", "FROM turns NOT INDEXED")).fetchall()
        assert sorted(memory.db.execute(query).fetchall()) == sorted(scanned)
