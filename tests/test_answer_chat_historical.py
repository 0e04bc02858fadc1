"""Table tests for "who was my boss at Y" (memcli.answer_chat): among earlier values, the one said
in a turn that names Y."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from tests.test_answer_chat import fact as base_fact
from tests.test_answer_chat import said as base_said


def fact(id, subject, relation, value, turn, status="active"):
    return base_fact(id, subject, relation, value, status, turn=turn)


def said(turn, subject, text):
    return base_said(100 + turn, subject, text, turn=turn)


# Juno (the user) worked at Plumtree Foods under Corvin, then at Larkfield under Delphine; now
# Hester is her boss.
ENTRIES = [
    said(2, "Juno", "Started at Plumtree Foods in the packing office, my boss is Corvin."),
    fact(1, "Juno", "manager", "Corvin", 2, "superseded"),
    said(5, "Juno", "New job at Larkfield, the boss there is Delphine, very calm."),
    fact(2, "Juno", "manager", "Delphine", 5, "superseded"),
    said(8, "Juno", "Hester runs the team now."),
    fact(3, "Juno", "manager", "Hester", 8),
]


@pytest.mark.parametrize(
    "question, expected",
    [
        ("Who was my boss at Plumtree Foods?", "Corvin"),
        ("Who was Juno's boss at Larkfield?", "Delphine"),
        ("Who was Juno's boss before?", "Delphine"),  # no place: the latest earlier one
        ("Who was Juno reporting to at Plumtree Foods?", "Corvin"),  # a slot, not a possessive
    ],
)
def test_who_was_the_boss_at_a_place(question, expected):
    assert answer_chat(question, ENTRIES, user_names=("Juno",)).answer == expected
