"""Table tests for the fortieth session's pass on chat (memcli.curators.parse and discourse): a
job applied for at "a company in TOWN, NAME" is NAME's. Rows are (turns, must yield, must not
yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- the company an interview was with, named after its town ------------------------------
    pytest.param(
        ["interview thursday with a startup in Porto, Gaivota Labs", "they offered me the job!!"],
        {("Noor", "employer", "Gaivota Labs", "active")},
        {("Noor", "employer", "startup", "active")},
        id="named-after-its-town",
    ),
    pytest.param(
        ["I have interview with company in Graz, Steinfeld Robotics, they build arms", "I got the job"],
        {("Noor", "employer", "Steinfeld Robotics", "active")},
        {("Noor", "employer", "company", "active")},
        id="no-article-and-a-clause-after",
    ),
    pytest.param(
        ["got an interview with a small firm on monday", "got the job!!"],
        set(),
        {("Noor", "employer", "small firm", "active"), ("Noor", "employer", "firm", "active")},
        id="a-firm-with-no-name-is-no-employer",
    ),
    pytest.param(
        ["got an interview with a firm in Leeds, Tom reckons I'll get it", "got the job!!"],
        set(),
        {("Noor", "employer", "Tom", "active"), ("Noor", "employer", "firm", "active")},
        id="a-name-that-starts-a-clause-is-no-firm",
    ),
    pytest.param(
        ["interview with a company in housing, Kings Cross area", "got the job!!"],
        set(),
        {("Noor", "employer", "Kings Cross", "active"), ("Noor", "employer", "Kings Cross area", "active")},
        id="only-a-town-names-the-place-before-the-name",
    ),
    pytest.param(
        ["interview at Harrow Dental on friday", "got the job!!"],
        {("Noor", "employer", "Harrow Dental", "active")},
        set(),
        id="a-named-place-still-is-the-employer",
    ),
    # --- a car that went to someone else, and the one bought in its place ----------------------
    pytest.param(
        ["picked up the Kestrel on saturday and the Skoda went to my nephew"],
        {("Noor", "former car", "Skoda", "active"), ("Noor", "car", "Kestrel", "active")},
        {("Noor", "car", "Skoda", "active")},
        id="the-maker-as-the-subject-is-the-car-that-went",
    ),
    pytest.param(
        ["we finally sold the old Skoda", "got the Kestrel in the end, and the Skoda went to a lad I know"],
        {("Noor", "car", "Kestrel", "active")},
        {("Noor", "car", "Skoda", "active")},
        id="bought-when-a-car-already-sold-goes",
    ),
    pytest.param(
        ["my sister bought a Kestrel and her old skoda died"],
        set(),
        {("Noor", "car", "Kestrel", "active")},
        id="someone-elses-car-going-is-not-mine",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_first_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
