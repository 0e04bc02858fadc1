"""Table tests for the twenty-first pass on chat (memcli.curators.parse). Rows are (turns, must
yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- a trade no list holds ------------------------------------------------------------------
    pytest.param(
        ["got my certificate and I'm a radiographer now"],
        {("Noor", "job title", "radiographer", "active")},
        set(),
        id="a-trade-by-its-wordnet-kind",
    ),
    pytest.param(
        ["I'm the best man at Jonty's wedding"],
        set(),
        {("Noor", "job title", "best man", "active")},
        id="a-man-is-no-trade",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_twenty_first_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
