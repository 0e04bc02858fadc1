"""Table tests for the thirteenth pass on chat (memcli.curators.parse): "my partner's name is
Remi" names the partner; "moved to Bristol last week not Galway" sets Galway aside instead of
denying the move; a job ended by a verb that ends only a job ("handed in my notice at X") was
the job even when none was known; "I'm lactose intolerant" is what the speaker cannot have.
Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- "my X's name is Y" -------------------------------------------------------------------------
    pytest.param(
        [
            "my partner's name is Remi btw, we've been together 4 years",
            "my boss's name is Hattie Cole",
            "my dog's name is Biscuit",
        ],
        {
            ("Noor", "partner", "Remi", "active"),
            ("Noor", "manager", "Hattie Cole", "active"),
            ("Noor", "pet", "Biscuit", "active"),
        },
        set(),
        id="whose-name-is",
    ),
    pytest.param(
        ["the cafe's name is Brew Lab", "my band's name is The Tides", "my name is Noor"],
        {("Noor", "name", "Noor", "active")},
        {("Noor", "partner", "Brew Lab", "active"), ("Noor", "employer", "Brew Lab", "active")},
        id="a-name-of-no-relation-noun-names-no-one",
    ),
    pytest.param(
        [
            "my landlord is a nightmare, his name is Mr Baxter",
            "my new boss is lovely, her name is Hattie Cole",
            "my flatmate is sound, his name is Gerald and he fixes bikes",
        ],
        {
            ("Noor", "landlord", "Mr Baxter", "active"),
            ("Noor", "manager", "Hattie Cole", "active"),
            ("Noor", "flatmate", "Gerald", "active"),
        },
        {("Noor", "landlord", "Mr", "active"), ("Noor", "manager", "Hattie", "active")},
        id="a-name-given-with-its-title-or-surname",
    ),
    # --- "X not Y": a contrast, not a denial --------------------------------------------------------
    pytest.param(
        ["actually scratch that, we moved to Bristol last week not Galway"],
        {("Noor", "move to", "Bristol", "active")},
        {("Noor", "not residence", "Bristol", "active"), ("Noor", "move to", "Galway", "active")},
        id="moved-there-not-there",
    ),
    pytest.param(
        ["I work at Hexley not Brandt"],
        {("Noor", "employer", "Hexley", "active")},
        {("Noor", "work", "Brandt", "active"), ("Noor", "employer", "Brandt", "active")},
        id="the-one-set-aside-is-no-value",
    ),
    pytest.param(
        ["I do not live in Leeds", "I'm not moving to Paris", "my boss is not Hattie"],
        {("Noor", "not residence", "Leeds", "active"), ("Noor", "not residence", "Paris", "active")},
        {
            ("Noor", "residence", "Leeds", "active"),
            ("Noor", "residence", "Paris", "active"),
            ("Noor", "manager", "Hattie", "active"),
        },
        id="a-not-right-after-its-verb-still-denies",
    ),
    # --- a job ended by a verb that ends only jobs --------------------------------------------------
    pytest.param(
        [
            "ugh monday. anyway I finally handed in my notice at Brightwell Insurance",
            "my brother resigned from Halden Bank in March",
        ],
        {
            ("Noor", "former employer", "Brightwell Insurance", "active"),
            ("Noor's brother", "former employer", "Halden Bank", "active"),
        },
        set(),
        id="notice-handed-in-with-no-job-known",
    ),
    pytest.param(
        [
            "my dad retired from teaching last year",
            "she left Corvo last week",
            "I quit Fitbit",
            "I handed in my notice at the bakery",
        ],
        set(),
        {
            ("Noor", "former employer", "bakery", "active"),
            ("Noor's dad", "former employer", "teaching", "active"),
            ("Noor", "former employer", "Corvo", "active"),
            ("Noor", "former employer", "Fitbit", "active"),
        },
        id="ending-a-habit-or-something-unsaid-is-no-job",
    ),
    pytest.param(
        ["Priya from work is leaving for a job at Monzo", "my brother quit for a job with the NHS"],
        {("Priya", "employer", "Monzo", "active"), ("Noor's brother", "employer", "NHS", "active")},
        {("Priya", "employer", "ended: Monzo", "active"), ("Priya", "leave", "Monzo", "active")},
        id="left-for-a-job-there",
    ),
    pytest.param(
        ["I applied for a job at Monzo"],
        set(),
        {("Noor", "employer", "Monzo", "active")},
        id="applying-for-a-job-is-not-having-it",
    ),
    # --- a home sold ----------------------------------------------------------------------------------
    pytest.param(
        [
            "my mum sold her place in Bangor",
            "we sold our flat in Leith last year",
            "we bought a house in Hove",
        ],
        {
            ("Noor's mum", "former residence", "Bangor", "active"),
            ("Noor", "former residence", "Leith", "active"),
            ("Noor", "residence", "Hove", "active"),
        },
        {("Noor's mum", "residence", "Bangor", "active"), ("Noor", "residence", "Leith", "active")},
        id="a-home-sold-was-home",
    ),
    pytest.param(
        ["I live in Leith", "we sold our flat in Leith"],
        {("Noor", "residence", "ended: Leith", "older")},
        set(),
        id="selling-the-home-held-ends-it",
    ),
    pytest.param(
        ["my brother sold his house on Elm Road"],
        set(),
        {("Noor's brother", "former car", "Elm Road", "active")},
        id="a-house-sold-is-no-car",
    ),
    # --- maybe -----------------------------------------------------------------------------------------
    pytest.param(
        ["I drive a beat up Fiesta", "we're getting a Tesla next year maybe", "maybe we'll move to Hove"],
        {("Noor", "car", "Fiesta", "active")},
        {("Noor", "car", "Tesla", "active"), ("Noor", "residence", "Hove", "active")},
        id="maybe-is-no-fact-yet",
    ),
    pytest.param(
        ["we're getting a Tesla next year", "we'll move to Hove in May"],
        {("Noor", "car", "Tesla", "active"), ("Noor", "residence", "Hove", "active")},
        set(),
        id="a-plan-said-plainly-is-news",
    ),
    # --- intolerances ---------------------------------------------------------------------------------
    pytest.param(
        ["I'm lactose intolerant so no cheese suggestions please", "im gluten-intolerant btw"],
        {("Noor", "allergy", "lactose", "active"), ("Noor", "allergy", "gluten", "active")},
        set(),
        id="intolerant-to-a-food",
    ),
    pytest.param(
        [
            "im not intolerant of anything lol",
            "my son is very intolerant of noise",
            "my son is gluten intolerant",
        ],
        set(),
        {
            ("Noor", "allergy", "not", "active"),
            ("Noor", "allergy", "very", "active"),
            ("Noor", "allergy", "gluten", "active"),
        },
        id="not-or-very-intolerant-names-no-food",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirteenth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
