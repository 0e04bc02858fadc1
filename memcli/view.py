"""Stored memory views: curated items, their materialized status, provenance and graph edges.

A view is one curation of the archive, keyed by what shaped it (curator, model, query,
switches). Items are stored once with stable ids; materialization only updates status and
superseded_by, so `memcli why 12` keeps meaning the same entry across incremental curation.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from memcli import tokens
from memcli.archive import now_iso
from memcli.materialize import materialize, streaming_outcome, streaming_winner
from memcli.sqldb import Database
from memcli.supersede import resolve_statuses
from memcli.text import sentences_of
from memcli.types import Entry, Item, normalize_slot_part

ENTRY_COLUMNS = (
    "id, statement, slot, subject, relation, value, status, memory_type, superseded_by, valid_at, seq,"
    " scope, reason, curated_status, tokens, view_id, query_key, curator, model, author, sentence_tokens"
)


@dataclass(frozen=True)
class ViewSpec:
    """What shapes a view. The rules curator ignores the query at this level (its query
    evidence items are tagged per query instead), so all questions share one rules view."""

    curator: str = "parse"
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


_WORD = re.compile(r"\w+")


def value_words(text: str) -> tuple[str, ...]:
    """A text's words as a replaced value is looked for in it (memcli.context.Replaced):
    lowercased runs of word characters."""
    return tuple(_WORD.findall(text.lower()))


VALUE_KEY_WORDS = 3  # words of a value's key; stored keys depend on it (m008 holds a copy)


def value_word(value: str) -> str | None:
    """The key a value is found by (entries.value_word, m008): its first three words, one space
    between (all of them for a shorter value). A text names a value only as a run of all its
    words, so it holds this key among its runs of one to three words (text_keys). One word was
    shared too widely ("the"/"a" began 2,500 of the user's 3,800 replaced employers at 300,000
    turns), and two still matched half of them: chit-chat repeats their pairs of words."""
    return " ".join(value_words(value)[:VALUE_KEY_WORDS]) or None


def text_keys(words: Sequence[str]) -> set[str]:
    """The value keys a text with these words could hold: its runs of one to three words
    (VALUE_KEY_WORDS; zips, not slices: this runs over every word of a pack's texts)."""
    keys = set(words)
    keys.update(map(" ".join, zip(words, words[1:], strict=False)))
    keys.update(map(" ".join, zip(words, words[1:], words[2:], strict=False)))
    return keys


VIEW_COLUMNS = "id, curator, model, query, closure, forget, slots, until_seq, turn_watermark"


def holds_conversation(db_or_conn, view_id: int) -> bool:
    """Whether a view holds people's words: an episode (`said`) of a turn someone spoke (a role
    or a speaker). A note or a fact list's line that stated no fact is kept as an episode too, but
    it does not make a fact list a conversation: the chain answerer still reads fact lists."""
    row = db_or_conn.execute(
        """SELECT 1 FROM entries e
           JOIN entry_sources s ON s.entry_id = e.id
           JOIN turns t ON t.id = s.turn_id
           WHERE e.view_id = ? AND e.relation = 'said' AND (t.role IS NOT NULL OR t.speaker IS NOT NULL)
           LIMIT 1""",
        (view_id,),
    ).fetchone()
    return row is not None


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
    once and only old entries whose status changed are updated. Materialization is per slot, so
    only stored entries of the slots the new items touch are loaded, and only edges touching new
    or changed entries are rebuilt: storing a batch costs time proportional to the batch and its
    slots, not to the whole memory (curation streams history in many batches).
    """
    usable = [i for i in items if i.source_turn_ids]  # provenance is never empty
    if view.spec.slots and usable:
        usable, sources = fold_restatements(usable, _latest_values(conn, view.id, {i.slot for i in usable}))
        conn.executemany("INSERT OR IGNORE INTO entry_sources (entry_id, turn_id) VALUES (?, ?)", sources)
    if not usable:
        return 0
    first = conn.execute("SELECT coalesce(max(id), 0) + 1 FROM entries").fetchone()[0]
    for n, item in enumerate(usable):
        item.id = first + n
    if _all_new_slots(conn, view, usable):
        states, changed = {i.id: ("active", None, i.slot) for i in usable}, []
    else:
        states, changed = _materialize_slots(conn, view, usable)
    _insert(conn, view, usable, states, curator=curator, model=model, query=query)
    _update_edges(conn, [i.id for i in usable] + changed)
    return len(usable)


# The latest stored entry of a slot, as a restatement is matched against:
# (entry id, value key, memory type, author).
ActiveValue = tuple[int, str, str, str | None]


def fold_restatements(
    items: Sequence[Item], latest: dict[str, list[ActiveValue]]
) -> tuple[list[Item], list[tuple[int, int]]]:
    """Issue 9 item 4: an identical restatement of the current fact adds no entry, only a source
    turn. Returns (the items that still become entries, (entry id, turn id) source rows to add to
    stored entries). `latest`: per slot, the stored entries of its latest turn that are active.

    An item restates when the value its slot held just before it (the latest stored entry, or an
    earlier new item of this batch) has the same value key, memory type and author. A value
    said after a change is not a restatement: A, then B, then A again keeps three entries (A is
    current again, and the history shows it changed twice). An item the curator called older
    restates only when a later item of the batch explains why (the curator's own latest-wins),
    never when it is a past fact on its own ("I used to live in …"): so batches of any size
    fold the same items. Folded into a new item, the later verdict (active/older) is kept.
    """
    last_order: dict[str, int] = {}
    for item in items:
        last_order[item.slot] = max(item.order, last_order.get(item.slot, item.order))
    current: dict[str, tuple[int, list]] = {
        slot: (-1, [(v[0], v[1:]) for v in vs]) for slot, vs in latest.items()
    }
    kept: list[Item] = []
    sources: list[tuple[int, int]] = []
    for item in sorted(items, key=lambda i: i.order):
        key = (normalize_slot_part(item.value), item.memory_type, item.author)
        foldable = item.status == "active" or item.order < last_order[item.slot]
        group = current.get(item.slot, (0, []))
        same = next((target for target, k in group[1] if k == key), None) if foldable else None
        if same is None:
            kept.append(item)
            members = group[1] if group[0] == item.order else []
            current[item.slot] = (item.order, [*members, (item, key)])
        elif isinstance(same, Item):
            same.source_turn_ids = tuple(dict.fromkeys((*same.source_turn_ids, *item.source_turn_ids)))
            same.status = item.status
        else:
            sources += [(same, t) for t in item.source_turn_ids]
    order = {id(item): n for n, item in enumerate(items)}
    return sorted(kept, key=lambda i: order[id(i)]), sources


def _latest_values(conn, view_id: int, slots: set[str]) -> dict[str, list[ActiveValue]]:
    """Per slot, the active stored entries of its latest turn: the slot's latest seq by the slot
    index's max (one probe), then that seq's entries (a hot slot's thousands of older entries are
    not read; reading them cost ~4 ms a new question at 300,000 turns)."""
    latest: dict[str, list[ActiveValue]] = {}
    ordered = sorted(slots)
    for start in range(0, len(ordered), SLOTS_PER_PASS):
        chunk = ordered[start : start + SLOTS_PER_PASS]
        rows = conn.execute(
            "SELECT e.slot, e.id, e.value_key, e.memory_type, e.author FROM json_each(?) j"
            " CROSS JOIN entries e ON e.view_id = ? AND e.slot = j.value"
            " AND e.seq = (SELECT max(seq) FROM entries m WHERE m.view_id = ? AND m.slot = j.value)"
            " WHERE +e.status = 'active'",
            (json.dumps(chunk), view_id, view_id),
        ).fetchall()
        for slot, entry_id, value_key, memory_type, author in rows:
            latest.setdefault(slot, []).append((entry_id, value_key, memory_type, author))
    return latest


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


SLOTS_PER_PASS = 500  # slots materialized together: bounds the IN list
ROWS_PER_PASS = 20_000  # stored entries loaded together: bounds memory when some slots are hot


def _materialize_slots(conn, view: ViewRow, new_items: list[Item]) -> tuple[dict[int, tuple], list[int]]:
    """Eq. 4 for the slots the new items touch, in passes of a few hundred slots / thousand rows.

    Exact, because materialization never looks across slots: an item's status depends only on
    the other items of its slot. (A view without slots gives every entry a slot of its own, so
    no stored entry of it can change; its stored slot column never matches an item's slot.)
    Slots where the batch only streams in a later value are decided from their open entries
    (`_materialize_streamed`); the rest are reloaded whole.
    """
    by_slot: dict[str, list[Item]] = {}
    for item in new_items:
        by_slot.setdefault(item.slot, []).append(item)
    states, changed = _materialize_streamed(conn, view, by_slot)
    rest = [slot for slot in by_slot if slot not in states]
    states = {eid: state for per_slot in states.values() for eid, state in per_slot.items()}
    for slots in _slot_passes(conn, view.id, rest):
        items = [item for slot in slots for item in by_slot[slot]]
        pass_states, pass_changed = _materialize_view(conn, view, items, slots)
        states.update(pass_states)
        changed.extend(pass_changed)
    return states, changed


def _materialize_streamed(
    conn, view: ViewRow, by_slot: dict[str, list[Item]]
) -> tuple[dict[str, dict[int, tuple]], list[int]]:
    """Eq. 4 for the slots where a batch only streams in later values (memcli.materialize,
    `streaming_winner`), without loading their superseded entries: the slot's latest stored
    (seq, id) and its open entries are read from the slot index, and the superseded entries are
    re-pointed to the new current value by one statement. Returns, per slot it handled, the new
    items' (status, superseded_by, slot), and the ids of stored rows whose status changed; the
    new items' statuses are set as latest-wins sets them (they are stored as curated_status)."""
    if not (view.spec.forget and view.spec.slots):
        return {}, []
    latest = _stored_latest(conn, view.id, list(by_slot))
    winners = {}
    for slot, items in by_slot.items():
        winner = streaming_winner(items, latest.get(slot), forget=view.spec.forget, slots=view.spec.slots)
        if winner is not None:
            winners[slot] = winner
    stored: dict[str, list[Item]] = {}
    current: dict[int, tuple] = {}
    stale = [slot for slot in winners if slot in latest]  # new slots have nothing stored
    for start in range(0, len(stale), SLOTS_PER_PASS):
        items, states = _load_items(conn, view.id, stale[start : start + SLOTS_PER_PASS], open_only=True)
        current.update(states)
        for item in items:
            stored.setdefault(current[item.id][2], []).append(item)
    handled: dict[str, dict[int, tuple]] = {}
    updates: dict[int, tuple] = {}
    changed: list[int] = []
    for slot, winner in winners.items():
        outcome = streaming_outcome(winner, by_slot[slot], stored.get(slot, []))
        if slot in latest:
            _repoint_superseded(conn, view.id, slot, outcome.repoint_to)
        for item in stored.get(slot, []):
            state = outcome.states[item.id]
            if state != current[item.id]:
                updates[item.id] = state
                if state[0] != current[item.id][0]:
                    changed.append(item.id)
        for item in by_slot[slot]:
            item.status = outcome.verdicts[item.id]
        handled[slot] = {item.id: outcome.states[item.id] for item in by_slot[slot]}
    _update_states(conn, updates, current)
    return handled, changed


def _stored_latest(conn, view_id: int, slots: list[str]) -> dict[str, tuple[int, int]]:
    """Per slot with stored entries, its latest (seq, id): one probe of the slot index each."""
    latest: dict[str, tuple[int, int]] = {}
    for start in range(0, len(slots), SLOTS_PER_PASS):
        chunk = slots[start : start + SLOTS_PER_PASS]
        rows = conn.execute(
            "SELECT j.value, e.seq, e.id FROM json_each(?) j CROSS JOIN entries e ON e.id ="
            " (SELECT m.id FROM entries m WHERE m.view_id = ? AND m.slot = j.value"
            " ORDER BY m.seq DESC, m.id DESC LIMIT 1)",
            (json.dumps(chunk), view_id),
        ).fetchall()
        latest.update((slot, (seq, eid)) for slot, seq, eid in rows)
    return latest


def _repoint_superseded(conn, view_id: int, slot: str, target: int) -> None:
    """Every superseded entry of the slot is now superseded by `target` (Eq. 4: the slot's current
    value); rows already pointing there are left alone, as the full path leaves them."""
    conn.execute(
        "UPDATE entries SET superseded_by = ? WHERE view_id = ? AND slot = ? AND status = 'superseded'"
        " AND superseded_by IS NOT ?",
        (target, view_id, slot, target),
    )


def _slot_passes(conn, view_id: int, slots: list[str]) -> list[list[str]]:
    """Slots grouped so each group has at most SLOTS_PER_PASS slots and, unless one slot alone
    is larger, at most ROWS_PER_PASS stored entries (counted from the slot index)."""
    sizes: dict[str, int] = {}
    for start in range(0, len(slots), SLOTS_PER_PASS):
        chunk = slots[start : start + SLOTS_PER_PASS]
        marks = ",".join("?" * len(chunk))
        sizes.update(
            conn.execute(
                f"SELECT slot, count(*) FROM entries WHERE view_id = ? AND slot IN ({marks}) GROUP BY slot",
                (view_id, *chunk),
            ).fetchall()
        )
    passes: list[list[str]] = []
    rows = 0
    for slot in slots:
        size = sizes.get(slot, 0)
        if not passes or len(passes[-1]) >= SLOTS_PER_PASS or (passes[-1] and rows + size > ROWS_PER_PASS):
            passes.append([])
            rows = 0
        passes[-1].append(slot)
        rows += size
    return passes


def _materialize_view(
    conn, view: ViewRow, new_items: list[Item], slots: Sequence[str] | None = None
) -> tuple[dict[int, tuple], list[int]]:
    """Eq. 4 over the view's stored items (only those in `slots`, when given) plus new ones;
    updates changed stored rows and returns the (status, superseded_by, slot) of the new items,
    and the ids of the stored rows whose status changed (the ones whose edges may change).

    The curator's active/older verdict is re-derived across curation batches: a curator sees
    only new turns each time, so an item from an older batch cannot know it was replaced.
    Within a slot the latest evidence is current.
    """
    stored, current = _load_items(conn, view.id, slots)
    items = stored + new_items
    _latest_wins(items)
    entries = {e.id: e for e in materialize(items, forget=view.spec.forget, slots=view.spec.slots)}
    states = {}
    for item in items:
        entry = entries.get(item.id)
        states[item.id] = (
            (entry.status, entry.superseded_by, entry.slot) if entry else ("omitted", None, item.slot)
        )
    _update_states(conn, {i.id: states[i.id] for i in stored if states[i.id] != current[i.id]}, current)
    # Edges depend on statuses only: a superseded entry re-pointed to a newer winner keeps them.
    new_status = [i.id for i in stored if states[i.id][0] != current[i.id][0]]
    return {i.id: states[i.id] for i in new_items}, new_status


STATE_COLUMNS = ("status", "superseded_by", "slot")


def _update_states(conn, changed: dict[int, tuple], current: dict[int, tuple]) -> None:
    """Write the changed (status, superseded_by, slot) triples, each row setting only the columns
    that changed: when a hot slot gets a new winner, its many superseded rows change only their
    superseded_by, and leaving status and slot out of the SET spares their indexes. Rows that
    get the same values are written by one statement (a hot slot's re-pointed rows: thousands
    a batch at 100,000 turns), which costs a fifth less a row than one statement each."""
    groups: dict[tuple[tuple[int, ...], tuple], list[int]] = {}
    for eid, state in changed.items():
        which = tuple(n for n in range(3) if state[n] != current[eid][n])
        groups.setdefault((which, tuple(state[n] for n in which)), []).append(eid)
    for (which, values), ids in groups.items():
        assignments = ", ".join(f"{STATE_COLUMNS[n]} = ?" for n in which)
        conn.execute(
            f"UPDATE entries SET {assignments} WHERE id IN (SELECT value FROM json_each(?))",
            (*values, json.dumps(ids)),
        )


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
    parts = [_sentence_tokens(i) for i in items]
    stamp = now_iso()
    conn.executemany(
        "INSERT INTO entries (id, view_id, statement, slot, subject, relation, value, scope, subject_key,"
        " value_key, memory_type, curated_status, status, superseded_by, valid_at, seq, query_key, curator,"
        " model, tokens, created_at, author, value_word, sentence_tokens)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                item.author,
                value_word(item.value.strip()),
                part,
            )
            # superseded rows last: their superseded_by must already exist (foreign key)
            for item, cost, part in sorted(
                zip(items, costs, parts, strict=True), key=lambda p: states[p[0].id][1] is not None
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


def _load_items(
    conn, view_id: int, slots: Sequence[str] | None = None, *, open_only: bool = False
) -> tuple[list[Item], dict[int, tuple]]:
    """Stored entries as items (their curated status as `status`) and their stored (status,
    superseded_by, slot); open_only: all but the superseded ones."""
    sql = (
        "SELECT id, statement, subject, relation, value, scope, curated_status, memory_type, valid_at, seq,"
        " status, superseded_by, slot, author FROM entries WHERE view_id = ?"
        + (" AND status != 'superseded'" if open_only else "")
    )
    if slots is None:
        rows = conn.execute(sql, (view_id,)).fetchall()
    else:
        rows = conn.execute(
            sql + f" AND slot IN ({','.join('?' * len(slots))})", (view_id, *slots)
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
            author=r[13],
        )
        for r in rows
    ]
    return items, {r[0]: (r[10], r[11], r[12]) for r in rows}


def _latest_wins(items: list[Item]) -> None:
    """Across curation batches the latest active item wins its slot; an item the curator called
    older ("I used to live in Berlin") never becomes active (the rule: memcli.supersede)."""
    resolve_statuses(items)


def refresh_derived(conn) -> None:
    """Recompute what m008 derives from entries (`doctor --rebuild`): value keys, edge end seqs,
    and the counters of every view, as the migration's backfill does. Writers keep them right;
    this repairs a file edited by hand."""
    conn.create_function("memcli_value_word", 1, value_word, deterministic=True)
    conn.execute(
        "UPDATE entries SET value_word = memcli_value_word(value)"
        " WHERE value_word IS NOT memcli_value_word(value)"
    )
    conn.execute(
        "UPDATE edges SET dst_seq = (SELECT seq FROM entries WHERE entries.id = edges.dst)"
        " WHERE dst_seq IS NOT (SELECT seq FROM entries WHERE entries.id = edges.dst)"
    )
    conn.execute("DELETE FROM slot_counts")  # its delete trigger uncounts slots: recounted below
    conn.execute(
        "INSERT INTO slot_counts (view_id, slot, entries) SELECT view_id, slot, count(*) FROM entries"
        " WHERE query_key IS NULL AND status != 'omitted' GROUP BY view_id, slot"
    )
    conn.execute("INSERT OR IGNORE INTO view_counts (view_id) SELECT id FROM views")
    general = "FROM entries e WHERE e.view_id = v.view_id AND e.query_key IS NULL"
    conn.execute(
        f"UPDATE view_counts AS v SET active = (SELECT count(*) {general} AND e.status = 'active'),"
        f" superseded = (SELECT count(*) {general} AND e.status = 'superseded'),"
        f" deprecated = (SELECT count(*) {general} AND e.status = 'deprecated'),"
        f" omitted = (SELECT count(*) {general} AND e.status = 'omitted'),"
        " slots = (SELECT count(*) FROM slot_counts s WHERE s.view_id = v.view_id),"
        " unparsed = (SELECT count(*) FROM unparsed u WHERE u.view_id = v.view_id)"
    )


def _rebuild_edges(conn, view_id: int) -> None:
    """Edges of the relational graph: a's value is b's subject (and the inverse)."""
    conn.execute("DELETE FROM edges WHERE src IN (SELECT id FROM entries WHERE view_id = ?)", (view_id,))
    conn.execute(
        "INSERT OR IGNORE INTO edges (src, dst, kind, dst_seq)"
        " SELECT a.id, b.id, 'value-subject', b.seq FROM entries a JOIN entries b"
        " ON b.view_id = a.view_id AND b.subject_key = a.value_key AND b.id != a.id"
        # Edges end at usable entries only: a chain continues through current facts, and hub
        # entities restated thousands of times do not multiply into millions of edges.
        " WHERE a.view_id = ? AND a.status != 'omitted' AND b.status IN ('active', 'deprecated')"
        # "Mira's name is Mira" would otherwise link every fact about Mira to every other one
        " AND a.value_key != a.subject_key",
        (view_id,),
    )
    conn.execute(
        "INSERT OR IGNORE INTO edges (src, dst, kind, dst_seq)"
        " SELECT e.dst, e.src, 'subject-value', a.seq FROM edges e JOIN entries a ON a.id = e.src"
        " WHERE a.view_id = ? AND e.kind = 'value-subject'",
        (view_id,),
    )


def _update_edges(conn, entry_ids: Sequence[int]) -> None:
    """Rebuild only the edges with an end among `entry_ids` (new entries and entries whose status
    changed); gives the same edges as `_rebuild_edges`, because an edge depends only on its two
    ends' keys (fixed) and statuses.

    Edges are stored with their inverse, so the edges ending at an entry are found as the
    inverses of those starting at it, by primary key. CROSS JOIN fixes the join order: every
    query starts from the (few) touched entries; without statistics the planner would rather
    scan all entries or edges of the memory.
    """
    if not entry_ids:
        return
    conn.execute("CREATE TEMP TABLE IF NOT EXISTS touched_entries (id INTEGER PRIMARY KEY)")
    conn.execute("DELETE FROM touched_entries")
    conn.executemany("INSERT OR IGNORE INTO touched_entries (id) VALUES (?)", [(i,) for i in entry_ids])
    conn.execute(
        "DELETE FROM edges WHERE (src, dst, kind) IN (SELECT e.dst, e.src,"
        " CASE e.kind WHEN 'value-subject' THEN 'subject-value' ELSE 'value-subject' END"
        " FROM touched_entries t CROSS JOIN edges e ON e.src = t.id)"
    )
    conn.execute("DELETE FROM edges WHERE src IN (SELECT id FROM touched_entries)")
    conn.execute(
        "CREATE TEMP TABLE IF NOT EXISTS new_edges"
        " (src INT, dst INT, src_seq INT, dst_seq INT, PRIMARY KEY (src, dst))"
    )
    conn.execute("DELETE FROM new_edges")
    usable_a = "a.status != 'omitted' AND a.value_key != a.subject_key"
    conn.execute(
        "INSERT OR IGNORE INTO new_edges (src, dst, src_seq, dst_seq)"
        # touched entry as the edge's start: its value is another entry's subject. The usable
        # ends are found once per distinct value (not once per entry): a hub's many superseded
        # entries are read once per batch.
        f" WITH keys AS (SELECT DISTINCT a.view_id, a.value_key FROM touched_entries t"
        f"   CROSS JOIN entries a ON a.id = t.id WHERE {usable_a}),"
        " ends AS MATERIALIZED (SELECT b.id, b.view_id, b.subject_key, b.seq FROM keys k CROSS JOIN entries b"
        "   ON b.view_id = k.view_id AND b.subject_key = k.value_key"
        "   WHERE b.status IN ('active', 'deprecated'))"
        " SELECT a.id, e.id, a.seq, e.seq FROM touched_entries t CROSS JOIN entries a ON a.id = t.id"
        " CROSS JOIN ends e"
        f" ON e.view_id = a.view_id AND e.subject_key = a.value_key AND e.id != a.id WHERE {usable_a}"
        # touched entry as the edge's end: its subject is another entry's value
        " UNION ALL SELECT a.id, b.id, a.seq, b.seq FROM touched_entries t"
        " CROSS JOIN entries b ON b.id = t.id CROSS JOIN entries a"
        " ON a.view_id = b.view_id AND a.value_key = b.subject_key AND a.id != b.id"
        f" WHERE b.status IN ('active', 'deprecated') AND {usable_a}"
    )
    # dst_seq: the end's seq, the expansion's order (edges_src_seq reads a hub's latest directly)
    insert = "INSERT OR IGNORE INTO edges (src, dst, kind, dst_seq) SELECT"
    conn.execute(insert + " src, dst, 'value-subject', dst_seq FROM new_edges")
    conn.execute(insert + " dst, src, 'subject-value', src_seq FROM new_edges")
    conn.execute("DELETE FROM new_edges")
    conn.execute("DELETE FROM touched_entries")


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
        author,
        sentence_tokens,
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
            "author": author,  # None: the conversation archive; "person" / "model": written by hand
            "sentence_tokens": json.loads(sentence_tokens) if sentence_tokens else None,
        },
    )


def _sentence_tokens(item: Item) -> str | None:
    """What each sentence of a turn kept whole costs (memcli.tokens.sentence_costs), as JSON; None
    for a fact, or a turn of one sentence (nothing to leave out of it)."""
    if item.relation != "said":
        return None
    head, colon, said = item.statement.strip().partition(": ")
    sentences = sentences_of(said)
    costs = tokens.sentence_costs(head, sentences) if colon and len(sentences) > 1 else None
    return json.dumps(costs) if costs else None


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
