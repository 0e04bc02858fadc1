"""The archive H: every ingested turn, untouched by curation (rd-forget §3.1).

Only `forget` deletes from it, and then everything derived from those turns goes too.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime

from memcli import identity, tokens
from memcli.sqldb import Database
from memcli.types import Turn, TurnRecord

BATCH = 2000
# New turns are indexed for search (turns_fts) this many at a time. FTS5 writes a segment at the
# end of every statement and keeps merging them: indexed a batch of BATCH turns at a time, the
# merges were about half of the index's CPU (issue 10). Within a statement, m010's FTS5
# hashsize bounds the terms held in memory.
INDEX_TURNS = 100_000
HASH_PIECE_CHARS = 1 << 20
TURN_COLUMNS = "id, seq, session, text, speaker, role, timestamp, ext_id, tokens, source_id, shown_tokens"

# Issue 9 item 9: the question path never loads a huge turn's text whole (a 50 MB paste cost
# 100 MB a load: SQLite's copy and Python's). A text of more than BIG_TEXT_BYTES is read as its
# first HEAD_CHARS characters (as much as a curator reads) and marked `cut`; memcli.recall
# excerpts it by streaming the stored text. Which texts may be big is known without reading
# them: no o200k token is longer than MAX_TOKEN_BYTES, so a turn of at most
# BIG_TEXT_BYTES / MAX_TOKEN_BYTES tokens (nearly every turn) is loaded as before, and only the
# rest have their stored size looked up.
BIG_TEXT_BYTES = 1 << 20

_INSERTED = (
    "source_id, seq, session, speaker, role, text, timestamp, ext_id, tokens, shown_tokens, content_hash,"
    " trust, flags"
)


def _insert_turns(*, ext_ids: bool = True, guarded: bool = False) -> str:
    """The turns insert. Without ext_ids, the ext_id column is left out (NULL, as a bound None
    stores): sqlite3 binds a None through its adapter look-up (~0.4 us a value, issue 10), and
    most sources give no turn an id. Guarded: see INSERT_TURNS_GUARDED."""
    columns = _INSERTED if ext_ids else _INSERTED.replace(" ext_id,", "", 1)
    marks = ", ".join("?" * len(columns.split(",")))
    if guarded:
        return f"INSERT INTO turns ({columns}) SELECT {marks} WHERE ?"
    return f"INSERT INTO turns ({columns}) VALUES ({marks})"


INSERT_TURNS = _insert_turns()
# The same insert with a guard, for a batch holding a big text. sqlite3 keeps a cached
# statement's last bound values, so SQLite's own copy of a 50 MB paste lived on through the FTS
# insert that follows (a third of ingest's peak). Run once more with the guard off, the
# statement is rebound to NULLs and inserts nothing, which frees that copy.
INSERT_TURNS_GUARDED = _insert_turns(guarded=True)
_INSERTS = {
    (ids, guarded): _insert_turns(ext_ids=ids, guarded=guarded) for ids in (False, True) for guarded in (0, 1)
}
HEAD_CHARS = 20_000
MAX_TOKEN_BYTES = 128  # the longest o200k token, in UTF-8 bytes
SMALL_TEXT_TOKENS = BIG_TEXT_BYTES // MAX_TOKEN_BYTES  # a turn of at most this many tokens is small
TURN_COLUMNS_CUT = TURN_COLUMNS.replace(
    " text,", f" CASE WHEN tokens > {SMALL_TEXT_TOKENS} THEN NULL ELSE text END,", 1
)


@dataclass
class IngestSummary:
    path: str
    format: str
    turns_read: int = 0
    turns_added: int = 0
    already_stored: int = 0
    tokens_added: int = 0
    sessions: list[str] = field(default_factory=list)
    source_id: int | None = None
    continued: str | None = None  # the stored session a session-less file turned out to continue

    def as_dict(self) -> dict:
        return asdict(self)


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


HASH_SEPARATOR = "\x1f"
_HEAD_SEPARATORS = 5  # between the six fields of _hash_head
# A turn's stored hash is the first HASH_BYTES bytes of its SHA-256 digest, as a BLOB (m009).
# Every insert lands at a random place in its unique index: as 64 hex characters that index
# outgrew ingest's page cache and cost ~19% of ingest's CPU at 1M turns (issue 10). 128 bits
# still make an accidental collision out of reach (about 1e-27 at a billion turns).
HASH_BYTES = 16


def turn_hash(session: str, position: int, record: TurnRecord) -> bytes:
    """Identity of a turn for de-duplication: re-ingesting the same content adds nothing, and
    a file that grew adds only its new turns. The position within the session keeps genuine
    repeats ("ok", "thanks") apart."""
    return _turn_hash(_hash_head(session, position, record), record)


def _hash_head(session: str, position: int, record: TurnRecord) -> str:
    """What turn_hash hashes before the text: the fields, joined by HASH_SEPARATOR."""
    # One f-string (HASH_SEPARATOR is "\x1f"): the same text as joining the six, for less.
    return (
        f"{session}\x1f{position}\x1f{record.speaker or ''}\x1f{record.role or ''}"
        f"\x1f{record.timestamp or ''}\x1f{record.ext_id or ''}"
    )


def _turn_hash(head: str, record: TurnRecord) -> bytes:
    text = record.text
    if len(text) <= HASH_PIECE_CHARS:
        # Nearly every turn: one string, one encode, one call (the digest of the same bytes; the
        # pieces below cost ingest ~0.6 us a turn in calls, issue 10).
        return hashlib.sha256(f"{head}\x1f{text}".encode("utf-8", "surrogatepass")).digest()[:HASH_BYTES]
    digest = hashlib.sha256(head.encode("utf-8", "surrogatepass"))
    digest.update(b"\x1f")
    # The text is fed in pieces: the same digest as hashing the joined string, without a joined
    # and an encoded copy of a huge turn beside it (issue 9 item 9).
    for start in range(0, len(text), HASH_PIECE_CHARS):
        digest.update(text[start : start + HASH_PIECE_CHARS].encode("utf-8", "surrogatepass"))
    return digest.digest()[:HASH_BYTES]


# Issue 9 item 4: a file without session names takes its session from its file name, so the same
# conversation saved under another name (or grown, or with other line ends) looked new. Each
# session's first turns are remembered by their identity without the session's name (chained
# hashes of its first 1, 2, … OPENING_TURNS turns: session_openings, m012); a session-less file
# whose first turns repeat a stored session's continues that session under its stored name, so
# its turns match the stored ones and only what it adds is new.
OPENING_TURNS = 3
INSERT_OPENINGS = "INSERT OR IGNORE INTO session_openings (opening, session, turns) VALUES (?, ?, ?)"


def _opening_step(previous: bytes, position: int, record: TurnRecord) -> bytes:
    """The opening of a session's first position + 1 turns, from the one before (b"" at 0)."""
    turn = _turn_hash(_hash_head("", position, record), record)
    return hashlib.sha256(previous + turn).digest()[:HASH_BYTES]


def openings(records: Iterable[TurnRecord]) -> list[bytes]:
    """The openings of the first 1, 2, … OPENING_TURNS of these records (fewer if there are fewer)."""
    found: list[bytes] = []
    for position, record in enumerate(records):
        if position == OPENING_TURNS:
            break
        found.append(_opening_step(found[-1] if found else b"", position, record))
    return found


def continued_session(conn, first: list[bytes]) -> str | None:
    """The stored session that a session-less file with these openings (`openings` of its first
    records) continues, or None. Its first turns must be the file's: all of the file's opening
    (up to OPENING_TURNS turns), or, for a stored session shorter than that, all of the stored
    session (the file grew from it). The longest such match wins."""
    if not first:
        return None
    rows = conn.execute(
        "SELECT o.session, o.turns, c.turns FROM session_openings o"
        f" JOIN session_counts c ON c.session = o.session WHERE o.opening IN ({','.join('?' * len(first))})",
        first,
    ).fetchall()
    whole = [(k, session) for session, k, stored in rows if k == len(first) or k == stored]
    return max(whole)[1] if whole else None


def recount_openings(conn) -> None:
    """session_openings computed again from the stored turns (m012's backfill, `doctor`)."""
    conn.execute("DELETE FROM session_openings")
    rows = conn.execute(
        "SELECT session, speaker, role, text, timestamp, ext_id FROM (SELECT *, row_number()"
        " OVER (PARTITION BY session ORDER BY seq) AS n FROM turns) WHERE n <= ? ORDER BY session, n",
        (OPENING_TURNS,),
    )
    by_session: dict[str, list[TurnRecord]] = {}
    for session, speaker, role, text, timestamp, ext_id in rows:
        record = TurnRecord(text=text, speaker=speaker, role=role, timestamp=timestamp, ext_id=ext_id)
        by_session.setdefault(session, []).append(record)
    conn.executemany(
        INSERT_OPENINGS,
        [
            (opening, session, k)
            for session, records in by_session.items()
            for k, opening in enumerate(openings(records), start=1)
        ],
    )


def add_turns(
    conn,
    records: Iterable[TurnRecord],
    summary: IngestSummary,
    *,
    default_session: str,
    source_hash: str,
    on_progress: Callable[[int], None] | None = None,
) -> IngestSummary:
    """Store new turns inside the caller's transaction, streaming in batches."""
    source_id = _insert_source(conn, summary, source_hash)
    next_seq = conn.execute("SELECT coalesce(max(seq), 0) + 1 FROM turns").fetchone()[0]
    # Which of a batch's hashes are stored already needs a look-up per turn in the random
    # content_hash index (~9% of ingest's CPU at 300k turns, issue 10), and an archive that held
    # no turn when this call began holds none but this call's. This call's hashes differ from
    # one another: positions within a session only grow, and the fields joined before the text
    # are told apart by the separator, unless a field holds the separator itself. So the look-up
    # starts with the first batch that holds such a field (if any: a hand-made file) and stays.
    look_up = next_seq != 1
    positions: dict[str, int] = {}
    sessions: dict[str, None] = {}
    opened: dict[str, bytes] = {}  # a session's opening so far, while within its first turns
    pieced: list[int] = []  # seqs of the huge texts indexed in pieces (not by _index_text)
    unindexed_seq = next_seq
    for batch in _batches(records, BATCH):
        rows = []
        opening_rows = []
        for record in batch:
            session = record.session or default_session
            position = positions.get(session, 0)
            positions[session] = position + 1
            if position < OPENING_TURNS:
                if not position:  # a session this call has not met before
                    sessions[session] = None
                opened[session] = _opening_step(opened.get(session, b""), position, record)
                opening_rows.append((opened[session], session, position + 1))
            head = _hash_head(session, position, record)
            look_up = look_up or head.count(HASH_SEPARATOR) != _HEAD_SEPARATORS
            rows.append((session, record, _turn_hash(head, record)))
        known = _known_hashes(conn, [h for _, _, h in rows]) if look_up else set()
        fresh = [(s, r, h) for s, r, h in rows if h not in known] if known else rows
        texts = [r.text for _, r, _ in fresh]
        counts = tokens.count_many(texts) if fresh else []
        first_seq = next_seq
        longest = max(map(len, texts), default=0)
        texts = []
        big = longest > BIG_TEXT_BYTES // 4
        ext_ids = [r.ext_id for _, r, _ in fresh]
        ext_ids = ext_ids.count(None) != len(ext_ids)  # any id ("" too): list.count runs in C
        insert = _INSERTS[ext_ids, big]
        rows_in = _turn_rows(fresh, counts, source_id, first_seq, summary.format, big, ext_ids)
        conn.executemany(insert, rows_in)
        rows_in = []
        if big:  # rebinds the statement to NULLs, inserting nothing (see INSERT_TURNS_GUARDED)
            conn.execute(insert, (None,) * (insert.count("?") - 1) + (0,))
        if longest > FTS_PIECE_CHARS:
            pieced += _index_big_texts(conn, [r.text for _, r, _ in fresh], first_seq)
        _count_sessions(conn, [s for s, _, _ in fresh], counts)
        conn.executemany(INSERT_OPENINGS, opening_rows)
        next_seq += len(fresh)
        _learn_names(conn, [r for _, r, _ in fresh], first_seq)
        summary.turns_read += len(rows)
        summary.turns_added += len(fresh)
        summary.already_stored += len(rows) - len(fresh)
        summary.tokens_added += sum(counts)
        # The batch's texts are stored: drop them before SQLite indexes the stored copies, so a
        # huge turn is not held in Python and in the index builder at once (issue 9 item 9).
        batch.clear()
        rows = fresh = []
        record = None
        if next_seq - unindexed_seq >= INDEX_TURNS:
            unindexed_seq = _index_text(conn, unindexed_seq, next_seq, pieced)
        if on_progress:
            on_progress(summary.turns_read)
    _index_text(conn, unindexed_seq, next_seq, pieced)
    summary.sessions = list(sessions)
    if summary.turns_added:
        conn.execute(
            "UPDATE sources SET turns_read = ?, turns_added = ? WHERE id = ?",
            (summary.turns_read, summary.turns_added, source_id),
        )
        summary.source_id = source_id
    else:
        conn.execute("DELETE FROM sources WHERE id = ?", (source_id,))  # nothing new: no trace
    return summary


def _turn_rows(
    fresh: list[tuple[str, TurnRecord, bytes]],
    counts: list[int],
    source_id: int,
    first_seq: int,
    source_format: str,
    guarded: bool,
    ext_ids: bool = True,
) -> list[tuple]:
    """_insert_turns(ext_ids=ext_ids, guarded=guarded)'s parameters for a batch's new (session,
    record, hash) triples, in one pass. Each turn's trust tier and flags (issue 9,
    memcli.trust) are stored with the turn itself: setting them afterwards
    (trust.mark_new_turns) read every new turn back and updated half of them (issue 10).
    The hash is bound as a bytearray: the same BLOB, but sqlite3 binds a bytes object through
    its adapter look-up (~0.3 us a turn)."""
    from memcli.trust import flags_for, trust_tier

    guard = (1,) if guarded else ()
    rows = []
    for seq, ((session, r, digest), n) in enumerate(zip(fresh, counts, strict=True), first_seq):
        tier = trust_tier(r.role, source_format)
        shown = tokens.shown_count(r.text, r.speaker, n)
        flags = ",".join(flags_for(r.text, tier))
        if ext_ids:
            fields = (r.speaker, r.role, r.text, r.timestamp, r.ext_id)
        else:
            fields = (r.speaker, r.role, r.text, r.timestamp)
        rows.append((source_id, seq, session, *fields, n, shown, bytearray(digest), tier, flags, *guard))
    return rows


def _index_text(conn, first_seq: int, next_seq: int, pieced: Sequence[int] = ()) -> int:
    """Index the stored turns from first_seq on for search, but those at the `pieced` seqs
    (indexed in pieces already); returns the next seq to index."""
    if next_seq > first_seq:
        skip = " AND seq NOT IN (SELECT value FROM json_each(?))" if pieced else ""
        conn.execute(
            f"INSERT INTO turns_fts(rowid, text) SELECT id, text FROM turns WHERE seq >= ?{skip}",
            (first_seq, json.dumps(list(pieced))) if pieced else (first_seq,),
        )
    return next_seq


# Issue 9 item 9: FTS5 holds all of one row's terms in memory until the row is written, so a
# huge turn of a million distinct words took ~110 MB to index as one row (a 46 MB paste peaked
# at 372 MB). A text longer than FTS_PIECE_CHARS is indexed as rows of about that many
# characters, cut at a space; between rows FTS5 writes out what it holds (m010's hashsize), so
# indexing stays bounded. A piece's row id is negative, -(turn id << PIECE_SHIFT | piece number),
# never a turn's; `turn_pieces` (m013) keeps each piece's place so the delete trigger can take
# exactly those rows out again. Searches map a row id to its turn with fts_turn().
FTS_PIECE_CHARS = 1 << 20
PIECE_SHIFT = 16  # up to 65,536 pieces a turn: 64 G characters


def fts_turn(rowid: str = "rowid") -> str:
    """SQL for the turn id of a turns_fts row id (a piece's row names its turn)."""
    return f"(CASE WHEN {rowid} < 0 THEN (-{rowid}) >> {PIECE_SHIFT} ELSE {rowid} END)"


def index_spans(text: str, size: int) -> list[tuple[int, int]]:
    """(start, end) of consecutive pieces covering text, each at most `size` characters, cut
    after the last whitespace of a piece where there is one (a word is not split)."""
    pieces, start = [], 0
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            cut = max(text.rfind(" ", start, end), text.rfind("\n", start, end))
            end = cut + 1 if cut > start else end
        pieces.append((start, end))
        start = end
    return pieces


def _index_big_texts(conn, texts: list[str], first_seq: int) -> list[int]:
    """Index the texts longer than FTS_PIECE_CHARS (a batch's, the first stored at first_seq) in
    pieces; returns their seqs."""
    pieced = []
    for n, text in enumerate(texts):
        if len(text) > FTS_PIECE_CHARS:
            turn_id = conn.execute("SELECT id FROM turns WHERE seq = ?", (first_seq + n,)).fetchone()[0]
            index_in_pieces(conn, turn_id, text)
            pieced.append(first_seq + n)
    return pieced


def index_in_pieces(conn, turn_id: int, text: str) -> None:
    """Index one turn's text as pieces (index_spans), each a turns_fts row and a turn_pieces row."""
    for number, (start, end) in enumerate(index_spans(text, FTS_PIECE_CHARS)):
        rowid = -((turn_id << PIECE_SHIFT) | number)
        conn.execute(
            "INSERT INTO turn_pieces (fts_rowid, turn_id, start, length) VALUES (?, ?, ?, ?)",
            (rowid, turn_id, start, end - start),
        )
        conn.execute("INSERT INTO turns_fts(rowid, text) VALUES (?, ?)", (rowid, text[start:end]))


def reindex_text(conn) -> None:
    """turns_fts and turn_pieces derived again from the turns (`doctor --rebuild`, salvage)."""
    conn.execute("INSERT INTO turns_fts(turns_fts) VALUES ('delete-all')")
    conn.execute("DELETE FROM turn_pieces")
    small = "SELECT id, text FROM turns WHERE length(text) <= ?"
    conn.execute(f"INSERT INTO turns_fts(rowid, text) {small}", (FTS_PIECE_CHARS,))
    big = conn.execute("SELECT id FROM turns WHERE length(text) > ?", (FTS_PIECE_CHARS,)).fetchall()
    for (turn_id,) in big:
        text = conn.execute("SELECT text FROM turns WHERE id = ?", (turn_id,)).fetchone()[0]
        index_in_pieces(conn, turn_id, text)


def _count_sessions(conn, sessions: list[str], counts: list[int]) -> None:
    """Add a batch's turns and tokens to session_counts (what `stats` reads): one upsert per
    session in the batch, not a trigger per row (see migration m001 on per-row triggers)."""
    totals: dict[str, list[int]] = {}
    for session, n in zip(sessions, counts, strict=True):
        total = totals.setdefault(session, [0, 0])
        total[0] += 1
        total[1] += n
    conn.executemany(
        "INSERT INTO session_counts (session, turns, tokens) VALUES (?, ?, ?) ON CONFLICT (session)"
        " DO UPDATE SET turns = turns + excluded.turns, tokens = tokens + excluded.tokens",
        [(session, t, n) for session, (t, n) in totals.items()],
    )


def _learn_names(conn, records: list[TurnRecord], first_seq: int) -> None:
    """Store who the user says they are (memcli.identity), in the turn insert's transaction so a
    name never outlives or predates its turn. Turn ids are looked up only when a claim exists."""
    found = identity.claims_for_ingest([(r.text, r.role, r.speaker) for r in records])
    if not found:
        return
    ids = [row[0] for row in conn.execute("SELECT id FROM turns WHERE seq >= ? ORDER BY seq", (first_seq,))]
    rows = [(c.name, identity.name_key(c.name), c.kind, ids[i]) for i, c in found]
    identity.store_rows(conn, rows)


def _insert_source(conn, summary: IngestSummary, source_hash: str) -> int:
    cursor = conn.execute(
        "INSERT INTO sources (path, content_hash, format, ingested_at, turns_read, turns_added)"
        " VALUES (?, ?, ?, ?, 0, 0)",
        (summary.path, source_hash, summary.format, now_iso()),
    )
    return cursor.lastrowid


def _known_hashes(conn, hashes: list[bytes]) -> set[bytes]:
    if not hashes:
        return set()
    marks = ",".join("?" * len(hashes))
    known = {
        row[0]
        for row in conn.execute(f"SELECT content_hash FROM turns WHERE content_hash IN ({marks})", hashes)
    }
    # A batch can repeat itself only through identical positions, which turn_hash rules out.
    return known


def _batches(items: Iterable, size: int) -> Iterator[list]:
    batch: list = []
    for item in items:
        batch.append(item)
        item = None  # the caller may clear the batch to free its texts; keep no reference here
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def row_to_turn(row) -> Turn:
    return Turn(*row)


def get_turns(db: Database, ids: Iterable[int], *, whole: bool = True) -> list[Turn]:
    """The turns, in the archive's order. whole=False (the question path): a huge text is cut
    to its start (see BIG_TEXT_BYTES)."""
    ids = list(ids)
    if not ids:
        return []
    marks = ",".join("?" * len(ids))
    columns = TURN_COLUMNS if whole else TURN_COLUMNS_CUT
    rows = db.execute(f"SELECT {columns} FROM turns WHERE id IN ({marks}) ORDER BY seq", ids).fetchall()
    return [row_to_turn(r) for r in rows] if whole else cut_turns(db, rows)


def replies(db: Database, turn_ids: Iterable[int]) -> dict[int, str]:
    """The assistant's reply to each of these turns: the next turn of its session, when an
    assistant wrote it (its text cut as on the question path). Two statements, each bounded by
    the turns asked about (the next turn found by the (session, seq) index)."""
    ids = list(dict.fromkeys(turn_ids))
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    nexts = dict(
        db.execute(
            "SELECT t.id, (SELECT n.id FROM turns n WHERE n.session = t.session AND n.seq > t.seq "
            f"ORDER BY n.seq LIMIT 1) FROM turns t WHERE t.id IN ({marks})",
            ids,
        ).fetchall()
    )
    after = {t.id: t for t in get_turns(db, [n for n in nexts.values() if n is not None], whole=False)}
    return {
        turn_id: after[reply].text
        for turn_id, reply in nexts.items()
        if reply in after and (after[reply].role or "").lower() in identity.ASSISTANT_ROLES
    }


def cut_turns(db: Database, rows) -> list[Turn]:
    """Turns from rows selected with TURN_COLUMNS_CUT: a text left out there (it may be big) is
    read through SQLite's incremental blob I/O, whole when small, else its start, marked cut."""
    turns = [row_to_turn(r) for r in rows]
    return [t if t.text is not None else _read_big(db, t) for t in turns]


def _read_big(db: Database, turn: Turn) -> Turn:
    import codecs

    with db.conn.blobopen("turns", "text", turn.id, readonly=True) as blob:
        if len(blob) <= BIG_TEXT_BYTES:
            return replace(turn, text=blob.read().decode("utf-8"))
        decoder = codecs.getincrementaldecoder("utf-8")()
        head = decoder.decode(blob.read(HEAD_CHARS * 4))[:HEAD_CHARS]
    return replace(turn, text=head, cut=True)


def text_pieces(db: Database, turn_id: int, size: int = 1 << 20) -> Iterator[str]:
    """A stored turn's text, decoded piece by piece (about `size` bytes each), never whole."""
    import codecs

    decoder = codecs.getincrementaldecoder("utf-8")()
    with db.conn.blobopen("turns", "text", turn_id, readonly=True) as blob:
        while data := blob.read(size):
            yield decoder.decode(data)
    tail = decoder.decode(b"", final=True)
    if tail:
        yield tail


def iter_turns(
    db: Database, *, after_seq: int = 0, max_seq: int | None = None, limit: int | None = None
) -> Iterator[Turn]:
    sql = f"SELECT {TURN_COLUMNS} FROM turns WHERE seq > ?"
    params: list = [after_seq]
    if max_seq is not None:
        sql += " AND seq <= ?"
        params.append(max_seq)
    sql += " ORDER BY seq"
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    for row in db.execute(sql, params):
        yield row_to_turn(row)


def count_turns(db: Database, *, after_seq: int = 0, max_seq: int | None = None) -> int:
    sql = "SELECT count(*) FROM turns WHERE seq > ?"
    params: list = [after_seq]
    if max_seq is not None:
        sql += " AND seq <= ?"
        params.append(max_seq)
    return db.execute(sql, params).fetchone()[0]


COMMON_TERM_DOCS = 2000  # a word in more documents than this does not fetch candidates by itself


def fts_words(text: str) -> list[str]:
    """Content words as FTS's tokenizer splits them: "Mira's" looks for "mira"."""
    import re

    from memcli.text import STOP_WORDS, content_words

    pieces = []
    for word in content_words(text):
        pieces.extend(p for p in re.split(r"'s\b|'", word) if p and p not in STOP_WORDS)
    return list(dict.fromkeys(pieces))[:64]


def _or(words: list[str]) -> str | None:
    # Quoted terms only: user text never reaches FTS syntax.
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in words) or None


def selective_fts_query(db: Database, table: str, text: str) -> str | None:
    """A safe FTS5 MATCH expression: the question's content words joined by OR, leaving out words
    found in more than COMMON_TERM_DOCS rows when rarer words exist. BM25 must score every row a
    word matches, so a common word ("work") would make each question cost time in proportion to
    the whole memory. The ranker still scores candidates on all the question's words."""
    words = fts_words(text)
    rare = [w for w in words if _doc_count(db, table, w) <= COMMON_TERM_DOCS]
    return _or(rare or words)


def _doc_count(db: Database, table: str, word: str) -> int:
    match = _or([word])
    return db.execute(
        f"SELECT count(*) FROM (SELECT rowid FROM {table} WHERE {table} MATCH ?"
        f" LIMIT {COMMON_TERM_DOCS + 1})",
        (match,),
    ).fetchone()[0]


def history(
    db: Database,
    *,
    session: str | None = None,
    search: str | None = None,
    limit: int | None = 50,
    max_seq: int | None = None,
    whole: bool = True,
) -> list[Turn]:
    """Archive turns in order, or the best FTS matches for `search` (BM25 order).
    whole=False: the best matches with huge texts cut (get_turns), for the question path."""
    where, params = [], []
    if session:
        where.append("t.session = ?")
        params.append(session)
    if max_seq is not None:
        where.append("t.seq <= ?")
        params.append(max_seq)
    cols = ", ".join(f"t.{c.strip()}" for c in TURN_COLUMNS.split(","))
    if search:
        match = selective_fts_query(db, "turns_fts", search)
        if match is None:
            return []
        if not session and limit:
            return _best_matches(db, match, int(limit), max_seq, whole=whole)
        joined = f"turns_fts JOIN turns t ON t.id = {fts_turn('turns_fts.rowid')}"
        sql = f"SELECT {cols} FROM {joined} WHERE turns_fts MATCH ?"
        params.insert(0, match)
        sql += "".join(f" AND {w}" for w in where) + " ORDER BY bm25(turns_fts), t.seq"
    else:
        sql = (
            f"SELECT {cols} FROM turns t"
            + (" WHERE " + " AND ".join(where) if where else "")
            + " ORDER BY t.seq"
        )
    if limit:
        sql += f" LIMIT {int(limit)}"
    found = {}  # a huge turn matched in several of its pieces is listed once
    for row in db.execute(sql, params):
        found.setdefault(row[0], row)
    return [row_to_turn(r) for r in found.values()]


def _best_matches(
    db: Database, match: str, limit: int, max_seq: int | None, *, whole: bool = True
) -> list[Turn]:
    """The `limit` turns that match best, in history's order (BM25, then seq), with the turns
    looked up only for the winners. Joining turns before sorting read every match's row (~2,500
    rows at 100k turns for "where does X work"): about half of each search (issue 10).

    Exact because turn ids rise with seq: add_turns is the only writer and appends both (a
    deleted turn's numbers are never below a kept one's), so (bm25, id) orders as (bm25, seq)
    and `seq <= max_seq` is `id <= ` the last id at or before it (tests/test_question_cost.py)."""
    bound = ""
    params: list = [match]
    if max_seq is not None:
        last = db.execute("SELECT max(id) FROM turns WHERE seq <= ?", (max_seq,)).fetchone()[0]
        if last is None:
            return []
        bound = f" AND {fts_turn()} <= ?"
        params.append(last)
    ids = [
        r[0]
        for r in db.execute(
            f"SELECT {fts_turn()} FROM turns_fts WHERE turns_fts MATCH ?{bound}"
            f" ORDER BY bm25(turns_fts), {fts_turn()} LIMIT {limit}",
            params,
        )
    ]
    ids = list(dict.fromkeys(ids))  # a huge turn matched in several of its pieces, once
    by_id = {t.id: t for t in get_turns(db, ids, whole=whole)}
    return [by_id[i] for i in ids if i in by_id]


def stats(db: Database, path) -> dict:
    one = lambda sql: db.execute(sql).fetchone()[0]  # noqa: E731
    size = sum(p.stat().st_size for p in (path, path.with_name(path.name + "-wal")) if p.exists())
    sessions, turns, tokens_ = db.execute(
        "SELECT count(*), coalesce(sum(turns), 0), coalesce(sum(tokens), 0) FROM session_counts"
    ).fetchone()
    return {
        "path": str(path),
        "sources": one("SELECT count(*) FROM sources"),
        # From the per-session counters ingest and forget keep (migration m005): one row a
        # session, where counting turns would read every turn of the archive.
        "sessions": sessions,
        "turns": turns,
        "tokens": tokens_,
        # Index-only: each view's status ranges are counted in the (view_id, status) index.
        "entries": one(
            "SELECT coalesce(sum((SELECT count(*) FROM entries e WHERE e.view_id = v.id"
            " AND e.status IN ('active', 'superseded', 'deprecated'))), 0) FROM views v"
        ),
        "views": one("SELECT count(*) FROM views"),
        "file_bytes": size,
    }
