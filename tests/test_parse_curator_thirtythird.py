"""Table tests for the forty-second session's pass on chat (memcli.curators.parse and discourse).
Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    pytest.param(
        ["Finally moved to Tallinn!!"],
        {("Noor", "residence", "Tallinn", "active")},
        set(),
        id="an-adverb-opening-the-sentence-leaves-the-dropped-i",
    ),
    # --- texting's filler opening the sentence: the verb dropped "I" --------------------------
    pytest.param(
        ["Nah moved to Bergen in the end"],
        {("Noor", "residence", "Bergen", "active")},
        {("Nah", "residence", "Bergen", "active")},
        id="filler-read-as-subject-is-no-one",
    ),
    pytest.param(
        ["Ok started at Pellham Foods on monday"],
        {("Noor", "employer", "Pellham Foods", "active")},
        set(),
        id="filler-before-a-dropped-i",
    ),
    pytest.param(
        ["Yeah moved to Riga"],
        {("Noor", "residence", "Riga", "active")},
        {("Yeah", "residence", "Riga", "active")},
        id="filler-read-as-interjection-is-no-name",
    ),
    pytest.param(
        ["Haha moved to Tallinn"],
        {("Noor", "residence", "Tallinn", "active")},
        set(),
        id="laughter-left-out-leaves-the-verb-opening",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_third_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
