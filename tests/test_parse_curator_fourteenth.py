"""Table tests for the fourteenth pass on chat (memcli.curators.parse): a denied copula is a
denial ("my boss is not Hattie" → `not manager`), never a value held before; only "no longer",
"not … anymore" or "not … any more" make it a former one. Rows are (turns, must yield, must not
yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    pytest.param(
        ["my boss is not Hattie, she just sits next to me", "my partner isnt Dev lol, Dev is my cousin"],
        {("Noor", "not manager", "Hattie", "active"), ("Noor", "not partner", "Dev", "active")},
        {("Noor", "former manager", "Hattie", "active"), ("Noor", "former partner", "Dev", "active")},
        id="a-denied-copula-denies",
    ),
    pytest.param(
        ["Sam is not my manager, he's my mentor", "my flatmates aren't Ola and Bea, they moved out in May"],
        {
            ("Noor", "not manager", "Sam", "active"),
            ("Noor", "not flatmate", "Ola", "active"),
            ("Noor", "not flatmate", "Bea", "active"),
        },
        {("Noor", "manager", "Sam", "older"), ("Noor", "flatmate", "Bea", "older")},
        id="denied-either-way-round-and-each-of-several",
    ),
    pytest.param(
        ["Tom is no longer my manager", "Ruth is not my manager anymore", "Ade isn't my landlord any more"],
        {
            ("Noor", "former manager", "Tom", "active"),
            ("Noor", "former manager", "Ruth", "active"),
            ("Noor", "former landlord", "Ade", "active"),
        },
        {("Noor", "not manager", "Ruth", "active"), ("Noor", "not landlord", "Ade", "active")},
        id="no-longer-ends-it",
    ),
    pytest.param(
        ["my manager is not a woman called Petra, that's her deputy"],
        set(),
        {("Noor", "manager", "Petra", "active"), ("Noor", "former manager", "Petra", "active")},
        id="a-denied-one-called-is-no-manager",
    ),
    pytest.param(
        ["my new boss is Hattie", "my old boss is Tom"],
        {("Noor", "manager", "Hattie", "active"), ("Noor", "manager", "Tom", "older")},
        {("Noor", "not manager", "Tom", "active")},
        id="said-without-a-denial-as-before",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_fourteenth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
