"""Hard deletion, the one way anything leaves the archive: turns, the entries derived from them,
and every cached model curation (whose text may quote them).

Deleting rows is not forgetting: in WAL mode the deleted text stays in the -wal file until a
checkpoint, and in freed pages until VACUUM. So after the delete commits, the WAL is
checkpointed with TRUNCATE, the file VACUUMed (secure_delete zeroes freed pages), and the WAL
truncated again. If another connection holds an old snapshot the checkpoint cannot finish; then
forget says so and exits non-zero instead of reporting a success that is not one."""

from __future__ import annotations

import json
import sqlite3

from memcli.archive import fts_turn
from memcli.db import transaction
from memcli.errors import MemcliError
from memcli.sqldb import Database
from memcli.view import rematerialize, view_by_id


def forget_turns(db: Database, turn_ids: list[int], *, search: str | None = None) -> dict[str, int]:
    """Delete the turns and everything that may quote them (see forget_logged_answers); search:
    the text the turns were chosen by, also removed from the questions log."""
    if not turn_ids:
        return {"turns": 0, "entries": 0, "sources": 0, "cache": 0, "log": 0}
    db.conn.execute("PRAGMA secure_delete = ON")
    with transaction(db) as conn:
        conn.execute("CREATE TEMP TABLE IF NOT EXISTS doomed (id INTEGER PRIMARY KEY)")
        conn.execute("DELETE FROM doomed")
        conn.executemany("INSERT OR IGNORE INTO doomed (id) VALUES (?)", [(t,) for t in turn_ids])
        views = [
            r[0]
            for r in conn.execute(
                "SELECT DISTINCT e.view_id FROM entries e JOIN entry_sources s ON s.entry_id = e.id"
                " WHERE s.turn_id IN (SELECT id FROM doomed)"
            )
        ]
        log = forget_logged_answers(conn, search)  # before the entries and turns it looks at go
        entries = conn.execute(
            "DELETE FROM entries WHERE id IN (SELECT entry_id FROM entry_sources WHERE turn_id IN"
            " (SELECT id FROM doomed))"
        ).rowcount
        turns = conn.execute("DELETE FROM turns WHERE id IN (SELECT id FROM doomed)").rowcount
        sources = conn.execute(
            "DELETE FROM sources WHERE id NOT IN (SELECT DISTINCT source_id FROM turns)"
        ).rowcount
        cache = conn.execute("DELETE FROM curation_cache").rowcount
        conn.execute("DELETE FROM evidence_runs")  # question evidence is re-derived from what remains
        for view_id in views:
            rematerialize(conn, view_by_id(conn, view_id))
        for table in ("turns_fts", "entries_fts"):
            conn.execute(f"INSERT INTO {table}({table}) VALUES ('optimize')")
        conn.execute("DROP TABLE doomed")
    counts = {"turns": turns, "entries": entries, "sources": sources, "cache": cache, "log": log}
    erase_deleted_text(db, counts)
    return counts


def forget_logged_answers(conn, search: str | None = None) -> int:
    """Delete the logged questions (`memcli log`) whose answer may come from the doomed turns:
    those citing an entry made from them, those whose answer a doomed turn holds word for word
    (the offline answerers quote; a phrase query on the turns' full-text index, so a big forget
    costs one index probe a logged answer), and with `search`, those whose question or answer
    holds that text. Over-deleting a log line is harmless; keeping a quote of forgotten text is
    not. Returns how many rows went. Runs inside forget's transaction, while `doomed` exists."""
    rows = conn.execute("SELECT id, cited_ids, answer, question FROM questions_log").fetchall()
    if not rows:
        return 0
    from_doomed = {
        r[0]
        for r in conn.execute(
            "SELECT DISTINCT entry_id FROM entry_sources WHERE turn_id IN (SELECT id FROM doomed)"
        )
    }
    needle = search.casefold() if search else None
    gone = []
    for log_id, cited, answer, question in rows:
        try:
            cited_ids = {int(i) for i in json.loads(cited or "[]")}
        except (ValueError, TypeError):
            cited_ids = set()
        if (
            cited_ids & from_doomed
            or (needle and needle in f"{question}\n{answer or ''}".casefold())
            or (answer and _quoted_by_doomed(conn, answer))
        ):
            gone.append((log_id,))
    conn.executemany("DELETE FROM questions_log WHERE id = ?", gone)
    return len(gone)


def _quoted_by_doomed(conn, answer: str) -> bool:
    phrase = '"' + answer.replace('"', '""') + '"'
    try:
        return (
            conn.execute(
                "SELECT 1 FROM turns_fts WHERE turns_fts MATCH ?"
                f" AND {fts_turn()} IN (SELECT id FROM doomed) LIMIT 1",
                (phrase,),
            ).fetchone()
            is not None
        )
    except sqlite3.OperationalError:  # no word to match (punctuation only): nothing quoted
        return False


def erase_deleted_text(db: Database, counts: dict[str, int] | None = None) -> None:
    """Checkpoint (TRUNCATE), VACUUM, checkpoint again; raise if another connection blocks it."""
    _checkpoint(db, counts)
    db.conn.execute("VACUUM")
    _checkpoint(db, counts)


def _checkpoint(db: Database, counts: dict[str, int] | None) -> None:
    busy, _log, _done = db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    if busy:
        deleted = f"deleted {counts['turns']} turns, but " if counts else ""
        raise MemcliError(
            f"{deleted}another process has the memory open, so copies of the deleted text remain in"
            f" {db_file(db)}-wal; close it and run `memcli doctor --rebuild` to finish erasing them",
            exit_code=1,
        )


def db_file(db: Database) -> str:
    row = db.conn.execute("PRAGMA database_list").fetchone()
    return row[2] if row else "the memory file"


def select_turns(
    db: Database, *, ids=(), session: str | None = None, source: int | None = None, search: str | None = None
) -> list[int]:
    """The turn ids a forget request names (the union of its selectors)."""
    chosen: set[int] = set()
    if ids:
        marks = ",".join("?" * len(ids))
        chosen |= {r[0] for r in db.execute(f"SELECT id FROM turns WHERE id IN ({marks})", list(ids))}
    if session:
        chosen |= {r[0] for r in db.execute("SELECT id FROM turns WHERE session = ?", (session,))}
    if source is not None:
        chosen |= {r[0] for r in db.execute("SELECT id FROM turns WHERE source_id = ?", (source,))}
    if search:
        # A plain substring, not FTS ranking: deletion must name exactly what it removes.
        chosen |= {
            r[0] for r in db.execute("SELECT id FROM turns WHERE instr(lower(text), lower(?)) > 0", (search,))
        }
    return sorted(chosen)
