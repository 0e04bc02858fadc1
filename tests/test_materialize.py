"""rd-forget Eq. 4 as a table of cases: what becomes active, superseded, or is left out."""

from __future__ import annotations

import pytest

from memcli.materialize import materialize
from memcli.types import Item


def item(subject, relation, value, order, status="active", scope=""):
    return Item(
        statement=f"{subject} {relation} {value}.",
        subject=subject,
        relation=relation,
        value=value,
        source_turn_ids=(order,),
        scope=scope,
        status=status,
        order=order,
    )


def summary(entries):
    by_id = {e.id: e for e in entries}
    return sorted(
        (e.value, e.status, by_id[e.superseded_by].value if e.superseded_by else None) for e in entries
    )


CASES = [
    pytest.param(
        [item("Mira", "employer", "Acme", 1, "older"), item("Mira", "employer", "Beryl", 5)],
        {},
        [("Acme", "superseded", "Beryl"), ("Beryl", "active", None)],
        id="older item linked to the active one of its slot",
    ),
    pytest.param(
        [
            item("Mira", "employer", "Acme", 1, "older"),
            item("Mira", "employer", "Beryl", 5),
            item("Beryl", "located in", "Lyon", 2),
        ],
        {},
        [("Acme", "superseded", "Beryl"), ("Beryl", "active", None), ("Lyon", "active", None)],
        id="a replacement in one slot leaves another slot alone",
    ),
    pytest.param(
        [item("Mira", "residence", "Paris", 1, "older")],
        {},
        [],
        id="older item without an active replacement is left out",
    ),
    pytest.param(
        [item("Mira", "residence", "Paris", 1, "older"), item(" MIRA ", "Residence ", "Lyon", 3)],
        {},
        [("Lyon", "active", None), ("Paris", "superseded", "Lyon")],
        id="slots are compared stripped and lowercased",
    ),
    pytest.param(
        [item("X", "ceo", "A", 1, "older"), item("X", "ceo", "B", 2, "older"), item("X", "ceo", "C", 3)],
        {},
        [("A", "superseded", "C"), ("B", "superseded", "C"), ("C", "active", None)],
        id="every older revision points at the current value",
    ),
    pytest.param(
        [item("X", "ceo", "A", 1, "older"), item("X", "ceo", "B", 2)],
        {"forget": False},
        [("A", "active", None), ("B", "active", None)],
        id="no-forget keeps older revisions active with the link cleared",
    ),
    pytest.param(
        [item("X", "ceo", "A", 1, "older"), item("X", "ceo", "B", 2)],
        {"slots": False},
        [("A", "active", None), ("B", "active", None)],
        id="no-slot keeps conflicts as separate actives",
    ),
    pytest.param(
        [item("X", "ceo", "A", 1, "deprecated"), item("X", "ceo", "B", 2, "older")],
        {},
        [("A", "deprecated", None), ("B", "superseded", "A")],
        id="a deprecated entry closes its slot: older values are superseded by it, never back in use",
    ),
    pytest.param(
        [item("X", "ceo", "A", 1, "older"), item("X", "ceo", "B", 2, "deprecated"), item("X", "ceo", "C", 3)],
        {},
        [("A", "superseded", "C"), ("B", "deprecated", None), ("C", "active", None)],
        id="with an active entry in the slot the older values point at it, not at the deprecated one",
    ),
    pytest.param(
        [item("X", "ceo", "A", 1, "deprecated"), item("X", "ceo", "B", 2)],
        {},
        [("A", "deprecated", None), ("B", "active", None)],
        id="a value said after the deprecated one is current",
    ),
    pytest.param(
        [item("X", "likes", "tea", 1, scope="tea"), item("X", "likes", "coffee", 2, scope="coffee")],
        {},
        [("coffee", "active", None), ("tea", "active", None)],
        id="different scopes never conflict",
    ),
    pytest.param(
        [item("X", "ceo", "", 1)],
        {},
        [],
        id="an item without content is not materialized",
    ),
]


@pytest.mark.parametrize(("items", "switches", "expected"), CASES)
def test_materialize(items, switches, expected):
    assert summary(materialize(items, **switches)) == expected


def test_no_slot_gives_every_entry_its_own_slot():
    entries = materialize([item("X", "ceo", "A", 1, "older"), item("X", "ceo", "B", 2)], slots=False)
    assert len({e.slot for e in entries}) == 2


def test_ids_of_stored_items_are_kept():
    stored = [item("X", "ceo", "A", 1, "older"), item("X", "ceo", "B", 2)]
    stored[0].id, stored[1].id = 41, 42
    entries = {e.value: e for e in materialize(stored)}
    assert (entries["A"].id, entries["A"].superseded_by, entries["B"].id) == (41, 42, 42)


def test_latest_active_wins_across_batches_but_older_stays_older():
    from memcli.supersede import resolve_statuses

    batch = [
        item("Mira", "residence", "Paris", 1),
        item("Mira", "residence", "Lyon", 5),
        item("Mira", "residence", "Berlin", 9, "older"),
    ]  # "I used to live in Berlin", said last
    for n, it in enumerate(batch):
        it.id = n + 1
    resolve_statuses(batch)
    assert [i.status for i in batch] == ["older", "active", "older"]
    entries = {e.value: e for e in materialize(batch)}
    assert entries["Lyon"].status == "active"
    assert entries["Berlin"].status == "superseded" and entries["Paris"].status == "superseded"
