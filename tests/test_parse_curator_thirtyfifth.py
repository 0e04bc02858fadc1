"""Table tests for the forty-fourth session's pass on chat (memcli.curators.parse).
Rows are (turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from memcli.curators.parse import worth_parsing
from tests.test_parse_curator import facts

CASES = [
    # --- "a nurse at X": a verbless note of what the speaker is, with an article ----------------
    pytest.param(
        ["a dental nurse at parkgate smile clinic in dunmore."],
        {
            ("Noor", "job title", "dental nurse", "active"),
            ("Noor", "employer", "Parkgate Smile Clinic", "active"),
        },
        set(),
        id="an-article-then-a-role-at-a-place",
    ),
    pytest.param(
        ["hiya im noor, a trainee plumber with drayfield heating."],
        {("Noor", "job title", "trainee plumber", "active")},
        set(),
        id="an-introduction-then-a-role",
    ),
    pytest.param(
        ["a plumber came round and fixed the boiler twice"],
        set(),
        {("Noor", "job title", "plumber", "active")},
        id="a-role-that-does-something-is-someone-else",
    ),
    # --- an adjective hung on a head words before it is not the value's --------------------------
    pytest.param(
        ["an apprentice electrician at brightwire electrical in dunmore."],
        {("Noor", "job title", "apprentice electrician", "active")},
        {("Noor", "job title", "apprentice electrician electrical", "active")},
        id="an-adjective-apart-from-its-head",
    ),
    # --- "X did this and Y got into Z": the second name is its verb's subject --------------------
    pytest.param(
        [
            "my kids are Ottoline and Basil",
            "Ottoline starts year 3 at Millbrook Primary and Basil got into Fenwater Academy",
        ],
        {("Basil", "school", "Fenwater Academy", "active")},
        {("Ottoline", "school", "Fenwater Academy", "active")},
        id="a-second-subject-joined-to-an-object",
    ),
    pytest.param(
        ["my kids are Ottoline and Basil", "we left Ottoline and Basil sleeping at Grandad Rufus's house"],
        set(),
        {("Basil", "sleep at", "Grandad Rufus's house", "active")},
        id="a-joined-name-before-a-participle-is-no-subject",
    ),
    # --- an introduction after a lowercase sentence start -----------------------------------------
    pytest.param(
        ["yo. im noor, apprentice glazer at harrowby glass in pellingham."],
        {("Noor", "job title", "apprentice glazer", "active")},
        set(),
        id="an-introduction-after-a-greeting-sentence",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_thirty_fifth_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found


@pytest.mark.parametrize(
    ("sentence", "parsed"),
    [
        pytest.param(
            "a senior pharmacist at the big boots in town centre", True, id="an-article-then-a-role"
        ),
        pytest.param("a lovely long walk along the old canal towpath", False, id="an-article-then-no-role"),
    ],
)
def test_a_role_note_is_worth_parsing(sentence, parsed):
    assert worth_parsing(sentence) is parsed
