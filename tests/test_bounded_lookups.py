"""Issue 10, m008: what the question path keeps so its look-ups stay bounded by the candidates.

- entries.value_word (a value's key: its first three words) and ReplacedSlots: judging texts by
  the replaced values read through their keys gives what judging them by every replaced value
  gives (property test against Replaced.of over the whole slot);
- edges.dst_seq and FANOUT_SQL: the expansion reads a hub's latest neighbours in the order the
  old sort gave them, ties included (property test on graphs with many equal seqs);
- view_counts / slot_counts: after random stores, deprecations, restores and forgets, the
  counters equal a recount; `curate` with nothing new reports them;
- the migration's backfill gives what the writers give (a file migrated from schema 7).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from conftest import store_facts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memcli import Memory
from memcli.db import transaction
from memcli.types import Item
from memcli.view import ViewSpec, _rebuild_edges, ensure_view, store_items, text_keys, value_word, value_words

REPO = Path(__file__).resolve().parent.parent
STORY = REPO / "sample_histories" / "story.jsonl"
FEW_DB = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def chat_file(folder: Path, turns: int = 40) -> Path:
    chat = folder / "c.jsonl"
    chat.write_text(
        "".join(json.dumps({"role": "user", "content": f"turn {n}"}) + "\n" for n in range(turns))
    )
    return chat


# --- value keys ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "key"),
    [
        ("Kestrel Labs", "kestrel labs"),
        ("the Keilix Works in Porto", "the keilix works"),  # three words: "the" alone is everywhere
        ("Lumo-X12", "lumo x12"),
        ("  Porto ", "porto"),
        ("?!", None),
    ],
)
def test_a_value_is_keyed_by_its_first_three_words(value, key):
    assert value_word(value) == key


@given(st.text(alphabet="abc XYZ-é'İ.", max_size=30))
def test_the_migrations_backfill_keys_values_as_the_writers_do(value):
    from memcli.migrations import _m008_value_word

    assert _m008_value_word(value) == value_word(value)


@given(st.lists(st.sampled_from(["the", "a", "kestrel", "labs", "porto"]), max_size=8), st.integers(1, 4))
def test_a_text_holds_the_key_of_every_value_it_names(text_words, start):
    # any run of the text's words is a value it names; the value's key is among the text's keys
    value = " ".join(text_words[start - 1 : start + 3])
    if value:
        assert value_word(value) in text_keys(value_words(" ".join(text_words)))


# --- replaced values read by key == all replaced values -----------------------------------------

WORDS = ["the", "a", "kestrel", "labs", "porto", "x12"]
value_text = st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map(" ".join)


@FEW_DB
@given(
    values=st.lists(value_text, min_size=2, max_size=8),
    texts=st.lists(st.lists(st.sampled_from([*WORDS, "moved", "to"]), max_size=9).map(" ".join), max_size=5),
    small_slot=st.sampled_from([0, 2, 256]),
)
def test_replaced_values_read_by_key_judge_as_all_of_them(
    tmp_path_factory, monkeypatch, values, texts, small_slot
):
    from memcli import context
    from memcli.pack import Candidate

    monkeypatch.setattr(context, "SMALL_SLOT", small_slot)  # 0: every slot probed by key
    folder = tmp_path_factory.mktemp("replaced")
    with Memory(folder / "m.db", create=True) as memory:
        memory.ingest(str(chat_file(folder)))
        with transaction(memory.db) as conn:
            view = ensure_view(conn, ViewSpec(curator="rules"))
        for order, value in enumerate(values, start=1):
            item = Item(
                statement=f"Mira works at {value}.",
                subject="Mira",
                relation="works at",
                value=value,
                source_turn_ids=(order,),
                order=order,
            )
            with transaction(memory.db) as conn:
                store_items(conn, view, [item], curator="rules", model=None)
        db = memory.db
        top = db.execute("SELECT id, value FROM entries WHERE status = 'active'").fetchall()
        whole = db.execute(
            "SELECT value, subject_key FROM entries WHERE status = 'superseded' AND value != ?", (top[0][1],)
        ).fetchall()
        items = [Candidate(kind="source", id=n, text=t, cost=1) for n, t in enumerate(texts)]
        facts = {}
        for n, (eid, value) in enumerate(db.execute("SELECT id, value FROM entries").fetchall()):
            items.append(Candidate(kind="entry", id=eid, text="", cost=1))
            facts[eid] = ("mira" if n % 2 else "zoe", value)
        lazy = context.ReplacedSlots(db, context._replaced_slots(db, [top[0][0]]), [])
        # a value the current one holds whole ("Castlebray" in "Quarry St, Castlebray") replaces nothing
        kept = {v for v, _ in whole if not context._within(v, top[0][1])}
        eager = context.Replaced.of(kept, {k for _, k in whole})
        if len(whole) <= small_slot:  # a small slot, read whole, also names its values without their kind
            for key in {k for _, k in whole}:
                eager.add_short(kept, top[0][1], key)
        expected = context._without_replaced(items, eager, facts)
        assert context._without_replaced(items, lazy, facts) == expected
        assert context._without_replaced(items, lazy, facts) == expected  # asked again: cached


# --- the expansion's order -------------------------------------------------------------------------


def entry_row(eid: int, seq: int, status: str) -> tuple:
    return (
        eid,
        1,
        "s",
        f"slot{eid}",
        "x",
        "r",
        "v",
        "x",
        "v",
        "semantic",
        "active",
        status,
        seq,
        "rules",
        1,
        "t",
    )


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    ends=st.lists(
        st.tuples(st.integers(0, 6), st.sampled_from(["active", "superseded"]), st.booleans()), max_size=150
    )
)
def test_latest_neighbours_come_in_the_order_the_old_sort_gave(tmp_path_factory, ends):
    from memcli.rank import FANOUT_LIMIT, FANOUT_SQL

    path = tmp_path_factory.mktemp("fanout") / "m.db"
    Memory(path, create=True).close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO views (id, key, curator, created_at, updated_at) VALUES (1, 'k', 'rules', '', '')"
    )
    rows = [entry_row(1, 0, "active")] + [
        entry_row(n + 2, seq, status) for n, (seq, status, _) in enumerate(ends)
    ]
    conn.executemany(
        "INSERT INTO entries (id, view_id, statement, slot, subject, relation, value, subject_key, value_key,"
        " memory_type, curated_status, status, seq, curator, tokens, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    edges = [(1, n + 2, "value-subject", seq) for n, (seq, _, _) in enumerate(ends)]
    edges += [(1, n + 2, "subject-value", seq) for n, (seq, _, both) in enumerate(ends) if both]
    conn.executemany("INSERT INTO edges (src, dst, kind, dst_seq) VALUES (?, ?, ?, ?)", edges)
    where = "x.view_id = 1 AND x.status = 'active'"
    old = conn.execute(
        f"SELECT g.dst FROM edges g JOIN entries x ON x.id = g.dst WHERE g.src = ? AND {where}"
        f" ORDER BY x.seq DESC LIMIT {FANOUT_LIMIT}",
        (1,),
    ).fetchall()
    assert conn.execute(FANOUT_SQL.format(where=where), (1,)).fetchall() == old
    conn.close()


# --- counters and derived columns follow every write ------------------------------------------

NAMES = ["Odile", "Brannock", "Kestrel Labs", "Porto"]
RELATIONS = ["works at", "lives in", "manager", "former works at"]
fact = st.tuples(
    st.sampled_from(NAMES),
    st.sampled_from(RELATIONS),
    st.sampled_from(NAMES),
    st.sampled_from(["active", "active", "older", "deprecated"]),
)
step = st.one_of(
    st.tuples(st.just("store"), st.lists(fact, min_size=1, max_size=5), st.sampled_from([None, "q1"])),
    st.tuples(st.just("deprecate"), st.integers(0, 30), st.none()),
    st.tuples(st.just("restore"), st.integers(0, 30), st.none()),
    st.tuples(st.just("forget"), st.integers(1, 30), st.none()),  # 40 turns: some always stay
)


def recount(db) -> tuple[list, list]:
    """What the counters must hold, counted from the entries and unparsed turns themselves."""
    general = "FROM entries e WHERE e.view_id = v.id AND e.query_key IS NULL"
    views = db.execute(
        f"SELECT v.id, (SELECT count(*) {general} AND status = 'active'),"
        f" (SELECT count(*) {general} AND status = 'superseded'),"
        f" (SELECT count(*) {general} AND status = 'deprecated'),"
        f" (SELECT count(*) {general} AND status = 'omitted'),"
        f" (SELECT count(DISTINCT slot) {general} AND status != 'omitted'),"
        " (SELECT count(*) FROM unparsed u WHERE u.view_id = v.id)"
        " FROM views v ORDER BY v.id"
    ).fetchall()
    slots = db.execute(
        "SELECT view_id, slot, count(*) FROM entries WHERE query_key IS NULL AND status != 'omitted'"
        " GROUP BY view_id, slot ORDER BY view_id, slot"
    ).fetchall()
    return views, slots


def counters(db) -> tuple[list, list]:
    return (
        db.execute(
            "SELECT view_id, active, superseded, deprecated, omitted, slots, unparsed FROM view_counts"
            " ORDER BY view_id"
        ).fetchall(),
        db.execute("SELECT view_id, slot, entries FROM slot_counts ORDER BY view_id, slot").fetchall(),
    )


def edge_rows(db) -> list[tuple]:
    return db.execute("SELECT src, dst, kind, dst_seq FROM edges ORDER BY src, dst, kind").fetchall()


def derived_columns_hold(db) -> None:
    for value, key in db.execute("SELECT value, value_word FROM entries"):
        assert key == value_word(value)
    assert not db.execute(
        "SELECT 1 FROM edges g JOIN entries e ON e.id = g.dst WHERE g.dst_seq IS NOT e.seq"
    ).fetchall()


@FEW_DB
@given(steps=st.lists(step, min_size=1, max_size=8), slots=st.booleans())
def test_counters_and_derived_columns_follow_every_write(tmp_path_factory, steps, slots):
    folder = tmp_path_factory.mktemp("counts")
    with Memory(folder / "m.db", create=True) as memory:
        memory.ingest(str(chat_file(folder)))
        with transaction(memory.db) as conn:
            view = ensure_view(conn, ViewSpec(curator="rules", slots=slots))
        order = 0
        for kind, arg, query in steps:
            ids = [r[0] for r in memory.db.execute("SELECT id FROM entries ORDER BY id")]
            if kind == "store":
                alive = [r[0] for r in memory.db.execute("SELECT id FROM turns ORDER BY id")]
                order = store_facts(
                    memory, view, arg, query, order, lambda n, alive=alive: alive[n % len(alive)]
                )
            elif kind in ("deprecate", "restore") and ids:
                getattr(memory, kind)(ids[arg % len(ids)])
            elif kind == "forget":
                memory.forget_turns([arg])
            assert counters(memory.db) == recount(memory.db)
            derived_columns_hold(memory.db)
        incremental = edge_rows(memory.db)
        with transaction(memory.db) as conn:
            _rebuild_edges(conn, view.id)
        assert edge_rows(memory.db) == incremental


def test_curate_with_nothing_new_reports_the_counters(tmp_path):
    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(STORY))
        first = memory.curate(curator="rules")
        memory.pack("where does Mira work now")  # question evidence: counted apart (query_key)
        (view_id, active, superseded, deprecated, _, slots, unparsed), *_ = recount(memory.db)[0]
        again = memory.curate(curator="rules")
        reported = (again.active, again.superseded, again.deprecated, again.slots, again.unparsed_turns)
        assert reported == (active, superseded, deprecated, slots, unparsed)
        assert (first.active, first.superseded, first.slots) == (again.active, again.superseded, again.slots)
        assert again.view_id == view_id and unparsed > 0
        memory.forget_turns([r[0] for r in memory.db.execute("SELECT id FROM turns ORDER BY seq LIMIT 12")])
        assert counters(memory.db) == recount(memory.db)


def test_a_file_migrated_from_schema_7_holds_what_the_writers_write(tmp_path):
    from tests.reliability.memcli_proc import undo_migrations

    path = tmp_path / "m.db"
    with Memory(path, create=True) as memory:
        memory.ingest(str(STORY))
        memory.curate(curator="rules")
        memory.pack("where does Mira work now")
        written = counters(memory.db)
        edges = edge_rows(memory.db)
    undo_migrations(path, "m008_bounded_lookups")
    with Memory(path) as memory:  # migrates to m008: backfills keys, seqs and counters
        derived_columns_hold(memory.db)
        assert counters(memory.db) == written == recount(memory.db)
        assert edge_rows(memory.db) == edges


def test_doctor_rebuild_repairs_keys_seqs_and_counters_edited_by_hand(tmp_path):
    from memcli.doctor import rebuild

    path = tmp_path / "m.db"
    with Memory(path, create=True) as memory:
        memory.ingest(str(STORY))
        memory.curate(curator="rules")
        memory.pack("where does Mira work now")
        edges = edge_rows(memory.db)
        counted = recount(memory.db)
    conn = sqlite3.connect(path)
    conn.executescript(
        "UPDATE entries SET value_word = 'x'; UPDATE edges SET dst_seq = -1;"
        " DROP TRIGGER slot_counts_ad; DELETE FROM slot_counts WHERE length(slot) % 2 = 0;"
        " UPDATE view_counts SET active = 0, unparsed = 7;"
    )
    conn.executescript(  # the trigger back, as m008 wrote it
        "CREATE TRIGGER slot_counts_ad AFTER DELETE ON slot_counts BEGIN"
        " UPDATE view_counts SET slots = slots - 1 WHERE view_id = old.view_id; END;"
    )
    conn.close()
    rebuild(path)
    with Memory(path) as memory:
        derived_columns_hold(memory.db)
        assert edge_rows(memory.db) == edges
        assert counters(memory.db) == recount(memory.db) == counted


# --- ingest: a clean text is scanned for secrets once --------------------------------------------


def test_a_text_is_remembered_clean_only_when_it_is(monkeypatch):
    from collections import OrderedDict

    from memcli import secret_scan

    monkeypatch.setattr(secret_scan, "_clean", OrderedDict())
    monkeypatch.setattr(secret_scan, "MEMO_TEXTS", 2)
    secret = "my password is hunter2x"
    for _ in range(2):  # asked again: still found (a text with a secret is never remembered)
        assert secret_scan.mask(secret) == f"my password is {secret_scan.MASK}"
    assert secret_scan.has_secret("we met in Porto") is False
    assert list(secret_scan._clean) == ["we met in Porto"]
    secret_scan.has_secret("x" * (secret_scan.MEMO_CHARS + 1))  # long texts are not held
    assert list(secret_scan._clean) == ["we met in Porto"]
    secret_scan.has_secret("b")
    secret_scan.has_secret("c")  # the oldest leaves: at most MEMO_TEXTS
    assert list(secret_scan._clean) == ["b", "c"]
