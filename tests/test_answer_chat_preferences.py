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
        ("Is there any fruit Pim can't eat?", {"dislikes"}),
        ("What won't Pim drink?", {"dislikes"}),
        ("What music does Pim love?", {"likes"}),
        ("What is Pim's favourite film?", {"likes"}),
        ("What games does Pim like, and what games does he dislike?", {"likes", "dislikes"}),
        ("Where does Pim live?", set()),
    ],
)
def test_asked_preferences(question, expected):
    assert asked_preferences(question) == expected


# Pim (the user) is vegan, hates okra, can't stand loud bars (said as an instruction), won't eat
# tofu, used to hate jazz; likes sea swimming; is allergic to kiwi; won't have garlic (or a car).
ENTRIES = [
    fact(1, "Pim", "diet", "vegan"),
    fact(2, "Pim", "dislikes", "okra"),
    fact(3, "Pim", "instruction", "never suggest loud bars, I can't stand them"),
    fact(4, "Pim", "not eat", "tofu"),
    fact(5, "Pim", "dislikes", "jazz", "superseded"),
    fact(6, "Pim", "likes", "sea swimming"),
    fact(7, "Pim", "instruction", "keep answers short"),
    fact(8, "Pim", "allergic to", "kiwi"),
    fact(9, "Pim", "not have", "garlic"),
    fact(10, "Pim", "not have", "car"),
]


@pytest.mark.parametrize(
    "question, expected",
    [
        # dislikes, an instruction that says one, a refusal; not the diet, not a past dislike
        (
            "Is there anything Pim doesn't like?",
            "okra, never suggest loud bars, I can't stand them, tofu, garlic",
        ),
        # a kind named: only values of that kind (loud bars are no food, a car is not refused food)
        ("Is there any food Pim doesn't like?", "okra, tofu, garlic"),
        ("Which fruit can't Pim eat?", "okra, kiwi"),  # an allergy when the question says "can't"
        (
            "Which drink does Pim hate?",
            "okra, never suggest loud bars, I can't stand them, tofu, garlic",
        ),  # no drink among them: all of them
        ("Which fruit does Pim hate?", "okra"),  # WordNet: okra pods are a fruit; no allergy asked
        ("What does Pim love?", "sea swimming"),
        ("What does Pim like, and what does he dislike?", None),  # both: labelled
        ("What does Pim eat?", "vegan"),  # no preference asked: the diet
    ],
)
def test_preferences_read_likes_and_dislikes(question, expected):
    found = answer_chat(question, ENTRIES, user_names=("Pim",))
    if expected is None:
        assert found.answer == (
            "dislikes: okra, never suggest loud bars, I can't stand them, tofu, garlic; likes: sea swimming"
        )
    else:
        assert found.answer == expected


def test_food_is_anything_eaten_a_food_group_or_a_fungus_included():
    """ "food" and "ingredient" take any edible thing, WordNet's food or not (dairy, mushrooms)."""
    entries = [
        fact(1, "Ada", "dislikes", "crowded trains"),
        fact(2, "Ada", "not eat", "dairy"),
        fact(3, "Ada", "not eat", "mushrooms"),
    ]
    found = answer_chat("Which food does Ada avoid?", entries, user_names=("Ada",))
    assert found.answer == "dairy, mushrooms"
