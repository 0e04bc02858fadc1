"""Table tests for everyday ways of telling news that the parser-backed curator reads
(memcli.curators.parse): diets one "goes", ranks after a field ("team leader"), "started seeing"
someone, moving in with family, handing in one's notice, a day the parser hangs a name on.
Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    pytest.param(
        ["i've gone vegan since january"], {("Noor", "diet", "vegan", "active")}, set(), id="gone-vegan"
    ),
    pytest.param(
        ["we went veggie in the summer"], {("Noor", "diet", "veggie", "active")}, set(), id="went-veggie"
    ),
    pytest.param(
        ["gone to that vegan cafe again"],
        set(),
        {("Noor", "diet", "vegan", "active")},
        id="a-place-is-no-diet",
    ),
    pytest.param(
        ["I am a team leader now"],
        {("Noor", "job title", "team leader", "active")},
        set(),
        id="rank-after-field",
    ),
    pytest.param(
        ["Dana is my team leader"], {("Noor", "manager", "Dana", "active")}, set(), id="compound-role"
    ),
    pytest.param(
        ["my team leader is Dana"],
        {("Noor", "manager", "Dana", "active")},
        {("Noor", "leader", "Dana", "active")},
        id="compound-role-as-subject",
    ),
    pytest.param(
        ["I've started seeing Callum"], {("Noor", "partner", "Callum", "active")}, set(), id="started-seeing"
    ),
    pytest.param(
        ["been seeing Mo since may, it's going well"],
        {("Noor", "partner", "Mo", "active")},
        {("Noor", "partner", "may", "active")},
        id="been-seeing-not-the-month",
    ),
    pytest.param(
        ["I keep seeing Callum at the gym"],
        set(),
        {("Noor", "partner", "Callum", "active")},
        id="kept-seeing",
    ),
    pytest.param(
        ["I've been seeing the physio every week"],
        set(),
        {("Noor", "partner", "physio", "active")},
        id="seeing-a-role-is-no-date",
    ),
    pytest.param(
        ["began to see a pattern in the numbers"],
        set(),
        {("Noor", "partner", "pattern", "active")},
        id="see-a-thing",
    ),
    pytest.param(
        ["saw Callum at the shop"], set(), {("Noor", "partner", "Callum", "active")}, id="saw-is-no-date"
    ),
    pytest.param(
        ["I'm seeing Priya tomorrow for lunch"],
        set(),
        {("Noor", "partner", "Priya", "active")},
        id="seeing-tomorrow-is-a-plan",
    ),
    pytest.param(
        ["moved back in with my parents in Ashby for a bit"],
        {("Noor", "residence", "Ashby", "active")},
        {("Noor", "partner", "parents", "active")},
        id="family-is-no-partner",
    ),
    pytest.param(
        ["moved in with my boyfriend Theo last week"],
        {("Noor", "partner", "Theo", "active")},
        {("Noor", "partner", "boyfriend", "active")},
        id="a-role-is-no-name",
    ),
    pytest.param(
        ["I work at Brixby", "handed in my notice at Brixby today"],
        {("Noor", "employer", "ended: Brixby", "active"), ("Noor", "hand in notice at", "Brixby", "active")},
        {("Noor", "hand in notice at", "Brixby today", "active")},
        id="notice-ends-the-job",
    ),
    pytest.param(
        ["started at Pell & Co today"],
        {("Noor", "employer", "Pell & Co", "active")},
        set(),
        id="name-before-a-day",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_everyday_news(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
