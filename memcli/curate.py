"""Curate(H, q) → items, then materialize them into a stored view (rd-forget §3.2–3.3).

History is streamed through the curator in batches of BATCH_TURNS turns. The curator runs
outside any transaction (a model call can take minutes and must not hold the write lock); each
batch's items are then stored, the view re-materialized and its turn watermark advanced to the
batch's last turn in one transaction. So memory stays flat however long the history is, and an
interrupt (Ctrl-C, a kill) loses at most the batch in flight: the next run resumes from the
watermark and ends with the same entries as an uninterrupted run. A run may also be bounded
(limit_turns: a question's catch-up, memcli.writes): it stops after that many turns, like an
interrupt at a batch edge, so the view stays a prefix of the archive and the next run resumes.
Curation reads the archive and never changes it.

A curator that plans its own calls (the LLM curator, `plan`) is committed after each planned
chunk instead, and may stop with CurationFailed: the chunks before it are stored, the watermark
stops before the failed chunk's first turn, and the error propagates (exit 1), so the next run
starts at exactly that turn.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace

from memcli.archive import count_turns, now_iso
from memcli.curators.base import Curator, PlansCalls, Prefetches
from memcli.db import optional_transaction, transaction
from memcli.sqldb import Database
from memcli.types import Item, Turn
from memcli.view import ViewRow, ViewSpec, ensure_view, find_view, query_key, store_items

OFFLINE_CURATORS = ("parse", "rules")  # parse: the default; rules: plain statements only
EVIDENCE_TURNS = 60  # unparsed turns offered to the rules curator for a question's evidence
# Turns curated and stored per transaction: large enough that per-batch work (materializing the
# touched slots, edges) is amortized, small enough that an interrupt loses little and a batch's
# turns and items stay a few MB. The LLM curator chunks a batch further into model calls.
BATCH_TURNS = 2000
# A curator reads at most this much of one turn (issue 9 item 9). A turn this long is a pasted
# document, not something a person said; reading all of a 50 MB paste sentence by sentence would
# take hours and gigabytes. The whole text stays archived, indexed and retrievable (memcli.recall
# packs an excerpt around the question's words).
CURATED_CHARS = 20_000

Progress = Callable[[int, int], None]  # (turns curated so far, turns to curate in this run)


@dataclass
class CurateSummary:
    view_id: int
    curator: str
    model: str | None
    query: str | None
    turns_read: int = 0
    items_added: int = 0
    active: int = 0
    superseded: int = 0
    deprecated: int = 0
    slots: int = 0
    unparsed_turns: int = 0
    turns_left: int = 0  # turns after the watermark a bounded run (limit_turns) left for later
    changed: bool = False
    warnings: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return asdict(self)


class SqliteCache:
    """The curation cache (archive content, query, model, prompt version) → model output."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def get(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM curation_cache WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set(self, key: str, value: str) -> None:
        with transaction(self.db) as conn:
            conn.execute(
                "INSERT OR REPLACE INTO curation_cache (key, value, created_at) VALUES (?, ?, ?)",
                (key, value, now_iso()),
            )


def make_curator(db: Database, spec: ViewSpec, model_config=None, deadline: float | None = None) -> Curator:
    if spec.curator == "parse":
        from memcli.curators.parse import ParseCurator

        return ParseCurator(user=user_name(db), known=_known_values(db, spec))
    if spec.curator == "rules":
        from memcli.curators.rules import RulesCurator

        return RulesCurator()
    from memcli.curators.llm import LLMCurator

    limits = llm_limits(db)
    return LLMCurator(
        model_config,
        cache=SqliteCache(db),
        closure=spec.closure,
        schema_retries=int(limits["curate.retries"]),
        deadline=limits["curate.deadline"] if deadline is None else deadline,
    )


def llm_limits(db: Database) -> dict[str, float]:
    """curate.deadline (seconds for one run) and curate.retries (re-asks after schema-invalid
    output): env MEMCLI_CURATE_DEADLINE / MEMCLI_CURATE_RETRIES, else the stored setting."""
    import os

    from memcli import settings

    limits = {}
    for key in ("curate.deadline", "curate.retries"):
        text = os.environ.get("MEMCLI_" + key.upper().replace(".", "_")) or settings.get(db, key)
        limits[key] = settings.number(key, text)
    return limits


def _known_values(db: Database, spec: ViewSpec) -> list[tuple[str, str, str]]:
    """(subject, relation, value) of the view's active facts: a curation that resumes, or reads
    newly ingested turns, still knows what "my manager" is and which slot "I quit" closes."""
    view = find_view(db, spec)
    if view is None:
        return []
    return db.execute(
        "SELECT subject, relation, value FROM entries WHERE view_id = ? AND status = 'active'"
        " AND query_key IS NULL AND relation != 'said' ORDER BY seq, id",
        (view.id,),
    ).fetchall()


def user_name(db: Database) -> str | None:
    """Who "I" is in the user's turns (memcli.identity decides; see `memcli people`)."""
    from memcli.identity import load_identity

    return load_identity(db).name


def curate(
    db: Database,
    spec: ViewSpec,
    *,
    model_config=None,
    counts: bool = True,
    on_progress: Progress | None = None,
    batch_turns: int | None = None,
    curator: Curator | None = None,
    deadline: float | None = None,
    optional: bool = False,
    limit_turns: int | None = None,
) -> CurateSummary:
    """Bring a view up to date with the archive: only turns it has not read yet are curated,
    batch by batch, each batch committed on its own.

    on_progress(done, total) is called once before the first batch and after each stored batch.
    batch_turns: turns per batch (default BATCH_TURNS).
    curator: use this one instead of the spec's (tests, benchmarks, a custom curator).
    deadline: seconds for the whole run (model curation; default: the curate.deadline setting).
    Raises CurationFailed (exit 1) after storing what finished when a model chunk fails.
    optional: a question's catch-up (memcli.writes): each batch waits only the short optional
    timeout for the write lock, and the lock is tried before any turn is curated, so a busy
    memory costs ~2 s, not a batch's curation; raises BusyError past it (batches before kept).
    limit_turns: curate at most this many turns, the first after the watermark (a question's
    catch-up, memcli.writes.catch_up_turns); the rest are counted in turns_left and named in one
    warning (memcli.writes.not_curated_warning).
    """
    if limit_turns is not None and limit_turns < 1:
        raise ValueError(f"limit_turns must be at least 1, got {limit_turns}")
    view = find_view(db, spec)
    watermark = view.turn_watermark if view else 0
    waiting = count_turns(db, after_seq=watermark, max_seq=spec.until_seq)
    total = waiting if limit_turns is None else min(waiting, limit_turns)
    summary = CurateSummary(
        view_id=view.id if view else 0, curator=spec.curator, model=spec.model, query=spec.query
    )
    if not total and view is not None:
        # unchanged archive: nothing to do, nothing written
        return _fill_counts(db, summary) if counts else summary
    write = optional_transaction if optional else transaction
    if optional:
        with write(db):
            pass  # is the lock to be had at all? (BusyError if not; nothing written)
    curator = curator or make_curator(db, spec, model_config, deadline)
    if on_progress:
        on_progress(0, total)
    if not total:
        with write(db) as conn:
            view = ensure_view(conn, spec)  # an empty archive still gets its (empty) view
    plan = curator.plan if isinstance(curator, PlansCalls) else None
    size = batch_turns or BATCH_TURNS
    batches = _batches(db, watermark, spec.until_seq, size, limit_turns)
    if isinstance(curator, Prefetches) and _worth_prefetching(db, total, size):
        batches = _handed_ahead(db, curator, batches)
    try:
        for batch in batches:
            for part in plan(batch) if plan else [batch]:
                view = _curate_batch(db, spec, curator, part, summary, write)
                summary.turns_read += len(part)
                if on_progress:
                    on_progress(summary.turns_read, total)
    finally:
        if isinstance(curator, Prefetches):
            curator.close()
    summary.view_id = view.id
    summary.changed = True
    if limit_turns is not None and waiting > summary.turns_read:
        from memcli.writes import not_curated_warning

        summary.turns_left = waiting - summary.turns_read
        summary.warnings.append(not_curated_warning(summary.turns_left, limit=limit_turns))
    return _fill_counts(db, summary) if counts else summary


READ_AHEAD = 2  # batches handed to a prefetching curator before the one being curated
PREFETCH_FROM_BATCHES = 3  # a run shorter than this many full batches is curated without reading ahead


def _worth_prefetching(db: Database, total: int, size: int) -> bool:
    """Read ahead only in a long run (a question's catch-up or a short chat gains nothing from a
    second process), and not if the user turned it off (`memcli config curate.parse_worker off`)."""
    from memcli import settings

    return total >= PREFETCH_FROM_BATCHES * size and settings.get(db, "curate.parse_worker") != "off"


def _handed_ahead(db: Database, curator: Prefetches, batches: Iterator[list[Turn]]) -> Iterator[list[Turn]]:
    """The batches, each handed to curator.prefetch (as the curator will read it) READ_AHEAD
    batches before it is curated, so its preparation overlaps the curation and storing of the
    batches before it (and a worker that is given one batch fewer still has one to parse)."""
    pending: deque[list[Turn]] = deque()
    for batch in batches:
        curator.prefetch(_read_by_curator(db, batch))
        pending.append(batch)
        if len(pending) > READ_AHEAD:
            yield pending.popleft()
    yield from pending


def _read_by_curator(db: Database, turns: list[Turn]) -> list[Turn]:
    """The turns of a batch a curator reads, as `_curate_batch` and `_curated` hand them to it:
    the readable ones (`_readable`) but the facts written by hand (memcli.remember), which
    become their item as they are."""
    from memcli.remember import fact_of_turn

    return [t for t in _readable(db, turns) if fact_of_turn(t) is None]


def _readable(db: Database, turns: list[Turn]) -> list[Turn]:
    """A person's turns, with the assistant's as context, and memories an agent wrote through
    memcli (held below a person's by memcli.supersede): tool and flagged turns stay in the
    archive as evidence, never facts (memcli.trust)."""
    from memcli.trust import blocked_turn_ids

    blocked = blocked_turn_ids(db.conn, [t.id for t in turns])
    return [t for t in turns if t.id not in blocked] if blocked else turns


def _batches(
    db: Database, after_seq: int, max_seq: int | None, size: int, limit: int | None = None
) -> Iterator[list[Turn]]:
    """Consecutive turns after `after_seq`, `size` at a time, each batch its own query: no read
    cursor stays open across the batches' write transactions. limit: at most that many in all."""
    while limit is None or limit > 0:
        batch = _curated_turns(db, after_seq, max_seq, size if limit is None else min(size, limit))
        if not batch:
            return
        yield batch
        after_seq = batch[-1].seq
        if limit is not None:
            limit -= len(batch)


def _curate_batch(
    db: Database,
    spec: ViewSpec,
    curator: Curator,
    turns: list[Turn],
    summary: CurateSummary,
    write=transaction,
) -> ViewRow:
    readable = _readable(db, turns)  # only these reach a curator (see _readable)
    items, unparsed, failure = _curated(db, curator, readable, spec.query) if readable else ([], [], None)
    items = _dated(items, readable)
    if curator.last_warning:
        summary.warnings.append(curator.last_warning)
    done = [t for t in turns if failure is None or t.seq < failure.failed_seq]
    with write(db) as conn:
        view = ensure_view(conn, spec)
        summary.items_added += store_items(conn, view, items, curator=spec.curator, model=spec.model)
        conn.executemany(
            "INSERT OR IGNORE INTO unparsed (view_id, turn_id) VALUES (?, ?)",
            [(view.id, t) for t in unparsed],
        )
        if done:
            conn.execute(
                "UPDATE views SET turn_watermark = ?, updated_at = ? WHERE id = ?",
                (done[-1].seq, now_iso(), view.id),
            )
    if failure is not None:
        kept = summary.turns_read + len(done)
        failure.message += (
            f"; {kept} turns curated and kept before it; run `memcli curate` again to resume there"
        )
        failure.args = (failure.message,)
        raise failure
    return view


def _curated_turns(db: Database, after_seq: int, max_seq: int | None, limit: int) -> list[Turn]:
    """Turns after `after_seq` as a curator reads them: SQLite cuts a huge text to its first
    CURATED_CHARS characters, so Python never holds the whole of a 50 MB paste."""
    from memcli.archive import TURN_COLUMNS, row_to_turn

    columns = TURN_COLUMNS.replace(" text,", f" substr(text, 1, {CURATED_CHARS}),", 1)
    sql = f"SELECT {columns} FROM turns WHERE seq > ?" + (" AND seq <= ?" if max_seq is not None else "")
    params = [after_seq, *([max_seq] if max_seq is not None else []), limit]
    return [_capped(row_to_turn(row)) for row in db.execute(sql + " ORDER BY seq LIMIT ?", params)]


def _capped(turn: Turn) -> Turn:
    """The turn as a curator reads it: a huge one cut to its first CURATED_CHARS characters."""
    if len(turn.text) <= CURATED_CHARS:
        return turn
    return replace(turn, text=turn.text[:CURATED_CHARS])


def _curated(db: Database, curator: Curator, turns: list[Turn], query: str | None):
    """(items, unparsed turn ids, CurationFailed or None) for the batch: the curator's items plus
    the facts written by hand (memcli.remember), which become exactly the item they carry,
    whatever the curator; each item tagged with who wrote its source (the trust rule in
    memcli.supersede reads it). After a failure, only turns before the failed one count."""
    from memcli.curators.llm import CurationFailed
    from memcli.remember import fact_item, fact_of_turn

    facts = {t.id: fact for t in turns if (fact := fact_of_turn(t)) is not None}
    spoken = [t for t in turns if t.id not in facts]
    failure = None
    try:
        items = curator.curate(spoken, query) if spoken else []
    except CurationFailed as exc:
        failure, items = exc, list(exc.items)
        turns = [t for t in turns if t.seq < exc.failed_seq]
    unparsed = curator.unparsed() if spoken else []
    items += [fact_item(t, facts[t.id]) for t in turns if t.id in facts]
    _tag_authors(db, items, turns)
    return items, unparsed, failure


def _tag_authors(db: Database, items: list[Item], turns: Sequence[Turn]) -> None:
    from memcli.remember import AUTHOR_OF_FORMAT, author_of, item_author

    sources = sorted({t.source_id for t in turns})
    marks = ",".join("?" * len(AUTHOR_OF_FORMAT))
    hand = (
        dict(
            db.execute(
                f"SELECT id, format FROM sources WHERE format IN ({marks}) AND id BETWEEN ? AND ?",
                (*AUTHOR_OF_FORMAT, sources[0], sources[-1]),
            ).fetchall()
        )
        if sources
        else {}
    )
    if not hand:
        return  # the common case: a batch of conversation turns only
    author = {t.id: author_of(hand.get(t.source_id)) for t in turns}
    for item in items:
        # written by hand or by a model: that; else the curator's own mark (hearsay) stays
        item.author = item_author([author.get(t) for t in item.source_turn_ids]) or item.author


def _dated(items: list[Item], turns: Sequence[Turn]) -> list[Item]:
    """An item without a validity time of its own is known valid from when it was said: the
    time of its latest source turn, when the archive knows it."""
    when = {t.id: t.timestamp for t in turns}
    for item in items:
        if item.valid_at is None:
            stamps = [when[t] for t in item.source_turn_ids if when.get(t)]
            item.valid_at = max(stamps) if stamps else None
    return items


def curate_query_evidence(db: Database, view: ViewRow, spec: ViewSpec, query: str) -> int:
    """Query-conditioned curation for the rules curator: the question's evidence from turns the
    general curation could not parse, stored once per question (tagged with its query key)."""
    evidence = query_evidence(db, view, query)
    if evidence is None:
        return 0
    store_query_evidence(db, view, spec, query, evidence)
    return len(evidence)


def query_evidence(db: Database, view: ViewRow, query: str) -> list[Item] | None:
    """The rules curator's evidence items for the question, or None when they are stored
    already (curate_query_evidence ran for it)."""
    qkey = query_key(query)
    done = db.execute(
        "SELECT 1 FROM evidence_runs WHERE view_id = ? AND query_key = ?", (view.id, qkey)
    ).fetchone()
    if done:
        return None
    from memcli.archive import fts_turn, get_turns, selective_fts_query

    match = selective_fts_query(db, "turns_fts", query)
    ids = []
    if match:
        ids = [
            r[0]
            for r in db.execute(
                "SELECT u.turn_id FROM turns_fts"
                f" JOIN unparsed u ON u.turn_id = {fts_turn('turns_fts.rowid')} AND u.view_id = ?"
                f" WHERE turns_fts MATCH ? ORDER BY bm25(turns_fts) LIMIT {EVIDENCE_TURNS}",
                (view.id, match),
            )
        ]
    from memcli.curators.rules import evidence_items

    evidence = evidence_items(get_turns(db, ids, whole=False), query) if ids else []  # a huge text: its start
    for item in evidence:
        item.scope += f" q{qkey}"  # one question's reading of a turn never replaces another's
    return evidence


def store_query_evidence(
    db: Database, view: ViewRow, spec: ViewSpec, query: str, evidence: list[Item], *, write=transaction
) -> None:
    """Cache the question's evidence (query_evidence) in the view, once per question.
    write=optional_transaction for a question that can do without the cache (memcli.writes)."""
    with write(db) as conn:
        store_items(conn, view, evidence, curator=spec.curator, model=spec.model, query=query)
        conn.execute(
            "INSERT INTO evidence_runs (view_id, query_key, items, created_at) VALUES (?, ?, ?, ?)",
            (view.id, query_key(query), len(evidence), now_iso()),
        )


def _fill_counts(db: Database, summary: CurateSummary) -> CurateSummary:
    """The view's counts from its counters (view_counts, m008: kept by triggers on every write),
    not by counting its entries and unparsed turns (O(view): ~65 ms at 300,000 turns)."""
    if not summary.view_id:
        return summary
    row = db.execute(
        "SELECT active, superseded, deprecated, slots, unparsed FROM view_counts WHERE view_id = ?",
        (summary.view_id,),
    ).fetchone()
    if row:
        (summary.active, summary.superseded, summary.deprecated, summary.slots, summary.unparsed_turns) = row
    return summary
