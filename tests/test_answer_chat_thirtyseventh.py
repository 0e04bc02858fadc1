"""Table tests for the thirty-seventh session's answerer rows (memcli.answer_chat): the kind a
question asks, the lower-case word after "which"/"what", names no one. Our own wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact, said, says

FACTS = [
    fact(1, "Bakery", "put up", "prices", order=1),  # a name the curator cut short
    said(2, "Wren", "switched to Crumb & Co for the sourdough, way better", order=2),
    fact(3, "Kemi", "job title", "paramedic", order=3),
    fact(4, "Wren", "job title", "baker", order=4),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("which bakery supplies our sourdough now?", "Crumb & Co"),
        ("what bakery do we get sourdough from now?", "Crumb & Co"),
        ("what job Kemi has now?", "paramedic"),  # a name after the kind is still one
        ("what's Kemi's job now?", "paramedic"),  # "what's" asks of the name after it
    ],
)
def test_the_kind_asked_names_no_one(question, expected):
    says(answer_chat(question, FACTS, user_names=("Wren",)).answer, expected)


def test_a_name_after_what_is_a_name():
    """ "what Ravi's home town is called": a capitalized word after "what" names Ravi; the user's
    own home town is no answer."""
    facts = [fact(1, "Ravi", "hometown", "Pune", order=1), fact(2, "Wren", "hometown", "Leeds", order=2)]
    says(answer_chat("what Ravi's home town is called?", facts, user_names=("Wren",)).answer, "Pune")
