"""Table tests for the fiftieth session's rule on questions of a kind: "what sort of phone am I
using" asks a phone, as "what phone" does (memcli.answer_chat._Question reads the noun after
"kind of", "sort of", "type of" as the kind asked)."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from memcli.text import stem
from tests.test_answer_chat import fact, said

ENTRIES = [
    fact(1, "Noor", "phone", "Nokia 3310", status="superseded", order=1),
    fact(2, "Noor", "phone", "Pixel 8", order=2),
    said(3, "Noor", "my cousin showed me the new shop on his phone yesterday", order=3),
]


@pytest.mark.parametrize(
    "question",
    [
        "what phone am i using these days?",
        "what sort of phone am i using these days?",
        "what kind of phone does Noor have now",
        "which type of phone do I use",
    ],
)
def test_a_kind_of_phone_asks_the_phone(question):
    found = answer_chat(question, ENTRIES, user_names=("Noor",))
    assert found.answer == "Pixel 8", found


@pytest.mark.parametrize(
    ("question", "kinds"),  # (stems, as the question's words are compared)
    [
        ("what sort of phone am i using", {stem("phone")}),
        ("what kind of music does Noor like", {stem("music")}),
        # words that name no kind: the question asks what, not a thing of that kind
        ("what type of content should you never recommend to me", set()),
        ("what sort of stuff do I avoid eating now", set()),
        ("what kind of things does Noor hate", set()),
    ],
)
def test_the_kind_a_question_asks(question, kinds):
    from memcli.answer_chat import _Question

    assert _Question(question, [], ["Noor"]).asked_kinds == kinds
