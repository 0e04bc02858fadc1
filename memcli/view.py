"""Stored memory views: curated items, their materialized status, provenance and graph edges.

A view is one curation of the archive, keyed by what shaped it (curator, model, query,
switches). Items are stored once with stable ids; materialization only updates status and
superseded_by, so `memcli why 12` keeps meaning the same entry across incremental curation.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sqlite_utils import Database

from memcli import tokens
from memcli.archive import now_iso
from memcli.materialize import materialize
from memcli.types import Entry, Item, normalize_slot_part

ENTRY_COLUMNS = (
    "id, statement, slot, subject, relation, value, status, memory_type, superseded_by, valid_at, seq,"
    " scope, reason, curated_status, tokens, view_id, query_key, curator, model"
)


@dataclass(frozen=True)
class ViewSpec:
    """What shapes a view. The rules curator ignores the query at this level (its query
    evidence items are tagged per query instead), so all questions share one rules view."""

    curator: str = "rules"
    model: str | None = None
    query: str | None = None
    closure: bool = True
    forget: bool = True
    slots: bool = True
    until_seq: int | None = None  # a model curator's query view reads history only up to here

    @property
    def key(self) -> str:
        payload = json.dumps(
            [self.curator, self.model, self.query, self.closure, self.forget, self.slots, self.until_seq]
        )
        return hashlib.sha256(payload.encode()).hexdigest()[:32]


def query_key(query: str | None) -> str | None:
    if query is None:
        return None
    return hashlib.sha256(" ".join(query.split()).lower().encode()).hexdigest()[:24]


@dataclass
class ViewRow:
    id: int
    spec: ViewSpec
    turn_watermark: int


VIEW_COLUMNS = "id, curator, model, query, closure, forget, slots, until_seq, turn_watermark"


def _view_row(row) -> ViewRow:
    vid, curator, model, query, closure, forget, slots, until_seq, watermark = row
    spec = ViewSpec(
        curator=curator,
        model=model,
        query=query,
        closure=bool(closure),
        forget=bool(forget),
        slots=bool(slots),
        until_seq=until_seq,
    )
    return ViewRow(vid, spec, watermark)


def find_view(db_or_conn, spec: ViewSpec) -> ViewRow | None:
    row = db_or_conn.execute(f"SELECT {VIEW_COLUMNS} FROM views WHERE key = ?", (spec.key,)).fetchone()
    return _view_row(row) if row else None


def view_by_id(db_or_conn, view_id: int) -> ViewRow:
    return _view_row(
        db_or_conn.execute(f"SELECT {VIEW_COLUMNS} FROM views WHERE id = ?", (view_id,)).fetchone()
    )


def ensure_view(conn, spec: ViewSpec) -> ViewRow:
    if find_view(conn, spec) is None:
        conn.execute(
            "INSERT INTO views (key, curator, model, query, closure, forget, slots, until_seq,"
            " turn_watermark, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
            (
                spec.key,
                spec.curator,
                spec.model,
                spec.query,
                int(spec.closure),
                int(spec.forget),
                int(spec.slots),
                spec.until_seq,
                now_iso(),
                now_iso(),
            ),
        )
    return find_view(conn, spec)


def store_items(
    conn, view: ViewRow, items: Sequence[Item], *, curator: str, model: str | None, query: str | None = None
) -> int:
    """Append curated items to a view and re-materialize it (inside the caller's transaction).

    Ids are assigned here and statuses computed before the insert, so each new entry is written
    once and only old entries whose status changed are updated. Items whose slots are new to
    the view cannot supersede or be superseded, so they skip the view-wide pass (a question's
    evidence must not cost time proportional to the whole memory).
    """
    usable = [i for i in items if i.source_turn_ids]  # provenance is never empty
    if not usable:
        return 0
    first = conn.execute("SELECT coalesce(max(id), 0) + 1 FROM entries").fetchone()[0]
    for n, item in enumerate(usable):
        item.id = first + n
    if _all_new_slots(conn, view, usable):
        states, changed = {i.id: ("active", None, i.slot) for i in usable}, False
    else:
        states, changed = _materialize_view(conn, view, usable)
    if usable:
        _insert(conn, view, usable, states, curator=curator, model=model, query=query)
    if usable or changed:
        _rebuild_edges(conn, view.id)
    return len(usable)


def _all_new_slots(conn, view: ViewRow, items: list[Item]) -> bool:
    if len(items) > 200 or not view.spec.slots:
        return False
    slots = [i.slot for i in items]
    if len(set(slots)) < len(slots) or any(i.status != "active" for i in items):
        return False
    marks = ",".join("?" * len(slots))
    clash = conn.execute(
        f"SELECT 1 FROM entries WHERE view_id = ? AND slot IN ({marks}) LIMIT 1", (view.id, *slots)
    ).fetchone()
    return clash is None


def rematerialize(conn, view: ViewRow) -> None:
    """Recompute every entry's status with Eq. 4 (after a deprecation, a restore, a deletion)."""
    _, changed = _materialize_view(conn, view, [])
    if changed:
        _rebuild_edges(conn, view.id)


def _materialize_view(conn, view: ViewRow, new_items: list[Item]) -> tuple[dict[int, tuple], bool]:
    """Eq. 4 over the view's stored items plus new ones; updates changed stored rows and returns
    the (status, superseded_by, slot) of the new items, and whether any stored row changed.

    The curator's active/older verdict is re-derived across curation batches: a curator sees
    only new turns each time, so an item from an older batch cannot know it was replaced.
    Within a slot the latest evidence is current.
    """
    stored, current = _load_items(conn, view.id)
    items = stored + new_items
    _latest_wins(items)
    entries = {e.id: e for e in materialize(items, forget=view.spec.forget, slots=view.spec.slots)}
    states = {}
    for item in items:
        entry = entries.get(item.id)
        states[item.id] = (
            (entry.status, entry.superseded_by, entry.slot) if entry else ("omitted", None, item.slot)
        )
    changed = [(*states[i.id], i.id) for i in stored if states[i.id] != current[i.id]]
    conn.executemany("UPDATE entries SET status = ?, superseded_by = ?, slot = ? WHERE id = ?", changed)
    return {i.id: states[i.id] for i in new_items}, bool(changed)


def _insert(
    conn,
    view: ViewRow,
    items: list[Item],
    states: dict[int, tuple],
    *,
    curator: str,
    model: str | None,
    query: str | None,
) -> None:
    qkey = query_key(query)
    costs = tokens.count_many([i.statement.strip() for i in items])
    stamp = now_iso()
    conn.executemany(
        "INSERT INTO entries (id, view_id, statement, slot, subject, relation, value, scope, subject_key,"
        " value_key, memory_type, curated_status, status, superseded_by, valid_at, seq, query_key, curator,"
        " model, tokens, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                item.id,
                view.id,
                item.statement.strip(),
                states[item.id][2],
                item.subject.strip(),
                item.relation.strip(),
                item.value.strip(),
                item.scope,
                normalize_slot_part(item.subject),
                normalize_slot_part(item.value),
                item.memory_type,
                item.status,
                states[item.id][0],
                states[item.id][1],
                item.valid_at,
                item.order,
                qkey,
                curator,
                model,
                cost + tokens.ENTRY_OVERHEAD,
                stamp,
            )
            # superseded rows last: their superseded_by must already exist (foreign key)
            for item, cost in sorted(
                zip(items, costs, strict=True), key=lambda p: states[p[0].id][1] is not None
            )
        ],
    )
    conn.execute(
        "INSERT INTO entries_fts(rowid, statement) SELECT id, statement FROM entries WHERE id >= ?",
        (min(item.id for item in items),),
    )
    conn.executemany(
        "INSERT OR IGNORE INTO entry_sources (entry_id, turn_id) VALUES (?, ?)",
        [(item.id, t) for item in items for t in item.source_turn_ids],
    )
    _store_vectors(conn, items)


def _store_vectors(conn, items: list[Item]) -> None:
    """Each new entry's embedding, computed once here and never per question (the ranker and
    the answerer read them back with embed.load_entry_vectors)."""
    from memcli import embed

    embed.store_entry_vectors(
        conn, [(item.id, embed.entry_text(item.statement.strip(), item.subject.strip())) for item in items]
    )


def _load_items(conn, view_id: int) -> tuple[list[Item], dict[int, tuple]]:
    rows = conn.execute(
        "SELECT id, statement, subject, relation, value, scope, curated_status, memory_type, valid_at, seq,"
        " status, superseded_by, slot FROM entries WHERE view_id = ?",
        (view_id,),
    ).fetchall()
    items = [
        Item(
            statement=r[1],
            subject=r[2],
            relation=r[3],
            value=r[4],
            source_turn_ids=(0,),
            scope=r[5],
            status=r[6],
            memory_type=r[7],
            valid_at=r[8],
            order=r[9],
            id=r[0],
        )
        for r in rows
    ]
    return items, {r[0]: (r[10], r[11], r[12]) for r in rows}


def _latest_wins(items: list[Item]) -> None:
    """Across curation batches, the latest item a curator called active wins its slot; the
    others become older. An item the curator itself called older ("I used to live in Berlin")
    never becomes active, however late it was said."""
    latest: dict[str, Item] = {}
    for item in items:
        if item.status != "active":
            continue
        best = latest.get(item.slot)
        if best is None or (item.order, item.id or 0) > (best.order, best.id or 0):
            latest[item.slot] = item
    for item in items:
        if item.status == "active" and latest[item.slot] is not item:
            item.status = "older"


def _rebuild_edges(conn, view_id: int) -> None:
    """Edges of the relational graph: a's value is b's subject (and the inverse)."""
    conn.execute("DELETE FROM edges WHERE src IN (SELECT id FROM entries WHERE view_id = ?)", (view_id,))
    conn.execute(
        "INSERT OR IGNORE INTO edges (src, dst, kind)"
        " SELECT a.id, b.id, 'value-subject' FROM entries a JOIN entries b"
        " ON b.view_id = a.view_id AND b.subject_key = a.value_key AND b.id != a.id"
        # Edges end at usable entries only: a chain continues through current facts, and hub
        # entities restated thousands of times do not multiply into millions of edges.
        " WHERE a.view_id = ? AND a.status != 'omitted' AND b.status IN ('active', 'deprecated')"
        # "Mira's name is Mira" would otherwise link every fact about Mira to every other one
        " AND a.value_key != a.subject_key",
        (view_id,),
    )
    conn.execute(
        "INSERT OR IGNORE INTO edges (src, dst, kind)"
        " SELECT e.dst, e.src, 'subject-value' FROM edges e JOIN entries a ON a.id = e.src"
        " WHERE a.view_id = ? AND e.kind = 'value-subject'",
        (view_id,),
    )


def row_to_entry(row, sources: dict[int, tuple[int, ...]] | None = None) -> Entry:
    (
        eid,
        statement,
        slot,
        subject,
        relation,
        value,
        status,
        mtype,
        sup,
        valid_at,
        seq,
        scope,
        reason,
        curated,
        cost,
        view_id,
        qkey,
        curator,
        model,
    ) = row
    return Entry(
        id=eid,
        statement=statement,
        slot=slot,
        subject=subject,
        relation=relation,
        value=value,
        status=status,
        memory_type=mtype,
        source_turn_ids=(sources or {}).get(eid, ()),
        superseded_by=sup,
        valid_at=valid_at,
        order=seq,
        scope=scope,
        reason=reason,
        extra={
            "tokens": cost,
            "view_id": view_id,
            "curator": curator,
            "model": model,
            "curated_status": curated,
            "query_key": qkey,
        },
    )


def load_sources(db_or_conn, ids: Iterable[int]) -> dict[int, tuple[int, ...]]:
    ids = list(ids)
    out: dict[int, list[int]] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        marks = ",".join("?" * len(chunk))
        for eid, tid in db_or_conn.execute(
            f"SELECT entry_id, turn_id FROM entry_sources WHERE entry_id IN ({marks}) ORDER BY turn_id", chunk
        ):
            out.setdefault(eid, []).append(tid)
    return {k: tuple(v) for k, v in out.items()}


def get_entries(db_or_conn, ids: Iterable[int]) -> list[Entry]:
    ids = list(dict.fromkeys(ids))
    if not ids:
        return []
    sources = load_sources(db_or_conn, ids)
    found: dict[int, Entry] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        marks = ",".join("?" * len(chunk))
        for row in db_or_conn.execute(f"SELECT {ENTRY_COLUMNS} FROM entries WHERE id IN ({marks})", chunk):
            found[row[0]] = row_to_entry(row, sources)
    return [found[i] for i in ids if i in found]


def view_entries(db: Database, view_id: int, where: str = "", params: Sequence = ()) -> list[Entry]:
    rows = db.execute(
        f"SELECT {ENTRY_COLUMNS} FROM entries"
        f" WHERE view_id = ? AND status != 'omitted' {where} ORDER BY seq, id",
        (view_id, *params),
    ).fetchall()
    sources = load_sources(db, [r[0] for r in rows])
    return [row_to_entry(r, sources) for r in rows]
