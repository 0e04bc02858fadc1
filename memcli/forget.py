"""Hard deletion, the one way anything leaves the archive: turns, the entries derived from them,
and every cached model curation (whose text may quote them). Deleted pages are overwritten."""

from __future__ import annotations

from sqlite_utils import Database

from memcli.db import transaction
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
    return {"turns": turns, "entries": entries, "sources": sources, "cache": cache}


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
