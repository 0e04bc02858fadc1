"""Ingest: read files in any supported format into the archive, one transaction per file."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from itertools import islice
from pathlib import Path

from memcli import tokens
from memcli.archive import OPENING_TURNS, IngestSummary, add_turns, continued_session, openings
from memcli.db import transaction
from memcli.errors import InputError, MemcliError
from memcli.hygiene import clean_ingested
from memcli.secret_scan import mask
from memcli.settings import get as get_setting
from memcli.sqldb import Database
from memcli.types import TurnRecord

PREPARSE_BYTES = 8 << 20  # parse files up to 8 MB before taking the write lock
# SQLite's page cache while a file's turns are written, in KiB (the connection's default is
# 2,000 KiB). Every insert lands on a random page of the content_hash index, so once the archive
# outgrows the cache, pages are spilled to the WAL in mid-transaction and read back: about a
# quarter of the insert's CPU at 300,000 turns (issue 10). 32 MB is most of that gain (64 MB
# adds little) within ingest's memory bound; the stored bytes do not depend on it.
INGEST_CACHE_KIB = 32 << 10


def file_hash(path: str, data: bytes | None) -> str:
    digest = hashlib.sha256()
    if data is not None:
        digest.update(data)
        return digest.hexdigest()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def ingest_file(
    db: Database,
    path: str,
    *,
    fmt: str = "auto",
    session: str | None = None,
    data: bytes | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> IngestSummary:
    """Store the new turns of one file (or of stdin when path is "-" and data holds its bytes).

    All or nothing: a bad line anywhere rolls the whole file back.
    """
    from memcli.formats import FORMATS, detect_format, read_turns

    if fmt not in FORMATS:
        raise MemcliError(f"--format: unknown format {fmt!r} (choose from {', '.join(FORMATS)})")
    display = "<stdin>" if path == "-" else path
    if path != "-":
        _check_readable(path)
    if fmt == "auto":
        fmt = detect_format(path, data if data is not None else _head(path))
    default_session = session or ("stdin" if path == "-" else Path(path).stem)
    summary = IngestSummary(path=display if path == "-" else str(Path(path).resolve()), format=fmt)
    source_hash = file_hash(path, data)
    if session is None and _same_bytes_stored(db, source_hash, summary):
        return summary  # `notes (1).txt` or the same bytes on stdin: the content is already here
    records = _hygienic(read_turns(path, fmt, data=data), keep_secrets=get_setting(db, "secrets") == "keep")
    first, records = _opening_of(records) if session is None else ([], records)
    # Slow preparation outside the write lock, so parallel ingests do not queue behind it: the
    # o200k encoder loads once here, and an ordinary-sized file is parsed (and any bad line
    # reported) before BEGIN IMMEDIATE. Huge files still stream inside it to bound memory.
    tokens.encoding()
    if _size(path, data) <= PREPARSE_BYTES:
        records = list(records)
    with _page_cache(db, INGEST_CACHE_KIB), transaction(db) as conn:
        summary.continued = continued_session(conn, first)
        add_turns(
            conn,
            records,
            summary,
            default_session=summary.continued or default_session,
            source_hash=source_hash,
            on_progress=on_progress,
        )
        if summary.turns_read == 0:
            raise InputError(display, "no turns found in this file")
    return summary


@contextmanager
def _page_cache(db: Database, kib: int) -> Iterator[None]:
    """SQLite's page cache at `kib` KiB (at least: a larger setting stays) for the block."""
    before = db.conn.execute("PRAGMA cache_size").fetchone()[0]
    size = before if before < 0 and -before >= kib else -kib  # negative: KiB; positive: pages
    db.conn.execute(f"PRAGMA cache_size = {int(size)}")
    try:
        yield
    finally:
        db.conn.execute(f"PRAGMA cache_size = {int(before)}")


def _same_bytes_stored(db: Database, source_hash: str, summary: IngestSummary) -> bool:
    """Fill summary as "all already stored" if a source with exactly these bytes (and format)
    was ingested before. A turn's identity is its content, not the file's name: without this,
    the session (the file name by default) made a renamed copy look new."""
    row = db.execute(
        "SELECT id, turns_read FROM sources WHERE content_hash = ? AND format = ? ORDER BY id LIMIT 1",
        (source_hash, summary.format),
    ).fetchone()
    if row is None:
        return False
    summary.turns_read = summary.already_stored = row[1]
    summary.sessions = [
        r[0]
        for r in db.execute(
            "SELECT session FROM turns WHERE source_id = ? GROUP BY session ORDER BY min(seq)", (row[0],)
        )
    ]
    return True


def _hygienic(records: Iterable[TurnRecord], *, keep_secrets: bool) -> Iterator[TurnRecord]:
    """Records with control characters and terminal escapes removed, line endings normalized,
    and (unless the user opted to keep them) secrets masked before anything is stored."""
    held: list[TurnRecord] = []
    for record in records:
        text = clean_ingested(record.text)
        if not keep_secrets:
            text = mask(text)
        if not text.strip():
            continue  # nothing but control characters: nothing was said
        # Only the record handed on stays referenced here (a 50 MB turn is held once).
        held.append(record if text is record.text or text == record.text else replace(record, text=text))
        record, text = None, ""
        yield held.pop()


def _opening_of(records: Iterable[TurnRecord]) -> tuple[list[bytes], Iterator[TurnRecord]]:
    """(the openings of a file's first turns, all its records again). Only turns that name no
    session of their own take the session they find. The first turns are replayed without
    keeping them here, so a huge one is still held once."""
    rest = iter(records)
    head = list(islice(rest, OPENING_TURNS))
    first = openings(head)

    def replayed() -> Iterator[TurnRecord]:
        while head:
            yield head.pop(0)
        yield from rest

    return first, replayed()


def _size(path: str, data: bytes | None) -> int:
    if data is not None:
        return len(data)
    try:
        return Path(path).stat().st_size
    except OSError:
        return 0


def _check_readable(path: str) -> None:
    p = Path(path)
    if not p.exists():
        raise InputError(path, "no such file")
    if p.is_dir():
        raise InputError(path, "is a directory, not a file")


def _head(path: str) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read(1 << 16)
    except OSError as exc:
        raise InputError(path, f"cannot read ({exc.strerror})") from None
