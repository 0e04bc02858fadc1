"""Table tests for the twentieth pass on chat (memcli.curators.parse): a denial that says a fact
held before ("no longer", "not … anymore") closes the value memory holds. Rows are (turns, must
yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- "no longer" closes what is held ----------------------------------------------------------
    pytest.param(
        ["my boss is Tamsin", "Tamsin is no longer my boss, she moved teams"],
        {("Noor", "manager", "ended: Tamsin", "active")},
        {("Noor", "not manager", "Tamsin", "active")},
        id="no-longer-my-boss-closes-the-boss",
    ),
    pytest.param(
        ["Tamsin is no longer my boss"],
        {("Noor", "former manager", "Tamsin", "active")},
        {("Noor", "manager", "ended: Tamsin", "active")},
        id="no-longer-my-boss-with-none-held-was-the-boss",
    ),
    pytest.param(
        ["my boss is Tamsin", "Tamsin is not my boss, Orla is"],
        {("Noor", "manager", "Tamsin", "active")},
        {("Noor", "manager", "ended: Tamsin", "active")},
        id="a-plain-denial-closes-nothing",
    ),
    pytest.param(
        ["I'm vegan", "I'm not vegan anymore, cheese won"],
        {("Noor", "diet", "ended: vegan", "active")},
        {("Noor", "not diet", "vegan", "active")},
        id="not-vegan-anymore-closes-the-diet",
    ),
    pytest.param(
        ["I'm vegan", "I'm not vegan, just picky"],
        {("Noor", "not diet", "vegan", "active")},
        {("Noor", "diet", "ended: vegan", "active")},
        id="not-vegan-denies",
    ),
    pytest.param(
        ["we live in Harwick", "we no longer live in Harwick"],
        {("Noor", "residence", "ended: Harwick", "active")},
        {("Noor", "not residence", "Harwick", "active")},
        id="no-longer-live-closes-the-home",
    ),
    pytest.param(
        ["we live in Harwick", "we don't live in Harwick, we live near it"],
        {("Noor", "not residence", "Harwick", "active")},
        {("Noor", "residence", "ended: Harwick", "active")},
        id="dont-live-denies",
    ),
    pytest.param(
        ["I no longer hate olives"],
        {("Noor", "former dislikes", "olives", "active")},
        {("Noor", "not dislikes", "olives", "active")},
        id="no-longer-hate-was-a-dislike",
    ),
    pytest.param(
        ["I no longer collect stamps"],
        {("Noor", "not collect", "stamps", "active")},
        {("Noor", "former collect", "stamps", "active")},
        id="an-open-relation-is-only-denied",
    ),
    # --- a first week or shift at a place begins a job there ---------------------------------------
    pytest.param(
        ["my first week at Ostler Print was exhausting"],
        {("Noor", "employer", "Ostler Print", "active")},
        set(),
        id="first-week-at",
    ),
    pytest.param(
        ["survived my first shift at the Copper Kettle"],
        {("Noor", "employer", "Copper Kettle", "active")},
        set(),
        id="first-shift-at",
    ),
    pytest.param(
        ["my last week at Ostler Print was exhausting"],
        set(),
        {
            ("Noor", "ends:employer", "Ostler Print", "active"),
            ("Noor", "former employer", "Ostler Print", "active"),
        },
        id="last-week-at-may-be-the-latest",
    ),
    pytest.param(
        ["I work at Ostler Print", "my last week at Ostler Print was exhausting"],
        set(),
        {("Noor", "employer", "ended: Ostler Print", "active")},
        id="last-week-at-ends-nothing-held",
    ),
    pytest.param(
        ["my first lesson at Ostler Print was exhausting"],
        set(),
        {("Noor", "employer", "Ostler Print", "active")},
        id="a-first-lesson-is-no-job",
    ),
    # --- a place named after its owner -------------------------------------------------------------
    pytest.param(
        ["I work at Dunmore's Cafe now"],
        {("Noor", "employer", "Dunmore's Cafe", "active")},
        {("Noor", "employer", "Cafe", "active")},
        id="owner-in-the-name",
    ),
    pytest.param(
        ["got a job at St Wilfrid's Hospice"],
        {("Noor", "employer", "St Wilfrid's Hospice", "active")},
        set(),
        id="saint-in-the-name",
    ),
    pytest.param(
        ["I work at Dunmore's"],
        {("Noor", "employer", "Dunmore's", "active")},
        set(),
        id="the-owner-alone-keeps-its-s",
    ),
    pytest.param(
        ["I work at my aunt's bakery"],
        set(),
        {("Noor", "employer", "my aunt's bakery", "active"), ("Noor", "employer", "aunt's bakery", "active")},
        id="a-relatives-place-is-no-name",
    ),
    # --- a job said with a noun ---------------------------------------------------------------------
    pytest.param(
        ["my job at Corvel Freight is wearing me down"],
        {("Noor", "employer", "Corvel Freight", "active")},
        set(),
        id="my-job-at",
    ),
    pytest.param(
        ["I work at Pell & Co", "my old job at Corvel Freight paid better"],
        {("Noor", "former employer", "Corvel Freight", "active")},
        {("Noor", "employer", "Corvel Freight", "active")},
        id="my-old-job-at-was-the-job",
    ),
    pytest.param(
        ["applied for a job at Corvel Freight"],
        set(),
        {("Noor", "employer", "Corvel Freight", "active")},
        id="a-job-applied-for-is-none",
    ),
    pytest.param(
        ["her job at Corvel Freight sounds grim"],
        set(),
        {("Noor", "employer", "Corvel Freight", "active")},
        id="her-job-is-not-mine",
    ),
    pytest.param(
        ["officially a Corvel employee now, contract signed"],
        {("Noor", "employer", "Corvel", "active")},
        set(),
        id="an-employee-of-a-name",
    ),
    pytest.param(
        ["Dani is a Corvel employee"],
        set(),
        {("Noor", "employer", "Corvel", "active")},
        id="someone-elses-employer-is-not-mine",
    ),
    # --- a last day told with "was" ------------------------------------------------------------------
    pytest.param(
        ["I work at Ashby Print", "today was my last day at Ashby, weird feeling."],
        {("Noor", "employer", "ended: Ashby Print", "active")},
        set(),
        id="today-was-my-last-day-at",
    ),
    pytest.param(
        ["tomorrow is my first day at Pell & Co"],
        {("Noor", "employer", "Pell & Co", "active")},
        set(),
        id="tomorrow-is-my-first-day-at",
    ),
    pytest.param(
        ["had my first day off with Greer, lovely", "spent my first day back with Greer, lovely"],
        set(),
        {("Noor", "employer", "Greer", "active")},
        id="a-first-day-with-someone-is-no-job",
    ),
    # --- "the new boss" is mine ----------------------------------------------------------------------
    pytest.param(
        ["Ossian left and the new boss is a woman called Greer"],
        {("Noor", "manager", "Greer", "active")},
        set(),
        id="the-new-boss-is-mine",
    ),
    pytest.param(
        ["the boss is Greer, the deputy is Ossian"],
        set(),
        {("Noor", "manager", "Greer", "active")},
        id="the-boss-may-be-anyones",
    ),
    # --- "under" someone -----------------------------------------------------------------------------
    pytest.param(
        ["team shuffle, I'm under Greer now"],
        {("Noor", "manager", "Greer", "active")},
        set(),
        id="under-a-person-is-the-manager",
    ),
    pytest.param(
        ["I'm under Halden Group now"],
        set(),
        {("Noor", "manager", "Halden Group", "active")},
        id="under-an-organisation-is-no-manager",
    ),
    # --- a town the tagger read as a verb ------------------------------------------------------------
    pytest.param(
        ["we left Clapham last week and we're in Tooting now"],
        {("Noor", "residence", "Tooting", "active")},
        set(),
        id="in-a-town-tagged-as-a-verb-now",
    ),
    pytest.param(
        ["we're in Tooting for the weekend"],
        set(),
        {("Noor", "residence", "Tooting", "active")},
        id="in-a-town-without-now-is-a-visit",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_twentieth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
