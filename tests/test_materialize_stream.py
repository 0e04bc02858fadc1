"""The streaming fast path of materialization (memcli.materialize `streaming_winner` /
`streaming_outcome`, used by memcli.view): when it applies, and that it gives exactly what the
full path (`resolve_statuses` + `materialize` over the whole slot) gives."""

from __future__ import annotations

import copy
import json
import random

import pytest

from memcli.materialize import is_usable, materialize, streaming_outcome, streaming_winner
from memcli.supersede import resolve_statuses
from memcli.types import Item

SLOT = "mira|employer|"


def item(value, order, item_id, status="active", author=None, statement=None, subject="Mira"):
    return Item(
        statement=f"{subject} works at {value}." if statement is None else statement,
        subject=subject,
        relation="employer",
        value=value,
        source_turn_ids=(order,),
        status=status,
        order=order,
        id=item_id,
        author=author,
    )


# --- when the fast path applies ----------------------------------------------------------------

# (new items, stored latest (seq, id), switches, the expected winner's value or None)
WINNER_CASES = [
    pytest.param([item("Beryl", 50, 101)], (40, 90), {}, "Beryl", id="later than all stored: it wins"),
    pytest.param([item("Beryl", 50, 101)], None, {}, "Beryl", id="a new slot"),
    pytest.param([item("Beryl", 50, 101)], (40, 90), {"forget": False}, None, id="-FORGET keeps all active"),
    pytest.param([item("Beryl", 50, 101)], (40, 90), {"slots": False}, None, id="-SLOT: no slot to share"),
    pytest.param(
        [item("Acme", 45, 100), item("Beryl", 50, 101)], (40, 90), {}, "Beryl", id="the latest new item wins"
    ),
    pytest.param(
        [item("Beryl", 50, 101), item("Acme", 45, 100)], (40, 90), {}, "Beryl", id="whatever the batch order"
    ),
    pytest.param(
        [item("Acme", 50, 102), item("Beryl", 50, 101)], (40, 90), {}, "Acme", id="equal order: larger id"
    ),
    pytest.param(
        [item("Acme", 30, 100), item("Beryl", 50, 101)],
        (40, 90),
        {},
        "Beryl",
        id="an earlier new item is fine",
    ),
    pytest.param(
        [item("Beryl", 50, 101), item("Acme", 60, 102, status="older")],
        (40, 90),
        {},
        "Beryl",
        id="a later past-tense item never wins",
    ),
    pytest.param([item("Acme", 60, 102, status="older")], (40, 90), {}, None, id="no active new item"),
    pytest.param(
        [item("Beryl", 50, 101), item("Acme", 45, 100, status="deprecated")],
        (40, 90),
        {},
        None,
        id="a deprecation in the batch",
    ),
    pytest.param(
        [item("Beryl", 50, 101, author="person")], (40, 90), {}, "Beryl", id="a person's write wins"
    ),
    pytest.param(
        [item("Beryl", 50, 101, author="model")], (40, 90), {}, None, id="a model's write may be held back"
    ),
    pytest.param(
        [item("Beryl", 50, 101, author="hearsay")], (40, 90), {}, None, id="hearsay may be held back"
    ),
    pytest.param(
        [item("Acme", 45, 100), item("Beryl", 50, 101, author="model")],
        (40, 90),
        {},
        None,
        id="the latest is a model's: not decided here",
    ),
    pytest.param([item(" ", 50, 101)], (40, 90), {}, None, id="the latest has no value"),
    pytest.param(
        [item("Beryl", 50, 101, statement=" ")], (40, 90), {}, None, id="the latest has no statement"
    ),
    pytest.param([item("Beryl", 50, 101)], (60, 90), {}, None, id="a stored entry is later"),
    pytest.param([item("Beryl", 50, 101)], (50, 120), {}, None, id="same seq, a stored id larger"),
    pytest.param([item("Beryl", 50, 101)], (50, 101), {}, None, id="same seq and id: not later"),
    pytest.param([item("Beryl", 50, 101)], (50, 90), {}, "Beryl", id="same seq, the new id larger"),
]


@pytest.mark.parametrize(("new", "latest", "switches", "expected"), WINNER_CASES)
def test_streaming_winner(new, latest, switches, expected):
    flags = {"forget": True, "slots": True} | switches
    winner = streaming_winner(new, latest, **flags)
    assert (winner.value if winner else None) == expected


# --- what it gives -----------------------------------------------------------------------------


def test_streaming_outcome():
    winner = item("Beryl", 50, 103)
    new = [
        item("Acme", 45, 101),  # active, not the latest: older, superseded by the winner
        item("Corto", 20, 102, status="older"),  # past tense: superseded by the winner
        winner,
        item(" ", 44, 104),  # no value: left out
    ]
    open_stored = [
        item("Dune", 30, 90),  # the stored current value
        item("Eko", 10, 80, status="deprecated"),  # a deprecated value stays deprecated
        item("Fenn", 5, 70, status="older"),  # omitted while the slot had no current value
        item("Gale", 6, 71, statement=""),  # no statement: stays omitted
        item(" ", 7, 72, status="deprecated"),  # no value: omitted, although deprecated
    ]
    outcome = streaming_outcome(winner, new, open_stored)
    assert outcome.repoint_to == 103
    assert outcome.states == {
        101: ("superseded", 103, SLOT),
        102: ("superseded", 103, SLOT),
        103: ("active", None, SLOT),
        104: ("omitted", None, SLOT),
        90: ("superseded", 103, SLOT),
        80: ("deprecated", None, SLOT),
        70: ("superseded", 103, SLOT),
        71: ("omitted", None, SLOT),
        72: ("omitted", None, SLOT),
    }
    assert outcome.verdicts == {101: "older", 102: "older", 103: "active", 104: "older"}


# --- the same as the full path, on random slot histories ---------------------------------------

VALUES = ["Acme", "Beryl", "Corto", "Tom", " "]  # few values: A → B → A comes back often; "Tom" links
AUTHORS = [None, None, None, None, "person", "model", "hearsay"]
STATUSES = ["active"] * 6 + ["older", "deprecated"]


def _random_batch(rng: random.Random, next_id: int, clock: int) -> list[Item]:
    """A batch of 1-4 items over two slots: mostly later than before, sometimes out of order."""
    batch = []
    for n in range(rng.randint(1, 4)):
        order = clock + rng.randint(1, 5) if rng.random() < 0.8 else rng.randint(1, clock + 1)
        batch.append(
            item(
                rng.choice(VALUES),
                order,
                next_id + n,
                status=rng.choice(STATUSES),
                author=rng.choice(AUTHORS),
                subject=rng.choice(["Mira", "Mira", "Tom"]),
            )
        )
    return batch


def _full_path(stored: dict[int, Item], new: list[Item]) -> dict[int, tuple]:
    """What memcli.view's full path computes: every item of the slot reloaded and re-decided."""
    items = [copy.copy(i) for i in stored.values()] + new
    resolve_statuses(items)
    entries = {e.id: e for e in materialize(items)}
    return {
        i.id: (entries[i.id].status, entries[i.id].superseded_by, entries[i.id].slot)
        if i.id in entries
        else ("omitted", None, i.slot)
        for i in items
    }


@pytest.mark.parametrize("seed", range(40))
def test_fast_path_gives_the_full_paths_states(seed):
    rng = random.Random(seed)
    stored: dict[int, Item] = {}  # id -> item, with its curated status as stored
    states: dict[int, tuple] = {}  # id -> stored (status, superseded_by, slot)
    next_id, clock, fast = 1, 0, 0
    for _ in range(30):
        batch = _random_batch(rng, next_id, clock)
        next_id += len(batch)
        clock = max(clock, *(i.order for i in batch))
        expected_new = [copy.copy(i) for i in batch]
        expected = _full_path(stored, expected_new)
        for slot in {i.slot for i in batch}:
            new = [i for i in batch if i.slot == slot]
            mine = [i for i in stored.values() if i.slot == slot]
            latest = max(((i.order, i.id) for i in mine), default=None)
            winner = streaming_winner(new, latest, forget=True, slots=True)
            if winner is None:
                continue
            fast += 1
            open_items = [i for i in mine if states[i.id][0] != "superseded"]
            outcome = streaming_outcome(winner, new, open_items)
            got = {i.id: outcome.states.get(i.id, ("superseded", outcome.repoint_to, slot)) for i in mine}
            got.update({i.id: outcome.states[i.id] for i in new})
            assert got == {i.id: expected[i.id] for i in (*mine, *new)}
            assert outcome.verdicts == {i.id: i.status for i in expected_new if i.slot == slot}
        states.update(expected)
        stored.update({i.id: i for i in expected_new})  # stored with the verdict latest-wins gave
        assert all(is_usable(stored[i]) for i, s in states.items() if s[0] == "superseded")
    assert fast > 0


# --- the same stored rows, through the store ---------------------------------------------------


def _store_random_history(
    tmp_path, name: str, seed: int, monkeypatch, full_only: bool, decided: list | None = None
) -> list[tuple]:
    from memcli import Memory, view
    from memcli.db import transaction
    from memcli.view import ViewSpec, ensure_view, store_items

    monkeypatch.setattr(view, "_store_vectors", lambda conn, items: None)  # states only
    if full_only:
        monkeypatch.setattr(view, "_materialize_streamed", lambda conn, view, by_slot: ({}, []))
    elif decided is not None:

        def counted(*args, **kwargs):
            winner = streaming_winner(*args, **kwargs)
            decided.append((winner is not None, args[1] is not None))
            return winner

        monkeypatch.setattr(view, "streaming_winner", counted)
    history = tmp_path / f"{name}.jsonl"
    history.write_text(
        "".join(json.dumps({"role": "user", "content": f"turn {n}"}) + "\n" for n in range(200)),
        encoding="utf-8",
    )
    rng = random.Random(seed)
    with Memory(tmp_path / f"{name}.db", create=True) as memory:
        memory.ingest(str(history))
        turns = [r[0] for r in memory.db.execute("SELECT id FROM turns ORDER BY seq")]
        clock = 0
        for _ in range(40):
            batch = _random_batch(rng, 0, clock)
            clock = max(clock, *(i.order for i in batch))
            for i in batch:
                i.id, i.source_turn_ids = None, (turns[min(i.order, len(turns)) - 1],)
            with transaction(memory.db) as conn:
                store_items(
                    conn, ensure_view(conn, ViewSpec(curator="rules")), batch, curator="rules", model=None
                )
        return (
            memory.db.execute(
                "SELECT id, status, superseded_by, slot, curated_status, value FROM entries ORDER BY id"
            ).fetchall()
            + memory.db.execute("SELECT src, dst, kind FROM edges ORDER BY 1, 2, 3").fetchall()
        )


@pytest.mark.parametrize("seed", range(4))
def test_store_gives_the_same_rows_with_and_without_the_fast_path(tmp_path, monkeypatch, seed):
    decided: list[tuple[bool, bool]] = []  # (fast path taken, the slot had stored entries)
    with monkeypatch.context() as patch:
        fast = _store_random_history(tmp_path, "fast", seed, patch, full_only=False, decided=decided)
    with monkeypatch.context() as patch:
        full = _store_random_history(tmp_path, "full", seed, patch, full_only=True)
    assert fast == full
    assert any(row[1] == "superseded" for row in fast)
    assert (True, True) in decided and (False, True) in decided  # both paths, on stored slots
