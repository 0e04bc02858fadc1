"""A turn's identity: the first 16 bytes of its SHA-256 digest (m009), and the files hashed before.

Which turns count as already stored must not depend on how the hash is kept: the rule is
written out here the slow way (the joined fields' full digest, as every memcli before m009
stored it), and a file migrated from those digests dedupes exactly as a new one does.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest

from memcli import Memory, archive
from memcli.db import transaction
from memcli.types import TurnRecord
from tests.reliability.memcli_proc import undo_migrations

BASE = TurnRecord(text="ok", speaker="Wren", role="user", timestamp="2025-02-02T10:00:00", ext_id="7")


def full_digest(session: str, position: int, record: TurnRecord) -> str:
    """The turn's identity as memcli stored it before m009: the whole digest, in hex."""
    fields = (session, str(position), record.speaker, record.role, record.timestamp, record.ext_id)
    joined = "\x1f".join([*(f or "" for f in fields), record.text])
    return hashlib.sha256(joined.encode("utf-8", "surrogatepass")).hexdigest()


def add(db, records: list[TurnRecord]) -> archive.IngestSummary:
    summary = archive.IngestSummary(path="x", format="jsonl")
    with transaction(db) as conn:
        archive.add_turns(conn, records, summary, default_session="d", source_hash="h")
    return summary


@pytest.mark.parametrize(
    ("later", "added"),
    [
        ([BASE], 0),  # the same turn again
        ([TurnRecord(**{**BASE.__dict__, "text": "ok!"})], 1),
        ([TurnRecord(**{**BASE.__dict__, "speaker": "Ines"})], 1),
        ([TurnRecord(**{**BASE.__dict__, "role": "assistant"})], 1),
        ([TurnRecord(**{**BASE.__dict__, "timestamp": "2025-02-02T10:00:01"})], 1),
        ([TurnRecord(**{**BASE.__dict__, "ext_id": "8"})], 1),
        ([TurnRecord(**{**BASE.__dict__, "session": "other"})], 1),
        ([TurnRecord(**{**BASE.__dict__, "line": 99})], 0),  # where it was read is no part of it
        ([BASE, BASE], 1),  # a genuine repeat: the second "ok" of the session is a new turn
    ],
)
def test_a_turn_is_stored_once_whatever_file_brings_it(tmp_path, later, added):
    with Memory(tmp_path / "m.db", create=True) as memory:
        assert add(memory.db, [BASE]).turns_added == 1
        summary = add(memory.db, later)
        assert (summary.turns_added, summary.already_stored) == (added, len(later) - added)


def test_the_stored_hash_is_the_start_of_the_full_digest(tmp_path):
    with Memory(tmp_path / "m.db", create=True) as memory:
        add(memory.db, [BASE, BASE])
        stored = memory.db.execute("SELECT content_hash FROM turns ORDER BY seq").fetchall()
    assert [h for (h,) in stored] == [bytes.fromhex(full_digest("d", i, BASE))[:16] for i in (0, 1)]


def chat_lines(count: int) -> list[str]:
    lines = []
    for i in range(count):
        text = "ok" if i % 3 == 0 else f"turn {i} about the garden"  # "ok" repeats in a session
        record = {"session": f"s{i % 2}", "role": "user" if i % 2 else "assistant", "content": text}
        lines.append(json.dumps(record | {"timestamp": f"2025-03-0{1 + i % 9}T10:00:00+00:00"}))
    return lines


def write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def make_pre_m009(path: Path) -> None:
    """Give every turn its full hex digest back and mark m009 not applied, as an older memcli
    left the file (one ingest: a turn's position is its rank within its session)."""
    undo_migrations(path, "m009_binary_turn_hashes")  # the bookkeeping; the digests follow
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT id, session, text, speaker, role, timestamp, ext_id FROM turns ORDER BY seq")
    positions: dict[str, int] = {}
    old = []
    for turn_id, session, text, speaker, role, timestamp, ext_id in rows.fetchall():
        record = TurnRecord(text=text, speaker=speaker, role=role, timestamp=timestamp, ext_id=ext_id)
        position = positions[session] = positions.get(session, -1) + 1
        old.append((full_digest(session, position, record), turn_id))
    conn.executemany("UPDATE turns SET content_hash = ? WHERE id = ?", old)
    conn.commit()
    conn.close()


def test_a_file_hashed_before_m009_dedupes_as_a_new_one(tmp_path):
    lines = chat_lines(12)
    path = tmp_path / "m.db"
    with Memory(path, create=True) as memory:
        memory.ingest(str(write(tmp_path / "chat.jsonl", lines)))
        new_hashes = memory.db.execute("SELECT content_hash FROM turns ORDER BY seq").fetchall()
    make_pre_m009(path)
    assert sqlite3.connect(path).execute("SELECT typeof(content_hash) FROM turns").fetchone() == ("text",)
    with Memory(path) as memory:  # migrates
        assert memory.db.execute("SELECT content_hash FROM turns ORDER BY seq").fetchall() == new_hashes
        # The same turns in other bytes (so not skipped as a file already read), then more.
        shuffled = [json.dumps(dict(reversed(json.loads(line).items()))) for line in lines]
        again = memory.ingest(str(write(tmp_path / "again.jsonl", shuffled)))
        assert (again.turns_added, again.already_stored) == (0, 12)
        grown = memory.ingest(str(write(tmp_path / "grown.jsonl", chat_lines(15))))
        assert (grown.turns_added, grown.already_stored) == (3, 12)
        assert memory.db.execute("SELECT count(DISTINCT typeof(content_hash)) FROM turns").fetchone() == (1,)
