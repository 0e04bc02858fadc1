"""Table tests for role questions (memcli.answer_chat._role_holder): "who is the CEO now", "who
runs operations" are answered by whoever holds the title the question names, latest first."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact

# Ada founded a firm: Omar was CEO, then Vera; Maja was ops manager, then COO; Ada is CPO.
ENTRIES = [
    fact(1, "Ada", "job title", "founder"),
    fact(2, "Omar", "job title", "CEO", order=2),
    fact(3, "Maja", "job title", "ops manager", order=3),
    fact(4, "Vera", "job title", "CEO", order=4),
    fact(5, "Maja", "job title", "COO", order=5),
    fact(6, "Ada", "job title", "Chief Product Officer", order=6),
    fact(7, "Ada", "employer", "Windmere", order=7),
]


@pytest.mark.parametrize(
    "question, expected",
    [
        ("who's CEO of Windmere now", "Vera"),  # the latest to hold it
        ("Who runs operations at the company?", "Maja"),  # "operations" asks for the COO
        ("who is in charge of product these days", "Ada"),  # a title's distinctive word
        ("Who is the chief financial officer?", None),  # no one holds it: the statements decide
        ("What does the CEO think of the plan?", None),  # not a who-question: no title holder
    ],
)
def test_who_holds_a_title(question, expected):
    found = answer_chat(question, ENTRIES, user_names=("Ada",))
    assert found.answer == expected


# Ada, a nurse (said last), on a ward whose charge nurse is Ines; Tomas is a nurse there too.
WARD = [
    fact(1, "Ines", "job title", "charge nurse", order=1),
    fact(2, "Tomas", "job title", "nurse", order=2),
    fact(3, "Ada", "job title", "nurse", order=3),
]


@pytest.mark.parametrize(
    "question, expected",
    [
        ("who's my charge nurse?", "Ines"),  # the fuller title over a later, shorter one
        ("who is a nurse on the ward?", "Ada"),  # one word each: the latest
        ("who was my nurse?", "Tomas"),  # I am not my own nurse, though I am one
        ("who is Ada?", None),  # a title not asked: no holder
    ],
)
def test_the_holder_of_the_title_asked_most_fully_and_never_the_asker(question, expected):
    found = answer_chat(question, WARD, user_names=("Ada",))
    assert found.answer == expected
