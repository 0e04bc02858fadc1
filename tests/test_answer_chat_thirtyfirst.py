"""Table tests for the thirty-first session's answerer rows (memcli.answer_chat): "the user",
written so, names the user; "who does the user work for" is answered by the firm. Our own
wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact

FACTS = [
    fact(1, "Ren", "employer", "Hollin Marine"),
    fact(2, "Ren", "manager", "Dagny"),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("who does the user work for currently?", "Hollin Marine"),  # the user, named as such
        ("who does Ren work for now", "Hollin Marine"),
        ("who do I work for", "Hollin Marine"),
        ("who is the user's manager", "Dagny"),
    ],
)
def test_the_user_written_so_is_the_user(question, expected):
    assert answer_chat(question, FACTS, user_names=("Ren",)).answer == expected


def test_a_role_holder_question_naming_no_one_is_not_the_users_firm():
    """ "who runs operations at the company": no one named (not "the user" either), so the
    user's employer is no answer to a who-question."""
    found = answer_chat("who runs operations at the company", FACTS, user_names=("Ren",))
    assert found.answer != "Hollin Marine", found


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("what's Ren's cat called now?", "Pip"),  # a name asked, with "now" after it
        ("what's my cat called", "Pip"),
        ("what is the name of my cat", "Pip"),
    ],
)
def test_what_a_pet_is_called_now(question, expected):
    entries = [fact(1, "Ren", "pet", "Pip")]
    assert answer_chat(question, entries, user_names=("Ren",)).answer == expected


@pytest.mark.parametrize(
    ("word", "kind", "expected"),
    [
        ("swimming", "exercise", True),  # a sport, which WordNet does not file as an exercise
        ("golf", "hobby", True),
        ("swimming", "food", False),
        ("porridge", "exercise", False),
    ],
)
def test_kinds_as_people_ask_after_them(word, kind, expected):
    from memcli import kinds

    assert kinds.is_of_kind(word, kind) is expected


def test_the_exercise_someone_does_is_a_sport_they_name():
    from tests.test_answer_chat import said

    entries = [
        said(1, "Ren", "the physio says swimming is the thing for my back now, so three mornings a week"),
        said(2, "Ren", "the new kitchen is finally done"),
    ]
    found = answer_chat("what exercise does Ren do these days", entries, user_names=("Ren",))
    assert found.answer == "swimming", found  # the sport itself, the instance of the kind asked
