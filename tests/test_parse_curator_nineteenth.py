"""Table tests for the nineteenth pass on chat (memcli.curators.parse): a home got after an
opening participle, a street's abbreviation, a lowercase home moved out of, the name a noun is
hung on, a change after an opener and a colon, and a second title joined to the first. Rows are
(turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- texting's dropped "I" after an opening participle --------------------------------------
    pytest.param(
        ["finally moving out of Birchley House next week, got a place on Mill Lane"],
        {
            ("Noor", "residence", "Mill Lane", "active"),
            ("Noor", "former residence", "Birchley House", "active"),
        },
        set(),
        id="a-home-got-after-moving-out",
    ),
    # --- a street written short -------------------------------------------------------------------
    pytest.param(
        ["jess and i got a flat on penfold rd"],
        {("Noor", "residence", "penfold rd", "active")},
        {("Noor", "get on", "penfold", "active")},
        id="rd-ends-the-street",
    ),
    pytest.param(
        ["we got a flat on Penfold Rd"],
        {("Noor", "residence", "Penfold Rd", "active")},
        set(),
        id="Rd-as-the-tagger-reads-it",
    ),
    # --- a lowercase home moved out of ------------------------------------------------------------
    pytest.param(
        ["im moving out of carrow hall!! jess and i got a flat on penfold road"],
        {
            ("Noor", "former residence", "carrow hall", "active"),
            ("Noor", "residence", "penfold road", "active"),
        },
        set(),
        id="a-lowercase-name-of-two-words-was-home",
    ),
    pytest.param(
        ["im moving out of halls!! jess and i got a flat on penfold road"],
        {("Noor", "residence", "penfold road", "active")},
        {("Noor", "former residence", "halls", "active")},
        id="one-lowercase-word-may-be-a-kind",
    ),
    # --- a noun the parser hangs on the name ---------------------------------------------------------
    pytest.param(
        ["my gp Dr Khan says im fine"],
        {("Noor", "doctor", "Dr Khan", "active")},
        {("Noor", "doctor", "Dr", "active")},
        id="gp-hung-on-the-name",
    ),
    # --- an opener and a colon before a change ----------------------------------------------------
    pytest.param(
        ["im a staff nurse at St Olave's", "update: promoted to charge nurse!"],
        {("Noor", "job title", "charge nurse", "active"), ("Noor", "job title", "staff nurse", "active")},
        set(),
        id="update-colon-promoted",
    ),
    pytest.param(
        ["personal: joined Halden Masters. swim squad on fridays"],
        set(),
        {("Noor", "employer", "Halden Masters", "active")},
        id="joined-after-a-colon-is-not-read-as-a-job",
    ),
    # --- a second title joined to the first ------------------------------------------------------------
    pytest.param(
        ["im a qualified plumber and currently a site foreman at Bexley Builds."],
        {
            ("Noor", "job title", "site foreman", "active"),
            ("Noor", "job title", "qualified plumber", "active"),
            ("Noor", "employer", "Bexley Builds", "active"),
        },
        set(),
        id="a-title-joined-to-the-attribute",
    ),
    pytest.param(
        ["I am a chartered accountant and currently a Senior Accountant at Pell Marr LLP."],
        {
            ("Noor", "job title", "Senior Accountant", "active"),
            ("Noor", "employer", "Pell Marr LLP", "active"),
        },
        set(),
        id="a-title-joined-to-the-verb",
    ),
    pytest.param(
        ["I'm a teacher and a mum of two"],
        {("Noor", "job title", "teacher", "active")},
        {("Noor", "job title", "mum of two", "active")},
        id="a-joined-noun-that-is-no-job",
    ),
    pytest.param(
        ["im a nurse and a huge football fan"],
        {("Noor", "job title", "nurse", "active")},
        {("Noor", "job title", "huge football fan", "active")},
        id="a-joined-fan-is-no-job",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_nineteenth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
