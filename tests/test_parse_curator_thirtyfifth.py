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
    # --- a doing no dictionary holds, done as a habit, is most often a newer sport ---------------
    pytest.param(
        ["doing teqball now with my cousin"],
        {("Noor", "hobby", "teqball", "active")},
        set(),
        id="a-coined-doing-now",
    ),
    pytest.param(
        ["been doing teqball with my cousin", "doing teqball with my cousin"],
        set(),
        {("Noor", "hobby", "teqball", "active")},
        id="a-coined-doing-said-once-is-no-habit",
    ),
    pytest.param(
        [
            "doing keto now",
            "i DO love natto, fermented natto is my whole breakfast",
            "I do laundry on sundays",
            "what do we do on fridays",
            "i do that every morning",
        ],
        {("Noor", "diet", "keto", "active")},
        {
            ("Noor", "hobby", "keto", "active"),
            ("Noor", "hobby", "love natto", "active"),
            ("Noor", "hobby", "laundry", "active"),
            ("Noor", "hobby", "what", "active"),
            ("Noor", "hobby", "that", "active"),
        },
        id="a-diet-or-a-stressed-do-is-no-sport",
    ),
    pytest.param(
        ["my knee says no. doing teqball now"],
        {("Noor", "hobby", "teqball", "active")},
        set(),
        id="no-full-stop-then-lowercase-ends-a-sentence",
    ),
    # --- "no more X": a pastime the speaker has, over --------------------------------------------
    pytest.param(
        ["i play teqball on fridays", "moved to Leeds so no more friday teqball 😢"],
        {("Noor", "hobby", "ended: teqball", "active")},
        set(),
        id="no-more-a-pastime-held",
    ),
    pytest.param(
        [
            "i play teqball on fridays",
            "i moved to leeds but i will play no more than 2 teqball sessions a week",
            "work is mental so no more gym for me",
        ],
        {("Noor", "hobby", "teqball", "active")},
        {("Noor", "hobby", "ended: teqball", "active"), ("Noor", "hobby", "ended: gym", "active")},
        id="no-more-than-or-no-pastime-held",
    ),
    pytest.param(
        ["i joined the Fenwick Rowing Club", "moved to Leeds so no more Fenwick 😢"],
        {("Noor", "club", "ended: Fenwick Rowing Club", "active")},
        set(),
        id="no-more-a-club-held",
    ),
    # --- a club named by a sport is that sport taken up -------------------------------------------
    pytest.param(
        ["i joined the kayaking club in town", "i joined a book club at the library"],
        {("Noor", "hobby", "kayaking", "active")},
        {("Noor", "hobby", "book", "active")},
        id="a-club-named-by-its-sport",
    ),
    pytest.param(
        ["so no more friday teqball 😢. joined a rowing club here, train sunday mornings"],
        {("Noor", "club", "rowing club", "active")},
        set(),
        id="an-emoji-before-a-full-stop-ends-a-sentence",
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
