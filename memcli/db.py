"""The memory file: opening it safely, refusing foreign or newer files, and transactions.

One SQLite file holds everything. It is created 0600 (SQLite gives the -wal and -shm files the
database's own mode), runs in WAL mode with a busy timeout and foreign keys on, and every write
is one explicit BEGIN IMMEDIATE transaction so a failed command leaves the file as it was.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlite_utils import Database

from memcli.errors import MemcliError
from memcli.migrations import MIGRATIONS, SCHEMA_VERSION

APPLICATION_ID = 0x4D454D43  # "MEMC": marks a file as a memcli memory
BUSY_TIMEOUT_MS = 5000


def open_database(path: Path, *, create: bool) -> Database:
    """Open (and with create=True, make) the memory at path, migrated to the current schema.

    Commands that only read pass create=False: a mistyped --db is an error, not a new memory.
    """
    if path.is_dir():
        raise MemcliError(f"{path}: is a directory, not a memory file (check --db / MEMCLI_DB)")
    if not path.exists():
        if not create:
            raise MemcliError(
                f"{path}: no memory here yet (ingest something first, or check --db / MEMCLI_DB)"
            )
        _create_private_file(path)
    conn = _connect(path)
    try:
        db = Database(conn, execute_plugins=False)
        if MIGRATIONS.pending(db):
            MIGRATIONS.apply(db)
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    except BaseException:
        conn.close()
        raise
    return db


def _create_private_file(path: Path) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        os.close(fd)
    except FileExistsError:
        pass
    except OSError as exc:
        raise MemcliError(f"{path}: cannot create the memory file ({exc.strerror})") from None


def _connect(path: Path) -> sqlite3.Connection:
    # isolation_level=None: we issue BEGIN IMMEDIATE / COMMIT ourselves.
    conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA foreign_keys = ON")
        _check_identity(conn, path)  # before anything that could write to a file that is not ours
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise MemcliError(f"{path}: not a memcli memory file ({exc})") from None
    except MemcliError:
        conn.close()
        raise
    return conn


def _check_identity(conn: sqlite3.Connection, path: Path) -> None:
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if app_id == APPLICATION_ID:
        if version > SCHEMA_VERSION:
            raise MemcliError(
                f"{path}: made by a newer memcli (schema {version}, this one knows {SCHEMA_VERSION});"
                " upgrade memcli"
            )
        return
    tables = conn.execute("SELECT count(*) FROM sqlite_master WHERE type = 'table'").fetchone()[0]
    if app_id != 0 or tables:
        raise MemcliError(
            f"{path}: not a memcli memory file (it belongs to another program); refusing to touch it"
        )


@contextmanager
def _immediate(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    else:
        conn.execute("COMMIT")


@contextmanager
def transaction(db: Database) -> Iterator[sqlite3.Connection]:
    """One write: BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any error (nothing half-written)."""
    if db.conn.in_transaction:
        raise RuntimeError("nested write transaction")
    try:
        with _immediate(db.conn) as conn:
            yield conn
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise MemcliError(f"the memory file is busy (another memcli is writing): {exc}") from None
        raise
