"""Table tests for the twenty-third pass on chat (memcli.curators.parse). Rows are (turns, must
yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- "at the moment" says when, never where ------------------------------------------------
    pytest.param(
        ["living in a box room in Walcot at the moment, it's tiny"],
        {("Noor", "residence", "Walcot", "active")},
        {("Noor", "residence", "moment", "active")},
        id="at-the-moment-is-no-home",
    ),
    pytest.param(
        ["I'm working at Morrisons at the minute"],
        {("Noor", "employer", "Morrisons", "active")},
        {("Noor", "work at", "minute", "active")},
        id="at-the-minute-is-no-employer",
    ),
    pytest.param(
        ["we live in Filey atm but want to move south"],
        {("Noor", "residence", "Filey", "active")},
        set(),
        id="atm-is-at-the-moment",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_twenty_third_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
