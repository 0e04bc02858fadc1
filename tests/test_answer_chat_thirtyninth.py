"""Table tests for the thirty-ninth session's answerer rules (memcli.answer_chat): a sport or
pastime WordNet files under no leisure kind is still a thing of the kind asked ("bouldering" for
"what sport"), and music is a pastime but no sport. Our own wording."""

from __future__ import annotations

import pytest

from memcli.answer_chat import _a_doing_of, answer_chat
from tests.test_answer_chat import said, says


@pytest.mark.parametrize(
    ("kind", "word", "expected"),
    [
        ("sport", "bouldering", True),
        ("exercise", "hiking", True),
        ("sport", "techno", False),  # music: a pastime, no sport
        ("hobby", "techno", True),
        ("hobby", "sketching", True),
        ("sport", "sketching", False),
        ("colour", "bouldering", False),  # a kind that is no doing
    ],
)
def test_a_doing_of_the_kind_asked(kind, word, expected):
    assert _a_doing_of(kind, word) is expected


STATEMENTS = [
    said(1, "Noor", "ugh I really can't stand techno, it's just noise for hours", order=1),
    said(2, "Noor", "a few of us go paddleboarding on the loch every sunday now", order=2),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("what sport am I doing these days", "paddleboarding"),
        ("what hobby do I do these days", "paddleboarding"),
    ],
)
def test_a_sport_wordnet_files_elsewhere_answers(question, expected):
    says(answer_chat(question, STATEMENTS, user_names=("Noor",)).answer, expected)
