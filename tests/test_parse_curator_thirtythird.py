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
    # --- a verbless fragment after someone else's job news is theirs --------------------------
    pytest.param(
        ["my wife Thandi is great", "oh and she got a job!! Pharmacist at Harbour Clinic, starts in may"],
        {("Thandi", "job title", "Pharmacist", "active"), ("Thandi", "employer", "Harbour Clinic", "active")},
        {("Noor", "job title", "Pharmacist", "active"), ("Noor", "employer", "Harbour Clinic", "active")},
        id="a-fragment-after-her-job-news-is-hers",
    ),
    pytest.param(
        ["Lungile landed a job. Nurse at Grey Hospital"],
        {("Lungile", "job title", "Nurse", "active")},
        {("Noor", "job title", "Nurse", "active")},
        id="a-fragment-after-a-named-persons-job-news",
    ),
    pytest.param(
        ["they offered Tomas the job. sous chef at Brine & Co"],
        {("Tomas", "job title", "sous chef", "active")},
        {("Noor", "job title", "sous chef", "active")},
        id="the-one-offered-the-job-is-whose-news-it-is",
    ),
    pytest.param(
        ["got the job!! barista at Lune Cafe"],
        {("Noor", "job title", "barista", "active"), ("Noor", "employer", "Lune Cafe", "active")},
        set(),
        id="the-speakers-own-job-news-stays-theirs",
    ),
    pytest.param(
        ["Lungile didnt get the job. barista at Lune Cafe"],
        {("Noor", "job title", "barista", "active")},
        {("Lungile", "job title", "barista", "active")},
        id="no-job-got-is-no-news",
    ),
    pytest.param(
        ["Lungile got a puppy. Nurse at Grey Hospital btw"],
        {("Noor", "job title", "Nurse", "active")},
        {("Lungile", "job title", "Nurse", "active")},
        id="news-of-something-else-is-no-job-news",
    ),
    pytest.param(
        ["Lungile hates the job. Nurse at Grey Hospital btw"],
        {("Noor", "job title", "Nurse", "active")},
        {("Lungile", "job title", "Nurse", "active")},
        id="a-job-talked-about-is-no-news",
    ),
    pytest.param(
        ["Lungile says the job starts monday. Nurse at Grey Hospital btw"],
        {("Noor", "job title", "Nurse", "active")},
        {("Lungile", "job title", "Nurse", "active"), ("Job", "job title", "Nurse", "active")},
        id="a-job-that-starts-was-got-by-no-one-here",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_third_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found
