"""Table tests for the forty-seventh session's pass on chat (memcli.curators.parse). Rows are
(turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- a phone's curly apostrophe reads as the straight one ----------------------------------
    pytest.param(
        ["I’m a vet at Harbourside now"],
        {("Noor", "job title", "vet", "active"), ("Noor", "employer", "Harbourside", "active")},
        {("Noor", "’m at", "Harbourside", "active")},
        id="curly-i-am",
    ),
    pytest.param(
        ["I’m allergic to peanuts"],  # (no fact at all with the curly one)
        {("Noor", "allergy", "peanuts", "active")},
        set(),
        id="curly-allergic",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_chat_rules(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not absent & found, found
