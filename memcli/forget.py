"""Hard deletion, the one way anything leaves the archive: turns, the entries derived from them,
and every cached model curation (whose text may quote them).

Deleting rows is not forgetting: in WAL mode the deleted text stays in the -wal file until a
checkpoint, and in freed pages until VACUUM. So after the delete commits, the WAL is
checkpointed with TRUNCATE, the file VACUUMed (secure_delete zeroes freed pages), and the WAL
truncated again. If another connection holds an old snapshot the checkpoint cannot finish; then
forget says so and exits non-zero instead of reporting a success that is not one."""

from __future__ import annotations

from memcli.db import transaction
from memcli.errors import MemcliError
from memcli.sqldb import Database
from memcli.view import rematerialize, view_by_id


def forget_turns(db: Database, turn_ids: list[int]) -> dict[str, int]:
    if not turn_ids:
        return {"turns": 0, "entries": 0, "sources": 0, "cache": 0}
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
    counts = {"turns": turns, "entries": entries, "sources": sources, "cache": cache}
    erase_deleted_text(db, counts)
    return counts


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
