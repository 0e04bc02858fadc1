"""Table tests for preference questions (memcli.answer_chat): which of likes/dislikes a question
asks, and that a dislike question reads dislikes and refusals, never the diet."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat, asked_preferences
from tests.test_answer_chat import fact as base_fact


def fact(id, subject, relation, value, status="active"):
    return base_fact(id, subject, relation, value, status, scope=value)  # multi-valued slots


@pytest.mark.parametrize(
    "question, expected",
    [
        ("What food does Pim hate?", {"dislikes"}),
        ("Is there any kind of food Pim doesn't like?", {"dislikes"}),
        ("Which spice does Pim refuse to eat?", {"dislikes"}),
        ("What smell can't Pim stand?", {"dislikes"}),
        ("What music does Pim love?", {"likes"}),
        ("What is Pim's favourite film?", {"likes"}),
        ("What games does Pim like, and what games does he dislike?", {"likes", "dislikes"}),
        ("Where does Pim live?", set()),
    ],
)
def test_asked_preferences(question, expected):
    assert asked_preferences(question) == expected


# Pim (the user) is vegan, hates okra, can't stand loud bars (said as an instruction), won't eat
# tofu, used to hate jazz; likes sea swimming.
ENTRIES = [
    fact(1, "Pim", "diet", "vegan"),
    fact(2, "Pim", "dislikes", "okra"),
    fact(3, "Pim", "instruction", "never suggest loud bars, I can't stand them"),
    fact(4, "Pim", "not eat", "tofu"),
    fact(5, "Pim", "dislikes", "jazz", "superseded"),
    fact(6, "Pim", "likes", "sea swimming"),
    fact(7, "Pim", "instruction", "keep answers short"),
]


@pytest.mark.parametrize(
    "question, expected",
    [
        # dislikes, an instruction that says one, a refusal; not the diet, not a past dislike
        (
            "Is there any food Pim doesn't like?",
            "okra, never suggest loud bars, I can't stand them, tofu",
        ),
        ("What does Pim love?", "sea swimming"),
        ("What does Pim like, and what does he dislike?", None),  # both: labelled
        ("What does Pim eat?", "vegan"),  # no preference asked: the diet
    ],
)
def test_preferences_read_likes_and_dislikes(question, expected):
    found = answer_chat(question, ENTRIES, user_names=("Pim",))
    if expected is None:
        assert found.answer == (
            "dislikes: okra, never suggest loud bars, I can't stand them, tofu; likes: sea swimming"
        )
    else:
        assert found.answer == expected
