"""Table tests for the speaker's named things (car, phone, the club they train with): a name beside
the noun that says what it is, or "it's a …" later in the same turn, read by the parse curator."""

from __future__ import annotations

import pytest

from memcli.supersede import current_by_slot
from tests.test_parse_curator import curate, facts

# (turns, must yield, must not yield) as (subject, relation, value, status)
CASES = [
    pytest.param(
        ["my car, the old Pelham, needs new brakes"],
        {("Noor", "car", "Pelham", "active")},
        set(),
        id="name-after-my-noun-and-comma",
    ),
    pytest.param(
        ["finally bought a hatchback, a Tessaro Wren, secondhand"],
        {("Noor", "car", "Tessaro Wren", "active")},
        set(),
        id="name-after-a-bought-noun",
    ),
    pytest.param(
        ["can you help me plan picking up my new car friday? It's a Marlow Vixen, used."],
        {("Noor", "car", "Marlow Vixen", "active")},
        set(),
        id="its-a-name-after-the-noun-in-the-same-turn",
    ),
    pytest.param(
        ["picking up my new car friday", "It's a Marlow Vixen"],
        set(),
        {("Noor", "car", "Marlow Vixen", "active")},
        id="its-a-name-in-another-turn-names-nothing",
    ),
    pytest.param(
        ["my brother's car, a Pelham, is red"],
        set(),
        {("Noor", "car", "Pelham", "active")},
        id="someone-elses-car-is-not-mine",
    ),
    pytest.param(
        ["Tam bought a van, a Corlo Sprint"],
        set(),
        {("Noor", "car", "Corlo Sprint", "active")},
        id="what-someone-else-bought-is-not-mine",
    ),
    pytest.param(
        ["I drive a Caddow Finch these days"],
        {("Noor", "car", "Caddow Finch", "active")},
        set(),
        id="drive-names-the-car",
    ),
    pytest.param(
        ["new phone, a Lumo Five, love it", "my phone, a Quill Air, cracked"],
        {("Noor", "phone", "Quill Air", "active")},
        set(),
        id="same-rule-for-the-phone",
    ),
]


CASES += [
    pytest.param(
        ["I joined the rowing club Tidewater in spring"],
        {("Noor", "club", "rowing club Tidewater", "active")},
        {("Noor", "employer", "rowing club Tidewater", "active")},
        id="joining-a-club-is-no-job",
    ),
    pytest.param(
        ["so I joined a climbing gym instead, the Ledge, open late"],
        {("Noor", "club", "Ledge", "active")},
        set(),
        id="club-named-after-an-adverb-and-comma",
    ),
    pytest.param(
        ["I joined Marrowby Analytics in March"],
        {("Noor", "employer", "Marrowby Analytics", "active")},
        set(),
        id="joining-a-named-firm-is-a-job",
    ),
    pytest.param(
        ["I joined the rowing club Tidewater", "sadly I stepped down from the rowing club"],
        {("Noor", "club", "ended: rowing club", "active")},
        set(),
        id="stepping-down-ends-the-club",
    ),
]


@pytest.mark.parametrize(("rows", "must", "must_not"), CASES)
def test_things(rows, must, must_not):
    got = facts(rows)
    assert must <= got, got
    assert not (must_not & got), got


def test_a_later_car_replaces_the_earlier():
    items = [
        i
        for i in curate(["my car, the old Pelham, is dying", "bought a car, a Tessaro Wren"])
        if i.relation == "car"
    ]
    assert [i.value for i in current_by_slot(items).values()] == ["Tessaro Wren"]
