"""`memcli export`: the memory as JSON Lines that `memcli ingest` reads back.

The archive is the memory (everything else is derived from it by curation), so an export is its
turns in archive order, each a chat message the JSON Lines reader already understands, plus lines
marked "memcli" that ingest skips: a header, the curated entries (for reading and for other tools),
and the settings (never API keys). Ingesting an export into a new file therefore yields the same
turns, so the same slots and the same answers.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

from memcli.archive import TURN_COLUMNS, row_to_turn
from memcli.sqldb import Database

FORMAT_VERSION = 1


def export_records(db: Database, *, entries: bool = True) -> Iterator[dict]:
    """The header, every turn (oldest first), then entries and settings."""
    from memcli.migrations import SCHEMA_VERSION
    from memcli.settings import SECRET_KEYS

    yield {
        "memcli": "export",
        "version": FORMAT_VERSION,
        "schema": SCHEMA_VERSION,
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    for row in db.execute(f"SELECT {TURN_COLUMNS} FROM turns ORDER BY seq"):
        yield turn_record(row_to_turn(row))
    if entries:
        for r in db.execute(
            "SELECT e.id, e.slot, e.subject, e.relation, e.value, e.scope, e.status, e.curated_status,"
            " e.memory_type, e.valid_at, e.statement, e.superseded_by, e.reason,"
            " (SELECT json_group_array(t.seq) FROM entry_sources s JOIN turns t ON t.id = s.turn_id"
            "  WHERE s.entry_id = e.id) FROM entries e WHERE e.status != 'omitted' AND e.query_key IS NULL"
            " ORDER BY e.view_id, e.seq, e.id"
        ):
            import json

            yield {
                "memcli": "entry",
                "id": r[0],
                "slot": r[1],
                "subject": r[2],
                "relation": r[3],
                "value": r[4],
                "scope": r[5],
                "status": r[6],
                "curated_status": r[7],
                "type": r[8],
                "valid_at": r[9],
                "statement": r[10],
                "superseded_by": r[11],
                "reason": r[12],
                "source_turn_seqs": json.loads(r[13] or "[]"),
            }
    for key, value in db.execute("SELECT key, value FROM settings WHERE key NOT LIKE '%:%' ORDER BY key"):
        if key not in SECRET_KEYS:
            yield {"memcli": "setting", "key": key, "value": value}


def turn_record(turn) -> dict:
    """One turn as a chat message (the JSON Lines reader's field names)."""
    record = {"memcli": "turn", "session": turn.session, "content": turn.text}
    if turn.role:
        record["role"] = turn.role
    if turn.speaker:
        record["speaker"] = turn.speaker
    if turn.timestamp:
        record["timestamp"] = turn.timestamp
    if turn.ext_id is not None:
        record["id"] = turn.ext_id
    return record
