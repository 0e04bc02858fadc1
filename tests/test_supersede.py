"""Which value of a slot is current (memcli.supersede), as tables: the tie-break (order, then id,
then position) and "older stays older". Each case fails when one of those rules changes."""

from __future__ import annotations

import pytest

from memcli.curators.rules import RulesCurator
from memcli.materialize import materialize
from memcli.supersede import current_by_slot, precedence, resolve_statuses
from memcli.types import Item, Turn


def item(value, order, status="active", *, id=None, subject="Odile", relation="residence", scope=""):
    return Item(
        statement=f"{subject} {relation} {value}.",
        subject=subject,
        relation=relation,
        value=value,
        source_turn_ids=(order or 1,),
        scope=scope,
        status=status,
        order=order,
        id=id,
    )


# (items as (value, order, status, id)), expected status of each after resolve_statuses
STATUS_CASES = [
    pytest.param(
        [("Quito", 1, "active", None), ("Oslo", 4, "deprecated", None)],
        ["older", "deprecated"],
        id="a deprecated latest value closes the slot: the earlier one does not come back",
    ),
    pytest.param(
        [("Quito", 1, "deprecated", None), ("Oslo", 4, "active", None)],
        ["deprecated", "active"],
        id="a value said after the deprecated one is current",
    ),
    pytest.param(
        [("Quito", 1, "active", None), ("Oslo", 4, "active", None)],
        ["older", "active"],
        id="larger order wins",
    ),
    pytest.param(
        [("Oslo", 4, "active", None), ("Quito", 1, "active", None)],
        ["active", "older"],
        id="order decides, not the place in the list",
    ),
    pytest.param(
        [("Quito", 3, "active", 8), ("Oslo", 3, "active", 7)],
        ["active", "older"],
        id="equal order: the larger id wins",
    ),
    pytest.param(
        [("Quito", 3, "active", None), ("Oslo", 3, "active", None)],
        ["older", "active"],
        id="equal order, no ids: the later position wins",
    ),
    pytest.param(
        [("Quito", 3, "active", 5), ("Oslo", 3, "active", None)],
        ["active", "older"],
        id="an item without an id counts as id 0",
    ),
    pytest.param(
        [("Quito", 2, "active", None), ("Oslo", 5, "active", None), ("Lima", 9, "older", None)],
        ["older", "active", "older"],
        id="older stays older however late it was said",
    ),
    pytest.param(
        [("Lima", 9, "older", None)],
        ["older"],
        id="an older item alone stays older",
    ),
    pytest.param(
        [("Quito", 2, "older", None), ("Oslo", 5, "active", None), ("Oslo", 5, "active", None)],
        ["older", "older", "active"],
        id="a restatement in the same turn: the second one is current",
    ),
]


@pytest.mark.parametrize(("rows", "expected"), STATUS_CASES)
def test_resolve_statuses(rows, expected):
    items = [item(v, o, s, id=i) for v, o, s, i in rows]
    resolve_statuses(items)
    assert [i.status for i in items] == expected


@pytest.mark.parametrize(("rows", "expected"), STATUS_CASES)
def test_resolving_twice_changes_nothing(rows, expected):
    items = [item(v, o, s, id=i) for v, o, s, i in rows]
    resolve_statuses(items)
    resolve_statuses(items)
    assert [i.status for i in items] == expected


# Who said it: (value, order, status, author) rows → statuses. None is the conversation archive (the
# user's own words), "person"/"model" written by hand or by an agent, "hearsay" someone else's
# claim about the user.
AUTHOR_CASES = [
    pytest.param(
        [("Acme", 1, "active", None), ("EvilCorp", 5, "active", "hearsay")],
        ["active", "older"],
        id="what another says of the user does not replace what the user said",
    ),
    pytest.param(
        [("EvilCorp", 1, "active", "hearsay"), ("Acme", 5, "active", None)],
        ["older", "active"],
        id="the user's own later word replaces hearsay",
    ),
    pytest.param(
        [("EvilCorp", 1, "active", "hearsay"), ("Beryl", 5, "active", "hearsay")],
        ["older", "active"],
        id="where the user said nothing, hearsay is an ordinary statement",
    ),
    pytest.param(
        [("Acme", 1, "active", "person"), ("EvilCorp", 5, "active", "hearsay")],
        ["active", "older"],
        id="nor does it replace a fact the user wrote by hand",
    ),
    pytest.param(
        [("Acme", 1, "older", None), ("EvilCorp", 5, "active", "hearsay")],
        ["older", "active"],
        id="a value the user called past does not hold hearsay back",
    ),
    pytest.param(
        [("Acme", 1, "active", None), ("Wendel", 5, "active", "model")],
        ["older", "active"],
        id="an agent's later write replaces a fact read from the chat",
    ),
    pytest.param(
        [("Acme", 1, "active", "person"), ("Wendel", 5, "active", "model")],
        ["active", "older"],
        id="but never one the user wrote by hand",
    ),
]


@pytest.mark.parametrize(("rows", "expected"), AUTHOR_CASES)
def test_who_said_it(rows, expected):
    items = [item(v, o, s) for v, o, s, _ in rows]
    for it, (*_, author) in zip(items, rows, strict=True):
        it.author = author
    resolve_statuses(items)
    assert [i.status for i in items] == expected


def test_slots_are_decided_separately():
    items = [
        item("Quito", 1),
        item("Oslo", 2),
        item("tea", 1, relation="likes", scope="tea"),
        item("coffee", 3, relation="likes", scope="coffee"),
    ]
    current = current_by_slot(items)
    assert sorted(i.value for i in current.values()) == ["Oslo", "coffee", "tea"]


def test_a_slot_with_no_active_item_has_no_current_one():
    assert current_by_slot([item("Lima", 9, "older"), item("Quito", 2, "deprecated")]) == {}


@pytest.mark.parametrize(
    ("a", "b"),
    [
        pytest.param((item("x", 2), 0), (item("x", 1), 5), id="order before position"),
        pytest.param((item("x", 2, id=9), 0), (item("x", 2, id=3), 5), id="id before position"),
        pytest.param((item("x", 2), 5), (item("x", 2), 0), id="position last"),
    ],
)
def test_precedence(a, b):
    assert precedence(*a) > precedence(*b)


def test_across_batches_the_same_as_in_one():
    """A view re-decides statuses over stored and new items; the result must equal deciding once."""
    earlier = [item("Quito", 1, id=1), item("Oslo", 4, id=2)]
    later = [item("Lima", 7, "older", id=3), item("Bern", 6, id=4)]
    resolve_statuses(earlier)
    resolve_statuses(later)
    split = earlier + later
    resolve_statuses(split)
    whole = [
        item("Quito", 1, id=1),
        item("Oslo", 4, id=2),
        item("Lima", 7, "older", id=3),
        item("Bern", 6, id=4),
    ]
    resolve_statuses(whole)
    assert [i.status for i in split] == [i.status for i in whole] == ["older", "older", "older", "active"]


def test_materialize_links_older_items_to_the_current_one():
    items = [item("Quito", 3, id=11), item("Oslo", 3, id=12), item("Lima", 8, "older", id=13)]
    entries = {e.value: e for e in materialize(items)}
    # two actives left in one slot (nobody resolved them): the tie-break picks the target
    assert entries["Lima"].superseded_by == 12


def _turn(seq, text, speaker="Odile"):
    return Turn(id=seq, seq=seq, session="s1", text=text, speaker=speaker, role="user")


def test_rules_curator_uses_the_same_rule():
    turns = [
        _turn(1, "I live in Quito."),
        _turn(2, "I used to live in Lima."),
        _turn(3, "I live in Oslo. Actually I live in Bern."),
    ]
    items = RulesCurator().curate(turns)
    statuses = {i.value: i.status for i in items if i.relation == "residence"}
    assert statuses == {"Quito": "older", "Lima": "older", "Oslo": "older", "Bern": "active"}
