"""memcli's own database handle (memcli/sqldb.py) keeps sqlite-utils' `execute` rules, and the
migration set answers `pending` without sqlite-utils (issue 10: neither is imported on the
question path)."""

from __future__ import annotations

import sqlite3

import pytest

from memcli.migrations import MIGRATIONS, MigrationSet
from memcli.sqldb import Database, first_keyword


@pytest.mark.parametrize(
    ("sql", "keyword"),
    [
        ("select 1", "SELECT"),
        ("  -- a comment\n  BEGIN IMMEDIATE", "BEGIN"),
        ("/* x */ commit", "COMMIT"),
        ("\ufeff;; insert into t values (1)", "INSERT"),
        ("-- only a comment", ""),
        ("", ""),
    ],
)
def test_first_keyword(sql, keyword):
    assert first_keyword(sql) == keyword


def test_a_write_that_opened_a_transaction_is_committed():
    conn = sqlite3.connect(":memory:")  # the default isolation level opens one before INSERT
    db = Database(conn)
    db.execute("CREATE TABLE t (x)")
    db.execute("INSERT INTO t VALUES (?)", [1])
    assert not conn.in_transaction
    with pytest.raises(sqlite3.IntegrityError):
        db.execute("INSERT INTO t (rowid, x) VALUES (1, 2)")
    assert not conn.in_transaction
    assert db.execute("SELECT x FROM t").fetchall() == [(1,)]


def test_executescript_inside_a_transaction_keeps_it_open():
    conn = sqlite3.connect(":memory:", isolation_level=None)
    db = Database(conn)
    conn.execute("BEGIN")
    db.executescript("CREATE TABLE a (x); CREATE TABLE b (y);")
    assert conn.in_transaction
    conn.execute("ROLLBACK")
    assert db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0


def test_the_rest_of_sqlite_utils_api_still_answers():
    db = Database(sqlite3.connect(":memory:", isolation_level=None))
    db.execute("CREATE TABLE people (name TEXT)")
    db["people"].insert({"name": "Quillon"})
    assert db.table_names() == ["people"]


def test_pending_and_applied_in_plain_sql(tmp_path):
    migrations = MigrationSet("trial")

    @migrations(name="first")
    def first(db):
        db.executescript("CREATE TABLE one (x);")

    @migrations(name="second")
    def second(db):
        db.executescript("CREATE TABLE two (x);")

    from sqlite_utils import Database as FullDatabase

    conn = sqlite3.connect(tmp_path / "m.db", isolation_level=None)
    assert [m.name for m in migrations.pending(Database(conn))] == ["first", "second"]
    migrations.apply(FullDatabase(conn))
    assert migrations.pending(Database(conn)) == []
    assert [m.name for m in migrations.applied(Database(conn))] == ["first", "second"]
    with pytest.raises(ValueError):
        migrations(name="first")(first)


def test_schema_version_counts_the_migrations():
    from memcli.migrations import SCHEMA_VERSION

    assert len(MIGRATIONS._migrations) == SCHEMA_VERSION
