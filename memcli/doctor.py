"""`memcli doctor`: check a memory file, explain what is wrong, and rebuild what can be rebuilt.

Everything but the archive (sources, turns, settings, who the user is) is derived: search
indexes from the turns' text, curated views and entries from the turns by curation. So a damaged
file is repaired by salvaging the archive rows that can still be read into a fresh memory and
letting the next `curate` derive the rest; the damaged file is kept beside it, renamed.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from memcli.errors import MemcliError

# Archive tables in the order foreign keys need; everything else is derived.
ARCHIVE_TABLES = ("settings", "sources", "turns", "user_names")
SALVAGE_STEP = 500  # rows read per query; a failing range is retried row by row


@dataclass
class DoctorReport:
    path: str
    problems: list[str] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)
    advice: list[str] = field(default_factory=list)

    @property
    def healthy(self) -> bool:
        return not self.problems

    def as_dict(self) -> dict:
        return {
            "path": self.path,
            "healthy": self.healthy,
            "problems": self.problems,
            "actions": self.actions,
            "advice": self.advice,
        }


def examine(path: Path) -> DoctorReport:
    """Read-only: integrity_check and what to do about what it finds."""
    from memcli.db import connect_readonly, resolve_path, user_error

    path = resolve_path(path)
    report = DoctorReport(str(path))
    if not path.is_file():
        raise MemcliError(f"{path}: no memory file here")
    if path.stat().st_size == 0:
        raise MemcliError(f"{path}: the file is empty, no memory here yet (nothing to check)")
    try:
        conn = connect_readonly(path)
        try:
            report.problems = _integrity_problems(conn)
        finally:
            conn.close()
    except MemcliError:
        raise
    except sqlite3.DatabaseError as exc:
        if not _damage(exc):
            # Cannot open, read-only folder, permissions, I/O: the file may well be healthy, and
            # `--rebuild` is not the cure. Say what stands in the way instead.
            raise user_error(exc, path) from None
        report.problems = [f"SQLite cannot read the file: {exc}"]
    if report.healthy:
        report.advice.append("integrity_check: ok (`memcli doctor --rebuild` still rebuilds the indexes)")
    else:
        report.advice.append(
            "`memcli doctor --rebuild` copies every readable turn, source and setting into a fresh "
            "memory (the damaged file is kept beside it); run `memcli curate` afterwards to derive the "
            "curated entries again."
        )
    return report


def _damage(exc: sqlite3.DatabaseError) -> bool:
    """An error that says the file itself is damaged (as opposed to unreachable)."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in str(exc) or not name


def _integrity_problems(conn: sqlite3.Connection) -> list[str]:
    rows = [r[0] for r in conn.execute("PRAGMA integrity_check(20)")]
    if rows == ["ok"]:
        return []
    lines = [line for row in rows for line in row.splitlines() if not line.startswith("***")]
    more = f" (and {len(lines) - 6} more problems)" if len(lines) > 6 else ""
    return [*lines[:6], *([f"integrity_check{more}"] if more else [])]


def rebuild(path: Path) -> DoctorReport:
    """Healthy file: rebuild the FTS indexes and drop cached curations in place. Damaged file:
    salvage the archive into a fresh memory and swap it in."""
    report = examine(path)
    report.advice = []
    if report.healthy:
        _rebuild_in_place(Path(report.path), report)
    else:
        _salvage(Path(report.path), report)
    return report


def _rebuild_in_place(path: Path, report: DoctorReport) -> None:
    from memcli.archive import reindex_text
    from memcli.db import open_database, transaction
    from memcli.view import refresh_derived

    db = open_database(path, create=False)
    try:
        with transaction(db) as conn:
            reindex_text(conn)  # turns_fts: a huge turn is indexed in pieces (memcli.archive)
            conn.execute("INSERT INTO entries_fts(entries_fts) VALUES ('rebuild')")
            conn.execute("DELETE FROM curation_cache")
            conn.execute("DELETE FROM evidence_runs")
            refresh_derived(conn)
            recount_sessions(conn)
            conn.execute("REINDEX")
        from memcli.forget import erase_deleted_text

        erase_deleted_text(db)
        report.actions.append(
            "rebuilt the search indexes, every index and the view counters; dropped cached curations;"
            " compacted the file"
            " (VACUUM) and emptied its -wal"
        )
    finally:
        db.conn.close()


def _salvage(path: Path, report: DoctorReport) -> None:
    from memcli.archive import reindex_text
    from memcli.db import connect_readonly, open_database, transaction

    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    fresh_path = path.with_name(f"{path.name}.rebuilt-{stamp}")
    kept = path.with_name(f"{path.name}.damaged-{stamp}")
    fresh = open_database(fresh_path, create=True)
    fresh.conn.execute("PRAGMA foreign_keys = OFF")  # a turn whose source row was lost still counts
    try:
        damaged = connect_readonly(path)
        try:
            for table in ARCHIVE_TABLES:
                copied, lost = _copy_table(damaged, fresh.conn, table)
                lost_note = f", {lost} row ids unreadable" if lost else ""
                report.actions.append(f"{table}: {copied} rows salvaged{lost_note}")
        finally:
            damaged.close()
        with transaction(fresh) as conn:
            reindex_text(conn)
            recount_sessions(conn)  # what `stats` reads: ingest keeps it, a row copy does not
        fresh.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        fresh.conn.close()
    for suffix in ("", "-wal", "-shm"):
        old = Path(str(path) + suffix)
        if old.exists():
            os.replace(old, Path(str(kept) + suffix))
    os.replace(fresh_path, path)
    for suffix in ("-wal", "-shm"):
        Path(str(fresh_path) + suffix).unlink(missing_ok=True)
    report.actions.append(f"the damaged file is kept as {kept}; run `memcli curate` to derive entries again")


def recount_sessions(conn: sqlite3.Connection) -> None:
    """session_counts (turns and tokens a session: `stats`) and session_openings (what a renamed
    copy of a session is known by) derived again from the turns."""
    from memcli.archive import recount_openings

    conn.execute("DELETE FROM session_counts")
    conn.execute(
        "INSERT INTO session_counts (session, turns, tokens)"
        " SELECT session, count(*), coalesce(sum(tokens), 0) FROM turns GROUP BY session"
    )
    recount_openings(conn)


def _copy_table(src: sqlite3.Connection, dst: sqlite3.Connection, table: str) -> tuple[int, int]:
    """Copy the readable rows of table (columns both files have), range by range, in one
    transaction on the destination. Returns (copied, unreadable)."""
    try:
        src_cols = [r[1] for r in src.execute(f"PRAGMA table_info({table})")]
    except sqlite3.DatabaseError:
        return 0, 0
    dst_cols = {r[1] for r in dst.execute(f"PRAGMA table_info({table})")}
    cols = [c for c in src_cols if c in dst_cols]
    if not cols:
        return 0, 0
    select = f"SELECT {', '.join(cols)} FROM {table} WHERE rowid BETWEEN ? AND ?"
    insert = f"INSERT OR IGNORE INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})"
    top = _max_rowid(src, table)
    copied = lost = 0
    dst.execute("BEGIN IMMEDIATE")
    try:
        for low in range(0, top + 1, SALVAGE_STEP):
            rows, missing = _read_range(src, select, low, min(low + SALVAGE_STEP - 1, top))
            lost += missing
            before = dst.total_changes
            dst.executemany(insert, rows)
            copied += dst.total_changes - before
    except BaseException:
        dst.execute("ROLLBACK")
        raise
    dst.execute("COMMIT")
    return copied, lost


def _max_rowid(src: sqlite3.Connection, table: str) -> int:
    try:
        return src.execute(f"SELECT coalesce(max(rowid), 0) FROM {table}").fetchone()[0]
    except sqlite3.DatabaseError:
        return 1_000_000  # the b-tree's right edge is damaged: probe a generous range


def _read_range(src: sqlite3.Connection, select: str, low: int, high: int) -> tuple[list, int]:
    try:
        return src.execute(select, (low, high)).fetchall(), 0
    except sqlite3.DatabaseError:
        rows, lost = [], 0
        for rowid in range(low, high + 1):
            try:
                rows.extend(src.execute(select, (rowid, rowid)).fetchall())
            except sqlite3.DatabaseError:
                lost += 1
        return rows, lost
