"""`memcli backup PATH`: a consistent copy of the memory through SQLite's online backup API.

A plain `cp` during an ingest can copy half a transaction (the main file and its -wal disagree).
The backup API copies pages under one read transaction: in WAL mode writers keep going, and the
copy is the database as of one commit. The copy is written beside the target under a temporary
name and renamed into place, so a failed or killed backup never leaves a half file at PATH.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from memcli.db import open_database, resolve_path, user_error
from memcli.errors import MemcliError


def backup(source: Path, target: Path, *, overwrite: bool = False) -> dict:
    """Copy the memory at source to target (created 0600). Returns {"path", "bytes", "turns"}."""
    target = resolve_path(target)
    source = resolve_path(source)
    if target == source:
        raise MemcliError(f"{target}: the backup must go to another file than the memory itself")
    if target.is_dir():
        target = target / source.name
    if target.exists() and not overwrite:
        raise MemcliError(f"{target}: already exists (pass --force to replace it)")
    if not target.parent.is_dir():
        raise MemcliError(f"{target.parent}: no such folder")
    db = open_database(source, create=False, readonly=True)
    partial = target.with_name(f".{target.name}.partial-{os.getpid()}")
    try:
        fd = os.open(partial, os.O_CREAT | os.O_TRUNC | os.O_WRONLY, 0o600)
        os.fchmod(fd, 0o600)
        os.close(fd)
        dest = sqlite3.connect(partial)
        try:
            db.conn.backup(dest)  # pages=-1: one step, one read transaction, one commit's state
            turns = dest.execute("SELECT count(*) FROM turns").fetchone()[0]
            dest.execute("PRAGMA journal_mode = DELETE")  # a single self-contained file
            # The backup API copies pages as they are: a damaged memory gives a damaged copy,
            # which must not pass for a good backup.
            checked = [r[0] for r in dest.execute("PRAGMA quick_check(3)")]
        finally:
            dest.close()
        os.replace(partial, target)
    except (sqlite3.Error, OSError) as exc:
        partial.unlink(missing_ok=True)
        raise (user_error(exc, target) or exc) from None
    finally:
        db.conn.close()
    if checked != ["ok"]:
        problem = next(
            (line for row in checked for line in row.splitlines() if not line.startswith("***")), ""
        )
        raise MemcliError(
            f"{source}: the memory file is damaged ({problem}); the copy at {target} is as damaged"
            " (kept: it may be the only copy); run `memcli doctor`"
        )
    return {"path": str(target), "bytes": target.stat().st_size, "turns": turns}
